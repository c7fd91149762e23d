//! The message catalogs: three per language, each loaded when first needed
//! (native builds carry them all), and the formatter of their compiled
//! messages.
//!
//! `build.rs` compiles `locales/<code>.ftl` into three texts per language:
//! the words the page shows when it appears (which a first visit downloads
//! with the page), the later ones (dialogs, notices: fetched when one first
//! shows, see [`take_missed`]), and the screens' (the rules, the editor,
//! the report…, which only the workers show), each in the reference's
//! order, separated by U+001E. A catalog is known by its number of messages. Inside a message,
//! U+001A and a digit is a placeholder (the digit is its place in the
//! reference's list); U+001B and a digit opens a choice on that placeholder,
//! each variant U+001C, `*` for the default, its key, U+001D and its text,
//! and U+001F closes it. The formatter below is the whole run-time cost:
//! Fluent's own run-time crates would cost the first download far more than
//! the budget has room for.

use crate::lang::Lang;
use crate::layout::STARTS;
use std::sync::atomic::{AtomicU8, Ordering};
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

/// A loaded language: its compiled text and the messages in it.
struct Catalog {
    text: &'static str,
    messages: Vec<&'static str>,
}

impl Catalog {
    fn new(text: &'static str) -> Catalog {
        Catalog {
            text,
            messages: text.split(MESSAGE_END).collect(),
        }
    }
}

/// Each language's three catalogs.
static LOADED: [[OnceLock<Catalog>; 3]; Lang::ALL.len()] = [const {
    [
        const { OnceLock::new() },
        const { OnceLock::new() },
        const { OnceLock::new() },
    ]
}; Lang::ALL.len()];

/// The catalogs (bit `part`) a message was asked of that had not loaded
/// (see [`take_missed`]).
static MISSED: AtomicU8 = AtomicU8::new(0);

/// Which of a language's catalogs a compiled text is, by its length.
fn part_of(count: usize) -> Option<usize> {
    (0..3).find(|&k| STARTS[k + 1] - STARTS[k] == count)
}

/// Takes one of a language's compiled catalogs (a file the build wrote for
/// it). A catalog loads once; a second load of it changes nothing.
pub fn load(lang: Lang, compiled: &str) -> Result<(), String> {
    let count = compiled.split(MESSAGE_END).count();
    let part = part_of(count).ok_or(format!(
        "the {} messages have {count} entries, not a catalog of this app's",
        lang.code()
    ))?;
    let slot = &LOADED[lang.index()][part];
    if slot.get().is_none() {
        let text: &'static str = Box::leak(compiled.to_owned().into_boxed_str());
        let _ = slot.set(Catalog::new(text));
    }
    Ok(())
}

/// What runs when a catalog is first found missing (the page fetches it).
static ON_MISS: OnceLock<fn()> = OnceLock::new();

/// Sets what runs when a message is asked of a catalog that has not loaded,
/// once per catalog until [`take_missed`] (the page: fetch it, draw again).
pub fn on_miss(hook: fn()) {
    let _ = ON_MISS.set(hook);
}

fn missed(part: usize) {
    let bit = 1 << part;
    if MISSED.fetch_or(bit, Ordering::Relaxed) & bit == 0 {
        if let Some(hook) = ON_MISS.get() {
            hook();
        }
    }
}

/// Whether `lang`'s catalog `part` is here; if not, it is wanted (as a
/// missed message would be, see [`take_missed`]), so the page fetches it. A
/// view whose words are all in that catalog draws nothing until then,
/// rather than an empty box.
pub fn want(lang: Lang, part: usize) -> bool {
    let here = has_part(lang, part);
    if !here {
        missed(part);
    }
    here
}

/// The catalogs (bit `part` set) that messages were asked of, since the
/// last call, before they had loaded (those showed empty): the page then
/// fetches them and draws again.
pub fn take_missed() -> u8 {
    MISSED.swap(0, Ordering::Relaxed)
}

/// A worker's side of [`compiled`]: if `line` is `messages <code>` and the
/// compiled messages on the next lines (what the page posts to its
/// workers), loads them and says so; any other line is left alone.
pub fn load_posted(line: &str) -> bool {
    let Some((head, text)) = line.split_once('\n') else {
        return false;
    };
    match head.strip_prefix("messages ").and_then(Lang::parse) {
        Some(lang) => {
            let _ = load(lang, text);
            true
        }
        None => false,
    }
}

/// A language's loaded catalogs, as [`load`] takes them (the page hands
/// them on to its workers), in order: the first words, the later ones, the
/// screens', each if loaded.
pub fn compiled(lang: Lang) -> Vec<&'static str> {
    (0..3)
        .filter_map(|part| catalog(lang, part))
        .map(|c| c.text)
        .collect()
}

/// Whether `lang`'s page messages are here (native builds: always).
pub fn is_loaded(lang: Lang) -> bool {
    catalog(lang, 0).is_some()
}

/// Whether `lang`'s catalog `part` is here (0: the page's first words,
/// 1: the later ones, 2: the screens').
pub fn has_part(lang: Lang, part: usize) -> bool {
    catalog(lang, part).is_some()
}

fn catalog(lang: Lang, part: usize) -> Option<&'static Catalog> {
    let slot = &LOADED[lang.index()][part];
    #[cfg(not(target_arch = "wasm32"))]
    if slot.get().is_none() {
        if let Some(texts) = crate::layout::built_in(lang.code()) {
            let _ = slot.set(Catalog::new(texts[part]));
        }
    }
    slot.get()
}

/// Message `index`'s compiled text, if its catalog has loaded.
fn message(lang: Lang, index: usize) -> Option<&'static str> {
    let part = (0..3).rev().find(|&k| index >= STARTS[k]).unwrap_or(0);
    let found = catalog(lang, part).and_then(|c| c.messages.get(index - STARTS[part]));
    if found.is_none() {
        missed(part);
    }
    found.copied()
}

/// Message `index` as it is written (no placeholders); empty while the
/// language has not loaded, which a page never shows (it mounts once its
/// language is in). The ids stay out of the download.
pub(crate) fn plain(lang: Lang, index: usize) -> &'static str {
    message(lang, index).unwrap_or("")
}

/// Message `index` with its placeholders filled.
pub(crate) fn format(lang: Lang, index: usize, args: &[Arg]) -> String {
    let mut out = String::new();
    if let Some(text) = message(lang, index) {
        render(text, args, lang, &mut out);
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
                    Some(Arg::Num(n)) => out.push_str(&crate::plural::whole(lang, *n)),
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
    let number;
    let (exact, category) = match arg {
        Some(Arg::Num(n)) => {
            number = n.to_string();
            (Some(number.as_str()), Some(crate::plural::plural(lang, n)))
        }
        Some(Arg::Text(s)) => (Some(s), None),
        None => (None, None),
    };
    let b = text.as_bytes();
    let (mut chosen, mut rank) = ("", 3);
    let mut i = 0;
    while i < b.len() && b[i] == VARIANT {
        let mut body = i + 1;
        while body < b.len() && b[body] != VARIANT_BODY {
            body += 1;
        }
        let key = &text[i + 1..body];
        let (default, key) = match key.strip_prefix('*') {
            Some(k) => (true, k),
            None => (false, key),
        };
        let mut depth = 0;
        let mut end = body + 1;
        while end < b.len() {
            match b[end] {
                SELECT => depth += 1,
                SELECT_END | VARIANT if depth == 0 => break,
                SELECT_END => depth -= 1,
                _ => {}
            }
            end += 1;
        }
        let r = if exact == Some(key) {
            0
        } else if category == Some(key) {
            1
        } else if default {
            2
        } else {
            3
        };
        if r < rank {
            rank = r;
            chosen = &text[(body + 1).min(end)..end];
        }
        i = end;
    }
    ((i + 1).min(b.len()), chosen)
}
