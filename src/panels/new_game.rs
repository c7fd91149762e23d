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
    let is_ai = move || draft.with(|o| o.mode == Mode::Computer);
    let always = || true;
    let modes = Mode::ALL.map(|m| {
        let text = match m {
            Mode::Computer => T::VsComputer,
            Mode::HotSeat => T::HotSeat,
        };
        (m, m.code().to_string(), t(text).to_string())
    });
    let levels = (0..Level::COUNT).map(Level).map(|l| {
        let text = i18n::level_name(lang, l).to_string();
        (l, l.0.to_string(), text)
    });
    let sides = Side::BOTH.map(|s| {
        (
            s,
            s.letter().to_string(),
            i18n::side_name(lang, s).to_string(),
        )
    });
    // The common lengths, and the current one when it is another (a link,
    // a host page or an imported record may set any of 1..=25).
    let mut lengths: Vec<MatchLength> = MatchLength::COMMON.into();
    let current = draft.with_untracked(|o| o.rules.match_length);
    if !lengths.contains(&current) {
        lengths.push(current);
        lengths.sort_unstable();
    }
    let lengths = lengths
        .into_iter()
        .map(|n| (n, n.to_string(), n.to_string()));
    let openings = OpeningRule::ALL.map(|r| {
        let text = match r {
            OpeningRule::RollAgain => T::OpeningRollAgain,
            OpeningRule::PlayOpeningDice => T::OpeningPlayDice,
        };
        (r, r.code().to_string(), t(text).to_string())
    });
    let (get_length, set_length) = (
        |o: &Options| o.rules.match_length,
        |o: &mut Options, n| o.rules.match_length = n,
    );
    let (get_opening, set_opening) = (
        |o: &Options| o.rules.opening,
        |o: &mut Options, r| o.rules.opening = r,
    );
    view! {
        <div class="backdrop">
            <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="new-game-title">
                <h2 id="new-game-title">{t(T::NewGame)}</h2>
                {select(draft, "mode", t(T::Mode), modes.into(), |o| o.mode, |o, m| o.mode = m, always)}
                {select(draft, "level", t(T::Level), levels.collect(), |o| o.level, |o, l| o.level = l, is_ai)}
                {select(draft, "human", t(T::YourColour), sides.into(), |o| o.human, |o, s| o.human = s, is_ai)}
                {select(draft, "length", t(T::MatchLength), lengths.collect(), get_length, set_length, always)}
                {select(draft, "opening", t(T::Opening), openings.into(), get_opening, set_opening, always)}
                {check(draft, "koks", t(T::Koks), |o| o.rules.koks, |o, on| o.rules.koks = on)}
                {check(draft, "auto-roll", t(T::AutoRoll), |o| o.auto_roll, |o, on| o.auto_roll = on)}
                {check(
                    draft,
                    "confirm-turn",
                    t(T::ConfirmTurn),
                    |o| o.confirm_turn,
                    |o, on| o.confirm_turn = on,
                )}
                <Show when=move || store.with(|s| s.settings().analysis)>
                    {check(draft, "tutor", t(T::Tutor), |o| o.tutor, |o, on| o.tutor = on)}
                </Show>
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

/// A labelled `<select>` over `choices` (the value, its option's `value`
/// attribute, its text), showing and setting one field of the draft.
fn select<V>(
    draft: RwSignal<Options>,
    name: &'static str,
    label: &'static str,
    choices: Vec<(V, String, String)>,
    get: fn(&Options) -> V,
    set: fn(&mut Options, V),
    enabled: impl Fn() -> bool + Copy + Send + Sync + 'static,
) -> impl IntoView
where
    V: Copy + PartialEq + Send + Sync + 'static,
{
    let options = choices
        .iter()
        .map(|(v, value, text)| {
            let selected = draft.with_untracked(|o| get(o) == *v);
            view! { <option value=value.clone() selected=selected>{text.clone()}</option> }
        })
        .collect_view();
    let change = move |e: leptos::ev::Event| {
        let value = event_target_value(&e);
        if let Some((v, _, _)) = choices.iter().find(|(_, code, _)| *code == value) {
            draft.update(|o| set(o, *v));
        }
    };
    view! {
        <label class="field" class:disabled=move || !enabled()>
            <span>{label}</span>
            // The dialog's first field, the mode, takes the focus.
            <select data-option=name autofocus=name == "mode" disabled=move || !enabled() on:change=change>
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
