//! Reviewing a nardegammon match's cube decisions (RULES.md §8.2): each
//! double, answer, and roll before which a double was possible, judged by
//! the cube model of `cube.rs` and marked like a turn.

use crate::analysis::Analyser;
use crate::cube::{CubeDecision, CubeModel, CubeView, MatchTable};
use crate::marks::{Mark, BLUNDER};
use crate::stakes::scores_before;
use nardy_engine::{Cube, CubeAction, Game, Match, MoveError, Position, Side};

/// A roll without a double counts as a cube decision when doubling would
/// have lost less than this (a blunder's size).
const CLOSE: f32 = BLUNDER;

/// What a player did with the cube at one decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CubeChoice {
    /// Rolled without doubling, where it could have doubled.
    NoDouble,
    Double,
    Take,
    Pass,
    Beaver,
}

impl CubeChoice {
    /// The word `nardy review` prints.
    pub fn word(self) -> &'static str {
        match self {
            CubeChoice::NoDouble => "no double",
            CubeChoice::Double => "double",
            CubeChoice::Take => "take",
            CubeChoice::Pass => "pass",
            CubeChoice::Beaver => "beaver",
        }
    }
}

/// One reviewed cube decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CubeReview {
    /// The game in the match, from 0.
    pub game: usize,
    /// Turns the game had played: the decision came before turn `turns + 1`.
    pub turns: usize,
    /// Who decided: the side to move for a double, its opponent for an answer.
    pub side: Side,
    pub choice: CubeChoice,
    /// The right choice by the model.
    pub best: CubeChoice,
    /// The figures the choice was judged by, for the side to move (money
    /// play: equity per unit of the cube; match play: match-winning chances).
    pub decision: CubeDecision,
    /// Points given up against the best choice (match play: the chances
    /// lost, in single games at this score).
    pub loss: f32,
    pub mark: Mark,
}

/// The cube state a game had before each of its turns.
struct CubeWalk<'a> {
    game: &'a Game,
    cube: Cube,
    next: usize,
}

impl<'a> CubeWalk<'a> {
    /// The cube actions made before turn `turns + 1`, in order.
    fn before(&mut self, turns: usize) -> Vec<nardy_engine::CubeMove> {
        let moves: Vec<_> = self.game.cube_moves()[self.next..]
            .iter()
            .take_while(|m| m.turns == turns)
            .copied()
            .collect();
        self.next += moves.len();
        moves
    }
}

impl Analyser {
    /// The cube decisions of `m`'s games: each double and answer, and each
    /// roll before which a double was possible but not made (a player's
    /// review totals count them as decisions).
    pub fn review_cube(&mut self, m: &Match) -> Result<Vec<CubeReview>, MoveError> {
        let mut found = Vec::new();
        let Some(options) = m.rules().variant.cube() else {
            return Ok(found);
        };
        let model = CubeModel::nardy();
        let table = &model.table;
        let length = m.rules().match_length.get();
        for ((index, game), score) in m.games().enumerate().zip(scores_before(m)) {
            if !game.is_crawford() {
                let mut walk = CubeWalk {
                    game,
                    cube: Cube::CENTRED,
                    next: 0,
                };
                let mut position = *game.start();
                let history = game.history();
                for turns in 0..=history.len() {
                    let mover = position.side_to_move();
                    let view = CubeView::at(options, length, score, mover, walk.cube);
                    let moves = walk.before(turns);
                    let rolled = turns < history.len();
                    let may_double = turns > 0
                        && !position.is_game_over()
                        && walk.cube.may_double(mover)
                        && walk.cube.value() < nardy_engine::CUBE_MAX;
                    if may_double && (rolled || !moves.is_empty()) {
                        let p = self.search().before_roll(&position, 1);
                        let d = view.decision(p, mover, model);
                        let scale = self.stake(&view, table);
                        let doubled = moves
                            .first()
                            .is_some_and(|m| matches!(m.action, CubeAction::Double(_)));
                        let mut add = |side, choice, best, loss: f32| {
                            let loss = (loss * scale).max(0.0);
                            found.push(CubeReview {
                                game: index,
                                turns,
                                side,
                                choice,
                                best,
                                decision: d,
                                loss,
                                mark: Mark::of(loss),
                            });
                        };
                        let best = if d.should_double() {
                            CubeChoice::Double
                        } else {
                            CubeChoice::NoDouble
                        };
                        if doubled {
                            add(
                                mover,
                                CubeChoice::Double,
                                best,
                                d.no_double - d.double_value(),
                            );
                        } else if (d.no_double - d.double_value()) * scale < CLOSE {
                            // Only a close call counts as a decision (a
                            // double there would not have been a blunder),
                            // as GNU Backgammon counts cube decisions.
                            add(
                                mover,
                                CubeChoice::NoDouble,
                                best,
                                d.double_value() - d.no_double,
                            );
                        }
                        if let Some(answer) = moves.get(1) {
                            // The taker's loss: what its answer gave the doubler.
                            let (choice, loss) = match answer.action {
                                CubeAction::Pass => {
                                    (CubeChoice::Pass, d.double_pass - d.double_take)
                                }
                                CubeAction::Beaver(_) => {
                                    (CubeChoice::Beaver, d.double_take - d.double_pass)
                                }
                                _ => (CubeChoice::Take, d.double_take - d.double_pass),
                            };
                            let best = if d.should_take() {
                                CubeChoice::Take
                            } else {
                                CubeChoice::Pass
                            };
                            add(mover.opponent(), choice, best, loss);
                        }
                    }
                    for m in &moves {
                        walk.cube = walk.cube.after(m);
                    }
                    if let Some(r) = history.get(turns) {
                        position = position.play(r.dice, &r.turn)?;
                    }
                }
            }
        }
        Ok(found)
    }

    /// What one unit of a decision's figures is worth in points: the cube's
    /// value in money play; in match play, a single game's swing of the
    /// match-winning chance at this score counts 2 (a single win against a
    /// single loss), so a chance lost is told in points as well.
    fn stake(&self, view: &CubeView, table: &MatchTable) -> f32 {
        match view.away {
            None => view.cube.value() as f32,
            Some((me, them)) => {
                let chance = table.for_game(me, them);
                let (me, them) = (me as i32, them as i32);
                let swing = chance(me - 1, them) - chance(me, them - 1);
                if swing > 1e-6 {
                    2.0 / swing
                } else {
                    0.0
                }
            }
        }
    }
}

/// The position a cube decision was made in, for a report to show.
pub fn cube_position(m: &Match, c: &CubeReview) -> Option<Position> {
    let game = m.games().nth(c.game)?;
    let mut position = *game.start();
    for r in &game.history()[..c.turns.min(game.history().len())] {
        position = position.play(r.dice, &r.turn).ok()?;
    }
    Some(position)
}
