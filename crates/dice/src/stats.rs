//! How fair a run of rolls looks: counts per face and per combination, and
//! Pearson's chi-square goodness of fit against fair dice with its p-value.

use nardy_engine::Dice;

/// Counts of turn rolls (two dice each).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct DiceCounts {
    /// Dice showing 1..=6, both dice of every roll counted.
    pub faces: [u64; 6],
    /// Rolls of each of the 21 combinations, in [`COMBINATIONS`] order.
    pub combinations: [u64; 21],
}

/// The 21 combinations of two dice, higher die first: 1-1, 2-1, 2-2, 3-1, …, 6-6.
pub const COMBINATIONS: [(u8, u8); 21] = {
    let mut out = [(0, 0); 21];
    let mut i = 0;
    let mut high = 1;
    while high <= 6 {
        let mut low = 1;
        while low <= high {
            out[i] = (high, low);
            i += 1;
            low += 1;
        }
        high += 1;
    }
    out
};

/// A chi-square test's statistic, degrees of freedom and p-value.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct ChiSquare {
    pub statistic: f64,
    pub freedom: u32,
    /// The chance that fair dice look at least this uneven.
    pub p: f64,
    /// Rolls the test needs before its p-value means much: every cell
    /// should expect at least 5 counts (the usual rule for Pearson's test).
    pub rolls_needed: u64,
    pub rolls: u64,
}

/// A test's reading in plain words.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fairness {
    /// Too few rolls for the test to say anything yet.
    TooFewRolls,
    /// p ≥ 0.01: nothing unusual for fair dice.
    Consistent,
    /// 0.001 ≤ p < 0.01: fair dice look this uneven less than once in 100 runs.
    Unusual,
    /// p < 0.001: less than once in 1,000 runs.
    VeryUnusual,
}

impl ChiSquare {
    /// The reading in plain English (the CLI's, and the app's in English).
    pub fn reading(&self) -> String {
        match self.fairness() {
            Fairness::TooFewRolls => format!(
                "too few rolls to judge: the test needs {} or more",
                self.rolls_needed
            ),
            Fairness::Consistent => "consistent with fair dice".into(),
            Fairness::Unusual => {
                "unusual: fair dice are this uneven less than once in 100 runs".into()
            }
            Fairness::VeryUnusual => {
                "very unusual: fair dice are this uneven less than once in 1,000 runs".into()
            }
        }
    }

    pub fn fairness(&self) -> Fairness {
        if self.rolls < self.rolls_needed {
            Fairness::TooFewRolls
        } else if self.p >= 0.01 {
            Fairness::Consistent
        } else if self.p >= 0.001 {
            Fairness::Unusual
        } else {
            Fairness::VeryUnusual
        }
    }
}

fn combination_index(d: Dice) -> usize {
    let (h, l) = (usize::from(d.high()), usize::from(d.low()));
    h * (h - 1) / 2 + l - 1
}

impl DiceCounts {
    /// The counts of rolls given per combination (faces follow from them).
    pub fn from_combinations(combinations: [u64; 21]) -> DiceCounts {
        let mut faces = [0; 6];
        for ((h, l), n) in COMBINATIONS.iter().zip(combinations) {
            faces[usize::from(*h) - 1] += n;
            faces[usize::from(*l) - 1] += n;
        }
        DiceCounts {
            faces,
            combinations,
        }
    }

    /// The counts as stored (the app keeps its device's so): `1:` and the
    /// 21 combinations' counts (1-1, 2-1, 2-2, … 6-6), by commas.
    pub fn code(&self) -> String {
        let numbers: Vec<String> = self.combinations.iter().map(u64::to_string).collect();
        format!("1:{}", numbers.join(","))
    }

    /// Reads [`DiceCounts::code`]'s text; `None` for anything else.
    pub fn from_code(text: &str) -> Option<DiceCounts> {
        let numbers = text.strip_prefix("1:")?;
        let mut combinations = [0u64; 21];
        let mut parts = numbers.split(',');
        for slot in &mut combinations {
            *slot = parts.next()?.parse().ok()?;
        }
        parts
            .next()
            .is_none()
            .then(|| DiceCounts::from_combinations(combinations))
    }

    /// Rolls of the combination `d` (either order).
    pub fn of(&self, d: Dice) -> u64 {
        self.combinations[combination_index(d)]
    }

    pub fn add(&mut self, d: Dice) {
        self.faces[usize::from(d.high()) - 1] += 1;
        self.faces[usize::from(d.low()) - 1] += 1;
        self.combinations[combination_index(d)] += 1;
    }

    /// Adds every roll of `other`.
    pub fn merge(&mut self, other: &DiceCounts) {
        for (a, b) in self.faces.iter_mut().zip(other.faces) {
            *a += b;
        }
        for (a, b) in self.combinations.iter_mut().zip(other.combinations) {
            *a += b;
        }
    }

    pub fn rolls(&self) -> u64 {
        self.combinations.iter().sum()
    }

    pub fn doubles(&self) -> u64 {
        COMBINATIONS
            .iter()
            .zip(self.combinations)
            .filter(|((h, l), _)| h == l)
            .map(|(_, n)| n)
            .sum()
    }

    /// Each face against 1/6 (5 degrees of freedom).
    pub fn faces_test(&self) -> Option<ChiSquare> {
        let expected = [1.0 / 6.0; 6];
        // Two dice a roll: 15 rolls make 30 dice, 5 expected per face.
        chi_square(&self.faces, &expected, self.rolls(), 15)
    }

    /// Each combination against 1/36 for a double, 2/36 otherwise (20 degrees).
    pub fn combinations_test(&self) -> Option<ChiSquare> {
        let expected = COMBINATIONS.map(|(h, l)| if h == l { 1.0 / 36.0 } else { 2.0 / 36.0 });
        // A double is expected once in 36 rolls: 180 rolls expect 5.
        chi_square(&self.combinations, &expected, self.rolls(), 180)
    }
}

/// Pearson's test of `observed` counts against `expected` probabilities;
/// `None` without any count. `rolls` made the counts; the test means much
/// from `rolls_needed` on.
fn chi_square(
    observed: &[u64],
    expected: &[f64],
    rolls: u64,
    rolls_needed: u64,
) -> Option<ChiSquare> {
    let total: u64 = observed.iter().sum();
    if total == 0 {
        return None;
    }
    let n = total as f64;
    let statistic = observed
        .iter()
        .zip(expected)
        .map(|(&o, &p)| {
            let e = n * p;
            (o as f64 - e).powi(2) / e
        })
        .sum();
    let freedom = observed.len() as u32 - 1;
    Some(ChiSquare {
        statistic,
        freedom,
        p: upper_gamma_regularized(f64::from(freedom) / 2.0, statistic / 2.0),
        rolls_needed,
        rolls,
    })
}

// The p-value needs the regularized upper incomplete gamma function Q(a, x).
// It is written here (a series below a + 1, Lentz's continued fraction
// above, Lanczos' ln Γ) rather than taken from a statistics crate: these 50
// lines are all the app needs of one, and the download is on a budget.

fn ln_gamma(x: f64) -> f64 {
    const G: f64 = 7.0;
    const C: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    let x = x - 1.0;
    let mut sum = C[0];
    for (i, c) in C.iter().enumerate().skip(1) {
        sum += c / (x + i as f64);
    }
    let t = x + G + 0.5;
    0.5 * (2.0 * std::f64::consts::PI).ln() + (x + 0.5) * t.ln() - t + sum.ln()
}

/// Q(a, x) = Γ(a, x) / Γ(a), for a > 0 and x ≥ 0.
fn upper_gamma_regularized(a: f64, x: f64) -> f64 {
    if x <= 0.0 {
        return 1.0;
    }
    let front = (-x + a * x.ln() - ln_gamma(a)).exp();
    if x < a + 1.0 {
        // P(a, x) by its series, then Q = 1 - P.
        let (mut term, mut sum, mut n) = (1.0 / a, 1.0 / a, a);
        for _ in 0..500 {
            n += 1.0;
            term *= x / n;
            sum += term;
            if term.abs() < sum.abs() * 1e-15 {
                break;
            }
        }
        (1.0 - sum * front).clamp(0.0, 1.0)
    } else {
        // Q(a, x) by its continued fraction (modified Lentz).
        let tiny = 1e-300;
        let mut b = x + 1.0 - a;
        let mut c = 1.0 / tiny;
        let mut d = 1.0 / b;
        let mut h = d;
        for i in 1..500 {
            let an = -(i as f64) * (i as f64 - a);
            b += 2.0;
            d = an * d + b;
            d = if d.abs() < tiny { tiny } else { d };
            c = b + an / c;
            c = if c.abs() < tiny { tiny } else { c };
            d = 1.0 / d;
            let delta = d * c;
            h *= delta;
            if (delta - 1.0).abs() < 1e-15 {
                break;
            }
        }
        (front * h).clamp(0.0, 1.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn p_values_match_the_chi_square_tables() {
        // Critical values: P(chi2 > x) for the given degrees of freedom.
        for (freedom, x, p) in [
            (5.0, 11.070, 0.05),
            (5.0, 15.086, 0.01),
            (20.0, 31.410, 0.05),
            (20.0, 37.566, 0.01),
            (1.0, 3.841, 0.05),
            (5.0, 1.145, 0.95),
        ] {
            let q = upper_gamma_regularized(freedom / 2.0, x / 2.0);
            assert!((q - p).abs() < 5e-4, "df {freedom}, x {x}: {q} vs {p}");
        }
        assert_eq!(upper_gamma_regularized(2.5, 0.0), 1.0);
    }

    #[test]
    fn counts_follow_the_rolls() {
        assert_eq!(COMBINATIONS[0], (1, 1));
        assert_eq!(COMBINATIONS[20], (6, 6));
        let mut c = DiceCounts::default();
        for (h, l) in COMBINATIONS {
            c.add(Dice::new(h, l).unwrap());
            assert_eq!(
                c.combinations[combination_index(Dice::new(l, h).unwrap())],
                1
            );
        }
        assert_eq!(c.rolls(), 21);
        assert_eq!(c.doubles(), 6);
        assert_eq!(c.faces.iter().sum::<u64>(), 42);
        // Perfectly proportional counts fit perfectly.
        let mut fair = DiceCounts::default();
        for (h, l) in COMBINATIONS {
            for _ in 0..if h == l { 1 } else { 2 } {
                fair.add(Dice::new(h, l).unwrap());
            }
        }
        let t = fair.combinations_test().unwrap();
        assert!(t.statistic < 1e-9 && t.p > 0.999, "{t:?}");
        assert_eq!(DiceCounts::default().faces_test(), None);
        assert_eq!(DiceCounts::from_combinations(fair.combinations), fair);
        assert_eq!(fair.of(Dice::new(5, 6).unwrap()), 2);
    }

    #[test]
    fn readings_wait_for_enough_rolls_then_follow_p() {
        let mut c = DiceCounts::default();
        for _ in 0..179 {
            c.add(Dice::new(3, 4).unwrap());
        }
        let combos = c.combinations_test().unwrap();
        assert_eq!(combos.fairness(), Fairness::TooFewRolls);
        assert_eq!(c.faces_test().unwrap().fairness(), Fairness::VeryUnusual);
        c.add(Dice::new(3, 4).unwrap());
        assert_eq!(
            c.combinations_test().unwrap().fairness(),
            Fairness::VeryUnusual
        );
        let reading = |p| {
            ChiSquare {
                statistic: 1.0,
                freedom: 5,
                p,
                rolls_needed: 15,
                rolls: 15,
            }
            .fairness()
        };
        assert_eq!(reading(0.5), Fairness::Consistent);
        assert_eq!(reading(0.01), Fairness::Consistent);
        assert_eq!(reading(0.005), Fairness::Unusual);
        assert_eq!(reading(0.0009), Fairness::VeryUnusual);
    }
}
