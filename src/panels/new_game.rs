//! The new-game dialog: mode, computer level and colour, match length and
//! rule options. It edits a copy of the options and only "start" applies it.

use crate::app::store::use_store;
use crate::i18n::{self, T};
use crate::state::{Action, Dialog, Mode, Options};
use leptos::prelude::*;
use nardy_ai::Level;
use nardy_engine::{MatchLength, OpeningRule, Side};

#[component]
pub fn NewGameDialog() -> impl IntoView {
    let store = use_store();
    // A memo, so that other state changes (a timer) do not rebuild the
    // dialog and throw away what the user has chosen so far.
    let open = Memo::new(move |_| store.with(|s| s.dialog() == Some(&Dialog::NewGame)));
    move || open.get().then(|| view! { <DialogBody/> })
}

#[component]
fn DialogBody() -> impl IntoView {
    let store = use_store();
    let lang = store.with_untracked(|s| s.lang());
    let draft = RwSignal::new(store.with_untracked(|s| *s.options()));
    let t = move |k: T| k.text(lang);
    let modes = Mode::ALL.map(|m| {
        let text = match m {
            Mode::Computer => T::VsComputer,
            Mode::HotSeat => T::HotSeat,
        };
        (m.code().to_string(), t(text).to_string())
    });
    let levels = (0..Level::COUNT)
        .map(Level)
        .map(|l| (l.0.to_string(), i18n::level_name(lang, l).to_string()));
    let sides = Side::BOTH.map(|s| (s.letter().to_string(), i18n::side_name(lang, s).to_string()));
    // The common lengths, and the current one when it is another (a link,
    // a host page or an imported record may set any of 1..=25).
    let mut lengths: Vec<MatchLength> = MatchLength::COMMON.into();
    let current = draft.with_untracked(|o| o.rules.match_length);
    if !lengths.contains(&current) {
        lengths.push(current);
        lengths.sort_unstable();
    }
    let lengths = lengths.into_iter().map(|n| (n.to_string(), n.to_string()));
    let openings = OpeningRule::ALL.map(|r| {
        let text = match r {
            OpeningRule::RollAgain => T::OpeningRollAgain,
            OpeningRule::PlayOpeningDice => T::OpeningPlayDice,
        };
        (r.code().to_string(), t(text).to_string())
    });
    let is_ai: fn(&Options) -> bool = |o| o.mode == Mode::Computer;
    let always: fn(&Options) -> bool = |_| true;
    // Each field as its code: one `select` for all (a generic one cost the
    // download a copy per value type).
    let mode = Field {
        name: "mode",
        get: |o| o.mode.code().into(),
        set: |o, v| o.mode = Mode::parse(v).unwrap_or(o.mode),
        enabled: always,
    };
    let level = Field {
        name: "level",
        get: |o| o.level.0.to_string(),
        set: |o, v| o.level = Level::parse(v).unwrap_or(o.level),
        enabled: is_ai,
    };
    let human = Field {
        name: "human",
        get: |o| o.human.letter().to_string(),
        set: |o, v| o.human = Side::parse(v).unwrap_or(o.human),
        enabled: is_ai,
    };
    let length = Field {
        name: "length",
        get: |o| o.rules.match_length.to_string(),
        set: |o, v| o.rules.match_length = MatchLength::parse(v).unwrap_or(o.rules.match_length),
        enabled: always,
    };
    let opening = Field {
        name: "opening",
        get: |o| o.rules.opening.code().into(),
        set: |o, v| o.rules.opening = OpeningRule::parse(v).unwrap_or(o.rules.opening),
        enabled: always,
    };
    view! {
        <div class="backdrop">
            <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="new-game-title">
                <h2 id="new-game-title">{t(T::NewGame)}</h2>
                {select(draft, mode, t(T::Mode), modes.into())}
                {select(draft, level, t(T::Level), levels.collect())}
                {select(draft, human, t(T::YourColour), sides.into())}
                {select(draft, length, t(T::MatchLength), lengths.collect())}
                {select(draft, opening, t(T::Opening), openings.into())}
                {check(draft, "koks", t(T::Koks), |o| o.rules.koks, |o, on| o.rules.koks = on)}
                {check(draft, "auto-roll", t(T::AutoRoll), |o| o.auto_roll, |o, on| o.auto_roll = on)}
                {check(
                    draft,
                    "confirm-turn",
                    t(T::ConfirmTurn),
                    |o| o.confirm_turn,
                    |o, on| o.confirm_turn = on,
                )}
                {store
                    .with_untracked(|s| s.settings().analysis)
                    .then(|| check(draft, "tutor", t(T::Tutor), |o| o.tutor, |o, on| o.tutor = on))}
                <div class="dialog-actions">
                    <button type="button" on:click=move |_| store.send(Action::CloseDialog)>
                        {t(T::Cancel)}
                    </button>
                    <button
                        type="button"
                        class="primary"
                        data-action="start"
                        on:click=move |_| {
                            let options: Options = draft.get_untracked();
                            store.send(Action::NewGame(options));
                        }
                    >
                        {t(T::Start)}
                    </button>
                </div>
            </div>
        </div>
    }
}

/// One choice of the draft, read and written as its code (a `value`).
#[derive(Clone, Copy)]
struct Field {
    name: &'static str,
    get: fn(&Options) -> String,
    /// Sets the field from a code (one of the choices, so always read).
    set: fn(&mut Options, &str),
    enabled: fn(&Options) -> bool,
}

/// A labelled `<select>` over `choices` (each option's `value` and text),
/// showing and setting one field of the draft.
fn select(
    draft: RwSignal<Options>,
    field: Field,
    label: &'static str,
    choices: Vec<(String, String)>,
) -> impl IntoView {
    let current = draft.with_untracked(field.get);
    let options = choices
        .into_iter()
        .map(|(value, text)| {
            let selected = value == current;
            view! { <option value=value selected=selected>{text}</option> }
        })
        .collect_view();
    let change = move |e: leptos::ev::Event| {
        let value = event_target_value(&e);
        draft.update(|o| (field.set)(o, &value));
    };
    let disabled = move || !draft.with(field.enabled);
    view! {
        <label class="field" class:disabled=disabled>
            <span>{label}</span>
            // The dialog's first field, the mode, takes the focus.
            <select data-option=field.name autofocus=field.name == "mode" disabled=disabled on:change=change>
                {options}
            </select>
        </label>
    }
}

/// A labelled checkbox for one yes/no field of the draft.
fn check(
    draft: RwSignal<Options>,
    name: &'static str,
    label: &'static str,
    get: fn(&Options) -> bool,
    set: fn(&mut Options, bool),
) -> impl IntoView {
    view! {
        <label class="check">
            <input
                type="checkbox"
                data-option=name
                prop:checked=move || draft.with(get)
                on:change=move |e| draft.update(|o| set(o, event_target_checked(&e)))
            />
            <span>{label}</span>
        </label>
    }
}
