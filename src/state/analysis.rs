//! Analysis for the person playing, done: the hint list opened, a line
//! previewed or played, tutor mode's stop taken back or kept, and the
//! worker's figures stored in the coach as they come.

use super::coach::{Ranking, Standing};
use super::model::AppState;
use super::notice::Notice;
use nardy_protocol::{Answer, Ask, Question};

/// The worker's ranking, cube figures or chances for `question` (still the
/// question). An answer of another kind is refused and said.
pub(super) fn answered(s: &mut AppState, question: Question, answer: Answer) {
    match (question.ask, answer) {
        (Ask::Hint { dice }, Answer::Ranked(lines)) => {
            s.coach.ranked(Ranking {
                position: question.position,
                dice,
                lines,
            });
            // A finished turn was waiting for its judge.
            s.auto_finish();
        }
        (Ask::CubeHint { view }, Answer::CubeFigures(f)) => {
            s.coach.cube_hinted(question.position, view.cube, f);
        }
        (Ask::Evaluate, Answer::Chances(figures)) => s.coach.stood(Standing {
            position: question.position,
            figures,
        }),
        _ => s.screen.show(Notice::ComputerUnavailable),
    }
}

/// Opens or closes the hint list.
pub(super) fn toggle_hint(s: &mut AppState) {
    let moving = s.human_moving() && !s.is_pass();
    let allowed = moving || s.cube_doubler().is_some();
    s.coach.toggle_hint(allowed);
}

/// Shows line `index` of the ranking on the board (`None`: none).
pub(super) fn preview(s: &mut AppState, index: Option<usize>) {
    let lines = s.ranking().map_or(0, |r| r.lines.len());
    s.coach.set_preview(index, lines);
}

/// Plays line `index` of the ranking in place of what was played so far.
pub(super) fn choose(s: &mut AppState, index: usize) {
    let Some(turn) = s.ranking().and_then(|r| r.lines.get(index)).map(|l| l.turn) else {
        return;
    };
    if !s.human_moving() {
        return;
    }
    s.take_back_turn();
    for step in turn.steps() {
        if !s.play_steps(&[*step]) {
            s.take_back_turn();
            return;
        }
    }
    s.coach.close_hint();
    s.auto_finish();
}

/// Tutor mode's "undo": the whole turn goes back, to be played again.
pub(super) fn tutor_undo(s: &mut AppState) {
    if s.coach.tutor_stop().is_some() {
        s.take_back_turn();
    }
}

/// Tutor mode's "keep": the turn ends as played.
pub(super) fn tutor_keep(s: &mut AppState) {
    if s.coach.release().is_some() {
        let board = s.board();
        s.coach.keep(board);
        s.finish_turn();
    }
}
