//! The network as a player: 0-ply choice, 1-ply lookahead over the 21 rolls,
//! and the difficulty levels made from noise and search depth.

use crate::bot::Bot;
use crate::eval::Evaluator;
use crate::network::Probabilities;
use crate::rng::Rng;
use nardy_engine::{Dice, LegalTurn, MoveGen, Position};
use rand::Rng as _;

/// How a network player searches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Standard deviation of the noise added to each candidate's equity.
    pub noise: f32,
    /// 0: evaluate the results directly; 1: also average the opponent's best
    /// reply over its 21 rolls for the best few candidates.
    pub ply: u8,
    /// Candidates kept for the 1-ply search.
    pub candidates: usize,
}

/// A difficulty level for players, from gentle to strongest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level(pub u8);

impl Level {
    /// Number of levels; `Level(LEVELS - 1)` is the strongest.
    pub const COUNT: u8 = 5;
    /// The level new games use.
    pub const DEFAULT: Level = Level(3);

    /// Level names for menus and reports.
    pub fn name(self) -> &'static str {
        ["beginner", "casual", "intermediate", "advanced", "expert"][self.0 as usize]
    }

    /// Reads a level number or name.
    pub fn parse(s: &str) -> Option<Level> {
        (0..Level::COUNT)
            .map(Level)
            .find(|l| l.name() == s || l.0.to_string() == s)
    }

    /// The search style of this level.
    pub fn style(self) -> Style {
        let (noise, ply) = match self.0 {
            0 => (0.6, 0),
            1 => (0.3, 0),
            2 => (0.12, 0),
            3 => (0.0, 0),
            _ => (0.0, 1),
        };
        Style {
            noise,
            ply,
            candidates: 4,
        }
    }
}

/// A network player.
pub struct NetPlayer {
    eval: Evaluator,
    style: Style,
    rng: Rng,
    gen: MoveGen,
    label: String,
}

impl NetPlayer {
    pub fn new(eval: Evaluator, style: Style, seed: u64) -> NetPlayer {
        NetPlayer {
            eval,
            style,
            rng: crate::rng::seeded(seed),
            gen: MoveGen::new(),
            label: format!("net-{}ply", style.ply),
        }
    }

    /// A player at one of the difficulty levels, with the embedded network.
    #[cfg(feature = "embedded-weights")]
    pub fn at_level(level: Level, seed: u64) -> NetPlayer {
        NetPlayer::at_level_with(level, Evaluator::embedded(), seed)
    }

    /// A player at a difficulty level using the network in `eval`.
    pub fn at_level_with(level: Level, eval: Evaluator, seed: u64) -> NetPlayer {
        let mut p = NetPlayer::new(eval, level.style(), seed);
        p.label = level.name().to_string();
        p
    }

    /// Equity for the mover of each result, best first: (equity, index).
    pub fn ranked(&mut self, turns: &[LegalTurn]) -> Vec<(f32, usize)> {
        let mut ranked: Vec<(f32, usize)> = turns
            .iter()
            .enumerate()
            .map(|(i, t)| (self.eval.after_move(&t.result).equity(), i))
            .collect();
        // Ties keep the move generator's order, as a stable sort would; an
        // unstable one is a smaller instantiation in the web app's wasm.
        ranked.sort_unstable_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        ranked
    }

    /// The mover's chances after `result`, looking one roll ahead: the
    /// opponent answers each of its 21 rolls with its best 0-ply reply.
    pub fn one_ply(&mut self, result: &Position) -> Probabilities {
        if result.is_game_over() {
            return self.eval.after_move(result);
        }
        let mut sum = Probabilities::default();
        for dice in Dice::all() {
            let replies = self.gen.generate(result, dice).expect("game not over");
            let mut best: Option<Probabilities> = None;
            for r in replies {
                let p = self.eval.after_move(&r.result);
                if best.is_none_or(|b| p.equity() > b.equity()) {
                    best = Some(p);
                }
            }
            let w = dice.weight() as f32 / 36.0;
            sum = sum.blend(1.0, best.expect("at least a pass"), w);
        }
        sum.flip()
    }

    fn gaussian(&mut self) -> f32 {
        // Box–Muller.
        let u = self.rng.random::<f64>().max(1e-12);
        let v: f64 = self.rng.random();
        ((-2.0 * u.ln()).sqrt() * (2.0 * std::f64::consts::PI * v).cos()) as f32
    }
}

impl Bot for NetPlayer {
    fn name(&self) -> String {
        self.label.clone()
    }

    fn choose(&mut self, _: &Position, _: Dice, turns: &[LegalTurn]) -> usize {
        if turns.len() == 1 {
            return 0;
        }
        let mut ranked = self.ranked(turns);
        if self.style.ply >= 1 {
            ranked.truncate(self.style.candidates);
            for entry in ranked.iter_mut() {
                entry.0 = self.one_ply(&turns[entry.1].result).equity();
            }
        }
        if self.style.noise > 0.0 {
            for entry in ranked.iter_mut() {
                entry.0 += self.style.noise * self.gaussian();
            }
        }
        ranked
            .iter()
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .expect("at least one turn")
            .1
    }
}
