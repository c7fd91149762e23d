//! `nardy remote`: a side of a game against a friend by link, played from
//! the terminal. The session (this side's keys, secret and every message)
//! lives in a file; each command prints the message to send, which the
//! friend's page or `nardy remote receive` reads (a whole link works too:
//! everything up to `#remote=` is dropped). The clock is this machine's:
//! each message is signed with its time, and a friend who leaves a message
//! unanswered longer than the invitation's limit can be claimed against
//! (`nardy remote claim`).

use crate::CliError;
use nardy_engine::{write_record, Phase, Side, Turn};
use nardy_remote::{
    code_to_rules, remote_headers, spoken, Action, Duty, Received, Session, Terms, LIMITS,
};
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(clap::Subcommand)]
pub enum RemoteCommand {
    /// Make an invitation: writes the session file, prints the message
    Invite {
        #[arg(long, value_name = "FILE")]
        session: PathBuf,
        /// The name the friend sees
        #[arg(long, default_value = "")]
        name: String,
        /// The rules as the message writes them: long-3, classic-5-k,
        /// nardegammon-7-b, nardegammon-money-bj, hachapuri-3-c, …
        #[arg(long, default_value = "long-3")]
        rules: String,
        /// Play Black (White by default)
        #[arg(long)]
        black: bool,
        /// How long an answer may take before the other side may claim the
        /// match: minutes, hours or days (`10m`, `1h`, `3d`), 1m to 30d
        #[arg(long, default_value = "3d", value_parser = parse_limit)]
        limit: u64,
    },
    /// Say who invites to what
    Read { message: String },
    /// Accept an invitation: writes the session file, prints the message
    Accept {
        message: String,
        #[arg(long, value_name = "FILE")]
        session: PathBuf,
        #[arg(long, default_value = "")]
        name: String,
    },
    /// Apply the friend's message, then say what this side is to do
    Receive {
        message: String,
        #[arg(long, value_name = "FILE")]
        session: PathBuf,
    },
    /// This side's action: a turn (`24/18 18/13`, `pass`) or roll, dice,
    /// double, take, beaver, pass, resign; prints the message to send
    Play {
        action: String,
        #[arg(long, value_name = "FILE")]
        session: PathBuf,
        /// With a turn: roll at the next turn without doubling
        #[arg(long)]
        then_roll: bool,
    },
    /// The match as this side sees it (a record), what it is to do, and the
    /// message to send (again)
    Show {
        #[arg(long, value_name = "FILE")]
        session: PathBuf,
    },
    /// Claim the match: the friend left this side's message unanswered
    /// longer than the invitation's limit; prints the claim to send
    Claim {
        #[arg(long, value_name = "FILE")]
        session: PathBuf,
    },
}

/// `10m`, `1h`, `3d` in seconds, within the limits a message may name.
fn parse_limit(text: &str) -> Result<u64, String> {
    let (n, unit) = text.split_at(text.len().saturating_sub(1));
    let seconds = match unit {
        "m" => 60,
        "h" => 3_600,
        "d" => 86_400,
        _ => return Err(format!("{text:?}: minutes, hours or days, as 10m, 1h, 3d")),
    };
    let n: u64 = n
        .parse()
        .map_err(|_| format!("{text:?}: a whole number before the unit"))?;
    let limit = n.saturating_mul(seconds);
    if LIMITS.contains(&limit) {
        Ok(limit)
    } else {
        Err(format!("{text:?}: from 1m to 30d"))
    }
}

/// Now, by this machine's clock (Unix seconds), or `NARDY_NOW` where it is
/// set: a script (or a test) plays a match over days in a moment.
fn now() -> u64 {
    if let Some(now) = std::env::var("NARDY_NOW").ok().and_then(|n| n.parse().ok()) {
        return now;
    }
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

fn message_of(text: &str) -> &str {
    text.rsplit_once("#remote=").map_or(text, |(_, m)| m).trim()
}

fn load(path: &Path) -> Result<Session, CliError> {
    let text =
        std::fs::read_to_string(path).map_err(|e| CliError(format!("{}: {e}", path.display())))?;
    let mut s = Session::from_text(&text)?;
    s.set_clock(now());
    Ok(s)
}

fn save(path: &Path, s: &Session) -> Result<(), CliError> {
    std::fs::write(path, s.to_text()).map_err(|e| CliError(format!("{}: {e}", path.display())))
}

fn duty_line(s: &Session) -> String {
    let friend = s.friend().map_or("the friend".to_string(), |f| {
        if f.name.is_empty() {
            "the friend".into()
        } else {
            f.name.clone()
        }
    });
    let roll = s.view_match().and_then(|m| match m.game().phase() {
        Phase::Move(b) => Some(b.dice()),
        _ => None,
    });
    match s.duty() {
        Duty::Wait => format!("waiting for {friend}"),
        Duty::Move => format!("your move: {}", roll.map_or("?".into(), |d| d.to_string())),
        Duty::DoubleOrRoll => "double or roll".into(),
        Duty::Answer => "take or pass the double".into(),
        Duty::SendDice => format!("send {friend} the dice (nardy remote play dice)"),
        Duty::Over => match s.claimed() {
            Some(side) if side == s.me().side => format!(
                "the match is over: you claimed it, {friend} did not answer in time \
                 (an answer from {friend} that comes within the time to answer after \
                 the claim withdraws it)"
            ),
            Some(_) => {
                format!("the match is over: {friend} claimed it, you did not answer in time")
            }
            None => "the match is over".into(),
        },
    }
}

/// When this side or the friend may claim the match, if the game waits.
fn claim_line(s: &Session) -> Option<String> {
    let (by, at) = s.claim_time()?;
    let when = match at.checked_sub(now()) {
        Some(left) if left > 0 => format!("in {}", spoken(left)),
        _ => "now".into(),
    };
    Some(if by == s.me().side {
        format!("you may claim the match {when} if no answer comes (nardy remote claim)")
    } else {
        format!("answer within the limit: your friend may claim the match {when}")
    })
}

fn action_of(s: &Session, word: &str, then_roll: bool) -> Result<Action, CliError> {
    Ok(match word {
        "roll" => Action::Roll,
        "dice" => Action::Dice,
        "double" => Action::Double,
        "take" => Action::Take,
        "beaver" => Action::Beaver,
        "resign" => Action::Resign,
        // `pass` is the cube's answer while a double waits, else a turn.
        "pass" if s.duty() == Duty::Answer => Action::Pass,
        turn => {
            let turn: Turn = turn.parse()?;
            let m = s
                .view_match()
                .ok_or_else(|| CliError("not accepted yet".into()))?;
            let Phase::Move(b) = m.game().phase() else {
                return Err(CliError(format!("not your move now: {}", duty_line(s))));
            };
            Action::Move {
                dice: b.dice(),
                turn,
                then_roll,
            }
        }
    })
}

pub fn run(command: RemoteCommand, out: &mut impl Write) -> Result<(), CliError> {
    match command {
        RemoteCommand::Invite {
            session,
            name,
            rules,
            black,
            limit,
        } => {
            let rules = code_to_rules(&rules)
                .ok_or_else(|| CliError(format!("unknown rules {rules:?}")))?;
            let side = if black { Side::Black } else { Side::White };
            let terms = Terms { limit, now: now() };
            let s = Session::invite(rules, side, &name, terms)?;
            save(&session, &s)?;
            writeln!(out, "{}", s.messages()[0].text())?;
        }
        RemoteCommand::Read { message } => {
            let (_, i) = Session::read_invitation(message_of(&message))?;
            let who = if i.name.is_empty() {
                "someone".into()
            } else {
                i.name.clone()
            };
            writeln!(
                out,
                "{who} invites you to {} and plays {}",
                nardy_remote::rules_to_code(i.rules),
                i.side
            )?;
            if let Some(limit) = i.limit {
                writeln!(
                    out,
                    "an answer may take {}: after that, the side left waiting may claim the match",
                    spoken(limit)
                )?;
            }
        }
        RemoteCommand::Accept {
            message,
            session,
            name,
        } => {
            let s = Session::accept(message_of(&message), &name, now())?;
            save(&session, &s)?;
            writeln!(out, "{}", s.messages()[1].text())?;
        }
        RemoteCommand::Receive { message, session } => {
            let mut s = load(&session)?;
            match s.receive(message_of(&message))? {
                Received::Applied { seq } => writeln!(out, "message {seq} applied")?,
                Received::AlreadyApplied { seq } => {
                    writeln!(out, "message {seq} was already applied; nothing changed")?
                }
                Received::Replaced { seq } => writeln!(
                    out,
                    "message {seq}, your own, now stands in place of the other you had signed \
                     under that number (this copy of the session was older)"
                )?,
                Received::ClaimWithdrawn { seq } => writeln!(
                    out,
                    "message {seq} answers your message: your claim is withdrawn, the game goes on"
                )?,
            }
            save(&session, &s)?;
            writeln!(out, "{}", duty_line(&s))?;
        }
        RemoteCommand::Play {
            action,
            session,
            then_roll,
        } => {
            let mut s = load(&session)?;
            let action = action_of(&s, &action, then_roll)?;
            let text = s.send(action)?.text();
            save(&session, &s)?;
            writeln!(out, "{text}")?;
        }
        RemoteCommand::Show { session } => {
            let s = load(&session)?;
            if let Some(m) = s.view_match() {
                write!(out, "{}", write_record(&m, &remote_headers(&s)))?;
            }
            writeln!(out, "{}", duty_line(&s))?;
            if let Some(m) = s.last_own_message() {
                writeln!(out, "to send: {}", m.text())?;
            }
            if let Some(line) = claim_line(&s) {
                writeln!(out, "{line}")?;
            }
            if let Some(code) = s.check_code() {
                writeln!(
                    out,
                    "check code: {code} (your friend's is the same only if no one else took the invitation)"
                )?;
            }
        }
        RemoteCommand::Claim { session } => {
            let mut s = load(&session)?;
            let text = s.claim()?.text();
            save(&session, &s)?;
            writeln!(out, "{text}")?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_remote::DEFAULT_LIMIT;

    #[test]
    fn limits_read_in_minutes_hours_and_days() {
        assert_eq!(parse_limit("10m"), Ok(600));
        assert_eq!(parse_limit("3d"), Ok(3 * 86_400));
        assert_eq!(parse_limit("3d"), Ok(DEFAULT_LIMIT));
        for bad in ["0m", "31d", "3", "d", "-1h", "1.5h"] {
            assert!(parse_limit(bad).is_err(), "{bad}");
        }
        assert_eq!(spoken(3 * 86_400), "3 days");
        assert_eq!(spoken(60), "1 minute");
    }
}
