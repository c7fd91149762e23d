//! One named test per rule and corner case of RULES.md, with the reasoning
//! beside each expected result.

mod common;
use common::*;
use nardy_engine::{LegalTurn, MoveError, Position, RelPoint, Side, Turn, TurnBuilder};

// ---- RULES.md §7 worked examples -------------------------------------------

#[test]
fn start_6_5_moves_one_checker_to_13() {
    let start = Position::start();
    assert_eq!(
        results(&start, "6-5"),
        [pos(&[(24, 14), (13, 1)], &[(12, 15)], 'b').to_string()]
    );
    let w = witnesses(&start, "6-5");
    assert!(w == ["24/18 18/13"] || w == ["24/19 19/13"], "{w:?}");
}

#[test]
fn start_1_1_moves_one_checker_to_20() {
    assert_eq!(
        results(&Position::start(), "1-1"),
        [pos(&[(24, 14), (20, 1)], &[(12, 15)], 'b').to_string()]
    );
}

#[test]
fn start_5_5_moves_one_checker_to_4() {
    assert_eq!(
        witnesses(&Position::start(), "5-5"),
        ["24/19 19/14 14/9 9/4"]
    );
}

#[test]
fn start_6_6_plays_only_two_dice_with_two_head_checkers() {
    // First-turn exception: two checkers leave the head; 18/12 would land on Black's head.
    let turns = legal(&Position::start(), "6-6");
    assert_eq!(turns.len(), 1);
    assert_eq!(turns[0].turn.to_string(), "24/18 24/18");
    assert_eq!(turns[0].result, pos(&[(24, 13), (18, 2)], &[(12, 15)], 'b'));
}

#[test]
fn start_4_4_moves_two_checkers_to_16() {
    // One checker alone could not go 24/20/16/12: Black's head stops it.
    assert_eq!(
        results(&Position::start(), "4-4"),
        [pos(&[(24, 13), (16, 2)], &[(12, 15)], 'b').to_string()]
    );
}

#[test]
fn start_3_3_has_two_results() {
    // 24/21/18/15/12 is blocked at the fourth step, so a second head checker
    // helps: 21 + 15, or two checkers on 18.
    let mut expected = [
        pos(&[(24, 13), (21, 1), (15, 1)], &[(12, 15)], 'b').to_string(),
        pos(&[(24, 13), (18, 2)], &[(12, 15)], 'b').to_string(),
    ];
    expected.sort();
    assert_eq!(results(&Position::start(), "3-3"), expected);
}

#[test]
fn later_6_6_takes_one_head_checker_and_plays_three_steps() {
    let p = parse("0,0,0,0,0,0,0,0,0,0,0,-15,1,0,0,0,0,0,0,0,0,0,0,14 w");
    assert_eq!(witnesses(&p, "6-6"), ["24/18 13/7 7/1"]);
}

#[test]
fn block_trapping_every_black_checker_is_illegal() {
    // 7/6 would give White 11..6, six points along Black's path, with every
    // Black checker (all on its head) behind them.
    let p = parse("0,0,0,0,0,0,2,1,1,1,1,-15,0,0,0,0,0,0,0,0,0,0,0,9 w");
    for d in ["1-1", "2-1", "3-1", "4-1", "5-1", "6-1"] {
        for t in legal(&p, d) {
            assert_ne!(t.turn.steps()[0], step("7/6"), "{d}: {}", t.turn);
        }
        let b = TurnBuilder::new(p, dice(d)).unwrap();
        assert!(!b.legal_steps().contains(&step("7/6")), "{d}");
    }
}

#[test]
fn block_is_legal_when_a_black_checker_is_past_it() {
    // The Black checker on 19 (its relative 7) is already past 11..6.
    let p = parse("0,0,0,0,0,0,2,1,1,1,1,-14,0,0,0,0,0,0,-1,0,0,0,0,9 w");
    for d in ["1-1", "2-1", "6-1"] {
        let b = TurnBuilder::new(p, dice(d)).unwrap();
        assert!(b.legal_steps().contains(&step("7/6")), "{d}");
    }
}

// ---- Head rule ---------------------------------------------------------------

/// Checkers the turn takes off the head.
fn from_head(t: &LegalTurn) -> usize {
    let head = t.turn.steps().iter().filter(|s| s.from() == RelPoint::HEAD);
    head.count()
}

#[test]
fn head_rule_one_checker_per_later_turn() {
    // Not the first turn (one White checker is out): 5-2 can never move two
    // head checkers (24/19 and 24/22 together).
    let p = pos(&[(24, 14), (13, 1)], &[(12, 15)], 'w');
    for t in legal(&p, "5-2") {
        assert!(from_head(&t) <= 1, "{}", t.turn);
    }
    // By hand: 24/17 (either order), 24/19 13/11, 24/22 13/8, 13/6 (either order).
    let mut expected = [
        pos(&[(24, 13), (17, 1), (13, 1)], &[(12, 15)], 'b').to_string(),
        pos(&[(24, 13), (19, 1), (11, 1)], &[(12, 15)], 'b').to_string(),
        pos(&[(24, 13), (22, 1), (8, 1)], &[(12, 15)], 'b').to_string(),
        pos(&[(24, 14), (6, 1)], &[(12, 15)], 'b').to_string(),
    ];
    expected.sort();
    assert_eq!(results(&p, "5-2"), expected);
}

#[test]
fn head_rule_first_turn_other_doubles_take_one_checker() {
    // 2-2 on the first turn is not one of the three exceptions: one checker to 16.
    assert_eq!(
        witnesses(&Position::start(), "2-2"),
        ["24/22 22/20 20/18 18/16"]
    );
}

#[test]
fn first_turn_exception_needs_all_fifteen_on_the_head() {
    // White has 14 on the head and one on 18: 3-3 may take only one head checker.
    let p = pos(&[(24, 14), (18, 1)], &[(12, 15)], 'w');
    for t in legal(&p, "3-3") {
        assert!(from_head(&t) <= 1, "{}", t.turn);
    }
}

#[test]
fn black_first_turn_mirrors_white() {
    let after_white = Position::start()
        .play(dice("6-5"), &"24/18 18/13".parse().unwrap())
        .unwrap();
    assert_eq!(after_white.side_to_move(), Side::Black);
    // Black's 24/13 in its numbering is absolute 12 → 1.
    assert_eq!(
        results(&after_white, "6-5"),
        [pos(&[(24, 14), (13, 1)], &[(12, 14), (1, 1)], 'w').to_string()]
    );
    assert_eq!(witnesses(&after_white, "6-6"), ["24/18 24/18"]);
    assert_eq!(results(&after_white, "3-3").len(), 2);
}

// ---- Block rule corner cases -------------------------------------------------

#[test]
fn borne_off_checkers_count_as_past_the_block() {
    // White would hold 11..6 with every Black checker on the board behind it,
    // but Black has borne one off: that checker is past the block.
    let p = pos(
        &[(7, 2), (8, 1), (9, 1), (10, 1), (11, 1)],
        &[(12, 14)],
        'w',
    );
    let b = TurnBuilder::new(p, dice("1-1")).unwrap();
    assert!(b.legal_steps().contains(&step("7/6")));
}

#[test]
fn block_across_whites_own_seam_is_a_block() {
    // Absolute 3,2,1,24,23,22 are six consecutive points of Black's path
    // (its relative 15..10) even though they cross White's 1/24 seam.
    let white = [(24, 10), (23, 1), (22, 1), (2, 1), (1, 1), (5, 1)];
    let p = pos(&white, &[(12, 15)], 'w');
    let b = TurnBuilder::new(p, dice("2-1")).unwrap();
    assert!(
        !b.legal_steps().contains(&step("5/3")),
        "5/3 would trap all of Black"
    );
    // With a Black checker already on 20 (its relative 8), the same step is fine.
    let p = pos(&white, &[(12, 14), (20, 1)], 'w');
    let b = TurnBuilder::new(p, dice("2-1")).unwrap();
    assert!(b.legal_steps().contains(&step("5/3")));
}

#[test]
fn run_across_blacks_seam_is_not_a_block() {
    // Absolute 15..10 are Black's relative 3,2,1,24,23,22: not consecutive on
    // Black's path, so White may hold them all.
    let white = [
        (16, 1),
        (15, 1),
        (14, 1),
        (13, 1),
        (11, 1),
        (10, 1),
        (24, 9),
    ];
    let p = pos(&white, &[(9, 15)], 'w');
    let b = TurnBuilder::new(p, dice("4-1")).unwrap();
    assert!(b.legal_steps().contains(&step("16/12")));
    assert!(b.legal_steps().contains(&step("13/12")));
}

#[test]
fn block_is_checked_after_every_step() {
    // 13/7 first would make 11..6 with all of Black behind: illegal, even
    // though 6/5 next would break the block. Played the other way round the
    // same two checkers end on 7 and 5 legally.
    let p = pos(
        &[(24, 9), (13, 1), (11, 1), (10, 1), (9, 1), (8, 1), (6, 1)],
        &[(12, 15)],
        'w',
    );
    let target = pos(
        &[(24, 9), (7, 1), (11, 1), (10, 1), (9, 1), (8, 1), (5, 1)],
        &[(12, 15)],
        'b',
    );
    let turns = legal(&p, "6-1");
    let t = turns
        .iter()
        .find(|t| t.result == target)
        .expect("6/5 13/7 is legal");
    assert_eq!(t.turn.to_string(), "6/5 13/7");
    let b = TurnBuilder::new(p, dice("6-1")).unwrap();
    assert!(!b.legal_steps().contains(&step("13/7")));
    assert!(matches!(
        p.play(dice("6-1"), &"13/7 6/5".parse().unwrap()),
        Err(MoveError::IllegalStep { index: 0, .. })
    ));
}

// ---- Using the dice -----------------------------------------------------------

#[test]
fn larger_die_when_only_one_can_be_played() {
    // A lone White checker on 13 (14 borne off); Black holds 2. 13/7 then 7/2
    // and 13/8 then 8/2 are blocked, so one die only: it must be the 6.
    let p = pos(&[(13, 1)], &[(2, 2), (12, 13)], 'w');
    assert_eq!(witnesses(&p, "6-5"), ["13/7"]);
    assert!(matches!(
        p.play(dice("6-5"), &"13/8".parse().unwrap()),
        Err(MoveError::IllegalStep { .. })
    ));
}

#[test]
fn smaller_die_when_the_larger_cannot_be_played() {
    let p = pos(&[(13, 1)], &[(2, 2), (7, 1), (12, 12)], 'w');
    assert_eq!(witnesses(&p, "6-5"), ["13/8"]);
}

#[test]
fn intermediate_point_must_be_open() {
    // 24 → 13 with 6-5 must stop on 18 or 19. Black holds 18: only via 19.
    let p = pos(&[(24, 15)], &[(18, 1), (12, 14)], 'w');
    let b = TurnBuilder::new(p, dice("6-5")).unwrap();
    let d = b.destinations(RelPoint::HEAD);
    let to13 = d
        .iter()
        .find(|d| d.to == lands(13))
        .expect("13 is reachable");
    assert_eq!(to13.steps, [step("24/19"), step("19/13")]);
    // Black on 18 and 19: 13 is free but cannot be reached, and nothing moves.
    let p = pos(&[(24, 15)], &[(18, 1), (19, 1), (12, 13)], 'w');
    assert_eq!(witnesses(&p, "6-5"), ["pass"]);
}

#[test]
fn pass_when_no_step_is_possible() {
    let p = pos(&[(24, 15)], &[(18, 1), (19, 1), (12, 13)], 'w');
    let turns = legal(&p, "6-5");
    assert_eq!(turns.len(), 1);
    assert!(turns[0].turn.is_pass());
    assert_eq!(turns[0].result, p.with_side_to_move(Side::Black));
    assert_eq!(
        p.play(dice("6-5"), &Turn::pass()),
        Ok(p.with_side_to_move(Side::Black))
    );
    assert_eq!(
        Position::start().play(dice("6-5"), &Turn::pass()),
        Err(MoveError::PassNotAllowed)
    );
}

// ---- Bearing off ---------------------------------------------------------------

#[test]
fn bear_off_with_exact_dice() {
    let p = pos(&[(6, 1), (3, 1), (1, 1)], &[(12, 15)], 'w');
    assert!(witnesses(&p, "6-3").contains(&"6/off 3/off".to_string()));
}

#[test]
fn bear_off_with_larger_die_from_the_highest_point() {
    // 6 and 5 are empty: both dice bear off from the highest points, 4 then 3.
    let p = pos(&[(4, 1), (3, 1), (1, 2)], &[(12, 15)], 'w');
    assert_eq!(
        results(&p, "6-5"),
        [pos(&[(1, 2)], &[(12, 15)], 'b').to_string()]
    );
}

#[test]
fn bear_off_from_lower_point_only_when_higher_are_empty() {
    // Checkers on 5 and 2, dice 4-3: neither die may bear off from 2 while 5
    // is occupied. 5/1 then the 3 bears off from 2 (now the highest) → {1};
    // 5/2 then the 4 bears off from 2 → {2}.
    let p = pos(&[(5, 1), (2, 1)], &[(12, 15)], 'w');
    let b = TurnBuilder::new(p, dice("4-3")).unwrap();
    assert_eq!(b.legal_steps(), [step("5/1"), step("5/2")]);
    let mut expected = [
        pos(&[(2, 1)], &[(12, 15)], 'b').to_string(),
        pos(&[(1, 1)], &[(12, 15)], 'b').to_string(),
    ];
    expected.sort();
    assert_eq!(results(&p, "4-3"), expected);
}

#[test]
fn may_move_inside_home_instead_of_bearing_off() {
    // With 2-1 and checkers on 6 and 2: 2/off is possible, and so is 6/4 6/... inside.
    let p = pos(&[(6, 1), (2, 1)], &[(12, 15)], 'w');
    let w = witnesses(&p, "2-1");
    assert!(w.iter().any(|t| t.contains("2/off")), "{w:?}");
    assert!(w.iter().any(|t| !t.contains("off")), "{w:?}");
}

#[test]
fn bearing_off_enabled_mid_turn() {
    // 8/6 brings the last outside checker home; the 1 then bears off from 1.
    let p = pos(&[(8, 1), (1, 1)], &[(12, 15)], 'w');
    let w = witnesses(&p, "2-1");
    assert!(w.contains(&"8/6 1/off".to_string()), "{w:?}");
}

#[test]
fn game_ends_mid_turn() {
    // Two checkers on 1 and a double: two steps end the game, the rest is void.
    let p = pos(&[(1, 2)], &[(12, 15)], 'w');
    let turns = legal(&p, "4-4");
    assert_eq!(turns.len(), 1);
    assert_eq!(turns[0].turn.to_string(), "1/off 1/off");
    let end = turns[0].result;
    assert_eq!(end.winner(), Some(Side::White));
    assert_eq!(
        end.outcome(false).unwrap().points(),
        2,
        "Black bore off none: mars"
    );
    assert_eq!(end.legal_turns(dice("6-5")), Err(MoveError::GameOver));
}

#[test]
fn finished_game_has_no_moves() {
    let p = pos(&[], &[(12, 15)], 'b');
    assert_eq!(p.legal_turns(dice("6-5")), Err(MoveError::GameOver));
    assert!(TurnBuilder::new(p, dice("1-1")).is_err());
}

#[test]
fn hand_made_position_with_an_illegal_block_allows_only_breaking_steps() {
    // No game reaches this (the step completing the block is refused), but a
    // position typed by hand can: White already holds 11..6 with all of Black
    // behind. Read literally, every step must leave no such block, so the
    // head checkers cannot move and a block checker must step out.
    let p = pos(
        &[(24, 9), (11, 1), (10, 1), (9, 1), (8, 1), (7, 1), (6, 1)],
        &[(12, 15)],
        'w',
    );
    let steps = TurnBuilder::new(p, dice("2-1")).unwrap().legal_steps();
    assert!(
        !steps.iter().any(|s| s.from() == RelPoint::HEAD),
        "{steps:?}"
    );
    assert!(
        steps.contains(&step("11/9")) || steps.contains(&step("11/10")),
        "{steps:?}"
    );
}
