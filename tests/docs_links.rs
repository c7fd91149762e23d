//! The README stays a ten-minute read, and every relative link in it, in
//! ARCHITECTURE.md, CHANGELOG.md and docs/*.md leads somewhere: the file
//! (or folder) exists, and a `#anchor` names a heading of the target file
//! by its GitHub slug (lowercase, spaces to `-`, punctuation other than `-`
//! and `_` left out, Unicode letters kept). Links inside code are not
//! links; links with a scheme (`https:`, `mailto:`) are not checked.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The README's length, at most: what a reader gets through in ten minutes.
const README_MAX_LINES: usize = 250;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The documents whose links are checked.
fn documents() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = ["README.md", "ARCHITECTURE.md", "CHANGELOG.md"]
        .iter()
        .map(|name| root().join(name))
        .collect();
    let mut docs: Vec<PathBuf> = fs::read_dir(root().join("docs"))
        .expect("docs/ is readable")
        .map(|entry| entry.expect("an entry of docs/").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    files
}

/// The text with fenced code blocks and inline code spans blanked out
/// (each character but a line break becomes a space, so byte offsets and
/// line numbers stay those of the file).
fn without_code(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_fence = false;
    for line in text.split_inclusive('\n') {
        let fence = line.trim_start().starts_with("```");
        if in_fence || fence {
            out.extend(line.chars().map(blank));
            if fence {
                in_fence = !in_fence;
            }
        } else {
            out.push_str(line);
        }
    }
    blank_code_spans(&out)
}

fn blank(c: char) -> char {
    if c == '\n' {
        '\n'
    } else {
        ' '
    }
}

/// Blanks each inline code span: a run of backticks up to the next run of
/// the same length (a run with no partner is left as it is).
fn blank_code_spans(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = chars.clone();
    let run_at = |i: usize| chars[i..].iter().take_while(|&&c| c == '`').count();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '`' {
            i += 1;
            continue;
        }
        let n = run_at(i);
        let mut j = i + n;
        let mut close = None;
        while j < chars.len() {
            if chars[j] == '`' {
                let m = run_at(j);
                if m == n {
                    close = Some(j);
                    break;
                }
                j += m;
            } else {
                j += 1;
            }
        }
        match close {
            Some(j) => {
                for c in &mut out[i..j + n] {
                    *c = blank(*c);
                }
                i = j + n;
            }
            None => i += n,
        }
    }
    out.into_iter().collect()
}

/// Every inline link's destination (`[text](dest)`, `![alt](dest)`) with
/// the line it starts on.
fn links(text: &str) -> Vec<(usize, String)> {
    let plain = without_code(text);
    let chars: Vec<char> = plain.chars().collect();
    let mut found = Vec::new();
    let mut line = 1;
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '\n' {
            line += 1;
        }
        if chars[i] != '[' {
            i += 1;
            continue;
        }
        // The link text, brackets nested.
        let mut depth = 0;
        let mut j = i;
        let mut end = None;
        while j < chars.len() {
            match chars[j] {
                '[' => depth += 1,
                ']' => {
                    depth -= 1;
                    if depth == 0 {
                        end = Some(j);
                        break;
                    }
                }
                _ => {}
            }
            j += 1;
        }
        let Some(close) = end else {
            i += 1;
            continue;
        };
        if chars.get(close + 1) != Some(&'(') {
            i += 1;
            continue;
        }
        // The destination, parentheses balanced, up to a title if any.
        let mut depth = 0;
        let mut k = close + 1;
        let mut dest_end = None;
        while k < chars.len() {
            match chars[k] {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        dest_end = Some(k);
                        break;
                    }
                }
                _ => {}
            }
            k += 1;
        }
        let Some(dest_end) = dest_end else {
            i += 1;
            continue;
        };
        let inside: String = chars[close + 2..dest_end].iter().collect();
        let dest = inside
            .split_whitespace()
            .next()
            .unwrap_or("")
            .trim_start_matches('<')
            .trim_end_matches('>')
            .to_string();
        found.push((line, dest));
        // Go on inside the link text: an image may sit in a link.
        i += 1;
    }
    found
}

/// A heading's GitHub anchor.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|&c| c.is_alphanumeric() || c == '-' || c == '_' || c == ' ')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a Markdown file's headings (outside code), a repeated
/// one numbered as GitHub numbers it (`name`, `name-1`, …).
fn anchors(text: &str) -> Vec<String> {
    let plain = without_code_fences_only(text);
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut out = Vec::new();
    for line in plain.lines() {
        let hashes = line.chars().take_while(|&c| c == '#').count();
        if hashes == 0 || hashes > 6 || !line[hashes..].starts_with(' ') {
            continue;
        }
        let base = slug(line[hashes..].trim_end_matches('#'));
        let n = seen.entry(base.clone()).or_insert(0);
        out.push(if *n == 0 {
            base.clone()
        } else {
            format!("{base}-{n}")
        });
        *n += 1;
    }
    out
}

/// The text without its fenced code blocks (a heading keeps its inline
/// code: GitHub drops only the backticks, which `slug` leaves out).
fn without_code_fences_only(text: &str) -> String {
    let mut out = String::new();
    let mut in_fence = false;
    for line in text.lines() {
        let fence = line.trim_start().starts_with("```");
        if !in_fence && !fence {
            out.push_str(line);
        }
        out.push('\n');
        if fence {
            in_fence = !in_fence;
        }
    }
    out
}

/// A path as the repository names it, where it is inside the repository.
fn shown(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// What is wrong with one link of `file`, if anything.
fn broken(file: &Path, dest: &str) -> Option<String> {
    if dest.is_empty() {
        return Some("an empty link".into());
    }
    let has_scheme = dest.split_once(':').is_some_and(|(scheme, _)| {
        scheme
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '+')
    });
    if has_scheme || dest.starts_with("//") {
        return None;
    }
    let (path, anchor) = match dest.split_once('#') {
        Some((path, anchor)) => (path, Some(anchor)),
        None => (dest, None),
    };
    // Outside the repository (`../shared/RULES.md`, the team's folder
    // beside it): not the repository's to check, and absent from a clone.
    let depth = file
        .parent()
        .and_then(|dir| dir.strip_prefix(root()).ok())
        .map_or(0, |dir| dir.components().count());
    let ups = path.split('/').take_while(|part| *part == "..").count();
    if ups > depth {
        return None;
    }
    let target = if path.is_empty() {
        file.to_path_buf()
    } else {
        file.parent().expect("a document's folder").join(path)
    };
    if !target.exists() {
        return Some(format!("no such file: {}", shown(&target)));
    }
    let anchor = anchor?;
    if target.extension().is_none_or(|ext| ext != "md") {
        return None;
    }
    let text = fs::read_to_string(&target).expect("the linked document is readable");
    let known = anchors(&text);
    if known.iter().any(|a| a == anchor) {
        None
    } else {
        Some(format!(
            "no heading of {} has the anchor #{anchor} (its anchors: {})",
            shown(&target),
            known.join(", ")
        ))
    }
}

#[test]
fn the_readme_stays_short_and_every_link_in_it_and_the_docs_resolves() {
    let readme = fs::read_to_string(root().join("README.md")).expect("README.md is readable");
    let lines = readme.lines().count();
    assert!(
        lines <= README_MAX_LINES,
        "README.md has {lines} lines, more than {README_MAX_LINES}: move the detail to docs/"
    );

    let mut problems = Vec::new();
    let mut checked = 0;
    for file in documents() {
        let text = fs::read_to_string(&file).expect("a document is readable");
        for (line, dest) in links(&text) {
            checked += 1;
            if let Some(why) = broken(&file, &dest) {
                problems.push(format!("{}:{line}: ({dest}) {why}", shown(&file)));
            }
        }
    }
    assert!(checked > 0, "no links found: the reader is broken");
    assert!(
        problems.is_empty(),
        "{} broken link(s):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn headings_are_slugged_as_github_slugs_them() {
    assert_eq!(
        slug("Dice two players can check (a friend by link)"),
        "dice-two-players-can-check-a-friend-by-link"
    );
    assert_eq!(slug("The review's ladder"), "the-reviews-ladder");
    assert_eq!(slug("The `nardy` command"), "the-nardy-command");
    assert_eq!(
        slug("Long Nardy — длинные нарды"),
        "long-nardy--длинные-нарды"
    );
    assert_eq!(
        links("a [link](docs/a.md#b) and `[not](x.md)`, ![img](s.png \"t\")"),
        vec![(1, "docs/a.md#b".to_string()), (1, "s.png".to_string())]
    );
    assert_eq!(
        anchors("# A\n```\n# not a heading\n```\n## A\n"),
        vec!["a", "a-1"]
    );
}
