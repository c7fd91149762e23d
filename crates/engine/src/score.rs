//! How a finished game scores (RULES.md §4).

use crate::position::Position;
use crate::side::Side;
use std::fmt;

/// The kind of win.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WinKind {
    /// Оин: the loser has borne off at least one checker — 1 point.
    Oin,
    /// Марс: the loser has borne off none — 2 points.
    Mars,
    /// Кокс (home mars, optional rule): a mars where the loser still has a
    /// checker in its starting quarter — 3 points.
    Koks,
}

impl WinKind {
    /// Points the winner scores.
    pub fn points(self) -> u32 {
        match self {
            WinKind::Oin => 1,
            WinKind::Mars => 2,
            WinKind::Koks => 3,
        }
    }
}

impl fmt::Display for WinKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            WinKind::Oin => "oin",
            WinKind::Mars => "mars",
            WinKind::Koks => "koks",
        })
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    pub winner: Side,
    pub kind: WinKind,
}

impl Outcome {
    /// Points the winner scores.
    pub fn points(&self) -> u32 {
        self.kind.points()
    }
}

impl Position {
    /// The result once a side has borne off all 15; `koks` enables the
    /// 3-point home mars.
    pub fn outcome(&self, koks: bool) -> Option<Outcome> {
        let winner = self.winner()?;
        let loser = winner.opponent();
        let kind = if self.borne_off(loser) > 0 {
            WinKind::Oin
        } else if koks && self.relative_counts(loser)[18..].iter().any(|&n| n > 0) {
            // The loser still has a checker on its relative 19..=24: the winner's home.
            WinKind::Koks
        } else {
            WinKind::Mars
        };
        Some(Outcome { winner, kind })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(s: &str, koks: bool) -> Option<Outcome> {
        s.parse::<Position>().unwrap().outcome(koks)
    }

    #[test]
    fn oin_when_the_loser_bore_off_one() {
        // White is all off; Black has 14 on board, one borne off.
        let o = outcome("0,0,0,0,0,0,0,0,0,0,0,0,-14,0,0,0,0,0,0,0,0,0,0,0 b", false).unwrap();
        assert_eq!(
            (o.winner, o.kind, o.points()),
            (Side::White, WinKind::Oin, 1)
        );
    }

    #[test]
    fn mars_when_the_loser_bore_off_none() {
        let o = outcome("0,0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0 b", true).unwrap();
        assert_eq!(
            (o.kind, o.points()),
            (WinKind::Mars, 2),
            "all of Black is home: no koks"
        );
    }

    #[test]
    fn koks_only_with_the_option_and_a_checker_in_the_start_quarter() {
        // Black keeps one checker on absolute 7 = its relative 19.
        let s = "0,0,0,0,0,0,-1,0,0,0,0,0,-14,0,0,0,0,0,0,0,0,0,0,0 b";
        assert_eq!(outcome(s, true).unwrap().kind, WinKind::Koks);
        assert_eq!(outcome(s, true).unwrap().points(), 3);
        assert_eq!(outcome(s, false).unwrap().kind, WinKind::Mars);
    }

    #[test]
    fn no_outcome_while_both_have_checkers() {
        assert_eq!(Position::start().outcome(true), None);
    }
}
