//! `nardy engine` and `nardy match` from the outside.

use nardy_engine::{Dice, Position, Turn};
mod common;
use common::{nardy, nardy_with_input};

fn engine(level: &str, input: &str) -> Vec<String> {
    let out = nardy_with_input(&["engine", "--level", level], input);
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

const MIDGAME: &str = "2,3,1,1,1,-7,0,1,0,1,0,-2,-2,-2,-2,0,0,2,0,1,0,1,0,1 w";

#[test]
fn engine_answers_legal_turns_and_survives_bad_lines() {
    let start = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w";
    let blocked = "0,0,0,0,0,0,0,0,0,0,0,-13,0,0,0,0,0,-1,-1,0,0,0,0,15 w";
    let input = format!(
        "{start} 6-5\nnonsense\n{MIDGAME} 1-1\n{start} 9-1\n{blocked} 6-5\n{MIDGAME} 6-4\n"
    );
    for level in ["beginner", "advanced", "expert", "heuristic", "random"] {
        let out = engine(level, &input);
        assert_eq!(out.len(), 6, "{level}: {out:?}");
        assert!(out[1].starts_with("error: "), "{}", out[1]);
        assert!(
            out[3].starts_with("error: ") && out[3].contains("dice"),
            "{}",
            out[3]
        );
        assert_eq!(out[4], "pass");
        for (i, (pos, dice)) in [
            (0, (start, "6-5")),
            (2, (MIDGAME, "1-1")),
            (5, (MIDGAME, "6-4")),
        ] {
            let p: Position = pos.parse().unwrap();
            let d: Dice = dice.parse().unwrap();
            let turn: Turn = out[i]
                .parse()
                .unwrap_or_else(|e| panic!("{level}: {}: {e}", out[i]));
            assert!(
                p.play(d, &turn).is_ok(),
                "{level} played an illegal turn {turn} in {pos} {dice}"
            );
        }
    }
}

#[test]
fn engine_plays_hachapuri_by_its_moves_when_the_line_says_so() {
    use nardy_engine::{HachapuriRules, Variant};
    let start = "0,0,0,0,0,11,0,0,0,0,0,-4,0,0,0,0,0,-11,0,0,0,0,0,4 w";
    let hachapuri = Variant::Hachapuri(HachapuriRules::default());
    let p: Position = start.parse().unwrap();
    // 3-3 and 4-4 from hachapuri's start: long nardy's head rule would let
    // one checker off the head; every answer is legal by hachapuri's moves.
    let input = format!(
        "{start} variant=hachapuri 3-3\n{start} variant=hachapuri 4-4\n{start} variant=chess 4-4\n"
    );
    for level in ["beginner", "expert", "heuristic"] {
        let out = engine(level, &input);
        for (line, dice) in out.iter().zip(["3-3", "4-4"]) {
            let turn: Turn = line
                .parse()
                .unwrap_or_else(|e| panic!("{level}: {line}: {e}"));
            let d: Dice = dice.parse().unwrap();
            assert!(
                p.play_of(hachapuri, d, &turn).is_ok(),
                "{level}: {turn} with {dice}"
            );
        }
        assert!(out[2].starts_with("error: variant=chess"), "{}", out[2]);
    }
    // nardy analyse ranks hachapuri's results.
    let out = nardy(&[
        "analyse",
        start,
        "3-3",
        "--variant",
        "hachapuri",
        "--depth",
        "1",
    ]);
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 5);
}

#[test]
fn engine_rejects_unknown_levels() {
    let out = nardy(&["engine", "--level", "grandmaster"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown bot 'grandmaster'"));
}

#[test]
fn match_reports_points_with_an_interval() {
    let out = nardy(&[
        "match",
        "--white",
        "heuristic",
        "--black",
        "random",
        "--games",
        "20",
        "--seed",
        "5",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("heuristic vs random: 20 games"), "{text}");
    assert!(
        text.contains("points/game (95% CI)") && text.contains("time per decision"),
        "{text}"
    );
}

/// `--length` plays whole matches in long nardy too: the report counts
/// matches, and the games they took.
#[test]
fn a_long_nardy_match_to_3_counts_matches() {
    let out = nardy(&[
        "match", "--white", "advanced", "--black", "beginner", "--length", "3", "--games", "10",
        "--seed", "2",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("advanced vs beginner: 10 matches"), "{text}");
    assert!(text.contains("points/match (95% CI)"), "{text}");
    let played: u32 = text
        .split("matches (mars figures: each match's last game): ")
        .nth(1)
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{text}"));
    // A match to 3 takes 2 games at least (a mars is 2 points).
    assert!(played >= 20, "{text}");
}

#[test]
fn engine_answers_cube_questions() {
    let sure = "2,0,0,0,0,0,0,0,0,0,0,0,-3,-2,0,0,0,0,0,0,0,0,0,0 w";
    let start = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w";
    let input = format!(
        "{sure} cube=1c\n{sure} cube=1c doubled\n{start} cube=1c\n{start} cube=1c doubled\n\
         {sure} cube=2b\n{sure} cube=3w\n{start} cube=2w 6-5\n{start} cube=1c sideways\n"
    );
    let out = engine("expert", &input);
    assert_eq!(out[..4], ["double", "pass", "roll", "take"], "{out:?}");
    assert_eq!(out[4], "error: the cube is Black's: White cannot double");
    assert!(
        out[5].starts_with("error: a cube is its value"),
        "{}",
        out[5]
    );
    assert_eq!(out[6], "24/18 18/13");
    assert!(out[7].starts_with("error: "), "{}", out[7]);
}

#[test]
fn a_nardegammon_match_between_levels_plays_money_games_with_the_cube() {
    let out = nardy(&[
        "match",
        "--white",
        "advanced",
        "--black",
        "casual",
        "--variant",
        "nardegammon",
        "--games",
        "40",
        "--seed",
        "3",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("advanced vs casual: 40 games"), "{text}");
    let doubles: u32 = text
        .split("with the cube (points include it): ")
        .nth(1)
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{text}"));
    assert!(doubles > 0, "{text}");
    // Cube options without the cube are refused.
    let out = nardy(&[
        "match", "--white", "casual", "--black", "casual", "--beaver",
    ]);
    assert_eq!(out.status.code(), Some(2));
}

/// A line's `away=` sets the match's score for that line, and the cube is
/// then weighed by the match: with every point it needs already on the
/// cube, a side never doubles, however sure its win.
#[test]
fn engine_answers_at_the_score_a_line_gives() {
    let sure = "2,0,0,0,0,0,0,0,0,0,0,0,-3,-2,0,0,0,0,0,0,0,0,0,0 w";
    let input = format!(
        "{sure} cube=1c\n{sure} cube=1c away=3,3\n{sure} cube=1c away=1,3\n{sure} cube=2w away=2,3\n\
         {sure} cube=1c away=0,3\n{MIDGAME} cube=1c away=1,1 6-4\n"
    );
    let out = engine("expert", &input);
    assert_eq!(out[..4], ["double", "double", "roll", "roll"], "{out:?}");
    assert!(
        out[4].starts_with("error: away=0,3: expected"),
        "{}",
        out[4]
    );
    let turn: Turn = out[5].parse().unwrap_or_else(|e| panic!("{}: {e}", out[5]));
    let p: Position = MIDGAME.parse().unwrap();
    assert!(p.play("6-4".parse().unwrap(), &turn).is_ok(), "{turn}");
    // --away is the score of every line that gives none.
    let out = nardy_with_input(
        &["engine", "--level", "expert", "--away", "1,3"],
        &format!("{sure} cube=1c\n{sure} cube=1c away=3,3\n"),
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "roll\ndouble\n");
}

/// Two matches to 3 (one dice pair) of `variant`, the program `cmd`
/// playing White against beginner; they must end well.
fn engine_match(cmd: &str, variant: &str) -> std::process::Output {
    let out = nardy(&[
        "match",
        "--white-cmd",
        cmd,
        "--black",
        "beginner",
        "--variant",
        variant,
        "--length",
        "3",
        "--games",
        "2",
        "--seed",
        "4",
        "--threads",
        "1",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// The lines `nardy match --variant <variant>` asks `nardy engine`, White
/// (seen through `tee`).
fn lines_asked(variant: &str) -> String {
    let dir = std::env::temp_dir().join(format!("nardy-{variant}-lines-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("lines");
    let nardy_bin = env!("CARGO_BIN_EXE_nardy");
    let cmd = format!(
        "tee {} | {nardy_bin} engine --level beginner",
        log.display()
    );
    engine_match(&cmd, variant);
    let lines = std::fs::read_to_string(&log).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    lines
}

/// `nardy match --white-cmd` tells the program the game: a nardegammon
/// match's lines carry the cube and the score (the side to move's points to
/// go first); a program that refuses them is asked as before.
#[test]
fn an_outside_engine_is_told_the_cube_and_the_score() {
    let lines = lines_asked("nardegammon");
    let turn = lines
        .lines()
        .find(|l| l.contains(" away=") && !l.ends_with(" doubled") && l.split(' ').count() == 5)
        .unwrap_or_else(|| panic!("no turn with the score:\n{lines}"));
    assert!(
        turn.split(' ').nth(2).unwrap().starts_with("cube="),
        "{turn}"
    );
    // Each line's score is read from the side to move's seat: the two
    // figures of a match to 3 are 1 to 3, and are 3,3 at its start.
    assert!(
        lines.lines().next().unwrap().contains(" away=3,3"),
        "{lines}"
    );
    for l in lines.lines() {
        let away = l
            .split(' ')
            .find_map(|w| w.strip_prefix("away="))
            .unwrap_or_else(|| panic!("{l}"));
        assert!(
            away.split(',')
                .all(|n| (1..=3).contains(&n.parse::<u32>().unwrap())),
            "{l}"
        );
    }
    // An engine from before the fields: every line with them is an error.
    let nardy_bin = env!("CARGO_BIN_EXE_nardy");
    let old = format!(
        "while read -r line; do case \"$line\" in *away=*) echo 'error: expected a position'; ;; \
         *) echo \"$line\" | {nardy_bin} engine --level beginner; ;; esac; done"
    );
    let out = engine_match(&old, "long");
    let said = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        said.matches("it is asked without them").count(),
        1,
        "{said}"
    );
}

/// Classic's equalising turn: the first mover has borne off all 15 and the
/// other side plays one more turn (RULES.md §8.1). A line says the game and
/// its first mover; long nardy's game is over on the same board.
#[test]
fn engine_plays_classics_equalising_turn_when_the_line_says_so() {
    let board = "0,0,0,0,0,0,0,0,0,0,0,0,-9,-3,0,0,0,-1,0,0,0,0,0,0 b";
    let input = format!(
        "{board} variant=classic first=w 5-1\n{board} 5-1\n{board} variant=classic 5-1\n\
         {board} variant=classic first=b 5-1\n{board} variant=classic first=x 5-1\n"
    );
    for level in ["beginner", "expert"] {
        let out = engine(level, &input);
        let p: Position = board.parse().unwrap();
        let turn: Turn = out[0]
            .parse()
            .unwrap_or_else(|e| panic!("{level}: {}: {e}", out[0]));
        assert!(
            p.play_equalising("5-1".parse().unwrap(), &turn).is_ok(),
            "{turn}"
        );
        assert!(out[1].contains("game is over"), "{}", out[1]);
        // No first mover; the first mover to move (the game is over); no
        // side.
        let why = ["first=w or first=b", "game is over", "first=w or first=b"];
        for (refused, why) in out[2..].iter().zip(why) {
            assert!(
                refused.starts_with("error: ") && refused.contains(why),
                "{refused}"
            );
        }
    }
}

/// `nardy match --variant classic --white-cmd` tells the program the game
/// and its first mover on every line, and asks it the equalising turns.
#[test]
fn an_outside_engine_plays_classics_equalising_turns() {
    let lines = lines_asked("classic");
    assert!(
        lines.lines().all(|l| l.contains(" variant=classic first=")),
        "{lines}"
    );
    let equalising = lines.lines().filter(|l| {
        let p: Position = l
            .split(' ')
            .take(2)
            .collect::<Vec<_>>()
            .join(" ")
            .parse()
            .unwrap();
        p.is_game_over()
    });
    assert!(equalising.count() > 0, "no equalising turn asked:\n{lines}");
}
