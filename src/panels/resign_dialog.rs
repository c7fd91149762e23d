//! "Resign this game?": names what giving up costs (the opponent's win by
//! oin, mars or koks, and its points) before anything happens. Written as
//! HTML text with delegated clicks (see `html.rs`).

use super::html::{closest_data, esc, focus};
use super::page;
use crate::app::store::use_store;
use crate::i18n::{self, T};
use crate::state::{Action, AppState, Dialog};
use leptos::prelude::*;

/// The dialogs written as text that need no state of their own: "resign?"
/// and the worker's pages (`page.rs`), drawn in one element (one more
/// component would cost the first download more than its code).
#[component]
pub fn ResignDialog() -> impl IntoView {
    let store = use_store();
    let html = Memo::new(move |_| store.with(|s| dialog_html(s) + &page::dialog_html(s)));
    let host = NodeRef::<leptos::html::Div>::new();
    page::start(store, host);
    Effect::new(move |_| {
        if store.with(|s| s.dialog() == Some(&Dialog::Resign)) {
            // Cancel first: giving up takes a deliberate second step.
            focus("[data-action=\"cancel-resign\"]".into());
        }
    });
    let on_click = move |e: web_sys::MouseEvent| match closest_data(&e, "data-action").as_deref() {
        Some("confirm-resign") => store.send(Action::Resign),
        Some("cancel-resign") => store.send(Action::CloseDialog),
        _ => {}
    };
    view! { <div node_ref=host on:click=on_click inner_html=move || html.get()></div> }
}

/// The dialog while it is open, else nothing.
fn dialog_html(s: &AppState) -> String {
    let (Some(Dialog::Resign), Some(o)) = (s.dialog(), s.resign_outcome()) else {
        return String::new();
    };
    let lang = s.lang();
    let t = |k: T| esc(k.text(lang));
    format!(
        "<div class=\"backdrop\"><div class=\"dialog\" role=\"dialog\" aria-modal=\"true\" \
         aria-labelledby=\"resign-title\" data-resign=\"{}\"><h2 id=\"resign-title\">{}</h2><p>{}</p>\
         <div class=\"dialog-actions\"><button type=\"button\" data-action=\"cancel-resign\">{}</button>\
         <button type=\"button\" class=\"primary\" data-action=\"confirm-resign\">{}</button></div></div></div>",
        o.kind,
        t(T::ResignTitle),
        esc(&i18n::game_won(lang, o.winner, o.kind, o.points())),
        t(T::Cancel),
        t(T::Resign)
    )
}
