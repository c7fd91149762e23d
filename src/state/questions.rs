//! What the state wants the worker to think about now, one question at a
//! time ([`AppState::question`]): the open page's next request, the
//! replay's review, the computer's cube decision or turn, then what
//! analysis wants (the hint list, tutor mode's judge, the cube hint, the
//! bar's chances). Read-only: the answers come back as `Action::Answered`.

use super::model::AppState;
use super::review::Report;
use nardy_ai::{CubeView, Score};
use nardy_engine::{write_record, Phase, Position, Variant};
use nardy_protocol::{Ask, Question};

impl AppState {
    /// `ask` about `position` in this game: the worker must know whether it
    /// moves by hachapuri's rules (no head rule), classic's first mover
    /// (for the equalising turn), and in a longer match the score and the
    /// cube (what a mars is worth to the side to move).
    fn asking(&self, ask: Ask, position: Position) -> Question {
        let m = self.r#match();
        let variant = m.rules().variant;
        Question {
            ask,
            position,
            free_head: variant.free_head(),
            classic: (variant == Variant::Classic)
                .then(|| m.game().first_mover())
                .flatten(),
            score: Score::of(m, position.side_to_move()),
        }
    }

    /// The remote game's question for its worker, if one is on its way.
    pub fn remote_question(&self) -> Option<Question> {
        // The game's own question first; the live channel's proof while
        // none is on its way.
        let request = match self.remote.asked() {
            Some(ask) => ask.to_line(),
            None => self.remote.live_ask()?.to_line(),
        };
        Some(Question::new(
            Ask::Remote {
                lang: self.lang(),
                request,
            },
            Position::start(),
        ))
    }

    /// The one question to ask now, if any.
    pub fn question(&self) -> Option<Question> {
        if let Some(q) = self.page_question() {
            return Some(q);
        }
        if let Some(q) = self.review_question() {
            return Some(q);
        }
        if self.paused() {
            return None;
        }
        if let Some(q) = self.cube_question() {
            return Some(q);
        }
        if self.computer_moving() {
            return self.turn_question();
        }
        self.analysis_question()
    }

    /// The computer has dice to play: nothing else is asked meanwhile.
    fn computer_moving(&self) -> bool {
        matches!(self.phase(), Phase::Move(b) if self.is_computer(b.start().side_to_move()))
    }

    /// The worker's next question about the open page.
    fn page_question(&self) -> Option<Question> {
        let page = self.page()?;
        let (action, state) = page.request()?;
        Some(self.asking(
            Ask::Page {
                lang: self.lang(),
                page: page.kind,
                action: action.clone(),
                state: state.into(),
            },
            self.shared_position(),
        ))
    }

    /// The replayed match's review, once asked for and until it comes.
    fn review_question(&self) -> Option<Question> {
        let review = self.review.as_ref()?;
        let wanted = match review.report() {
            Report::NotAsked => false,
            Report::Coming { .. } => true,
            Report::Done { lang, .. } => *lang != self.lang(),
        };
        if !wanted || !self.analysis_allowed() {
            return None;
        }
        Some(self.asking(
            Ask::Review {
                lang: self.lang(),
                record: write_record(self.r#match(), &[]),
            },
            *self.r#match().game().position(),
        ))
    }

    /// The computer's cube question, when it has one: whether to double
    /// before its roll, or how to answer the person's double.
    fn cube_question(&self) -> Option<Question> {
        let (doubler, answering) = match *self.phase() {
            Phase::Roll(side) if self.computer_weighs_double() => (side, false),
            Phase::Offered(by) if self.is_computer(by.opponent()) => (by, true),
            _ => return None,
        };
        let view = CubeView::of(self.r#match(), doubler)?;
        Some(self.asking(
            Ask::Cube {
                level: self.options().level,
                seed: self.plan.next_seed(),
                answering,
                view,
            },
            *self.r#match().game().position(),
        ))
    }

    /// The computer's turn, when it has not chosen it yet.
    fn turn_question(&self) -> Option<Question> {
        let b = self.r#match().game().turn_builder()?;
        let (position, dice) = (*b.start(), b.dice());
        if !self.plan.is_empty() || !b.played().is_empty() || b.is_complete() {
            return None;
        }
        Some(self.asking(
            Ask::Turn {
                level: self.options().level,
                seed: self.plan.next_seed(),
                dice,
            },
            position,
        ))
    }

    /// The question analysis has, after the computer's own: the ranking a
    /// person's hint or tutor mode needs, the cube hint, else the bar's
    /// chances.
    fn analysis_question(&self) -> Option<Question> {
        if !self.analysis_allowed() {
            return None;
        }
        if let (true, Phase::Move(b)) = (self.human_moving(), self.phase()) {
            let (position, dice) = (*b.start(), b.dice());
            let known = self.coach.ranking_of(&position, dice).is_some();
            let wanted = self.coach.hint_asked() || self.options().tutor;
            if !known && wanted && !self.is_pass() {
                return Some(self.asking(Ask::Hint { dice }, position));
            }
        }
        if let Some(q) = self.cube_hint_question() {
            return Some(q);
        }
        let position = self.turn_start()?;
        let known = self.coach.standing_of(&position).is_some();
        (self.settings().show_chances && !known).then_some(self.asking(Ask::Evaluate, position))
    }

    /// The worker's cube figures, asked when the hint is open on a cube decision.
    fn cube_hint_question(&self) -> Option<Question> {
        if !self.coach.hint_asked() || self.cube_hint().is_some() {
            return None;
        }
        let view = CubeView::of(self.r#match(), self.cube_doubler()?)?;
        Some(self.asking(Ask::CubeHint { view }, *self.r#match().game().position()))
    }
}
