//! `nardy analyse`, `eval`, `rollout`, `review` and `match --black-cmd`
//! from the outside: the formats docs/cli.md documents.

mod common;
use common::{nardy, nardy_with_input};

const MIDGAME: &str = "2,3,1,1,1,-7,0,1,0,1,0,-2,-2,-2,-2,0,0,2,0,1,0,1,0,1 w";

fn stdout(args: &[&str]) -> Vec<String> {
    let out = nardy(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

/// The number after `label ` in `line`.
fn figure(line: &str, label: &str) -> f64 {
    let rest = &line[line
        .find(label)
        .unwrap_or_else(|| panic!("{label} in {line}"))
        + label.len()..];
    rest.split_whitespace()
        .next()
        .unwrap()
        .trim_end_matches('%')
        .parse()
        .unwrap()
}

#[test]
fn analyse_lists_every_result_once_best_first_and_its_first_is_the_engines_turn() {
    let moves = stdout(&["moves", MIDGAME, "6-4"]);
    let lines = stdout(&["analyse", MIDGAME, "6-4", "--depth", "1"]);
    assert_eq!(lines.len(), moves.len());
    assert!(
        lines[0].starts_with("  1. ") && lines[0].ends_with("1-ply"),
        "{}",
        lines[0]
    );
    assert_eq!(figure(&lines[0], "loss"), 0.0);
    let mut turns: Vec<&str> = lines
        .iter()
        .map(|l| l[5..].split("  ").next().unwrap().trim())
        .collect();
    let first = turns[0].to_string();
    turns.sort();
    let mut listed: Vec<&str> = moves
        .iter()
        .map(|m| m.split('\t').next().unwrap())
        .collect();
    listed.sort();
    assert_eq!(turns, listed);
    // The expert searches at 1-ply and plays the first line; master at 2.
    let expert = nardy_with_input(
        &["engine", "--level", "expert"],
        &format!("{MIDGAME} 6-4\n"),
    );
    assert_eq!(String::from_utf8(expert.stdout).unwrap().trim(), first);
    let best2 = stdout(&["analyse", MIDGAME, "6-4", "--top", "1"]);
    assert_eq!(best2.len(), 1);
    let master = nardy_with_input(&["engine", "--level", "max"], &format!("{MIDGAME} 6-4\n"));
    assert_eq!(
        String::from_utf8(master.stdout).unwrap().trim(),
        best2[0][5..].split("  ").next().unwrap().trim()
    );
    for line in &lines {
        let win = figure(line, "win");
        assert!(
            (0.0..=100.0).contains(&win) && figure(line, "loss") >= -1.0,
            "{line}"
        );
    }

    let eval = stdout(&["eval", MIDGAME, "--depth", "1"]);
    assert!(
        eval[0].starts_with("white to roll: equity ") && eval[0].ends_with("(1-ply)"),
        "{eval:?}"
    );

    let bad = nardy(&["analyse", MIDGAME, "6-4", "--depth", "3"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("depth must be a whole number 0..2"));
}

/// `analyse --away`: in a match each line's equity is the equivalent money
/// game's at that score. Both sides needing one point, a mars counts as a
/// single game: the equity is 2·win − 1 and the lines rank by the chance
/// to win alone; in money play a mars counts.
#[test]
fn analyse_at_a_match_s_score_weighs_a_mars_by_it() {
    let at_dmp = stdout(&["analyse", MIDGAME, "6-4", "--depth", "0", "--away", "1,1"]);
    let money = stdout(&["analyse", MIDGAME, "6-4", "--depth", "0"]);
    assert_eq!(at_dmp.len(), money.len());
    let win = |l: &str| figure(l, "win");
    for line in &at_dmp {
        let expected = 2.0 * win(line) / 100.0 - 1.0;
        assert!((figure(line, "equity") - expected).abs() < 2e-3, "{line}");
    }
    assert!(at_dmp.windows(2).all(|w| win(&w[0]) >= win(&w[1]) - 0.05));
    let mars = |l: &str| figure(l, "win-mars") - figure(l, "lose-mars");
    let counted = money
        .iter()
        .any(|l| (figure(l, "equity") - (2.0 * win(l) - 100.0 + mars(l)) / 100.0).abs() < 2e-3);
    assert!(counted, "money play's equity counts the marses");
    let refused = nardy(&["analyse", MIDGAME, "6-4", "--away", "0,3"]);
    assert_eq!(refused.status.code(), Some(2));
}

/// Classic with its first mover: on a board White has borne off, Black's
/// equalising turn is ranked, and a turn that bears nothing off is marsed.
#[test]
fn analyse_ranks_classics_equalising_turn_with_its_first_mover() {
    let board = "0,0,0,0,0,0,0,0,0,0,0,0,-10,0,0,0,0,-5,0,0,0,0,0,0 b";
    let lines = stdout(&[
        "analyse",
        board,
        "2-1",
        "--variant",
        "classic",
        "--first",
        "w",
        "--depth",
        "1",
    ]);
    assert!(lines[0].contains("1/off"), "{lines:?}");
    assert_eq!(figure(&lines[0], "lose-mars"), 0.0, "{lines:?}");
    assert_eq!(figure(&lines[0], "equity"), -1.0, "{lines:?}");
    assert!(
        lines[1..].iter().all(|l| figure(l, "lose-mars") == 100.0),
        "{lines:?}"
    );
    // Without the first mover classic cannot be judged, and long nardy's
    // game is over there; --first is classic's alone.
    for args in [
        &["analyse", board, "2-1", "--variant", "classic"][..],
        &["analyse", board, "2-1"],
        &["analyse", MIDGAME, "2-1", "--first", "w"],
    ] {
        let out = nardy(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn a_rollout_is_reproducible_and_reviews_mark_the_turns_of_a_record() {
    let args = [
        "rollout",
        MIDGAME,
        "6-4",
        "--games",
        "40",
        "--candidates",
        "2",
        "--seed",
        "3",
    ];
    let once = stdout(&args);
    assert_eq!(once.len(), 2);
    assert!(
        once[0].contains(" ± ") && once[0].ends_with("; 40 games)"),
        "{once:?}"
    );
    assert_eq!(stdout(&args), once);
    let position = stdout(&["rollout", MIDGAME, "--games", "20", "--threads", "1"]);
    assert!(
        position[0].starts_with("white to roll: equity "),
        "{position:?}"
    );

    let record = stdout(&[
        "record", "--white", "beginner", "--black", "advanced", "--length", "1", "--seed", "4",
    ]);
    let review = nardy_with_input(&["review", "-"], &(record.join("\n") + "\n"));
    assert!(review.status.success());
    let lines: Vec<String> = String::from_utf8(review.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    let turns = record
        .iter()
        .filter(|l| l.contains(": ") && l.starts_with(char::is_numeric))
        .count();
    assert_eq!(lines.len(), turns + 2, "{lines:?}");
    assert!(lines[0].starts_with("1.1 "));
    let white = lines.iter().find(|l| l.starts_with("white: ")).unwrap();
    let black = lines.iter().find(|l| l.starts_with("black: ")).unwrap();
    // The beginner (noisy) errs far more than the advanced level.
    assert!(
        figure(white, "error rate") > figure(black, "error rate"),
        "{white}\n{black}"
    );
    assert!(lines
        .iter()
        .any(|l| l.contains(" ?? ") || l.contains(" ? ") || l.contains(" ?! ")));
}

#[test]
fn a_match_against_an_engine_program_plays_through_the_protocol() {
    let exe = env!("CARGO_BIN_EXE_nardy");
    let starts = std::env::temp_dir().join(format!("nardy-engine-starts-{}", std::process::id()));
    let _ = std::fs::remove_file(&starts);
    let out = stdout(&[
        "match",
        "--white",
        "advanced",
        "--black-cmd",
        &format!(
            "echo started >> '{}'; {exe} engine --level advanced",
            starts.display()
        ),
        "--games",
        "4",
        "--threads",
        "1",
    ]);
    // The same level as a program: duplicate dice cancel exactly.
    assert!(
        out[0].contains("4 games, advanced scores +0.000"),
        "{out:?}"
    );
    // One program serves the four games of a one-thread match.
    let started = std::fs::read_to_string(&starts).unwrap();
    let _ = std::fs::remove_file(&starts);
    assert_eq!(started.lines().count(), 1, "{started}");

    let broken = nardy(&[
        "match",
        "--white",
        "advanced",
        "--black-cmd",
        "echo 24/1",
        "--games",
        "2",
    ]);
    assert_eq!(broken.status.code(), Some(2));
    let err = String::from_utf8_lossy(&broken.stderr);
    assert!(err.starts_with("error: the engine 'echo 24/1': "), "{err}");
}

#[test]
fn the_error_rate_benchmark_scores_every_level_on_the_labelled_decisions() {
    let bench = concat!(env!("CARGO_MANIFEST_DIR"), "/../ai/bench/er.txt");
    let lines = stdout(&["er", "--bench", bench, "--limit", "15"]);
    assert!(lines[0].starts_with("15 decisions (opening "), "{lines:?}");
    assert!(lines[1].starts_with("level") && lines[1].contains("bear-off"));
    let rate = |name: &str| -> f64 {
        let line = lines.iter().find(|l| l.starts_with(name)).unwrap();
        line.split_whitespace().nth(1).unwrap().parse().unwrap()
    };
    assert_eq!(lines.len(), 2 + 6, "{lines:?}");
    // The noisiest level errs more than the strongest.
    assert!(rate("beginner") > rate("master"), "{lines:?}");
    for level in [
        "beginner",
        "casual",
        "intermediate",
        "advanced",
        "expert",
        "master",
    ] {
        assert!(rate(level) >= 0.0, "{lines:?}");
    }

    let bad = nardy(&["er", "--bench", "/nonexistent/er.txt"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("cannot read /nonexistent/er.txt"));
}

#[test]
fn eval_with_the_cube_prints_the_cube_decision() {
    let sure = "2,0,0,0,0,0,0,0,0,0,0,0,-3,-2,0,0,0,0,0,0,0,0,0,0 w";
    let start = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w";
    let money = stdout(&["eval", &format!("{sure} cube=1c"), "--depth", "1"]);
    assert_eq!(money.len(), 2, "{money:?}");
    assert!(
        money[1].starts_with("cube 1c (money): no double +1.0000"),
        "{money:?}"
    );
    assert!(money[1].ends_with(": double, pass"), "{money:?}");
    let early = stdout(&["eval", &format!("{start} cube=1c"), "--depth", "1"]);
    assert!(early[1].ends_with(": no double, take"), "{early:?}");
    // Match play: match-winning chances; 3-away each at the start.
    let in_match = stdout(&[
        "eval",
        &format!("{start} cube=1c"),
        "--depth",
        "1",
        "--away",
        "3,3",
    ]);
    assert!(
        in_match[1].starts_with("cube 1c (3-away, 3-away): no double "),
        "{in_match:?}"
    );
    let pass: f64 = in_match[1]
        .split("double/pass ")
        .nth(1)
        .unwrap()
        .split('%')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(pass > 50.0 && pass < 100.0, "{in_match:?}");
    // A sure win with White's cube at 2 and White 2-away: a double would
    // gain nothing, and the line says why there is none.
    let dead = stdout(&[
        "eval",
        &format!("{sure} cube=2w"),
        "--depth",
        "1",
        "--away",
        "2,5",
    ]);
    assert!(
        dead[1].contains(": no double (the cube is dead: a double gains nothing)"),
        "{dead:?}"
    );
    // Without the cube, one line as before; a cube the side cannot use is an error.
    assert_eq!(stdout(&["eval", start, "--depth", "0"]).len(), 1);
    let out = nardy(&["eval", &format!("{sure} cube=2b")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the cube is Black's"));
    let out = nardy(&["eval", start, "--away", "3,3"]);
    assert_eq!(out.status.code(), Some(2));
}

/// Classic's equalising turn is reviewed like any other (it was refused
/// as "the game is over" when the first mover had borne off all 15).
#[test]
fn a_drawn_classic_game_is_reviewed_to_its_last_turn() {
    let out = nardy(&[
        "record",
        "--variant",
        "classic",
        "--seed",
        "3",
        "--length",
        "1",
        "--white",
        "intermediate",
        "--black",
        "intermediate",
    ]);
    let record = String::from_utf8(out.stdout).unwrap();
    assert!(record.contains("Drawn: 0 points"), "{record}");
    let dir = std::env::temp_dir().join(format!("nardy-classic-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("drawn.txt");
    std::fs::write(&file, &record).unwrap();
    let lines = stdout(&["review", file.to_str().unwrap()]);
    // The drawn game's last turn (Black's equalising turn) has its line.
    let game_one = record.split("Game 2").next().unwrap();
    let last = game_one
        .lines()
        .filter(|l| {
            l.split_once(". ")
                .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
        })
        .count();
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with(&format!("1.{last} black"))),
        "{last}: {lines:?}"
    );
}
