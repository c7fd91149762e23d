//! The network's view of a position, always from the side to move.
//!
//! Each side is described in its own relative numbering, so a position and
//! its colour-swapped twin encode identically. Per side: every point in
//! truncated unary (1, 2, 3 checkers, then the excess), and the cheap
//! features that matter in Long Nardy: borne-off count, pips, checkers on the
//! head, checkers not yet home, the longest block and how many opponent
//! checkers are stuck behind it; and what a blocking game turns on: how
//! many of the side's single steps are open (mobility), how many dice its
//! rearmost checker cannot play, how far back that checker is, and how many
//! checkers sit in the opponent's home. One more input says the game is a
//! pure race.

use nardy_engine::{Position, Side};

/// Inputs describing one side.
pub const SIDE_INPUTS: usize = 24 * 4 + 10;
/// All inputs: mover, opponent, race flag.
pub const INPUTS: usize = 2 * SIDE_INPUTS + 1;

/// The non-zero inputs of one position, as (index, value) pairs.
#[derive(Clone, Debug)]
pub struct Features {
    pub active: [(u16, f32); INPUTS],
    pub len: usize,
}

impl Default for Features {
    fn default() -> Features {
        Features {
            active: [(0, 0.0); INPUTS],
            len: 0,
        }
    }
}

impl Features {
    fn push(&mut self, index: usize, value: f32) {
        if value != 0.0 {
            self.active[self.len] = (index as u16, value);
            self.len += 1;
        }
    }

    /// The active inputs.
    pub fn iter(&self) -> impl Iterator<Item = (usize, f32)> + '_ {
        self.active[..self.len]
            .iter()
            .map(|&(i, v)| (i as usize, v))
    }

    /// All inputs as a dense vector (for tests and inspection).
    pub fn dense(&self) -> Vec<f32> {
        let mut v = vec![0.0; INPUTS];
        for (i, x) in self.iter() {
            v[i] = x;
        }
        v
    }
}

/// Longest run of points held by `own` that are consecutive along the
/// opponent's path, and the opponent checkers behind its far end.
fn longest_block(own: &[u8; 24], opponent: &[u8; 24]) -> (u32, u32) {
    // Own relative point r is the opponent's relative point r+12 (wrapped);
    // walk the opponent's path 24 → 1 so runs never cross its seam.
    let held = |opp_rel: usize| own[(opp_rel + 11) % 24] > 0;
    let (mut best, mut best_low, mut run) = (0u32, 0usize, 0u32);
    for opp_rel in (1..=24).rev() {
        if held(opp_rel) {
            run += 1;
            if run > best {
                best = run;
                best_low = opp_rel;
            }
        } else {
            run = 0;
        }
    }
    if best == 0 {
        return (0, 0);
    }
    let behind_top = best_low + best as usize; // first point behind the block
    let behind: u32 = (behind_top..=24).map(|r| opponent[r - 1] as u32).sum();
    (best, behind)
}

/// The side's single steps (a point it holds, a die 1..6) that land on a
/// point the opponent does not hold, bearing off aside; and how many of the
/// six dice its rearmost checker cannot play that way (with its relative
/// point, 0 when all are off).
fn mobility(own: &[u8; 24], opponent: &[u8; 24]) -> (u32, u32, usize) {
    // Own index i is the opponent's index (i + 12) % 24.
    let open = |to: usize| opponent[(to + 12) % 24] == 0;
    let mut steps = 0;
    for from in (0..24).filter(|&i| own[i] > 0) {
        steps += (1..=6).filter(|&d| from >= d && open(from - d)).count() as u32;
    }
    let Some(rear) = (0..24).rev().find(|&i| own[i] > 0) else {
        return (steps, 0, 0);
    };
    let stuck = (1..=6).filter(|&d| rear >= d && !open(rear - d)).count() as u32;
    (steps, stuck, rear + 1)
}

fn encode_side(own: &[u8; 24], opponent: &[u8; 24], base: usize, out: &mut Features) {
    for (i, &n) in own.iter().enumerate() {
        let at = base + 4 * i;
        out.push(at, (n >= 1) as u8 as f32);
        out.push(at + 1, (n >= 2) as u8 as f32);
        out.push(at + 2, (n >= 3) as u8 as f32);
        out.push(at + 3, n.saturating_sub(3) as f32 / 4.0);
    }
    let on_board: u32 = own.iter().map(|&n| n as u32).sum();
    let pips: u32 = own
        .iter()
        .enumerate()
        .map(|(i, &n)| (i as u32 + 1) * n as u32)
        .sum();
    let outside: u32 = own[6..].iter().map(|&n| n as u32).sum();
    let (block, behind) = longest_block(own, opponent);
    let at = base + 96;
    out.push(at, (15 - on_board) as f32 / 15.0);
    out.push(at + 1, pips as f32 / 360.0);
    out.push(at + 2, own[23] as f32 / 15.0);
    out.push(at + 3, outside as f32 / 15.0);
    out.push(at + 4, block.min(8) as f32 / 6.0);
    out.push(at + 5, behind as f32 / 15.0);
    let (steps, stuck, rear) = mobility(own, opponent);
    let in_their_home: u32 = own[12..18].iter().map(|&n| n as u32).sum();
    out.push(at + 6, steps as f32 / 40.0);
    out.push(at + 7, stuck as f32 / 6.0);
    out.push(at + 8, rear as f32 / 24.0);
    out.push(at + 9, in_their_home as f32 / 15.0);
}

/// True when no checker can meet an opponent checker again: both sides are
/// past the middle of their paths (relative 12 and below).
pub fn is_race(own: &[u8; 24], opponent: &[u8; 24]) -> bool {
    own[12..].iter().all(|&n| n == 0) && opponent[12..].iter().all(|&n| n == 0)
}

/// Encodes `position` from the point of view of its side to move.
pub fn encode(position: &Position, out: &mut Features) {
    let mover: Side = position.side_to_move();
    let own = position.relative_counts(mover);
    let opponent = position.relative_counts(mover.opponent());
    out.len = 0;
    encode_side(&own, &opponent, 0, out);
    encode_side(&opponent, &own, SIDE_INPUTS, out);
    out.push(2 * SIDE_INPUTS, is_race(&own, &opponent) as u8 as f32);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dense(p: &Position) -> Vec<f32> {
        let mut f = Features::default();
        encode(p, &mut f);
        f.dense()
    }

    #[test]
    fn start_encoding() {
        let d = dense(&Position::start());
        // 15 on the head: units 1, 1, 1 and (15 - 3) / 4.
        assert_eq!(&d[92..96], &[1.0, 1.0, 1.0, 3.0]);
        assert_eq!(d[96], 0.0, "nothing borne off");
        assert_eq!(d[97], 1.0, "360 pips");
        assert_eq!(d[98], 1.0, "all on the head");
        assert_eq!(d[INPUTS - 1], 0.0, "not a race");
    }

    #[test]
    fn colour_swapped_twins_encode_the_same() {
        let p: Position = "2,3,1,1,1,-7,0,1,0,1,0,-2,-2,-2,-2,0,0,2,0,1,0,1,0,1 w"
            .parse()
            .unwrap();
        assert_eq!(dense(&p), dense(&p.mirrored()));
        assert_ne!(dense(&p), dense(&p.with_side_to_move(Side::Black)));
    }

    #[test]
    fn block_and_checkers_behind_it() {
        // White holds 11..6 (Black's 23..18); Black has 14 on its head (its 24)
        // and one on 19 (its 7), past the block.
        let p: Position = "0,0,0,0,0,2,1,1,1,1,1,-14,0,0,0,0,0,0,-1,0,0,0,0,8 w"
            .parse()
            .unwrap();
        let own = p.relative_counts(Side::White);
        let opp = p.relative_counts(Side::Black);
        assert_eq!(longest_block(&own, &opp), (6, 14));
    }

    #[test]
    fn mobility_counts_open_steps_and_the_rear_checkers_stuck_dice() {
        // White: 15 on its head (24). Black holds 23, 22 and 18 (its 11,
        // 10 and 6) with 12 on its head (12).
        let p: Position = "0,0,0,0,0,0,0,0,0,0,0,-12,0,0,0,0,0,-1,0,0,0,-1,-1,15 w"
            .parse()
            .unwrap();
        let own = p.relative_counts(Side::White);
        let opp = p.relative_counts(Side::Black);
        // From 24: 23 and 22 are held, 21, 20, 19 open, 18 held.
        assert_eq!(mobility(&own, &opp), (3, 3, 24));
        // Black: nothing of White's in its way; from its 6 the 6 would bear
        // off, which is not counted.
        assert_eq!(mobility(&opp, &own), (6 + 6 + 6 + 5, 0, 24));
    }

    #[test]
    fn race_once_both_sides_are_past_the_middle() {
        let p: Position = "3,0,0,0,0,0,0,0,0,0,0,0,-2,0,0,0,0,0,0,0,0,0,0,0 w"
            .parse()
            .unwrap();
        assert_eq!(*dense(&p).last().unwrap(), 1.0);
    }
}
