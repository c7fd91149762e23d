//! A saved game as the state sees it: what a save brings back, and why a
//! stored value could not be one. (Reading and writing the text is the
//! platform's `save` module.)

use super::dice::SavedDice;
use super::options::{Numbering, Options};
use nardy_engine::{Match, RecordError};
use nardy_text::errors::save;
use nardy_text::Lang;
#[cfg(test)]
use std::fmt;
use std::rc::Rc;

/// What a saved game brings back (read by the platform's save module).
#[derive(Clone, Debug)]
pub struct Saved {
    pub r#match: Match,
    pub options: Options,
    pub numbering: Numbering,
    /// The dice: their series, the current game's stream, each game's lines.
    pub dice: SavedDice,
    /// Turns taken back in the match so far (its record says how many).
    pub taken_back: u32,
}

/// A kept match to resume, as an action carries it: compared by identity
/// (a match has no equality of its own).
#[derive(Clone, Debug)]
pub struct Resumed(pub Rc<Saved>);

impl PartialEq for Resumed {
    fn eq(&self, other: &Resumed) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl From<Rc<Saved>> for Resumed {
    fn from(saved: Rc<Saved>) -> Resumed {
        Resumed(saved)
    }
}

/// Why a stored value is not a saved game.
#[derive(Clone, PartialEq, Debug)]
pub enum SaveError {
    /// Not JSON: it goes wrong at this character.
    Corrupt {
        at: usize,
    },
    /// JSON, but not an object with `format: "long-nardy-save"`.
    NotASave,
    /// The version as the save wrote it.
    UnknownVersion(String),
    MissingField(&'static str),
    BadField(&'static str),
    BadRecord(Box<Unreadable>),
}

/// A record that cannot be read, with its text: the worker puts the error
/// into words (`Ask::Explain`), so the page's first download carries none
/// of them.
#[derive(Clone, Debug)]
pub struct Unreadable {
    /// Shared: notices and dialogs clone it, and a deep clone of every
    /// record error's variant weighed some 2 KB on the first download.
    pub error: std::sync::Arc<RecordError>,
    pub text: String,
}

/// Equal when their texts are: the error is what reading that text gives,
/// the same each time. (A derived comparison of every record error's
/// variant weighed some 2 KB on the first download too.)
impl PartialEq for Unreadable {
    fn eq(&self, other: &Unreadable) -> bool {
        self.text == other.text
    }
}

impl Eq for Unreadable {}

impl SaveError {
    /// What is wrong, in `lang`; `explain` words a record's error.
    pub fn describe(&self, lang: Lang, explain: &dyn Fn(&Unreadable) -> String) -> String {
        match self {
            SaveError::Corrupt { at } => save::corrupt(lang, *at),
            SaveError::NotASave => save::not_a_save(lang),
            SaveError::UnknownVersion(v) => save::unknown_version(lang, v),
            SaveError::MissingField(name) => save::missing_field(lang, name),
            SaveError::BadField(name) => save::bad_field(lang, name),
            SaveError::BadRecord(e) => save::bad_record(lang, &explain(e)),
        }
    }
}

/// In English, for tests: the page words a record's error through the worker.
#[cfg(test)]
impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(Lang::En, &|u| u.error.to_string()))
    }
}
