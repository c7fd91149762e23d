//! Matches kept aside (the slots of `aside.rs`) and the way back to them:
//! the match under review when a player plays on from one of its
//! positions, the game in progress when a record is imported over it or an
//! address asks for another game, a save that could not be read. The game
//! record dialog lists them; opening one puts the match in progress aside
//! in its stead, so nothing is ever lost by looking.

use super::aside;
use super::json::{self, Value};
use super::save;
use super::saving::Saving;
use super::storage::{Local, Storage};
use crate::state::{Action, Event, Notice, SaveError, Saved};
use crate::store::Store;
use std::rc::Rc;

/// Keeps the match about to be replaced aside when the state says so
/// (`Event::SetAside`), and tells the player where it went. Off when the
/// save key holds an old value that could not be kept (`saving` false).
pub fn start(store: Store, saving: Saving) {
    store.listen(move |events| {
        if !saving.on() || !events.contains(&Event::SetAside) {
            return;
        }
        let kept = aside::move_save_aside(&mut Local);
        // A listener must not send: the notice follows at once.
        leptos::prelude::set_timeout(
            move || {
                store.send(Action::ShowNotice(Notice::SetAside {
                    kept: kept.is_some(),
                    dropped: kept.map_or(0, |k| k.dropped),
                }))
            },
            std::time::Duration::ZERO,
        );
    });
}

/// A kept value as the dialog lists it: the match it holds and when it was
/// saved, or why it cannot be read.
pub struct KeptMatch {
    pub slot: usize,
    pub read: Result<(Saved, String), SaveError>,
}

/// Every kept value, newest first.
pub fn list(storage: &impl Storage) -> Vec<KeptMatch> {
    aside::kept(storage)
        .iter()
        .enumerate()
        .map(|(slot, text)| KeptMatch {
            slot,
            read: save::decode(text).map(|saved| (saved, saved_at(text))),
        })
        .collect()
}

/// The save's `savedAt` as "YYYY-MM-DD HH:MM" (empty if it has none).
fn saved_at(text: &str) -> String {
    let fields = json::decode(text).unwrap_or_default();
    match fields.iter().find(|(k, _)| k == "savedAt") {
        Some((_, Value::Text(t))) => t.get(..16).unwrap_or(t).replace('T', " "),
        _ => String::new(),
    }
}

/// The raw text of kept value `slot` (to download one that cannot be read).
pub fn text(slot: usize) -> Option<String> {
    aside::kept(&Local).get(slot).cloned()
}

/// Opens kept value `slot`: the match in progress is kept aside in its
/// place and the kept one resumes. Nothing moves if it cannot be read or
/// there is no room to swap.
pub fn open(store: Store, slot: usize) {
    let readable = aside::kept(&Local)
        .get(slot)
        .is_some_and(|t| save::decode(t).is_ok());
    if !readable {
        return;
    }
    let Some(text) = aside::swap_out(&mut Local, slot) else {
        return;
    };
    if let Ok(saved) = save::decode(&text) {
        store.send(Action::Resume(Rc::new(saved).into()));
    }
}
