//! `nardy review <record>`: every turn of a game record judged against the
//! best turn, with the marks, luck and each player's totals.

use crate::analyse::depth;
use crate::bots;
use crate::CliError;
use nardy_ai::{pr, Analyser, CubeReview, Evaluator, Mark, Rung};
use nardy_engine::{parse_record, Side};
use nardy_text::screens::report::rung;
use nardy_text::Lang;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// The options of `nardy review`.
#[derive(clap::Args)]
pub struct Args {
    /// The record's file, or - for standard input
    record: PathBuf,
    /// Rolls looked ahead, 0..2
    #[arg(long, value_name = "D", default_value = "1", value_parser = depth)]
    depth: u8,
    /// Network weights instead of the built-in ones
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    weights: Option<PathBuf>,
}

/// Reads a record's text from a file, or standard input for `-`.
pub fn read_text(file: &Path) -> Result<String, CliError> {
    let mut text = String::new();
    if file == Path::new("-") {
        std::io::stdin().read_to_string(&mut text)?;
    } else {
        text = std::fs::read_to_string(file)
            .map_err(|e| CliError(format!("cannot read {}: {e}", file.display())))?;
    }
    Ok(text)
}

/// `<game>.<turn> <side> cube <choice> [mark]  loss <l>  best <choice>
/// (no double <e>  double/take <e>  double/pass <e>)`: a nardegammon cube
/// decision before that turn.
fn cube_line(c: &CubeReview) -> String {
    let mut line = format!(
        "{}.{} {} cube {}",
        c.game + 1,
        c.turns + 1,
        c.side.code(),
        c.choice.word()
    );
    if c.mark != Mark::None {
        line += &format!(" {}", c.mark.symbol());
    }
    let d = c.decision;
    line + &format!(
        "  loss {:.4}  best {} (no double {:+.4}  double/take {:+.4}  double/pass {:+.4})",
        c.loss,
        c.best.word(),
        d.no_double,
        d.double_take,
        d.double_pass
    )
}

/// One line per turn, `<game>.<turn> <side> <dice> <turn> [mark]  win <w>%
/// loss <l>  luck <k>` (`win`: the mover's chance before the roll) and, for a
/// turn that lost equity, `best <turn>`; before a turn, its cube decisions
/// (nardegammon); then each player's totals, cube decisions counted.
pub fn run(args: Args, out: &mut impl Write) -> Result<(), CliError> {
    let record = parse_record(&read_text(&args.record)?)?;
    let net = bots::network(args.weights.as_deref())?;
    let review = Analyser::new(Evaluator::new(net)).review(&record.r#match, args.depth)?;
    let mut number = (usize::MAX, 0);
    let mut cube = review.cube.iter().peekable();
    for t in &review.turns {
        number = if number.0 == t.game {
            (t.game, number.1 + 1)
        } else {
            (t.game, 1)
        };
        while let Some(c) = cube.next_if(|c| (c.game, c.turns + 1) <= number) {
            writeln!(out, "{}", cube_line(c))?;
        }
        let mut line = format!(
            "{}.{} {} {} {}",
            t.game + 1,
            number.1,
            t.side.code(),
            t.dice,
            t.played
        );
        if t.mark != Mark::None {
            line += &format!(" {}", t.mark.symbol());
        }
        line += &format!(
            "  win {:.1}%  loss {:.4}  luck {:+.4}",
            100.0 * t.chances.win.clamp(0.0, 1.0),
            t.loss,
            t.luck
        );
        if t.loss > 0.0 {
            line += &format!(
                "  best {} ({:+.4} against {:+.4})",
                t.best.turn,
                t.best.equity(),
                t.played_equity
            );
        }
        if t.choices == 1 {
            line += "  (no choice)";
        }
        writeln!(out, "{line}")?;
    }
    for c in cube {
        writeln!(out, "{}", cube_line(c))?;
    }
    for side in Side::BOTH {
        let s = review.totals(side);
        // The page's review says the same, in the same words.
        let ladder = if s.decisions > 0 {
            format!(
                ", played like {}, PR {:.1} (backgammon's scale)",
                rung(Lang::En, Rung::of(s.error_rate())),
                pr(s.error_rate())
            )
        } else {
            String::new()
        };
        writeln!(
            out,
            "{}: {} decisions, error rate {:.1} (thousandths of a point per decision){ladder}, \
             inaccuracies {}, mistakes {}, blunders {}, luck {:+.3}",
            side.code(),
            s.decisions,
            s.error_rate(),
            s.marks[0],
            s.marks[1],
            s.marks[2],
            s.luck
        )?;
    }
    Ok(())
}
