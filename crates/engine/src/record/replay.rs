//! Replaying the body of a match record through the game and match state
//! machines, so that the engine alone decides what is legal.

use super::errors::RecordError;
use super::errors::{cut, error_at, RecordErrorKind};
use super::format::{
    is_hash, result_line, DiceLines, COMMITMENT_PREFIX, DRAWN, IN_PROGRESS, IN_PROGRESS_ASCII,
    POSITION_PREFIX, RESIGNS, SEED_PREFIX,
};
use crate::cube::CubeAction;
use crate::dice::Dice;
use crate::game::{Game, GameError, Phase};
use crate::match_play::Match;
use crate::movegen::MoveError;
use crate::notation::NotationError;
use crate::position::Position;
use crate::rules::Rules;
use crate::score::Scored;
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
    fn parse(line: &str) -> Result<TurnLine, RecordErrorKind> {
        let shape = || RecordErrorKind::BadTurnLine { found: cut(line) };
        let (number, rest) = line.split_once(". ").ok_or_else(shape)?;
        let number = number.parse::<usize>().map_err(|_| shape())?;
        let (side, rest) = rest.split_once(' ').ok_or_else(shape)?;
        let side = Side::from_letter(side).ok_or_else(|| RecordErrorKind::BadSide {
            side: cut(side),
            found: cut(line),
        })?;
        let (dice, play) = rest.split_once(':').ok_or_else(shape)?;
        let in_line = |error: NotationError| RecordErrorKind::BadNotation {
            error,
            found: cut(line),
        };
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
    /// Each game's dice lines so far.
    dice: Vec<DiceLines>,
}

impl Replay {
    pub(super) fn new(rules: Rules) -> Replay {
        Replay {
            r#match: Match::new(rules),
            game_number: 0,
            in_progress_at: None,
            dice: Vec::new(),
        }
    }

    /// Reads every body line; the match is left where the record ends.
    pub(super) fn run<'a>(
        mut self,
        lines: impl Iterator<Item = (usize, &'a str)>,
    ) -> Result<(Match, Vec<DiceLines>), RecordError> {
        for (number, line) in lines {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(turn_line) = self.in_progress_at {
                return Err(error_at(
                    number,
                    RecordErrorKind::AfterTurnInProgress {
                        turn_line,
                        found: cut(line),
                    },
                ));
            }
            self.read_line(number, line)
                .map_err(|kind| error_at(number, kind))?;
        }
        Ok((self.r#match, self.dice))
    }

    fn read_line(&mut self, number: usize, line: &str) -> Result<(), RecordErrorKind> {
        if let Some(game) = line.strip_prefix("Game ") {
            self.start_game(game.trim())
        } else if let Some(dice) = line.strip_prefix("Opening ") {
            self.opening_roll(dice.trim())
        } else if line.starts_with("Dice ") {
            self.dice_line(line)
        } else if let Some(position) = line.strip_prefix(POSITION_PREFIX) {
            self.set_up(position.trim(), line)
        } else if line.starts_with("White wins")
            || line.starts_with("Black wins")
            || line.starts_with("Drawn")
        {
            self.check_result(line)
        } else if line.starts_with(|c: char| c.is_ascii_digit()) {
            self.play_turn(number, line)
        } else {
            Err(RecordErrorKind::NotARecordLine { found: cut(line) })
        }
    }

    /// `Dice commitment: …` once per game; `Dice seed: …` once, when the game is over.
    fn dice_line(&mut self, line: &str) -> Result<(), RecordErrorKind> {
        let number = self.game_number;
        let over = self.game()?.is_over();
        let lines = &mut self.dice[number - 1];
        let (slot, hash) = if let Some(h) = line.strip_prefix(COMMITMENT_PREFIX) {
            (&mut lines.commitment, h)
        } else if let Some(h) = line.strip_prefix(SEED_PREFIX).filter(|_| over) {
            (&mut lines.seed, h)
        } else if line.starts_with(SEED_PREFIX) {
            return Err(RecordErrorKind::DiceLineOutOfPlace {
                game: number,
                found: cut(line),
            });
        } else {
            return Err(RecordErrorKind::BadDiceLine { found: cut(line) });
        };
        if !is_hash(hash) {
            return Err(RecordErrorKind::BadDiceLine { found: cut(line) });
        }
        if slot.is_some() {
            return Err(RecordErrorKind::DiceLineOutOfPlace {
                game: number,
                found: cut(line),
            });
        }
        *slot = Some(hash.to_string());
        Ok(())
    }

    /// `Game N`: the first game is the match's own; a later one needs the
    /// previous game over and the match not yet won.
    fn start_game(&mut self, text: &str) -> Result<(), RecordErrorKind> {
        let expected = self.game_number + 1;
        let number = text
            .parse::<usize>()
            .map_err(|_| RecordErrorKind::BadGameLine {
                expected,
                found: cut(&format!("Game {text}")),
            })?;
        if number != expected {
            return Err(RecordErrorKind::GameOutOfOrder {
                expected,
                given: number,
            });
        }
        if self.game_number > 0 {
            let previous = self.r#match.game();
            if !previous.is_over() {
                return Err(RecordErrorKind::PreviousGameNotOver {
                    game: number,
                    phase: previous.phase().kind(),
                });
            }
            self.r#match
                .next_game()
                .map_err(|error| RecordErrorKind::NextGameRefused {
                    game: number,
                    error,
                    score: self.r#match.score(),
                    match_length: self.r#match.rules().match_length,
                })?;
        }
        self.game_number = number;
        self.dice.push(DiceLines::default());
        Ok(())
    }

    /// `K. s` before `resigns` or a cube action: the side `s`, once K is the
    /// game's next turn; and the game.
    fn turn_head(&mut self, head: &str, line: &str) -> Result<(Side, &mut Game), RecordErrorKind> {
        let shape = || RecordErrorKind::BadTurnLine { found: cut(line) };
        let (number, side) = head.split_once(". ").ok_or_else(shape)?;
        let number = number.parse::<usize>().map_err(|_| shape())?;
        let side = Side::from_letter(side).ok_or_else(shape)?;
        let game_number = self.game_number;
        let game = self.game()?;
        let expected = game.history().len() + 1;
        if number != expected {
            return Err(RecordErrorKind::TurnOutOfOrder {
                turn: number,
                game: game_number,
                expected,
                found: cut(line),
            });
        }
        Ok((side, game))
    }

    /// `K. s resigns`: K is the turn that was not played, `s` its mover.
    fn resign(&mut self, head: &str, line: &str) -> Result<(), RecordErrorKind> {
        let game_number = self.game_number;
        let scored = self.r#match.scored();
        let (side, game) = self.turn_head(head, line)?;
        game.resign(side)
            .map(|_| ())
            .map_err(|_| RecordErrorKind::GameOver {
                game: game_number,
                result: scored.unwrap_or(Scored::whole(game.position().loss_of(side, false))),
            })
    }

    /// `Position: …`: the game, not begun yet, continues from the position.
    fn set_up(&mut self, position: &str, line: &str) -> Result<(), RecordErrorKind> {
        let position =
            position
                .parse::<Position>()
                .map_err(|error| RecordErrorKind::BadPosition {
                    error,
                    found: cut(line),
                })?;
        let game = self.game_number;
        self.game()?;
        self.r#match
            .set_up(position)
            .map_err(|error| RecordErrorKind::SetUpRefused { game, error })
    }

    /// The game the body is at; lines before `Game 1` have none.
    fn game(&mut self) -> Result<&mut Game, RecordErrorKind> {
        if self.game_number == 0 {
            return Err(RecordErrorKind::NoGameYet);
        }
        Ok(self.r#match.game_mut())
    }

    /// `Opening W-B`: White's die first, then Black's.
    fn opening_roll(&mut self, dice: &str) -> Result<(), RecordErrorKind> {
        let found = || cut(&format!("Opening {dice}"));
        let (white, black) =
            opening_dice(dice).ok_or_else(|| RecordErrorKind::BadOpeningLine { found: found() })?;
        let game = self.game_number;
        self.game()?
            .opening_roll(white, black)
            .map(|_| ())
            .map_err(|error| RecordErrorKind::OpeningRefused {
                found: found(),
                game,
                error,
            })
    }

    /// A result line must agree with the result the replay reached: the
    /// points the match counted, or (as records written before capping
    /// was recorded say) the outcome's full value.
    fn check_result(&mut self, line: &str) -> Result<(), RecordErrorKind> {
        let game = self.game_number;
        let scored = self.r#match.scored();
        let replayed = self.game()?;
        if replayed.is_drawn() && line == DRAWN {
            return Ok(());
        }
        match replayed.outcome() {
            None if replayed.is_drawn() => Err(RecordErrorKind::GameDrawn {
                game,
                found: cut(line),
            }),
            None => Err(RecordErrorKind::ResultNotOver {
                found: cut(line),
                game,
            }),
            Some(outcome) => {
                let scored = scored.unwrap_or(Scored::whole(outcome));
                let whole = Scored::whole(outcome);
                if line == result_line(scored) || line == result_line(whole) {
                    Ok(())
                } else {
                    Err(RecordErrorKind::ResultDisagrees {
                        found: cut(line),
                        replay: scored,
                    })
                }
            }
        }
    }

    fn play_turn(&mut self, line_number: usize, line: &str) -> Result<(), RecordErrorKind> {
        if let Some(rest) = line.strip_suffix(RESIGNS).filter(|r| r.ends_with(' ')) {
            return self.resign(rest.trim_end(), line);
        }
        if let Some((head, action)) = cube_line(line) {
            return self.cube_action(head, action, line);
        }
        let turn = TurnLine::parse(line)?;
        let number = self.game_number;
        let scored = self.r#match.scored();
        let game = self.game()?;
        let mover = mover(game, number, line, scored)?;
        let expected = game.history().len() + 1;
        if turn.number != expected {
            return Err(RecordErrorKind::TurnOutOfOrder {
                turn: turn.number,
                game: number,
                expected,
                found: cut(line),
            });
        }
        if turn.side != mover {
            return Err(RecordErrorKind::WrongSide {
                mover,
                given: turn.side,
                found: cut(line),
            });
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

impl Replay {
    /// `K. s doubles to N` (takes, passes, beavers to N): the cube action
    /// before turn K, checked by the game.
    fn cube_action(
        &mut self,
        head: &str,
        action: CubeAction,
        line: &str,
    ) -> Result<(), RecordErrorKind> {
        let (side, game) = self.turn_head(head, line)?;
        let refused = |error| RecordErrorKind::CubeRefused {
            found: cut(line),
            error,
        };
        let value = match action {
            CubeAction::Double(_) => game.double(side).map_err(refused)?,
            CubeAction::Take => game.take(side).map(|c| c.value()).map_err(refused)?,
            CubeAction::Beaver(_) => game.beaver(side).map(|c| c.value()).map_err(refused)?,
            CubeAction::Pass => game.pass(side).map(|o| o.cube).map_err(refused)?,
        };
        match action {
            CubeAction::Double(given) | CubeAction::Beaver(given) if given != value => {
                Err(RecordErrorKind::CubeValueDisagrees {
                    found: cut(line),
                    value,
                })
            }
            _ => Ok(()),
        }
    }
}

/// Splits a cube line, `12. w doubles to 2`, into `12. w` and its action.
fn cube_line(line: &str) -> Option<(&str, CubeAction)> {
    let (number, rest) = line.split_once(". ")?;
    let (side, words) = rest.split_once(' ')?;
    let action = CubeAction::parse(words)?;
    Some((&line[..number.len() + 2 + side.len()], action))
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
/// `scored` is what the game scored in its match, once it is over.
fn mover(
    game: &Game,
    number: usize,
    line: &str,
    scored: Option<Scored>,
) -> Result<Side, RecordErrorKind> {
    match game.phase() {
        Phase::Offered(by) => Err(RecordErrorKind::AnswerDue {
            by: *by,
            found: cut(line),
        }),
        Phase::Drawn => Err(RecordErrorKind::GameDrawn {
            game: number,
            found: cut(line),
        }),
        Phase::Opening => Err(RecordErrorKind::NoStarter { game: number }),
        Phase::Roll(side) => Ok(*side),
        Phase::Move(builder) => Ok(builder.start().side_to_move()),
        Phase::Over(outcome) => Err(RecordErrorKind::GameOver {
            game: number,
            result: scored.unwrap_or(Scored::whole(*outcome)),
        }),
    }
}

/// Rolls the turn's dice, or checks them against the opening dice the first
/// turn already holds under the play-dice rule.
fn roll(game: &mut Game, dice: Dice) -> Result<(), RecordErrorKind> {
    if let Some(builder) = game.turn_builder() {
        let opening = builder.dice();
        if opening != dice {
            return Err(RecordErrorKind::OpeningDiceMismatch {
                opening,
                given: dice,
            });
        }
        return Ok(());
    }
    game.roll(dice).map_err(RecordErrorKind::RollRefused)
}

fn play_whole(game: &mut Game, side: Side, dice: Dice, turn: &Turn) -> Result<(), RecordErrorKind> {
    let start = *game.position();
    game.play_turn(turn).map_err(|error| {
        // A refused pass is reported by the engine as an incomplete turn;
        // say plainly that a step was possible.
        let error = if turn.is_pass() {
            GameError::Move(MoveError::PassNotAllowed)
        } else {
            error
        };
        RecordErrorKind::IllegalTurn {
            turn: *turn,
            side,
            dice,
            start,
            error,
        }
    })
}

fn play_steps(
    game: &mut Game,
    side: Side,
    dice: Dice,
    steps: &[Step],
) -> Result<(), RecordErrorKind> {
    let start = *game.position();
    for &step in steps {
        game.step(step)
            .map_err(|error| RecordErrorKind::IllegalStep {
                step,
                side,
                dice,
                start,
                error,
            })?;
    }
    Ok(())
}
