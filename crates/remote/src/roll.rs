//! The dice of a remote game: roll `index` from both sides' contributions.
//!
//! `key = SHA-256("nardy remote roll" ‖ game id (16 bytes) ‖ index as 4
//! bytes big-endian ‖ White's contribution ‖ Black's contribution)`, then
//! the dice stream of "Dice you can check" keyed by it: an opening index
//! draws opening rolls (White's die, Black's) until they differ, a turn's
//! index draws one roll of two dice.

use crate::chain::Link;
use nardy_dice::{DiceStream, GameSeed};
use nardy_engine::Dice;
use sha2::{Digest, Sha256};

const DOMAIN: &[u8] = b"nardy remote roll";

/// A remote match's 16 random bytes, chosen by the inviter.
pub type GameId = [u8; 16];

fn stream(game: &GameId, index: u32, white: Link, black: Link) -> DiceStream {
    let mut hash = Sha256::new();
    hash.update(DOMAIN);
    hash.update(game);
    hash.update(index.to_be_bytes());
    hash.update(white.0);
    hash.update(black.0);
    DiceStream::new(&GameSeed::from_bytes(hash.finalize().into()))
}

/// The opening rolls of `index`: ties first, the deciding roll last.
pub fn openings(game: &GameId, index: u32, white: Link, black: Link) -> Vec<(u8, u8)> {
    let mut dice = stream(game, index, white, black);
    let mut rolls = Vec::new();
    loop {
        let (w, b) = dice.opening();
        rolls.push((w, b));
        if w != b {
            return rolls;
        }
    }
}

/// A turn's roll with `index`.
pub fn roll(game: &GameId, index: u32, white: Link, black: Link) -> Dice {
    stream(game, index, white, black).roll()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_contribution_changes_the_dice() {
        let game = [1; 16];
        let (a, b) = (Link([2; 32]), Link([3; 32]));
        let first: Vec<Dice> = (1..40).map(|i| roll(&game, i, a, b)).collect();
        let again: Vec<Dice> = (1..40).map(|i| roll(&game, i, a, b)).collect();
        assert_eq!(first, again);
        let other_black: Vec<Dice> = (1..40).map(|i| roll(&game, i, a, Link([4; 32]))).collect();
        assert_ne!(first, other_black);
        let other_game: Vec<Dice> = (1..40).map(|i| roll(&[9; 16], i, a, b)).collect();
        assert_ne!(first, other_game);
        let open = openings(&game, 5, a, b);
        let (w, b2) = *open.last().unwrap();
        assert_ne!(w, b2);
        assert!(open[..open.len() - 1].iter().all(|(x, y)| x == y));
    }
}
