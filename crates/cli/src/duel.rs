//! `nardy match` and `nardy levels`: duplicate-dice bot matches.

use crate::bots;
use crate::CliError;
use nardy_ai::{duplicate_match, Level, Network, Report};
use std::path::PathBuf;
use std::sync::Arc;

fn print_report(a: &str, b: &str, r: &Report) {
    println!(
        "{a} vs {b}: {} games, {a} scores {:+.3} ± {:.3} points/game (95% CI), wins {:.1}%, wins by mars {:.1}%, loses by mars {:.1}%",
        r.games,
        r.mean,
        r.ci95,
        100.0 * r.wins as f64 / r.games as f64,
        100.0 * r.wins_by_mars as f64 / r.games as f64,
        100.0 * r.losses_by_mars as f64 / r.games as f64,
    );
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    println!(
        "  time per decision (mean, median): {a} {:.3} ms, {:.3} ms; {b} {:.3} ms, {:.3} ms",
        ms(r.decision_time[0]),
        ms(r.decision_median[0]),
        ms(r.decision_time[1]),
        ms(r.decision_median[1])
    );
}

/// The two sides of a match: bot names and the networks their levels use.
struct Sides<'a> {
    a: &'a str,
    b: &'a str,
    net_a: Arc<Network>,
    net_b: Arc<Network>,
}

fn play(s: &Sides, games: u32, seed: u64, threads: Option<usize>) -> Report {
    let threads =
        threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let make_a = |seed: u64| bots::make(s.a, seed, &s.net_a);
    let make_b = |seed: u64| bots::make(s.b, seed, &s.net_b);
    duplicate_match(&make_a, &make_b, games.div_ceil(2), seed, threads)
}

/// The options of `nardy match`.
#[derive(clap::Args)]
pub struct MatchArgs {
    /// The first bot, A: White in the first game of each dice pair
    #[arg(long, value_name = "BOT", value_parser = bots::parse)]
    white: String,
    /// The second bot, B: Black in the first game of each dice pair
    #[arg(long, value_name = "BOT", value_parser = bots::parse)]
    black: String,
    /// Games to play, at least 2 (rounded up to whole dice pairs)
    #[arg(long, value_name = "N", default_value_t = 200)]
    games: u32,
    /// Seed of the dice and of the bots' random choices
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Threads to play on [default: all cores]
    #[arg(long, value_name = "T")]
    threads: Option<usize>,
    /// Network weights for --white's level bot, instead of the built-in ones
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    white_weights: Option<PathBuf>,
    /// Network weights for --black's level bot, instead of the built-in ones
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    black_weights: Option<PathBuf>,
}

/// `nardy match`: each dice seed is played twice, A as White then B as
/// White; figures are from A's side.
pub fn run_match(args: MatchArgs) -> Result<(), CliError> {
    if args.games < 2 {
        return Err(CliError(
            "--games must be at least 2 (one dice pair)".into(),
        ));
    }
    let sides = Sides {
        a: &args.white,
        b: &args.black,
        net_a: bots::network(args.white_weights.as_deref())?,
        net_b: bots::network(args.black_weights.as_deref())?,
    };
    let r = play(&sides, args.games, args.seed, args.threads);
    print_report(sides.a, sides.b, &r);
    Ok(())
}

/// The options of `nardy levels`.
#[derive(clap::Args)]
pub struct LevelsArgs {
    /// Games per pair of neighbouring levels (rounded up to whole dice pairs)
    #[arg(long, value_name = "N", default_value_t = 400)]
    games: u32,
    /// Seed of the dice and of the bots' random choices
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Threads to play on [default: all cores]
    #[arg(long, value_name = "T")]
    threads: Option<usize>,
}

/// `nardy levels`: every level against the one below it. Prints whether
/// each step holds.
pub fn run_levels(args: LevelsArgs) -> Result<(), CliError> {
    let LevelsArgs {
        games,
        seed,
        threads,
    } = args;
    let mut all_hold = true;
    for upper in 1..Level::COUNT {
        let (a, b) = (Level(upper).name(), Level(upper - 1).name());
        let net = bots::network(None)?;
        let sides = Sides {
            a,
            b,
            net_a: net.clone(),
            net_b: net,
        };
        let r = play(&sides, games, seed, threads);
        print_report(a, b, &r);
        let holds = r.mean > 0.0;
        all_hold &= holds;
        println!(
            "  {a} beats {b}: {} (interval {})",
            if holds { "yes" } else { "NO" },
            if r.mean - r.ci95 > 0.0 {
                "excludes zero"
            } else {
                "includes zero"
            }
        );
    }
    println!(
        "level ordering {}",
        if all_hold { "holds" } else { "does NOT hold" }
    );
    Ok(())
}
