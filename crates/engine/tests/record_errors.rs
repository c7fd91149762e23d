//! Every way a match record can be wrong is reported on the right line, in
//! words that say what is wrong.

mod common;
use common::random_match::*;
use nardy_engine::{parse_record, write_record, Match};

const HEAD: &str = "Long Nardy record 1\nWhite: You\nMatch: 3\nKoks: no\nOpening: roll-again\n\n";

/// Lines 1-6 are `HEAD`; the body starts on line 7.
fn body(lines: &[&str]) -> String {
    let mut text = HEAD.to_string();
    for line in lines {
        text += line;
        text += "\n";
    }
    text
}

/// Reads `text`, expecting an error on `line` whose message holds every one of `words`.
fn assert_error(text: &str, line: usize, words: &[&str]) {
    let e = parse_record(text).map(|_| ()).expect_err(text);
    assert_eq!(e.line, line, "{e}\n{text}");
    assert!(e.to_string().starts_with(&format!("line {line}: ")), "{e}");
    for word in words {
        assert!(
            e.kind.to_string().contains(word),
            "'{word}' missing from: {e}"
        );
    }
}

#[test]
fn a_good_body_reads() {
    let text = body(&[
        "Game 1",
        "Opening 5-3",
        "1. w 6-5: 24/18 18/13",
        "2. b 4-2: 24/20 20/18",
    ]);
    parse_record(&text).unwrap();
}

#[test]
fn the_first_line_names_the_format_and_version() {
    assert_error("Hello\n", 1, &["not a Long Nardy record", "'Hello'"]);
    assert_error("", 1, &["not a Long Nardy record"]);
    let v2 = HEAD.replace("record 1", "record 2");
    assert_error(&v2, 1, &["unknown record version 2", "reads version 1"]);
}

#[test]
fn headers_give_the_rules() {
    // The blank line ending the headers (line 5) is where Match was due.
    let no_match = HEAD.replace("Match: 3\n", "");
    assert_error(&no_match, 5, &["Match header is missing"]);
    let no_opening = "Long Nardy record 1\nMatch: 3\nKoks: no\n";
    assert_error(no_opening, 4, &["Opening header is missing"]);
    assert_error(
        &HEAD.replace("Koks: no", "Koks: maybe"),
        4,
        &["Koks", "'maybe'"],
    );
    assert_error(&HEAD.replace("Match: 3", "Match: 0"), 3, &["Match", "'0'"]);
    assert_error(
        &HEAD.replace("Opening: roll-again", "Opening: coin"),
        5,
        &["Opening", "'coin'"],
    );
    assert_error(
        &HEAD.replace("White: You", "White You"),
        2,
        &["Key: value", "'White You'"],
    );
    assert_error(
        &HEAD.replace("White: You", "Koks: yes"),
        4,
        &["Koks header is given twice"],
    );
}

#[test]
fn games_are_numbered_from_one() {
    assert_error(&body(&["Game 2"]), 7, &["expected 'Game 1'", "'Game 2'"]);
    assert_error(&body(&["Game one"]), 7, &["'Game one'"]);
    assert_error(&body(&["Opening 5-3"]), 7, &["'Game 1' must come before"]);
    assert_error(
        &body(&["Move 5-3"]),
        7,
        &["not a record line", "'Move 5-3'"],
    );
}

#[test]
fn opening_rolls_come_before_the_first_turn() {
    let text = body(&["Game 1", "Opening 5-3", "Opening 2-1"]);
    assert_error(&text, 9, &["'Opening 2-1'", "opening roll", "roll phase"]);
    assert_error(
        &body(&["Game 1", "Opening 7-3"]),
        8,
        &["'Opening 7-3'", "1 to 6"],
    );
    let text = body(&["Game 1", "1. w 6-5: 24/13"]);
    assert_error(&text, 8, &["no starter yet", "Opening W-B"]);
}

#[test]
fn turn_lines_are_checked_against_the_game() {
    let opened = |turn: &str| body(&["Game 1", "Opening 5-3", turn]);
    assert_error(
        &opened("2. w 6-5: 24/18 18/13"),
        9,
        &["turn number 2", "next is 1"],
    );
    assert_error(
        &opened("1. b 6-5: 24/18 18/13"),
        9,
        &["White's turn", "'b'"],
    );
    assert_error(&opened("1. x 6-5: 24/18 18/13"), 9, &["'w' or 'b'", "'x'"]);
    assert_error(&opened("1. w 6-7: 24/18 18/13"), 9, &["dice", "'6-7'"]);
    assert_error(&opened("1. w 6-5 24/18"), 9, &["turn line looks like"]);
    assert_error(&opened("1. w 6-5: 24-18"), 9, &["step", "'24-18'"]);
    let start = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w";
    let illegal = &[
        "'24/17' is not a legal turn for w with 6-5",
        start,
        "step 1 (24/17)",
    ];
    assert_error(&opened("1. w 6-5: 24/17"), 9, illegal);
    assert_error(
        &opened("1. w 6-5: 24/18"),
        9,
        &["'24/18' is not a legal turn", "as many dice"],
    );
    assert_error(
        &opened("1. w 6-5: pass"),
        9,
        &["'pass' is not a legal turn", "cannot pass"],
    );
}

#[test]
fn the_first_turn_under_play_dice_uses_the_opening_dice() {
    let text =
        HEAD.replace("roll-again", "play-dice") + "Game 1\nOpening 5-3\n1. w 6-5: 24/18 18/13\n";
    assert_error(&text, 9, &["opening dice 5-3", "6-5"]);
}

#[test]
fn a_turn_in_progress_must_be_the_last_line() {
    let text = body(&[
        "Game 1",
        "Opening 5-3",
        "1. w 6-5: 24/18 …",
        "# comments and blank lines may follow",
        "",
        "2. b 4-2: 24/20 20/18",
    ]);
    assert_error(
        &text,
        12,
        &[
            "in progress on line 9",
            "last line",
            "'2. b 4-2: 24/20 20/18'",
        ],
    );
    let text = body(&["Game 1", "Opening 5-3", "1. w 6-5: 24/17 …"]);
    assert_error(&text, 9, &["24/17 cannot be played by w with 6-5"]);
}

/// A match to `length` points whose first game is over, written out.
fn first_game_over(length: u32, seed: u64) -> (Match, String) {
    let mut m = Match::new(rules_number(if length == 1 { 0 } else { 1 }));
    finish_game(&mut m, &mut Rng::new(seed));
    let text = write_record(&m, &[]);
    (m, text)
}

#[test]
fn a_result_line_must_agree_with_the_replay() {
    let (_, text) = first_game_over(3, 1);
    let lines: Vec<&str> = text.lines().collect();
    let at = lines.iter().position(|l| l.contains(" wins by ")).unwrap();
    let claimed = if lines[at].starts_with("White") {
        "Black wins by oin: 1 point"
    } else {
        "White wins by oin: 1 point"
    };
    let wrong = text.replace(lines[at], claimed);
    assert_error(&wrong, at + 1, &["record says", claimed, lines[at]]);
    // Leaving the result line out is fine.
    parse_record(&text.replace(lines[at], "")).unwrap();
    let early = body(&["Game 1", "Opening 5-3", "White wins by oin: 1 point"]);
    assert_error(&early, 9, &["game 1 is not over"]);
}

#[test]
fn nothing_but_the_next_game_follows_a_finished_game() {
    let (m, text) = first_game_over(3, 2);
    let next = m.game().history().len() + 1;
    let after = format!("{text}{next}. w 6-5: pass\n");
    assert_error(
        &after,
        text.lines().count() + 1,
        &["game 1 is over", "'Game 2'"],
    );
    parse_record(&format!("{text}\nGame 2\n")).unwrap();
}

#[test]
fn the_next_game_needs_the_last_one_over_and_the_match_open() {
    let text = body(&["Game 1", "Opening 5-3", "1. w 6-5: 24/18 18/13", "Game 2"]);
    assert_error(&text, 10, &["game 1 is not over", "roll phase"]);
    let (_, won) = first_game_over(1, 3);
    let text = format!("{won}Game 2\n");
    assert_error(
        &text,
        won.lines().count() + 1,
        &["cannot start", "the match is over"],
    );
}

/// A game may continue from a given position (`Position: …` right after
/// `Game N`): its side to move rolls first, with no opening roll.
#[test]
fn a_position_line_starts_its_game_from_that_position_and_nowhere_else() {
    // Black to move, one White checker already gone from the head.
    let black_to_move = "Position: 0,0,0,0,0,0,0,0,0,0,0,-15,1,0,0,0,0,0,0,0,0,0,0,14 b";
    let text = body(&["Game 1", black_to_move, "1. b 6-5: 24/18 18/13"]);
    let m = parse_record(&text).unwrap().r#match;
    assert!(m.game().is_set_up());
    assert_eq!(m.game().history()[0].side, nardy_engine::Side::Black);
    assert_eq!(
        m.game().position().to_string(),
        "-1,0,0,0,0,0,0,0,0,0,0,-14,1,0,0,0,0,0,0,0,0,0,0,14 w"
    );
    // What was read is written back the same way.
    assert_eq!(write_record(&m, &[("White".into(), "You".into())]), text);

    // The game has begun: a position cannot come after an opening roll or a turn.
    let late = body(&["Game 1", "Opening 5-3", black_to_move]);
    assert_error(
        &late,
        9,
        &["game 1 cannot start from its position", "already begun"],
    );
    // Not a position string: its own error, and the line.
    let bad = body(&["Game 1", "Position: 0,0,15 w"]);
    assert_error(
        &bad,
        8,
        &[
            "position line",
            "24 point counts, found 3",
            "'Position: 0,0,15 w'",
        ],
    );
    // A side with every checker borne off: the game would be over before it began.
    let over = body(&[
        "Game 1",
        "Position: 0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,0 b",
    ]);
    assert_error(&over, 8, &["already over", "White has borne off all 15"]);
    // Before `Game 1` there is no game to set up.
    assert_error(&body(&[black_to_move]), 7, &["'Game 1' must come before"]);
}

/// `K. s resigns` ends the game in place of turn K, scored from the
/// position then: mars while the resigning side has borne off nothing.
#[test]
fn a_resign_line_ends_the_game_and_must_come_in_turn() {
    use nardy_engine::{Side, WinKind};
    let text = body(&[
        "Game 1",
        "Opening 5-3",
        "1. w 6-5: 24/18 18/13",
        "2. b resigns",
        "White wins by mars: 2 points",
    ]);
    let m = parse_record(&text).unwrap().r#match;
    assert_eq!(m.game().resigned(), Some(Side::Black));
    let outcome = m.game().outcome().unwrap();
    assert_eq!((outcome.winner, outcome.kind), (Side::White, WinKind::Mars));
    assert_eq!(m.score(), [2, 0]);
    assert_eq!(write_record(&m, &[("White".into(), "You".into())]), text);
    // A result that disagrees, a number out of turn, a turn after it.
    let wrong = text.replace("White wins by mars: 2 points", "White wins by oin: 1 point");
    assert_error(&wrong, 11, &["replay gives 'White wins by mars: 2 points'"]);
    let early = body(&["Game 1", "Opening 5-3", "3. w resigns"]);
    assert_error(&early, 9, &["turn number 3 is out of order"]);
    let after = body(&[
        "Game 1",
        "Opening 5-3",
        "1. w resigns",
        "2. b 6-5: 24/18 18/13",
    ]);
    assert_error(&after, 10, &["game 1 is over"]);
}
