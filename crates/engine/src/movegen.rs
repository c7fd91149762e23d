//! Legal whole turns (RULES.md §2–§4).
//!
//! The generator walks the turn one step at a time, breadth first, and merges
//! partial turns that reach the same board with the same dice left. Step
//! orders that lead to the same place are therefore explored once, which keeps
//! doubles deep in the middle game cheap, while every order is still tried (the
//! block rule is checked after each step, so order can matter).

use crate::dice::Dice;
use crate::point::{Landing, RelPoint};
use crate::position::Position;
use crate::rules::Variant;
use crate::side::{CHECKERS, HEAD};
use crate::stacks::{rotate_half, Stacks, HOME_MASK};
use crate::turn::{Step, Turn};
use std::fmt;

/// One distinct result of a roll: the board after the turn (with the other
/// side to move) and one sequence of steps that reaches it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LegalTurn {
    pub turn: Turn,
    pub result: Position,
}

/// What stays fixed while one side plays a roll.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TurnContext {
    /// Points held by the opponent, as a mask in the mover's numbering.
    opponent_points: u32,
    /// Bit index, in the opponent's numbering, of its most advanced checker;
    /// 0 once it has borne off a checker (then no block can trap it).
    opponent_front: u32,
    /// Checkers that may leave the head this turn.
    head_limit: u8,
    /// Checkers on the head when the turn began.
    head_start: u8,
    pub(crate) dice: Dice,
}

/// A partial turn: the mover's board so far, which dice are spent and the steps.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    pub(crate) stacks: Stacks,
    pub(crate) mask: u32,
    /// Non-double: bit 0 = larger die spent, bit 1 = smaller die spent.
    /// Double: number of steps played.
    pub(crate) spent: u8,
    pub(crate) turn: Turn,
}

impl Node {
    pub(crate) fn root(stacks: Stacks) -> Node {
        Node {
            stacks,
            mask: stacks.mask(),
            spent: 0,
            turn: Turn::pass(),
        }
    }

    /// The mover has borne off its last checker: the game ends at once.
    pub(crate) fn is_win(&self) -> bool {
        self.mask == 0
    }

    /// The finished turn as a result position with the other side to move.
    pub(crate) fn legal_turn(&self, start: &Position) -> LegalTurn {
        let mut result = *start;
        result.stacks[start.side.index()] = self.stacks;
        result.side = start.side.opponent();
        LegalTurn {
            turn: self.turn,
            result,
        }
    }

    fn key(&self) -> (u128, u8) {
        (self.stacks.0, self.spent)
    }
}

impl TurnContext {
    /// `free_head`: any number of checkers may leave the head (hachapuri).
    pub(crate) fn new(position: &Position, dice: Dice, free_head: bool) -> TurnContext {
        let mover = position.stacks[position.side.index()];
        let opponent = position.stacks[position.side.opponent().index()];
        let opponent_mask = opponent.mask();
        let head_start = mover.get(HEAD);
        let first_turn_double =
            head_start == CHECKERS && dice.is_double() && matches!(dice.high(), 6 | 4 | 3);
        TurnContext {
            opponent_points: rotate_half(opponent_mask),
            opponent_front: if opponent.off() > 0 {
                0
            } else {
                opponent_mask.trailing_zeros()
            },
            head_limit: if free_head {
                CHECKERS
            } else if first_turn_double {
                2
            } else {
                1
            },
            head_start,
            dice,
        }
    }

    /// Die values still available to `node`, with the `spent` value after using each.
    pub(crate) fn dice_left(&self, node: &Node) -> ([(u8, u8); 2], usize) {
        let (high, low) = (self.dice.high(), self.dice.low());
        if self.dice.is_double() {
            let n = if node.spent < 4 { 1 } else { 0 };
            ([(high, node.spent + 1), (0, 0)], n)
        } else {
            match node.spent {
                0 => ([(high, 1), (low, 2)], 2),
                1 => ([(low, 3), (0, 0)], 1),
                2 => ([(high, 3), (0, 0)], 1),
                _ => ([(0, 0); 2], 0),
            }
        }
    }

    /// Plays one checker from relative point `from` by `die`, if every
    /// single-step rule allows it (destination, head, bearing off, block).
    #[inline]
    pub(crate) fn try_step(&self, node: &Node, from: u8, die: u8, spent: u8) -> Option<Node> {
        if from == HEAD && self.head_start - node.stacks.get(HEAD) >= self.head_limit {
            return None;
        }
        let to = from as i32 - die as i32;
        if to > 0 {
            if self.opponent_points & (1 << (to - 1)) != 0 {
                return None;
            }
        } else {
            let all_home = node.mask & !HOME_MASK == 0;
            // A larger die bears off only from the highest occupied point.
            let higher_occupied = node.mask >> from != 0;
            if !all_home || (to < 0 && higher_occupied) {
                return None;
            }
        }
        let mut next = *node;
        next.stacks.remove(from);
        if next.stacks.get(from) == 0 {
            next.mask &= !(1 << (from - 1));
        }
        let to = to.max(0) as u8;
        if to > 0 {
            next.stacks.add(to);
            next.mask |= 1 << (to - 1);
        }
        if self.traps_every_opponent(next.mask) {
            return None;
        }
        next.spent = spent;
        next.turn.push(Step::new(
            RelPoint::from_valid(from),
            Landing::from_generator(to),
        ));
        Some(next)
    }

    /// The block rule: six or more consecutive points along the opponent's
    /// path with no opponent checker past them.
    #[inline]
    fn traps_every_opponent(&self, mover_mask: u32) -> bool {
        let m = rotate_half(mover_mask);
        let runs = m & (m >> 1) & (m >> 2) & (m >> 3) & (m >> 4) & (m >> 5);
        runs != 0 && runs.trailing_zeros() < self.opponent_front
    }

    /// Every legal step from `node`: (child, die used).
    pub(crate) fn children(&self, node: &Node, mut visit: impl FnMut(Node, u8)) {
        let (options, n) = self.dice_left(node);
        for &(die, spent) in &options[..n] {
            let mut froms = node.mask;
            while froms != 0 {
                let from = 32 - froms.leading_zeros() as u8;
                froms &= !(1 << (from - 1));
                if let Some(child) = self.try_step(node, from, die, spent) {
                    visit(child, die);
                }
            }
        }
    }
}

/// The outcome of the search over one roll, before it becomes positions.
pub(crate) struct Search {
    /// The legal final nodes (wins included), one per distinct board.
    pub(crate) finals: Vec<Node>,
    /// Steps in a complete legal turn that does not end the game.
    pub(crate) full_len: usize,
}

/// Reusable buffers for generating legal turns without fresh allocations.
#[derive(Default)]
pub struct MoveGen {
    level: Vec<Node>,
    next: Vec<Node>,
    out: Vec<LegalTurn>,
    /// No head rule (hachapuri).
    free_head: bool,
}

impl MoveGen {
    /// A generator with empty buffers, for long nardy's rules (classic and
    /// nardegammon move alike).
    pub fn new() -> MoveGen {
        MoveGen::default()
    }

    /// A generator for `variant`'s moves: hachapuri has no head rule.
    pub fn for_variant(variant: Variant) -> MoveGen {
        let mut gen = MoveGen::default();
        gen.set_variant(variant);
        gen
    }

    /// Generates `variant`'s moves from now on, keeping the buffers.
    pub fn set_variant(&mut self, variant: Variant) {
        self.free_head = variant.free_head();
    }

    /// The distinct legal results of `dice` in `position`; a single pass
    /// when nothing can move. Errors only when the game is already over.
    pub fn generate(&mut self, position: &Position, dice: Dice) -> Result<&[LegalTurn], MoveError> {
        let search = self.search(position, dice)?;
        Ok(self.results(position, search))
    }

    /// The legal turns of `search`'s results, kept in the generator's buffers.
    fn results(&mut self, position: &Position, search: Search) -> &[LegalTurn] {
        self.out.clear();
        self.out
            .extend(search.finals.iter().map(|node| node.legal_turn(position)));
        self.level = search.finals;
        &self.out
    }

    /// [`MoveGen::generate`] for classic's equalising turn (RULES.md §8.1):
    /// the opponent has borne off all 15 and the side to move plays one
    /// more turn. Errors only when the side to move has nothing left.
    pub fn generate_equalising(
        &mut self,
        position: &Position,
        dice: Dice,
    ) -> Result<&[LegalTurn], MoveError> {
        let search = self.search_equalising(position, dice)?;
        Ok(self.results(position, search))
    }

    pub(crate) fn search(&mut self, position: &Position, dice: Dice) -> Result<Search, MoveError> {
        if position.is_game_over() {
            return Err(MoveError::GameOver);
        }
        Ok(self.search_on(position, dice))
    }

    /// [`MoveGen::search`] for classic's equalising turn (RULES.md §8.1):
    /// the opponent has borne off everything, and only a mover with no
    /// checker left has no turn.
    pub(crate) fn search_equalising(
        &mut self,
        position: &Position,
        dice: Dice,
    ) -> Result<Search, MoveError> {
        if position.borne_off(position.side_to_move()) == crate::side::CHECKERS {
            return Err(MoveError::GameOver);
        }
        Ok(self.search_on(position, dice))
    }

    fn search_on(&mut self, position: &Position, dice: Dice) -> Search {
        let ctx = TurnContext::new(position, dice, self.free_head);
        let full_len = dice.step_count();
        let mut level = std::mem::take(&mut self.level);
        let mut next = std::mem::take(&mut self.next);
        level.clear();
        level.push(Node::root(position.stacks[position.side.index()]));
        let mut win: Option<Node> = None;
        let mut reached = 0;
        for depth in 0..full_len {
            next.clear();
            for node in &level {
                ctx.children(node, |child, _| {
                    if child.is_win() {
                        win.get_or_insert(child);
                    } else {
                        next.push(child);
                    }
                });
            }
            if next.is_empty() {
                break;
            }
            // Stable, so the first order found stays the witness.
            next.sort_by_key(Node::key);
            next.dedup_by_key(|n| n.key());
            std::mem::swap(&mut level, &mut next);
            reached = depth + 1;
        }
        if let Some(win) = win {
            // Ending the game uses the roll in full: the rest of the dice are void.
            if reached < full_len {
                level.clear();
            }
            level.insert(0, win);
        } else if reached == 1 && !dice.is_double() {
            // Only one die can be played: it must be the larger when possible.
            if level.iter().any(|n| n.spent == 1) {
                level.retain(|n| n.spent == 1);
            }
        }
        self.next = next;
        Search {
            finals: level,
            full_len: if win.is_some() { full_len } else { reached },
        }
    }
}

impl Position {
    /// The distinct legal results of `dice`, each with one witness turn;
    /// a single pass when nothing can move. An error when the game is over.
    pub fn legal_turns(&self, dice: Dice) -> Result<Vec<LegalTurn>, MoveError> {
        let mut gen = MoveGen::new();
        gen.generate(self, dice).map(|t| t.to_vec())
    }
}

/// perft: 1 at depth 0; otherwise the sum over the 21 distinct rolls of the
/// perft of every distinct result. A finished game is a leaf counting 1.
pub fn perft(position: &Position, depth: u32) -> u64 {
    perft_of(Variant::Long, position, depth)
}

/// [`perft`] under `variant`'s moves (hachapuri's free head).
pub fn perft_of(variant: Variant, position: &Position, depth: u32) -> u64 {
    let mut gens: Vec<MoveGen> = (0..depth).map(|_| MoveGen::for_variant(variant)).collect();
    perft_with(position, depth, &mut gens)
}

fn perft_with(position: &Position, depth: u32, gens: &mut [MoveGen]) -> u64 {
    if depth == 0 || position.is_game_over() {
        return 1;
    }
    let (gen, rest) = gens.split_first_mut().expect("one generator per depth");
    let mut total = 0;
    for dice in Dice::all() {
        let turns = gen.generate(position, dice).expect("game is not over");
        if depth == 1 {
            total += turns.len() as u64;
        } else {
            // The buffer is reused by this depth's next roll, so copy the results out.
            let results: Vec<Position> = turns.iter().map(|t| t.result).collect();
            for r in &results {
                total += perft_with(r, depth - 1, rest);
            }
        }
    }
    total
}

/// Why a turn or step cannot be played in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The game is over: a side has borne off all 15 checkers.
    GameOver,
    /// Step number `index` (0-based) cannot be played at that point of the turn.
    IllegalStep { index: usize, step: Step },
    /// Every step can be played, but the turn breaks a whole-turn rule
    /// (it plays fewer dice than possible, or the smaller die instead of the larger).
    IncompleteTurn { turn: Turn },
    /// `pass` was given while some step can be played.
    PassNotAllowed,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => write!(f, "the game is over: a side has borne off all 15 checkers"),
            MoveError::IllegalStep { index, step } => {
                write!(f, "step {} ({step}) is not legal at that point of the turn", index + 1)
            }
            MoveError::IncompleteTurn { turn } => write!(
                f,
                "'{turn}' is not a legal turn: it must play as many dice as possible, and the larger die when only one can be played"
            ),
            MoveError::PassNotAllowed => write!(f, "cannot pass: a legal step exists"),
        }
    }
}

impl std::error::Error for MoveError {}
