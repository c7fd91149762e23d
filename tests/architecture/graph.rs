//! The import graph of one crate, read from its source text (no parser
//! crate: the few forms used here are `use` trees and `crate::`/`super::`
//! paths, and a test of its own below keeps the reading honest).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// One crate's files and the imports between them.
pub struct Graph {
    pub name: String,
    /// Paths relative to the crate's `src/`, sorted.
    files: Vec<String>,
    /// Module path (`["state", "model"]`) to file index.
    modules: BTreeMap<Vec<String>, usize>,
    edges: BTreeSet<(usize, usize)>,
}

impl Graph {
    /// Reads every `.rs` file under `src`.
    pub fn of_crate(src: &Path) -> Graph {
        let mut files = Vec::new();
        collect(src, src, &mut files);
        // The package's name, from the first `name = "…"` of its manifest.
        let manifest = src.parent().map(|p| p.join("Cargo.toml"));
        let manifest = manifest.and_then(|m| std::fs::read_to_string(m).ok());
        let name = manifest
            .as_deref()
            .and_then(|m| m.lines().find_map(|l| l.strip_prefix("name = ")))
            .map_or("crate".into(), |n| n.trim_matches('"').to_string());
        let texts: Vec<(String, String)> = files
            .into_iter()
            .map(|rel| {
                let text = std::fs::read_to_string(src.join(&rel)).expect("a readable file");
                (rel, text)
            })
            .collect();
        let borrowed: Vec<(&str, &str)> = texts
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        Graph::of_files(&name, &borrowed)
    }

    /// The graph of `(path, text)` pairs, paths as under `src/`.
    pub fn of_files(name: &str, files: &[(&str, &str)]) -> Graph {
        let mut sorted: Vec<_> = files.to_vec();
        sorted.sort();
        let has_lib = sorted.iter().any(|(p, _)| *p == "lib.rs");
        let mut modules = BTreeMap::new();
        for (i, (path, _)) in sorted.iter().enumerate() {
            if let Some(m) = module_of(path, has_lib) {
                modules.insert(m, i);
            }
        }
        let mut g = Graph {
            name: name.into(),
            files: sorted.iter().map(|(p, _)| p.to_string()).collect(),
            modules,
            edges: BTreeSet::new(),
        };
        // Files of modules declared under `#[cfg(test)]` are test code.
        let mut tests: Vec<Vec<String>> = Vec::new();
        for (path, text) in &sorted {
            if let Some(here) = module_of(path, has_lib) {
                for name in test_modules(&strip(text)) {
                    let mut m = here.clone();
                    m.push(name);
                    tests.push(m);
                }
            }
        }
        for (i, (path, text)) in sorted.iter().enumerate() {
            let Some(here) = module_of(path, has_lib) else {
                continue;
            };
            if tests.iter().any(|t| here.starts_with(t)) {
                continue;
            }
            let code = without_tests(&strip(text));
            for p in paths(&code) {
                if let Some(j) = g.resolve(&here, &p) {
                    if j != i {
                        g.edges.insert((i, j));
                    }
                }
            }
        }
        g
    }

    /// Every import as (importing file, imported file).
    pub fn edges(&self) -> Vec<(&str, &str)> {
        self.edges
            .iter()
            .map(|&(a, b)| (self.files[a].as_str(), self.files[b].as_str()))
            .collect()
    }

    /// The file of the deepest module `path` names, seen from module `here`.
    fn resolve(&self, here: &[String], path: &[String]) -> Option<usize> {
        let mut at: Vec<String> = here.to_vec();
        let mut rest = path;
        match rest.first().map(String::as_str) {
            Some("crate") => {
                at.clear();
                rest = &rest[1..];
            }
            Some("self") => rest = &rest[1..],
            Some("super") => {
                while rest.first().map(String::as_str) == Some("super") {
                    at.pop()?;
                    rest = &rest[1..];
                }
            }
            // A path from a child module (`use errors::cut;`), or another crate.
            Some(first) => {
                let mut child = at.clone();
                child.push(first.to_string());
                if !self.modules.contains_key(&child) {
                    return None;
                }
            }
            None => return None,
        }
        for seg in rest {
            let mut next = at.clone();
            next.push(seg.clone());
            if self.modules.contains_key(&next) {
                at = next;
            } else {
                break;
            }
        }
        self.modules.get(&at).copied()
    }
}

/// Circles of files that import each other, each sorted, smallest file first.
pub fn circles(g: &Graph) -> Vec<Vec<&str>> {
    let n = g.files.len();
    let mut next: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &(a, b) in &g.edges {
        next[a].push(b);
    }
    // Tarjan's strongly connected components.
    struct Walk<'a> {
        next: &'a [Vec<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        count: usize,
        found: Vec<Vec<usize>>,
    }
    fn visit(w: &mut Walk, v: usize) {
        w.index[v] = Some(w.count);
        w.low[v] = w.count;
        w.count += 1;
        w.stack.push(v);
        w.on_stack[v] = true;
        for &u in &w.next[v] {
            match w.index[u] {
                None => {
                    visit(w, u);
                    w.low[v] = w.low[v].min(w.low[u]);
                }
                Some(i) if w.on_stack[u] => w.low[v] = w.low[v].min(i),
                Some(_) => {}
            }
        }
        if Some(w.low[v]) == w.index[v] {
            let mut part = Vec::new();
            while let Some(u) = w.stack.pop() {
                w.on_stack[u] = false;
                part.push(u);
                if u == v {
                    break;
                }
            }
            if part.len() > 1 {
                part.sort();
                w.found.push(part);
            }
        }
    }
    let mut w = Walk {
        next: &next,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        count: 0,
        found: Vec::new(),
    };
    for v in 0..n {
        if w.index[v].is_none() {
            visit(&mut w, v);
        }
    }
    let mut out: Vec<Vec<&str>> = w
        .found
        .into_iter()
        .map(|c| c.into_iter().map(|i| g.files[i].as_str()).collect())
        .collect();
    out.sort();
    out
}

fn collect(root: &Path, dir: &Path, out: &mut Vec<String>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("a readable folder")
        .map(|e| e.expect("an entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(root, &p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            let rel = p.strip_prefix(root).expect("under src");
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// `state/model.rs` → `["state", "model"]`; the crate's root is `[]`.
fn module_of(path: &str, has_lib: bool) -> Option<Vec<String>> {
    let root = if has_lib { "lib.rs" } else { "main.rs" };
    if path == root {
        return Some(Vec::new());
    }
    if path == "main.rs" || path.starts_with("bin/") {
        return None; // another crate root over the same files
    }
    let stem = path.strip_suffix(".rs")?;
    let stem = stem.strip_suffix("/mod").unwrap_or(stem);
    Some(stem.split('/').map(String::from).collect())
}

/// The text with comments, strings and character literals blanked out.
fn strip(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < c.len() {
        match c[i] {
            '/' if c.get(i + 1) == Some(&'/') => {
                while i < c.len() && c[i] != '\n' {
                    i += 1;
                }
            }
            '/' if c.get(i + 1) == Some(&'*') => {
                let mut depth = 0;
                while i < c.len() {
                    if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                        depth += 1;
                        i += 2;
                    } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                out.push(' ');
            }
            'r' if matches!(c.get(i + 1), Some('"' | '#'))
                && !c
                    .get(i.wrapping_sub(1))
                    .is_some_and(|p| p.is_alphanumeric() || *p == '_') =>
            {
                let mut hashes = 0;
                let mut j = i + 1;
                while c.get(j) == Some(&'#') {
                    hashes += 1;
                    j += 1;
                }
                if c.get(j) != Some(&'"') {
                    out.push('r');
                    i += 1;
                    continue;
                }
                j += 1;
                loop {
                    if j >= c.len() {
                        break;
                    }
                    if c[j] == '"' && (1..=hashes).all(|k| c.get(j + k) == Some(&'#')) {
                        j += 1 + hashes;
                        break;
                    }
                    j += 1;
                }
                out.push_str("\"\"");
                i = j;
            }
            '"' => {
                i += 1;
                while i < c.len() && c[i] != '"' {
                    if c[i] == '\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
                out.push_str("\"\"");
            }
            '\'' => {
                // A character literal ('x', '\n'), or a lifetime ('a).
                if c.get(i + 1) == Some(&'\\') {
                    i += 2;
                    while i < c.len() && c[i] != '\'' {
                        i += 1;
                    }
                    i += 1;
                    out.push_str("' '");
                } else if c.get(i + 2) == Some(&'\'') {
                    i += 3;
                    out.push_str("' '");
                } else {
                    out.push('\'');
                    i += 1;
                }
            }
            ch => {
                out.push(ch);
                i += 1;
            }
        }
    }
    out
}

/// The code without test items: those under a `#[cfg(...)]` that names
/// `test` (`#[cfg(test)]`, `#[cfg(all(test, feature = ""))]`).
fn without_tests(code: &str) -> String {
    let b = code.as_bytes();
    let mut out = String::with_capacity(code.len());
    let mut i = 0;
    while let Some(k) = code[i..].find("#[cfg(") {
        let at = i + k;
        let close = code[at..].find(']').map_or(b.len(), |e| at + e + 1);
        let attr = &code[at..close];
        let words: Vec<_> = tokenize(attr);
        let is_test = words.iter().any(|w| w == "test") && !attr.contains("not(test");
        out.push_str(&code[i..close]);
        i = close;
        if !is_test {
            continue;
        }
        out.truncate(out.len() - attr.len());
        let mut j = close;
        let mut depth = 0usize;
        while j < b.len() {
            match b[j] {
                b'{' => depth += 1,
                b'}' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        j += 1;
                        break;
                    }
                }
                b';' if depth == 0 => {
                    j += 1;
                    break;
                }
                _ => {}
            }
            j += 1;
        }
        i = j.min(b.len());
    }
    out.push_str(&code[i..]);
    out
}

/// The modules declared in files of their own under a test `#[cfg(...)]`
/// (`#[cfg(test)] mod nothing_lost;`).
fn test_modules(code: &str) -> Vec<String> {
    let kept = tokenize(&without_tests(code));
    let all = tokenize(code);
    let mods = |t: &[String]| -> Vec<String> {
        t.windows(3)
            .filter(|w| w[0] == "mod" && w[2] == ";")
            .map(|w| w[1].clone())
            .collect()
    };
    let kept = mods(&kept);
    mods(&all)
        .into_iter()
        .filter(|m| !kept.contains(m))
        .collect()
}

/// Every module path the code names: each leaf of its `use` trees, and
/// every `crate::`, `super::` or `self::` path elsewhere.
fn paths(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let tokens = tokenize(code);
    let mut i = 0;
    while i < tokens.len() {
        if tokens[i] == "use" && (i == 0 || tokens[i - 1] != "::") {
            let mut j = i + 1;
            use_tree(&tokens, &mut j, &mut Vec::new(), &mut out);
            i = j;
            continue;
        }
        let t = tokens[i].as_str();
        let starts_path = matches!(t, "crate" | "super" | "self")
            && tokens.get(i + 1).is_some_and(|n| n == "::")
            && (i == 0 || tokens[i - 1] != "::");
        if starts_path {
            let mut path = vec![t.to_string()];
            let mut j = i + 1;
            while tokens.get(j).is_some_and(|n| n == "::")
                && tokens.get(j + 1).is_some_and(|n| ident(n))
            {
                path.push(tokens[j + 1].clone());
                j += 2;
            }
            out.push(path);
            i = j;
            continue;
        }
        i += 1;
    }
    out
}

/// Reads one use tree from `tokens[*j]`, pushing each leaf's path.
fn use_tree(
    tokens: &[String],
    j: &mut usize,
    prefix: &mut Vec<String>,
    out: &mut Vec<Vec<String>>,
) {
    let start = prefix.len();
    loop {
        match tokens.get(*j).map(String::as_str) {
            Some("{") => {
                *j += 1;
                while *j < tokens.len() {
                    if tokens[*j] == "}" {
                        *j += 1;
                        break;
                    }
                    use_tree(tokens, j, prefix, out);
                    if tokens.get(*j).map(String::as_str) == Some(",") {
                        *j += 1;
                    }
                }
                break;
            }
            Some("::") => *j += 1,
            Some("self") if !prefix.is_empty() => {
                *j += 1;
                out.push(prefix.clone());
            }
            Some("*") => {
                *j += 1;
                out.push(prefix.clone());
            }
            Some(t) if ident(t) => {
                prefix.push(t.to_string());
                *j += 1;
                if tokens.get(*j).map(String::as_str) != Some("::") {
                    out.push(prefix.clone());
                    if tokens.get(*j).map(String::as_str) == Some("as") {
                        *j += 2;
                    }
                    break;
                }
            }
            _ => break,
        }
    }
    prefix.truncate(start);
    if tokens.get(*j).map(String::as_str) == Some(";") {
        *j += 1;
    }
}

fn ident(t: &str) -> bool {
    t.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
        && t.chars().all(|c| c.is_alphanumeric() || c == '_')
}

/// Identifiers (with `r#` kept), `::` and single punctuation characters.
fn tokenize(code: &str) -> Vec<String> {
    let c: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        if ch.is_alphanumeric() || ch == '_' {
            let s = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            let word: String = c[s..i].iter().collect();
            if word == "r" && c.get(i) == Some(&'#') {
                i += 1;
                let s2 = i;
                while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                    i += 1;
                }
                out.push(c[s2..i].iter().collect());
            } else {
                out.push(word);
            }
        } else if ch == ':' && c.get(i + 1) == Some(&':') {
            out.push("::".into());
            i += 2;
        } else if ch.is_whitespace() {
            i += 1;
        } else {
            out.push(ch.to_string());
            i += 1;
        }
    }
    out
}
