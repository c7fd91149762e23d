//! "Nothing is lost" as properties over hundreds of seeded hostile inputs:
//! a saved value, however damaged and however full or broken the storage,
//! is resumed or kept readable after a visit and a reload; a record, however
//! mangled, is refused with its line and the game untouched, or imported
//! and resumed unchanged after a reload.

use super::aside::{kept, slot_key};
use super::save;
use super::startup::{initial_state, Remembered, Start};
use super::storage::memory::Memory;
use super::storage::{Storage, SAVE};
use crate::state::testing::advance;
use crate::state::{dispatch, Action, AppState, Dialog, Mode, Notice, Options, Settings};
use nardy_ai::{seeded, Rng};
use nardy_engine::MatchLength;
use rand::Rng as _;

/// A hot-seat game (or one against the computer) some turns in.
fn game(seed: u64, mode: Mode, turns: usize) -> AppState {
    let options = Options {
        mode,
        ..Options::default()
    };
    let mut s = AppState::new(seed, options, Settings::default());
    while s.r#match().game().history().len() < turns && s.outcome().is_none() {
        advance(&mut s);
    }
    s
}

fn pick<'a>(rng: &mut Rng, items: &[&'a str]) -> &'a str {
    items[rng.random_range(0..items.len() as u64) as usize]
}

/// A char boundary of `text` at or before a random place.
fn place(text: &str, rng: &mut Rng) -> usize {
    let mut at = rng.random_range(0..text.len() as u64 + 1) as usize;
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// One seeded damage of many kinds: a character, a cut, garbage, a
/// truncation, a doubled piece, another version, a changed digit, padding.
fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut t = text.to_string();
    match rng.random_range(0..8) {
        0 => {
            let at = place(&t, rng);
            let end = t[at..].chars().next().map_or(at, |c| at + c.len_utf8());
            let with = pick(
                rng,
                &[
                    "{", "}", "[", "\"", ",", ":", "9", "a", "\\", "\u{feff}", "é", "\n", " ",
                ],
            );
            t.replace_range(at..end, with);
        }
        1 => {
            let a = place(&t, rng);
            let b = place(&t[a..], rng) + a;
            t.replace_range(a..b.min(a + 60), "");
        }
        2 => {
            let at = place(&t, rng);
            let garbage = pick(
                rng,
                &["null", "[1,2", "\"x\":", "}}", "1e999", "\\u00", "true,"],
            );
            t.insert_str(at, garbage);
        }
        3 => t.truncate(place(&t, rng)),
        4 => {
            let a = place(&t, rng);
            let b = place(&t[a..], rng) + a;
            let piece = t[a..b].to_string();
            t.insert_str(b, &piece);
        }
        5 => {
            let v = pick(rng, &["1.0", "1e0", "2", "\"1\"", "null", "-1", "1.5"]);
            t = t.replacen("\"version\":1", &format!("\"version\":{v}"), 1);
        }
        6 => {
            let digits: Vec<usize> = t
                .match_indices(|c: char| c.is_ascii_digit())
                .map(|(i, _)| i)
                .collect();
            if let Some(&i) = digits.get(rng.random_range(0..digits.len().max(1) as u64) as usize) {
                let d = (rng.random_range(0..10) as u8 + b'0') as char;
                t.replace_range(i..i + 1, &d.to_string());
            }
        }
        _ => t.push_str(&"!".repeat(20_000)),
    }
    t
}

fn open(storage: &mut Memory) -> Start {
    let remembered = Remembered {
        options: Options::default(),
        settings: Settings::default(),
    };
    initial_state(&Default::default(), storage, remembered)
}

/// What a visit does: start, and save the game once something has changed.
fn visit(storage: &mut Memory) -> Start {
    let start = open(storage);
    if start.saving {
        storage.write(SAVE, &save::encode(&start.state, "now"));
    }
    start
}

fn dropped(start: &Start) -> usize {
    match start.state.notice() {
        Some(Notice::SaveUnreadable { dropped, .. } | Notice::SaveReplaced { dropped, .. }) => {
            *dropped
        }
        _ => 0,
    }
}

#[test]
fn a_saved_game_is_resumed_or_kept_readable_whatever_happened_to_it() {
    let good = [
        save::encode(&game(3, Mode::HotSeat, 12), "now"),
        save::encode(&game(4, Mode::Computer, 9), "now"),
    ];
    let mut rng = seeded(2026);
    let (mut resumed, mut kept_aside, mut left) = (0, 0, 0);
    for case in 0..240u64 {
        let original = mutate(&good[(case % 2) as usize], &mut rng);
        let mut storage = Memory::default();
        // Values kept aside by earlier visits.
        let earlier: Vec<String> = (0..rng.random_range(0..5))
            .map(|i| format!("earlier {case}.{i}"))
            .collect();
        for (i, v) in earlier.iter().enumerate() {
            storage.values.insert(slot_key(i), v.clone());
        }
        storage.values.insert(SAVE.into(), original.clone());
        let used: usize = storage
            .values
            .iter()
            .map(|(k, v)| k.len() + v.chars().count())
            .sum();
        match case % 5 {
            1 => {
                storage.quota = Some(used + rng.random_range(0..original.len() as u64 * 2) as usize)
            }
            2 => storage.read_only = true,
            3 if case % 3 == 0 => storage.broken = true,
            _ => {}
        }
        let first = visit(&mut storage);
        let second = visit(&mut storage);

        let readable = save::decode(&original).ok();
        let present = storage.values.values().any(|v| *v == original);
        match &readable {
            // A readable save was resumed: the same match goes on.
            Some(saved) if !storage.broken => {
                assert_eq!(
                    first.state.r#match().game().history(),
                    saved.r#match.game().history(),
                    "case {case}"
                );
                resumed += 1;
            }
            _ => {
                assert!(present, "case {case}: the value is gone\n{original:.200}");
                if storage.values.get(SAVE) == Some(&original) {
                    left += 1;
                } else {
                    kept_aside += 1;
                }
            }
        }
        // Earlier kept values are still there, unless a notice said that
        // some gave way.
        let missing = earlier
            .iter()
            .filter(|v| !storage.values.values().any(|s| s == *v))
            .count();
        assert!(missing <= dropped(&first) + dropped(&second), "case {case}");
        assert!(kept(&storage).len() <= super::aside::SLOTS);
    }
    eprintln!("saves: {resumed} resumed, {kept_aside} kept aside, {left} left in place");
    // Every way out was taken.
    assert!(
        resumed > 10 && kept_aside > 50 && left > 10,
        "{resumed} {kept_aside} {left}"
    );
}

/// One seeded damage of a record's lines.
fn mutate_record(text: &str, rng: &mut Rng) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let n = lines.len() as u64;
    let i = rng.random_range(0..n) as usize;
    let j = rng.random_range(0..n) as usize;
    match rng.random_range(0..6) {
        0 => {
            lines.remove(i);
        }
        1 => lines.swap(i, j),
        2 => {
            let copy = lines[i].clone();
            lines.insert(j, copy);
        }
        3 => lines.truncate(i.max(1)),
        4 => lines.insert(
            i,
            pick(
                rng,
                &[
                    "Game 2",
                    "Opening 6-6",
                    "7. w 6-5: 24/18",
                    "White wins by oin: 1 point",
                    "Match: 26",
                    "x",
                ],
            )
            .into(),
        ),
        _ => return mutate(text, rng),
    }
    lines.join("\n") + "\n"
}

#[test]
fn a_record_is_refused_with_its_line_or_imported_and_resumed_unchanged() {
    let good = game(7, Mode::Computer, 30).export_record("2026-11-30");
    let mut rng = seeded(17);
    let (mut refused, mut imported) = (0, 0);
    for case in 0..200 {
        let text = mutate_record(&good, &mut rng);
        let mut s = game(case, Mode::HotSeat, 5);
        let before = (s.board(), s.r#match().game().history().to_vec());
        dispatch(&mut s, Action::OpenRecord);
        dispatch(&mut s, Action::ImportRecord(text.clone()));
        match s.dialog() {
            Some(Dialog::Record {
                import_error: Some(e),
            }) => {
                assert!(
                    (1..=text.lines().count() + 1).contains(&e.error.line),
                    "case {case}: line {}",
                    e.error.line
                );
                assert_eq!(
                    (s.board(), s.r#match().game().history().to_vec()),
                    before,
                    "case {case}"
                );
                refused += 1;
            }
            _ => {
                let back = AppState::resumed(
                    save::decode(&save::encode(&s, "now")).unwrap(),
                    Settings::default(),
                );
                assert_eq!(back.board(), s.board(), "case {case}");
                assert_eq!(
                    back.r#match().game().history(),
                    s.r#match().game().history()
                );
                assert_eq!(back.r#match().score(), s.r#match().score());
                assert_eq!(back.r#match().rules(), s.r#match().rules());
                imported += 1;
            }
        }
    }
    eprintln!("records: {refused} refused, {imported} imported");
    assert!(
        refused > 50 && imported > 20,
        "{refused} refused, {imported} imported"
    );
}

#[test]
fn every_match_length_from_1_to_25_imports_and_resumes() {
    let s = game(9, Mode::HotSeat, 4);
    for n in 1..=25 {
        let header = format!("Match: {}", s.r#match().rules().match_length);
        let text = s
            .export_record("now")
            .replacen(&header, &format!("Match: {n}"), 1);
        let mut app = AppState::new(1, Options::default(), Settings::default());
        dispatch(&mut app, Action::ImportRecord(text));
        assert_eq!(app.dialog(), None, "Match: {n} imports");
        let back = AppState::resumed(
            save::decode(&save::encode(&app, "now")).unwrap(),
            Settings::default(),
        );
        assert_eq!(
            back.r#match().rules().match_length,
            MatchLength::new(n).unwrap()
        );
        assert_eq!(
            back.r#match().game().history(),
            s.r#match().game().history()
        );
    }
    for bad in ["0", "26", "4294967295"] {
        let text = s
            .export_record("now")
            .replacen("Match: 3", &format!("Match: {bad}"), 1);
        let line = 1 + text.lines().position(|l| l.starts_with("Match:")).unwrap();
        let mut app = AppState::new(1, Options::default(), Settings::default());
        dispatch(&mut app, Action::OpenRecord);
        dispatch(&mut app, Action::ImportRecord(text));
        assert!(
            matches!(app.dialog(), Some(Dialog::Record { import_error: Some(e) }) if e.error.line == line),
            "Match: {bad}"
        );
    }
}
