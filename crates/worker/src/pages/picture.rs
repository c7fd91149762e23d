//! Pictures of positions for the worker's pages, labelled for screen
//! readers in the page's language (the board's own drawing code,
//! `nardy-board`, draws them).

use nardy_board::arrows::turn_arrows;
use nardy_board::geometry::LANDSCAPE;
use nardy_board::picture::{picture, Picture};
use nardy_engine::{Point, Position, Side, Turn};

/// `White` / `Белые`-style names for labels.
pub fn side_name(ru: bool, side: Side) -> &'static str {
    match (ru, side) {
        (false, Side::White) => "White",
        (false, Side::Black) => "Black",
        (true, Side::White) => "белые",
        (true, Side::Black) => "чёрные",
    }
}

/// "Point 7: 2 White" / "Пункт 7: белые, 2".
pub fn point_label(ru: bool, number: u8, owner: Option<(Side, u8)>) -> String {
    match (ru, owner) {
        (false, None) => format!("Point {number}: empty"),
        (true, None) => format!("Пункт {number}: пусто"),
        (false, Some((side, n))) => format!("Point {number}: {n} {}", side_name(false, side)),
        (true, Some((side, n))) => format!("Пункт {number}: {}, {n}", side_name(true, side)),
    }
}

/// "White borne off: 3" / "Выброшено белыми: 3".
pub fn tray_label(ru: bool, side: Side, n: u8) -> String {
    match (ru, side) {
        (false, _) => format!("{} borne off: {n}", side_name(false, side)),
        (true, Side::White) => format!("Выброшено белыми: {n}"),
        (true, Side::Black) => format!("Выброшено чёрными: {n}"),
    }
}

/// A small picture for a page: `position`, `turn` (if any) as arrows for
/// the side to move, `marked` points outlined, titled `title`.
pub fn diagram(
    ru: bool,
    position: &Position,
    turn: Option<&str>,
    marked: &[u8],
    title: &str,
) -> String {
    let arrows = turn
        .and_then(|t| t.parse::<Turn>().ok())
        .map(|t| turn_arrows(&LANDSCAPE, position, &t))
        .unwrap_or_default();
    let marked: Vec<Point> = marked.iter().filter_map(|&n| Point::new(n)).collect();
    picture(&Picture {
        board: position.board(),
        borne_off: Side::BOTH.map(|s| position.borne_off(s)),
        position: Some(position),
        numbering: None,
        flip: false,
        title,
        class: "diagram",
        marked: &marked,
        arrows: &arrows,
        arrows_side: Some(position.side_to_move()),
        point: &|p| (point_label(ru, p.get(), position.owner(p)), String::new()),
        tray: &|s, n| tray_label(ru, s, n),
    })
}
