//! The network as a player: the difficulty levels, made from noise on the
//! equities and the depth of the search.

use crate::analysis::Analyser;
use crate::bot::Bot;
use crate::cube::{CubeAnswer, CubeDecision, CubeModel, CubeView};
use crate::eval::Evaluator;
use crate::rng::Rng;
use nardy_engine::{Dice, LegalTurn, Position};
use rand::Rng as _;

/// How a network player searches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Standard deviation of the noise added to each candidate's equity.
    pub noise: f32,
    /// Rolls looked ahead (0: the network's judgement of each result; see
    /// `analysis::FILTERS` for which candidates each ply looks at).
    pub depth: u8,
}

/// A difficulty level for players, from gentle to strongest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level(pub u8);

impl Level {
    /// Number of levels; `Level(COUNT - 1)` is the strongest.
    pub const COUNT: u8 = 6;
    /// The level new games use.
    pub const DEFAULT: Level = Level(3);
    /// The strongest: 2-ply search (`--level max` on the command line).
    pub const MASTER: Level = Level(5);

    /// Level names for menus and reports.
    pub fn name(self) -> &'static str {
        [
            "beginner",
            "casual",
            "intermediate",
            "advanced",
            "expert",
            "master",
        ][self.0 as usize]
    }

    /// Reads a level number or name; `max` is the strongest.
    pub fn parse(s: &str) -> Option<Level> {
        if s == "max" {
            return Some(Level::MASTER);
        }
        (0..Level::COUNT)
            .map(Level)
            .find(|l| l.name() == s || l.0.to_string() == s)
    }

    /// The search style of this level.
    pub fn style(self) -> Style {
        let (noise, depth) = match self.0 {
            0 => (0.6, 0),
            1 => (0.3, 0),
            2 => (0.12, 0),
            3 => (0.0, 0),
            4 => (0.0, 1),
            _ => (0.0, 2),
        };
        Style { noise, depth }
    }
}

/// A network player.
pub struct NetPlayer {
    analyser: Analyser,
    style: Style,
    rng: Rng,
    label: String,
    /// Counts classic's equalising turn when told the first mover (off:
    /// judges classic as long nardy, as every level did before).
    counts_equalising: bool,
    /// The cube model its cube decisions read.
    cube: CubeModel,
    /// Weighs a mars by the match's score in its checker play (off: by
    /// money play's stakes at every score, as every level did before).
    plays_the_score: bool,
}

impl NetPlayer {
    pub fn new(eval: Evaluator, style: Style, seed: u64) -> NetPlayer {
        NetPlayer {
            analyser: Analyser::new(eval),
            style,
            rng: crate::rng::seeded(seed),
            label: format!("net-{}ply", style.depth),
            counts_equalising: true,
            cube: CubeModel::nardy().clone(),
            plays_the_score: true,
        }
    }

    /// The same player weighing a mars as money play does at every score
    /// (the play before the score's stakes): a baseline for `nardy match`.
    pub fn ignoring_the_score(mut self) -> NetPlayer {
        self.plays_the_score = false;
        self.label.push_str("-money");
        self
    }

    /// The same player deciding the cube by `model` (named `label`, after
    /// an `@` in its name): for `nardy match` to compare models.
    pub fn with_cube(mut self, model: CubeModel, label: &str) -> NetPlayer {
        self.cube = model;
        self.label = format!("{}@{label}", self.label);
        self
    }

    /// The same player judging classic as long nardy (the evaluation before
    /// the equalising turn was counted): a baseline for `nardy match`.
    pub fn ignoring_equalising(mut self) -> NetPlayer {
        self.counts_equalising = false;
        self.label.push_str("-long");
        self
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

    fn gaussian(&mut self) -> f32 {
        // Box–Muller.
        let u = self.rng.random::<f64>().max(1e-12);
        let v: f64 = self.rng.random();
        ((-2.0 * u.ln()).sqrt() * (2.0 * std::f64::consts::PI * v).cos()) as f32
    }

    /// The cube choices of the side to move in `position`, from its chances
    /// before the roll at this level's depth (at most one roll ahead: a
    /// cube decision is asked before every roll), with this level's noise
    /// on each figure, so weaker levels misjudge the cube as they do moves.
    fn cube_decision(&mut self, position: &Position, view: &CubeView) -> CubeDecision {
        let p = self.analyser.evaluate(position, self.style.depth.min(1));
        let mut d = view.decision(p, position.side_to_move(), &self.cube);
        if self.style.noise > 0.0 {
            // Match-winning chances move in smaller steps than equities.
            let scale = if view.away.is_some() { 0.25 } else { 1.0 };
            d.no_double += scale * self.style.noise * self.gaussian();
            d.double_take += scale * self.style.noise * self.gaussian();
        }
        d
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
        let ranked = self.analyser.rank(turns, self.style.depth);
        let mut pick = (f32::NEG_INFINITY, &ranked[0]);
        // Only among the candidates judged deepest: those screened out keep
        // shallower equities, which do not compare with them.
        for c in ranked.iter().take_while(|c| c.depth == ranked[0].depth) {
            let mut equity = c.equity();
            if self.style.noise > 0.0 {
                equity += self.style.noise * self.gaussian();
            }
            if equity > pick.0 {
                pick = (equity, c);
            }
        }
        let chosen = pick.1.result;
        turns.iter().position(|t| t.result == chosen).unwrap_or(0)
    }

    fn double(&mut self, position: &Position, view: &CubeView) -> bool {
        self.cube_decision(position, view).should_double()
    }

    fn set_variant(&mut self, variant: nardy_engine::Variant) {
        self.analyser.set_variant(variant);
    }

    fn set_first_mover(&mut self, first: Option<nardy_engine::Side>) {
        if self.counts_equalising {
            self.analyser.set_first_mover(first);
        }
    }

    fn set_score(
        &mut self,
        side: nardy_engine::Side,
        score: Option<crate::stakes::Score>,
        _cube: Option<nardy_engine::Cube>,
    ) {
        if self.plays_the_score {
            self.analyser
                .set_stakes(side, crate::stakes::Stakes::of_score(score));
        }
    }

    fn answer(&mut self, position: &Position, view: &CubeView) -> CubeAnswer {
        let d = self.cube_decision(position, view);
        if !d.should_take() {
            CubeAnswer::Pass
        } else if view.beaver && view.away.is_none() && d.should_beaver() {
            CubeAnswer::Beaver
        } else {
            CubeAnswer::Take
        }
    }
}
