//! Long Nardy dice that a player can check: each game's dice come from a
//! secret 32-byte seed, whose SHA-256 (the *commitment*) is shown when the
//! game begins and whose value is revealed when it ends. Anyone can then
//! recompute every roll of the game and see that it was fixed before the
//! first one.
//!
//! The derivation, exactly (docs/dice.md, "Dice you can check"):
//!
//! - The dice stream is ChaCha20 — 20 rounds, the seed as the 256-bit key, a
//!   64-bit block counter from 0, a 64-bit nonce of 0 — read as
//!   little-endian 32-bit words in order, 16 per 64-byte block
//!   (`rand_chacha::ChaCha20Rng::from_seed`).
//! - A die takes the next word `w`; a word of 4294967292 (6 × 715827882) or
//!   more is skipped, so every face is equally likely, and the die is
//!   `w mod 6 + 1`.
//! - An opening roll draws White's die, then Black's; ties draw again. Each
//!   turn's roll draws two dice. Under `Opening: play-dice` the first turn
//!   plays the opening dice and draws nothing.
//!
//! ```
//! use nardy_dice::{DiceStream, GameSeed};
//!
//! let seed = GameSeed::from_hex(&"07".repeat(32)).unwrap();
//! let mut stream = DiceStream::new(&seed);
//! let (white, black) = stream.opening();
//! assert!((1..=6).contains(&white) && (1..=6).contains(&black));
//! // The commitment is public; the seed stays secret until the game ends.
//! assert_eq!(seed.commitment().to_hex().len(), 64);
//! ```

mod seed;
mod stats;
mod stream;
mod verify;

pub use seed::{Commitment, GameSeed, HexError};
pub use stats::{ChiSquare, DiceCounts, Fairness, COMBINATIONS};
pub use stream::DiceStream;
pub use verify::{verify_game, verify_match, verify_record, DiceCheck, Mismatch};
