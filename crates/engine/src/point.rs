//! Points as types (RULES.md §1): the board's numbering ([`Point`], White's,
//! as in position strings) and each side's own ([`RelPoint`], as in the
//! notation), and where a checker ends up — on a point or off the board
//! ([`Landing`] on the mover's path, [`Target`] on the board). Every
//! conversion between them is here, so a point of one numbering cannot be
//! used as the other without the compiler noticing.

use crate::side::{Side, POINTS};
use std::fmt;
use std::num::NonZeroU8;

/// A point in the board's numbering (White's, RULES.md §1): 1..=24.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(NonZeroU8);

/// A point on one side's own path (RULES.md §1): 24 is its head, 1..=6 its home.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RelPoint(NonZeroU8);

/// Where a step ends, on the mover's path. `Off` orders before every point,
/// as the end of the path.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Landing {
    /// Borne off.
    Off,
    Point(RelPoint),
}

/// Where a checker goes as the board shows it: a point in the board's
/// numbering, or off the board (into the mover's tray).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Target {
    Off,
    Point(Point),
}

/// `n` as a point number, when it is one (1..=24).
const fn number(n: u8) -> Option<NonZeroU8> {
    if n >= 1 && n <= POINTS {
        NonZeroU8::new(n)
    } else {
        None
    }
}

/// Half way round the ring, 1 ↔ 13, 12 ↔ 24: Black's numbering from White's
/// and back (the shift is its own inverse).
const fn shift_half(n: u8) -> u8 {
    (n + 11) % POINTS + 1
}

impl Point {
    /// Point `n` of the board, if `n` is 1..=24.
    pub const fn new(n: u8) -> Option<Point> {
        match number(n) {
            Some(n) => Some(Point(n)),
            None => None,
        }
    }

    /// The point's number, 1..=24.
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// All 24 points, 1 first.
    pub fn all() -> impl DoubleEndedIterator<Item = Point> + Clone {
        (1..=POINTS).filter_map(Point::new)
    }

    /// The same point in `side`'s own numbering.
    pub fn relative(self, side: Side) -> RelPoint {
        match side {
            Side::White => RelPoint(self.0),
            Side::Black => RelPoint::from_valid(shift_half(self.get())),
        }
    }
}

impl RelPoint {
    /// A side's head: where its 15 checkers start.
    pub const HEAD: RelPoint = RelPoint::from_valid(POINTS);

    /// Point `n` of a side's path, if `n` is 1..=24.
    pub const fn new(n: u8) -> Option<RelPoint> {
        match number(n) {
            Some(n) => Some(RelPoint(n)),
            None => None,
        }
    }

    /// For numbers the caller has already kept in 1..=24 (the move
    /// generator's hot loop, the constants above).
    pub(crate) const fn from_valid(n: u8) -> RelPoint {
        match RelPoint::new(n) {
            Some(p) => p,
            None => panic!("a relative point is 1..=24"),
        }
    }

    /// The point's number on its side's path, 1..=24.
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// True for the side's home, 1..=6.
    pub const fn is_home(self) -> bool {
        self.get() <= 6
    }

    /// The same point in the board's numbering, for the side whose path it is on.
    pub fn absolute(self, side: Side) -> Point {
        match side {
            Side::White => Point(self.0),
            Side::Black => Point(RelPoint::from_valid(shift_half(self.get())).0),
        }
    }
}

impl Landing {
    /// A landing from a number the caller has kept in 0..=24, 0 meaning off
    /// (the move generator's own arithmetic; nowhere else).
    pub(crate) const fn from_generator(n: u8) -> Landing {
        match RelPoint::new(n) {
            Some(p) => Landing::Point(p),
            None => Landing::Off,
        }
    }

    /// The landing as the board shows it, for the side that moves.
    pub fn absolute(self, side: Side) -> Target {
        match self {
            Landing::Off => Target::Off,
            Landing::Point(p) => Target::Point(p.absolute(side)),
        }
    }

    /// The point landed on, unless the checker was borne off.
    pub fn point(self) -> Option<RelPoint> {
        match self {
            Landing::Off => None,
            Landing::Point(p) => Some(p),
        }
    }
}

impl Target {
    /// The target on the path of the side that moves there.
    pub fn relative(self, side: Side) -> Landing {
        match self {
            Target::Off => Landing::Off,
            Target::Point(p) => Landing::Point(p.relative(side)),
        }
    }

    /// The point of the board, unless it is the tray.
    pub fn point(self) -> Option<Point> {
        match self {
            Target::Off => None,
            Target::Point(p) => Some(p),
        }
    }
}

/// A point shows as its number (`13`), and in debug output with its
/// numbering (`RelPoint(13)`).
macro_rules! number_formats {
    ($($point:ident),*) => {$(
        impl fmt::Display for $point {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.get().fmt(f)
            }
        }

        impl fmt::Debug for $point {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({})", stringify!($point), self.get())
            }
        }
    )*};
}

number_formats!(Point, RelPoint);

/// `off` or the point's number, as in the notation.
impl fmt::Display for Landing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Landing::Off => f.write_str("off"),
            Landing::Point(p) => p.fmt(f),
        }
    }
}

/// `off` or the point's number, as `nardy targets` prints it.
impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Off => f.write_str("off"),
            Target::Point(p) => p.fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn abs(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    fn rel(n: u8) -> RelPoint {
        RelPoint::new(n).unwrap()
    }

    #[test]
    fn black_numbering_matches_the_rules() {
        assert_eq!(
            abs(12).relative(Side::Black),
            RelPoint::HEAD,
            "Black's head"
        );
        assert_eq!(abs(13).relative(Side::Black), rel(1));
        assert_eq!(abs(18).relative(Side::Black), rel(6), "end of Black's home");
        assert_eq!(abs(1).relative(Side::Black), rel(13));
        assert_eq!(abs(24).relative(Side::Black), rel(12));
        for p in Point::all() {
            assert_eq!(p.relative(Side::White).get(), p.get());
            for side in Side::BOTH {
                assert_eq!(p.relative(side).absolute(side), p);
            }
        }
        assert_eq!(Point::all().count(), 24);
    }

    #[test]
    fn only_1_to_24_are_points_and_off_is_not_a_number() {
        assert_eq!(Point::new(0), None);
        assert_eq!(Point::new(25), None);
        assert_eq!(RelPoint::new(0), None);
        assert_eq!(Landing::from_generator(0), Landing::Off);
        assert_eq!(Landing::from_generator(7), Landing::Point(rel(7)));
        assert!(Landing::Off < Landing::Point(rel(1)));
        // The niche keeps a landing (and so a step) as small as a number.
        assert_eq!(std::mem::size_of::<Landing>(), 1);
    }

    #[test]
    fn landings_and_targets_convert_for_the_mover() {
        let off = Landing::Off;
        assert_eq!(off.absolute(Side::Black), Target::Off);
        assert_eq!(Target::Off.relative(Side::White), Landing::Off);
        let t = Landing::Point(rel(1)).absolute(Side::Black);
        assert_eq!(t, Target::Point(abs(13)));
        assert_eq!(t.relative(Side::Black), Landing::Point(rel(1)));
        assert_eq!(t.to_string(), "13");
        assert_eq!(Target::Off.to_string(), "off");
        assert_eq!(t.point(), Some(abs(13)));
        assert_eq!(Landing::Off.point(), None);
    }
}
