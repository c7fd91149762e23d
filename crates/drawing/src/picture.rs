//! A whole board as one SVG text: a position with its checkers, point
//! numbers, trays, marked points and arrows — the rules' diagrams and the
//! position editor, drawn with the very parts of the app's live board.

use crate::arrows::{arrows_svg, Arrow};
use crate::geometry::{Geometry, LANDSCAPE};
use crate::svg::{self, PointText};
use nardy_engine::{Point, Position, Side};

/// What a picture shows besides its position.
pub struct Picture<'a> {
    /// Absolute counts of points 1..=24 (positive White, negative Black):
    /// a position's, or what an editor holds, which may be none.
    pub board: [i8; 24],
    pub borne_off: [u8; 2],
    /// The position string for `data-position`, when it is one.
    pub position: Option<&'a Position>,
    /// The point numbers in this side's own numbering (`None`: the board's).
    pub numbering: Option<Side>,
    /// The board turned half round, Black's head where White's is.
    pub flip: bool,
    /// The whole picture's accessible name (escaped).
    pub title: &'a str,
    /// Extra classes on the `<svg>` (`diagram`, `editor-board`).
    pub class: &'a str,
    /// Points drawn outlined (a block, a home, the head).
    pub marked: &'a [Point],
    /// Steps drawn as arrows, for `arrows_side`.
    pub arrows: &'a [Arrow],
    pub arrows_side: Option<Side>,
    /// Each point's accessible label and extra attributes (escaped).
    pub point: &'a dyn Fn(Point) -> (String, String),
    /// Each tray's accessible label (escaped).
    pub tray: &'a dyn Fn(Side, u8) -> String,
}

impl Picture<'_> {
    /// The point number shown on `point`.
    pub fn number(&self, point: Point) -> u8 {
        match self.numbering {
            Some(side) => point.relative(side).get(),
            None => point.get(),
        }
    }
}

/// The picture as `<svg>` text (a landscape board: pictures sit in the
/// page's text, which wraps round them on a narrow screen).
pub fn picture(p: &Picture) -> String {
    picture_in(&LANDSCAPE, p)
}

/// The picture as `<svg>` text in shape `g`: an upright one is turned a
/// quarter round, as the live board is (the page's board before its code
/// has loaded, `nardy prerender`).
pub fn picture_in(g: &Geometry, p: &Picture) -> String {
    let quarter = svg::quarter_turn(g).map_or(String::new(), |t| format!("<g transform=\"{t}\">"));
    let close = if quarter.is_empty() { "" } else { "</g>" };
    let turn = svg::half_turn(g, p.flip).map_or(String::new(), |t| format!(" transform=\"{t}\""));
    let points = svg::points(g, p.flip, |point| {
        let (label, extra) = (p.point)(point);
        PointText {
            number: p.number(point),
            hit_area: !extra.is_empty(),
            label,
            extra,
        }
    });
    let marks: String = p
        .marked
        .iter()
        .map(|&m| {
            format!(
                "<polygon class=\"point-mark\" points=\"{}\"/>",
                g.point_slot(m).triangle()
            )
        })
        .collect();
    let position = p
        .position
        .map_or(String::new(), |p| format!(" data-position=\"{p}\""));
    format!(
        "<svg class=\"board {}\" viewBox=\"{}\" preserveAspectRatio=\"xMidYMid meet\" role=\"group\" \
         aria-label=\"{}\"{position}>{quarter}{}<g{turn}>{}<g class=\"points\">{points}</g>\
         <g aria-hidden=\"true\">{marks}</g>{}<g class=\"checkers\" aria-hidden=\"true\">{}</g>{}</g>{close}</svg>",
        p.class,
        svg::view_box(g),
        p.title,
        svg::frame(g),
        svg::field(g),
        svg::trays(g, p.flip, p.borne_off, p.tray),
        svg::checkers(g, &g.layout_board(&p.board), p.flip),
        arrows_svg(p.arrows, p.arrows_side),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_draws_every_point_checker_and_arrow() {
        let start = Position::start();
        let turn: nardy_engine::Turn = "24/18 18/13".parse().unwrap();
        let arrows = crate::arrows::turn_arrows(&LANDSCAPE, &start, &turn);
        let text = picture(&Picture {
            board: start.board(),
            borne_off: [0, 0],
            position: Some(&start),
            numbering: None,
            flip: false,
            title: "The start",
            class: "diagram",
            marked: &[Point::new(24).unwrap()],
            arrows: &arrows,
            arrows_side: Some(Side::White),
            point: &|p| (format!("point {}", p.get()), String::new()),
            tray: &|s, n| format!("{} {n}", s.code()),
        });
        assert_eq!(text.matches("data-point=").count(), 24);
        assert_eq!(text.matches("<circle class=\"checker white\"").count(), 15);
        assert_eq!(text.matches("<circle class=\"checker black\"").count(), 15);
        assert_eq!(text.matches("class=\"point-mark\"").count(), 1);
        assert!(text.contains("data-arrow=\"24/18\"") && text.contains("data-arrow=\"18/13\""));
        assert!(text.contains(&format!("data-position=\"{start}\"")));
        // Two stacks of fifteen are squeezed and counted.
        assert_eq!(text.matches("class=\"stack-label").count(), 2);
        assert!(text.starts_with("<svg class=\"board diagram\""));
        assert!(text.ends_with("</svg>"));
    }

    #[test]
    fn numbers_follow_the_chosen_numbering() {
        let start = Position::start();
        let shown = |numbering| {
            let p = Picture {
                board: start.board(),
                borne_off: [0, 0],
                position: None,
                numbering,
                flip: false,
                title: "",
                class: "",
                marked: &[],
                arrows: &[],
                arrows_side: None,
                point: &|_| (String::new(), String::new()),
                tray: &|_, _| String::new(),
            };
            p.number(Point::new(12).unwrap())
        };
        assert_eq!(shown(None), 12);
        assert_eq!(shown(Some(Side::Black)), 24, "Black's head is its 24");
    }
}
