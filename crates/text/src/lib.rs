//! Every visible string, in English and Russian: the one place for words,
//! shared by the app and the worker's screens.
//!
//! One table ([`T::text`]) holds the fixed words; the modules build the
//! sentences that carry numbers (`status`, `notices`, `labels`, `errors`,
//! `dice`), from the game's words (`words`) and numbers (`numbers`). Russian uses the players' own terms:
//! зары (dice), ход, голова, дом, выброс, оин, марс, кокс.

#[macro_use]
mod word_table;

pub mod dice;
pub mod errors;
pub mod labels;
mod lang;
pub mod notices;
pub mod numbers;
mod phrases;
pub mod remote;
pub mod remote_words;
pub mod screens;
pub mod status;
pub mod words;

pub use lang::Lang;
pub use phrases::T;
pub use remote_words::RemoteWord;
