//! Analysis for players and for the levels: every legal result of a roll
//! ranked by equity, and a position's value before the roll.
//!
//! The levels that search choose the first candidate of [`Analyser::rank`]
//! at their depth. A player's list ([`Analyser::analyse`]: the hint, `nardy
//! analyse`, the review) judges its first [`SHOWN`] lines at the full depth
//! asked for, so the lines a person sees first are ranked on one scale; a
//! later line may keep a shallower depth, and says so.

use crate::classic::is_equalising;
use crate::eval::Evaluator;
use crate::network::Probabilities;
use crate::search::{Search, MAX_DEPTH};
use crate::stakes::Stakes;
use nardy_engine::{Dice, LegalTurn, MoveError, MoveGen, Position, Side, Turn, Variant};

/// One legal result of a roll, as analysis sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Candidate {
    pub turn: Turn,
    pub result: Position,
    /// The mover's chances after this turn.
    pub chances: Probabilities,
    /// How many rolls ahead `chances` looked (candidates screened out early
    /// keep the depth they were judged at).
    pub depth: u8,
    /// Equity given up against the first candidate (0 for the first).
    pub loss: f32,
    /// What the results are worth to the mover at the match's score.
    pub stakes: Stakes,
}

impl Candidate {
    /// The mover's equity: expected points in money play (−2..=2), the
    /// equivalent money game's in a match ([`Stakes`]).
    pub fn equity(&self) -> f32 {
        self.stakes.equity(self.chances)
    }
}

/// Which candidates go one ply deeper: the first `keep` of the previous
/// ranking whose equity is within `margin` of its best.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Filter {
    pub keep: usize,
    pub margin: f32,
}

/// The filters for 1-ply and 2-ply. The first is the `expert` level's search
/// since the start (its four best 0-ply candidates looked at 1-ply); the
/// second keeps 2-ply for moves that are close at 1-ply.
pub const FILTERS: [Filter; MAX_DEPTH as usize] = [
    Filter {
        keep: 4,
        margin: f32::INFINITY,
    },
    Filter {
        keep: 3,
        margin: 0.12,
    },
];

/// Network evaluations one decision may spend on its deepest ply before
/// later candidates stay at the ply above (the first always goes deeper).
/// A typical 2-ply candidate costs about 9,000; the worst positions (big
/// doubles with many checkers free) several times that.
pub const BUDGET: u64 = 60_000;

/// The lines of a player's list judged at its full depth: the ones the
/// page shows before *Show all*.
pub const SHOWN: usize = 5;

/// Ranks moves and judges positions with one network.
pub struct Analyser {
    search: Search,
    gen: MoveGen,
    variant: Variant,
    first_mover: Option<Side>,
}

impl Analyser {
    pub fn new(eval: Evaluator) -> Analyser {
        Analyser {
            search: Search::new(eval),
            gen: MoveGen::new(),
            variant: Variant::Long,
            first_mover: None,
        }
    }

    /// Judges `variant`'s moves from now on: its legal results and the
    /// replies looked ahead (hachapuri has no head rule; the other games
    /// move alike). The network is long nardy's.
    pub fn set_variant(&mut self, variant: Variant) {
        self.variant = variant;
        self.gen.set_variant(variant);
        self.search.set_variant(variant);
    }

    /// Judges a classic game whose first mover is `first`: the equalising
    /// turn and the draw are counted (`classic.rs`), and the equalising
    /// turn itself is analysed.
    pub fn set_first_mover(&mut self, first: Option<Side>) {
        self.first_mover = first;
        self.search.set_first_mover(first);
    }

    /// `turn` of `dice` played on `position` by the game's moves, classic's
    /// equalising turn included (played on a board the first mover has
    /// borne off).
    pub fn play(
        &self,
        position: &Position,
        dice: Dice,
        turn: &Turn,
    ) -> Result<Position, MoveError> {
        let equalising = self
            .first_mover
            .is_some_and(|first| is_equalising(position, first));
        if equalising {
            position.play_equalising(dice, turn)
        } else {
            position.play_of(self.variant, dice, turn)
        }
    }

    /// The game whose moves are judged.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The searcher (and its evaluation count).
    pub fn search(&mut self) -> &mut Search {
        &mut self.search
    }

    /// Ranks play by what the results are worth to `side` at the match's
    /// score (money play's until told).
    pub fn set_stakes(&mut self, side: Side, stakes: Stakes) {
        self.search.set_stakes(side, stakes);
    }

    /// Every distinct legal result of `dice` in `position`, best first,
    /// looked at up to `depth` (at most [`MAX_DEPTH`]) rolls ahead.
    pub fn analyse(
        &mut self,
        position: &Position,
        dice: Dice,
        depth: u8,
    ) -> Result<Vec<Candidate>, MoveError> {
        let equalising = self
            .first_mover
            .is_some_and(|first| is_equalising(position, first));
        let turns = if equalising {
            self.gen.generate_equalising(position, dice)?.to_vec()
        } else {
            self.gen.generate(position, dice)?.to_vec()
        };
        Ok(self.deepen(&turns, depth, SHOWN))
    }

    /// The ranking a level plays from: each ply looks deeper only at the
    /// candidates [`FILTERS`] keep, within [`BUDGET`].
    pub fn rank(&mut self, turns: &[LegalTurn], depth: u8) -> Vec<Candidate> {
        self.deepen(turns, depth, 0)
    }

    /// Ranks `turns`, looking up to `depth` rolls ahead; the first `full`
    /// of each ply's ranking go deeper whatever the filters and the budget
    /// say, so they all end at `depth` and in order of equity.
    fn deepen(&mut self, turns: &[LegalTurn], depth: u8, full: usize) -> Vec<Candidate> {
        let mut ranked: Vec<Candidate> = turns
            .iter()
            .map(|t| Candidate {
                turn: t.turn,
                result: t.result,
                chances: self.search.after_move(&t.result, 0),
                depth: 0,
                loss: 0.0,
                stakes: self.search.stakes(t.result.side_to_move().opponent()),
            })
            .collect();
        sort(&mut ranked);
        for (ply, filter) in (1..=depth.min(MAX_DEPTH)).zip(FILTERS) {
            let best = ranked[0].equity();
            let kept = ranked
                .iter()
                .take(filter.keep.max(full))
                .enumerate()
                .take_while(|(i, c)| {
                    c.depth == ply - 1 && (*i < full || best - c.equity() <= filter.margin)
                })
                .count();
            let start = self.search.evaluations();
            let mut done = 0;
            for c in &mut ranked[..kept] {
                let spent = self.search.evaluations() - start;
                if done >= full.max(1) && spent + spent / done as u64 > BUDGET {
                    break;
                }
                c.chances = self.search.after_move(&c.result, ply);
                c.depth = ply;
                done += 1;
            }
            sort(&mut ranked[..done]);
        }
        let best = ranked[0].equity();
        for c in &mut ranked {
            c.loss = best - c.equity();
        }
        ranked
    }

    /// The chances of the side to move before it rolls: the average over
    /// the 21 rolls of its best play, `depth` rolls ahead (0: the network's
    /// own judgement of the position).
    pub fn evaluate(&mut self, position: &Position, depth: u8) -> Probabilities {
        self.search.before_roll(position, depth.min(MAX_DEPTH + 1))
    }
}

/// Best equity first; equal equities keep their order (the generator's).
fn sort(candidates: &mut [Candidate]) {
    // Stable, so ties keep the move generator's order as before.
    candidates.sort_by(|a, b| b.equity().total_cmp(&a.equity()));
}
