//! Panels written as HTML text rather than `view!` elements, where the
//! generated code would weigh on the first download: the dice panel's
//! statistics, the hint list, the chances bar. Each measured several
//! kilobytes gzipped smaller as text (see each panel). Their events are
//! delegated to the container, which finds the control acted on with
//! `controls::control_of`.

use wasm_bindgen::JsCast;

/// Text for HTML: the panel's words and numbers, escaped all the same.
pub fn esc(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// `text` escaped for an attribute's value in double quotes.
pub fn esc_attr(text: &str) -> String {
    esc(text).replace('"', "&quot;")
}

/// After a panel written as text is redrawn under a click, the focus would
/// fall to the page: give it back to the element `selector` names (the
/// button pressed, drawn anew), so keyboard users stay where they were.
pub fn refocus(selector: String) {
    focus_next_frame(selector, false);
}

/// Moves the focus to the element `selector` names once it is drawn (a
/// dialog's first field when it opens).
pub fn focus(selector: String) {
    focus_next_frame(selector, true);
}

fn focus_next_frame(selector: String, always: bool) {
    leptos::prelude::request_animation_frame(move || {
        let document = leptos::prelude::document();
        let lost = always
            || document
                .active_element()
                .is_none_or(|e| e.tag_name().eq_ignore_ascii_case("body"));
        if let (true, Ok(Some(el))) = (lost, document.query_selector(&selector)) {
            // An element of a drawn board (an editor's point) is SVG.
            match el.dyn_into::<web_sys::HtmlElement>() {
                Ok(el) => drop(el.focus()),
                Err(el) => {
                    if let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
                        let _ = el.focus();
                    }
                }
            }
        }
    });
}
