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
    view! {
        <div class="backdrop">
            <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="new-game-title">
                <h2 id="new-game-title">{t(T::NewGame)}</h2>
                <label class="field">
                    <span>{t(T::Mode)}</span>
                    <select
                        data-option="mode"
                        autofocus
                        on:change=move |e| {
                            if let Some(mode) = Mode::parse(&event_target_value(&e)) {
                                draft.update(|o| o.mode = mode);
                            }
                        }
                    >
                        <option value=Mode::Computer.code() selected=is_ai()>{t(T::VsComputer)}</option>
                        <option value=Mode::HotSeat.code() selected=!is_ai()>{t(T::HotSeat)}</option>
                    </select>
                </label>
                <label class="field" class:disabled=move || !is_ai()>
                    <span>{t(T::Level)}</span>
                    <select
                        data-option="level"
                        disabled=move || !is_ai()
                        on:change=move |e| {
                            if let Some(level) = Level::parse(&event_target_value(&e)) {
                                draft.update(|o| o.level = level);
                            }
                        }
                    >
                        {(0..Level::COUNT)
                            .map(|l| {
                                let level = Level(l);
                                let sel = draft.with_untracked(|o| o.level == level);
                                view! { <option value=l selected=sel>{i18n::level_name(lang, level)}</option> }
                            })
                            .collect_view()}
                    </select>
                </label>
                <label class="field" class:disabled=move || !is_ai()>
                    <span>{t(T::YourColour)}</span>
                    <select
                        data-option="human"
                        disabled=move || !is_ai()
                        on:change=move |e| {
                            if let Some(side) = Side::parse(&event_target_value(&e)) {
                                draft.update(|o| o.human = side);
                            }
                        }
                    >
                        {Side::BOTH
                            .into_iter()
                            .map(|side| {
                                let sel = draft.with_untracked(|o| o.human == side);
                                view! {
                                    <option value=side.letter().to_string() selected=sel>
                                        {i18n::side_name(lang, side)}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </select>
                </label>
                <label class="field">
                    <span>{t(T::MatchLength)}</span>
                    <select
                        data-option="length"
                        on:change=move |e| {
                            if let Some(n) = MatchLength::parse(&event_target_value(&e)) {
                                draft.update(|o| o.rules.match_length = n);
                            }
                        }
                    >
                        {MatchLength::COMMON
                            .into_iter()
                            .map(|n| {
                                let sel = draft.with_untracked(|o| o.rules.match_length == n);
                                view! { <option value=n.to_string() selected=sel>{n.get()}</option> }
                            })
                            .collect_view()}
                    </select>
                </label>
                <label class="field">
                    <span>{t(T::Opening)}</span>
                    <select
                        data-option="opening"
                        on:change=move |e| {
                            if let Some(rule) = OpeningRule::parse(&event_target_value(&e)) {
                                draft.update(|o| o.rules.opening = rule);
                            }
                        }
                    >
                        {OpeningRule::ALL
                            .into_iter()
                            .map(|rule| {
                                let sel = draft.with_untracked(|o| o.rules.opening == rule);
                                let label = match rule {
                                    OpeningRule::RollAgain => T::OpeningRollAgain,
                                    OpeningRule::PlayOpeningDice => T::OpeningPlayDice,
                                };
                                view! { <option value=rule.code() selected=sel>{t(label)}</option> }
                            })
                            .collect_view()}
                    </select>
                </label>
                <label class="check">
                    <input
                        type="checkbox"
                        data-option="koks"
                        prop:checked=move || draft.with(|o| o.rules.koks)
                        on:change=move |e| draft.update(|o| o.rules.koks = event_target_checked(&e))
                    />
                    <span>{t(T::Koks)}</span>
                </label>
                <label class="check">
                    <input
                        type="checkbox"
                        data-option="auto-roll"
                        prop:checked=move || draft.with(|o| o.auto_roll)
                        on:change=move |e| draft.update(|o| o.auto_roll = event_target_checked(&e))
                    />
                    <span>{t(T::AutoRoll)}</span>
                </label>
                <label class="check">
                    <input
                        type="checkbox"
                        data-option="confirm-turn"
                        prop:checked=move || draft.with(|o| o.confirm_turn)
                        on:change=move |e| draft.update(|o| o.confirm_turn = event_target_checked(&e))
                    />
                    <span>{t(T::ConfirmTurn)}</span>
                </label>
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
