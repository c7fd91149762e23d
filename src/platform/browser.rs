//! The few browser services the app needs besides storage, each wrapped so
//! that a missing or throwing API degrades to a default instead of breaking
//! the page.

use super::storage::{self, Storage};
use nardy_text::{Lang, T};

/// A warning in the console (malformed URL parameters, ignored commands).
pub fn warn(text: &str) {
    web_sys::console::warn_1(&text.into());
}

/// The page's query string (`?a=1`), empty when there is none.
pub fn query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The page's `#` part without the `#` (a shared position's link), empty
/// when there is none.
pub fn hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .map(|h| h.trim_start_matches('#').to_string())
        .unwrap_or_default()
}

/// Takes the `#` part out of the address bar (a position link, once
/// opened: a reload then resumes the game instead of opening it again).
pub fn forget_hash() {
    if let Some(w) = web_sys::window() {
        let url = format!("{}{}", page_address(), query());
        if let Ok(h) = w.history() {
            let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
        }
    }
}

/// Takes `key=…` out of the query in the address bar (a parameter that
/// acts once, such as `mode=remote`).
pub fn forget_query_key(key: &str) {
    let kept: Vec<String> = query()
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty() && p.split('=').next() != Some(key))
        .map(str::to_string)
        .collect();
    let query = if kept.is_empty() {
        String::new()
    } else {
        format!("?{}", kept.join("&"))
    };
    if let Some(w) = web_sys::window() {
        let hash = w.location().hash().unwrap_or_default();
        let url = format!("{}{query}{hash}", page_address());
        if let Ok(h) = w.history() {
            let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
        }
    }
}

/// The page's address without its query and `#` part.
pub fn page_address() -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default()
}

/// Whether the screen matches the media query `query`, following changes
/// (a phone turned); `false` where the browser cannot tell.
pub fn media_matches(query: &str) -> leptos::prelude::ReadSignal<bool> {
    use leptos::prelude::*;
    use wasm_bindgen::JsCast;
    let list = window().match_media(query).ok().flatten();
    let (matches, set) = signal(list.as_ref().is_some_and(|l| l.matches()));
    if let Some(list) = list {
        let watched = list.clone();
        let on_change =
            wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || set.set(watched.matches()));
        let _ = list.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
        on_change.forget(); // as long as the page lives
    }
    matches
}

/// The page's colours: `data-theme` on the root element (`auto` follows
/// the system's setting, style/main.css).
pub fn apply_theme(code: &str) {
    if let Some(root) = leptos::prelude::document().document_element() {
        let _ = root.set_attribute("data-theme", code);
    }
}

/// Copies `text` to the clipboard through a selected, hidden text box
/// (`execCommand` needs no permission prompt and works outside secure
/// contexts); `false` where the browser refuses.
pub fn copy_text(text: &str) -> bool {
    use wasm_bindgen::JsCast;
    let document = leptos::prelude::document();
    let Some(body) = document.body() else {
        return false;
    };
    let Some(area) = document
        .create_element("textarea")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
    else {
        return false;
    };
    area.set_value(text);
    let _ = area.set_attribute("style", "position:fixed;opacity:0");
    let _ = body.append_child(&area);
    area.select();
    let copied = document
        .dyn_ref::<web_sys::HtmlDocument>()
        .is_some_and(|d| d.exec_command("copy").unwrap_or(false));
    area.remove();
    copied
}

/// The current time as an ISO 8601 string (for saves and game records).
pub fn now_iso() -> String {
    js_sys::Date::new_0().to_iso_string().into()
}

/// Remembers the language and makes `<html lang dir>` follow it (Persian
/// is written right to left: the page's layout mirrors).
pub fn apply_lang(lang: Lang) {
    storage::Local.write(storage::LANG, lang.code());
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", lang.code());
        let _ = root.set_attribute("dir", if lang.rtl() { "rtl" } else { "ltr" });
    }
}

/// Lets the waiting new build take over and reloads into it (the page's
/// loader keeps the waiting service worker: `window.nardyMessages.update`).
pub fn switch_to_new_build() {
    use wasm_bindgen::{JsCast, JsValue};
    let update = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"nardyMessages".into()).ok())
        .and_then(|m| js_sys::Reflect::get(&m, &"update".into()).ok())
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    if let Some(update) = update {
        let _ = update.call0(&JsValue::NULL);
    }
}

/// Removes the starting board index.html showed before the app's code had
/// loaded (`[data-prerendered]`, written by the build).
pub fn remove_prerendered() {
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("[data-prerendered]").ok().flatten())
    {
        el.remove();
    }
}

/// Replaces a dead page with a visible message after a panic. The release
/// build aborts on panic, so this hook is the last code that runs. The
/// reload is a plain link: the Content-Security-Policy forbids inline handlers.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let lang = doc
            .document_element()
            .and_then(|e| e.get_attribute("lang"))
            .and_then(|c| Lang::parse(&c))
            .unwrap_or_default();
        if let (Some(body), Ok(div)) = (doc.body(), doc.create_element("div")) {
            div.set_class_name("crash");
            let _ = div.set_attribute("role", "alert");
            div.set_inner_html(&format!(
                "<p>{}</p><a class=\"reload\" href=\"\">{}</a>",
                T::Crash.text(lang),
                T::Reload.text(lang)
            ));
            let _ = body.append_child(&div);
        }
    }));
}

/// Offers `text` as a file download.
pub fn download_text(file_name: &str, text: &str) {
    let parts = js_sys::Array::of1(&text.into());
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type("text/plain;charset=utf-8");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Some(a) = leptos::prelude::document()
        .create_element("a")
        .ok()
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlAnchorElement>(e).ok())
    {
        a.set_href(&url);
        a.set_download(file_name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}
