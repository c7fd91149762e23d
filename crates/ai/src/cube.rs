//! Cube decisions for nardegammon (RULES.md §8.2), from the network's
//! chances before a roll.
//!
//! **Money play** uses Janowski's model: the equity of a position with the
//! cube is interpolated between the *dead-cube* equity (the cube is never
//! turned again: `p·W − (1 − p)·L`) and the *live-cube* equity (the cube
//! can be turned at exactly the right moment, so equity is piecewise
//! linear in `p` between the take point and the cash point), weighted by
//! the cube life `x`. `W` and `L` are the average points of a win and of a
//! loss (mars counting 2). With the cube the doubler's opponent takes at
//! `p ≤ CP` where the cash point `CP = (L + 1) / (W + L + ½)`, and the
//! take point is `TP = (L − ½) / (W + L + ½)`. The cube life and the
//! share of games that end in a mars are a [`CubeModel`]'s: nardy's own
//! ([`CubeModel::nardy`], measured: docs/cli.md, "The cube model") or
//! backgammon's (0.68 and a fifth, [`CubeModel::backgammon`], the model
//! before it was measured, kept to compare against).
//!
//! **Match play** uses the same model in match-winning chances: a
//! match-equity table for nardy's 1- and 2-point results ([`MatchTable`])
//! gives, at each cube value, what a single win and a single loss are
//! worth, and a mars's worth relative to them (its *gammon value* at this
//! score) takes money play's "mars counts 2". Janowski's equity at that
//! stake is then turned back into a match-winning chance. A cube that
//! would score more than a side needs scores only what it needs.

use crate::network::Probabilities;
use nardy_engine::{Cube, CubeRules, Match, Side};

/// Backgammon's usual cube life (Janowski), which every level used before
/// nardy's own was measured.
pub const BACKGAMMON_CUBE_LIFE: f32 = 0.68;

/// A model of the cube: how live it is (Janowski's cube life `x`) and the
/// match-equity table its match decisions read.
#[derive(Clone, Debug)]
pub struct CubeModel {
    /// Janowski's cube life: 0 a dead cube, 1 a perfectly efficient one.
    pub life: f32,
    pub table: std::sync::Arc<MatchTable>,
}

impl CubeModel {
    /// A model with cube life `life` and a table from `mars_rate`.
    pub fn new(life: f32, mars_rate: f32) -> CubeModel {
        CubeModel {
            life,
            table: std::sync::Arc::new(MatchTable::new(mars_rate)),
        }
    }

    /// Nardy's model, measured (docs/cli.md, "The cube model"): what every
    /// level, the hint and the review use.
    pub fn nardy() -> &'static CubeModel {
        static MODEL: std::sync::OnceLock<CubeModel> = std::sync::OnceLock::new();
        MODEL.get_or_init(|| CubeModel::new(NARDY_CUBE_LIFE, NARDY_MARS_RATE))
    }

    /// Backgammon's figures (cube life 0.68, a mars in a fifth of games),
    /// the model before nardy's was measured.
    pub fn backgammon() -> &'static CubeModel {
        static MODEL: std::sync::OnceLock<CubeModel> = std::sync::OnceLock::new();
        MODEL.get_or_init(|| CubeModel::new(BACKGAMMON_CUBE_LIFE, BACKGAMMON_MARS_RATE))
    }
}

/// Who holds the cube, seen from the side deciding.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Holder {
    Centre,
    Me,
    Opponent,
}

/// What a cube decision needs besides the position: the cube, the score,
/// the options.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CubeView {
    pub cube: Cube,
    /// Match play: the points the side to move and its opponent still
    /// need. `None` in money play.
    pub away: Option<(u32, u32)>,
    /// Money play's Jacoby rule is on.
    pub jacoby: bool,
    /// The beaver option is on.
    pub beaver: bool,
}

impl CubeView {
    /// The cube of `m`'s current game as `side` to move sees it, where
    /// the cube is in play (nardegammon, not a Crawford game).
    pub fn of(m: &Match, side: Side) -> Option<CubeView> {
        let options = m.rules().variant.cube()?;
        if m.game().is_crawford() {
            return None;
        }
        let length = m.rules().match_length.get();
        Some(CubeView::at(
            options,
            length,
            m.score(),
            side,
            m.game().cube(),
        ))
    }

    /// The view of `side` to move with `cube`, under `options`, at `score`
    /// in a match to `length` (unused in money play): also what a review
    /// sees at each roll of a finished game.
    pub fn at(options: CubeRules, length: u32, score: [u32; 2], side: Side, cube: Cube) -> Self {
        let away = (!options.money).then(|| {
            (
                length - score[side.index()].min(length),
                length - score[side.opponent().index()].min(length),
            )
        });
        CubeView {
            cube,
            away,
            jacoby: options.money && options.jacoby,
            beaver: options.beaver,
        }
    }

    /// Money play with the cube at 1 for a single game (a duel's games).
    pub fn money() -> CubeView {
        CubeView {
            cube: Cube::CENTRED,
            away: None,
            jacoby: false,
            beaver: false,
        }
    }

    /// Who holds the cube, seen from `side`.
    pub fn holder(&self, side: Side) -> Holder {
        match self.cube.owner() {
            None => Holder::Centre,
            Some(o) if o == side => Holder::Me,
            Some(_) => Holder::Opponent,
        }
    }

    /// The choices of the side to move, given its chances before the roll.
    pub fn decision(&self, p: Probabilities, side: Side, model: &CubeModel) -> CubeDecision {
        match self.away {
            None => money_decision(p, self.holder(side), self.jacoby, model.life),
            Some((me, them)) => {
                match_decision(p, me, them, self.cube.value(), self.holder(side), model)
            }
        }
    }

    /// The cube is dead for the side to move ([`dead_cube`]); never in
    /// money play.
    pub fn is_dead(&self) -> bool {
        matches!(self.away, Some((me, _)) if dead_cube(me, self.cube.value()))
    }
}

/// An answer to a double.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CubeAnswer {
    Take,
    Pass,
    /// Take and redouble at once, keeping the cube (the beaver option).
    Beaver,
}

/// What the side to move can do with the cube, each valued for it per
/// unit of the current cube (money play) or as match-winning chances
/// (match play).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct CubeDecision {
    /// Playing on without doubling.
    pub no_double: f32,
    /// Doubling and the opponent taking.
    pub double_take: f32,
    /// Doubling and the opponent passing.
    pub double_pass: f32,
    /// The cube is dead for the side to move ([`CubeView::is_dead`]):
    /// never double, whatever the figures.
    pub dead: bool,
}

impl CubeDecision {
    /// The opponent's best answer: pass when taking costs it more.
    pub fn should_take(&self) -> bool {
        self.double_take <= self.double_pass
    }

    /// What doubling is worth, the opponent answering as well as it can.
    pub fn double_value(&self) -> f32 {
        self.double_take.min(self.double_pass)
    }

    /// Double when that beats playing on; and cash (double for a pass)
    /// when it is as good: a sure win without mars chances is worth the
    /// cube either way, and cashing takes it now.
    pub fn should_double(&self) -> bool {
        const TIE: f32 = 1e-4;
        !self.dead
            && (self.double_value() > self.no_double
                || (!self.should_take() && self.double_pass >= self.no_double - TIE))
    }

    /// Money play: the taker is the favourite once it owns the cube at
    /// twice the value (the doubler's take equity is below zero).
    pub fn should_beaver(&self) -> bool {
        self.double_take < 0.0
    }
}

/// Average points of a win and of a loss for the side to move, a mars
/// counting `1 + mars_win` and `1 + mars_loss` (1 and 1 in money play).
fn win_loss_values(p: Probabilities, mars_win: f32, mars_loss: f32) -> (f32, f32) {
    let w = if p.win > 1e-6 {
        1.0 + mars_win * p.win_mars / p.win
    } else {
        1.0
    };
    let lose = 1.0 - p.win;
    let l = if lose > 1e-6 {
        1.0 + mars_loss * p.lose_mars / lose
    } else {
        1.0
    };
    (w, l)
}

/// The cube-life-weighted equity per unit cube for the side to move.
fn janowski(p: Probabilities, holder: Holder, x: f32, jacoby_counts: bool) -> f32 {
    // Jacoby: while the cube is centred and unturned, mars counts as oin.
    let (w, l) = if jacoby_counts && holder == Holder::Centre {
        (1.0, 1.0)
    } else {
        win_loss_values(p, 1.0, 1.0)
    };
    janowski_with(p.win, w, l, holder, x)
}

/// Janowski's equity at winning chance `p`, a win worth `w` and a loss `l`
/// on average, per unit cube.
fn janowski_with(p: f32, w: f32, l: f32, holder: Holder, x: f32) -> f32 {
    let pw = p.clamp(0.0, 1.0);
    let dead = pw * w - (1.0 - pw) * l;
    let take_point = (l - 0.5) / (w + l + 0.5);
    let cash_point = (l + 1.0) / (w + l + 0.5);
    // Straight lines between (p, equity) corners.
    let line = |p0: f32, e0: f32, p1: f32, e1: f32| {
        if p1 - p0 < 1e-6 {
            e1
        } else {
            e0 + (e1 - e0) * (pw - p0) / (p1 - p0)
        }
    };
    let live = match holder {
        Holder::Centre if pw < take_point => line(0.0, -l, take_point, -1.0),
        Holder::Centre if pw <= cash_point => line(take_point, -1.0, cash_point, 1.0),
        Holder::Me if pw <= cash_point => line(0.0, -l, cash_point, 1.0),
        Holder::Centre | Holder::Me => line(cash_point, 1.0, 1.0, w),
        Holder::Opponent if pw < take_point => line(0.0, -l, take_point, -1.0),
        Holder::Opponent => line(take_point, -1.0, 1.0, w),
    };
    x * live + (1.0 - x) * dead
}

/// Money play: the side to move's cube choices, per unit of the cube now.
/// `holder` is not [`Holder::Opponent`] (then it cannot double); `jacoby`
/// says whether the Jacoby rule is on; `life` is the cube life.
pub fn money_decision(p: Probabilities, holder: Holder, jacoby: bool, life: f32) -> CubeDecision {
    CubeDecision {
        no_double: janowski(p, holder, life, jacoby),
        // Once doubled the cube is turned: Jacoby no longer applies.
        double_take: 2.0 * janowski(p, Holder::Opponent, life, false),
        double_pass: 1.0,
        dead: false,
    }
}

/// Backgammon's usual share of games that end in a gammon (here a mars),
/// which the match-equity table assumed before nardy's was measured.
pub const BACKGAMMON_MARS_RATE: f32 = 0.2;

/// Nardy's cube life, measured by money-play doubling experiments
/// (docs/cli.md, "The cube model").
pub const NARDY_CUBE_LIFE: f32 = 0.78;

/// The share of nardy games that end in a mars, measured in the network's
/// self-play (docs/cli.md, "The cube model").
pub const NARDY_MARS_RATE: f32 = 0.22;

/// Match-winning chances by the points each side still needs, cube aside:
/// each game won half the time, a share `mars_rate` of games a mars (2
/// points), with the Crawford rule (RULES.md §8.2): the first game after a
/// side reaches one point from the match is played without the cube, and
/// in every later game the trailer doubles at once. Rows and columns to
/// 25 points, the longest match.
#[derive(Clone, Debug)]
pub struct MatchTable {
    /// Both sides needing 2 or more, before the Crawford game.
    table: Vec<Vec<f32>>,
    /// The trailer's chance needing `b` after the Crawford game, the
    /// leader needing 1 (each game worth 2, a mars 4).
    post: Vec<f32>,
    /// The trailer's chance needing `b` with the Crawford game to play.
    crawford: Vec<f32>,
    /// A match without the cube (long nardy, classic, hachapuri): each
    /// game scores 1 or, by mars, 2; no Crawford rule.
    plain: Vec<Vec<f32>>,
}

impl MatchTable {
    const MAX: usize = 25;

    /// Fills the table from the end of a match back to its start.
    pub fn new(mars_rate: f32) -> MatchTable {
        let n = MatchTable::MAX + 1;
        let single = (1.0 - mars_rate) / 2.0;
        let mars = mars_rate / 2.0;
        // After the Crawford game the trailer doubles before its first roll
        // and the leader takes: a single win is 2 points, a mars 4.
        let mut post = vec![1.0f32; n];
        for b in 1..n {
            let at = |post: &Vec<f32>, k: isize| if k <= 0 { 1.0 } else { post[k as usize] };
            post[b] = single * at(&post, b as isize - 2) + mars * at(&post, b as isize - 4);
        }
        let post_at = |k: isize| if k <= 0 { 1.0 } else { post[k as usize] };
        let crawford: Vec<f32> = (0..n)
            .map(|b| {
                let b = b as isize;
                if b <= 0 {
                    1.0
                } else {
                    single * post_at(b - 1) + mars * post_at(b - 2)
                }
            })
            .collect();
        // Both sides needing 2 or more before the Crawford game; a side
        // that needs 1 plays it next.
        let table = even_games(n, 2, single, mars, |a, b| match (a, b) {
            (1, b) => Some(1.0 - crawford[b]),
            (a, 1) => Some(crawford[a]),
            _ => None,
        });
        let plain = even_games(n, 1, single, mars, |_, _| None);
        MatchTable {
            table,
            post,
            crawford,
            plain,
        }
    }

    /// The chance to win a match without the cube, needing `me` points
    /// against `them`.
    pub fn plain(&self, me: i32, them: i32) -> f32 {
        let clamp = |v: i32| (v as usize).min(MatchTable::MAX);
        if me <= 0 {
            1.0
        } else if them <= 0 {
            0.0
        } else {
            self.plain[clamp(me)][clamp(them)]
        }
    }

    /// The table of nardy's model ([`CubeModel::nardy`]).
    pub fn shared() -> &'static MatchTable {
        &CubeModel::nardy().table
    }

    /// The chance to win the match needing `me` points against `them`
    /// before a game (1 once `me` is 0 or less, 0 once `them` is): a side
    /// that needs 1 plays the Crawford game next.
    pub fn chance(&self, me: i32, them: i32) -> f32 {
        let clamp = |v: i32| (v as usize).min(MatchTable::MAX);
        if me <= 0 {
            1.0
        } else if them <= 0 {
            0.0
        } else if me == 1 && them == 1 {
            0.5
        } else if me == 1 {
            1.0 - self.crawford[clamp(them)]
        } else if them == 1 {
            self.crawford[clamp(me)]
        } else {
            self.table[clamp(me)][clamp(them)]
        }
    }

    /// The lookup a decision in a game at `me`/`them` to go needs: a side
    /// needing 1 with the cube in play means the Crawford game is behind.
    pub fn for_game(&self, me: u32, them: u32) -> impl Fn(i32, i32) -> f32 + '_ {
        let after_crawford = me == 1 || them == 1;
        move |a, b| {
            if after_crawford {
                self.after_crawford(a, b)
            } else {
                self.chance(a, b)
            }
        }
    }

    /// The same after the Crawford game has been played (one side needs
    /// 1, the cube is back in play for the trailer).
    pub fn after_crawford(&self, me: i32, them: i32) -> f32 {
        let clamp = |v: i32| (v as usize).min(MatchTable::MAX);
        if me <= 0 {
            1.0
        } else if them <= 0 {
            0.0
        } else if me == 1 {
            1.0 - self.post[clamp(them)]
        } else if them == 1 {
            self.post[clamp(me)]
        } else {
            self.table[clamp(me)][clamp(them)]
        }
    }
}

/// Fills a table of match chances (`t[a][b]`: needing `a` against `b`)
/// from `from` points up, each game even and won singly or by mars.
/// `edge` gives the cells below `from` that the table does not hold;
/// needing 0 or less wins or loses the match.
fn even_games(
    n: usize,
    from: usize,
    single: f32,
    mars: f32,
    edge: impl Fn(usize, usize) -> Option<f32>,
) -> Vec<Vec<f32>> {
    let mut t = vec![vec![0.0f32; n]; n];
    for a in from..n {
        for b in from..n {
            let get = |t: &Vec<Vec<f32>>, a: isize, b: isize| {
                if a <= 0 {
                    1.0
                } else if b <= 0 {
                    0.0
                } else {
                    let (a, b) = (a as usize, b as usize);
                    edge(a, b).unwrap_or(t[a][b])
                }
            };
            let (ai, bi) = (a as isize, b as isize);
            // Each game is even; the side to win it moves first.
            t[a][b] = single * get(&t, ai - 1, bi)
                + mars * get(&t, ai - 2, bi)
                + single * get(&t, ai, bi - 1)
                + mars * get(&t, ai, bi - 2);
        }
    }
    t
}

impl Default for MatchTable {
    fn default() -> MatchTable {
        MatchTable::new(NARDY_MARS_RATE)
    }
}

/// Match play: the side to move's choices as match-winning chances, it
/// needing `me` points and the opponent `them`, the cube at `cube` and in
/// the middle or the side to move's, under `model`.
pub fn match_decision(
    p: Probabilities,
    me: u32,
    them: u32,
    cube: u32,
    holder: Holder,
    model: &CubeModel,
) -> CubeDecision {
    let dead = dead_cube(me, cube);
    let chance = model.table.for_game(me, them);
    let (me, them) = (me as i32, them as i32);
    // The match-winning chance of Janowski's equity with the cube at `v`,
    // held by `holder`.
    let at = |v: i32, holder: Holder| {
        let win = chance(me - v, them);
        let loss = chance(me, them - v);
        let swing = win - loss;
        if swing < 1e-6 {
            return loss;
        }
        // Points a mars adds to a single win (or loss), in single games.
        let mars_win = (chance(me - 2 * v, them) - win) / swing;
        let mars_loss = (loss - chance(me, them - 2 * v)) / swing;
        let (w, l) = win_loss_values(p, mars_win, mars_loss);
        let equity = janowski_with(p.win, w, l, holder, model.life);
        loss + (equity + 1.0) / 2.0 * swing
    };
    let v = cube as i32;
    CubeDecision {
        no_double: at(v, holder),
        double_take: at(2 * v, Holder::Opponent),
        double_pass: chance(me - v, them),
        dead,
    }
}

/// A double cannot change what the game scores for a side needing `me`
/// points with the cube at `cube`: the cube already counts a single win as
/// every point it needs, so a bigger cube could only raise what its losses
/// cost. No level doubles then, however weak: that is nonsense, not a
/// human's misjudgement (the weak levels once doubled to 64 in a match to 5).
fn dead_cube(me: u32, cube: u32) -> bool {
    cube >= me
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chances(win: f32, win_mars: f32, lose_mars: f32) -> Probabilities {
        Probabilities {
            win,
            win_mars,
            lose_mars,
        }
    }

    #[test]
    fn money_decisions_at_hand_checkable_chances() {
        // A sure race win with no mars: double, and the opponent passes.
        let sure = money_decision(
            chances(0.98, 0.0, 0.0),
            Holder::Centre,
            false,
            BACKGAMMON_CUBE_LIFE,
        );
        assert!(sure.should_double() && !sure.should_take(), "{sure:?}");
        // An even game: no double, and a double would be taken.
        let even = money_decision(
            chances(0.5, 0.1, 0.1),
            Holder::Centre,
            false,
            BACKGAMMON_CUBE_LIFE,
        );
        assert!(!even.should_double() && even.should_take(), "{even:?}");
        // Backgammon's textbook window without gammons: a take at 75%, a
        // pass well past it, a double from a little under 70%.
        assert!(money_decision(
            chances(0.74, 0.0, 0.0),
            Holder::Centre,
            false,
            BACKGAMMON_CUBE_LIFE
        )
        .should_take());
        assert!(!money_decision(
            chances(0.82, 0.0, 0.0),
            Holder::Centre,
            false,
            BACKGAMMON_CUBE_LIFE
        )
        .should_take());
        assert!(money_decision(
            chances(0.72, 0.0, 0.0),
            Holder::Centre,
            false,
            BACKGAMMON_CUBE_LIFE
        )
        .should_double());
        assert!(!money_decision(
            chances(0.6, 0.0, 0.0),
            Holder::Centre,
            false,
            BACKGAMMON_CUBE_LIFE
        )
        .should_double());
        // Too good: many mars chances and a pass coming — play on for them.
        let too_good = money_decision(
            chances(0.9, 0.6, 0.0),
            Holder::Me,
            false,
            BACKGAMMON_CUBE_LIFE,
        );
        assert!(
            !too_good.should_take() && !too_good.should_double(),
            "{too_good:?}"
        );
        // A beaver when the doubler is the underdog.
        assert!(money_decision(
            chances(0.4, 0.0, 0.0),
            Holder::Centre,
            false,
            BACKGAMMON_CUBE_LIFE
        )
        .should_beaver());
    }

    #[test]
    fn the_match_table_is_even_at_equal_scores_and_grows_with_the_lead() {
        let t = MatchTable::new(BACKGAMMON_MARS_RATE);
        for n in 1..=7 {
            assert!((t.chance(n, n) - 0.5).abs() < 1e-5, "{n}");
        }
        assert!(t.chance(1, 3) > t.chance(2, 3) && t.chance(2, 3) > t.chance(3, 3));
        // One point from a 1-point match each way: 50%; needing 1 against 2:
        // win this game (1/2), or lose it by oin and win the next (2/5 · 1/2).
        assert!((t.chance(1, 2) - 0.7).abs() < 1e-5, "{}", t.chance(1, 2));
    }

    #[test]
    fn the_match_table_plays_the_crawford_game_then_the_trailer_doubles() {
        for mars in [0.0, BACKGAMMON_MARS_RATE, 0.3] {
            let t = MatchTable::new(mars);
            for a in 1..=9 {
                for b in 1..=9 {
                    let (x, y) = (t.chance(a, b), t.chance(b, a));
                    assert!((x + y - 1.0).abs() < 1e-5, "{a}-{b} at {mars}: {x} + {y}");
                }
            }
            // After the Crawford game, needing 2 against 1 is one game: the
            // trailer doubles at once and the game decides the match.
            assert!((t.after_crawford(1, 2) - 0.5).abs() < 1e-6);
            // Before it, the leader needing 1 wins the Crawford game (no
            // cube) or, losing it by oin, still plays one even game.
            let crawford = 0.5 + (1.0 - mars) / 2.0 * 0.5;
            assert!((t.chance(1, 2) - crawford).abs() < 1e-6, "{mars}");
            // Needing 3 against 1 after the Crawford game: win two games in
            // a row at 2 points, or one by mars.
            let three = (1.0 - mars) / 2.0 * 0.5 + mars / 2.0;
            assert!((t.after_crawford(3, 1) - three).abs() < 1e-6, "{mars}");
        }
    }

    #[test]
    fn match_decisions_see_the_score() {
        let t = CubeModel::backgammon();
        // A sure win at 1-away each: the cube gains nothing, passing loses.
        let d = match_decision(chances(0.97, 0.0, 0.0), 2, 2, 1, Holder::Centre, t);
        assert!(d.should_double() && !d.should_take(), "{d:?}");
        // An even start at 3-away each: no double, and a double is taken.
        let d = match_decision(chances(0.55, 0.1, 0.1), 3, 3, 1, Holder::Centre, t);
        assert!(!d.should_double() && d.should_take(), "{d:?}");
        // Needing 1 point, the leader gains nothing by doubling, however
        // good its game.
        for win in [0.45, 0.7, 0.9] {
            let d = match_decision(chances(win, 0.1, 0.05), 1, 3, 1, Holder::Centre, t);
            assert!(!d.should_double(), "the leader at 1-away, {win}: {d:?}");
        }
    }
}
