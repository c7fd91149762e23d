//! The game review under the replay bar: "Analyse the game", a progress
//! bar while the worker judges every turn, then its report (each player's
//! error rate, marks and luck; the win-probability graph; the turns with
//! their marks and better turns). The worker writes the report's HTML (see
//! crates/worker/src/report.rs); a click on a turn or a graph point shows
//! that turn (`data-frame`).

use super::html::{closest_data, esc};
use crate::app::store::use_store;
use crate::i18n::T;
use crate::state::{Action, AppState, Report, Seek};
use leptos::prelude::*;

#[component]
pub fn ReviewReport() -> impl IntoView {
    let store = use_store();
    let html = Memo::new(move |_| store.with(report_html));
    let on_click = move |e: web_sys::MouseEvent| {
        if let Some(frame) = closest_data(&e, "data-frame").and_then(|f| f.parse().ok()) {
            store.send(Action::Review(Seek::To(frame)));
        } else if closest_data(&e, "data-action").as_deref() == Some("review-analyse") {
            store.send(Action::AnalyseReview);
        }
    };
    view! { <div class="review-wrap" on:click=on_click inner_html=move || html.get()></div> }
}

/// The button, the progress or the report, as HTML (empty outside a replay
/// or where analysis is off).
fn report_html(s: &AppState) -> String {
    let Some(review) = s.review().filter(|_| s.settings().analysis) else {
        return String::new();
    };
    let t = |k: T| esc(k.text(s.lang()));
    match &review.report {
        Report::NotAsked => format!(
            "<button type=\"button\" class=\"primary\" data-action=\"review-analyse\">{}</button>",
            t(T::AnalyseGame)
        ),
        Report::Coming { done, total } => format!(
            "<p class=\"review-progress\"><label>{} <progress data-review-progress value=\"{done}\" max=\"{}\">{done}/{total}</progress></label></p>",
            t(T::Analysing),
            total.max(&1)
        ),
        Report::Done { html, .. } => html.clone(),
    }
}
