//! The page: one app state in one signal, the timers that drive automatic
//! actions, and the layout of board and panels.

use crate::board::Board;
use crate::browser;
use crate::controls::{Scoreboard, TopBar, TurnPanel};
use crate::dialog::NewGameDialog;
use crate::embed;
use crate::history::History;
use crate::keyboard;
use crate::notice::NoticeBanner;
use crate::params::UrlParams;
use crate::record_dialog::RecordDialog;
use crate::save::{self, SAVE_KEY, UNREADABLE_KEY};
use crate::sound;
use crate::startup::{initial_state, Start};
use crate::state::{dispatch, Notice, Options};
use leptos::prelude::*;
use std::time::Duration;

/// localStorage key of the last new-game options.
const OPTIONS_KEY: &str = "nardy.options";
/// localStorage key of the sound switch (`on`/`off`).
const SOUND_KEY: &str = "nardy.sound";

#[component]
pub fn App() -> impl IntoView {
    let (params, warnings) = UrlParams::parse(&browser::query());
    for w in &warnings {
        browser::warn(w);
    }
    let options = browser::load(OPTIONS_KEY)
        .and_then(|s| Options::decode(&s))
        .unwrap_or_default();
    let Start { state, put_aside } = initial_state(
        &params,
        browser::read(SAVE_KEY),
        options,
        browser::initial_lang(),
        browser::load(SOUND_KEY).as_deref() == Some("on"),
        browser::random_seed(),
    );
    if let Some(unreadable) = put_aside {
        // Kept aside, and out of the way of the next visit.
        browser::store(UNREADABLE_KEY, &unreadable);
        browser::remove(SAVE_KEY);
    }
    let state = RwSignal::new(state);
    provide_context(state);

    // The game is saved after every change. When storage stops working
    // (quota, revoked permission) the player is told once.
    let told =
        StoredValue::new(state.with_untracked(|s| s.notice == Some(Notice::StorageUnavailable)));
    // The first run only subscribes: the state just read (or a fresh game)
    // needs no saving yet, and the first frame is drawn sooner without it.
    Effect::new(move |first: Option<()>| {
        if first.is_none() {
            state.track();
            return;
        }
        let text = state.with(|s| save::encode(s, &browser::now_iso()));
        if !browser::store(SAVE_KEY, &text) && !told.get_value() {
            told.set_value(true);
            state.update(|s| s.notice = Some(Notice::StorageUnavailable));
        }
    });

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
    keyboard::start(state);

    Effect::new(move |_| {
        let on = state.with(|s| s.sound);
        browser::save(SOUND_KEY, if on { "on" } else { "off" });
    });
    sound::start(state);
    embed::start(state, &params);

    let (compact, still) = state.with_untracked(|s| (s.compact, !s.animate));
    view! {
        <div class="app" class:embed=compact class:still=still>
            <NoticeBanner/>
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
            <RecordDialog/>
        </div>
    }
}
