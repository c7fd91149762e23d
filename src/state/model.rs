//! The app's one value and what it is made of. Its fields are private to
//! the state module: the rest of the app reads them through the getters
//! below and changes them only with [`super::dispatch`].

use super::analysis::{Ranking, Standing, TutorStop};
use super::dice::DiceState;
use super::events::Event;
use super::gesture::Press;
use super::options::{Numbering, Options, Settings};
use super::review::Review;
use super::saved::{SaveError, Saved};
use crate::i18n::Lang;
use nardy_ai::{seeded, Rng};
use nardy_dice::{DiceCheck, GameSeed};
use nardy_engine::{Match, Point, Position, PositionError, RecordError, SetUpError, Side, Step};

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
    SaveLeftInPlace { why: SaveError },
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
    BadRecordLink(RecordError),
}

/// Why a link's position could not be opened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LinkError {
    Position(PositionError),
    SetUp(SetUpError),
}

/// The dialog that holds the game while it is open.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Dialog {
    NewGame,
    /// "Resign this game?", with the points it gives away.
    Resign,
    /// The new-game dialog for a match that continues from this reviewed
    /// position ("play on from here").
    PlayOn(Position),
    /// The game record: export, and import with the last import's error.
    Record {
        import_error: Option<RecordError>,
    },
    /// The dice: each game's commitment, seed and check, and statistics.
    Dice,
    /// A page the worker writes (`AppState::page`): the rules, the editor.
    Page,
}

/// The app: match, options, settings, selection, dice source, messages.
#[derive(Clone, Debug)]
pub struct AppState {
    pub(super) r#match: Match,
    pub(super) options: Options,
    pub(super) settings: Settings,
    /// The selected checker's point.
    pub(super) selected: Option<Point>,
    /// A press on the board that has not been released yet.
    pub(super) pressed: Option<Press>,
    /// The dice: each game's stream, commitment and revealed seed.
    pub(super) dice: DiceState,
    /// The computer's own randomness (the weaker levels' noise): separate
    /// from the dice, so it never reads them ahead.
    pub(super) ai_rng: Rng,
    pub(super) message: Option<Message>,
    /// The dice of the latest opening roll (White's, Black's).
    pub(super) opening_dice: Option<(u8, u8)>,
    /// The computer's remaining steps for the turn it chose, next last.
    pub(super) ai_plan: Vec<Step>,
    /// How long the computer thought about its latest turn, in milliseconds
    /// (shown as `data-ai-ms` on the board for measurements).
    pub(super) ai_think_ms: Option<f64>,
    /// The hint list is open (a person asked for it this turn).
    pub(super) hint_open: bool,
    /// The line of the hint list shown on the board.
    pub(super) hint_preview: Option<usize>,
    /// The latest ranking from the worker (the hint list, tutor mode's judge).
    pub(super) ranking: Option<Ranking>,
    /// The latest chances before a roll (the bar).
    pub(super) standing: Option<Standing>,
    /// Tutor mode holds the person's finished turn.
    pub(super) tutor_stop: Option<TutorStop>,
    /// The result of a turn tutor mode stopped and the person kept.
    pub(super) tutor_kept: Option<Position>,
    pub(super) dialog: Option<Dialog>,
    /// Replaying the match turn by turn; the live game waits meanwhile.
    pub(super) review: Option<Review>,
    pub(super) notice: Option<Notice>,
    /// What happened since the events were last taken.
    pub(super) events: Vec<Event>,
    /// Turns taken back in this match (`Options::take_backs`).
    pub(super) taken_back: u32,
    /// Nardegammon: the computer chose to roll, not double, before turn
    /// (game, turns played): asked once per roll.
    pub(super) cube_declined: Option<(usize, usize)>,
    /// The person's cube hint: the position and cube it judged, its figures.
    pub(super) cube_hint: Option<(Position, nardy_engine::Cube, nardy_ai::CubeFigures)>,
    /// The page open over the game, with its `Dialog::Page`.
    pub(super) page: Option<super::page::Page>,
}

impl AppState {
    /// A new match with reproducible dice from `seed` (a `?seed=` address,
    /// tests): anyone who knows the number can foresee them.
    pub fn new(seed: u64, options: Options, settings: Settings) -> AppState {
        AppState::with_dice(DiceState::new(Some(seed)), seeded(seed), options, settings)
    }

    /// A new match whose every game rolls from a fresh secret seed,
    /// committed before its first roll.
    pub fn new_secret(options: Options, settings: Settings) -> AppState {
        let ai = GameSeed::fresh().map_or(0, |s| {
            u64::from_le_bytes(s.bytes()[..8].try_into().unwrap_or_default())
        });
        AppState::with_dice(DiceState::new(None), seeded(ai), options, settings)
    }

    fn with_dice(dice: DiceState, ai_rng: Rng, options: Options, settings: Settings) -> AppState {
        AppState {
            r#match: Match::new(options.rules),
            options,
            settings,
            selected: None,
            pressed: None,
            dice,
            ai_rng,
            message: None,
            opening_dice: None,
            ai_plan: Vec::new(),
            ai_think_ms: None,
            hint_open: false,
            hint_preview: None,
            ranking: None,
            standing: None,
            tutor_stop: None,
            tutor_kept: None,
            dialog: None,
            review: None,
            notice: None,
            events: Vec::new(),
            taken_back: 0,
            cube_declined: None,
            cube_hint: None,
            page: None,
        }
    }

    /// The app as it was saved, with today's `settings` (its numbering is
    /// the saved one). A computer's half-played turn is taken back: the
    /// computer chooses it again from its start.
    pub fn resumed(saved: Saved, settings: Settings) -> AppState {
        let games = saved.r#match.played_games().len() + 1;
        // The computer's noise goes on from the number of turns played.
        let turns = saved.r#match.game().history().len() as u64;
        let ai = saved.dice.series.unwrap_or(saved.dice.games) ^ turns.rotate_left(32);
        let mut state = AppState::with_dice(
            DiceState::resumed(saved.dice, games),
            seeded(ai),
            saved.options,
            Settings {
                numbering: saved.numbering,
                ..settings
            },
        );
        state.r#match = saved.r#match;
        state.taken_back = saved.taken_back;
        state.take_back_computer_steps();
        state
    }

    /// The match, not begun, continues from `position` (a link's).
    pub fn set_up(mut self, position: Position) -> Result<AppState, SetUpError> {
        self.r#match.set_up(position)?;
        Ok(self)
    }

    /// The state starts with a notice showing (startup's only way in).
    pub fn with_notice(mut self, notice: Notice) -> AppState {
        self.notice = Some(notice);
        self
    }

    /// What happened since the last call, oldest first: the store hands
    /// these to animation, sound and the iframe API.
    pub fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    pub fn r#match(&self) -> &Match {
        &self.r#match
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn lang(&self) -> Lang {
        self.settings.lang
    }

    pub fn numbering(&self) -> Numbering {
        self.settings.numbering
    }

    pub fn selected(&self) -> Option<Point> {
        self.selected
    }

    /// The dice: their series (`?seed=`), streams and record lines.
    /// Turns taken back in this match.
    pub fn taken_back(&self) -> u32 {
        self.taken_back
    }

    pub fn dice(&self) -> &DiceState {
        &self.dice
    }

    pub fn message(&self) -> Option<Message> {
        self.message
    }

    pub fn opening_dice(&self) -> Option<(u8, u8)> {
        self.opening_dice
    }

    pub fn ai_think_ms(&self) -> Option<f64> {
        self.ai_think_ms
    }

    pub fn dialog(&self) -> Option<&Dialog> {
        self.dialog.as_ref()
    }

    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }
}

/// Test-only ways to set up a state that no sequence of actions reaches
/// quickly (a position given by hand).
#[cfg(test)]
impl AppState {
    pub fn with_game(mut self, game: nardy_engine::Game) -> AppState {
        *self.r#match.game_mut() = game;
        self
    }
}
