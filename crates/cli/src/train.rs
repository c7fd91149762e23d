//! `nardy train`: TD(λ) self-play training with progress and checkpoints.

use crate::CliError;
use nardy_ai::{train, Network, TrainConfig, Yardstick};
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;

/// The options of `nardy train`; the defaults are `TrainConfig`'s.
#[derive(clap::Args)]
pub struct Args {
    /// Self-play games to train on
    #[arg(long, value_name = "N", default_value_t = TrainConfig::default().games)]
    games: u64,
    /// Seed of the initial weights and of the games' dice
    #[arg(long, value_name = "S", default_value_t = TrainConfig::default().seed)]
    seed: u64,
    /// Hidden units of a new network; a resumed one with fewer grows to it
    /// (the new units start with no say in the outputs)
    #[arg(long, value_name = "H", default_value_t = TrainConfig::default().hidden)]
    hidden: usize,
    /// Threads playing games in parallel
    #[arg(long, value_name = "T", default_value_t = TrainConfig::default().threads)]
    threads: usize,
    /// The TD(lambda) trace decay
    #[arg(long, value_name = "L", default_value_t = TrainConfig::default().lambda,
          allow_negative_numbers = true)]
    lambda: f32,
    /// Learning rate at the start; it falls linearly to --rate-end
    #[arg(long, value_name = "R", default_value_t = TrainConfig::default().rate,
          allow_negative_numbers = true)]
    rate: f32,
    /// Learning rate at the end
    #[arg(long, value_name = "R", default_value_t = TrainConfig::default().rate_end,
          allow_negative_numbers = true)]
    rate_end: f32,
    /// Games each thread plays between weight averages
    #[arg(long, value_name = "N", default_value_t = TrainConfig::default().round)]
    round: u64,
    /// Benchmark every this many games (against the heuristic bot, or
    /// --bench-against's network)
    #[arg(long, value_name = "N", default_value_t = TrainConfig::default().bench_every)]
    bench_every: u64,
    /// Dice pairs per benchmark (each pair is two games)
    #[arg(long, value_name = "N", default_value_t = TrainConfig::default().bench_pairs)]
    bench_pairs: u32,
    /// Benchmark against these weights (both at 0-ply) instead of the
    /// heuristic bot, which no longer tells strong networks apart: for
    /// example the file given to --resume
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    bench_against: Option<PathBuf>,
    /// Where the trained weights go at the end (compact)
    #[arg(
        long,
        value_name = "FILE",
        default_value = "nardy-weights.bin",
        allow_hyphen_values = true
    )]
    out: PathBuf,
    /// Start from these weights instead of random ones (weights of an older
    /// input layout are grown: the new inputs start at zero weight)
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    resume: Option<PathBuf>,
    /// Where the weights so far go after every benchmark (full precision)
    #[arg(
        long,
        value_name = "FILE",
        default_value = "nardy-checkpoint.bin",
        allow_hyphen_values = true
    )]
    checkpoint: PathBuf,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), CliError> {
    let yardstick = match &args.bench_against {
        Some(path) => Yardstick::Network(Arc::new(weights(path)?)),
        None => Yardstick::Heuristic,
    };
    let config = TrainConfig {
        games: args.games,
        seed: args.seed,
        hidden: args.hidden,
        threads: args.threads,
        lambda: args.lambda,
        rate: args.rate,
        rate_end: args.rate_end,
        round: args.round,
        bench_every: args.bench_every,
        bench_pairs: args.bench_pairs,
        yardstick,
    };
    let (file, checkpoint) = (args.out.display(), args.checkpoint.display());
    let start = match &args.resume {
        Some(path) => Some(weights(path)?.grown(args.hidden, args.seed)),
        None => None,
    };
    writeln!(out, "training: {config:?}")?;
    let net = train(&config, start, |net, line| {
        // A reader that went away (`| head`) does not stop the training:
        // its product is the file.
        let _ = writeln!(out, "{line}");
        if let Err(e) = std::fs::write(&args.checkpoint, net.to_bytes(false)) {
            eprintln!("warning: cannot write checkpoint {checkpoint}: {e}");
        }
    });
    std::fs::write(&args.out, net.to_bytes(true))?;
    writeln!(
        out,
        "wrote {file} ({} hidden units, compact) and {checkpoint} (full precision)",
        net.hidden()
    )?;
    Ok(())
}

/// Reads a weights file, grown to today's inputs if it is of an older
/// layout; an error names the file.
fn weights(path: &std::path::Path) -> Result<Network, CliError> {
    let bytes = std::fs::read(path)
        .map_err(|e| CliError(format!("cannot read weights {}: {e}", path.display())))?;
    Network::from_bytes_growing(&bytes)
        .map_err(|e| CliError(format!("weights {}: {e}", path.display())))
}
