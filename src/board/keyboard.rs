//! Playing with the keyboard.
//!
//! Movable checkers and targets are focusable board elements: Tab or the
//! arrow keys move between them, Enter/Space selects a checker (focus then
//! jumps to its first target) or plays the focused target. Anywhere on the
//! page U undoes, Escape deselects and R rolls when rolling is manual.

use crate::state::{Action, Seek, Spot};
use crate::store::Store;
use leptos::prelude::*;
use std::cell::Cell;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, KeyboardEvent};

thread_local! {
    /// True when the player's last input was a key rather than a pointer.
    static KEYBOARD_PLAY: Cell<bool> = const { Cell::new(false) };
}

/// Keyboard players keep their place on the board. When the focused checker
/// or target goes away (a step taken back, the turn passed to the other
/// player or the computer), focus falls back to the page; it goes to the
/// first movable checker instead, so the arrows and Enter go on working.
/// Focus elsewhere (a toolbar button, a dialog) is left alone, and nothing
/// moves for mouse and touch players.
pub fn start(store: Store) {
    // Keys set the flag in `page_key`, the page's one keydown listener.
    let pointerdown = window_event_listener(leptos::ev::pointerdown, |_| KEYBOARD_PLAY.set(false));
    on_cleanup(move || pointerdown.remove());
    Effect::new(move |_| {
        // Runs after every change; the movable checkers are only worked out
        // for keyboard players.
        store.track();
        if !KEYBOARD_PLAY.get() {
            return;
        }
        if store.with_untracked(|s| !s.movable().is_empty()) {
            // After the redraw, when the focused element has gone.
            request_animation_frame(|| {
                if focus_fell_back() {
                    focus_first("svg.board [data-movable]");
                }
            });
        }
    });
}

/// Focus is on the page itself (where it falls when the focused element is
/// removed), or on a board element that no longer takes it.
fn focus_fell_back() -> bool {
    document().active_element().is_none_or(|el| {
        el.tag_name() == "BODY"
            || (el.closest("svg.board").ok().flatten().is_some()
                && el.get_attribute("tabindex").as_deref() != Some("0"))
    })
}

/// Focuses the first element matching `selector` after the next redraw.
pub fn focus_soon(selector: &'static str) {
    request_animation_frame(move || focus_first(selector));
}

fn focus_first(selector: &str) {
    if let Some(el) = document().query_selector(selector).ok().flatten() {
        focus(&el);
    }
}

fn focusables() -> Vec<Element> {
    let mut out = Vec::new();
    if let Ok(list) = document().query_selector_all("svg.board [tabindex='0']") {
        for i in 0..list.length() {
            if let Some(el) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                out.push(el);
            }
        }
    }
    out
}

fn focus(el: &Element) {
    if let Some(svg) = el.dyn_ref::<web_sys::SvgElement>() {
        let _ = svg.focus();
    } else if let Some(html) = el.dyn_ref::<HtmlElement>() {
        let _ = html.focus();
    }
}

/// Enter or Space on a focused checker or target. Focus follows: to the
/// selected checker's first target, or back to a movable checker after a move.
pub fn activate(store: Store, spot: Spot, e: KeyboardEvent) {
    if !matches!(e.key().as_str(), "Enter" | " ") {
        return;
    }
    e.prevent_default();
    store.send(Action::Activate(spot));
    match spot {
        Spot::Target(_) => focus_soon("svg.board [data-movable]"),
        _ if store.with_untracked(|s| s.selected().is_some()) => {
            focus_soon("svg.board [data-target]")
        }
        _ => {}
    }
}

/// The arrow keys move the focus along the board's movable checkers and targets.
pub fn arrows(e: KeyboardEvent) {
    let forward = match e.key().as_str() {
        "ArrowRight" | "ArrowDown" => true,
        "ArrowLeft" | "ArrowUp" => false,
        _ => return,
    };
    let list = focusables();
    if list.is_empty() {
        return;
    }
    e.prevent_default();
    let here = document()
        .active_element()
        .and_then(|a| list.iter().position(|el| *el == a));
    let n = list.len();
    let next = match (here, forward) {
        (None, _) => 0,
        (Some(i), true) => (i + 1) % n,
        (Some(i), false) => (i + n - 1) % n,
    };
    focus(&list[next]);
}

/// Page-wide shortcuts; ignored while typing in a form field or in the dialog.
pub fn page_key(store: Store, e: KeyboardEvent) {
    KEYBOARD_PLAY.set(true);
    if e.ctrl_key() || e.meta_key() || e.alt_key() {
        return;
    }
    // An open menu (the browser's popover) has the keys: Escape closes it,
    // and it alone (not the replay, not a selection).
    if document()
        .query_selector(":popover-open")
        .ok()
        .flatten()
        .is_some()
    {
        return;
    }
    let in_form = document()
        .active_element()
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
    if in_form || store.with_untracked(|s| s.dialog().is_some()) {
        if e.key() == "Escape" {
            store.send(Action::CloseDialog);
        }
        return;
    }
    if store.with_untracked(|s| s.review().is_some()) {
        // The replay: arrows step through the turns, Home/End jump, Escape leaves.
        let seek = match e.key().as_str() {
            "ArrowLeft" => Some(Seek::Back),
            "ArrowRight" => Some(Seek::Forward),
            "Home" => Some(Seek::First),
            "End" => Some(Seek::Last),
            "Escape" => {
                store.send(Action::CloseReview);
                None
            }
            _ => None,
        };
        if let Some(seek) = seek {
            e.prevent_default();
            store.send(Action::Review(seek));
        }
        return;
    }
    match e.key().as_str() {
        "u" | "U" | "г" | "Г" => store.send(Action::Undo),
        "Escape" => store.send(Action::Deselect),
        "r" | "R" | "к" | "К" if store.with_untracked(|s| s.can_roll()) => {
            store.send(Action::Roll)
        }
        _ => {}
    }
}
