//! Issue 50, point 2: walking away ends the game. The invitation names how
//! long an answer may take; the side left waiting longer claims the match,
//! and the claim is in the record, which `check_moves` holds to the signed
//! times. A claim made too early (by its own times, or by the other page's
//! clock since the message it claims upon arrived there), or one that
//! crossed the other side's answer, is refused by the other page; an answer
//! that reaches the claimant after its claim withdraws it.

mod common;

use common::{play_out, seeds};
use nardy_engine::{parse_record, write_record, Rules, Side};
use nardy_remote::{
    abandonment, check_moves, remote_headers, Body, Duty, Identity, Me, Message, MovesMismatch,
    Received, Refusal, Session, Terms, Version,
};

const DAY: u64 = 86_400;
/// 2026-12-01, when the tests' invitations are signed.
const T0: u64 = 1_796_083_200;

/// Anna (White) invites at `T0` with a day to answer; Boris accepts a
/// minute later, Anna reads the acceptance a minute after that. Both
/// clocks stay where they were last set.
fn pair_at(n: u64) -> (Session, Session) {
    let (ai, asec) = seeds(n, 1);
    let (bi, bsec) = seeds(n, 2);
    let terms = Terms {
        limit: DAY,
        now: T0,
    };
    let me = Me::from_seeds(Side::White, ai, asec);
    let mut anna = Session::invite_on(
        Version::V3,
        Rules::default(),
        "Anna",
        me,
        [n as u8; 16],
        terms,
    );
    let invitation = anna.messages()[0].text();
    let me = Me::from_seeds(Side::Black, bi, bsec);
    let boris = Session::accept_at(&invitation, "Boris", me, T0 + 60).unwrap();
    anna.set_clock(T0 + 120);
    anna.receive(&boris.messages()[1].text()).unwrap();
    (anna, boris)
}

/// `pair_at(n)` played on, both clocks at an hour past `T0`, until Boris is
/// to answer a message of Anna's that he has just received: the moment he
/// could walk away. Returns both sides and that message's time.
fn waiting(n: u64) -> (Session, Session, u64) {
    let (mut anna, mut boris) = pair_at(n);
    anna.set_clock(T0 + 3_600);
    boris.set_clock(T0 + 3_600);
    play_out(&mut anna, &mut boris, 7, 9);
    while boris.last_own_message().is_some() {
        play_out(&mut anna, &mut boris, 8, 1);
    }
    assert_eq!(anna.duty(), Duty::Wait);
    assert_ne!(boris.duty(), Duty::Wait);
    let sent = anna.messages().last().unwrap().time.unwrap();
    (anna, boris, sent)
}

/// `actor`'s next message, signed with its clock at `at` and not
/// delivered (the friend, `other`, has nothing to do).
fn signed_at(actor: &mut Session, other: &Session, at: u64, seed: u64) -> Message {
    actor.set_clock(at);
    let mut other = Session::from_text(&other.to_text()).unwrap();
    let (side, m) = common::step(actor, &mut other, &mut common::rng(seed)).unwrap();
    assert_eq!(side, actor.me().side, "the actor signed it");
    m
}

/// The record `s` exports.
fn record(s: &Session) -> String {
    write_record(&s.view_match().unwrap(), &remote_headers(s))
}

#[test]
fn a_friend_who_walks_away_loses_the_match_to_a_claim_after_the_limit() {
    let (mut anna, mut boris, sent) = waiting(1);
    // Boris saw his roll and does not answer. Before the limit Anna's page
    // cannot claim; before this issue nothing ever could (her duty stayed
    // "wait" for good).
    assert_eq!(anna.claim_time(), Some((Side::White, sent + DAY)));
    anna.set_clock(sent + DAY - 1);
    assert!(matches!(
        anna.claim(),
        Err(Refusal::ClaimTooEarly { left: 1, .. })
    ));
    anna.set_clock(sent + DAY + 5);
    let claim = anna.claim().unwrap().clone();
    assert_eq!(claim.body, Body::Claim);
    assert_eq!(anna.duty(), Duty::Over);
    assert_eq!(anna.claimed(), Some(Side::White));
    // Boris's page takes the claim once the day has run by its clock too.
    // Each page's save only grows: a line once written (a friend's message
    // with when it arrived) never changes.
    let saved = boris.to_text();
    boris.set_clock(sent + DAY + 60);
    assert_eq!(
        boris.receive(&claim.text()),
        Ok(Received::Applied { seq: claim.seq })
    );
    assert_eq!(boris.duty(), Duty::Over);
    assert_eq!(boris.claimed(), Some(Side::White));
    let grown = boris.to_text();
    assert!(grown.starts_with(&format!("{saved}\n")), "{grown}");
    assert!(grown.ends_with(&format!("{} {}", claim.text(), sent + DAY + 60)));
    assert!(
        boris.send(nardy_remote::Action::Resign).is_err(),
        "nothing after the claim"
    );
    // Both records say it, the same but for the roll Boris saw and walked
    // away from (his own, which Anna's page never learned), and the signed
    // messages prove it.
    let (a, b) = (record(&anna), record(&boris));
    let known = |r: &str| {
        r.lines()
            .filter(|l| !l.ends_with('…'))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(known(&a), known(&b));
    assert!(b.lines().last().unwrap().ends_with('…'), "{b}");
    assert!(a.contains("\nAbandoned by: black\n"), "{a}");
    let parsed = parse_record(&a).unwrap();
    assert_eq!(check_moves(&parsed), Some(Ok(anna.messages().len())));
    let proved = abandonment(&parsed).unwrap();
    assert_eq!(
        (proved.by, proved.sent, proved.limit),
        (Side::Black, sent, DAY)
    );
    assert_eq!(proved.claimed, sent + DAY + 5);
    // A saved session reads back as it was: the claim, and when the
    // friend's last message arrived.
    for s in [&anna, &boris] {
        let back = Session::from_text(&s.to_text()).unwrap();
        assert_eq!(back.to_text(), s.to_text());
        assert_eq!(back.claimed(), Some(Side::White));
    }
}

#[test]
fn a_claim_too_early_is_refused_by_the_other_page() {
    // Anna's clock set a day ahead: her claim's own times look right, but
    // by Boris's clock it is dated a day from now.
    let (mut anna, mut boris, sent) = waiting(2);
    anna.set_clock(sent + DAY);
    let claim = anna.claim().unwrap().text();
    boris.set_clock(T0 + 3_700);
    let before = boris.to_text();
    assert!(
        matches!(boris.receive(&claim), Err(Refusal::Future { ahead, .. }) if ahead > DAY - 200),
        "{:?}",
        boris.receive(&claim)
    );
    assert_eq!(boris.to_text(), before, "a refused claim changes nothing");

    // Anna holds her move back and signs it with Boris's last time (her
    // clock turned back), then claims at once with her clock a day on:
    // by the messages' times the day has run, but Boris's page got the
    // move just now.
    let (mut anna, mut boris, _) = waiting(3);
    // Boris answers; Anna's answer to that is the one she holds back.
    play_out(&mut anna, &mut boris, 9, 1);
    assert!(anna.last_own_message().is_none());
    let boris_time = boris.messages().last().unwrap().time.unwrap();
    anna.set_clock(0);
    play_out(
        &mut anna,
        &mut Session::from_text(&boris.to_text()).unwrap(),
        10,
        1,
    );
    let held = anna.messages().last().unwrap().clone();
    assert_eq!(
        held.time,
        Some(boris_time),
        "dated as early as the chain allows"
    );
    anna.set_clock(boris_time + DAY);
    let claim = anna.claim().unwrap().text();
    boris.set_clock(boris_time + DAY + 60);
    assert_eq!(
        boris.receive(&held.text()),
        Ok(Received::Applied { seq: held.seq })
    );
    assert!(
        matches!(boris.receive(&claim), Err(Refusal::ClaimTooEarly { left, .. }) if left >= DAY),
        "{:?}",
        boris.receive(&claim)
    );
    assert_ne!(boris.duty(), Duty::Over, "Boris plays on");

    // A message dated before the one it answers is refused.
    let (anna, mut boris, _) = waiting(4);
    let last = anna.messages().last().unwrap().clone();
    let (ai, _) = seeds(4, 1);
    let early = Message::new(
        Version::V3,
        last.seq + 1,
        [4; 16],
        Some(last.hash()),
        last.time.unwrap() + DAY + 1,
        Body::Claim,
        |t| Identity::from_bytes(ai).sign(t),
    );
    boris.set_clock(last.time.unwrap() + 2 * DAY);
    assert_eq!(
        boris.receive(&early.text()),
        Ok(Received::Applied { seq: last.seq + 1 }),
        "a claim made by hand, in time, is a claim"
    );
    let (anna, mut boris, _) = waiting(4);
    assert_eq!(anna.messages().last(), Some(&last), "the same game again");
    let backdated = Message::new(
        Version::V3,
        last.seq + 1,
        [4; 16],
        Some(last.hash()),
        last.time.unwrap() - 1,
        Body::Claim,
        |t| Identity::from_bytes(ai).sign(t),
    );
    assert_eq!(
        boris.receive(&backdated.text()),
        Err(Refusal::Time { seq: last.seq + 1 })
    );
}

#[test]
fn a_claim_that_crossed_the_answer_is_refused_and_the_answer_withdraws_it() {
    let (mut anna, mut boris, sent) = waiting(5);
    // Boris answers late, and his answer is on its way when Anna claims.
    let answer = signed_at(&mut boris, &anna, sent + DAY + 30, 11);
    anna.set_clock(sent + DAY + 10);
    let claim = anna.claim().unwrap().text();
    // Boris's page: his answer went first; the claim is refused.
    assert_eq!(
        boris.receive(&claim),
        Err(Refusal::ClaimCrossed { seq: answer.seq })
    );
    assert_ne!(boris.duty(), Duty::Over);
    // Anna's page: the answer withdraws the claim, and the game goes on to
    // its end with the same record on both sides.
    assert_eq!(
        anna.receive(&answer.text()),
        Ok(Received::ClaimWithdrawn { seq: answer.seq })
    );
    assert_eq!(anna.claimed(), None);
    assert_ne!(anna.duty(), Duty::Over);
    anna.set_clock(sent + DAY + 60);
    boris.set_clock(sent + DAY + 60);
    play_out(&mut anna, &mut boris, 12, usize::MAX);
    assert_eq!(anna.duty(), Duty::Over);
    assert_eq!(anna.claimed(), None);
    let (a, b) = (record(&anna), record(&boris));
    assert_eq!(a, b);
    assert!(!a.contains("Abandoned by"));
    assert_eq!(
        check_moves(&parse_record(&a).unwrap()),
        Some(Ok(anna.messages().len()))
    );
}

#[test]
fn a_record_holds_its_claim_to_the_signed_times() {
    let (mut anna, _, sent) = waiting(6);
    anna.set_clock(sent + DAY);
    anna.claim().unwrap();
    let honest = record(&anna);
    assert_eq!(
        check_moves(&parse_record(&honest).unwrap()).map(|r| r.is_ok()),
        Some(true)
    );
    let header = |text: &str| match check_moves(&parse_record(text).unwrap()) {
        Some(Err(MovesMismatch::Header(h))) => h,
        other => panic!("{other:?}"),
    };
    // The header taken out, or naming the other side.
    assert_eq!(
        header(&honest.replace("Abandoned by: black\n", "")),
        "Abandoned by"
    );
    assert_eq!(
        header(&honest.replace("Abandoned by: black", "Abandoned by: white")),
        "Abandoned by"
    );
    // The claim's time changed (to before the limit ran): no longer signed.
    let claim_line = honest.lines().find(|l| l.contains(".claim.")).unwrap();
    let time = (sent + DAY).to_string();
    let changed = honest.replace(
        claim_line,
        &claim_line.replace(&time, &(sent + 10).to_string()),
    );
    assert!(matches!(
        check_moves(&parse_record(&changed).unwrap()),
        Some(Err(MovesMismatch::Message { .. }))
    ));
    // A claim signed by Anna's key, too early by its own times.
    let (ai, _) = seeds(6, 1);
    let last = &anna.messages()[anna.messages().len() - 2];
    let early = Message::new(
        Version::V3,
        last.seq + 1,
        [6; 16],
        Some(last.hash()),
        sent + 10,
        Body::Claim,
        |t| Identity::from_bytes(ai).sign(t),
    );
    let forged = honest.replace(claim_line, &format!("Message: {}", early.text()));
    match check_moves(&parse_record(&forged).unwrap()) {
        Some(Err(MovesMismatch::Message { why, .. })) => {
            assert!(why.contains("too early"), "{why}")
        }
        other => panic!("{other:?}"),
    }
    // And a record without a claim that says the match was abandoned.
    let (anna, _) = pair_at(7);
    let plain = record(&anna);
    let says_abandoned = plain.replacen("Remote game:", "Abandoned by: black\nRemote game:", 1);
    assert_eq!(header(&says_abandoned), "Abandoned by");
}

#[test]
fn games_begun_before_nardy3_have_no_limit_and_no_claim() {
    let (ai, asec) = seeds(8, 1);
    let (bi, bsec) = seeds(8, 2);
    let mut anna = Session::invite_in(
        Version::V2,
        Rules::default(),
        "Anna",
        Me::from_seeds(Side::White, ai, asec),
        [8; 16],
    );
    let boris = Session::accept_with(
        &anna.messages()[0].text(),
        "Boris",
        Me::from_seeds(Side::Black, bi, bsec),
    )
    .unwrap();
    anna.receive(&boris.messages()[1].text()).unwrap();
    assert_eq!(anna.limit(), None);
    assert_eq!(anna.claim_time(), None);
    anna.set_clock(u64::MAX / 2);
    assert_eq!(anna.claim(), Err(Refusal::NotNow { action: "claim" }));
}

#[test]
fn a_message_dated_far_ahead_is_refused_and_cannot_put_off_the_claim() {
    // Anna, losing, signs her move with her clock set a century on: every
    // later time, and with them Boris's claim once she walks away, would
    // wait for that date.
    let (mut anna, mut boris, _) = waiting(6);
    play_out(&mut anna, &mut boris, 9, 1);
    assert!(anna.last_own_message().is_none(), "Anna is to answer");
    let now = boris.messages().last().unwrap().time.unwrap();
    let far = signed_at(&mut anna, &boris, now + 100 * 365 * DAY, 13);
    boris.set_clock(now + 60);
    let before = boris.to_text();
    let refused = boris.receive(&far.text());
    assert!(
        matches!(refused, Err(Refusal::Future { seq, ahead }) if seq == far.seq && ahead > 99 * 365 * DAY),
        "{refused:?}"
    );
    assert_eq!(boris.to_text(), before, "a refused message changes nothing");
    // Boris's message stays unanswered: once the day has run, he claims.
    assert_eq!(boris.claim_time(), Some((Side::Black, now + DAY)));
    boris.set_clock(now + DAY + 1);
    assert!(boris.claim().is_ok());
    assert_eq!(boris.claimed(), Some(Side::Black));

    // A clock kept a quarter of an hour fast is only a clock: its message
    // is taken.
    let (mut anna, mut boris, _) = waiting(7);
    play_out(&mut anna, &mut boris, 9, 1);
    let now = boris.messages().last().unwrap().time.unwrap();
    let fast = signed_at(&mut anna, &boris, now + 900, 13);
    boris.set_clock(now + 1);
    assert_eq!(
        boris.receive(&fast.text()),
        Ok(Received::Applied { seq: fast.seq })
    );

    // An invitation dated a year on is refused as it is accepted.
    let (ai, asec) = seeds(9, 1);
    let (bi, bsec) = seeds(9, 2);
    let terms = Terms {
        limit: DAY,
        now: T0 + 365 * DAY,
    };
    let me = Me::from_seeds(Side::White, ai, asec);
    let anna = Session::invite_on(Version::V3, Rules::default(), "Anna", me, [9; 16], terms);
    let me = Me::from_seeds(Side::Black, bi, bsec);
    let accepted = Session::accept_at(&anna.messages()[0].text(), "Boris", me, T0);
    assert!(
        matches!(accepted, Err(Refusal::Future { seq: 0, ahead }) if ahead == 365 * DAY),
        "{:?}",
        accepted.map(|s| s.to_text())
    );
}

#[test]
fn a_claim_once_taken_is_not_given_back_by_an_older_copy_of_the_device() {
    // Boris's page has taken Anna's claim; a copy of his device from before
    // it (a game file, another browser) signs an answer under the claim's
    // number, and he opens it on his page.
    let (mut anna, mut boris, sent) = waiting(8);
    let saved = boris.to_text();
    anna.set_clock(sent + DAY + 5);
    let claim = anna.claim().unwrap().clone();
    boris.set_clock(sent + DAY + 60);
    assert_eq!(
        boris.receive(&claim.text()),
        Ok(Received::Applied { seq: claim.seq })
    );
    let mut copy = Session::from_text(&saved).unwrap();
    let answer = signed_at(&mut copy, &anna, sent + DAY + 70, 17);
    assert_eq!(answer.seq, claim.seq, "the answer takes the claim's number");
    let taken = boris.to_text();
    let refused = boris.receive(&answer.text());
    assert!(refused.is_err(), "{refused:?}");
    assert_eq!(boris.claimed(), Some(Side::White), "the claim stands");
    assert_eq!(boris.to_text(), taken);
}

#[test]
fn an_answer_that_comes_long_after_the_claim_does_not_withdraw_it() {
    // Anna claimed; Boris never opens the claim (or keeps a copy from
    // before it) and answers a month later, dated as early as the chain
    // allows, to reopen a match he had walked away from.
    let (mut anna, mut boris, sent) = waiting(10);
    anna.set_clock(sent + DAY + 5);
    let claim = anna.claim().unwrap().clone();
    let late = signed_at(&mut boris, &anna, sent + 60, 19);
    assert_eq!(late.seq, claim.seq, "the answer takes the claim's number");
    anna.set_clock(sent + 30 * DAY);
    let kept = anna.to_text();
    assert_eq!(
        anna.receive(&late.text()),
        Err(Refusal::ClaimStands {
            seq: claim.seq,
            limit: DAY
        })
    );
    assert_eq!(anna.claimed(), Some(Side::White), "the claim stands");
    assert_eq!(anna.to_text(), kept);
    // Within the limit after the claim, the same answer still withdraws it
    // (it was on its way as the claim was made).
    anna.set_clock(sent + 2 * DAY);
    assert_eq!(
        anna.receive(&late.text()),
        Ok(Received::ClaimWithdrawn { seq: late.seq })
    );
}
