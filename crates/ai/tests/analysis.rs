//! The analysis API: ranking, the levels' agreement with it, evaluation
//! before the roll, reviews and rollouts.

use nardy_ai::{
    rollout, rollout_results, Analyser, Bot, Evaluator, Level, Mark, NetPlayer, RolloutConfig,
    BLUNDER,
};
use nardy_dice::{DiceStream, GameSeed};
use nardy_engine::{parse_record, write_record, Dice, Match, MoveGen, Position, Rules};

fn analyser() -> Analyser {
    Analyser::new(Evaluator::embedded())
}

/// The positions and rolls of one game between two `advanced` players.
fn game_positions(seed: u64) -> Vec<(Position, Dice)> {
    let mut player = NetPlayer::at_level(Level(3), 1);
    let mut stream = DiceStream::new(&GameSeed::derived(seed, 1));
    let mut gen = MoveGen::new();
    let mut p = Position::start();
    let mut seen = Vec::new();
    while !p.is_game_over() {
        let dice = stream.roll();
        let turns = gen.generate(&p, dice).unwrap().to_vec();
        seen.push((p, dice));
        p = turns[player.choose(&p, dice, &turns)].result;
    }
    seen
}

#[test]
fn analysis_ranks_every_result_and_the_searching_levels_play_its_first() {
    let mut a = analyser();
    let mut gen = MoveGen::new();
    let mut expert = NetPlayer::at_level(Level(4), 1);
    let mut master = NetPlayer::at_level(Level::MASTER, 1);
    let mut checked = 0;
    for (p, dice) in game_positions(3).into_iter().step_by(7) {
        let turns = gen.generate(&p, dice).unwrap().to_vec();
        for (depth, player) in [(1, &mut expert), (2, &mut master)] {
            let ranked = a.analyse(&p, dice, depth).unwrap();
            // Every distinct result once.
            assert_eq!(ranked.len(), turns.len(), "{p} {dice}");
            for t in &turns {
                assert_eq!(ranked.iter().filter(|c| c.result == t.result).count(), 1);
            }
            // The deepest first, each depth best first, losses from the first.
            assert_eq!(ranked[0].loss, 0.0);
            assert_eq!(ranked[0].depth, depth);
            for pair in ranked.windows(2) {
                assert!(pair[0].depth >= pair[1].depth, "{p} {dice}");
                if pair[0].depth == pair[1].depth {
                    assert!(pair[0].equity() >= pair[1].equity(), "{p} {dice}");
                }
            }
            for c in &ranked {
                assert!((c.loss - (ranked[0].equity() - c.equity())).abs() < 1e-6);
            }
            // The level at this depth plays the first candidate of its ranking.
            let pick = player.choose(&p, dice, &turns);
            assert_eq!(
                turns[pick].result,
                a.rank(&turns, depth)[0].result,
                "{p} {dice} depth {depth}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 10, "{checked}");
}

#[test]
fn a_player_s_list_judges_its_first_five_lines_at_full_depth_in_order_of_equity() {
    // The expert's report: `nardy analyse` ranked a 2-ply line losing
    // 0.0305 above a 1-ply one losing 0.0031.
    let mut a = analyser();
    let p: Position = "0,0,0,0,0,-1,0,0,1,0,0,-12,0,0,1,0,0,0,0,0,0,-1,-1,13 b"
        .parse()
        .unwrap();
    let report = a.analyse(&p, Dice::new(2, 1).unwrap(), 2).unwrap();
    let shown = &report[..nardy_ai::SHOWN.min(report.len())];
    assert!(shown.iter().all(|c| c.depth == 2), "{shown:?}");
    // Positions of four games, every roll at 1-ply, every fourth at 2-ply.
    let mut checked = [0; 2];
    for seed in 11..15 {
        for (i, (p, dice)) in game_positions(seed).into_iter().enumerate() {
            for depth in [1, 2] {
                if depth == 2 && i % 4 != 0 {
                    continue;
                }
                let ranked = a.analyse(&p, dice, depth).unwrap();
                let shown = nardy_ai::SHOWN.min(ranked.len());
                for (k, c) in ranked[..shown].iter().enumerate() {
                    assert_eq!(c.depth, depth, "{p} {dice}: line {}", k + 1);
                }
                for pair in ranked[..shown].windows(2) {
                    assert!(pair[0].equity() >= pair[1].equity(), "{p} {dice} {depth}");
                    assert!(pair[0].loss <= pair[1].loss, "{p} {dice} {depth}");
                }
                checked[depth as usize - 1] += 1;
            }
        }
    }
    assert!(checked[0] >= 300 && checked[1] >= 90, "{checked:?}");
}

#[test]
fn the_value_before_the_roll_is_the_average_of_the_best_plays() {
    let mut a = analyser();
    for (p, _) in game_positions(4).into_iter().step_by(11) {
        let mut mean = 0.0;
        for dice in Dice::all() {
            let best = a.analyse(&p, dice, 0).unwrap()[0].chances;
            mean += best.equity() * dice.weight() as f32 / 36.0;
        }
        let before = a.evaluate(&p, 1).equity();
        assert!((before - mean).abs() < 1e-4, "{p}: {before} vs {mean}");
    }
    // A finished game's value is its result: White has borne off all.
    let over: Position = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,0 b"
        .parse()
        .unwrap();
    assert_eq!(a.evaluate(&over, 2).equity(), -2.0);
}

#[test]
fn a_review_marks_a_deliberate_blunder_and_reads_the_same_from_the_record() {
    let mut a = analyser();
    let mut player = NetPlayer::at_level(Level(3), 1);
    let mut stream = DiceStream::new(&GameSeed::derived(9, 1));
    let mut m = Match::new(Rules::default());
    m.game_mut().opening_roll(5, 2).unwrap(); // White starts, then rolls
    let mut blunder = None;
    let mut gen = MoveGen::new();
    while m.game().outcome().is_none() {
        let dice = stream.roll();
        let p = *m.game().position();
        m.game_mut().roll(dice).unwrap();
        let turns = gen.generate(&p, dice).unwrap().to_vec();
        let mut turn = turns[player.choose(&p, dice, &turns)].turn;
        if blunder.is_none() && m.game().history().len() >= 10 {
            // The first turn whose worst play loses a blunder's worth at 1-ply.
            let ranked = a.analyse(&p, dice, 1).unwrap();
            let worst = ranked.last().unwrap();
            let judged = -a.search().after_move(&worst.result, 1).equity();
            if ranked[0].equity() + judged >= BLUNDER + 0.05 {
                turn = worst.turn;
                blunder = Some(m.game().history().len());
            }
        }
        m.game_mut().play_turn(&turn).unwrap();
    }
    let at = blunder.expect("a position with a blunder to play");
    let review = a.review(&m, 1).unwrap();
    assert_eq!(review.turns.len(), m.game().history().len());
    let t = &review.turns[at];
    assert_eq!(t.mark, Mark::Blunder, "{t:?}");
    assert_eq!(t.mark.symbol(), "??");
    assert!(t.loss >= BLUNDER, "{t:?}");
    assert_ne!(t.best.result, t.before.play(t.dice, &t.played).unwrap());
    let totals = review.totals(t.side);
    assert!(
        totals.marks[2] >= 1 && totals.error_rate() > 0.0,
        "{totals:?}"
    );
    // Each roll's luck is judged against the same position's average.
    let luck: f32 = review
        .turns
        .iter()
        .filter(|x| x.side == t.side)
        .map(|x| x.luck)
        .sum();
    assert!((luck - totals.luck).abs() < 1e-3);

    // The record the app exports reviews the same.
    let read = parse_record(&write_record(&m, &[])).unwrap();
    assert_eq!(a.review(&read.r#match, 1).unwrap(), review);
}

#[test]
fn rollouts_are_reproducible_with_a_seed_and_any_number_of_threads() {
    let net = nardy_ai::embedded_network();
    let (p, dice) = game_positions(5)[30];
    let cfg = RolloutConfig {
        games: 60,
        seed: 7,
        threads: 1,
        truncate: false,
    };
    let once = rollout(&net, &p, cfg);
    assert_eq!(rollout(&net, &p, RolloutConfig { threads: 2, ..cfg }), once);
    assert_ne!(rollout(&net, &p, RolloutConfig { seed: 8, ..cfg }), once);
    assert_eq!(once.games, 60);
    assert!(once.std_error > 0.0 && once.equity.abs() <= 2.0);
    assert!(once.chances.win_mars <= once.chances.win);

    // Candidates share their dice: the same result twice rolls out the same.
    let best = analyser().analyse(&p, dice, 0).unwrap()[0].result;
    let twice = rollout_results(&net, &[best, best], cfg);
    assert_eq!(twice[0], twice[1]);
    assert_eq!(twice[0].equity, -rollout(&net, &best, cfg).equity);

    // Truncated at the race, reproducible too, and a game that ends in
    // contact (or starts as a race) is played out all the same.
    let truncated = RolloutConfig {
        truncate: true,
        ..cfg
    };
    let short = rollout(&net, &p, truncated);
    assert_eq!(
        rollout(
            &net,
            &p,
            RolloutConfig {
                threads: 2,
                ..truncated
            }
        ),
        short
    );
    assert!(short.std_error < once.std_error, "{short:?} {once:?}");
    let race: Position = "1,2,2,2,3,5,0,0,0,0,0,0,-3,-3,-3,-2,-2,-2,0,0,0,0,0,0 w"
        .parse()
        .unwrap();
    assert_eq!(rollout(&net, &race, truncated), rollout(&net, &race, cfg));
}

/// A review of a match judges each turn by what a mars was worth at the
/// match's score then: money play's early in a match to 3, nothing more
/// than a single win for a side that needs one point.
#[test]
fn a_match_s_review_weighs_a_mars_by_the_score() {
    use nardy_ai::{Score, Stakes};
    use nardy_engine::{MatchLength, Phase, Side};
    let rules = Rules {
        match_length: MatchLength::new(3).unwrap(),
        ..Rules::default()
    };
    let mut players = [
        NetPlayer::at_level(Level(3), 1),
        NetPlayer::at_level(Level(3), 2),
    ];
    let mut stream = DiceStream::new(&GameSeed::derived(4, 1));
    let mut m = Match::started_by(rules, Side::White);
    let mut expected = Vec::new();
    while m.winner().is_none() {
        match *m.game().phase() {
            Phase::Roll(_) => m.game_mut().roll(stream.roll()).unwrap(),
            Phase::Move(ref b) => {
                let (p, dice, turns) = (*b.start(), b.dice(), b.legal_turns().to_vec());
                let side = p.side_to_move();
                expected.push(Stakes::of(&m, side));
                let bot = &mut players[side.index()];
                nardy_ai::tell_score(bot, &m, side);
                let turn = turns[bot.choose(&p, dice, &turns)].turn;
                m.game_mut().play_turn(&turn).unwrap();
            }
            Phase::Over(_) => m.next_game().unwrap(),
            ref other => panic!("{other:?}"),
        }
    }
    assert!(m.games().count() >= 2, "a match of more than one game");
    let review = analyser().review(&m, 0).unwrap();
    let judged: Vec<Stakes> = review.turns.iter().map(|t| t.best.stakes).collect();
    assert_eq!(judged, expected);
    assert_eq!(
        judged[0],
        Stakes::at(
            Score {
                me: 3,
                them: 3,
                cube: None
            },
            nardy_ai::MatchTable::shared()
        )
    );
    // A side needing one point: its mars adds nothing.
    assert!(
        review
            .turns
            .iter()
            .any(|t| t.best.stakes.win_mars == 0.0 && t.best.stakes.lose_mars > 0.0),
        "a turn of the side one point away"
    );
}
