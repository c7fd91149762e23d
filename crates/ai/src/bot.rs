//! Players that choose among the legal results of a roll.

use crate::cube::{CubeAnswer, CubeView};
use crate::rng::Rng;
use crate::stakes::Score;
use nardy_engine::{Cube, Dice, LegalTurn, Match, Position, Side, Variant};
use rand::Rng as _;

/// A player: picks one of the legal results of `dice` in `position`, and,
/// in nardegammon, decides on the cube.
pub trait Bot {
    /// A short name for reports.
    fn name(&self) -> String;

    /// The index in `turns` (never empty) of the chosen result.
    fn choose(&mut self, position: &Position, dice: Dice, turns: &[LegalTurn]) -> usize;

    /// Whether to double before rolling in `position` (this bot to move),
    /// where the rules allow a double. A bot that knows no cube never does.
    fn double(&mut self, _position: &Position, _view: &CubeView) -> bool {
        false
    }

    /// The answer to a double offered in `position` (the doubler to move).
    /// A bot that knows no cube takes.
    fn answer(&mut self, _position: &Position, _view: &CubeView) -> CubeAnswer {
        CubeAnswer::Take
    }

    /// The game's moves, for a bot that looks ahead (hachapuri has no head
    /// rule). A bot that only picks among the turns it is given needs none.
    fn set_variant(&mut self, _variant: Variant) {}

    /// Classic: the game's first mover, for a bot that judges positions
    /// (the equalising turn and the draw depend on it). Told before each
    /// decision; `None` outside classic.
    fn set_first_mover(&mut self, _first: Option<Side>) {}

    /// The match's score as `side` (the side to move) sees it (`None` in
    /// money play and a game that stands alone), and the cube of a game
    /// played with one: for a bot that weighs a mars by the score, or tells
    /// another program. Told before each decision; money play until told.
    fn set_score(&mut self, _side: Side, _score: Option<Score>, _cube: Option<Cube>) {}
}

/// Tells `bot` the score and the cube of `m`'s current game as `side`, to
/// move, sees them.
pub fn tell_score(bot: &mut dyn Bot, m: &Match, side: Side) {
    let cube = m.rules().variant.cube().map(|_| m.game().cube());
    bot.set_score(side, Score::of(m, side), cube);
}

/// Picks uniformly among the distinct results: the weakest baseline.
pub struct RandomBot {
    rng: Rng,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: crate::rng::seeded(seed),
        }
    }
}

impl Bot for RandomBot {
    fn name(&self) -> String {
        "random".to_string()
    }

    fn choose(&mut self, _: &Position, _: Dice, turns: &[LegalTurn]) -> usize {
        self.rng.random_range(0..turns.len())
    }
}
