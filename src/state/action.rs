//! Everything a person (or a timer) can do to the app: the one vocabulary
//! [`super::dispatch`] routes.

use super::hand::Spot;
use super::notice::Notice;
use super::options::Options;
use super::review::Seek;
use super::saved::Resumed;
use nardy_protocol::{Answer, PageAction, PageKind, Question};
use nardy_text::Lang;

/// Everything the user can do, and what the timers do for them.
#[derive(Clone, PartialEq, Debug)]
pub enum Action {
    // The game.
    OpeningRoll,
    Roll,
    Undo,
    /// Against the computer: its last turn and the person's before it are
    /// taken back, the person's roll to be played again.
    TakeBack,
    Confirm,
    /// The computer plays the next step of its turn.
    AiStep,
    /// Nardegammon: the person to roll doubles; the person doubled takes,
    /// passes or beavers.
    Double,
    Take,
    Pass,
    Beaver,
    /// Opens or closes the hint list.
    Hint,
    /// The worker's answer to a question it was asked (`AppState::question`),
    /// with how long it thought.
    Answered {
        question: Question,
        answer: Answer,
        thought_ms: f64,
    },
    /// Shows line N of the hint list on the board (`None`: none).
    PreviewHint(Option<usize>),
    /// Plays line N of the hint list.
    ChooseHint(usize),
    /// Tutor mode: take the stopped turn back / keep it.
    TutorUndo,
    TutorKeep,
    ToggleChances,
    NextGame,
    NewGame(Options),
    /// Opens the new-game dialog for a match from the reviewed position.
    OpenPlayOn,
    /// Asks to confirm a resignation, naming what it costs.
    OpenResign,
    /// The person (in a hot-seat game, the side to move) gives the game up.
    Resign,
    /// Starts that match (the dialog's "start"); the reviewed one is kept aside.
    PlayOn(Options),
    /// A kept match takes the place of the one in progress (which the
    /// platform has kept aside in its stead).
    Resume(Resumed),

    // A friend by link (see `remote_play`).
    /// A new invitation, under the person's name.
    /// An answer may take `limit` seconds before the side left waiting
    /// may claim the match.
    RemoteInvite {
        options: Options,
        name: String,
        limit: u64,
    },
    /// A link's message opened, with the stored session of its game if this
    /// device has one.
    RemoteLink {
        message: String,
        session: Option<String>,
    },
    /// A stored remote game opens (a reload, the list).
    RemoteResume(String),
    /// The invitation offered is accepted under this name.
    RemoteAccept(String),
    /// The message to send was copied or shared.
    RemoteSent,
    /// The friend's turn has been played out on the board: the record its
    /// message proves takes the table.
    RemoteShown,
    /// The link is shown as a QR code, or no longer.
    RemoteQr,
    /// What the platform's keeper did with the game's session after the
    /// change: written, not (its link is held back), or found another tab
    /// ahead (this one follows it); told after every change.
    RemoteKept(super::remote::Kept),
    /// The person downloaded the game as a file: its link may go out.
    RemoteDownloaded,
    /// "Try again": the storage is tried once more (the platform's keeper
    /// runs after every action; this one changes nothing by itself).
    RemoteKeepAgain,
    /// This side claims the match: the friend left its message unanswered
    /// longer than the invitation's limit.
    RemoteClaim,
    /// The direct connection to the friend's page reports (`platform/live.rs`).
    Live(super::live::LiveNews),
    /// *Connect live*: the friend's offer is answered, or one is made.
    LiveConnect,

    // Gestures on the board (see `gesture`).
    /// A mouse button or a finger goes down on the board.
    Press(Spot),
    /// It comes up over `at`, after moving far enough to be a drag or not.
    Release {
        at: Spot,
        dragged: bool,
    },
    /// The browser took the press over (a scroll, a system gesture).
    CancelPress,
    DoubleClick(Spot),
    /// Enter or Space on a focused checker or target, or a screen reader's click.
    Activate(Spot),
    Deselect,

    // Dialogs and the replay.
    OpenNewGame,
    OpenRecord,
    /// The dice panel: commitments, seeds, checks and statistics.
    OpenDice,
    /// Closes whichever dialog is open.
    CloseDialog,
    /// Opens a page the worker writes (the rules, the position editor).
    OpenPage(PageKind),
    /// Something done on the open page.
    PageAction(PageAction),
    /// Loads a game record as the current match and replays it from its
    /// first turn; on error only the dialog's error changes.
    ImportRecord(String),
    /// The same for a record a link carried; on error, a notice.
    OpenRecordLink(String),
    /// Replays the match from its first turn (closing a dialog).
    StartReview,
    Review(Seek),
    CloseReview,
    /// Asks the computer to judge every turn of the replayed match.
    AnalyseReview,
    /// The review's judging has reached turn `done` of `total`.
    ReviewProgress(usize, usize),

    // Settings and notices.
    SetLanguage(Lang),
    /// The computer's pace, to the next one (slow, normal, fast, instant).
    CyclePace,
    /// The page's colours, to the next theme (auto, light, dark, contrast).
    CycleTheme,
    ToggleNumbering,
    ToggleSound,
    ShowNotice(Notice),
    DismissNotice,
}
