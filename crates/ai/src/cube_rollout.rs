//! Cubeful rollouts of money play's first double: the equity of playing on
//! and of doubling (the opponent taking), measured by playing the position
//! out many times with the cube alive — both sides doubling, taking and
//! passing as the `advanced` level (the default, 0-ply) does under a
//! [`CubeModel`] — rather than
//! read from a formula. They label the cube decisions that the model's
//! figures are checked against (`nardy cube-label`, `nardy cube-er`).
//!
//! Game *i* of both branches uses the same dice (`GameSeed::derived(seed,
//! i)`): the difference between them, which decides the label, is far less
//! noisy than either equity.

use crate::bot::Bot;
use crate::cube::{CubeAnswer, CubeModel, CubeView};
use crate::eval::Evaluator;
use crate::network::Network;
use crate::player::{Level, NetPlayer};
use nardy_dice::{DiceStream, GameSeed};
use nardy_engine::{Cube, MoveGen, Position, Side, CUBE_MAX};
use std::sync::Arc;

/// What the rollouts showed for the side to move, per unit of the cube now
/// (centred at 1): playing on, and doubling with the opponent taking.
/// Doubling with the opponent passing is worth 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CubeRollout {
    pub no_double: f64,
    pub double_take: f64,
    /// Standard error of `double_take − no_double` over the games.
    pub std_error: f64,
    pub games: u32,
}

/// The right cube action of a labelled position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CubeLabel {
    NoDoubleTake,
    DoubleTake,
    DoublePass,
    /// Too good to double: playing on for a mars beats the opponent's pass.
    TooGoodPass,
}

impl CubeLabel {
    pub fn code(self) -> &'static str {
        match self {
            CubeLabel::NoDoubleTake => "no-double/take",
            CubeLabel::DoubleTake => "double/take",
            CubeLabel::DoublePass => "double/pass",
            CubeLabel::TooGoodPass => "too-good/pass",
        }
    }

    pub fn parse(code: &str) -> Option<CubeLabel> {
        [
            CubeLabel::NoDoubleTake,
            CubeLabel::DoubleTake,
            CubeLabel::DoublePass,
            CubeLabel::TooGoodPass,
        ]
        .into_iter()
        .find(|l| l.code() == code)
    }

    pub fn doubles(self) -> bool {
        matches!(self, CubeLabel::DoubleTake | CubeLabel::DoublePass)
    }

    pub fn takes(self) -> bool {
        matches!(self, CubeLabel::NoDoubleTake | CubeLabel::DoubleTake)
    }
}

impl CubeRollout {
    /// What doubling is worth when the opponent answers right.
    pub fn double_value(&self) -> f64 {
        self.double_take.min(1.0)
    }

    pub fn label(&self) -> CubeLabel {
        let takes = self.double_take < 1.0;
        // Cashing a sure point now is as good as playing it out.
        let doubles = self.double_value() > self.no_double
            || (!takes && self.double_value() >= self.no_double - 1e-9);
        match (doubles, takes) {
            (true, true) => CubeLabel::DoubleTake,
            (true, false) => CubeLabel::DoublePass,
            (false, true) => CubeLabel::NoDoubleTake,
            (false, false) => CubeLabel::TooGoodPass,
        }
    }

    /// The equity the doubler gives up by doubling (or not) against the
    /// better choice, the opponent answering right.
    pub fn doubler_error(&self, doubles: bool) -> f64 {
        let chosen = if doubles {
            self.double_value()
        } else {
            self.no_double
        };
        (self.no_double.max(self.double_value()) - chosen).max(0.0)
    }

    /// The equity the taker gives up by taking (or passing) against the
    /// better answer (taking costs it `double_take`, passing 1).
    pub fn taker_error(&self, takes: bool) -> f64 {
        let chosen = if takes { -self.double_take } else { -1.0 };
        ((-self.double_take).max(-1.0) - chosen).max(0.0)
    }
}

/// Rolls out `start` (money play, the cube centred, its side to move about
/// to decide) `games` times on `threads` threads, both sides playing the
/// cube by `model`.
pub fn cube_rollout(
    net: &Arc<Network>,
    start: &Position,
    model: &CubeModel,
    games: u32,
    seed: u64,
    threads: usize,
) -> CubeRollout {
    let threads = threads.max(1);
    let pairs: Vec<(f64, f64)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut gen = MoveGen::new();
                    let player = |s| {
                        NetPlayer::at_level_with(Level::DEFAULT, Evaluator::new(net.clone()), s)
                            .with_cube(model.clone(), "rollout")
                    };
                    let mut bots = [player(seed), player(seed + 1)];
                    (0..games)
                        .filter(|i| *i as usize % threads == t)
                        .map(|i| {
                            let opponent = start.side_to_move().opponent();
                            let doubled = Cube::new(2, Some(opponent)).unwrap_or(Cube::CENTRED);
                            let nd = play_out(&mut bots, &mut gen, start, Cube::CENTRED, seed, i);
                            let dt = play_out(&mut bots, &mut gen, start, doubled, seed, i);
                            (i, (nd, dt))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<(u32, (f64, f64))> = handles
            .into_iter()
            .flat_map(|h| h.join().expect("cube rollout thread"))
            .collect();
        all.sort_unstable_by_key(|g| g.0);
        all.into_iter().map(|(_, g)| g).collect()
    });
    let n = pairs.len().max(1) as f64;
    let mean = |f: fn(&(f64, f64)) -> f64| pairs.iter().map(f).sum::<f64>() / n;
    let (nd, dt) = (mean(|g| g.0), mean(|g| g.1));
    let diff = dt - nd;
    let var = pairs
        .iter()
        .map(|g| (g.1 - g.0 - diff).powi(2))
        .sum::<f64>()
        / (n - 1.0).max(1.0);
    CubeRollout {
        no_double: nd,
        double_take: dt,
        std_error: (var / n).sqrt(),
        games: pairs.len() as u32,
    }
}

/// Plays game `i` from `start` with `cube` (its side to move rolls first,
/// without a cube decision: that is the one being measured); the points
/// for that side, cube included, per unit of the starting cube centred.
fn play_out(
    bots: &mut [NetPlayer; 2],
    gen: &mut MoveGen,
    start: &Position,
    mut cube: Cube,
    seed: u64,
    i: u32,
) -> f64 {
    let mut stream = DiceStream::new(&GameSeed::derived(seed, i as usize));
    let me = start.side_to_move();
    let mut p = *start;
    let mut first = true;
    let signed = |winner: Side, points: u32| {
        if winner == me {
            points as f64
        } else {
            -(points as f64)
        }
    };
    // A guard: legal play ends a game long before.
    for _ in 0..10_000 {
        if let Some(outcome) = p.outcome(false) {
            return signed(outcome.winner, outcome.kind.points() * cube.value());
        }
        let side = p.side_to_move();
        let bot = &mut bots[side.index()];
        if !first && cube.may_double(side) && cube.value() < CUBE_MAX {
            let view = CubeView {
                cube,
                away: None,
                jacoby: false,
                beaver: false,
            };
            if bot.double(&p, &view) {
                let taker = side.opponent();
                if bots[taker.index()].answer(&p, &view) == CubeAnswer::Pass {
                    return signed(side, cube.value());
                }
                cube = Cube::new(cube.value() * 2, Some(taker)).unwrap_or(cube);
            }
        }
        first = false;
        let dice = stream.roll();
        let Ok(turns) = gen.generate(&p, dice) else {
            break;
        };
        let turns = turns.to_vec();
        if turns.is_empty() {
            break;
        }
        let k = bots[side.index()].choose(&p, dice, &turns);
        p = turns[k.min(turns.len() - 1)].result;
    }
    0.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rolled(no_double: f64, double_take: f64) -> CubeRollout {
        CubeRollout {
            no_double,
            double_take,
            std_error: 0.0,
            games: 1,
        }
    }

    #[test]
    fn labels_follow_the_equities() {
        assert_eq!(rolled(0.3, 0.2).label(), CubeLabel::NoDoubleTake);
        assert_eq!(rolled(0.5, 0.7).label(), CubeLabel::DoubleTake);
        assert_eq!(rolled(0.8, 1.3).label(), CubeLabel::DoublePass);
        assert_eq!(rolled(1.2, 1.6).label(), CubeLabel::TooGoodPass);
        for l in [
            "no-double/take",
            "double/take",
            "double/pass",
            "too-good/pass",
        ] {
            assert_eq!(CubeLabel::parse(l).map(CubeLabel::code), Some(l));
        }
        // Errors: doubling a no-double position gives up the difference;
        // passing a take gives up 1 − double_take.
        assert!((rolled(0.3, 0.2).doubler_error(true) - 0.1).abs() < 1e-9);
        assert!((rolled(0.5, 0.7).taker_error(false) - 0.3).abs() < 1e-9);
        assert_eq!(rolled(0.5, 0.7).taker_error(true), 0.0);
    }

    #[test]
    fn a_finished_race_is_a_pass_and_an_even_start_no_double() {
        let net = crate::eval::embedded_network();
        // White bears off its last checker on any roll, Black has borne
        // off ten (no mars): playing on and cashing are both worth 1, and
        // the opponent passes.
        let sure: Position = "1,0,0,0,0,0,0,0,0,0,0,0,-1,-1,-1,-1,-1,0,0,0,0,0,0,0 w"
            .parse()
            .unwrap();
        let r = cube_rollout(&net, &sure, CubeModel::nardy(), 36, 1, 1);
        assert!((r.no_double - 1.0).abs() < 1e-9, "{r:?}");
        assert!(r.double_take >= 1.0, "{r:?}");
        assert_eq!(r.label(), CubeLabel::DoublePass, "{r:?}");
        // After White's first turn the game is even: Black does not double.
        let even: Position = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,1,0,0,0,0,14 b"
            .parse()
            .unwrap();
        let r = cube_rollout(&net, &even, CubeModel::nardy(), 200, 1, 2);
        assert_eq!(r.label(), CubeLabel::NoDoubleTake, "{r:?}");
    }
}
