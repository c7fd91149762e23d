//! Questions the views, the timers and the features ask of the state:
//! whose turn it is, what a person may do now (move, undo, roll, double,
//! answer a double, resign). Read-only: nothing here changes a room.

use super::model::AppState;
use super::options::Mode;
use nardy_engine::{Outcome, Phase, Point, Position, Scored, Side, Step, Target, Turn};
use nardy_protocol::RemoteDuty;

impl AppState {
    pub fn phase(&self) -> &Phase {
        self.table.phase()
    }

    /// The board as it stands now, mid-turn included (the mover still to move).
    pub fn board(&self) -> Position {
        match self.r#match().game().turn_builder() {
            Some(b) => b.position(),
            None => *self.r#match().game().position(),
        }
    }

    /// Who would give the game up with "resign": the person against the
    /// computer, the side to roll or move in a hot-seat game; nobody once
    /// the game is over, before it has a starter, or in a replay.
    pub fn resigner(&self) -> Option<Side> {
        if self.review.is_some() || self.is_over() {
            return None;
        }
        if let Some(g) = self.remote_game() {
            // Only at this side's turn: a message of its own is to go first.
            let may = matches!(g.duty, RemoteDuty::Move | RemoteDuty::DoubleOrRoll);
            return may.then_some(g.me);
        }
        match self.options().mode {
            Mode::Computer => Some(self.options().human),
            Mode::HotSeat | Mode::Remote => self.mover(),
        }
    }

    /// What resigning now would give: the opponent's win and its points.
    pub fn resign_outcome(&self) -> Option<Scored> {
        let side = self.resigner()?;
        let m = self.r#match();
        Some(m.scoring(m.game().resignation(side)))
    }

    /// The position a "share" link gives: the frame shown in a replay, else
    /// the position at the start of the turn (before its roll).
    pub fn shared_position(&self) -> Position {
        match &self.review {
            Some(r) => r.frame().position,
            None => *self.r#match().game().position(),
        }
    }

    /// The side whose turn it is (rolling or moving).
    pub fn mover(&self) -> Option<Side> {
        match self.phase() {
            Phase::Roll(s) => Some(*s),
            Phase::Move(b) => Some(b.start().side_to_move()),
            _ => None,
        }
    }

    pub fn is_computer(&self, side: Side) -> bool {
        self.options().is_computer(side)
    }

    /// In a remote game: whether this device may act for `side` now, its
    /// duty being `duty` (elsewhere: always).
    fn remote_allows(&self, side: Side, duty: RemoteDuty) -> bool {
        self.remote_game()
            .is_none_or(|g| g.me == side && g.duty == duty && self.remote.asked().is_none())
    }

    /// The side played by someone not at this screen: the computer, or the
    /// friend of a remote game.
    pub fn is_away(&self, side: Side) -> bool {
        self.is_computer(side) || self.remote_game().is_some_and(|g| g.me != side)
    }

    /// Hints, the chances bar and tutor mode: not in a remote game (it is a
    /// game against a person) until its game is over.
    pub fn analysis_allowed(&self) -> bool {
        self.settings().analysis && (self.remote_game().is_none() || self.is_over())
    }

    /// The side whose point of view the board takes (relative numbering).
    pub fn viewer(&self) -> Side {
        if let Some(g) = self.remote_game() {
            return g.me;
        }
        match self.options().mode {
            Mode::Computer => self.options().human,
            Mode::HotSeat | Mode::Remote => self.mover().unwrap_or(Side::White),
        }
    }

    /// The board is turned for Black (against the computer, or a remote game).
    pub fn flipped(&self) -> bool {
        let me = match self.remote_game() {
            Some(g) => Some(g.me),
            None => (self.options().mode == Mode::Computer).then_some(self.options().human),
        };
        me == Some(Side::Black)
    }

    /// True when a person may move checkers now.
    pub fn human_moving(&self) -> bool {
        self.review.is_none()
            && matches!(self.phase(), Phase::Move(b) if !self.is_computer(b.start().side_to_move())
                && self.remote_allows(b.start().side_to_move(), RemoteDuty::Move))
    }

    /// True while a dialog or a review holds the game (no timers, no moves).
    pub fn paused(&self) -> bool {
        self.dialog().is_some() || self.review.is_some()
    }

    /// Points whose top checker a person can move now.
    pub fn movable(&self) -> Vec<Point> {
        match self.phase() {
            Phase::Move(b) if self.human_moving() => {
                let side = b.start().side_to_move();
                b.movable().into_iter().map(|r| r.absolute(side)).collect()
            }
            _ => Vec::new(),
        }
    }

    /// Where the selected checker can go, with the steps for each target.
    pub fn targets(&self) -> Vec<(Target, Vec<Step>)> {
        let (Some(from), Phase::Move(b)) = (self.selected(), self.phase()) else {
            return Vec::new();
        };
        let side = b.start().side_to_move();
        b.destinations(from.relative(side))
            .into_iter()
            .map(|d| (d.to.absolute(side), d.steps))
            .collect()
    }

    /// Can a person press "roll" now?
    pub fn can_roll(&self) -> bool {
        matches!(self.phase(), Phase::Roll(s) if !self.is_computer(*s)
            && self.remote_allows(*s, RemoteDuty::DoubleOrRoll))
            && !self.paused()
    }

    pub fn can_undo(&self) -> bool {
        self.human_moving()
            && self
                .r#match()
                .game()
                .turn_builder()
                .is_some_and(|b| !b.played().is_empty())
    }

    /// The computer's last turn, from where it was played, while the person
    /// has not moved since: the board shows it as arrows.
    pub fn computer_last_turn(&self) -> Option<(Position, Turn)> {
        let game = self.r#match().game();
        let fresh = match self.phase() {
            Phase::Roll(side) => !self.is_away(*side),
            Phase::Move(b) => !self.is_away(b.start().side_to_move()) && b.played().is_empty(),
            _ => false,
        };
        let (last, before) = game.history().split_last()?;
        if !fresh || !self.is_away(last.side) || self.review.is_some() {
            return None;
        }
        let mut start = *game.start();
        for r in before {
            start = start
                .replay_of(game.rules().variant, r.dice, &r.turn)
                .ok()?;
        }
        Some((start, last.turn))
    }

    /// Can the person take back the computer's last turn and their own
    /// before it (take-backs on, the person to roll or move)?
    pub fn can_take_back(&self) -> bool {
        let h = self.r#match().game().history();
        let human = self.options().human;
        self.options().mode == Mode::Computer
            && self.options().take_backs
            && !self.paused()
            && self.coach.tutor_stop().is_none()
            && self.mover() == Some(human)
            && h.len() >= 2
            && h[h.len() - 1].side != human
            && h[h.len() - 2].side == human
            && self.dice().can_rewind_to(h.len() - 2)
    }

    pub fn can_confirm(&self) -> bool {
        self.human_moving()
            && self
                .r#match()
                .game()
                .turn_builder()
                .is_some_and(|b| b.is_complete())
    }

    /// True while the current roll is a pass (no step possible).
    pub fn is_pass(&self) -> bool {
        self.r#match()
            .game()
            .turn_builder()
            .is_some_and(|b| b.played().is_empty() && b.is_complete())
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.r#match().game().outcome()
    }

    /// The finished game's result as the match scored it (capped in a
    /// nardegammon match at what the winner needed).
    pub fn scored(&self) -> Option<Scored> {
        self.r#match().scored()
    }

    /// The game has ended, won or (classic) drawn.
    pub fn is_over(&self) -> bool {
        self.r#match().game().is_over()
    }

    /// The position before the current turn's roll: what the bar judges.
    pub fn turn_start(&self) -> Option<Position> {
        match self.phase() {
            Phase::Roll(_) => Some(*self.r#match().game().position()),
            Phase::Move(b) => Some(*b.start()),
            _ => None,
        }
    }

    // Nardegammon's cube (RULES.md §8.2).

    /// The person who may double now, before rolling.
    pub fn person_may_double(&self) -> Option<Side> {
        let Phase::Roll(side) = *self.phase() else {
            return None;
        };
        let allowed = !self.paused()
            && !self.is_computer(side)
            && self.remote_allows(side, RemoteDuty::DoubleOrRoll)
            && self.r#match().game().can_double(side).is_ok();
        allowed.then_some(side)
    }

    /// The person who must answer a double now.
    pub fn person_answers(&self) -> Option<Side> {
        match *self.phase() {
            Phase::Offered(by)
                if !self.paused()
                    && !self.is_computer(by.opponent())
                    && self.remote_allows(by.opponent(), RemoteDuty::Answer) =>
            {
                Some(by.opponent())
            }
            _ => None,
        }
    }

    /// The side to move whose double a person is deciding on now: its own
    /// (may double) or the computer's or other person's (must answer).
    pub fn cube_doubler(&self) -> Option<Side> {
        self.person_may_double()
            .or(self.person_answers().map(|s| s.opponent()))
    }

    /// Whether the beaver option lets the answerer beaver now.
    pub fn may_beaver(&self) -> bool {
        let cube = self.r#match().game().cube();
        self.r#match()
            .rules()
            .variant
            .cube()
            .is_some_and(|c| c.beaver)
            && cube.value() * 4 <= nardy_engine::CUBE_MAX
    }

    /// (game, turns played): which roll a cube decision is about.
    pub(super) fn roll_key(&self) -> (usize, usize) {
        (
            self.r#match().played_games().len(),
            self.r#match().game().history().len(),
        )
    }

    /// The computer must still decide whether to double before this roll.
    pub(super) fn computer_weighs_double(&self) -> bool {
        match *self.phase() {
            Phase::Roll(side) => {
                self.is_computer(side)
                    && self.r#match().game().can_double(side).is_ok()
                    && !self.plan.declined(self.roll_key())
            }
            _ => false,
        }
    }
}
