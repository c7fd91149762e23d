//! What the page tells the players: a message in the status line
//! ([`Message`]) and a notice that stays until dismissed ([`Notice`]).

use super::saved::{SaveError, Unreadable};
use nardy_dice::DiceCheck;
use nardy_engine::{PositionError, SetUpError, Side};
use nardy_text::Lang;

/// Something worth telling the players, translated when shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Message {
    /// Both opening dice showed this number: roll again.
    OpeningTie(u8),
    /// The opening roll (White's die, Black's die) decided who starts.
    Starts(Side, u8, u8),
    /// This side cannot move with its roll.
    Pass(Side),
}

/// Something that needs the user's attention until dismissed (a banner).
#[derive(Clone, PartialEq, Debug)]
pub enum Notice {
    /// The saved game could not be read (`why`); a new game started and the
    /// old value is kept under the key `kept` (`dropped` older kept values
    /// gave way to make room).
    SaveUnreadable {
        why: SaveError,
        kept: String,
        dropped: usize,
    },
    /// The saved game could not be read (`why`) and there is no room to keep
    /// a copy: it stays where it is, and the new game is not saved over it.
    SaveLeftInPlace { why: SaveError, downloaded: bool },
    /// The address asked for another game: the one in progress is kept
    /// under `kept`.
    SaveReplaced { kept: String, dropped: usize },
    /// Browser storage cannot be used: games are not kept between visits.
    StorageUnavailable,
    /// The computer's network could not be fetched (offline on a first
    /// visit); it is tried again.
    ComputerUnavailable,
    /// A record was imported: what its dice lines prove, game by game.
    RecordDice(Vec<DiceCheck>),
    /// The match replaced by "play on" or an import was kept aside (it is
    /// listed in the game record dialog), `dropped` older kept values
    /// giving way; or there was no room to keep it.
    SetAside { kept: bool, dropped: usize },
    /// The address's position could not be opened; the game goes on.
    BadLink(LinkError),
    /// A link to the position shown (or, `record`, to the finished game's
    /// record) was copied, or, where copying is not allowed, is shown to be
    /// copied by hand.
    LinkCopied { link: String, record: bool },
    /// A finished game's record was too long for a link: it was downloaded.
    RecordDownloaded,
    /// A link's record could not be read; the game goes on.
    BadRecordLink(Unreadable),
    /// The remote game's worker could not be fetched; it is tried again.
    RemoteUnavailable,
    /// A remote game's message was refused, with why (in the page's
    /// language, from the worker; empty: not a message at all); nothing changed.
    RemoteRefused(String),
    /// The message was applied before; nothing changed.
    RemoteAgain,
    /// A message of a remote game this device does not hold.
    RemoteUnknown,
    /// Another tab of this browser went on with the friend's game first:
    /// this tab follows it, and what it had just played was not sent.
    RemoteOtherTab,
    /// This device's copy of a friend's game was older and had played a
    /// move again; the move the friend holds, opened, took its place.
    RemoteReplaced,
    /// The friend's answer came after this side claimed the match as
    /// abandoned: the claim is withdrawn and the game goes on.
    RemoteClaimWithdrawn,
    /// More of the friend's messages came at once than a page waits to
    /// read: the rest were dropped (the friend's page sends them again,
    /// and every one is still a link).
    RemoteFlood,
    /// A new build of the site has been downloaded; it is used on the next
    /// visit, or now if the player says so (the page's loader registers the
    /// service worker and says when one waits).
    UpdateReady,
}

/// Why a link's position could not be opened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LinkError {
    Position(PositionError),
    SetUp(SetUpError),
}

impl LinkError {
    /// What is wrong with the link's position, in `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        match self {
            LinkError::Position(p) => nardy_text::errors::position_error(lang, p),
            LinkError::SetUp(s) => nardy_text::errors::set_up_error(lang, s),
        }
    }
}
