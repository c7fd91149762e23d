//! The title, and the toolbar: new game, the game record, the dice, a link to
//! the position shown (share), point numbers,
//! sound, the chances bar and the language.
//!
//! The toolbar is written as HTML text with one delegated click handler
//! (see `html.rs`): as `view!` buttons it cost the first download 2 KB
//! gzipped more.

use super::html::{closest_data, esc, refocus};
use super::record_dialog;
use crate::app::store::use_store;
use crate::i18n::T;
use crate::platform::{browser, sound};
use crate::state::{Action, AppState, Notice, Numbering, Pace, PageKind, Theme};
use leptos::prelude::*;

#[component]
pub fn TopBar() -> impl IntoView {
    let store = use_store();
    // The compact menu's state (a phone held upright shows the toolbar
    // behind one "Menu" button, so the board comes first).
    let open = RwSignal::new(false);
    let toolbar = Memo::new(move |_| {
        let open = open.get();
        store.with(|s| toolbar_html(s, open))
    });
    let on_click = move |e: web_sys::MouseEvent| {
        let name = closest_data(&e, "data-action").unwrap_or_default();
        if name == "menu" {
            open.update(|o| *o = !*o);
            refocus(".toolbar [data-action=\"menu\"]".into());
            return;
        }
        open.set(false);
        let action = match name.as_str() {
            "new-game" => Action::OpenNewGame,
            "record" => Action::OpenRecord,
            "dice" => Action::OpenDice,
            "rules" => Action::OpenPage(PageKind::Rules),
            "editor" => Action::OpenPage(PageKind::Editor),
            "numbering" => Action::ToggleNumbering,
            "pace" => Action::CyclePace,
            "theme" => Action::CycleTheme,
            "chances" => Action::ToggleChances,
            "sound" => {
                // The click is the gesture browsers want before audio plays.
                sound::unlock();
                Action::ToggleSound
            }
            "lang" => Action::SetLanguage(store.with_untracked(|s| s.lang().other())),
            "share" => store.with_untracked(share),
            _ => return,
        };
        store.send(action);
        refocus(format!(".toolbar [data-action=\"{name}\"]"));
    };
    view! {
        <header class="topbar">
            // The English name stays in the heading: it is the app's name.
            <h1 class="title">
                "Long Nardy"
                <span class="title-ru" lang="ru">" · Длинные нарды"</span>
            </h1>
            <nav class="toolbar" aria-label=move || store.with(|s| T::Controls.text(s.lang()))
                on:click=on_click inner_html=move || toolbar.get()>
            </nav>
        </header>
    }
}

/// The longest link a finished game's record is shared in; a longer record
/// is downloaded instead (servers and chat apps cut longer addresses).
const LONGEST_LINK: usize = 8000;

/// "Share": a link to the position shown; once a game is over (and not in
/// a replay), a link to its record, or the record as a file when it is too
/// long for a link.
fn share(s: &AppState) -> Action {
    let address = browser::page_address();
    if s.is_over() && s.review().is_none() {
        let text = record_dialog::export_text(s, &browser::now_iso());
        let link = format!("{address}#record={}", js_sys::encode_uri_component(&text));
        if link.len() <= LONGEST_LINK {
            browser::copy_text(&link);
            return Action::ShowNotice(Notice::LinkCopied { link, record: true });
        }
        record_dialog::download_text("long-nardy-game.txt", &text);
        return Action::ShowNotice(Notice::RecordDownloaded);
    }
    let link = format!("{address}#position={}", s.shared_position().code());
    browser::copy_text(&link);
    Action::ShowNotice(Notice::LinkCopied {
        link,
        record: false,
    })
}

/// The toolbar's buttons, as HTML: New game, then the menu button (shown
/// on a phone held upright only) and the rest (behind it there, unless
/// `open`).
fn toolbar_html(s: &AppState, open: bool) -> String {
    let lang = s.lang();
    let t = |k: T| esc(k.text(lang));
    let button = |action: &str, text: T| {
        format!(
            "<button type=\"button\" data-action=\"{action}\">{}</button>",
            t(text)
        )
    };
    let switch = |action: &str, on: bool, text: T, hidden: bool| {
        format!(
            "<button type=\"button\" data-action=\"{action}\" aria-pressed=\"{on}\"{}>{}</button>",
            if hidden { " hidden" } else { "" },
            t(text)
        )
    };
    let settings = s.settings();
    let relative = s.numbering() == Numbering::Relative;
    let rest = [
        button("record", T::RecordButton),
        button("dice", T::Dice),
        button("share", T::Share),
        button("editor", T::EditorButton),
        button("rules", T::RulesButton),
        switch(
            "numbering",
            relative,
            if relative {
                T::NumberingRelative
            } else {
                T::NumberingAbsolute
            },
            false,
        ),
        switch(
            "sound",
            settings.sound,
            if settings.sound {
                T::SoundOn
            } else {
                T::SoundOff
            },
            false,
        ),
        format!(
            "<button type=\"button\" data-action=\"pace\" data-pace=\"{}\" title=\"{}\">{}</button>",
            settings.pace.code(),
            t(T::PaceTitle),
            t(match settings.pace {
                Pace::Slow => T::PaceSlow,
                Pace::Normal => T::PaceNormal,
                Pace::Fast => T::PaceFast,
                Pace::Instant => T::PaceInstant,
            })
        ),
        format!(
            "<button type=\"button\" data-action=\"theme\" data-theme-choice=\"{}\">{}</button>",
            settings.theme.code(),
            t(match settings.theme {
                Theme::Auto => T::ThemeAuto,
                Theme::Light => T::ThemeLight,
                Theme::Dark => T::ThemeDark,
                Theme::Contrast => T::ThemeContrast,
            })
        ),
        switch(
            "chances",
            settings.show_chances,
            if settings.show_chances {
                T::ChancesOn
            } else {
                T::ChancesOff
            },
            !settings.analysis,
        ),
        format!(
            // The visible name is the accessible one (read in its own
            // language); what it does is the title.
            "<button type=\"button\" data-action=\"lang\" lang=\"{}\" title=\"{}\">{}</button>",
            lang.other().code(),
            t(T::LanguageLabel),
            t(T::LanguageButton)
        ),
    ]
    .concat();
    format!(
        "{}<button type=\"button\" class=\"menu-button\" data-action=\"menu\" aria-expanded=\"{open}\" \
         aria-controls=\"toolbar-more\">{}</button><div class=\"more{}\" id=\"toolbar-more\">{rest}</div>",
        button("new-game", T::NewGame),
        t(T::Menu),
        if open { " open" } else { "" }
    )
}
