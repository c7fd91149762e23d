//! A friend by link, in the browser: the link's `#remote=<message>` read at
//! start-up and whenever the `#` changes, each game's session kept in
//! storage under its own key, the game on the table found again after a
//! reload, and the link the person sends. The session itself is opaque
//! here (the remote worker signs, checks and rolls, `state/remote_play.rs`).
//!
//! Keys: `nardy.remote.<game>` holds a game's session (its secrets and
//! every message: nothing else is needed to go on), `nardy.remote.current`
//! the game on the table, `nardy.remote.list` one line per game for the
//! list of games (`<game>\t<friend>\t<state>\t<score>`). A session is never
//! removed by the page.

use super::browser;
use super::storage::{Local, Storage};
use crate::state::{message_game, Action, RemoteState};
use crate::store::Store;
use leptos::prelude::*;

const CURRENT: &str = "nardy.remote.current";
const LIST: &str = "nardy.remote.list";

fn session_key(game: &str) -> String {
    format!("nardy.remote.{game}")
}

/// The message a `#remote=` part carries, as it is (its name field is
/// percent-encoded by the protocol and must not be decoded here).
pub fn message_in(hash: &str) -> Option<String> {
    hash.split('&')
        .find_map(|part| part.strip_prefix("remote="))
        .filter(|m| !m.is_empty() && *m != "off")
        .map(str::to_string)
}

/// The link that carries `message` to the friend's page.
pub fn link_for(message: &str) -> String {
    format!("{}#remote={message}", browser::page_address())
}

/// A game listed: its id, the friend, what it waits for, the score.
#[derive(Clone, PartialEq, Debug)]
pub struct Listed {
    pub game: String,
    pub friend: String,
    pub state: String,
    pub score: String,
}

/// The games this device keeps, the latest first.
pub fn list(storage: &impl Storage) -> Vec<Listed> {
    let text = storage.read(LIST).value().unwrap_or_default();
    text.lines()
        .filter_map(|line| {
            let mut f = line.split('\t');
            Some(Listed {
                game: f.next()?.to_string(),
                friend: f.next()?.to_string(),
                state: f.next()?.to_string(),
                score: f.next()?.to_string(),
            })
        })
        .collect()
}

/// `entry` first in the list, in place of its game's older line.
fn relist(storage: &mut impl Storage, entry: &Listed) {
    let mut games = list(storage);
    games.retain(|g| g.game != entry.game);
    games.insert(0, entry.clone());
    let text: Vec<String> = games
        .iter()
        .map(|g| {
            // Tabs and line breaks would split the line: a name is text.
            let clean = |t: &str| t.replace(['\t', '\n', '\r'], " ");
            format!(
                "{}\t{}\t{}\t{}",
                g.game,
                clean(&g.friend),
                g.state,
                clean(&g.score)
            )
        })
        .collect();
    storage.write(LIST, &text.join("\n"));
}

/// The stored session of `game`, if this device has one.
pub fn session_of(storage: &impl Storage, game: &str) -> Option<String> {
    storage.read(&session_key(game)).value()
}

/// Opens a game of the list.
pub fn open(store: Store, game: &str) {
    if let Some(session) = session_of(&Local, game) {
        store.send(Action::RemoteResume(session));
    }
}

/// Reads a link's message (start-up, a `#` change, a host's command): the
/// game it belongs to is looked up in storage.
pub fn deliver(store: Store, message: String) {
    let session = message_game(&message).and_then(|(_, game)| session_of(&Local, game));
    store.send(Action::RemoteLink { message, session });
}

/// Start-up: the `#remote=` link, else the remote game that was on the
/// table; then every session is written as soon as the worker answers.
pub fn start(store: Store, on: bool) {
    if !on {
        return;
    }
    let linked = message_in(&browser::hash());
    if linked.is_some() {
        // A reload must not read the same message again.
        browser::forget_hash();
    }
    let current = Local.read(CURRENT).value();
    let resume = current.and_then(|game| session_of(&Local, &game));
    set_timeout(
        move || {
            // The game on the table comes back first, so that a link of
            // another game keeps it in the list and opens its own.
            if let Some(session) = resume {
                store.send(Action::RemoteResume(session));
            }
            if let Some(message) = linked {
                deliver(store, message);
            }
        },
        std::time::Duration::ZERO,
    );
    let hash = window_event_listener(leptos::ev::hashchange, move |_| {
        if let Some(message) = message_in(&browser::hash()) {
            browser::forget_hash();
            deliver(store, message);
        }
    });
    std::mem::forget(hash); // as long as the page lives
    keep(store);
}

/// Writes the game on the table's session whenever it changes; a local
/// game taking the table clears `current` (its session stays).
fn keep(store: Store) {
    Effect::new(move |before: Option<Option<String>>| {
        let now = store.with(|s| {
            let g = s.remote_game()?;
            let state = s.remote().state().unwrap_or(RemoteState::Play);
            let score = s.r#match().score();
            Some((g.clone(), state, score))
        });
        let Some((g, state, score)) = now else {
            if let Some(Some(_)) = before {
                Local.remove(CURRENT);
            }
            return None;
        };
        let mut local = Local;
        local.write(&session_key(&g.game), &g.session);
        local.write(CURRENT, &g.game);
        relist(
            &mut local,
            &Listed {
                game: g.game.clone(),
                friend: g.friend.clone(),
                state: state.code().to_string(),
                score: format!("{}–{}", score[0], score[1]),
            },
        );
        Some(g.game)
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::platform::storage::memory::Memory;

    #[test]
    fn a_link_carries_its_message_undecoded() {
        assert_eq!(
            message_in("remote=nardy1.0.abc.-.invite.long-3.w.Anna%20K.k.a.sig").as_deref(),
            Some("nardy1.0.abc.-.invite.long-3.w.Anna%20K.k.a.sig")
        );
        assert_eq!(message_in("rules"), None);
        assert_eq!(message_in("remote="), None);
    }

    #[test]
    fn the_list_keeps_one_line_per_game_the_latest_first() {
        let mut m = Memory::default();
        let entry = |game: &str, friend: &str| Listed {
            game: game.into(),
            friend: friend.into(),
            state: "wait".into(),
            score: "0–0".into(),
        };
        relist(&mut m, &entry("g1", "Anna"));
        relist(&mut m, &entry("g2", "Bo\tb"));
        relist(&mut m, &entry("g1", "Anna"));
        let games = list(&m);
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].game, "g1");
        assert_eq!(games[1].friend, "Bo b");
    }
}
