//! `nardy`: the command-line face of the engine. Thin: parse, call, print.

mod bench;
mod bots;
mod duel;
mod engine;
mod moves;
mod options;
mod record;
mod targets;
mod train;

use nardy_engine::{perft, Position};
use std::process::ExitCode;

const USAGE: &str = "\
usage:
  nardy moves \"<position>\" <dice>   legal results: one line '<turn>\\t<position>' each
  nardy moves --batch               read '<position>\\t<dice>' lines from standard input
  nardy perft \"<position>\" <depth>  count leaf positions over all 21 rolls per turn
  nardy bench                       move-generation speed on a fixed self-play set
  nardy engine [--level L]          read '<position> <dice>' lines, answer each with the AI's turn
  nardy match --white A --black B [--games N --seed S --threads T --white-weights F --black-weights F]
                                    duplicate-dice bot match; bots: random, heuristic,
                                    beginner, casual, intermediate, advanced, expert (or 0..4)
  nardy levels [--games N]          check that every level beats the one below it
  nardy record [--white A --black B --seed S --length N --koks yes|no --opening roll-again|play-dice]
                                    two bots play a match; prints its game record
  nardy train [--games N --seed S --hidden H --threads T --out FILE --resume FILE]
                                    TD(lambda) self-play training of the evaluation network
positions and dice are written as in RULES.md §6, e.g.
  nardy moves \"0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w\" 6-5";

/// A failure to report on standard error with exit code 2.
pub struct CliError(String);

impl<E: std::fmt::Display> From<E> for CliError {
    fn from(e: E) -> CliError {
        CliError(e.to_string())
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), CliError> {
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    match words.as_slice() {
        ["moves", "--batch"] => {
            moves::batch(std::io::stdin().lock(), &mut std::io::stdout().lock())
        }
        ["moves", position, dice] => moves::single(position, dice, &mut std::io::stdout().lock()),
        ["targets", position, dice] => targets::run(position, dice, &mut std::io::stdout().lock()),
        ["perft", position, depth] => {
            let position: Position = position.parse()?;
            let depth: u32 = depth.parse().ok().filter(|d| *d <= 8).ok_or_else(|| {
                CliError(format!(
                    "depth must be a whole number 0..8, found '{depth}'"
                ))
            })?;
            println!("{}", perft(&position, depth));
            Ok(())
        }
        ["train", rest @ ..] => train::run(rest),
        ["engine", rest @ ..] => engine::run(rest),
        ["match", rest @ ..] => duel::run_match(rest),
        ["levels", rest @ ..] => duel::run_levels(rest),
        ["record", rest @ ..] => record::run(rest),
        ["bench"] => {
            bench::run();
            Ok(())
        }
        ["help" | "--help" | "-h"] => {
            println!("{USAGE}");
            Ok(())
        }
        [] => Err(CliError(format!("no command given\n{USAGE}"))),
        [command, ..]
            if ![
                "moves", "perft", "bench", "train", "engine", "match", "levels", "record",
            ]
            .contains(command) =>
        {
            Err(CliError(format!("unknown command '{command}'\n{USAGE}")))
        }
        [command, ..] => Err(CliError(format!(
            "wrong arguments for '{command}'\n{USAGE}"
        ))),
    }
}
