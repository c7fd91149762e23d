//! The title, and the toolbar: new game, the game record, the dice, point numbers,
//! sound, the chances bar and the language.

use crate::app::store::{use_store, Store};
use crate::i18n::T;
use crate::platform::sound;
use crate::state::{Action, Numbering};
use leptos::prelude::*;

#[component]
pub fn TopBar() -> impl IntoView {
    let store = use_store();
    let lang = Memo::new(move |_| store.with(|s| s.lang()));
    let t = move |k: T| move || k.text(lang.get());
    let relative = move || store.with(|s| s.numbering() == Numbering::Relative);
    let sound_on = move || store.with(|s| s.settings().sound);
    let chances_on = move || store.with(|s| s.settings().show_chances);
    view! {
        <header class="topbar">
            // The English name stays in the heading: it is the app's name.
            <h1 class="title">
                "Long Nardy"
                <span class="title-ru" lang="ru">" · Длинные нарды"</span>
            </h1>
            <nav class="toolbar" aria-label=t(T::Controls)>
                {opener("new-game", Action::OpenNewGame, t(T::NewGame))}
                {opener("record", Action::OpenRecord, t(T::RecordButton))}
                {opener("dice", Action::OpenDice, t(T::Dice))}
                <button
                    type="button"
                    data-action="numbering"
                    aria-pressed=move || relative().to_string()
                    on:click=move |_| store.send(Action::ToggleNumbering)
                >
                    {move || {
                        if relative() { T::NumberingRelative } else { T::NumberingAbsolute }.text(lang.get())
                    }}
                </button>
                <button
                    type="button"
                    data-action="sound"
                    aria-pressed=move || sound_on().to_string()
                    on:click=move |_| {
                        // The click is the gesture browsers want before audio plays.
                        sound::unlock();
                        store.send(Action::ToggleSound);
                    }
                >
                    {move || if sound_on() { T::SoundOn } else { T::SoundOff }.text(lang.get())}
                </button>
                <button
                    type="button"
                    data-action="chances"
                    hidden=!store.with_untracked(|s| s.settings().analysis)
                    aria-pressed=move || chances_on().to_string()
                    on:click=move |_| store.send(Action::ToggleChances)
                >
                    {move || if chances_on() { T::ChancesOn } else { T::ChancesOff }.text(lang.get())}
                </button>
                <button
                    type="button"
                    data-action="lang"
                    lang=move || lang.get().other().code()
                    aria-label=t(T::LanguageLabel)
                    on:click=move |_| store.send(Action::SetLanguage(lang.get_untracked().other()))
                >
                    {t(T::LanguageButton)}
                </button>
            </nav>
        </header>
    }
}

/// A toolbar button that opens a dialog (`name` is its `data-action`).
fn opener(
    name: &'static str,
    open: Action,
    label: impl Fn() -> &'static str + Send + Sync + 'static,
) -> impl IntoView {
    let store: Store = use_store();
    view! {
        <button type="button" data-action=name on:click=move |_| store.send(open.clone())>
            {label}
        </button>
    }
}
