//! The board's parts as SVG text, with the classes the page's stylesheet
//! draws: the app's live board writes its static parts with these (as
//! `view!` elements they cost the first download several KB), and the
//! worker draws whole pictures with them (the rules' diagrams, the
//! position editor), so every board looks the same.

use crate::geometry::{num, Geometry, Layout, BAR_WIDTH, CHECKER_RADIUS, FIELD_WIDTH, HALF_WIDTH};
use nardy_engine::{Point, Side};

/// The board's `viewBox` in shape `g`.
pub fn view_box(g: &Geometry) -> String {
    let (w, h) = g.view_size();
    format!("0 0 {} {}", num(w), num(h))
}

/// The quarter turn of an upright board (a phone held upright): the
/// drawing's top edge to the screen's right; `None` for a landscape one.
pub fn quarter_turn(g: &Geometry) -> Option<String> {
    g.upright
        .then(|| format!("translate({} 0) rotate(90)", num(g.board_height())))
}

/// The transform that turns the field half round (Black's head where
/// White's is), about the drawing's centre; `None` when it is not turned.
pub fn half_turn(g: &Geometry, flip: bool) -> Option<String> {
    flip.then(|| {
        format!(
            "rotate(180 {} {})",
            num(g.board_width() / 2.0),
            num(g.board_height() / 2.0)
        )
    })
}

/// The turn that keeps a text at (`x`, `y`) upright on the screen, inside
/// the board's half turn (`flip`) and quarter turn (an upright board).
pub fn text_turn(g: &Geometry, flip: bool, x: f32, y: f32) -> Option<String> {
    let degrees = match (flip, g.upright) {
        (false, false) => return None,
        (true, false) => "180",
        (false, true) => "-90",
        (true, true) => "90",
    };
    Some(format!("rotate({degrees} {} {})", num(x), num(y)))
}

/// ` transform="…"` for [`text_turn`], or nothing.
fn turn_attr(g: &Geometry, flip: bool, x: f32, y: f32) -> String {
    text_turn(g, flip, x, y).map_or(String::new(), |t| format!(" transform=\"{t}\""))
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

/// The wooden frame behind everything (it is never turned half round).
pub fn frame(g: &Geometry) -> String {
    rect(
        "frame",
        0.0,
        0.0,
        g.board_width(),
        g.board_height(),
        " rx=\"14\"",
    )
}

/// The trays' wells, the two halves of the field, the homes and the bar.
pub fn field(g: &Geometry) -> String {
    let (left, top, height) = (g.field_left(), g.field_top(), g.field_height());
    let right = left + HALF_WIDTH + BAR_WIDTH;
    let well = g.tray_width - 4.0;
    [
        rect("tray-well", g.frame, top, well, height, " rx=\"6\""),
        rect(
            "tray-well",
            left + FIELD_WIDTH + 4.0,
            top,
            well,
            height,
            " rx=\"6\"",
        ),
        rect("field", left, top, HALF_WIDTH, height, ""),
        rect("field", right, top, HALF_WIDTH, height, ""),
        // Homes: Black's 13..18 top left, White's 1..6 bottom right.
        rect("home black-home", left, top, HALF_WIDTH, g.row_height, ""),
        rect(
            "home white-home",
            right,
            top + height - g.row_height,
            HALF_WIDTH,
            g.row_height,
            "",
        ),
        rect("bar", left + HALF_WIDTH, top, BAR_WIDTH, height, ""),
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
pub fn points(g: &Geometry, flip: bool, text: impl Fn(Point) -> PointText) -> String {
    let mut out = String::new();
    for point in Point::all() {
        let slot = g.point_slot(point);
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
            let (x, y, w, h) = g.point_strip(point);
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
            turn_attr(g, flip, slot.center_x, slot.number_y),
            t.number
        );
    }
    out
}

/// Both trays: the borne-off checkers edge-on and their count; `label`
/// names a tray for screen readers (escaped).
pub fn trays(
    g: &Geometry,
    flip: bool,
    borne_off: [u8; 2],
    label: impl Fn(Side, u8) -> String,
) -> String {
    let mut out = String::new();
    for side in Side::BOTH {
        let n = borne_off[side.index()];
        let (x, y, w, h) = g.tray(side);
        let code = side.code();
        out += &format!(
            "<g class=\"tray {code}\" role=\"img\" aria-label=\"{}\">{}",
            label(side, n),
            rect("tray-box", x, y, w, h, " rx=\"5\"")
        );
        for i in 0..n {
            let (cx, cy, cw, ch) = g.tray_chip(side, i);
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
            turn_attr(g, flip, x + w / 2.0, label_y)
        );
    }
    out
}

/// Every checker of a layout as plain discs (a picture's: nothing moves),
/// with the count on a squeezed stack.
pub fn checkers(g: &Geometry, layout: &Layout, flip: bool) -> String {
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
            turn_attr(g, flip, l.x, l.y),
            l.count
        );
    }
    out
}

/// Nardegammon's cube on the bar: in the middle while centred, at its
/// owner's end of the bar (White's row at the bottom, Black's at the top,
/// before a half turn) once owned. `label` (escaped) names it for a
/// screen reader; `data-cube` is its `cube=` code (RULES.md §8.3).
pub fn cube(g: &Geometry, flip: bool, cube: nardy_engine::Cube, label: &str) -> String {
    const SIZE: f32 = 30.0;
    let x = g.field_left() + HALF_WIDTH + BAR_WIDTH / 2.0;
    let top = g.field_top();
    let y = match cube.owner() {
        None => top + g.field_height() / 2.0,
        Some(Side::White) => top + g.field_height() - SIZE / 2.0 - 4.0,
        Some(Side::Black) => top + SIZE / 2.0 + 4.0,
    };
    format!(
        "<g class=\"cube\" data-cube=\"{}\" role=\"img\" aria-label=\"{label}\">{}\
         <text class=\"cube-value\" x=\"{}\" y=\"{}\"{}>{}</text></g>",
        cube.code(),
        rect(
            "cube-face",
            x - SIZE / 2.0,
            y - SIZE / 2.0,
            SIZE,
            SIZE,
            " rx=\"5\""
        ),
        num(x),
        num(y),
        turn_attr(g, flip, x, y),
        cube.value()
    )
}

/// One die as drawn: its value, its owner's colour for an opening roll,
/// and whether it is played already (dimmed).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Die {
    pub value: u8,
    pub owner: Option<Side>,
    pub used: bool,
}

/// Pip centres of a die face on a 3×3 grid (−1, 0, 1 in each axis).
fn pips(value: u8) -> &'static [(i8, i8)] {
    match value {
        1 => &[(0, 0)],
        2 => &[(-1, -1), (1, 1)],
        3 => &[(-1, -1), (0, 0), (1, 1)],
        4 => &[(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5 => &[(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        _ => &[(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }
}

/// The dice in the middle of the right half (never turned half round):
/// each face with its pips, "×n" beside a double with steps still to
/// play, and, with a `prompt`, two blank dice marked "?" that carry its
/// attributes (the page's roll control: they roll when pressed).
pub fn dice(
    g: &Geometry,
    dice: &[Die],
    double_left: Option<usize>,
    prompt: Option<&str>,
) -> String {
    use crate::geometry::DIE_SIZE;
    let (cx, cy) = g.dice_center();
    let gap = 10.0;
    let count = dice.len() as f32;
    let start_x = cx - (count * DIE_SIZE + (count - 1.0).max(0.0) * gap) / 2.0;
    let mut out = String::from("<g class=\"dice\" aria-hidden=\"true\">");
    for (i, d) in dice.iter().enumerate() {
        let x = start_x + i as f32 * (DIE_SIZE + gap);
        let y = cy - DIE_SIZE / 2.0;
        let owner = match d.owner {
            Some(Side::White) => " opening white",
            Some(Side::Black) => " opening black",
            None => "",
        };
        let used = if d.used { " used" } else { "" };
        out += &format!(
            "<g class=\"die{owner}{used}\" data-die=\"{}\">{}",
            d.value,
            rect("die-face", x, y, DIE_SIZE, DIE_SIZE, " rx=\"8\"")
        );
        let step = DIE_SIZE * 0.27;
        for &(px, py) in pips(d.value) {
            out += &format!(
                "<circle class=\"pip\" cx=\"{}\" cy=\"{}\" r=\"4.2\"/>",
                num(x + DIE_SIZE / 2.0 + f32::from(px) * step),
                num(y + DIE_SIZE / 2.0 + f32::from(py) * step)
            );
        }
        out += "</g>";
    }
    if let Some(n) = double_left {
        let x = start_x + count * (DIE_SIZE + gap) + 6.0;
        out += &format!(
            "<text class=\"double-left\" x=\"{}\" y=\"{}\"{}>×{n}</text>",
            num(x),
            num(cy),
            turn_attr(g, false, x, cy)
        );
    }
    if let (Some(control), true) = (prompt, dice.is_empty()) {
        // Each blank die rolls when pressed (not the gap between them).
        out += "<g class=\"roll-prompt\">";
        for x in [cx - DIE_SIZE - 5.0, cx + 5.0] {
            let rx = format!(" rx=\"8\" {control}");
            out += &rect("die-face", x, cy - DIE_SIZE / 2.0, DIE_SIZE, DIE_SIZE, &rx);
            let mid = x + DIE_SIZE / 2.0;
            out += &format!(
                "<text class=\"roll-mark\" x=\"{}\" y=\"{}\"{}>?</text>",
                num(mid),
                num(cy),
                turn_attr(g, false, mid, cy)
            );
        }
        out += "</g>";
    }
    out + "</g>"
}
