//! What the first turn does not need: the dialogs and the panels beside the
//! board, in a WebAssembly module of their own (`later`). The build splits
//! the page at these functions (`wasm-split-cli`, scripts/pwa-build.mjs),
//! so the first download carries the board, the turn's buttons and the
//! status; this module is fetched as the page mounts, once the board is
//! playable, and each part is drawn where it stands when it comes (a
//! dialog asked for before then opens as it arrives). Natively (the tests)
//! they are plain calls.
//!
//! The chances bar stays in the first module: drawn above the board when
//! it is on, it would move the board as it came.

use crate::panels::dice_panel::DicePanel;
use crate::panels::hint_panel::HintPanel;
use crate::panels::history::History;
use crate::panels::new_game::NewGameDialog;
use crate::panels::record_dialog::RecordDialog;
use crate::panels::resign_dialog::ResignDialog;
use crate::panels::review_report::ReviewReport;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// The side panel's parts under the turn's: the hint list, the review's
/// report and the move list.
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split)]
pub fn side_panels() -> AnyView {
    view! { <HintPanel/><ReviewReport/><History/> }.into_any()
}

/// The dialogs: a new game, the record, resign (and the worker's pages,
/// a friend's invitation), the dice.
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split)]
pub fn dialogs() -> AnyView {
    view! { <NewGameDialog/><RecordDialog/><ResignDialog/><DicePanel/> }.into_any()
}
