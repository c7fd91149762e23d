//! Whether the page saves the game in progress. Off while the save key
//! holds an old value that could neither be read nor copied aside (no
//! room): nothing is saved over it until the player has downloaded it and
//! then let it go (the notice's two buttons), never without that.

use super::browser;
use super::storage::{Local, Storage, Stored, SAVE};
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct Saving(StoredValue<bool>);

impl Saving {
    pub fn new(on: bool) -> Saving {
        Saving(StoredValue::new(on))
    }

    /// The game in progress is saved (and set aside when replaced).
    pub fn on(&self) -> bool {
        self.0.get_value()
    }

    /// Offers the value left under the save key as a file named after the
    /// key and the day (`nardy.save-2026-12-04.txt`); false when there is
    /// none to offer.
    pub fn download_left(&self) -> bool {
        let Stored::Value(text) = Local.read(SAVE) else {
            return false;
        };
        let day = browser::now_iso();
        let name = format!("{SAVE}-{}.txt", day.get(..10).unwrap_or("saved"));
        browser::download_text(&name, &text);
        true
    }

    /// The player has the file: the old value goes and saving starts.
    pub fn release_left(&self) {
        if !self.on() {
            Local.remove(SAVE);
            self.0.set_value(true);
        }
    }
}
