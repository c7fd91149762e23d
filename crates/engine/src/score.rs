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
    /// Hachapuri's count scoring (RULES.md §8.4): the checkers the loser has
    /// not borne off, 1..=15 points.
    Count(u8),
}

impl WinKind {
    /// Points the winner scores.
    pub fn points(self) -> u32 {
        match self {
            WinKind::Oin => 1,
            WinKind::Mars => 2,
            WinKind::Koks => 3,
            WinKind::Count(n) => u32::from(n),
        }
    }
}

impl fmt::Display for WinKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            WinKind::Oin => "oin",
            WinKind::Mars => "mars",
            WinKind::Koks => "koks",
            WinKind::Count(_) => "count",
        })
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    pub winner: Side,
    pub kind: WinKind,
    /// The cube's value the result is multiplied by: 1 without the cube.
    pub cube: u32,
    /// The Jacoby rule held (money play, cube never turned): a mars or
    /// koks scores as an oin.
    pub jacoby: bool,
}

impl Outcome {
    /// A result by the board alone: no cube.
    pub fn new(winner: Side, kind: WinKind) -> Outcome {
        Outcome {
            winner,
            kind,
            cube: 1,
            jacoby: false,
        }
    }

    /// Points the winner scores: the kind's points (1 under Jacoby) times
    /// the cube.
    pub fn points(&self) -> u32 {
        let base = if self.jacoby { 1 } else { self.kind.points() };
        base * self.cube
    }
}

/// A finished game as its match counts it: the outcome and the points it
/// added to the winner's score. In a nardegammon match a cube worth more
/// than the winner needed scores only what it needed (RULES.md §8.2), so
/// `points` may be less than `outcome.points()`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Scored {
    pub outcome: Outcome,
    pub points: u32,
}

impl Scored {
    /// A game scored in full: outside a cube match, or one that needed it all.
    pub fn whole(outcome: Outcome) -> Scored {
        Scored {
            outcome,
            points: outcome.points(),
        }
    }

    /// The match needed less than the outcome's full value.
    pub fn is_capped(&self) -> bool {
        self.points < self.outcome.points()
    }
}

impl Position {
    /// The result once a side has borne off all 15; `koks` enables the
    /// 3-point home mars.
    pub fn outcome(&self, koks: bool) -> Option<Outcome> {
        let winner = self.winner()?;
        Some(self.loss_of(winner.opponent(), koks))
    }

    /// The result if `loser` gave the game up here (resigned): scored as if
    /// the game ended now, so mars when it has borne off none (koks when
    /// that rule is on and applies), else oin.
    pub fn loss_of(&self, loser: Side, koks: bool) -> Outcome {
        let winner = loser.opponent();
        let kind = if self.borne_off(loser) > 0 {
            WinKind::Oin
        } else if koks && self.relative_counts(loser)[18..].iter().any(|&n| n > 0) {
            // The loser still has a checker on its relative 19..=24: the winner's home.
            WinKind::Koks
        } else {
            WinKind::Mars
        };
        Outcome::new(winner, kind)
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
    fn a_resignation_scores_the_position_as_it_stands() {
        let loss = |s: &str, loser, koks| s.parse::<Position>().unwrap().loss_of(loser, koks);
        // Black has borne off one (14 on the board): oin.
        let bore_off = "5,5,5,0,0,0,0,0,0,0,0,0,-14,0,0,0,0,0,0,0,0,0,0,0 w";
        assert_eq!(loss(bore_off, Side::Black, true).kind, WinKind::Oin);
        // Nothing borne off: mars for White's resignation at the start…
        let start = Position::start().to_string();
        assert_eq!(loss(&start, Side::White, false).kind, WinKind::Mars);
        // …and koks with the option on: White's head is on its relative 24.
        let o = loss(&start, Side::White, true);
        assert_eq!(
            (o.winner, o.kind, o.points()),
            (Side::Black, WinKind::Koks, 3)
        );
        // Black all in its home (absolute 13..18), nothing off: mars, koks or not.
        let home = "5,5,5,0,0,0,0,0,0,0,0,0,-5,-5,-5,0,0,0,0,0,0,0,0,0 w";
        assert_eq!(loss(home, Side::Black, true).kind, WinKind::Mars);
    }

    #[test]
    fn the_cube_multiplies_and_jacoby_counts_a_mars_as_oin() {
        let mars = Outcome::new(Side::White, WinKind::Mars);
        assert_eq!(Outcome { cube: 4, ..mars }.points(), 8);
        assert_eq!(
            Outcome {
                jacoby: true,
                ..mars
            }
            .points(),
            1
        );
        let koks = Outcome::new(Side::Black, WinKind::Koks);
        assert_eq!(Outcome { cube: 2, ..koks }.points(), 6);
    }

    #[test]
    fn no_outcome_while_both_have_checkers() {
        assert_eq!(Position::start().outcome(true), None);
    }
}
