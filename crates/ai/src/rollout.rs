//! Rollouts: a position's chances measured by playing it out many times
//! with the 0-ply network (the `advanced` level) on both sides.
//!
//! Variance reduction: game *i* of every candidate uses the same dice
//! (duplicate dice), so the differences between candidates, which decide a
//! ranking, are far less noisy than each candidate's own figure. Games are
//! played to the end (no truncation: there is no bear-off database yet).
//! Game *i*'s dice come from `GameSeed::derived(seed, i)`, so a rollout is
//! reproducible whatever the number of threads.

use crate::eval::Evaluator;
use crate::network::{Network, Probabilities};
use crate::search::Search;
use nardy_dice::{DiceStream, GameSeed};
use nardy_engine::{MoveGen, Position};
use std::sync::Arc;

/// What rolling out one position showed, for one side.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rolled {
    /// The share of games won, won by mars and lost by mars.
    pub chances: Probabilities,
    /// Mean points per game (±1 for oin, ±2 for mars).
    pub equity: f64,
    /// Standard error of `equity`.
    pub std_error: f64,
    pub games: u32,
}

/// How many games, with which dice, on how many threads.
#[derive(Clone, Copy, Debug)]
pub struct RolloutConfig {
    pub games: u32,
    pub seed: u64,
    pub threads: usize,
}

/// Rolls out each of `results` (positions just moved into), from the view
/// of the side that moved; game *i* of each uses the same dice.
pub fn rollout_results(
    net: &Arc<Network>,
    results: &[Position],
    cfg: RolloutConfig,
) -> Vec<Rolled> {
    results.iter().map(|r| flip(rollout(net, r, cfg))).collect()
}

/// Rolls out `start` from the view of its side to move, which rolls first.
pub fn rollout(net: &Arc<Network>, start: &Position, cfg: RolloutConfig) -> Rolled {
    let threads = cfg.threads.max(1);
    let points: Vec<i32> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut player = Search::new(Evaluator::new(net.clone()));
                    let mut gen = MoveGen::new();
                    (0..cfg.games)
                        .filter(|i| *i as usize % threads == t)
                        .map(|i| (i, play_out(&mut player, &mut gen, start, cfg.seed, i)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<(u32, i32)> = handles
            .into_iter()
            .flat_map(|h| h.join().expect("rollout thread"))
            .collect();
        all.sort_unstable();
        all.into_iter().map(|(_, p)| p).collect()
    });
    summarise(&points)
}

/// Plays game `i` from `start` with 0-ply choices; the points for the side
/// to move in `start`.
fn play_out(player: &mut Search, gen: &mut MoveGen, start: &Position, seed: u64, i: u32) -> i32 {
    let mut stream = DiceStream::new(&GameSeed::derived(seed, i as usize));
    let mut p = *start;
    while !p.is_game_over() {
        let dice = stream.roll();
        let Ok(turns) = gen.generate(&p, dice) else {
            break;
        };
        let mut best = (f32::NEG_INFINITY, p);
        for t in turns {
            let e = player.after_move(&t.result, 0).equity();
            if e > best.0 {
                best = (e, t.result);
            }
        }
        p = best.1;
    }
    let Some(outcome) = p.outcome(false) else {
        return 0;
    };
    let sign = if outcome.winner == start.side_to_move() {
        1
    } else {
        -1
    };
    sign * outcome.points() as i32
}

fn summarise(points: &[i32]) -> Rolled {
    let n = points.len().max(1) as f64;
    let share =
        |f: &dyn Fn(i32) -> bool| (points.iter().filter(|&&p| f(p)).count() as f64 / n) as f32;
    let equity = points.iter().map(|&p| p as f64).sum::<f64>() / n;
    let var = if points.len() > 1 {
        points
            .iter()
            .map(|&p| (p as f64 - equity).powi(2))
            .sum::<f64>()
            / (n - 1.0)
    } else {
        0.0
    };
    Rolled {
        chances: Probabilities {
            win: share(&|p| p > 0),
            win_mars: share(&|p| p >= 2),
            lose_mars: share(&|p| p <= -2),
        },
        equity,
        std_error: (var / n).sqrt(),
        games: points.len() as u32,
    }
}

/// The same figures seen by the other side.
fn flip(r: Rolled) -> Rolled {
    Rolled {
        chances: r.chances.flip(),
        equity: -r.equity,
        ..r
    }
}
