//! What happened, as [`super::dispatch`] reports it: the animation, the
//! sounds and the iframe API follow these events instead of comparing the
//! state before and after a change. The list is the game's whole story;
//! today's listeners use part of it (opening rolls, passes and notices are
//! for the panels to come: analysis, review, announcements).

use super::notice::Notice;
use nardy_engine::{Dice, Point, Position, Record, Scored, Side, Step, Target};
use nardy_protocol::CubeCall;

#[derive(Clone, PartialEq, Debug)]
pub enum Event {
    /// A remote game has a new message for the friend (the iframe API's
    /// `remoteMessage`).
    RemoteMessage(String),
    /// The person asked to connect live: the platform answers the friend's
    /// offer (its `live=` half), after a click only.
    LiveAnswer(String),
    /// The person asked to connect live and no offer of the friend's
    /// waits: the platform makes one for game `0`.
    LiveOffer(String),
    /// This side's proof of the open channel, to send over it (the only
    /// thing that goes before the other page's is checked).
    LiveSend(String),
    /// The other page proved it is the friend's: messages may go.
    LiveProved,
    /// The other page could not prove it: the connection is closed.
    LiveDrop,
    /// A new match replaced the old one (new game, imported record): what
    /// it already holds is not news.
    NewMatch,
    /// The match about to be replaced is to be kept aside, not lost: it was
    /// under review when a player played on from one of its positions, or a
    /// record was imported over it. Comes before its `NewMatch`.
    SetAside,
    /// The next game of the match began.
    NextGame,
    /// Each side rolled one die to decide who starts; `None` on a tie.
    OpeningRolled {
        white: u8,
        black: u8,
        starter: Option<Side>,
    },
    /// `side` has dice to play (rolled, or the opening dice it plays).
    Rolled {
        side: Side,
        dice: Dice,
    },
    /// Nothing can move with the roll: the turn will pass.
    Passed(Side),
    /// One checker went from `from` to `to`, in one or more steps.
    Stepped {
        side: Side,
        from: Point,
        to: Target,
    },
    /// The computer's last turn and the person's before it were taken
    /// back: `side` plays its roll again from `position`.
    TakenBack {
        side: Side,
        position: Position,
    },
    /// The last step of the turn in progress was taken back.
    Undone {
        side: Side,
        step: Step,
    },
    /// A turn was finished: the `number`th of game `game` (both from 1),
    /// leaving `position`.
    TurnEnded {
        game: usize,
        number: usize,
        record: Record,
        position: Position,
    },
    /// Game `game` ended (`resigned`: the loser gave it up); `result` is
    /// what the match counted of it, and `score` counts it.
    GameOver {
        game: usize,
        result: Scored,
        score: [u32; 2],
        resigned: bool,
    },
    MatchOver {
        winner: Side,
        score: [u32; 2],
    },
    /// Nardegammon: `side` doubled (to `value`), took, passed or beavered
    /// (the cube then at `value`).
    Cube {
        side: Side,
        call: CubeCall,
        value: u32,
    },
    /// Classic: game `game` ended in a draw.
    Drawn {
        game: usize,
    },
    /// A notice is shown.
    Noticed(Notice),
    /// The review of the replayed match came: `turns` turns judged.
    Reviewed {
        turns: usize,
    },
}

/// What happened since the store last took the events: every room that
/// changes something tells it here, the store hands it to the listeners.
#[derive(Clone, Debug, Default)]
pub struct Outbox {
    events: Vec<Event>,
}

impl Outbox {
    pub fn push(&mut self, event: Event) {
        self.events.push(event);
    }

    /// What happened, oldest first; the outbox is empty afterwards.
    pub fn take(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    /// Takes the news of a remote message back out, if this change has
    /// one (its link is held back: `remote_play::kept`).
    pub fn withdraw_remote_message(&mut self) -> Option<String> {
        let at = self
            .events
            .iter()
            .position(|e| matches!(e, Event::RemoteMessage(_)))?;
        match self.events.remove(at) {
            Event::RemoteMessage(text) => Some(text),
            _ => None,
        }
    }

    /// What happened and was not taken yet.
    #[cfg(test)]
    pub fn pending(&self) -> &[Event] {
        &self.events
    }
}
