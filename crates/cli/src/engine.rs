//! `nardy engine --level L`: a line protocol so any program can play against
//! the AI. Each input line is `<position> <dice>`; each answer is the chosen
//! turn in RULES.md §6 notation, `pass`, or `error: …`.

use crate::bots;
use crate::CliError;
use nardy_ai::Bot;
use nardy_engine::{Dice, MoveGen, Position};
use std::io::{BufRead, Write};
use std::path::PathBuf;

fn answer(bot: &mut dyn Bot, gen: &mut MoveGen, line: &str) -> Result<String, CliError> {
    let line = line.trim();
    let (position, dice) = line
        .rsplit_once(char::is_whitespace)
        .ok_or_else(|| CliError("expected '<position> <dice>', e.g. '0,0,…,15 w 6-5'".into()))?;
    let position: Position = position.parse()?;
    let dice: Dice = dice.parse()?;
    let turns = gen.generate(&position, dice)?;
    let pick = bot.choose(&position, dice, turns);
    Ok(turns[pick].turn.to_string())
}

/// Answers every line of `input` on `out`, one line each.
pub fn serve(bot: &mut dyn Bot, input: impl BufRead, out: &mut impl Write) -> Result<(), CliError> {
    let mut gen = MoveGen::new();
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        match answer(bot, &mut gen, &line) {
            Ok(turn) => writeln!(out, "{turn}")?,
            Err(CliError(e)) => writeln!(out, "error: {e}")?,
        }
        out.flush()?;
    }
    Ok(())
}

/// The options of `nardy engine`.
#[derive(clap::Args)]
pub struct Args {
    /// The bot that answers
    #[arg(long, value_name = "BOT", default_value = "advanced", value_parser = bots::parse)]
    level: String,
    /// Seed of the bot's random choices
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Network weights for a level bot, instead of the built-in ones
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    weights: Option<PathBuf>,
}

pub fn run(args: Args) -> Result<(), CliError> {
    let net = bots::network(args.weights.as_deref())?;
    let mut bot = bots::make(&args.level, args.seed, &net);
    serve(
        &mut *bot,
        std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
    )
}
