//! A friend by link, whole matches through `dispatch`: two pages (two
//! `AppState`s) that exchange only their messages, each page's remote
//! questions answered as the remote worker answers them
//! (`nardy_protocol::answer_remote`), the person's turns played by clicks
//! as in `flows.rs`. Both sides end with the same record, which
//! `nardy-remote` verifies; old, repeated, skipped, changed and foreign
//! messages change nothing.

use super::*;
use crate::panels::remote_panel;
use crate::state::options::{Mode, Settings};
use crate::state::LiveNews;
use nardy_engine::{parse_record, Phase, Rules, Side, Variant};
use nardy_protocol::{answer_remote, Answer, Ask, Fingerprints, RemoteAsk};
use nardy_remote::{verify_remote_record, RemoteCheck};
use nardy_text::Lang;

/// The limit on an answer in these tests' invitations.
const DAY: u64 = 86_400;

thread_local! {
    /// The remote worker's clock in these tests (Unix seconds).
    static NOW: std::cell::Cell<u64> = const { std::cell::Cell::new(1_796_000_000) };
}

/// Answers the page's remote questions as its worker would, until none is
/// left; returns how many it answered.
fn worker(s: &mut AppState) -> usize {
    for asked in 0..20 {
        let Some(q) = s.remote_question() else {
            return asked;
        };
        let Ask::Remote { lang, request } = &q.ask else {
            unreachable!("a remote question");
        };
        let ask = RemoteAsk::parse(request).expect("the page's request reads");
        let reply = answer_remote(*lang, &ask, NOW.get());
        dispatch(
            s,
            Action::Answered {
                question: q,
                answer: Answer::Remote(reply.to_line()),
                thought_ms: 0.0,
            },
        );
    }
    panic!("the page keeps asking");
}

fn page() -> AppState {
    let options = Options {
        mode: Mode::HotSeat,
        ..Options::default()
    };
    AppState::new(1, options, Settings::default())
}

fn rules(variant: &str, length: u32) -> Rules {
    Rules {
        variant: variant_of(variant, false, false).expect("a variant"),
        match_length: nardy_engine::MatchLength::new(length).expect("a length"),
        ..Rules::default()
    }
}

/// A link opened on `s` (the session it holds for the message's game).
fn open(s: &mut AppState, message: &str) {
    let session = s.remote_game().map(|g| g.session.clone());
    dispatch(
        s,
        Action::RemoteLink {
            message: message.to_string(),
            session,
        },
    );
    worker(s);
}

/// The messages the page told whoever carries them (the iframe API's
/// `remoteMessage`) since it was last asked.
fn told(s: &mut AppState) -> Vec<String> {
    s.take_events()
        .into_iter()
        .filter_map(|e| match e {
            Event::RemoteMessage(text) => Some(text),
            _ => None,
        })
        .collect()
}

fn to_send(s: &AppState) -> Option<String> {
    s.remote_game().and_then(|g| g.send.clone())
}

/// The person on `s` does what the page offers: plays the first legal
/// step, rolls, doubles once in a while, takes; the timers confirm.
fn act(s: &mut AppState, turn: usize) -> bool {
    let before = s.remote_game().map(|g| g.session.clone());
    if s.human_moving() && !s.is_pass() {
        let from = s.movable()[0];
        dispatch(s, Action::Activate(Spot::Checker(from)));
        let target = s.targets()[0].0;
        dispatch(s, Action::Activate(Spot::Target(target)));
    } else if s.person_answers().is_some() {
        dispatch(s, Action::Take);
    } else if s.person_may_double().is_some() && turn % 7 == 3 {
        dispatch(s, Action::Double);
    } else if s.can_roll() {
        dispatch(s, Action::Roll);
    } else if let Some((a, _)) = s.next_auto() {
        dispatch(s, a);
    }
    worker(s);
    s.remote_game().map(|g| g.session.clone()) != before
}

/// `s` invites a friend to a match under `rules`, under `name`, with a day
/// to answer; its worker answers.
fn invite(s: &mut AppState, rules: Rules, name: &str) {
    let options = Options {
        mode: Mode::Remote,
        rules,
        ..Options::default()
    };
    let name = name.to_string();
    let limit = DAY;
    dispatch(
        s,
        Action::RemoteInvite {
            options,
            name,
            limit,
        },
    );
    worker(s);
}

/// Anna invites (White) under her name, Boris opens the invitation and
/// accepts under his; returns both pages and the invitation.
fn invited_and_accepted(rules: Rules) -> (AppState, AppState, String) {
    let mut anna = page();
    let mut boris = page();
    invite(&mut anna, rules, "Anna");
    assert_eq!(anna.remote().state(), Some(RemoteState::Invite));
    let invitation = to_send(&anna).expect("an invitation");
    assert_eq!(told(&mut anna), std::slice::from_ref(&invitation));
    open(&mut boris, &invitation);
    assert_eq!(boris.dialog(), Some(&super::screen::Dialog::RemoteOffer));
    assert_eq!(
        boris.remote().offer().map(|o| o.name.as_str()),
        Some("Anna")
    );
    dispatch(&mut boris, Action::RemoteAccept("Boris".into()));
    worker(&mut boris);
    assert_eq!(boris.remote_game().map(|g| g.me), Some(Side::Black));
    (anna, boris, invitation)
}

/// Plays a whole match between an inviter (White) and a friend; returns
/// both pages and every message in order.
fn play(rules: Rules) -> (AppState, AppState, Vec<String>) {
    let (mut anna, mut boris, invitation) = invited_and_accepted(rules);
    let mut messages = vec![invitation];
    let mut idle = 0;
    for turn in 0..20_000 {
        // Over, and the last turn played out on the board.
        let over = |s: &AppState| s.remote().state() == Some(RemoteState::Over);
        if over(&anna) && over(&boris) {
            return (anna, boris, messages);
        }
        // A message not yet delivered goes to the other page.
        let delivered = deliver(&mut anna, &mut boris, &mut messages)
            | deliver(&mut boris, &mut anna, &mut messages);
        let moved = act(&mut anna, turn) | act(&mut boris, turn);
        idle = if moved || delivered { 0 } else { idle + 1 };
        assert!(
            idle < 50,
            "stuck at round {turn}: {:?} {:?}",
            anna.phase(),
            boris.phase()
        );
    }
    panic!("the match did not end");
}

/// The message `from` has to send, if new, opened on `to`.
fn deliver(from: &mut AppState, to: &mut AppState, messages: &mut Vec<String>) -> bool {
    let Some(m) = to_send(from).filter(|m| !messages.contains(m)) else {
        return false;
    };
    messages.push(m.clone());
    assert_eq!(told(from), std::slice::from_ref(&m));
    dispatch(from, Action::RemoteSent);
    assert!(matches!(
        from.remote().state(),
        Some(RemoteState::Wait | RemoteState::Over)
    ));
    open(to, &m);
    assert_eq!(to.notice(), None, "{m}");
    true
}

fn body(record: &str) -> String {
    // The record as both sides prove it: the game text after the headers.
    let parsed = parse_record(record).expect("the record reads");
    nardy_engine::write_record(&parsed.r#match, &[])
}

#[test]
fn a_long_match_to_3_by_links_ends_with_the_same_verified_record_on_both_sides() {
    let (anna, boris, messages) = play(rules("long", 3));
    assert!(messages.len() > 100, "{} messages", messages.len());
    let (a, b) = (anna.export_record(""), boris.export_record(""));
    assert_eq!(body(&a), body(&b));
    assert!(a.contains("Anna") && a.contains("Boris"), "{a}");
    let checks = verify_remote_record(&parse_record(&a).unwrap()).expect("a remote record");
    assert!(
        checks.iter().all(|c| *c == RemoteCheck::Verified),
        "{checks:?}"
    );
    // The table shows the match the messages prove, on both pages.
    assert_eq!(anna.r#match().score(), boris.r#match().score());
    assert!(anna.r#match().winner().is_some());
    // Both pages show the same check code (twelve digits in three groups).
    let check = |s: &AppState| s.remote_game().map(|g| g.check.clone()).unwrap_or_default();
    assert_eq!(check(&anna).len(), 14, "{}", check(&anna));
    assert_eq!(check(&anna), check(&boris));
    // A finished remote game: the review and hints are back.
    assert_eq!(anna.remote().state(), Some(RemoteState::Over));
}

#[test]
fn a_nardegammon_match_by_links_plays_the_cube_on_both_sides() {
    let (anna, boris, _) = play(rules("nardegammon", 3));
    let a = anna.export_record("");
    assert_eq!(body(&a), body(&boris.export_record("")));
    assert!(matches!(
        anna.r#match().rules().variant,
        Variant::Nardegammon(_)
    ));
    assert!(a.contains("doubles"), "a cube action: {a}");
    let checks = verify_remote_record(&parse_record(&a).unwrap()).unwrap();
    assert!(
        checks.iter().all(|c| *c == RemoteCheck::Verified),
        "{checks:?}"
    );
}

#[test]
fn old_repeated_skipped_changed_and_foreign_links_change_nothing() {
    let (mut anna, boris, invitation) = invited_and_accepted(rules("long", 1));
    let acceptance = to_send(&boris).unwrap();
    open(&mut anna, &acceptance);
    assert_eq!(anna.notice(), None);
    let session = anna.remote_game().unwrap().session.clone();
    // The same link again: applied before, nothing changes.
    open(&mut anna, &acceptance);
    assert_eq!(anna.notice(), Some(&Notice::RemoteAgain));
    assert_eq!(anna.remote_game().unwrap().session, session);
    // One character changed: refused with why, nothing changes.
    let mut changed = acceptance.clone().into_bytes();
    let at = changed.len() - 5;
    changed[at] = if changed[at] == b'A' { b'B' } else { b'A' };
    open(&mut anna, &String::from_utf8(changed).unwrap());
    assert!(matches!(anna.notice(), Some(Notice::RemoteRefused(why)) if !why.is_empty()));
    assert_eq!(anna.remote_game().unwrap().session, session);
    // Not a message at all.
    open(&mut anna, "hello");
    assert_eq!(anna.notice(), Some(&Notice::RemoteRefused(String::new())));
    // A message of a game this page does not hold, past the invitation.
    let mut carol = page();
    open(&mut carol, &acceptance);
    assert_eq!(carol.notice(), Some(&Notice::RemoteUnknown));
    assert!(carol.remote_game().is_none());
    // A second acceptance of the same invitation (someone who saw the
    // forwarded link) is refused by the inviter.
    let mut eve = page();
    open(&mut eve, &invitation);
    dispatch(&mut eve, Action::RemoteAccept("Eve".into()));
    worker(&mut eve);
    let forged = to_send(&eve).unwrap();
    open(&mut anna, &forged);
    assert!(matches!(anna.notice(), Some(Notice::RemoteRefused(_))));
    assert_eq!(anna.remote_game().unwrap().session, session);
    assert_eq!(anna.remote_game().unwrap().friend, "Boris");
}

#[test]
fn no_hint_chances_or_take_back_against_a_friend() {
    let mut anna = page();
    invite(&mut anna, rules("long", 1), "");
    assert!(!anna.analysis_allowed());
    assert!(!anna.options().take_backs && !anna.options().tutor);
    assert!(
        matches!(anna.phase(), Phase::Opening | Phase::Roll(_)) || anna.remote_game().is_some()
    );
}

/// The friend's turn arrives as a record; the board plays it out step by
/// step (each step a slide and a sound), the status still waiting, and
/// then shows the record the message proves.
#[test]
fn a_friends_turn_is_played_out_on_the_board_step_by_step() {
    let (mut anna, mut boris, invitation) = invited_and_accepted(rules("long", 1));
    let mut messages = vec![invitation];
    for round in 0..2000 {
        deliver(&mut anna, &mut boris, &mut messages);
        deliver(&mut boris, &mut anna, &mut messages);
        for page in [&mut anna, &mut boris] {
            if !page.remote().showing_turn() || page.is_pass() {
                continue;
            }
            let me = page.remote_game().unwrap().me;
            assert_eq!(page.remote().state(), Some(RemoteState::Wait));
            let mut slid = 0;
            while page.remote().showing_turn() {
                let (action, _) = page.next_auto().expect("the friend's turn plays on");
                dispatch(page, action);
                slid += page
                    .take_events()
                    .iter()
                    .filter(|e| matches!(e, Event::Stepped { side, .. } if *side != me))
                    .count();
            }
            let turn = *page.r#match().game().history().last().unwrap();
            assert_ne!(turn.side, me);
            assert_eq!(slid, turn.turn.steps().len(), "one slide per step");
            assert_eq!(page.remote().state(), Some(RemoteState::Play));
            return;
        }
        act(&mut anna, round);
        act(&mut boris, round);
    }
    panic!("no friend's turn was played out on the board");
}

/// The proof `s` sent over its channel since last asked, if any.
fn sent_proof(s: &mut AppState) -> Option<String> {
    s.take_events().into_iter().find_map(|e| match e {
        Event::LiveSend(text) => text.strip_prefix("proof ").map(str::to_string),
        _ => None,
    })
}

/// A channel opens between two pages over certificates `fingerprints`,
/// and each page's proof is carried to the other (`platform/live.rs`).
fn connect_live(a: &mut AppState, b: &mut AppState, fingerprints: &Fingerprints) {
    for s in [&mut *a, &mut *b] {
        dispatch(s, Action::Live(LiveNews::Open(fingerprints.clone())));
        worker(s);
    }
    let (to_b, to_a) = (sent_proof(a).unwrap(), sent_proof(b).unwrap());
    dispatch(a, Action::Live(LiveNews::Proof(to_a)));
    worker(a);
    dispatch(b, Action::Live(LiveNews::Proof(to_b)));
    worker(b);
}

fn fingerprints(answer: &str) -> Fingerprints {
    Fingerprints {
        offer: "sha-256/AA:AA".into(),
        answer: answer.into(),
    }
}

/// A message that came over the live connection (`platform/live.rs`).
fn live(s: &mut AppState, message: &str) {
    dispatch(s, Action::Live(LiveNews::Message(message.to_string())));
    worker(s);
}

/// The message `from` has to send, if new, carried both ways to `to`:
/// live then by link, by link then live, or both before the worker has
/// read either (the link opened as the connection comes up and the friend's
/// page sends what it holds). Applied once each way; the link's repeat says
/// so, the live repeat says nothing.
fn carry_both(from: &mut AppState, to: &mut AppState, seen: &mut Vec<String>) -> bool {
    let Some(m) = to_send(from).filter(|m| !seen.contains(m)) else {
        return false;
    };
    seen.push(m.clone());
    told(from);
    dispatch(from, Action::RemoteSent);
    if seen.len() % 3 == 2 {
        let session = to.remote_game().map(|g| g.session.clone());
        let message = m.clone();
        dispatch(to, Action::RemoteLink { message, session });
        dispatch(to, Action::Live(LiveNews::Message(m.clone())));
        worker(to);
        assert_eq!(to.notice(), None, "a link and its live copy at once: {m}");
        return true;
    }
    let live_first = seen.len() % 3 == 0;
    if live_first {
        live(to, &m);
    } else {
        open(to, &m);
    }
    assert_eq!(to.notice(), None, "{m}");
    let applied = to.remote_game().map(|g| g.session.clone());
    if live_first {
        open(to, &m);
        assert_eq!(to.notice(), Some(&Notice::RemoteAgain), "{m}");
        dispatch(to, Action::DismissNotice);
    } else {
        live(to, &m);
        assert_eq!(to.notice(), None, "a live repeat is quiet: {m}");
    }
    assert_eq!(to.remote_game().map(|g| g.session.clone()), applied);
    true
}

#[test]
fn a_message_that_comes_live_and_by_link_is_applied_once() {
    let (mut anna, mut boris, invitation) = invited_and_accepted(rules("nardegammon", 1));
    let acceptance = to_send(&boris).unwrap();
    open(&mut anna, &acceptance);
    told(&mut boris);
    dispatch(&mut boris, Action::RemoteSent);
    connect_live(&mut anna, &mut boris, &fingerprints("sha-256/BB:BB"));
    let mut seen = vec![invitation, acceptance];
    for turn in 0..20_000 {
        let over = |s: &AppState| s.remote().state() == Some(RemoteState::Over);
        if over(&anna) && over(&boris) {
            let a = anna.export_record("");
            assert_eq!(body(&a), body(&boris.export_record("")));
            let checks = verify_remote_record(&parse_record(&a).unwrap()).unwrap();
            assert!(
                checks.iter().all(|c| *c == RemoteCheck::Verified),
                "{checks:?}"
            );
            assert!(seen.len() > 20, "{} messages", seen.len());
            return;
        }
        carry_both(&mut anna, &mut boris, &mut seen);
        carry_both(&mut boris, &mut anna, &mut seen);
        act(&mut anna, turn);
        act(&mut boris, turn);
    }
    panic!("the match did not end");
}

/// Neither gives a name. Before, the friend's page said "Send this
/// invitation to your friend" (`invite`) for the whole game, its own turn
/// included: the state was read from the friend's name. Now a page leaves
/// `invite` once the acceptance is known, and shows the page's word for an
/// unnamed friend.
#[test]
fn friends_who_give_no_name_play_as_usual() {
    let mut anna = page();
    let mut boris = page();
    invite(&mut anna, Rules::default(), "");
    assert_eq!(anna.remote().state(), Some(RemoteState::Invite));
    let invitation = to_send(&anna).unwrap();
    open(&mut boris, &invitation);
    dispatch(&mut boris, Action::RemoteAccept(String::new()));
    worker(&mut boris);
    assert_eq!(
        boris.remote().state(),
        Some(RemoteState::Send),
        "his acceptance to send"
    );
    let acceptance = to_send(&boris).unwrap();
    open(&mut anna, &acceptance);
    assert_ne!(anna.remote().state(), Some(RemoteState::Invite));
    for s in [&anna, &boris] {
        let g = s.remote_game().unwrap();
        assert_eq!(g.friend, "");
        assert_eq!(super::shown_name(&g.friend, nardy_text::Lang::En), "Friend");
        assert_eq!(super::shown_name(&g.friend, nardy_text::Lang::Ru), "Друг");
    }
}

/// The events of one kind a page raised since it was last asked.
fn live_events(s: &mut AppState) -> Vec<Event> {
    s.take_events()
        .into_iter()
        .filter(|e| matches!(e, Event::LiveAnswer(_) | Event::LiveOffer(_)))
        .collect()
}

/// Before, a link's `live=o~…` part was answered as it opened: any link
/// dropped the connection in place and made the browser probe the
/// addresses it named, and a message of any game that came over the
/// channel was read (an invitation under the id of a game this device
/// keeps, accepted, took that game's place). Now the friend's offer waits
/// for the person's click (accepting the invitation it came with, or
/// *Connect live*), is answered only for the game on the table, and the
/// channel carries its own game's messages only.
#[test]
fn a_live_offer_waits_for_a_click_and_the_channel_carries_its_game_only() {
    let mut anna = page();
    let mut boris = page();
    invite(&mut anna, Rules::default(), "Anna");
    let invitation = to_send(&anna).unwrap();
    let game = message_game(&invitation).unwrap().1.to_string();
    // The invitation's link carries Anna's offer: Boris's page only reads it.
    open(&mut boris, &invitation);
    let half = format!("o~{game}~offer");
    dispatch(
        &mut boris,
        Action::Live(LiveNews::Offered {
            game: game.clone(),
            half: half.clone(),
        }),
    );
    assert_eq!(live_events(&mut boris), [], "answered unasked");
    // His click on Accept answers it.
    dispatch(&mut boris, Action::RemoteAccept("Boris".into()));
    worker(&mut boris);
    assert_eq!(live_events(&mut boris), [Event::LiveAnswer(half)]);

    // Mid-game, an offer for another game is never answered: *Connect
    // live* offers for the game on the table instead.
    let elsewhere = LiveNews::Offered {
        game: "another".into(),
        half: "o~another~x".into(),
    };
    dispatch(&mut boris, Action::Live(elsewhere));
    dispatch(&mut boris, Action::LiveConnect);
    assert_eq!(live_events(&mut boris), [Event::LiveOffer(game.clone())]);
    // The table's game's offer: the click answers it, once.
    let again = format!("o~{game}~again");
    let news = LiveNews::Offered {
        game: game.clone(),
        half: again.clone(),
    };
    dispatch(&mut boris, Action::Live(news));
    assert_eq!(live_events(&mut boris), []);
    dispatch(&mut boris, Action::LiveConnect);
    assert_eq!(live_events(&mut boris), [Event::LiveAnswer(again)]);

    // Over the channel (proved on Boris's side: Anna's key is the
    // invitation's), an invitation of another game (Carol's) is dropped:
    // no offer, no question, the table's game as it was.
    connect_live(&mut anna, &mut boris, &fingerprints("sha-256/BB:BB"));
    assert_eq!(boris.remote().live.connection(), Connection::Live);
    let mut carol = page();
    invite(&mut carol, Rules::default(), "Carol");
    let foreign = to_send(&carol).unwrap();
    let session = boris.remote_game().unwrap().session.clone();
    live(&mut boris, &foreign);
    assert!(boris.remote().offer().is_none() && boris.remote().asked().is_none());
    assert_eq!(boris.dialog(), None);
    // The table's own invitation over the channel is read against its
    // session, as its link is: nothing changes.
    live(&mut boris, &invitation);
    assert_eq!(boris.remote_game().unwrap().session, session);
    assert_eq!(boris.remote_game().unwrap().game, game);
}

/// Before, any page that answered the offer was "Connected to Boris", was
/// sent the message waiting, and had its messages read. Now nothing is read
/// from the channel, and the page is not connected, until the other page
/// has proved it holds the friend's key for this very connection: Eve, who
/// accepted the invitation first under Boris's name, is dropped, and so is
/// a proof of Boris's relayed from another connection.
#[test]
fn a_live_channel_is_the_friends_only_once_proved() {
    let (mut anna, mut boris, invitation) = invited_and_accepted(rules("long", 1));
    let acceptance = to_send(&boris).unwrap();
    open(&mut anna, &acceptance);
    told(&mut anna);
    let mut eve = page();
    open(&mut eve, &invitation);
    dispatch(&mut eve, Action::RemoteAccept("Boris".into()));
    worker(&mut eve);

    // Eve answered Anna's offer: her proof is not Boris's.
    let to_eve = fingerprints("sha-256/EE:EE");
    connect_live(&mut anna, &mut eve, &to_eve);
    assert_eq!(anna.remote().live.connection(), Connection::Unproven);
    assert!(anna.take_events().contains(&Event::LiveDrop));
    // What Eve sends over it is not read.
    let session = anna.remote_game().unwrap().session.clone();
    dispatch(
        &mut anna,
        Action::Live(LiveNews::Message(acceptance.clone())),
    );
    assert!(anna.remote().asked().is_none());
    assert_eq!(anna.remote_game().unwrap().session, session);

    // Boris's own page: before his proof is checked, nothing is read...
    let to_boris = fingerprints("sha-256/BB:BB");
    dispatch(&mut anna, Action::Live(LiveNews::Open(to_boris.clone())));
    worker(&mut anna);
    assert_eq!(anna.remote().live.connection(), Connection::Checking);
    let events = anna.take_events();
    assert!(events
        .iter()
        .all(|e| !matches!(e, Event::LiveProved | Event::RemoteMessage(_))));
    dispatch(
        &mut anna,
        Action::Live(LiveNews::Message(acceptance.clone())),
    );
    assert!(anna.remote().asked().is_none(), "read before the proof");
    // ...and his proof of the Eve connection, relayed here, does not check.
    dispatch(&mut boris, Action::Live(LiveNews::Open(to_eve.clone())));
    worker(&mut boris);
    let relayed = sent_proof(&mut boris).unwrap();
    dispatch(&mut anna, Action::Live(LiveNews::Proof(relayed)));
    worker(&mut anna);
    assert_eq!(anna.remote().live.connection(), Connection::Unproven);

    // The real connection: both proved, both live.
    connect_live(&mut anna, &mut boris, &to_boris);
    for s in [&mut anna, &mut boris] {
        assert_eq!(s.remote().live.connection(), Connection::Live);
        assert!(s.take_events().contains(&Event::LiveProved));
    }
}

/// Before, 5,000 copies of one message over the channel queued 5,001
/// worker questions (4.8 MB to the worker). Now a message the game holds
/// is dropped before the worker, one already waiting is not queued again,
/// and at most `WAITING_MAX` wait: the rest are dropped with a notice.
#[test]
fn a_flood_over_the_channel_asks_the_worker_little() {
    let (mut anna, mut boris, _) = invited_and_accepted(rules("long", 1));
    let acceptance = to_send(&boris).unwrap();
    open(&mut anna, &acceptance);
    connect_live(&mut anna, &mut boris, &fingerprints("sha-256/BB:BB"));
    // The two play until Anna has a move for Boris (not the opening's
    // dice: a move asks Boris's page nothing more).
    let mut seen = vec![acceptance.clone()];
    for turn in 0..200 {
        if let Some(m) = to_send(&anna).filter(|m| !seen.contains(m)) {
            if m.contains(".move.") {
                break;
            }
            seen.push(m.clone());
            open(&mut boris, &m);
        }
        if let Some(m) = to_send(&boris).filter(|m| !seen.contains(m)) {
            seen.push(m.clone());
            open(&mut anna, &m);
        }
        act(&mut anna, turn);
        act(&mut boris, turn);
    }
    let fresh = to_send(&anna).unwrap();
    assert!(fresh.contains(".move."), "{fresh}");
    // A question on its way (Boris shows his game), then the flood.
    let session = boris.remote_game().unwrap().session.clone();
    dispatch(&mut boris, Action::RemoteResume(session));
    assert!(boris.remote().asked().is_some());
    let mut questions = 0;
    for _ in 0..5_000 {
        dispatch(&mut boris, Action::Live(LiveNews::Message(fresh.clone())));
    }
    questions += worker(&mut boris);
    assert_eq!(questions, 2, "his own question and the message, once");
    assert_eq!(boris.notice(), None);
    // The same message again (held now), 5,000 times: no question at all.
    for _ in 0..5_000 {
        dispatch(&mut boris, Action::Live(LiveNews::Message(fresh.clone())));
    }
    questions += worker(&mut boris);
    assert_eq!(questions, 2);
    // Distinct messages (changed copies) while one question is on its
    // way: a few wait, the rest are dropped, and the page says so.
    let session = boris.remote_game().unwrap().session.clone();
    dispatch(&mut boris, Action::RemoteResume(session));
    for i in 0..100 {
        let changed = fresh.replacen('.', &format!(".{i}"), 1);
        dispatch(&mut boris, Action::Live(LiveNews::Message(changed)));
    }
    assert_eq!(boris.notice(), Some(&Notice::RemoteFlood));
    questions += worker(&mut boris);
    assert!(
        questions <= 2 + 1 + super::remote::WAITING_MAX,
        "{questions} questions"
    );
}

/// The person on `s` plays a whole turn (or its cube action) by the last
/// legal steps: another turn than `act`'s first steps, where there is one.
fn play_turn_last(s: &mut AppState) {
    let before = to_send(s);
    for _ in 0..10 {
        if to_send(s) != before {
            return;
        }
        if s.human_moving() && !s.is_pass() {
            let from = *s.movable().last().expect("a checker to move");
            dispatch(s, Action::Activate(Spot::Checker(from)));
            let target = s.targets().last().expect("a target").0;
            dispatch(s, Action::Activate(Spot::Target(target)));
        } else if let Some((a, _)) = s.next_auto() {
            dispatch(s, a);
        }
        worker(s);
    }
    panic!("the turn did not end");
}

/// Until `s` has a new message to send, its person acts as `act` does.
fn answer(s: &mut AppState) -> String {
    let before = to_send(s);
    for turn in 0..30 {
        if let Some(m) = to_send(s).filter(|m| Some(m) != before.as_ref()) {
            return m;
        }
        act(s, turn);
    }
    panic!("no answer");
}

#[test]
fn a_copy_restored_from_an_older_save_gets_back_in_step_with_the_friend() {
    // Issue 50, point 7: before, the copy refused the friend's answer for
    // good ("does not follow the messages this game has"), and its own
    // first message too ("already received, and this one is different").
    let (mut anna, mut boris, invitation) = invited_and_accepted(rules("long", 3));
    let mut messages = vec![invitation];
    // Until Anna is to move, with more than one turn to choose from.
    for turn in 0..400 {
        let choice = anna.human_moving() && !anna.is_pass() && anna.movable().len() > 1;
        if choice && turn > 6 {
            break;
        }
        deliver(&mut anna, &mut boris, &mut messages);
        deliver(&mut boris, &mut anna, &mut messages);
        act(&mut anna, 0);
        act(&mut boris, 0);
    }
    let backup = anna.remote_game().unwrap().session.clone();
    // Anna plays; Boris opens it and answers.
    let first = answer(&mut anna);
    open(&mut boris, &first);
    let reply = answer(&mut boris);
    // The device is restored from the backup, and the turn played again.
    let mut copy = page();
    dispatch(&mut copy, Action::RemoteResume(backup));
    worker(&mut copy);
    play_turn_last(&mut copy);
    let second = to_send(&copy).unwrap();
    assert_ne!(second, first, "another turn");
    // Boris's answer asks for the message Anna sent first.
    open(&mut copy, &reply);
    let Some(Notice::RemoteRefused(why)) = copy.notice() else {
        panic!("refused: {:?}", copy.notice())
    };
    assert!(why.contains("open the link you sent as message"), "{why}");
    open(&mut copy, &first);
    assert_eq!(copy.notice(), Some(&Notice::RemoteReplaced));
    open(&mut copy, &reply);
    open(&mut anna, &reply);
    assert_eq!(
        copy.remote_game().map(|g| &g.session),
        anna.remote_game().map(|g| &g.session),
        "in step with the device's first copy"
    );
}

/// Issue 50, point 2, on the page: Boris stops answering; after the day
/// the invitation allows, Anna's page offers the claim, her click ends the
/// match, and both pages (and both records, which `nardy-remote` checks)
/// say Boris lost it by walking away. An early click changes nothing.
#[test]
fn a_friend_who_walks_away_loses_the_match_when_the_day_has_run() {
    let (mut anna, mut boris, invitation) = invited_and_accepted(rules("long", 3));
    assert!(invitation.starts_with("nardy3."), "{invitation}");
    let mut messages = vec![invitation];
    // Play until Boris owes an answer to a turn of Anna's.
    for turn in 0.. {
        assert!(turn < 200, "Anna never waited for a turn of Boris's");
        deliver(&mut anna, &mut boris, &mut messages);
        deliver(&mut boris, &mut anna, &mut messages);
        let waits = anna.remote().state() == Some(RemoteState::Wait);
        if waits && turn > 8 && boris.remote().state() == Some(RemoteState::Play) {
            break;
        }
        act(&mut anna, turn);
        act(&mut boris, turn);
    }
    let sent = NOW.get();
    let game = |s: &AppState| s.remote_game().unwrap().clone();
    assert_eq!(game(&anna).claim.map(|(side, _)| side), Some(Side::White));
    let due = game(&anna).claim.unwrap().1;
    assert!(due >= sent + DAY && due <= sent + DAY + 60, "{due}");
    // Boris's page tells him when his answer is due; Anna's, when she may
    // claim (no button yet).
    assert_eq!(game(&boris).claim.map(|(side, _)| side), Some(Side::White));
    let claim_line = |s: &AppState| remote_panel::claim_html(&game(s), Lang::En);
    assert!(
        claim_line(&boris).contains("Answer by"),
        "{}",
        claim_line(&boris)
    );
    assert!(claim_line(&anna).contains("you may claim the match"));
    assert!(
        !claim_line(&anna).contains("data-action"),
        "{}",
        claim_line(&anna)
    );
    // Too early: refused, nothing changes.
    dispatch(&mut anna, Action::RemoteClaim);
    worker(&mut anna);
    assert!(matches!(anna.notice(), Some(Notice::RemoteRefused(why)) if why.contains("too early")));
    assert_eq!(anna.remote().state(), Some(RemoteState::Wait));
    // A day on, the claim: the match is over on both pages.
    NOW.set(due + 1);
    dispatch(&mut anna, Action::RemoteClaim);
    worker(&mut anna);
    assert_eq!(anna.remote().state(), Some(RemoteState::Over));
    assert_eq!(game(&anna).claimed, Some(Side::White));
    let claim = to_send(&anna).unwrap();
    assert!(claim.contains(".claim."), "{claim}");
    open(&mut boris, &claim);
    assert_eq!(boris.notice(), None);
    assert_eq!(boris.remote().state(), Some(RemoteState::Over));
    assert_eq!(game(&boris).claimed, Some(Side::White));
    // The same record but for the roll Boris saw and walked away from
    // (his own: Anna's page never learned it).
    let (a, b) = (anna.export_record(""), boris.export_record(""));
    let known = |r: &str| {
        body(r)
            .lines()
            .filter(|l| !l.ends_with('…'))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(known(&a), known(&b));
    assert!(a.contains("Abandoned by: black"), "{a}");
    let parsed = parse_record(&a).unwrap();
    assert!(matches!(nardy_remote::check_moves(&parsed), Some(Ok(_))));
    assert_eq!(
        nardy_remote::abandonment(&parsed).map(|x| x.by),
        Some(Side::Black)
    );
    // The status says who won and how, on each page.
    let said = |s: &AppState| remote_panel::status_phrase(&game(s), RemoteState::Over, Lang::En);
    assert_eq!(
        said(&anna),
        "Boris did not answer in time: you won the match by abandonment"
    );
    assert_eq!(
        said(&boris),
        "Anna claimed the match: you did not answer in time"
    );
    NOW.set(1_796_000_000);
}
