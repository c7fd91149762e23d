//! The levels' cube decisions in positions a person can check, with the
//! built-in network: a certain race win is doubled and passed, an early
//! position is not doubled and a double there is taken, and a match's
//! score changes the answer where the match-equity table says it must.

use nardy_ai::{Bot, CubeAnswer, CubeView, Level, NetPlayer};
use nardy_engine::{Cube, Position, Side};

fn position(text: &str) -> Position {
    text.parse().unwrap()
}

/// White to move with two checkers on its 1-point: any roll bears both
/// off. Black has borne off ten, so no mars: a sure single win.
const SURE_WIN: &str = "2,0,0,0,0,0,0,0,0,0,0,0,-3,-2,0,0,0,0,0,0,0,0,0,0 w";
const START: &str = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w";

fn in_match(me: u32, them: u32) -> CubeView {
    CubeView {
        away: Some((me, them)),
        ..CubeView::money()
    }
}

#[test]
fn a_sure_win_is_doubled_and_passed_and_the_start_is_not_doubled() {
    for level in [Level(3), Level(4), Level::MASTER] {
        let mut bot = NetPlayer::at_level(level, 1);
        for view in [CubeView::money(), in_match(3, 3), in_match(5, 2)] {
            let name = format!("{} {view:?}", level.name());
            assert!(bot.double(&position(SURE_WIN), &view), "{name}");
            assert_eq!(
                bot.answer(&position(SURE_WIN), &view),
                CubeAnswer::Pass,
                "{name}"
            );
        }
        // At the start no double; a double would be taken. (Far behind in
        // a match, at 5-away against 2-away, an early double can be right.)
        for view in [CubeView::money(), in_match(3, 3)] {
            let name = format!("{} {view:?}", level.name());
            assert!(!bot.double(&position(START), &view), "{name}");
            assert_eq!(
                bot.answer(&position(START), &view),
                CubeAnswer::Take,
                "{name}"
            );
        }
    }
}

#[test]
fn the_score_and_the_cube_change_the_decision() {
    let mut bot = NetPlayer::at_level(Level(4), 1);
    // Needing one point with the cube centred, the leader never doubles,
    // however good its position: a pass gives the same point a win does.
    let early_lead = "0,0,0,-1,0,0,0,0,0,0,0,-14,0,0,1,0,0,0,0,0,1,0,0,13 w";
    assert!(!bot.double(&position(early_lead), &in_match(1, 3)));
    // Owning the cube, the side to move may redouble; a view with the cube
    // at 2 on White's side still doubles the sure win.
    let owned = CubeView {
        cube: Cube::new(2, Some(Side::White)).unwrap(),
        ..CubeView::money()
    };
    assert!(bot.double(&position(SURE_WIN), &owned));
    // A double from a lost position is beavered where beavers are played,
    // and only taken where they are not: the taker is the favourite.
    let lost = "0,0,0,0,0,0,0,0,0,0,0,-2,0,0,0,0,0,0,0,0,0,0,0,15 w";
    let beaver = CubeView {
        beaver: true,
        ..CubeView::money()
    };
    assert_eq!(bot.answer(&position(lost), &beaver), CubeAnswer::Beaver);
    assert_eq!(
        bot.answer(&position(lost), &CubeView::money()),
        CubeAnswer::Take
    );
    assert!(!bot.double(&position(lost), &CubeView::money()));
}

#[test]
fn weaker_levels_misjudge_the_cube_more_often() {
    // The same borderline positions, asked of each level many times with
    // different seeds: the beginner's noisy decisions disagree with the
    // master's more often than the advanced level's (which has none).
    let positions = [
        "0,0,0,-1,0,0,0,0,0,0,0,-14,0,0,1,0,0,0,0,0,1,0,0,13 w",
        START,
        "2,3,1,1,1,-7,0,1,0,1,0,-2,-2,-2,-2,0,0,2,0,1,0,1,0,1 w",
    ];
    let disagreements = |level: Level| {
        let mut master = NetPlayer::at_level(Level::MASTER, 1);
        let mut n = 0;
        for seed in 0..20 {
            let mut bot = NetPlayer::at_level(level, seed);
            for p in positions {
                let p = position(p);
                let view = CubeView::money();
                n += (bot.double(&p, &view) != master.double(&p, &view)) as u32;
                n += (bot.answer(&p, &view) != master.answer(&p, &view)) as u32;
            }
        }
        n
    };
    let beginner = disagreements(Level(0));
    let advanced = disagreements(Level(3));
    assert!(
        beginner > advanced,
        "beginner {beginner}, advanced {advanced}"
    );
}

#[test]
fn a_review_marks_cube_errors_like_move_errors() {
    use nardy_ai::{Analyser, CubeChoice, Evaluator, Mark};
    // Money play: White doubles after one turn each, and Black passes a
    // position close to even. Both are errors; the pass a blunder.
    let record = "Long Nardy record 1\nMatch: money\nKoks: no\nOpening: roll-again\n\
                  Variant: nardegammon\n\nGame 1\nOpening 5-3\n1. w 6-5: 24/18 18/13\n\
                  2. b 6-5: 24/18 18/13\n3. w doubles to 2\n3. b passes\n";
    let m = nardy_engine::parse_record(record).unwrap().r#match;
    let review = Analyser::new(Evaluator::embedded()).review(&m, 1).unwrap();
    let [double, pass] = review.cube[..] else {
        panic!("{:?}", review.cube)
    };
    assert_eq!(
        (double.side, double.choice, double.best),
        (Side::White, CubeChoice::Double, CubeChoice::NoDouble)
    );
    assert!(double.loss > 0.0 && double.mark != Mark::None, "{double:?}");
    assert_eq!(
        (pass.side, pass.choice, pass.best),
        (Side::Black, CubeChoice::Pass, CubeChoice::Take)
    );
    assert_eq!(pass.mark, Mark::Blunder, "{pass:?}");
    // Each counts as a decision of its player (Black's 6-5 had no choice),
    // and its mark in the totals.
    assert_eq!(review.totals(Side::Black).decisions, 1);
    assert_eq!(review.totals(Side::Black).marks[2], 1);
}

/// A view of `cube` owned by the side to move, it needing `me` points.
fn owned(value: u32, me: u32, them: u32) -> CubeView {
    CubeView {
        cube: Cube::new(value, Some(Side::White)).unwrap(),
        ..in_match(me, them)
    }
}

#[test]
fn no_level_doubles_a_dead_cube_even_where_a_live_one_is_doubled() {
    // A sure win: every level doubles (cashes) with a live cube. With the
    // cube already worth all White needs, a double gains nothing.
    for level in (0..Level::COUNT).map(Level) {
        for seed in 0..40 {
            let mut bot = NetPlayer::at_level(level, seed);
            let name = format!("{} seed {seed}", level.name());
            assert!(owned(2, 2, 5).is_dead() && owned(64, 5, 5).is_dead());
            for view in [owned(2, 2, 5), owned(4, 3, 1), owned(64, 5, 5)] {
                assert!(!bot.double(&position(SURE_WIN), &view), "{name} {view:?}");
            }
            // One point short of dead, the cube still works for it.
            assert!(!owned(2, 3, 5).is_dead(), "{name}");
        }
    }
}

#[test]
fn the_weak_levels_double_in_matches_to_5_and_7_but_never_a_dead_cube() {
    use nardy_ai::{duel_rules, duplicate_variant_match};
    use nardy_engine::{CubeRules, MatchLength, Variant};
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let variant = Variant::Nardegammon(CubeRules::default());
    for length in [5, 7] {
        let rules = duel_rules(variant, MatchLength::new(length));
        // 100 dice pairs: 200 matches, beginner against casual.
        let r = duplicate_variant_match(
            &|s| Box::new(NetPlayer::at_level(Level(0), s)),
            &|s| Box::new(NetPlayer::at_level(Level(1), s)),
            100,
            length as u64,
            threads,
            rules,
        );
        assert_eq!(r.games, 200);
        assert!(
            r.games_played > r.games,
            "matches of more than one game: {r:?}"
        );
        assert!(r.doubles > 100, "the weak levels double: {r:?}");
        assert_eq!(r.dead_doubles, 0, "match to {length}: {r:?}");
    }
}
