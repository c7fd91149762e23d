//! The message files are complete: every language has every message of the
//! reference (`en.ftl`) with the same placeholders and nothing else, every
//! message is used by the code, and every language of the app has a file.

use nardy_text::{Lang, FILES, MESSAGES};
use std::path::Path;

#[test]
fn every_language_has_every_message_with_the_same_placeholders() {
    // Written by build.rs while compiling the files: a missing or extra
    // message, placeholders that differ, a syntax error.
    let problems = include_str!(concat!(env!("OUT_DIR"), "/check.txt"));
    assert!(
        problems.is_empty(),
        "the message files need fixing:\n{problems}"
    );
    for lang in Lang::ALL {
        assert!(
            FILES.contains(&lang.code()),
            "no locales/{}.ftl",
            lang.code()
        );
        assert!(nardy_text::is_loaded(lang));
    }
}

/// Every `.rs` file of the workspace's code.
fn sources() -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut dirs = vec![root.join("src"), root.join("crates")];
    let mut all = String::new();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("a readable folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                if !path.ends_with("target") && !path.ends_with("locales") {
                    dirs.push(path);
                }
            } else if path.extension().is_some_and(|e| e == "rs") {
                all += &std::fs::read_to_string(&path).expect("a readable file");
            }
        }
    }
    all
}

#[test]
fn every_message_is_used() {
    let code = sources();
    let unused: Vec<&str> = MESSAGES
        .iter()
        .filter(|(id, args)| {
            let used = if args.is_empty() {
                let name: String = id
                    .split('-')
                    .map(|w| w[..1].to_ascii_uppercase() + &w[1..])
                    .collect();
                // A plain message is named T::Name (or Name inside a `use T::*`).
                code.contains(&format!("T::{name}")) || code.contains(&format!("{name} =>"))
            } else {
                code.contains(&format!("msg::{}(", id.replace('-', "_")))
            };
            !used
        })
        .map(|(id, _)| *id)
        .collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
}
