//! Playing a turn one checker step at a time, as a person does on a board.
//!
//! The builder only offers steps that begin some legal whole turn, so a
//! player can never walk into a dead end, and it can take steps back.

use crate::dice::Dice;
use crate::movegen::MoveError;
use crate::movegen::{LegalTurn, MoveGen, Node, Search, TurnContext};
use crate::point::{Landing, RelPoint};
use crate::position::Position;
use crate::rules::Variant;
use crate::turn::{Step, Turn};

/// Where one checker can go this turn, and the steps that take it there
/// (one step, or several steps of the same checker with both dice or a double).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Destination {
    pub to: Landing,
    pub steps: Vec<Step>,
}

/// A turn in progress.
#[derive(Clone, Debug)]
pub struct TurnBuilder {
    start: Position,
    ctx: TurnContext,
    legal: Vec<LegalTurn>,
    /// Sorted boards of the legal whole turns (a win is the empty board).
    finals: Vec<u128>,
    full_len: usize,
    played: Vec<Step>,
    /// The partial turns consistent with the steps played: more than one only
    /// when a bear-off could have used either die.
    nodes: Vec<Node>,
}

impl TurnBuilder {
    /// Starts the turn of the side to move in `position` with `dice`.
    pub fn new(position: Position, dice: Dice) -> Result<TurnBuilder, MoveError> {
        TurnBuilder::of(Variant::Long, position, dice)
    }

    /// [`TurnBuilder::new`] under `variant`'s moves (hachapuri's free head).
    pub fn of(variant: Variant, position: Position, dice: Dice) -> Result<TurnBuilder, MoveError> {
        let search = MoveGen::for_variant(variant).search(&position, dice)?;
        Ok(TurnBuilder::from_search(position, dice, search, variant))
    }

    /// Classic's equalising turn (RULES.md §8.1): the side to move plays on
    /// although the opponent has borne off all 15.
    pub fn equalising(position: Position, dice: Dice) -> Result<TurnBuilder, MoveError> {
        let search = MoveGen::new().search_equalising(&position, dice)?;
        Ok(TurnBuilder::from_search(
            position,
            dice,
            search,
            Variant::Classic,
        ))
    }

    /// The turn of a game under `variant` from `position`: in classic, on
    /// a board where a side has borne off all 15, the equalising turn (the
    /// game goes on there only for it); else [`TurnBuilder::of`].
    pub fn in_game(
        variant: Variant,
        position: Position,
        dice: Dice,
    ) -> Result<TurnBuilder, MoveError> {
        if variant == Variant::Classic && position.is_game_over() {
            TurnBuilder::equalising(position, dice)
        } else {
            TurnBuilder::of(variant, position, dice)
        }
    }

    fn from_search(
        position: Position,
        dice: Dice,
        search: Search,
        variant: Variant,
    ) -> TurnBuilder {
        let mut finals: Vec<u128> = search.finals.iter().map(|n| n.stacks.0).collect();
        finals.sort_unstable();
        let legal = search
            .finals
            .iter()
            .map(|n| n.legal_turn(&position))
            .collect();
        let root = Node::root(position.stacks[position.side.index()]);
        TurnBuilder {
            start: position,
            ctx: TurnContext::new(&position, dice, variant.free_head()),
            legal,
            finals,
            full_len: search.full_len,
            played: Vec::new(),
            nodes: vec![root],
        }
    }

    /// The position the turn started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The roll being played.
    pub fn dice(&self) -> Dice {
        self.ctx.dice
    }

    /// Every distinct legal result of the roll, each with a witness turn.
    pub fn legal_turns(&self) -> &[LegalTurn] {
        &self.legal
    }

    /// The steps played so far.
    pub fn played(&self) -> &[Step] {
        &self.played
    }

    /// The board now, with the mover still to move.
    pub fn position(&self) -> Position {
        let mut p = self.start;
        p.stacks[p.side.index()] = self.nodes[0].stacks;
        p
    }

    /// Die values not yet used, larger first.
    pub fn dice_left(&self) -> Vec<u8> {
        let node = &self.nodes[0];
        let dice = self.ctx.dice;
        if dice.is_double() {
            vec![dice.high(); 4 - node.spent as usize]
        } else {
            [(1, dice.high()), (2, dice.low())]
                .into_iter()
                .filter(|&(bit, _)| node.spent & bit == 0)
                .map(|(_, d)| d)
                .collect()
        }
    }

    fn is_final(&self, node: &Node) -> bool {
        let len = node.turn.steps().len();
        (node.is_win() || len == self.full_len) && self.finals.binary_search(&node.stacks.0).is_ok()
    }

    fn extendable(&self, node: &Node) -> bool {
        if self.is_final(node) {
            return true;
        }
        if node.is_win() || node.turn.steps().len() >= self.full_len {
            return false;
        }
        let mut found = false;
        self.ctx.children(node, |child, _| {
            found = found || self.extendable(&child);
        });
        found
    }

    /// Children of the current nodes that still lead to a legal whole turn.
    fn good_children(&self, mut visit: impl FnMut(Node, u8)) {
        for node in &self.nodes {
            if self.is_final(node) {
                continue;
            }
            self.ctx.children(node, |child, die| {
                if self.extendable(&child) {
                    visit(child, die);
                }
            });
        }
    }

    /// The distinct steps that can be played now, sorted.
    pub fn legal_steps(&self) -> Vec<Step> {
        let mut steps = Vec::new();
        self.good_children(|child, _| steps.push(*child.turn.steps().last().expect("a step")));
        steps.sort_unstable();
        steps.dedup();
        steps
    }

    /// Points holding a checker that can move now.
    pub fn movable(&self) -> Vec<RelPoint> {
        let mut from: Vec<RelPoint> = self.legal_steps().iter().map(|s| s.from()).collect();
        from.dedup();
        from
    }

    /// Plays one step; an error when it does not begin a legal whole turn.
    pub fn play(&mut self, step: Step) -> Result<(), MoveError> {
        let mut next: Vec<(Node, u8)> = Vec::new();
        self.good_children(|child, die| {
            if child.turn.steps().last() == Some(&step) {
                next.push((child, die));
            }
        });
        if next.is_empty() {
            return Err(MoveError::IllegalStep {
                index: self.played.len(),
                step,
            });
        }
        // A bear-off that either die could make is shown as using the exact die.
        let next = stable_by_key(next, |&(_, die)| die.abs_diff(step.from().get()));
        let mut nodes: Vec<Node> = Vec::with_capacity(next.len());
        for (node, _) in next {
            if !nodes.iter().any(|n| n.spent == node.spent) {
                nodes.push(node);
            }
        }
        self.nodes = nodes;
        self.played.push(step);
        Ok(())
    }

    /// Takes back the last step played, if any.
    pub fn undo(&mut self) -> Option<Step> {
        let last = self.played.pop()?;
        let steps = std::mem::take(&mut self.played);
        self.nodes = vec![Node::root(self.start.stacks[self.start.side.index()])];
        for s in steps {
            self.play(s).expect("replaying steps that were legal");
        }
        Some(last)
    }

    /// Takes back every step of the turn.
    pub fn reset(&mut self) {
        while self.undo().is_some() {}
    }

    /// True when the steps played make a legal whole turn: nothing more may be played.
    pub fn is_complete(&self) -> bool {
        self.nodes.iter().any(|n| self.is_final(n))
    }

    /// The turn played so far.
    pub fn turn(&self) -> Turn {
        Turn::from_steps(&self.played).expect("at most four steps")
    }

    /// The resulting position, with the other side to move, once complete.
    pub fn result(&self) -> Option<Position> {
        self.is_complete().then(|| {
            let mut p = self.position();
            p.side = p.side.opponent();
            p
        })
    }

    /// Where the checker on `from` can go, moving only that checker, each
    /// with the fewest steps; the nearest first, bearing off last.
    pub fn destinations(&self, from: RelPoint) -> Vec<Destination> {
        let mut found: Vec<Destination> = Vec::new();
        let mut frontier: Vec<(Vec<Node>, RelPoint, Vec<Step>)> =
            vec![(self.nodes.clone(), from, vec![])];
        while let Some((nodes, at, path)) = frontier.pop() {
            let mut by_target: Vec<(Landing, Node)> = Vec::new();
            for node in &nodes {
                if self.is_final(node) {
                    continue;
                }
                self.ctx.children(node, |child, _| {
                    let step = *child.turn.steps().last().expect("a step");
                    if step.from() == at && self.extendable(&child) {
                        by_target.push((step.to(), child));
                    }
                });
            }
            let by_target = stable_by_key(by_target, |&(to, _)| to);
            for (to, group) in group_by_target(by_target) {
                let mut steps = path.clone();
                steps.push(Step::new(at, to));
                match found.iter_mut().find(|d| d.to == to) {
                    Some(d) if d.steps.len() <= steps.len() => continue,
                    Some(d) => d.steps = steps.clone(),
                    None => found.push(Destination {
                        to,
                        steps: steps.clone(),
                    }),
                }
                if let Landing::Point(next) = to {
                    frontier.push((group, next, steps));
                }
            }
        }
        // Each target is found once: an unstable sort orders them the same.
        found.sort_unstable_by_key(|d| std::cmp::Reverse(d.to));
        found
    }
}

/// Orders `items` by `key`, equals in the order found, as `sort_by_key`
/// does. Written here for a measured reason: these lists hold a few items,
/// and each `sort_by_key` instantiation put about 3 KB of merge sort into
/// the web app's download.
fn stable_by_key<T, K: Ord>(items: Vec<T>, key: impl Fn(&T) -> K) -> Vec<T> {
    let mut out: Vec<T> = Vec::with_capacity(items.len());
    for item in items {
        let k = key(&item);
        let at = out.iter().position(|o| key(o) > k).unwrap_or(out.len());
        out.insert(at, item);
    }
    out
}

fn group_by_target(sorted: Vec<(Landing, Node)>) -> Vec<(Landing, Vec<Node>)> {
    let mut groups: Vec<(Landing, Vec<Node>)> = Vec::new();
    for (to, node) in sorted {
        match groups.last_mut() {
            Some((t, nodes)) if *t == to => nodes.push(node),
            _ => groups.push((to, vec![node])),
        }
    }
    groups
}

impl Position {
    /// Plays a whole turn given in notation, checking every rule; returns the
    /// position after it with the other side to move.
    pub fn play(&self, dice: Dice, turn: &Turn) -> Result<Position, MoveError> {
        self.play_of(Variant::Long, dice, turn)
    }

    /// [`Position::play`] under `variant`'s moves (hachapuri's free head).
    pub fn play_of(
        &self,
        variant: Variant,
        dice: Dice,
        turn: &Turn,
    ) -> Result<Position, MoveError> {
        TurnBuilder::of(variant, *self, dice)?.play_turn(turn)
    }

    /// [`Position::play`] for classic's equalising turn (RULES.md §8.1):
    /// the opponent has borne off all 15 and the side to move plays on.
    pub fn play_equalising(&self, dice: Dice, turn: &Turn) -> Result<Position, MoveError> {
        TurnBuilder::equalising(*self, dice)?.play_turn(turn)
    }

    /// A recorded turn of a game under `variant`, played again as the game
    /// played it ([`TurnBuilder::in_game`]: classic's equalising turn on a
    /// board a side has borne off, else [`Position::play_of`]).
    pub fn replay_of(
        &self,
        variant: Variant,
        dice: Dice,
        turn: &Turn,
    ) -> Result<Position, MoveError> {
        TurnBuilder::in_game(variant, *self, dice)?.play_turn(turn)
    }
}

impl TurnBuilder {
    /// Plays every step of `turn` (or its pass); the position after it.
    fn play_turn(mut self, turn: &Turn) -> Result<Position, MoveError> {
        if turn.is_pass() {
            return self.result().ok_or(MoveError::PassNotAllowed);
        }
        for &step in turn.steps() {
            self.play(step)?;
        }
        self.result()
            .ok_or(MoveError::IncompleteTurn { turn: *turn })
    }
}
