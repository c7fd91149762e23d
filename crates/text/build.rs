//! Compiles the message files (`locales/<code>.ftl`, Project Fluent) into
//! what the app reads at run time, with `fluent-syntax` (the Fluent
//! project's own parser) doing the reading:
//!
//! - `messages.rs`: the message list of the reference language (`en.ftl`):
//!   the enum [`T`] of messages without placeholders, and one function per
//!   message with placeholders, whose parameters are the placeholders' names;
//! - `<code>.msgs`: each language's messages in that order, compiled to a
//!   compact text the page fetches for the chosen language only (the wasm
//!   carries no words; see `src/catalog.rs` for the format);
//! - `layout.rs`: where each catalog starts, and (native builds) every
//!   catalog built in, for `src/catalog.rs`;
//! - `check.txt`: what a translator must fix (a message missing, one the
//!   reference does not have, placeholders that differ, a syntax error),
//!   asserted empty by a test so a build never stops on a translation.
//!
//! Terms (`-name`) and message references are written in place here; a
//! selector on a variable stays a choice made at run time (plural categories
//! from the browser's `Intl.PluralRules`).

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

const PLACEHOLDER: char = '\u{1A}';
const SELECT: char = '\u{1B}';
const VARIANT: char = '\u{1C}';
const VARIANT_BODY: char = '\u{1D}';
const MESSAGE_END: char = '\u{1E}';
const SELECT_END: char = '\u{1F}';

/// The message files of the second catalog: the words of what a player
/// opens (dialogs, panels, notices, the errors the page shows), fetched when
/// the page first shows one of them.
const LATER: &[&str] = &["dialogs", "notices", "errors", "dice"];

/// The catalogs, in order: the words the page shows when it appears, the
/// later ones, the screens'.
const PARTS: [&str; 3] = ["", ".later", ".screens"];

/// The part a file's messages go to.
fn part_of(stem: &str) -> u8 {
    if SCREENS.contains(&stem) {
        2
    } else if LATER.contains(&stem) {
        1
    } else {
        0
    }
}

/// The message files whose messages only the workers' screens (the rules,
/// the editor, the review's report, the dice statistics, a record's errors,
/// a friend's move refused) or a friend's game (the page built with it)
/// show: compiled into a second catalog per language, which the page
/// fetches when it needs it, so the first load carries only the page's.
const SCREENS: &[&str] = &[
    "rules",
    "editor",
    "report",
    "dice-stats",
    "records",
    "remote",
    "remote-panel",
];

/// Message files for pages around the game, not the game itself: the
/// embedding example (`pwa/embed.html`) and the page's loader (the script
/// in `index.html` that runs before the app), whose words
/// `scripts/pwa-build.mjs` writes into them, checking every language
/// against the reference.
const HOST_PAGES: &[&str] = &["embed", "loader"];

/// One language's files, read.
struct File {
    /// Messages in file order: id, pattern, and the catalog they go to.
    messages: Vec<(String, Pattern<String>, u8)>,
    terms: BTreeMap<String, Pattern<String>>,
    problems: Vec<String>,
}

fn read(code: &str, source: &str, part: u8) -> File {
    let (resource, errors) = match fluent_syntax::parser::parse(source.to_string()) {
        Ok(r) => (r, vec![]),
        Err((r, e)) => (r, e),
    };
    let mut problems: Vec<String> = errors
        .iter()
        .map(|e| {
            format!(
                "{code}.ftl: syntax error at byte {}: {:?}",
                e.pos.start, e.kind
            )
        })
        .collect();
    let mut messages = Vec::new();
    let mut terms = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(m) => match m.value {
                Some(v) => messages.push((m.id.name, v, part)),
                None => problems.push(format!("{code}.ftl: {} has no value", m.id.name)),
            },
            Entry::Term(t) => {
                terms.insert(t.id.name, t.value);
            }
            Entry::Junk { content } => problems.push(format!(
                "{code}.ftl: cannot read {:?}",
                content.lines().next().unwrap_or("")
            )),
            _ => {}
        }
    }
    File {
        messages,
        terms,
        problems,
    }
}

/// Compiles a pattern; `args` collects the placeholders in order of first use.
struct Compiler<'a> {
    code: &'a str,
    id: &'a str,
    file: &'a File,
    args: Vec<String>,
    problems: Vec<String>,
    depth: usize,
}

impl Compiler<'_> {
    fn pattern(&mut self, p: &Pattern<String>, out: &mut String) {
        for element in &p.elements {
            match element {
                PatternElement::TextElement { value } => out.push_str(value),
                PatternElement::Placeable { expression } => self.expression(expression, out),
            }
        }
    }

    fn arg(&mut self, name: &str) -> char {
        let i = match self.args.iter().position(|a| a == name) {
            Some(i) => i,
            None => {
                self.args.push(name.to_string());
                self.args.len() - 1
            }
        };
        char::from(b'0' + i as u8)
    }

    fn expression(&mut self, e: &Expression<String>, out: &mut String) {
        match e {
            Expression::Inline(inline) => self.inline(inline, out),
            Expression::Select { selector, variants } => {
                let InlineExpression::VariableReference { id } = selector else {
                    self.problem("a choice must be on a $variable");
                    return;
                };
                out.push(SELECT);
                let a = self.arg(&id.name);
                out.push(a);
                for v in variants {
                    out.push(VARIANT);
                    if v.default {
                        out.push('*');
                    }
                    match &v.key {
                        VariantKey::Identifier { name } => out.push_str(name),
                        VariantKey::NumberLiteral { value } => out.push_str(value),
                    }
                    out.push(VARIANT_BODY);
                    self.pattern(&v.value, out);
                }
                out.push(SELECT_END);
            }
        }
    }

    fn inline(&mut self, e: &InlineExpression<String>, out: &mut String) {
        match e {
            InlineExpression::StringLiteral { value } => {
                out.push_str(&fluent_syntax::unicode::unescape_unicode_to_string(value))
            }
            InlineExpression::NumberLiteral { value } => out.push_str(value),
            InlineExpression::VariableReference { id } => {
                out.push(PLACEHOLDER);
                let a = self.arg(&id.name);
                out.push(a);
            }
            InlineExpression::Placeable { expression } => self.expression(expression, out),
            InlineExpression::TermReference { id, .. } => match self.file.terms.get(&id.name) {
                Some(p) if self.depth < 8 => {
                    self.depth += 1;
                    self.pattern(p, out);
                    self.depth -= 1;
                }
                _ => self.problem(&format!("no term -{}", id.name)),
            },
            InlineExpression::MessageReference { id, .. } => {
                match self.file.messages.iter().find(|(m, _, _)| *m == id.name) {
                    Some((_, p, _)) if self.depth < 8 => {
                        self.depth += 1;
                        self.pattern(p, out);
                        self.depth -= 1;
                    }
                    _ => self.problem(&format!("no message {}", id.name)),
                }
            }
            InlineExpression::FunctionReference { id, .. } => {
                self.problem(&format!("functions ({}) are not supported", id.name))
            }
        }
    }

    fn problem(&mut self, what: &str) {
        self.problems
            .push(format!("{}.ftl: {}: {what}", self.code, self.id));
    }
}

fn compile(
    code: &str,
    id: &str,
    file: &File,
    p: &Pattern<String>,
) -> (String, Vec<String>, Vec<String>) {
    let mut c = Compiler {
        code,
        id,
        file,
        args: vec![],
        problems: vec![],
        depth: 0,
    };
    let mut out = String::new();
    c.pattern(p, &mut out);
    if c.args.len() > 10 {
        c.problem("more than 10 placeholders");
    }
    (out, c.args, c.problems)
}

fn camel(id: &str) -> String {
    id.split('-')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        })
        .collect()
}

fn main() {
    let dir = Path::new("locales");
    println!("cargo:rerun-if-changed=locales");
    let out_dir = std::env::var("OUT_DIR").expect("OUT_DIR");
    let out = Path::new(&out_dir);
    let mut codes: Vec<String> = std::fs::read_dir(dir)
        .expect("crates/text/locales")
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            println!("cargo:rerun-if-changed=locales/{name}");
            name.strip_suffix(".ftl").map(str::to_string)
        })
        .collect();
    codes.sort();
    // A language's file, then the files of its folder (`locales/<code>/`,
    // by name), read as one.
    let read_code = |code: &str| {
        let source =
            std::fs::read_to_string(dir.join(format!("{code}.ftl"))).expect("a message file");
        let mut file = read(code, &source, 0);
        if let Ok(entries) = std::fs::read_dir(dir.join(code)) {
            let mut parts: Vec<_> = entries.filter_map(|e| e.ok()).map(|e| e.path()).collect();
            parts.sort();
            for part in parts
                .iter()
                .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            {
                println!("cargo:rerun-if-changed={}", part.display());
                let stem = part.file_stem().and_then(|s| s.to_str()).unwrap_or("");
                if HOST_PAGES.contains(&stem) {
                    continue;
                }
                let source = std::fs::read_to_string(part).expect("a message file");
                let more = read(&format!("{code}/{stem}"), &source, part_of(stem));
                file.messages.extend(more.messages);
                file.terms.extend(more.terms);
                file.problems.extend(more.problems);
            }
        }
        file
    };
    let reference = read_code("en");
    let mut problems = reference.problems.clone();

    // The reference: its order (the catalogs' one after the other), its
    // placeholders, the generated API.
    let mut order: Vec<(String, Vec<String>)> = Vec::new();
    let mut starts = [0usize; 4];
    for part in 0..3u8 {
        starts[usize::from(part)] = order.len();
        for (id, p, _) in reference.messages.iter().filter(|m| m.2 == part) {
            if order.iter().any(|(m, _)| m == id) {
                problems.push(format!("en.ftl: {id} is written twice"));
                continue;
            }
            let (_, args, more) = compile("en", id, &reference, p);
            problems.extend(more);
            order.push((id.clone(), args));
        }
    }
    starts[3] = order.len();
    let sizes: Vec<usize> = (0..3).map(|k| starts[k + 1] - starts[k]).collect();
    if sizes[0] == sizes[1] || sizes[1] == sizes[2] || sizes[0] == sizes[2] {
        problems.push(format!(
            "the catalogs must differ in length (a catalog is known by it): {sizes:?}"
        ));
    }
    let part_at = |i: usize| (0..3).rev().find(|&k| i >= starts[k]).unwrap_or(0);

    for code in &codes {
        let file = if code == "en" {
            read_code("en")
        } else {
            read_code(code)
        };
        if code != "en" {
            problems.extend(file.problems.iter().cloned());
        }
        // The three catalogs.
        let mut parts = [String::new(), String::new(), String::new()];
        for (i, (id, args)) in order.iter().enumerate() {
            let part = part_at(i);
            let compiled = &mut parts[part];
            if i != starts[part] {
                compiled.push(MESSAGE_END);
            }
            let Some((_, p, own_part)) = file.messages.iter().find(|(m, _, _)| m == id) else {
                problems.push(format!("{code}.ftl: {id} is missing"));
                continue;
            };
            if usize::from(*own_part) != part {
                problems.push(format!(
                    "{code}.ftl: {id} is in another file than the reference's"
                ));
            }
            let (text, own, more) = compile(code, id, &file, p);
            problems.extend(more);
            let (mut a, mut b) = (args.clone(), own.clone());
            a.sort();
            b.sort();
            if a != b {
                problems.push(format!(
                    "{code}.ftl: {id} has placeholders {b:?}, the reference {a:?}"
                ));
            }
            // Placeholders are numbered by the reference's order.
            let renumbered: String = {
                let mut s = String::with_capacity(text.len());
                let mut chars = text.chars();
                while let Some(c) = chars.next() {
                    s.push(c);
                    if c == PLACEHOLDER || c == SELECT {
                        let n = chars.next().map(|d| d as u8 - b'0').unwrap_or(0) as usize;
                        let name = &own[n.min(own.len().saturating_sub(1))];
                        let j = args.iter().position(|x| x == name).unwrap_or(0);
                        s.push(char::from(b'0' + j as u8));
                    }
                }
                s
            };
            compiled.push_str(&renumbered);
        }
        for (id, _, _) in &file.messages {
            if !order.iter().any(|(m, _)| m == id) {
                problems.push(format!("{code}.ftl: {id} is not in the reference (en.ftl)"));
            }
        }
        for (text, suffix) in parts.iter().zip(PARTS) {
            std::fs::write(out.join(format!("{code}{suffix}.msgs")), text)
                .expect("write a catalog");
        }
    }

    // The Rust side: T for plain messages, a function per message with
    // placeholders, both indexing the catalogs by position.
    let mut rs =
        String::from("// Generated by crates/text/build.rs from locales/en.ftl; do not edit.\n\n");
    rs.push_str("/// The messages without placeholders (`locales/en.ftl`, in its order).\n");
    rs.push_str("#[derive(Clone, Copy, PartialEq, Eq, Debug)]\npub enum T {\n");
    for (id, args) in &order {
        if args.is_empty() {
            let _ = writeln!(rs, "    {},", camel(id));
        }
    }
    rs.push_str("}\n\nimpl T {\n    /// Every plain message.\n    pub const ALL: &[T] = &[\n");
    for (id, args) in &order {
        if args.is_empty() {
            let _ = writeln!(rs, "        T::{},", camel(id));
        }
    }
    rs.push_str("    ];\n\n    /// The message's place in every catalog.\n    const fn index(self) -> usize {\n        match self {\n");
    for (i, (id, args)) in order.iter().enumerate() {
        if args.is_empty() {
            let _ = writeln!(rs, "            T::{} => {i},", camel(id));
        }
    }
    rs.push_str("        }\n    }\n\n    /// The message's id in the files.\n    pub const fn id(self) -> &'static str {\n        match self {\n");
    for (id, args) in &order {
        if args.is_empty() {
            let _ = writeln!(rs, "            T::{} => {id:?},", camel(id));
        }
    }
    rs.push_str("        }\n    }\n\n    /// The message in `lang`.\n    pub fn text(self, lang: Lang) -> &'static str {\n        crate::catalog::plain(lang, self.index())\n    }\n}\n\n");
    rs.push_str("/// The messages with placeholders, one function each (`locales/en.ftl`).\npub mod msg {\n    use super::*;\n");
    for (i, (id, args)) in order.iter().enumerate() {
        if args.is_empty() {
            continue;
        }
        let name = id.replace('-', "_");
        let params: Vec<String> = args
            .iter()
            .map(|a| format!("{}: impl Into<Arg<'a>>", a.replace('-', "_")))
            .collect();
        let values: Vec<String> = args
            .iter()
            .map(|a| format!("{}.into()", a.replace('-', "_")))
            .collect();
        let _ = writeln!(
            rs,
            "\n    /// `{id}`\n    pub fn {name}<'a>(lang: Lang, {}) -> String {{\n        crate::catalog::format(lang, {i}, &[{}])\n    }}",
            params.join(", "),
            values.join(", ")
        );
    }
    rs.push_str("}\n\n/// Every message id, in the catalogs' order, with its placeholders.\npub const MESSAGES: &[(&str, &[&str])] = &[\n");
    for (id, args) in &order {
        let _ = writeln!(rs, "    ({id:?}, &{args:?}),");
    }
    rs.push_str("];\n\n/// The languages with a message file.\npub const FILES: &[&str] = &");
    let _ = writeln!(rs, "{codes:?};");
    std::fs::write(out.join("messages.rs"), rs).expect("write messages.rs");

    // What the catalogs' reader needs to know of them (apart from the API,
    // which calls the reader).
    let mut rs = String::from(
        "// Generated by crates/text/build.rs from locales/; do not edit.\n\n/// Where each catalog's messages start, and how many there are in all.\npub(crate) const STARTS: [usize; 4] = ",
    );
    let _ = writeln!(rs, "{starts:?};");
    rs.push_str("\n/// Each language's catalogs, built in (the CLI, the tests; the page\n/// fetches them).\n#[cfg(not(target_arch = \"wasm32\"))]\npub(crate) fn built_in(code: &str) -> Option<[&'static str; 3]> {\n    match code {\n");
    for code in &codes {
        let files: Vec<String> = PARTS
            .iter()
            .map(|suffix| {
                format!("include_str!(concat!(env!(\"OUT_DIR\"), \"/{code}{suffix}.msgs\"))")
            })
            .collect();
        let _ = writeln!(rs, "        {code:?} => Some([{}]),", files.join(", "));
    }
    rs.push_str("        _ => None,\n    }\n}\n");
    std::fs::write(out.join("layout.rs"), rs).expect("write layout.rs");
    std::fs::write(out.join("check.txt"), problems.join("\n")).expect("write check.txt");
}
