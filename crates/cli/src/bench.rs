//! `nardy bench`: move-generation throughput on a fixed, seeded set of
//! self-play positions (opening, middle game and bear-off), all 21 rolls each.

use nardy_ai::{play_game, RandomBot};
use nardy_engine::{Dice, MoveGen, Position, RelPoint, Side, CHECKERS};
use std::io::Write;
use std::time::{Duration, Instant};

const GAMES: u64 = 60;
const SEED: u64 = 2024;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Stage {
    Opening,
    Middle,
    BearOff,
}

fn stage(p: &Position) -> Stage {
    let mover = p.side_to_move();
    let home = p.relative_counts(mover)[..6].iter().sum::<u8>() + p.borne_off(mover);
    let on_heads = Side::BOTH
        .iter()
        .map(|&s| p.checkers_relative(s, RelPoint::HEAD))
        .sum::<u8>();
    if home == CHECKERS {
        Stage::BearOff
    } else if on_heads >= 20 {
        Stage::Opening
    } else {
        Stage::Middle
    }
}

/// The bench set: every position of the seeded games where a side is to move.
fn positions() -> Vec<Position> {
    (0..GAMES)
        .flat_map(|g| {
            play_game(
                &mut RandomBot::new(2 * g + 1),
                &mut RandomBot::new(2 * g + 2),
                SEED + g,
            )
        })
        .filter(|p| !p.is_game_over())
        .collect()
}

pub fn run(out: &mut impl Write) -> std::io::Result<()> {
    let set = positions();
    let mut gen = MoveGen::new();
    let mut by_stage = [(Stage::Opening, 0usize, 0usize, Duration::ZERO); 3];
    by_stage[1].0 = Stage::Middle;
    by_stage[2].0 = Stage::BearOff;
    let mut slowest = (Duration::ZERO, Position::start(), Dice::new(1, 1).unwrap());
    let all = Instant::now();
    let mut turns_total = 0usize;
    for p in &set {
        let s = by_stage
            .iter_mut()
            .find(|s| s.0 == stage(p))
            .expect("three stages");
        for dice in Dice::all() {
            let t = Instant::now();
            let n = gen.generate(p, dice).expect("game not over").len();
            let took = t.elapsed();
            s.1 += 1;
            s.2 += n;
            s.3 += took;
            turns_total += n;
        }
    }
    let total = all.elapsed();
    // Second pass for the slowest single generation: best of three runs each,
    // so a scheduler hiccup is not mistaken for a slow position.
    for p in &set {
        for dice in Dice::all() {
            let took = (0..3)
                .map(|_| {
                    let t = Instant::now();
                    gen.generate(p, dice).expect("game not over");
                    t.elapsed()
                })
                .min()
                .expect("three runs");
            if took > slowest.0 {
                slowest = (took, *p, dice);
            }
        }
    }
    let generations = set.len() * 21;
    writeln!(
        out,
        "bench set: {} positions from {GAMES} seeded self-play games (seed {SEED}), all 21 rolls each = {generations} generations",
        set.len()
    )?;
    for (stage, gens, turns, time) in by_stage {
        writeln!(
            out,
            "  {:<8} {:>7} generations {:>9} turns  {:>6.2} µs/generation  {:>10.0} turns/s",
            format!("{stage:?}"),
            gens,
            turns,
            time.as_secs_f64() * 1e6 / gens.max(1) as f64,
            turns as f64 / time.as_secs_f64().max(1e-9)
        )?;
    }
    writeln!(
        out,
        "total: {:.0} positions/s (position and roll), {:.0} turns/s, {:.3} s",
        generations as f64 / total.as_secs_f64(),
        turns_total as f64 / total.as_secs_f64(),
        total.as_secs_f64()
    )?;
    let (best, p, dice) = slowest;
    writeln!(
        out,
        "slowest position: {:.1} µs ({} results) for \"{p}\" {dice}",
        best.as_secs_f64() * 1e6,
        gen.generate(&p, dice).expect("game not over").len()
    )
}
