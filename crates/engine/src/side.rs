//! The two sides and the two ways of numbering points (RULES.md §1).

use std::fmt;

/// Number of points on the board.
pub const POINTS: u8 = 24;
/// Checkers each side owns.
pub const CHECKERS: u8 = 15;
/// The head is relative point 24 of each side.
pub const HEAD: u8 = 24;

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

    /// This side's relative number (1..=24) of an absolute point (1..=24).
    ///
    /// White's numbering is the absolute one; Black's is shifted by half the
    /// board, so absolute 12 (Black's head) is Black's 24.
    pub fn relative(self, absolute: u8) -> u8 {
        debug_assert!((1..=POINTS).contains(&absolute));
        match self {
            Side::White => absolute,
            Side::Black => shift_half(absolute),
        }
    }

    /// The absolute number of this side's relative point (both 1..=24).
    pub fn absolute(self, relative: u8) -> u8 {
        // Shifting by half the board is its own inverse.
        self.relative(relative)
    }
}

/// Moves a point number (1..=24) half way round the ring: 1 ↔ 13, 12 ↔ 24.
fn shift_half(point: u8) -> u8 {
    (point + 11) % POINTS + 1
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
    fn black_relative_numbering_matches_rules() {
        assert_eq!(Side::Black.relative(12), 24, "Black's head");
        assert_eq!(Side::Black.relative(13), 1);
        assert_eq!(Side::Black.relative(18), 6, "end of Black's home");
        assert_eq!(Side::Black.relative(1), 13);
        assert_eq!(Side::Black.relative(24), 12);
        for p in 1..=24 {
            assert_eq!(Side::White.relative(p), p);
            assert_eq!(Side::Black.absolute(Side::Black.relative(p)), p);
        }
    }
}
