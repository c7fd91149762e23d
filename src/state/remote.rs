//! A friend by link: the remote game this device plays as the remote
//! worker last answered it (the session's save, what this side is to do,
//! the message to send, the match as the messages prove it), an invitation
//! read and not yet accepted, and the question on its way. The session is
//! opaque here: the worker (crates/remote-worker) signs, checks and rolls;
//! the page keeps its text, shows its record and plays on the board.

use super::live::Live;
use nardy_engine::{Rules, Side};
use nardy_protocol::{RemoteAsk, RemoteDuty};

/// Whether this build of the page plays a friend by link (the `remote`
/// feature; always in tests). Without it every remote game is `None`, so
/// the compiler drops the remote code from the first load.
pub const REMOTE: bool = cfg!(any(test, feature = "remote"));

/// The remote game in progress on this device.
#[derive(Clone, Debug, PartialEq)]
pub struct RemoteGame {
    /// The game's id as its messages write it (the storage key's end).
    pub game: String,
    pub me: Side,
    /// The friend's name; empty until the invitation is accepted.
    pub friend: String,
    /// The game's check code, the same on both pages only between the two
    /// friends' keys; empty until the invitation is accepted.
    pub check: String,
    /// `nardy_remote::Session::to_text`: this side's secrets and every message.
    pub session: String,
    pub duty: RemoteDuty,
    /// The message to send (the last one is this side's), until the friend answers.
    pub send: Option<String>,
    /// The match as this side sees it: a record with the remote headers.
    pub record: String,
    /// The person has copied or shared the message: the page waits.
    pub sent: bool,
    /// The session's last message was just put in place of another under
    /// that number: this device's own (a copy restored from an older save
    /// played again), or the friend's answer in place of this side's claim
    /// of the match, which it withdrew. The one write that does not extend
    /// the kept session (`remote_link::keep_in`).
    pub replaced: bool,
    /// The side that may claim the match if no answer comes, and from when
    /// (Unix seconds), while the match is in play (`nardy3`).
    pub claim: Option<(Side, u64)>,
    /// The side that claimed the match as abandoned: the match is over.
    pub claimed: Option<Side>,
}

/// The games list's state of a match claimed as abandoned, by this side
/// or by the friend.
pub const WON_ABANDONED: &str = "won-abandoned";
pub const LOST_ABANDONED: &str = "lost-abandoned";

/// A name as the page shows it: the one given, or, for a player who gave
/// none, the page's word that stands for one.
pub fn shown_name(name: &str, lang: nardy_text::Lang) -> &str {
    if name.is_empty() {
        nardy_text::T::RemoteUnnamed.text(lang)
    } else {
        name
    }
}

/// An invitation opened on this device, not accepted yet.
#[derive(Clone, Debug, PartialEq)]
pub struct Offer {
    pub message: String,
    /// The inviter's colour, rules and name.
    pub side: Side,
    pub rules: Rules,
    pub name: String,
    /// How long an answer may take (seconds; none before `nardy3`).
    pub limit: Option<u64>,
}

/// What the status says a remote game waits for (`data-state`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemoteState {
    /// The invitation is out; the friend is to accept it.
    Invite,
    /// A message to send.
    Send,
    /// Sent: the friend is to answer.
    Wait,
    /// This side is to play (move, roll or double, answer a double).
    Play,
    Over,
}

impl RemoteState {
    pub fn code(self) -> &'static str {
        match self {
            RemoteState::Invite => "invite",
            RemoteState::Send => "send",
            RemoteState::Wait => "wait",
            RemoteState::Play => "play",
            RemoteState::Over => "over",
        }
    }

    pub const ALL: [RemoteState; 5] = [
        RemoteState::Invite,
        RemoteState::Send,
        RemoteState::Wait,
        RemoteState::Play,
        RemoteState::Over,
    ];

    /// The state a stored list line names.
    pub fn parse(code: &str) -> Option<RemoteState> {
        RemoteState::ALL.into_iter().find(|s| s.code() == code)
    }
}

/// The most messages that wait for the question on its way: more than a
/// friend's page ever sends at once (what it holds, and a link opened).
pub const WAITING_MAX: usize = 16;

/// A friend's message as it reached this page: its text, the session this
/// page holds for its game (from storage, for a link of a game not on the
/// table), and whether it came over the live connection or by a link.
#[derive(Clone, Debug, PartialEq)]
pub struct Heard {
    pub message: String,
    pub session: Option<String>,
    pub live: bool,
}

/// The remote game, the offer and the question.
#[derive(Clone, Debug, Default)]
pub struct Remote {
    game: Option<RemoteGame>,
    offer: Option<Offer>,
    asked: Option<RemoteAsk>,
    /// Links opened while a question was on its way: read after its answer,
    /// in order (a question asked now would replace the one on its way).
    waiting: Vec<Heard>,
    /// The question on its way reads a message that came over the live
    /// connection (a repeat of it is no news: both pages send what they
    /// hold on connecting).
    asked_live: bool,
    /// The record to show once the friend's turn, played on the board
    /// step by step, is done.
    shown_after: Option<String>,
    /// The direct connection to the friend's page, if any.
    pub live: Live,
    /// The link is shown as a QR code too.
    qr: bool,
    /// This side's action that waits for the question on its way.
    next_act: Option<nardy_protocol::RemoteMove>,
    /// Whether the game's session is kept in this browser's storage, and
    /// what the link waits for while it is not (see [`Keeping`]).
    keeping: Keeping,
}

/// What the platform's keeper did with the game's session after a change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Written (or already there as it stands).
    Written,
    /// Not written: storage is full or switched off.
    Failed,
    /// Not written: another tab of this browser went further with the game,
    /// or elsewhere, first; the stored session (here) is the game now.
    Behind(String),
}

/// A friend's game lives in this browser's storage (its secrets: a game
/// only in memory is lost with the tab). While the last write failed
/// (storage full, or switched off), its link is held back: the page does
/// not show it, tell it to a host page or send it live, until the session
/// is written, or the person has downloaded it as a file.
#[derive(Clone, Debug, Default, PartialEq)]
struct Keeping {
    /// The last write of the session failed.
    failed: bool,
    /// The session the person downloaded meanwhile (kept, outside).
    downloaded: Option<String>,
    /// The message whose news ([`super::Event::RemoteMessage`]) was held back.
    held: Option<String>,
}

impl Remote {
    pub fn game(&self) -> Option<&RemoteGame> {
        self.game.as_ref().filter(|_| REMOTE)
    }

    pub fn offer(&self) -> Option<&Offer> {
        self.offer.as_ref().filter(|_| REMOTE)
    }

    /// The question for the remote worker, until its answer comes.
    pub fn asked(&self) -> Option<&RemoteAsk> {
        self.asked.as_ref().filter(|_| REMOTE)
    }

    pub fn ask(&mut self, ask: RemoteAsk) {
        self.ask_reading(ask, false);
    }

    /// A question that reads a friend's message; `live` when the message
    /// came over the connection rather than by a link.
    pub fn ask_reading(&mut self, ask: RemoteAsk, live: bool) {
        if REMOTE {
            self.asked = Some(ask);
            self.asked_live = live;
        }
    }

    /// The live channel's question (its proof), on the table's game.
    pub fn live_ask(&self) -> Option<RemoteAsk> {
        let g = self.game()?;
        self.live.ask(&g.session)
    }

    /// Whether the question on its way reads a message that came live.
    pub fn asked_live(&self) -> bool {
        self.asked.is_some() && self.asked_live
    }

    /// An action of this side's on the session as it stands. While a
    /// question is on its way (a friend's message being read: live, one may
    /// come at any moment) the action waits for its answer, as a link
    /// opened then does; replacing the question would lose the message.
    pub fn act(&mut self, action: nardy_protocol::RemoteMove) -> bool {
        let Some(g) = self.game() else {
            return false;
        };
        match &self.asked {
            // The same action already on its way (a second click).
            Some(RemoteAsk::Send { action: on_way, .. }) if *on_way == action => return true,
            Some(_) => {
                self.next_act = Some(action);
                return true;
            }
            None => {}
        }
        let session = g.session.clone();
        self.ask(RemoteAsk::Send { session, action });
        true
    }

    /// The action that waited for the question on its way, once answered.
    pub fn take_next_act(&mut self) -> Option<nardy_protocol::RemoteMove> {
        self.next_act.take()
    }

    pub fn answered(&mut self) {
        self.asked = None;
    }

    /// The friend's turn is being played out on the board; `record` comes after.
    pub fn show_after(&mut self, record: String) {
        self.shown_after = Some(record).filter(|_| REMOTE);
    }

    /// Whether the friend's turn is being played out on the board.
    pub fn showing_turn(&self) -> bool {
        REMOTE && self.shown_after.is_some()
    }

    /// The record to show now that the friend's turn was played out.
    pub fn take_shown(&mut self) -> Option<String> {
        self.shown_after.take()
    }

    /// A message to read once the question on its way is answered; false
    /// when [`WAITING_MAX`] already wait (a flood over the channel must
    /// not queue thousands of questions for the worker). A message
    /// already waiting is not queued twice.
    pub fn wait_with(&mut self, heard: Heard) -> bool {
        if self.waiting.iter().any(|h| h.message == heard.message) {
            return true;
        }
        if self.waiting.len() >= WAITING_MAX {
            return false;
        }
        self.waiting.push(heard);
        true
    }

    /// Whether `message` is already in the table's game: applied before,
    /// so reading it again changes nothing (no question for the worker).
    pub fn holds(&self, message: &str) -> bool {
        let message = message.trim();
        self.game().is_some_and(|g| {
            // A friend's message's line ends with when it arrived.
            let text = |line: &str| line.split(' ').next().unwrap_or("").to_string();
            g.session.lines().skip(1).any(|line| text(line) == message)
        })
    }

    /// The next message that waited, if any.
    pub fn next_waiting(&mut self) -> Option<Heard> {
        (!self.waiting.is_empty()).then(|| self.waiting.remove(0))
    }

    /// The worker's answer: the game as it stands now (the message to send
    /// is new unless it is the one already there).
    pub fn set_game(&mut self, game: RemoteGame) {
        let sent = self
            .game
            .as_ref()
            .is_some_and(|g| g.sent && g.game == game.game && g.send == game.send);
        self.game = Some(RemoteGame { sent, ..game });
        self.offer = None;
    }

    pub fn set_offer(&mut self, offer: Offer) {
        self.offer = Some(offer);
    }

    pub fn drop_offer(&mut self) {
        self.offer = None;
    }

    /// Whether the link is shown as a QR code too.
    pub fn show_qr(&self) -> bool {
        REMOTE && self.qr
    }

    pub fn toggle_qr(&mut self) {
        self.qr = !self.qr;
    }

    /// The person has copied or shared the message.
    pub fn mark_sent(&mut self) -> bool {
        match &mut self.game {
            Some(g) if g.send.is_some() && !g.sent => {
                g.sent = true;
                true
            }
            _ => false,
        }
    }

    /// Whether the game's link is held back: its session is neither in
    /// storage nor downloaded as it stands.
    pub fn held_back(&self) -> bool {
        let k = &self.keeping;
        REMOTE
            && k.failed
            && self
                .game()
                .is_some_and(|g| k.downloaded.as_ref() != Some(&g.session))
    }

    /// Whether the last write of the game's session failed.
    pub fn unkept(&self) -> bool {
        REMOTE && self.keeping.failed
    }

    /// The platform wrote the session (`kept`) or could not. Returns
    /// whether that changed anything, and the message whose news is to go
    /// out now that the link is no longer held back.
    pub fn kept(&mut self, kept: bool) -> (bool, Option<String>) {
        if kept != self.keeping.failed {
            return (false, None);
        }
        self.keeping.failed = !kept;
        if kept {
            self.keeping.downloaded = None;
            return (true, self.release());
        }
        (true, None)
    }

    /// The person downloaded the session as it stands: the link goes out.
    pub fn downloaded(&mut self) -> (bool, Option<String>) {
        let Some(session) = self.game().map(|g| g.session.clone()) else {
            return (false, None);
        };
        if self.keeping.downloaded.as_ref() == Some(&session) {
            return (false, None);
        }
        self.keeping.downloaded = Some(session);
        (true, self.release())
    }

    /// The news of `message` waits while the link is held back.
    pub fn hold(&mut self, message: String) {
        self.keeping.held = Some(message);
    }

    /// The held message, if it is still the one to send.
    fn release(&mut self) -> Option<String> {
        let held = self.keeping.held.take()?;
        (self.game()?.send.as_ref() == Some(&held)).then_some(held)
    }

    /// A local game takes the table: the remote one stays in storage.
    pub fn leave(&mut self) {
        *self = Remote::default();
    }

    pub fn state(&self) -> Option<RemoteState> {
        let g = self.game.as_ref()?;
        Some(match g.duty {
            // The friend's turn (even the match's last) is still being shown.
            _ if self.showing_turn() => RemoteState::Wait,
            RemoteDuty::Over => RemoteState::Over,
            // Not accepted yet (a friend may accept with no name).
            _ if g.check.is_empty() => RemoteState::Invite,
            RemoteDuty::Wait if g.sent => RemoteState::Wait,
            RemoteDuty::Wait => RemoteState::Send,
            _ => RemoteState::Play,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_protocol::RemoteMove;

    fn with_game() -> Remote {
        let mut r = Remote::default();
        r.set_game(RemoteGame {
            game: "g".into(),
            me: Side::White,
            friend: "Boris".into(),
            check: String::new(),
            session: "s".into(),
            duty: RemoteDuty::DoubleOrRoll,
            send: None,
            record: String::new(),
            sent: false,
            replaced: false,
            claim: None,
            claimed: None,
        });
        r
    }

    #[test]
    fn an_action_waits_for_a_friends_message_being_read() {
        let mut r = with_game();
        let reading = RemoteAsk::Receive {
            session: "s".into(),
            message: "m".into(),
        };
        r.ask(reading.clone());
        assert!(r.act(RemoteMove::Roll));
        assert_eq!(r.asked(), Some(&reading), "the message is not lost");
        r.answered();
        assert_eq!(r.take_next_act(), Some(RemoteMove::Roll));
        // A second click while the same action is on its way changes nothing.
        assert!(r.act(RemoteMove::Roll));
        assert!(r.act(RemoteMove::Roll));
        assert_eq!(r.take_next_act(), None);
        assert!(matches!(
            r.asked(),
            Some(RemoteAsk::Send {
                action: RemoteMove::Roll,
                ..
            })
        ));
    }
}
