//! `nardy verify <record>`: every finished game's dice recomputed from its
//! revealed seed, and the seed checked against the commitment written
//! before the game's first roll; a remote match's from both sides'
//! contributions (its `Remote game` headers), and its moves held to the
//! signed messages it carries (a match claimed as abandoned: the claim
//! held to the invitation's limit by the messages' signed times).

use crate::CliError;
use nardy_dice::{verify_record, DiceCheck};
use nardy_engine::parse_record;
use nardy_engine::ParsedRecord;
use nardy_remote::{abandonment, check_moves, spoken, verify_remote_record, RemoteCheck};
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
        Some(Ok(n)) => {
            writeln!(out, "moves: verified (every move, die and cube action is in the {n} signed messages)")?;
            if let Some(a) = abandonment(record) {
                writeln!(
                    out,
                    "abandoned, by the signed times: {} did not answer message {} (signed {}) within {}; {} claimed the match at {}",
                    a.by,
                    a.unanswered,
                    utc(a.sent),
                    spoken(a.limit),
                    a.by.opponent(),
                    utc(a.claimed)
                )?;
            }
        }
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

/// Unix seconds as a UTC date and time, `2026-12-06 14:05 UTC` (the civil
/// calendar from the day count: Howard Hinnant's `civil_from_days`).
fn utc(seconds: u64) -> String {
    let days = (seconds / 86_400) as i64;
    let (hour, minute) = ((seconds % 86_400) / 3_600, (seconds % 3_600) / 60);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02} {hour:02}:{minute:02} UTC")
}

#[cfg(test)]
mod tests {
    #[test]
    fn times_read_as_utc_dates() {
        assert_eq!(super::utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(super::utc(1_796_083_200), "2026-12-01 00:00 UTC");
        assert_eq!(
            super::utc(951_782_400 + 3_600 * 13 + 60 * 7),
            "2000-02-29 13:07 UTC"
        );
    }
}
