//! The match as a whole, done: the next game, a new match, playing on from
//! a reviewed position, resuming a kept match, resigning, and importing a
//! record. The match replaced is kept aside once it has begun.

use super::events::Event;
use super::model::AppState;
use super::notice::Notice;
use super::options::Options;
use super::replay;
use super::saved::{Resumed, Unreadable};
use super::screen::Dialog;
use nardy_engine::{parse_record, Match};

pub(super) fn next_game(s: &mut AppState) {
    if s.table.next_game() {
        s.clear_game_marks();
        s.outbox.push(Event::NextGame);
    }
}

pub(super) fn new_match(s: &mut AppState, options: Options) {
    let options = options.at_one_screen();
    s.remote.leave();
    s.prefs.choose(options);
    s.screen.close();
    s.table.start(Match::new(options.rules));
    started(s);
}

/// Opens the new-game dialog for a match from the reviewed position.
pub(super) fn open_play_on(s: &mut AppState) -> bool {
    let koks = s.r#match().rules().koks;
    let frame = s.review.as_ref().map(|r| r.frame().position);
    match frame.filter(|p| p.outcome(koks).is_none()) {
        Some(position) => {
            s.screen.open(Dialog::PlayOn(position));
            true
        }
        None => false,
    }
}

/// The dialog's "start": a match from its position; the reviewed one is
/// kept aside.
pub(super) fn play_on(s: &mut AppState, options: Options) -> bool {
    let options = options.at_one_screen();
    let Some(position) = s.screen.play_on() else {
        return false;
    };
    let Ok(m) = Match::from_position(options.rules, position) else {
        return false;
    };
    s.remote.leave();
    s.prefs.choose(options);
    s.screen.close();
    set_aside(s);
    s.table.start(m);
    started(s);
    true
}

/// A kept match takes the place of the one in progress (which the platform
/// has kept aside in its stead).
pub(super) fn resume(s: &mut AppState, resumed: Resumed) {
    let settings = *s.settings();
    let events = s.outbox.take();
    *s = AppState::resumed((*resumed.0).clone(), settings);
    for e in events {
        s.outbox.push(e);
    }
    s.outbox.push(Event::NewMatch);
}

pub(super) fn open_resign(s: &mut AppState) -> bool {
    match s.resigner() {
        Some(_) => {
            s.screen.open(Dialog::Resign);
            true
        }
        None => false,
    }
}

/// The person (in a hot-seat game, the side to move) gives the game up,
/// once the dialog asked.
pub(super) fn resign(s: &mut AppState) -> bool {
    let asked = s.dialog() == Some(&Dialog::Resign);
    let Some(side) = s.resigner().filter(|_| asked) else {
        return false;
    };
    s.screen.close();
    s.clear_turn_marks();
    if s.table.resign(side) {
        let game = s.table.game_number();
        s.game_over(game);
    }
    true
}

/// A record a link carried: imported, or a notice says why not.
pub(super) fn open_record_link(s: &mut AppState, text: String) {
    match parse_record(&text) {
        Ok(_) => import(s, text),
        Err(error) => {
            let notice = Notice::BadRecordLink(Unreadable {
                error: error.into(),
                text,
            });
            s.screen.show(notice.clone());
            s.outbox.push(Event::Noticed(notice));
        }
    }
}

/// Loads a game record as the current match and replays it from its first
/// turn; on error only the dialog's error changes.
pub(super) fn import(s: &mut AppState, text: String) {
    let parsed = match parse_record(&text) {
        Ok(parsed) => parsed,
        Err(error) => {
            return s.screen.import_failed(Unreadable {
                error: error.into(),
                text,
            })
        }
    };
    s.screen.close();
    let checks = Notice::RecordDice(nardy_dice::verify_record(&parsed));
    // A match still being played is kept; a finished one was given up
    // (and its record can be exported).
    if s.r#match().winner().is_none() && s.remote_game().is_none() {
        set_aside(s);
    }
    if s.remote_game().is_some() {
        // The remote game stays in storage; the record is a local match.
        s.remote.leave();
        let mut options = *s.options();
        options.mode = super::options::Mode::HotSeat;
        s.prefs.choose(options);
    }
    s.prefs.set_rules(parsed.r#match.rules());
    s.table.import(parsed);
    started(s);
    // As after a reload: a computer's half-played turn is chosen again.
    s.take_back_computer_steps();
    replay::open(s);
    s.screen.show(checks.clone());
    s.outbox.push(Event::Noticed(checks));
}

/// The match about to be replaced is kept aside once it has begun: a
/// player who plays on from a review, imports a record or opens a shared
/// game has not given it up.
fn set_aside(s: &mut AppState) {
    // Begun is enough: an opening roll and half a turn are a game too.
    let m = s.r#match();
    if !m.played_games().is_empty() || m.game().has_begun() {
        s.outbox.push(Event::SetAside);
    }
}

/// A new match is in progress; nothing of the old one shows.
fn started(s: &mut AppState) {
    replay::close(s);
    s.clear_game_marks();
    s.outbox.push(Event::NewMatch);
}
