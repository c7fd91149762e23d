//! The engine's errors in the reader's language: records, positions,
//! notation, moves and game actions. The engine's own `Display` stays the
//! English text for the CLI; the app translates the typed error values here.
