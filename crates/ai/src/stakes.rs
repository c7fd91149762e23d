//! What a game's results are worth to the side to move: in money play a
//! mars is two points and a single win one, but in a match a mars counts
//! only as far as the score lets it (nothing for a side that needs one
//! point; little when the cube already covers what the side needs). The
//! checker play, the hint and the review rank moves by this equity, the
//! *equivalent money game* of match programs such as GNU Backgammon: a
//! single win +1, a single loss −1, a mars what it is worth at the score.

use crate::cube::MatchTable;
use crate::network::Probabilities;
use nardy_engine::{Match, Rules, Side};

/// What a mars adds to a single win, and a mars loss to a single loss,
/// in units of half the swing between a single win and a single loss.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stakes {
    pub win_mars: f32,
    pub lose_mars: f32,
}

/// A match's score and cube as the side to move sees them: what its
/// [`Stakes`] are computed from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score {
    /// The points the side to move still needs (a match is at most 25).
    pub me: u8,
    /// The points its opponent still needs.
    pub them: u8,
    /// The cube's value in a game with the cube (nardegammon, at most 64);
    /// `None` in a game without one. Small: a question to the computer
    /// carries it.
    pub cube: Option<u8>,
}

impl Stakes {
    /// Money play (and a single game): a mars is worth two points.
    pub const MONEY: Stakes = Stakes {
        win_mars: 1.0,
        lose_mars: 1.0,
    };

    /// The side to move's equity from its chances: −1 for a sure single
    /// loss, +1 for a sure single win ([`Probabilities::equity`] in money
    /// play).
    pub fn equity(self, p: Probabilities) -> f32 {
        2.0 * p.win - 1.0 + self.win_mars * p.win_mars - self.lose_mars * p.lose_mars
    }

    /// The same stakes as the opponent sees them.
    pub fn flip(self) -> Stakes {
        Stakes {
            win_mars: self.lose_mars,
            lose_mars: self.win_mars,
        }
    }

    /// The stakes of `side` in `m`'s current game: money play's for money
    /// games and for a match of one game (where the game's points are its
    /// result), else what the score makes of a mars.
    pub fn of(m: &Match, side: Side) -> Stakes {
        Stakes::of_score(Score::of(m, side))
    }

    /// The stakes at `score` (money play's without one).
    pub fn of_score(score: Option<Score>) -> Stakes {
        score.map_or(Stakes::MONEY, |s| Stakes::at(s, MatchTable::shared()))
    }

    /// The stakes at `score`, read from `table`.
    pub fn at(score: Score, table: &MatchTable) -> Stakes {
        let (me, them) = (score.me as i32, score.them as i32);
        let v = score.cube.unwrap_or(1) as i32;
        let chance = |a: i32, b: i32| match score.cube {
            Some(_) => table.for_game(score.me.into(), score.them.into())(a, b),
            None => table.plain(a, b),
        };
        let (win, win_mars) = (chance(me - v, them), chance(me - 2 * v, them));
        let (lose, lose_mars) = (chance(me, them - v), chance(me, them - 2 * v));
        let half_swing = (win - lose) / 2.0;
        if half_swing < 1e-6 {
            return Stakes::MONEY;
        }
        Stakes {
            win_mars: (win_mars - win) / half_swing,
            lose_mars: (lose - lose_mars) / half_swing,
        }
    }
}

/// The match's score before each of its games (White's and Black's
/// points), in order: what a review judges each game's decisions at.
pub(crate) fn scores_before(m: &Match) -> Vec<[u32; 2]> {
    let mut score = [0u32; 2];
    m.scored_games()
        .into_iter()
        .map(|scored| {
            let before = score;
            if let Some(r) = scored {
                score[r.outcome.winner.index()] += r.points;
            }
            before
        })
        .collect()
}

impl Score {
    /// `side`'s view of `m`'s current game, if it is part of a longer match.
    pub fn of(m: &Match, side: Side) -> Option<Score> {
        Score::at(&m.rules(), m.score(), side, m.game().cube().value())
    }

    /// `side`'s view of a game under `rules` at `score` with the cube at
    /// `cube`, if it is part of a longer match: also what a review sees at
    /// each turn of a finished match.
    pub fn at(rules: &Rules, score: [u32; 2], side: Side, cube: u32) -> Option<Score> {
        let length = rules.match_length.get();
        let options = rules.variant.cube();
        if length <= 1 || options.is_some_and(|c| c.money) {
            return None;
        }
        let away = |s: Side| (length - score[s.index()].min(length)).min(u8::MAX.into()) as u8;
        let (me, them) = (away(side), away(side.opponent()));
        // A match already won has no stakes left.
        (me > 0 && them > 0).then(|| Score {
            me,
            them,
            cube: options.map(|_| cube.min(u8::MAX.into()) as u8),
        })
    }

    /// `me,them` and the cube (`-` in a game without one): the words a
    /// question to the computer carries.
    pub fn code(&self) -> String {
        let cube = self.cube.map_or("-".to_string(), |v| v.to_string());
        format!("{},{} {cube}", self.me, self.them)
    }

    /// Reads [`Score::code`]'s two words.
    pub fn parse(away: &str, cube: &str) -> Option<Score> {
        let (me, them) = away.split_once(',')?;
        let (me, them) = (me.parse().ok()?, them.parse().ok()?);
        let cube = match cube {
            "-" => None,
            v => Some(v.parse().ok().filter(|v: &u8| v.is_power_of_two())?),
        };
        (me >= 1 && them >= 1).then_some(Score { me, them, cube })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_engine::{MatchLength, Variant};

    fn p(win: f32, win_mars: f32, lose_mars: f32) -> Probabilities {
        Probabilities {
            win,
            win_mars,
            lose_mars,
        }
    }

    #[test]
    fn money_stakes_are_the_money_equity() {
        for c in [p(0.5, 0.1, 0.2), p(0.9, 0.6, 0.0), p(0.1, 0.0, 0.3)] {
            assert!((Stakes::MONEY.equity(c) - c.equity()).abs() < 1e-6);
            assert!((Stakes::MONEY.equity(c) + Stakes::MONEY.equity(c.flip())).abs() < 1e-6);
        }
    }

    #[test]
    fn a_mars_is_worth_what_the_score_makes_of_it() {
        let table = MatchTable::shared();
        let at = |me, them, cube| Stakes::at(Score { me, them, cube }, table);
        // Both needing one point: any win wins the match.
        assert_eq!(
            at(1, 1, None),
            Stakes {
                win_mars: 0.0,
                lose_mars: 0.0
            }
        );
        // Needing 2 with the cube at 2: a single win already wins.
        assert_eq!(at(2, 5, Some(2)).win_mars, 0.0);
        // The leader of a Crawford game needing 1: its mars adds nothing;
        // a mars loss costs it more than a single one.
        let leader = at(1, 4, Some(1));
        assert_eq!(leader.win_mars, 0.0);
        assert!(leader.lose_mars > 0.0);
        // Early in a long match a mars is worth nearly money's.
        let early = at(15, 15, None);
        assert!((early.win_mars - 1.0).abs() < 0.25, "{early:?}");
        // The opponent's stakes are these flipped.
        let s = at(3, 5, Some(1));
        let o = at(5, 3, Some(1));
        assert!((s.win_mars - o.lose_mars).abs() < 1e-5 && (s.lose_mars - o.win_mars).abs() < 1e-5);
    }

    #[test]
    fn only_a_longer_match_has_a_score() {
        let rules = |variant: Variant, length| Rules {
            variant,
            match_length: MatchLength::new(length).unwrap(),
            ..Rules::default()
        };
        let m = Match::new(rules(Variant::Long, 1));
        assert_eq!(Stakes::of(&m, Side::White), Stakes::MONEY);
        let m = Match::new(rules(Variant::Long, 5));
        assert_eq!(
            Score::of(&m, Side::Black),
            Some(Score {
                me: 5,
                them: 5,
                cube: None
            })
        );
        assert_eq!(
            Score::at(&m.rules(), [5, 2], Side::White, 1),
            None,
            "the match is won"
        );
        let score = Score {
            me: 3,
            them: 7,
            cube: Some(2),
        };
        assert_eq!(Score::parse("3,7", "2"), Some(score));
        let code = score.code();
        let (away, cube) = code.split_once(' ').unwrap();
        assert_eq!(Score::parse(away, cube), Some(score));
        assert_eq!(Score::parse("0,7", "-"), None);
        assert_eq!(Score::parse("3,7", "3"), None);
    }
}
