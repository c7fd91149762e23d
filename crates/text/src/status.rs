//! The status line's sentences: whose turn, what was rolled, who won.

use crate::lang::Lang;
use crate::words::{points, side_key, win_kind};
use crate::{msg, T};
use nardy_engine::{Side, WinKind};

pub fn opening_tie(lang: Lang, die: u8) -> String {
    msg::status_opening_tie(lang, die)
}

pub fn starts(lang: Lang, side: Side, white: u8, black: u8) -> String {
    msg::status_starts(lang, white, black, side_key(side))
}

pub fn pass(lang: Lang, side: Side) -> String {
    msg::status_pass(lang, side_key(side))
}

/// Tutor mode's stop: the better turn and what the played one loses.
pub fn tutor_stop(lang: Lang, best: &str, loss: &str) -> String {
    msg::status_tutor_stop(lang, best, loss)
}

pub fn opening_prompt(lang: Lang) -> &'static str {
    T::StatusOpeningPrompt.text(lang)
}

pub fn to_roll(lang: Lang, side: Side) -> String {
    msg::status_to_roll(lang, side_key(side))
}

pub fn to_move(lang: Lang, side: Side, computer: bool) -> String {
    if computer {
        msg::status_computer_moving(lang, side_key(side))
    } else {
        msg::status_to_move(lang, side_key(side))
    }
}

/// Classic's draw (RULES.md §8.1).
pub fn game_drawn(lang: Lang) -> &'static str {
    T::StatusGameDrawn.text(lang)
}

/// A double waits for its answer.
pub fn cube_offered(lang: Lang, by: Side, value: u32) -> String {
    msg::status_cube_offered(lang, side_key(by), value)
}

/// How many rolls ahead a hint line was judged: "1-ply" / "глуб. 1".
pub fn depth(lang: Lang, depth: u8) -> String {
    msg::status_depth(lang, depth)
}

/// The cube hint's verdict: "Best: double; the answer: pass."
pub fn cube_verdict(lang: Lang, double: bool, take: bool, dead: bool) -> String {
    if dead {
        // A double could only raise what the doubler's losses cost.
        return T::StatusCubeDead.text(lang).into();
    }
    msg::status_cube_verdict(
        lang,
        if double { "yes" } else { "no" },
        if take { "take" } else { "pass" },
    )
}

pub fn game_won(lang: Lang, side: Side, kind: WinKind, pts: u32) -> String {
    msg::status_game_won(
        lang,
        side_key(side),
        win_kind(lang, kind),
        &points(lang, pts),
    )
}

pub fn match_won(lang: Lang, side: Side) -> String {
    msg::status_match_won(lang, side_key(side))
}

/// The play-on dialog's first line: whose turn it is in the position.
pub fn play_on_intro(lang: Lang, side: Side) -> String {
    msg::status_play_on_intro(lang, side_key(side))
}

/// Where a replay stands: game, turn and the turn's notation.
pub fn review_status(lang: Lang, game: usize, turn: usize, turns: usize, notation: &str) -> String {
    msg::status_review(lang, game, turn, turns, notation)
}
