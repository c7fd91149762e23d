//! Small builders shared by the rule tests.
#![allow(dead_code)]

use nardy_engine::{Dice, Landing, LegalTurn, Position, RelPoint, Step};

/// A position from (absolute point, count) lists; checkers not listed are borne off.
pub fn pos(white: &[(u8, i8)], black: &[(u8, i8)], side: char) -> Position {
    let mut board = [0i8; 24];
    for &(p, n) in white {
        board[p as usize - 1] += n;
    }
    for &(p, n) in black {
        board[p as usize - 1] -= n;
    }
    let text = board.map(|n| n.to_string()).join(",");
    format!("{text} {side}")
        .parse()
        .expect("test position is valid")
}

pub fn parse(s: &str) -> Position {
    s.parse().expect("test position is valid")
}

pub fn dice(s: &str) -> Dice {
    s.parse().expect("test dice are valid")
}

pub fn legal(p: &Position, d: &str) -> Vec<LegalTurn> {
    p.legal_turns(dice(d)).expect("game not over")
}

/// The distinct results as position strings, sorted.
pub fn results(p: &Position, d: &str) -> Vec<String> {
    let mut r: Vec<String> = legal(p, d).iter().map(|t| t.result.to_string()).collect();
    r.sort();
    r
}

/// The witness turns in notation, sorted.
pub fn witnesses(p: &Position, d: &str) -> Vec<String> {
    let mut r: Vec<String> = legal(p, d).iter().map(|t| t.turn.to_string()).collect();
    r.sort();
    r
}

pub mod random_match;

/// A step in the notation, `24/18` or `3/off`.
pub fn step(text: &str) -> Step {
    text.parse().expect("test step is valid")
}

/// A point of the mover's path.
pub fn rel(n: u8) -> RelPoint {
    RelPoint::new(n).expect("test point is 1..=24")
}

/// A landing on the mover's path.
pub fn lands(n: u8) -> Landing {
    Landing::Point(rel(n))
}
