//! `nardy cube-model`: the figures of the cube model the computer uses
//! (or of another, for comparison): its cube life, money play's take and
//! cash points, the match-equity table and the take points by score.

use crate::CliError;
use nardy_ai::{CubeModel, BACKGAMMON_MARS_RATE, NARDY_MARS_RATE};
use std::io::Write;

/// The options of `nardy cube-model`.
#[derive(clap::Args)]
pub struct Args {
    /// Backgammon's model (cube life 0.68, a mars in a fifth of games), the
    /// one before nardy's was measured
    #[arg(long)]
    bg: bool,
    /// The largest score shown, in points to go (2..=25)
    #[arg(long, default_value_t = 7, value_parser = clap::value_parser!(u32).range(2..=25))]
    away: u32,
}

/// Janowski's take point at cube life `x` for a win worth `w` and a loss
/// `l` on average: below it, passing loses less than taking.
pub fn money_take_point(w: f32, l: f32, x: f32) -> f32 {
    (l - 0.5) / (w + l + 0.5 * x)
}

/// The cube's owner wins at least this often to cash (double for a pass)
/// rather than play on, for the same `w`, `l` and cube life `x`: the
/// opponent's take point, seen from the doubler.
pub fn money_cash_point(w: f32, l: f32, x: f32) -> f32 {
    1.0 - money_take_point(l, w, x)
}

/// The taker's dead-cube take point at a score from the match table: the
/// winning chance at which taking the cube at 2 (then played to the end)
/// and passing at 1 are worth the same, singles only (no mars).
pub fn match_take_point(model: &CubeModel, me: i32, them: i32) -> f32 {
    let t = &model.table;
    let pass = t.chance(me, them - 1);
    let win = t.chance(me - 2, them);
    let lose = t.chance(me, them - 2);
    if win - lose < 1e-6 {
        return 0.0;
    }
    (pass - lose) / (win - lose)
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), CliError> {
    let model = if args.bg {
        CubeModel::backgammon()
    } else {
        CubeModel::nardy()
    };
    let mars = if args.bg {
        BACKGAMMON_MARS_RATE
    } else {
        NARDY_MARS_RATE
    };
    writeln!(
        out,
        "{}: cube life {:.2}, a mars in {:.1}% of games",
        if args.bg {
            "backgammon's cube model"
        } else {
            "nardy's cube model (measured: docs/cli.md, \"The cube model, measured for nardy\")"
        },
        model.life,
        100.0 * mars,
    )?;
    // A win's and a loss's average worth when a share `m` of the wins and
    // of the losses are mars.
    writeln!(out, "money play, the first double (cube centred):")?;
    for (what, m) in [("no mars", 0.0f32), ("mars at the self-play rate", mars)] {
        let (w, l) = (1.0 + m, 1.0 + m);
        writeln!(
            out,
            "  {what}: take point {:.1}% (dead cube {:.1}%, live {:.1}%), the doubler cashes from {:.1}%",
            100.0 * money_take_point(w, l, model.life),
            100.0 * money_take_point(w, l, 0.0),
            100.0 * money_take_point(w, l, 1.0),
            100.0 * money_cash_point(w, l, model.life),
        )?;
    }
    let n = args.away as i32;
    writeln!(
        out,
        "match equity (row: points the side to play needs; column: the opponent's), before a game, Crawford game next where a side needs 1:"
    )?;
    write!(out, "{:>6}", "")?;
    for b in 1..=n {
        write!(out, "{b:>7}")?;
    }
    writeln!(out)?;
    for a in 1..=n {
        write!(out, "{a:>6}")?;
        for b in 1..=n {
            write!(out, "{:>6.1}%", 100.0 * model.table.chance(a, b))?;
        }
        writeln!(out)?;
    }
    writeln!(
        out,
        "take points for the first double (the taker's row, the doubler's column; no mars, a dead cube after):"
    )?;
    write!(out, "{:>6}", "")?;
    for b in 2..=n {
        write!(out, "{b:>7}")?;
    }
    writeln!(out)?;
    for a in 2..=n {
        write!(out, "{a:>6}")?;
        for b in 2..=n {
            write!(out, "{:>6.1}%", 100.0 * match_take_point(model, a, b))?;
        }
        writeln!(out)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_take_points_are_janowskis() {
        // Backgammon's textbook figures without gammons: 25% with a dead
        // cube, 20% with a perfectly live one.
        assert!((money_take_point(1.0, 1.0, 0.0) - 0.25).abs() < 1e-6);
        assert!((money_take_point(1.0, 1.0, 1.0) - 0.20).abs() < 1e-6);
        assert!((money_cash_point(1.0, 1.0, 1.0) - 0.80).abs() < 1e-6);
    }

    #[test]
    fn a_two_away_take_at_two_away_each_is_the_table_s() {
        // At 2-away each a double makes this game the match's last: taking,
        // the taker wins or loses the match with the game, so it takes
        // whenever its chance beats what passing leaves it (needing 2
        // against 1, the Crawford game next).
        let model = CubeModel::backgammon();
        let tp = match_take_point(model, 2, 2);
        let pass = model.table.chance(2, 1);
        assert!((tp - pass).abs() < 1e-6, "{tp} {pass}");
    }
}
