//! Seeded randomness that is not dice (dice come from `nardy-dice`): the
//! noise of the weaker levels, the random bot's pick, fresh network weights.
//! ChaCha8 from `rand_chacha`: value-stable across platforms and versions,
//! and far from the bottleneck of training (the network is; see the
//! weights README).

use rand::SeedableRng;

/// The generator of the bots and of training.
pub type Rng = rand_chacha::ChaCha8Rng;

/// A generator whose whole sequence is fixed by `seed`.
pub fn seeded(seed: u64) -> Rng {
    Rng::seed_from_u64(seed)
}
