//! Why a game or match action was refused.

use super::phase::PhaseKind;
use crate::cube::CubeError;
use crate::movegen::MoveError;
use std::fmt;

/// What was asked of a game or match, for a refusal to name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameAction {
    OpeningRoll,
    Roll,
    Step,
    Undo,
    FinishTurn,
    PlayTurn,
    NextGame,
    Resign,
    TakeBack,
    Double,
}

impl fmt::Display for GameAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameAction::OpeningRoll => "make the opening roll",
            GameAction::Roll => "roll",
            GameAction::Step => "move a checker",
            GameAction::Undo => "undo",
            GameAction::FinishTurn => "finish the turn",
            GameAction::PlayTurn => "play a turn",
            GameAction::NextGame => "start the next game",
            GameAction::Resign => "resign",
            GameAction::TakeBack => "take back a turn",
            GameAction::Double => "double",
        })
    }
}

/// Why a game or match action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The action does not fit the current phase (for example rolling while a turn is in progress).
    WrongPhase {
        action: GameAction,
        phase: PhaseKind,
    },
    /// An opening die outside 1..=6.
    BadDie(u8),
    /// The step or turn breaks a rule.
    Move(MoveError),
    /// The match already has a winner.
    MatchOver,
    /// More turns asked to be taken back than the game has played.
    TooFewTurns { asked: usize, played: usize },
    /// A cube action the rules refuse (RULES.md §8.2).
    Cube(CubeError),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::WrongPhase { action, phase } => {
                write!(
                    f,
                    "cannot {action} now: the game is in the {} phase",
                    phase.code()
                )
            }
            GameError::BadDie(d) => write!(f, "a die shows 1 to 6, not {d}"),
            GameError::Move(e) => e.fmt(f),
            GameError::MatchOver => write!(f, "the match is over"),
            GameError::TooFewTurns { asked, played } => write!(
                f,
                "cannot take back {asked} turns: the game has played {played}"
            ),
            GameError::Cube(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for GameError {}

impl From<CubeError> for GameError {
    fn from(e: CubeError) -> GameError {
        GameError::Cube(e)
    }
}

impl From<MoveError> for GameError {
    fn from(e: MoveError) -> GameError {
        GameError::Move(e)
    }
}
