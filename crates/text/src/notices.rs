//! The notices: saves that could not be read, matches kept aside, links.

use crate::lang::Lang;
use crate::{msg, T};

/// The end of a notice when older kept saves made room for a new one
/// (nothing when none did).
fn dropped_saves(lang: Lang, dropped: usize) -> String {
    msg::notice_saves_dropped(lang, dropped)
}

/// The notice after a saved game could not be read and was kept aside.
pub fn save_unreadable(lang: Lang, why: &str, key: &str, dropped: usize) -> String {
    msg::notice_save_unreadable(lang, why, key, &dropped_saves(lang, dropped))
}

/// The notice after a saved game could not be read and there was no room
/// to keep a copy: it stays, and the new game is not saved over it.
pub fn save_left_in_place(lang: Lang, why: &str, key: &str) -> String {
    msg::notice_save_left_in_place(lang, why, key)
}

/// The notice after the address asked for another game than the saved one.
pub fn save_replaced(lang: Lang, key: &str, dropped: usize) -> String {
    msg::notice_save_replaced(lang, key, &dropped_saves(lang, dropped))
}

/// The match replaced by "play on" or an import: kept aside, or not.
pub fn set_aside(lang: Lang, kept: bool, dropped: usize) -> String {
    if kept {
        msg::notice_set_aside(lang, &dropped_saves(lang, dropped))
    } else {
        T::NoticeSetAsideFailed.text(lang).into()
    }
}

/// A kept match in the record dialog: its score, where it stands and when
/// it was saved.
pub fn kept_summary(lang: Lang, m: &nardy_engine::Match, saved_at: &str) -> String {
    let [w, b] = m.score();
    let game = m.played_games().len() + 1;
    let turns = m.game().history().len();
    msg::notice_kept_summary(lang, w, b, game, turns, saved_at)
}

/// A link whose position could not be opened.
/// `why`: what is wrong with it, in the same language.
pub fn bad_link(lang: Lang, why: &str) -> String {
    msg::notice_bad_link(lang, why)
}

/// A position's (or a finished game's) link, copied (or to copy by hand).
pub fn link_copied(lang: Lang, link: &str, record: bool) -> String {
    if record {
        msg::notice_record_link_copied(lang, link)
    } else {
        msg::notice_link_copied(lang, link)
    }
}

/// A finished game's record, too long for a link.
pub fn record_downloaded(lang: Lang) -> String {
    T::NoticeRecordDownloaded.text(lang).into()
}

/// A link's record that cannot be read.
/// `why`: the record's error in words ("Line 7: …").
pub fn bad_record_link(lang: Lang, why: &str) -> String {
    msg::notice_bad_record_link(lang, why)
}
