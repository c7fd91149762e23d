//! The browser around the game: storage and its keys, the saved game and
//! the app's first state, URL parameters, the iframe API, sounds, and small
//! browser services. Pure parts (parameters, saves, start-up, host
//! messages) are unit-tested natively.

pub mod aside;
pub mod browser;
pub mod dice_stats;
pub mod embed;
pub mod explain;
pub mod host_commands;
pub mod host_messages;
pub mod json;
pub mod kept;
pub mod live;
pub mod live_signal;
pub mod messages;
pub mod origin;
pub mod params;
pub mod remote_link;
pub mod save;
pub mod saving;
pub mod sound;
pub mod startup;
pub mod storage;
pub mod worker_link;

#[cfg(test)]
mod nothing_lost;
