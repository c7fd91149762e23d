//! The game's words that sentences are built from: sides, levels, kinds
//! of win, counted nouns (points, pips, checkers).

use crate::lang::Lang;
use crate::{msg, T};
use nardy_ai::Level;
use nardy_engine::{CubeAction, Side, WinKind};

/// A side's name inside a Russian sentence ("белые"), written out rather than
/// lower-cased at run time, which would ship Unicode case tables in the wasm.
pub(crate) fn side_name_in_text(side: Side) -> &'static str {
    match side {
        Side::White => "белые",
        Side::Black => "чёрные",
    }
}

/// "White"/"Black" as a side's name.
pub fn side_name(lang: Lang, side: Side) -> &'static str {
    match side {
        Side::White => T::White.text(lang),
        Side::Black => T::Black.text(lang),
    }
}

/// The names of the computer levels (English: the engine's `Level::name`).
pub fn level_name(lang: Lang, level: Level) -> &'static str {
    let ru = [
        "новичок",
        "любитель",
        "средний",
        "сильный",
        "эксперт",
        "мастер",
    ];
    match lang {
        Lang::En => level.name(),
        Lang::Ru => ru[usize::from(level.0).min(ru.len() - 1)],
    }
}

/// The score's heading: "match to 3", "матч до 3".
pub fn match_to(lang: Lang, points: u32) -> String {
    match lang {
        Lang::En => format!("match to {points}"),
        Lang::Ru => format!("матч до {points}"),
    }
}

/// The kind of win as people say it.
pub fn win_kind(lang: Lang, kind: WinKind) -> &'static str {
    match (lang, kind) {
        (Lang::En, WinKind::Oin) => "oin",
        (Lang::En, WinKind::Mars) => "mars",
        (Lang::En, WinKind::Koks) => "koks",
        (Lang::Ru, WinKind::Oin) => "оин",
        (Lang::Ru, WinKind::Mars) => "марс",
        (Lang::Ru, WinKind::Koks) => "кокс",
        // Hachapuri's count: the loser's checkers still on the board.
        (Lang::En, WinKind::Count(_)) => "checkers left",
        (Lang::Ru, WinKind::Count(_)) => "шашки на доске",
    }
}

/// Russian plural: 1 очко, 2 очка, 5 очков. Goes when the last sentence
/// that uses it (errors.rs) is a message with a plural choice.
pub(crate) fn ru_plural(
    n: u32,
    one: &'static str,
    few: &'static str,
    many: &'static str,
) -> &'static str {
    let (d10, d100) = (n % 10, n % 100);
    if d10 == 1 && d100 != 11 {
        one
    } else if (2..=4).contains(&d10) && !(12..=14).contains(&d100) {
        few
    } else {
        many
    }
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
    let side = match side {
        Side::White => "white",
        Side::Black => "black",
    };
    msg::checkers(lang, n, side)
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
}
