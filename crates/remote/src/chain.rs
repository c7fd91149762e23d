//! Each side's dice contributions: a hash chain. A side draws a secret
//! 32-byte seed `s[N]` and computes `s[i-1] = SHA-256(s[i])` down to the
//! anchor `s[0]`, which it publishes (in the invitation or the
//! acceptance) before it sees anything of the other side's. Its
//! contribution to the roll with index `i` is `s[i]`, revealed later; a
//! revealed value is checked by hashing it down to the anchor, so every
//! contribution is fixed by the anchor and none can be foreseen from it.

use crate::code::{bytes_to_text, text_to_bytes};
use sha2::{Digest, Sha256};
use std::fmt;
use std::sync::Arc;

/// The most rolls (dice indices) one remote match can use.
pub const CHAIN_LENGTH: u32 = 16_384;

/// One value of a chain: a contribution, or the anchor `s[0]`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Link(pub [u8; 32]);

impl Link {
    /// The value one step nearer the anchor.
    pub fn down(self) -> Link {
        Link(Sha256::digest(self.0).into())
    }

    /// The value `steps` steps nearer the anchor.
    pub fn down_by(self, steps: u32) -> Link {
        (0..steps).fold(self, |v, _| v.down())
    }

    pub fn to_text(self) -> String {
        bytes_to_text(&self.0)
    }

    pub fn from_text(text: &str) -> Option<Link> {
        text_to_bytes(text).map(Link)
    }
}

impl fmt::Debug for Link {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Link({})", self.to_text())
    }
}

/// A side's latest revealed value and its index; index 0 is the anchor.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Reveal {
    pub index: u32,
    pub value: Link,
}

impl Reveal {
    pub fn anchor(anchor: Link) -> Reveal {
        Reveal {
            index: 0,
            value: anchor,
        }
    }

    /// Whether `later` continues this chain: a higher index (at most
    /// [`CHAIN_LENGTH`]) whose value hashes down to this one. The same
    /// reveal again continues it too.
    pub fn continued_by(self, later: Reveal) -> bool {
        later.index >= self.index
            && later.index <= CHAIN_LENGTH
            && later.value.down_by(later.index - self.index) == self.value
    }

    /// The contribution with `index`, if this reveal covers it.
    pub fn value_at(self, index: u32) -> Option<Link> {
        (index <= self.index).then(|| self.value.down_by(self.index - index))
    }

    /// `12:<value>`, as messages and records write it.
    pub fn to_text(self) -> String {
        format!("{}:{}", self.index, self.value.to_text())
    }

    pub fn from_text(text: &str) -> Option<Reveal> {
        let (index, value) = text.split_once(':')?;
        if index.is_empty() || !index.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Some(Reveal {
            index: index.parse().ok()?,
            value: Link::from_text(value)?,
        })
    }
}

/// A side's secret: the top of its chain. Never leaves the device but in
/// its own save.
#[derive(Clone)]
pub struct Secret {
    top: Link,
    /// `s[i × MARK]` for every i: a value is then at most `MARK` hashes
    /// from one (16,384 hashes once, instead of up to that many per value).
    marks: Arc<Vec<Link>>,
}

const MARK: u32 = 128;

impl PartialEq for Secret {
    fn eq(&self, other: &Secret) -> bool {
        self.top == other.top
    }
}

impl Eq for Secret {}

impl Secret {
    pub fn fresh() -> Result<Secret, getrandom::Error> {
        let mut bytes = [0; 32];
        getrandom::fill(&mut bytes)?;
        Ok(Secret::from_bytes(bytes))
    }

    pub fn from_bytes(bytes: [u8; 32]) -> Secret {
        let top = Link(bytes);
        let mut marks = vec![top; (CHAIN_LENGTH / MARK + 1) as usize];
        let mut value = top;
        for index in (0..CHAIN_LENGTH).rev() {
            value = value.down();
            if index % MARK == 0 {
                marks[(index / MARK) as usize] = value;
            }
        }
        Secret {
            top,
            marks: Arc::new(marks),
        }
    }

    /// The contribution `s[index]` (index ≤ [`CHAIN_LENGTH`]).
    pub fn value(&self, index: u32) -> Link {
        let index = index.min(CHAIN_LENGTH);
        let mark = index.div_ceil(MARK);
        self.marks[mark as usize].down_by(mark * MARK - index)
    }

    pub fn anchor(&self) -> Link {
        self.value(0)
    }

    /// The reveal of everything up to `index`.
    pub fn reveal(&self, index: u32) -> Reveal {
        Reveal {
            index,
            value: self.value(index),
        }
    }

    pub fn to_text(&self) -> String {
        self.top.to_text()
    }

    pub fn from_text(text: &str) -> Option<Secret> {
        Link::from_text(text).map(|l| Secret::from_bytes(l.0))
    }
}

/// A secret is never printed.
impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(…)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reveals_hash_down_to_the_anchor() {
        let secret = Secret::from_bytes([3; 32]);
        let anchor = Reveal::anchor(secret.anchor());
        let r5 = secret.reveal(5);
        assert!(anchor.continued_by(r5));
        assert!(r5.continued_by(secret.reveal(9)));
        assert!(r5.continued_by(r5));
        assert!(!r5.continued_by(secret.reveal(4)), "no going back");
        let mut forged = secret.reveal(9);
        forged.value.0[0] ^= 1;
        assert!(!r5.continued_by(forged));
        assert_eq!(r5.value_at(2), Some(secret.value(2)));
        assert_eq!(r5.value_at(6), None);
        assert_eq!(Reveal::from_text(&r5.to_text()), Some(r5));
        assert_eq!(Reveal::from_text("x:abc"), None);
        assert_eq!(format!("{secret:?}"), "Secret(…)");
        // s[i-1] = SHA-256(s[i]), the top is the seed itself.
        assert_eq!(secret.value(3).down(), secret.value(2));
        assert_eq!(secret.value(CHAIN_LENGTH), Link([3; 32]));
        for i in [0, 1, 127, 128, 129, 16_000, CHAIN_LENGTH - 1] {
            assert_eq!(secret.value(i + 1).down(), secret.value(i), "{i}");
        }
    }
}
