//! Rollouts: a position's chances measured by playing it out many times
//! with the 0-ply network (the `advanced` level) on both sides.
//!
//! Variance reduction: game *i* of every candidate uses the same dice
//! (duplicate dice), so the differences between candidates, which decide a
//! ranking, are far less noisy than each candidate's own figure. Games are
//! played to the end, or, when `truncate` is set, a game that began with
//! contact stops once it has become a pure race and the network's 0-ply
//! chances stand for the rest (a truncated rollout, as GNU Backgammon's;
//! there is no bear-off database yet to make that end exact).
//! Game *i*'s dice come from `GameSeed::derived(seed, i)`, so a rollout is
//! reproducible whatever the number of threads.

use crate::eval::Evaluator;
use crate::features::is_race;
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
    /// Stop a game that began with contact once it is a pure race.
    pub truncate: bool,
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
    let games: Vec<Probabilities> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut player = Search::new(Evaluator::new(net.clone()));
                    let mut gen = MoveGen::new();
                    (0..cfg.games)
                        .filter(|i| *i as usize % threads == t)
                        .map(|i| (i, play_out(&mut player, &mut gen, start, cfg, i)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<(u32, Probabilities)> = handles
            .into_iter()
            .flat_map(|h| h.join().expect("rollout thread"))
            .collect();
        all.sort_unstable_by_key(|g| g.0);
        all.into_iter().map(|(_, p)| p).collect()
    });
    summarise(&games)
}

/// Plays game `i` from `start` with 0-ply choices; the result for the side
/// to move in `start`: exact (0 or 1 each) for a finished game, the
/// network's chances for a truncated one.
fn play_out(
    player: &mut Search,
    gen: &mut MoveGen,
    start: &Position,
    cfg: RolloutConfig,
    i: u32,
) -> Probabilities {
    let mut stream = DiceStream::new(&GameSeed::derived(cfg.seed, i as usize));
    let truncate = cfg.truncate && !race(start);
    let mut p = *start;
    while !p.is_game_over() {
        if truncate && race(&p) {
            let chances = player.before_roll(&p, 0);
            return if p.side_to_move() == start.side_to_move() {
                chances
            } else {
                chances.flip()
            };
        }
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
    let won = p.winner() == Some(start.side_to_move());
    let mars = p.outcome(false).is_some_and(|o| o.points() >= 2) as u8 as f32;
    let win = Probabilities {
        win: 1.0,
        win_mars: mars,
        lose_mars: 0.0,
    };
    if won {
        win
    } else {
        win.flip()
    }
}

/// No contact is left: each side's checkers are all past the other's.
fn race(p: &Position) -> bool {
    let mover = p.side_to_move();
    is_race(
        &p.relative_counts(mover),
        &p.relative_counts(mover.opponent()),
    )
}

fn summarise(games: &[Probabilities]) -> Rolled {
    let n = games.len().max(1) as f64;
    let mut mean = Probabilities::default();
    for g in games {
        mean = mean.blend(1.0, *g, 1.0 / n as f32);
    }
    let equity = games.iter().map(|g| g.equity() as f64).sum::<f64>() / n;
    let var = if games.len() > 1 {
        games
            .iter()
            .map(|g| (g.equity() as f64 - equity).powi(2))
            .sum::<f64>()
            / (n - 1.0)
    } else {
        0.0
    };
    Rolled {
        chances: mean,
        equity,
        std_error: (var / n).sqrt(),
        games: games.len() as u32,
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
