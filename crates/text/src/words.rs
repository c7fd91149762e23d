//! The game's words that sentences are built from: sides, levels, kinds
//! of win, counted nouns (points, pips, checkers).

use crate::lang::Lang;
use crate::{msg, T};
use nardy_ai::Level;
use nardy_engine::{CubeAction, Side, WinKind};

/// "White"/"Black" as a side's name.
pub fn side_name(lang: Lang, side: Side) -> &'static str {
    match side {
        Side::White => T::White.text(lang),
        Side::Black => T::Black.text(lang),
    }
}

/// A side as a message's choice takes it: `{ $side -> [white] … *[black] … }`.
pub(crate) fn side_key(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// The names of the computer levels (English: the engine's `Level::name`).
pub fn level_name(lang: Lang, level: Level) -> &'static str {
    match level.0 {
        0 => T::LevelBeginner,
        1 => T::LevelCasual,
        2 => T::LevelIntermediate,
        3 => T::LevelAdvanced,
        4 => T::LevelExpert,
        _ => T::LevelMaster,
    }
    .text(lang)
}

/// The score's heading: "match to 3", "матч до 3".
pub fn match_to(lang: Lang, points: u32) -> String {
    msg::match_to(lang, points)
}

/// The kind of win as people say it.
pub fn win_kind(lang: Lang, kind: WinKind) -> &'static str {
    match kind {
        WinKind::Oin => T::WinOin,
        WinKind::Mars => T::WinMars,
        WinKind::Koks => T::WinKoks,
        // Hachapuri's count: the loser's checkers still on the board.
        WinKind::Count(_) => T::WinCount,
    }
    .text(lang)
}

/// A number of points: "1 point", "5 очков".
pub fn points(lang: Lang, n: u32) -> String {
    msg::points(lang, n)
}

/// A pip count: "167 pips", "167 пипсов".
pub fn pips(lang: Lang, n: u32) -> String {
    msg::pips(lang, n)
}

/// Checkers of a side: "2 white checkers", "2 белых шашки".
pub(crate) fn checkers(lang: Lang, n: u8, side: Side) -> String {
    msg::checkers(lang, n, side_key(side))
}

/// A cube action as the move list says it: "doubles to 2", "takes".
pub fn cube_action(lang: Lang, action: CubeAction) -> String {
    match action {
        CubeAction::Double(v) => msg::cube_doubles(lang, v),
        CubeAction::Take => T::CubeTakes.text(lang).to_string(),
        CubeAction::Pass => T::CubePasses.text(lang).to_string(),
        CubeAction::Beaver(v) => msg::cube_beavers(lang, v),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_plurals() {
        assert_eq!(points(Lang::Ru, 1), "1 очко");
        assert_eq!(points(Lang::Ru, 2), "2 очка");
        assert_eq!(points(Lang::Ru, 5), "5 очков");
        assert_eq!(points(Lang::Ru, 11), "11 очков");
        assert_eq!(
            crate::labels::point_label(Lang::Ru, 13, Some((Side::White, 2))),
            "Лунка 13, 2 белых шашки"
        );
        assert_eq!(
            crate::labels::point_label(Lang::En, 13, Some((Side::White, 2))),
            "Point 13, 2 white checkers"
        );
    }

    #[test]
    fn english_level_names_are_the_engines() {
        for l in 0..Level::COUNT {
            assert_eq!(level_name(Lang::En, Level(l)), Level(l).name());
        }
        assert_eq!(level_name(Lang::Ru, Level(0)), "новичок");
        assert_eq!(level_name(Lang::Ru, Level::MASTER), "мастер");
    }
}
