//! The whole app as one plain value ([`AppState`]), made of rooms that each
//! own their fields, changed only through [`dispatch`], which reports what
//! happened as [`Event`]s.
//!
//! Nothing here touches the browser: the store keeps one `AppState` in one
//! signal, the views read it and send [`Action`]s. The files stand on
//! floors: the vocabulary and the rooms (`table`, `hand`, `plan`, `coach`,
//! `screen`, `review`, `options`, `remote`), the value that holds them (`model`) and
//! what can be read of it (`queries`, `advice`, `questions`, `auto`), the
//! turn's shared steps (`turn`), the features (`gesture`, `computer`,
//! `analysis`, `cube`, `page`, `replay`, `matches`, `remote_play`) and `dispatch` on top,
//! which only routes. Timers (automatic rolls,
//! the computer's steps, the pause after a pass) are described by
//! [`AppState::next_auto`] and only *scheduled* by the UI, so whole games
//! are driven by `cargo test` without a browser. The UI never decides
//! legality: selection and moves go through the engine's `TurnBuilder`.

// The vocabulary and the rooms: each room's fields are its own.
mod action;
mod coach;
mod dice;
mod events;
mod hand;
mod live;
mod notice;
mod options;
mod plan;
mod remote;
mod review;
mod saved;
mod screen;
mod table;
// The app's value, and what can be read of it.
mod advice;
mod auto;
mod export;
mod model;
mod queries;
mod questions;
// The turn's steps, shared by the features below.
mod turn;
// The features, and the one router over them.
mod analysis;
mod computer;
mod cube;
mod dispatch;
mod gesture;
mod matches;
mod page;
mod remote_play;
mod replay;

#[cfg(test)]
mod flows;
#[cfg(test)]
mod remote_flows;

pub use action::Action;
pub use auto::{AI_STEP_MS, PAUSE_MS};
pub use coach::{Ranking, TutorStop, TUTOR_STOP};
pub use dice::{DiceState, SavedDice};
pub use dispatch::dispatch;
pub use events::Event;
pub use hand::Spot;
pub use live::{Connection, LiveNews};
pub use model::AppState;
pub use nardy_protocol::PageKind;
pub use notice::{LinkError, Message, Notice};
pub use options::{
    variant_code, variant_of, Mode, Numbering, Options, Pace, Settings, Theme, VARIANT_CODES,
};
pub use remote::{
    shown_name, Kept, Offer, Remote, RemoteGame, RemoteState, LOST_ABANDONED, REMOTE, WON_ABANDONED,
};
pub use remote_play::message_game;
pub use review::{Frame, Report, Review, Seek};
pub use saved::{Resumed, SaveError, Saved, Unreadable};
pub use screen::{Dialog, Page};

/// Drives a game in unit tests without a browser.
#[cfg(test)]
pub mod testing {
    pub use super::computer::think;
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
