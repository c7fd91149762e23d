//! Replaying the body of a match record through the game and match state
//! machines, so that the engine alone decides what is legal.

use super::{error_at, quoted, result_line, IN_PROGRESS, IN_PROGRESS_ASCII};
use crate::dice::Dice;
use crate::error::{MoveError, NotationError, RecordError};
use crate::game::{Game, Match, Phase, Rules};
use crate::side::Side;
use crate::turn::{Step, Turn};

/// How a turn line's play is given.
enum Play {
    /// A finished turn (`pass` included).
    Whole(Turn),
    /// A turn still in progress: the steps played so far.
    InProgress(Vec<Step>),
}

/// One turn line, `K. s D: T`, read but not yet checked against the game.
struct TurnLine {
    number: usize,
    side: Side,
    dice: Dice,
    play: Play,
}

impl TurnLine {
    fn parse(line: &str) -> Result<TurnLine, String> {
        let shape = || {
            format!(
                "a turn line looks like '7. w 6-5: 24/18 18/13' (turn number, side, dice, steps), found {}",
                quoted(line)
            )
        };
        let (number, rest) = line.split_once(". ").ok_or_else(shape)?;
        let number = number.parse::<usize>().map_err(|_| shape())?;
        let (side, rest) = rest.split_once(' ').ok_or_else(shape)?;
        let side = match side {
            "w" => Side::White,
            "b" => Side::Black,
            _ => {
                return Err(format!(
                    "the side must be 'w' or 'b', found {} in {}",
                    quoted(side),
                    quoted(line)
                ))
            }
        };
        let (dice, play) = rest.split_once(':').ok_or_else(shape)?;
        let in_line = |e: NotationError| format!("{e}, in {}", quoted(line));
        let dice = dice.parse::<Dice>().map_err(in_line)?;
        let play = Play::parse(play.trim()).map_err(in_line)?;
        Ok(TurnLine {
            number,
            side,
            dice,
            play,
        })
    }
}

impl Play {
    fn parse(text: &str) -> Result<Play, NotationError> {
        let in_progress = text
            .strip_suffix(IN_PROGRESS)
            .or_else(|| text.strip_suffix(IN_PROGRESS_ASCII));
        let Some(steps) = in_progress else {
            return text.parse().map(Play::Whole);
        };
        let steps = steps
            .split_whitespace()
            .map(str::parse)
            .collect::<Result<Vec<Step>, _>>()?;
        if steps.len() > 4 {
            return Err(NotationError::TooManySteps(steps.len()));
        }
        Ok(Play::InProgress(steps))
    }
}

/// Replays the body of a record, line by line, into a match.
pub(super) struct Replay {
    r#match: Match,
    /// `Game N` lines read so far: the number of the current game.
    game_number: usize,
    /// The line of a turn in progress, which must be the record's last.
    in_progress_at: Option<usize>,
}

impl Replay {
    pub(super) fn new(rules: Rules) -> Replay {
        Replay {
            r#match: Match::new(rules),
            game_number: 0,
            in_progress_at: None,
        }
    }

    /// Reads every body line; the match is left where the record ends.
    pub(super) fn run<'a>(
        mut self,
        lines: impl Iterator<Item = (usize, &'a str)>,
    ) -> Result<Match, RecordError> {
        for (number, line) in lines {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(at) = self.in_progress_at {
                return Err(error_at(
                    number,
                    format!(
                        "the turn in progress on line {at} must be the last line of the record, but {} follows it",
                        quoted(line)
                    ),
                ));
            }
            self.read_line(number, line)
                .map_err(|m| error_at(number, m))?;
        }
        Ok(self.r#match)
    }

    fn read_line(&mut self, number: usize, line: &str) -> Result<(), String> {
        if let Some(game) = line.strip_prefix("Game ") {
            self.start_game(game.trim())
        } else if let Some(dice) = line.strip_prefix("Opening ") {
            self.opening_roll(dice.trim())
        } else if line.starts_with("White wins") || line.starts_with("Black wins") {
            self.check_result(line)
        } else if line.starts_with(|c: char| c.is_ascii_digit()) {
            self.play_turn(number, line)
        } else {
            Err(format!(
                "{} is not a record line: expected 'Game N', 'Opening W-B', a turn like '1. w 6-5: 24/18 18/13' or a result like 'White wins by oin: 1 point'",
                quoted(line)
            ))
        }
    }

    /// `Game N`: the first game is the match's own; a later one needs the
    /// previous game over and the match not yet won.
    fn start_game(&mut self, text: &str) -> Result<(), String> {
        let expected = self.game_number + 1;
        let number = text.parse::<usize>().map_err(|_| {
            format!(
                "a game line looks like 'Game {expected}', found {}",
                quoted(&format!("Game {text}"))
            )
        })?;
        if number != expected {
            return Err(format!(
                "expected 'Game {expected}' here, found 'Game {number}'"
            ));
        }
        if self.game_number > 0 {
            let previous = self.r#match.game();
            if previous.outcome().is_none() {
                return Err(format!(
                    "game {number} cannot start: game {} is not over (it is in the {} phase)",
                    self.game_number,
                    previous.phase().kind().code()
                ));
            }
            self.r#match.next_game().map_err(|e| {
                let [white, black] = self.r#match.score();
                let length = self.r#match.rules().match_length;
                format!(
                    "game {number} cannot start: {e} (White {white}, Black {black}, playing to {length})"
                )
            })?;
        }
        self.game_number = number;
        Ok(())
    }

    /// The game the body is at; lines before `Game 1` have none.
    fn game(&mut self) -> Result<&mut Game, String> {
        if self.game_number == 0 {
            return Err("'Game 1' must come before the first opening roll, turn or result".into());
        }
        Ok(self.r#match.game_mut())
    }

    /// `Opening W-B`: White's die first, then Black's.
    fn opening_roll(&mut self, dice: &str) -> Result<(), String> {
        let (white, black) = opening_dice(dice).ok_or_else(|| {
            format!(
                "an opening roll looks like 'Opening 5-3' (White's die, then Black's, each 1 to 6), found {}",
                quoted(&format!("Opening {dice}"))
            )
        })?;
        let number = self.game_number;
        self.game()?
            .opening_roll(white, black)
            .map(|_| ())
            .map_err(|e| format!("'Opening {dice}' does not fit game {number}: {e}"))
    }

    /// A result line must agree with the result the replay reached.
    fn check_result(&mut self, line: &str) -> Result<(), String> {
        let number = self.game_number;
        match self.game()?.outcome() {
            None => Err(format!(
                "{} is a result, but game {number} is not over",
                quoted(line)
            )),
            Some(outcome) if result_line(outcome) == line => Ok(()),
            Some(outcome) => Err(format!(
                "the record says {} but the replay gives '{}'",
                quoted(line),
                result_line(outcome)
            )),
        }
    }

    fn play_turn(&mut self, line_number: usize, line: &str) -> Result<(), String> {
        let turn = TurnLine::parse(line)?;
        let number = self.game_number;
        let game = self.game()?;
        let mover = mover(game, number)?;
        let expected = game.history().len() + 1;
        if turn.number != expected {
            return Err(format!(
                "turn number {} is out of order: game {number} has had {} turns, so the next is {expected}, in {}",
                turn.number,
                expected - 1,
                quoted(line)
            ));
        }
        if turn.side != mover {
            return Err(format!(
                "it is {mover}'s turn ('{}'), but {} gives '{}'",
                mover.letter(),
                quoted(line),
                turn.side.letter()
            ));
        }
        roll(game, turn.dice)?;
        match turn.play {
            Play::Whole(whole) => play_whole(game, mover, turn.dice, &whole),
            Play::InProgress(steps) => {
                play_steps(game, mover, turn.dice, &steps)?;
                self.in_progress_at = Some(line_number);
                Ok(())
            }
        }
    }
}

/// Reads `5-3` as (White's die, Black's die); order matters here, unlike [`Dice`].
fn opening_dice(text: &str) -> Option<(u8, u8)> {
    let (white, black) = text.split_once('-')?;
    let die = |t: &str| match t.trim().parse::<u8>() {
        Ok(d) if (1..=6).contains(&d) => Some(d),
        _ => None,
    };
    Some((die(white)?, die(black)?))
}

/// The side whose turn comes next, or why no turn can be played now.
fn mover(game: &Game, number: usize) -> Result<Side, String> {
    match game.phase() {
        Phase::Opening => Err(format!(
            "game {number} has no starter yet: its opening roll ('Opening W-B') must come before the first turn"
        )),
        Phase::Roll(side) => Ok(*side),
        Phase::Move(builder) => Ok(builder.start().side_to_move()),
        Phase::Over(outcome) => Err(format!(
            "game {number} is over ({}), so no turn can follow; the next game starts with 'Game {}'",
            result_line(*outcome),
            number + 1
        )),
    }
}

/// Rolls the turn's dice, or checks them against the opening dice the first
/// turn already holds under the play-dice rule.
fn roll(game: &mut Game, dice: Dice) -> Result<(), String> {
    if let Some(builder) = game.turn_builder() {
        let opening = builder.dice();
        if opening != dice {
            return Err(format!(
                "this turn plays the opening dice {opening}, but the line gives {dice}"
            ));
        }
        return Ok(());
    }
    game.roll(dice).map_err(|e| e.to_string())
}

fn play_whole(game: &mut Game, mover: Side, dice: Dice, turn: &Turn) -> Result<(), String> {
    let start = *game.position();
    game.play_turn(turn).map_err(|e| {
        // A refused pass is reported by the engine as an incomplete turn;
        // say plainly that a step was possible.
        let why = if turn.is_pass() {
            MoveError::PassNotAllowed.to_string()
        } else {
            e.to_string()
        };
        format!(
            "'{turn}' is not a legal turn for {} with {dice} from {start}: {why}",
            mover.letter()
        )
    })
}

fn play_steps(game: &mut Game, mover: Side, dice: Dice, steps: &[Step]) -> Result<(), String> {
    let start = *game.position();
    for &step in steps {
        game.step(step).map_err(|e| {
            format!(
                "{step} cannot be played by {} with {dice} from {start}: {e}",
                mover.letter()
            )
        })?;
    }
    Ok(())
}
