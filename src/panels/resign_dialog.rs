//! "Resign this game?": names what giving up costs (the opponent's win by
//! oin, mars or koks, and its points) before anything happens. Written as
//! HTML text with delegated clicks (see `html.rs`).

use super::controls::{control_of, Control};
use super::html::{esc, focus};
use super::page;
use super::remote_panel;
use crate::state::{Action, AppState, Dialog};
use crate::store::use_store;
use leptos::prelude::*;
use nardy_text::{self as i18n, T};

/// The dialogs written as text that need no state of their own: "resign?"
/// and the worker's pages (`page.rs`), drawn in one element (one more
/// component would cost the first download more than its code).
#[component]
pub fn ResignDialog() -> impl IntoView {
    let store = use_store();
    let html = Memo::new(move |_| {
        store.with(|s| dialog_html(s) + &page::dialog_html(s) + &remote_panel::offer_html(s))
    });
    let host = NodeRef::<leptos::html::Div>::new();
    page::start(store, host);
    Effect::new(move |_| {
        match store.with(|s| s.dialog().cloned()) {
            // Cancel first: giving up takes a deliberate second step.
            Some(Dialog::Resign) => focus(Control::CancelResign.selector()),
            // A friend's invitation: the name to accept under.
            Some(Dialog::RemoteOffer) => focus("[data-remote-name]".into()),
            _ => {}
        }
    });
    let on_click = move |e: web_sys::MouseEvent| match control_of(&e) {
        Some(Control::ConfirmResign) => store.send(Action::Resign),
        Some(Control::CancelResign) => store.send(Action::CloseDialog),
        Some(c @ (Control::RemoteAccept | Control::RemoteDecline)) => {
            remote_panel::clicked(store, c)
        }
        _ => {}
    };
    view! { <div node_ref=host on:click=on_click inner_html=move || html.get()></div> }
}

/// The dialog while it is open, else nothing.
fn dialog_html(s: &AppState) -> String {
    let (Some(Dialog::Resign), Some(r)) = (s.dialog(), s.resign_outcome()) else {
        return String::new();
    };
    let o = r.outcome;
    let lang = s.lang();
    // Drawn once the words of dialogs have come (fetched when first wanted).
    if !nardy_text::want(lang, nardy_text::LATER) {
        return String::new();
    }
    let t = |k: T| esc(k.text(lang));
    format!(
        "<div class=\"backdrop\"><div class=\"dialog\" role=\"dialog\" aria-modal=\"true\" \
         aria-labelledby=\"resign-title\" data-resign=\"{}\"><h2 id=\"resign-title\">{}</h2><p>{}</p>\
         <div class=\"dialog-actions\"><button type=\"button\" {}>{}</button>\
         <button type=\"button\" class=\"primary\" {}>{}</button></div></div></div>",
        o.kind,
        t(T::ResignTitle),
        esc(&i18n::status::game_won(lang, o.winner, o.kind, r.points)),
        Control::CancelResign.attrs(),
        t(T::Cancel),
        Control::ConfirmResign.attrs(),
        t(T::Resign)
    )
}
