//! The words and lines a record is written in, shared by the writer, the
//! reader and the errors that quote them.

use crate::score::Scored;

/// The first line of every version 1 record.
pub(super) const FIRST_LINE: &str = "Long Nardy record 1";
pub(super) const FIRST_LINE_PREFIX: &str = "Long Nardy record ";

/// Headers that carry the rules rather than informational text.
pub(super) const RULE_KEYS: [&str; 7] = [
    "Match", "Koks", "Opening", "Variant", "Beaver", "Jacoby", "Scoring",
];

/// `Match: money`: nardegammon without a match length.
pub(super) const MONEY: &str = "money";
/// The result line of a classic draw.
pub(super) const DRAWN: &str = "Drawn: 0 points";

/// Marks a turn still being played; `...` is accepted for keyboards without `…`.
pub(super) const IN_PROGRESS: &str = "…";
pub(super) const IN_PROGRESS_ASCII: &str = "...";

/// A game's dice lines (see the `nardy-dice` crate): the SHA-256 commitment
/// written when the game begins, and the seed revealed when it ends, each
/// as 64 lower-case hex digits. The engine only carries them; it rolls no
/// dice.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DiceLines {
    pub commitment: Option<String>,
    pub seed: Option<String>,
}

pub(super) const COMMITMENT_PREFIX: &str = "Dice commitment: ";
/// A game that continues from a position given to it (RULES.md §6 string).
pub(super) const POSITION_PREFIX: &str = "Position: ";
/// A turn line's word for a side giving the game up: `14. b resigns`.
pub(super) const RESIGNS: &str = "resigns";
pub(super) const SEED_PREFIX: &str = "Dice seed: ";

/// 64 lower-case hex digits.
pub(super) fn is_hash(text: &str) -> bool {
    text.len() == 64 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// `White wins by mars: 2 points`: how a record states a finished game,
/// with the points its match counted. When a cube match needed less than
/// the game was worth, the full value follows: `White wins by oin: 5 points
/// (of 64)` (RULES.md §8.2).
pub(super) fn result_line(scored: Scored) -> String {
    let outcome = scored.outcome;
    let points = scored.points;
    let unit = if points == 1 { "point" } else { "points" };
    let mut line = format!(
        "{} wins by {}: {points} {unit}",
        outcome.winner, outcome.kind
    );
    if scored.is_capped() {
        line.push_str(&format!(" (of {})", outcome.points()));
    }
    line
}
