//! The words' files (`messages-<code>-<hash>.txt`, compiled from
//! `crates/text/locales` by the build): the language the page opens in is
//! loaded before the app mounts, from the fetch the page's loader made
//! while the wasm downloaded (`window.nardyMessages`); another language is
//! fetched when first chosen (the service worker keeps every file for
//! offline use). The workers, which write the rules, the editor, the review,
//! also need a language's second catalog, the screens' words, fetched when a
//! worker is first asked something in that language (`worker_link`).

use crate::platform::{browser, params::UrlParams};
use nardy_text::Lang;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// The language the app will open in: the address's `lang=`, else the one
/// chosen on an earlier visit, else the browser's (what `App` decides).
pub fn at_start() -> Lang {
    let (params, _) = UrlParams::parse(&format!("{}&{}", browser::query(), browser::hash()));
    params.lang.unwrap_or_else(browser::initial_lang)
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

/// Makes `lang`'s words ready: its page catalog and, if `screens` (or in
/// the page built with a friend's game, which shows some), its second
/// catalog, the words of the workers' screens. What is missing is fetched
/// by the loader's `window.nardyMessages.need` (the browser's own fetch, no
/// code of ours in the download).
pub async fn ensure(lang: Lang, screens: bool) -> Result<(), String> {
    let page = !nardy_text::is_loaded(lang);
    let screens = (screens || crate::state::REMOTE) && !nardy_text::has_screens(lang);
    if !page && !screens {
        return Ok(());
    }
    let need = loader()
        .and_then(|m| js_sys::Reflect::get(&m, &"need".into()).ok())
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or("the page's loader cannot fetch words")?;
    let promise = need
        .call3(
            &JsValue::NULL,
            &lang.code().into(),
            &page.into(),
            &screens.into(),
        )
        .and_then(JsValue::dyn_into::<js_sys::Promise>)
        .map_err(|e| format!("{e:?}"))?;
    let texts: js_sys::Array = JsFuture::from(promise)
        .await
        .map_err(|e| format!("{e:?}"))?
        .unchecked_into();
    for text in texts.iter().filter_map(|t| t.as_string()) {
        nardy_text::load(lang, &text)?;
    }
    Ok(())
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
    if nardy_text::is_loaded(lang) && (!crate::state::REMOTE || nardy_text::has_screens(lang)) {
        return then();
    }
    wasm_bindgen_futures::spawn_local(async move {
        match ensure(lang, false).await {
            Ok(()) => then(),
            Err(why) => {
                browser::warn(&format!("the {} words did not load: {why}", lang.code()));
                if anyway {
                    then();
                }
            }
        }
    });
}
