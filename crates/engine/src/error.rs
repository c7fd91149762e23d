//! Errors a person can act on: each message says what is wrong.

use crate::cube::CubeError;
use crate::game::PhaseKind;
use crate::point::Point;
use crate::record::RecordErrorKind;
use crate::score::Outcome;
use crate::side::Side;
use crate::turn::{Step, Turn};
use std::fmt;

/// Why a position string was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The string lacks the side to move after the 24 numbers.
    MissingSide,
    /// Not exactly 24 comma-separated numbers.
    WrongCount(usize),
    /// A field is not a whole number.
    BadNumber { point: Point, text: String },
    /// A number outside -15..=15.
    OutOfRange { point: Point, value: i32 },
    /// More than 15 checkers of one colour on the board.
    TooManyCheckers { side: Side, count: u32 },
    /// The side to move is not `w` or `b`.
    BadSide(String),
    /// Both sides have borne off every checker, which no game reaches.
    BothBorneOff,
    /// Checkers of both colours on one point (a position being set up).
    TwoColours { point: Point },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::MissingSide => write!(
                f,
                "a position is 24 comma-separated numbers, a space and the side to move (w or b)"
            ),
            PositionError::WrongCount(n) => {
                write!(f, "a position needs 24 point counts, found {n}")
            }
            PositionError::BadNumber { point, text } => {
                write!(f, "point {point}: '{text}' is not a whole number")
            }
            PositionError::OutOfRange { point, value } => {
                write!(f, "point {point}: {value} is out of range (-15..15)")
            }
            PositionError::TooManyCheckers { side, count } => {
                write!(f, "{side} has {count} checkers on the board, at most 15")
            }
            PositionError::BadSide(s) => {
                write!(f, "the side to move must be 'w' or 'b', found '{s}'")
            }
            PositionError::BothBorneOff => {
                write!(f, "both sides have borne off all their checkers")
            }
            PositionError::TwoColours { point } => {
                write!(f, "point {point} holds checkers of both colours")
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// Why a game cannot continue from a given position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetUpError {
    /// The game has already begun (an opening roll or a turn was made).
    Begun,
    /// A side has already borne off all its checkers: nothing is left to play.
    Over(Outcome),
}

impl fmt::Display for SetUpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetUpError::Begun => write!(
                f,
                "the game has already begun: a position can only start a game"
            ),
            SetUpError::Over(outcome) => write!(
                f,
                "the game is already over in this position: {} has borne off all 15 checkers",
                outcome.winner
            ),
        }
    }
}

impl std::error::Error for SetUpError {}

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

/// Why a turn or step cannot be played in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The game is over: a side has borne off all 15 checkers.
    GameOver,
    /// Step number `index` (0-based) cannot be played at that point of the turn.
    IllegalStep { index: usize, step: Step },
    /// Every step can be played, but the turn breaks a whole-turn rule
    /// (it plays fewer dice than possible, or the smaller die instead of the larger).
    IncompleteTurn { turn: Turn },
    /// `pass` was given while some step can be played.
    PassNotAllowed,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => write!(f, "the game is over: a side has borne off all 15 checkers"),
            MoveError::IllegalStep { index, step } => {
                write!(f, "step {} ({step}) is not legal at that point of the turn", index + 1)
            }
            MoveError::IncompleteTurn { turn } => write!(
                f,
                "'{turn}' is not a legal turn: it must play as many dice as possible, and the larger die when only one can be played"
            ),
            MoveError::PassNotAllowed => write!(f, "cannot pass: a legal step exists"),
        }
    }
}

impl std::error::Error for MoveError {}

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

/// Why a match record could not be read: the 1-based line and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// 1-based line number in the record text.
    pub line: usize,
    /// What is wrong on that line; its `Display` is the English message.
    pub kind: RecordErrorKind,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.kind)
    }
}

impl std::error::Error for RecordError {}
