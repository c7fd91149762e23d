//! The computer's side of the state. The thinking happens elsewhere (a Web
//! Worker in the browser, see platform/thinker.rs): the state only says
//! what it wants to know ([`AppState::question`]) and takes the answer
//! ([`answered`]); the chosen turn is then played one step per timer tick.

use super::dispatch::{finish_turn, play_steps};
use super::model::{AppState, Notice};
use super::{analysis, page};
use nardy_ai::{Answer, Ask, Question};
use nardy_engine::Phase;
use rand::RngCore;

impl AppState {
    /// What the computer should think about now: its turn, when it is to
    /// move and has not chosen yet; else what analysis wants to know (the
    /// hint list, tutor mode's judge, the bar's chances).
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
        if let Some(b) = self.r#match.game().turn_builder() {
            let (position, dice) = (*b.start(), b.dice());
            if self.is_computer(position.side_to_move()) {
                if !self.ai_plan.is_empty() || !b.played().is_empty() || b.is_complete() {
                    return None;
                }
                // The seed the answer will consume: peeked, not drawn, so
                // that asking twice asks the same.
                let seed = self.ai_rng.clone().next_u64();
                let level = self.options.level;
                return Some(Question {
                    ask: Ask::Turn { level, seed, dice },
                    position,
                });
            }
        }
        self.analysis_question()
    }

    /// Undoes the steps of a computer's turn in progress (its plan is not
    /// saved), so it chooses the turn again from the start.
    pub(super) fn take_back_computer_steps(&mut self) {
        if let Phase::Move(b) = self.phase() {
            if self.is_computer(b.start().side_to_move()) {
                while let Ok(Some(_)) = self.r#match.game_mut().undo() {}
            }
        }
    }
}

/// The answer to `question`, if it is still the question: a turn to play
/// step by step, or analysis to show. An answer that does not fit the
/// question (a broken worker) is ignored and said.
pub(super) fn answered(s: &mut AppState, question: Question, answer: Answer, thought_ms: f64) {
    if s.question().as_ref() != Some(&question) {
        return; // the game moved on while it thought
    }
    if s.notice == Some(Notice::ComputerUnavailable) {
        s.notice = None;
    }
    let dice = match question.ask {
        Ask::Turn { dice, .. } => dice,
        Ask::Page { .. } => return page::answered(s, answer),
        Ask::Cube { .. } => return super::cube::answered(s, &question, answer),
        _ => return analysis::answered(s, question, answer),
    };
    // Still the question: its position and dice are the turn's.
    match answer {
        Answer::Turn(turn) if question.position.play(dice, &turn).is_ok() => {
            // The seed the question peeked is drawn now.
            s.ai_rng.next_u64();
            // Stored reversed so `pop` yields the steps in order.
            s.ai_plan = turn.steps().iter().rev().copied().collect();
            s.ai_think_ms = Some(thought_ms);
        }
        _ => s.notice = Some(Notice::ComputerUnavailable),
    }
}

/// The computer plays the next step of the turn it chose.
pub(super) fn step(s: &mut AppState) {
    let Phase::Move(b) = s.phase() else {
        return;
    };
    if !s.is_computer(b.start().side_to_move()) || b.is_complete() {
        return;
    }
    // At the instant pace the whole turn is played and handed over in one
    // action, so no frame shows it played but still the computer's.
    let instant = s.settings.pace == super::options::Pace::Instant;
    let steps = if instant { s.ai_plan.len() } else { 1 };
    for _ in 0..steps {
        let Some(step) = s.ai_plan.pop() else {
            break;
        };
        if !play_steps(s, &[step]) {
            s.ai_plan.clear();
        }
    }
    let complete = s
        .r#match
        .game()
        .turn_builder()
        .is_some_and(|b| b.is_complete());
    if instant && complete {
        finish_turn(s);
    }
}

/// The computer's thinking in tests: the same answers the worker gives,
/// from the embedded network.
#[cfg(test)]
pub fn think(s: &mut AppState) -> bool {
    use nardy_ai::{Evaluator, Thinker};
    let Some(q) = s.question() else {
        return false;
    };
    let mut thinker = Thinker::new(Evaluator::embedded());
    let answer = match &q.ask {
        // The worker writes the report's HTML; here it is a stand-in.
        Ask::Review { record, .. } => {
            let (review, _) = thinker.review(record, |_, _| {}).expect("a legal record");
            Answer::Report {
                best: review.turns.iter().map(|t| t.best.turn).collect(),
                html: format!("{} turns", review.turns.len()),
            }
        }
        _ => thinker.answer(&q).expect("a legal question"),
    };
    super::dispatch(
        s,
        super::Action::Answered {
            question: q,
            answer,
            thought_ms: 0.0,
        },
    );
    true
}
