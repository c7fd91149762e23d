//! The turn's own steps, shared by every feature that plays: a roll and
//! what it announces, steps played, a turn finished (unless tutor mode
//! holds it), the end of a game, and the marks a turn leaves. Below the
//! features (gestures, the computer, analysis, the cube, the match) and
//! above the rooms, so nothing calls back up into `dispatch`.

use super::advice::Verdict;
use super::events::Event;
use super::model::AppState;
use super::notice::Message;
use nardy_engine::{OpeningRule, Step};
use nardy_protocol::RemoteMove;

impl AppState {
    /// The marks of a turn in progress go (selection, the computer's plan,
    /// the hint list, tutor mode's stop).
    pub(super) fn clear_turn_marks(&mut self) {
        self.hand.clear();
        self.plan.clear();
        self.coach.clear_turn();
    }

    /// A game begins (new, next or imported): nothing of the last one shows.
    pub(super) fn clear_game_marks(&mut self) {
        self.clear_turn_marks();
        self.table.clear_announcements();
    }

    /// Dice are set for the mover: announce them, and a pass.
    pub(super) fn after_roll(&mut self) {
        self.clear_turn_marks();
        self.table.set_message(None);
        let (Some(side), Some(b)) = (self.mover(), self.r#match().game().turn_builder()) else {
            return;
        };
        let dice = b.dice();
        self.outbox.push(Event::Rolled { side, dice });
        if self.is_pass() {
            self.table.set_message(Some(Message::Pass(side)));
            self.outbox.push(Event::Passed(side));
        }
    }

    /// Plays `steps` of one checker for the mover; on any refusal (never
    /// expected: the engine offered these steps) the board is left as it was.
    pub(super) fn play_steps(&mut self, steps: &[Step]) -> bool {
        let Some(side) = self.mover() else {
            return false;
        };
        let (Some(first), Some(last)) = (steps.first(), steps.last()) else {
            return false;
        };
        if !self.table.step(steps) {
            return false;
        }
        self.outbox.push(Event::Stepped {
            side,
            from: first.from().absolute(side),
            to: last.to().absolute(side),
        });
        true
    }

    /// Every step of the turn in progress is undone.
    pub(super) fn take_back_turn(&mut self) {
        self.hand.clear();
        self.coach.release();
        let Some(side) = self.mover() else {
            return;
        };
        while let Some(step) = self.table.undo() {
            self.outbox.push(Event::Undone { side, step });
        }
    }

    /// With nothing left to play a person's turn ends at once (no window in
    /// which "undo" looks possible but is not), unless turns are confirmed.
    pub(super) fn auto_finish(&mut self) {
        if self.can_confirm() && !self.options().confirm_turn {
            self.finish_turn();
        }
    }

    /// Ends the turn in progress, reporting it and the end of the game and
    /// match it may bring, unless tutor mode holds it (its ranking is
    /// coming, or it stops a mistake).
    pub(super) fn finish_turn(&mut self) {
        match self.tutor_verdict() {
            Verdict::Pass => {}
            Verdict::Wait => return,
            Verdict::Stop(stop) => return self.coach.stop(stop),
        }
        let Some(done) = self.table.finish_turn() else {
            return;
        };
        // A remote game's turn goes to the friend (its dice are the session's).
        self.remote.act(RemoteMove::Turn {
            turn: done.record.turn,
            then_roll: false,
        });
        self.clear_turn_marks();
        self.outbox.push(Event::TurnEnded {
            game: done.game,
            number: done.number,
            record: done.record,
            position: done.position,
        });
        self.game_over(done.game);
    }

    /// Once the game is over: its seed is revealed and the end announced.
    pub(super) fn game_over(&mut self, game: usize) {
        for event in self.table.conclude(game) {
            self.outbox.push(event);
        }
    }
}

// The turn's own actions.

/// Each side rolls one die to decide who starts.
pub(super) fn opening_roll(s: &mut AppState) {
    let Some((white, black, starter)) = s.table.opening_roll() else {
        return;
    };
    s.outbox.push(Event::OpeningRolled {
        white,
        black,
        starter,
    });
    match starter {
        None => s.table.set_message(Some(Message::OpeningTie(white))),
        Some(side) => {
            if s.r#match().rules().opening == OpeningRule::PlayOpeningDice {
                s.after_roll();
            }
            if s.message().is_none() {
                s.table
                    .set_message(Some(Message::Starts(side, white, black)));
            }
        }
    }
}

pub(super) fn roll(s: &mut AppState) {
    if s.table.roll() {
        s.after_roll();
    }
}

/// The person's last step goes back.
pub(super) fn undo(s: &mut AppState) {
    if !s.can_undo() {
        return;
    }
    let side = s.mover();
    if let (Some(step), Some(side)) = (s.table.undo(), side) {
        s.clear_turn_marks();
        s.outbox.push(Event::Undone { side, step });
    }
}

/// Against the computer: its last turn and the person's before it are
/// taken back, the person's roll to be played again.
pub(super) fn take_back(s: &mut AppState) -> bool {
    if !s.can_take_back() || !s.table.take_back() {
        return false;
    }
    s.outbox.push(Event::TakenBack {
        side: s.options().human,
        position: *s.r#match().game().position(),
    });
    s.after_roll();
    true
}

/// "End turn": a complete turn ends.
pub(super) fn confirm(s: &mut AppState) {
    let complete = s
        .r#match()
        .game()
        .turn_builder()
        .is_some_and(|b| b.is_complete());
    if complete {
        s.finish_turn();
    }
}
