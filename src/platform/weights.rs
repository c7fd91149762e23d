//! The computer's evaluation network, fetched when a game first needs it
//! (a computer opponent, or a hint) instead of shipped inside the wasm: it
//! is about a tenth of the download, and hot-seat players may never need it.
//!
//! The build names the file by its content hash and writes the name into
//! `<meta name="nardy-weights">` (scripts/pwa-build.mjs), so a new build
//! never mixes with an old file; the service worker precaches it with the
//! rest, so the computer plays offline after one visit.

use super::browser;
use crate::app::store::Store;
use crate::state::{Action, Notice};
use leptos::prelude::*;
use leptos::task::spawn_local;
use nardy_ai::Network;
use std::sync::Arc;
use std::time::Duration;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Where the file is when the page does not say (a development build).
const DEFAULT_FILE: &str = "nardy.bin";
/// The wait before fetching again after a failure.
const RETRY: Duration = Duration::from_secs(5);

/// Fetches the network whenever the state needs it and does not have it.
pub fn start(store: Store) {
    let fetching = StoredValue::new(false);
    Effect::new(move |_| {
        if store.with(|s| s.needs_network()) {
            // After the first frame (a frame, then a task): the board comes first.
            request_animation_frame(move || {
                set_timeout(move || request(store, fetching), Duration::ZERO)
            });
        }
    });
}

/// Starts one fetch, unless one is under way or nothing needs it any more.
fn request(store: Store, fetching: StoredValue<bool>) {
    if fetching.get_value() || !store.with_untracked(|s| s.needs_network()) {
        return;
    }
    fetching.set_value(true);
    spawn_local(async move {
        let loaded = fetch_network().await;
        fetching.set_value(false);
        match loaded {
            Ok(network) => store.send(Action::NetworkLoaded(Arc::new(network))),
            Err(why) => {
                browser::warn(&format!(
                    "the computer's network could not be loaded: {why}"
                ));
                if store.with_untracked(|s| s.notice() != Some(&Notice::ComputerUnavailable)) {
                    store.send(Action::ShowNotice(Notice::ComputerUnavailable));
                }
                set_timeout(move || request(store, fetching), RETRY);
            }
        }
    });
}

/// The file's name, as the build wrote it into the page.
fn file_name() -> String {
    document()
        .query_selector("meta[name=nardy-weights]")
        .ok()
        .flatten()
        .and_then(|meta| meta.get_attribute("content"))
        .unwrap_or_else(|| DEFAULT_FILE.to_string())
}

fn js_text(e: JsValue) -> String {
    e.as_string()
        .unwrap_or_else(|| "the browser refused the request".to_string())
}

async fn fetch_network() -> Result<Network, String> {
    let window = web_sys::window().ok_or("no window")?;
    let file = file_name();
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(&file))
        .await
        .map_err(js_text)?
        .dyn_into()
        .map_err(js_text)?;
    if !response.ok() {
        return Err(format!("{file}: HTTP status {}", response.status()));
    }
    let buffer = JsFuture::from(response.array_buffer().map_err(js_text)?)
        .await
        .map_err(js_text)?;
    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
    Network::from_bytes(&bytes).map_err(|e| format!("{file}: {e}"))
}
