//! `nardy ladder`: each level's error rate as the review measures it, over
//! the level's self-play: the figures behind the review's "you played like
//! intermediate" (`nardy_ai::LEVEL_RATES`).

use crate::bots;
use crate::CliError;
use nardy_ai::Network;
use nardy_ai::{play_match_game, Analyser, Evaluator, Level, NetPlayer, REVIEW_DEPTH};
use std::io::Write;
use std::sync::Arc;

/// The options of `nardy ladder`.
#[derive(clap::Args)]
pub struct Args {
    /// Self-play games reviewed per level
    #[arg(long, value_name = "N", default_value_t = 40)]
    games: u32,
    /// Seed of the games' dice
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Threads [default: all cores]
    #[arg(long, value_name = "T")]
    threads: Option<usize>,
}

/// Decisions with a choice and their summed loss over `games` self-play
/// games of `level`, each reviewed as a person's record is.
fn measure(level: Level, games: std::ops::Range<u64>, net: &Arc<Network>) -> (u64, f64) {
    let mut analyser = Analyser::new(Evaluator::new(net.clone()));
    let (mut decisions, mut loss) = (0u64, 0f64);
    for g in games {
        let mut white = NetPlayer::at_level_with(level, Evaluator::new(net.clone()), 2 * g);
        let mut black = NetPlayer::at_level_with(level, Evaluator::new(net.clone()), 2 * g + 1);
        let m = play_match_game(&mut white, &mut black, g);
        let review = analyser.review(&m, REVIEW_DEPTH).expect("a legal game");
        for t in &review.totals {
            decisions += t.decisions as u64;
            loss += t.total_loss as f64;
        }
    }
    (decisions, loss)
}

pub fn run(args: Args, out: &mut dyn Write) -> Result<(), CliError> {
    let net = bots::network(None)?;
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1) as u64;
    let first = args.seed.wrapping_mul(1_000_003);
    let games = u64::from(args.games);
    writeln!(
        out,
        "level          decisions  error rate (thousandths per decision, review depth {REVIEW_DEPTH})"
    )?;
    let mut rates = Vec::new();
    for level in (0..Level::COUNT).map(Level) {
        let parts: Vec<(u64, f64)> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let net = &net;
                    let span = games.div_ceil(threads);
                    let start = first + t * span;
                    let end = (first + (t + 1) * span).min(first + games);
                    scope.spawn(move || measure(level, start..end.max(start), net))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("ladder thread"))
                .collect()
        });
        let decisions: u64 = parts.iter().map(|p| p.0).sum();
        let loss: f64 = parts.iter().map(|p| p.1).sum();
        let rate = 1000.0 * loss / decisions.max(1) as f64;
        rates.push(format!("{rate:.1}"));
        writeln!(out, "{:<14} {decisions:>9}  {rate:>6.1}", level.name())?;
    }
    writeln!(out, "LEVEL_RATES = [{}]", rates.join(", "))?;
    Ok(())
}
