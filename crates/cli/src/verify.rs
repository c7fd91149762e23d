//! `nardy verify <record>`: every finished game's dice recomputed from its
//! revealed seed, and the seed checked against the commitment written
//! before the game's first roll; a remote match's from both sides'
//! contributions (its `Remote game` headers), and its moves held to the
//! signed messages it carries.

use crate::CliError;
use nardy_dice::{verify_record, DiceCheck};
use nardy_engine::parse_record;
use nardy_engine::ParsedRecord;
use nardy_remote::{check_moves, verify_remote_record, RemoteCheck};
use std::io::Write;
use std::path::Path;

/// Prints one line per game; `Ok(false)` when some game's dice are not its seed's.
pub fn run(file: &Path, out: &mut impl Write) -> Result<bool, CliError> {
    let record = parse_record(&crate::review::read_text(file)?)?;
    if let Some(checks) = verify_remote_record(&record) {
        let dice = remote(&checks, out)?;
        return Ok(moves(&record, out)? && dice);
    }
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

/// A remote match's games, each checked from the two sides' chains.
fn remote(checks: &[RemoteCheck], out: &mut impl Write) -> Result<bool, CliError> {
    let mut all_good = true;
    for (i, check) in checks.iter().enumerate() {
        let game = i + 1;
        match check {
            RemoteCheck::Verified => writeln!(out, "game {game}: verified (both players' dice)")?,
            RemoteCheck::NotRevealed => writeln!(
                out,
                "game {game}: not yet revealed (a roll's contributions are still secret)"
            )?,
            RemoteCheck::Failed(why) => {
                all_good = false;
                writeln!(out, "game {game}: FAILED: {why}")?;
            }
        }
    }
    Ok(all_good)
}

/// A remote match's moves held to its signed messages (one line); a record
/// that carries none says that its moves are not checked.
fn moves(record: &ParsedRecord, out: &mut impl Write) -> Result<bool, CliError> {
    match check_moves(record) {
        Some(Ok(n)) => writeln!(out, "moves: verified (every move, die and cube action is in the {n} signed messages)")?,
        Some(Err(why)) => {
            writeln!(out, "moves: FAILED: {why}")?;
            return Ok(false);
        }
        None => writeln!(
            out,
            "moves: not checked (the record carries no signed messages: an edited move would not show)"
        )?,
    }
    Ok(true)
}
