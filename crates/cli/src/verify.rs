//! `nardy verify <record>`: every finished game's dice recomputed from its
//! revealed seed, and the seed checked against the commitment written
//! before the game's first roll.

use crate::CliError;
use nardy_dice::{verify_record, DiceCheck};
use nardy_engine::parse_record;
use std::io::Write;
use std::path::Path;

/// Prints one line per game; `Ok(false)` when some game's dice are not its seed's.
pub fn run(file: &Path, out: &mut impl Write) -> Result<bool, CliError> {
    let record = parse_record(&crate::review::read_text(file)?)?;
    let mut all_good = true;
    for (i, check) in verify_record(&record).iter().enumerate() {
        let game = i + 1;
        match check {
            DiceCheck::Verified => writeln!(out, "game {game}: verified")?,
            DiceCheck::NotVerifiable => {
                writeln!(out, "game {game}: dice not verifiable (no commitment)")?
            }
            DiceCheck::NotRevealed => writeln!(
                out,
                "game {game}: committed, not yet revealed (the game is not over)"
            )?,
            DiceCheck::Failed(why) => {
                all_good = false;
                writeln!(out, "game {game}: FAILED: {why}")?;
            }
        }
    }
    Ok(all_good)
}
