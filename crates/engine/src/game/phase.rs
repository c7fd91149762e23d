//! Where a game stands ([`Phase`]) and its name ([`PhaseKind`]).

use crate::builder::TurnBuilder;
use crate::score::Outcome;
use crate::side::Side;

/// Where a game stands.
#[derive(Clone, Debug)]
pub enum Phase {
    /// Each side rolls one die to decide who starts.
    Opening,
    /// `Side` must roll both dice.
    Roll(Side),
    /// The side to move is playing its roll, step by step.
    Move(TurnBuilder),
    /// `Side` has doubled before rolling; its opponent must take or pass.
    Offered(Side),
    /// Someone has borne off all 15, resigned or passed a double.
    Over(Outcome),
    /// Classic: the second mover bore off its last checker in the equalising
    /// turn (RULES.md §8.1). Nobody scores.
    Drawn,
}

/// Which phase a game is in, without the phase's data: what errors name and
/// what a board reports (`data-phase`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PhaseKind {
    Opening,
    Roll,
    Move,
    /// A double waits for its answer.
    Offered,
    /// Won or drawn.
    Over,
}

impl PhaseKind {
    /// The phase in one word: `opening`, `roll`, `move`, `offered`, `over`.
    pub fn code(self) -> &'static str {
        match self {
            PhaseKind::Opening => "opening",
            PhaseKind::Roll => "roll",
            PhaseKind::Move => "move",
            PhaseKind::Offered => "offered",
            PhaseKind::Over => "over",
        }
    }
}

impl Phase {
    /// Which phase this is.
    pub fn kind(&self) -> PhaseKind {
        match self {
            Phase::Opening => PhaseKind::Opening,
            Phase::Roll(_) => PhaseKind::Roll,
            Phase::Move(_) => PhaseKind::Move,
            Phase::Offered(_) => PhaseKind::Offered,
            Phase::Over(_) | Phase::Drawn => PhaseKind::Over,
        }
    }
}
