//! `nardy dice-stats`: many rolls from the dice stream, and how fair they
//! look (a measurement to read, not a test that asserts on luck).

use crate::CliError;
use nardy_dice::{ChiSquare, DiceCounts, DiceStream, GameSeed, COMBINATIONS};
use nardy_remote::{roll, Secret};
use std::io::Write;

/// The options of `nardy dice-stats`.
#[derive(clap::Args)]
pub struct Args {
    /// How many rolls (of two dice) to make
    #[arg(long, value_name = "N", default_value_t = 1_000_000)]
    rolls: u64,
    /// Roll reproducible dice from this seed instead of a fresh secret one
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// Roll a remote game's dice instead: each roll from two players'
    /// hash-chain contributions, in simulated matches of 1,000 rolls
    #[arg(long)]
    two_party: bool,
}

/// Rolls of simulated remote matches, each with fresh secrets for both
/// sides and a game id, indices 1..=1,000 (as a match uses them).
fn two_party_rolls(rolls: u64, seed: Option<u64>, counts: &mut DiceCounts) -> Result<(), CliError> {
    const PER_MATCH: u64 = 1_000;
    let bytes = |m: u64, who: u64| -> Result<[u8; 32], CliError> {
        Ok(match seed {
            Some(s) => *GameSeed::derived(s, (3 * m + who) as usize).bytes(),
            None => *GameSeed::fresh()?.bytes(),
        })
    };
    let mut done = 0;
    for m in 0.. {
        if done == rolls {
            break;
        }
        let (white, black) = (
            Secret::from_bytes(bytes(m, 0)?),
            Secret::from_bytes(bytes(m, 1)?),
        );
        let mut game = [0; 16];
        game.copy_from_slice(&bytes(m, 2)?[..16]);
        for index in 1..=PER_MATCH.min(rolls - done) {
            let i = index as u32;
            counts.add(roll(&game, i, white.value(i), black.value(i)));
            done += 1;
        }
    }
    Ok(())
}

fn test_line(name: &str, t: Option<ChiSquare>) -> String {
    match t {
        Some(t) => format!(
            "{name}: chi-square {:.2} with {} degrees of freedom, p = {:.3} ({})",
            t.statistic,
            t.freedom,
            t.p,
            t.reading()
        ),
        None => format!("{name}: no rolls"),
    }
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), CliError> {
    let mut counts = DiceCounts::default();
    if args.two_party {
        two_party_rolls(args.rolls, args.seed, &mut counts)?;
    } else {
        let seed = match args.seed {
            Some(s) => GameSeed::derived(s, 1),
            None => GameSeed::fresh()?,
        };
        let mut stream = DiceStream::new(&seed);
        for _ in 0..args.rolls {
            counts.add(stream.roll());
        }
    }
    let dice = 2.0 * args.rolls as f64;
    let (expected, sd) = (dice / 6.0, (dice * (1.0 / 6.0) * (5.0 / 6.0)).sqrt());
    writeln!(
        out,
        "{} rolls, {} dice; each face expected {expected:.0} ± {sd:.0} (one standard deviation)",
        args.rolls, dice
    )?;
    for (face, &n) in counts.faces.iter().enumerate() {
        let z = (n as f64 - expected) / sd;
        writeln!(
            out,
            "  {}: {n:>10} ({:.4}%)  {z:+.2} sd{}",
            face + 1,
            100.0 * n as f64 / dice,
            if z.abs() <= 3.0 { "" } else { "  outside 3 sd" }
        )?;
    }
    let doubles = counts.doubles();
    writeln!(
        out,
        "doubles: {doubles} ({:.4}%, expected 16.6667%)",
        100.0 * doubles as f64 / args.rolls.max(1) as f64
    )?;
    let combos: Vec<String> = COMBINATIONS
        .iter()
        .zip(counts.combinations)
        .map(|((h, l), n)| format!("{h}-{l} {n}"))
        .collect();
    writeln!(out, "combinations: {}", combos.join(", "))?;
    writeln!(out, "{}", test_line("faces", counts.faces_test()))?;
    writeln!(
        out,
        "{}",
        test_line("combinations", counts.combinations_test())
    )?;
    Ok(())
}
