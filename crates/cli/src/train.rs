//! `nardy train`: TD(λ) self-play training with progress and checkpoints.

use crate::options::Options;
use crate::CliError;
use nardy_ai::{train, Network, TrainConfig};

pub fn run(args: &[&str]) -> Result<(), CliError> {
    let o = Options::parse(
        args,
        &[
            "games",
            "seed",
            "hidden",
            "threads",
            "lambda",
            "rate",
            "rate-end",
            "round",
            "bench-every",
            "bench-pairs",
            "out",
            "resume",
            "checkpoint",
        ],
    )?;
    let d = TrainConfig::default();
    let config = TrainConfig {
        games: o.get("games", d.games)?,
        seed: o.get("seed", d.seed)?,
        hidden: o.get("hidden", d.hidden)?,
        threads: o.get("threads", d.threads)?,
        lambda: o.get("lambda", d.lambda)?,
        rate: o.get("rate", d.rate)?,
        rate_end: o.get("rate-end", d.rate_end)?,
        round: o.get("round", d.round)?,
        bench_every: o.get("bench-every", d.bench_every)?,
        bench_pairs: o.get("bench-pairs", d.bench_pairs)?,
    };
    let out = o.text("out").unwrap_or("nardy-weights.bin");
    let checkpoint = o.text("checkpoint").unwrap_or("nardy-checkpoint.bin");
    let start = match o.text("resume") {
        Some(path) => Some(Network::from_bytes(&std::fs::read(path)?)?),
        None => None,
    };
    println!("training: {config:?}");
    let net = train(&config, start, |net, line| {
        println!("{line}");
        if let Err(e) = std::fs::write(checkpoint, net.to_bytes(false)) {
            eprintln!("warning: cannot write checkpoint {checkpoint}: {e}");
        }
    });
    std::fs::write(out, net.to_bytes(true))?;
    println!(
        "wrote {out} ({} hidden units, compact) and {checkpoint} (full precision)",
        net.hidden()
    );
    Ok(())
}
