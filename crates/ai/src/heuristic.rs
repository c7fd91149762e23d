//! A hand-written player: the fixed baseline the network must beat.
//!
//! It scores each result from the mover's side by race, made points, blocks
//! in front of the opponent, tall stacks and bearing off.

use crate::bot::Bot;
use nardy_engine::{Dice, LegalTurn, Position, Side};

/// Scores a result for the side that just moved (`mover`).
pub fn score(result: &Position, mover: Side) -> f32 {
    let own = result.relative_counts(mover);
    let opponent = result.relative_counts(mover.opponent());
    let pips = result.pip_count(mover) as f32;
    let points_held = own.iter().filter(|&&n| n > 0).count() as f32;
    let tall: f32 = own[..23].iter().map(|&n| n.saturating_sub(4) as f32).sum();
    // Blocks along the opponent's path, weighted by how many of its checkers are behind.
    let mut block_value = 0.0;
    let mut run = 0u32;
    for opp_rel in (1..=24usize).rev() {
        if own[(opp_rel + 11) % 24] > 0 {
            run += 1;
            let behind: u32 = (opp_rel + run as usize..=24)
                .map(|r| opponent[r - 1] as u32)
                .sum();
            block_value += (run * run) as f32 * behind as f32 / 15.0;
        } else {
            run = 0;
        }
    }
    -pips + 3.0 * points_held + 1.5 * block_value - 2.0 * tall
        + 8.0 * result.borne_off(mover) as f32
}

/// Plays the result with the best hand-written score.
#[derive(Default)]
pub struct HeuristicBot;

impl Bot for HeuristicBot {
    fn name(&self) -> String {
        "heuristic".to_string()
    }

    fn choose(&mut self, position: &Position, _: Dice, turns: &[LegalTurn]) -> usize {
        let mover = position.side_to_move();
        let mut best = (f32::NEG_INFINITY, 0);
        for (i, t) in turns.iter().enumerate() {
            let s = if t.result.winner() == Some(mover) {
                f32::INFINITY
            } else {
                score(&t.result, mover)
            };
            if s > best.0 {
                best = (s, i);
            }
        }
        best.1
    }
}
