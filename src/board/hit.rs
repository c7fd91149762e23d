//! What lies under a pointer: the board's own geometry answers, not the
//! DOM (chessground's `getKeyAtDomPos`). The order is the drawing's, top
//! first: a target ring, then a checker, then a point's strip.

use super::view::BoardView;
use crate::state::Spot;
use nardy_drawing::geometry::{Geometry, CHECKER_RADIUS};
use nardy_engine::{Point, Target};

/// A rectangle on the screen, in CSS pixels (an element's bounding box).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct ScreenRect {
    pub left: f64,
    pub top: f64,
    pub width: f64,
    pub height: f64,
}

/// Screen pixels per board unit: the `viewBox` is scaled to fit ("meet").
pub fn scale(rect: ScreenRect, g: &Geometry) -> f64 {
    let (w, h) = g.view_size();
    let k = (rect.width / f64::from(w)).min(rect.height / f64::from(h));
    if k > 0.0 {
        k
    } else {
        1.0
    }
}

/// The board point (in the drawing's units, before the board is turned)
/// under the screen point (`x`, `y`) of a board drawn in `rect`.
pub fn board_point(rect: ScreenRect, x: f64, y: f64, flip: bool, g: &Geometry) -> (f32, f32) {
    let k = scale(rect, g);
    let (w, h) = g.view_size();
    // "xMidYMid meet" centres the drawing in the element.
    let left = rect.left + (rect.width - f64::from(w) * k) / 2.0;
    let top = rect.top + (rect.height - f64::from(h) * k) / 2.0;
    let (vx, vy) = (((x - left) / k) as f32, ((y - top) / k) as f32);
    // An upright board is the drawing turned a quarter round: the view's
    // (vx, vy) is the drawing's (vy, height - vx).
    let (bx, by) = if g.upright {
        (vy, g.board_height() - vx)
    } else {
        (vx, vy)
    };
    if flip {
        // The field is turned half a circle about the drawing's centre.
        (g.board_width() - bx, g.board_height() - by)
    } else {
        (bx, by)
    }
}

/// A pointer's movement on the screen, in the drawing's units (before the
/// half turn): an upright board turns it a quarter back.
pub fn board_delta(dx: f64, dy: f64, g: &Geometry) -> (f64, f64) {
    if g.upright {
        (dy, -dx)
    } else {
        (dx, dy)
    }
}

/// What the board shows at (`x`, `y`), in the drawing's units.
pub fn spot_at(v: &BoardView, x: f32, y: f32) -> Spot {
    // The radii as drawn, strokes included: a ring of R - 3 with a stroke of
    // 4, a checker of R - 1 with a stroke of 2 (style/main.css).
    let within = |cx: f32, cy: f32, r: f32| (x - cx).hypot(y - cy) <= r;
    for t in &v.targets {
        let hit = match t.target {
            Target::Point(_) => within(t.cx, t.cy, CHECKER_RADIUS - 1.0),
            Target::Off => v.mover.is_some_and(|side| {
                let (tx, ty, w, h) = v.geometry.tray(side);
                (tx - 2.0..=tx + w + 2.0).contains(&x) && (ty - 2.0..=ty + h + 2.0).contains(&y)
            }),
        };
        if hit {
            return Spot::Target(t.target);
        }
    }
    // A tap near a point counts for it: on a point the selected checker
    // may go to, its strip (and a checker there that may not move) plays
    // there, not only its ring.
    let target = |p: Point| {
        v.targets
            .iter()
            .any(|t| t.target == Target::Point(p))
            .then_some(Spot::Target(Target::Point(p)))
    };
    // Later checkers are drawn over earlier ones.
    if let Some(c) = v
        .checkers
        .iter()
        .rev()
        .find(|c| within(c.cx, c.cy, CHECKER_RADIUS))
    {
        if v.movable.contains(&c.point) {
            return Spot::Checker(c.point);
        }
        return target(c.point).unwrap_or(Spot::Checker(c.point));
    }
    match v.geometry.point_at(x, y) {
        Some(p) => target(p).unwrap_or(Spot::Point(p)),
        None => Spot::Board,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::view::board_view;
    use crate::state::testing::white_to_play;
    use crate::state::{dispatch, Action, AppState};
    use nardy_drawing::geometry::{LANDSCAPE as G, UPRIGHT};
    use nardy_engine::Point;

    fn at(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    /// White to play 6-5 from the start, the head selected.
    fn head_selected() -> BoardView {
        let mut s = white_to_play(6, 5);
        dispatch(&mut s, Action::Activate(Spot::Checker(at(24))));
        board_view(&s)
    }

    #[test]
    fn rings_then_checkers_then_strips() {
        let v = head_selected();
        for t in &v.targets {
            assert_eq!(spot_at(&v, t.cx, t.cy), Spot::Target(t.target));
        }
        // The bottom checker of White's head, and Black's head.
        let (x, y) = G.stack_position(at(24), 0, 15);
        assert_eq!(spot_at(&v, x, y), Spot::Checker(at(24)));
        let (x, y) = G.stack_position(at(12), 3, 15);
        assert_eq!(spot_at(&v, x, y), Spot::Checker(at(12)));
        // An empty point's number band is its strip.
        let slot = G.point_slot(at(3));
        assert_eq!(
            spot_at(&v, slot.center_x, slot.number_y),
            Spot::Point(at(3))
        );
        assert_eq!(
            spot_at(&v, G.board_width() / 2.0, G.board_height() / 2.0),
            Spot::Board
        );
    }

    /// A full stack that is a target and whose top checker may move too:
    /// the ring marks the stack's foot, so a tap on the top checker switches
    /// the selection to it and a tap on the ring plays there.
    #[test]
    fn a_full_stack_that_is_a_target_keeps_its_top_checker_selectable() {
        use crate::state::{Mode, Options, Settings};
        use nardy_engine::{Game, Position, Rules};
        // White: 10 on 24, 5 on 20; 4-1 to play: 24 reaches 20.
        let position: Position = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,5,0,0,0,10 w"
            .parse()
            .unwrap();
        let mut game = Game::from_position(Rules::default(), position);
        game.roll("4-1".parse().unwrap()).unwrap();
        let options = Options {
            mode: Mode::HotSeat,
            ..Options::default()
        };
        let mut s = AppState::new(1, options, Settings::default()).with_game(game);
        dispatch(&mut s, Action::Activate(Spot::Checker(at(24))));
        let v = board_view(&s);
        let ring = v
            .targets
            .iter()
            .find(|t| t.target == Target::Point(at(20)))
            .expect("20 is a target of the head");
        assert_eq!((ring.cx, ring.cy), G.stack_position(at(20), 0, 5));
        let (x, y) = G.stack_position(at(20), 4, 5);
        assert_eq!(spot_at(&v, x, y), Spot::Checker(at(20)), "the top checker");
        assert_eq!(
            spot_at(&v, ring.cx, ring.cy),
            Spot::Target(Target::Point(at(20)))
        );
        // Near the point, away from its ring and checkers: the point's strip,
        // which plays there too.
        let slot = G.point_slot(at(20));
        assert_eq!(
            spot_at(&v, slot.center_x + 20.0, slot.number_y),
            Spot::Target(Target::Point(at(20)))
        );
        // The tap on the top checker selects it.
        dispatch(&mut s, Action::Press(Spot::Checker(at(20))));
        dispatch(
            &mut s,
            Action::Release {
                at: Spot::Checker(at(20)),
                dragged: false,
            },
        );
        assert_eq!(s.selected(), Some(at(20)));
    }

    #[test]
    fn screen_points_map_to_the_drawing_letterboxed_and_turned() {
        // Twice the drawing's size, with 100 px of spare width on each side.
        let rect = ScreenRect {
            left: 10.0,
            top: 20.0,
            width: f64::from(G.board_width()) * 2.0 + 200.0,
            height: f64::from(G.board_height()) * 2.0,
        };
        assert_eq!(scale(rect, &G), 2.0);
        let (x, y) = board_point(
            rect,
            10.0 + 100.0 + 2.0 * 30.0,
            20.0 + 2.0 * 40.0,
            false,
            &G,
        );
        assert!((x - 30.0).abs() < 1e-3 && (y - 40.0).abs() < 1e-3);
        let (x, y) = board_point(rect, 10.0 + 100.0 + 2.0 * 30.0, 20.0 + 2.0 * 40.0, true, &G);
        assert!((x - (G.board_width() - 30.0)).abs() < 1e-3);
        assert!((y - (G.board_height() - 40.0)).abs() < 1e-3);
    }

    /// An upright board: the drawing turned a quarter round, so a point of
    /// the drawing is found again from where it shows on the screen.
    #[test]
    fn an_upright_board_maps_the_screen_back_to_the_drawing() {
        let g = UPRIGHT;
        let (w, h) = g.view_size();
        let rect = ScreenRect {
            left: 0.0,
            top: 0.0,
            width: f64::from(w),
            height: f64::from(h),
        };
        // The drawing's (x, y) shows at (height - y, x) on the screen.
        for (x, y) in [(30.0f32, 40.0f32), (700.0, 20.0), (400.0, 300.0)] {
            let (sx, sy) = (f64::from(g.board_height() - y), f64::from(x));
            let (bx, by) = board_point(rect, sx, sy, false, &g);
            assert!((bx - x).abs() < 1e-3 && (by - y).abs() < 1e-3, "{bx},{by}");
            let (fx, fy) = board_point(rect, sx, sy, true, &g);
            assert!((fx - (g.board_width() - x)).abs() < 1e-3);
            assert!((fy - (g.board_height() - y)).abs() < 1e-3);
        }
        // A finger moving down the screen moves along the drawing's x.
        assert_eq!(board_delta(0.0, 10.0, &g), (10.0, 0.0));
        assert_eq!(board_delta(10.0, 0.0, &G), (10.0, 0.0));
    }
}
