//! The game's check code: twelve digits that both friends' pages show, the
//! same on both only when each holds the other's key. Read aloud or sent
//! by another way, it tells them that no one else accepted the invitation
//! in the friend's place (a messenger's safety number, for one game).

use crate::keys::PublicKey;
use crate::roll::GameId;
use sha2::{Digest, Sha256};

/// The code of `game` between the inviter's and the friend's keys:
/// SHA-256 of `nardy remote check`, a line feed, the game id and both keys
/// (the inviter's first), its first 8 bytes as a big-endian number, modulo
/// 10¹², written as three groups of four digits.
pub fn check_code(game: &GameId, inviter: &PublicKey, friend: &PublicKey) -> String {
    let digest = Sha256::new()
        .chain_update(b"nardy remote check\n")
        .chain_update(game)
        .chain_update(inviter.to_bytes())
        .chain_update(friend.to_bytes())
        .finalize();
    let mut first = [0; 8];
    first.copy_from_slice(&digest[..8]);
    let digits = format!("{:012}", u64::from_be_bytes(first) % 1_000_000_000_000);
    format!("{} {} {}", &digits[..4], &digits[4..8], &digits[8..])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keys::Identity;

    #[test]
    fn the_code_is_both_keys_and_the_game() {
        let anna = Identity::from_bytes([1; 32]).public();
        let boris = Identity::from_bytes([2; 32]).public();
        let eve = Identity::from_bytes([3; 32]).public();
        let code = check_code(&[7; 16], &anna, &boris);
        assert!(
            code.len() == 14
                && code
                    .split(' ')
                    .all(|g| g.len() == 4 && g.bytes().all(|b| b.is_ascii_digit())),
            "{code}"
        );
        assert_eq!(
            code,
            check_code(&[7; 16], &anna, &boris),
            "the same on both pages"
        );
        assert_ne!(code, check_code(&[7; 16], &anna, &eve), "another friend");
        assert_ne!(code, check_code(&[8; 16], &anna, &boris), "another game");
        assert_ne!(
            code,
            check_code(&[7; 16], &boris, &anna),
            "the inviter first"
        );
    }
}
