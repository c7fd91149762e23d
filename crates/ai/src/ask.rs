//! What the app asks the computer, which thinks in a Web Worker: one line
//! of text each way, so the page and the worker share no memory and the
//! page needs none of the network's code.
//!
//! Question: `turn <level> <seed> <position> <dice>` (the level's choice) or
//! `hint <position> <dice>` (the strongest level's choice), position and
//! dice in RULES.md §6 notation. Answer: the turn in notation.

use crate::analysis::Analyser;
use crate::bot::Bot;
use crate::eval::Evaluator;
use crate::player::{Level, NetPlayer};
use crate::search::MAX_DEPTH;
use nardy_engine::{Dice, MoveGen, Position, Turn};

/// What the computer is asked to choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Its own turn, at `level`; `seed` drives the weaker levels' noise.
    Turn { level: Level, seed: u64 },
    /// A hint for a person: the strongest level's turn.
    Hint,
}

/// A question about one roll in one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Question {
    pub ask: Ask,
    pub position: Position,
    pub dice: Dice,
}

impl Question {
    /// The question as one line.
    pub fn to_line(&self) -> String {
        let (p, d) = (self.position, self.dice);
        match self.ask {
            Ask::Turn { level, seed } => format!("turn {} {seed} {p} {d}", level.0),
            Ask::Hint => format!("hint {p} {d}"),
        }
    }

    /// Reads [`Question::to_line`].
    pub fn parse(line: &str) -> Result<Question, String> {
        let (head, dice) = line
            .trim()
            .rsplit_once(' ')
            .ok_or("expected '<question> <position> <dice>'")?;
        let dice: Dice = dice.parse().map_err(|e| format!("{e}"))?;
        let (ask, position) = if let Some(rest) = head.strip_prefix("hint ") {
            (Ask::Hint, rest)
        } else if let Some(rest) = head.strip_prefix("turn ") {
            let mut parts = rest.splitn(3, ' ');
            let level = parts
                .next()
                .and_then(Level::parse)
                .ok_or("expected a level after 'turn'")?;
            let seed = parts
                .next()
                .and_then(|s| s.parse().ok())
                .ok_or("expected a seed after the level")?;
            (Ask::Turn { level, seed }, parts.next().unwrap_or_default())
        } else {
            return Err("expected 'turn' or 'hint'".into());
        };
        let position: Position = position.parse().map_err(|e| format!("{e}"))?;
        Ok(Question {
            ask,
            position,
            dice,
        })
    }
}

/// Answers questions with one network.
pub struct Thinker {
    eval: Evaluator,
    gen: MoveGen,
}

impl Thinker {
    pub fn new(eval: Evaluator) -> Thinker {
        Thinker {
            eval,
            gen: MoveGen::new(),
        }
    }

    /// The chosen turn, or why the question has none (a finished game).
    pub fn answer(&mut self, q: &Question) -> Result<Turn, String> {
        let turns = self
            .gen
            .generate(&q.position, q.dice)
            .map_err(|e| e.to_string())?;
        Ok(match q.ask {
            Ask::Turn { level, seed } => {
                let mut player = NetPlayer::at_level_with(level, self.eval.clone(), seed);
                turns[player.choose(&q.position, q.dice, turns)].turn
            }
            Ask::Hint => {
                let turns = turns.to_vec();
                Analyser::new(self.eval.clone()).rank(&turns, MAX_DEPTH)[0].turn
            }
        })
    }
}

#[cfg(all(test, feature = "embedded-weights"))]
mod tests {
    use super::*;

    #[test]
    fn questions_read_back_and_answers_are_the_levels_turns() {
        let position: Position = "2,3,1,1,1,-7,0,1,0,1,0,-2,-2,-2,-2,0,0,2,0,1,0,1,0,1 w"
            .parse()
            .unwrap();
        let dice: Dice = "6-4".parse().unwrap();
        let mut thinker = Thinker::new(Evaluator::embedded());
        for ask in [
            Ask::Hint,
            Ask::Turn {
                level: Level(0),
                seed: 17,
            },
            Ask::Turn {
                level: Level::MASTER,
                seed: u64::MAX,
            },
        ] {
            let q = Question {
                ask,
                position,
                dice,
            };
            assert_eq!(Question::parse(&q.to_line()), Ok(q));
            let turn = thinker.answer(&q).unwrap();
            assert!(position.play(dice, &turn).is_ok(), "{turn}");
        }
        let hint = Question {
            ask: Ask::Hint,
            position,
            dice,
        };
        let best = Analyser::new(Evaluator::embedded())
            .analyse(&position, dice, MAX_DEPTH)
            .unwrap()[0]
            .turn;
        assert_eq!(thinker.answer(&hint), Ok(best));
        for bad in ["", "turn 9 1 x 6-4", "hint 0,0 w 6-4", "ask 1 6-4"] {
            assert!(Question::parse(bad).is_err(), "{bad}");
        }
    }
}
