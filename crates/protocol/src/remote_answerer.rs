//! The worker's side of the remote game: each question answered from the
//! session the page sent, with `nardy-remote`'s signing and dice code.

use crate::remote::{MessageNews, RemoteAsk, RemoteDuty, RemoteMove, RemoteReply};
use nardy_engine::write_record;
use nardy_remote::{remote_headers, Action, Duty, Received, Refusal, Session, Terms, LIMITS};
use nardy_text::remote::refusal;
use nardy_text::Lang;
use std::cell::RefCell;

thread_local! {
    /// The sessions last read or written, by their whole text. The page
    /// sends a game's session with every question, and reading one checks
    /// every message again (signatures, hash chain, dice): 375 ms at 1,500
    /// messages in a native release build. A text seen before is taken
    /// from here; any other (a changed one included) is read and checked.
    static KNOWN: RefCell<Vec<(String, Session)>> = const { RefCell::new(Vec::new()) };
}

/// The games a worker keeps read: the one on the table, and a few a
/// device may switch between (the list, another tab's).
const KNOWN_MAX: usize = 4;

/// The session `text` writes, read once, its clock set to `now`.
fn session_of(text: &str, now: u64) -> Result<Session, Refusal> {
    let known = KNOWN.with(|k| {
        k.borrow()
            .iter()
            .find(|(t, _)| t == text)
            .map(|(_, s)| s.clone())
    });
    let mut s = match known {
        Some(s) => s,
        None => {
            let s = Session::from_text(text)?;
            remember(text.to_string(), &s);
            s
        }
    };
    s.set_clock(now);
    Ok(s)
}

/// Keeps `session` (written as `text`) read, the latest first.
fn remember(text: String, session: &Session) {
    KNOWN.with(|k| {
        let mut k = k.borrow_mut();
        k.retain(|(t, _)| *t != text);
        k.insert(0, (text, session.clone()));
        k.truncate(KNOWN_MAX);
    });
}

fn duty(d: Duty) -> RemoteDuty {
    match d {
        Duty::Wait => RemoteDuty::Wait,
        Duty::Move => RemoteDuty::Move,
        Duty::DoubleOrRoll => RemoteDuty::DoubleOrRoll,
        Duty::Answer => RemoteDuty::Answer,
        Duty::SendDice => RemoteDuty::SendDice,
        Duty::Over => RemoteDuty::Over,
    }
}

fn session_reply(s: &Session, heard: MessageNews) -> RemoteReply {
    let text = s.to_text();
    remember(text.clone(), s);
    RemoteReply::Session {
        duty: duty(s.duty()),
        heard,
        me: s.me().side,
        game: s.messages()[0]
            .text()
            .split('.')
            .nth(2)
            .unwrap_or("")
            .to_string(),
        friend: s.friend().map(|f| f.name.clone()).unwrap_or_default(),
        check: s.check_code().unwrap_or_default(),
        send: s.last_own_message().map(|m| m.text()),
        session: text,
        record: s
            .view_match()
            .map(|m| write_record(&m, &remote_headers(s)))
            .unwrap_or_default(),
        claim: s.claim_time(),
        claimed: s.claimed(),
    }
}

fn act(session: &mut Session, action: RemoteMove) -> Result<(), Refusal> {
    let plain = match action {
        RemoteMove::Turn { turn, then_roll } => {
            return session.send_turn(turn, then_roll).map(|_| ())
        }
        RemoteMove::Roll => Action::Roll,
        RemoteMove::Dice => Action::Dice,
        RemoteMove::Double => Action::Double,
        RemoteMove::Take => Action::Take,
        RemoteMove::Beaver => Action::Beaver,
        RemoteMove::Pass => Action::Pass,
        RemoteMove::Resign => Action::Resign,
        RemoteMove::Claim => return session.claim().map(|_| ()),
    };
    session.send(plain).map(|_| ())
}

/// Answers `ask` at `now` (Unix seconds, the worker's clock: the time of
/// the messages it signs, and what claims are checked against), its
/// refusals in `lang`.
pub fn answer_remote(lang: Lang, ask: &RemoteAsk, now: u64) -> RemoteReply {
    let refused = |r: Refusal| RemoteReply::Refused(refusal(lang, &r));
    match ask {
        RemoteAsk::Invite {
            rules,
            side,
            name,
            limit,
        } => {
            if !LIMITS.contains(limit) {
                return RemoteReply::Refused(format!("no time limit of {limit} seconds"));
            }
            let terms = Terms { limit: *limit, now };
            match Session::invite(*rules, *side, name, terms) {
                Ok(s) => session_reply(&s, MessageNews::New),
                Err(e) => RemoteReply::Refused(e.to_string()),
            }
        }
        RemoteAsk::Read { message } => match Session::read_invitation(message) {
            Ok((_, i)) => RemoteReply::Offer {
                side: i.side,
                rules: i.rules,
                name: i.name,
                limit: i.limit,
            },
            Err(r) => refused(r),
        },
        RemoteAsk::Accept { message, name } => match Session::accept(message, name, now) {
            Ok(s) => session_reply(&s, MessageNews::New),
            Err(r) => refused(r),
        },
        RemoteAsk::Receive { session, message } => {
            let mut s = match session_of(session, now) {
                Ok(s) => s,
                Err(r) => return refused(r),
            };
            match s.receive(message) {
                Ok(Received::Applied { .. }) => session_reply(&s, MessageNews::New),
                Ok(Received::AlreadyApplied { .. }) => session_reply(&s, MessageNews::Again),
                Ok(Received::Replaced { .. }) => session_reply(&s, MessageNews::Replaced),
                Ok(Received::ClaimWithdrawn { .. }) => session_reply(&s, MessageNews::Withdrawn),
                Err(r) => refused(r),
            }
        }
        RemoteAsk::Prove {
            session,
            fingerprints,
        } => match session_of(session, now) {
            Ok(s) => RemoteReply::Proof(s.live_proof(fingerprints)),
            Err(r) => refused(r),
        },
        RemoteAsk::CheckProof {
            session,
            fingerprints,
            proof,
        } => match session_of(session, now) {
            Ok(s) if s.is_friends_live_proof(fingerprints, proof) => RemoteReply::Proved,
            Ok(_) => RemoteReply::Refused("not the friend's proof".into()),
            Err(r) => refused(r),
        },
        RemoteAsk::Show { session } => match session_of(session, now) {
            Ok(s) => session_reply(&s, MessageNews::New),
            Err(r) => refused(r),
        },
        RemoteAsk::Send { session, action } => {
            let mut s = match session_of(session, now) {
                Ok(s) => s,
                Err(r) => return refused(r),
            };
            match act(&mut s, *action) {
                Ok(()) => session_reply(&s, MessageNews::New),
                Err(r) => refused(r),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Answer, Ask, Question};
    use nardy_engine::{parse_record, Phase, Position, Rules, Side};

    /// The page's road: every question and answer through its line, a
    /// whole match played by two "pages" that keep only the session text.
    #[test]
    fn two_pages_play_a_match_over_the_line() {
        let ask = |lang, ask: RemoteAsk| {
            let request = ask.to_line();
            let q = Question::new(Ask::Remote { lang, request }, Position::start());
            let q = Question::parse(&q.to_line()).unwrap();
            let Ask::Remote { lang, request } = q.ask else {
                panic!("a remote question")
            };
            let ask = RemoteAsk::parse(&request).unwrap();
            let line = Answer::Remote(answer_remote(lang, &ask, 0).to_line()).to_line();
            match Answer::parse(&line).unwrap() {
                Answer::Remote(r) => RemoteReply::parse(&r).unwrap(),
                other => panic!("{other:?}"),
            }
        };
        let RemoteReply::Session {
            send: Some(invitation),
            session: anna,
            ..
        } = ask(
            Lang::En,
            RemoteAsk::Invite {
                rules: Rules {
                    match_length: nardy_engine::MatchLength::new(1).unwrap(),
                    ..Rules::default()
                },
                side: Side::White,
                name: "Anna".into(),
                limit: 600,
            },
        )
        else {
            panic!("an invitation")
        };
        let RemoteReply::Offer { side, name, .. } = ask(
            Lang::Ru,
            RemoteAsk::Read {
                message: invitation.clone(),
            },
        ) else {
            panic!("an offer")
        };
        assert_eq!((side, name.as_str()), (Side::White, "Anna"));
        let RemoteReply::Session {
            send: Some(acceptance),
            session: boris,
            ..
        } = ask(
            Lang::Ru,
            RemoteAsk::Accept {
                message: invitation,
                name: "Борис".into(),
            },
        )
        else {
            panic!("an acceptance")
        };
        let mut sessions = [anna, boris];
        let mut message = acceptance;
        let mut to = 0; // Anna receives first.
        let mut records = [String::new(), String::new()];
        for _ in 0..2_000 {
            let reply = ask(
                Lang::En,
                RemoteAsk::Receive {
                    session: sessions[to].clone(),
                    message: message.clone(),
                },
            );
            let RemoteReply::Session {
                duty,
                session,
                record,
                ..
            } = reply
            else {
                panic!("{reply:?}")
            };
            sessions[to] = session;
            records[to] = record.clone();
            if duty == RemoteDuty::Over {
                break;
            }
            let m = parse_record(&record).unwrap().r#match;
            let action = match duty {
                RemoteDuty::Move => match m.game().phase() {
                    Phase::Move(b) => RemoteMove::Turn {
                        turn: b
                            .legal_turns()
                            .first()
                            .map_or(nardy_engine::Turn::pass(), |t| t.turn),
                        then_roll: false,
                    },
                    other => panic!("{other:?}"),
                },
                RemoteDuty::SendDice => RemoteMove::Dice,
                other => panic!("{other:?} in long nardy"),
            };
            let reply = ask(
                Lang::En,
                RemoteAsk::Send {
                    session: sessions[to].clone(),
                    action,
                },
            );
            let RemoteReply::Session {
                send: Some(next),
                session,
                record,
                duty,
                ..
            } = reply
            else {
                panic!("{reply:?}")
            };
            sessions[to] = session;
            records[to] = record;
            // The same message again changes nothing.
            let again = ask(
                Lang::En,
                RemoteAsk::Receive {
                    session: sessions[1 - to].clone(),
                    message: message.clone(),
                },
            );
            assert!(
                matches!(
                    again,
                    RemoteReply::Session {
                        heard: MessageNews::Again,
                        ..
                    }
                ),
                "{again:?}"
            );
            message = next;
            to = 1 - to;
            if duty == RemoteDuty::Over {
                let last = ask(
                    Lang::En,
                    RemoteAsk::Receive {
                        session: sessions[to].clone(),
                        message: message.clone(),
                    },
                );
                let RemoteReply::Session { record, .. } = last else {
                    panic!()
                };
                records[to] = record;
                break;
            }
        }
        assert_eq!(records[0], records[1]);
        assert!(parse_record(&records[0])
            .unwrap()
            .r#match
            .winner()
            .is_some());
        // A changed message is refused, in the page's language.
        let changed = message.replacen('.', ",", 3);
        let RemoteReply::Refused(why) = ask(
            Lang::Ru,
            RemoteAsk::Receive {
                session: sessions[0].clone(),
                message: changed,
            },
        ) else {
            panic!("refused")
        };
        assert!(why.contains("сообщ"), "{why}");
        // A live connection's proofs, on the line: each side's checks on
        // the other's, never on its own.
        let fingerprints = crate::Fingerprints {
            offer: "sha-256/0A:1B".into(),
            answer: "sha-256/2C:3D".into(),
        };
        let RemoteReply::Proof(proof) = ask(
            Lang::En,
            RemoteAsk::Prove {
                session: sessions[0].clone(),
                fingerprints: fingerprints.clone(),
            },
        ) else {
            panic!("a proof")
        };
        let check = |session: &String| {
            ask(
                Lang::En,
                RemoteAsk::CheckProof {
                    session: session.clone(),
                    fingerprints: fingerprints.clone(),
                    proof: proof.clone(),
                },
            )
        };
        assert_eq!(check(&sessions[1]), RemoteReply::Proved);
        assert!(matches!(check(&sessions[0]), RemoteReply::Refused(_)));
    }
}
