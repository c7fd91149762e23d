//! A message between the two pages, as a link's fragment carries it:
//!
//! `nardy3.<seq>.<game>.<prev>.<time>.<kind>[.<field>…].<signature>`
//!
//! The first field is the protocol's version, the invitation's for the
//! whole match ([`Version`]): new matches are `nardy3`; `nardy1` and
//! `nardy2` matches (kept games, records) are still read and checked by
//! their own rules, and their messages have no `<time>`.
//!
//! `time` is when the sender signed the message, by its clock (Unix
//! seconds), never earlier than the message before it: what a claim of an
//! abandoned game is measured by.
//!
//! `seq` counts from 0 (the invitation; the inviter writes the even
//! ones, the friend the odd ones), `game` is the match's 16 random bytes,
//! `prev` the SHA-256 of the whole previous message (`-` for the
//! invitation), and the signature is the sender's Ed25519 signature of
//! everything before its `.`. Bytes are base64url (no padding), names
//! percent-encoded UTF-8. The kinds and their fields:
//!
//! - `invite.<rules>.<w|b>.<name>.<key>.<anchor>.<limit>`: the inviter's
//!   rules (see `rules_code`), colour, name, public key, dice anchor and
//!   (`nardy3`) how many seconds a side may take to answer;
//! - `accept.<name>.<key>.<anchor>.<reveal>`;
//! - `move.<dice>.<steps>.<then>.<reveal>`: steps as `24/18,18/13` or
//!   `pass`; `then` is `roll` when the sender rolls at its next turn
//!   without doubling (said now, before it sees the other's move), else
//!   `ask`;
//! - `roll`, `dice`, `double`, `take`, `beaver`, `pass`, `resign`, each
//!   `.<reveal>`;
//! - `claim` (`nardy3`): the side that wrote the last message, unanswered
//!   longer than the invitation's limit, claims the match. It takes the
//!   number the answer would have had and follows the claimant's own
//!   message; an answer that comes after it withdraws it.
//!
//! A reveal is `<index>:<value>` (the sender's chain value), or `-` when
//! the message reveals nothing new.

use crate::chain::{Link, Reveal};
use crate::code::{bytes_to_text, clean_name, name_to_text, text_to_bytes, text_to_name};
use crate::keys::PublicKey;
use crate::roll::GameId;
use crate::rules_code::{code_to_rules, rules_to_code};
use nardy_engine::{Dice, NotationError, Rules, Side, Turn};
use sha2::{Digest, Sha256};
use std::fmt;

/// The protocol's versions. They differ in one rule: who learns the first
/// game's opening first (`Shared`'s *learner*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Version {
    /// The acceptance reveals the friend's part of the opening: the
    /// inviter learns it before sending anything after its invitation
    /// (free to walk away and invite again: issue 50, point 1).
    V1,
    /// The acceptance reveals nothing; the inviter's next message (its
    /// part of the opening, signed after the acceptance and bound to it)
    /// lets the friend learn it. Whoever learns the opening first has
    /// already signed the message that commits it to this game.
    V2,
    /// `V2`, with each message's time and the invitation's limit on how
    /// long an answer may take: a side left waiting longer may claim the
    /// match (`Body::Claim`).
    V3,
}

impl Version {
    /// What new matches use.
    pub const NEWEST: Version = Version::V3;

    pub fn tag(self) -> &'static str {
        match self {
            Version::V1 => "nardy1",
            Version::V2 => "nardy2",
            Version::V3 => "nardy3",
        }
    }

    pub fn from_tag(tag: &str) -> Option<Version> {
        [Version::V1, Version::V2, Version::V3]
            .into_iter()
            .find(|v| v.tag() == tag)
    }

    /// Whether messages carry their time, and the invitation a limit (and
    /// so whether an abandoned match can be claimed).
    pub fn timed(self) -> bool {
        self >= Version::V3
    }

    /// The side that can compute the first game's opening first.
    pub fn first_learner(self, inviter: Side) -> Side {
        match self {
            Version::V1 => inviter,
            Version::V2 | Version::V3 => inviter.opponent(),
        }
    }
}

/// The SHA-256 of a message's whole text: what the next message's `prev` is.
pub type MessageHash = [u8; 32];

pub fn hash_of(text: &str) -> MessageHash {
    Sha256::digest(text.as_bytes()).into()
}

/// What an invitation proposes and who makes it.
#[derive(Clone, Debug, PartialEq)]
pub struct Invitation {
    pub rules: Rules,
    /// The inviter's colour.
    pub side: Side,
    pub name: String,
    pub key: PublicKey,
    pub anchor: Link,
    /// How many seconds a side may take to answer before the other may
    /// claim the match (`nardy3`; none before).
    pub limit: Option<u64>,
}

/// The limits an invitation may name: a minute to thirty days.
pub const LIMITS: std::ops::RangeInclusive<u64> = 60..=30 * 86_400;

/// The limit of an invitation that names none: three days, for a game by
/// links between people who sleep and work.
pub const DEFAULT_LIMIT: u64 = 3 * 86_400;

/// A side's part of the game in one message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// A whole turn played with the dice the contributions roll; with
    /// `then_roll` the sender says now that at its next turn it rolls
    /// without doubling, so the other side's move can carry its dice (a
    /// link each way saved when the cube could be turned).
    Move {
        dice: Dice,
        turn: Turn,
        then_roll: bool,
    },
    /// "I roll" (no double), when the sender could double: the other side
    /// answers with its contribution to the roll.
    Roll,
    /// Only a contribution: the other side needs it for its roll.
    Dice,
    Double,
    Take,
    Beaver,
    Pass,
    Resign,
}

impl Action {
    pub fn kind(self) -> &'static str {
        match self {
            Action::Move { .. } => "move",
            Action::Roll => "roll",
            Action::Dice => "dice",
            Action::Double => "double",
            Action::Take => "take",
            Action::Beaver => "beaver",
            Action::Pass => "pass",
            Action::Resign => "resign",
        }
    }

    const PLAIN: [Action; 7] = [
        Action::Roll,
        Action::Dice,
        Action::Double,
        Action::Take,
        Action::Beaver,
        Action::Pass,
        Action::Resign,
    ];
}

#[derive(Clone, Debug, PartialEq)]
pub enum Body {
    Invite(Invitation),
    Accept {
        name: String,
        key: PublicKey,
        anchor: Link,
        reveal: Option<Reveal>,
    },
    Act {
        action: Action,
        reveal: Option<Reveal>,
    },
    /// The match claimed by the side whose message went unanswered.
    Claim,
}

/// A message read from its text (its signature not yet checked: only the
/// game it belongs to knows whose key to check it with).
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    pub version: Version,
    pub seq: u32,
    pub game: GameId,
    pub prev: Option<MessageHash>,
    /// When the sender signed it (`nardy3`), by its clock.
    pub time: Option<u64>,
    pub body: Body,
    /// Everything the signature covers.
    signed: String,
    signature: String,
}

/// Why a text is not a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MessageError {
    /// It does not begin `nardy`.
    NotAMessage,
    /// A later version of the protocol (or another program's).
    Version(String),
    /// The fields do not fit the kind: `kind` (or `?`) and what is wrong.
    Field {
        kind: String,
        what: &'static str,
    },
    UnknownKind(String),
    BadTurn(NotationError),
}

impl fmt::Display for MessageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MessageError::NotAMessage => {
                f.write_str("this is not a remote game message (it does not begin with nardy)")
            }
            MessageError::Version(v) => {
                write!(
                    f,
                    "the message is of version {v}, this page reads nardy1, nardy2, nardy3"
                )
            }
            MessageError::Field { kind, what } => {
                write!(f, "the {kind} message's {what} is not readable")
            }
            MessageError::UnknownKind(k) => write!(f, "unknown message kind {k:?}"),
            MessageError::BadTurn(e) => write!(f, "the move is not readable: {e}"),
        }
    }
}

impl std::error::Error for MessageError {}

fn reveal_text(reveal: Option<Reveal>) -> String {
    reveal.map_or("-".to_string(), Reveal::to_text)
}

fn turn_text(turn: &Turn) -> String {
    turn.to_string().replace(' ', ",")
}

/// A number as the messages write it: decimal, no leading zero.
fn number<T: std::str::FromStr>(text: &str) -> Option<T> {
    let canonical = text == "0" || !text.starts_with('0');
    (canonical && !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

impl Message {
    /// Writes and signs a message; `time` is written in the versions that
    /// carry it ([`Version::timed`]).
    pub fn new(
        version: Version,
        seq: u32,
        game: GameId,
        prev: Option<MessageHash>,
        time: u64,
        body: Body,
        sign: impl FnOnce(&str) -> String,
    ) -> Message {
        let mut fields = vec![
            version.tag().to_string(),
            seq.to_string(),
            bytes_to_text(&game),
            prev.map_or("-".to_string(), |h| bytes_to_text(&h)),
        ];
        let time = version.timed().then_some(time);
        if let Some(t) = time {
            fields.push(t.to_string());
        }
        // The body as it is written, and as a reader finds it: an
        // invitation names a limit exactly in the versions with times.
        let body = match body {
            Body::Invite(i) => Body::Invite(Invitation {
                limit: version.timed().then(|| i.limit.unwrap_or(DEFAULT_LIMIT)),
                ..i
            }),
            b => b,
        };
        match &body {
            Body::Invite(i) => {
                fields.extend([
                    "invite".to_string(),
                    rules_to_code(i.rules),
                    i.side.letter().to_string(),
                    name_to_text(&i.name),
                    i.key.to_text(),
                    i.anchor.to_text(),
                ]);
                if let Some(limit) = i.limit {
                    fields.push(limit.to_string());
                }
            }
            Body::Accept {
                name,
                key,
                anchor,
                reveal,
            } => fields.extend([
                "accept".to_string(),
                name_to_text(name),
                key.to_text(),
                anchor.to_text(),
                reveal_text(*reveal),
            ]),
            Body::Act { action, reveal } => {
                fields.push(action.kind().to_string());
                if let Action::Move {
                    dice,
                    turn,
                    then_roll,
                } = action
                {
                    let then = if *then_roll { "roll" } else { "ask" };
                    fields.extend([dice.to_string(), turn_text(turn), then.to_string()]);
                }
                fields.push(reveal_text(*reveal));
            }
            Body::Claim => fields.push("claim".to_string()),
        }
        let signed = fields.join(".");
        let signature = sign(&signed);
        Message {
            version,
            seq,
            game,
            prev,
            time,
            body,
            signed,
            signature,
        }
    }

    /// The whole message, as the link's fragment carries it.
    pub fn text(&self) -> String {
        format!("{}.{}", self.signed, self.signature)
    }

    pub fn hash(&self) -> MessageHash {
        hash_of(&self.text())
    }

    /// Whether `key` signed this message.
    pub fn signed_by(&self, key: &PublicKey) -> bool {
        key.signed(&self.signed, &self.signature)
    }

    /// The reveal the message makes, if any.
    pub fn reveal(&self) -> Option<Reveal> {
        match &self.body {
            Body::Invite(_) | Body::Claim => None,
            Body::Accept { reveal, .. } | Body::Act { reveal, .. } => *reveal,
        }
    }

    pub fn parse(text: &str) -> Result<Message, MessageError> {
        let text = text.trim();
        let fields: Vec<&str> = text.split('.').collect();
        if fields.len() < 2 || !fields[0].starts_with("nardy") {
            return Err(MessageError::NotAMessage);
        }
        let version =
            Version::from_tag(fields[0]).ok_or_else(|| MessageError::Version(fields[0].into()))?;
        // Where the kind is: after the time, in the versions with one.
        let at = if version.timed() { 5 } else { 4 };
        let kind = fields.get(at).copied().unwrap_or("?");
        let bad = |what| MessageError::Field {
            kind: kind.to_string(),
            what,
        };
        if fields.len() < at + 2 {
            return Err(bad("number of fields"));
        }
        let seq: u32 = number(fields[1]).ok_or(bad("number"))?;
        let time = match version.timed() {
            true => Some(number::<u64>(fields[4]).ok_or(bad("time"))?),
            false => None,
        };
        let game = text_to_bytes::<16>(fields[2]).ok_or(bad("game"))?;
        let prev = match fields[3] {
            "-" if seq == 0 => None,
            h if seq > 0 => Some(text_to_bytes::<32>(h).ok_or(bad("previous message's hash"))?),
            _ => return Err(bad("previous message's hash")),
        };
        let (rest, signature) = (&fields[at + 1..fields.len() - 1], fields[fields.len() - 1]);
        let reveal = |t: &str| match t {
            "-" => Ok(None),
            t => Reveal::from_text(t).map(Some).ok_or(bad("reveal")),
        };
        let count = |n: usize| {
            if rest.len() == n {
                Ok(())
            } else {
                Err(bad("number of fields"))
            }
        };
        let body = match kind {
            "invite" => {
                count(if version.timed() { 6 } else { 5 })?;
                let limit = match version.timed() {
                    true => Some(
                        number::<u64>(rest[5])
                            .filter(|l| LIMITS.contains(l))
                            .ok_or(bad("time limit"))?,
                    ),
                    false => None,
                };
                Body::Invite(Invitation {
                    rules: code_to_rules(rest[0]).ok_or(bad("rules"))?,
                    side: Side::from_letter(rest[1]).ok_or(bad("colour"))?,
                    name: clean_name(&text_to_name(rest[2]).ok_or(bad("name"))?),
                    key: PublicKey::from_text(rest[3]).ok_or(bad("key"))?,
                    anchor: Link::from_text(rest[4]).ok_or(bad("dice anchor"))?,
                    limit,
                })
            }
            "claim" if version.timed() => {
                count(0)?;
                Body::Claim
            }
            "accept" => {
                count(4)?;
                Body::Accept {
                    name: clean_name(&text_to_name(rest[0]).ok_or(bad("name"))?),
                    key: PublicKey::from_text(rest[1]).ok_or(bad("key"))?,
                    anchor: Link::from_text(rest[2]).ok_or(bad("dice anchor"))?,
                    reveal: reveal(rest[3])?,
                }
            }
            "move" => {
                count(4)?;
                let dice: Dice = rest[0].parse().map_err(|_| bad("dice"))?;
                if dice.to_string() != rest[0] {
                    return Err(bad("dice"));
                }
                if rest[1].contains(' ') {
                    return Err(bad("steps"));
                }
                let turn: Turn = rest[1]
                    .replace(',', " ")
                    .parse()
                    .map_err(MessageError::BadTurn)?;
                if turn_text(&turn) != rest[1] {
                    return Err(bad("steps"));
                }
                let then_roll = match rest[2] {
                    "roll" => true,
                    "ask" => false,
                    _ => return Err(bad("next turn")),
                };
                Body::Act {
                    action: Action::Move {
                        dice,
                        turn,
                        then_roll,
                    },
                    reveal: reveal(rest[3])?,
                }
            }
            k => {
                let action = Action::PLAIN
                    .into_iter()
                    .find(|a| a.kind() == k)
                    .ok_or_else(|| MessageError::UnknownKind(k.to_string()))?;
                count(1)?;
                Body::Act {
                    action,
                    reveal: reveal(rest[0])?,
                }
            }
        };
        if text_to_bytes::<64>(signature).is_none() {
            return Err(bad("signature"));
        }
        let signed = text[..text.len() - signature.len() - 1].to_string();
        Ok(Message {
            version,
            seq,
            game,
            prev,
            time,
            body,
            signed,
            signature: signature.to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keys::Identity;

    #[test]
    fn messages_read_back_and_name_what_is_wrong() {
        let anna = Identity::from_bytes([1; 32]);
        let turn: Turn = "24/18 19/14".parse().unwrap();
        let reveal = Some(Reveal {
            index: 3,
            value: Link([5; 32]),
        });
        let bodies = [
            Body::Invite(Invitation {
                rules: Rules::default(),
                side: Side::White,
                name: "Анна Ли".into(),
                key: anna.public(),
                anchor: Link([4; 32]),
                limit: Some(600),
            }),
            Body::Accept {
                name: String::new(),
                key: anna.public(),
                anchor: Link([4; 32]),
                reveal,
            },
            Body::Act {
                action: Action::Move {
                    dice: "6-5".parse().unwrap(),
                    turn,
                    then_roll: false,
                },
                reveal,
            },
            Body::Act {
                action: Action::Move {
                    dice: "6-5".parse().unwrap(),
                    turn: Turn::pass(),
                    then_roll: true,
                },
                reveal: None,
            },
            Body::Act {
                action: Action::Double,
                reveal: None,
            },
            Body::Claim,
        ];
        for version in [Version::V2, Version::V3] {
            for (seq, body) in bodies.iter().enumerate() {
                if version == Version::V2 && *body == Body::Claim {
                    continue;
                }
                let prev = (seq > 0).then_some([9; 32]);
                let time = 1_796_000_000 + seq as u64;
                let m = Message::new(
                    version,
                    seq as u32,
                    [2; 16],
                    prev,
                    time,
                    body.clone(),
                    |t| anna.sign(t),
                );
                let text = m.text();
                assert!(text.len() < 400, "{text}");
                let back = Message::parse(&text).unwrap();
                assert_eq!(back, m);
                assert!(back.signed_by(&anna.public()));
                assert_eq!(back.text(), text);
                assert_eq!(back.time, version.timed().then_some(time));
                if let Body::Invite(i) = &back.body {
                    assert_eq!(i.limit, version.timed().then_some(600));
                }
            }
        }
        let m = Message::new(
            Version::V2,
            2,
            [2; 16],
            Some([9; 32]),
            0,
            Body::Act {
                action: Action::Move {
                    dice: "6-5".parse().unwrap(),
                    turn,
                    then_roll: false,
                },
                reveal,
            },
            |t| anna.sign(t),
        );
        let text = m.text();
        assert!(text.contains(".move.6-5.24/18,19/14.ask.3:"), "{text}");
        let changed = text.replace(".6-5.", ".6-4.");
        assert!(!Message::parse(&changed).unwrap().signed_by(&anna.public()));
        assert_eq!(Message::parse("hello"), Err(MessageError::NotAMessage));
        assert_eq!(
            Message::parse("nardy4.1.x"),
            Err(MessageError::Version("nardy4".into()))
        );
        // In nardy3 the time and the limit are numbers, written one way;
        // a claim has no field.
        let timed = Message::new(
            Version::V3,
            5,
            [2; 16],
            Some([9; 32]),
            1_796_000_000,
            Body::Claim,
            |t| anna.sign(t),
        )
        .text();
        assert!(timed.contains(".1796000000.claim."), "{timed}");
        for bad in [".01796000000.", ".-1.", ".1e9.", ".."] {
            let changed = timed.replace(".1796000000.", bad);
            assert!(Message::parse(&changed).is_err(), "{changed}");
        }
        assert!(Message::parse(&timed.replace(".claim.", ".claim.x.")).is_err());
        assert!(
            Message::parse(&timed.replacen("nardy3.", "nardy2.", 1)).is_err(),
            "no claim, and no time, before nardy3"
        );
        let old = Message::parse(&text.replacen("nardy2.", "nardy1.", 1)).unwrap();
        assert_eq!(old.version, Version::V1);
        assert!(
            !old.signed_by(&anna.public()),
            "the version is signed: a message cannot change its rules"
        );
        assert!(matches!(
            Message::parse(&text.replace(".move.", ".jump.")),
            Err(MessageError::UnknownKind(_))
        ));
        assert!(
            Message::parse(&text.replace(".6-5.", ".5-6.")).is_err(),
            "one spelling of the dice"
        );
        assert!(Message::parse(&text.replace(".2.", ".02.")).is_err());
    }
}
