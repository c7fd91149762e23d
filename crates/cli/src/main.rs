//! `nardy`: the command-line face of the engine. Thin: parse, call, print.
//!
//! The commands and their options are declared (and documented) once, with
//! clap's derive API: the commands here, the options of the bigger ones in
//! their own modules.

mod analyse;
mod bearoff;
mod bench;
mod bench_remote;
mod bots;
mod cube_er;
mod cube_model;
mod dice_stats;
mod duel;
mod engine;
mod er;
mod external;
mod ladder;
mod messages;
mod moves;
mod prerender;
mod record;
mod remote;
mod remote_record;
mod review;
mod targets;
mod train;
mod variant;
mod verify;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, Parser, Subcommand};
use nardy_engine::{perft_of, Position, Variant};
use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Long Nardy on the command line: legal moves, perft, benchmarks, bots.
#[derive(Parser)]
#[command(
    name = "nardy",
    args_override_self = true,
    after_help = "Positions and dice are written as in RULES.md §6, e.g.\n  \
                  nardy moves \"0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w\" 6-5\n\
                  'nardy help <command>' describes one command and its options."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Every distinct legal result of a roll: one line '<turn>\t<position>' each
    ///
    /// Lines are sorted by the resulting position; a single 'pass\t…' line
    /// when nothing moves. With --batch, reads '<position>\t<dice>' lines from
    /// standard input and answers each with its block and an empty line; a bad
    /// line gets one 'error: …' line and the batch goes on.
    #[command(override_usage = "nardy moves <POSITION> <DICE>\n       nardy moves --batch")]
    Moves {
        /// The position, e.g. "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w"
        #[arg(
            required_unless_present = "batch",
            conflicts_with = "batch",
            allow_hyphen_values = true
        )]
        position: Option<String>,
        /// The roll, e.g. 6-5
        #[arg(required_unless_present = "batch", allow_hyphen_values = true)]
        dice: Option<String>,
        /// Read '<position>\t<dice>' lines from standard input instead
        #[arg(long)]
        batch: bool,
        /// Classic's equalising turn: the opponent has borne off all 15 and
        /// the side to move plays one more turn (RULES.md §8.1)
        #[arg(long, conflicts_with = "batch")]
        equalising: bool,
        /// Whose moves: long, classic and nardegammon move alike; hachapuri
        /// has no head rule (RULES.md §8.4)
        #[arg(long, value_name = "VARIANT", default_value = "long", value_parser = variant::parse)]
        variant: Variant,
    },
    /// Where each movable checker can go: one line '<from>\t<to> <to> …' each
    ///
    /// Points are absolute (as a board UI highlights them), 'off' for bearing
    /// off; lines are sorted by the starting point.
    Targets {
        /// The position, e.g. "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w"
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// The roll, e.g. 6-5
        #[arg(allow_hyphen_values = true)]
        dice: String,
        /// Classic's equalising turn (see moves --equalising)
        #[arg(long)]
        equalising: bool,
        /// Whose moves (see moves --variant)
        #[arg(long, value_name = "VARIANT", default_value = "long", value_parser = variant::parse)]
        variant: Variant,
    },
    /// Count leaf positions over all 21 rolls per turn
    Perft {
        /// The position, e.g. "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w"
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Turns to play out, 0..8
        #[arg(value_parser = depth)]
        depth: u32,
        /// Whose moves (see moves --variant)
        #[arg(long, value_name = "VARIANT", default_value = "long", value_parser = variant::parse)]
        variant: Variant,
    },
    /// Move-generation speed on a fixed, seeded self-play set
    Bench,
    /// Read '<position> <dice>' lines, answer each with the AI's turn
    ///
    /// Each answer is one line: the chosen turn in RULES.md §6 notation,
    /// 'pass', or 'error: …' for a line that cannot be read.
    #[command(after_help = bots::help())]
    Engine(engine::Args),
    /// Duplicate-dice bot match, from the first bot's (--white's) side
    ///
    /// Each dice seed is played twice, A as White then B as White; the report
    /// gives A's points per game with a 95% confidence interval.
    #[command(after_help = bots::help())]
    Match(duel::MatchArgs),
    /// Every distinct legal result of a roll, ranked by equity
    ///
    /// One line per result, best first: '<rank>. <turn>  equity <e>  win <w>%
    /// win-mars <m>%  lose-mars <l>%  loss <x>  <d>-ply', the equity in points
    /// per game for the side to move, the loss against the first line and
    /// the depth the line was judged at (candidates screened out early keep
    /// a smaller one).
    Analyse(analyse::AnalyseArgs),
    /// The side to move's chances before it rolls
    ///
    /// One line: '<side> to roll: equity <e>  win <w>%  win-mars <m>%
    /// lose-mars <l>%  (<d>-ply)'.
    Eval(analyse::EvalArgs),
    /// Play a position out many times with the 0-ply network on both sides
    ///
    /// Without dice, one line for the side to roll: '<side> to roll: equity
    /// <e> ± <standard error>  win …  (<n> games)'. With dice, the best
    /// candidates at 1-ply are each rolled out with the same dice, and one
    /// line per candidate, best rollout first, gives its equity ± standard
    /// error, chances, loss against the first and its 1-ply equity.
    Rollout(analyse::RolloutArgs),
    /// Review a game record: each turn's loss against the best, marks, luck
    ///
    /// One line per turn: '<game>.<turn> <side> <dice> <turn> [?!|?|??]  loss
    /// <l>  luck <u>' and, for a turn that lost equity, the best turn with
    /// both equities; then one line of totals per player (error rate in
    /// thousandths of a point per decision with a choice). Marks: ?! from a
    /// loss of 0.04, ? from 0.08, ?? from 0.16.
    Review(review::Args),
    /// Each level's error rate against the rollout-labelled benchmark
    ///
    /// Prints the decisions per stage, then per level its error rate (mean
    /// equity given up against the rollout-best candidate), how often it
    /// chose that candidate, and its error rate in each stage. A choice
    /// outside the labelled candidates is charged the worst label's loss
    /// plus what it gives up against that candidate at 2-ply. With --label,
    /// makes the benchmark file instead (hours of rollouts).
    Er(er::Args),
    /// Each level's error rate as the review measures it, over self-play
    ///
    /// Plays and reviews N games of each level against itself at the
    /// review's depth and prints its error rate (thousandths of a point per
    /// decision with a choice): the ladder the review places each player on
    /// ("you played like intermediate").
    Ladder(ladder::Args),
    /// The bear-off database's figures for one side with every checker home
    ///
    /// Generates the database (printing its time and size), then for the
    /// home given prints the expected number of rolls to bear everything
    /// off and its distribution, and, with all 15 checkers on the board,
    /// the same for bearing off a first checker (what a mars depends on).
    Bearoff(bearoff::Args),
    /// The cube model's figures: cube life, take points, match equities
    ///
    /// The model the computer, the hint and the review decide the cube by
    /// (docs/cli.md, "The cube model"), or with --bg backgammon's, which they
    /// used before nardy's was measured: money play's take and cash points,
    /// the match-equity table with the Crawford rule, and the take point of
    /// a first double at each score.
    CubeModel(cube_model::Args),
    /// Bots' money-play cube decisions against cubeful rollouts
    ///
    /// Scores each --bot's first doubles and answers over the labelled set
    /// (crates/ai/bench/cube.txt): how often each agrees with the rollouts,
    /// and the equity its cube decisions give up. --label makes the set.
    CubeEr(cube_er::Args),
    /// The page's starting board as HTML, written into index.html by the build
    ///
    /// Both shapes (landscape, and upright for a phone held so), drawn by
    /// the board's own code, so a first visit paints the board before the
    /// app's code has loaded.
    Prerender,
    /// Write each language's compiled messages into DIR (<code>.msgs)
    ///
    /// The page fetches the chosen language's file only; the build names
    /// them by their content hash.
    Messages {
        /// The folder to write into (made if missing)
        dir: std::path::PathBuf,
    },
    /// Check that every level beats the one below it
    Levels(duel::LevelsArgs),
    /// Two bots play a match; prints its game record
    ///
    /// The record is the format the web app exports and imports.
    #[command(after_help = bots::help())]
    Record(record::Args),
    /// Check a record's dice: every finished game's rolls against its seed
    ///
    /// Prints one line per game: 'verified', 'dice not verifiable' (no
    /// commitment), 'committed, not yet revealed' (a game in progress) or
    /// 'FAILED: …' naming the roll or the hash that differs; exits with 1
    /// when any game failed.
    Verify {
        /// The record's file, or - for standard input
        record: PathBuf,
    },
    /// Roll many dice and print how fair they look (faces, combinations, chi-square)
    DiceStats(dice_stats::Args),
    /// Play a friend by link from the terminal: invite, accept, receive,
    /// play, show (a session file keeps this side's keys and messages)
    #[command(subcommand)]
    Remote(remote::RemoteCommand),
    /// TD(lambda) self-play training of the evaluation network
    ///
    /// Prints a progress line after every benchmark against the heuristic
    /// bot and writes a full-precision checkpoint then; at the end writes
    /// the compact weights.
    Train(train::Args),
}

/// Reads a perft depth: a whole number 0..8.
fn depth(text: &str) -> Result<u32, String> {
    depth_up_to(text, 8).map(u32::from)
}

/// Reads a depth, a whole number from 0 to `max` (perft, analysis).
pub fn depth_up_to(text: &str, max: u8) -> Result<u8, String> {
    text.parse()
        .ok()
        .filter(|d| *d <= max)
        .ok_or_else(|| format!("depth must be a whole number 0..{max}"))
}

/// A failure to report on standard error with exit code 2.
pub struct CliError(String);

impl<E: std::fmt::Display> From<E> for CliError {
    fn from(e: E) -> CliError {
        CliError(e.to_string())
    }
}

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let mut out = Stdout {
        lock: std::io::stdout().lock(),
        closed: false,
    };
    let result = match Cli::try_parse_from(&args) {
        Ok(cli) => run(cli.command, &mut out),
        Err(e) if e.kind() == ErrorKind::DisplayHelp => {
            // Help asked for: clap prints it on standard output.
            return match e.print() {
                Ok(()) => ExitCode::SUCCESS,
                Err(_) => ExitCode::from(2),
            };
        }
        Err(e) => Err(CliError(one_line(&e, args.get(1)))),
    };
    match result {
        Ok(code) => code,
        // The reader went away (`nardy match … | head`): nothing is wrong
        // with what was asked, and nobody is left to read an error.
        Err(_) if out.closed => ExitCode::SUCCESS,
        Err(CliError(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// clap's error as one line (its message's first line, without `error: `),
/// with the missing arguments or valid values when clap names them, and
/// where to read more: the help of the command named by `first` (the first
/// argument), if it names one.
fn one_line(e: &clap::Error, first: Option<&OsString>) -> String {
    let mut line = if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        "no command given".to_string()
    } else {
        let rendered = e.render().to_string();
        let head = rendered.lines().next().unwrap_or_default();
        head.strip_prefix("error: ").unwrap_or(head).to_string()
    };
    let names = |kind| match e.get(kind) {
        Some(ContextValue::Strings(names)) if !names.is_empty() => Some(names.join(", ")),
        _ => None,
    };
    if e.kind() == ErrorKind::MissingRequiredArgument {
        if let Some(missing) = names(ContextKind::InvalidArg) {
            line += &format!(" {missing}");
        }
    }
    if let Some(values) = names(ContextKind::ValidValue) {
        line += &format!(" (possible values: {values})");
    }
    if let Some(command) = names(ContextKind::SuggestedSubcommand) {
        line += &format!(" (did you mean '{command}'?)");
    }
    let command = first
        .and_then(|c| c.to_str())
        .filter(|c| *c != "help" && Cli::command().find_subcommand(c).is_some());
    match command {
        Some(c) => line + &format!("; see 'nardy help {c}'"),
        None => line + "; see 'nardy help'",
    }
}

/// Standard output, which remembers whether its reader went away.
struct Stdout {
    lock: std::io::StdoutLock<'static>,
    closed: bool,
}

impl Stdout {
    fn noted<T>(&mut self, result: std::io::Result<T>) -> std::io::Result<T> {
        if let Err(e) = &result {
            self.closed |= e.kind() == std::io::ErrorKind::BrokenPipe;
        }
        result
    }
}

impl Write for Stdout {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let written = self.lock.write(bytes);
        self.noted(written)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let flushed = self.lock.flush();
        self.noted(flushed)
    }
}

/// Runs a command; its exit code is 0, or 1 for a record whose dice fail.
fn run(command: Command, out: &mut Stdout) -> Result<ExitCode, CliError> {
    match command {
        Command::Moves {
            batch: true,
            variant,
            ..
        } => moves::batch(std::io::stdin().lock(), variant, out)?,
        Command::Moves {
            position,
            dice,
            equalising,
            variant,
            ..
        } => {
            let (position, dice) = position
                .zip(dice)
                .ok_or_else(|| CliError("a position and dice, or --batch".into()))?;
            moves::single(&position, &dice, equalising, variant, out)?
        }
        Command::Targets {
            position,
            dice,
            equalising,
            variant,
        } => targets::run(&position, &dice, equalising, variant, out)?,
        Command::Perft {
            position,
            depth,
            variant,
        } => {
            let position: Position = position.parse()?;
            writeln!(out, "{}", perft_of(variant, &position, depth))?;
        }
        Command::Bench => {
            bench::run(out)?;
            bench_remote::run(out)?
        }
        Command::Engine(args) => engine::run(args, out)?,
        Command::Match(args) => duel::run_match(args, out)?,
        Command::Levels(args) => duel::run_levels(args, out)?,
        Command::Bearoff(args) => bearoff::run(args, out)?,
        Command::CubeModel(args) => cube_model::run(args, out)?,
        Command::CubeEr(args) => cube_er::run(args, out)?,
        Command::Prerender => {
            std::io::Write::write_all(out, format!("{}\n", prerender::html()).as_bytes())?
        }
        Command::Messages { dir } => messages::run(&dir)?,
        Command::Analyse(args) => analyse::run_analyse(args, out)?,
        Command::Eval(args) => analyse::run_eval(args, out)?,
        Command::Rollout(args) => analyse::run_rollout(args, out)?,
        Command::Review(args) => review::run(args, out)?,
        Command::Er(args) => er::run(args, out)?,
        Command::Ladder(args) => ladder::run(args, out)?,
        Command::Record(args) => record::run(args, out)?,
        Command::Train(args) => train::run(args, out)?,
        Command::DiceStats(args) => dice_stats::run(args, out)?,
        Command::Remote(command) => remote::run(command, out)?,
        // The report is printed either way; a game that fails is exit 1.
        Command::Verify { record } if !verify::run(&record, out)? => return Ok(ExitCode::from(1)),
        Command::Verify { .. } => {}
    }
    Ok(ExitCode::SUCCESS)
}
