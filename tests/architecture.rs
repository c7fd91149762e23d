//! The workspace's structure, checked: no two files import each other in a
//! circle (in any crate), and in the app (`src/`) no import runs from a
//! lower floor up to a higher one. ARCHITECTURE.md draws the same floors.
//!
//! An import is a `use` or a path in code (`crate::state::model::AppState`,
//! `super::queries`), resolved to the file of the deepest module it names.
//! A `mod` declaration is not an import (a folder holds its files), and test
//! code (`#[cfg(test)]` items) is left out: tests may reach anywhere.

#[path = "architecture/graph.rs"]
mod graph;

use graph::{circles, Graph};
use std::path::Path;

/// The app's floors, lowest first: a file may import its own floor and the
/// floors below it, never one above.
const APP_FLOORS: &[&[&str]] = &[
    &["state"],
    &["store"],
    &["platform"],
    &["board", "panels"],
    &["app"],
    &["lib.rs", "main.rs"],
];

fn workspace() -> Vec<Graph> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut crates = vec![root.join("src")];
    let mut members: Vec<_> = std::fs::read_dir(root.join("crates"))
        .expect("crates/ is readable")
        .map(|e| e.expect("a crate folder").path().join("src"))
        .filter(|p| p.is_dir())
        .collect();
    members.sort();
    crates.extend(members);
    crates.iter().map(|src| Graph::of_crate(src)).collect()
}

#[test]
fn no_files_import_each_other_in_a_circle() {
    let mut found = Vec::new();
    for g in workspace() {
        for circle in circles(&g) {
            found.push(format!("{}: {}", g.name, circle.join(", ")));
        }
    }
    assert!(found.is_empty(), "import circles:\n{}", found.join("\n"));
}

#[test]
fn no_import_in_the_app_runs_up_a_floor() {
    let g = Graph::of_crate(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    let floor = |file: &str| {
        // A folder (`state/…`) or a file at the top (`store.rs`, `lib.rs`).
        let top = file.split('/').next().unwrap_or(file);
        let top = match top {
            "lib.rs" | "main.rs" => top,
            t => t.strip_suffix(".rs").unwrap_or(t),
        };
        APP_FLOORS
            .iter()
            .position(|f| f.contains(&top))
            .unwrap_or_else(|| panic!("{file} is on no floor of APP_FLOORS"))
    };
    let mut up = Vec::new();
    for (from, to) in g.edges() {
        if floor(to) > floor(from) {
            up.push(format!("{from} -> {to}"));
        }
    }
    assert!(
        up.is_empty(),
        "imports running up a floor:\n{}",
        up.join("\n")
    );
}

#[test]
fn the_checker_sees_a_circle_and_an_upward_import() {
    // Three small files that import each other in a circle, one of them
    // through a parent's re-export.
    let files = [
        ("lib.rs", "mod a; mod b; pub use a::A;"),
        ("a.rs", "use crate::b::B; pub struct A;"),
        ("b.rs", "pub struct B; fn f() -> crate::A { crate::a::A }"),
        ("c.rs", "#[cfg(test)] mod tests { use crate::a::A; }"),
    ];
    let g = Graph::of_files("demo", &files);
    assert_eq!(circles(&g), vec![vec!["a.rs", "b.rs", "lib.rs"]]);
    assert!(
        !g.edges().iter().any(|(f, _)| *f == "c.rs"),
        "test code is left out"
    );
}
