//! localStorage: every key the app keeps, and reads and writes that never
//! throw (storage may be missing, disabled, sandboxed or full). The
//! [`Storage`] trait lets the start-up logic run against a stand-in in
//! tests, full or broken on purpose.

/// The game in progress (see `save`).
pub const SAVE: &str = "nardy.save";
/// Where a save that cannot be used is kept (the newest; older ones under
/// `nardy.save.unreadable.2` and on, see `aside`).
pub const UNREADABLE: &str = "nardy.save.unreadable";
/// The last new-game options (`Options::encode`).
pub const OPTIONS: &str = "nardy.options";
/// The sound switch, `on` or `off`.
pub const SOUND: &str = "nardy.sound";
/// The win-probability bar, `on` or `off`.
pub const CHANCES: &str = "nardy.chances";
/// The computer's pace (`Pace::code`).
pub const PACE: &str = "nardy.pace";
/// The page's colours (`Theme::code`).
pub const THEME: &str = "nardy.theme";
/// The interface language, `en` or `ru`.
pub const LANG: &str = "nardy.lang";
/// The dice rolled on this device, per combination (`dice_stats`).
pub const DICE_STATS: &str = "nardy.dice-stats";

/// What reading a key found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Stored {
    Absent,
    Value(String),
    /// Storage is missing or threw.
    Unavailable,
}

impl Stored {
    /// The value, when there is one.
    pub fn value(self) -> Option<String> {
        match self {
            Stored::Value(v) => Some(v),
            Stored::Absent | Stored::Unavailable => None,
        }
    }
}

/// A store of text values by key.
pub trait Storage {
    /// Reads a key, telling "nothing stored" apart from "cannot read".
    fn read(&self, key: &str) -> Stored;
    /// Stores a value; `false` when it could not be stored (unavailable, full).
    fn write(&mut self, key: &str, value: &str) -> bool;
    /// Removes a key; failures are ignored (there is nothing left to protect).
    fn remove(&mut self, key: &str);

    /// Stores a value and reads it back: `true` only when the copy is there,
    /// whole. What is about to be deleted is never trusted to a write alone.
    fn write_checked(&mut self, key: &str, value: &str) -> bool {
        self.write(key, value) && self.read(key) == Stored::Value(value.to_string())
    }
}

/// The browser's localStorage.
pub struct Local;

/// localStorage, or `None` where it is missing or its getter throws.
fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

impl Storage for Local {
    fn read(&self, key: &str) -> Stored {
        let Some(s) = local_storage() else {
            return Stored::Unavailable;
        };
        match s.get_item(key) {
            Ok(Some(v)) => Stored::Value(v),
            Ok(None) => Stored::Absent,
            Err(_) => Stored::Unavailable,
        }
    }

    fn write(&mut self, key: &str, value: &str) -> bool {
        local_storage().is_some_and(|s| s.set_item(key, value).is_ok())
    }

    fn remove(&mut self, key: &str) {
        if let Some(s) = local_storage() {
            let _ = s.remove_item(key);
        }
    }
}

/// Stand-ins for tests: a store with a quota (in characters, as browsers
/// count), one that throws on every call, one that throws on writes.
#[cfg(test)]
pub mod memory {
    use super::{Storage, Stored};
    use std::collections::BTreeMap;

    #[derive(Clone, Debug, Default)]
    pub struct Memory {
        pub values: BTreeMap<String, String>,
        /// Keys and values together may hold this many characters.
        pub quota: Option<usize>,
        /// Every call fails (storage disabled).
        pub broken: bool,
        /// Writes fail, reads work (a full or read-only store).
        pub read_only: bool,
    }

    impl Memory {
        fn used_without(&self, key: &str) -> usize {
            self.values
                .iter()
                .filter(|(k, _)| *k != key)
                .map(|(k, v)| k.chars().count() + v.chars().count())
                .sum()
        }
    }

    impl Storage for Memory {
        fn read(&self, key: &str) -> Stored {
            if self.broken {
                return Stored::Unavailable;
            }
            self.values
                .get(key)
                .map_or(Stored::Absent, |v| Stored::Value(v.clone()))
        }

        fn write(&mut self, key: &str, value: &str) -> bool {
            if self.broken || self.read_only {
                return false;
            }
            let needed = self.used_without(key) + key.chars().count() + value.chars().count();
            if self.quota.is_some_and(|q| needed > q) {
                return false;
            }
            self.values.insert(key.to_string(), value.to_string());
            true
        }

        fn remove(&mut self, key: &str) {
            if !self.broken && !self.read_only {
                self.values.remove(key);
            }
        }
    }
}
