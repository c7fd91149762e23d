//! The title, and the toolbar: the game's actions (new game, the game
//! record, the dice, a link to the position shown, the editor, the rules)
//! and, in one Settings menu, what changes how the page looks and sounds
//! (point numbers, sound, pace, theme, the chances bar, the language).
//!
//! The toolbar is written as HTML text with one delegated click handler
//! (see `html.rs`): as `view!` buttons it cost the first download 2 KB
//! gzipped more.

use super::controls::{control_of, Control};
use super::html::{esc, refocus};
use super::icons::{labelled, Icon};
use crate::platform::{browser, messages, sound};
use crate::state::{variant_code, Action, AppState, Notice, Numbering, Pace, PageKind, Theme};
use crate::store::use_store;
use leptos::prelude::*;
use nardy_text::{Lang, T};

#[component]
pub fn TopBar() -> impl IntoView {
    let store = use_store();
    let toolbar = Memo::new(move |_| store.with(toolbar_html));
    let choices = Memo::new(move |_| store.with(settings_html));
    let on_click = move |e: web_sys::MouseEvent| {
        let Some(control) = control_of(&e) else {
            return;
        };
        let action = match control {
            Control::NewGame => Action::OpenNewGame,
            Control::Record => Action::OpenRecord,
            Control::Dice => Action::OpenDice,
            Control::Rules => Action::OpenPage(PageKind::Rules),
            Control::Editor => Action::OpenPage(PageKind::Editor),
            Control::Numbering => Action::ToggleNumbering,
            Control::Pace => Action::CyclePace,
            Control::Theme => Action::CycleTheme,
            Control::Chances => Action::ToggleChances,
            Control::Sound => {
                // The click is the gesture browsers want before audio plays.
                sound::unlock();
                Action::ToggleSound
            }
            Control::Share => store.with_untracked(share),
            // Menu and Settings open their popovers by themselves.
            _ => return,
        };
        store.send(action);
        refocus(format!(".topbar {}", control.selector()));
    };
    // The two menus are the browser's popovers (`popovertarget`): it opens
    // and closes them by click and keyboard, closes them on Escape or a
    // click elsewhere, and gives the focus back to their button — no code
    // of ours, no bytes in the download. The settings' popover is apart
    // from the toolbar's text, so that a setting changed rewrites only its
    // choices and the menu stays open for the next.
    // The language menu: switched once its words are here (fetched when
    // first chosen).
    let on_change = move |e: leptos::ev::Event| {
        if control_of(&e) != Some(Control::Lang) {
            return;
        }
        if let Some(lang) = Lang::parse(&event_target_value(&e)) {
            messages::then(lang, false, move || {
                store.send(Action::SetLanguage(lang));
                refocus(Control::Lang.selector());
            });
        }
    };
    view! {
        <header class="topbar" on:click=on_click on:change=on_change>
            // The English name stays in the heading: it is the app's name.
            <h1 class="title">
                "Long Nardy"
                <span class="title-ru" lang="ru">" · Длинные нарды"</span>
            </h1>
            <nav class="toolbar" aria-label=move || store.with(|s| T::Controls.text(s.lang()))
                inner_html=move || toolbar.get()>
            </nav>
            <div class="settings-menu" id="settings-menu" popover="auto" role="group"
                aria-label=move || store.with(|s| T::Settings.text(s.lang()))
                inner_html=move || choices.get()>
            </div>
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
        let text = s.export_record(&browser::now_iso());
        let link = format!("{address}#record={}", js_sys::encode_uri_component(&text));
        if link.len() <= LONGEST_LINK {
            browser::copy_text(&link);
            return Action::ShowNotice(Notice::LinkCopied { link, record: true });
        }
        browser::download_text("long-nardy-game.txt", &text);
        return Action::ShowNotice(Notice::RecordDownloaded);
    }
    let mut link = format!("{address}#position={}", s.shared_position().code());
    let variant = s.options().rules.variant;
    if variant.free_head() {
        // A hachapuri position is played by hachapuri's moves.
        link = format!("{link}&variant={}", variant_code(variant));
    }
    browser::copy_text(&link);
    Action::ShowNotice(Notice::LinkCopied {
        link,
        record: false,
    })
}

/// The toolbar's buttons, as HTML: New game, the game's other actions
/// (a phone's "Menu" popover; each closes it) and the Settings button.
fn toolbar_html(s: &AppState) -> String {
    let lang = s.lang();
    let t = |k: T| esc(k.text(lang));
    let hide = " popovertarget=\"toolbar-more\" popovertargetaction=\"hide\"";
    let button = |control: Control, icon: Option<Icon>, text: T, extra: &str| {
        format!(
            "<button type=\"button\" {}{extra}>{}</button>",
            control.attrs(),
            icon.map_or_else(|| t(text), |i| labelled(i, &t(text)))
        )
    };
    let actions = [
        button(Control::Record, None, T::RecordButton, hide),
        button(Control::Dice, Some(Icon::Dice), T::Dice, hide),
        button(Control::Share, Some(Icon::Share), T::Share, hide),
        button(Control::Editor, None, T::EditorButton, hide),
        button(Control::Rules, None, T::RulesButton, hide),
    ]
    .concat();
    let opens = |control: Control, icon: Icon, text: T, class: &str, target: &str| {
        format!(
            "<button type=\"button\" class=\"{class}\" {} popovertarget=\"{target}\">{}</button>",
            control.attrs(),
            labelled(icon, &t(text))
        )
    };
    format!(
        "{}{}<div class=\"more\" id=\"toolbar-more\" popover>{actions}</div>{}",
        button(Control::NewGame, None, T::NewGame, ""),
        opens(
            Control::Menu,
            Icon::Menu,
            T::Menu,
            "menu-button",
            "toolbar-more"
        ),
        opens(
            Control::Settings,
            Icon::Settings,
            T::Settings,
            "settings-button",
            "settings-menu"
        ),
    )
}

/// The Settings menu's choices, as HTML: what changes how the page looks
/// and sounds.
fn settings_html(s: &AppState) -> String {
    let lang = s.lang();
    let t = |k: T| esc(k.text(lang));
    // A switch's label when off and when on.
    let switch = |control: Control, on: bool, [off_text, on_text]: [T; 2], hidden: bool| {
        format!(
            "<button type=\"button\" {} aria-pressed=\"{on}\"{}>{}</button>",
            control.attrs(),
            if hidden { " hidden" } else { "" },
            t(if on { on_text } else { off_text })
        )
    };
    let settings = s.settings();
    let relative = s.numbering() == Numbering::Relative;
    [
        switch(
            Control::Numbering,
            relative,
            [T::NumberingAbsolute, T::NumberingRelative],
            false,
        ),
        format!(
            "<button type=\"button\" {} aria-pressed=\"{}\">{}</button>",
            Control::Sound.attrs(),
            settings.sound,
            labelled(
                if settings.sound {
                    Icon::SoundOn
                } else {
                    Icon::SoundOff
                },
                &t(if settings.sound {
                    T::SoundOn
                } else {
                    T::SoundOff
                })
            )
        ),
        format!(
            "<button type=\"button\" {} data-pace=\"{}\" title=\"{}\">{}</button>",
            Control::Pace.attrs(),
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
            "<button type=\"button\" {} data-theme-choice=\"{}\">{}</button>",
            Control::Theme.attrs(),
            settings.theme.code(),
            t(match settings.theme {
                Theme::Auto => T::ThemeAuto,
                Theme::Light => T::ThemeLight,
                Theme::Dark => T::ThemeDark,
                Theme::Contrast => T::ThemeContrast,
            })
        ),
        switch(
            Control::Chances,
            settings.show_chances,
            [T::ChancesOff, T::ChancesOn],
            !settings.analysis,
        ),
        // Each language in its own name, so a reader finds theirs in any.
        format!(
            "<label class=\"lang-choice\">{}<select {}>{}</select></label>",
            t(T::LanguageLabel),
            Control::Lang.attrs(),
            Lang::ALL
                .iter()
                .map(|&l| format!(
                    "<option value=\"{0}\" lang=\"{0}\"{1}>{2}</option>",
                    l.code(),
                    if l == lang { " selected" } else { "" },
                    l.name()
                ))
                .collect::<String>()
        ),
    ]
    .concat()
}
