//! Position evaluation with the network, and the embedded trained weights;
//! exact figures instead once the game is over or both sides are all home.

use crate::classic::{classic_race_probabilities, classic_terminal};
use crate::features::{encode, Features};
use crate::network::{Network, Probabilities};
use crate::race::race_probabilities;
use crate::terminal::terminal;
use nardy_engine::{Position, Side};
use std::sync::Arc;

/// The trained weights shipped inside the binary (see `weights/README.md`
/// for the command, seed and game count that produced them).
#[cfg(feature = "embedded-weights")]
const EMBEDDED: &[u8] = include_bytes!("../weights/nardy.bin");

/// The embedded network, decoded once and shared.
#[cfg(feature = "embedded-weights")]
pub fn embedded_network() -> Arc<Network> {
    static NET: std::sync::OnceLock<Arc<Network>> = std::sync::OnceLock::new();
    NET.get_or_init(|| Arc::new(Network::from_bytes(EMBEDDED).expect("embedded weights are valid")))
        .clone()
}

/// Evaluates positions with one network, reusing its buffers.
#[derive(Clone)]
pub struct Evaluator {
    net: Arc<Network>,
    features: Features,
    hidden: Vec<f32>,
    /// Classic: the game's first mover, so that the equalising turn and
    /// the draw are counted where they can be exactly (`classic.rs`).
    first_mover: Option<Side>,
}

impl Evaluator {
    pub fn new(net: Arc<Network>) -> Evaluator {
        Evaluator {
            hidden: vec![0.0; net.hidden()],
            net,
            features: Features::default(),
            first_mover: None,
        }
    }

    /// Judges a classic game whose first mover is `first` (RULES.md §8.1);
    /// `None`: a game without the equalising turn.
    pub fn set_first_mover(&mut self, first: Option<Side>) {
        self.first_mover = first;
    }

    pub fn first_mover(&self) -> Option<Side> {
        self.first_mover
    }

    /// The evaluator with the embedded weights.
    #[cfg(feature = "embedded-weights")]
    pub fn embedded() -> Evaluator {
        Evaluator::new(embedded_network())
    }

    pub fn network(&self) -> &Network {
        &self.net
    }

    /// Chances of the side to move in `position`: exact once the game is
    /// over or both sides are bearing off (the bear-off database), and in
    /// classic's equalising turn.
    pub fn probabilities(&mut self, position: &Position) -> Probabilities {
        let exact = match self.first_mover {
            Some(first) => classic_terminal(position, first)
                .or_else(|| classic_race_probabilities(position, first)),
            None => terminal(position).or_else(|| race_probabilities(position)),
        };
        if let Some(exact) = exact {
            return exact;
        }
        encode(position, &mut self.features);
        self.net.evaluate_with(&self.features, &mut self.hidden)
    }

    /// Chances of the side that has just moved into `result`.
    pub fn after_move(&mut self, result: &Position) -> Probabilities {
        self.probabilities(result).flip()
    }
}
