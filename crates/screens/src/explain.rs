//! Why a game record cannot be read, in the player's language: the page
//! parses records itself (it must, to play them) but leaves the words of
//! the errors to the worker, which reads the same text with the same
//! engine. In the page's first download those words and their formatting
//! cost some 5 KB gzipped for what most players never see.

use nardy_engine::parse_record;
use nardy_text::errors::record_error;
use nardy_text::Lang;

/// The error `parse_record` finds in `record`, in `lang` ("line 7: …");
/// empty when the record reads (the page asked about another text).
pub fn record(lang: Lang, record: &str) -> String {
    match parse_record(record) {
        Ok(_) => String::new(),
        Err(e) => record_error(lang, &e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_are_the_engine_s_in_english_and_translated_in_russian() {
        let bad = "Long Nardy record 1\nMatch: 3\nKoks: no\nOpening: roll-again\n\nGame 1\nOpening 5-3\n1. w 6-5: 24/17\n";
        let e = parse_record(bad).unwrap_err();
        // The engine's words, as a sentence ("Line 8: …").
        assert_eq!(record(Lang::En, bad)[1..], e.to_string()[1..]);
        let ru = record(Lang::Ru, bad);
        assert!(ru.contains('8') && ru != e.to_string(), "{ru}");
        assert_eq!(
            record(
                Lang::En,
                "Long Nardy record 1\nMatch: 1\nKoks: no\nOpening: roll-again\n"
            ),
            ""
        );
    }
}
