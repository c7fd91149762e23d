//! The status line (what just happened, whose turn it is), the turn's
//! buttons, the replay bar and the game-over panel.
//!
//! Written as HTML text with one delegated click handler (see `html.rs`):
//! as `view!` elements the panel cost the first download about 8 KB
//! gzipped more.

use super::html::{closest_data, esc, refocus};
use super::review_bar::ReviewBar;
use crate::app::store::use_store;
use crate::i18n::{self, T};
use crate::platform::thinker::Thinking;
use crate::state::{Action, AppState, Message, Mode};
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
        Phase::Offered(by) => i18n::cube_offered(lang, *by, 2 * s.r#match().game().cube().value()),
        Phase::Drawn => i18n::game_drawn(lang).to_string(),
        Phase::Over(o) => {
            let mut text = i18n::game_won(lang, o.winner, o.kind, o.points());
            if let Some(w) = s.r#match().winner() {
                text = format!("{text} {}", i18n::match_won(lang, w));
            }
            text
        }
    };
    let game = s.r#match().game();
    let turn = if game.is_crawford() && !game.is_over() {
        format!("{turn} {}", T::Crawford.text(lang))
    } else {
        turn
    };
    (message, turn)
}

#[component]
pub fn TurnPanel() -> impl IntoView {
    let store = use_store();
    let thinking = use_context::<Thinking>().map(|t| t.0);
    let status = Memo::new(move |_| {
        let thinking = thinking.is_some_and(|t| t.get());
        store.with(|s| status_html(s, thinking))
    });
    let buttons = Memo::new(move |_| store.with(|s| buttons_html(s) + &game_over_html(s)));
    let on_click = move |e: web_sys::MouseEvent| {
        let name = closest_data(&e, "data-action").unwrap_or_default();
        let action = match name.as_str() {
            "roll" => Action::Roll,
            "double" => Action::Double,
            "take" => Action::Take,
            "pass" => Action::Pass,
            "beaver" => Action::Beaver,
            "undo" => Action::Undo,
            "take-back" => Action::TakeBack,
            "confirm" => Action::Confirm,
            "hint" => Action::Hint,
            "resign" => Action::OpenResign,
            "review-game" => {
                store.send(Action::StartReview);
                Action::AnalyseReview
            }
            "new-game" => Action::OpenNewGame,
            "next-game" => Action::NextGame,
            _ => return,
        };
        store.send(action);
        refocus(format!(".turn-panel [data-action=\"{name}\"]"));
    };
    view! {
        <section class="turn-panel">
            <ReviewBar/>
            <p class="status" data-status role="status" aria-live="polite" inner_html=move || status.get()></p>
            <div on:click=on_click inner_html=move || buttons.get()></div>
        </section>
    }
}

/// The status line's text: the latest event, whose turn it is, and
/// whether the computer is thinking.
fn status_html(s: &AppState, thinking: bool) -> String {
    let (message, turn) = status_lines(s);
    let message = message
        .map(|m| format!("<span class=\"message\">{}</span> ", esc(&m)))
        .unwrap_or_default();
    let thinking = if thinking {
        format!(
            " <span class=\"thinking\" data-thinking>{}</span>",
            esc(T::Thinking.text(s.lang()))
        )
    } else {
        String::new()
    };
    format!(
        "{message}<span class=\"turn\">{}</span>{thinking}",
        esc(&turn)
    )
}

/// The turn's buttons: roll (unless dice roll by themselves), undo, end
/// turn (when turns are confirmed) and hint (unless analysis is off).
fn buttons_html(s: &AppState) -> String {
    let lang = s.lang();
    let button = |action: &str, primary: bool, enabled: bool, text: T, extra: &str| {
        format!(
            "<button type=\"button\"{} data-action=\"{action}\"{}{extra}>{}</button>",
            if primary { " class=\"primary\"" } else { "" },
            if enabled { "" } else { " disabled" },
            esc(text.text(lang))
        )
    };
    let mut html = String::from("<div class=\"actions\">");
    if s.person_answers().is_some() {
        // A double waits: only its answers (and resigning) are open.
        html += &button("take", true, true, T::TakeButton, "");
        html += &button("pass", false, true, T::PassButton, "");
        if s.may_beaver() {
            html += &button("beaver", false, true, T::BeaverButton, "");
        }
        return html + &hint_button(s) + "</div>";
    }
    if s.person_may_double().is_some() {
        html += &button("double", false, true, T::DoubleButton, "");
    }
    if !s.options().auto_roll || s.person_may_double().is_some() {
        html += &button("roll", true, s.can_roll(), T::Roll, "")
            .replace("</button>", "<kbd>R</kbd></button>");
    }
    html += &button("undo", false, s.can_undo(), T::Undo, "")
        .replace("</button>", "<kbd>U</kbd></button>");
    if s.options().confirm_turn {
        html += &button("confirm", true, s.can_confirm(), T::Confirm, "");
    }
    if s.options().take_backs && s.options().mode == Mode::Computer {
        let title = format!(" title=\"{}\"", esc(T::TakeBackTitle.text(lang)));
        html += &button("take-back", false, s.can_take_back(), T::TakeBack, &title);
    }
    html += &hint_button(s);
    html += &button("resign", false, s.resigner().is_some(), T::Resign, "");
    html + "</div>"
}

/// Hint (unless analysis is off): for a person's turn or cube decision.
fn hint_button(s: &AppState) -> String {
    if !s.settings().analysis {
        return String::new();
    }
    let enabled = (s.human_moving() && !s.is_pass()) || s.cube_doubler().is_some();
    format!(
        "<button type=\"button\" data-action=\"hint\" aria-pressed=\"{}\"{}>{}</button>",
        s.hint_open(),
        if enabled { "" } else { " disabled" },
        esc(T::Hint.text(s.lang()))
    )
}

/// Shown when a game ends: the result, the review, and "next game" (or
/// "new game" once the match is over).
fn game_over_html(s: &AppState) -> String {
    let lang = s.lang();
    let (kind, result) = match s.outcome() {
        Some(o) => (
            o.kind.to_string(),
            i18n::game_won(lang, o.winner, o.kind, o.points()),
        ),
        None if s.is_over() => ("draw".to_string(), T::NextGameDraw.text(lang).to_string()),
        None => return String::new(),
    };
    let button = |action: &str, class: &str, text: T| {
        format!(
            "<button type=\"button\"{class} data-action=\"{action}\">{}</button>",
            esc(text.text(lang))
        )
    };
    let review = if s.settings().analysis {
        button("review-game", "", T::ReviewGame)
    } else {
        String::new()
    };
    let next = match s.r#match().winner() {
        Some(w) => format!(
            "<p class=\"match-winner\">{}</p>{}",
            esc(&i18n::match_won(lang, w)),
            button("new-game", " class=\"primary\"", T::NewGame)
        ),
        None => button("next-game", " class=\"primary\"", T::NextGame),
    };
    format!(
        "<div class=\"game-over\" data-result=\"{kind}\" role=\"alert\"><p class=\"result\">{}</p>{review}{next}</div>",
        esc(&result)
    )
}
