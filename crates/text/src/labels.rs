//! What a screen reader says of the board: points, checkers, targets, the cube.

use crate::lang::Lang;
use crate::T;
use crate::words::{checkers, side_name};
use nardy_engine::Side;

/// ARIA label of a point: "Point 13, 2 white checkers".
pub fn point_label(lang: Lang, number: u8, stack: Option<(Side, u8)>) -> String {
    let head = match lang {
        Lang::En => format!("Point {number}"),
        Lang::Ru => format!("Лунка {number}"),
    };
    match (stack, lang) {
        (Some((side, n)), _) => format!("{head}, {}", checkers(lang, n, side)),
        (None, Lang::En) => format!("{head}, empty"),
        (None, Lang::Ru) => format!("{head}, пусто"),
    }
}

/// ARIA label of a point being set up that holds both colours:
/// "Point 12, 1 white checker, 15 black checkers".
pub fn mixed_point_label(lang: Lang, number: u8, white: u8, black: u8) -> String {
    let white = point_label(lang, number, Some((Side::White, white)));
    format!("{white}, {}", checkers(lang, black, Side::Black))
}

/// ARIA label of a side's tray: "White borne off: 3".
pub fn tray_label(lang: Lang, side: Side, n: u8) -> String {
    match (lang, side) {
        (Lang::En, _) => format!("{} borne off: {n}", side_name(lang, side)),
        (Lang::Ru, Side::White) => format!("Выброшено белыми: {n}"),
        (Lang::Ru, Side::Black) => format!("Выброшено чёрными: {n}"),
    }
}

/// ARIA label of a movable checker.
pub fn checker_label(lang: Lang, number: u8, side: Side, n: u8, selected: bool) -> String {
    let base = point_label(lang, number, Some((side, n)));
    match (lang, selected) {
        (Lang::En, true) => format!("{base}: selected, press Enter to deselect"),
        (Lang::En, false) => format!("{base}: can move, press Enter to select"),
        (Lang::Ru, true) => format!("{base}: выбрана, Enter — снять выбор"),
        (Lang::Ru, false) => format!("{base}: может ходить, Enter — выбрать"),
    }
}

/// ARIA label of a highlighted destination.
pub fn target_label(lang: Lang, number: Option<u8>) -> String {
    match (lang, number) {
        (_, None) => T::Off.text(lang).to_string(),
        (Lang::En, Some(p)) => format!("Move to point {p}"),
        (Lang::Ru, Some(p)) => format!("Ход на лунку {p}"),
    }
}

/// The cube on the board, for a screen reader: "Cube at 2, White's".
pub fn cube_label(lang: Lang, value: u32, owner: Option<Side>) -> String {
    match (lang, owner) {
        (Lang::En, None) => format!("Cube at {value}, in the middle"),
        (Lang::En, Some(o)) => format!("Cube at {value}, {}'s", side_name(lang, o)),
        (Lang::Ru, None) => format!("Куб на {value}, в центре"),
        (Lang::Ru, Some(Side::White)) => format!("Куб на {value}, у белых"),
        (Lang::Ru, Some(Side::Black)) => format!("Куб на {value}, у чёрных"),
    }
}
