//! Steps and turns in the mover's relative numbering (RULES.md §6).

use crate::notation::NotationError;
use crate::point::{Landing, RelPoint};
use std::fmt;
use std::str::FromStr;

/// One checker moved by one die, on the mover's path: from a point to a
/// lower one, or off the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Step {
    from: RelPoint,
    to: Landing,
}

impl Step {
    /// A step from `from` to `to`; whether it is legal is the turn's business.
    pub const fn new(from: RelPoint, to: Landing) -> Step {
        Step { from, to }
    }

    /// The point the checker leaves.
    pub fn from(self) -> RelPoint {
        self.from
    }

    /// Where the checker lands.
    pub fn to(self) -> Landing {
        self.to
    }

    /// True when the step bears the checker off.
    pub fn is_bear_off(self) -> bool {
        self.to == Landing::Off
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.from, self.to)
    }
}

impl FromStr for Step {
    type Err = NotationError;

    /// Reads `24/18` or `3/off`: relative points, moving forward.
    fn from_str(s: &str) -> Result<Step, NotationError> {
        let bad = || NotationError::BadStep(s.to_string());
        let (from, to) = s.split_once('/').ok_or_else(bad)?;
        let from = from.parse().ok().and_then(RelPoint::new).ok_or_else(bad)?;
        let to = match to {
            "off" => Landing::Off,
            t => Landing::Point(t.parse().ok().and_then(RelPoint::new).ok_or_else(bad)?),
        };
        if matches!(to, Landing::Point(p) if p >= from) {
            return Err(bad());
        }
        Ok(Step { from, to })
    }
}

/// A whole turn: up to four steps in the order played; no steps is a pass.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Turn {
    /// Slots past `len` hold [`UNUSED`], so equal turns compare equal.
    steps: [Step; 4],
    len: u8,
}

/// Fills the slots of a turn that no step has taken.
const UNUSED: Step = Step::new(RelPoint::HEAD, Landing::Off);

impl Default for Turn {
    fn default() -> Turn {
        Turn::pass()
    }
}

impl Turn {
    /// The turn of a player who cannot move.
    pub const fn pass() -> Turn {
        Turn {
            steps: [UNUSED; 4],
            len: 0,
        }
    }

    /// A turn made of `steps`; `None` when there are more than four.
    pub fn from_steps(steps: &[Step]) -> Option<Turn> {
        let mut turn = Turn::default();
        for &s in steps {
            if turn.len == 4 {
                return None;
            }
            turn.push(s);
        }
        Some(turn)
    }

    /// Adds a step; the caller keeps the turn within four steps.
    pub(crate) fn push(&mut self, step: Step) {
        self.steps[self.len as usize] = step;
        self.len += 1;
    }

    /// The steps in the order played.
    pub fn steps(&self) -> &[Step] {
        &self.steps[..self.len as usize]
    }

    /// True for a pass.
    pub fn is_pass(&self) -> bool {
        self.len == 0
    }
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() {
            return f.write_str("pass");
        }
        for (i, s) in self.steps().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{s}")?;
        }
        Ok(())
    }
}

impl FromStr for Turn {
    type Err = NotationError;

    /// Reads `24/18 18/13` or `pass`.
    fn from_str(s: &str) -> Result<Turn, NotationError> {
        let s = s.trim();
        if s == "pass" {
            return Ok(Turn::pass());
        }
        let words: Vec<&str> = s.split_whitespace().collect();
        if words.is_empty() {
            return Err(NotationError::EmptyTurn);
        }
        if words.len() > 4 {
            return Err(NotationError::TooManySteps(words.len()));
        }
        let steps = words
            .iter()
            .map(|w| w.parse())
            .collect::<Result<Vec<Step>, _>>()?;
        Ok(Turn::from_steps(&steps).expect("at most four steps"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_and_turns_round_trip() {
        for s in ["24/18 18/13", "3/off", "pass", "13/7 7/1 6/off 5/off"] {
            assert_eq!(s.parse::<Turn>().unwrap().to_string(), s);
        }
    }

    #[test]
    fn bad_steps_are_rejected() {
        for s in ["24-18", "18/24", "25/1", "0/off", "5/5", "x/1", "3/of"] {
            assert!(s.parse::<Step>().is_err(), "{s}");
        }
        assert_eq!("".parse::<Turn>(), Err(NotationError::EmptyTurn));
        assert_eq!(
            "6/5 5/4 4/3 3/2 2/1".parse::<Turn>(),
            Err(NotationError::TooManySteps(5))
        );
    }
}
