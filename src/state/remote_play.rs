//! Playing a friend by link, done: an invitation made, a link opened, an
//! invitation accepted, this side's turn and cube actions sent, and the
//! remote worker's answers shown on the board. The board plays this
//! side's turns as in any game; the match itself is what the messages
//! prove, so every answer's record replaces the table's match when it
//! differs (the friend's turn, this side's next roll).

use super::events::Event;
use super::live::{Connection, LiveNews};
use super::model::AppState;
use super::notice::Notice;
use super::options::{Mode, Options};
use super::remote::{Heard, Kept, Offer, RemoteGame};
use super::replay;
use nardy_engine::{parse_record, write_record, Match, Phase, Side};
use nardy_protocol::{Answer, MessageNews, RemoteAsk, RemoteDuty, RemoteMove, RemoteReply};

/// What a link's message says of itself: its number and game (`nardy1.<seq>.<game>.…`).
pub fn message_game(message: &str) -> Option<(u32, &str)> {
    let mut fields = message.trim().split('.');
    let version = fields.next()?;
    let seq = fields.next()?.parse().ok()?;
    let game = fields.next()?;
    (version.starts_with("nardy") && !game.is_empty()).then_some((seq, game))
}

/// The remote game's options: no computer, no take-backs, no tutor.
fn remote_options(mut options: Options, me: Side) -> Options {
    options.mode = Mode::Remote;
    options.human = me;
    options.take_backs = false;
    options.tutor = false;
    options
}

/// The local game in progress, if begun, is kept aside before a remote
/// game takes the table.
fn leave_local(s: &mut AppState) {
    let m = s.r#match();
    let begun = !m.played_games().is_empty() || m.game().has_begun();
    if s.remote.game().is_none() && begun {
        s.outbox.push(Event::SetAside);
    }
}

/// A new invitation: the inviter plays `options.human`; an answer may take
/// `limit` seconds.
pub(super) fn invite(s: &mut AppState, options: Options, name: String, limit: u64) {
    leave_local(s);
    let options = remote_options(options, options.human);
    s.prefs.choose(options);
    s.screen.close();
    s.remote.leave();
    s.remote.ask(RemoteAsk::Invite {
        rules: options.rules,
        side: options.human,
        name,
        limit,
    });
    s.table.start(Match::new(options.rules));
    started(s);
}

/// A link's message, for the stored session of its game if this device
/// has one (`session`): an invitation is read (and offered), anything
/// else applied to its session.
pub(super) fn open_link(s: &mut AppState, message: String, session: Option<String>) {
    read(
        s,
        Heard {
            message,
            session,
            live: false,
        },
    );
}

/// Reads a friend's message, whether it came by a link or live.
fn read(s: &mut AppState, heard: Heard) {
    let Heard {
        message,
        session,
        live,
    } = heard;
    let Some((seq, game)) = message_game(&message) else {
        return notice(s, Notice::RemoteRefused(String::new()));
    };
    // Held already (this game's, applied before): the worker is not asked
    // again. A link says so; a copy over the channel is no news.
    if s.remote.holds(&message) {
        if !live {
            notice(s, Notice::RemoteAgain);
        }
        return;
    }
    if s.remote.asked().is_some() {
        let heard = Heard {
            message,
            session,
            live,
        };
        if !s.remote.wait_with(heard) {
            notice(s, Notice::RemoteFlood);
        }
        return;
    }
    // The game on the table: its session as it stands (storage follows it
    // a moment later).
    let session = match s.remote.game() {
        Some(g) if g.game == game => Some(g.session.clone()),
        _ => session,
    };
    match session {
        Some(session) => {
            // A link of another stored game opens that game.
            s.remote
                .ask_reading(RemoteAsk::Receive { session, message }, live);
        }
        None if seq == 0 => s.remote.ask(RemoteAsk::Read { message }),
        None => notice(s, Notice::RemoteUnknown),
    }
}

/// A stored remote game opens (a reload, the list).
pub(super) fn resume(s: &mut AppState, session: String) {
    s.remote.ask(RemoteAsk::Show { session });
}

/// The invitation offered is accepted under `name`.
pub(super) fn accept(s: &mut AppState, name: String) {
    let Some(offer) = s.remote.offer().cloned() else {
        return;
    };
    s.screen.close();
    // The accepting click answers the friend's live offer that came with
    // the invitation: the answer goes in the acceptance's link.
    let game = message_game(&offer.message).map(|(_, g)| g.to_string());
    if let Some(half) = game.and_then(|g| s.remote.live.take_offered(&g)) {
        s.outbox.push(Event::LiveAnswer(half));
    }
    s.remote.ask(RemoteAsk::Accept {
        message: offer.message,
        name,
    });
}

/// The platform wrote the game's session, or could not. Until it is kept
/// (or downloaded), no message of the game leaves the page: the news of a
/// new one (the iframe API's `remoteMessage`, the live connection) is
/// taken back out of this change's events and held, and the panel shows
/// why instead of the link.
pub(super) fn kept(s: &mut AppState, kept: Kept) -> bool {
    let kept = match kept {
        Kept::Written => true,
        Kept::Failed => false,
        Kept::Behind(stored) => return behind(s, stored),
    };
    let (changed, release) = s.remote.kept(kept);
    if !kept && s.remote.held_back() {
        if let Some(message) = s.outbox.withdraw_remote_message() {
            s.remote.hold(message);
        }
    }
    if let Some(message) = release {
        s.outbox.push(Event::RemoteMessage(message));
    }
    changed
}

/// Another tab of this browser went on with the game first (a session
/// written is only ever extended, never replaced): this tab takes the
/// stored one. What this tab had just played (a message of its own under
/// a number the other tab used) never leaves the page: two messages of
/// one device under one number would leave the friend's page in conflict.
fn behind(s: &mut AppState, stored: String) -> bool {
    if s.outbox.withdraw_remote_message().is_some() {
        notice(s, Notice::RemoteOtherTab);
    }
    s.remote.ask(RemoteAsk::Show { session: stored });
    true
}

/// The person downloaded the game: the held link goes out.
pub(super) fn downloaded(s: &mut AppState) -> bool {
    let (changed, release) = s.remote.downloaded();
    if let Some(message) = release {
        s.outbox.push(Event::RemoteMessage(message));
    }
    changed
}

/// The person copied or shared the message: the status says it waits.
pub(super) fn sent(s: &mut AppState) -> bool {
    s.remote.mark_sent()
}

/// This side's roll, double, answer to a double or resignation.
pub(super) fn act(s: &mut AppState, action: RemoteMove) -> bool {
    s.remote.act(action)
}

/// The game a live connection may be for: the one on the table, or the
/// invitation read and not yet accepted.
fn live_game(s: &AppState) -> Option<String> {
    match (s.remote.game(), s.remote.offer()) {
        (Some(g), _) => Some(g.game.clone()),
        (None, Some(offer)) => message_game(&offer.message).map(|(_, g)| g.to_string()),
        (None, None) => None,
    }
}

/// *Connect live*: the friend's offer for the game on the table is
/// answered, or this side offers.
pub(super) fn live_connect(s: &mut AppState) -> bool {
    let Some(game) = live_game(s) else {
        return false;
    };
    let answer = s.remote.live.take_offered(&game);
    s.remote.live.restart();
    match answer {
        Some(half) => s.outbox.push(Event::LiveAnswer(half)),
        None => s.outbox.push(Event::LiveOffer(game)),
    }
    true
}

/// The direct connection's news: a message that came over it is read as
/// a link's is, if it is the game's the connection is for (one of another
/// game, an invitation under a kept game's id, is dropped: a link of it
/// would be read against that game's session and refused).
pub(super) fn live(s: &mut AppState, news: LiveNews) {
    s.remote.live.hear(&news);
    if let LiveNews::Message(message) = news {
        let this_game =
            message_game(&message).is_some_and(|(_, g)| live_game(s).as_deref() == Some(g));
        // Nothing is read from a page that has not proved it is the friend's.
        if !this_game || s.remote.live.connection() != Connection::Live {
            return;
        }
        read(
            s,
            Heard {
                message,
                session: None,
                live: true,
            },
        );
    }
}

/// The worker's answer to the live channel's question: this side's proof
/// goes over the channel; the other's checked, the pages are connected,
/// or the connection is dropped.
fn live_answered(s: &mut AppState, answer: Answer) {
    let Answer::Remote(text) = answer else {
        return;
    };
    match RemoteReply::parse(&text) {
        // Each for the connection it was asked for only: after *Connect
        // live* started another, it would settle the new one unchecked.
        Ok(RemoteReply::Proof(proof)) => {
            if s.remote.live.signed(proof.clone()) {
                s.outbox.push(Event::LiveSend(format!("proof {proof}")));
            }
        }
        Ok(RemoteReply::Proved) => {
            if s.remote.live.checked(true) {
                s.outbox.push(Event::LiveProved);
            }
        }
        _ => {
            if s.remote.live.checked(false) {
                s.outbox.push(Event::LiveDrop);
            }
        }
    }
}

/// The remote worker's answer.
pub(super) fn answered(s: &mut AppState, answer: Answer) {
    if s.remote.asked().is_none() {
        return live_answered(s, answer);
    }
    let asked = s.remote.asked().cloned();
    // Both pages send what they hold on connecting: a repeat that came
    // over the connection is no news (one opened as a link is).
    let live_repeat = s.remote.asked_live();
    s.remote.answered();
    let Answer::Remote(text) = answer else {
        return;
    };
    match RemoteReply::parse(&text) {
        Ok(RemoteReply::Session {
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
        }) => {
            let other_game = s.remote.game().is_none_or(|g| g.game != game);
            let before = s.remote.game().and_then(|g| g.send.clone());
            let new_message = send.is_some() && before != send;
            if other_game {
                leave_local(s);
            }
            s.remote.set_game(RemoteGame {
                game,
                me,
                friend,
                check,
                session,
                duty,
                send: send.clone(),
                record: record.clone(),
                sent: false,
                // The one write that does not only extend the session: its
                // last message in place of another (this device's own, or
                // its claim that the friend's answer withdrew).
                replaced: matches!(heard, MessageNews::Replaced | MessageNews::Withdrawn),
                claim,
                claimed,
            });
            show_record(s, &record, me, other_game);
            match heard {
                MessageNews::Again if !live_repeat => notice(s, Notice::RemoteAgain),
                MessageNews::Replaced => notice(s, Notice::RemoteReplaced),
                MessageNews::Withdrawn => notice(s, Notice::RemoteClaimWithdrawn),
                _ => {}
            }
            if let (true, Some(text)) = (new_message, send) {
                s.outbox.push(Event::RemoteMessage(text));
            }
            // Nothing to decide: the friend's roll needs this side's part.
            if duty == RemoteDuty::SendDice {
                s.remote.act(RemoteMove::Dice);
            }
        }
        Ok(RemoteReply::Offer {
            side,
            rules,
            name,
            limit,
        }) => {
            let Some(RemoteAsk::Read { message }) = asked else {
                return;
            };
            s.remote.set_offer(Offer {
                message,
                side,
                rules,
                name,
                limit,
            });
            s.screen.open(super::screen::Dialog::RemoteOffer);
        }
        Ok(RemoteReply::Refused(why)) => notice(s, Notice::RemoteRefused(why)),
        // A live proof's answers come to `live_answered`.
        Ok(RemoteReply::Proof(_) | RemoteReply::Proved) | Err(_) => {
            notice(s, Notice::RemoteRefused(String::new()))
        }
    }
    if s.remote.asked().is_none() {
        if let Some(heard) = s.remote.next_waiting() {
            read(s, heard);
        } else if let Some(action) = s.remote.take_next_act() {
            s.remote.act(action);
        }
    }
}

/// The table takes the record's match when it differs from it.
fn show_record(s: &mut AppState, record: &str, me: Side, other_game: bool) {
    let options = remote_options(*s.options(), me);
    s.prefs.choose(options);
    if record.is_empty() {
        if other_game {
            s.table.start(Match::new(options.rules));
            started(s);
        }
        return;
    }
    let Ok(parsed) = parse_record(record) else {
        return;
    };
    if !other_game && write_record(s.r#match(), &[]) == write_record(&parsed.r#match, &[]) {
        return;
    }
    if s.remote.take_shown().is_some() {
        // A later answer while the friend's turn was being shown: it
        // takes the table at once.
        s.plan.clear();
    } else if !other_game && play_friend_turn(s, &parsed.r#match, record, me) {
        return;
    }
    s.prefs.set_rules(parsed.r#match.rules());
    s.table.import(parsed);
    if other_game {
        started(s);
    } else {
        s.clear_game_marks();
    }
    if let Phase::Move(b) = s.phase() {
        if b.start().side_to_move() == me {
            s.after_roll();
        }
    }
    if s.is_over() {
        let game = s.table.game_number();
        s.game_over(game);
    }
}

/// The friend's turn that continues the board's game (the table waits for
/// the friend's roll) is played on it step by step, as the computer's is,
/// with its dice, sounds and slides; the record is shown after
/// ([`shown`]). Anything else (a game's end, a cube action) takes the
/// table at once.
fn play_friend_turn(s: &mut AppState, proved: &Match, record: &str, me: Side) -> bool {
    let table = s.r#match();
    if table.played_games().len() != proved.played_games().len() {
        return false;
    }
    let (was, now) = (table.game().history(), proved.game().history());
    let Some(turn) = now.get(was.len()).copied() else {
        return false;
    };
    let waits = matches!(s.phase(), Phase::Roll(side) if *side == turn.side);
    if turn.side == me || !waits || now[..was.len()] != *was || !s.table.roll_these(turn.dice) {
        return false;
    }
    s.after_roll();
    s.plan.choose(&turn.turn, 0.0);
    s.remote.show_after(record.to_string());
    true
}

/// The friend's turn was played out: the record takes the table.
pub(super) fn shown(s: &mut AppState) {
    let (Some(record), Some(me)) = (s.remote.take_shown(), s.remote_game().map(|g| g.me)) else {
        return;
    };
    s.plan.clear();
    show_record(s, &record, me, false);
}

fn started(s: &mut AppState) {
    replay::close(s);
    s.clear_game_marks();
    s.outbox.push(Event::NewMatch);
}

fn notice(s: &mut AppState, n: Notice) {
    s.screen.show(n.clone());
    s.outbox.push(Event::Noticed(n));
}
