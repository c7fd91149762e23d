//! [`dispatch`]: the one place where the app changes. It only routes: each
//! action goes to the feature that does it (the turn, gestures, the
//! computer, analysis, the cube, pages, the replay, the match) or to the
//! room method that is all of it. Each change that others follow is
//! reported as an `Event` in the outbox.

use super::action::Action;
use super::events::Event;
use super::model::AppState;
use super::notice::Notice;
use super::options::Mode;
use super::remote::REMOTE;
use super::screen::Dialog;
use super::{analysis, computer, cube, gesture, matches, page, remote_play, replay, turn};
use nardy_engine::Side;
use nardy_protocol::{Answer, Ask, CubeCall, PageAction, Question, RemoteMove};

/// Returns whether anything changed: a gesture on nothing playable changes
/// nothing, and the store then tells no one (a tap must not restart the
/// computer's timer).
pub fn dispatch(s: &mut AppState, action: Action) -> bool {
    match action {
        Action::Press(spot) => return gesture::press(s, spot),
        Action::Release { at, dragged } => return gesture::release(s, at, dragged),
        Action::CancelPress => return gesture::cancel_press(s),
        Action::DoubleClick(spot) => return gesture::double_click(s, spot),
        Action::Activate(spot) => return gesture::activate(s, spot),
        Action::Deselect => return gesture::deselect(s),

        Action::OpeningRoll => turn::opening_roll(s),
        Action::Roll if s.remote_game().is_some() => {
            return s.can_roll() && remote_play::act(s, RemoteMove::Roll)
        }
        Action::Roll => turn::roll(s),
        Action::Undo => turn::undo(s),
        Action::TakeBack => return turn::take_back(s),
        Action::Confirm => turn::confirm(s),
        Action::AiStep => computer::step(s),
        Action::Double => {
            let Some(side) = s.person_may_double() else {
                return false;
            };
            return cube_call(s, side, CubeCall::Double);
        }
        Action::Take | Action::Pass | Action::Beaver => {
            let Some(side) = s.person_answers() else {
                return false;
            };
            let call = match action {
                Action::Take => CubeCall::Take,
                Action::Pass => CubeCall::Pass,
                _ => CubeCall::Beaver,
            };
            return cube_call(s, side, call);
        }
        Action::Hint => analysis::toggle_hint(s),
        Action::Answered {
            question,
            answer,
            thought_ms,
        } => answered(s, question, answer, thought_ms),
        Action::PreviewHint(line) => analysis::preview(s, line),
        Action::ChooseHint(line) => analysis::choose(s, line),
        Action::TutorUndo => analysis::tutor_undo(s),
        Action::TutorKeep => analysis::tutor_keep(s),
        Action::NextGame => matches::next_game(s),
        // A page built without the remote game (`REMOTE`) has none of it.
        Action::RemoteInvite { .. }
        | Action::RemoteLink { .. }
        | Action::RemoteResume(_)
        | Action::RemoteAccept(_)
        | Action::RemoteSent
        | Action::RemoteShown
        | Action::Live(_)
        | Action::LiveConnect
        | Action::RemoteQr
        | Action::RemoteKept(_)
        | Action::RemoteDownloaded
        | Action::RemoteKeepAgain
        | Action::RemoteClaim
            if !REMOTE =>
        {
            return false
        }
        Action::NewGame(options) if options.mode == Mode::Remote && REMOTE => {
            remote_play::invite(s, options, String::new(), nardy_protocol::DEFAULT_LIMIT)
        }
        Action::NewGame(options) => matches::new_match(s, options),
        Action::OpenPlayOn => return matches::open_play_on(s),
        Action::PlayOn(options) => return matches::play_on(s, options),
        Action::Resume(resumed) => matches::resume(s, resumed),
        Action::OpenResign => return matches::open_resign(s),
        Action::Resign => {
            let remote = s.remote_game().is_some();
            return matches::resign(s) && (!remote || remote_play::act(s, RemoteMove::Resign));
        }
        Action::RemoteInvite {
            options,
            name,
            limit,
        } => remote_play::invite(s, options, name, limit),
        Action::RemoteClaim => return remote_play::act(s, RemoteMove::Claim),
        Action::RemoteLink { message, session } => remote_play::open_link(s, message, session),
        Action::RemoteResume(session) => remote_play::resume(s, session),
        Action::RemoteAccept(name) => remote_play::accept(s, name),
        Action::RemoteSent => return remote_play::sent(s),
        Action::RemoteShown => remote_play::shown(s),
        Action::Live(news) => remote_play::live(s, news),
        Action::LiveConnect => return remote_play::live_connect(s),
        Action::RemoteQr => s.remote.toggle_qr(),
        Action::RemoteKept(kept) => return remote_play::kept(s, kept),
        Action::RemoteDownloaded => return remote_play::downloaded(s),
        Action::RemoteKeepAgain => return false,
        Action::OpenRecordLink(text) => matches::open_record_link(s, text),
        Action::ImportRecord(text) => matches::import(s, text),

        Action::OpenNewGame => s.screen.open(Dialog::NewGame),
        Action::OpenRecord => s.screen.open(Dialog::Record { import_error: None }),
        Action::OpenDice => s.screen.open(Dialog::Dice),
        Action::CloseDialog => s.screen.close(),
        Action::OpenPage(kind) => page::open(s, kind),
        Action::PageAction(action) => return page::act(s, action),
        Action::StartReview => replay::start(s),
        Action::Review(seek) => replay::seek(s, seek),
        Action::CloseReview => replay::close(s),
        Action::AnalyseReview => replay::analyse(s),
        Action::ReviewProgress(done, total) => replay::progress(s, done, total),

        Action::SetLanguage(lang) => {
            s.prefs.set_lang(lang);
            // An open page is written again in the new language.
            page::act(s, PageAction::Render);
        }
        Action::ToggleChances => s.prefs.toggle_chances(),
        Action::CyclePace => s.prefs.next_pace(),
        Action::CycleTheme => s.prefs.next_theme(),
        Action::ToggleNumbering => s.prefs.toggle_numbering(),
        Action::ToggleSound => s.prefs.toggle_sound(),
        Action::ShowNotice(notice) => {
            s.screen.show(notice.clone());
            s.outbox.push(Event::Noticed(notice));
        }
        Action::DismissNotice => s.screen.dismiss(),
    }
    true
}

/// A person's cube action; in a remote game it also goes to the friend.
fn cube_call(s: &mut AppState, side: Side, call: CubeCall) -> bool {
    if !cube::cube_call(s, side, call) {
        return false;
    }
    if s.remote_game().is_some() {
        let action = match call {
            CubeCall::Double => RemoteMove::Double,
            CubeCall::Take => RemoteMove::Take,
            CubeCall::Beaver => RemoteMove::Beaver,
            CubeCall::Pass => RemoteMove::Pass,
            CubeCall::Roll => RemoteMove::Roll,
        };
        remote_play::act(s, action);
    }
    true
}

/// The worker's answer goes to the feature that asked, if it is still the
/// question (the game may have moved on while it thought).
fn answered(s: &mut AppState, question: Question, answer: Answer, thought_ms: f64) {
    if let Ask::Remote { .. } = question.ask {
        if s.remote_question().as_ref() == Some(&question) {
            remote_play::answered(s, answer);
        }
        return;
    }
    if s.question().as_ref() != Some(&question) {
        return;
    }
    s.screen.dismiss_if(&Notice::ComputerUnavailable);
    match question.ask {
        Ask::Turn { .. } => computer::answered(s, answer, thought_ms),
        Ask::Cube { answering, .. } => cube::answered(s, answering, answer),
        Ask::Page { .. } => page::answered(s, answer),
        Ask::Review { .. } => replay::answered(s, answer),
        Ask::Hint { .. }
        | Ask::CubeHint { .. }
        | Ask::Evaluate
        | Ask::DiceStats { .. }
        | Ask::Explain { .. } => analysis::answered(s, question, answer),
        Ask::Remote { .. } => {}
    }
}
