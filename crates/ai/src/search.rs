//! Looking ahead: a position's chances averaged over the 21 rolls, each
//! answered by its mover's best play, `plies` rolls deep (expectimax), with
//! forward pruning and a count of the network's evaluations so that a
//! caller can bound the work.
//!
//! A *ply* here is one roll of the dice, as in backgammon programs: 0-ply is
//! the network's judgement of a position, 1-ply averages the opponent's best
//! 0-ply reply to each of its rolls, 2-ply looks at our rolls after those
//! replies too.

use crate::eval::Evaluator;
use crate::network::Probabilities;
use crate::stakes::Stakes;
use nardy_engine::{Dice, MoveGen, Position, Side, Variant};

/// The deepest search offered (the `master` level and `--depth 2`).
pub const MAX_DEPTH: u8 = 2;

/// Inside a search deeper than 1 ply, the replies to a roll are screened at
/// 0-ply and only this many are looked at more deeply (forward pruning).
/// One keeps a 2-ply decision near 10,000 evaluations per candidate; two
/// doubled the time for no strength the matches could see (see
/// docs/figures.md, "Error rates").
const REPLIES_KEPT: usize = 1;

/// A searcher: the network, a move generator and the evaluation count.
pub struct Search {
    eval: Evaluator,
    gen: MoveGen,
    evaluations: u64,
    /// What the results are worth to White (Black's are these flipped):
    /// each mover picks its best play by its own.
    white: Stakes,
}

impl Search {
    pub fn new(eval: Evaluator) -> Search {
        Search {
            eval,
            gen: MoveGen::new(),
            evaluations: 0,
            white: Stakes::MONEY,
        }
    }

    /// Judges play by what the results are worth to `side` at the match's
    /// score (its opponent's by the same stakes flipped).
    pub fn set_stakes(&mut self, side: Side, stakes: Stakes) {
        self.white = match side {
            Side::White => stakes,
            Side::Black => stakes.flip(),
        };
    }

    /// What the results are worth to `side`.
    pub fn stakes(&self, side: Side) -> Stakes {
        match side {
            Side::White => self.white,
            Side::Black => self.white.flip(),
        }
    }

    /// Looks ahead with `variant`'s moves (hachapuri has no head rule).
    pub fn set_variant(&mut self, variant: Variant) {
        self.gen.set_variant(variant);
    }

    /// Judges a classic game whose first mover is `first` (see
    /// [`Evaluator::set_first_mover`]).
    pub fn set_first_mover(&mut self, first: Option<Side>) {
        self.eval.set_first_mover(first);
    }

    /// Network evaluations so far (the work a search has done).
    pub fn evaluations(&self) -> u64 {
        self.evaluations
    }

    /// The chances of the side to move in `position`, before it rolls,
    /// looking `plies` rolls ahead (exact once the game is over).
    pub fn before_roll(&mut self, position: &Position, plies: u8) -> Probabilities {
        if plies == 0 || position.is_game_over() {
            self.evaluations += 1;
            return self.eval.probabilities(position);
        }
        let mut sum = Probabilities::default();
        for dice in Dice::all() {
            let best = self.best_after(position, dice, plies - 1);
            sum = sum.blend(1.0, best, dice.weight() as f32 / 36.0);
        }
        sum
    }

    /// The chances of the side that has just moved into `result`.
    pub fn after_move(&mut self, result: &Position, plies: u8) -> Probabilities {
        self.before_roll(result, plies).flip()
    }

    /// The mover's chances after its best play of `dice` in `position`,
    /// screened at 0-ply and, deeper, as the search looks at replies.
    pub fn best_after(&mut self, position: &Position, dice: Dice, plies: u8) -> Probabilities {
        let results = self.results(position, dice);
        self.best(&results, plies)
    }

    /// The distinct results of `dice` in `position` (a game not over).
    fn results(&mut self, position: &Position, dice: Dice) -> Vec<Position> {
        match self.gen.generate(position, dice) {
            Ok(turns) => turns.iter().map(|t| t.result).collect(),
            Err(_) => Vec::new(), // only a finished game has no turns
        }
    }

    /// The best of `results` for the side that moves into them, at `plies`:
    /// every result is screened at 0-ply, the best few looked at deeper.
    fn best(&mut self, results: &[Position], plies: u8) -> Probabilities {
        let Some(first) = results.first() else {
            return Probabilities::default();
        };
        let stakes = self.stakes(first.side_to_move().opponent());
        let value = |p: &Probabilities| stakes.equity(*p);
        let mut screened: Vec<(Probabilities, usize)> = results
            .iter()
            .enumerate()
            .map(|(i, r)| (self.after_move(r, 0), i))
            .collect();
        screened.sort_unstable_by(|a, b| value(&b.0).total_cmp(&value(&a.0)).then(a.1.cmp(&b.1)));
        if plies > 0 {
            for entry in screened.iter_mut().take(REPLIES_KEPT) {
                entry.0 = self.after_move(&results[entry.1], plies);
            }
            screened.truncate(REPLIES_KEPT);
        }
        screened
            .iter()
            .map(|e| e.0)
            .max_by(|a, b| value(a).total_cmp(&value(b)))
            .unwrap_or_default()
    }
}
