//! The status line (what just happened, whose turn it is), the turn's
//! buttons, the replay bar and the game-over panel.

use super::review_bar::ReviewBar;
use crate::app::store::use_store;
use crate::i18n::{self, T};
use crate::platform::thinker::Thinking;
use crate::state::{Action, AppState, Message};
use leptos::prelude::*;
use nardy_engine::Phase;

/// The status (aria-live): the latest event, if any, and whose turn it is.
pub fn status_lines(s: &AppState) -> (Option<String>, String) {
    let lang = s.lang();
    let message = s.message().map(|m| match m {
        Message::OpeningTie(d) => i18n::opening_tie(lang, d),
        Message::Starts(side, w, b) => i18n::starts(lang, side, w, b),
        Message::Pass(side) => i18n::pass(lang, side),
    });
    let turn = match s.phase() {
        Phase::Opening => i18n::opening_prompt(lang).to_string(),
        Phase::Roll(side) => i18n::to_roll(lang, *side),
        Phase::Move(b) => {
            let side = b.start().side_to_move();
            i18n::to_move(lang, side, s.is_computer(side))
        }
        Phase::Over(o) => {
            let mut text = i18n::game_won(lang, o.winner, o.kind, o.points());
            if let Some(w) = s.r#match().winner() {
                text = format!("{text} {}", i18n::match_won(lang, w));
            }
            text
        }
    };
    (message, turn)
}

#[component]
pub fn TurnPanel() -> impl IntoView {
    let store = use_store();
    let lang = Memo::new(move |_| store.with(|s| s.lang()));
    let t = move |k: T| move || k.text(lang.get());
    let thinking = use_context::<Thinking>().map(|t| t.0);
    let thinking = move || thinking.is_some_and(|t| t.get());
    view! {
        <section class="turn-panel">
            <ReviewBar/>
            <p class="status" data-status role="status" aria-live="polite">
                {move || {
                    let (message, turn) = store.with(status_lines);
                    let message = message.map(|m| view! { <span class="message">{m}</span> });
                    view! {
                        {message}
                        <span class="turn">{turn}</span>
                    }
                }}
                <Show when=thinking>
                    " "
                    <span class="thinking" data-thinking>
                        {t(T::Thinking)}
                    </span>
                </Show>
            </p>
            <div class="actions">
                <Show when=move || store.with(|s| !s.options().auto_roll)>
                    <button
                        type="button"
                        class="primary"
                        data-action="roll"
                        disabled=move || store.with(|s| !s.can_roll())
                        on:click=move |_| store.send(Action::Roll)
                    >
                        {t(T::Roll)}
                        <kbd>"R"</kbd>
                    </button>
                </Show>
                <button
                    type="button"
                    data-action="undo"
                    disabled=move || store.with(|s| !s.can_undo())
                    on:click=move |_| store.send(Action::Undo)
                >
                    {t(T::Undo)}
                    <kbd>"U"</kbd>
                </button>
                <Show when=move || store.with(|s| s.options().confirm_turn)>
                    <button
                        type="button"
                        class="primary"
                        data-action="confirm"
                        disabled=move || store.with(|s| !s.can_confirm())
                        on:click=move |_| store.send(Action::Confirm)
                    >
                        {t(T::Confirm)}
                    </button>
                </Show>
                <button
                    type="button"
                    data-action="hint"
                    hidden=!store.with_untracked(|s| s.settings().analysis)
                    aria-pressed=move || store.with(|s| s.hint_open()).to_string()
                    disabled=move || store.with(|s| !s.human_moving() || s.is_pass())
                    on:click=move |_| store.send(Action::Hint)
                >
                    {t(T::Hint)}
                </button>
            </div>
            <GameOver/>
        </section>
    }
}

/// Shown when a game ends: the result, and "next game" unless the match is over.
#[component]
fn GameOver() -> impl IntoView {
    let store = use_store();
    let outcome = Memo::new(move |_| store.with(|s| s.outcome()));
    move || {
        outcome.get().map(|o| {
            let (lang, match_winner, analysis) =
                store.with(|s| (s.lang(), s.r#match().winner(), s.settings().analysis));
            view! {
                <div class="game-over" data-result=o.kind.to_string() role="alert">
                    <p class="result">{i18n::game_won(lang, o.winner, o.kind, o.points())}</p>
                    <button type="button" data-action="review-game" hidden=!analysis
                        on:click=move |_| {
                            store.send(Action::StartReview);
                            store.send(Action::AnalyseReview);
                        }>
                        {T::ReviewGame.text(lang)}
                    </button>
                    {match match_winner {
                        Some(w) => view! {
                            <p class="match-winner">{i18n::match_won(lang, w)}</p>
                            <button type="button" class="primary" data-action="new-game"
                                on:click=move |_| store.send(Action::OpenNewGame)>
                                {T::NewGame.text(lang)}
                            </button>
                        }.into_any(),
                        None => view! {
                            <button type="button" class="primary" data-action="next-game"
                                on:click=move |_| store.send(Action::NextGame)>
                                {T::NextGame.text(lang)}
                            </button>
                        }.into_any(),
                    }}
                </div>
            }
        })
    }
}
