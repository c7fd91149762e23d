//! `nardy match` and `nardy levels`: duplicate-dice bot matches.

use crate::bots;
use crate::external::EnginePool;
use crate::variant::VariantArgs;
use crate::CliError;
use nardy_ai::{duel_rules, duplicate_variant_match, Bot, Level, Network, Report};
use nardy_engine::{MatchLength, Rules, Variant};
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;

fn print_report(
    out: &mut impl Write,
    a: &str,
    b: &str,
    r: &Report,
    variant: Variant,
    matches: bool,
) -> std::io::Result<()> {
    // Matches count one point each, won or lost.
    let (games, per) = if matches {
        ("matches", "points/match")
    } else {
        ("games", "points/game")
    };
    writeln!(
        out,
        "{a} vs {b}: {} {games}, {a} scores {:+.3} ± {:.3} {per} (95% CI), wins {:.1}%, wins by mars {:.1}%, loses by mars {:.1}%",
        r.games,
        r.mean,
        r.ci95,
        100.0 * r.wins as f64 / r.games as f64,
        100.0 * r.wins_by_mars as f64 / r.games as f64,
        100.0 * r.losses_by_mars as f64 / r.games as f64,
    )?;
    match variant {
        Variant::Long | Variant::Hachapuri(_) if matches => writeln!(
            out,
            "  matches (mars figures: each match's last game): {} games played",
            r.games_played
        ),
        Variant::Long | Variant::Hachapuri(_) => Ok(()),
        Variant::Classic => writeln!(
        out,
            "  classic: {} draws ({:.1}%)",
            r.draws,
            100.0 * r.draws as f64 / r.games as f64
        ),
        Variant::Nardegammon(c) if c.money => writeln!(
        out,
            "  nardegammon, money play with the cube (points include it): {} doubles, {} passed ({:.2} doubles per game), {} of a dead cube",
            r.doubles,
            r.passes,
            r.doubles as f64 / r.games as f64,
            r.dead_doubles
        ),
        Variant::Nardegammon(_) => writeln!(
        out,
            "  nardegammon matches (mars figures: each match's last game): {} games played; {} doubles, {} passed, {} of a dead cube",
            r.games_played, r.doubles, r.passes, r.dead_doubles
        ),
    }?;
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    writeln!(
        out,
        "  time per decision (mean, median): {a} {:.3} ms, {:.3} ms; {b} {:.3} ms, {:.3} ms",
        ms(r.decision_time[0]),
        ms(r.decision_median[0]),
        ms(r.decision_time[1]),
        ms(r.decision_median[1])
    )
}

/// One side of a match: a bot by name (with the network its level uses) or
/// a program speaking the engine protocol.
enum Player {
    Bot(String, Arc<Network>),
    Command(Arc<EnginePool>),
}

impl Player {
    fn name(&self) -> &str {
        match self {
            Player::Bot(name, _) => name,
            Player::Command(pool) => pool.command(),
        }
    }

    fn make(&self, seed: u64) -> Box<dyn Bot> {
        match self {
            Player::Bot(name, net) => bots::make(name, seed, net),
            Player::Command(pool) => match pool.lend() {
                Ok(engine) => Box::new(engine),
                Err(CliError(why)) => {
                    eprintln!("error: {why}");
                    std::process::exit(2);
                }
            },
        }
    }
}

fn play(
    a: &Player,
    b: &Player,
    games: u32,
    seed: u64,
    threads: Option<usize>,
    rules: Rules,
) -> Report {
    let threads =
        threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let make_a = |seed: u64| a.make(seed);
    let make_b = |seed: u64| b.make(seed);
    duplicate_variant_match(&make_a, &make_b, games.div_ceil(2), seed, threads, rules)
}

/// The options of `nardy match`.
#[derive(clap::Args)]
pub struct MatchArgs {
    /// The first bot, A: White in the first game of each dice pair
    #[arg(long, value_name = "BOT", value_parser = bots::parse, required_unless_present = "white_cmd")]
    white: Option<String>,
    /// The second bot, B: Black in the first game of each dice pair
    #[arg(long, value_name = "BOT", value_parser = bots::parse, required_unless_present = "black_cmd")]
    black: Option<String>,
    /// A program that plays A instead of a bot: it reads '<position> <dice>'
    /// lines and answers each with a turn, as 'nardy engine' does
    #[arg(long, value_name = "COMMAND", conflicts_with = "white")]
    white_cmd: Option<String>,
    /// A program that plays B instead of a bot (see --white-cmd)
    #[arg(long, value_name = "COMMAND", conflicts_with = "black")]
    black_cmd: Option<String>,
    /// Games to play, at least 2 (rounded up to whole dice pairs)
    #[arg(long, value_name = "N", default_value_t = 200)]
    games: u32,
    /// Seed of the dice and of the bots' random choices
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Threads to play on [default: all cores]
    #[arg(long, value_name = "T")]
    threads: Option<usize>,
    /// Network weights for --white's level bot, instead of the built-in ones
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    white_weights: Option<PathBuf>,
    /// Network weights for --black's level bot, instead of the built-in ones
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    black_weights: Option<PathBuf>,
    /// The variant; nardegammon's games are money games with the cube
    #[command(flatten)]
    variant: VariantArgs,
    /// Play whole matches to N points instead of single games (money games
    /// in nardegammon); --games then counts matches
    #[arg(long, value_name = "N", value_parser = crate::record::match_length)]
    length: Option<MatchLength>,
}

fn player(
    bot: Option<String>,
    command: Option<String>,
    weights: Option<PathBuf>,
) -> Result<Player, CliError> {
    match (bot, command) {
        (_, Some(command)) => {
            let pool = EnginePool::new(&command);
            pool.lend()?; // fails here, before the match, if it cannot start
            Ok(Player::Command(pool))
        }
        (Some(bot), None) => Ok(Player::Bot(bot, bots::network(weights.as_deref())?)),
        (None, None) => Err(CliError("a bot or a command for each side".into())),
    }
}

/// `nardy match`: each dice seed is played twice, A as White then B as
/// White; figures are from A's side.
pub fn run_match(args: MatchArgs, out: &mut impl Write) -> Result<(), CliError> {
    if args.games < 2 {
        return Err(CliError(
            "--games must be at least 2 (one dice pair)".into(),
        ));
    }
    // A duel's nardegammon games are money games, unless it plays matches.
    let variant = args
        .variant
        .variant(args.variant.has_cube() && args.length.is_none())
        .map_err(CliError)?;
    let a = player(args.white, args.white_cmd, args.white_weights)?;
    let b = player(args.black, args.black_cmd, args.black_weights)?;
    let rules = duel_rules(variant, args.length);
    let r = play(&a, &b, args.games, args.seed, args.threads, rules);
    print_report(out, a.name(), b.name(), &r, variant, args.length.is_some())?;
    Ok(())
}

/// The options of `nardy levels`.
#[derive(clap::Args)]
pub struct LevelsArgs {
    /// Games per pair of neighbouring levels (rounded up to whole dice pairs)
    #[arg(long, value_name = "N", default_value_t = 400)]
    games: u32,
    /// Seed of the dice and of the bots' random choices
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Threads to play on [default: all cores]
    #[arg(long, value_name = "T")]
    threads: Option<usize>,
    /// The game played (long, classic, hachapuri; nardegammon for money)
    #[arg(long, value_name = "VARIANT", default_value = "long", value_parser = crate::variant::parse)]
    variant: Variant,
}

/// `nardy levels`: every level against the one below it. Prints whether
/// each step holds.
pub fn run_levels(args: LevelsArgs, out: &mut impl Write) -> Result<(), CliError> {
    let LevelsArgs {
        games,
        seed,
        threads,
        variant,
    } = args;
    let rules = duel_rules(variant, None);
    let mut all_hold = true;
    for upper in 1..Level::COUNT {
        let (a, b) = (Level(upper).name(), Level(upper - 1).name());
        let net = bots::network(None)?;
        let r = play(
            &Player::Bot(a.to_string(), net.clone()),
            &Player::Bot(b.to_string(), net),
            games,
            seed,
            threads,
            rules,
        );
        print_report(out, a, b, &r, rules.variant, false)?;
        let holds = r.mean > 0.0;
        all_hold &= holds;
        writeln!(
            out,
            "  {a} beats {b}: {} (interval {})",
            if holds { "yes" } else { "NO" },
            if r.mean - r.ci95 > 0.0 {
                "excludes zero"
            } else {
                "includes zero"
            }
        )?;
    }
    writeln!(
        out,
        "level ordering {}",
        if all_hold { "holds" } else { "does NOT hold" }
    )?;
    Ok(())
}
