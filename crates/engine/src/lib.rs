//! Long Nardy (длинные нарды) rules: positions, legal turns, notation, and
//! the game and match state machines. Pure rules: no I/O, no randomness —
//! dice are passed in.
//!
//! ```
//! use nardy_engine::{Dice, Position};
//!
//! let start = Position::start();
//! let dice: Dice = "6-5".parse().unwrap();
//! let turns = start.legal_turns(dice).unwrap();
//! // One checker leaves the head and travels 11 points.
//! assert_eq!(turns.len(), 1);
//! assert_eq!(
//!     turns[0].result.to_string(),
//!     "0,0,0,0,0,0,0,0,0,0,0,-15,1,0,0,0,0,0,0,0,0,0,0,14 b"
//! );
//! ```

mod builder;
mod cube;
mod dice;
mod game;
mod match_play;
mod movegen;
mod notation;
mod point;
mod position;
mod record;
mod rules;
mod score;
mod setup;
mod side;
mod stacks;
mod turn;

pub use builder::{Destination, TurnBuilder};
pub use cube::{Cube, CubeAction, CubeCodeError, CubeError, CubeMove, CUBE_MAX};
pub use dice::Dice;
pub use game::{Game, GameAction, GameError, Phase, PhaseKind, Record};
pub use match_play::Match;
pub use movegen::{perft, perft_of, LegalTurn, MoveError, MoveGen};
pub use notation::NotationError;
pub use point::{Landing, Point, RelPoint, Target};
pub use position::{Position, PositionError};
pub use record::{
    parse_record, write_record, write_record_with_dice, DiceLines, ParsedRecord, RecordError,
    RecordErrorKind, RuleHeader,
};
pub use rules::{CubeRules, HachapuriRules, MatchLength, OpeningRule, Rules, Variant};
pub use score::{Outcome, Scored, WinKind};
pub use setup::{SetUpError, Setup};
pub use side::{Side, CHECKERS, POINTS};
pub use turn::{Step, Turn};
