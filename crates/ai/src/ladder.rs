//! Where a player's error rate stands, in terms a player understands: the
//! computer's own levels, each measured by the review itself over the
//! level's self-play (`nardy ladder`), so a person's figure and a level's
//! are judged by the same referee at the same depth; and eXtreme Gammon's
//! PR, backgammon's scale, beside it.

use crate::player::Level;

/// Each level's error rate as the review measures it, weakest first, in
/// the review's unit (thousandths of a point per decision with a choice,
/// at [`crate::REVIEW_DEPTH`]): `nardy ladder --games 40 --seed 1`, the built-in
/// network, 2026-12-04 (docs/cli.md, "The review's ladder"). The review judges
/// at expert's depth, so it finds expert all but faultless and cannot
/// rank master above it (master measured 3.3: where its 2-ply choice
/// differs, a 1-ply referee calls it a loss); the ladder ends at expert,
/// "expert or better".
pub const LEVEL_RATES: [f32; 5] = [159.2, 96.2, 46.1, 4.9, 0.2];

/// A player's place on the ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rung {
    /// Erred more than the weakest level by far.
    BelowWeakest,
    /// Played like this level: its rate is the nearest on a log scale.
    Like(Level),
    /// Erred as little as the review's own depth (expert's) can tell.
    Top,
}

impl Rung {
    /// The place of `rate` (the review's unit) among [`LEVEL_RATES`]: the
    /// nearest level on a log scale, the bounds halfway (geometrically)
    /// between neighbours, and as far again past the weakest.
    pub fn of(rate: f32) -> Rung {
        let ln = |x: f32| x.max(1e-3).ln();
        let rates = LEVEL_RATES.map(ln);
        let r = ln(rate);
        let last = rates.len() - 1;
        if r > rates[0] + (rates[0] - rates[1]) / 2.0 {
            return Rung::BelowWeakest;
        }
        if r < (rates[last - 1] + rates[last]) / 2.0 {
            return Rung::Top;
        }
        let nearest = (0..last)
            .min_by(|&a, &b| (rates[a] - r).abs().total_cmp(&(rates[b] - r).abs()))
            .unwrap_or(0);
        Rung::Like(Level(nearest as u8))
    }
}

/// eXtreme Gammon's performance rating of `rate` (the review's unit): the
/// mean error per decision with a choice times 500. Backgammon's scale,
/// where a PR under 5 is expert play; nardy's equity has the same units.
pub fn pr(rate: f32) -> f32 {
    rate / 1000.0 * 500.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_level_s_own_rate_is_its_rung_and_the_ends_are_open() {
        for (i, &rate) in LEVEL_RATES.iter().enumerate().take(LEVEL_RATES.len() - 1) {
            assert_eq!(Rung::of(rate), Rung::Like(Level(i as u8)));
        }
        for pair in LEVEL_RATES.windows(2) {
            assert!(pair[0] > pair[1], "each level errs less than the one below");
        }
        assert_eq!(Rung::of(LEVEL_RATES[4]), Rung::Top);
        assert_eq!(Rung::of(0.0), Rung::Top);
        assert_eq!(Rung::of(1000.0), Rung::BelowWeakest);
        assert_eq!(Rung::of(LEVEL_RATES[0] * 1.05), Rung::Like(Level(0)));
        // The expert's example: 55.3 thousandths is intermediate's rung.
        assert_eq!(Rung::of(55.3), Rung::Like(Level(2)));
        assert_eq!(pr(55.3), 27.65);
    }
}
