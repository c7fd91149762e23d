//! Bot names accepted on the command line.

use crate::CliError;
use nardy_ai::{Bot, HeuristicBot, Level, NetPlayer, RandomBot};

/// Names for `--white`/`--black`/`--level`: `random`, `heuristic`, or a level
/// (`beginner` … `expert`, or its number 0..4).
pub fn known() -> String {
    let levels: Vec<String> = (0..Level::COUNT)
        .map(|l| format!("{} ({l})", Level(l).name()))
        .collect();
    format!("random, heuristic, {}", levels.join(", "))
}

/// Checks a bot name without building it.
pub fn check(name: &str) -> Result<(), CliError> {
    if matches!(name, "random" | "heuristic") || Level::parse(name).is_some() {
        Ok(())
    } else {
        Err(CliError(format!(
            "unknown bot '{name}' (known: {})",
            known()
        )))
    }
}

/// Builds the bot called `name`; `check` it first.
pub fn make(name: &str, seed: u64) -> Box<dyn Bot> {
    match name {
        "random" => Box::new(RandomBot::new(seed)),
        "heuristic" => Box::new(HeuristicBot),
        level => Box::new(NetPlayer::at_level(
            Level::parse(level).expect("checked bot name"),
            seed,
        )),
    }
}
