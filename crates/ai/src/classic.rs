//! Classic's last turn in the evaluation (RULES.md §8.1): when the first
//! mover bears off its 15th checker, the second mover plays one more turn
//! and draws if it bears off all its own; the second mover finishing first
//! wins at once. A draw scores nothing, so it counts as half a win (the
//! equity of a draw is 0).
//!
//! Exact where the bear-off database is: once the game is over, in the
//! equalising turn (the second mover's chance to finish in one roll), and
//! when both sides are all home (each side's rolls to finish, with ties
//! counted as draws). Elsewhere the network judges classic as long nardy:
//! it was trained without the equalising turn.

use crate::bearoff::{Bearoff, Home, MAX_ROLLS};
use crate::network::Probabilities;
use crate::race::home_of;
use crate::terminal::terminal;
use nardy_engine::{Position, Side, CHECKERS};

const DRAW: Probabilities = Probabilities {
    win: 0.5,
    win_mars: 0.0,
    lose_mars: 0.0,
};

/// The first mover has borne off everything and the second is to play the
/// equalising turn.
pub fn is_equalising(position: &Position, first: Side) -> bool {
    position.borne_off(first) == CHECKERS
        && position.borne_off(first.opponent()) < CHECKERS
        && position.side_to_move() == first.opponent()
}

/// The exact chances of the side to move once a classic game is over or
/// only its equalising turn is left; `None` while it goes on.
pub fn classic_terminal(position: &Position, first: Side) -> Option<Probabilities> {
    let second = first.opponent();
    let first_off = position.borne_off(first) == CHECKERS;
    let second_off = position.borne_off(second) == CHECKERS;
    if first_off && second_off {
        return Some(DRAW);
    }
    if is_equalising(position, first) {
        return Some(equalising(position, second));
    }
    if first_off || second_off {
        return terminal(position);
    }
    None
}

/// The second mover's chances before its equalising roll.
fn equalising(position: &Position, second: Side) -> Probabilities {
    let none_off = position.borne_off(second) == 0;
    let (draw, marsed) = match home_of(position, second) {
        Some(home) => {
            let db = Bearoff::get();
            let draw = db.all_off(&home).0[1];
            // Marsed if its one roll takes no checker off.
            let first_off = db.first_off(&home).map_or(1.0, |d| d.tails()[2]);
            (draw, if none_off { first_off } else { 0.0 })
        }
        None => (0.0, if none_off { 1.0 } else { 0.0 }),
    };
    Probabilities {
        win: draw / 2.0,
        win_mars: 0.0,
        lose_mars: marsed.min(1.0 - draw),
    }
}

/// The chances of the side to move when both sides are all home in a
/// classic game that goes on; `None` otherwise.
pub fn classic_race_probabilities(position: &Position, first: Side) -> Option<Probabilities> {
    if position.is_game_over() {
        return None;
    }
    let me = position.side_to_move();
    let mine = home_of(position, me)?;
    let theirs = home_of(position, me.opponent())?;
    Some(classic_race(Bearoff::get(), &mine, &theirs, me == first))
}

/// [`crate::race::race_chances`] with classic's equalising turn: the side
/// to move holds `mine` and moved first in the game (`i_am_first`) or
/// second.
pub fn classic_race(db: &Bearoff, mine: &Home, theirs: &Home, i_am_first: bool) -> Probabilities {
    let me = db.all_off(mine);
    let them = db.all_off(theirs);
    let my_tails = me.tails();
    let their_tails = them.tails();
    let my_first = db.first_off(mine).map(|d| d.tails());
    let their_first = db.first_off(theirs).map(|d| d.tails());
    let at = |t: &Option<[f32; MAX_ROLLS + 1]>, n: usize| t.map_or(0.0, |t| t[n.min(MAX_ROLLS)]);
    let (mut win, mut draw, mut win_mars, mut lose_mars) = (0.0, 0.0, 0.0, 0.0);
    for n in 1..MAX_ROLLS {
        let (mine_n, theirs_n) = (me.0[n], them.0[n]);
        let their_next = their_tails[(n + 1).min(MAX_ROLLS)];
        if i_am_first {
            // I finish on my n-th roll; they answer with their n-th, the
            // equalising one: they draw if they needed exactly n.
            win += mine_n * their_next;
            draw += mine_n * theirs_n;
            win_mars += mine_n * at(&their_first, n + 1);
            // They finish first, on their n-th roll after n of mine.
            lose_mars += theirs_n * at(&my_first, n + 1);
        } else {
            // I finish on my n-th roll, before their n-th: I win at once.
            win += mine_n * their_tails[n];
            win_mars += mine_n * at(&their_first, n);
            // They finish on their n-th roll, after n of mine; my (n+1)-th
            // is the equalising roll.
            draw += theirs_n * me.0.get(n + 1).copied().unwrap_or(0.0);
            lose_mars += theirs_n * at(&my_first, n + 2);
        }
    }
    let _ = my_tails;
    let (win, draw) = (win.clamp(0.0, 1.0), draw.clamp(0.0, 1.0));
    let lose = (1.0 - win - draw).max(0.0);
    Probabilities {
        win: (win + draw / 2.0).min(1.0),
        win_mars: win_mars.min(win),
        lose_mars: lose_mars.min(lose),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::race::race_chances;

    /// White has borne off all 15; Black has `n` checkers on its relative
    /// point `rel` (1..=6) and `side` is to move.
    fn black_home(rel: usize, n: i32, side: char) -> Position {
        let mut points = [0i32; 24];
        points[11 + rel] = -n;
        let text: Vec<String> = points.iter().map(|p| p.to_string()).collect();
        format!("{} {side}", text.join(",")).parse().unwrap()
    }

    #[test]
    fn the_equalising_turn_and_the_draw_are_counted() {
        // One checker on Black's 1-point: any roll bears it off, a draw.
        let p = black_home(1, 1, 'b');
        assert!(is_equalising(&p, Side::White));
        let e = classic_terminal(&p, Side::White).unwrap();
        assert!(
            (e.win - 0.5).abs() < 1e-6 && e.equity().abs() < 1e-6,
            "{e:?}"
        );
        // After Black's equalising turn, White to move: White has won.
        let over = black_home(1, 1, 'w');
        assert!(!is_equalising(&over, Side::White));
        assert_eq!(classic_terminal(&over, Side::White).unwrap().win, 1.0);
        // Five on Black's 6-point (ten borne off): no roll bears off five.
        let e = classic_terminal(&black_home(6, 5, 'b'), Side::White).unwrap();
        assert_eq!((e.win, e.lose_mars), (0.0, 0.0), "{e:?}");
        // All fifteen there, none off: lost, and marsed unless the roll
        // takes one off: a 6 (11 rolls in 36), or dice that add up to 6 on
        // one checker (5-1, 4-2 twice each; 3-3, 2-2): 17, so 19 do not.
        let p = black_home(6, 15, 'b');
        let e = classic_terminal(&p, Side::White).unwrap();
        assert_eq!(e.win, 0.0, "{e:?}");
        assert!((e.lose_mars - 19.0 / 36.0).abs() < 1e-4, "{e:?}");
        // Long nardy: the same position is simply lost by mars.
        assert_eq!(terminal(&p).unwrap().lose_mars, 1.0);
        // Black second and first to finish: Black has won at once.
        let mut points = [0i32; 24];
        points[0] = 3;
        let text: Vec<String> = points.iter().map(|p| p.to_string()).collect();
        let black_off: Position = format!("{} w", text.join(",")).parse().unwrap();
        assert_eq!(classic_terminal(&black_off, Side::White).unwrap().win, 0.0);
    }

    #[test]
    fn a_race_counts_ties_as_draws_for_the_first_mover() {
        let db = Bearoff::get();
        let one: Home = [1, 0, 0, 0, 0, 0];
        // Both need one roll. First mover to move: it finishes, the second
        // equalises: a certain draw. Long nardy: a certain win.
        let first = classic_race(db, &one, &one, true);
        assert!((first.win - 0.5).abs() < 1e-5, "{first:?}");
        assert!((race_chances(db, &one, &one).win - 1.0).abs() < 1e-5);
        // The second mover to move finishes at once: a win.
        let second = classic_race(db, &one, &one, false);
        assert!((second.win - 1.0).abs() < 1e-5, "{second:?}");
        // Chances add up: win + draw + lose = 1, whoever moves.
        let six: Home = [0, 0, 0, 0, 0, 8];
        let three: Home = [0, 0, 4, 2, 0, 0];
        for i_am_first in [true, false] {
            let p = classic_race(db, &six, &three, i_am_first);
            assert!(p.win > 0.0 && p.win < 1.0 && p.lose_mars <= 1.0 - p.win);
            let back = classic_race(db, &three, &six, !i_am_first);
            // One side's first-mover view and the other's second-mover view
            // are the same game one roll apart: both see a draw chance.
            assert!(back.win > 0.0 && back.win < 1.0);
        }
    }
}
