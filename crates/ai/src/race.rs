//! Exact chances once both sides have every checker home: neither can
//! touch the other again, so each side's race is its own bear-off
//! ([`Bearoff`]) and the two combine by counting rolls.
//!
//! As in GNU Backgammon's one-sided databases, two approximations: each
//! side plays to bear off fastest, independently of the other's position;
//! and the mars chances take the loser's first-off distribution, from play
//! that hurries the first checker off, while the win chance assumes play
//! that hurries all of them. A side that is about to be marsed would switch
//! to the first kind of play; the error is small.

use crate::bearoff::{Bearoff, Home, HOME, MAX_ROLLS};
use crate::network::Probabilities;
use nardy_engine::{Position, Side};

/// The side's checkers when all are home, by relative point 1..=6.
pub fn home_of(position: &Position, side: Side) -> Option<Home> {
    let counts = position.relative_counts(side);
    counts[HOME..]
        .iter()
        .all(|&n| n == 0)
        .then(|| std::array::from_fn(|i| counts[i]))
}

/// The chances of the side to move when both sides are all home and the
/// game is not over; `None` otherwise.
pub fn race_probabilities(position: &Position) -> Option<Probabilities> {
    if position.is_game_over() {
        return None;
    }
    let me = position.side_to_move();
    let mine = home_of(position, me)?;
    let theirs = home_of(position, me.opponent())?;
    Some(race_chances(Bearoff::get(), &mine, &theirs))
}

/// The side to move holds `mine`, the other `theirs` (neither empty).
pub fn race_chances(db: &Bearoff, mine: &Home, theirs: &Home) -> Probabilities {
    let me = db.all_off(mine);
    let them = db.all_off(theirs);
    let them_at_least = them.tails();
    let my_first = db.first_off(mine).map(|d| d.tails());
    let their_first = db.first_off(theirs).map(|d| d.tails());
    let mut win = 0.0;
    let mut win_mars = 0.0;
    let mut lose_mars = 0.0;
    for n in 1..MAX_ROLLS {
        // I finish on my n-th roll; they have had n − 1 rolls by then.
        let p = me.0[n];
        win += p * them_at_least[n];
        if let Some(f) = &their_first {
            win_mars += p * f[n];
        }
        // They finish on their n-th roll, after n rolls of mine.
        if let Some(f) = &my_first {
            lose_mars += them.0[n] * f[n + 1];
        }
    }
    let win = win.clamp(0.0, 1.0);
    Probabilities {
        win,
        win_mars: win_mars.min(win),
        lose_mars: lose_mars.min(1.0 - win),
    }
}
