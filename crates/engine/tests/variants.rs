//! The variants of RULES.md §8, rule by rule: classic's equalising turn
//! and draw, nardegammon's cube (double, take, pass, beaver, the 64 cap,
//! Crawford and post-Crawford, Jacoby, money play's running score), each
//! refused cube action with its reason, and records of both.

use nardy_engine::{
    parse_record, write_record, Cube, CubeAction, CubeError, CubeRules, Dice, Game, GameError,
    Match, MatchLength, MoveGen, Phase, Position, RecordErrorKind, Rules, Side, Variant, WinKind,
};

fn dice(a: u8, b: u8) -> Dice {
    Dice::new(a, b).unwrap()
}

fn position(text: &str) -> Position {
    text.parse().unwrap()
}

/// A position string from (absolute point, signed count) pairs.
fn board(checkers: &[(usize, i32)], side: char) -> Position {
    let mut points = [0i32; 24];
    for &(point, count) in checkers {
        points[point - 1] = count;
    }
    let text: Vec<String> = points.iter().map(i32::to_string).collect();
    position(&format!("{} {side}", text.join(",")))
}

fn classic() -> Rules {
    Rules {
        variant: Variant::Classic,
        ..Rules::default()
    }
}

fn nardegammon(length: u32, beaver: bool) -> Rules {
    Rules {
        match_length: MatchLength::new(length).unwrap(),
        variant: Variant::Nardegammon(CubeRules {
            beaver,
            ..CubeRules::default()
        }),
        ..Rules::default()
    }
}

fn money(jacoby: bool) -> Rules {
    Rules {
        variant: Variant::Nardegammon(CubeRules {
            money: true,
            beaver: false,
            jacoby,
        }),
        ..Rules::default()
    }
}

/// Rolls `d` and plays its first legal turn.
fn play(game: &mut Game, d: Dice) {
    game.roll(d).unwrap();
    let turn = game.turn_builder().unwrap().legal_turns()[0].turn;
    game.play_turn(&turn).unwrap();
}

fn cube_error(result: Result<impl std::fmt::Debug, GameError>) -> CubeError {
    match result {
        Err(GameError::Cube(e)) => e,
        other => panic!("expected a cube error, got {other:?}"),
    }
}

// ------------------------------------------------------------ classic

#[test]
fn the_equalising_turn_that_bears_off_the_last_checker_draws() {
    // White (to move, so the first mover) and Black each have one checker
    // on their 1-point.
    let start = board(&[(1, 1), (13, -1)], 'w');
    let mut m = Match::from_position(classic(), start).unwrap();
    play(m.game_mut(), dice(2, 1));
    // White is off, but the game goes on: Black's equalising turn.
    assert!(m.game().is_equalising());
    assert!(matches!(m.game().phase(), Phase::Roll(Side::Black)));
    assert_eq!(m.game().outcome(), None);
    play(m.game_mut(), dice(3, 1));
    assert!(m.game().is_drawn());
    assert_eq!(m.score(), [0, 0]);
    // A draw scores nothing; the next game begins with an opening roll.
    m.next_game().unwrap();
    assert!(matches!(m.game().phase(), Phase::Opening));
    assert_eq!(m.score(), [0, 0]);
    // The record says so and reads back to the same match.
    let text = write_record(&m, &[]);
    assert!(text.contains("Variant: classic\n"), "{text}");
    assert!(
        text.contains("2. b 3-1: 1/off\nDrawn: 0 points\n"),
        "{text}"
    );
    let back = parse_record(&text).unwrap().r#match;
    assert!(back.played_games()[0].is_drawn());
    assert_eq!(write_record(&back, &[]), text);
}

#[test]
fn mars_is_judged_after_the_equalising_turn() {
    // Black has all 15 in its home and none off when White finishes: the
    // equalising 6-6 bears four off, so White wins by oin, not mars.
    let start = board(&[(1, 1), (13, -15)], 'w');
    let mut game = Game::from_position(classic(), start);
    play(&mut game, dice(2, 1));
    play(&mut game, dice(6, 6));
    let o = game.outcome().unwrap();
    assert_eq!(
        (o.winner, o.kind, o.points()),
        (Side::White, WinKind::Oin, 1)
    );
    // Far from home, Black bears nothing off in its equalising turn: mars.
    let start = board(&[(1, 1), (5, -15)], 'w');
    let mut game = Game::from_position(classic(), start);
    play(&mut game, dice(2, 1));
    assert!(game.is_equalising());
    play(&mut game, dice(2, 1));
    let o = game.outcome().unwrap();
    assert_eq!(
        (o.winner, o.kind, o.points()),
        (Side::White, WinKind::Mars, 2)
    );
}

#[test]
fn the_second_mover_bearing_off_first_wins_at_once() {
    // White moves first but is far behind; Black's last checker goes off
    // in its first turn and there is no equalising turn for White.
    let start = board(&[(24, 15), (13, -1)], 'w');
    let mut game = Game::from_position(classic(), start);
    play(&mut game, dice(6, 5));
    play(&mut game, dice(2, 1));
    let o = game.outcome().unwrap();
    assert_eq!((o.winner, o.kind), (Side::Black, WinKind::Mars));
    assert!(!game.is_equalising());
    // The default game ends the moment White bears off its last, as before.
    let mut game = Game::from_position(Rules::default(), board(&[(1, 1), (13, -1)], 'w'));
    play(&mut game, dice(2, 1));
    assert_eq!(game.outcome().unwrap().winner, Side::White);
}

// ------------------------------------------------------------ the cube

/// A nardegammon match whose first game White starts (its first roll due).
fn cube_match(rules: Rules) -> Match {
    let mut m = Match::new(rules);
    m.game_mut().opening_roll(5, 3).unwrap();
    m
}

#[test]
fn double_take_pass_and_the_refusals_that_name_their_reason() {
    let mut m = cube_match(nardegammon(7, false));
    let g = m.game_mut();
    assert_eq!(
        cube_error(g.double(Side::White)),
        CubeError::BeforeFirstTurn
    );
    play(g, dice(6, 5));
    assert_eq!(
        cube_error(g.double(Side::White)),
        CubeError::NotYourTurn {
            side_to_move: Side::Black
        }
    );
    assert_eq!(cube_error(g.take(Side::White)), CubeError::NoDoubleOffered);
    assert_eq!(g.double(Side::Black), Ok(2));
    assert!(matches!(g.phase(), Phase::Offered(Side::Black)));
    assert_eq!(cube_error(g.take(Side::Black)), CubeError::OwnDouble);
    assert_eq!(
        cube_error(g.roll(dice(1, 2)).map(|_| ())),
        CubeError::DoubleOffered { by: Side::Black }
    );
    assert_eq!(cube_error(g.beaver(Side::White)), CubeError::NoBeaver);
    assert_eq!(
        g.take(Side::White),
        Ok(Cube::new(2, Some(Side::White)).unwrap())
    );
    // The doubler rolls; the cube is White's now.
    assert!(matches!(g.phase(), Phase::Roll(Side::Black)));
    assert_eq!(
        cube_error(g.double(Side::Black)),
        CubeError::NotYourCube { owner: Side::White }
    );
    g.roll(dice(4, 2)).unwrap();
    assert_eq!(
        cube_error(g.double(Side::Black)),
        CubeError::NotBeforeRolling
    );
    let turn = g.turn_builder().unwrap().legal_turns()[0].turn;
    g.play_turn(&turn).unwrap();
    // The owner redoubles; a pass gives the doubler the cube's old value.
    assert_eq!(g.double(Side::White), Ok(4));
    let o = g.pass(Side::Black).unwrap();
    assert_eq!((o.winner, o.points()), (Side::White, 2));
    assert_eq!(g.passed(), Some(Side::Black));
    assert_eq!(m.score(), [2, 0]);
    assert!(matches!(
        m.game_mut().double(Side::White),
        Err(GameError::WrongPhase { .. })
    ));
    // Each cube action is a line of its own, numbered by the turn it precedes.
    let text = write_record(&m, &[]);
    for line in [
        "Variant: nardegammon",
        "Beaver: no",
        "Jacoby: no",
        "2. b doubles to 2\n2. w takes\n2. b ",
        "3. w doubles to 4\n3. b passes\nWhite wins by oin: 2 points",
    ] {
        assert!(text.contains(line), "{line:?} in\n{text}");
    }
    let back = parse_record(&text).unwrap().r#match;
    assert_eq!(back.score(), [2, 0]);
    assert_eq!(back.game().cube_moves(), m.game().cube_moves());
    assert_eq!(write_record(&back, &[]), text);
    // No cube in the default game or in classic.
    let mut plain = Match::new(Rules::default());
    plain.game_mut().opening_roll(5, 3).unwrap();
    play(plain.game_mut(), dice(6, 5));
    assert_eq!(
        cube_error(plain.game_mut().double(Side::Black)),
        CubeError::NoCube
    );
}

#[test]
fn a_beaver_redoubles_and_keeps_the_cube_and_a_finished_game_scores_times_the_cube() {
    let mut m = cube_match(nardegammon(25, true));
    let g = m.game_mut();
    play(g, dice(6, 5));
    g.double(Side::Black).unwrap();
    assert_eq!(
        g.beaver(Side::White),
        Ok(Cube::new(4, Some(Side::White)).unwrap())
    );
    assert_eq!(g.cube_moves().last().unwrap().action, CubeAction::Beaver(4));
    // No double of a beaver: the cube is the beaver's.
    assert!(matches!(g.phase(), Phase::Roll(Side::Black)));
    assert_eq!(
        cube_error(g.double(Side::Black)),
        CubeError::NotYourCube { owner: Side::White }
    );
    // Black resigns at the start, nothing borne off: mars, 2 × 4.
    let o = g.resign(Side::Black).unwrap();
    assert_eq!((o.kind, o.cube, o.points()), (WinKind::Mars, 4, 8));
    assert_eq!(m.score(), [8, 0]);
}

#[test]
fn the_cube_stops_at_64() {
    let mut m = cube_match(nardegammon(25, true));
    let g = m.game_mut();
    play(g, dice(6, 5));
    let mut doubler = Side::Black;
    let mut rolls = [(1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 1)]
        .into_iter()
        .cycle();
    while g.cube().value() < 64 {
        g.double(doubler).unwrap();
        g.take(doubler.opponent()).unwrap();
        // The doubler plays its turn; then the owner may redouble.
        let (a, b) = rolls.next().unwrap();
        play(g, dice(a, b));
        doubler = doubler.opponent();
    }
    assert_eq!(g.cube(), Cube::new(64, Some(doubler)).unwrap());
    assert_eq!(cube_error(g.double(doubler)), CubeError::AtMost64);
    // A beaver past 64 is refused too (a double to 64 beavered would be 128;
    // one to 32 beavered is 64, which is allowed).
    let mut m = cube_match(nardegammon(25, true));
    let g = m.game_mut();
    play(g, dice(6, 5));
    let mut doubler = Side::Black;
    while g.cube().value() < 32 {
        g.double(doubler).unwrap();
        g.take(doubler.opponent()).unwrap();
        play(g, dice(2, 1));
        doubler = doubler.opponent();
    }
    assert_eq!(g.double(doubler), Ok(64));
    assert_eq!(
        cube_error(g.beaver(doubler.opponent())),
        CubeError::AtMost64
    );
    assert_eq!(g.take(doubler.opponent()).map(Cube::value), Ok(64));
}

/// Ends the current game once the winner's roll is due after a turn of
/// each: `loser` passes the winner's double, or resigns where the cube is
/// out of play.
fn lose_game(m: &mut Match, loser: Side) {
    let winner = loser.opponent();
    let g = m.game_mut();
    if matches!(g.phase(), Phase::Opening) {
        let (w, b) = if winner == Side::White {
            (5, 3)
        } else {
            (3, 5)
        };
        g.opening_roll(w, b).unwrap();
    }
    while g.history().is_empty() || !matches!(g.phase(), Phase::Roll(s) if *s == winner) {
        play(g, dice(4, 3));
    }
    if g.double(winner).is_ok() {
        g.pass(loser).unwrap();
    } else {
        g.resign(loser).unwrap();
    }
}

#[test]
fn crawford_and_post_crawford_games_and_the_score_capped_at_the_length() {
    let mut m = cube_match(nardegammon(3, false));
    assert!(!m.game().is_crawford());
    lose_game(&mut m, Side::Black); // a pass: White 1
    m.next_game().unwrap();
    lose_game(&mut m, Side::Black); // White 2 = length − 1
    assert_eq!(m.score(), [2, 0]);
    m.next_game().unwrap();
    // The Crawford game: no cube.
    assert!(m.game().is_crawford());
    let g = m.game_mut();
    play(g, dice(6, 5));
    assert_eq!(cube_error(g.double(Side::Black)), CubeError::CrawfordGame);
    // Black wins it by a resignation at the start: mars, 2 points.
    g.resign(Side::White).unwrap();
    assert_eq!(m.score(), [2, 2]);
    m.next_game().unwrap();
    // Post-Crawford: the cube again.
    assert!(!m.game().is_crawford());
    let g = m.game_mut();
    play(g, dice(6, 5));
    assert_eq!(g.double(Side::White), Ok(2));
    g.take(Side::Black).unwrap();
    // A mars at 2 would be 4 points: the score stops at 3.
    g.resign(Side::Black).unwrap();
    assert_eq!(m.game().outcome().unwrap().points(), 4);
    assert_eq!(m.score(), [3, 2]);
    assert_eq!(m.winner(), Some(Side::White));
    // A record replays the same Crawford game.
    let back = parse_record(&write_record(&m, &[])).unwrap().r#match;
    let crawford: Vec<bool> = back.games().map(Game::is_crawford).collect();
    assert_eq!(crawford, [false, false, true, false]);
    assert_eq!(back.score(), [3, 2]);
    // A one-point match is all Crawford: no cube at all.
    assert!(Match::new(nardegammon(1, false)).game().is_crawford());
}

#[test]
fn a_capped_game_s_result_line_gives_the_points_the_match_counted() {
    // At 2-2 in a match to 3, a mars at cube 2 is worth 4; White needed 1.
    let mut m = cube_match(nardegammon(3, false));
    lose_game(&mut m, Side::Black);
    m.next_game().unwrap();
    lose_game(&mut m, Side::Black);
    m.next_game().unwrap();
    m.game_mut().resign(Side::White).unwrap();
    m.next_game().unwrap();
    let g = m.game_mut();
    play(g, dice(6, 5));
    g.double(Side::White).unwrap();
    g.take(Side::Black).unwrap();
    g.resign(Side::Black).unwrap();
    let scored = m.scored().unwrap();
    assert_eq!((scored.outcome.points(), scored.points), (4, 1));
    let points: Vec<u32> = m.scored_games().iter().map(|s| s.unwrap().points).collect();
    assert_eq!(points, [1, 1, 2, 1]);
    let text = write_record(&m, &[]);
    let capped = "White wins by mars: 1 point (of 4)";
    assert_eq!(text.lines().last(), Some(capped), "{text}");
    // Uncapped games keep the plain line.
    assert!(text.contains("\nBlack wins by mars: 2 points\n"), "{text}");
    assert_eq!(
        write_record(&parse_record(&text).unwrap().r#match, &[]),
        text
    );
    // A record written before capping was recorded gave the full value: it
    // still reads, and is written back in today's form.
    let older = text.replace(capped, "White wins by mars: 4 points");
    let back = parse_record(&older).unwrap().r#match;
    assert_eq!((back.score(), back.winner()), ([3, 2], Some(Side::White)));
    assert_eq!(write_record(&back, &[]), text);
    // Any other count is refused, and the error quotes what the game scored.
    let wrong = text.replace(capped, "White wins by mars: 2 points");
    let error = parse_record(&wrong).unwrap_err().to_string();
    assert!(
        error.contains(&format!("replay gives '{capped}'")),
        "{error}"
    );
}

#[test]
fn jacoby_and_money_play_keep_a_running_score() {
    // Money play with Jacoby: an unturned cube makes a mars an oin…
    let mut m = cube_match(money(true));
    play(m.game_mut(), dice(6, 5));
    let o = m.game_mut().resign(Side::Black).unwrap();
    assert_eq!((o.kind, o.jacoby, o.points()), (WinKind::Mars, true, 1));
    assert_eq!(m.score(), [1, 0]);
    // …a turned one lets it count in full, times the cube.
    m.next_game().unwrap();
    let g = m.game_mut();
    play(g, dice(6, 5));
    g.double(Side::Black).unwrap();
    g.take(Side::White).unwrap();
    let o = g.resign(Side::White).unwrap();
    assert_eq!((o.kind, o.jacoby, o.points()), (WinKind::Mars, false, 4));
    // No match length: the score runs on and nobody wins the match.
    assert_eq!(m.score(), [1, 4]);
    assert_eq!(m.winner(), None);
    for _ in 0..5 {
        m.next_game().unwrap();
        lose_game(&mut m, Side::White);
    }
    // Five passes of Black's doubles: a point each.
    assert_eq!(m.score(), [1, 9]);
    assert_eq!(m.winner(), None);
    // Without Jacoby the mars counts at once.
    let mut m = cube_match(money(false));
    play(m.game_mut(), dice(6, 5));
    assert_eq!(m.game_mut().resign(Side::Black).unwrap().points(), 2);
    let text = write_record(&m, &[]);
    assert!(text.contains("Match: money\n"), "{text}");
    assert_eq!(parse_record(&text).unwrap().r#match.rules(), money(false));
}

// ------------------------------------------------------------ records

#[test]
fn records_refuse_cube_lines_and_options_that_do_not_fit() {
    let head = "Long Nardy record 1\nMatch: 7\nKoks: no\nOpening: roll-again\nVariant: nardegammon\n\nGame 1\nOpening 5-3\n1. w 6-5: 24/18 18/13\n";
    let refused = |body: &str| {
        parse_record(&format!("{head}{body}"))
            .map(|_| ())
            .unwrap_err()
            .kind
    };
    assert_eq!(
        refused("2. w doubles to 2\n"),
        RecordErrorKind::CubeRefused {
            found: "2. w doubles to 2".into(),
            error: GameError::Cube(CubeError::NotYourTurn {
                side_to_move: Side::Black
            }),
        }
    );
    assert_eq!(
        refused("2. b doubles to 4\n"),
        RecordErrorKind::CubeValueDisagrees {
            found: "2. b doubles to 4".into(),
            value: 2
        }
    );
    assert!(matches!(
        refused("2. b doubles to 2\n2. b 6-5: 24/18 18/13\n"),
        RecordErrorKind::AnswerDue {
            by: Side::Black,
            ..
        }
    ));
    assert!(matches!(
        refused("2. b doubles to 2\n2. w beavers to 4\n"),
        RecordErrorKind::CubeRefused {
            error: GameError::Cube(CubeError::NoBeaver),
            ..
        }
    ));
    // A legal exchange reads, and the message of a refusal names the reason.
    assert!(parse_record(&format!("{head}2. b doubles to 2\n2. w takes\n")).is_ok());
    let message = parse_record(&format!("{head}2. w doubles to 2\n"))
        .unwrap_err()
        .to_string();
    assert!(
        message.contains("only Black, to move, may double now"),
        "{message}"
    );
    // The options need the cube; Jacoby needs money play.
    let header = |lines: &str| {
        parse_record(&format!(
            "Long Nardy record 1\nKoks: no\nOpening: roll-again\n{lines}\n\nGame 1\n"
        ))
        .map(|r| r.r#match.rules())
    };
    assert_eq!(
        header("Match: 3\nBeaver: yes").unwrap_err().kind,
        RecordErrorKind::NeedsTheCube(nardy_engine::RuleHeader::Beaver)
    );
    assert_eq!(
        header("Match: money\nVariant: classic").unwrap_err().kind,
        RecordErrorKind::NeedsTheCube(nardy_engine::RuleHeader::Match)
    );
    assert_eq!(
        header("Match: 3\nVariant: nardegammon\nJacoby: yes")
            .unwrap_err()
            .kind,
        RecordErrorKind::JacobyInMatchPlay
    );
    assert!(matches!(
        header("Match: 3\nVariant: chess").unwrap_err().kind,
        RecordErrorKind::BadVariant { .. }
    ));
    assert_eq!(
        header("Match: money\nVariant: nardegammon\nBeaver: yes\nJacoby: yes"),
        Ok(Rules {
            variant: Variant::Nardegammon(CubeRules {
                money: true,
                beaver: true,
                jacoby: true
            }),
            ..Rules::default()
        })
    );
    // A record without a Variant header is the default game, as before.
    assert_eq!(header("Match: 3").unwrap().variant, Variant::Long);
}

// ---------------------------------------------------------------- hachapuri

fn hachapuri(count: bool) -> Rules {
    Rules {
        variant: Variant::Hachapuri(nardy_engine::HachapuriRules { count }),
        ..Rules::default()
    }
}

const HACHAPURI_START: &str = "0,0,0,0,0,11,0,0,0,0,0,-4,0,0,0,0,0,-11,0,0,0,0,0,4 w";

#[test]
fn hachapuri_starts_four_on_the_head_and_eleven_home_and_has_no_head_rule() {
    let v = hachapuri(false).variant;
    let start = Position::start_of(v, Side::White);
    assert_eq!(start.to_string(), HACHAPURI_START);
    let mut gen = MoveGen::for_variant(v);
    let results = |d: Dice, gen: &mut MoveGen| -> Vec<String> {
        let mut r: Vec<String> = gen
            .generate(&start, d)
            .unwrap()
            .iter()
            .map(|t| t.turn.to_string())
            .collect();
        r.sort();
        r
    };
    // §8.4's examples: 6-6 is a pass (24/18 lands on Black's 11; 6/off
    // waits for the four), 6-5 has one result, 3-3 five, 1-1 twenty.
    assert_eq!(results(dice(6, 6), &mut gen), ["pass"]);
    assert_eq!(results(dice(6, 5), &mut gen), ["24/19 19/13"]);
    assert_eq!(results(dice(3, 3), &mut gen).len(), 5);
    assert_eq!(results(dice(1, 1), &mut gen).len(), 20);
    // Several checkers leave the head in one turn, on the first turn too.
    let head_steps = |t: &str| t.matches("24/").count();
    assert!(results(dice(3, 3), &mut gen)
        .iter()
        .any(|t| head_steps(t) == 4));
    // Long nardy's rules on the same board allow one checker off the head.
    let long: Vec<_> = MoveGen::new()
        .generate(&start, dice(3, 3))
        .unwrap()
        .to_vec();
    assert!(long.iter().all(|t| head_steps(&t.turn.to_string()) <= 1));
    // Bearing off waits for all 15 home: with a checker still on White's 13,
    // 6-5 cannot bear off; 6-6 brings it home (13/7/1) and then may.
    let waiting = board(&[(6, 14), (13, 1), (12, -15)], 'w');
    let bear = |p: &Position, d: Dice| {
        MoveGen::for_variant(v)
            .generate(p, d)
            .unwrap()
            .iter()
            .any(|t| t.turn.to_string().contains("off"))
    };
    assert!(!bear(&waiting, dice(6, 5)), "one checker is still outside");
    assert!(
        bear(&waiting, dice(6, 6)),
        "home after two sixes, then 6/off"
    );
    // A game of hachapuri starts there and plays by those rules.
    let mut g = Game::new(hachapuri(false));
    g.opening_roll(5, 3).unwrap();
    assert_eq!(g.position().to_string(), HACHAPURI_START);
    g.roll(dice(2, 2)).unwrap();
    let Phase::Move(b) = g.phase() else { panic!() };
    assert!(b
        .legal_turns()
        .iter()
        .any(|t| head_steps(&t.turn.to_string()) >= 2));
}

#[test]
fn hachapuri_perft_is_rules_md_s() {
    let v = hachapuri(false).variant;
    let start = Position::start_of(v, Side::White);
    assert_eq!(nardy_engine::perft_of(v, &start, 1), 118);
    assert_eq!(nardy_engine::perft_of(v, &start, 2), 13_260);
}

#[test]
fn hachapuri_perft_at_depth_3() {
    let v = hachapuri(false).variant;
    let start = Position::start_of(v, Side::White);
    assert_eq!(nardy_engine::perft_of(v, &start, 3), 2_924_761);
}

#[test]
fn hachapuri_count_scoring_counts_the_loser_s_checkers_and_is_capped_in_a_match() {
    // White bears off its last checker; Black has borne off 3 and keeps 12.
    let p = board(&[(1, 1), (13, -12)], 'w');
    let mut g = Game::from_position(hachapuri(true), p);
    g.roll(dice(6, 5)).unwrap();
    let turn = g.turn_builder().unwrap().legal_turns()[0].turn;
    g.play_turn(&turn).unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.winner, o.kind, o.points()),
        (Side::White, WinKind::Count(12), 12)
    );
    // Without the option the same game is an oin.
    let mut plain = Game::from_position(hachapuri(false), p);
    plain.roll(dice(6, 5)).unwrap();
    let turn = plain.turn_builder().unwrap().legal_turns()[0].turn;
    plain.play_turn(&turn).unwrap();
    assert_eq!(plain.outcome().unwrap().kind, WinKind::Oin);
    // In a match to 3 the count scores 3 of 12; the record says both and
    // names the variant and the option, and reads back the same.
    let mut m = Match::from_position(hachapuri(true), p).unwrap();
    m.game_mut().roll(dice(6, 5)).unwrap();
    let turn = m.game().turn_builder().unwrap().legal_turns()[0].turn;
    m.game_mut().play_turn(&turn).unwrap();
    assert_eq!(m.score(), [3, 0]);
    let text = write_record(&m, &[]);
    for line in [
        "Variant: hachapuri",
        "Scoring: count",
        "White wins by count: 3 points (of 12)",
    ] {
        assert!(text.contains(line), "{line:?} in\n{text}");
    }
    let back = parse_record(&text).unwrap().r#match;
    assert_eq!((back.rules(), back.score()), (m.rules(), [3, 0]));
    assert_eq!(write_record(&back, &[]), text);
    // Scoring belongs to hachapuri: elsewhere, or with another value, refused.
    for other in ["classic", "nardegammon"] {
        let wrong = text.replace("Variant: hachapuri", &format!("Variant: {other}"));
        let error = parse_record(&wrong).unwrap_err().to_string();
        assert!(error.contains("Scoring"), "{other}: {error}");
    }
    let wrong = text.replace("Scoring: count", "Scoring: pips");
    assert!(parse_record(&wrong)
        .unwrap_err()
        .to_string()
        .contains("'pips'"));
}
