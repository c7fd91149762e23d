//! `nardy record`: a bot match printed as a game record that the engine
//! (and so the web app's import) reads back.

mod common;

use common::nardy;
use nardy_engine::{parse_record, ParsedRecord};

/// Runs `nardy record <args>`, which must succeed; its text and the record
/// the engine reads back from it.
fn record(args: &[&str]) -> (String, ParsedRecord) {
    let out = nardy(&[&["record"], args].concat());
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let parsed = parse_record(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    (text, parsed)
}

#[test]
fn a_recorded_bot_match_reads_back_finished() {
    let casual_expert = [
        "--white", "casual", "--black", "expert", "--seed", "9", "--length", "3",
    ];
    let (text, parsed) = record(&casual_expert);
    assert!(
        parsed.r#match.winner().is_some(),
        "the match is played to its end"
    );
    assert!(parsed.r#match.score().iter().any(|&p| p >= 3));
    assert!(parsed
        .headers
        .contains(&("White".to_string(), "casual".to_string())));
    // The same seed gives the same match.
    assert_eq!(record(&casual_expert).0, text);
}

#[test]
fn bad_record_options_are_errors() {
    for args in [
        &["record", "--koks", "maybe"][..],
        &["record", "--white", "grandmaster"],
        &["record", "--length", "0"],
        &["record", "--length", "26"],
        &["record", "--opening", "sideways"],
    ] {
        let out = nardy(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty());
    }
}

#[test]
fn recorded_variant_matches_read_back_with_their_cube_lines_and_draws() {
    // Nardegammon to 5: cube lines from the bots' decisions, and a Crawford
    // game in the first seeded match that has one (a cube can jump a side
    // past 4 points, so not every match does).
    let mut crawford = false;
    for seed in 3..11 {
        let (text, parsed) = record(&[
            "--variant",
            "nardegammon",
            "--length",
            "5",
            "--seed",
            &seed.to_string(),
            "--white",
            "expert",
            "--black",
            "advanced",
        ]);
        assert!(text.contains("Variant: nardegammon\n"), "{text}");
        assert!(text.contains(" doubles to 2\n"), "{text}");
        let m = parsed.r#match;
        assert!(m.winner().is_some());
        if m.games().any(|g| g.is_crawford()) {
            crawford = true;
            break;
        }
    }
    assert!(crawford, "no Crawford game in eight matches to 5");
    // Money play stops after --games games; Jacoby and beavers are options.
    let m = record(&[
        "--variant",
        "nardegammon",
        "--money",
        "--games",
        "3",
        "--beaver",
        "--jacoby",
        "--seed",
        "2",
    ])
    .1
    .r#match;
    assert_eq!(m.games().count(), 3);
    assert!(m.rules().variant.is_money() && m.winner().is_none());
    // Classic: a draw recorded and read back, in the first seeded match to 7
    // that has one (about one game in 25 is drawn).
    let mut drawn = false;
    for seed in 1..17 {
        let (text, parsed) = record(&[
            "--variant",
            "classic",
            "--length",
            "7",
            "--seed",
            &seed.to_string(),
            "--white",
            "advanced",
            "--black",
            "advanced",
        ]);
        let m = parsed.r#match;
        if text.contains("Drawn: 0 points\n") {
            assert!(m.games().any(|g| g.is_drawn()), "{text}");
            drawn = true;
            break;
        }
        assert!(!m.games().any(|g| g.is_drawn()), "{text}");
    }
    assert!(drawn, "no draw in sixteen classic matches to 7");
    // Options that do not fit are refused.
    for args in [
        &["record", "--jacoby", "--variant", "nardegammon"][..],
        &["record", "--money"],
        &["record", "--variant", "chess"],
        &["record", "--games", "3"],
    ] {
        let out = nardy(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn hachapuri_records_read_back_with_their_scoring() {
    use nardy_engine::{HachapuriRules, Variant, WinKind};
    // The default scoring: oin, mars (koks when on), as long nardy.
    let (text, parsed) = record(&["--variant", "hachapuri", "--length", "3", "--seed", "2"]);
    assert!(
        text.contains("Variant: hachapuri\n") && !text.contains("Scoring"),
        "{text}"
    );
    let m = parsed.r#match;
    assert_eq!(
        m.rules().variant,
        Variant::Hachapuri(HachapuriRules { count: false })
    );
    assert!(m.winner().is_some());
    // Several checkers off the head in one turn: hachapuri's moves.
    assert!(
        text.lines().any(|l| l.matches("24/").count() >= 2),
        "{text}"
    );
    // Count scoring: the loser's checkers left, capped at the match.
    let (text, parsed) = record(&[
        "--variant",
        "hachapuri",
        "--scoring",
        "count",
        "--length",
        "25",
        "--seed",
        "3",
    ]);
    assert!(text.contains("Scoring: count\n"), "{text}");
    let m = parsed.r#match;
    let first = m.games().next().unwrap().outcome().unwrap();
    assert!(matches!(first.kind, WinKind::Count(1..=15)), "{first:?}");
    assert!(text.contains(" wins by count: "), "{text}");
    // --scoring belongs to hachapuri.
    let out = nardy(&["record", "--scoring", "count"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--variant hachapuri"));
}

/// `nardy record --remote` plays through the remote protocol; `nardy
/// verify` checks every game's dice from both sides' chains, and names a
/// changed reveal (exit code 1).
#[test]
fn a_remote_record_verifies_and_a_changed_reveal_fails() {
    let args = [
        "--remote",
        "--variant",
        "nardegammon",
        "--length",
        "3",
        "--seed",
        "4",
        "--white",
        "casual",
        "--black",
        "intermediate",
    ];
    let (text, parsed) = record(&args);
    assert_eq!(record(&args).0, text, "reproducible with --seed");
    assert!(parsed.r#match.winner().is_some());
    for header in [
        "Remote game",
        "Invited by",
        "White key",
        "Black dice anchor",
        "Black dice reveal",
    ] {
        assert!(parsed.headers.iter().any(|(k, _)| k == header), "{header}");
    }
    let dir = std::env::temp_dir().join(format!("nardy-remote-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("remote.txt");
    std::fs::write(&file, &text).unwrap();
    let out = nardy(&["verify", file.to_str().unwrap()]);
    assert!(out.status.success());
    let printed = String::from_utf8(out.stdout).unwrap();
    let games = parsed.r#match.games().count();
    assert_eq!(
        printed.matches("verified (both players' dice)").count(),
        games,
        "{printed}"
    );

    let line = text
        .lines()
        .find(|l| l.starts_with("White dice reveal: "))
        .unwrap();
    let forged_line = format!(
        "{}{}",
        &line[..line.len() - 1],
        if line.ends_with('A') { 'Q' } else { 'A' }
    );
    std::fs::write(&file, text.replace(line, &forged_line)).unwrap();
    let out = nardy(&["verify", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let printed = String::from_utf8(out.stdout).unwrap();
    assert!(
        printed.contains("FAILED: White's dice reveal does not hash down to White's dice anchor"),
        "{printed}"
    );
}
