//! Everything that can be wrong in a match record, as typed values, and the
//! English words for each. The values are what an interface needs to say
//! the same thing in another language; the only text kept is what the
//! record's author wrote, cut short by [`cut`].

use super::format::{result_line, FIRST_LINE, POSITION_PREFIX};
use crate::dice::Dice;
use crate::game::{GameError, PhaseKind};
use crate::notation::NotationError;
use crate::position::Position;
use crate::position::PositionError;
use crate::rules::MatchLength;
use crate::rules::OpeningRule;
use crate::score::Scored;
use crate::setup::SetUpError;
use crate::side::Side;
use crate::turn::{Step, Turn};
use std::fmt;

/// A header that sets one of the match's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleHeader {
    /// `Match`: the points needed to win the match.
    Match,
    /// `Koks`: whether a home mars scores 3.
    Koks,
    /// `Opening`: how the first turn of a game is played.
    Opening,
    /// `Variant`: classic or nardegammon (RULES.md §8).
    Variant,
    /// `Beaver`: nardegammon's beaver option.
    Beaver,
    /// `Jacoby`: nardegammon's Jacoby rule (money play).
    Jacoby,
    /// `Scoring`: hachapuri's count scoring.
    Scoring,
}

impl RuleHeader {
    /// The header's key as a record writes it: `Match`, `Koks`, `Opening`.
    pub fn key(self) -> &'static str {
        match self {
            RuleHeader::Match => "Match",
            RuleHeader::Koks => "Koks",
            RuleHeader::Opening => "Opening",
            RuleHeader::Variant => "Variant",
            RuleHeader::Beaver => "Beaver",
            RuleHeader::Jacoby => "Jacoby",
            RuleHeader::Scoring => "Scoring",
        }
    }

    /// A correct line of this header, for a message to show.
    pub fn example(self) -> &'static str {
        match self {
            RuleHeader::Match => "Match: 3",
            RuleHeader::Koks => "Koks: no",
            RuleHeader::Opening => "Opening: roll-again",
            RuleHeader::Variant => "Variant: nardegammon",
            RuleHeader::Beaver => "Beaver: no",
            RuleHeader::Jacoby => "Jacoby: no",
            RuleHeader::Scoring => "Scoring: count",
        }
    }
}

/// What is wrong on a record's line. Fields named `found` hold the text the
/// record's author wrote there, cut to 60 characters and `…`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// Line 1 names a version of the format other than 1.
    UnknownVersion {
        /// The version number as written (digits only).
        version: String,
    },
    /// Line 1 is not `Long Nardy record 1`.
    NotARecord { found: String },
    /// A header line has no `: ` between key and value.
    BadHeaderLine { found: String },
    /// A rule header is absent; reported on the line that ends the headers.
    MissingHeader(RuleHeader),
    /// A rule header appears twice.
    RepeatedHeader(RuleHeader),
    /// `Match` is not a whole number from 1 to 25.
    BadMatchLength { found: String },
    /// `Koks` is neither `yes` nor `no`.
    BadKoks { found: String },
    /// `Opening` is neither `roll-again` nor `play-dice`.
    BadOpeningRule { found: String },
    /// `Variant` is none of `long`, `classic`, `nardegammon`, `hachapuri`.
    BadVariant { found: String },
    /// `Scoring` is not `count`, or it comes without `Variant: hachapuri`.
    BadScoring { found: String },
    /// `Beaver` or `Jacoby` is neither `yes` nor `no`.
    BadYesNo { header: RuleHeader, found: String },
    /// `Match: money`, `Beaver` or `Jacoby` without `Variant: nardegammon`.
    NeedsTheCube(RuleHeader),
    /// `Jacoby: yes` in a match to a length: it is a money-play rule.
    JacobyInMatchPlay,
    /// A cube line the game refused (`found` is the line).
    CubeRefused { found: String, error: GameError },
    /// A double or beaver line whose value is not the cube's next one.
    CubeValueDisagrees { found: String, value: u32 },
    /// A turn while a double waits for its answer.
    AnswerDue { by: Side, found: String },
    /// A line after a classic game ended in a draw.
    GameDrawn { game: usize, found: String },
    /// A line follows the turn in progress, which must end the record.
    AfterTurnInProgress {
        /// The line of the turn in progress.
        turn_line: usize,
        found: String,
    },
    /// A body line of no known kind.
    NotARecordLine { found: String },
    /// `Game` followed by something other than a number.
    BadGameLine {
        /// The game number due here.
        expected: usize,
        found: String,
    },
    /// `Game N` with a number other than the next one.
    GameOutOfOrder { expected: usize, given: usize },
    /// `Game N` while game N-1 is still being played.
    PreviousGameNotOver {
        /// The game that cannot start (N).
        game: usize,
        /// The phase game N-1 is in.
        phase: PhaseKind,
    },
    /// The match refused to start game `game` (it is already won).
    NextGameRefused {
        game: usize,
        error: GameError,
        /// White's points, then Black's.
        score: [u32; 2],
        match_length: MatchLength,
    },
    /// An opening roll, turn or result before `Game 1`.
    NoGameYet,
    /// `Opening` not followed by two dice 1..6.
    BadOpeningLine { found: String },
    /// The game refused a well-formed opening roll (`found` is the line,
    /// `Opening W-B` as written).
    OpeningRefused {
        found: String,
        game: usize,
        error: GameError,
    },
    /// A result line while the game is still being played.
    ResultNotOver { found: String, game: usize },
    /// A result line that is not the result the replay reached.
    ResultDisagrees {
        found: String,
        /// The result of the replayed game, as its match scored it.
        replay: Scored,
    },
    /// A line starting with a digit that is not `K. s D: T`.
    BadTurnLine { found: String },
    /// A turn line whose side is neither `w` nor `b`.
    BadSide {
        /// The side as written.
        side: String,
        found: String,
    },
    /// A turn line's dice or steps cannot be read.
    BadNotation { error: NotationError, found: String },
    /// A turn line numbered other than the game's next turn.
    TurnOutOfOrder {
        /// The number the line gives.
        turn: usize,
        game: usize,
        /// The next turn's number: one more than the turns played.
        expected: usize,
        found: String,
    },
    /// A turn line for the side that is not to move.
    WrongSide {
        /// The side whose turn it is.
        mover: Side,
        /// The side the line gives.
        given: Side,
        found: String,
    },
    /// A turn before the game's opening roll decided who starts.
    NoStarter { game: usize },
    /// A turn after the game ended.
    GameOver { game: usize, result: Scored },
    /// The first turn under the play-dice rule gives dice other than the opening roll's.
    OpeningDiceMismatch { opening: Dice, given: Dice },
    /// The game refused the turn's roll.
    RollRefused(GameError),
    /// A whole turn that is not legal for `side` with `dice` from `start`.
    IllegalTurn {
        turn: Turn,
        side: Side,
        dice: Dice,
        start: Position,
        /// Why the engine refused it (a refused pass is [`crate::MoveError::PassNotAllowed`]).
        error: GameError,
    },
    /// A step of the turn in progress that cannot be played.
    IllegalStep {
        step: Step,
        side: Side,
        dice: Dice,
        /// The position the turn started from.
        start: Position,
        error: GameError,
    },
    /// A `Dice …` line is not `Dice commitment: <64 hex digits>` or
    /// `Dice seed: <64 hex digits>`.
    BadDiceLine { found: String },
    /// A game's commitment or seed is given twice, or its seed before the
    /// game is over.
    DiceLineOutOfPlace { game: usize, found: String },
    /// A `Position: …` line whose position string is not one.
    BadPosition { error: PositionError, found: String },
    /// A game cannot continue from the `Position: …` line's position.
    SetUpRefused { game: usize, error: SetUpError },
}

/// Cuts the author's text so that a huge garbage line cannot swamp a message.
pub(super) fn cut(text: &str) -> String {
    const LONGEST: usize = 60;
    match text.char_indices().nth(LONGEST) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

impl fmt::Display for RecordErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use RecordErrorKind::*;
        match self {
            UnknownVersion { version } => write!(
                f,
                "unknown record version {version} (this app reads version 1)"
            ),
            NotARecord { found } => write!(
                f,
                "this is not a Long Nardy record: the first line must be '{FIRST_LINE}', found '{found}'"
            ),
            BadHeaderLine { found } => write!(
                f,
                "a header line looks like 'Key: value' and a blank line ends the headers, found '{found}'"
            ),
            MissingHeader(header) => write!(
                f,
                "the {} header is missing (for example '{}')",
                header.key(),
                header.example()
            ),
            RepeatedHeader(header) => write!(f, "the {} header is given twice", header.key()),
            BadMatchLength { found } => write!(
                f,
                "Match must be the points needed to win, a whole number from {} to {}, found '{found}'",
                MatchLength::MIN,
                MatchLength::MAX
            ),
            BadKoks { found } => write!(f, "Koks must be 'yes' or 'no', found '{found}'"),
            BadOpeningRule { found } => write!(
                f,
                "Opening must be '{}' or '{}', found '{found}'",
                OpeningRule::RollAgain.code(),
                OpeningRule::PlayOpeningDice.code()
            ),
            BadVariant { found } => write!(
                f,
                "Variant must be 'long', 'classic', 'nardegammon' or 'hachapuri', found '{found}'"
            ),
            BadScoring { found } => write!(
                f,
                "Scoring is hachapuri's option and must be 'count' (with 'Variant: hachapuri'), found '{found}'"
            ),
            BadYesNo { header, found } => {
                write!(f, "{} must be 'yes' or 'no', found '{found}'", header.key())
            }
            NeedsTheCube(header) => write!(
                f,
                "the {} header is a nardegammon option: it needs 'Variant: nardegammon'",
                header.key()
            ),
            JacobyInMatchPlay => write!(
                f,
                "'Jacoby: yes' is a money-play rule: it needs 'Match: money'"
            ),
            CubeRefused { found, error } => write!(f, "'{found}' is refused: {error}"),
            CubeValueDisagrees { found, value } => write!(
                f,
                "'{found}' gives the wrong value: the cube would be at {value}"
            ),
            AnswerDue { by, found } => write!(
                f,
                "{by} has doubled: a take, pass or beaver must come before '{found}'"
            ),
            GameDrawn { game, found } => write!(
                f,
                "game {game} is drawn, so '{found}' cannot follow; the next game starts with 'Game {}'",
                game.saturating_add(1)
            ),
            AfterTurnInProgress { turn_line, found } => write!(
                f,
                "the turn in progress on line {turn_line} must be the last line of the record, but '{found}' follows it"
            ),
            NotARecordLine { found } => write!(
                f,
                "'{found}' is not a record line: expected 'Game N', 'Opening W-B', a turn like '1. w 6-5: 24/18 18/13' or a result like 'White wins by oin: 1 point'"
            ),
            BadGameLine { expected, found } => write!(
                f,
                "a game line looks like 'Game {expected}', found '{found}'"
            ),
            GameOutOfOrder { expected, given } => {
                write!(f, "expected 'Game {expected}' here, found 'Game {given}'")
            }
            PreviousGameNotOver { game, phase } => write!(
                f,
                "game {game} cannot start: game {} is not over (it is in the {} phase)",
                game.saturating_sub(1),
                phase.code()
            ),
            NextGameRefused {
                game,
                error,
                score: [white, black],
                match_length,
            } => write!(
                f,
                "game {game} cannot start: {error} (White {white}, Black {black}, playing to {match_length})"
            ),
            NoGameYet => write!(
                f,
                "'Game 1' must come before the first opening roll, turn or result"
            ),
            BadOpeningLine { found } => write!(
                f,
                "an opening roll looks like 'Opening 5-3' (White's die, then Black's, each 1 to 6), found '{found}'"
            ),
            OpeningRefused { found, game, error } => {
                write!(f, "'{found}' does not fit game {game}: {error}")
            }
            ResultNotOver { found, game } => {
                write!(f, "'{found}' is a result, but game {game} is not over")
            }
            ResultDisagrees { found, replay } => write!(
                f,
                "the record says '{found}' but the replay gives '{}'",
                result_line(*replay)
            ),
            BadTurnLine { found } => write!(
                f,
                "a turn line looks like '7. w 6-5: 24/18 18/13' (turn number, side, dice, steps), found '{found}'"
            ),
            BadSide { side, found } => write!(
                f,
                "the side must be 'w' or 'b', found '{side}' in '{found}'"
            ),
            BadNotation { error, found } => write!(f, "{error}, in '{found}'"),
            TurnOutOfOrder {
                turn,
                game,
                expected,
                found,
            } => write!(
                f,
                "turn number {turn} is out of order: game {game} has had {} turns, so the next is {expected}, in '{found}'",
                expected.saturating_sub(1)
            ),
            WrongSide {
                mover,
                given,
                found,
            } => write!(
                f,
                "it is {mover}'s turn ('{}'), but '{found}' gives '{}'",
                mover.letter(),
                given.letter()
            ),
            NoStarter { game } => write!(
                f,
                "game {game} has no starter yet: its opening roll ('Opening W-B') must come before the first turn"
            ),
            GameOver { game, result } => write!(
                f,
                "game {game} is over ({}), so no turn can follow; the next game starts with 'Game {}'",
                result_line(*result),
                game.saturating_add(1)
            ),
            OpeningDiceMismatch { opening, given } => write!(
                f,
                "this turn plays the opening dice {opening}, but the line gives {given}"
            ),
            RollRefused(error) => error.fmt(f),
            IllegalTurn {
                turn,
                side,
                dice,
                start,
                error,
            } => write!(
                f,
                "'{turn}' is not a legal turn for {} with {dice} from {start}: {error}",
                side.letter()
            ),
            IllegalStep {
                step,
                side,
                dice,
                start,
                error,
            } => write!(
                f,
                "{step} cannot be played by {} with {dice} from {start}: {error}",
                side.letter()
            ),
            BadDiceLine { found } => write!(
                f,
                "a dice line looks like 'Dice commitment: ' or 'Dice seed: ' and 64 hex digits, found '{found}'"
            ),
            DiceLineOutOfPlace { game, found } => write!(
                f,
                "'{found}' is out of place: game {game} has one commitment and one seed, and the seed comes only once the game is over"
            ),
            BadPosition { error, found } => write!(
                f,
                "a game's position line looks like '{POSITION_PREFIX}{}': {error}, found '{found}'",
                Position::start()
            ),
            SetUpRefused { game, error } => write!(f, "game {game} cannot start from its position: {error}"),
        }
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

pub(super) fn error_at(line: usize, kind: RecordErrorKind) -> RecordError {
    RecordError { line, kind }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_is_cut_at_60_characters() {
        assert_eq!(cut("short"), "short");
        let exact = "é".repeat(60);
        assert_eq!(cut(&exact), exact);
        assert_eq!(cut(&"é".repeat(61)), format!("{exact}…"));
    }
}
