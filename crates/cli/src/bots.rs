//! Bot names accepted on the command line.

use crate::CliError;
use nardy_ai::{
    embedded_network, Bot, Evaluator, HeuristicBot, Level, NetPlayer, Network, RandomBot,
};
use std::path::Path;
use std::sync::Arc;

/// Names for `--white`/`--black`/`--level`: `random`, `heuristic`, or a level
/// (`beginner` … `expert`, or its number 0..4).
fn known() -> String {
    let levels: Vec<String> = (0..Level::COUNT)
        .map(|l| format!("{} ({l})", Level(l).name()))
        .collect();
    format!("random, heuristic, {}", levels.join(", "))
}

/// The bot names, for the help of the commands that take them.
pub fn help() -> String {
    format!("Bots: {}.", known())
}

/// Reads a bot name (clap's value parser for the bot options); the name is
/// kept as written, for the reports and records that print it.
pub fn parse(name: &str) -> Result<String, String> {
    if matches!(name, "random" | "heuristic") || Level::parse(name).is_some() {
        Ok(name.to_string())
    } else {
        Err(format!("unknown bot '{name}' (known: {})", known()))
    }
}

/// The network for level bots: the embedded one, or one read from `path`.
pub fn network(path: Option<&Path>) -> Result<Arc<Network>, CliError> {
    match path {
        None => Ok(embedded_network()),
        Some(p) => {
            let bytes = std::fs::read(p).map_err(|e| CliError(format!("{}: {e}", p.display())))?;
            Ok(Arc::new(Network::from_bytes(&bytes)?))
        }
    }
}

/// Builds the bot called `name` (level bots use `net`); `parse` it first.
pub fn make(name: &str, seed: u64, net: &Arc<Network>) -> Box<dyn Bot> {
    match name {
        "random" => Box::new(RandomBot::new(seed)),
        "heuristic" => Box::new(HeuristicBot),
        level => Box::new(NetPlayer::at_level_with(
            Level::parse(level).expect("checked bot name"),
            Evaluator::new(net.clone()),
            seed,
        )),
    }
}
