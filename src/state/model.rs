//! The app's one value, made of rooms that each own their part: the game
//! on the table ([`Table`]), the person's hand ([`Hand`]), the computer's
//! plan ([`Plan`]), the coach's analysis ([`Coach`]), what is open over the
//! game ([`Screen`]), the replay ([`Review`]), the choices made
//! ([`Preferences`]) and what happened since the store last looked
//! ([`Outbox`]). A room's fields are its own: every other file changes it
//! through its methods. The rest of the app reads the state through the
//! getters here and in the query files, and changes it only with
//! [`super::dispatch`].

use super::coach::Coach;
use super::dice::DiceState;
use super::events::{Event, Outbox};
use super::hand::Hand;
use super::notice::{Message, Notice};
use super::options::{Numbering, Options, Preferences, Settings};
use super::plan::Plan;
use super::remote::{Remote, RemoteGame};
use super::review::Review;
use super::saved::Saved;
use super::screen::{Dialog, Page, Screen};
use super::table::Table;
use nardy_ai::seeded;
use nardy_dice::GameSeed;
use nardy_engine::{Match, Phase, Point, Position, SetUpError};
use nardy_text::Lang;

/// The app: its rooms.
#[derive(Clone, Debug)]
pub struct AppState {
    pub(super) table: Table,
    pub(super) hand: Hand,
    pub(super) plan: Plan,
    pub(super) coach: Coach,
    pub(super) screen: Screen,
    /// Replaying the match turn by turn; the live game waits meanwhile.
    pub(super) review: Option<Review>,
    pub(super) prefs: Preferences,
    /// A friend by link: the remote game on the table, if it is one.
    pub(super) remote: Remote,
    pub(super) outbox: Outbox,
}

impl AppState {
    /// A new match with reproducible dice from `seed` (a `?seed=` address,
    /// tests): anyone who knows the number can foresee them.
    pub fn new(seed: u64, options: Options, settings: Settings) -> AppState {
        let table = Table::new(options.rules, DiceState::new(Some(seed)));
        AppState::of(table, Plan::new(seeded(seed)), options, settings)
    }

    /// A new match whose every game rolls from a fresh secret seed,
    /// committed before its first roll.
    pub fn new_secret(options: Options, settings: Settings) -> AppState {
        let ai = GameSeed::fresh().map_or(0, |s| {
            u64::from_le_bytes(s.bytes()[..8].try_into().unwrap_or_default())
        });
        let table = Table::new(options.rules, DiceState::new(None));
        AppState::of(table, Plan::new(seeded(ai)), options, settings)
    }

    fn of(table: Table, plan: Plan, options: Options, settings: Settings) -> AppState {
        AppState {
            table,
            hand: Hand::default(),
            plan,
            coach: Coach::default(),
            screen: Screen::default(),
            review: None,
            prefs: Preferences::new(options, settings),
            remote: Remote::default(),
            outbox: Outbox::default(),
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
        let dice = DiceState::resumed(saved.dice, games);
        let table = Table::resumed(saved.r#match, dice, saved.taken_back);
        let settings = Settings {
            numbering: saved.numbering,
            ..settings
        };
        let mut state = AppState::of(table, Plan::new(seeded(ai)), saved.options, settings);
        state.take_back_computer_steps();
        state
    }

    /// The match, not begun, continues from `position` (a link's).
    pub fn set_up(mut self, position: Position) -> Result<AppState, SetUpError> {
        self.table.set_up(position)?;
        Ok(self)
    }

    /// The state starts with a notice showing (startup's only way in).
    pub fn with_notice(mut self, notice: Notice) -> AppState {
        self.screen.show(notice);
        self
    }

    /// What happened since the last call, oldest first: the store hands
    /// these to animation, sound and the iframe API.
    pub fn take_events(&mut self) -> Vec<Event> {
        self.outbox.take()
    }

    pub fn r#match(&self) -> &Match {
        self.table.r#match()
    }

    pub fn options(&self) -> &Options {
        self.prefs.options()
    }

    pub fn settings(&self) -> &Settings {
        self.prefs.settings()
    }

    pub fn lang(&self) -> Lang {
        self.settings().lang
    }

    pub fn numbering(&self) -> Numbering {
        self.settings().numbering
    }

    pub fn selected(&self) -> Option<Point> {
        self.hand.selected()
    }

    /// The checker a press holds, which a pointer movement drags.
    pub fn pressed_checker(&self) -> Option<Point> {
        self.hand.pressed_checker()
    }

    /// Turns taken back in this match.
    pub fn taken_back(&self) -> u32 {
        self.table.taken_back()
    }

    /// The dice: their series (`?seed=`), streams and record lines.
    pub fn dice(&self) -> &DiceState {
        self.table.dice()
    }

    pub fn message(&self) -> Option<Message> {
        self.table.message()
    }

    pub fn opening_dice(&self) -> Option<(u8, u8)> {
        self.table.opening_dice()
    }

    pub fn ai_think_ms(&self) -> Option<f64> {
        self.plan.think_ms()
    }

    pub fn dialog(&self) -> Option<&Dialog> {
        self.screen.dialog()
    }

    pub fn page(&self) -> Option<&Page> {
        self.screen.page()
    }

    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    pub fn notice(&self) -> Option<&Notice> {
        self.screen.notice()
    }

    /// The remote game on the table, if it is one.
    pub fn remote_game(&self) -> Option<&RemoteGame> {
        self.remote.game()
    }

    pub fn remote(&self) -> &Remote {
        &self.remote
    }
}

impl AppState {
    /// Undoes the steps of a computer's turn in progress (its plan is not
    /// saved), so it chooses the turn again from the start.
    pub(super) fn take_back_computer_steps(&mut self) {
        if let Phase::Move(b) = self.table.phase() {
            if self.prefs.options().is_computer(b.start().side_to_move()) {
                self.table.undo_turn_in_progress();
            }
        }
    }
}

/// Test-only ways to set up a state that no sequence of actions reaches
/// quickly (a position given by hand, settings changed at once).
#[cfg(test)]
impl AppState {
    pub fn with_game(mut self, game: nardy_engine::Game) -> AppState {
        self.table.with_game(game);
        self
    }

    pub fn prefs_mut(&mut self) -> &mut Preferences {
        &mut self.prefs
    }

    pub fn table_mut(&mut self) -> &mut Table {
        &mut self.table
    }

    pub fn dismiss_notice(&mut self) {
        self.screen.dismiss();
    }

    /// The steps of the computer's chosen turn still to play.
    pub fn planned_steps(&self) -> usize {
        self.plan.len()
    }

    pub fn pending_events(&self) -> &[Event] {
        self.outbox.pending()
    }
}
