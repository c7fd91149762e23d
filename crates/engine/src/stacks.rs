//! One side's checkers packed into a `u128`: 4 bits per relative point.
//!
//! Fifteen checkers fit in a nibble, so a whole side is one integer that is
//! cheap to copy, compare and sort — the move generator's hot path relies on it.

use crate::side::{CHECKERS, POINTS};

/// Bits of the relative points 1..=6 (the home) in a point mask.
pub(crate) const HOME_MASK: u32 = 0x3F;
/// Bits of all 24 points in a point mask.
pub(crate) const BOARD_MASK: u32 = 0xFF_FFFF;

/// One side's checkers by its own relative point (1..=24).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
pub(crate) struct Stacks(pub(crate) u128);

impl Stacks {
    /// All 15 checkers on the head (relative 24).
    pub(crate) const START: Stacks = Stacks((CHECKERS as u128) << (4 * 23));
    /// Hachapuri's start (RULES.md §8.4): 4 on the head, 11 on relative 6.
    pub(crate) const HACHAPURI_START: Stacks = Stacks((4u128 << (4 * 23)) | (11u128 << (4 * 5)));

    /// Checkers on relative point `rel` (1..=24).
    #[inline]
    pub(crate) fn get(self, rel: u8) -> u8 {
        ((self.0 >> (4 * (rel as u32 - 1))) & 0xF) as u8
    }

    /// Adds one checker to `rel`; the caller keeps the count within 15.
    #[inline]
    pub(crate) fn add(&mut self, rel: u8) {
        self.0 += 1u128 << (4 * (rel as u32 - 1));
    }

    /// Removes one checker from `rel`; the caller checks there is one.
    #[inline]
    pub(crate) fn remove(&mut self, rel: u8) {
        self.0 -= 1u128 << (4 * (rel as u32 - 1));
    }

    /// Sets the count on `rel`.
    pub(crate) fn set(&mut self, rel: u8, count: u8) {
        let shift = 4 * (rel as u32 - 1);
        self.0 = (self.0 & !(0xFu128 << shift)) | ((count as u128 & 0xF) << shift);
    }

    /// Bit `rel - 1` is set for each occupied relative point.
    pub(crate) fn mask(self) -> u32 {
        let mut mask = 0;
        let mut rest = self.0;
        let mut bit = 0;
        while rest != 0 {
            if rest & 0xF != 0 {
                mask |= 1 << bit;
            }
            rest >>= 4;
            bit += 1;
        }
        mask
    }

    /// Checkers still on the board.
    pub(crate) fn on_board(self) -> u8 {
        (1..=POINTS).map(|p| self.get(p)).sum()
    }

    /// Checkers borne off.
    pub(crate) fn off(self) -> u8 {
        CHECKERS - self.on_board()
    }

    /// Sum over checkers of their relative point: the pips still to travel.
    pub(crate) fn pips(self) -> u32 {
        (1..=POINTS).map(|p| p as u32 * self.get(p) as u32).sum()
    }
}

/// Turns a mask in one side's relative numbering into the other side's.
#[inline]
pub(crate) fn rotate_half(mask: u32) -> u32 {
    ((mask << 12) | (mask >> 12)) & BOARD_MASK
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_has_fifteen_on_the_head() {
        assert_eq!(Stacks::START.get(24), 15);
        assert_eq!(Stacks::START.on_board(), 15);
        assert_eq!(Stacks::START.mask(), 1 << 23);
        assert_eq!(Stacks::START.pips(), 360);
    }

    #[test]
    fn add_remove_set() {
        let mut s = Stacks::default();
        s.add(1);
        s.add(1);
        s.set(7, 3);
        s.remove(1);
        assert_eq!((s.get(1), s.get(7), s.off()), (1, 3, 11));
        assert_eq!(s.mask(), 0b100_0001);
    }
}
