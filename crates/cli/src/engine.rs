//! `nardy engine --level L`: a line protocol so any program can play against
//! the AI. Each input line is `<position> <dice>`; each answer is the chosen
//! turn in RULES.md §6 notation, `pass`, or `error: …`.

use crate::bots;
use crate::options::Options;
use crate::CliError;
use nardy_ai::Bot;
use nardy_engine::{Dice, MoveGen, Position};
use std::io::{BufRead, Write};

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

pub fn run(args: &[&str]) -> Result<(), CliError> {
    let o = Options::parse(args, &["level", "seed", "weights"])?;
    let level = o.text("level").unwrap_or("advanced");
    bots::check(level)?;
    let net = bots::network(o.text("weights"))?;
    let mut bot = bots::make(level, o.get("seed", 1)?, &net);
    serve(
        &mut *bot,
        std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
    )
}
