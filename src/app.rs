//! The page: one app state in one signal, the timers that drive automatic
//! actions, and the layout of board and panels.

use crate::board::Board;
use crate::browser;
use crate::controls::{Scoreboard, TopBar, TurnPanel};
use crate::dialog::NewGameDialog;
use crate::history::History;
use crate::keyboard;
use crate::state::{dispatch, AppState, Options};
use leptos::prelude::*;
use std::time::Duration;

/// localStorage key of the last new-game options.
const OPTIONS_KEY: &str = "nardy.options";

#[component]
pub fn App() -> impl IntoView {
    let lang = browser::initial_lang();
    let options = browser::load(OPTIONS_KEY)
        .and_then(|s| Options::decode(&s))
        .unwrap_or_default();
    let state = RwSignal::new(AppState::new(browser::initial_seed(), lang, options));
    provide_context(state);

    // `<html lang>` and the stored choice follow the language.
    Effect::new(move |_| browser::apply_lang(state.with(|s| s.lang)));

    // The dialog's choices are remembered for the next visit.
    Effect::new(move |_| browser::save(OPTIONS_KEY, &state.with(|s| s.options.encode())));

    // Automatic actions (rolls, the computer's steps, the end of a turn): one
    // timer for the current state; a timer whose state has moved on is dropped.
    Effect::new(move |_| {
        let next = state.with(|s| s.next_auto().map(|(a, ms)| (a, ms, s.serial)));
        if let Some((action, ms, serial)) = next {
            set_timeout(
                move || {
                    // A stale timer must not even notify: nothing changed.
                    if state.with_untracked(|s| s.serial == serial) {
                        state.update(|s| dispatch(s, action));
                    }
                },
                Duration::from_millis(u64::from(ms)),
            );
        }
    });

    let handle = window_event_listener(leptos::ev::keydown, move |e| keyboard::page_key(state, e));
    on_cleanup(move || handle.remove());

    view! {
        <div class="app">
            <TopBar/>
            <main class="table">
                <div class="board-wrap">
                    <Board/>
                </div>
                <aside class="panel">
                    <Scoreboard/>
                    <TurnPanel/>
                    <History/>
                </aside>
            </main>
            <NewGameDialog/>
        </div>
    }
}
