//! `nardy analyse`, `nardy eval` and `nardy rollout`: the analysis API of
//! `nardy-ai` on the command line. Equities are points per game for the
//! side to move (−2..2); percentages are its chances.

use crate::bots;
use crate::CliError;
use nardy_ai::{
    rollout, rollout_results, Analyser, CubeModel, CubeView, Evaluator, Probabilities,
    RolloutConfig, Score, Stakes, MAX_DEPTH,
};
use nardy_engine::{Cube, Dice, Position, Side, Variant};
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

/// A position, optionally followed by the cube (`… 15 w cube=2b`, RULES.md
/// §8.3).
fn position_and_cube(text: &str) -> Result<(Position, Option<Cube>), CliError> {
    let text = text.trim();
    if let Some((position, word)) = text.rsplit_once(' ') {
        if let Some(cube) = Cube::from_field(word) {
            return Ok((position.parse()?, Some(cube?)));
        }
    }
    Ok((text.parse()?, None))
}

/// `--away 3,5`: the points the side to move and its opponent still need.
pub fn away(text: &str) -> Result<(u32, u32), String> {
    let bad = || {
        "expected the points each side still needs, e.g. 3,5 (the side to move first)".to_string()
    };
    let (me, them) = text.split_once(',').ok_or_else(bad)?;
    let read = |t: &str| {
        t.trim()
            .parse::<u32>()
            .ok()
            .filter(|n| (1..=25).contains(n))
    };
    Ok((read(me).ok_or_else(bad)?, read(them).ok_or_else(bad)?))
}

/// The side to move's score at `away` (`--away`), with the cube of a
/// nardegammon match if the position names one; none (money play)
/// without `--away`.
pub fn score_at(away: Option<(u32, u32)>, cube: Option<Cube>) -> Option<Score> {
    away.map(|(me, them)| Score {
        me: me as u8,
        them: them as u8,
        cube: cube.map(|c| c.value().min(u8::MAX.into()) as u8),
    })
}

/// What a mars is worth to the side to move at [`score_at`]'s score.
pub fn stakes_at(away: Option<(u32, u32)>, cube: Option<Cube>) -> Stakes {
    Stakes::of_score(score_at(away, cube))
}

/// `--variant` and classic's `--first`: the game whose moves and ending
/// the turns are judged by.
#[derive(clap::Args)]
pub struct GameArgs {
    /// Whose moves (hachapuri has no head rule; see moves --variant);
    /// classic, with --first, counts the equalising turn and the draw
    #[arg(long, value_name = "VARIANT", default_value = "long", value_parser = crate::variant::parse)]
    variant: Variant,
    /// Classic: the side that made the game's first turn, w or b; on a
    /// board where it has borne off all 15 the other side plays its
    /// equalising turn
    #[arg(long, value_name = "SIDE", value_parser = first_mover)]
    first: Option<Side>,
}

fn first_mover(text: &str) -> Result<Side, String> {
    Side::from_letter(text).ok_or_else(|| "expected w or b".to_string())
}

impl GameArgs {
    /// Tells `analyser` the game; classic needs its first mover.
    fn tell(&self, analyser: &mut Analyser) -> Result<(), CliError> {
        match (self.variant, self.first) {
            (Variant::Classic, None) => Err(CliError(
                "--variant classic needs the side that made the game's first turn: --first w or --first b".into(),
            )),
            (Variant::Classic, _) | (_, None) => {
                analyser.set_variant(self.variant);
                analyser.set_first_mover(self.first);
                Ok(())
            }
            (_, Some(_)) => Err(CliError(
                "--first is classic's: it needs --variant classic".into(),
            )),
        }
    }
}

/// The options of `nardy analyse`.
#[derive(clap::Args)]
pub struct AnalyseArgs {
    /// The position, e.g. "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w"
    /// (a cube field after it, cube=2b, is allowed: with --away it is a
    /// nardegammon match's cube, which sets what a mars is worth)
    #[arg(allow_hyphen_values = true)]
    position: String,
    /// The roll, e.g. 6-5
    #[arg(allow_hyphen_values = true)]
    dice: String,
    /// A match: the points the side to move and its opponent still need,
    /// e.g. 3,5; the turns are ranked by the equivalent money game's
    /// equity at that score (without it, money play)
    #[arg(long, value_name = "ME,THEM", value_parser = away)]
    away: Option<(u32, u32)>,
    /// Rolls looked ahead, 0..2 (2 is the master level's search)
    #[arg(long, value_name = "D", default_value = "2", value_parser = depth)]
    depth: u8,
    /// Print only the best N candidates
    #[arg(long, value_name = "N")]
    top: Option<usize>,
    /// Network weights instead of the built-in ones
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    weights: Option<PathBuf>,
    #[command(flatten)]
    game: GameArgs,
}

/// One line per distinct result, best first:
/// `<rank>. <turn>  equity <e>  win …  loss <l>  <d>-ply`.
pub fn run_analyse(args: AnalyseArgs, out: &mut impl Write) -> Result<(), CliError> {
    let (position, cube) = position_and_cube(&args.position)?;
    let dice: Dice = args.dice.parse()?;
    let net = bots::network(args.weights.as_deref())?;
    let mut analyser = Analyser::new(Evaluator::new(net));
    args.game.tell(&mut analyser)?;
    analyser.set_stakes(position.side_to_move(), stakes_at(args.away, cube));
    let ranked = analyser.analyse(&position, dice, args.depth)?;
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
    /// The position, e.g. "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w",
    /// and for nardegammon the cube after it ("… 15 w cube=2b"): then the
    /// cube decision is printed too
    #[arg(allow_hyphen_values = true)]
    position: String,
    /// Match play with the cube: the points the side to move and its
    /// opponent still need, e.g. 3,5 (without it, money play)
    #[arg(long, value_name = "ME,THEM", value_parser = away)]
    away: Option<(u32, u32)>,
    /// Money play: the Jacoby rule is on
    #[arg(long)]
    jacoby: bool,
    /// Rolls looked ahead, 0..3 (1 and more average the 21 rolls' best plays)
    #[arg(long, value_name = "D", default_value = "2", value_parser = eval_depth)]
    depth: u8,
    /// Network weights instead of the built-in ones
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    weights: Option<PathBuf>,
    #[command(flatten)]
    game: GameArgs,
}

fn eval_depth(text: &str) -> Result<u8, String> {
    crate::depth_up_to(text, MAX_DEPTH + 1)
}

/// One line: `<side> to roll: equity <e>  win …  (<d>-ply)`; with the
/// cube a second: `cube 1c (money): no double <e>  double/take <e>
/// double/pass <e>: double, pass` (equities per unit of the cube now; in
/// match play match-winning chances in %).
pub fn run_eval(args: EvalArgs, out: &mut impl Write) -> Result<(), CliError> {
    let (position, cube) = position_and_cube(&args.position)?;
    if cube.is_none() && (args.away.is_some() || args.jacoby) {
        return Err(CliError(
            "--away and --jacoby need the cube after the position (cube=1c)".into(),
        ));
    }
    let net = bots::network(args.weights.as_deref())?;
    let mut analyser = Analyser::new(Evaluator::new(net));
    args.game.tell(&mut analyser)?;
    let p = analyser.evaluate(&position, args.depth);
    let side = position.side_to_move();
    writeln!(
        out,
        "{} to roll: equity {:+.4}  {}  ({}-ply)",
        side.code(),
        p.equity(),
        chances(p),
        args.depth
    )?;
    let Some(cube) = cube else {
        return Ok(());
    };
    if !cube.may_double(side) {
        return Err(CliError(format!(
            "the cube is {}'s: {side} cannot double",
            side.opponent()
        )));
    }
    let view = CubeView {
        cube,
        away: args.away,
        jacoby: args.jacoby && args.away.is_none(),
        beaver: false,
    };
    let d = view.decision(p, side, CubeModel::nardy());
    let figure = |x: f32| match view.away {
        None => format!("{x:+.4}"),
        Some(_) => format!("{:.1}%", 100.0 * x.clamp(0.0, 1.0)),
    };
    let play = match view.away {
        None => "money".to_string(),
        Some((me, them)) => format!("{me}-away, {them}-away"),
    };
    writeln!(
        out,
        "cube {} ({play}): no double {}  double/take {}  double/pass {}: {}, {}",
        cube.code(),
        figure(d.no_double),
        figure(d.double_take),
        figure(d.double_pass),
        if d.should_double() {
            "double"
        } else if d.dead {
            "no double (the cube is dead: a double gains nothing)"
        } else {
            "no double"
        },
        if d.should_take() { "take" } else { "pass" },
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
