//! A remote record's moves bound to the signed messages: the record
//! carries every message of the match (`Message: <text>` headers, in
//! order), and a reader with no secret replays them — each signed by the
//! side that writes it, each following the one before, each allowed by the
//! rules and the dice protocol — into the match they prove. Every game of
//! the record must be that match's, move for move, die for die and cube
//! action for cube action; the names and keys in the headers must be the
//! messages' own. A match that ends in a claim of abandonment (`nardy3`)
//! ends with the claim, made no sooner than the invitation's limit after
//! the claimant's last message by their signed times, and says so in the
//! header `Abandoned by: <side>`.

use crate::message::{hash_of, Body, Message, Version};
use crate::refusal::Refusal;
use crate::session::sender;
use crate::shared::Shared;
use nardy_engine::{write_record, Match, ParsedRecord, Side};
use std::fmt;

/// The header each message is written under, in order.
pub const MESSAGE: &str = "Message";

/// The header of a match claimed as abandoned: the side that did not answer.
pub const ABANDONED: &str = "Abandoned by";

/// A claim of abandonment as the signed messages prove it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Abandonment {
    /// The side that did not answer (the claimant is the other).
    pub by: Side,
    /// The message that went unanswered, and when it was signed.
    pub unanswered: u32,
    pub sent: u64,
    /// When the claim was signed, and the invitation's limit (seconds).
    pub claimed: u64,
    pub limit: u64,
}

/// Where a record's moves and its messages part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MovesMismatch {
    /// Message `seq` of the record is refused as a friend's page would
    /// refuse it (`why`, the protocol's words).
    Message { seq: u32, why: String },
    /// The header names what the messages do not (a name, a key).
    Header(String),
    /// The record's `line` (of game `game`) is not what the messages prove:
    /// `proved` is the messages' line there (empty: none).
    Line {
        game: usize,
        line: String,
        proved: String,
    },
}

impl fmt::Display for MovesMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MovesMismatch::Message { seq, why } => {
                write!(f, "the record's message {seq} is refused: {why}")
            }
            MovesMismatch::Header(h) => {
                write!(f, "the header {h:?} is not what the signed messages say")
            }
            MovesMismatch::Line { line, proved, .. } if proved.is_empty() => write!(
                f,
                "the record's line {line:?} is in none of the signed messages"
            ),
            MovesMismatch::Line { line, proved, .. } if line.is_empty() => write!(
                f,
                "the record leaves out {proved:?}, which the signed messages say"
            ),
            MovesMismatch::Line { line, proved, .. } => write!(
                f,
                "the record says {line:?}, but the signed messages say {proved:?}"
            ),
        }
    }
}

/// The header that names a remote record's protocol version.
pub(crate) const PROTOCOL: &str = "Remote protocol";

/// The value of the record's header `name`, if it has one.
pub(crate) fn header<'a>(record: &'a ParsedRecord, name: &str) -> Option<&'a str> {
    record
        .headers
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// The record's protocol version (`Remote protocol`; none: `nardy1`, whose
/// records had no such header).
pub(crate) fn protocol(record: &ParsedRecord) -> Result<Version, ()> {
    header(record, PROTOCOL).map_or(Ok(Version::V1), |t| Version::from_tag(t).ok_or(()))
}

/// The record's messages, if it carries any.
pub fn recorded_messages(record: &ParsedRecord) -> Vec<&str> {
    record
        .headers
        .iter()
        .filter(|(k, _)| k == MESSAGE)
        .map(|(_, v)| v.as_str())
        .collect()
}

/// What the messages prove.
struct Proved {
    m: Match,
    /// The inviter's colour.
    inviter: Side,
    /// Both names and keys as text, the inviter's first.
    people: [(String, String); 2],
    version: Version,
    abandonment: Option<Abandonment>,
}

/// Replays the messages with no secret.
fn replay(texts: &[&str]) -> Result<Proved, MovesMismatch> {
    let refused = |seq: usize, why: Refusal| MovesMismatch::Message {
        seq: seq as u32,
        why: why.to_string(),
    };
    let mut messages: Vec<Message> = Vec::new();
    let mut shared: Option<Shared> = None;
    let mut people: Vec<(String, crate::keys::PublicKey)> = Vec::new();
    let mut inviter = Side::White;
    let mut abandonment = None;
    for (seq, text) in texts.iter().enumerate() {
        let m = Message::parse(text).map_err(|e| refused(seq, e.into()))?;
        if m.seq as usize != seq {
            return Err(refused(seq, Refusal::Unexpected { seq: m.seq }));
        }
        if let Some(first) = messages.first() {
            if m.game != first.game {
                return Err(refused(seq, Refusal::OtherGame));
            }
            if m.version != first.version {
                return Err(refused(seq, Refusal::Unexpected { seq: m.seq }));
            }
        }
        if m.prev != messages.last().map(|p| hash_of(&p.text())) {
            return Err(refused(seq, Refusal::NotNext { seq: m.seq }));
        }
        if m.time < messages.last().and_then(|p| p.time) {
            return Err(refused(seq, Refusal::Time { seq: m.seq }));
        }
        if abandonment.is_some() {
            // Nothing follows a claim that stands.
            return Err(refused(seq, Refusal::Unexpected { seq: m.seq }));
        }
        let sender = sender(inviter, &m);
        let not_signed = || {
            refused(
                seq,
                Refusal::NotSigned {
                    seq: m.seq,
                    by: sender,
                },
            )
        };
        match (&m.body, &shared) {
            (Body::Invite(i), None) if seq == 0 => {
                if !m.signed_by(&i.key) {
                    return Err(not_signed());
                }
                inviter = i.side;
                people.push((i.name.clone(), i.key));
            }
            (
                Body::Accept {
                    name,
                    key,
                    anchor,
                    reveal,
                },
                None,
            ) if seq == 1 => {
                if !m.signed_by(key) {
                    return Err(not_signed());
                }
                let Some(Body::Invite(i)) = messages.first().map(|f| &f.body) else {
                    return Err(refused(seq, Refusal::Unexpected { seq: 1 }));
                };
                let mut anchors = [*anchor; 2];
                anchors[inviter.index()] = i.anchor;
                let fresh = Shared::new(m.version, m.game, i.rules, inviter, anchors);
                shared = Some(
                    fresh
                        .after(sender, None, *reveal)
                        .map_err(|e| refused(seq, e))?,
                );
                people.push((name.clone(), *key));
            }
            (Body::Act { action, reveal }, Some(s)) => {
                let key = people[usize::from(sender != inviter)].1;
                if !m.signed_by(&key) {
                    return Err(not_signed());
                }
                shared = Some(
                    s.after(sender, Some(*action), *reveal)
                        .map_err(|e| refused(seq, e))?,
                );
            }
            (Body::Claim, Some(s)) => {
                let key = people[usize::from(sender != inviter)].1;
                if !m.signed_by(&key) {
                    return Err(not_signed());
                }
                let limit = match messages.first().map(|f| &f.body) {
                    Some(Body::Invite(i)) => i.limit,
                    _ => None,
                };
                let last = messages.last().expect("a claim follows the acceptance");
                let (Some(limit), Some(sent), Some(claimed)) = (limit, last.time, m.time) else {
                    return Err(refused(seq, Refusal::Unexpected { seq: m.seq }));
                };
                if s.match_state().winner().is_some() {
                    return Err(refused(seq, Refusal::NotNow { action: "claim" }));
                }
                if claimed < sent.saturating_add(limit) {
                    let left = sent.saturating_add(limit) - claimed;
                    return Err(refused(seq, Refusal::ClaimTooEarly { seq: m.seq, left }));
                }
                abandonment = Some(Abandonment {
                    by: sender.opponent(),
                    unanswered: last.seq,
                    sent,
                    claimed,
                    limit,
                });
            }
            _ => return Err(refused(seq, Refusal::Unexpected { seq: m.seq })),
        }
        messages.push(m);
    }
    let Some(shared) = shared else {
        return Err(MovesMismatch::Header(MESSAGE.into()));
    };
    let named = |i: usize| (people[i].0.clone(), people[i].1.to_text());
    Ok(Proved {
        m: shared.match_state().clone(),
        inviter,
        people: [named(0), named(1)],
        version: messages[0].version,
        abandonment,
    })
}

/// The claim of abandonment that ends the record's match, if its signed
/// messages prove one (`check_moves` holds the rest of the record to them).
pub fn abandonment(record: &ParsedRecord) -> Option<Abandonment> {
    replay(&recorded_messages(record)).ok()?.abandonment
}

/// The lines of each game as a record writes them, a turn still in play
/// left out (a player's own roll that the messages do not reveal yet).
fn game_lines(m: &Match) -> Vec<Vec<String>> {
    let text = write_record(m, &[]);
    let mut games: Vec<Vec<String>> = Vec::new();
    for line in text.lines() {
        if line.starts_with("Game ") {
            games.push(Vec::new());
        } else if let Some(game) = games.last_mut() {
            if !line.trim().is_empty() && !line.ends_with('…') {
                game.push(line.to_string());
            }
        }
    }
    games
}

/// Checks the record's moves against its messages: `None` when it carries
/// none (a record exported before they were written in); else `Ok` with
/// how many messages bind its moves, or where they part.
pub fn check_moves(record: &ParsedRecord) -> Option<Result<usize, MovesMismatch>> {
    let texts = recorded_messages(record);
    if texts.is_empty() {
        return None;
    }
    Some(check(record, &texts).map(|()| texts.len()))
}

fn check(record: &ParsedRecord, texts: &[&str]) -> Result<(), MovesMismatch> {
    let Proved {
        m: proved,
        inviter,
        people,
        version,
        abandonment,
    } = replay(texts)?;
    // The header the dice check reads says the messages' version.
    if protocol(record) != Ok(version) {
        return Err(MovesMismatch::Header(PROTOCOL.into()));
    }
    // A match claimed as abandoned says so, and only such a match.
    if header(record, ABANDONED) != abandonment.map(|a| a.by.code()) {
        return Err(MovesMismatch::Header(ABANDONED.into()));
    }
    for (i, side) in [inviter, inviter.opponent()].into_iter().enumerate() {
        let (name, key) = &people[i];
        for (h, want) in [(side.to_string(), name), (format!("{side} key"), key)] {
            if header(record, &h) != Some(want.as_str()) {
                return Err(MovesMismatch::Header(h));
            }
        }
    }
    let (recorded, proved) = (game_lines(&record.r#match), game_lines(&proved));
    for (g, game) in recorded.iter().enumerate() {
        let theirs = proved.get(g).map(Vec::as_slice).unwrap_or_default();
        for (l, line) in game.iter().enumerate() {
            if theirs.get(l) != Some(line) {
                return Err(MovesMismatch::Line {
                    game: g + 1,
                    line: line.clone(),
                    proved: theirs.get(l).cloned().unwrap_or_default(),
                });
            }
        }
        if let Some(missing) = theirs.get(game.len()) {
            return Err(MovesMismatch::Line {
                game: g + 1,
                line: String::new(),
                proved: missing.clone(),
            });
        }
    }
    Ok(())
}
