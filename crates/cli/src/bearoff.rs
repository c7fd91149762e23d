//! `nardy bearoff`: the bear-off database's figures for one side's home.

use crate::CliError;
use nardy_ai::{Bearoff, Distribution, Home, POSITIONS};
use std::io::Write;
use std::time::Instant;

/// The options of `nardy bearoff`.
#[derive(clap::Args)]
pub struct Args {
    /// Checkers on the home points 1..6, e.g. 3,2,0,0,0,1 (at most 15 in all)
    #[arg(value_parser = parse_home)]
    home: Home,
}

/// Reads six counts `a,b,c,d,e,f` for relative points 1..6.
fn parse_home(text: &str) -> Result<Home, String> {
    let counts: Vec<u8> = text
        .split(',')
        .map(|n| n.trim().parse::<u8>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("'{text}' is not six whole numbers separated by commas"))?;
    let home: Home = counts
        .try_into()
        .map_err(|c: Vec<u8>| format!("six counts, one per home point, found {}", c.len()))?;
    let total: u32 = home.iter().map(|&n| n as u32).sum();
    if total > 15 {
        return Err(format!("{total} checkers; a side has at most 15"));
    }
    Ok(home)
}

fn print(out: &mut impl Write, title: &str, d: &Distribution) -> std::io::Result<()> {
    writeln!(out, "{title}: expected {:.4} rolls", d.mean())?;
    for (n, p) in d.0.iter().enumerate().filter(|(_, &p)| p > 0.0) {
        writeln!(out, "  {n:>2} rolls: {:.6}", p)?;
    }
    Ok(())
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), CliError> {
    let start = Instant::now();
    let db = Bearoff::generate();
    let elapsed = start.elapsed();
    writeln!(
        out,
        "database: {POSITIONS} positions, generated in {:.0} ms, {} bytes in memory",
        elapsed.as_secs_f64() * 1000.0,
        db.bytes()
    )?;
    if args.home.iter().all(|&n| n == 0) {
        writeln!(out, "every checker is off: 0 rolls")?;
        return Ok(());
    }
    print(out, "all off", &db.all_off(&args.home))?;
    match db.first_off(&args.home) {
        Some(first) => print(out, "first off", &first)?,
        None => writeln!(out, "first off: already borne off (no mars)")?,
    }
    Ok(())
}
