//! Bot names accepted on the command line.

use crate::CliError;
use nardy_ai::{
    embedded_network, Bot, CubeModel, CubeView, Evaluator, HeuristicBot, Level, NetPlayer, Network,
    RandomBot, NARDY_MARS_RATE,
};
use nardy_engine::{Match, Side};
use std::path::Path;
use std::sync::Arc;

/// A level's name with this ending judges classic as long nardy, without
/// the equalising turn (as every level did before it was counted): the
/// baseline `nardy match --variant classic` measures against.
const LONG: &str = "-long";

/// A level's name with this ending weighs a mars as money play does at
/// every score of a match (as every level did before the score's stakes):
/// the baseline for `nardy match --length`.
const MONEY: &str = "-money";

/// A level's name without its endings, and which of them it had.
fn endings(bot: &str) -> (&str, bool, bool) {
    let (bot, money) = match bot.strip_suffix(MONEY) {
        Some(b) => (b, true),
        None => (bot, false),
    };
    let (bot, long) = match bot.strip_suffix(LONG) {
        Some(b) => (b, true),
        None => (bot, false),
    };
    (bot, long, money)
}

/// Names for `--white`/`--black`/`--level`: `random`, `heuristic`, or a level
/// (`beginner` … `expert`, or its number 0..4).
fn known() -> String {
    let levels: Vec<String> = (0..Level::COUNT)
        .map(|l| format!("{} ({l})", Level(l).name()))
        .collect();
    format!(
        "random, heuristic, {} (a level with -long: judging classic without its equalising turn; \
         with -money: weighing a mars as money play does at every score of a match; with @bg: deciding the cube by backgammon's model, cube life 0.68 and a mars in a fifth of \
         games; with @LIFE or @LIFE,MARS: by that cube life and share of mars games)",
        levels.join(", ")
    )
}

/// The bot names, for the help of the commands that take them.
pub fn help() -> String {
    format!("Bots: {}.", known())
}

/// Reads a bot name (clap's value parser for the bot options); the name is
/// kept as written, for the reports and records that print it.
pub fn parse(name: &str) -> Result<String, String> {
    let (bot, model) = split_model(name);
    if let Some(model) = model {
        cube_model(model).map_err(|why| format!("bot '{name}': {why}"))?;
    }
    let (level, _, _) = endings(bot);
    if (model.is_none() && matches!(bot, "random" | "heuristic")) || Level::parse(level).is_some() {
        Ok(name.to_string())
    } else {
        Err(format!("unknown bot '{name}' (known: {})", known()))
    }
}

/// A bot's name and the cube model after its `@`, if any.
fn split_model(name: &str) -> (&str, Option<&str>) {
    match name.split_once('@') {
        Some((bot, model)) => (bot, Some(model)),
        None => (name, None),
    }
}

/// The cube model named after a bot's `@`: `bg`, `LIFE` or `LIFE,MARS`.
fn cube_model(text: &str) -> Result<CubeModel, String> {
    if text == "bg" {
        return Ok(CubeModel::backgammon().clone());
    }
    let share = |s: &str, what: &str| match s.parse::<f32>() {
        Ok(v) if (0.0..=1.0).contains(&v) => Ok(v),
        _ => Err(format!("expected {what} between 0 and 1 (got '{s}')")),
    };
    let (life, mars) = match text.split_once(',') {
        Some((l, m)) => (share(l, "a cube life")?, share(m, "a share of mars games")?),
        None => (share(text, "a cube life")?, NARDY_MARS_RATE),
    };
    Ok(CubeModel::new(life, mars))
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
        name => {
            let (bot, model) = split_model(name);
            let (level, long, money) = endings(bot);
            let mut player = NetPlayer::at_level_with(
                Level::parse(level).expect("checked bot name"),
                Evaluator::new(net.clone()),
                seed,
            );
            if let Some(model) = model {
                player = player.with_cube(cube_model(model).expect("checked bot name"), model);
            }
            if long {
                player = player.ignoring_equalising();
            }
            if money {
                player = player.ignoring_the_score();
            }
            Box::new(player)
        }
    }
}

/// Before `side` rolls: whether its bot doubles, where the cube allows it.
pub fn offers_double(m: &Match, side: Side, bot: &mut dyn Bot) -> bool {
    let Some(view) = CubeView::of(m, side) else {
        return false;
    };
    m.game().can_double(side).is_ok() && bot.double(m.game().position(), &view)
}
