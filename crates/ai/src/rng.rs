//! Seeded randomness that is not dice (dice come from `nardy-dice`): the
//! noise of the weaker levels, the random bot's pick, fresh network weights.
//! ChaCha20 from `rand_chacha`: value-stable across platforms and versions,
//! and far from the bottleneck of training (the network is; see the
//! weights README). It is the dice's generator type too: a second ChaCha
//! variant (ChaCha8) made the web app's wasm 4.3 KB larger for no gain.

use rand::SeedableRng;

/// The generator of the bots and of training.
pub type Rng = rand_chacha::ChaCha20Rng;

/// A generator whose whole sequence is fixed by `seed`.
pub fn seeded(seed: u64) -> Rng {
    Rng::seed_from_u64(seed)
}
