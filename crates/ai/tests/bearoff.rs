//! The bear-off database against the engine's own rules, and exact race
//! chances on endings that can be worked out by hand.

use nardy_ai::{bearoff_successors, race_probabilities, Bearoff, Evaluator, Home, Probabilities};
use nardy_engine::{Dice, Position, Side};
use std::collections::{BTreeSet, HashMap};

/// White holds `white` on its home points 1..6, Black `black` on its own
/// (absolute 13..18): no checker can meet another.
fn both_home(white: &Home, black: &Home, side: Side) -> Position {
    let mut board = [0i8; 24];
    for i in 0..6 {
        board[i] = white[i] as i8;
        board[12 + i] = -(black[i] as i8);
    }
    Position::from_board(board, side).unwrap()
}

fn home_of(position: &Position, side: Side) -> Home {
    let counts = position.relative_counts(side);
    std::array::from_fn(|i| counts[i])
}

/// A small deterministic generator (xorshift) for sampling positions.
struct Xorshift(u64);

impl Xorshift {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }

    /// A home with 1..=15 checkers, each on a random point.
    fn home(&mut self) -> Home {
        let mut home = [0; 6];
        for _ in 0..1 + self.below(15) {
            home[self.below(6) as usize] += 1;
        }
        home
    }
}

fn total(home: &Home) -> u8 {
    home.iter().sum()
}

#[test]
fn one_sided_generator_matches_the_engine() {
    let mut rng = Xorshift(0x9E37_79B9_7F4A_7C15);
    // Every home with up to 4 checkers, then a sample of bigger ones.
    let mut homes: Vec<Home> = (1..nardy_ai::POSITIONS)
        .map(nardy_ai::bearoff_home)
        .filter(|h| total(h) <= 4)
        .collect();
    homes.extend((0..400).map(|_| rng.home()));
    homes.push([0, 0, 0, 0, 0, 15]);
    homes.push([3, 2, 2, 3, 2, 3]);
    same_results_as_the_engine(&homes, &mut rng);
}

/// All 54,264 homes (5 s in a test build: run with `--ignored`).
#[test]
#[ignore]
fn one_sided_generator_matches_the_engine_everywhere() {
    let homes: Vec<Home> = (1..nardy_ai::POSITIONS)
        .map(nardy_ai::bearoff_home)
        .collect();
    same_results_as_the_engine(&homes, &mut Xorshift(7));
}

fn same_results_as_the_engine(homes: &[Home], rng: &mut Xorshift) {
    for (n, mover) in homes.iter().enumerate() {
        let other = rng.home();
        let side = if n % 2 == 0 { Side::White } else { Side::Black };
        let position = match side {
            Side::White => both_home(mover, &other, side),
            Side::Black => both_home(&other, mover, side),
        };
        for dice in Dice::all() {
            let engine: BTreeSet<Home> = position
                .legal_turns(dice)
                .unwrap()
                .iter()
                .map(|t| {
                    assert_eq!(home_of(&t.result, side.opponent()), other);
                    home_of(&t.result, side)
                })
                .collect();
            let ours: BTreeSet<Home> = bearoff_successors(mover, dice).into_iter().collect();
            assert_eq!(ours, engine, "{position} {dice}");
        }
    }
}

/// Expected rolls to bear off `home`, by recursion over the engine's legal
/// turns (White to move, Black parked in its home).
fn brute_mean(home: &Home, memo: &mut HashMap<Home, f64>) -> f64 {
    if total(home) == 0 {
        return 0.0;
    }
    if let Some(&e) = memo.get(home) {
        return e;
    }
    let position = both_home(home, &[0, 0, 0, 0, 0, 15], Side::White);
    let mut e = 1.0;
    for dice in Dice::all() {
        let best = position
            .legal_turns(dice)
            .unwrap()
            .iter()
            .map(|t| brute_mean(&home_of(&t.result, Side::White), memo))
            .fold(f64::INFINITY, f64::min);
        e += dice.weight() as f64 / 36.0 * best;
    }
    memo.insert(*home, e);
    e
}

#[test]
fn expected_rolls_match_brute_force_on_small_positions() {
    let db = Bearoff::get();
    let mut memo = HashMap::new();
    let small: Vec<Home> = (1..nardy_ai::POSITIONS)
        .map(nardy_ai::bearoff_home)
        .filter(|h| total(h) <= 3)
        .collect();
    assert_eq!(small.len(), 83); // C(9, 6) − the empty home
    for home in &small {
        let exact = brute_mean(home, &mut memo);
        let d = db.all_off(home);
        assert!(
            (d.mean() as f64 - exact).abs() < 1e-5,
            "{home:?}: {} vs {exact}",
            d.mean()
        );
        assert!((d.0.iter().sum::<f32>() - 1.0).abs() < 1e-5, "{home:?}");
    }
}

#[test]
fn distributions_are_distributions() {
    let db = Bearoff::get();
    for i in (1..nardy_ai::POSITIONS).step_by(7) {
        let home = nardy_ai::bearoff_home(i);
        let all = db.all_off(&home);
        assert!((all.0.iter().sum::<f32>() - 1.0).abs() < 1e-5, "{home:?}");
        assert_eq!(all.0[0], 0.0);
        if let Some(first) = db.first_off(&home) {
            assert!((first.0.iter().sum::<f32>() - 1.0).abs() < 1e-5, "{home:?}");
            // Hurrying one checker off is never slower than bearing off all.
            for n in 0..all.0.len() {
                assert!(first.at_least(n) <= all.at_least(n) + 1e-6, "{home:?} {n}");
            }
        } else {
            assert!(total(&home) < 15);
        }
    }
}

const EPS: f32 = 1e-6;

fn assert_chances(p: Probabilities, win: f64, win_mars: f64, lose_mars: f64) {
    let close = |a: f32, b: f64| (a as f64 - b).abs() < EPS as f64;
    assert!(
        close(p.win, win) && close(p.win_mars, win_mars) && close(p.lose_mars, lose_mars),
        "{p:?} vs win {win} win-mars {win_mars} lose-mars {lose_mars}"
    );
}

fn race(mine: Home, theirs: Home) -> Probabilities {
    // Both colours to move: the database does not care which is which.
    let white = race_probabilities(&both_home(&mine, &theirs, Side::White)).unwrap();
    let black = race_probabilities(&both_home(&theirs, &mine, Side::Black)).unwrap();
    assert_eq!(white, black);
    white
}

const ONE_ON: fn(usize) -> Home = |point| {
    let mut h = [0; 6];
    h[point - 1] = 1;
    h
};

#[test]
fn one_checker_each_on_the_one_point_is_a_sure_win() {
    // Any roll bears it off, and the game ends before the other side rolls.
    assert_chances(race(ONE_ON(1), ONE_ON(1)), 1.0, 0.0, 0.0);
}

#[test]
fn one_checker_each_on_the_six_point() {
    // A lone checker on 6 leaves in one roll when the roll moves it 6 pips:
    // any non-double with a sum of 6 or more (a 6 bears it off; otherwise the
    // first die brings it to 6 − a ≤ b, and b bears it off, exactly or as the
    // highest checker) — 22 of 36 — or a double from 2-2 up (4 steps ≥ 6
    // pips), 5 more. So 27/36 = 3/4. The misses (1-1, 2-1, 3-1, 4-1, 3-2)
    // leave it on 3 or lower, and every roll moves at least 3 pips: the
    // second roll always finishes. P(win) = 3/4 + 1/4 · 1/4 = 13/16.
    let db = Bearoff::get();
    let d = db.all_off(&ONE_ON(6));
    assert!((d.0[1] - 0.75).abs() < EPS && (d.0[2] - 0.25).abs() < EPS);
    assert_chances(race(ONE_ON(6), ONE_ON(6)), 13.0 / 16.0, 0.0, 0.0);
}

#[test]
fn first_checker_off_from_a_full_point() {
    let db = Bearoff::get();
    // 15 on the 6-point: a roll bears one off when it holds a 6 (11 of 36),
    // or its dice sum to exactly 6 with one checker (5-1, 4-2: 4 more; a
    // larger second die cannot bear off from below the occupied 6-point),
    // or a double walks one checker home and off exactly (2-2, 3-3: 2 more).
    // 4-4 and 5-5 overshoot to 2 and 1, and 1-1 falls short. 17/36.
    let six = db.first_off(&[0, 0, 0, 0, 0, 15]).unwrap();
    assert!((six.0[1] - 17.0 / 36.0).abs() < EPS, "{:?}", six.0);
    // 15 on the 5-point: a 5 or a 6 (a 6 bears off from the highest point:
    // 20 of 36), or 4-1, 3-2 (4 more); no double below 5-5 lands exactly.
    let five = db.first_off(&[0, 0, 0, 0, 15, 0]).unwrap();
    assert!((five.0[1] - 24.0 / 36.0).abs() < EPS, "{:?}", five.0);
    // A checker already off: no first-off figures (a mars is impossible).
    assert_eq!(db.first_off(&[0, 0, 0, 0, 0, 14]), None);
}

#[test]
fn mars_chances() {
    // I bear off my last checker at once; they have borne off nothing.
    assert_chances(race(ONE_ON(1), [0, 0, 0, 0, 0, 15]), 1.0, 1.0, 0.0);
    // I (15 on the 6-point) cannot win; they finish on their first roll, so
    // I am marsed unless my first roll bears a checker off: 19/36.
    assert_chances(race([0, 0, 0, 0, 0, 15], ONE_ON(1)), 0.0, 0.0, 19.0 / 36.0);
    // My checker on 6 leaves in one roll (3/4) or two (1/4), before they
    // can finish; they are marsed unless their one roll in between takes a
    // checker off: 3/4 + 1/4 · 19/36 = 127/144.
    assert_chances(
        race(ONE_ON(6), [0, 0, 0, 0, 0, 15]),
        1.0,
        127.0 / 144.0,
        0.0,
    );
}

#[test]
fn the_evaluator_uses_the_database_when_both_sides_are_home() {
    let mut eval = Evaluator::embedded();
    let p = both_home(&ONE_ON(6), &ONE_ON(6), Side::Black);
    assert_eq!(eval.probabilities(&p), race_probabilities(&p).unwrap());
    // A checker outside the home: the network's judgement, not the database.
    let mut board = [0i8; 24];
    board[6] = 1;
    board[12] = -1;
    let outside = Position::from_board(board, Side::White).unwrap();
    assert_eq!(race_probabilities(&outside), None);
}
