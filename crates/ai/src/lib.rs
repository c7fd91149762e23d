//! Long Nardy players built on `nardy-engine`: seeded dice, bots and self-play.
//!
//! ```
//! use nardy_ai::{play_game, RandomBot};
//!
//! let positions = play_game(&mut RandomBot::new(1), &mut RandomBot::new(2), 42);
//! assert!(positions.last().unwrap().is_game_over());
//! ```

mod bot;
mod rng;
mod selfplay;

pub use bot::{Bot, RandomBot};
pub use rng::Rng;
pub use selfplay::play_game;
