//! The words' files (`messages-<code>-<hash>.txt`, compiled from
//! `crates/text/locales` by the build): the language the page opens in is
//! loaded before the app mounts, from the fetch the page's loader made
//! while the wasm downloaded (`window.nardyMessages`); another language is
//! fetched when first chosen (the service worker keeps every file for
//! offline use). The workers, which write the rules, the editor, the review,
//! also need a language's second catalog, the screens' words, fetched when a
//! worker is first asked something in that language (`worker_link`).

use crate::platform::storage::{self, Storage};
use crate::platform::{browser, params::UrlParams};
use crate::store::Store;
use nardy_text::Lang;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// The language remembered from an earlier visit, else the browser's first
/// that the page speaks (the loader chose it from `navigator.languages`,
/// whose words it fetched), else English.
pub fn initial() -> Lang {
    let kept = storage::Local.read(storage::LANG).value();
    let chosen = || {
        loader()
            .and_then(|m| js_sys::Reflect::get(&m, &"lang".into()).ok())
            .and_then(|c| c.as_string())
    };
    kept.or_else(chosen)
        .and_then(|code| Lang::parse(&code))
        .unwrap_or_default()
}

/// The language the app will open in: the address's `lang=`, else
/// [`initial`] (what `App` decides).
pub fn at_start() -> Lang {
    let (params, _) = UrlParams::parse_address(&browser::query(), &browser::hash());
    params.lang.unwrap_or_else(initial)
}

/// Loads the words the page's loader fetched and awaited with the glue
/// (`window.nardyMessages.ready`, in `window.nardyMessages.lang`).
pub fn take_started() {
    let Some(started) = loader() else {
        return;
    };
    let field = |name: &str| {
        js_sys::Reflect::get(&started, &name.into())
            .ok()
            .and_then(|v| v.as_string())
    };
    match (
        field("lang").as_deref().and_then(Lang::parse),
        field("ready"),
    ) {
        (Some(lang), Some(text)) => {
            if let Err(why) = nardy_text::load(lang, &text) {
                browser::warn(&format!("the page's words: {why}"));
            }
        }
        _ => browser::warn("the page's words did not arrive with it; fetching them again"),
    }
}

/// The catalogs a page needs of a language before it shows it: the first
/// words (part 0), and in the page built with a friend's game the screens'
/// too (part 2: its panel's words are there).
fn page_parts() -> u8 {
    if crate::state::REMOTE {
        0b101
    } else {
        0b001
    }
}

/// Every catalog (a worker writes screens with words of all three).
pub const ALL_PARTS: u8 = 0b111;

/// Makes `lang`'s catalogs in `parts` (bit 0: the first words, 1: the
/// later ones, 2: the screens') ready, fetching the missing ones through
/// the loader's `window.nardyMessages.need` (the browser's own fetch, no
/// code of ours in the download). Says whether any was fetched.
pub async fn ensure(lang: Lang, parts: u8) -> Result<bool, String> {
    const SUFFIXES: [&str; 3] = ["", ".later", ".screens"];
    let keys: js_sys::Array = (0..3)
        .filter(|&k| parts & (1 << k) != 0 && !nardy_text::has_part(lang, k))
        .map(|k| JsValue::from(format!("{}{}", lang.code(), SUFFIXES[k])))
        .collect();
    if keys.length() == 0 {
        return Ok(false);
    }
    let need = loader()
        .and_then(|m| js_sys::Reflect::get(&m, &"need".into()).ok())
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or("the page's loader cannot fetch words")?;
    let promise = need
        .call1(&JsValue::NULL, &keys)
        .and_then(JsValue::dyn_into::<js_sys::Promise>)
        .map_err(|e| format!("{e:?}"))?;
    let texts: js_sys::Array = JsFuture::from(promise)
        .await
        .map_err(|e| format!("{e:?}"))?
        .unchecked_into();
    for text in texts.iter().filter_map(|t| t.as_string()) {
        nardy_text::load(lang, &text)?;
    }
    Ok(true)
}

thread_local! {
    /// The app's store, for the views to draw again when words arrive.
    static STORE: std::cell::Cell<Option<Store>> = const { std::cell::Cell::new(None) };
}

/// From now on, words a view asks for before their catalog has come (a
/// dialog's, a notice's: not part of the first load) are fetched at once,
/// and every view draws again when they are in.
pub fn start(store: Store) {
    STORE.set(Some(store));
    nardy_text::on_miss(fetch_missed);
    fetch_missed();
}

/// Fetches the catalogs found missing (after the task that found them).
fn fetch_missed() {
    wasm_bindgen_futures::spawn_local(async {
        let Some(store) = STORE.get() else {
            return;
        };
        let missed = nardy_text::take_missed();
        if missed == 0 {
            return;
        }
        let lang = store.with_untracked(|s| s.lang());
        match ensure(lang, missed).await {
            Ok(true) => store.refresh(),
            Ok(false) => {}
            Err(why) => browser::warn(&format!("the {} words did not load: {why}", lang.code())),
        }
    });
}

/// What the page's loader started: `window.nardyMessages`.
fn loader() -> Option<JsValue> {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"nardyMessages".into()).ok())
        .filter(JsValue::is_object)
}

/// Runs `then` once `lang`'s messages are ready (in this task if they are
/// loaded). If they cannot be had the console says why, and `then` runs
/// only if `anyway` (the app mounts whatever comes; a language whose words
/// are missing is not switched to).
pub fn then(lang: Lang, anyway: bool, then: impl FnOnce() + 'static) {
    if (0..3).all(|k| page_parts() & (1 << k) == 0 || nardy_text::has_part(lang, k)) {
        return then();
    }
    wasm_bindgen_futures::spawn_local(async move {
        match ensure(lang, page_parts()).await {
            Ok(_) => then(),
            Err(why) => {
                browser::warn(&format!("the {} words did not load: {why}", lang.code()));
                if anyway {
                    then();
                }
            }
        }
    });
}
