//! The whole app as one plain value ([`AppState`]), changed only through
//! [`dispatch`], which reports what happened as [`Event`]s.
//!
//! Nothing here touches the browser: the store keeps one `AppState` in one
//! signal, the views read it and send [`Action`]s. Timers (automatic rolls,
//! the computer's steps, the pause after a pass) are described by
//! [`AppState::next_auto`] and only *scheduled* by the UI, so whole games
//! are driven by `cargo test` without a browser. The UI never decides
//! legality: selection and moves go through the engine's `TurnBuilder`.

mod analysis;
mod computer;
mod cube;
mod dice;
mod dispatch;
mod events;
mod gesture;
mod model;
mod options;
mod page;
mod queries;
mod review;
mod saved;

pub use analysis::{Ranking, TutorStop, TUTOR_STOP};
pub use dice::{DiceState, SavedDice};
pub use dispatch::{dispatch, Action};
pub use events::Event;
pub use gesture::Spot;
pub use model::{AppState, Dialog, LinkError, Message, Notice};
pub use options::{variant_code, variant_of, Mode, Numbering, Options, Pace, Settings, Theme};
pub use page::{Page, PageKind};
pub use queries::{AI_STEP_MS, PAUSE_MS};
pub use review::{Frame, Report, Review, Seek};
pub use saved::{Resumed, SaveError, Saved};

/// Drives a game in unit tests without a browser.
#[cfg(test)]
pub mod testing {
    use super::*;
    use nardy_engine::{Dice, Game, Rules, Side};

    /// One move of the game: the computer answers if it is asked (as the
    /// worker does), a person plays the first target of the first movable
    /// checker, or else the next automatic action runs.
    pub fn advance(s: &mut AppState) {
        if computer::think(s) {
            return;
        }
        if s.human_moving() && !s.is_pass() {
            let from = s.movable()[0];
            dispatch(s, Action::Activate(Spot::Checker(from)));
            let target = s.targets()[0].0;
            dispatch(s, Action::Activate(Spot::Target(target)));
        } else if let Some((a, _)) = s.next_auto() {
            dispatch(s, a);
        }
    }

    /// A hot-seat game with White to play `high`-`low` from the start, by hand.
    pub fn white_to_play(high: u8, low: u8) -> AppState {
        let mut game = Game::started_by(Rules::default(), Side::White);
        let dice = Dice::new(high, low).expect("test dice are 1..=6");
        game.roll(dice).expect("White is to roll");
        let options = Options {
            mode: Mode::HotSeat,
            ..Options::default()
        };
        AppState::new(1, options, Settings::default()).with_game(game)
    }

    /// Runs up to `limit` automatic actions (as the timers would), stopping
    /// where a person must act.
    pub fn run_auto(s: &mut AppState, limit: usize) {
        for _ in 0..limit {
            if computer::think(s) {
                continue;
            }
            match s.next_auto() {
                Some((a, _)) => {
                    dispatch(s, a);
                }
                None => return,
            }
        }
    }
}
