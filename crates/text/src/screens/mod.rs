//! The words of the screens the worker writes: the rules, the position
//! editor, the dice statistics and the review's report.

pub mod dice_stats;
pub mod editor;
pub mod report;
pub mod rules;
