//! The page: the store and the services that follow it (saving, timers,
//! keys, sound, the iframe API), and the layout of board and panels.

mod later;
mod timers;

use crate::board::{keyboard, Board};
use crate::panels::chances_bar::ChancesBar;
use crate::panels::notice::NoticeBanner;
use crate::panels::scoreboard::Scoreboard;
use crate::panels::topbar::TopBar;
use crate::panels::turn_panel::TurnPanel;
use crate::platform::explain::Explanations;
use crate::platform::params::UrlParams;
use crate::platform::saving::Saving;
use crate::platform::startup::{initial_state, Remembered, Start};
use crate::platform::storage::{self, Storage, Stored};
use crate::platform::{
    browser, dice_stats, embed, kept, messages, remote_link, save, sound, worker_link,
};
use crate::state::{Action, Mode, Notice, Options, Pace, PageKind, Settings, Theme};
use crate::store::Store;
use leptos::prelude::*;

#[component]
pub fn App() -> impl IntoView {
    // A shared position's link carries it after `#`; both parts are read.
    let (params, warnings) = UrlParams::parse_address(&browser::query(), &browser::hash());
    for r in &warnings {
        browser::warn(&format!("ignored URL parameter {r}"));
    }
    let mut local = storage::Local;
    let remembered = Remembered {
        options: local
            .read(storage::OPTIONS)
            .value()
            .and_then(|s| Options::decode(&s))
            // A friend's game is made by an invitation, never resumed as a mode.
            .map(|o| match o.mode {
                Mode::Remote => Options {
                    mode: Mode::HotSeat,
                    ..o
                },
                _ => o,
            })
            .unwrap_or_default(),
        settings: Settings {
            lang: messages::initial(),
            sound: local.read(storage::SOUND) == Stored::Value(ON.into()),
            show_chances: local.read(storage::CHANCES) == Stored::Value(ON.into()),
            pace: local
                .read(storage::PACE)
                .value()
                .and_then(|p| Pace::parse(&p))
                .unwrap_or_default(),
            theme: local
                .read(storage::THEME)
                .value()
                .and_then(|t| Theme::parse(&t))
                .unwrap_or_default(),
            ..Settings::default()
        },
    };
    let Start { state, saving } = initial_state(&params, &mut local, remembered);
    if browser::hash().contains("position=") || browser::hash().contains("record=") {
        browser::forget_hash();
    }
    let store = Store::new(state);
    // A friend's game is written before any of its messages leaves the page.
    store.keep_with(remote_link::keep);
    provide_context(store);

    // `#rules` and `#editor` open those pages over the game.
    let open_page = move || {
        if let Some(kind) = PageKind::parse(browser::hash().trim_start_matches('#')) {
            store.send(Action::OpenPage(kind));
        }
    };
    open_page();

    let saving = Saving::new(saving);
    provide_context(saving);
    remember(store, saving);
    kept::start(store, saving);
    messages::start(store);
    timers::start(store);
    let handle = window_event_listener(leptos::ev::keydown, move |e| keyboard::page_key(store, e));
    on_cleanup(move || handle.remove());
    // A position link opened in this tab changes only the `#` part: the
    // page starts again from it (the game in progress is kept aside).
    let hash = window_event_listener(leptos::ev::hashchange, move |_| {
        if browser::hash().contains("position=") || browser::hash().contains("record=") {
            let _ = window().location().reload();
        }
        open_page();
        remote_link::hash_changed(store);
    });
    on_cleanup(move || hash.remove());
    // The loader says when a new build waits (its service worker installed).
    let update = window_event_listener_untyped("nardy-update", move |_| {
        store.send(Action::ShowNotice(Notice::UpdateReady))
    });
    on_cleanup(move || update.remove());
    keyboard::start(store);
    sound::start(store);
    provide_context(dice_stats::start(store));
    let thinking = worker_link::start(store);
    provide_context(thinking);
    provide_context(Explanations::start(thinking));
    embed::start(store, &params);
    // A friend by link: its own worker, started when a remote game first asks.
    worker_link::start_remote(store);
    remote_link::start(store, !params.remote_off);
    // Live play: the links' messages also go page to page when connected.
    crate::platform::live::start(store, &params);
    if params.mode == Some(Mode::Remote) && !params.remote_off && crate::state::REMOTE {
        // `mode=remote`: an invitation with the address's options (once:
        // a reload must not invite again).
        let options = store.with_untracked(|s| *s.options());
        let name = params.name.clone().unwrap_or_default();
        let limit = params.limit.unwrap_or(nardy_protocol::DEFAULT_LIMIT);
        for key in ["mode", "name", "limit"] {
            browser::forget_query_key(key);
        }
        set_timeout(
            move || {
                store.send(Action::RemoteInvite {
                    options,
                    name,
                    limit,
                })
            },
            std::time::Duration::ZERO,
        );
    }
    // A shared game's record: replayed, the game in progress kept aside
    // (once the services above listen, `kept` among them, and the save
    // has started following the state).
    if let Some(text) = params.record.clone() {
        set_timeout(
            move || store.send(Action::OpenRecordLink(text)),
            std::time::Duration::ZERO,
        );
    }

    let (compact, still) = store.with_untracked(|s| (s.settings().compact, !s.settings().animate));
    view! {
        <div class="app" class:embed=compact class:still=still>
            <TopBar/>
            <main class="table">
                <div class="board-wrap">
                    <ChancesBar/>
                    <Board/>
                </div>
                <aside class="panel">
                    // A notice heads the panels, beside or under the board
                    // (a phone held upright floats it over the page).
                    <NoticeBanner/>
                    <Scoreboard/>
                    <TurnPanel/>
                    // The rest comes in the page's second module (later.rs).
                    {Suspend::new(later::side_panels())}
                </aside>
            </main>
            {Suspend::new(later::dialogs())}
        </div>
    }
}

/// A switch (sound, the chances bar) as stored.
const ON: &str = "on";
const OFF: &str = "off";

/// Keeps in storage what the next visit needs: the game after every change
/// (unless `saving` is off: an old value that could not be kept aside is
/// there), telling the player once when storage stops working; the
/// new-game options, the sound and chances switches and the language.
fn remember(store: Store, saving: Saving) {
    let told =
        StoredValue::new(store.with_untracked(|s| s.notice() == Some(&Notice::StorageUnavailable)));
    // The first run only subscribes: the state just read (or a fresh game)
    // needs no saving yet, and the first frame is drawn sooner without it.
    Effect::new(move |first: Option<()>| {
        store.track();
        if first.is_none() {
            return;
        }
        // A friend's game is kept by its session (the store's keeper,
        // `remote_link::keep`, writes it); the local game it replaced was
        // kept aside.
        if !saving.on() || store.with_untracked(|s| s.options().mode == Mode::Remote) {
            return;
        }
        let text = store.with_untracked(|s| save::encode(s, &browser::now_iso()));
        if !storage::Local.write(storage::SAVE, &text) && !told.get_value() {
            told.set_value(true);
            store.send(Action::ShowNotice(Notice::StorageUnavailable));
        }
    });
    // The page's settings, in one effect: each effect costs the first
    // download about a kilobyte gzipped, and these are a few small writes.
    Effect::new(move |_| {
        let (lang, options, settings) =
            store.with(|s| (s.lang(), s.options().encode(), *s.settings()));
        browser::apply_lang(lang);
        let mut local = storage::Local;
        local.write(storage::OPTIONS, &options);
        local.write(storage::SOUND, if settings.sound { ON } else { OFF });
        local.write(
            storage::CHANCES,
            if settings.show_chances { ON } else { OFF },
        );
        local.write(storage::PACE, settings.pace.code());
        local.write(storage::THEME, settings.theme.code());
        browser::apply_theme(settings.theme.code());
    });
}
