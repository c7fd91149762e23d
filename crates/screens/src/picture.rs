//! Pictures of positions for the worker's pages, labelled for screen
//! readers in the page's language (the board's own drawing code,
//! `nardy-drawing`, draws them).

use nardy_drawing::arrows::turn_arrows;
use nardy_drawing::geometry::LANDSCAPE;
use nardy_drawing::picture::{picture, Picture};
use nardy_engine::{Point, Position, Side, Turn};
use nardy_text::labels::{point_label, tray_label};
use nardy_text::Lang;

/// A small picture for a page: `position`, `turn` (if any) as arrows for
/// the side to move, `marked` points outlined, titled `title`.
pub fn diagram(
    lang: Lang,
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
        point: &|p| (point_label(lang, p.get(), position.owner(p)), String::new()),
        tray: &|s, n| tray_label(lang, s, n),
    })
}
