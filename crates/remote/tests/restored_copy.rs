//! Issue 50, point 7: a device restored from an older copy signs a second
//! message under a number it had already used (it cannot know it did).
//! The friend keeps the first one it got; the copy, given its own first
//! message back (the link it sent, still in its chat with the friend),
//! takes it in place of the second and goes on in step with the friend,
//! instead of refusing everything after.

mod common;

use common::{all_rules, pair, play_out, rng, step};
use nardy_engine::{write_record, Rules, Side};
use nardy_remote::{remote_headers, Action, Duty, Message, Received, Refusal, Session};

/// Anna's device and a copy of it restored from a backup, each having
/// played Anna's turn differently under the same number; Boris holds the
/// device's (`first`) and has answered it.
struct Split {
    anna: Session,
    boris: Session,
    copy: Session,
    first: Message,
    second: Message,
    answer: Message,
}

/// Plays `played` messages of a match under `rules` (seed `n`), then on
/// until Anna is to move: the backup is taken then. The device plays its
/// turn, Boris answers; the copy plays the same turn with the other word
/// on its next roll (`then`), so the two messages differ.
fn split(rules: Rules, n: u64, played: usize) -> Split {
    let (mut anna, mut boris) = pair(rules, Side::White, n);
    play_out(&mut anna, &mut boris, n, played);
    let mut r = rng(n);
    while anna.duty() != Duty::Move {
        let (side, m) = step(&mut anna, &mut boris, &mut r).expect("the match goes on");
        let receiver = if side == Side::White {
            &mut boris
        } else {
            &mut anna
        };
        receiver.receive(&m.text()).unwrap();
    }
    let mut copy = Session::from_text(&anna.to_text()).unwrap();
    let Some(Action::Move {
        dice,
        turn,
        then_roll,
    }) = common::choose(&anna, &mut r)
    else {
        unreachable!("Anna is to move")
    };
    let play = |s: &mut Session, then_roll| {
        let turn = Action::Move {
            dice,
            turn,
            then_roll,
        };
        s.send(turn).unwrap().clone()
    };
    let first = play(&mut anna, then_roll);
    let second = play(&mut copy, !then_roll);
    assert_eq!(second.seq, first.seq);
    assert_ne!(second.text(), first.text());
    boris.receive(&first.text()).unwrap();
    let answer = loop {
        if let Some((_, m)) = step(&mut anna, &mut boris, &mut r) {
            break m;
        }
    };
    Split {
        anna,
        boris,
        copy,
        first,
        second,
        answer,
    }
}

#[test]
fn a_restored_copy_takes_back_its_second_message_and_goes_on() {
    for (n, rules) in all_rules().into_iter().enumerate() {
        let n = 700 + n as u64;
        let Split {
            mut anna,
            mut boris,
            copy: mut restored,
            first,
            second,
            answer,
        } = split(rules, n, 9);
        // Boris keeps the first; the copy cannot read his answer, and says
        // which of its own messages to open.
        assert_eq!(
            boris.receive(&second.text()),
            Err(Refusal::Conflict { seq: first.seq })
        );
        assert_eq!(
            restored.receive(&answer.text()),
            Err(Refusal::OwnDiffers { seq: first.seq }),
            "rules {rules:?}"
        );
        // Given its first message back, it takes it in place of the second.
        assert_eq!(
            restored.receive(&first.text()),
            Ok(Received::Replaced { seq: first.seq })
        );
        assert_eq!(
            restored.receive(&answer.text()),
            Ok(Received::Applied { seq: answer.seq })
        );
        anna.receive(&answer.text()).unwrap();
        assert!(
            restored.to_text() == anna.to_text(),
            "in step with the device's first copy"
        );
        play_out(&mut restored, &mut boris, n, 20_000);
        let record = |s: &Session| write_record(&s.view_match().unwrap(), &remote_headers(s));
        assert_eq!(record(&restored), record(&boris));
    }
}

/// The page cannot tell which of its two messages the friend holds until
/// the friend's answer comes, so either may take the other's place while
/// unanswered; the answer then asks for the right one, and the game goes
/// on from it. An answered message of its own, or a friend's message that
/// differs, never gives way.
#[test]
fn the_friends_answer_decides_which_own_message_stands() {
    let Split {
        mut anna,
        boris,
        first,
        second,
        answer,
        ..
    } = split(all_rules()[1], 808, 12);
    // Anna's device is shown the copy's message before Boris's answer.
    assert_eq!(
        anna.receive(&second.text()),
        Ok(Received::Replaced { seq: first.seq })
    );
    assert_eq!(
        anna.receive(&answer.text()),
        Err(Refusal::OwnDiffers { seq: first.seq })
    );
    assert_eq!(
        anna.receive(&first.text()),
        Ok(Received::Replaced { seq: first.seq })
    );
    assert_eq!(
        anna.receive(&answer.text()),
        Ok(Received::Applied { seq: answer.seq })
    );
    // Answered, her message stands; a changed message of Boris's is a conflict.
    assert_eq!(
        anna.receive(&second.text()),
        Err(Refusal::Conflict { seq: first.seq })
    );
    let mut changed = boris.messages()[first.seq as usize - 1].text();
    let last = if changed.ends_with('A') { 'B' } else { 'A' };
    changed.pop();
    changed.push(last);
    assert!(anna.receive(&changed).is_err());
}
