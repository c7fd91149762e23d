//! `nardy moves`: every distinct legal result of a roll.

use crate::CliError;
use nardy_engine::{Dice, MoveGen, Position, Variant};
use std::io::{BufRead, Write};

/// The answer for one position and roll: lines `<turn>\t<result>` sorted by
/// the result string (a single `pass` line when nothing moves).
fn answer(
    gen: &mut MoveGen,
    position: &str,
    dice: &str,
    equalising: bool,
) -> Result<Vec<String>, CliError> {
    let position: Position = position.parse()?;
    let dice: Dice = dice.parse()?;
    let turns = if equalising {
        gen.generate_equalising(&position, dice)?
    } else {
        gen.generate(&position, dice)?
    };
    let mut lines: Vec<(String, String)> = turns
        .iter()
        .map(|t| (t.result.to_string(), t.turn.to_string()))
        .collect();
    lines.sort();
    Ok(lines
        .into_iter()
        .map(|(r, t)| format!("{t}\t{r}"))
        .collect())
}

/// `equalising`: classic's last turn, the opponent being all off;
/// `variant`: whose moves (hachapuri has no head rule).
pub fn single(
    position: &str,
    dice: &str,
    equalising: bool,
    variant: Variant,
    out: &mut impl Write,
) -> Result<(), CliError> {
    for line in answer(
        &mut MoveGen::for_variant(variant),
        position,
        dice,
        equalising,
    )? {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// Reads `<position>\t<dice>` lines; answers each with its block and an empty
/// line. A bad line gets one `error: …` line and the batch goes on.
pub fn batch(input: impl BufRead, variant: Variant, out: &mut impl Write) -> Result<(), CliError> {
    let mut gen = MoveGen::for_variant(variant);
    for line in input.lines() {
        let line = line?;
        let result = match line.split_once('\t') {
            Some((position, dice)) => answer(&mut gen, position, dice, false),
            None => Err(CliError(
                "expected '<position>' and '<dice>' separated by a tab".to_string(),
            )),
        };
        match result {
            Ok(lines) => {
                for l in lines {
                    writeln!(out, "{l}")?;
                }
            }
            Err(CliError(e)) => writeln!(out, "error: {e}")?,
        }
        writeln!(out)?;
        out.flush()?;
    }
    Ok(())
}
