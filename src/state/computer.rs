//! The computer's turn, played: the worker's chosen turn is kept in the
//! plan and played one step per timer tick (the whole turn at once at the
//! instant pace). The thinking happens elsewhere (a Web Worker, see
//! platform/worker_link.rs); in `cargo test`, [`think`] answers natively.

use super::model::AppState;
use super::notice::Notice;
use super::options::Pace;
use nardy_engine::Phase;
use nardy_protocol::Answer;

/// The turn the worker chose for `question` (still the question), to be
/// played step by step. A turn that does not fit is refused and said. It
/// is tried on the turn's own builder, which knows classic's equalising
/// turn (played on a board whose first mover has borne everything off).
pub(super) fn answered(s: &mut AppState, answer: Answer, ms: f64) {
    let fits = |turn: &nardy_engine::Turn| {
        s.r#match().game().turn_builder().is_some_and(|b| {
            let mut trial = b.clone();
            trial.reset();
            turn.steps().iter().all(|&step| trial.play(step).is_ok()) && trial.is_complete()
        })
    };
    match answer {
        Answer::Turn(turn) if fits(&turn) => {
            // The seed the question peeked is drawn now.
            s.plan.draw_seed();
            s.plan.choose(&turn, ms);
        }
        _ => s.screen.show(Notice::ComputerUnavailable),
    }
}

/// The computer plays the next step of the turn it chose.
pub(super) fn step(s: &mut AppState) {
    let Phase::Move(b) = s.phase() else {
        return;
    };
    let computer = s.is_computer(b.start().side_to_move());
    // A friend's turn is played out the same way (`remote_play`).
    if !(computer || s.remote().showing_turn()) || b.is_complete() {
        return;
    }
    // At the instant pace the whole turn is played and handed over in one
    // action, so no frame shows it played but still the computer's.
    let instant = s.settings().pace == Pace::Instant;
    let steps = if instant { s.plan.len() } else { 1 };
    for _ in 0..steps {
        let Some(step) = s.plan.next_step() else {
            break;
        };
        if !s.play_steps(&[step]) {
            s.plan.clear();
        }
    }
    let complete = s
        .r#match()
        .game()
        .turn_builder()
        .is_some_and(|b| b.is_complete());
    if instant && complete && computer {
        s.finish_turn();
    }
}

/// The computer's thinking in tests: the same answers the worker gives,
/// from the embedded network.
#[cfg(test)]
pub fn think(s: &mut AppState) -> bool {
    use nardy_ai::Evaluator;
    use nardy_protocol::{Answerer, Ask};
    let Some(q) = s.question() else {
        return false;
    };
    let mut answerer = Answerer::new(Evaluator::embedded());
    let answer = match &q.ask {
        // The worker writes the report's HTML; here it is a stand-in.
        Ask::Review { record, .. } => {
            let (review, _) = answerer.review(record, |_, _| {}).expect("a legal record");
            Answer::Report {
                best: review.turns.iter().map(|t| t.best.turn).collect(),
                html: format!("{} turns", review.turns.len()),
            }
        }
        _ => answerer.answer(&q).expect("a legal question"),
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
