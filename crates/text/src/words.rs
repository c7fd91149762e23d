//! The game's words that sentences are built from: sides, levels, kinds
//! of win, counted nouns (points, pips, checkers).

use crate::lang::Lang;
use crate::phrases::T;
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

/// Russian plural: 1 очко, 2 очка, 5 очков.
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

pub fn points(lang: Lang, n: u32) -> String {
    match lang {
        Lang::En if n == 1 => "1 point".to_string(),
        Lang::En => format!("{n} points"),
        Lang::Ru => format!("{n} {}", ru_plural(n, "очко", "очка", "очков")),
    }
}

/// A pip count: "167 pips", "167 пипсов".
pub fn pips(lang: Lang, n: u32) -> String {
    match lang {
        Lang::En => format!("{n} {}", if n == 1 { "pip" } else { "pips" }),
        Lang::Ru => format!("{n} {}", ru_plural(n, "пипс", "пипса", "пипсов")),
    }
}

pub(crate) fn checkers(lang: Lang, n: u8, side: Side) -> String {
    let n32 = u32::from(n);
    match lang {
        Lang::En => {
            let colour = if side == Side::White {
                "white"
            } else {
                "black"
            };
            let noun = if n == 1 { "checker" } else { "checkers" };
            format!("{n} {colour} {noun}")
        }
        Lang::Ru => {
            let colour = match (side, ru_plural(n32, "a", "b", "c")) {
                (Side::White, "a") => "белая",
                (Side::Black, "a") => "чёрная",
                (Side::White, _) => "белых",
                (Side::Black, _) => "чёрных",
            };
            format!("{n} {colour} {}", ru_plural(n32, "шашка", "шашки", "шашек"))
        }
    }
}

/// A cube action as the move list says it: "doubles to 2", "takes".
pub fn cube_action(lang: Lang, action: CubeAction) -> String {
    match (action, lang) {
        (CubeAction::Double(v), Lang::En) => format!("doubles to {v}"),
        (CubeAction::Double(v), Lang::Ru) => format!("удвоение до {v}"),
        (CubeAction::Take, Lang::En) => "takes".into(),
        (CubeAction::Take, Lang::Ru) => "принято".into(),
        (CubeAction::Pass, Lang::En) => "passes".into(),
        (CubeAction::Pass, Lang::Ru) => "отказ".into(),
        (CubeAction::Beaver(v), Lang::En) => format!("beavers to {v}"),
        (CubeAction::Beaver(v), Lang::Ru) => format!("бобёр до {v}"),
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
