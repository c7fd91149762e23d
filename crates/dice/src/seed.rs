//! A game's secret seed and its public commitment, written as 64 lower-case
//! hex digits in records.

use sha2::{Digest, Sha256};
use std::fmt;

/// The 32 bytes a game's dice come from.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameSeed([u8; 32]);

/// SHA-256 of a seed: shown while the seed is still secret.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Commitment([u8; 32]);

/// Why a text is not 64 hex digits.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct HexError;

impl fmt::Display for HexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected 64 hex digits (32 bytes)")
    }
}

impl std::error::Error for HexError {}

fn to_hex(bytes: &[u8; 32]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn from_hex(text: &str) -> Result<[u8; 32], HexError> {
    let text = text.as_bytes();
    if text.len() != 64 {
        return Err(HexError);
    }
    let digit = |c: u8| (c as char).to_digit(16).ok_or(HexError);
    let mut out = [0u8; 32];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = (digit(text[2 * i])? * 16 + digit(text[2 * i + 1])?) as u8;
    }
    Ok(out)
}

impl GameSeed {
    pub fn from_bytes(bytes: [u8; 32]) -> GameSeed {
        GameSeed(bytes)
    }

    pub fn bytes(&self) -> &[u8; 32] {
        &self.0
    }

    /// A fresh secret seed from the system's (the browser's) secure source.
    pub fn fresh() -> Result<GameSeed, getrandom::Error> {
        let mut bytes = [0u8; 32];
        getrandom::fill(&mut bytes)?;
        Ok(GameSeed(bytes))
    }

    /// The seed of game `game` (from 1) of a reproducible series numbered
    /// `series` (a `?seed=` address, `nardy record --seed`): SHA-256 of the
    /// text `long-nardy dice <series> game <game>`. Anyone who knows the
    /// number can foresee these dice, so such games show no commitment.
    pub fn derived(series: u64, game: usize) -> GameSeed {
        let text = format!("long-nardy dice {series} game {game}");
        GameSeed(Sha256::digest(text.as_bytes()).into())
    }

    /// SHA-256 of the seed.
    pub fn commitment(&self) -> Commitment {
        Commitment(Sha256::digest(self.0).into())
    }

    pub fn to_hex(&self) -> String {
        to_hex(&self.0)
    }

    pub fn from_hex(text: &str) -> Result<GameSeed, HexError> {
        from_hex(text).map(GameSeed)
    }
}

impl Commitment {
    pub fn to_hex(&self) -> String {
        to_hex(&self.0)
    }

    pub fn from_hex(text: &str) -> Result<Commitment, HexError> {
        from_hex(text).map(Commitment)
    }
}

/// Debug output never shows a secret seed (a game in progress may be logged).
impl fmt::Debug for GameSeed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("GameSeed(…)")
    }
}

impl fmt::Debug for Commitment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Commitment({})", self.to_hex())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commitments_are_sha256_and_hex_reads_back() {
        // SHA-256 of 32 zero bytes.
        let zero = GameSeed::from_bytes([0; 32]);
        assert_eq!(
            zero.commitment().to_hex(),
            "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
        );
        let seed = GameSeed::derived(7, 2);
        assert_eq!(GameSeed::from_hex(&seed.to_hex()), Ok(seed));
        assert_ne!(GameSeed::derived(7, 3), seed);
        assert_eq!(GameSeed::from_hex("abc"), Err(HexError));
        assert_eq!(GameSeed::from_hex(&"zz".repeat(32)), Err(HexError));
        assert_eq!(format!("{seed:?}"), "GameSeed(…)");
        let a = GameSeed::fresh().unwrap();
        assert_ne!(a, GameSeed::fresh().unwrap());
    }
}
