//! `nardy bench`'s friend's-game figure: what the remote worker spends on
//! one received message (`nardy_protocol::answer_remote`, as the page asks
//! it) early in a match and after 1,500 messages, and what reading the
//! session from its text alone costs there (every question paid it before
//! the worker kept the sessions it read).

use nardy_engine::{MatchLength, Phase, Rules, Side};
use nardy_protocol::{answer_remote, RemoteAsk};
use nardy_remote::{Action, Duty, Session};
use nardy_text::Lang;
use std::io::Write;
use std::time::{Duration, Instant};

/// Messages in the long session measured.
const LONG: usize = 1500;

/// The action a plain player takes now: its first legal turn, it always
/// rolls and takes. None while it waits.
fn plain(session: &Session) -> Option<Action> {
    let view = session.view_match()?;
    Some(match session.duty() {
        Duty::Wait | Duty::Over => return None,
        Duty::SendDice => Action::Dice,
        Duty::DoubleOrRoll => Action::Roll,
        Duty::Answer => Action::Take,
        Duty::Move => {
            let Phase::Move(b) = view.game().phase() else {
                return None;
            };
            let turn = b
                .legal_turns()
                .first()
                .map_or_else(nardy_engine::Turn::pass, |l| l.turn);
            Action::Move {
                dice: b.dice(),
                turn,
                then_roll: true,
            }
        }
    })
}

/// Two sides play until `messages` messages are written; returns the
/// receiver's session before the last message and that message.
fn sessions_at(messages: usize) -> (String, String) {
    let rules = Rules {
        match_length: MatchLength::new(MatchLength::MAX).expect("a length"),
        ..Rules::default()
    };
    let mut anna =
        Session::invite(rules, Side::White, "Anna", Default::default()).expect("randomness");
    let boris = Session::accept(&anna.messages()[0].text(), "Boris", 0).expect("an invitation");
    anna.receive(&boris.messages()[1].text())
        .expect("the acceptance");
    let mut sides = [anna, boris];
    let mut last = (sides[0].to_text(), sides[1].messages()[1].text());
    while sides[1].messages().len() < messages {
        let Some(i) = (0..2).find(|&i| plain(&sides[i]).is_some()) else {
            break;
        };
        let action = plain(&sides[i]).expect("found above");
        let message = sides[i].send(action).expect("a legal action").text();
        let other = 1 - i;
        last = (sides[other].to_text(), message.clone());
        sides[other].receive(&message).expect("an honest message");
    }
    last
}

/// The median of `runs` timings of `f`.
fn median(runs: usize, mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

pub fn run(out: &mut impl Write) -> std::io::Result<()> {
    let mut figures = Vec::new();
    for at in [2, LONG] {
        let (session, message) = sessions_at(at);
        // A session is its secrets' line, then one message a line.
        let count = session.lines().count() - 1;
        let ask = RemoteAsk::Receive {
            session: session.clone(),
            message,
        };
        // The page's session was written by the worker's last answer.
        answer_remote(
            Lang::En,
            &RemoteAsk::Show {
                session: session.clone(),
            },
            0,
        );
        let received = median(7, || {
            answer_remote(Lang::En, &ask, 0);
        });
        let read = median(3, || {
            Session::from_text(&session).expect("a session");
        });
        figures.push((count, received, read));
    }
    for (count, received, read) in figures {
        writeln!(
            out,
            "a friend's message received by the remote worker, the session holding {count} messages: {:.2} ms (reading that session from its text alone: {:.1} ms)",
            received.as_secs_f64() * 1e3,
            read.as_secs_f64() * 1e3
        )?;
    }
    Ok(())
}
