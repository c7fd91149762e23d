//! What both sides — and anyone holding the messages — know of a remote
//! match: the match as far as the revealed contributions roll it, each
//! side's latest reveal, and which dice index each roll uses.
//!
//! **Which index a roll uses.** Indices count from 1 through the whole
//! match and are never used twice. A game that begins with an opening roll
//! (the first game; a game after a draw) takes the next index `k` for its
//! opening rolls. The *learner* is the side that can compute them first:
//! in the first game the friend (`nardy2`, `nardy3`: from the inviter's message
//! after the acceptance, so the inviter, who might otherwise re-invite
//! until it liked the opening, learns nothing before that signed message
//! binds it; `nardy1`: the inviter, from the acceptance), else the side
//! that did not play the drawn game's last turn. Under `Opening: roll-again` the starter's first
//! roll is `k + 1` when the learner starts and `k + 2` when the other side
//! does (then `k + 1` stays unused); under `play-dice` the opening dice are
//! the first roll. A game whose winner of the game before rolls first
//! takes the next index for that roll. Every later roll of the game takes
//! the index after the one before. A game that ends by a resignation or a
//! pass also uses up the index of the turn it ended in.
//!
//! **What a message reveals.** Its sender reveals its chain up to the
//! highest of: what it revealed before, its own latest roll (so that the
//! other side can check it), and what the other side needs next — the
//! opening and the learner's own first roll when a game's opening is to
//! be learned by the other side; the other side's next roll when it is to
//! roll without a cube decision (it cannot double, or it has said it
//! rolls: with a `roll` message, or with its last move's `then_roll`).
//! Never more: so no side learns a roll of the other's before that
//! side's turn, nor its own before its previous action is sent.

use crate::chain::{Link, Reveal, Secret, CHAIN_LENGTH};
use crate::message::{Action, Version};
use crate::refusal::Refusal;
use crate::roll::{openings, roll, GameId};
use nardy_engine::{Match, OpeningRule, Phase, Rules, Side};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Dicing {
    /// The current game's opening index and its learner, while the game
    /// has or had an opening roll.
    opening: Option<(u32, Side)>,
    /// The index of the current game's roll in play, or of the next one.
    pending: u32,
    /// The side to roll has said it will not double this turn.
    declared: bool,
    /// Each side's latest roll's index (0: none yet).
    last_roll: [u32; 2],
    /// Each side said with its latest move of this game that it rolls at
    /// its next turn without doubling.
    then_roll: [bool; 2],
}

/// The shared state of a remote match.
#[derive(Clone, Debug)]
pub struct Shared {
    pub game: GameId,
    /// The inviter's colour.
    pub inviter: Side,
    m: Match,
    revealed: [Reveal; 2],
    dicing: Dicing,
}

/// A side's knowledge of the dice: what is revealed, and its own secret.
#[derive(Clone, Copy)]
pub struct Knower<'a> {
    pub side: Side,
    pub secret: &'a Secret,
}

impl Shared {
    /// The match as the acceptance finds it: nothing rolled yet.
    pub fn new(
        version: Version,
        game: GameId,
        rules: Rules,
        inviter: Side,
        anchors: [Link; 2],
    ) -> Shared {
        Shared {
            game,
            inviter,
            m: Match::new(rules),
            revealed: anchors.map(Reveal::anchor),
            dicing: Dicing {
                opening: Some((1, version.first_learner(inviter))),
                pending: 1,
                declared: false,
                last_roll: [0, 0],
                then_roll: [false, false],
            },
        }
    }

    pub fn match_state(&self) -> &Match {
        &self.m
    }

    pub fn revealed(&self, side: Side) -> Reveal {
        self.revealed[side.index()]
    }

    /// The index of the roll in play or next (see the module's rules).
    pub fn pending_index(&self) -> u32 {
        self.dicing.pending
    }

    /// The side to roll has said it will not double.
    pub fn declared(&self) -> bool {
        self.dicing.declared
    }

    fn value(&self, side: Side, index: u32, knower: Option<Knower>) -> Option<Link> {
        self.revealed(side).value_at(index).or_else(|| {
            knower
                .filter(|k| k.side == side)
                .map(|k| k.secret.value(index))
        })
    }

    fn both(&self, index: u32, knower: Option<Knower>) -> Option<(Link, Link)> {
        Some((
            self.value(Side::White, index, knower)?,
            self.value(Side::Black, index, knower)?,
        ))
    }

    /// Whether `side`, to roll, could double first.
    pub fn may_double(&self, side: Side) -> bool {
        self.m.game().can_double(side).is_ok()
    }

    /// Rolls whatever the known contributions roll, and begins the next
    /// game when one ends: the opening, a roll that needs no cube
    /// decision (or whose decision is made), the next game.
    pub fn advance(&mut self, knower: Option<Knower>) -> Result<(), Refusal> {
        loop {
            match *self.m.game().phase() {
                Phase::Opening => {
                    let (k, learner) = self.dicing.opening.expect("an opening game has its index");
                    let Some((white, black)) = self.both(k, knower) else {
                        return Ok(());
                    };
                    let mut starter = None;
                    for (w, b) in openings(&self.game, k, white, black) {
                        starter = self.m.game_mut().opening_roll(w, b)?;
                    }
                    let starter = starter.expect("the last opening roll differs");
                    self.dicing.pending = match self.m.rules().opening {
                        OpeningRule::PlayOpeningDice => {
                            self.dicing.last_roll[starter.index()] = k;
                            k
                        }
                        OpeningRule::RollAgain if starter == learner => k + 1,
                        OpeningRule::RollAgain => k + 2,
                    };
                }
                Phase::Roll(side) => {
                    if !self.dicing.declared && self.may_double(side) {
                        return Ok(());
                    }
                    let j = self.dicing.pending;
                    let Some((white, black)) = self.both(j, knower) else {
                        return Ok(());
                    };
                    self.m.game_mut().roll(roll(&self.game, j, white, black))?;
                    self.dicing.last_roll[side.index()] = j;
                    self.dicing.declared = false;
                }
                Phase::Over(_) | Phase::Drawn if self.m.winner().is_none() => self.next_game()?,
                _ => return Ok(()),
            }
        }
    }

    fn next_game(&mut self) -> Result<(), Refusal> {
        let ended = self.m.game();
        let ended_in_a_turn = ended.resigned().is_some() || ended.passed().is_some();
        let next = self.dicing.pending + u32::from(ended_in_a_turn);
        let last_mover = ended.history().last().map(|r| r.side);
        self.m.next_game()?;
        self.dicing.pending = next;
        self.dicing.declared = false;
        self.dicing.then_roll = [false, false];
        self.dicing.opening = match self.m.game().phase() {
            Phase::Opening => {
                let learner = last_mover.map_or(self.inviter, Side::opponent);
                Some((next, learner))
            }
            _ => None,
        };
        if next + 2 > CHAIN_LENGTH {
            return Err(Refusal::ChainUsedUp);
        }
        Ok(())
    }

    /// `sender` makes `action` on the state its reveal has advanced.
    fn act(&mut self, sender: Side, action: Action) -> Result<(), Refusal> {
        let receiver = sender.opponent();
        let not_now = Err(Refusal::NotNow {
            action: action.kind(),
        });
        let phase = self.m.game().phase().clone();
        let declared = self.dicing.declared;
        match action {
            Action::Move {
                dice,
                turn,
                then_roll,
            } => {
                let Phase::Move(builder) = phase else {
                    return not_now;
                };
                if builder.dice() != dice {
                    return Err(Refusal::WrongDice {
                        written: dice,
                        rolled: builder.dice(),
                    });
                }
                if self.m.game().position().side_to_move() != sender {
                    return not_now;
                }
                self.m.game_mut().play_turn(&turn)?;
                self.dicing.pending += 1;
                self.dicing.then_roll[sender.index()] = then_roll;
                // The side to roll now may have said with its own last move
                // that it rolls without doubling.
                if let Phase::Roll(next) = *self.m.game().phase() {
                    self.dicing.declared = self.dicing.then_roll[next.index()];
                }
            }
            Action::Roll => match phase {
                Phase::Roll(s) if s == sender && !declared && self.may_double(s) => {
                    self.dicing.declared = true
                }
                _ => return not_now,
            },
            Action::Double => match phase {
                Phase::Roll(s) if s == sender && !declared => {
                    self.m.game_mut().double(sender)?;
                }
                _ => return not_now,
            },
            Action::Take => {
                self.m.game_mut().take(sender)?;
            }
            Action::Beaver => {
                self.m.game_mut().beaver(sender)?;
            }
            Action::Pass => {
                self.m.game_mut().pass(sender)?;
            }
            Action::Resign => match phase {
                Phase::Roll(s) if s == sender => {
                    self.m.game_mut().resign(sender)?;
                }
                Phase::Move(_) if self.m.game().position().side_to_move() == sender => {
                    self.m.game_mut().resign(sender)?;
                }
                _ => return not_now,
            },
            Action::Dice => match phase {
                // The first game's opening, for the friend to learn
                // (`nardy2`): the inviter's first message after the
                // acceptance. (Messages alternate, so in any other game
                // the side that learns an opening is the next to write.)
                Phase::Opening if self.dicing.opening.is_some_and(|(_, l)| l == receiver) => {}
                Phase::Roll(s) if s == receiver && (declared || !self.may_double(s)) => {}
                Phase::Move(_) if self.m.game().position().side_to_move() == receiver => {}
                _ => return not_now,
            },
        }
        Ok(())
    }

    /// The index `sender`'s reveal must reach once its message is applied,
    /// when before it `sender` had revealed up to `before`.
    fn required(&self, sender: Side, before: u32) -> u32 {
        let receiver = sender.opponent();
        let d = self.dicing;
        let need = match self.m.game().phase() {
            Phase::Opening => match d.opening {
                Some((k, learner)) if learner == receiver => {
                    k + u32::from(self.m.rules().opening == OpeningRule::RollAgain)
                }
                _ => 0,
            },
            Phase::Roll(r) if *r == receiver && (d.declared || !self.may_double(*r)) => d.pending,
            Phase::Move(_) if self.m.game().position().side_to_move() == receiver => d.pending,
            _ => 0,
        };
        before.max(d.last_roll[sender.index()]).max(need)
    }

    /// The state after `sender`'s message: its reveal (if any), then its
    /// action (none for the acceptance), checked against the protocol.
    pub fn after(
        &self,
        sender: Side,
        action: Option<Action>,
        reveal: Option<Reveal>,
    ) -> Result<Shared, Refusal> {
        let mut s = self.clone();
        let before = self.revealed(sender).index;
        if let Some(r) = reveal {
            let before = s.revealed(sender);
            if r.index == before.index || !before.continued_by(r) {
                return Err(Refusal::BadReveal { by: sender });
            }
            s.revealed[sender.index()] = r;
        }
        s.advance(None)?;
        if let Some(action) = action {
            s.act(sender, action)?;
            s.advance(None)?;
        }
        let expected = s.required(sender, before);
        let got = s.revealed(sender).index;
        if got != expected {
            return Err(Refusal::WrongReveal { expected, got });
        }
        Ok(s)
    }

    /// The reveal `sender` (who holds `secret`) must make with `action`.
    pub fn reveal_for(
        &self,
        sender: Side,
        secret: &Secret,
        action: Option<Action>,
    ) -> Result<(Shared, Option<Reveal>), Refusal> {
        // Where the reveal may have to reach: what was revealed, the
        // roll this side knows it is playing, a pending opening's indices.
        let known = self.revealed(sender).index;
        let mut view = self.clone();
        view.advance(Some(Knower {
            side: sender,
            secret,
        }))?;
        let mut candidates = vec![known, view.dicing.pending];
        if let Some((k, _)) = self
            .dicing
            .opening
            .filter(|_| matches!(self.m.game().phase(), Phase::Opening))
        {
            candidates.extend([k, k + 1, k + 2]);
        }
        candidates.retain(|&c| c >= known);
        candidates.sort_unstable();
        candidates.dedup();
        let mut refusal = Refusal::NotNow {
            action: action.map_or("acceptance", Action::kind),
        };
        for start in candidates {
            let mut index = start;
            loop {
                if index > CHAIN_LENGTH {
                    return Err(Refusal::ChainUsedUp);
                }
                let reveal = (index > known).then(|| secret.reveal(index));
                match self.after(sender, action, reveal) {
                    Ok(s) => return Ok((s, reveal)),
                    Err(Refusal::WrongReveal { expected, .. }) if expected > index => {
                        index = expected
                    }
                    Err(e) => {
                        refusal = e;
                        break;
                    }
                }
            }
        }
        Err(refusal)
    }
}
