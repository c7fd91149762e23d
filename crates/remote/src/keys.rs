//! Who wrote a message: each side's Ed25519 key pair (RFC 8032), made on
//! its device when it invites or accepts. The invitation and the
//! acceptance carry the public keys; every message is signed.

use crate::code::{bytes_to_text, text_to_bytes};
use ed25519_dalek::{Signature, Signer, SigningKey, VerifyingKey};
use std::fmt;

/// What every signature covers before the message's text: a signature
/// made for anything else never checks as a message's.
const DOMAIN: &[u8] = b"nardy remote message\n";

/// A side's signing key; kept only in its own device's save.
#[derive(Clone)]
pub struct Identity(SigningKey);

/// A side's public key, as a message carries it (43 characters).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PublicKey(VerifyingKey);

impl Identity {
    pub fn fresh() -> Result<Identity, getrandom::Error> {
        let mut seed = [0; 32];
        getrandom::fill(&mut seed)?;
        Ok(Identity::from_bytes(seed))
    }

    pub fn from_bytes(seed: [u8; 32]) -> Identity {
        Identity(SigningKey::from_bytes(&seed))
    }

    pub fn public(&self) -> PublicKey {
        PublicKey(self.0.verifying_key())
    }

    /// The signature of `text`, written in 86 characters.
    pub fn sign(&self, text: &str) -> String {
        self.sign_in(DOMAIN, text)
    }

    /// The signature of `text` for another use than a message, named by
    /// `domain` (a live connection's proof): it never checks as a
    /// message's, nor a message's as one of these.
    pub fn sign_in(&self, domain: &[u8], text: &str) -> String {
        let signature = self.0.sign(&[domain, text.as_bytes()].concat());
        bytes_to_text(&signature.to_bytes())
    }

    pub fn to_text(&self) -> String {
        bytes_to_text(&self.0.to_bytes())
    }

    pub fn from_text(text: &str) -> Option<Identity> {
        text_to_bytes(text).map(Identity::from_bytes)
    }
}

impl PublicKey {
    /// Whether `signature` (as [`Identity::sign`] writes it) is this key's
    /// signature of `text`. Strict: no malleable or small-order forms.
    pub fn signed(&self, text: &str, signature: &str) -> bool {
        self.signed_in(DOMAIN, text, signature)
    }

    /// [`PublicKey::signed`] for [`Identity::sign_in`]'s `domain`.
    pub fn signed_in(&self, domain: &[u8], text: &str, signature: &str) -> bool {
        let Some(bytes) = text_to_bytes::<64>(signature) else {
            return false;
        };
        let signature = Signature::from_bytes(&bytes);
        let message = [domain, text.as_bytes()].concat();
        self.0.verify_strict(&message, &signature).is_ok()
    }

    pub fn to_text(&self) -> String {
        bytes_to_text(self.0.as_bytes())
    }

    pub fn to_bytes(&self) -> [u8; 32] {
        self.0.to_bytes()
    }

    pub fn from_text(text: &str) -> Option<PublicKey> {
        let bytes = text_to_bytes::<32>(text)?;
        VerifyingKey::from_bytes(&bytes).ok().map(PublicKey)
    }
}

impl fmt::Debug for PublicKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PublicKey({})", self.to_text())
    }
}

/// A signing key is never printed.
impl fmt::Debug for Identity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Identity(…)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_checks_only_for_its_key_and_text() {
        // RFC 8032 §7.1, test 1: the empty message's signature, to show this
        // is plain Ed25519 (a checker can use any library).
        let seed = [
            0x9d, 0x61, 0xb1, 0x9d, 0xef, 0xfd, 0x5a, 0x60, 0xba, 0x84, 0x4a, 0xf4, 0x92, 0xec,
            0x2c, 0xc4, 0x44, 0x49, 0xc5, 0x69, 0x7b, 0x32, 0x69, 0x19, 0x70, 0x3b, 0xac, 0x03,
            0x1c, 0xae, 0x7f, 0x60,
        ];
        let rfc = SigningKey::from_bytes(&seed);
        assert_eq!(rfc.sign(b"").to_bytes(), hex_sig());

        let anna = Identity::from_bytes([1; 32]);
        let boris = Identity::from_bytes([2; 32]);
        let signature = anna.sign("nardy1.2.move");
        assert_eq!(signature.len(), 86);
        assert!(anna.public().signed("nardy1.2.move", &signature));
        assert!(!boris.public().signed("nardy1.2.move", &signature));
        assert!(!anna.public().signed("nardy1.2.movf", &signature));
        assert!(!anna.public().signed("nardy1.2.move", "abc"));
        let key = anna.public().to_text();
        assert_eq!(PublicKey::from_text(&key), Some(anna.public()));
        assert_eq!(format!("{anna:?}"), "Identity(…)");
    }

    fn hex_sig() -> [u8; 64] {
        let hex = "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b";
        let mut out = [0; 64];
        for (i, b) in out.iter_mut().enumerate() {
            *b = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap();
        }
        out
    }
}
