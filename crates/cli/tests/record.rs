//! `nardy record`: a bot match printed as a game record that the engine
//! (and so the web app's import) reads back.

mod common;

use common::nardy;
use nardy_engine::parse_record;

#[test]
fn a_recorded_bot_match_reads_back_finished() {
    let out = nardy(&[
        "record", "--white", "casual", "--black", "expert", "--seed", "9", "--length", "3",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let parsed = parse_record(&text).unwrap();
    assert!(
        parsed.r#match.winner().is_some(),
        "the match is played to its end"
    );
    assert!(parsed.r#match.score().iter().any(|&p| p >= 3));
    assert!(parsed
        .headers
        .contains(&("White".to_string(), "casual".to_string())));
    // The same seed gives the same match.
    let again = nardy(&[
        "record", "--white", "casual", "--black", "expert", "--seed", "9", "--length", "3",
    ]);
    assert_eq!(String::from_utf8(again.stdout).unwrap(), text);
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
