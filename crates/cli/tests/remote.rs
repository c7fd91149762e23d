//! `nardy remote`: two terminals play a match by messages, each side a
//! session file; the friend's link or message is applied once, and a
//! changed one is refused.

mod common;

use common::nardy;
use nardy_engine::{parse_record, Phase};
use std::path::{Path, PathBuf};

fn ok(args: &[&str]) -> String {
    let out = nardy(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn two_terminals_play_a_match_by_messages() {
    let dir: PathBuf =
        std::env::temp_dir().join(format!("nardy-remote-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (anna, boris) = (dir.join("anna.txt"), dir.join("boris.txt"));
    let invitation = ok(&[
        "remote",
        "invite",
        "--session",
        path(&anna),
        "--name",
        "Anna",
        "--rules",
        "long-1",
        "--limit",
        "2h",
    ]);
    let invitation = invitation.trim().to_string();
    let offer = ok(&[
        "remote",
        "read",
        &format!("https://example.org/nardy/#remote={invitation}"),
    ]);
    assert_eq!(
        offer.trim(),
        "Anna invites you to long-1 and plays White\n\
         an answer may take 2 hours: after that, the side left waiting may claim the match"
    );
    let mut message = ok(&[
        "remote",
        "accept",
        &invitation,
        "--session",
        path(&boris),
        "--name",
        "Boris",
    ])
    .trim()
    .to_string();
    let mut to = &anna;
    let mut other = &boris;
    for _ in 0..400 {
        let said = ok(&["remote", "receive", &message, "--session", path(to)]);
        assert!(
            said.starts_with("message ") && said.contains(" applied"),
            "{said}"
        );
        // The same message again: nothing changes.
        let again = ok(&["remote", "receive", &message, "--session", path(to)]);
        assert!(again.contains("already applied"), "{again}");
        let duty = said.lines().last().unwrap().to_string();
        if duty == "the match is over" {
            break;
        }
        let action = if duty.starts_with("your move") {
            let shown = ok(&["remote", "show", "--session", path(to)]);
            let record: String = shown
                .lines()
                .take_while(|l| !l.starts_with("your move"))
                .map(|l| format!("{l}\n"))
                .collect();
            let m = parse_record(&record).unwrap().r#match;
            let Phase::Move(b) = m.game().phase() else {
                panic!("{shown}")
            };
            b.legal_turns()
                .first()
                .map_or("pass".to_string(), |t| t.turn.to_string())
        } else {
            assert!(
                duty.starts_with("send Anna") || duty.starts_with("send Boris"),
                "{duty}"
            );
            "dice".to_string()
        };
        message = ok(&["remote", "play", &action, "--session", path(to)])
            .trim()
            .to_string();
        std::mem::swap(&mut to, &mut other);
    }
    let (a, b) = (
        ok(&["remote", "show", "--session", path(&anna)]),
        ok(&["remote", "show", "--session", path(&boris)]),
    );
    let record = |shown: &str| shown.split("the match is over").next().unwrap().to_string();
    assert_eq!(record(&a), record(&b), "both sides' records");
    assert!(a.contains("White: Anna") && a.contains("Black: Boris"));
    let code = |shown: &str| {
        shown
            .lines()
            .find(|l| l.starts_with("check code: "))
            .map(|l| l[..26].to_string())
    };
    assert!(
        code(&a).is_some() && code(&a) == code(&b),
        "{:?} {:?}",
        code(&a),
        code(&b)
    );
    std::fs::write(dir.join("record.txt"), record(&a)).unwrap();
    let verified = ok(&["verify", path(&dir.join("record.txt"))]);
    assert!(
        verified.contains("game 1: verified (both players' dice)"),
        "{verified}"
    );

    // A changed message is refused with the reason, and the session kept.
    let before = std::fs::read_to_string(&anna).unwrap();
    let changed = invitation.replacen("long-1", "long-2", 1);
    let out = nardy(&["remote", "receive", &changed, "--session", path(&anna)]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("message 0"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::read_to_string(&anna).unwrap(), before);
}

/// `nardy` at `now` (Unix seconds, `NARDY_NOW`).
fn run_at(now: u64, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_nardy"))
        .args(args)
        .env("NARDY_NOW", now.to_string())
        .output()
        .expect("nardy runs")
}

/// `nardy` at `now`, which must succeed: what it printed.
fn at(now: u64, args: &[&str]) -> String {
    let out = run_at(now, args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn a_friend_who_walks_away_loses_by_claim_and_verify_says_so() {
    const T0: u64 = 1_796_083_200; // 2026-12-01 00:00 UTC
    let dir: PathBuf =
        std::env::temp_dir().join(format!("nardy-remote-claim-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (anna, boris) = (dir.join("anna.txt"), dir.join("boris.txt"));
    let (a, b) = (path(&anna), path(&boris));
    let invitation = at(
        T0,
        &[
            "remote",
            "invite",
            "--session",
            a,
            "--name",
            "Anna",
            "--limit",
            "1h",
        ],
    );
    let accepted = at(
        T0 + 60,
        &[
            "remote",
            "accept",
            invitation.trim(),
            "--session",
            b,
            "--name",
            "Boris",
        ],
    );
    at(
        T0 + 120,
        &["remote", "receive", accepted.trim(), "--session", a],
    );
    // Anna sends her part of the opening; Boris has it, and walks away.
    let dice = at(T0 + 120, &["remote", "play", "dice", "--session", a]);
    at(
        T0 + 180,
        &["remote", "receive", dice.trim(), "--session", b],
    );
    let shown = at(T0 + 600, &["remote", "show", "--session", a]);
    assert!(
        shown.contains("you may claim the match in 52 minutes if no answer comes"),
        "{shown}"
    );
    let early = run_at(T0 + 600, &["remote", "claim", "--session", a]);
    assert!(!early.status.success(), "a claim 52 minutes early");
    assert!(
        String::from_utf8_lossy(&early.stderr).contains("52 minutes to run"),
        "{}",
        String::from_utf8_lossy(&early.stderr)
    );
    let claim = at(T0 + 120 + 3_600, &["remote", "claim", "--session", a]);
    // Boris's page takes it once the hour has run since the message came.
    let taken = at(
        T0 + 180 + 3_600,
        &["remote", "receive", claim.trim(), "--session", b],
    );
    assert!(
        taken.contains("Anna claimed it, you did not answer in time"),
        "{taken}"
    );
    let shown = at(T0 + 7_200, &["remote", "show", "--session", a]);
    let record: String = shown.split("the match is over").next().unwrap().to_string();
    assert!(record.contains("\nAbandoned by: black\n"), "{record}");
    let file = dir.join("record.txt");
    std::fs::write(&file, &record).unwrap();
    let verified = ok(&["verify", path(&file)]);
    assert!(
        verified.contains(
            "abandoned, by the signed times: Black did not answer message 2 \
             (signed 2026-12-01 00:02 UTC) within 1 hour; White claimed the match at \
             2026-12-01 01:02 UTC"
        ),
        "{verified}"
    );
    // The same record with the claim's header taken out no longer verifies.
    let edited = record.replace("Abandoned by: black\n", "");
    std::fs::write(&file, &edited).unwrap();
    assert!(!nardy(&["verify", path(&file)]).status.success());
    std::fs::remove_dir_all(&dir).unwrap();
}
