//! Reviewing a played match: for each turn, the equity it gave up against
//! the best turn, a mark for the size of the error, the luck of the roll,
//! and each player's totals.

use crate::analysis::{Analyser, Candidate};
use crate::cube_review::CubeReview;
use crate::marks::Mark;
use crate::network::Probabilities;
use crate::stakes::{scores_before, Score, Stakes};
use nardy_engine::{Dice, Match, MoveError, Position, Side, Turn};

/// One reviewed turn.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnReview {
    /// The game in the match, from 0.
    pub game: usize,
    pub side: Side,
    pub dice: Dice,
    /// The position the turn was played from.
    pub before: Position,
    pub played: Turn,
    /// The mover's equity after the turn played.
    pub played_equity: f32,
    /// The best turn found (the one played when it was best).
    pub best: Candidate,
    /// Distinct results the roll allowed; 1 means there was no choice.
    pub choices: usize,
    /// Equity given up against the best turn (0 when the best was played).
    pub loss: f32,
    pub mark: Mark,
    /// The roll's luck for the mover: its best 0-ply equity after this roll
    /// minus the average over all 21 rolls (the position's 1-ply value).
    pub luck: f32,
    /// The mover's chances before the roll (1-ply): the review's graph.
    pub chances: Probabilities,
}

/// A player's totals over the reviewed turns.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PlayerTotals {
    /// Turns that had a choice.
    pub decisions: u32,
    /// Equity given up in all.
    pub total_loss: f32,
    /// Inaccuracies, mistakes and blunders.
    pub marks: [u32; 3],
    /// The sum of the rolls' luck.
    pub luck: f32,
}

impl PlayerTotals {
    /// Mean loss per decision with a choice, in thousandths of a point
    /// (like GNU Backgammon's mEMG).
    pub fn error_rate(&self) -> f32 {
        1000.0 * self.total_loss / self.decisions.max(1) as f32
    }

    fn add(&mut self, t: &TurnReview) {
        self.luck += t.luck;
        if t.choices > 1 {
            self.decisions += 1;
            self.total_loss += t.loss;
        }
        if t.mark != Mark::None {
            self.marks[t.mark as usize - 1] += 1;
        }
    }
}

/// How far a game review looks: the page's review and `nardy review`'s
/// default, and the depth the levels' ladder ([`crate::LEVEL_RATES`]) was
/// measured at.
pub const REVIEW_DEPTH: u8 = 1;

/// A whole match reviewed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Review {
    pub turns: Vec<TurnReview>,
    /// Nardegammon: the cube decisions, in order (none in other variants).
    pub cube: Vec<CubeReview>,
    /// White's totals, then Black's.
    pub totals: [PlayerTotals; 2],
}

impl Review {
    /// The totals of `side`.
    pub fn totals(&self, side: Side) -> &PlayerTotals {
        &self.totals[side.index()]
    }
}

impl Analyser {
    /// Reviews every finished turn of every game of `m` at `depth`.
    pub fn review(&mut self, m: &Match, depth: u8) -> Result<Review, MoveError> {
        self.review_with_progress(m, depth, |_, _| {})
    }

    /// [`Analyser::review`], telling `progress(done, total)` after each turn.
    pub fn review_with_progress(
        &mut self,
        m: &Match,
        depth: u8,
        mut progress: impl FnMut(usize, usize),
    ) -> Result<Review, MoveError> {
        let total = m.games().map(|g| g.history().len()).sum();
        let mut review = Review::default();
        let variant = m.rules().variant;
        self.set_variant(variant);
        for ((game, g), score) in m.games().enumerate().zip(scores_before(m)) {
            let classic = variant == nardy_engine::Variant::Classic;
            self.set_first_mover(g.first_mover().filter(|_| classic));
            let mut position = *g.start();
            for (turns, record) in g.history().iter().enumerate() {
                // Each turn judged by what its results were worth at the
                // match's score with the cube as it stood.
                let cube = g
                    .cube_moves()
                    .iter()
                    .take_while(|c| c.turns <= turns)
                    .fold(nardy_engine::Cube::CENTRED, |cube, c| cube.after(c));
                let at = Score::at(&m.rules(), score, record.side, cube.value());
                self.set_stakes(record.side, Stakes::of_score(at));
                let turn = self.review_turn(game, &position, record.dice, record.turn, depth)?;
                review.totals[record.side.index()].add(&turn);
                position = self.play(&position, record.dice, &record.turn)?;
                review.turns.push(turn);
                progress(review.turns.len(), total);
            }
        }
        self.set_stakes(Side::White, Stakes::MONEY);
        review.cube = self.review_cube(m)?;
        for c in &review.cube {
            let totals = &mut review.totals[c.side.index()];
            totals.decisions += 1;
            totals.total_loss += c.loss;
            if c.mark != Mark::None {
                totals.marks[c.mark as usize - 1] += 1;
            }
        }
        Ok(review)
    }

    fn review_turn(
        &mut self,
        game: usize,
        before: &Position,
        dice: Dice,
        played: Turn,
        depth: u8,
    ) -> Result<TurnReview, MoveError> {
        let after = self.play(before, dice, &played)?;
        let ranked = self.analyse(before, dice, depth)?;
        let mut best = ranked[0];
        let stakes = best.stakes;
        let mut played_equity = match ranked.iter().find(|c| c.result == after) {
            Some(c) if c.depth == best.depth => c.equity(),
            // Screened out before the best's depth: judged at that depth now.
            _ => stakes.equity(self.search().after_move(&after, best.depth)),
        };
        if played_equity > best.equity() {
            // Deeper, the turn played beats the one the screen preferred.
            best = Candidate {
                turn: played,
                result: after,
                chances: self.search().after_move(&after, best.depth),
                depth: best.depth,
                loss: 0.0,
                stakes,
            };
            played_equity = best.equity();
        }
        let loss = (best.equity() - played_equity).max(0.0);
        let chances = self.search().before_roll(before, 1);
        let luck =
            stakes.equity(self.search().best_after(before, dice, 0)) - stakes.equity(chances);
        Ok(TurnReview {
            game,
            side: before.side_to_move(),
            dice,
            before: *before,
            played,
            played_equity,
            best,
            choices: ranked.len(),
            loss,
            mark: Mark::of(loss),
            luck,
            chances,
        })
    }
}
