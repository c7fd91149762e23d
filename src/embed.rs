//! The iframe API: events posted to the host page and commands taken from it.
//!
//! Only when the URL names the host with `parentOrigin=` does the app talk to
//! its parent at all: events are posted to exactly that origin, and a command
//! is obeyed only if it comes from that origin *and* from the parent window.
//! Messages are plain objects, namespaced and versioned:
//!
//! - events: `{source: "long-nardy", version: 1, type: "ready" | "turn" |
//!   "gameOver" | "matchOver", …}`
//! - commands: `{target: "long-nardy", version: 1, type: "newGame", mode?,
//!   level?, color?, length?}` and `{…, type: "setLanguage", lang}`
//!
//! Nothing from a message is ever inserted as HTML: a command only becomes an
//! [`Action`] after the same checks as a URL parameter.

use crate::board::send;
use crate::browser;
use crate::i18n::Lang;
use crate::options::Mode;
use crate::params::UrlParams;
use crate::state::{Action, AppState};
use js_sys::{Object, Reflect};
use leptos::prelude::*;
use nardy_engine::{Outcome, Side};
use wasm_bindgen::JsValue;

pub const NAMESPACE: &str = "long-nardy";
pub const API_VERSION: u32 = 1;

/// How far the match had got when events were last posted.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Progress {
    games: usize,
    turns: usize,
    over: bool,
    match_over: bool,
}

fn progress(s: &AppState) -> Progress {
    Progress {
        games: s.r#match.finished_games().len(),
        turns: s.r#match.game().history().len(),
        over: s.outcome().is_some(),
        match_over: s.r#match.winner().is_some(),
    }
}

/// Starts the API when the URL named a parent origin and there is a parent.
pub fn start(state: RwSignal<AppState>, params: &UrlParams) {
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
        move |message: Object| {
            // Only throws for a malformed origin, which `params` has ruled out.
            let _ = parent.post_message(&message, &origin);
        }
    };

    let last = StoredValue::new(state.with_untracked(|s| (s.match_serial, progress(s))));
    let post_events = post.clone();
    Effect::new(move |_| {
        let (now, events) = state.with(|s| {
            let now = (s.match_serial, progress(s));
            let (serial, before) = last.get_value();
            // A new or imported match: what it already holds is not news.
            let events = if serial == now.0 {
                events_since(s, before, now.1)
            } else {
                Vec::new()
            };
            (now, events)
        });
        last.set_value(now);
        for e in events {
            post_events(e);
        }
    });

    let handle = window_event_listener(leptos::ev::message, move |e| {
        if e.origin() != origin || !from_parent(&e) {
            return;
        }
        command(state, &e.data());
    });
    // The listener lives as long as the page.
    std::mem::forget(handle);

    post(state.with_untracked(ready));
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

/// A new message object with the namespace, version and type set.
fn message(kind: &str) -> Object {
    let o = Object::new();
    set(&o, "source", NAMESPACE);
    set(&o, "version", API_VERSION);
    set(&o, "type", kind);
    o
}

fn set(o: &Object, key: &str, value: impl Into<JsValue>) {
    let _ = Reflect::set(o, &JsValue::from_str(key), &value.into());
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

fn score(s: &AppState) -> Object {
    let [w, b] = s.r#match.score();
    let o = Object::new();
    set(&o, "white", w);
    set(&o, "black", b);
    o
}

fn ready(s: &AppState) -> Object {
    let m = message("ready");
    set(&m, "lang", s.lang.code());
    set(
        &m,
        "mode",
        match s.options.mode {
            Mode::HotSeat => "hotseat",
            Mode::Computer => "ai",
        },
    );
    set(&m, "level", u32::from(s.options.level));
    set(&m, "color", side_name(s.options.human));
    set(&m, "matchLength", s.r#match.rules().match_length);
    set(&m, "position", s.board().to_string());
    set(&m, "score", score(s));
    m
}

/// The events for what happened between `before` and `now` in one match.
fn events_since(s: &AppState, before: Progress, now: Progress) -> Vec<Object> {
    let mut out = Vec::new();
    let game = s.r#match.game();
    let first_new = if now.games == before.games {
        before.turns
    } else {
        0
    };
    let history = game.history();
    for (i, record) in history.iter().enumerate().skip(first_new) {
        let m = message("turn");
        set(&m, "game", (now.games + 1) as u32);
        set(&m, "number", (i + 1) as u32);
        set(&m, "side", side_name(record.side));
        set(&m, "dice", record.dice.to_string());
        set(&m, "turn", record.turn.to_string());
        if i + 1 == history.len() {
            set(&m, "position", game.position().to_string());
        }
        out.push(m);
    }
    if let Some(o) = s.outcome().filter(|_| now.over && !before.over) {
        out.push(game_over(s, o, now.games + 1));
    }
    if now.match_over && !before.match_over {
        let m = message("matchOver");
        if let Some(w) = s.r#match.winner() {
            set(&m, "winner", side_name(w));
        }
        set(&m, "score", score(s));
        out.push(m);
    }
    out
}

fn game_over(s: &AppState, o: Outcome, game: usize) -> Object {
    let m = message("gameOver");
    set(&m, "game", game as u32);
    set(&m, "winner", side_name(o.winner));
    set(&m, "result", o.kind.to_string());
    set(&m, "points", o.points());
    set(&m, "score", score(s));
    m
}

/// Reads a command from the parent; anything unexpected is a console warning.
fn command(state: RwSignal<AppState>, data: &JsValue) {
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
            let options = params.apply(state.with_untracked(|s| s.options));
            send(state, Action::NewGame(options));
        }
        Some("setLanguage") => match text("lang").as_deref() {
            Some("en") => send(state, Action::SetLanguage(Lang::En)),
            Some("ru") => send(state, Action::SetLanguage(Lang::Ru)),
            other => browser::warn(&format!(
                "setLanguage: expected lang \"en\" or \"ru\", got {}",
                quoted(other.map(str::to_string))
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
