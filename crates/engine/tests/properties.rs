//! Invariants over many seeded random games.

mod common;
use common::random_match::Rng;
use nardy_engine::{Dice, LegalTurn, Point, Position, Side, Turn, TurnBuilder, CHECKERS};
use std::collections::BTreeSet;

const GAMES: u64 = 100;
const MAX_TURNS: usize = 2_000;

/// Calls `visit` for every (position, dice, legal turns) of seeded random games.
fn for_each_turn(mut visit: impl FnMut(&Position, Dice, &[LegalTurn], &mut Rng)) {
    for seed in 0..GAMES {
        let mut rng = Rng::new(seed);
        let mut p = Position::start();
        let mut turns_played = 0;
        while !p.is_game_over() {
            let dice = rng.dice();
            let turns = p.legal_turns(dice).unwrap();
            assert!(!turns.is_empty());
            visit(&p, dice, &turns, &mut rng);
            p = turns[rng.below(turns.len())].result;
            turns_played += 1;
            assert!(turns_played < MAX_TURNS, "game {seed} does not end");
        }
    }
}

#[test]
fn witness_turns_replay_as_legal_whole_turns() {
    for_each_turn(|p, dice, turns, _| {
        for t in turns {
            assert_eq!(p.play(dice, &t.turn), Ok(t.result), "{p} {dice} {}", t.turn);
        }
    });
}

#[test]
fn results_are_distinct_and_hand_the_move_over() {
    for_each_turn(|p, _, turns, _| {
        let distinct: BTreeSet<String> = turns.iter().map(|t| t.result.to_string()).collect();
        assert_eq!(distinct.len(), turns.len());
        for t in turns {
            assert_eq!(t.result.side_to_move(), p.side_to_move().opponent());
        }
    });
}

#[test]
fn checkers_are_conserved() {
    for_each_turn(|p, _, turns, _| {
        let mover = p.side_to_move();
        for t in turns {
            let q = t.result;
            for side in Side::BOTH {
                let on_board: u32 = Point::all().map(|pt| q.checkers(side, pt) as u32).sum();
                assert_eq!(on_board + q.borne_off(side) as u32, CHECKERS as u32);
            }
            let bear_offs = t.turn.steps().iter().filter(|s| s.is_bear_off()).count() as u8;
            assert_eq!(q.borne_off(mover), p.borne_off(mover) + bear_offs);
            let opponent = mover.opponent();
            for pt in Point::all() {
                assert_eq!(q.checkers(opponent, pt), p.checkers(opponent, pt));
            }
            // Each non-bear-off step travels exactly its die; pips never grow.
            assert!(q.pip_count(mover) <= p.pip_count(mover));
        }
    });
}

#[test]
fn text_formats_round_trip() {
    for_each_turn(|p, dice, turns, _| {
        assert_eq!(p.to_string().parse::<Position>().unwrap(), *p);
        assert_eq!(dice.to_string().parse::<Dice>().unwrap(), dice);
        for t in turns {
            assert_eq!(t.turn.to_string().parse::<Turn>().unwrap(), t.turn);
        }
    });
}

#[test]
fn builder_random_walks_end_in_legal_results() {
    for_each_turn(|p, dice, turns, rng| {
        let results: BTreeSet<Position> = turns.iter().map(|t| t.result).collect();
        let mut b = TurnBuilder::new(*p, dice).unwrap();
        let mut undone = false;
        while !b.is_complete() {
            let steps = b.legal_steps();
            assert!(
                !steps.is_empty(),
                "builder stuck in {p} {dice} after {}",
                b.turn()
            );
            b.play(steps[rng.below(steps.len())]).unwrap();
            // Now and then take a step back and go on: undo must restore the options.
            if !undone && rng.below(4) == 0 {
                let before = b.legal_steps();
                let last = b.undo().unwrap();
                b.play(last).unwrap();
                assert_eq!(b.legal_steps(), before);
                undone = true;
            }
        }
        assert!(b.legal_steps().is_empty());
        assert!(
            results.contains(&b.result().unwrap()),
            "{p} {dice} {}",
            b.turn()
        );
    });
}

/// Every complete turn reachable through the builder, by depth-first search.
fn reachable(b: &mut TurnBuilder, out: &mut BTreeSet<Position>) {
    if b.is_complete() {
        out.insert(b.result().unwrap());
        return;
    }
    for s in b.legal_steps() {
        b.play(s).unwrap();
        reachable(b, out);
        b.undo();
    }
}

#[test]
fn every_legal_result_is_reachable_through_the_builder() {
    let mut checked = 0;
    for_each_turn(|p, dice, turns, rng| {
        // A full search per position is slow in debug builds: sample a quarter.
        if rng.below(4) != 0 {
            return;
        }
        let expected: BTreeSet<Position> = turns.iter().map(|t| t.result).collect();
        let mut found = BTreeSet::new();
        reachable(&mut TurnBuilder::new(*p, dice).unwrap(), &mut found);
        assert_eq!(found, expected, "{p} {dice}");
        checked += 1;
    });
    assert!(checked > 1_500, "only {checked} positions checked");
}

#[test]
fn destinations_play_through_to_legal_states() {
    for_each_turn(|p, dice, _, _| {
        let b = TurnBuilder::new(*p, dice).unwrap();
        for from in b.movable() {
            for d in b.destinations(from) {
                let mut trial = b.clone();
                for s in &d.steps {
                    trial.play(*s).unwrap();
                }
                assert_eq!(d.steps.last().unwrap().to(), d.to);
                assert_eq!(d.steps[0].from(), from);
            }
        }
    });
}
