//! Everything around the board: the toolbar, the score, the turn's status
//! and buttons, the hint list and the chances bar, the move list, the replay bar, the dialogs (new game, game
//! record, dice, resign) and the notice banner. Each reads the store and sends actions.

pub mod chances_bar;
pub mod claim_clock;
pub mod controls;
pub mod dice_panel;
pub mod hint_panel;
pub mod history;
pub mod html;
pub mod icons;
pub mod live_panel;
pub mod new_game;
pub mod notice;
pub mod page;
pub mod record_dialog;
pub mod remote_panel;
pub mod resign_dialog;
pub mod review_bar;
pub mod review_report;
pub mod scoreboard;
pub mod topbar;
pub mod turn_panel;
