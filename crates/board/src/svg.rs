//! The board's parts as SVG text, with the classes the page's stylesheet
//! draws: the app's live board writes its static parts with these (as
//! `view!` elements they cost the first download several KB), and the
//! worker draws whole pictures with them (the rules' diagrams, the
//! position editor), so every board looks the same.

use crate::geometry::{
    num, point_slot, point_strip, tray, tray_chip, Layout, BAR_WIDTH, BOARD_HEIGHT, BOARD_WIDTH,
    CHECKER_RADIUS, FIELD_HEIGHT, FIELD_LEFT, FIELD_TOP, FIELD_WIDTH, FRAME, HALF_WIDTH,
    ROW_HEIGHT, TRAY_WIDTH,
};
use nardy_engine::{Point, Side};

/// The `viewBox` of every board.
pub fn view_box() -> String {
    format!("0 0 {} {}", num(BOARD_WIDTH), num(BOARD_HEIGHT))
}

/// The SVG transform that turns the board (or, around its own anchor, a
/// text on it back upright); `None` when the board is not turned.
pub fn half_turn(flip: bool, x: f32, y: f32) -> Option<String> {
    flip.then(|| format!("rotate(180 {} {})", num(x), num(y)))
}

/// ` transform="…"` for [`half_turn`], or nothing.
fn turn_attr(flip: bool, x: f32, y: f32) -> String {
    half_turn(flip, x, y).map_or(String::new(), |t| format!(" transform=\"{t}\""))
}

fn rect(class: &str, x: f32, y: f32, w: f32, h: f32, rx: &str) -> String {
    format!(
        "<rect class=\"{class}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{rx}/>",
        num(x),
        num(y),
        num(w),
        num(h)
    )
}

/// The wooden frame behind everything (it is never turned).
pub fn frame() -> String {
    rect("frame", 0.0, 0.0, BOARD_WIDTH, BOARD_HEIGHT, " rx=\"14\"")
}

/// The trays' wells, the two halves of the field, the homes and the bar.
pub fn field() -> String {
    let right = FIELD_LEFT + HALF_WIDTH + BAR_WIDTH;
    [
        rect(
            "tray-well",
            FRAME,
            FIELD_TOP,
            TRAY_WIDTH - 4.0,
            FIELD_HEIGHT,
            " rx=\"6\"",
        ),
        rect(
            "tray-well",
            FIELD_LEFT + FIELD_WIDTH + 4.0,
            FIELD_TOP,
            TRAY_WIDTH - 4.0,
            FIELD_HEIGHT,
            " rx=\"6\"",
        ),
        rect("field", FIELD_LEFT, FIELD_TOP, HALF_WIDTH, FIELD_HEIGHT, ""),
        rect("field", right, FIELD_TOP, HALF_WIDTH, FIELD_HEIGHT, ""),
        // Homes: Black's 13..18 top left, White's 1..6 bottom right.
        rect(
            "home black-home",
            FIELD_LEFT,
            FIELD_TOP,
            HALF_WIDTH,
            ROW_HEIGHT,
            "",
        ),
        rect(
            "home white-home",
            right,
            FIELD_TOP + FIELD_HEIGHT - ROW_HEIGHT,
            HALF_WIDTH,
            ROW_HEIGHT,
            "",
        ),
        rect(
            "bar",
            FIELD_LEFT + HALF_WIDTH,
            FIELD_TOP,
            BAR_WIDTH,
            FIELD_HEIGHT,
            "",
        ),
    ]
    .concat()
}

/// How a point is written: the number shown on it, its accessible label,
/// and what else its group carries (attributes, already escaped).
pub struct PointText {
    pub number: u8,
    pub label: String,
    pub extra: String,
    /// The whole strip takes presses (an editor's point), not only what
    /// is drawn.
    pub hit_area: bool,
}

/// The 24 points: triangle and number, each in a `<g data-point=N>` with
/// its label (`role="img"` unless `extra` gives it another role).
pub fn points(flip: bool, text: impl Fn(Point) -> PointText) -> String {
    let mut out = String::new();
    for point in Point::all() {
        let slot = point_slot(point);
        let shade = if point.get() % 2 == 0 {
            "dark"
        } else {
            "light"
        };
        let head = if matches!(point.get(), 24 | 12) {
            " head"
        } else {
            ""
        };
        let t = text(point);
        let role = if t.extra.contains("role=") {
            ""
        } else {
            " role=\"img\""
        };
        let hit = if t.hit_area {
            let (x, y, w, h) = point_strip(point);
            rect("point-hit", x, y, w, h, "")
        } else {
            String::new()
        };
        out += &format!(
            "<g data-point=\"{}\" aria-label=\"{}\"{role}{}>{hit}<polygon class=\"point {shade}\" points=\"{}\"/>\
             <text class=\"point-number{head}\" x=\"{}\" y=\"{}\"{} aria-hidden=\"true\">{}</text></g>",
            point.get(),
            t.label,
            t.extra,
            slot.triangle(),
            num(slot.center_x),
            num(slot.number_y),
            turn_attr(flip, slot.center_x, slot.number_y),
            t.number
        );
    }
    out
}

/// Both trays: the borne-off checkers edge-on and their count; `label`
/// names a tray for screen readers (escaped).
pub fn trays(flip: bool, borne_off: [u8; 2], label: impl Fn(Side, u8) -> String) -> String {
    let mut out = String::new();
    for side in Side::BOTH {
        let n = borne_off[side.index()];
        let (x, y, w, h) = tray(side);
        let code = side.code();
        out += &format!(
            "<g class=\"tray {code}\" role=\"img\" aria-label=\"{}\">{}",
            label(side, n),
            rect("tray-box", x, y, w, h, " rx=\"5\"")
        );
        for i in 0..n {
            let (cx, cy, cw, ch) = tray_chip(side, i);
            out += &rect(&format!("chip {code}"), cx, cy, cw, ch, " rx=\"3\"");
        }
        // The count sits at the tray's inner end, away from the chips.
        let label_y = match side {
            Side::White => y + 14.0,
            Side::Black => y + h - 10.0,
        };
        out += &format!(
            "<text class=\"tray-count\" x=\"{}\" y=\"{}\"{} aria-hidden=\"true\">{n}</text></g>",
            num(x + w / 2.0),
            num(label_y),
            turn_attr(flip, x + w / 2.0, label_y)
        );
    }
    out
}

/// Every checker of a layout as plain discs (a picture's: nothing moves),
/// with the count on a squeezed stack.
pub fn checkers(layout: &Layout, flip: bool) -> String {
    let mut out = String::new();
    for c in &layout.checkers {
        out += &format!(
            "<circle class=\"checker {}\" data-checker=\"{}\" data-on=\"{}\" cx=\"{}\" cy=\"{}\" r=\"{}\"/>",
            c.side.code(),
            c.side.letter(),
            c.point.get(),
            num(c.cx),
            num(c.cy),
            num(CHECKER_RADIUS - 1.0)
        );
    }
    for l in &layout.labels {
        out += &format!(
            "<text class=\"stack-label {}\" x=\"{}\" y=\"{}\"{} aria-hidden=\"true\">{}</text>",
            l.side.code(),
            num(l.x),
            num(l.y),
            turn_attr(flip, l.x, l.y),
            l.count
        );
    }
    out
}
