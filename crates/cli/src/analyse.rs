//! `nardy analyse`, `nardy eval` and `nardy rollout`: the analysis API of
//! `nardy-ai` on the command line. Equities are points per game for the
//! side to move (−2..2); percentages are its chances.

use crate::bots;
use crate::CliError;
use nardy_ai::{
    rollout, rollout_results, Analyser, Evaluator, Probabilities, RolloutConfig, MAX_DEPTH,
};
use nardy_engine::{Dice, Position};
use std::io::Write;
use std::path::PathBuf;

/// Reads a search depth: 0..=MAX_DEPTH.
pub fn depth(text: &str) -> Result<u8, String> {
    crate::depth_up_to(text, MAX_DEPTH)
}

/// `win 55.1%  win-mars 12.3%  lose-mars 3.2%`. Exact chances (a finished
/// game, the bear-off database) averaged over the rolls in `f32` can end a
/// hair outside 0..1; clamped so that a sure loss does not print `-0.0%`.
fn chances(p: Probabilities) -> String {
    let percent = |x: f32| 100.0 * x.clamp(0.0, 1.0);
    format!(
        "win {:5.1}%  win-mars {:5.1}%  lose-mars {:5.1}%",
        percent(p.win),
        percent(p.win_mars),
        percent(p.lose_mars)
    )
}

/// The options of `nardy analyse`.
#[derive(clap::Args)]
pub struct AnalyseArgs {
    /// The position, e.g. "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w"
    #[arg(allow_hyphen_values = true)]
    position: String,
    /// The roll, e.g. 6-5
    #[arg(allow_hyphen_values = true)]
    dice: String,
    /// Rolls looked ahead, 0..2 (2 is the master level's search)
    #[arg(long, value_name = "D", default_value = "2", value_parser = depth)]
    depth: u8,
    /// Print only the best N candidates
    #[arg(long, value_name = "N")]
    top: Option<usize>,
    /// Network weights instead of the built-in ones
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    weights: Option<PathBuf>,
}

/// One line per distinct result, best first:
/// `<rank>. <turn>  equity <e>  win …  loss <l>  <d>-ply`.
pub fn run_analyse(args: AnalyseArgs, out: &mut impl Write) -> Result<(), CliError> {
    let position: Position = args.position.parse()?;
    let dice: Dice = args.dice.parse()?;
    let net = bots::network(args.weights.as_deref())?;
    let ranked = Analyser::new(Evaluator::new(net)).analyse(&position, dice, args.depth)?;
    let shown = &ranked[..args.top.unwrap_or(usize::MAX).min(ranked.len())];
    let width = shown
        .iter()
        .map(|c| c.turn.to_string().len())
        .max()
        .unwrap_or(0);
    for (i, c) in shown.iter().enumerate() {
        writeln!(
            out,
            "{:>3}. {:width$}  equity {:+.4}  {}  loss {:.4}  {}-ply",
            i + 1,
            c.turn.to_string(),
            c.equity(),
            chances(c.chances),
            c.loss,
            c.depth
        )?;
    }
    Ok(())
}

/// The options of `nardy eval`.
#[derive(clap::Args)]
pub struct EvalArgs {
    /// The position, e.g. "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w"
    #[arg(allow_hyphen_values = true)]
    position: String,
    /// Rolls looked ahead, 0..3 (1 and more average the 21 rolls' best plays)
    #[arg(long, value_name = "D", default_value = "2", value_parser = eval_depth)]
    depth: u8,
    /// Network weights instead of the built-in ones
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    weights: Option<PathBuf>,
}

fn eval_depth(text: &str) -> Result<u8, String> {
    crate::depth_up_to(text, MAX_DEPTH + 1)
}

/// One line: `<side> to roll: equity <e>  win …  (<d>-ply)`.
pub fn run_eval(args: EvalArgs, out: &mut impl Write) -> Result<(), CliError> {
    let position: Position = args.position.parse()?;
    let net = bots::network(args.weights.as_deref())?;
    let p = Analyser::new(Evaluator::new(net)).evaluate(&position, args.depth);
    writeln!(
        out,
        "{} to roll: equity {:+.4}  {}  ({}-ply)",
        position.side_to_move().code(),
        p.equity(),
        chances(p),
        args.depth
    )?;
    Ok(())
}

/// The options of `nardy rollout`.
#[derive(clap::Args)]
pub struct RolloutArgs {
    /// The position, e.g. "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w"
    #[arg(allow_hyphen_values = true)]
    position: String,
    /// A roll, e.g. 6-5: roll out the best candidates for it
    #[arg(allow_hyphen_values = true)]
    dice: Option<String>,
    /// Games per position rolled out
    #[arg(long, value_name = "N", default_value_t = 1296)]
    games: u32,
    /// Candidates rolled out for a roll (the best at 1-ply)
    #[arg(long, value_name = "K", default_value_t = 5)]
    candidates: usize,
    /// Seed of the dice (game i of every candidate uses the same dice)
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Threads to play on [default: all cores]
    #[arg(long, value_name = "T")]
    threads: Option<usize>,
    /// Stop each game that began with contact once it is a pure race, and
    /// take the network's chances for the rest
    #[arg(long)]
    truncate: bool,
    /// Network weights instead of the built-in ones
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    weights: Option<PathBuf>,
}

/// Without dice, one line for the position; with dice, one line per
/// candidate, best rollout equity first, with its loss against that best.
pub fn run_rollout(args: RolloutArgs, out: &mut impl Write) -> Result<(), CliError> {
    let position: Position = args.position.parse()?;
    if position.is_game_over() {
        return Err(CliError("the game is over: nothing to roll out".into()));
    }
    if args.games == 0 {
        return Err(CliError("--games must be at least 1".into()));
    }
    let net = bots::network(args.weights.as_deref())?;
    let cfg = RolloutConfig {
        games: args.games,
        seed: args.seed,
        truncate: args.truncate,
        threads: args
            .threads
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
    };
    let Some(dice) = args.dice else {
        let r = rollout(&net, &position, cfg);
        writeln!(
            out,
            "{} to roll: equity {:+.4} ± {:.4}  {}  ({} games)",
            position.side_to_move().code(),
            r.equity,
            r.std_error,
            chances(r.chances),
            r.games
        )?;
        return Ok(());
    };
    let dice: Dice = dice.parse()?;
    let mut analyser = Analyser::new(Evaluator::new(net.clone()));
    let mut ranked = analyser.analyse(&position, dice, 1)?;
    ranked.truncate(args.candidates.max(1));
    let results: Vec<Position> = ranked.iter().map(|c| c.result).collect();
    let rolled = rollout_results(&net, &results, cfg);
    let mut rows: Vec<_> = ranked.iter().zip(&rolled).collect();
    rows.sort_by(|a, b| b.1.equity.total_cmp(&a.1.equity));
    let best = rows[0].1.equity;
    let width = rows
        .iter()
        .map(|(c, _)| c.turn.to_string().len())
        .max()
        .unwrap_or(0);
    for (i, (c, r)) in rows.iter().enumerate() {
        writeln!(
            out,
            "{:>3}. {:width$}  equity {:+.4} ± {:.4}  {}  loss {:.4}  ({}-ply {:+.4}; {} games)",
            i + 1,
            c.turn.to_string(),
            r.equity,
            r.std_error,
            chances(r.chances),
            best - r.equity,
            c.depth,
            c.equity(),
            r.games
        )?;
    }
    Ok(())
}
