//! Why a message is not applied. Each leaves the game as it was.

use crate::message::MessageError;
use nardy_engine::{Dice, GameError, Side};
use std::fmt;

#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    Unreadable(MessageError),
    /// The message belongs to another remote game.
    OtherGame,
    /// Message `seq` was already applied, and this one differs from it
    /// (for instance an acceptance by someone else than the friend who
    /// accepted, or a changed copy of an old link).
    Conflict {
        seq: u32,
    },
    /// At the inviter: an acceptance by `second` came after `first`'s, the
    /// one the game goes on with. If `second` is the friend, someone else
    /// took the invitation (the check codes differ).
    AcceptedBefore {
        first: String,
        second: String,
    },
    /// At the friend: the inviter (`inviter`, by its signature) goes on
    /// with an acceptance other than this side's: someone else took the
    /// invitation first.
    InvitationTaken {
        inviter: String,
    },
    /// Messages `from..got` have not arrived yet.
    Missing {
        from: u32,
        got: u32,
    },
    /// It does not follow the message before it (its `prev` differs).
    NotNext {
        seq: u32,
    },
    /// The friend's message follows another message `seq` of this
    /// device's than the one it holds (a copy restored from an older save
    /// that played again): the link this device sent first as message
    /// `seq` puts it back in step.
    OwnDiffers {
        seq: u32,
    },
    /// Not signed by the side that writes message `seq`.
    NotSigned {
        seq: u32,
        by: Side,
    },
    /// An invitation was expected, or an acceptance, or a game action.
    Unexpected {
        seq: u32,
    },
    /// A reveal that does not continue the sender's chain.
    BadReveal {
        by: Side,
    },
    /// The protocol needs the sender to reveal up to `expected`.
    WrongReveal {
        expected: u32,
        got: u32,
    },
    /// The dice written in a move are not the dice the contributions roll.
    WrongDice {
        written: Dice,
        rolled: Dice,
    },
    /// The action is not the sender's to make now.
    NotNow {
        action: &'static str,
    },
    /// The rules refuse the action.
    Game(GameError),
    /// More rolls than one remote match's chains hold.
    ChainUsedUp,
    /// This device holds no secret for the game (a reader of a record).
    NotAPlayer,
    /// Message `seq` is dated before the message it answers.
    Time {
        seq: u32,
    },
    /// The friend claims the match (message `seq`) before the invitation's
    /// limit has passed: by the claim's times, or since the claimed-upon
    /// message arrived here; `left` seconds remain.
    ClaimTooEarly {
        seq: u32,
        left: u64,
    },
    /// The friend claimed the match while this side's message `seq` was on
    /// its way: that message answers in time, and the game goes on.
    ClaimCrossed {
        seq: u32,
    },
    /// The friend's message `seq` answers this side's claim of the match
    /// more than the invitation's `limit` after the claim was signed: the
    /// claim stands.
    ClaimStands {
        seq: u32,
        limit: u64,
    },
    /// Message `seq` is dated `ahead` seconds after this device's clock,
    /// further than two devices' clocks differ.
    Future {
        seq: u32,
        ahead: u64,
    },
}

/// A span of seconds in English words, as [`span`] counts it: `3 days`,
/// `1 minute` (the page says it in its language: `nardy_text`).
pub fn spoken(seconds: u64) -> String {
    match span(seconds) {
        (1, unit) => format!("1 {}", unit.trim_end_matches('s')),
        (n, unit) => format!("{n} {unit}"),
    }
}

/// A span of seconds in whole days, hours or minutes (`"days"`,
/// `"hours"`, `"minutes"`): the largest unit it is a whole number of; else
/// rounded up, in days from two days on, hours from two hours on.
pub fn span(seconds: u64) -> (u64, &'static str) {
    const UNITS: [(u64, &str); 3] = [(86_400, "days"), (3_600, "hours"), (60, "minutes")];
    if let Some(&(unit, name)) = UNITS
        .iter()
        .find(|(unit, _)| seconds >= *unit && seconds % unit == 0)
    {
        return (seconds / unit, name);
    }
    let up = |unit: u64| seconds.div_ceil(unit).max(1);
    if seconds >= 2 * 86_400 {
        (up(86_400), "days")
    } else if seconds >= 2 * 3_600 {
        (up(3_600), "hours")
    } else {
        (up(60), "minutes")
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Unreadable(e) => e.fmt(f),
            Refusal::OtherGame => f.write_str("the message belongs to another remote game"),
            Refusal::Conflict { seq } => write!(
                f,
                "message {seq} of this game was already received, and this one is different"
            ),
            Refusal::AcceptedBefore { first, second } => write!(
                f,
                "this invitation was already accepted by {first}, and the game goes on with them; \
                 if {second} is your friend, someone else took the invitation: compare the check code \
                 with your friend, and invite again"
            ),
            Refusal::InvitationTaken { inviter } => write!(
                f,
                "someone else accepted this invitation before you, and {inviter} plays with them: \
                 compare the check code with {inviter}, and ask for a new invitation"
            ),
            Refusal::Missing { from, got } if from + 1 == *got => {
                write!(
                    f,
                    "message {from} has not arrived yet: ask for it first (this is {got})"
                )
            }
            Refusal::Missing { from, got } => write!(
                f,
                "messages {from} to {} have not arrived yet: ask for them first (this is {got})",
                got - 1
            ),
            Refusal::NotNext { seq } => {
                write!(
                    f,
                    "message {seq} does not follow the messages this game has"
                )
            }
            Refusal::OwnDiffers { seq } => write!(
                f,
                "your friend answers another message {seq} than the one this device holds: this copy \
                 of the game is older, and played again; open the link you sent as message {seq} \
                 (in your chat with your friend), then this one again"
            ),
            Refusal::NotSigned { seq, by } => write!(
                f,
                "message {seq} is not signed by {by}'s key: it was changed, or made by someone else"
            ),
            Refusal::Unexpected { seq } => write!(f, "message {seq} is of the wrong kind"),
            Refusal::BadReveal { by } => write!(
                f,
                "{by}'s dice value does not continue {by}'s committed chain"
            ),
            Refusal::WrongReveal { expected, got } => write!(
                f,
                "the message reveals dice value {got}, but the game needs value {expected} now"
            ),
            Refusal::WrongDice { written, rolled } => write!(
                f,
                "the move says {written}, but the two contributions roll {rolled}"
            ),
            Refusal::NotNow { action } => write!(f, "a {action} is not the sender's to make now"),
            Refusal::Game(e) => e.fmt(f),
            Refusal::ChainUsedUp => f.write_str("this remote match has used all its dice"),
            Refusal::NotAPlayer => f.write_str("this device does not play in this game"),
            Refusal::Time { seq } => {
                write!(f, "message {seq} is dated before the message it answers")
            }
            Refusal::ClaimTooEarly { seq, left } => write!(
                f,
                "message {seq} claims the match as abandoned too early: the time to answer \
                 has {} to run",
                spoken(*left)
            ),
            Refusal::ClaimStands { seq, limit } => write!(
                f,
                "message {seq} came more than {} after this side claimed the match as \
                 abandoned: the claim stands",
                spoken(*limit)
            ),
            Refusal::Future { seq, ahead } => write!(
                f,
                "message {seq} is dated {} after this device's clock: the clock of one of \
                 the two devices is wrong",
                spoken(*ahead)
            ),
            Refusal::ClaimCrossed { seq } => write!(
                f,
                "your friend claimed the match while your message {seq} was on its way: send it \
                 again, it answers in time and the game goes on"
            ),
        }
    }
}

impl std::error::Error for Refusal {}

impl From<MessageError> for Refusal {
    fn from(e: MessageError) -> Refusal {
        Refusal::Unreadable(e)
    }
}

impl From<GameError> for Refusal {
    fn from(e: GameError) -> Refusal {
        Refusal::Game(e)
    }
}
