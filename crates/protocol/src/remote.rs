//! The remote game on the line (a friend by link): the page asks, the
//! worker — which holds the signing and dice code — answers. The page keeps
//! each session's save (`Session::to_text`) and sends it with every
//! question; the worker keeps nothing between questions.
//!
//! Lines: `remote <lang> <position>` then `<verb> [<args>]` on the second
//! line and the payload after it:
//! `invite <rules> <w|b> <limit>` + name, `read` + message, `accept` +
//! message and name (two lines), `receive` + message and session, `send
//! <action>` + session (`move 24/18,18/13 ask|roll`, `roll`, `dice`,
//! `double`, `take`, `beaver`, `pass`, `resign`, `claim`), `show` +
//! session, `prove <offer-fp> <answer-fp>` + session, `check-proof
//! <offer-fp> <answer-fp> <proof>` + session. Answers: `remote session
//! <duty> <new|again|replaced|withdrawn> <w|b> <game> <check> <send-length>
//! <session-length> <record-length> <claim> <claimed>` then the
//! message to send, the session, this side's record (each given by its
//! length in bytes) and the friend's name (`<claim>`: the side that may
//! claim the match and from when, `w1796000000`; `<claimed>`: the side
//! that claimed it; `-` for none); `remote offer <w|b> <rules> <limit>` +
//! the inviter's name; `remote refused` + why; `remote proof <proof>`;
//! `remote proved`. The worker reads the clock itself (the times it signs
//! and checks claims by), so a question is the same whenever it is asked.

use nardy_engine::{Rules, Side, Turn};
pub use nardy_remote::Fingerprints;

/// What this side is to do (`nardy_remote::Duty`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemoteDuty {
    Wait,
    Move,
    DoubleOrRoll,
    Answer,
    SendDice,
    Over,
}

impl RemoteDuty {
    const ALL: [RemoteDuty; 6] = [
        RemoteDuty::Wait,
        RemoteDuty::Move,
        RemoteDuty::DoubleOrRoll,
        RemoteDuty::Answer,
        RemoteDuty::SendDice,
        RemoteDuty::Over,
    ];

    pub fn code(self) -> &'static str {
        match self {
            RemoteDuty::Wait => "wait",
            RemoteDuty::Move => "move",
            RemoteDuty::DoubleOrRoll => "decide",
            RemoteDuty::Answer => "answer",
            RemoteDuty::SendDice => "dice",
            RemoteDuty::Over => "over",
        }
    }

    pub fn parse(code: &str) -> Option<RemoteDuty> {
        RemoteDuty::ALL.into_iter().find(|d| d.code() == code)
    }
}

/// This side's action (`nardy_remote::Action`, the dice filled in by the
/// worker from the session).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemoteMove {
    /// A turn; `then_roll`: this side rolls at its next turn without
    /// doubling (saves a link each way when the cube could be turned).
    Turn {
        turn: Turn,
        then_roll: bool,
    },
    Roll,
    Dice,
    Double,
    Take,
    Beaver,
    Pass,
    Resign,
    /// Claim the match: the friend left this side's message unanswered
    /// longer than the invitation's limit.
    Claim,
}

impl RemoteMove {
    const PLAIN: [(RemoteMove, &'static str); 8] = [
        (RemoteMove::Roll, "roll"),
        (RemoteMove::Dice, "dice"),
        (RemoteMove::Double, "double"),
        (RemoteMove::Take, "take"),
        (RemoteMove::Beaver, "beaver"),
        (RemoteMove::Pass, "pass"),
        (RemoteMove::Resign, "resign"),
        (RemoteMove::Claim, "claim"),
    ];

    pub fn code(self) -> String {
        match self {
            RemoteMove::Turn { turn, then_roll } => format!(
                "move {} {}",
                turn.to_string().replace(' ', ","),
                if then_roll { "roll" } else { "ask" }
            ),
            plain => {
                let (_, code) = RemoteMove::PLAIN
                    .into_iter()
                    .find(|(m, _)| *m == plain)
                    .expect("every plain action has a code");
                code.to_string()
            }
        }
    }

    pub fn parse(code: &str) -> Option<RemoteMove> {
        if let Some(rest) = code.strip_prefix("move ") {
            let (turn, then) = rest.split_once(' ')?;
            let then_roll = match then {
                "roll" => true,
                "ask" => false,
                _ => return None,
            };
            let turn = turn.replace(',', " ").parse().ok()?;
            return Some(RemoteMove::Turn { turn, then_roll });
        }
        RemoteMove::PLAIN
            .into_iter()
            .find(|(_, c)| *c == code)
            .map(|(m, _)| m)
    }
}

/// A question about a remote game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RemoteAsk {
    /// A new invitation: the inviter plays `side`; an answer may take
    /// `limit` seconds.
    Invite {
        rules: Rules,
        side: Side,
        name: String,
        limit: u64,
    },
    /// What an invitation offers, before it is accepted.
    Read {
        message: String,
    },
    Accept {
        message: String,
        name: String,
    },
    /// A message from the friend, for the session saved as `session`.
    Receive {
        session: String,
        message: String,
    },
    Send {
        session: String,
        action: RemoteMove,
    },
    /// The session as it stands (a reload, a game opened from the list).
    Show {
        session: String,
    },
    /// This side's proof of a live connection (`Session::live_proof`).
    Prove {
        session: String,
        fingerprints: Fingerprints,
    },
    /// Whether `proof`, which came over the connection, is the friend's.
    CheckProof {
        session: String,
        fingerprints: Fingerprints,
        proof: String,
    },
}

/// The worker's answer about a remote game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RemoteReply {
    /// The session after the question: the message to send when the last
    /// one is this side's, its save, and the match as this side sees it
    /// (a record with the remote headers); `heard`: what the message
    /// received did. `me`: this side's colour;
    /// `game`: the game's id as its messages write it; `friend`: the
    /// friend's name (empty before the acceptance); `check`: the game's
    /// check code (`nardy_remote::check_code`), empty before the acceptance;
    /// `claim`: the side that may claim the match if no answer comes, and
    /// from when (Unix seconds); `claimed`: the side that claimed it.
    Session {
        duty: RemoteDuty,
        heard: MessageNews,
        me: Side,
        game: String,
        check: String,
        send: Option<String>,
        session: String,
        record: String,
        friend: String,
        claim: Option<(Side, u64)>,
        claimed: Option<Side>,
    },
    /// An invitation's offer: the inviter's colour, rules, name and limit.
    Offer {
        side: Side,
        rules: Rules,
        name: String,
        limit: Option<u64>,
    },
    /// Refused, with why in the page's language; nothing changed.
    Refused(String),
    /// This side's proof of a live connection, to send over it.
    Proof(String),
    /// The proof that came over the connection is the friend's.
    Proved,
}

impl RemoteAsk {
    /// The request as [`crate::Ask::Remote`] carries it.
    pub fn to_line(&self) -> String {
        match self {
            RemoteAsk::Invite {
                rules,
                side,
                name,
                limit,
            } => format!(
                "invite {} {} {limit}\n{name}",
                nardy_remote::rules_to_code(*rules),
                side.letter()
            ),
            RemoteAsk::Read { message } => format!("read\n{message}"),
            RemoteAsk::Accept { message, name } => format!("accept\n{message}\n{name}"),
            RemoteAsk::Receive { session, message } => format!("receive\n{message}\n{session}"),
            RemoteAsk::Send { session, action } => format!("send {}\n{session}", action.code()),
            RemoteAsk::Show { session } => format!("show\n{session}"),
            RemoteAsk::Prove {
                session,
                fingerprints: f,
            } => format!("prove {} {}\n{session}", f.offer, f.answer),
            RemoteAsk::CheckProof {
                session,
                fingerprints: f,
                proof,
            } => format!("check-proof {} {} {proof}\n{session}", f.offer, f.answer),
        }
    }

    /// Reads [`RemoteAsk::to_line`].
    pub fn parse(text: &str) -> Result<RemoteAsk, String> {
        let (verb, payload) = text.split_once('\n').unwrap_or((text, ""));
        let bad = || format!("cannot read the remote question '{verb}'");
        let (word, args) = verb.split_once(' ').unwrap_or((verb, ""));
        Ok(match word {
            "invite" => {
                let [rules, side, limit] = args.split(' ').collect::<Vec<_>>()[..] else {
                    return Err(bad());
                };
                RemoteAsk::Invite {
                    rules: nardy_remote::code_to_rules(rules).ok_or_else(bad)?,
                    side: Side::from_letter(side).ok_or_else(bad)?,
                    name: payload.into(),
                    limit: limit.parse().map_err(|_| bad())?,
                }
            }
            "read" => RemoteAsk::Read {
                message: payload.into(),
            },
            "accept" => {
                let (message, name) = payload.split_once('\n').unwrap_or((payload, ""));
                RemoteAsk::Accept {
                    message: message.into(),
                    name: name.into(),
                }
            }
            "receive" => {
                let (message, session) = payload.split_once('\n').ok_or_else(bad)?;
                RemoteAsk::Receive {
                    message: message.into(),
                    session: session.into(),
                }
            }
            "send" => RemoteAsk::Send {
                action: RemoteMove::parse(args).ok_or_else(bad)?,
                session: payload.into(),
            },
            "show" => RemoteAsk::Show {
                session: payload.into(),
            },
            "prove" => {
                let (offer, answer) = args.split_once(' ').ok_or_else(bad)?;
                RemoteAsk::Prove {
                    session: payload.into(),
                    fingerprints: fingerprints(offer, answer).ok_or_else(bad)?,
                }
            }
            "check-proof" => {
                let [offer, answer, proof] = args.split(' ').collect::<Vec<_>>()[..] else {
                    return Err(bad());
                };
                RemoteAsk::CheckProof {
                    session: payload.into(),
                    fingerprints: fingerprints(offer, answer).ok_or_else(bad)?,
                    proof: proof.into(),
                }
            }
            _ => return Err(bad()),
        })
    }
}

/// What a message the page received did to its session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MessageNews {
    /// It was new, and is applied (or the session is new).
    New,
    /// It was applied before: nothing changed.
    Again,
    /// This device's own message, in place of another it had signed under
    /// the same number (a copy restored from an older save).
    Replaced,
    /// The friend's answer, which withdraws this side's claim of the match.
    Withdrawn,
}

impl MessageNews {
    const ALL: [MessageNews; 4] = [
        MessageNews::New,
        MessageNews::Again,
        MessageNews::Replaced,
        MessageNews::Withdrawn,
    ];

    pub fn code(self) -> &'static str {
        match self {
            MessageNews::New => "new",
            MessageNews::Again => "again",
            MessageNews::Replaced => "replaced",
            MessageNews::Withdrawn => "withdrawn",
        }
    }

    pub fn parse(code: &str) -> Option<MessageNews> {
        MessageNews::ALL.into_iter().find(|h| h.code() == code)
    }
}

/// A side and a time as the line writes them (`w1796000000`; `-`: none).
fn side_time_text(v: Option<(Side, u64)>) -> String {
    v.map_or("-".into(), |(side, at)| format!("{}{at}", side.letter()))
}

fn side_time(text: &str) -> Option<Option<(Side, u64)>> {
    if text == "-" {
        return Some(None);
    }
    let (side, at) = text.split_at_checked(1)?;
    Some(Some((Side::from_letter(side)?, at.parse().ok()?)))
}

/// An optional number or side as the line writes it (`-`: none).
fn or_dash(v: Option<impl ToString>) -> String {
    v.map_or("-".into(), |v| v.to_string())
}

fn number_or_dash(text: &str) -> Option<Option<u64>> {
    match text {
        "-" => Some(None),
        n => Some(Some(n.parse().ok()?)),
    }
}

fn side_or_dash(text: &str) -> Option<Option<Side>> {
    match text {
        "-" => Some(None),
        s => Some(Some(Side::from_letter(s)?)),
    }
}

impl RemoteReply {
    /// The reply as [`crate::Answer::Remote`] carries it.
    pub fn to_line(&self) -> String {
        match self {
            RemoteReply::Session {
                duty,
                heard,
                me,
                game,
                check,
                send,
                session,
                record,
                friend,
                claim,
                claimed,
            } => {
                let send = send.as_deref().unwrap_or("");
                // The code's digits without their spaces; `-` for none.
                let check = match check.replace(' ', "") {
                    digits if digits.is_empty() => "-".to_string(),
                    digits => digits,
                };
                format!(
                    "session {} {} {} {game} {check} {} {} {} {} {}\n{send}{session}{record}{friend}",
                    duty.code(),
                    heard.code(),
                    me.letter(),
                    send.len(),
                    session.len(),
                    record.len(),
                    side_time_text(*claim),
                    or_dash(claimed.map(Side::letter)),
                )
            }
            RemoteReply::Offer {
                side,
                rules,
                name,
                limit,
            } => format!(
                "offer {} {} {}\n{name}",
                side.letter(),
                nardy_remote::rules_to_code(*rules),
                or_dash(*limit)
            ),
            RemoteReply::Refused(why) => format!("refused\n{why}"),
            RemoteReply::Proof(proof) => format!("proof {proof}"),
            RemoteReply::Proved => "proved".to_string(),
        }
    }

    /// Reads [`RemoteReply::to_line`].
    pub fn parse(text: &str) -> Result<RemoteReply, String> {
        let (head, body) = text.split_once('\n').unwrap_or((text, ""));
        let bad = || format!("cannot read the remote answer '{head}'");
        let words: Vec<&str> = head.split(' ').collect();
        Ok(match words[..] {
            ["session", duty, heard, me, game, check, send, session, record, claim, claimed] => {
                let length = |n: &str| n.parse::<usize>().map_err(|_| bad());
                let (sent, rest) = body.split_at_checked(length(send)?).ok_or_else(bad)?;
                let (session, rest) = rest.split_at_checked(length(session)?).ok_or_else(bad)?;
                let (record, friend) = rest.split_at_checked(length(record)?).ok_or_else(bad)?;
                RemoteReply::Session {
                    duty: RemoteDuty::parse(duty).ok_or_else(bad)?,
                    heard: MessageNews::parse(heard).ok_or_else(bad)?,
                    me: Side::from_letter(me).ok_or_else(bad)?,
                    game: game.into(),
                    check: check_code_text(check).ok_or_else(bad)?,
                    send: (!sent.is_empty()).then(|| sent.to_string()),
                    session: session.into(),
                    record: record.into(),
                    friend: friend.into(),
                    claim: side_time(claim).ok_or_else(bad)?,
                    claimed: side_or_dash(claimed).ok_or_else(bad)?,
                }
            }
            ["offer", side, rules, limit] => RemoteReply::Offer {
                side: Side::from_letter(side).ok_or_else(bad)?,
                rules: nardy_remote::code_to_rules(rules).ok_or_else(bad)?,
                name: body.into(),
                limit: number_or_dash(limit).ok_or_else(bad)?,
            },
            ["refused"] => RemoteReply::Refused(body.into()),
            ["proof", proof] => RemoteReply::Proof(proof.into()),
            ["proved"] => RemoteReply::Proved,
            _ => return Err(bad()),
        })
    }
}

/// A connection's fingerprints as a question names them: neither empty,
/// neither with a space or a line break in it.
fn fingerprints(offer: &str, answer: &str) -> Option<Fingerprints> {
    let fine = |f: &str| !f.is_empty() && !f.contains(char::is_whitespace);
    (fine(offer) && fine(answer)).then(|| Fingerprints {
        offer: offer.into(),
        answer: answer.into(),
    })
}

/// A check code as the line writes it (twelve digits, or `-`), in its
/// groups of four; `None` for anything else.
fn check_code_text(text: &str) -> Option<String> {
    if text == "-" {
        return Some(String::new());
    }
    (text.len() == 12 && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| format!("{} {} {}", &text[..4], &text[4..8], &text[8..]))
}
