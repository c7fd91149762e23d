//! The game review under the replay bar: "Analyse the game", a progress
//! bar while the worker judges every turn, then its report (each player's
//! error rate, marks and luck; the win-probability graph; the turns with
//! their marks and better turns). The worker writes the report's HTML (see
//! crates/screens/src/report.rs); a click on a turn or a graph point shows
//! that turn (`Control::Frame`).

use super::controls::{control_of, Control};
use super::html::esc;
use crate::state::{Action, AppState, Report, Seek};
use crate::store::use_store;
use leptos::prelude::*;
use nardy_text::T;

#[component]
pub fn ReviewReport() -> impl IntoView {
    let store = use_store();
    let html = Memo::new(move |_| store.with(report_html));
    let on_click = move |e: web_sys::MouseEvent| match control_of(&e) {
        Some(Control::Frame(frame)) => store.send(Action::Review(Seek::To(frame))),
        Some(Control::ReviewAnalyse) => store.send(Action::AnalyseReview),
        _ => {}
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
    match review.report() {
        Report::NotAsked => format!(
            "<button type=\"button\" class=\"primary\" {}>{}</button>",
            Control::ReviewAnalyse.attrs(),
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
