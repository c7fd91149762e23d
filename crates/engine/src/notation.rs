//! Why dice, a step or a turn could not be read (RULES.md §6 notation).

use std::fmt;

/// Why dice, a step or a turn could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Dice are not two numbers 1..6 joined by `-`.
    BadDice(String),
    /// A step is not `from/to` with relative points or `off`.
    BadStep(String),
    /// The turn text is empty.
    EmptyTurn,
    /// More than four steps.
    TooManySteps(usize),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::BadDice(s) => {
                write!(f, "dice must look like 6-5 (two numbers 1..6), found '{s}'")
            }
            NotationError::BadStep(s) => write!(
                f,
                "a step must look like 24/18 or 3/off (relative points 1..24, moving forward), found '{s}'"
            ),
            NotationError::EmptyTurn => write!(f, "a turn needs at least one step, or 'pass'"),
            NotationError::TooManySteps(n) => {
                write!(f, "a turn has at most 4 steps, found {n}")
            }
        }
    }
}

impl std::error::Error for NotationError {}
