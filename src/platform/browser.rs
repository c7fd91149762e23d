//! The few browser services the app needs besides storage, each wrapped so
//! that a missing or throwing API degrades to a default instead of breaking
//! the page.

use super::storage::{self, Storage};
use crate::i18n::{Lang, T};

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

/// The current time as an ISO 8601 string (for saves and game records).
pub fn now_iso() -> String {
    js_sys::Date::new_0().to_iso_string().into()
}

/// The language remembered from an earlier visit, else the browser's.
pub fn initial_lang() -> Lang {
    if let Some(lang) = storage::Local
        .read(storage::LANG)
        .value()
        .and_then(|code| Lang::parse(&code))
    {
        return lang;
    }
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map(|code| Lang::from_browser(&code))
        .unwrap_or_default()
}

/// Remembers the language and makes `<html lang>` follow it.
pub fn apply_lang(lang: Lang) {
    storage::Local.write(storage::LANG, lang.code());
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", lang.code());
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
