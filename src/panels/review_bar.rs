//! The replay controls: where the replay stands, first/back/forward/last,
//! and the way back to the live game. Written as HTML text with one
//! delegated click handler (see `html.rs`), for the first download's sake.

use super::controls::{control_of, Control};
use super::html::{esc, refocus};
use super::icons::Icon;
use crate::state::{Action, AppState, Seek};
use crate::store::use_store;
use leptos::prelude::*;
use nardy_text::{self as i18n, T};

#[component]
pub fn ReviewBar() -> impl IntoView {
    let store = use_store();
    let html = Memo::new(move |_| store.with(bar_html));
    let on_click = move |e: web_sys::MouseEvent| {
        let Some(control) = control_of(&e) else {
            return;
        };
        let action = match control {
            Control::ReviewFirst => Action::Review(Seek::First),
            Control::ReviewBack => Action::Review(Seek::Back),
            Control::ReviewForward => Action::Review(Seek::Forward),
            Control::ReviewLast => Action::Review(Seek::Last),
            Control::ReviewClose => Action::CloseReview,
            Control::PlayOn => Action::OpenPlayOn,
            _ => return,
        };
        store.send(action);
        refocus(format!(".review-bar {}", control.selector()));
    };
    // The live region stays in the page (one written anew inside the text
    // would not be announced); the bar's own status line is for the eyes.
    let spoken = move || store.with(|s| s.review().map(|_| status(s)));
    view! {
        <p class="visually-hidden" aria-live="polite">{spoken}</p>
        <div on:click=on_click inner_html=move || html.get()></div>
    }
}

/// "Game 1 · turn 3 of 40 · w 6-5: 24/18 18/13".
fn status(s: &AppState) -> String {
    let Some(r) = s.review() else {
        return String::new();
    };
    let f = r.frame();
    let turns = r.frames().iter().filter(|g| g.game == f.game).count() - 1;
    let notation = f
        .record
        .map(|rec| format!("· {} {}: {}", rec.side.letter(), rec.dice, rec.turn))
        .unwrap_or_default();
    i18n::status::review_status(s.lang(), f.game, f.turn, turns, &notation)
}

/// The bar as HTML, empty outside a replay.
fn bar_html(s: &AppState) -> String {
    let Some(r) = s.review() else {
        return String::new();
    };
    let lang = s.lang();
    let button = |control: Control, icon: Icon, label: T| {
        format!(
            "<button type=\"button\" class=\"icon-button\" {} aria-label=\"{}\">{}</button>",
            control.attrs(),
            esc(label.text(lang)),
            icon.svg()
        )
    };
    // Play on from any position whose game is not over yet.
    let open = r
        .frame()
        .position
        .outcome(s.r#match().rules().koks)
        .is_none();
    let play_on = if open {
        format!(
            "<button type=\"button\" {}>{}</button>",
            Control::PlayOn.attrs(),
            esc(T::PlayOnTitle.text(lang))
        )
    } else {
        String::new()
    };
    format!(
        "<div class=\"review-bar\" data-review=\"{}/{}\"><p class=\"review-status\" aria-hidden=\"true\">{}</p>\
         <div class=\"actions\">{}{}{}{}{play_on}\
         <button type=\"button\" class=\"primary\" {}>{}</button></div></div>",
        r.at(),
        r.frames().len() - 1,
        esc(&status(s)),
        button(Control::ReviewFirst, Icon::First, T::ReviewFirst),
        button(Control::ReviewBack, Icon::Previous, T::ReviewBack),
        button(Control::ReviewForward, Icon::Next, T::ReviewForward),
        button(Control::ReviewLast, Icon::Last, T::ReviewLast),
        Control::ReviewClose.attrs(),
        esc(T::BackToGame.text(lang))
    )
}
