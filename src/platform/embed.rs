//! The iframe API: events posted to the host page and commands taken from it.
//!
//! Only when the URL names the host with `parentOrigin=` does the app talk to
//! its parent at all: events are posted to exactly that origin, and a command
//! is obeyed only if it comes from that origin *and* from the parent window.
//! Messages are plain objects, namespaced and versioned:
//!
//! - events: `{source: "long-nardy", version: 1, type: "ready" | "turn" |
//!   "gameOver" | "matchOver", …}` (see `host_messages`)
//! - commands: `{target: "long-nardy", version: 1, type: "newGame", mode?,
//!   level?, color?, length?}` and `{…, type: "setLanguage", lang}`
//!
//! Nothing from a message is ever inserted as HTML: a command only becomes an
//! [`Action`] after the same checks as a URL parameter.

use super::browser;
use super::host_messages::{self, Field, HostMessage};
use super::params::UrlParams;
use crate::app::store::Store;
use crate::i18n::Lang;
use crate::state::Action;
use js_sys::{Object, Reflect};
use leptos::prelude::*;
use nardy_engine::Side;
use wasm_bindgen::JsValue;

pub const NAMESPACE: &str = "long-nardy";
pub const API_VERSION: u32 = 1;

/// Starts the API when the URL named a parent origin and there is a parent.
pub fn start(store: Store, params: &UrlParams) {
    let Some(origin) = params.parent_origin.clone() else {
        return;
    };
    let Some(parent) = parent_window() else {
        browser::warn(
            "parentOrigin is set, but the app is not inside a frame: no events are posted",
        );
        return;
    };
    let post = {
        let origin = origin.clone();
        move |message: &HostMessage| {
            // Only throws for a malformed origin, which `params` has ruled out.
            let _ = parent.post_message(&to_object(message), &origin);
        }
    };
    post(&store.with_untracked(host_messages::ready));
    store.listen(move |events| {
        for message in host_messages::for_events(events) {
            post(&message);
        }
    });

    let handle = window_event_listener(leptos::ev::message, move |e| {
        if e.origin() != origin || !from_parent(&e) {
            return;
        }
        command(store, &e.data());
    });
    // The listener lives as long as the page.
    std::mem::forget(handle);
}

fn parent_window() -> Option<web_sys::Window> {
    let window = web_sys::window()?;
    let parent = window.parent().ok().flatten()?;
    // A top-level page is its own parent.
    (!Object::is(&parent, &window)).then_some(parent)
}

fn from_parent(e: &web_sys::MessageEvent) -> bool {
    match (e.source(), parent_window()) {
        (Some(source), Some(parent)) => Object::is(&source, &parent),
        _ => false,
    }
}

fn set(o: &Object, key: &str, value: impl Into<JsValue>) {
    let _ = Reflect::set(o, &JsValue::from_str(key), &value.into());
}

/// The message as the object the host receives.
fn to_object(m: &HostMessage) -> Object {
    let o = Object::new();
    set(&o, "source", NAMESPACE);
    set(&o, "version", API_VERSION);
    set(&o, "type", m.kind);
    for (key, value) in &m.fields {
        match value {
            Field::Text(t) => set(&o, key, t.as_str()),
            Field::Number(n) => set(&o, key, *n),
            Field::Score(points) => {
                let score = Object::new();
                for side in Side::BOTH {
                    set(&score, side.code(), points[side.index()]);
                }
                set(&o, key, score);
            }
        }
    }
    o
}

/// Reads a command from the parent; anything unexpected is a console warning.
fn command(store: Store, data: &JsValue) {
    let field = |key: &str| Reflect::get(data, &JsValue::from_str(key)).ok();
    let text = |key: &str| {
        field(key).and_then(|v| v.as_string().or_else(|| v.as_f64().map(|n| n.to_string())))
    };
    if text("target").as_deref() != Some(NAMESPACE) {
        return; // Someone else's message: not ours to judge.
    }
    if field("version").and_then(|v| v.as_f64()) != Some(f64::from(API_VERSION)) {
        browser::warn(&format!(
            "ignored a command with version {}: this app speaks version {API_VERSION}",
            quoted(text("version"))
        ));
        return;
    }
    match text("type").as_deref() {
        Some("newGame") => {
            // The same names and checks as the URL parameters.
            let pairs = ["mode", "level", "color", "length"]
                .into_iter()
                .filter_map(|k| text(k).map(|v| (k.to_string(), v)));
            let (params, warnings) = UrlParams::from_pairs(pairs);
            for w in warnings {
                browser::warn(&format!("newGame: {w}"));
            }
            let options = params.apply(store.with_untracked(|s| *s.options()));
            store.send(Action::NewGame(options));
        }
        Some("setLanguage") => match text("lang").as_deref().and_then(Lang::parse) {
            Some(lang) => store.send(Action::SetLanguage(lang)),
            None => browser::warn(&format!(
                "setLanguage: expected lang \"en\" or \"ru\", got {}",
                quoted(text("lang"))
            )),
        },
        other => browser::warn(&format!(
            "ignored an unknown command {} (known: newGame, setLanguage)",
            quoted(other.map(str::to_string))
        )),
    }
}

/// A value for a warning: quoted, or "nothing" when absent. (Not `{:?}`,
/// whose escaping would ship Unicode tables in the wasm.)
fn quoted(v: Option<String>) -> String {
    v.map_or_else(|| "nothing".to_string(), |v| format!("\"{v}\""))
}
