//! What a screen reader says of the board: points, checkers, targets, the cube.

use crate::lang::Lang;
use crate::words::{checkers, side_key};
use crate::{msg, T};
use nardy_engine::Side;

/// ARIA label of a point: "Point 13, 2 white checkers".
pub fn point_label(lang: Lang, number: u8, stack: Option<(Side, u8)>) -> String {
    match stack {
        Some((side, n)) => msg::label_point(lang, number, &checkers(lang, n, side)),
        None => msg::label_point_empty(lang, number),
    }
}

/// ARIA label of a point being set up that holds both colours:
/// "Point 12, 1 white checker, 15 black checkers".
pub fn mixed_point_label(lang: Lang, number: u8, white: u8, black: u8) -> String {
    msg::label_point_mixed(
        lang,
        number,
        &checkers(lang, white, Side::White),
        &checkers(lang, black, Side::Black),
    )
}

/// ARIA label of a side's tray: "White borne off: 3".
pub fn tray_label(lang: Lang, side: Side, n: u8) -> String {
    msg::label_tray(lang, side_key(side), n)
}

/// ARIA label of a movable checker.
pub fn checker_label(lang: Lang, number: u8, side: Side, n: u8, selected: bool) -> String {
    let point = point_label(lang, number, Some((side, n)));
    if selected {
        msg::label_checker_selected(lang, &point)
    } else {
        msg::label_checker_movable(lang, &point)
    }
}

/// ARIA label of a highlighted destination.
pub fn target_label(lang: Lang, number: Option<u8>) -> String {
    match number {
        None => T::Off.text(lang).to_string(),
        Some(p) => msg::label_target(lang, p),
    }
}

/// The cube on the board, for a screen reader: "Cube at 2, White's".
pub fn cube_label(lang: Lang, value: u32, owner: Option<Side>) -> String {
    msg::label_cube(lang, value, owner.map_or("none", side_key))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cube_and_the_trays_name_their_side() {
        assert_eq!(cube_label(Lang::En, 2, None), "Cube at 2, in the middle");
        assert_eq!(
            cube_label(Lang::En, 4, Some(Side::Black)),
            "Cube at 4, Black's"
        );
        assert_eq!(
            cube_label(Lang::Ru, 8, Some(Side::White)),
            "Куб на 8, у белых"
        );
        assert_eq!(tray_label(Lang::En, Side::White, 3), "White borne off: 3");
        assert_eq!(tray_label(Lang::Ru, Side::Black, 3), "Выброшено чёрными: 3");
    }

    #[test]
    fn a_checker_s_label_is_its_point_s_and_what_enter_does() {
        assert_eq!(
            checker_label(Lang::Ru, 13, Side::White, 2, true),
            "Лунка 13, 2 белых шашки: выбрана, Enter — снять выбор"
        );
        assert_eq!(
            mixed_point_label(Lang::En, 12, 1, 15),
            "Point 12, 1 white checker, 15 black checkers"
        );
    }
}
