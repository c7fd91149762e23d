//! `nardy targets`: where each movable checker can go at the start of a
//! turn, in absolute point numbers — what a board UI highlights. One line
//! per movable checker: `<from>\t<to> <to> …`, with `off` for bearing off.

use crate::CliError;
use nardy_engine::{Dice, Point, Position, TurnBuilder, Variant};
use std::io::Write;

/// `equalising`: classic's last turn, the opponent being all off;
/// `variant`: whose moves (hachapuri has no head rule).
pub fn run(
    position: &str,
    dice: &str,
    equalising: bool,
    variant: Variant,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let position: Position = position.parse()?;
    let dice: Dice = dice.parse()?;
    let side = position.side_to_move();
    let builder = if equalising {
        TurnBuilder::equalising(position, dice)?
    } else {
        TurnBuilder::of(variant, position, dice)?
    };
    let mut lines: Vec<(Point, String)> = builder
        .movable()
        .into_iter()
        .map(|from| {
            let targets: Vec<String> = builder
                .destinations(from)
                .iter()
                .map(|d| d.to.absolute(side).to_string())
                .collect();
            (from.absolute(side), targets.join(" "))
        })
        .collect();
    lines.sort();
    for (from, targets) in lines {
        writeln!(out, "{from}\t{targets}")?;
    }
    Ok(())
}
