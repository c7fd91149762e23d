//! One word per concept: every Russian text of the app and the worker's
//! screens (all of them live in this crate) names each term of the game
//! the same way, the players' own (the seeds' words: лунка, шашка, зары,
//! голова, выбросить, дом), and never a synonym that would make a reader
//! wonder whether it is something else.

use std::path::Path;

/// A concept, the stem every text uses for it, and stems it must not use.
struct Term {
    concept: &'static str,
    word: &'static str,
    not: &'static [&'static str],
}

const GLOSSARY: &[Term] = &[
    Term {
        concept: "point",
        word: "лунк",
        not: &["пункт"],
    },
    Term {
        concept: "checker",
        word: "шашк",
        not: &["фишк"],
    },
    Term {
        concept: "die, dice",
        word: "зар",
        not: &["кост", "кубик"],
    },
    Term {
        concept: "the doubling cube",
        word: "куб",
        not: &["кубик"],
    },
    Term {
        concept: "head",
        word: "голов",
        not: &[],
    },
    Term {
        concept: "bear off",
        word: "выбр",
        not: &["сброс", "сброш", "вывед", "вывест"],
    },
    Term {
        concept: "home",
        word: "дом",
        not: &["баз"],
    },
    Term {
        concept: "mars",
        word: "марс",
        not: &[],
    },
    Term {
        concept: "oin",
        word: "оин",
        not: &[],
    },
    Term {
        concept: "koks",
        word: "кокс",
        not: &[],
    },
];

/// The text of every string literal in the crate's sources, and every
/// line of the Russian messages.
fn strings() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("a readable folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a readable file");
            let name = path.display().to_string();
            let mut rest = text.as_str();
            while let Some(start) = rest.find('"') {
                let body = &rest[start + 1..];
                let mut end = 0;
                let mut escaped = false;
                for (i, c) in body.char_indices() {
                    match (escaped, c) {
                        (false, '\\') => escaped = true,
                        (false, '"') => {
                            end = i;
                            break;
                        }
                        _ => escaped = false,
                    }
                }
                out.push((name.clone(), body[..end].to_string()));
                rest = &body[end + 1..];
            }
        }
    }
    // The Russian message file and its folder: each line but comments.
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut files = vec![locales.join("ru.ftl")];
    if let Ok(parts) = std::fs::read_dir(locales.join("ru")) {
        files.extend(parts.map(|e| e.expect("an entry").path()));
    }
    for path in files {
        let text = std::fs::read_to_string(&path).expect("a readable file");
        let name = path.display().to_string();
        for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            out.push((name.clone(), line.to_string()));
        }
    }
    out
}

/// The Cyrillic words of a text, lower-cased.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !matches!(c, 'а'..='я' | 'А'..='Я' | 'ё' | 'Ё'))
        .filter(|w| !w.is_empty())
        .map(|w| w.to_lowercase())
        .collect()
}

#[test]
fn every_russian_text_names_each_term_of_the_game_the_same_way() {
    let texts = strings();
    let russian: Vec<(String, String)> = texts
        .into_iter()
        .filter(|(_, t)| !words(t).is_empty())
        .collect();
    assert!(russian.len() > 200, "{} Russian texts found", russian.len());
    let mut wrong = Vec::new();
    for term in GLOSSARY {
        let mut used = 0;
        for (file, text) in &russian {
            for w in words(text) {
                if w.starts_with(term.word) {
                    used += 1;
                }
                if let Some(bad) = term.not.iter().find(|n| w.starts_with(*n)) {
                    wrong.push(format!(
                        "{file}: «{w}» for {} (say «{}…», not «{bad}…»): {text}",
                        term.concept, term.word
                    ));
                }
            }
        }
        assert!(used > 0, "the glossary's «{}» is used nowhere", term.word);
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
