//! The exact one-sided bear-off database: for every way of holding at most
//! 15 checkers on the six home points, the distribution of the number of
//! rolls needed to bear them all off (under the play that minimises the
//! expected number), and, for a side that has borne off nothing yet, the
//! distribution of the rolls needed to bear off its first checker (what a
//! mars depends on).
//!
//! Once both sides have all their checkers home, neither can meet the
//! other again: a step lands only on the mover's own home points, which the
//! opponent has left for good, and a block there traps nobody (every
//! opponent checker is already past it). Each side's bear-off is then a
//! game of solitaire. That solitaire has C(21, 6) = 54,264 positions; it is
//! solved once, by dynamic programming, when first needed (see
//! [`Bearoff::get`] and docs/figures.md for the time).

use nardy_engine::Dice;
use std::sync::OnceLock;

/// Home points: relative 1..=6.
pub const HOME: usize = 6;
/// One-sided positions: at most 15 checkers on 6 points, C(21, 6).
pub const POSITIONS: usize = 54_264;
/// Room for every roll count, 0..=31. The longest bear-off under the
/// chosen play takes 30 rolls (1-2 every time from 14 on the 6-point and
/// one on the 4-point); a longer one would fail generation (an index out of
/// bounds), not pass unnoticed.
pub const MAX_ROLLS: usize = 32;

/// Checkers on the home points, index 0 = relative point 1.
pub type Home = [u8; HOME];

/// C(n, k) for n ≤ 21, k ≤ 6.
const fn binomials() -> [[u32; HOME + 1]; 22] {
    let mut c = [[0u32; HOME + 1]; 22];
    let mut n = 0;
    while n < 22 {
        c[n][0] = 1;
        let mut k = 1;
        while k <= HOME && k <= n {
            c[n][k] = c[n - 1][k - 1] + if k < n { c[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    c
}
const C: [[u32; HOME + 1]; 22] = binomials();

/// The dense index of `home` (combinatorial number system). Bars are placed
/// counting from the 6-point down, so that every move — a checker stepping
/// down or off — lowers the index: successors always come earlier, so the
/// table is filled in index order without sorting by pip count.
/// Index 0 is the empty board.
pub fn index(home: &Home) -> usize {
    packed_index(pack(home))
}

/// [`index`] of a packed home. The hot loops here are plain `while`s:
/// the web build optimises for size and would not inline a range iterator.
#[inline(always)]
fn packed_index(packed: Packed) -> usize {
    let mut rank = 0;
    let mut sum = 0usize;
    let mut k = 1;
    while k <= HOME {
        sum += ((packed >> (4 * (HOME - k))) & 0xF) as usize;
        rank += C[sum + k - 1][k] as usize;
        k += 1;
    }
    rank
}

/// The first index of a home holding all 15 checkers: the last bar at its
/// highest place. Those homes are the last C(20, 5) indices.
const FULL: usize = C[20][6] as usize;

/// The position of a dense index (the inverse of [`index`]).
pub fn home(mut rank: usize) -> Home {
    let mut sums = [0usize; HOME + 1];
    for k in (1..=HOME).rev() {
        let mut bar = k - 1;
        while bar + 1 < C.len() && C[bar + 1][k] as usize <= rank {
            bar += 1;
        }
        rank -= C[bar][k] as usize;
        sums[k] = bar + 1 - k;
    }
    let mut home = [0; HOME];
    for k in 1..=HOME {
        home[HOME - k] = (sums[k] - sums[k - 1]) as u8;
    }
    home
}

/// A home packed 4 bits per point (point 1 in the low nibble): the move
/// generator's working form, cheap to step, compare and deduplicate.
type Packed = u32;

fn pack(home: &Home) -> Packed {
    home.iter()
        .rev()
        .fold(0, |acc, &n| (acc << 4) | n as Packed)
}

fn unpack(packed: Packed) -> Home {
    std::array::from_fn(|i| ((packed >> (4 * i)) & 0xF) as u8)
}

/// Every result of one step of `die` (RULES.md §3): a checker moves down
/// inside the home, or off by the exact number, or off from the highest
/// point with a larger die. With all checkers home some step is always
/// possible, so the rule "play as many dice as possible" never bites.
#[inline(always)]
fn steps(packed: Packed, die: u32, mut visit: impl FnMut(Packed)) {
    let highest = (32 - packed.leading_zeros()).div_ceil(4);
    let mut from = 1;
    while from <= highest {
        if (packed >> (4 * (from - 1))) & 0xF != 0 {
            let off = packed - (1 << (4 * (from - 1)));
            if from > die {
                visit(off + (1 << (4 * (from - die - 1))));
            } else if from == die || from == highest {
                visit(off);
            }
        }
        from += 1;
    }
}

/// Reusable buffers for the results of a roll.
#[derive(Default)]
pub(crate) struct Successors {
    level: Vec<Packed>,
    next: Vec<Packed>,
}

impl Successors {
    /// Every home `dice` can lead to from `packed` (not empty), some maybe
    /// more than once (harmless to a minimum; a double's partial turns are
    /// merged, or they would multiply). The turn ends when the last checker
    /// leaves (RULES.md §4).
    pub(crate) fn of(&mut self, packed: Packed, dice: Dice) -> &[Packed] {
        let (high, low) = (dice.high() as u32, dice.low() as u32);
        let out = &mut self.level;
        out.clear();
        if dice.is_double() {
            out.push(packed);
            for step in 0..4 {
                let next = &mut self.next;
                next.clear();
                for &p in out.iter() {
                    if p == 0 {
                        next.push(0);
                    } else {
                        steps(p, high, |q| next.push(q));
                    }
                }
                if step < 3 {
                    next.sort_unstable();
                    next.dedup();
                }
                std::mem::swap(out, next);
            }
        } else {
            for (first, second) in [(high, low), (low, high)] {
                steps(packed, first, |p| {
                    if p == 0 {
                        out.push(0);
                    } else {
                        steps(p, second, |q| out.push(q));
                    }
                });
            }
        }
        out
    }
}

/// The distinct homes `dice` can lead to from `home` (not empty), sorted.
pub fn successors(home: &Home, dice: Dice) -> Vec<Home> {
    let mut out: Vec<Home> = Successors::default()
        .of(pack(home), dice)
        .iter()
        .map(|&p| unpack(p))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Distributions stored without their leading and trailing zeros:
/// entry `i` covers roll counts `lo[i] ..` with `values[start[i]..start[i + 1]]`.
/// Built in `f64`, kept in `f32`.
#[derive(Clone, Debug)]
struct Table<T> {
    start: Vec<u32>,
    lo: Vec<u8>,
    values: Vec<T>,
}

impl<T: Copy> Table<T> {
    fn new() -> Table<T> {
        Table {
            start: vec![0],
            lo: Vec::new(),
            values: Vec::new(),
        }
    }

    fn push(&mut self, dist: &[f64; MAX_ROLLS], convert: impl Fn(f64) -> T) {
        let first = dist.iter().position(|&p| p > 0.0).unwrap_or(0);
        let last = dist.iter().rposition(|&p| p > 0.0).map_or(first, |l| l + 1);
        self.lo.push(first as u8);
        self.values
            .extend(dist[first..last].iter().map(|&p| convert(p)));
        self.start.push(self.values.len() as u32);
    }

    /// Entry `i`: its first roll count and its values from there.
    fn slice(&self, i: usize) -> (usize, &[T]) {
        let values = &self.values[self.start[i] as usize..self.start[i + 1] as usize];
        (self.lo[i] as usize, values)
    }

    fn map<U>(self, convert: impl Fn(T) -> U) -> Table<U> {
        Table {
            start: self.start,
            lo: self.lo,
            values: self.values.into_iter().map(convert).collect(),
        }
    }
}

impl Table<f32> {
    fn get(&self, i: usize) -> Distribution {
        let mut out = [0.0; MAX_ROLLS];
        let (lo, values) = self.slice(i);
        out[lo..lo + values.len()].copy_from_slice(values);
        Distribution(out)
    }

    fn bytes(&self) -> usize {
        self.start.len() * 4 + self.lo.len() + self.values.len() * 4
    }
}

/// `to[lo + 1 + n] += w · from[n]`: one more roll on top of a successor's
/// distribution.
#[inline(always)]
fn add_shifted(to: &mut [f64; MAX_ROLLS], w: f64, (lo, from): (usize, &[f64])) {
    let mut n = 0;
    while n < from.len() {
        to[lo + 1 + n] += w * from[n];
        n += 1;
    }
}

/// P(n rolls), n = 0..MAX_ROLLS.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Distribution(pub [f32; MAX_ROLLS]);

impl Distribution {
    /// The expected number of rolls.
    pub fn mean(&self) -> f32 {
        self.0.iter().enumerate().map(|(n, p)| n as f32 * p).sum()
    }

    /// P(at least `n` rolls).
    pub fn at_least(&self, n: usize) -> f32 {
        self.0.get(n..).map_or(0.0, |tail| tail.iter().sum())
    }

    /// P(at least `n` rolls) for every n = 0..=MAX_ROLLS.
    pub fn tails(&self) -> [f32; MAX_ROLLS + 1] {
        let mut tails = [0.0; MAX_ROLLS + 1];
        for n in (0..MAX_ROLLS).rev() {
            tails[n] = tails[n + 1] + self.0[n];
        }
        tails
    }
}

/// The dynamic programme: expected rolls and their distribution per
/// position, for bearing off everything and (homes holding all 15 only) a
/// first checker, filled in index order.
struct Solver {
    rolls: Vec<(Dice, f64)>,
    mean: Vec<f64>,
    first_mean: Vec<f64>,
    all_off: Table<f64>,
    first_off: Table<f64>,
    successors: Successors,
    next: Vec<usize>,
}

impl Solver {
    fn new() -> Solver {
        let mut all_off = Table::new();
        let mut done = [0.0; MAX_ROLLS];
        done[0] = 1.0;
        all_off.push(&done, f64::from);
        Solver {
            rolls: Dice::all().map(|d| (d, d.weight() as f64 / 36.0)).collect(),
            mean: vec![0.0; POSITIONS],
            first_mean: vec![0.0; POSITIONS - FULL],
            all_off,
            first_off: Table::new(),
            successors: Successors::default(),
            next: Vec::new(),
        }
    }

    /// Solves position `i`, every lower index being solved. A function of
    /// its own so that a browser's WebAssembly engine, which optimises a
    /// function after it has been called often, runs most of the work in
    /// optimised code (one long call would stay in the baseline code).
    #[inline(never)]
    fn solve(&mut self, i: usize) {
        let packed = pack(&home(i));
        let full = i >= FULL;
        let (mean, first_mean) = (&self.mean, &self.first_mean);
        let mut d = [0.0f64; MAX_ROLLS];
        let mut fd = [0.0f64; MAX_ROLLS];
        let (mut e, mut fe) = (1.0, 1.0);
        for &(dice, w) in &self.rolls {
            let next = &mut self.next;
            next.clear();
            next.extend(
                self.successors
                    .of(packed, dice)
                    .iter()
                    .map(|&p| packed_index(p)),
            );
            let best = *next
                .iter()
                .min_by(|&&a, &&b| mean[a].total_cmp(&mean[b]))
                .expect("a roll always has a result");
            debug_assert!(best < i, "a move lowers the index");
            e += w * mean[best];
            add_shifted(&mut d, w, self.all_off.slice(best));
            if !full {
                continue;
            }
            if next.iter().any(|&j| j < FULL) {
                // The best play bears a checker off at once.
                fd[1] += w;
            } else {
                let best = *next
                    .iter()
                    .min_by(|&&a, &&b| first_mean[a - FULL].total_cmp(&first_mean[b - FULL]))
                    .expect("a roll always has a result");
                fe += w * first_mean[best - FULL];
                add_shifted(&mut fd, w, self.first_off.slice(best - FULL));
            }
        }
        self.mean[i] = e;
        self.all_off.push(&d, f64::from);
        if full {
            self.first_mean[i - FULL] = fe;
            self.first_off.push(&fd, f64::from);
        }
    }
}

/// The database (see the module's comment).
#[derive(Clone, Debug)]
pub struct Bearoff {
    all_off: Table<f32>,
    /// Only for homes holding all 15 checkers (index − [`FULL`]): the
    /// others have borne one off already.
    first_off: Table<f32>,
}

impl Bearoff {
    /// The database, generated on first use and shared.
    pub fn get() -> &'static Bearoff {
        static DB: OnceLock<Bearoff> = OnceLock::new();
        DB.get_or_init(Bearoff::generate)
    }

    /// Solves every position (half a second natively, see docs/figures.md).
    pub fn generate() -> Bearoff {
        let mut solver = Solver::new();
        for i in 1..POSITIONS {
            solver.solve(i);
        }
        Bearoff {
            all_off: solver.all_off.map(|p| p as f32),
            first_off: solver.first_off.map(|p| p as f32),
        }
    }

    /// The distribution of rolls to bear off every checker of `home`.
    pub fn all_off(&self, home: &Home) -> Distribution {
        self.all_off.get(index(home))
    }

    /// The distribution of rolls to bear off a first checker, for a home
    /// holding all 15 checkers; `None` once one is off.
    pub fn first_off(&self, home: &Home) -> Option<Distribution> {
        let i = index(home);
        (i >= FULL).then(|| self.first_off.get(i - FULL))
    }

    /// Memory the tables take, in bytes.
    pub fn bytes(&self) -> usize {
        self.all_off.bytes() + self.first_off.bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_is_a_bijection() {
        assert_eq!(C[21][6] as usize, POSITIONS);
        for i in 0..POSITIONS {
            let h = home(i);
            assert!(h.iter().map(|&n| n as u32).sum::<u32>() <= 15);
            assert_eq!(index(&h), i);
            assert_eq!(unpack(pack(&h)), h);
        }
        assert_eq!(home(0), [0; 6]);
        assert_eq!(index(&[1, 0, 0, 0, 0, 0]), 1);
        assert_eq!(index(&[15, 0, 0, 0, 0, 0]), C[20][6] as usize);
        assert_eq!(index(&[0, 0, 0, 0, 0, 15]), POSITIONS - 1);
        assert_eq!(index(&[0, 0, 0, 0, 0, 15]) - FULL, C[20][5] as usize - 1);
        assert_eq!(home(FULL), [15, 0, 0, 0, 0, 0]);
        assert_eq!(home(FULL - 1).iter().sum::<u8>(), 14);
    }

    fn after(h: Home, a: u8, b: u8) -> Vec<Home> {
        successors(&h, Dice::new(a, b).unwrap())
    }

    #[test]
    fn larger_die_bears_off_from_the_highest_point_only() {
        // 6-5 with checkers on 3 and 2: each die takes the highest off.
        assert_eq!(after([0, 1, 1, 0, 0, 0], 6, 5), vec![[0; 6]]);
        // 4-1 on 3 and 2: 4 takes the 3 off then 2/1, or 3/2 then the 4
        // takes a 2 off, or 2/1 then the 4 takes the 3 off.
        assert_eq!(
            after([0, 1, 1, 0, 0, 0], 4, 1),
            vec![[0, 1, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0]]
        );
    }
}
