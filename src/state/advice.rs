//! What the coach's figures say about the game as it stands: the ranking
//! of this roll, the hint list, the chances before this roll, the cube
//! hint, and tutor mode's verdict on a finished turn. Read-only.

use super::coach::{Ranking, TutorStop, TUTOR_STOP};
use super::model::AppState;
use super::notice::Notice;
use nardy_engine::{Position, Turn};
use nardy_protocol::{CubeFigures, Figures};

/// Tutor mode's verdict on the person's finished turn.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Verdict {
    /// It may end (tutor mode is off, or the turn loses too little).
    Pass,
    /// Its ranking is still coming.
    Wait,
    /// It loses a mistake's worth or more: it stops, with the better turn.
    Stop(TutorStop),
}

impl AppState {
    /// The ranking of the current roll, once it has come.
    pub fn ranking(&self) -> Option<&Ranking> {
        let b = self.r#match().game().turn_builder()?;
        self.coach.ranking_of(b.start(), b.dice())
    }

    /// The hint list is open (its ranking may still be coming): for a
    /// person's turn, or for its cube decision (nardegammon).
    pub fn hint_open(&self) -> bool {
        self.coach.hint_asked()
            && self.settings().analysis
            && (self.human_moving() || self.cube_doubler().is_some())
    }

    /// The hint's cube decision for the position and cube now, once it came.
    pub fn cube_hint(&self) -> Option<CubeFigures> {
        let game = self.r#match().game();
        self.coach.cube_hint_of(game.position(), game.cube())
    }

    /// The hint line shown on the board, if one is previewed.
    pub fn hint_preview(&self) -> Option<(Position, Turn)> {
        let r = self.ranking()?;
        let line = r.lines.get(self.coach.preview()?)?;
        Some((r.position, line.turn))
    }

    /// The index of the hint line previewed.
    pub fn hint_preview_line(&self) -> Option<usize> {
        self.coach.preview()
    }

    /// The chances before the current turn's roll, once they have come.
    pub fn standing(&self) -> Option<Figures> {
        self.coach.standing_of(&self.turn_start()?)
    }

    pub fn tutor_stop(&self) -> Option<TutorStop> {
        self.coach.tutor_stop()
    }

    /// Tutor mode judges the person's turn in progress (not one already
    /// kept as it is).
    fn tutor_applies(&self) -> bool {
        let Some(b) = self.r#match().game().turn_builder() else {
            return false;
        };
        // Without a worker (offline on a first visit) there is no judge to
        // wait for: the game goes on.
        self.options().tutor
            && self.settings().analysis
            && self.notice() != Some(&Notice::ComputerUnavailable)
            && self.human_moving()
            && !b.played().is_empty()
            && self.coach.kept() != Some(b.position())
    }

    /// Tutor mode holds a finished turn: its ranking is still coming, or it
    /// stopped it.
    pub(super) fn tutor_waits(&self) -> bool {
        self.tutor_applies() && (self.ranking().is_none() || self.coach.tutor_stop().is_some())
    }

    /// Tutor mode's verdict on ending the person's turn now: not while its
    /// ranking is coming, nor when it loses [`TUTOR_STOP`] or more.
    pub(super) fn tutor_verdict(&self) -> Verdict {
        if !self.tutor_applies() {
            return Verdict::Pass;
        }
        let (Some(b), Some(ranking)) = (self.r#match().game().turn_builder(), self.ranking())
        else {
            return Verdict::Wait; // it comes; its answer tries again
        };
        match ranking.line_of(&b.position(), self.r#match().rules().variant) {
            Some((_, line)) if line.loss >= TUTOR_STOP => Verdict::Stop(TutorStop {
                best: ranking.lines[0].turn,
                loss: line.loss,
            }),
            _ => Verdict::Pass,
        }
    }
}
