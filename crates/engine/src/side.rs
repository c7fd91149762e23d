//! The two sides and the two ways of numbering points (RULES.md §1).

use std::fmt;

/// Number of points on the board.
pub const POINTS: u8 = 24;
/// Checkers each side owns.
pub const CHECKERS: u8 = 15;
/// The head is relative point 24 of each side (the move generator's number;
/// elsewhere `RelPoint::HEAD`).
pub(crate) const HEAD: u8 = 24;

/// A player: White starts on absolute point 24, Black on absolute point 12.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Side {
    White,
    Black,
}

impl Side {
    /// Both sides, White first.
    pub const BOTH: [Side; 2] = [Side::White, Side::Black];

    /// The other player.
    pub fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// The letter used in position strings: `w` or `b`.
    pub fn letter(self) -> char {
        match self {
            Side::White => 'w',
            Side::Black => 'b',
        }
    }

    /// 0 for White, 1 for Black: an index into per-side arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The side of a position string's or a turn line's letter.
    pub fn from_letter(letter: &str) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|s| letter.len() == 1 && letter.starts_with(s.letter()))
    }

    /// The side's name in addresses, saves and the iframe API: `white`, `black`.
    pub fn code(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }

    /// Reads [`Side::code`] or the notation's letter (`white`, `w`, `black`, `b`).
    pub fn parse(code: &str) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|s| code == s.code())
            .or_else(|| Side::from_letter(code))
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::White => "White",
            Side::Black => "Black",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_letters_read_back() {
        for side in Side::BOTH {
            assert_eq!(Side::parse(side.code()), Some(side));
            assert_eq!(Side::parse(&side.letter().to_string()), Some(side));
            assert_eq!(Side::from_letter(&side.letter().to_string()), Some(side));
        }
        assert_eq!(Side::parse("red"), None);
        assert_eq!(Side::from_letter("white"), None);
        assert_eq!(Side::from_letter(""), None);
    }
}
