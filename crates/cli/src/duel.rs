//! `nardy match` and `nardy levels`: duplicate-dice bot matches.

use crate::bots;
use crate::options::Options;
use crate::CliError;
use nardy_ai::{duplicate_match, Level, Network, Report};
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

fn play(s: &Sides, games: u32, seed: u64, threads: usize) -> Report {
    let make_a = |seed: u64| bots::make(s.a, seed, &s.net_a);
    let make_b = |seed: u64| bots::make(s.b, seed, &s.net_b);
    duplicate_match(&make_a, &make_b, games.div_ceil(2), seed, threads)
}

fn threads(o: &Options) -> Result<usize, CliError> {
    let all = std::thread::available_parallelism().map_or(1, |n| n.get());
    o.get("threads", all)
}

/// `nardy match --white A --black B --games N --seed S`: each dice seed is
/// played twice, A as White then B as White; figures are from A's side.
pub fn run_match(args: &[&str]) -> Result<(), CliError> {
    let o = Options::parse(
        args,
        &[
            "white",
            "black",
            "games",
            "seed",
            "threads",
            "white-weights",
            "black-weights",
        ],
    )?;
    let a = o
        .text("white")
        .ok_or_else(|| CliError("--white <bot> is required".into()))?;
    let b = o
        .text("black")
        .ok_or_else(|| CliError("--black <bot> is required".into()))?;
    bots::check(a)?;
    bots::check(b)?;
    let games: u32 = o.get("games", 200)?;
    if games < 2 {
        return Err(CliError(
            "--games must be at least 2 (one dice pair)".into(),
        ));
    }
    let sides = Sides {
        a,
        b,
        net_a: bots::network(o.text("white-weights"))?,
        net_b: bots::network(o.text("black-weights"))?,
    };
    let r = play(&sides, games, o.get("seed", 1)?, threads(&o)?);
    print_report(a, b, &r);
    Ok(())
}

/// `nardy levels --games N`: every level against the one below it, and the
/// strongest against the heuristic bot. Prints whether each step holds.
pub fn run_levels(args: &[&str]) -> Result<(), CliError> {
    let o = Options::parse(args, &["games", "seed", "threads"])?;
    let games: u32 = o.get("games", 400)?;
    let seed: u64 = o.get("seed", 1)?;
    let threads = threads(&o)?;
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
