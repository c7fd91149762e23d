//! The replay of the match turn by turn, done: opened, moved through,
//! closed, and its review asked of the worker and stored as it comes.

use super::events::Event;
use super::model::AppState;
use super::notice::Notice;
use super::review::{Review, Seek};
use nardy_protocol::Answer;

/// Replays the match from its first turn (closing a dialog).
pub(super) fn start(s: &mut AppState) {
    s.screen.close();
    s.clear_turn_marks();
    open(s);
}

/// The replay opens on the match's first frame.
pub(super) fn open(s: &mut AppState) {
    s.review = Some(Review::of(s.r#match()));
}

pub(super) fn seek(s: &mut AppState, to: Seek) {
    if let Some(r) = &mut s.review {
        r.seek(to);
    }
}

pub(super) fn close(s: &mut AppState) {
    s.review = None;
}

/// Asks the computer to judge every turn of the replayed match.
pub(super) fn analyse(s: &mut AppState) {
    let allowed = s.settings().analysis;
    if let Some(r) = s.review.as_mut().filter(|_| allowed) {
        r.ask_report();
    }
}

/// The judging has reached turn `done` of `total`.
pub(super) fn progress(s: &mut AppState, done: usize, total: usize) {
    if let Some(r) = &mut s.review {
        r.progress(done, total);
    }
}

/// The worker's report on the replayed match (still the question).
pub(super) fn answered(s: &mut AppState, answer: Answer) {
    let Answer::Report { best, html } = answer else {
        return s.screen.show(Notice::ComputerUnavailable);
    };
    let lang = s.lang();
    if let Some(r) = &mut s.review {
        s.outbox.push(Event::Reviewed { turns: best.len() });
        r.reported(best, html, lang);
    }
}
