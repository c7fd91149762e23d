//! Everything around the board: the top bar, the players with their pip
//! counts, the status line, the turn buttons, the score and the game-over panel.

use crate::board::send;
use crate::i18n::{self, Lang, T};
use crate::review_bar::ReviewBar;
use crate::state::{Action, AppState, Message, Mode};
use leptos::prelude::*;
use nardy_engine::{Phase, Side};

/// The title, the language and numbering toggles, and "new game".
#[component]
pub fn TopBar() -> impl IntoView {
    let state = expect_context::<RwSignal<AppState>>();
    let lang = Memo::new(move |_| state.with(|s| s.lang));
    let t = move |k: T| move || k.text(lang.get());
    view! {
        <header class="topbar">
            // The English name stays in the heading: it is the app's name.
            <h1 class="title">
                "Long Nardy"
                <span class="title-ru" lang="ru">" · Длинные нарды"</span>
            </h1>
            <nav class="toolbar" aria-label=t(T::Controls)>
                <button
                    type="button"
                    data-action="new-game"
                    on:click=move |_| send(state, Action::OpenDialog)
                >
                    {t(T::NewGame)}
                </button>
                <button
                    type="button"
                    data-action="record"
                    on:click=move |_| send(state, Action::OpenRecord)
                >
                    {t(T::RecordButton)}
                </button>
                <button
                    type="button"
                    data-action="numbering"
                    aria-pressed=move || {
                        state.with(|s| s.numbering == crate::state::Numbering::Relative).to_string()
                    }
                    on:click=move |_| send(state, Action::ToggleNumbering)
                >
                    {move || {
                        let rel = state.with(|s| s.numbering == crate::state::Numbering::Relative);
                        if rel { T::NumberingRelative } else { T::NumberingAbsolute }.text(lang.get())
                    }}
                </button>
                <button
                    type="button"
                    data-action="sound"
                    aria-pressed=move || state.with(|s| s.sound).to_string()
                    on:click=move |_| {
                        // The click is the gesture browsers want before audio plays.
                        crate::sound::unlock();
                        send(state, Action::ToggleSound);
                    }
                >
                    {move || if state.with(|s| s.sound) { T::SoundOn } else { T::SoundOff }.text(lang.get())}
                </button>
                <button
                    type="button"
                    data-action="lang"
                    lang=move || lang.get().other().code()
                    aria-label=t(T::LanguageLabel)
                    on:click=move |_| send(state, Action::SetLanguage(lang.get_untracked().other()))
                >
                    {t(T::LanguageButton)}
                </button>
            </nav>
        </header>
    }
}

/// The status (aria-live): the latest event, if any, and whose turn it is.
pub fn status_lines(s: &AppState) -> (Option<String>, String) {
    let lang = s.lang;
    let message = s.message.map(|m| match m {
        Message::OpeningTie(d) => i18n::opening_tie(lang, d),
        Message::Starts(side, w, b) => i18n::starts(lang, side, w, b),
        Message::Pass(side) => i18n::pass(lang, side),
        Message::Hint(turn) => {
            let notation = turn.to_string();
            let notation = if turn.is_pass() {
                T::Pass.text(lang).to_string()
            } else {
                notation
            };
            i18n::hint(lang, &notation)
        }
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
            if let Some(w) = s.r#match.winner() {
                text = format!("{text} {}", i18n::match_won(lang, w));
            }
            text
        }
    };
    (message, turn)
}

fn player_name(s: &AppState, side: Side) -> String {
    let colour = i18n::side_name(s.lang, side);
    match s.options.mode {
        Mode::HotSeat => colour.to_string(),
        Mode::Computer if s.is_computer(side) => format!(
            "{colour} — {} ({})",
            T::Computer.text(s.lang),
            i18n::level_name(s.lang, s.options.level)
        ),
        Mode::Computer => format!("{colour} — {}", T::You.text(s.lang)),
    }
}

/// The two players with pip counts and who is to move, and the match score.
#[component]
pub fn Scoreboard() -> impl IntoView {
    let state = expect_context::<RwSignal<AppState>>();
    let row = move |side: Side| {
        let class = move || {
            let active = state.with(|s| s.mover() == Some(side));
            format!(
                "player {}{}",
                if side == Side::White {
                    "white"
                } else {
                    "black"
                },
                if active { " active" } else { "" }
            )
        };
        view! {
            <li class=class>
                <span class="swatch" aria-hidden="true"></span>
                <span class="name">{move || state.with(|s| player_name(s, side))}</span>
                <span class="pips">
                    {move || {
                        state.with(|s| {
                            let b = s.board();
                            i18n::pips(s.lang, b.pip_count(side))
                        })
                    }}
                </span>
                <span class="points">{move || state.with(|s| s.r#match.score()[side.index()])}</span>
            </li>
        }
    };
    view! {
        <section class="scoreboard">
            <h2 class="score-title">
                {move || state.with(|s| {
                    format!(
                        "{} · {}",
                        T::Score.text(s.lang),
                        match s.lang {
                            Lang::En => format!("match to {}", s.r#match.rules().match_length),
                            Lang::Ru => format!("матч до {}", s.r#match.rules().match_length),
                        }
                    )
                })}
            </h2>
            <ul class="players">{row(Side::White)} {row(Side::Black)}</ul>
            <p
                class="score"
                data-score=move || state.with(|s| {
                    let [w, b] = s.r#match.score();
                    format!("{w}-{b}")
                })
            >
                {move || state.with(|s| {
                    let [w, b] = s.r#match.score();
                    format!("{} {w} : {b} {}", T::White.text(s.lang), T::Black.text(s.lang))
                })}
            </p>
        </section>
    }
}

/// Status line and the turn's buttons.
#[component]
pub fn TurnPanel() -> impl IntoView {
    let state = expect_context::<RwSignal<AppState>>();
    let lang = Memo::new(move |_| state.with(|s| s.lang));
    let t = move |k: T| move || k.text(lang.get());
    view! {
        <section class="turn-panel">
            <ReviewBar/>
            <p class="status" data-status role="status" aria-live="polite">
                {move || {
                    let (message, turn) = state.with(status_lines);
                    let message = message.map(|m| view! { <span class="message">{m}</span> });
                    view! {
                        {message}
                        <span class="turn">{turn}</span>
                    }
                }}
            </p>
            <div class="actions">
                <Show when=move || state.with(|s| !s.options.auto_roll)>
                    <button
                        type="button"
                        class="primary"
                        data-action="roll"
                        disabled=move || state.with(|s| !s.can_roll())
                        on:click=move |_| send(state, Action::Roll)
                    >
                        {t(T::Roll)}
                        <kbd>"R"</kbd>
                    </button>
                </Show>
                <button
                    type="button"
                    data-action="undo"
                    disabled=move || state.with(|s| !s.can_undo())
                    on:click=move |_| send(state, Action::Undo)
                >
                    {t(T::Undo)}
                    <kbd>"U"</kbd>
                </button>
                <Show when=move || state.with(|s| s.options.confirm_turn)>
                    <button
                        type="button"
                        class="primary"
                        data-action="confirm"
                        disabled=move || state.with(|s| !s.can_confirm())
                        on:click=move |_| send(state, Action::Confirm)
                    >
                        {t(T::Confirm)}
                    </button>
                </Show>
                <button
                    type="button"
                    data-action="hint"
                    disabled=move || state.with(|s| !s.human_moving() || s.is_pass())
                    on:click=move |_| send(state, Action::Hint)
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
    let state = expect_context::<RwSignal<AppState>>();
    let outcome = Memo::new(move |_| state.with(|s| s.outcome()));
    move || {
        outcome.get().map(|o| {
            let (lang, match_winner) = state.with(|s| (s.lang, s.r#match.winner()));
            view! {
                <div class="game-over" data-result=o.kind.to_string() role="alert">
                    <p class="result">{i18n::game_won(lang, o.winner, o.kind, o.points())}</p>
                    {match match_winner {
                        Some(w) => view! {
                            <p class="match-winner">{i18n::match_won(lang, w)}</p>
                            <button type="button" class="primary" data-action="new-game"
                                on:click=move |_| send(state, Action::OpenDialog)>
                                {T::NewGame.text(lang)}
                            </button>
                        }.into_any(),
                        None => view! {
                            <button type="button" class="primary" data-action="next-game"
                                on:click=move |_| send(state, Action::NextGame)>
                                {T::NextGame.text(lang)}
                            </button>
                        }.into_any(),
                    }}
                </div>
            }
        })
    }
}
