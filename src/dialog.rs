//! The new-game dialog: mode, computer level and colour, match length and
//! rule options. It edits a copy of the options and only "start" applies it.

use crate::board::send;
use crate::i18n::{self, T};
use crate::state::{Action, AppState, Mode, Options};
use leptos::prelude::*;
use nardy_ai::Level;
use nardy_engine::{OpeningRule, Side};

#[component]
pub fn NewGameDialog() -> impl IntoView {
    let state = expect_context::<RwSignal<AppState>>();
    // A memo, so that other state changes (a timer) do not rebuild the
    // dialog and throw away what the user has chosen so far.
    let open = Memo::new(move |_| state.with(|s| s.dialog_open));
    move || open.get().then(|| view! { <DialogBody/> })
}

#[component]
fn DialogBody() -> impl IntoView {
    let state = expect_context::<RwSignal<AppState>>();
    let lang = state.with_untracked(|s| s.lang);
    let draft = RwSignal::new(state.with_untracked(|s| s.options));
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
                            let v = event_target_value(&e);
                            draft.update(|o| o.mode = if v == "ai" { Mode::Computer } else { Mode::HotSeat });
                        }
                    >
                        <option value="ai" selected=is_ai()>{t(T::VsComputer)}</option>
                        <option value="hotseat" selected=!is_ai()>{t(T::HotSeat)}</option>
                    </select>
                </label>
                <label class="field" class:disabled=move || !is_ai()>
                    <span>{t(T::Level)}</span>
                    <select
                        data-option="level"
                        disabled=move || !is_ai()
                        on:change=move |e| {
                            if let Ok(l) = event_target_value(&e).parse::<u8>() {
                                draft.update(|o| o.level = l.min(Level::COUNT - 1));
                            }
                        }
                    >
                        {(0..Level::COUNT)
                            .map(|l| {
                                let sel = draft.with_untracked(|o| o.level == l);
                                view! { <option value=l selected=sel>{i18n::level_name(lang, l)}</option> }
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
                            let v = event_target_value(&e);
                            draft.update(|o| o.human = if v == "b" { Side::Black } else { Side::White });
                        }
                    >
                        <option value="w" selected=draft.with_untracked(|o| o.human == Side::White)>{t(T::White)}</option>
                        <option value="b" selected=draft.with_untracked(|o| o.human == Side::Black)>{t(T::Black)}</option>
                    </select>
                </label>
                <label class="field">
                    <span>{t(T::MatchLength)}</span>
                    <select
                        data-option="length"
                        on:change=move |e| {
                            if let Ok(n) = event_target_value(&e).parse::<u32>() {
                                draft.update(|o| o.rules.match_length = n);
                            }
                        }
                    >
                        {[1u32, 3, 5, 7]
                            .into_iter()
                            .map(|n| {
                                let sel = draft.with_untracked(|o| o.rules.match_length == n);
                                view! { <option value=n selected=sel>{n}</option> }
                            })
                            .collect_view()}
                    </select>
                </label>
                <label class="field">
                    <span>{t(T::Opening)}</span>
                    <select
                        data-option="opening"
                        on:change=move |e| {
                            let v = event_target_value(&e);
                            draft.update(|o| {
                                o.rules.opening = if v == "play-dice" {
                                    OpeningRule::PlayOpeningDice
                                } else {
                                    OpeningRule::RollAgain
                                }
                            });
                        }
                    >
                        <option
                            value="roll-again"
                            selected=draft.with_untracked(|o| o.rules.opening == OpeningRule::RollAgain)
                        >
                            {t(T::OpeningRollAgain)}
                        </option>
                        <option
                            value="play-dice"
                            selected=draft.with_untracked(|o| o.rules.opening == OpeningRule::PlayOpeningDice)
                        >
                            {t(T::OpeningPlayDice)}
                        </option>
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
                    <button type="button" on:click=move |_| send(state, Action::CloseDialog)>
                        {t(T::Cancel)}
                    </button>
                    <button
                        type="button"
                        class="primary"
                        data-action="start"
                        on:click=move |_| {
                            let options: Options = draft.get_untracked();
                            send(state, Action::NewGame(options));
                        }
                    >
                        {t(T::Start)}
                    </button>
                </div>
            </div>
        </div>
    }
}
