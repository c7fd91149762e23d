//! The message catalogs: one per language, loaded when the language is
//! first needed (the page fetches the chosen one; native builds carry them
//! all), and the formatter of their compiled messages.
//!
//! `build.rs` compiles `locales/<code>.ftl` into one text per language: its
//! messages in the reference's order, separated by U+001E. Inside a message,
//! U+001A and a digit is a placeholder (the digit is its place in the
//! reference's list); U+001B and a digit opens a choice on that placeholder,
//! each variant U+001C, `*` for the default, its key, U+001D and its text,
//! and U+001F closes it. The formatter below is the whole run-time cost:
//! Fluent's own run-time crates would cost the first download far more than
//! the budget has room for.

use crate::lang::Lang;
use crate::messages::MESSAGES;
use std::sync::OnceLock;

const PLACEHOLDER: u8 = 0x1A;
const SELECT: u8 = 0x1B;
const VARIANT: u8 = 0x1C;
const VARIANT_BODY: u8 = 0x1D;
const MESSAGE_END: char = '\u{1E}';
const SELECT_END: u8 = 0x1F;

/// A placeholder's value: a whole number (which also chooses a plural
/// form) or a text.
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    Num(i64),
    Text(&'a str),
}

macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Num(n as i64)
            }
        }
    )*};
}
num_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(s)
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(s)
    }
}

static LOADED: [OnceLock<Vec<&'static str>>; Lang::ALL.len()] =
    [const { OnceLock::new() }; Lang::ALL.len()];

/// Takes a language's compiled messages (the file the build wrote for it).
/// A language loads once; a second load of it changes nothing.
pub fn load(lang: Lang, compiled: &str) -> Result<(), String> {
    let count = compiled.split(MESSAGE_END).count();
    if count != MESSAGES.len() {
        return Err(format!(
            "the {} messages have {count} entries, the app {}",
            lang.code(),
            MESSAGES.len()
        ));
    }
    if !is_loaded(lang) {
        let text: &'static str = Box::leak(compiled.to_owned().into_boxed_str());
        let _ = LOADED[lang.index()].set(text.split(MESSAGE_END).collect());
    }
    Ok(())
}

/// Whether `lang`'s messages are here (native builds: always).
pub fn is_loaded(lang: Lang) -> bool {
    messages(lang).is_some()
}

fn messages(lang: Lang) -> Option<&'static [&'static str]> {
    let slot = &LOADED[lang.index()];
    #[cfg(not(target_arch = "wasm32"))]
    if slot.get().is_none() {
        if let Some(text) = crate::messages::built_in(lang.code()) {
            let _ = slot.set(text.split(MESSAGE_END).collect());
        }
    }
    slot.get().map(Vec::as_slice)
}

/// Message `index` as it is written (no placeholders); its id while the
/// language has not loaded, which a test would catch and a page never shows
/// (it mounts once its language is in).
pub(crate) fn plain(lang: Lang, index: usize) -> &'static str {
    messages(lang)
        .and_then(|m| m.get(index))
        .copied()
        .unwrap_or(MESSAGES[index].0)
}

/// Message `index` with its placeholders filled.
pub(crate) fn format(lang: Lang, index: usize, args: &[Arg]) -> String {
    let mut out = String::new();
    match messages(lang).and_then(|m| m.get(index)) {
        Some(text) => render(text, args, lang, &mut out),
        None => out.push_str(MESSAGES[index].0),
    }
    out
}

fn render(text: &str, args: &[Arg], lang: Lang, out: &mut String) {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            PLACEHOLDER => {
                match args.get(usize::from(b[i + 1].wrapping_sub(b'0'))) {
                    Some(Arg::Num(n)) => out.push_str(&crate::numbers::whole(lang, *n)),
                    Some(Arg::Text(s)) => out.push_str(s),
                    None => {}
                }
                i += 2;
            }
            SELECT => {
                let arg = args.get(usize::from(b[i + 1].wrapping_sub(b'0'))).copied();
                let (len, chosen) = choose(&text[i + 2..], arg, lang);
                render(chosen, args, lang, out);
                i += 2 + len;
            }
            _ => {
                let start = i;
                while i < b.len() && !(PLACEHOLDER..=SELECT_END).contains(&b[i]) {
                    i += 1;
                }
                out.push_str(&text[start..i]);
            }
        }
    }
}

/// Reads the variants after a choice's placeholder; returns how many bytes
/// they take (the closing mark included) and the chosen variant's text: an
/// exact number or text first, then the number's plural category, then the
/// default.
fn choose<'t>(text: &'t str, arg: Option<Arg>, lang: Lang) -> (usize, &'t str) {
    let b = text.as_bytes();
    let mut variants: Vec<(&str, &str, bool)> = Vec::new();
    let mut i = 0;
    while i < b.len() && b[i] == VARIANT {
        let key_start = i + 1;
        let mut j = key_start;
        while j < b.len() && b[j] != VARIANT_BODY {
            j += 1;
        }
        let (default, key) = match text[key_start..j].strip_prefix('*') {
            Some(k) => (true, k),
            None => (false, &text[key_start..j]),
        };
        let body_start = j + 1;
        let mut depth = 0;
        let mut k = body_start;
        while k < b.len() {
            match b[k] {
                SELECT => depth += 1,
                SELECT_END if depth == 0 => break,
                SELECT_END => depth -= 1,
                VARIANT if depth == 0 => break,
                _ => {}
            }
            k += 1;
        }
        variants.push((key, &text[body_start..k], default));
        i = k;
    }
    let len = (i + 1).min(b.len());
    let exact = |key: &str| variants.iter().find(|(k, _, _)| *k == key).map(|v| v.1);
    let chosen = match arg {
        Some(Arg::Num(n)) => exact(&n.to_string()).or_else(|| exact(crate::numbers::plural(lang, n))),
        Some(Arg::Text(s)) => exact(s),
        None => None,
    }
    .or_else(|| variants.iter().find(|v| v.2).map(|v| v.1))
    .unwrap_or("");
    (len, chosen)
}
