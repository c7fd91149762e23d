//! The `nardy` command's output format and its errors on bad input.

mod common;
use common::{nardy, nardy_with_input};
use std::process::Output;

const START: &str = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w";

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// Exit code 2 and exactly one line on standard error that contains `needle`.
fn assert_error(args: &[&str], needle: &str) {
    let o = nardy(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}");
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(
        err.starts_with("error: ") && err.contains(needle),
        "{args:?}: {err}"
    );
    assert!(stdout(&o).is_empty());
}

#[test]
fn moves_prints_turn_tab_result() {
    let o = nardy(&["moves", START, "6-5"]);
    assert!(o.status.success());
    let out = stdout(&o);
    let (turn, result) = out.trim_end().split_once('\t').unwrap();
    assert!(turn == "24/18 18/13" || turn == "24/19 19/13", "{turn}");
    assert_eq!(
        result,
        "0,0,0,0,0,0,0,0,0,0,0,-15,1,0,0,0,0,0,0,0,0,0,0,14 b"
    );
    assert_eq!(out.lines().count(), 1);
}

#[test]
fn moves_lines_are_sorted_by_position() {
    let out = stdout(&nardy(&["moves", START, "3-3"]));
    let results: Vec<&str> = out.lines().map(|l| l.split('\t').nth(1).unwrap()).collect();
    assert_eq!(results.len(), 2);
    let mut sorted = results.clone();
    sorted.sort();
    assert_eq!(results, sorted);
}

#[test]
fn moves_prints_pass_when_nothing_moves() {
    let blocked = "0,0,0,0,0,0,0,0,0,0,0,-13,0,0,0,0,0,-1,-1,0,0,0,0,15 w";
    let out = stdout(&nardy(&["moves", blocked, "6-5"]));
    assert_eq!(
        out,
        "pass\t0,0,0,0,0,0,0,0,0,0,0,-13,0,0,0,0,0,-1,-1,0,0,0,0,15 b\n"
    );
}

#[test]
fn batch_answers_each_line_and_survives_bad_ones() {
    let input =
        format!("{START}\t6-5\nnot a position\t6-5\n{START}\t7-1\n{START} 6-5\n{START}\t1-1\n");
    let out = String::from_utf8(nardy_with_input(&["moves", "--batch"], &input).stdout).unwrap();
    let blocks: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(blocks.len(), 6, "five blocks and the tail: {out:?}");
    assert!(blocks[0].contains("\t0,0,0,0,0,0,0,0,0,0,0,-15,1,0"));
    assert!(
        blocks[1].starts_with("error: ") && blocks[1].contains("24 point counts"),
        "{}",
        blocks[1]
    );
    assert!(
        blocks[2].starts_with("error: ") && blocks[2].contains("dice"),
        "{}",
        blocks[2]
    );
    assert!(
        blocks[3].starts_with("error: ") && blocks[3].contains("tab"),
        "{}",
        blocks[3]
    );
    assert!(
        blocks[4].starts_with("24/23 23/22 22/21 21/20\t"),
        "{}",
        blocks[4]
    );
    assert_eq!(blocks[5], "");
}

#[test]
fn perft_prints_one_integer() {
    let o = nardy(&["perft", START, "2"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "484\n");
}

#[test]
fn hachapuri_perft_and_moves_follow_rules_md_8_4() {
    let start = "0,0,0,0,0,11,0,0,0,0,0,-4,0,0,0,0,0,-11,0,0,0,0,0,4 w";
    let o = nardy(&["perft", "--variant", "hachapuri", start, "2"]);
    assert_eq!(stdout(&o), "13260\n");
    let o = nardy(&["moves", "--variant", "hachapuri", start, "3-3"]);
    assert_eq!(stdout(&o).lines().count(), 5);
    // Long nardy's head rule on the same board: one checker off the head.
    let o = nardy(&["moves", start, "3-3"]);
    assert!(stdout(&o).lines().all(|l| l.matches("24/").count() <= 1));
}

#[test]
fn bad_input_is_a_one_line_error_with_exit_code_2() {
    assert_error(&["moves", "0,0,0 w", "6-5"], "24 point counts, found 3");
    assert_error(
        &["moves", &START.replace("15 w", "16 w"), "6-5"],
        "out of range",
    );
    assert_error(&["moves", &START.replace(" w", " q"), "6-5"], "'w' or 'b'");
    assert_error(&["moves", START, "6-7"], "dice must look like 6-5");
    assert_error(
        &[
            "moves",
            "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,0 b",
            "6-5",
        ],
        "game is over",
    );
    assert_error(&["perft", START, "x"], "depth must be");
    assert_error(&["perft", "nonsense", "1"], "side to move");
}

#[test]
fn bad_arguments_are_a_one_line_error_with_exit_code_2() {
    assert_error(&["frobnicate"], "unrecognized subcommand 'frobnicate'");
    assert_error(&[], "no command given");
    assert_error(&["moves", START], "<DICE>");
    // Not "unknown command": targets is a command, its dice are missing.
    assert_error(
        &["targets", START],
        "not provided: <DICE>; see 'nardy help targets'",
    );
    assert_error(
        &["targets", START, "6-5", "6-5"],
        "unexpected argument '6-5'",
    );
    assert_error(&["levels", "--frob", "1"], "unexpected argument '--frob'");
    assert_error(
        &["levels", "--games", "many"],
        "invalid value 'many' for '--games <N>'",
    );
    assert_error(&["record", "--koks", "maybe"], "possible values: yes, no");
}

#[test]
fn help_goes_to_standard_output_with_exit_code_0() {
    let o = nardy(&["--help"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stderr(&o).is_empty());
    let out = stdout(&o);
    for command in [
        "moves", "targets", "perft", "bench", "engine", "match", "levels", "record", "train",
    ] {
        assert!(
            out.lines().any(|l| l.starts_with(&format!("  {command} "))),
            "{command} listed: {out}"
        );
    }
    let o = nardy(&["help", "targets"]);
    assert_eq!(o.status.code(), Some(0));
    let help = stdout(&o);
    assert!(
        help.contains("Where each movable checker can go")
            && help.contains("Usage: nardy targets [OPTIONS] <POSITION> <DICE>"),
        "{help}"
    );
    assert_eq!(stdout(&nardy(&["targets", "--help"])), help);
}

#[test]
fn targets_lists_destinations_in_absolute_points() {
    // Start, 6-5: the head checker reaches 18, 19 and (with both dice) 13.
    let o = nardy(&["targets", START, "6-5"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "24\t19 18 13\n");
    // Black's first move from its head (absolute 12) with 6-5 ends on 1.
    let black = "0,0,0,0,0,0,0,0,0,0,0,-15,1,0,0,0,0,0,0,0,0,0,0,14 b";
    assert_eq!(stdout(&nardy(&["targets", black, "6-5"])), "12\t7 6 1\n");
    // Bearing off shows as 'off'.
    let home = "0,0,0,1,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,0 w";
    assert_eq!(stdout(&nardy(&["targets", home, "6-1"])), "4\t3 off\n");
}

#[test]
fn bearoff_prints_the_distributions() {
    // A lone checker on the 6-point: off in one roll with 3/4 (see the ai
    // crate's bear-off tests for the count), else in two.
    let out = stdout(&nardy(&["bearoff", "0,0,0,0,0,1"]));
    assert!(
        out.starts_with("database: 54264 positions, generated in "),
        "{out}"
    );
    assert!(
        out.contains(
            "all off: expected 1.2500 rolls\n   1 rolls: 0.750000\n   2 rolls: 0.250000\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("first off: already borne off (no mars)"),
        "{out}"
    );
    // All 15 on the 6-point: a first checker leaves on the first roll with 17/36.
    let out = stdout(&nardy(&["bearoff", "0,0,0,0,0,15"]));
    assert!(out.contains("first off: expected "), "{out}");
    assert!(
        out.contains(&format!("   1 rolls: {:.6}\n", 17.0 / 36.0)),
        "{out}"
    );
    assert_error(
        &["bearoff", "0,0,0,0,0,16"],
        "16 checkers; a side has at most 15",
    );
    assert_error(
        &["bearoff", "1,2,3"],
        "six counts, one per home point, found 3",
    );
    assert_error(&["bearoff", "1,x,0,0,0,0"], "not six whole numbers");
}

#[test]
fn moves_and_targets_play_classics_equalising_turn_on_request() {
    // White is all off; Black has one checker left on its 1-point.
    let last = "0,0,0,0,0,0,0,0,0,0,0,0,-1,0,0,0,0,0,0,0,0,0,0,0 b";
    let o = nardy(&["moves", last, "6-1", "--equalising"]);
    assert_eq!(
        stdout(&o),
        "1/off\t0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 w\n"
    );
    assert_eq!(
        stdout(&nardy(&["targets", last, "6-1", "--equalising"])),
        "13\toff\n"
    );
    // Without the flag the game is over, as RULES.md §6 says.
    let o = nardy(&["moves", last, "6-1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("the game is over"), "{}", stderr(&o));
}

/// `nardy moves --batch < file | head -1`: once the reader has its line and
/// goes away, nardy ends quietly (exit 0, nothing on standard error)
/// instead of a panic or a "Broken pipe" error.
#[test]
fn a_reader_that_goes_away_ends_nardy_quietly() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_nardy"))
        .args(["moves", "--batch"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nardy runs");
    // More answers than a pipe holds (each about 70 bytes), so nardy is
    // still writing when the reader leaves.
    let line = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w\t6-5\n";
    let mut stdin = child.stdin.take().expect("piped stdin");
    let feeder = std::thread::spawn(move || {
        // nardy may stop reading first: that write failing is expected.
        let _ = stdin.write_all(line.repeat(20_000).as_bytes());
    });
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("piped stdout"))
        .read_line(&mut first)
        .expect("a first answer");
    assert!(first.starts_with("24/18 18/13\t"), "{first}");
    // The reader (and its end of the pipe) is dropped here.
    let out = child.wait_with_output().expect("nardy finishes");
    feeder.join().expect("the feeder ends");
    assert!(out.status.success(), "{:?}: {}", out.status, stderr(&out));
    assert_eq!(stderr(&out), "");
}
