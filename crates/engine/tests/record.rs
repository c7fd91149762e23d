//! Match records: whatever a match has reached, writing it and reading it
//! back gives the same match; no input, however broken, makes the reader panic.

mod common;
use common::random_match::*;
use nardy_engine::{
    parse_record, write_record, write_record_with_dice, DiceLines, Match, Phase, RecordErrorKind,
    Side,
};

const SEEDS: u64 = 96;

fn headers() -> Vec<(String, String)> {
    [
        ("Date", "2026-11-29 21:55"),
        ("White", "You"),
        ("Black", "Computer (advanced)"),
        ("Note", "a: colon, and spaces  "),
    ]
    .iter()
    .map(|&(k, v)| (k.to_string(), v.to_string()))
    .collect()
}

/// A seeded match stopped at a random point: before any roll, between turns,
/// mid-turn with some steps played, or after a game or the match is over.
fn random_match(seed: u64) -> Match {
    let mut rng = Rng::new(seed);
    let rules = rules_number(seed as usize % 32);
    let mut m = Match::new(rules);
    if seed % 4 == 3 {
        // A match that continues from a position reached in another one.
        let mut other = Match::new(rules);
        let turns = 20 + rng.below(60);
        play_turns(&mut other, &mut rng, turns);
        if let Ok(set_up) = Match::from_position(rules, *other.game().position()) {
            m = set_up;
        }
    }
    let turns = match rng.below(4) {
        0 => rng.below(8),
        1 => rng.below(120),
        _ => rng.below(600),
    };
    play_turns(&mut m, &mut rng, turns);
    if let &Phase::Roll(side) = m.game().phase() {
        // Stop with a double waiting for its answer, where the cube allows.
        if rng.below(3) == 0 && m.game_mut().double(side).is_ok() {
            return m;
        }
    }
    if !m.game().is_over() && rng.below(6) == 0 {
        // A side gives the game up, mid-turn or not.
        let side = if rng.below(2) == 0 {
            Side::White
        } else {
            Side::Black
        };
        m.game_mut().resign(side).unwrap();
        return m;
    }
    if rng.below(2) == 0 {
        // Stop in the middle of a turn: roll if needed, then play a few steps.
        if matches!(m.game().phase(), Phase::Roll(_)) {
            m.game_mut().roll(rng.dice()).unwrap();
        }
        let steps = rng.below(5);
        play_steps(m.game_mut(), &mut rng, steps);
    }
    m
}

#[test]
fn writing_then_reading_gives_back_the_same_match() {
    let mut seen = [0usize; 8];
    for seed in 0..SEEDS {
        let m = random_match(seed);
        let text = write_record(&m, &headers());
        let parsed = parse_record(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        assert_eq!(parsed.headers, headers(), "seed {seed}");
        assert_eq!(
            describe_match(&parsed.r#match),
            describe_match(&m),
            "seed {seed}\n{text}"
        );
        assert_eq!(write_record(&parsed.r#match, &parsed.headers), text);
        count_what_was_covered(&m, &mut seen);
    }
    // Every kind of stopping point must have come up, or the test proves little.
    assert!(seen.iter().all(|&n| n > 0), "coverage {seen:?}");
    let set_up = (0..SEEDS)
        .filter(|&seed| random_match(seed).games().next().unwrap().is_set_up())
        .count();
    assert!(set_up >= SEEDS as usize / 8, "{set_up} set-up matches");
    let resigned = (0..SEEDS)
        .filter(|&seed| random_match(seed).game().resigned().is_some())
        .count();
    assert!(resigned >= 4, "{resigned} resigned games");
}

/// Tallies opening, roll, move with and without steps, game over, and
/// matches with finished games behind the current one.
fn count_what_was_covered(m: &Match, seen: &mut [usize; 8]) {
    let kind = match m.game().phase() {
        Phase::Opening => 0,
        Phase::Roll(_) => 1,
        Phase::Move(b) if b.played().is_empty() => 2,
        Phase::Move(_) => 3,
        Phase::Over(_) | Phase::Drawn => 4,
        Phase::Offered(_) => 6,
    };
    seen[kind] += 1;
    if !m.played_games().is_empty() {
        seen[5] += 1;
    }
    // Games with cube lines in the record.
    if m.games().any(|g| !g.cube_moves().is_empty()) {
        seen[7] += 1;
    }
}

#[test]
fn a_fresh_match_is_written_with_its_first_game_line() {
    let m = Match::new(rules_number(1));
    let text = write_record(&m, &[("Match".into(), "99".into())]);
    assert_eq!(
        text,
        "Long Nardy record 1\nMatch: 3\nKoks: no\nOpening: roll-again\n\nGame 1\n"
    );
}

#[test]
fn the_example_record_reads() {
    let text = "\
Long Nardy record 1
Date: 2026-11-29 21:55
White: You
Match: 3
Koks: no
Opening: play-dice

Game 1
# the first roll is a tie
Opening 4-4
Opening 5-3
1. w 5-3: 24/19 19/16
2. b 4-2: 24/20 20/18
3. w 6-5: 24/18 ...
";
    let parsed = parse_record(text).unwrap();
    assert_eq!(parsed.headers[1], ("White".into(), "You".into()));
    let game = parsed.r#match.game();
    assert_eq!(game.openings(), &[(4, 4), (5, 3)]);
    assert_eq!(game.history().len(), 2);
    let builder = game.turn_builder().expect("a turn in progress");
    assert_eq!(builder.played().len(), 1);
    assert!(write_record(&parsed.r#match, &parsed.headers).ends_with("3. w 6-5: 24/18 …\n"));
}

/// Runs the reader on `text`; if it accepts, its own output must read back.
fn must_not_panic(text: &str) {
    if let Ok(parsed) = parse_record(text) {
        let again = write_record(&parsed.r#match, &parsed.headers);
        parse_record(&again).unwrap_or_else(|e| panic!("{e}\n{again}"));
    }
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = Rng::new(7);
    for _ in 0..500 {
        let bytes: Vec<u8> = (0..rng.below(300)).map(|_| rng.next() as u8).collect();
        must_not_panic(&String::from_utf8_lossy(&bytes));
    }
}

#[test]
fn records_built_from_record_words_never_panic() {
    const WORDS: [&str; 24] = [
        "Game 1",
        "Game 2",
        "Game 0",
        "Game",
        "Opening 5-3",
        "Opening 3-3",
        "Opening 9-1",
        "1. w 6-5: 24/18 18/13",
        "1. b 6-5: 24/13",
        "2. b 4-2: pass",
        "1. w 6-6: 24/18 …",
        "3. w 1-1: 24/23 ...",
        "99999999999999999999. w 6-5: pass",
        "1. x 6-5: pass",
        "1. w 6-5:",
        "1. w : …",
        "White wins by oin: 1 point",
        "Black wins by mars: 2 points",
        "# note",
        "",
        "1.",
        "24/18 18/13 13/7 7/1 1/off …",
        "1. w 6-5: 24/18 18/13 13/7 7/1 6/1 …",
        "Match: 3",
    ];
    let mut rng = Rng::new(11);
    for _ in 0..2000 {
        let mut text = String::from("Long Nardy record 1\n");
        text += ["Match: 1\n", "Match: 3\n", "Match: 0\n", ""][rng.below(4)];
        text += ["Koks: yes\n", "Koks: no\n", ""][rng.below(3)];
        text += ["Opening: play-dice\n", "Opening: roll-again\n", ""][rng.below(3)];
        text += "\n";
        for _ in 0..rng.below(12) {
            text += WORDS[rng.below(WORDS.len())];
            text += "\n";
        }
        must_not_panic(&text);
    }
}

#[test]
fn cut_and_mangled_records_never_panic() {
    const CHARS: [char; 16] = [
        '0', '1', '5', '6', '9', 'w', 'b', '-', '/', '.', ':', ' ', '…', '#', '\n', 'é',
    ];
    let mut rng = Rng::new(3);
    for seed in 0..6 {
        let text = write_record(&random_match(seed), &headers());
        let chars: Vec<char> = text.chars().collect();
        for _ in 0..40 {
            let cut: String = chars[..rng.below(chars.len() + 1)].iter().collect();
            must_not_panic(&cut);
            let mut mangled = chars.clone();
            for _ in 0..=rng.below(3) {
                let at = rng.below(mangled.len());
                mangled[at] = CHARS[rng.below(CHARS.len())];
            }
            must_not_panic(&mangled.iter().collect::<String>());
        }
    }
}

#[test]
fn dice_lines_are_carried_per_game_and_checked_for_place_and_shape() {
    let c = "ab".repeat(32);
    let s = "0f".repeat(32);
    let m = random_match(5);
    let over = m.game().outcome().is_some();
    let lines = vec![
        DiceLines {
            commitment: Some(c.clone()),
            seed: Some(s.clone()),
        };
        m.played_games().len() + 1
    ];
    let text = write_record_with_dice(&m, &headers(), &lines);
    assert!(
        text.contains(&format!("\nGame 1\nDice commitment: {c}\n")),
        "{text}"
    );
    let parsed = parse_record(&text).unwrap();
    assert_eq!(parsed.dice.len(), m.played_games().len() + 1);
    // A seed is written for a finished game only.
    let first_over = !m.played_games().is_empty() || over;
    assert_eq!(parsed.dice[0].commitment, lines[0].commitment);
    assert_eq!(parsed.dice[0].seed.is_some(), first_over);
    assert_eq!(parsed.dice.last().unwrap().seed.is_some(), over);
    assert_eq!(
        write_record_with_dice(&parsed.r#match, &parsed.headers, &parsed.dice),
        text
    );

    let head = "Long Nardy record 1\nMatch: 1\nKoks: no\nOpening: roll-again\n\nGame 1\n";
    let error = |body: &str| parse_record(&format!("{head}{body}")).unwrap_err();
    assert!(matches!(
        error("Dice commitment: abc\n").kind,
        RecordErrorKind::BadDiceLine { .. }
    ));
    assert!(matches!(
        error(&format!("Dice seed: {s}\n")).kind,
        RecordErrorKind::DiceLineOutOfPlace { game: 1, .. }
    ));
    let twice = format!("Dice commitment: {c}\nDice commitment: {c}\n");
    assert_eq!(error(&twice).line, 8);
    assert!(matches!(
        error("Dice roll: 6-6\n").kind,
        RecordErrorKind::BadDiceLine { .. }
    ));
}
