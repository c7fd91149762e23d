//! One game's dice, in the order they are rolled.

use crate::seed::GameSeed;
use nardy_engine::Dice;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;

/// The largest multiple of 6 that a 32-bit word can reach: words from here
/// on are skipped, so that `w mod 6` favours no face.
const FAIR_LIMIT: u32 = u32::MAX - u32::MAX % 6 - 1;

/// The dice of one game: ChaCha20 keyed by the game's seed.
#[derive(Clone, Debug)]
pub struct DiceStream {
    rng: ChaCha20Rng,
}

impl DiceStream {
    pub fn new(seed: &GameSeed) -> DiceStream {
        DiceStream {
            rng: ChaCha20Rng::from_seed(*seed.bytes()),
        }
    }

    /// The stream `words` words in (as [`DiceStream::words_read`] gave it):
    /// a saved game goes on with the dice it would have had.
    pub fn resumed(seed: &GameSeed, words: u128) -> DiceStream {
        let mut stream = DiceStream::new(seed);
        stream.rng.set_word_pos(words);
        stream
    }

    /// How many 32-bit words the dice have used so far.
    pub fn words_read(&self) -> u128 {
        self.rng.get_word_pos()
    }

    /// One die, 1..=6.
    pub fn die(&mut self) -> u8 {
        loop {
            let w = self.rng.next_u32();
            if w <= FAIR_LIMIT {
                return (w % 6) as u8 + 1;
            }
        }
    }

    /// An opening roll: White's die, then Black's.
    pub fn opening(&mut self) -> (u8, u8) {
        let white = self.die();
        (white, self.die())
    }

    /// A turn's roll: two dice.
    pub fn roll(&mut self) -> Dice {
        let first = self.die();
        Dice::new(first, self.die()).expect("dice are 1..=6")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limit_is_the_largest_multiple_of_six() {
        assert_eq!(FAIR_LIMIT, 4_294_967_291);
        assert_eq!((u64::from(FAIR_LIMIT) + 1) % 6, 0);
    }

    #[test]
    fn a_resumed_stream_goes_on_with_the_same_dice() {
        let seed = GameSeed::derived(1, 1);
        let mut a = DiceStream::new(&seed);
        for _ in 0..37 {
            a.roll();
        }
        let mut b = DiceStream::resumed(&seed, a.words_read());
        for _ in 0..50 {
            assert_eq!(a.roll(), b.roll());
        }
    }

    #[test]
    fn the_stream_is_chacha20_keyed_by_the_seed() {
        // RFC 7539 §2.3.2's keystream words with its key, for the block with
        // counter 0 and nonce 0 (the original 64-bit-counter variant): the
        // first words of the ChaCha20 key stream for the all-zero key are
        // 0xade0b876, 0x903df1a0 (the well-known test vector 76 b8 e0 ad …).
        let mut zero = DiceStream::new(&GameSeed::from_bytes([0; 32]));
        assert_eq!(zero.rng.next_u32(), 0xade0_b876);
        assert_eq!(zero.rng.next_u32(), 0x903d_f1a0);
    }
}
