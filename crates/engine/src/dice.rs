//! A roll of two dice (RULES.md §2, §6).

use crate::notation::NotationError;
use std::fmt;
use std::str::FromStr;

/// Two dice. The larger value is kept first; the order rolled does not matter.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Dice {
    high: u8,
    low: u8,
}

impl Dice {
    /// A roll of `a` and `b`, each 1..=6; `None` when a value is out of range.
    pub fn new(a: u8, b: u8) -> Option<Dice> {
        if !(1..=6).contains(&a) || !(1..=6).contains(&b) {
            return None;
        }
        Some(Dice {
            high: a.max(b),
            low: a.min(b),
        })
    }

    /// The 21 distinct rolls: 15 non-doubles and 6 doubles.
    pub fn all() -> impl Iterator<Item = Dice> {
        (1..=6u8).flat_map(|high| (1..=high).map(move |low| Dice { high, low }))
    }

    /// The larger die.
    pub fn high(self) -> u8 {
        self.high
    }

    /// The smaller die.
    pub fn low(self) -> u8 {
        self.low
    }

    /// Both dice show the same number: four steps of it.
    pub fn is_double(self) -> bool {
        self.high == self.low
    }

    /// How many steps the roll gives: 4 for a double, otherwise 2.
    pub fn step_count(self) -> usize {
        if self.is_double() {
            4
        } else {
            2
        }
    }

    /// Chance of this roll among 36: 1 for a double, 2 otherwise.
    pub fn weight(self) -> u32 {
        if self.is_double() {
            1
        } else {
            2
        }
    }
}

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.high, self.low)
    }
}

impl FromStr for Dice {
    type Err = NotationError;

    /// Reads `6-5` or `5-6`.
    fn from_str(s: &str) -> Result<Dice, NotationError> {
        let bad = || NotationError::BadDice(s.to_string());
        let (a, b) = s.trim().split_once('-').ok_or_else(bad)?;
        let die = |t: &str| -> Result<u8, NotationError> {
            match t.trim() {
                d if d.len() == 1 => d.parse().map_err(|_| bad()),
                _ => Err(bad()),
            }
        };
        Dice::new(die(a)?, die(b)?).ok_or_else(bad)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_21_distinct_rolls_weighing_36() {
        assert_eq!(Dice::all().count(), 21);
        assert_eq!(Dice::all().filter(|d| d.is_double()).count(), 6);
        assert_eq!(Dice::all().map(|d| d.weight()).sum::<u32>(), 36);
    }

    #[test]
    fn order_does_not_matter() {
        assert_eq!("5-6".parse::<Dice>().unwrap(), "6-5".parse().unwrap());
        assert_eq!("5-6".parse::<Dice>().unwrap().to_string(), "6-5");
    }

    #[test]
    fn bad_dice_are_rejected() {
        for s in ["7-1", "0-3", "65", "6-", "a-b", "6-5-4", "", "10-1"] {
            let e = s.parse::<Dice>().unwrap_err().to_string();
            assert!(e.contains("6-5"), "{s}: {e}");
        }
    }
}
