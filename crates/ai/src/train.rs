//! TD(λ) self-play training (uses threads: run it natively).
//!
//! Each thread plays games with its own copy of the weights, choosing moves
//! greedily at 0-ply; after every game it moves each position's evaluation
//! towards its λ-return (offline, forward view). After a round of games the
//! copies are averaged. Rounds use fixed seeds, so a run is reproducible
//! for the same settings whatever the timing.

use crate::duel::{duplicate_match, Report};
use crate::eval::Evaluator;
use crate::features::{encode, Features};
use crate::heuristic::HeuristicBot;
use crate::network::{Network, Probabilities};
use crate::player::{NetPlayer, Style};
use crate::terminal::terminal;
use nardy_dice::{DiceStream, GameSeed};
use nardy_engine::{MoveGen, Position};
use std::sync::Arc;

/// Settings of a training run.
#[derive(Clone, Debug)]
pub struct TrainConfig {
    pub hidden: usize,
    pub games: u64,
    pub seed: u64,
    pub threads: usize,
    pub lambda: f32,
    /// Learning rate at the start; it falls linearly to `rate_end`.
    pub rate: f32,
    pub rate_end: f32,
    /// Games each thread plays between weight averages.
    pub round: u64,
    /// Benchmark against `yardstick` every this many games.
    pub bench_every: u64,
    /// Dice pairs per benchmark (each pair is two games).
    pub bench_pairs: u32,
    /// What the benchmark plays against.
    pub yardstick: Yardstick,
}

/// The opponent of the benchmarks during training. The heuristic bot tells
/// early networks apart; once they beat it by about +1.6 points a game
/// whatever else changes, an earlier network (the one a run resumes from)
/// is the measure that still moves.
#[derive(Clone, PartialEq)]
pub enum Yardstick {
    Heuristic,
    Network(Arc<Network>),
}

/// Names the yardstick without printing a network's weights (a training
/// run prints its settings first).
impl std::fmt::Debug for Yardstick {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Yardstick::Heuristic => f.write_str("Heuristic"),
            Yardstick::Network(net) => write!(f, "Network({} hidden)", net.hidden()),
        }
    }
}

impl Default for TrainConfig {
    fn default() -> TrainConfig {
        TrainConfig {
            hidden: 128,
            games: 100_000,
            seed: 1,
            threads: 2,
            lambda: 0.7,
            rate: 0.1,
            rate_end: 0.02,
            round: 50,
            bench_every: 5_000,
            bench_pairs: 200,
            yardstick: Yardstick::Heuristic,
        }
    }
}

/// Plays one self-play game and learns from it. Returns the number of turns.
fn learn_from_game(net: &mut Network, seed: u64, lambda: f32, rate: f32) -> usize {
    let mut stream = DiceStream::new(&GameSeed::derived(seed, 1));
    let mut gen = MoveGen::new();
    let mut eval = Evaluator::new(Arc::new(net.clone()));
    let mut p = Position::start();
    let mut states: Vec<Features> = Vec::new();
    // Value of the next state from the view of its own side to move.
    let mut next_values: Vec<Probabilities> = Vec::new();
    while !p.is_game_over() {
        let dice = stream.roll();
        let turns = gen.generate(&p, dice).expect("game not over");
        let mut best = (f32::NEG_INFINITY, 0, Probabilities::default());
        for (i, t) in turns.iter().enumerate() {
            let v = eval.after_move(&t.result);
            if v.equity() > best.0 {
                best = (v.equity(), i, v);
            }
        }
        let mut f = Features::default();
        encode(&p, &mut f);
        states.push(f);
        next_values.push(best.2.flip());
        p = turns[best.1].result;
    }
    // λ-returns, from the last state backwards; each in its own mover's view.
    let last = states.len() - 1;
    let mut target = terminal(&p).expect("game over").flip();
    for t in (0..=last).rev() {
        if t < last {
            let bootstrap = next_values[t];
            target = bootstrap.blend(1.0 - lambda, target, lambda).flip();
        }
        net.learn(&states[t], target, rate);
    }
    states.len()
}

/// Measures `net` at 0-ply against `yardstick` (a network also at 0-ply),
/// `pairs` duplicate-dice pairs of games.
pub fn bench(
    net: &Network,
    yardstick: &Yardstick,
    pairs: u32,
    seed: u64,
    threads: usize,
) -> Report {
    let style = Style {
        noise: 0.0,
        depth: 0,
    };
    let player = |net: Arc<Network>| {
        move |s: u64| -> Box<dyn crate::bot::Bot> {
            Box::new(NetPlayer::new(Evaluator::new(net.clone()), style, s))
        }
    };
    let make_net = player(Arc::new(net.clone()));
    match yardstick {
        Yardstick::Heuristic => {
            duplicate_match(&make_net, &|_| Box::new(HeuristicBot), pairs, seed, threads)
        }
        Yardstick::Network(other) => {
            duplicate_match(&make_net, &player(other.clone()), pairs, seed, threads)
        }
    }
}

/// Runs training from random weights (or from `start`), calling `checkpoint`
/// after every benchmark with the weights so far and a progress line.
pub fn train(
    config: &TrainConfig,
    start: Option<Network>,
    mut checkpoint: impl FnMut(&Network, &str),
) -> Network {
    let mut net = start.unwrap_or_else(|| Network::random(config.hidden, config.seed));
    let threads = config.threads.max(1) as u64;
    let per_round = config.round * threads;
    let mut played = 0u64;
    let mut next_bench = config.bench_every;
    let started = std::time::Instant::now();
    let mut turns_total = 0usize;
    while played < config.games {
        let progress = played as f32 / config.games as f32;
        let rate = config.rate + (config.rate_end - config.rate) * progress;
        let base = net.clone();
        let results: Vec<(Network, usize)> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let mut local = base.clone();
                    scope.spawn(move || {
                        let mut turns = 0;
                        for g in 0..config.round {
                            let game_seed = config.seed ^ ((played + t * config.round + g) << 20);
                            turns += learn_from_game(&mut local, game_seed, config.lambda, rate);
                        }
                        (local, turns)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("training thread"))
                .collect()
        });
        turns_total += results.iter().map(|r| r.1).sum::<usize>();
        let nets: Vec<Network> = results.into_iter().map(|r| r.0).collect();
        net = Network::average(&nets);
        played += per_round;
        if played >= next_bench || played >= config.games {
            next_bench += config.bench_every;
            let r = bench(
                &net,
                &config.yardstick,
                config.bench_pairs,
                77,
                config.threads,
            );
            let against = match config.yardstick {
                Yardstick::Heuristic => "heuristic",
                Yardstick::Network(_) => "yardstick net",
            };
            let line = format!(
                "games {played:>7}  rate {rate:.3}  {:.0} games/min  {:.1} turns/game  vs {against}: {:+.3} ± {:.3} ppg, wins {:.1}%",
                played as f64 / started.elapsed().as_secs_f64() * 60.0,
                turns_total as f64 / played as f64,
                r.mean,
                r.ci95,
                100.0 * r.wins as f64 / r.games as f64
            );
            checkpoint(&net, &line);
        }
    }
    net
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn training_is_reproducible_and_changes_the_weights() {
        let config = TrainConfig {
            hidden: 8,
            games: 8,
            threads: 2,
            round: 2,
            bench_every: 1_000_000,
            bench_pairs: 1,
            ..TrainConfig::default()
        };
        let a = train(&config, None, |_, _| {});
        let b = train(&config, None, |_, _| {});
        assert_eq!(a, b);
        assert_ne!(a, Network::random(8, config.seed));
    }

    #[cfg(feature = "embedded-weights")]
    #[test]
    fn a_network_measured_against_itself_scores_nothing_and_a_random_one_loses() {
        let shipped = crate::eval::embedded_network();
        let itself = Yardstick::Network(shipped.clone());
        // Duplicate dice: each pair's two games mirror each other exactly.
        let even = bench(&shipped, &itself, 4, 5, 2);
        assert_eq!((even.games, even.mean), (8, 0.0));
        let random = Network::random(shipped.hidden(), 3);
        let beaten = bench(&random, &itself, 10, 5, 2);
        assert!(
            beaten.mean < -1.0,
            "a random network scored {:+.3}",
            beaten.mean
        );
    }
}
