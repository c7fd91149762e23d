//! A position being set up by hand (the app's position editor): any number
//! of checkers of either colour on any point, and the side to move. It is
//! never mended: [`Setup::position`] says what is wrong until it is right
//! (as shakmaty's `Setup` is to its `Position`).

use crate::point::Point;
use crate::position::Position;
use crate::position::PositionError;
use crate::score::Outcome;
use crate::side::{Side, CHECKERS};
use std::fmt;

/// Checkers per point and colour (index 0 is point 1), and the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Setup {
    pub counts: [[u8; 24]; 2],
    pub side: Side,
}

impl Setup {
    /// No checker on the board (every one borne off).
    pub fn empty(side: Side) -> Setup {
        Setup {
            counts: [[0; 24]; 2],
            side,
        }
    }

    pub fn from_position(p: &Position) -> Setup {
        let mut s = Setup::empty(p.side_to_move());
        for side in Side::BOTH {
            for point in Point::all() {
                s.counts[side.index()][index(point)] = p.checkers(side, point);
            }
        }
        s
    }

    /// `side`'s checkers on `point`.
    pub fn at(&self, side: Side, point: Point) -> u8 {
        self.counts[side.index()][index(point)]
    }

    /// `side`'s checkers on the board.
    pub fn on_board(&self, side: Side) -> u32 {
        self.counts[side.index()]
            .iter()
            .map(|&n| u32::from(n))
            .sum()
    }

    /// `side`'s checkers not on the board: borne off (negative when there
    /// are too many on the board).
    pub fn borne_off(&self, side: Side) -> i32 {
        CHECKERS as i32 - self.on_board(side) as i32
    }

    /// One more checker of `side` on `point` (kept below 255 a point).
    pub fn add(&mut self, side: Side, point: Point) {
        let n = &mut self.counts[side.index()][index(point)];
        *n = n.saturating_add(1);
    }

    /// One checker off `point`: the colour that holds it or, when both
    /// do, the one with fewer checkers there (the one out of place; Black
    /// on a tie). `None` on an empty point.
    pub fn remove(&mut self, point: Point) -> Option<Side> {
        let side = match (self.at(Side::White, point), self.at(Side::Black, point)) {
            (0, 0) => return None,
            (_, 0) => Side::White,
            (w, b) if w > 0 && w < b => Side::White,
            _ => Side::Black,
        };
        self.counts[side.index()][index(point)] -= 1;
        Some(side)
    }

    /// A checker carried from `from` to `to` (a drag): `false` when `from`
    /// is empty.
    pub fn carry(&mut self, from: Point, to: Point) -> bool {
        match self.remove(from) {
            Some(side) => {
                self.add(side, to);
                true
            }
            None => false,
        }
    }

    /// The position, or the first thing wrong with it: two colours on a
    /// point, more than 15 checkers of a colour, no checker at all.
    pub fn position(&self) -> Result<Position, PositionError> {
        let mut board = [0i8; 24];
        for point in Point::all() {
            let (w, b) = (self.at(Side::White, point), self.at(Side::Black, point));
            if w > 0 && b > 0 {
                return Err(PositionError::TwoColours { point });
            }
        }
        for side in Side::BOTH {
            let count = self.on_board(side);
            if count > CHECKERS as u32 {
                return Err(PositionError::TooManyCheckers { side, count });
            }
        }
        for (cell, point) in board.iter_mut().zip(Point::all()) {
            *cell = self.at(Side::White, point) as i8 - self.at(Side::Black, point) as i8;
        }
        Position::from_board(board, self.side)
    }

    /// A short text for the editor's state: each colour's 24 counts, then
    /// the side: `0,…,15/0,…,15/w`. Read back by [`Setup::parse`].
    pub fn code(&self) -> String {
        let row = |side: Side| {
            let counts: Vec<String> = self.counts[side.index()]
                .iter()
                .map(u8::to_string)
                .collect();
            counts.join(",")
        };
        format!(
            "{}/{}/{}",
            row(Side::White),
            row(Side::Black),
            self.side.letter()
        )
    }

    pub fn parse(code: &str) -> Option<Setup> {
        let mut parts = code.split('/');
        let mut row = || -> Option<[u8; 24]> {
            let counts: Vec<u8> = parts
                .next()?
                .split(',')
                .map(|n| n.parse().ok())
                .collect::<Option<_>>()?;
            counts.try_into().ok()
        };
        let (white, black) = (row()?, row()?);
        let side = Side::parse(parts.next()?)?;
        parts.next().is_none().then_some(Setup {
            counts: [white, black],
            side,
        })
    }
}

fn index(point: Point) -> usize {
    usize::from(point.get()) - 1
}

/// Why a game cannot continue from a given position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetUpError {
    /// The game has already begun (an opening roll or a turn was made).
    Begun,
    /// A side has already borne off all its checkers: nothing is left to play.
    Over(Outcome),
}

impl fmt::Display for SetUpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetUpError::Begun => write!(
                f,
                "the game has already begun: a position can only start a game"
            ),
            SetUpError::Over(outcome) => write!(
                f,
                "the game is already over in this position: {} has borne off all 15 checkers",
                outcome.winner
            ),
        }
    }
}

impl std::error::Error for SetUpError {}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    #[test]
    fn a_setup_names_what_is_wrong_and_never_mends_it() {
        let mut s = Setup::from_position(&Position::start());
        assert_eq!(s.position(), Ok(Position::start()));
        s.add(Side::White, at(12));
        assert_eq!(
            s.position(),
            Err(PositionError::TwoColours { point: at(12) })
        );
        // Taken off again: the one out of place goes first.
        assert_eq!(s.remove(at(12)), Some(Side::White));
        assert_eq!(s.position(), Ok(Position::start()));
        s.counts[Side::White.index()][11] = 15;
        assert_eq!(s.remove(at(12)), Some(Side::Black), "a tie: Black's");
        s.counts = [[0; 24]; 2];
        s.counts[Side::White.index()][0] = 1;
        assert_eq!(s.remove(at(1)), Some(Side::White));
        assert_eq!(s.remove(at(1)), None);
        s = Setup::from_position(&Position::start());
        s.add(Side::White, at(1));
        assert_eq!(
            s.position(),
            Err(PositionError::TooManyCheckers {
                side: Side::White,
                count: 16
            })
        );
        assert_eq!(s.borne_off(Side::White), -1);
        assert!(s.carry(at(1), at(2)));
        assert!(!s.carry(at(3), at(2)), "nothing on 3 to carry");
        assert_eq!(s.at(Side::White, at(2)), 1);
        assert_eq!(
            Setup::empty(Side::Black).position(),
            Err(PositionError::BothBorneOff)
        );
        assert_eq!(Setup::empty(Side::Black).borne_off(Side::Black), 15);
    }

    #[test]
    fn a_setup_reads_its_code_back() {
        let mut s = Setup::from_position(&Position::start());
        s.add(Side::White, at(12));
        s.side = Side::Black;
        assert_eq!(Setup::parse(&s.code()), Some(s));
        for bad in [
            "",
            "1,2/3/w",
            &s.code().replace("/b", "/x"),
            &(s.code() + "/w"),
        ] {
            assert_eq!(Setup::parse(bad), None, "{bad}");
        }
    }
}
