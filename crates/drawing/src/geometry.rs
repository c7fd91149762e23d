//! Where things sit on the drawn board, as plain numbers.
//!
//! Everything here is a pure function of a [`Position`] (or of a point), in
//! the units of the board's SVG `viewBox`, for one of the board's two
//! shapes ([`Geometry`]): the landscape board of a desktop or of a phone
//! held sideways, and the narrower one a phone held upright shows turned a
//! quarter round, so that its points run down the screen and each is
//! wide enough for a finger. Keeping the geometry apart from the Leptos
//! components means it is tested with a plain `cargo test`, and
//! hit-testing a press (`hit`) and animating a checker (`animation`) use
//! the very coordinates the drawing uses.

use crate::numbers::decimal;
use nardy_engine::{Point, Position, Side};

/// A length or coordinate as SVG text, to 1/100 of a unit. Written with
/// integers rather than `{}`: no float is formatted anywhere in the app,
/// which keeps Rust's float printing (about 14 KB of wasm) out of the
/// download.
pub fn num(x: f32) -> String {
    decimal(f64::from(x), 2)
}

/// Width of one point (one triangle) and so the room for one checker.
pub const POINT_WIDTH: f32 = 50.0;
/// Radius of a checker: a little narrower than a point, so neighbours never touch.
pub const CHECKER_RADIUS: f32 = 23.0;
/// The bar between the two halves of each row.
pub const BAR_WIDTH: f32 = 36.0;
/// Width of one half of a row: six points.
pub const HALF_WIDTH: f32 = 6.0 * POINT_WIDTH;
/// Width of the playing field: two halves and the bar.
pub const FIELD_WIDTH: f32 = 2.0 * HALF_WIDTH + BAR_WIDTH;
/// Thickness of one borne-off checker seen edge-on in the tray.
pub const CHIP_HEIGHT: f32 = 12.0;
/// Size of a drawn die.
pub const DIE_SIZE: f32 = 44.0;

/// One shape of the board: the lengths that differ between the landscape
/// board and the upright one (the rest are the constants above).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Geometry {
    /// The wooden frame around the playing field.
    pub frame: f32,
    /// The band above and below the field that holds the point numbers.
    pub number_band: f32,
    /// Height of each row of points (top and bottom), from the edge to the middle gap.
    pub row_height: f32,
    /// The empty strip between the two rows.
    pub middle_gap: f32,
    /// Width of each side column holding a tray of borne-off checkers.
    pub tray_width: f32,
    /// How far a tray sits inside its column, on each side.
    pub tray_inset: f32,
    /// Checkers that fit in a row without overlapping. A taller stack is
    /// squeezed to this height and labelled with its count.
    pub stack_fits: u8,
    /// Drawn turned a quarter round (a phone held upright): the drawing's
    /// top edge is the screen's right, its left edge the screen's top.
    pub upright: bool,
}

/// The board as on a table: wider than tall.
pub const LANDSCAPE: Geometry = Geometry {
    frame: 14.0,
    number_band: 26.0,
    row_height: 5.0 * 2.0 * CHECKER_RADIUS + 6.0,
    middle_gap: 36.0,
    tray_width: 58.0,
    tray_inset: 6.0,
    stack_fits: 5,
    upright: false,
};

/// The board a phone held upright shows, turned a quarter round: its rows
/// are shorter (three checkers before a stack is squeezed), its frame and
/// trays thinner, so that on a 360 px wide screen a point is over 40 px
/// wide and, on a 360 × 640 one, the board (700 units long: twelve points,
/// the bar, two trays and the frame) leaves room for the status and the
/// turn's buttons at 40 px a point.
pub const UPRIGHT: Geometry = Geometry {
    frame: 4.0,
    number_band: 20.0,
    row_height: 3.0 * 2.0 * CHECKER_RADIUS + 26.0,
    middle_gap: 28.0,
    tray_width: 28.0,
    tray_inset: 3.0,
    stack_fits: 3,
    upright: true,
};

impl Geometry {
    /// Left edge of the playing field (inside the frame and the left tray column).
    pub fn field_left(&self) -> f32 {
        self.frame + self.tray_width
    }

    /// Top edge of the top row of points.
    pub fn field_top(&self) -> f32 {
        self.frame + self.number_band
    }

    /// Height of the playing field: two rows and the gap between them.
    pub fn field_height(&self) -> f32 {
        2.0 * self.row_height + self.middle_gap
    }

    /// Width of the drawing before any turn: field, trays, frame.
    pub fn board_width(&self) -> f32 {
        FIELD_WIDTH + 2.0 * (self.frame + self.tray_width)
    }

    /// Height of the drawing before any turn.
    pub fn board_height(&self) -> f32 {
        self.field_height() + 2.0 * (self.frame + self.number_band)
    }

    /// A triangle stops short of the row's full height, as on a real board.
    pub fn triangle_height(&self) -> f32 {
        self.row_height * 0.86
    }

    /// The `viewBox`'s width and height: the drawing's, or swapped when it
    /// is turned upright.
    pub fn view_size(&self) -> (f32, f32) {
        if self.upright {
            (self.board_height(), self.board_width())
        } else {
            (self.board_width(), self.board_height())
        }
    }
}

/// Which row of the board a point belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Row {
    /// Points 13..24, drawn from the top edge downwards.
    Top,
    /// Points 1..12, drawn from the bottom edge upwards.
    Bottom,
}

/// The place of one point on the board.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct PointSlot {
    pub point: Point,
    pub row: Row,
    /// Column 0..12 counted left to right, the bar not counted.
    pub column: u8,
    /// Horizontal centre of the point.
    pub center_x: f32,
    /// The y of the board edge the triangle stands on.
    pub base_y: f32,
    /// The y of the triangle's tip.
    pub tip_y: f32,
    /// The y of the centre of the point's number in its band.
    pub number_y: f32,
}

impl PointSlot {
    /// The triangle's corners as an SVG `points` attribute value.
    pub fn triangle(&self) -> String {
        let half = POINT_WIDTH / 2.0;
        format!(
            "{},{} {},{} {},{}",
            num(self.center_x - half),
            num(self.base_y),
            num(self.center_x + half),
            num(self.base_y),
            num(self.center_x),
            num(self.tip_y)
        )
    }

    /// +1 when stacks on this point grow downwards, -1 when upwards.
    fn direction(&self) -> f32 {
        match self.row {
            Row::Top => 1.0,
            Row::Bottom => -1.0,
        }
    }
}

/// One checker as drawn.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct CheckerDisc {
    pub side: Side,
    /// The point it stands on.
    pub point: Point,
    /// 0 for the checker at the board edge, counting towards the middle.
    pub height: u8,
    pub cx: f32,
    pub cy: f32,
}

/// A count written on a stack that had to be squeezed to fit its row.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct StackLabel {
    pub side: Side,
    pub point: Point,
    pub count: u8,
    /// Centre of the label: the outermost checker of the stack.
    pub x: f32,
    pub y: f32,
}

/// Everything that depends on the position, ready to draw.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Layout {
    /// Every checker on the board, point by point, edge first, so that later
    /// discs are drawn over earlier ones the way a squeezed stack overlaps.
    pub checkers: Vec<CheckerDisc>,
    pub labels: Vec<StackLabel>,
}

impl Geometry {
    /// Where `point` is drawn.
    ///
    /// The layout is the real one (RULES.md §1): the top row reads 13..18 | 19..24
    /// and the bottom row 12..7 | 6..1, left to right, with the bar in the middle,
    /// so both sides travel counter-clockwise.
    pub fn point_slot(&self, point: Point) -> PointSlot {
        let n = point.get();
        let (row, column) = if n >= 13 {
            (Row::Top, n - 13)
        } else {
            (Row::Bottom, 12 - n)
        };
        let bar = if column >= 6 { BAR_WIDTH } else { 0.0 };
        let center_x = self.field_left() + bar + POINT_WIDTH * (f32::from(column) + 0.5);
        let (top, field_bottom) = (self.field_top(), self.field_top() + self.field_height());
        let (base_y, tip_y, number_y) = match row {
            Row::Top => (
                top,
                top + self.triangle_height(),
                top - self.number_band / 2.0,
            ),
            Row::Bottom => (
                field_bottom,
                field_bottom - self.triangle_height(),
                field_bottom + self.number_band / 2.0,
            ),
        };
        PointSlot {
            point,
            row,
            column,
            center_x,
            base_y,
            tip_y,
            number_y,
        }
    }

    /// All 24 points in number order.
    pub fn point_slots(&self) -> impl Iterator<Item = PointSlot> + '_ {
        Point::all().map(|p| self.point_slot(p))
    }

    /// A point's strip as (x, y, width, height): its column, from the
    /// board's edge (number band included) to the end of its row, what a
    /// press on the point may hit ([`Geometry::point_at`] finds the same).
    pub fn point_strip(&self, point: Point) -> (f32, f32, f32, f32) {
        let slot = self.point_slot(point);
        let x = slot.center_x - POINT_WIDTH / 2.0;
        let height = self.field_top() + self.row_height - self.frame;
        match slot.row {
            Row::Top => (x, self.frame, POINT_WIDTH, height),
            Row::Bottom => (
                x,
                self.board_height() - self.frame - height,
                POINT_WIDTH,
                height,
            ),
        }
    }

    /// The point whose strip holds (`x`, `y`): its column, from the board's
    /// edge (number band included) to the end of its row. The gap between the
    /// rows, where the dice lie, belongs to no point.
    pub fn point_at(&self, x: f32, y: f32) -> Option<Point> {
        let top_row = self.frame..=self.field_top() + self.row_height;
        let bottom_row = self.field_top() + self.field_height() - self.row_height
            ..=self.board_height() - self.frame;
        let row = if top_row.contains(&y) {
            Row::Top
        } else if bottom_row.contains(&y) {
            Row::Bottom
        } else {
            return None;
        };
        self.point_slots()
            .find(|s| s.row == row && (x - s.center_x).abs() <= POINT_WIDTH / 2.0)
            .map(|s| s.point)
    }

    /// Distance between the centres of neighbouring checkers in a stack of `count`.
    ///
    /// Up to [`Geometry::stack_fits`] checkers sit side by side; a taller
    /// stack is squeezed so that it still ends where a full row would end.
    pub fn stack_step(&self, count: u8) -> f32 {
        let diameter = 2.0 * CHECKER_RADIUS;
        if count <= self.stack_fits {
            diameter
        } else {
            diameter * f32::from(self.stack_fits - 1) / f32::from(count - 1)
        }
    }

    /// Centre of the checker at `height` in a stack of `count` on `point`.
    pub fn stack_position(&self, point: Point, height: u8, count: u8) -> (f32, f32) {
        let slot = self.point_slot(point);
        let step = self.stack_step(count.max(1));
        let first_y = slot.base_y + slot.direction() * CHECKER_RADIUS;
        (
            slot.center_x,
            first_y + slot.direction() * step * f32::from(height),
        )
    }

    /// Where a checker arriving on a point holding `count` checkers is shown:
    /// the next free place, or over the top checker of a full row.
    pub fn landing_position(&self, point: Point, count: u8) -> (f32, f32) {
        if count < self.stack_fits {
            self.stack_position(point, count, count + 1)
        } else {
            self.stack_position(point, count - 1, count)
        }
    }

    /// A side's tray of borne-off checkers, as (x, y, width, height): White's
    /// beside its home at the bottom right, Black's beside its home at the top left.
    pub fn tray(&self, side: Side) -> (f32, f32, f32, f32) {
        let h = self.row_height;
        let w = self.tray_width - 2.0 * self.tray_inset;
        match side {
            Side::White => (
                self.field_left() + FIELD_WIDTH + self.tray_inset,
                self.field_top() + self.field_height() - h,
                w,
                h,
            ),
            Side::Black => (self.frame + self.tray_inset, self.field_top(), w, h),
        }
    }

    /// The `i`-th borne-off checker in a tray (x, y, width, height), stacked
    /// from the board edge towards the middle like the points' stacks
    /// (closer together where fifteen would not fit side by side).
    pub fn tray_chip(&self, side: Side, i: u8) -> (f32, f32, f32, f32) {
        let (x, y, w, h) = self.tray(side);
        let pitch = (CHIP_HEIGHT + 2.0).min((h - 8.0 - CHIP_HEIGHT) / 14.0);
        let offset = 4.0 + f32::from(i) * pitch;
        let cy = match side {
            Side::White => y + h - offset - CHIP_HEIGHT,
            Side::Black => y + offset,
        };
        (x + 4.0, cy, w - 8.0, CHIP_HEIGHT)
    }

    /// Centre of the two dice: in the middle of the right half, between the rows.
    pub fn dice_center(&self) -> (f32, f32) {
        (
            self.field_left() + HALF_WIDTH + BAR_WIDTH + HALF_WIDTH / 2.0,
            self.field_top() + self.field_height() / 2.0,
        )
    }

    /// Computes where every checker of `position` is drawn.
    pub fn layout(&self, position: &Position) -> Layout {
        self.layout_board(&position.board())
    }

    /// The same for absolute counts (positive White, negative Black), which
    /// need not make a position (an empty board, in the editor).
    pub fn layout_board(&self, board: &[i8; 24]) -> Layout {
        let mut out = Layout::default();
        for slot in self.point_slots() {
            let n = board[usize::from(slot.point.get()) - 1];
            if n == 0 {
                continue;
            }
            let side = if n > 0 { Side::White } else { Side::Black };
            let count = n.unsigned_abs();
            let step = self.stack_step(count);
            let first_y = slot.base_y + slot.direction() * CHECKER_RADIUS;
            for height in 0..count {
                out.checkers.push(CheckerDisc {
                    side,
                    point: slot.point,
                    height,
                    cx: slot.center_x,
                    cy: first_y + slot.direction() * step * f32::from(height),
                });
            }
            if count > self.stack_fits {
                let top = out.checkers.last().expect("count > 0");
                out.labels.push(StackLabel {
                    side,
                    point: slot.point,
                    count,
                    x: top.cx,
                    y: top.cy,
                });
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    /// Both shapes of the board.
    const SHAPES: [Geometry; 2] = [LANDSCAPE, UPRIGHT];

    #[test]
    fn an_upright_board_gives_a_finger_40_px_a_point_on_a_phone() {
        // A 360 px wide phone, 4 px of margin each side: the upright
        // board's width (its drawing's height) fills 352 px.
        let (width, height) = UPRIGHT.view_size();
        let px = 352.0 / width;
        assert!(POINT_WIDTH * px >= 40.0, "{} px a point", POINT_WIDTH * px);
        // ...and it is taller than wide, as the phone is.
        assert!(height > width && height * px < 740.0 - 60.0);
        // On a 360 × 640 phone the status row above and the turn's buttons
        // below take 72 px: the board drawn in the rest still gives 40 px.
        assert!(
            POINT_WIDTH * (640.0 - 72.0) / height >= 40.0,
            "{height} long"
        );
        // Landscape stays as it was.
        assert_eq!(LANDSCAPE.view_size(), (780.0, 588.0));
    }

    #[test]
    fn numbers_are_written_for_svg() {
        for (x, text) in [
            (0.0, "0"),
            (14.0, "14"),
            (-3.5, "-3.5"),
            (0.25, "0.25"),
            (-0.004, "0"),
            (1234.567, "1234.57"),
            (0.1 + 0.2, "0.3"),
        ] {
            assert_eq!(num(x), text, "{x}");
        }
    }

    #[test]
    fn rows_read_as_in_the_rules() {
        for g in SHAPES {
            // RULES.md §1: top 13..18 | 19..24, bottom 12..7 | 6..1, left to right.
            let order = |row: Row| {
                let mut slots: Vec<_> = g.point_slots().filter(|s| s.row == row).collect();
                slots.sort_by(|a, b| a.center_x.total_cmp(&b.center_x));
                slots.iter().map(|s| s.point.get()).collect::<Vec<_>>()
            };
            assert_eq!(order(Row::Top), (13..=24).collect::<Vec<_>>());
            assert_eq!(order(Row::Bottom), (1..=12).rev().collect::<Vec<_>>());
        }
    }

    #[test]
    fn the_bar_separates_the_halves() {
        for g in SHAPES {
            let gap = g.point_slot(at(19)).center_x - g.point_slot(at(18)).center_x;
            assert_eq!(gap, POINT_WIDTH + BAR_WIDTH);
            assert_eq!(g.point_slot(at(7)).center_x, g.point_slot(at(18)).center_x);
            assert_eq!(g.point_slot(at(6)).center_x, g.point_slot(at(19)).center_x);
        }
    }

    #[test]
    fn points_stay_inside_the_field() {
        for g in SHAPES {
            for s in g.point_slots() {
                assert!(s.center_x - POINT_WIDTH / 2.0 >= g.field_left());
                assert!(s.center_x + POINT_WIDTH / 2.0 <= g.field_left() + FIELD_WIDTH);
                assert!(s.number_y > 0.0 && s.number_y < g.board_height());
            }
        }
    }

    #[test]
    fn trays_sit_beside_the_homes_inside_the_board() {
        for g in SHAPES {
            for side in Side::BOTH {
                let (x, y, w, h) = g.tray(side);
                assert!(x >= g.frame && x + w <= g.board_width() - g.frame);
                assert!(y >= g.field_top() && y + h <= g.field_top() + g.field_height() + 0.01);
                for i in 0..15 {
                    let (_, cy, _, ch) = g.tray_chip(side, i);
                    assert!(cy >= y && cy + ch <= y + h + 0.01, "{side:?} chip {i}");
                }
            }
            assert!(g.tray(Side::White).0 > g.point_slot(at(1)).center_x);
            assert!(g.tray(Side::Black).0 < g.point_slot(at(13)).center_x);
        }
    }

    #[test]
    fn every_strip_is_its_points_and_the_frame_and_bar_are_none() {
        for g in SHAPES {
            for slot in g.point_slots() {
                let y = match slot.row {
                    Row::Top => slot.number_y,
                    Row::Bottom => slot.base_y - CHECKER_RADIUS,
                };
                assert_eq!(g.point_at(slot.center_x, y), Some(slot.point));
                // Near the edge of the strip still counts.
                let edge = slot.center_x + POINT_WIDTH / 2.0 - 1.0;
                assert_eq!(g.point_at(edge, y), Some(slot.point));
            }
            let middle = g.field_top() + g.field_height() / 2.0;
            let bar = g.field_left() + HALF_WIDTH + BAR_WIDTH / 2.0;
            assert_eq!(g.point_at(bar, middle + 40.0), None);
            assert_eq!(g.point_at(g.dice_center().0, g.dice_center().1), None);
            assert_eq!(g.point_at(g.frame / 2.0, middle), None);
            assert_eq!(g.point_at(g.field_left() + 10.0, g.frame / 2.0), None);
        }
    }

    #[test]
    fn a_strip_is_what_point_at_finds() {
        for g in SHAPES {
            for slot in g.point_slots() {
                let (x, y, w, h) = g.point_strip(slot.point);
                for (px, py) in [
                    (x + 1.0, y + 1.0),
                    (x + w - 1.0, y + h - 1.0),
                    (x + w / 2.0, y + h / 2.0),
                ] {
                    assert_eq!(g.point_at(px, py), Some(slot.point));
                }
            }
        }
    }

    #[test]
    fn a_landing_place_stays_in_its_row() {
        for g in SHAPES {
            assert_eq!(
                g.landing_position(at(20), 0),
                g.stack_position(at(20), 0, 1)
            );
            assert_eq!(
                g.landing_position(at(20), 2).1,
                g.stack_position(at(20), 2, 3).1
            );
            assert_eq!(
                g.landing_position(at(24), 15),
                g.stack_position(at(24), 14, 15)
            );
        }
    }

    #[test]
    fn start_draws_fifteen_checkers_on_each_head() {
        for g in SHAPES {
            let layout = g.layout(&Position::start());
            assert_eq!(layout.checkers.len(), 30);
            let on = |point: u8, side: Side| {
                layout
                    .checkers
                    .iter()
                    .filter(|c| c.point == at(point) && c.side == side)
                    .count()
            };
            assert_eq!(on(24, Side::White), 15);
            assert_eq!(on(12, Side::Black), 15);
            assert_eq!(layout.labels.len(), 2);
            assert!(layout.labels.iter().all(|l| l.count == 15));
        }
    }

    #[test]
    fn stacks_grow_from_the_edge_towards_the_middle_and_stay_in_their_row() {
        for g in SHAPES {
            let layout = g.layout(&Position::start());
            let middle = g.field_top() + g.field_height() / 2.0;
            for c in &layout.checkers {
                let slot = g.point_slot(c.point);
                match slot.row {
                    Row::Top => {
                        assert!(c.cy + CHECKER_RADIUS <= middle - g.middle_gap / 2.0 + 0.01)
                    }
                    Row::Bottom => {
                        assert!(c.cy - CHECKER_RADIUS >= middle + g.middle_gap / 2.0 - 0.01)
                    }
                }
                if c.height == 0 {
                    assert_eq!((c.cy - slot.base_y).abs(), CHECKER_RADIUS);
                }
            }
            // White's head is in the top row: its stack goes down the board.
            let white: Vec<_> = layout
                .checkers
                .iter()
                .filter(|c| c.point == at(24))
                .collect();
            assert!(white.windows(2).all(|w| w[1].cy > w[0].cy));
            let black: Vec<_> = layout
                .checkers
                .iter()
                .filter(|c| c.point == at(12))
                .collect();
            assert!(black.windows(2).all(|w| w[1].cy < w[0].cy));
        }
    }

    #[test]
    fn short_stacks_do_not_overlap_and_carry_no_label() {
        for g in SHAPES {
            let mut board = [0i8; 24];
            // A full row of White checkers on point 1 (five, or three
            // upright), three Black ones on point 23.
            board[0] = g.stack_fits as i8;
            board[22] = -3;
            board[23] = 7;
            board[11] = -12;
            let position = Position::from_board(board, Side::White).unwrap();
            let layout = g.layout(&position);
            let on_1: Vec<_> = layout
                .checkers
                .iter()
                .filter(|c| c.point == at(1))
                .collect();
            assert_eq!(on_1.len(), usize::from(g.stack_fits));
            for w in on_1.windows(2) {
                assert_eq!((w[0].cy - w[1].cy).abs(), 2.0 * CHECKER_RADIUS);
            }
            assert_eq!(layout.labels.len(), 2);
            assert!(layout
                .labels
                .iter()
                .all(|l| l.point == at(24) || l.point == at(12)));
        }
    }
}
