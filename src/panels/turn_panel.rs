//! The status line (what just happened, whose turn it is), the turn's
//! buttons, the replay bar and the game-over panel.
//!
//! Written as HTML text with one delegated click handler (see `html.rs`):
//! as `view!` elements the panel cost the first download about 8 KB
//! gzipped more.

use super::controls::{control_of, Control};
use super::html::{esc, refocus};
use super::icons::Icon;
use super::remote_panel;
use super::review_bar::ReviewBar;
use crate::platform::worker_link::Thinking;
use crate::state::{Action, AppState, Message, Mode, RemoteState};
use crate::store::use_store;
use leptos::prelude::*;
use nardy_engine::Phase;
use nardy_text::{self as i18n, T};

/// The status (aria-live): the latest event, if any, and whose turn it is.
pub fn status_lines(s: &AppState) -> (Option<String>, String) {
    let lang = s.lang();
    let message = s.message().map(|m| match m {
        Message::OpeningTie(d) => i18n::status::opening_tie(lang, d),
        Message::Starts(side, w, b) => i18n::status::starts(lang, side, w, b),
        Message::Pass(side) => i18n::status::pass(lang, side),
    });
    let turn = match s.phase() {
        Phase::Opening => i18n::status::opening_prompt(lang).to_string(),
        Phase::Roll(side) => i18n::status::to_roll(lang, *side),
        Phase::Move(b) => {
            let side = b.start().side_to_move();
            i18n::status::to_move(lang, side, s.is_computer(side))
        }
        Phase::Offered(by) => {
            i18n::status::cube_offered(lang, *by, 2 * s.r#match().game().cube().value())
        }
        Phase::Drawn => i18n::status::game_drawn(lang).to_string(),
        Phase::Over(o) => {
            let points = s.scored().map_or(o.points(), |r| r.points);
            let mut text = i18n::status::game_won(lang, o.winner, o.kind, points);
            if let Some(w) = s.r#match().winner() {
                text = format!("{text} {}", i18n::status::match_won(lang, w));
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
    let claim_clock = super::claim_clock::start(store);
    let buttons = Memo::new(move |_| {
        if let Some(clock) = claim_clock {
            clock.track();
        }
        store.with(|s| {
            let games = if crate::state::REMOTE {
                crate::platform::remote_link::list_with_table(&crate::platform::storage::Local, s)
            } else {
                Vec::new()
            };
            let remote = remote_panel::panel_html(s, &games);
            // What the person does now comes first, in the row below the
            // board's status: the turn's buttons on their turn in a
            // friend's game, else the buttons that send the link.
            if s.remote().state() == Some(RemoteState::Play) {
                buttons_html(s) + &remote + &game_over_html(s)
            } else {
                remote + &buttons_html(s) + &game_over_html(s)
            }
        })
    });
    let on_click = move |e: web_sys::MouseEvent| {
        let Some(control) = control_of(&e) else {
            return;
        };
        let action = match control {
            Control::RemoteCopy
            | Control::RemoteShare
            | Control::RemoteOpen(_)
            | Control::LiveConnect
            | Control::RemoteQr
            | Control::RemoteDownload
            | Control::RemoteKeepAgain
            | Control::RemoteClaim => return remote_panel::clicked(store, control),
            Control::Roll => Action::Roll,
            Control::Double => Action::Double,
            Control::Take => Action::Take,
            Control::Pass => Action::Pass,
            Control::Beaver => Action::Beaver,
            Control::Undo => Action::Undo,
            Control::TakeBack => Action::TakeBack,
            Control::Confirm => Action::Confirm,
            Control::Hint => Action::Hint,
            Control::Resign => Action::OpenResign,
            Control::ReviewGame => {
                store.send(Action::StartReview);
                Action::AnalyseReview
            }
            Control::NewGame => Action::OpenNewGame,
            Control::NextGame => Action::NextGame,
            _ => return,
        };
        store.send(action);
        refocus(format!(".turn-panel {}", control.selector()));
    };
    view! {
        <section class="turn-panel">
            <div class="replay"><ReviewBar/></div>
            <p class="status" data-status role="status" aria-live="polite" inner_html=move || status.get()></p>
            <div class="turn-actions" on:click=on_click inner_html=move || buttons.get()></div>
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
    let button = |control: Control, primary: bool, enabled: bool, text: T, extra: &str| {
        format!(
            "<button type=\"button\"{} {}{}{extra}>{}</button>",
            if primary { " class=\"primary\"" } else { "" },
            control.attrs(),
            if enabled { "" } else { " disabled" },
            esc(text.text(lang))
        )
    };
    let mut html = String::from("<div class=\"actions\">");
    if s.person_answers().is_some() {
        // A double waits: only its answers (and resigning) are open.
        html += &button(Control::Take, true, true, T::TakeButton, "");
        html += &button(Control::Pass, false, true, T::PassButton, "");
        if s.may_beaver() {
            html += &button(Control::Beaver, false, true, T::BeaverButton, "");
        }
        return html + &hint_button(s) + "</div>";
    }
    if s.person_may_double().is_some() {
        html += &button(Control::Double, false, true, T::DoubleButton, "");
    }
    if !s.options().auto_roll || s.person_may_double().is_some() {
        html += &button(Control::Roll, true, s.can_roll(), T::Roll, "")
            .replace("</button>", "<kbd>R</kbd></button>");
    }
    html += &button(Control::Undo, false, s.can_undo(), T::Undo, "")
        .replacen('>', &format!(">{}", Icon::Undo.svg()), 1)
        .replace("</button>", "<kbd>U</kbd></button>");
    if s.options().confirm_turn {
        html += &button(Control::Confirm, true, s.can_confirm(), T::Confirm, "");
    }
    if s.options().take_backs && s.options().mode == Mode::Computer {
        let title = format!(" title=\"{}\"", esc(T::TakeBackTitle.text(lang)));
        html += &button(
            Control::TakeBack,
            false,
            s.can_take_back(),
            T::TakeBack,
            &title,
        );
    }
    html += &hint_button(s);
    html += &button(
        Control::Resign,
        false,
        s.resigner().is_some(),
        T::Resign,
        "",
    );
    html + "</div>"
}

/// Hint (unless analysis is off): for a person's turn or cube decision.
fn hint_button(s: &AppState) -> String {
    if !s.settings().analysis {
        return String::new();
    }
    let enabled = (s.human_moving() && !s.is_pass()) || s.cube_doubler().is_some();
    format!(
        "<button type=\"button\" {} aria-pressed=\"{}\"{}>{}</button>",
        Control::Hint.attrs(),
        s.hint_open(),
        if enabled { "" } else { " disabled" },
        esc(T::Hint.text(s.lang()))
    )
}

/// Shown when a game ends: the result, the review, and "next game" (or
/// "new game" once the match is over).
fn game_over_html(s: &AppState) -> String {
    let lang = s.lang();
    let (kind, result) = match s.scored() {
        Some(r) => (
            r.outcome.kind.to_string(),
            i18n::status::game_won(lang, r.outcome.winner, r.outcome.kind, r.points),
        ),
        None if s.is_over() => ("draw".to_string(), T::NextGameDraw.text(lang).to_string()),
        None => return String::new(),
    };
    let button = |control: Control, class: &str, text: T| {
        format!(
            "<button type=\"button\"{class} {}>{}</button>",
            control.attrs(),
            esc(text.text(lang))
        )
    };
    let review = if s.settings().analysis {
        button(Control::ReviewGame, "", T::ReviewGame)
    } else {
        String::new()
    };
    let next = match s.r#match().winner() {
        Some(w) => format!(
            "<p class=\"match-winner\">{}</p>{}",
            esc(&i18n::status::match_won(lang, w)),
            button(Control::NewGame, " class=\"primary\"", T::NewGame)
        ),
        None => button(Control::NextGame, " class=\"primary\"", T::NextGame),
    };
    format!(
        "<div class=\"game-over\" data-result=\"{kind}\" role=\"alert\"><p class=\"result\">{}</p>{review}{next}</div>",
        esc(&result)
    )
}
