//! Who is on a live connection. The browsers' DTLS handshake proves that
//! each end holds the private key of the certificate whose fingerprint its
//! half of the connection named; each page then signs both fingerprints
//! with its key of the game, and the other checks that signature with the
//! friend's key from the invitation or the acceptance. A page that answered
//! someone else's offer (a third party who saw a link), or one that relays
//! a real friend's proof from another connection, cannot make a proof that
//! checks: its fingerprint is not the one signed.

use crate::code::bytes_to_text;
use crate::session::Session;
use nardy_engine::Side;

/// What a proof's signature covers before its text: never a message's.
const DOMAIN: &[u8] = b"nardy live proof\n";

/// The connection's two certificate fingerprints, as the pages' session
/// descriptions name them (`sha-256/AB:CD:…`, no spaces): the offering
/// page's, then the answering page's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fingerprints {
    pub offer: String,
    pub answer: String,
}

impl Fingerprints {
    /// What `signer` signs for game `game`: the game, the signer's colour
    /// (the friend's proof is never this side's own sent back) and both
    /// fingerprints.
    fn binding(&self, game: &str, signer: Side) -> String {
        format!(
            "{game}\n{}\n{}\n{}",
            signer.letter(),
            self.offer,
            self.answer
        )
    }
}

impl Session {
    /// This side's proof for the connection `fingerprints` (86 characters).
    pub fn live_proof(&self, fingerprints: &Fingerprints) -> String {
        let binding = fingerprints.binding(&bytes_to_text(&self.game_id()), self.me().side);
        self.me().identity().sign_in(DOMAIN, &binding)
    }

    /// Whether `proof` is the friend's for the connection `fingerprints`.
    /// False before the friend's key is known (an invitation not yet
    /// accepted has no friend to prove).
    pub fn is_friends_live_proof(&self, fingerprints: &Fingerprints, proof: &str) -> bool {
        let Some(key) = self.friend_key() else {
            return false;
        };
        let friend = self.me().side.opponent();
        let binding = fingerprints.binding(&bytes_to_text(&self.game_id()), friend);
        key.signed_in(DOMAIN, &binding, proof)
    }
}
