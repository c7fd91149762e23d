//! The remote protocol under honest play, and under every message a
//! transport or a cheat could deliver instead.

mod common;

use common::{all_rules, pair, play_out, rng, step};
use nardy_engine::{parse_record, write_record, Dice, Match, OpeningRule, Phase, Side, Turn};
use nardy_remote::{
    remote_headers, verify_remote_record, Action, Body, Duty, Identity, Message, Received, Refusal,
    RemoteCheck, RemoteMismatch, Secret, Session, Version,
};
use rand::Rng;

fn record_of(s: &Session) -> String {
    write_record(&s.view_match().unwrap(), &remote_headers(s))
}

#[test]
fn honest_matches_end_alike_on_both_sides_and_verify() {
    let mut games = 0;
    for (n, rules) in all_rules().into_iter().enumerate() {
        for (k, side) in Side::BOTH.into_iter().enumerate() {
            let n = (n * 2 + k) as u64;
            let (mut anna, mut boris) = pair(rules, side, n);
            let sent = play_out(&mut anna, &mut boris, n, 20_000);
            assert_eq!(
                anna.duty(),
                Duty::Over,
                "rules {rules:?}, {} messages",
                sent.len()
            );
            assert_eq!(boris.duty(), Duty::Over);
            let (a, b) = (record_of(&anna), record_of(&boris));
            assert_eq!(a, b, "both records are the same");
            assert!(a.contains("White dice reveal: ") && a.contains("Борис"));
            let parsed = parse_record(&a).unwrap();
            let checks = verify_remote_record(&parsed).unwrap();
            games += checks.len();
            assert!(
                checks.iter().all(|c| *c == RemoteCheck::Verified),
                "{checks:?}\n{a}"
            );
            // Every turn's link is short.
            let longest = sent.iter().map(|m| m.text().len()).max().unwrap();
            assert!(longest < 600, "{longest}");
        }
    }
    assert!(games > 12, "{games} games: some matches last several");
}

/// Fairness 3: a record with one roll changed, a reveal changed or an
/// anchor changed is refused, and the check names what differs.
#[test]
fn a_changed_roll_reveal_or_anchor_in_a_record_is_named() {
    let rules = all_rules()[1];
    let (mut anna, mut boris) = pair(rules, Side::White, 7);
    play_out(&mut anna, &mut boris, 7, 20_000);
    let record = record_of(&anna);
    let honest = parse_record(&record).unwrap();
    let first = honest.r#match.games().next().unwrap();
    // The same game with turn 5 rolled otherwise (and played legally).
    let mut m = Match::new(rules);
    for &(w, b) in first.openings() {
        m.game_mut().opening_roll(w, b).unwrap();
    }
    for (i, r) in first.history().iter().take(5).enumerate() {
        let dice = if i == 4 {
            Dice::all().find(|d| *d != r.dice).unwrap()
        } else {
            r.dice
        };
        m.game_mut().roll(dice).unwrap();
        let turn = match m.game().phase() {
            Phase::Move(b) if i == 4 => b.legal_turns().first().map_or(Turn::pass(), |t| t.turn),
            _ => r.turn,
        };
        m.game_mut().play_turn(&turn).unwrap();
    }
    let headers = remote_headers(&anna);
    let changed = parse_record(&write_record(&m, &headers)).unwrap();
    let checks = verify_remote_record(&changed).unwrap();
    match &checks[0] {
        RemoteCheck::Failed(why @ RemoteMismatch::Turn { number: 5, .. }) => {
            assert!(why.to_string().contains("turn 5 is recorded with"), "{why}")
        }
        other => panic!("{other:?}"),
    }
    // A reveal or an anchor changed: the chain no longer hashes down.
    for key in ["Black dice reveal: ", "White dice anchor: "] {
        let line = record.lines().find(|l| l.starts_with(key)).unwrap();
        let mut forged_line = line.to_string();
        let last = forged_line.pop().unwrap();
        forged_line.push(if last == 'A' { 'Q' } else { 'A' });
        let forged = record.replace(line, &forged_line);
        let checks = verify_remote_record(&parse_record(&forged).unwrap()).unwrap();
        assert!(
            checks.iter().all(|c| matches!(
                c,
                RemoteCheck::Failed(RemoteMismatch::Reveal(_) | RemoteMismatch::Header(_))
            )),
            "{key}: {checks:?}"
        );
    }
    // A record without the remote headers is not a remote record.
    let plain = parse_record(&write_record(&honest.r#match, &[])).unwrap();
    assert_eq!(verify_remote_record(&plain), None);
}

/// An exported record with one move replaced by another legal move of the
/// same roll (the dice, and so the dice check, unchanged): before, it
/// still read "verified" — its moves were bound to nothing. Now it carries
/// the signed messages, and the move is named as not theirs; a message
/// changed in the record is refused as a friend's page refuses it.
#[test]
fn a_record_with_one_move_changed_fails_against_its_signed_messages() {
    for (rules, n) in [(all_rules()[1], 8), (all_rules()[2], 9)] {
        let (mut anna, mut boris) = pair(rules, Side::White, n);
        play_out(&mut anna, &mut boris, n, 20_000);
        let record = record_of(&anna);
        let honest = parse_record(&record).unwrap();
        let messages = nardy_remote::recorded_messages(&honest).len();
        assert_eq!(messages, anna.messages().len());
        assert_eq!(nardy_remote::check_moves(&honest), Some(Ok(messages)));
        // The first turn with another legal way to play its roll.
        let first = honest.r#match.games().next().unwrap();
        let mut m = Match::new(rules);
        for &(w, b) in first.openings() {
            m.game_mut().opening_roll(w, b).unwrap();
        }
        let mut changed_at = None;
        for (i, r) in first.history().iter().enumerate() {
            // (Under play-dice the first turn plays the opening dice.)
            if matches!(m.game().phase(), Phase::Roll(_)) {
                m.game_mut().roll(r.dice).unwrap();
            }
            let mut turn = r.turn;
            if changed_at.is_none() {
                if let Phase::Move(b) = m.game().phase() {
                    if let Some(other) = b
                        .legal_turns()
                        .iter()
                        .map(|t| t.turn)
                        .find(|t| *t != r.turn)
                    {
                        turn = other;
                        changed_at = Some(i);
                    }
                }
            }
            m.game_mut().play_turn(&turn).unwrap();
            if changed_at.is_some() {
                break;
            }
        }
        let edited = parse_record(&write_record(&m, &remote_headers(&anna))).unwrap();
        let checks = verify_remote_record(&edited).unwrap();
        assert!(
            !checks.iter().any(|c| matches!(c, RemoteCheck::Failed(_))),
            "the dice alone do not see it: {checks:?}"
        );
        match nardy_remote::check_moves(&edited) {
            Some(Err(why @ nardy_remote::MovesMismatch::Line { game: 1, .. })) => {
                assert!(
                    why.to_string().contains("but the signed messages say"),
                    "{why}"
                )
            }
            other => panic!("{other:?}"),
        }
    }
    let (anna, _) = {
        let (mut anna, mut boris) = pair(all_rules()[0], Side::White, 31);
        play_out(&mut anna, &mut boris, 31, 20_000);
        (anna, boris)
    };
    // A message of the record changed: refused as a friend's page refuses it.
    let honest = record_of(&anna);
    let (seq, line) = honest
        .lines()
        .filter(|l| l.starts_with("Message: "))
        .enumerate()
        .find(|(_, l)| l.contains(".move."))
        .unwrap();
    let forged = honest.replace(line, &line.replacen(".move.", ".resign.", 1));
    let why = nardy_remote::check_moves(&parse_record(&forged).unwrap())
        .unwrap()
        .unwrap_err();
    let refused = format!("the record's message {seq} is refused");
    assert!(why.to_string().starts_with(&refused), "{why}");
}

/// Every message a transport could deliver wrongly: duplicates, old ones,
/// ones out of order, and any single character changed. Each is refused
/// or ignored, and the receiving side's state does not change.
#[test]
fn wrong_deliveries_never_change_a_game() {
    for n in 0..6u64 {
        let rules = all_rules()[(n % 6) as usize];
        let (mut anna, mut boris) = pair(rules, Side::White, 100 + n);
        let mut r = rng(200 + n);
        let mut history: Vec<Message> = anna.messages().to_vec();
        for _ in 0..400 {
            let Some((side, m)) = step(&mut anna, &mut boris, &mut r) else {
                break;
            };
            let receiver = if side == Side::White {
                &mut boris
            } else {
                &mut anna
            };
            let before = receiver.to_text();
            // An old or duplicate message: ignored, or refused.
            let old = &history[r.random_range(0..history.len())];
            match receiver.receive(&old.text()) {
                Ok(Received::AlreadyApplied { .. }) => {}
                Err(Refusal::Conflict { .. } | Refusal::NotSigned { .. }) => {}
                other => panic!("old message {}: {other:?}", old.seq),
            }
            assert_eq!(receiver.to_text(), before);
            // One character changed anywhere: refused.
            let text = m.text();
            let at = r.random_range(0..text.len());
            let mut bytes = text.clone().into_bytes();
            bytes[at] = if bytes[at] == b'A' { b'B' } else { b'A' };
            let changed = String::from_utf8(bytes).unwrap();
            if changed != text {
                assert!(receiver.receive(&changed).is_err(), "{at} of {text}");
                assert_eq!(receiver.to_text(), before);
            }
            history.push(m.clone());
            // Sometimes the message is dropped once and the next one
            // arrives first: refused as out of order (it says which is missing).
            receiver.receive(&m.text()).unwrap();
        }
    }
}

/// A device restored from an older save meets a later link: it says
/// which messages are missing and changes nothing; once they arrive in
/// order, it plays on.
#[test]
fn a_message_ahead_of_time_says_which_is_missing() {
    let (mut anna, mut boris) = pair(all_rules()[1], Side::White, 9);
    play_out(&mut anna, &mut boris, 9, 6);
    let old_save = boris.to_text();
    let sent = play_out(&mut anna, &mut boris, 10, 4);
    let mut restored = Session::from_text(&old_save).unwrap();
    let have = restored.messages().len() as u32;
    let latest = sent.iter().rev().find(|m| m.seq > have).unwrap();
    let refusal = restored.receive(&latest.text()).unwrap_err();
    assert_eq!(
        refusal,
        Refusal::Missing {
            from: have,
            got: latest.seq
        }
    );
    assert!(
        refusal.to_string().contains(&format!("{have} ")),
        "{refusal}"
    );
    assert_eq!(restored.to_text(), old_save);
    // The friend holds every message, this side's own among them (signed
    // by this device's key): the restored device catches up and plays on.
    for m in anna.messages().iter().skip(have as usize) {
        restored.receive(&m.text()).unwrap();
    }
    assert_eq!(restored.to_text(), boris.to_text());
    play_out(&mut anna, &mut restored, 11, 20_000);
    assert_eq!(restored.duty(), Duty::Over);
    assert_eq!(record_of(&anna), record_of(&restored));
}

#[test]
fn saves_read_back_mid_match_and_play_on() {
    for side in Side::BOTH {
        let (mut anna, mut boris) = pair(all_rules()[0], side, 41);
        play_out(&mut anna, &mut boris, 41, 37);
        let mut anna2 = Session::from_text(&anna.to_text()).unwrap();
        let mut boris2 = Session::from_text(&boris.to_text()).unwrap();
        assert_eq!(anna2.to_text(), anna.to_text());
        assert_eq!(boris2.duty(), boris.duty());
        play_out(&mut anna2, &mut boris2, 42, 20_000);
        assert_eq!(anna2.duty(), Duty::Over);
        assert_eq!(record_of(&anna2), record_of(&boris2));
    }
    assert!(Session::from_text("remote1 w x y").is_err());
}

/// Someone who saw the invitation accepts it first, under the friend's
/// name. Before, the two friends only read "message 1 … already received,
/// and this one is different" and "message 2 does not follow…", and
/// nothing let them check each other's keys. Now the inviter's page says
/// who accepted first, the friend's that the invitation was taken, and
/// the check codes (the same on both pages only between the two keys)
/// differ.
#[test]
fn an_invitation_taken_by_someone_else_is_named_and_the_check_codes_differ() {
    let rules = all_rules()[0];
    let mut anna = Session::invite(rules, Side::White, "Anna", Default::default()).unwrap();
    let invitation = anna.messages()[0].text();
    assert_eq!(anna.check_code(), None, "no code before a key comes back");
    let eve = Session::accept(&invitation, "Boris", 0).unwrap();
    anna.receive(&eve.messages()[1].text()).unwrap();
    let mut boris = Session::accept(&invitation, "Boris", 0).unwrap();
    let (anna_sees, eve_sees, boris_sees) =
        (anna.check_code(), eve.check_code(), boris.check_code());
    assert!(anna_sees.is_some() && boris_sees.is_some());
    assert_eq!(
        anna_sees, eve_sees,
        "Anna and the one she plays hold each other's keys"
    );
    assert_ne!(
        anna_sees, boris_sees,
        "Boris's code is not Anna's: read aloud, the theft shows"
    );
    // The real friend's acceptance reaches Anna after Eve's.
    let before = anna.to_text();
    assert_eq!(
        anna.receive(&boris.messages()[1].text()),
        Err(Refusal::AcceptedBefore {
            first: "Boris".into(),
            second: "Boris".into()
        })
    );
    assert_eq!(anna.to_text(), before);
    // Anna's next message (to Eve) reaches Boris: signed by Anna, after
    // another acceptance.
    let mut eve = eve;
    let (side, next) = step(&mut anna, &mut eve, &mut rng(3)).expect("Anna acts");
    assert_eq!((side, next.seq), (Side::White, 2));
    let before = boris.to_text();
    let taken = boris.receive(&next.text());
    assert_eq!(
        taken,
        Err(Refusal::InvitationTaken {
            inviter: "Anna".into()
        })
    );
    assert_eq!(boris.to_text(), before);
    assert!(taken
        .unwrap_err()
        .to_string()
        .contains("someone else accepted this invitation before you"));
}

/// A third person who saw a link: their acceptance is refused once the
/// friend has accepted, and a message signed by their key is refused.
#[test]
fn a_forwarded_link_gives_a_third_person_nothing() {
    let (mut anna, mut boris) = pair(all_rules()[1], Side::White, 5);
    let invitation = anna.messages()[0].text();
    let carol = Session::accept(&invitation, "Carol", 0).unwrap();
    let before = anna.to_text();
    assert_eq!(
        anna.receive(&carol.messages()[1].text()),
        Err(Refusal::AcceptedBefore {
            first: "Борис".into(),
            second: "Carol".into()
        })
    );
    play_out(&mut anna, &mut boris, 5, 6);
    // Carol writes Boris's next message with her own key.
    let carol_key = Identity::from_bytes([9; 32]);
    let seq = anna.messages().len() as u32;
    if nardy_remote::writer(Side::White, seq) == Side::Black {
        let m = Message::new(
            Version::NEWEST,
            seq,
            anna.game_id(),
            Some(anna.messages().last().unwrap().hash()),
            anna.messages().last().unwrap().time.unwrap_or(0),
            Body::Act {
                action: Action::Resign,
                reveal: None,
            },
            |t| carol_key.sign(t),
        );
        let before = anna.to_text();
        assert_eq!(
            anna.receive(&m.text()),
            Err(Refusal::NotSigned {
                seq,
                by: Side::Black
            })
        );
        assert_eq!(anna.to_text(), before);
    }
    assert_ne!(before, anna.to_text());
}

/// Fairness 2: whenever a side is to decide (move, double, answer), the
/// other side's knowledge does not roll that side's dice; and a side with
/// the cube to decide on does not know its roll before it says "roll".
#[test]
fn no_side_sees_a_roll_before_its_turn() {
    for (n, rules) in all_rules().into_iter().enumerate() {
        let n = 300 + n as u64;
        let (mut anna, mut boris) = pair(rules, Side::White, n);
        let mut r = rng(n);
        let mut checked = 0;
        while let Some((side, m)) = step(&mut anna, &mut boris, &mut r) {
            let (sender, receiver) = if side == Side::White {
                (&mut anna, &mut boris)
            } else {
                (&mut boris, &mut anna)
            };
            receiver.receive(&m.text()).unwrap();
            let theirs = receiver.view_match().unwrap();
            let mine = sender.view_match().unwrap();
            let to_move = |m: &nardy_engine::Match| match m.game().phase() {
                Phase::Move(_) => Some(m.game().position().side_to_move()),
                _ => None,
            };
            let opening_dice = theirs.rules().opening == OpeningRule::PlayOpeningDice
                && theirs.game().history().is_empty()
                && !theirs.game().openings().is_empty();
            if to_move(&theirs) == Some(receiver.me().side) && !opening_dice {
                // The receiver rolled; the sender cannot know the roll yet.
                assert_ne!(
                    to_move(&mine),
                    Some(receiver.me().side),
                    "message {}",
                    m.seq
                );
                checked += 1;
            }
            if receiver.duty() == Duty::DoubleOrRoll {
                let shared = receiver.shared().unwrap();
                let friend = receiver.me().side.opponent();
                assert!(shared.revealed(friend).index < shared.pending_index());
            }
        }
        assert!(checked > 20, "{checked}");
    }
}

/// Fairness 1 and 3: a side that tries another contribution than its
/// chain's, reveals more or less than the game needs, or writes other dice
/// than the contributions roll, is refused — its own signature or not.
#[test]
fn cheating_with_the_dice_is_caught() {
    let (mut anna, mut boris) = pair(all_rules()[1], Side::White, 11);
    play_out(&mut anna, &mut boris, 11, 4);
    // Make the honest next message of whoever is to act, then forge
    // variants of it with that side's own key.
    let (mut actor, mut other, identity) = if anna.last_own_message().is_none() {
        (
            anna.clone(),
            boris.clone(),
            Identity::from_bytes(common::seeds(11, 1).0),
        )
    } else {
        (
            boris.clone(),
            anna.clone(),
            Identity::from_bytes(common::seeds(11, 2).0),
        )
    };
    let mut r = rng(1);
    let action = common::choose(&actor, &mut r).unwrap();
    let honest = actor.send(action).unwrap().clone();
    let seq = honest.seq;
    let prev = Some(other.messages().last().unwrap().hash());
    let Body::Act { action, reveal } = honest.body.clone() else {
        panic!()
    };
    let forge = |action, reveal| {
        Message::new(
            Version::NEWEST,
            seq,
            honest.game,
            prev,
            honest.time.unwrap_or(0),
            Body::Act { action, reveal },
            |t| identity.sign(t),
        )
    };
    let before = other.to_text();
    let reveal = reveal.expect("a move reveals");
    // Another chain's value at the same index (chosen after seeing the other's).
    let other_chain = Secret::from_bytes([77; 32]).reveal(reveal.index);
    assert!(matches!(
        other.receive(&forge(action, Some(other_chain)).text()),
        Err(Refusal::BadReveal { .. })
    ));
    // A reveal that runs one further (the next roll's contribution early).
    let (_, secret) = if actor.me().side == Side::White {
        common::seeds(11, 1)
    } else {
        common::seeds(11, 2)
    };
    let secret = Secret::from_bytes(secret);
    let more = secret.reveal(reveal.index + 1);
    assert_eq!(
        other.receive(&forge(action, Some(more)).text()),
        Err(Refusal::WrongReveal {
            expected: reveal.index,
            got: reveal.index + 1
        })
    );
    if let Action::Move {
        dice,
        turn,
        then_roll,
    } = action
    {
        let other_dice = nardy_engine::Dice::all().find(|d| *d != dice).unwrap();
        let changed = Action::Move {
            dice: other_dice,
            turn,
            then_roll,
        };
        assert!(matches!(
            other.receive(&forge(changed, Some(reveal)).text()),
            Err(Refusal::WrongDice { .. })
        ));
    }
    assert_eq!(other.to_text(), before);
    other.receive(&honest.text()).unwrap();
    let _ = &mut actor;
}

/// A side that says with its move that it will roll next time saves the
/// "roll" and "dice" links of its next turn; the dice still verify.
#[test]
fn saying_then_roll_saves_two_links_a_turn_with_the_cube() {
    let count = |then_roll: bool| {
        let (anna, boris) = pair(common::nardegammon(3), Side::White, 77);
        let mut sides = [anna, boris];
        let mut kinds = std::collections::HashMap::<&'static str, usize>::new();
        'play: for _ in 0..5_000 {
            for i in 0..2 {
                let actor = &sides[i];
                let action = match actor.duty() {
                    Duty::Wait | Duty::Over => continue,
                    Duty::Move => {
                        let m = actor.view_match().unwrap();
                        let Phase::Move(b) = m.game().phase() else {
                            panic!()
                        };
                        let turn = b.legal_turns().first().map_or(Turn::pass(), |t| t.turn);
                        Action::Move {
                            dice: b.dice(),
                            turn,
                            then_roll,
                        }
                    }
                    Duty::DoubleOrRoll => Action::Roll,
                    Duty::Answer => Action::Take,
                    Duty::SendDice => Action::Dice,
                };
                *kinds.entry(action.kind()).or_default() += 1;
                let text = sides[i].send(action).unwrap().text();
                sides[1 - i].receive(&text).unwrap();
                continue 'play;
            }
            break;
        }
        let [anna, _] = &sides;
        assert_eq!(anna.duty(), Duty::Over);
        let record = record_of(anna);
        let checks = verify_remote_record(&parse_record(&record).unwrap()).unwrap();
        assert!(checks.iter().all(|c| *c == RemoteCheck::Verified));
        (kinds, checks.len())
    };
    let (asking, _) = count(false);
    let (rolling, games) = count(true);
    assert_eq!(asking["move"], rolling["move"], "the same game");
    assert!(asking["roll"] > 20, "{asking:?}");
    // Left: each game's first turn of its second mover (a new game's
    // first turn is not said in advance), and each game's start.
    assert!(
        rolling.get("roll").copied().unwrap_or(0) <= games,
        "{rolling:?}"
    );
    assert!(
        rolling.get("dice").copied().unwrap_or(0) <= 2 * games,
        "{rolling:?}"
    );
}

/// Who is on a live connection. Before, any page that answered the offer
/// was "Connected to Boris" and was sent the waiting message. Now each
/// page signs the connection's two DTLS fingerprints with its game key:
/// the friend's proof checks, and nothing else does — someone who accepted
/// the invitation first under the friend's name, a real proof relayed from
/// another connection, this side's own proof sent back, a message's
/// signature.
#[test]
fn only_the_friend_can_prove_a_live_connection() {
    use nardy_remote::Fingerprints;
    let rules = all_rules()[0];
    let mut anna = Session::invite(rules, Side::White, "Anna", Default::default()).unwrap();
    let invitation = anna.messages()[0].text();
    let boris = Session::accept(&invitation, "Boris", 0).unwrap();
    // No friend yet: no proof checks on the inviter's side.
    let fp = Fingerprints {
        offer: "sha-256/AA:01".into(),
        answer: "sha-256/BB:02".into(),
    };
    assert!(!anna.is_friends_live_proof(&fp, &boris.live_proof(&fp)));
    anna.receive(&boris.messages()[1].text()).unwrap();
    assert!(anna.is_friends_live_proof(&fp, &boris.live_proof(&fp)));
    assert!(boris.is_friends_live_proof(&fp, &anna.live_proof(&fp)));
    // Eve accepted the same invitation under Boris's name.
    let eve = Session::accept(&invitation, "Boris", 0).unwrap();
    assert!(!anna.is_friends_live_proof(&fp, &eve.live_proof(&fp)));
    // Eve relays Boris's proof of another connection (her own certificate).
    let relayed = Fingerprints {
        answer: "sha-256/EE:66".into(),
        ..fp.clone()
    };
    assert!(!anna.is_friends_live_proof(&relayed, &boris.live_proof(&fp)));
    // Anna's own proof sent back to her; a message's signature as a proof.
    assert!(!anna.is_friends_live_proof(&fp, &anna.live_proof(&fp)));
    let signature = boris.messages()[1]
        .text()
        .rsplit('.')
        .next()
        .unwrap()
        .to_string();
    assert!(!anna.is_friends_live_proof(&fp, &signature));
    assert!(!anna.is_friends_live_proof(&fp, "not a signature"));
}
