//! A small seeded random number generator (SplitMix64): reproducible dice
//! for self-play, benchmarks and matches on every platform.

use nardy_engine::Dice;

/// SplitMix64: tiny, fast and good enough for dice and sampling.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator whose whole sequence is fixed by `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The whole state: `Rng::new(rng.state())` goes on with the same sequence
    /// (a saved game keeps its dice).
    pub fn state(&self) -> u64 {
        self.state
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform integer in `0..n` (n > 0), without modulo bias.
    pub fn below(&mut self, n: u64) -> u64 {
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }

    /// A uniform float in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// One die, 1..=6.
    pub fn die(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }

    /// A roll of two dice.
    pub fn dice(&mut self) -> Dice {
        Dice::new(self.die(), self.die()).expect("dice are 1..=6")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_dice() {
        let a: Vec<Dice> = (0..50).scan(Rng::new(7), |r, _| Some(r.dice())).collect();
        let b: Vec<Dice> = (0..50).scan(Rng::new(7), |r, _| Some(r.dice())).collect();
        assert_eq!(a, b);
    }

    #[test]
    fn dice_are_roughly_uniform() {
        let mut r = Rng::new(1);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[r.die() as usize - 1] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }
}
