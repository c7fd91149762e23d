//! The computer as a player: its own randomness, the steps of the turn it
//! chose (played one per timer tick), how long it thought, and the roll
//! before which it chose not to double. The thinking happens elsewhere (a
//! Web Worker); this room only keeps what the answers left.

use nardy_ai::Rng;
use nardy_engine::{Step, Turn};
use rand::RngCore;

#[derive(Clone, Debug)]
pub struct Plan {
    /// The weaker levels' noise: apart from the dice, so it never reads
    /// them ahead.
    rng: Rng,
    /// The chosen turn's steps still to play, next last.
    steps: Vec<Step>,
    /// How long it thought about its latest turn, in milliseconds (shown
    /// as `data-ai-ms` on the board for measurements).
    think_ms: Option<f64>,
    /// Nardegammon: it chose to roll, not double, before turn (game, turns
    /// played): asked once per roll.
    declined: Option<(usize, usize)>,
}

impl Plan {
    pub fn new(rng: Rng) -> Plan {
        Plan {
            rng,
            steps: Vec::new(),
            think_ms: None,
            declined: None,
        }
    }

    /// The seed its next answer will consume: peeked, not drawn, so that
    /// asking twice asks the same.
    pub fn next_seed(&self) -> u64 {
        self.rng.clone().next_u64()
    }

    /// An answer came: the seed its question peeked is drawn.
    pub fn draw_seed(&mut self) {
        self.rng.next_u64();
    }

    /// The turn it chose, to be played step by step.
    pub fn choose(&mut self, turn: &Turn, thought_ms: f64) {
        // Stored reversed so `pop` yields the steps in order.
        self.steps = turn.steps().iter().rev().copied().collect();
        self.think_ms = Some(thought_ms);
    }

    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The steps still to play.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    pub fn next_step(&mut self) -> Option<Step> {
        self.steps.pop()
    }

    /// The turn's marks go (its plan with them).
    pub fn clear(&mut self) {
        self.steps.clear();
    }

    pub fn think_ms(&self) -> Option<f64> {
        self.think_ms
    }

    /// Whether it already chose not to double before roll `key`.
    pub fn declined(&self, key: (usize, usize)) -> bool {
        self.declined == Some(key)
    }

    pub fn decline(&mut self, key: (usize, usize)) {
        self.declined = Some(key);
    }
}
