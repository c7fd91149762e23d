//! localStorage: every key the app keeps, and reads and writes that never
//! throw (storage may be missing, disabled, sandboxed or full).

/// The game in progress (see `save`).
pub const SAVE: &str = "nardy.save";
/// Where an unreadable save is moved, so nothing is lost silently.
pub const UNREADABLE: &str = "nardy.save.unreadable";
/// The last new-game options (`Options::encode`).
pub const OPTIONS: &str = "nardy.options";
/// The sound switch, `on` or `off`.
pub const SOUND: &str = "nardy.sound";
/// The interface language, `en` or `ru`.
pub const LANG: &str = "nardy.lang";

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

/// localStorage, or `None` where it is missing or its getter throws.
fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Reads a key, telling "nothing stored" apart from "cannot read".
pub fn read(key: &str) -> Stored {
    let Some(s) = storage() else {
        return Stored::Unavailable;
    };
    match s.get_item(key) {
        Ok(Some(v)) => Stored::Value(v),
        Ok(None) => Stored::Absent,
        Err(_) => Stored::Unavailable,
    }
}

/// Stores a value; `false` when storage is unavailable or full.
pub fn write(key: &str, value: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// Removes a key; failures are ignored (there is nothing left to protect).
pub fn remove(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}
