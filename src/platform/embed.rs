//! The iframe API: events posted to the host page and commands taken from it.
//!
//! Only when the URL names the host with `parentOrigin=` does the app talk to
//! its parent at all: events are posted to exactly that origin, and a command
//! is obeyed only if it comes from that origin *and* from the parent window.
//! Messages are plain objects, namespaced and versioned:
//!
//! - events: `{source: "long-nardy", version: 1, type: "ready" | "turn" |
//!   "gameOver" | "matchOver" | "error", …}` (see `host_messages`)
//! - commands: `{target: "long-nardy", version: 1, type: "newGame", mode?,
//!   level?, color?, length?, name?}`, `{…, type: "setLanguage", lang}`,
//!   `{…, type: "review"}` and `{…, type: "remoteMessage", text}` (a
//!   friend's message the host carried; the game's own messages come as
//!   `remoteMessage` events, so a chat that embeds the game is its
//!   transport); a
//!   command with a bad field is refused whole, with a console warning and
//!   an `error` event (see `host_commands`)
//!
//! Origins are compared as browsers write them (`origin`). Nothing from a
//! message is ever inserted as HTML: a command only becomes an [`Action`]
//! after the same checks as a URL parameter.

use super::browser;
use super::host_commands::{self, Command, Refused, API_VERSION, NAMESPACE};
use super::host_messages::{self, Field, HostMessage};
use super::json::Value;
use super::origin;
use super::params::UrlParams;
use super::remote_link;
use crate::state::{Action, Event, Mode, REMOTE};
use crate::store::Store;
use js_sys::{Object, Reflect};
use leptos::prelude::*;
use nardy_engine::Side;
use wasm_bindgen::JsValue;

/// Starts the API when the URL named a parent origin and there is a parent
/// at that origin.
pub fn start(store: Store, params: &UrlParams) {
    let Some(declared) = params.parent_origin.clone() else {
        return;
    };
    let Some(parent) = parent_window() else {
        browser::warn(
            "parentOrigin is set, but the app is not inside a frame: no events are posted",
        );
        return;
    };
    // The browser knows who frames the page (where it tells): posting to
    // another origin would only fill the console with errors, once per event.
    if let Some(real) = framing_origin().filter(|real| *real != declared) {
        browser::warn(&format!(
            "parentOrigin is {declared}, but the page framing this game is {real}: no events are posted and no commands taken"
        ));
        return;
    }
    let post = {
        let declared = declared.clone();
        move |message: &HostMessage| {
            // Only throws for a malformed origin, which `origin` has ruled out.
            let _ = parent.post_message(&to_object(message), &declared);
        }
    };
    post(&store.with_untracked(host_messages::ready));
    let post_events = post.clone();
    let carries = params.remote_host;
    store.listen(move |events| {
        for message in host_messages::for_events(events) {
            post_events(&message);
        }
        // A host that carries the messages (`remote=host`): a message it
        // was given is sent.
        if REMOTE && carries && events.iter().any(|e| matches!(e, Event::RemoteMessage(_))) {
            store.send(Action::RemoteSent);
        }
    });
    let remote_on = !params.remote_off;

    let handle = window_event_listener(leptos::ev::message, move |e| {
        let from_declared = origin::normalize(&e.origin()).is_ok_and(|o| o == declared);
        if !from_declared || !from_parent(&e) {
            return;
        }
        match read_command(&e.data(), remote_on) {
            Ok(None) => {}
            Ok(Some(Command::NewGame(params))) => {
                let options = params.apply(store.with_untracked(|s| *s.options()));
                match (options.mode == Mode::Remote, REMOTE) {
                    (false, _) => store.send(Action::NewGame(options)),
                    (true, true) => store.send(Action::RemoteInvite {
                        options,
                        name: params.name.unwrap_or_default(),
                        limit: nardy_protocol::DEFAULT_LIMIT,
                    }),
                    (true, false) => {
                        let name = params.name.unwrap_or_default();
                        remote_link::invite_elsewhere(
                            &options,
                            &name,
                            nardy_protocol::DEFAULT_LIMIT,
                        )
                    }
                }
            }
            Ok(Some(Command::RemoteMessage(text))) if REMOTE => remote_link::deliver(store, text),
            Ok(Some(Command::RemoteMessage(text))) => {
                // The page's loader picks the build with the remote game for
                // a `#remote=` link (this build reloads on it).
                let _ = window().location().set_hash(&format!("remote={text}"));
            }
            Ok(Some(Command::SetLanguage(lang))) => {
                super::messages::then(lang, false, move || store.send(Action::SetLanguage(lang)))
            }
            Ok(Some(Command::Review)) => {
                store.send(Action::StartReview);
                store.send(Action::AnalyseReview);
            }
            Err(refused) => {
                browser::warn(&format!(
                    "refused the command {}: {} {}",
                    refused.command, refused.field, refused.reason
                ));
                post(&host_messages::refused(&refused));
            }
        }
    });
    // The listener lives as long as the page.
    std::mem::forget(handle);
}

/// The origin of the page that frames this one, where the browser says
/// (`location.ancestorOrigins`, not in every browser).
fn framing_origin() -> Option<String> {
    let location = web_sys::window()?.location();
    let list = Reflect::get(&location, &JsValue::from_str("ancestorOrigins")).ok()?;
    let first = Reflect::get(&list, &JsValue::from_f64(0.0))
        .ok()?
        .as_string()?;
    origin::normalize(&first).ok()
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
            Field::Flag(b) => set(&o, key, *b),
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

/// Reads a command from a message's data (any JavaScript value).
fn read_command(data: &JsValue, remote_on: bool) -> Result<Option<Command>, Refused> {
    if !data.is_object() {
        return Ok(None);
    }
    host_commands::read(remote_on, |key| {
        let v = Reflect::get(data, &JsValue::from_str(key)).ok()?;
        if v.is_undefined() {
            None
        } else if let Some(t) = v.as_string() {
            Some(Value::Text(t))
        } else if let Some(n) = v.as_f64() {
            Some(Value::Number(n))
        } else {
            Some(Value::Other("another value"))
        }
    })
}
