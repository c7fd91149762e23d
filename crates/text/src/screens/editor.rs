//! The position editor's words: the messages `editor-*`
//! (`locales/<code>/editor.ftl`).

use crate::lang::Lang;
use crate::{msg, T};
use nardy_engine::{PositionError, Side};

/// The editor's words.
pub struct Words {
    pub title: &'static str,
    pub tools: &'static str,
    pub tool: [&'static str; 3],
    pub help: &'static str,
    pub side: &'static str,
    pub dice: &'static str,
    pub no_dice: &'static str,
    pub start_from: &'static str,
    pub empty: &'static str,
    pub start: &'static str,
    pub current: &'static str,
    pub analyse: &'static str,
    pub play: &'static str,
    pub position: &'static str,
    pub ok: &'static str,
    pub on_board: &'static str,
    pub borne_off: &'static str,
    pub add: &'static str,
    pub take: &'static str,
    pub analysis: &'static str,
    /// The ranked table's columns: the turn, the chances after it, its loss.
    pub columns: [&'static str; 3],
}

/// The words in `lang`.
pub fn words(lang: Lang) -> Words {
    Words {
        title: T::EditorTitle.text(lang),
        tools: T::EditorTools.text(lang),
        tool: [
            T::EditorToolWhite.text(lang),
            T::EditorToolBlack.text(lang),
            T::EditorToolRemove.text(lang),
        ],
        help: T::EditorHelp.text(lang),
        side: T::EditorSide.text(lang),
        dice: T::EditorDice.text(lang),
        no_dice: T::EditorNoDice.text(lang),
        start_from: T::EditorStartFrom.text(lang),
        empty: T::EditorEmpty.text(lang),
        start: T::EditorStart.text(lang),
        current: T::EditorCurrent.text(lang),
        analyse: T::EditorAnalyse.text(lang),
        play: T::EditorPlay.text(lang),
        position: T::EditorPosition.text(lang),
        ok: T::EditorOk.text(lang),
        on_board: T::EditorOnBoard.text(lang),
        borne_off: T::EditorBorneOff.text(lang),
        add: T::EditorAdd.text(lang),
        take: T::EditorTake.text(lang),
        analysis: T::EditorAnalysis.text(lang),
        columns: [
            T::EditorTurnColumn.text(lang),
            T::EditorAfterColumn.text(lang),
            T::EditorLossColumn.text(lang),
        ],
    }
}

/// A side as the messages choose on it: "white" or "black".
fn side_key(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// Why the edited position cannot be played yet: `error` from the
/// engine's setup, or (`over`) the side that has already borne off all 15.
pub fn problem(lang: Lang, error: Option<&PositionError>, over: Option<Side>) -> String {
    match (error, over) {
        (_, Some(winner)) => msg::editor_over(lang, side_key(winner)),
        (Some(PositionError::TwoColours { point }), _) => {
            msg::editor_two_colours(lang, point.get())
        }
        (Some(PositionError::TooManyCheckers { side, count }), _) => {
            msg::editor_too_many(lang, side_key(*side), *count)
        }
        // No checker at all.
        (Some(PositionError::BothBorneOff), _) => T::EditorNoCheckers.text(lang).into(),
        // Anything else the engine names (a setup gives none of these).
        (Some(e), _) => msg::editor_not_a_position_because(lang, &e.to_string()),
        (None, None) => T::EditorNotAPosition.text(lang).into(),
    }
}

/// The chances after a turn or before a roll: "win 55.1%, mars for 12.0%,
/// mars against 3.1%, equity +0.2331" (the numbers already written).
pub fn chances(lang: Lang, win: &str, win_mars: &str, lose_mars: &str, equity: &str) -> String {
    msg::editor_chances(lang, win, win_mars, lose_mars, equity)
}

/// The heading of the chances before the roll.
pub fn before_roll(lang: Lang, side: Side) -> String {
    msg::editor_before_roll(lang, side_key(side))
}
