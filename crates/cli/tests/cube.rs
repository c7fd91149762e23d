//! `nardy cube-model` and `nardy cube-er`: the cube model's figures and its
//! decisions against the rollout-labelled set (crates/ai/bench/cube.txt).

mod common;
use common::nardy;

fn stdout(args: &[&str]) -> String {
    let out = nardy(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The number after `label ` in `line`, without a trailing `%` or `,`.
fn figure(line: &str, label: &str) -> f64 {
    let at = line
        .find(label)
        .unwrap_or_else(|| panic!("{label} in {line}"));
    line[at + label.len()..]
        .split_whitespace()
        .next()
        .unwrap()
        .trim_end_matches([',', ';', '%'])
        .parse()
        .unwrap()
}

const BENCH: &str = "../ai/bench/cube.txt";

#[test]
fn nardys_cube_model_beats_backgammons_on_the_labelled_decisions() {
    let text = stdout(&[
        "cube-er",
        "--bench",
        BENCH,
        "--bot",
        "master",
        "--bot",
        "master@bg",
        "--bot",
        "beginner",
    ]);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("200 cube decisions"), "{text}");
    let rate = |bot: &str| {
        let line = lines
            .iter()
            .find(|l| l.starts_with(&format!("{bot}:")))
            .unwrap_or_else(|| panic!("{bot} in {text}"));
        figure(line, "cube error rate")
    };
    // The measured model gives up less than backgammon's, and the weakest
    // level far more (its noise reaches the cube too).
    assert!(rate("master") < rate("master@bg"), "{text}");
    assert!(rate("beginner") > 3.0 * rate("master"), "{text}");
}

#[test]
fn a_label_the_equities_contradict_is_an_error_naming_the_line() {
    let dir = std::env::temp_dir().join(format!("nardy-cube-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("cube.txt");
    std::fs::write(
        &file,
        "0,0,0,-1,0,0,0,0,0,0,0,-14,0,1,0,0,0,0,0,0,0,0,0,14 w\t0.39\t0.44\t0.1\t100\tno-double/take\n",
    )
    .unwrap();
    let out = nardy(&["cube-er", "--bench", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("line 1") && err.contains("double/take"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_cube_model_prints_take_points_that_follow_from_its_table() {
    let text = stdout(&["cube-model", "--away", "3"]);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].contains("cube life 0.78"), "{text}");
    // No mars chances: Janowski's take point at life 0.78 lies between
    // the live cube's 20% and the dead cube's 25%.
    let take = figure(lines[2], "take point");
    assert!((20.0..25.0).contains(&take), "{text}");
    // The table: row 2 of "match equity", and at 2-away each the take
    // point is what passing leaves (needing 2 against 1).
    let table = lines
        .iter()
        .position(|l| l.starts_with("match equity"))
        .unwrap();
    let row2: Vec<&str> = lines[table + 3].split_whitespace().collect();
    let takes = lines
        .iter()
        .position(|l| l.starts_with("take points"))
        .unwrap();
    let at_2_2: Vec<&str> = lines[takes + 2].split_whitespace().collect();
    assert_eq!(row2[0], "2");
    assert_eq!(row2[1], at_2_2[1], "{text}");
    // Needing 1 against 2 before the Crawford game, and 2 against 1, sum to 1.
    let row1: Vec<&str> = lines[table + 2].split_whitespace().collect();
    let pct = |s: &str| s.trim_end_matches('%').parse::<f64>().unwrap();
    assert!((pct(row1[2]) + pct(row2[1]) - 100.0).abs() < 0.11, "{text}");
}
