//! The few browser services the app needs, each wrapped so that a missing
//! or throwing API (private mode's localStorage, an old browser) degrades to
//! a default instead of breaking the page.

use crate::i18n::{Lang, T};

const LANG_KEY: &str = "nardy.lang";

/// localStorage, or `None` where it is missing or its getter throws (storage
/// disabled, a sandboxed iframe).
fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// A stored setting, or `None` when absent or storage is unavailable.
pub fn load(key: &str) -> Option<String> {
    match read(key) {
        Stored::Value(v) => Some(v),
        Stored::Absent | Stored::Unavailable => None,
    }
}

/// Stores a setting; failures (quota, private mode) are ignored on purpose.
pub fn save(key: &str, value: &str) {
    let _ = store(key, value);
}

/// What reading a key found.
pub enum Stored {
    Absent,
    Value(String),
    /// Storage is missing or threw.
    Unavailable,
}

/// Reads a key, telling "nothing stored" apart from "cannot read".
pub fn read(key: &str) -> Stored {
    let Some(s) = storage() else {
        return Stored::Unavailable;
    };
    match s.get_item(key) {
        Ok(Some(v)) => Stored::Value(v),
        Ok(None) => Stored::Absent,
        Err(_) => Stored::Unavailable,
    }
}

/// Stores a value; `false` when storage is unavailable or full.
pub fn store(key: &str, value: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// Removes a key; failures are ignored (there is nothing left to protect).
pub fn remove(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

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
    if let Some(code) = load(LANG_KEY) {
        return Lang::from_code(&code);
    }
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map(|code| Lang::from_code(&code))
        .unwrap_or_default()
}

/// Remembers the language and makes `<html lang>` follow it.
pub fn apply_lang(lang: Lang) {
    save(LANG_KEY, lang.code());
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", lang.code());
    }
}

/// A fresh dice seed from `Math.random()` mixed with the clock (a `?seed=N`
/// URL parameter replaces it).
pub fn random_seed() -> u64 {
    let r = (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64;
    r ^ (js_sys::Date::now() as u64).rotate_left(32)
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
            .map(|c| Lang::from_code(&c))
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
