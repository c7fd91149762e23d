//! How bytes and names are written in a message: base64url without
//! padding (RFC 4648 §5) for keys, hashes and signatures, and
//! percent-encoded UTF-8 for names, so that a message is one run of
//! characters a link's fragment carries as it is.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, NON_ALPHANUMERIC};

/// A name keeps letters and digits and `-_~` as they are; everything else,
/// the field separator `.` included, is percent-encoded.
const NAME: &AsciiSet = &NON_ALPHANUMERIC.remove(b'-').remove(b'_').remove(b'~');

/// The longest name a message carries, in characters.
pub const NAME_MAX: usize = 40;

pub fn bytes_to_text(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Exactly `N` bytes written by [`bytes_to_text`].
pub fn text_to_bytes<const N: usize>(text: &str) -> Option<[u8; N]> {
    let bytes = URL_SAFE_NO_PAD.decode(text).ok()?;
    let out: [u8; N] = bytes.try_into().ok()?;
    // One spelling per value: a changed character that decodes to the same
    // bytes (the unused low bits of the last character) is still a change.
    (bytes_to_text(&out) == text).then_some(out)
}

pub fn name_to_text(name: &str) -> String {
    utf8_percent_encode(name, NAME).to_string()
}

/// A name read back; `None` when it is not UTF-8, not written as
/// [`name_to_text`] writes it, or too long.
pub fn text_to_name(text: &str) -> Option<String> {
    let name = percent_decode_str(text).decode_utf8().ok()?.into_owned();
    let canonical = name_to_text(&name) == text;
    (canonical && name.chars().count() <= NAME_MAX).then_some(name)
}

/// A name as the page shows it: control characters and the marks that
/// change a text's direction dropped (a name must not turn the words
/// around it), blanks squeezed, at most [`NAME_MAX`] characters (names are
/// text, never HTML). Names typed and names received alike.
pub fn clean_name(name: &str) -> String {
    let words: Vec<&str> = name.split_whitespace().collect();
    words
        .join(" ")
        .chars()
        .filter(|&c| !c.is_control() && !is_direction_mark(c))
        .take(NAME_MAX)
        .collect()
}

/// Unicode's explicit direction marks, embeddings, overrides and isolates.
fn is_direction_mark(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_and_names_read_back_in_one_spelling() {
        let key = [7u8; 32];
        let text = bytes_to_text(&key);
        assert_eq!(text.len(), 43);
        assert_eq!(text_to_bytes::<32>(&text), Some(key));
        assert_eq!(text_to_bytes::<16>(&text), None);
        let mut other = text.clone();
        other.replace_range(42.., "d"); // same leading bits, other padding bits
        assert_ne!(other, text);
        assert_eq!(text_to_bytes::<32>(&other), None);

        let name = "Анна. <b>Ли</b>";
        let written = name_to_text(name);
        assert!(!written.contains('.') && !written.contains('<'));
        assert_eq!(text_to_name(&written).as_deref(), Some(name));
        assert_eq!(text_to_name("%D0"), None);
        assert_eq!(text_to_name("a.b"), None);
        assert_eq!(clean_name("  Anna \n\t Lee\u{7}  "), "Anna Lee");
        assert_eq!(clean_name("\u{202E}ssob\u{2066}Eve\u{200F}"), "ssobEve");
        assert_eq!(clean_name("Ալեքսանդր"), "Ալեքսանդր");
        assert_eq!(clean_name(&"я".repeat(50)).chars().count(), NAME_MAX);
    }
}
