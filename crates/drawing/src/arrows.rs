//! Arrows that show a turn on the board without playing it (a hint line
//! previewed, the better turn tutor mode names): one per step, from the
//! checker that moves to where it lands, stacks counted as the turn goes.

use crate::geometry::{num, Geometry};
use nardy_engine::{Position, Side, Target, Turn};

/// One step drawn: from (x1, y1) to (x2, y2), in the board's units.
#[derive(Clone, PartialEq, Debug)]
pub struct Arrow {
    /// The step in notation (`24/18`), for tests and screen readers.
    pub step: String,
    pub from: (f32, f32),
    pub to: (f32, f32),
}

/// The arrows of `turn` played from `start`, in order.
pub fn turn_arrows(g: &Geometry, start: &Position, turn: &Turn) -> Vec<Arrow> {
    let side = start.side_to_move();
    let mut counts = [0u8; 24];
    for (n, p) in counts.iter_mut().zip(nardy_engine::Point::all()) {
        *n = start.owner(p).map_or(0, |(_, n)| n);
    }
    let index = |p: nardy_engine::Point| usize::from(p.get()) - 1;
    turn.steps()
        .iter()
        .map(|step| {
            let from = step.from().absolute(side);
            let height = counts[index(from)].max(1);
            counts[index(from)] = height - 1;
            let to = match step.to().absolute(side) {
                Target::Point(p) => {
                    let at = g.landing_position(p, counts[index(p)]);
                    counts[index(p)] += 1;
                    at
                }
                Target::Off => {
                    let (x, y, w, h) = g.tray(side);
                    (x + w / 2.0, y + h / 2.0)
                }
            };
            Arrow {
                step: step.to_string(),
                from: g.stack_position(from, height - 1, height),
                to,
            }
        })
        .collect()
}

/// The arrows as SVG text (an arrowhead marker and one line per step):
/// as `view!` elements they cost the first download 3 KB gzipped.
pub fn arrows_svg(arrows: &[Arrow], side: Option<Side>) -> String {
    if arrows.is_empty() {
        return String::new();
    }
    let colour = side.map_or("white", |s| s.code());
    let mut out = format!(
        "<g class=\"arrows {colour}\" aria-hidden=\"true\"><marker id=\"arrowhead\" viewBox=\"0 0 10 10\" \
         refX=\"8\" refY=\"5\" markerWidth=\"4\" markerHeight=\"4\" orient=\"auto-start-reverse\">\
         <path d=\"M0 0L10 5L0 10z\"/></marker>"
    );
    for a in arrows {
        out += &format!(
            "<line class=\"arrow\" data-arrow=\"{}\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" marker-end=\"url(#arrowhead)\"/>",
            a.step,
            num(a.from.0),
            num(a.from.1),
            num(a.to.0),
            num(a.to.1)
        );
    }
    out + "</g>"
}
