//! The replay controls: where the replay stands, first/back/forward/last,
//! and the way back to the live game. Written as HTML text with one
//! delegated click handler (see `html.rs`), for the first download's sake.

use super::html::{closest_data, esc, refocus};
use crate::app::store::use_store;
use crate::i18n::{self, T};
use crate::state::{Action, AppState, Seek};
use leptos::prelude::*;

#[component]
pub fn ReviewBar() -> impl IntoView {
    let store = use_store();
    let html = Memo::new(move |_| store.with(bar_html));
    let on_click = move |e: web_sys::MouseEvent| {
        let name = closest_data(&e, "data-action").unwrap_or_default();
        let action = match name.as_str() {
            "review-first" => Action::Review(Seek::First),
            "review-back" => Action::Review(Seek::Back),
            "review-forward" => Action::Review(Seek::Forward),
            "review-last" => Action::Review(Seek::Last),
            "review-close" => Action::CloseReview,
            "play-on" => Action::OpenPlayOn,
            _ => return,
        };
        store.send(action);
        refocus(format!(".review-bar [data-action=\"{name}\"]"));
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
    let turns = r.frames.iter().filter(|g| g.game == f.game).count() - 1;
    let notation = f
        .record
        .map(|rec| format!("· {} {}: {}", rec.side.letter(), rec.dice, rec.turn))
        .unwrap_or_default();
    i18n::review_status(s.lang(), f.game, f.turn, turns, &notation)
}

/// The bar as HTML, empty outside a replay.
fn bar_html(s: &AppState) -> String {
    let Some(r) = s.review() else {
        return String::new();
    };
    let lang = s.lang();
    let button = |action: &str, icon: &str, label: T| {
        format!(
            "<button type=\"button\" data-action=\"{action}\" aria-label=\"{}\">{icon}</button>",
            esc(label.text(lang))
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
            "<button type=\"button\" data-action=\"play-on\">{}</button>",
            esc(T::PlayOnTitle.text(lang))
        )
    } else {
        String::new()
    };
    format!(
        "<div class=\"review-bar\" data-review=\"{}/{}\"><p class=\"review-status\" aria-hidden=\"true\">{}</p>\
         <div class=\"actions\">{}{}{}{}{play_on}\
         <button type=\"button\" class=\"primary\" data-action=\"review-close\">{}</button></div></div>",
        r.at,
        r.frames.len() - 1,
        esc(&status(s)),
        button("review-first", "⏮", T::ReviewFirst),
        button("review-back", "◀", T::ReviewBack),
        button("review-forward", "▶", T::ReviewForward),
        button("review-last", "⏭", T::ReviewLast),
        esc(T::BackToGame.text(lang))
    )
}
