//! Which automatic action comes next ([`AppState::next_auto`]): the UI's
//! timers only schedule it, and any change of the state cancels it, so
//! whole games run through `dispatch` in `cargo test` without a browser.

use super::action::Action;
use super::model::AppState;
use super::notice::Message;
use nardy_engine::{Phase, TurnBuilder};

/// Pause after an automatic event so people see what happened.
pub const PAUSE_MS: u32 = 1500;
/// Time per step of the computer's turn.
pub const AI_STEP_MS: u32 = 350;

impl AppState {
    /// The next automatic action and the delay before it, if any.
    pub fn next_auto(&self) -> Option<(Action, u32)> {
        if self.paused() {
            return None;
        }
        if self.remote().showing_turn() {
            // The friend's turn, step by step at the computer's pace, then
            // the record its message proves.
            return Some(match self.phase() {
                Phase::Move(b) if !b.is_complete() && !self.plan.is_empty() => self.next_step(b),
                _ if self.is_pass() => (Action::RemoteShown, PAUSE_MS),
                _ => (Action::RemoteShown, self.settings().pace.step_ms()),
            });
        }
        if self.remote_game().is_some() || self.remote().asked().is_some() {
            // The messages roll the dice and start the games: this side
            // only ends a finished turn of its own (a pass included).
            let complete = self.human_moving() && self.can_confirm();
            let wait = if self.is_pass() { PAUSE_MS } else { 300 };
            return (complete
                && (self.is_pass() || !self.options().confirm_turn)
                && !self.tutor_waits())
            .then_some((Action::Confirm, wait));
        }
        let pause_after_message = match self.message() {
            Some(Message::OpeningTie(_) | Message::Starts(..) | Message::Pass(_)) => PAUSE_MS,
            _ => AI_STEP_MS,
        };
        match self.phase() {
            // The first opening roll waits so the starting board is seen
            // (and read by tests); a tie is re-rolled a little faster.
            Phase::Opening => Some((
                Action::OpeningRoll,
                if self.opening_dice().is_some() {
                    900
                } else {
                    PAUSE_MS
                },
            )),
            Phase::Over(_) | Phase::Drawn | Phase::Offered(_) => None,
            // Nardegammon: the computer first asks whether to double (its
            // question's answer wakes it); a person who may double rolls
            // by hand, or auto-roll would take the chance away.
            Phase::Roll(_) if self.computer_weighs_double() => None,
            Phase::Roll(_) if self.person_may_double().is_some() => None,
            Phase::Roll(side) => (self.options().auto_roll || self.is_computer(*side))
                .then_some((Action::Roll, pause_after_message)),
            Phase::Move(b) => {
                let side = b.start().side_to_move();
                if self.is_pass() {
                    Some((Action::Confirm, PAUSE_MS))
                } else if self.is_computer(side) && self.plan.is_empty() && b.played().is_empty() {
                    // It is thinking (`question`): `Answered` wakes it.
                    None
                } else if self.is_computer(side) {
                    Some(if b.is_complete() {
                        (Action::Confirm, self.settings().pace.step_ms())
                    } else {
                        self.next_step(b)
                    })
                } else if b.is_complete() && !self.options().confirm_turn && !self.tutor_waits() {
                    // Long enough for the last checker's animation.
                    Some((Action::Confirm, 300))
                } else {
                    None
                }
            }
        }
    }

    /// The next step of a turn played out on the board (the computer's, or
    /// a friend's from its message), at the chosen pace.
    fn next_step(&self, b: &TurnBuilder) -> (Action, u32) {
        let step = self.settings().pace.step_ms();
        // The first step waits a little longer so the dice are seen.
        let first = b.played().is_empty();
        (Action::AiStep, if first { 2 * step } else { step })
    }
}
