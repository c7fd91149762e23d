//! `nardy engine --level L`: a line protocol so any program can play against
//! the AI. Each input line is `<position> <dice>`; each answer is the chosen
//! turn in RULES.md §6 notation, `pass`, or `error: …`.
//!
//! Nardegammon (RULES.md §8.3): the position may be followed by the cube,
//! `cube=<value><owner>`. Then `<position> cube=2b` (no dice) asks the side
//! to move whether it doubles before rolling: `double` or `roll`; and
//! `<position> cube=2b doubled` asks its opponent for the answer to that
//! side's double: `take`, `pass` or `beaver`. Money play.
//!
//! Hachapuri (RULES.md §8.4): `variant=hachapuri` after the position
//! (before any cube field) asks for a turn by its moves, with no head rule.
//!
//! Classic (RULES.md §8.1): `variant=classic first=w` (or `b`, the side
//! that made the game's first turn) asks for a turn judged with the
//! equalising turn and the draw, and on a board where the first mover has
//! borne off all 15, for the equalising turn itself.
//!
//! A match: `away=ME,THEM` after the position and its other fields (the
//! points the side to move and its opponent still need), or `--away
//! ME,THEM` for every line without one. A turn is then played with a mars
//! weighed by the score (and the line's cube in nardegammon) as the page's
//! computer weighs it, and the cube questions are answered at the score:
//! `… 15 w cube=2b away=3,5 6-5`, `… 15 w cube=1c away=1,3`.

use crate::bots;
use crate::CliError;
use nardy_ai::{is_equalising, Bot, CubeAnswer, CubeView};
use nardy_engine::{Cube, Dice, MoveGen, Position, Side, Variant};
use std::io::{BufRead, Write};
use std::path::PathBuf;

/// What a line asks.
enum Question {
    Turn(Dice),
    /// Double or roll?
    Double,
    /// The answer to the side to move's double.
    Doubled,
}

const SHAPE: &str =
    "expected '<position> [variant=<game>] [cube=<value><owner>] [away=<me>,<them>] <dice>', e.g. '0,0,…,15 w 6-5', or with the cube '… 15 w cube=2b' or '… 15 w cube=2b doubled'";

const FIRST: &str =
    "variant=classic needs the side that made the game's first turn next: first=w or first=b";

/// A protocol line read: the position, the variant, the cube and the
/// match's score where the line gives them, the question.
struct Line {
    position: Position,
    variant: Variant,
    /// Classic's first mover.
    first: Option<Side>,
    cube: Option<Cube>,
    away: Option<(u32, u32)>,
    question: Question,
}

/// Reads a protocol line.
fn parse(line: &str) -> Result<Line, CliError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let bad = || CliError(SHAPE.into());
    let (board, rest) = match words.as_slice() {
        [points, side, rest @ ..] => (format!("{points} {side}"), rest),
        _ => return Err(bad()),
    };
    let position: Position = board.parse()?;
    let (variant, rest) = match rest {
        [first, tail @ ..] if first.starts_with("variant=") => {
            let code = &first["variant=".len()..];
            (
                crate::variant::parse(code).map_err(|e| CliError(format!("{first}: {e}")))?,
                tail,
            )
        }
        _ => (Variant::Long, rest),
    };
    let (first, rest) = match (variant, rest) {
        (Variant::Classic, [field, tail @ ..]) => {
            let letter = field.strip_prefix("first=").ok_or(CliError(FIRST.into()))?;
            let side = Side::from_letter(letter).ok_or(CliError(FIRST.into()))?;
            (Some(side), tail)
        }
        (Variant::Classic, []) => return Err(CliError(FIRST.into())),
        _ => (None, rest),
    };
    let (cube, rest) = match rest {
        [first, tail @ ..] => match Cube::from_field(first) {
            Some(cube) => (Some(cube?), tail),
            None => (None, rest),
        },
        [] => (None, rest),
    };
    let (away, rest) = match rest {
        [first, tail @ ..] if first.starts_with("away=") => (
            Some(
                crate::analyse::away(&first["away=".len()..])
                    .map_err(|e| CliError(format!("{first}: {e}")))?,
            ),
            tail,
        ),
        _ => (None, rest),
    };
    let question = match (rest, cube) {
        ([dice], _) if *dice != "doubled" => Question::Turn(dice.parse()?),
        ([_], Some(_)) => Question::Doubled,
        ([], Some(_)) => Question::Double,
        _ => return Err(bad()),
    };
    Ok(Line {
        position,
        variant,
        first,
        cube,
        away,
        question,
    })
}

/// The answer to one line; `away` is `--away`'s score, for a line that
/// gives none.
fn answer(
    bot: &mut dyn Bot,
    gen: &mut MoveGen,
    line: &str,
    away: Option<(u32, u32)>,
) -> Result<String, CliError> {
    let Line {
        position,
        variant,
        first,
        cube,
        away: line_away,
        question,
    } = parse(line.trim())?;
    let away = line_away.or(away);
    // In a match the cube is weighed by what it does to the match: the
    // take point, a dead cube (RULES.md §8.2), the match's table.
    let view = CubeView {
        cube: cube.unwrap_or_default(),
        away,
        ..CubeView::money()
    };
    let side = position.side_to_move();
    if !matches!(question, Question::Turn(_)) && position.is_game_over() {
        return Err(CliError("the game is over: no cube decision".into()));
    }
    Ok(match question {
        Question::Turn(dice) => {
            gen.set_variant(variant);
            let turns = if first.is_some_and(|f| is_equalising(&position, f)) {
                gen.generate_equalising(&position, dice)?
            } else {
                gen.generate(&position, dice)?
            };
            bot.set_variant(variant);
            bot.set_first_mover(first);
            bot.set_score(side, crate::analyse::score_at(away, cube), cube);
            let pick = bot.choose(&position, dice, turns);
            turns[pick].turn.to_string()
        }
        Question::Double if !view.cube.may_double(side) => {
            return Err(CliError(format!(
                "the cube is {}'s: {side} cannot double",
                side.opponent()
            )))
        }
        Question::Double if bot.double(&position, &view) => "double".into(),
        Question::Double => "roll".into(),
        Question::Doubled => match bot.answer(&position, &view) {
            CubeAnswer::Take => "take".into(),
            CubeAnswer::Pass => "pass".into(),
            CubeAnswer::Beaver => "beaver".into(),
        },
    })
}

/// Answers every line of `input` on `out`, one line each, at the match
/// score `away` if any.
pub fn serve(
    bot: &mut dyn Bot,
    input: impl BufRead,
    out: &mut impl Write,
    away: Option<(u32, u32)>,
) -> Result<(), CliError> {
    let mut gen = MoveGen::new();
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        match answer(bot, &mut gen, &line, away) {
            Ok(turn) => writeln!(out, "{turn}")?,
            Err(CliError(e)) => writeln!(out, "error: {e}")?,
        }
        out.flush()?;
    }
    Ok(())
}

/// The options of `nardy engine`.
#[derive(clap::Args)]
pub struct Args {
    /// The bot that answers
    #[arg(long, value_name = "BOT", default_value = "advanced", value_parser = bots::parse)]
    level: String,
    /// Seed of the bot's random choices
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Network weights for a level bot, instead of the built-in ones
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    weights: Option<PathBuf>,
    /// A match: the points the side to move and its opponent still need,
    /// e.g. 3,5 (without it, money play)
    #[arg(long, value_name = "ME,THEM", value_parser = crate::analyse::away)]
    away: Option<(u32, u32)>,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), CliError> {
    let net = bots::network(args.weights.as_deref())?;
    let mut bot = bots::make(&args.level, args.seed, &net);
    serve(&mut *bot, std::io::stdin().lock(), out, args.away)
}
