//! A position: both sides' checkers and the side to move (RULES.md §1, §6).

use crate::point::{Point, RelPoint};
use crate::rules::Variant;
use crate::side::{Side, CHECKERS, POINTS};
use crate::stacks::Stacks;
use std::fmt;
use std::str::FromStr;

/// A board position with the side to move.
///
/// Each side's checkers are kept in that side's own relative numbering, so
/// the move generator never converts coordinates. Checkers not on the board
/// are borne off.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Position {
    pub(crate) stacks: [Stacks; 2],
    pub(crate) side: Side,
}

impl Position {
    /// The starting position with White to move.
    pub fn start() -> Position {
        Position::start_with(Side::White)
    }

    /// The starting position with `side` to move (the previous winner starts).
    pub fn start_with(side: Side) -> Position {
        Position::start_of(Variant::Long, side)
    }

    /// The start of `variant`'s games with `side` to move: hachapuri's
    /// own (RULES.md §8.4), else the usual one.
    pub fn start_of(variant: Variant, side: Side) -> Position {
        let stacks = match variant {
            Variant::Hachapuri(_) => Stacks::HACHAPURI_START,
            _ => Stacks::START,
        };
        Position {
            stacks: [stacks; 2],
            side,
        }
    }

    /// Builds a position from absolute counts (positive White, negative Black).
    pub fn from_board(board: [i8; 24], side: Side) -> Result<Position, PositionError> {
        let mut stacks = [Stacks::default(); 2];
        let mut totals = [0u32; 2];
        for (point, &n) in Point::all().zip(board.iter()) {
            if !(-(CHECKERS as i8)..=CHECKERS as i8).contains(&n) {
                return Err(PositionError::OutOfRange {
                    point,
                    value: n as i32,
                });
            }
            let owner = if n > 0 { Side::White } else { Side::Black };
            if n != 0 {
                totals[owner.index()] += n.unsigned_abs() as u32;
                stacks[owner.index()].set(point.relative(owner).get(), n.unsigned_abs());
            }
        }
        for side in Side::BOTH {
            let count = totals[side.index()];
            if count > CHECKERS as u32 {
                return Err(PositionError::TooManyCheckers { side, count });
            }
        }
        if totals == [0, 0] {
            return Err(PositionError::BothBorneOff);
        }
        Ok(Position { stacks, side })
    }

    /// Absolute counts of points 1..=24 (index 0 is point 1): positive White, negative Black.
    pub fn board(&self) -> [i8; 24] {
        let mut board = [0i8; 24];
        for (point, cell) in Point::all().zip(board.iter_mut()) {
            let white = self.checkers(Side::White, point) as i8;
            let black = self.checkers(Side::Black, point) as i8;
            *cell = white - black;
        }
        board
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Side {
        self.side
    }

    /// Checkers of `side` on a point of the board.
    pub fn checkers(&self, side: Side, point: Point) -> u8 {
        self.checkers_relative(side, point.relative(side))
    }

    /// Checkers of `side` on a point of its own path.
    pub fn checkers_relative(&self, side: Side, rel: RelPoint) -> u8 {
        self.stacks[side.index()].get(rel.get())
    }

    /// Checkers of `side` on each of its relative points 1..=24 (index 0 is point 1).
    pub fn relative_counts(&self, side: Side) -> [u8; 24] {
        let stacks = self.stacks[side.index()];
        std::array::from_fn(|i| stacks.get(i as u8 + 1))
    }

    /// Who holds `point`, and how many checkers.
    pub fn owner(&self, point: Point) -> Option<(Side, u8)> {
        Side::BOTH
            .into_iter()
            .map(|s| (s, self.checkers(s, point)))
            .find(|&(_, n)| n > 0)
    }

    /// Checkers `side` has borne off.
    pub fn borne_off(&self, side: Side) -> u8 {
        self.stacks[side.index()].off()
    }

    /// Pips `side` still has to travel to bear everything off.
    pub fn pip_count(&self, side: Side) -> u32 {
        self.stacks[side.index()].pips()
    }

    /// The side that has borne off all 15 checkers, if any.
    pub fn winner(&self) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|&s| self.stacks[s.index()].on_board() == 0)
    }

    /// True when a side has borne off all its checkers.
    pub fn is_game_over(&self) -> bool {
        self.winner().is_some()
    }

    /// The same position with colours swapped: White's checkers become
    /// Black's on the mirrored points and the other side moves. From the
    /// mover's point of view nothing changes.
    pub fn mirrored(&self) -> Position {
        Position {
            stacks: [self.stacks[1], self.stacks[0]],
            side: self.side.opponent(),
        }
    }

    /// The same board with `side` to move.
    pub fn with_side_to_move(&self, side: Side) -> Position {
        Position { side, ..*self }
    }

    /// The position as a link carries it: the RULES.md §6 string with every
    /// 0 left out and `_` for the space, so that it needs no escaping in a
    /// URL and is about half as long: the start is
    /// `,,,,,,,,,,,-15,,,,,,,,,,,,15_w`.
    pub fn code(&self) -> String {
        let points: Vec<String> = self
            .board()
            .iter()
            .map(|&n| if n == 0 { String::new() } else { n.to_string() })
            .collect();
        format!("{}_{}", points.join(","), self.side.letter())
    }

    /// Reads a position code ([`Position::code`]) or a §6 string: an empty
    /// count is 0, and `_` or `+` may stand for the space. Errors are the
    /// §6 parser's.
    pub fn from_code(text: &str) -> Result<Position, PositionError> {
        let text = text.trim().replace(['_', '+'], " ");
        let (points, side) = text
            .rsplit_once(char::is_whitespace)
            .ok_or(PositionError::MissingSide)?;
        let points: Vec<&str> = points
            .split(',')
            .map(|f| if f.trim().is_empty() { "0" } else { f })
            .collect();
        format!("{} {side}", points.join(",")).parse()
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, n) in self.board().iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{n}")?;
        }
        write!(f, " {}", self.side.letter())
    }
}

impl FromStr for Position {
    type Err = PositionError;

    /// Reads `0,0,…,-15,…,15 w` (RULES.md §6). Surrounding whitespace is ignored.
    fn from_str(s: &str) -> Result<Position, PositionError> {
        let s = s.trim();
        let (points, side) = s
            .rsplit_once(char::is_whitespace)
            .ok_or(PositionError::MissingSide)?;
        let fields: Vec<&str> = points.trim().split(',').collect();
        if fields.len() != POINTS as usize {
            return Err(PositionError::WrongCount(fields.len()));
        }
        let mut board = [0i8; 24];
        for ((i, field), point) in fields.iter().enumerate().zip(Point::all()) {
            let text = field.trim();
            let value: i32 = text.parse().map_err(|_| PositionError::BadNumber {
                point,
                text: text.to_string(),
            })?;
            if value.abs() > CHECKERS as i32 {
                return Err(PositionError::OutOfRange { point, value });
            }
            board[i] = value as i8;
        }
        let side =
            Side::from_letter(side).ok_or_else(|| PositionError::BadSide(side.to_string()))?;
        Position::from_board(board, side)
    }
}

/// Why a position string was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The string lacks the side to move after the 24 numbers.
    MissingSide,
    /// Not exactly 24 comma-separated numbers.
    WrongCount(usize),
    /// A field is not a whole number.
    BadNumber { point: Point, text: String },
    /// A number outside -15..=15.
    OutOfRange { point: Point, value: i32 },
    /// More than 15 checkers of one colour on the board.
    TooManyCheckers { side: Side, count: u32 },
    /// The side to move is not `w` or `b`.
    BadSide(String),
    /// Both sides have borne off every checker, which no game reaches.
    BothBorneOff,
    /// Checkers of both colours on one point (a position being set up).
    TwoColours { point: Point },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::MissingSide => write!(
                f,
                "a position is 24 comma-separated numbers, a space and the side to move (w or b)"
            ),
            PositionError::WrongCount(n) => {
                write!(f, "a position needs 24 point counts, found {n}")
            }
            PositionError::BadNumber { point, text } => {
                write!(f, "point {point}: '{text}' is not a whole number")
            }
            PositionError::OutOfRange { point, value } => {
                write!(f, "point {point}: {value} is out of range (-15..15)")
            }
            PositionError::TooManyCheckers { side, count } => {
                write!(f, "{side} has {count} checkers on the board, at most 15")
            }
            PositionError::BadSide(s) => {
                write!(f, "the side to move must be 'w' or 'b', found '{s}'")
            }
            PositionError::BothBorneOff => {
                write!(f, "both sides have borne off all their checkers")
            }
            PositionError::TwoColours { point } => {
                write!(f, "point {point} holds checkers of both colours")
            }
        }
    }
}

impl std::error::Error for PositionError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_code_reads_back_and_so_does_the_plain_string() {
        let start = Position::start();
        assert_eq!(start.code(), ",,,,,,,,,,,-15,,,,,,,,,,,,15_w");
        assert_eq!(Position::from_code(&start.code()), Ok(start));
        assert_eq!(Position::from_code(START), Ok(start));
        assert_eq!(Position::from_code(&START.replace(' ', "+")), Ok(start));
        let p: Position = "2,3,1,1,1,-7,0,1,0,1,0,-2,-2,-2,-2,0,0,2,0,1,0,1,0,1 b"
            .parse()
            .unwrap();
        assert_eq!(Position::from_code(&p.code()), Ok(p));
        // Wrong input gets the parser's own errors.
        assert_eq!(
            Position::from_code(",,3_w"),
            Err(PositionError::WrongCount(3))
        );
        assert_eq!(Position::from_code(",,,"), Err(PositionError::MissingSide));
        assert!(matches!(
            Position::from_code(&start.code().replace("-15", "x")),
            Err(PositionError::BadNumber { .. })
        ));
    }

    const START: &str = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w";

    #[test]
    fn start_formats_as_in_rules() {
        assert_eq!(Position::start().to_string(), START);
        assert_eq!(START.parse::<Position>().unwrap(), Position::start());
    }

    fn at(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    #[test]
    fn black_head_is_absolute_12() {
        let p = Position::start();
        assert_eq!(p.checkers(Side::Black, at(12)), 15);
        assert_eq!(p.checkers_relative(Side::Black, RelPoint::HEAD), 15);
        assert_eq!(p.owner(at(24)), Some((Side::White, 15)));
        assert_eq!(p.pip_count(Side::White), 360);
        assert_eq!(p.pip_count(Side::Black), 360);
    }

    fn err(s: &str) -> String {
        s.parse::<Position>().unwrap_err().to_string()
    }

    #[test]
    fn parser_errors_say_what_is_wrong() {
        assert!(err("0,0 w").contains("24 point counts, found 2"));
        assert!(err(&START.replace("15 w", "16 w")).contains("point 24: 16 is out of range"));
        assert!(err(&START.replace(" w", " x")).contains("'w' or 'b', found 'x'"));
        assert!(err(&START.replace(" w", "")).contains("side to move"));
        assert!(err(&START.replace("-15", "abc")).contains("point 12: 'abc'"));
        let sixteen = START.replacen("0", "1", 1);
        assert!(err(&sixteen).contains("White has 16 checkers"));
        assert!(err("").contains("side to move"));
    }

    #[test]
    fn borne_off_checkers_are_the_missing_ones() {
        let p: Position = "0,0,0,0,0,2,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,0 b"
            .parse()
            .unwrap();
        assert_eq!(p.borne_off(Side::White), 13);
        assert_eq!(p.borne_off(Side::Black), 0);
        assert_eq!(p.side_to_move(), Side::Black);
        assert_eq!(p.winner(), None);
    }

    #[test]
    fn mirrored_swaps_colours() {
        let p: Position = "1,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,14 w"
            .parse()
            .unwrap();
        let m = p.mirrored();
        assert_eq!(m.side_to_move(), Side::Black);
        assert_eq!(m.checkers(Side::Black, at(13)), 1);
        assert_eq!(m.checkers(Side::White, at(24)), 15);
        assert_eq!(m.mirrored(), p);
    }
}
