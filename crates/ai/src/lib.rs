//! Long Nardy players built on `nardy-engine`: seeded dice, a random and a
//! hand-written baseline, the evaluation network with its difficulty levels,
//! the exact bear-off database, duplicate-dice matches and (natively) TD(λ)
//! training.
//!
//! ```
//! use nardy_ai::{play_game, Bot, Level, NetPlayer, RandomBot};
//! use nardy_engine::{Dice, Position};
//!
//! let positions = play_game(&mut RandomBot::new(1), &mut RandomBot::new(2), 42);
//! assert!(positions.last().unwrap().is_game_over());
//!
//! let start = Position::start();
//! let dice: Dice = "3-3".parse().unwrap();
//! let turns = start.legal_turns(dice).unwrap();
//! let pick = NetPlayer::at_level(Level::DEFAULT, 7).choose(&start, dice, &turns);
//! assert!(pick < turns.len());
//! ```

mod analysis;
mod bearoff;
pub mod benchmark;
mod bot;
mod classic;
mod cube;
mod cube_review;
mod cube_rollout;
mod duel;
mod eval;
mod features;
mod heuristic;
mod ladder;
mod marks;
mod network;
mod player;
mod race;
mod review;
mod rng;
mod rollout;
mod search;
mod selfplay;
mod stakes;
mod terminal;
mod train;

pub use analysis::{Analyser, Candidate, Filter, BUDGET, FILTERS, SHOWN};
pub use bearoff::{
    home as bearoff_home, index as bearoff_index, successors as bearoff_successors, Bearoff,
    Distribution, Home, MAX_ROLLS, POSITIONS,
};
pub use bot::{tell_score, Bot, RandomBot};
pub use classic::{classic_race, classic_terminal, is_equalising};
pub use cube::{
    match_decision, money_decision, CubeAnswer, CubeDecision, CubeModel, CubeView, Holder,
    MatchTable, BACKGAMMON_CUBE_LIFE, BACKGAMMON_MARS_RATE, NARDY_CUBE_LIFE, NARDY_MARS_RATE,
};
pub use cube_review::{cube_position, CubeChoice, CubeReview};
pub use cube_rollout::{cube_rollout, CubeLabel, CubeRollout};
pub use duel::{
    classic_first_mover, duel_rules, duplicate_match, duplicate_variant_match, BotFactory, Report,
};
#[cfg(feature = "embedded-weights")]
pub use eval::embedded_network;
pub use eval::Evaluator;
pub use features::{encode, is_race, Features, INPUTS};
pub use heuristic::HeuristicBot;
pub use ladder::{pr, Rung, LEVEL_RATES};
pub use marks::{Mark, BLUNDER, INACCURACY, MISTAKE};
pub use network::{Network, Probabilities, WeightsError, OUTPUTS};
pub use player::{Level, NetPlayer, Style};
pub use race::{home_of, race_chances, race_probabilities};
pub use review::{PlayerTotals, Review, TurnReview, REVIEW_DEPTH};
pub use rng::{seeded, Rng};
pub use rollout::{rollout, rollout_results, Rolled, RolloutConfig};
pub use search::{Search, MAX_DEPTH};
pub use selfplay::{play_game, play_match_game};
pub use stakes::{Score, Stakes};
pub use terminal::terminal;
pub use train::{bench, train, TrainConfig, Yardstick};
