//! `nardy cube-er`: how often a bot's money-play cube decisions (the first
//! double and its answer) agree with cubeful rollouts, and the equity its
//! cube decisions give up, over the labelled set
//! (crates/ai/bench/cube.txt); `nardy cube-er --label` makes that set once
//! (minutes of rollouts; CI never runs it).

use crate::bots;
use crate::CliError;
use nardy_ai::{
    cube_rollout, play_game, Analyser, CubeAnswer, CubeLabel, CubeModel, CubeRollout, CubeView,
    Evaluator, Level, NetPlayer,
};
use nardy_engine::Position;
use std::io::Write;
use std::path::PathBuf;

/// The options of `nardy cube-er`.
#[derive(clap::Args)]
pub struct Args {
    /// The labelled cube decisions
    #[arg(long, value_name = "FILE", default_value = "crates/ai/bench/cube.txt")]
    bench: PathBuf,
    /// The bots to score (see 'nardy help match' for the names, e.g.
    /// master, master@bg)
    #[arg(long = "bot", value_name = "BOT", value_parser = bots::parse, default_values_t = ["master".to_string(), "master@bg".to_string()])]
    bots: Vec<String>,
    /// Make the file instead: sample positions from self-play and roll out
    /// each, one line each as it is done
    #[arg(long)]
    label: bool,
    /// With --label: positions to label
    #[arg(long, value_name = "N", default_value_t = 200)]
    positions: usize,
    /// With --label: rollout games per position (each played with the
    /// cube in the middle and with it doubled)
    #[arg(long, value_name = "N", default_value_t = 1296)]
    games: u32,
    /// With --label: seed of the self-play games and of the rollouts' dice
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// With --label: threads [default: all cores]
    #[arg(long, value_name = "T")]
    threads: Option<usize>,
}

/// One labelled decision: the position (its side to move decides, the
/// cube centred, money play) and what the rollouts showed.
struct Labelled {
    position: Position,
    rolled: CubeRollout,
}

/// The mover's chances at which a first double is worth labelling: below,
/// no program doubles; above, every one cashes.
const WINDOW: std::ops::RangeInclusive<f32> = 0.6..=0.97;

pub fn run(args: Args, out: &mut impl Write) -> Result<(), CliError> {
    let net = bots::network(None)?;
    if args.label {
        return make(&args, &net, out);
    }
    let text = std::fs::read_to_string(&args.bench)
        .map_err(|e| CliError(format!("cannot read {}: {e}", args.bench.display())))?;
    let set = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(n, l)| {
            parse(l)
                .map_err(|why| CliError(format!("{} line {}: {why}", args.bench.display(), n + 1)))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let count = |label: CubeLabel| set.iter().filter(|d| d.rolled.label() == label).count();
    writeln!(
        out,
        "{} cube decisions ({} no double/take, {} double/take, {} double/pass, {} too good/pass), {} rollout games each",
        set.len(),
        count(CubeLabel::NoDoubleTake),
        count(CubeLabel::DoubleTake),
        count(CubeLabel::DoublePass),
        count(CubeLabel::TooGoodPass),
        set.first().map_or(0, |d| d.rolled.games)
    )?;
    for name in &args.bots {
        let mut bot = bots::make(name, 1, &net);
        let (mut doubles_right, mut takes_right, mut both_right) = (0, 0, 0);
        let mut lost = 0.0;
        for d in &set {
            let view = CubeView::money();
            let doubles = bot.double(&d.position, &view);
            let takes = bot.answer(&d.position, &view) != CubeAnswer::Pass;
            let label = d.rolled.label();
            doubles_right += (doubles == label.doubles()) as u32;
            takes_right += (takes == label.takes()) as u32;
            both_right += (doubles == label.doubles() && takes == label.takes()) as u32;
            lost += d.rolled.doubler_error(doubles) + d.rolled.taker_error(takes);
        }
        let n = set.len().max(1) as f64;
        writeln!(
            out,
            "{name}: doubles right {:.1}%, takes right {:.1}%, both {:.1}%; cube error rate {:.1} thousandths of a point per decision ({} decisions: each double and each answer)",
            100.0 * doubles_right as f64 / n,
            100.0 * takes_right as f64 / n,
            100.0 * both_right as f64 / n,
            1000.0 * lost / (2.0 * n),
            2 * set.len()
        )?;
    }
    Ok(())
}

fn parse(line: &str) -> Result<Labelled, String> {
    let fields: Vec<&str> = line.split('\t').collect();
    let [position, nd, dt, se, games, label] = fields[..] else {
        return Err(format!(
            "expected 6 tab-separated fields, found {}",
            fields.len()
        ));
    };
    let number = |s: &str| {
        s.parse::<f64>()
            .map_err(|_| format!("'{s}' is not a number"))
    };
    let rolled = CubeRollout {
        no_double: number(nd)?,
        double_take: number(dt)?,
        std_error: number(se)?,
        games: games
            .parse()
            .map_err(|_| format!("'{games}' is not a count"))?,
    };
    if CubeLabel::parse(label) != Some(rolled.label()) {
        return Err(format!(
            "the label '{label}' is not what the equities say ({})",
            rolled.label().code()
        ));
    }
    Ok(Labelled {
        position: position.parse().map_err(|e| format!("{e}"))?,
        rolled,
    })
}

/// Samples one position per self-play game (the default level on both
/// sides) whose mover's chances lie in [`WINDOW`], and rolls each out
/// with nardy's cube model, printing a line as each is done.
fn make(
    args: &Args,
    net: &std::sync::Arc<nardy_ai::Network>,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    writeln!(
        out,
        "# nardy cube-er --label --positions {} --games {} --seed {}: position, no double, double/take (points per game for the side to move, the cube centred at 1), standard error of their difference, games, label",
        args.positions, args.games, args.seed
    )?;
    let mut analyser = Analyser::new(Evaluator::new(net.clone()));
    let mut made = 0;
    let mut game = 0u64;
    while made < args.positions {
        game += 1;
        let seed = args.seed * 1_000_003 + game;
        let mut white = NetPlayer::at_level_with(Level::DEFAULT, Evaluator::new(net.clone()), seed);
        let mut black =
            NetPlayer::at_level_with(Level::DEFAULT, Evaluator::new(net.clone()), seed + 7);
        let positions = play_game(&mut white, &mut black, seed);
        // Past the first turns (no double is possible before the first),
        // not finished, with chances in the window: one of them, by the seed.
        let inside: Vec<Position> = positions
            .iter()
            .skip(2)
            .filter(|p| !p.is_game_over() && WINDOW.contains(&analyser.evaluate(p, 0).win))
            .copied()
            .collect();
        if inside.is_empty() {
            continue;
        }
        let position = inside[(seed as usize * 7919) % inside.len()];
        let rolled = cube_rollout(
            net,
            &position,
            CubeModel::nardy(),
            args.games,
            seed,
            threads,
        );
        writeln!(
            out,
            "{position}\t{:.5}\t{:.5}\t{:.5}\t{}\t{}",
            rolled.no_double,
            rolled.double_take,
            rolled.std_error,
            rolled.games,
            rolled.label().code()
        )?;
        out.flush()?;
        made += 1;
    }
    Ok(())
}
