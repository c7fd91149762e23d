//! A page the worker writes (the rules screen, the position editor), shown
//! over the game as a dialog. Its HTML comes from the worker; everything
//! done on it is delegated here and sent back as `Action::PageAction`:
//! a click on `data-page-action` (with `data-page-arg`), Enter or Space on
//! a focusable one that is no button, Delete or Backspace on
//! `data-page-remove`, a `<select>`'s change, and a drag from
//! `data-page-drag` to another `data-page-drop`. After each redraw the
//! focus goes back to the element acted on.

use super::html::{esc, focus, refocus};
use super::icons::{labelled, Icon};
use crate::state::{Action, AppState};
use crate::store::Store;
use leptos::prelude::*;
use nardy_protocol::{parse_target, PageAction};
use nardy_text::T;
use wasm_bindgen::JsCast;

/// The page's services: its stylesheet, linked the first time a page
/// opens; the focus given back after each redraw; and one listener for
/// every kind of event on `host` (the element the dialogs are drawn in:
/// an `on:` handler of its own for each would cost the first download a
/// kilobyte or more).
pub fn start(store: Store, host: NodeRef<leptos::html::Div>) {
    let html = Memo::new(move |_| store.with(dialog_html));
    Effect::new(move |_| {
        if html.with(|h| !h.is_empty()) && document().get_element_by_id("pages-css").is_none() {
            if let (Ok(link), Some(head)) = (document().create_element("link"), document().head()) {
                let _ = link.set_attribute("id", "pages-css");
                let _ = link.set_attribute("rel", "stylesheet");
                let _ = link.set_attribute("href", "pages.css");
                let _ = head.append_child(&link);
            }
        }
    });
    // The element last acted on, found again after the redraw.
    let last = StoredValue::new(None::<String>);
    Effect::new(move |_| {
        if html.with(|h| !h.is_empty()) {
            match last.get_value() {
                Some(selector) => refocus(selector),
                None => focus("[data-page-close]".into()),
            }
        }
    });
    // A drag: from the point pressed to the one (or the tray) released on.
    let dragged = StoredValue::new(None::<String>);
    let on_event = move |e: web_sys::Event| {
        if store.with_untracked(|s| s.page().is_none()) {
            return;
        }
        match what_was_done(&e, dragged) {
            Some(Done::Close) => {
                last.set_value(None);
                store.send(Action::CloseDialog);
            }
            Some(Done::Act(action, focus_on)) => {
                last.set_value(focus_on);
                store.send(Action::PageAction(action));
            }
            None => {}
        }
    };
    Effect::new(move |_| {
        if let Some(el) = host.get() {
            let listener = wasm_bindgen::closure::Closure::<dyn Fn(web_sys::Event)>::new(on_event);
            for kind in ["click", "change", "keydown", "pointerdown", "pointerup"] {
                let _ =
                    el.add_event_listener_with_callback(kind, listener.as_ref().unchecked_ref());
            }
            listener.forget(); // as long as the page lives
        }
    });
}

/// The dialog while a page is open, else nothing.
pub fn dialog_html(s: &AppState) -> String {
    let Some(page) = s.page() else {
        return String::new();
    };
    let t = |k: T| esc(k.text(s.lang()));
    let body = match page.html() {
        Some(html) => html.to_string(),
        None => format!(
            "<p class=\"page-loading\" role=\"status\">{}</p>",
            t(T::Loading)
        ),
    };
    format!(
        "<div class=\"backdrop\"><div class=\"dialog page-dialog\" role=\"dialog\" aria-modal=\"true\" \
         aria-labelledby=\"page-title\" data-page=\"{}\" aria-busy=\"{}\"><div class=\"page-head\">\
         <button type=\"button\" class=\"page-close\" data-page-close>{}</button></div>{body}</div></div>",
        page.kind.code(),
        page.busy(),
        labelled(Icon::Close, &t(T::Close))
    )
}

fn attr(el: &web_sys::Element, name: &str) -> String {
    el.get_attribute(name).unwrap_or_default()
}

/// The element the event came from, or its nearest ancestor, that has `attribute`.
fn acted(e: &web_sys::Event, attribute: &str) -> Option<web_sys::Element> {
    let target: web_sys::Element = e.target()?.dyn_into().ok()?;
    target.closest(&format!("[{attribute}]")).ok().flatten()
}

/// What an event on the page asks for.
enum Done {
    /// The page's close button.
    Close,
    /// An action, and the element to focus after the redraw.
    Act(PageAction, Option<String>),
}

/// The action an element of the page carries (`PageAction::attrs`), read
/// back; `arg` in place of its own argument (a `<select>`'s value).
fn action_of(el: &web_sys::Element, arg: Option<String>) -> Option<PageAction> {
    let arg = arg.unwrap_or_else(|| attr(el, "data-page-arg"));
    PageAction::parse(&attr(el, "data-page-action"), &arg)
}

/// What an event on the page asks for, or nothing.
fn what_was_done(e: &web_sys::Event, dragged: StoredValue<Option<String>>) -> Option<Done> {
    let by = |el: &web_sys::Element| {
        let action = action_of(el, None)?;
        let selector = format!("[{}]", action.attrs().replace("\" ", "\"]["));
        Some(Done::Act(action, Some(selector)))
    };
    match e.type_().as_str() {
        "click" => {
            if acted(e, "data-page-close").is_some() {
                return Some(Done::Close);
            }
            let el = acted(e, "data-page-action")?;
            if el.tag_name().eq_ignore_ascii_case("select") {
                return None; // its change says what was chosen
            }
            e.prevent_default();
            if let Some(PageAction::Go(section)) = action_of(&el, None) {
                scroll_to(&section);
                return None;
            }
            by(&el)
        }
        "change" => {
            let el = acted(e, "data-page-action")?;
            let action = action_of(&el, Some(event_target_value(e)))?;
            let selector = format!("[data-page-action=\"{}\"]", action.name());
            Some(Done::Act(action, Some(selector)))
        }
        "keydown" => {
            let key = e.dyn_ref::<web_sys::KeyboardEvent>()?.key();
            if matches!(key.as_str(), "Delete" | "Backspace") {
                let el = acted(e, "data-page-remove")?;
                e.prevent_default();
                let arg = attr(&el, "data-page-remove");
                let point = arg.parse().ok().and_then(nardy_engine::Point::new)?;
                let selector = format!("[data-page-action][data-page-arg=\"{arg}\"]");
                return Some(Done::Act(PageAction::Remove(point), Some(selector)));
            }
            // Buttons click by themselves on Enter and Space; other
            // focusable actions (a point of the board) do not.
            let el = acted(e, "data-page-action")?;
            let native = ["button", "select", "a"]
                .iter()
                .any(|t| el.tag_name().eq_ignore_ascii_case(t));
            if !matches!(key.as_str(), "Enter" | " ") || native {
                return None;
            }
            e.prevent_default();
            by(&el)
        }
        "pointerdown" => {
            dragged.set_value(acted(e, "data-page-drag").map(|el| attr(&el, "data-page-drag")));
            None
        }
        "pointerup" => {
            let from = dragged.get_value()?;
            dragged.set_value(None);
            let p = e.dyn_ref::<web_sys::PointerEvent>()?;
            let to = document()
                .element_from_point(p.client_x() as f32, p.client_y() as f32)
                .and_then(|el| el.closest("[data-page-drop]").ok().flatten())
                .map(|el| attr(&el, "data-page-drop"))
                .filter(|to| *to != from)?;
            let from = from.parse().ok().and_then(nardy_engine::Point::new)?;
            Some(Done::Act(PageAction::Drag(from, parse_target(&to)?), None))
        }
        _ => None,
    }
}

/// A contents link: its section scrolled into view and focused.
fn scroll_to(id: &str) {
    if let Some(section) = document().get_element_by_id(&format!("rules-{id}")) {
        section.scroll_into_view();
        if let Ok(heading) = section.query_selector("h3") {
            if let Some(h) = heading.and_then(|h| h.dyn_into::<web_sys::HtmlElement>().ok()) {
                let _ = h.set_attribute("tabindex", "-1");
                let _ = h.focus();
            }
        }
    }
}
