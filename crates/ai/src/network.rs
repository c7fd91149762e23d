//! A small multilayer perceptron: sparse inputs → sigmoid hidden layer →
//! three sigmoid outputs (win, win by mars, lose by mars), hand-written so
//! it is fast in WebAssembly and needs no dependency.

use crate::features::{Features, INPUTS, SIDE_INPUTS};
use rand::Rng as _;

/// Outputs of the network.
pub const OUTPUTS: usize = 3;

/// Chances from the point of view of the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Probabilities {
    /// The side to move wins.
    pub win: f32,
    /// It wins by mars (2 points); never above `win`.
    pub win_mars: f32,
    /// It loses by mars; never above `1 - win`.
    pub lose_mars: f32,
}

impl Probabilities {
    fn from_raw(o: [f32; OUTPUTS]) -> Probabilities {
        let win = o[0];
        Probabilities {
            win,
            win_mars: o[1].min(win),
            lose_mars: o[2].min(1.0 - win),
        }
    }

    fn raw(self) -> [f32; OUTPUTS] {
        [self.win, self.win_mars, self.lose_mars]
    }

    /// Expected points for the side to move (−2..=2).
    pub fn equity(self) -> f32 {
        self.win + self.win_mars - (1.0 - self.win) - self.lose_mars
    }

    /// The same chances seen by the other side.
    pub fn flip(self) -> Probabilities {
        Probabilities {
            win: 1.0 - self.win,
            win_mars: self.lose_mars,
            lose_mars: self.win_mars,
        }
    }

    /// `a·self + b·other`, component-wise.
    pub fn blend(self, a: f32, other: Probabilities, b: f32) -> Probabilities {
        Probabilities {
            win: a * self.win + b * other.win,
            win_mars: a * self.win_mars + b * other.win_mars,
            lose_mars: a * self.lose_mars + b * other.lose_mars,
        }
    }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The weights. The first layer is stored one row per input so that a
/// forward pass only touches the rows of the inputs that are non-zero.
#[derive(Clone, Debug, PartialEq)]
pub struct Network {
    hidden: usize,
    w1: Vec<f32>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: Vec<f32>,
}

/// Why a weights file was rejected.
#[derive(Debug, PartialEq, Eq)]
pub struct WeightsError(pub String);

impl std::fmt::Display for WeightsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "bad weights file: {}", self.0)
    }
}

const MAGIC: &[u8; 4] = b"NRDY";
/// How the weights are stored (the second header word).
const EXACT: u32 = 0;
/// 16-bit integers with one scale per tensor (older embedded weights).
const COMPACT_I16: u32 = 1;
/// The input weights as 8-bit integers with one scale per block of
/// [`BLOCK`] values; the other tensors exact.
const COMPACT_I8: u32 = 2;
/// Values per scale in the 8-bit storage.
pub const BLOCK: usize = 128;

impl Network {
    /// Small random weights, fixed by `seed`.
    pub fn random(hidden: usize, seed: u64) -> Network {
        let mut rng = crate::rng::seeded(seed);
        let mut uniform = |n: usize, scale: f32| -> Vec<f32> {
            (0..n)
                .map(|_| (rng.random::<f32>() * 2.0 - 1.0) * scale)
                .collect()
        };
        Network {
            hidden,
            w1: uniform(INPUTS * hidden, 0.1),
            b1: vec![0.0; hidden],
            w2: uniform(hidden * OUTPUTS, 0.1),
            b2: vec![0.0; OUTPUTS],
        }
    }

    /// The same network with `hidden` units (when it has fewer): the new
    /// units get small random input weights and no say in the outputs, so
    /// it evaluates exactly as before until training puts them to use.
    pub fn grown(&self, hidden: usize, seed: u64) -> Network {
        if hidden <= self.hidden {
            return self.clone();
        }
        let (old, mut net) = (self.hidden, Network::random(hidden, seed));
        for i in 0..INPUTS {
            net.w1[i * hidden..i * hidden + old].copy_from_slice(&self.w1[i * old..(i + 1) * old]);
        }
        net.b1[..old].copy_from_slice(&self.b1);
        net.w2[..old * OUTPUTS].copy_from_slice(&self.w2);
        net.w2[old * OUTPUTS..].fill(0.0);
        net.b2.copy_from_slice(&self.b2);
        net
    }

    /// Hidden units.
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// Hidden activations for `features` into `act`.
    fn hidden_layer(&self, features: &Features, act: &mut [f32]) {
        act.copy_from_slice(&self.b1);
        for (i, x) in features.iter() {
            let row = &self.w1[i * self.hidden..(i + 1) * self.hidden];
            if x == 1.0 {
                act.iter_mut().zip(row).for_each(|(a, w)| *a += w);
            } else {
                act.iter_mut().zip(row).for_each(|(a, w)| *a += x * w);
            }
        }
        act.iter_mut().for_each(|a| *a = sigmoid(*a));
    }

    fn output_layer(&self, act: &[f32]) -> [f32; OUTPUTS] {
        let mut out = [0.0; OUTPUTS];
        for (k, o) in out.iter_mut().enumerate() {
            let mut sum = self.b2[k];
            for (j, a) in act.iter().enumerate() {
                sum += a * self.w2[j * OUTPUTS + k];
            }
            *o = sigmoid(sum);
        }
        out
    }

    /// The chances of the side to move in the encoded position.
    pub fn evaluate(&self, features: &Features) -> Probabilities {
        self.evaluate_with(features, &mut vec![0.0; self.hidden])
    }

    /// [`Network::evaluate`] with the caller's buffer of `hidden()` values:
    /// a search evaluates tens of thousands of positions per decision.
    pub fn evaluate_with(&self, features: &Features, act: &mut [f32]) -> Probabilities {
        self.hidden_layer(features, act);
        Probabilities::from_raw(self.output_layer(act))
    }

    /// One gradient step on the squared error towards `target`.
    pub fn learn(&mut self, features: &Features, target: Probabilities, rate: f32) {
        let mut act = vec![0.0; self.hidden];
        self.hidden_layer(features, &mut act);
        let out = self.output_layer(&act);
        let target = target.raw();
        let delta_out: [f32; OUTPUTS] =
            std::array::from_fn(|k| (out[k] - target[k]) * out[k] * (1.0 - out[k]));
        let mut delta_hidden = vec![0.0f32; self.hidden];
        for (j, a) in act.iter().enumerate() {
            let w2_row = &mut self.w2[j * OUTPUTS..(j + 1) * OUTPUTS];
            let back: f32 = w2_row.iter().zip(&delta_out).map(|(w, d)| w * d).sum();
            delta_hidden[j] = back * a * (1.0 - a);
            w2_row
                .iter_mut()
                .zip(&delta_out)
                .for_each(|(w, d)| *w -= rate * d * a);
        }
        self.b2
            .iter_mut()
            .zip(&delta_out)
            .for_each(|(b, d)| *b -= rate * d);
        for (i, x) in features.iter() {
            let row = &mut self.w1[i * self.hidden..(i + 1) * self.hidden];
            row.iter_mut()
                .zip(&delta_hidden)
                .for_each(|(w, d)| *w -= rate * x * d);
        }
        self.b1
            .iter_mut()
            .zip(&delta_hidden)
            .for_each(|(b, d)| *b -= rate * d);
    }

    /// Element-wise mean of several networks of the same shape.
    pub fn average(nets: &[Network]) -> Network {
        let mut mean = nets[0].clone();
        let n = nets.len() as f32;
        for t in 0..4 {
            let len = mean.tensor(t).len();
            *mean.tensor_mut(t) = (0..len)
                .map(|i| nets.iter().map(|net| net.tensor(t)[i]).sum::<f32>() / n)
                .collect();
        }
        mean
    }

    fn tensor(&self, t: usize) -> &Vec<f32> {
        match t {
            0 => &self.w1,
            1 => &self.b1,
            2 => &self.w2,
            _ => &self.b2,
        }
    }

    fn tensor_mut(&mut self, t: usize) -> &mut Vec<f32> {
        match t {
            0 => &mut self.w1,
            1 => &mut self.b1,
            2 => &mut self.w2,
            _ => &mut self.b2,
        }
    }

    /// Serialises the weights. `compact` stores the input weights (all but
    /// about 500 of them) as 8-bit integers in blocks of [`BLOCK`] values,
    /// each block with its own scale, and the rest exactly: about a quarter
    /// of the size, as the embedded weights are much of the web download.
    /// Otherwise every weight is an exact `f32` (training checkpoints).
    pub fn to_bytes(&self, compact: bool) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        for v in [
            1u32,
            if compact { COMPACT_I8 } else { EXACT },
            INPUTS as u32,
            self.hidden as u32,
            OUTPUTS as u32,
        ] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        for t in 0..4 {
            let values = self.tensor(t);
            if compact && t == 0 {
                for block in values.chunks(BLOCK) {
                    let max = block.iter().fold(0f32, |m, v| m.max(v.abs())).max(1e-12);
                    let scale = max / f32::from(i8::MAX);
                    out.extend_from_slice(&scale.to_le_bytes());
                    out.extend(block.iter().map(|v| (v / scale).round() as i8 as u8));
                }
            } else {
                for v in values {
                    out.extend_from_slice(&v.to_le_bytes());
                }
            }
        }
        out
    }

    /// Reads weights and the number of inputs they were written for.
    fn parse(bytes: &[u8]) -> Result<(usize, Network), WeightsError> {
        let mut at = 0usize;
        let mut take = |n: usize| -> Result<&[u8], WeightsError> {
            let s = bytes
                .get(at..at + n)
                .ok_or_else(|| WeightsError(format!("truncated at byte {at}")))?;
            at += n;
            Ok(s)
        };
        if take(4)? != MAGIC {
            return Err(WeightsError("not a nardy network (magic)".into()));
        }
        let mut word = || -> Result<u32, WeightsError> {
            Ok(u32::from_le_bytes(take(4)?.try_into().expect("4 bytes")))
        };
        let (version, compact, inputs, hidden, outputs) =
            (word()?, word()?, word()?, word()?, word()?);
        if version != 1 || outputs as usize != OUTPUTS || inputs as usize > INPUTS {
            return Err(WeightsError(format!(
                "version {version} with {inputs} inputs and {outputs} outputs; expected version 1, {INPUTS} and {OUTPUTS}"
            )));
        }
        let inputs = inputs as usize;
        let hidden = hidden as usize;
        if hidden == 0 || hidden > 4096 {
            return Err(WeightsError(format!("{hidden} hidden units")));
        }
        let sizes = [inputs * hidden, hidden, hidden * OUTPUTS, OUTPUTS];
        let mut tensors: Vec<Vec<f32>> = Vec::new();
        for (t, n) in sizes.into_iter().enumerate() {
            let values = match compact {
                EXACT => take(4 * n)?
                    .chunks_exact(4)
                    .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect(),
                COMPACT_I16 => {
                    let scale = f32::from_le_bytes(take(4)?.try_into().expect("4 bytes"));
                    take(2 * n)?
                        .chunks_exact(2)
                        .map(|c| i16::from_le_bytes([c[0], c[1]]) as f32 * scale)
                        .collect()
                }
                COMPACT_I8 if t > 0 => take(4 * n)?
                    .chunks_exact(4)
                    .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect(),
                COMPACT_I8 => {
                    let mut values = Vec::with_capacity(n);
                    while values.len() < n {
                        let len = BLOCK.min(n - values.len());
                        let scale = f32::from_le_bytes(take(4)?.try_into().expect("4 bytes"));
                        values.extend(take(len)?.iter().map(|&b| f32::from(b as i8) * scale));
                    }
                    values
                }
                other => return Err(WeightsError(format!("unknown storage kind {other}"))),
            };
            tensors.push(values);
        }
        if at != bytes.len() {
            return Err(WeightsError(format!("{} bytes too many", bytes.len() - at)));
        }
        let b2 = tensors.pop().expect("four tensors");
        let w2 = tensors.pop().expect("four tensors");
        let b1 = tensors.pop().expect("four tensors");
        let w1 = tensors.pop().expect("four tensors");
        Ok((
            inputs,
            Network {
                hidden,
                w1,
                b1,
                w2,
                b2,
            },
        ))
    }

    /// Reads weights written by [`Network::to_bytes`] for today's inputs.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, WeightsError> {
        match Network::parse(bytes)? {
            (INPUTS, net) => Ok(net),
            (inputs, _) => Err(WeightsError(format!(
                "{inputs} inputs; expected {INPUTS} (weights of an older input layout: \
                 `nardy train --resume` grows them)"
            ))),
        }
    }

    /// Reads weights of today's inputs or of an older layout that had fewer
    /// inputs per side (each side's new inputs are appended after its old
    /// ones): the new inputs get zero weights, so the network evaluates
    /// exactly as before until training teaches it to use them.
    pub fn from_bytes_growing(bytes: &[u8]) -> Result<Network, WeightsError> {
        let (inputs, mut net) = Network::parse(bytes)?;
        if inputs == INPUTS {
            return Ok(net);
        }
        let old_side = inputs.saturating_sub(1) / 2;
        if inputs % 2 == 0 || old_side == 0 || old_side > SIDE_INPUTS {
            return Err(WeightsError(format!(
                "{inputs} inputs cannot grow to {INPUTS}"
            )));
        }
        let h = net.hidden;
        let mut w1 = vec![0.0; INPUTS * h];
        for old in 0..inputs {
            let (side, within) = (old / old_side, old % old_side);
            let new = side * SIDE_INPUTS + within;
            w1[new * h..(new + 1) * h].copy_from_slice(&net.w1[old * h..(old + 1) * h]);
        }
        net.w1 = w1;
        Ok(net)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::encode;
    use nardy_engine::Position;

    #[test]
    fn bytes_round_trip_exactly_and_compactly() {
        let net = Network::random(16, 3);
        assert_eq!(Network::from_bytes(&net.to_bytes(false)).unwrap(), net);
        let compact = Network::from_bytes(&net.to_bytes(true)).unwrap();
        let mut f = Features::default();
        encode(&Position::start(), &mut f);
        let (a, b) = (net.evaluate(&f), compact.evaluate(&f));
        assert!((a.win - b.win).abs() < 1e-3, "{a:?} {b:?}");
    }

    #[test]
    fn bad_weights_are_rejected_with_a_reason() {
        let bytes = Network::random(8, 1).to_bytes(true);
        assert!(Network::from_bytes(&bytes[..10])
            .unwrap_err()
            .0
            .contains("truncated"));
        assert!(Network::from_bytes(b"XXXX")
            .unwrap_err()
            .0
            .contains("magic"));
        let mut long = bytes.clone();
        long.push(0);
        assert!(Network::from_bytes(&long)
            .unwrap_err()
            .0
            .contains("too many"));
    }

    #[test]
    fn weights_of_fewer_inputs_per_side_grow_without_changing_an_evaluation() {
        let added = 4;
        let old_side = SIDE_INPUTS - added;
        let mut net = Network::random(8, 9);
        // The net as the older layout saw it: the added rows are zero.
        let mut old_rows = Vec::new();
        for i in 0..INPUTS {
            let row = &mut net.w1[i * 8..(i + 1) * 8];
            if i < 2 * SIDE_INPUTS && i % SIDE_INPUTS >= old_side {
                row.fill(0.0);
            } else {
                old_rows.extend_from_slice(row);
            }
        }
        let mut old = net.to_bytes(false);
        let old_inputs = (2 * old_side + 1) as u32;
        old[12..16].copy_from_slice(&old_inputs.to_le_bytes());
        let w1_end = 24 + 4 * INPUTS * 8;
        old.splice(24..w1_end, old_rows.iter().flat_map(|v| v.to_le_bytes()));
        assert!(Network::from_bytes(&old).unwrap_err().0.contains("older"));
        assert_eq!(Network::from_bytes_growing(&old).unwrap(), net);
        // A layout with no inputs per side cannot grow (an error, no panic).
        let mut one = Network::random(8, 9).to_bytes(false);
        one[12..16].copy_from_slice(&1u32.to_le_bytes());
        one.truncate(24 + 4 * 8);
        one.extend(vec![0u8; 4 * (8 + 8 * OUTPUTS + OUTPUTS)]);
        assert!(Network::from_bytes_growing(&one)
            .unwrap_err()
            .0
            .contains("cannot grow"));
    }

    #[test]
    fn a_grown_hidden_layer_evaluates_as_before() {
        let net = Network::random(8, 4);
        let grown = net.grown(12, 5);
        assert_eq!(grown.hidden(), 12);
        let mut f = Features::default();
        encode(&Position::start(), &mut f);
        assert_eq!(net.evaluate(&f), grown.evaluate(&f));
        assert_eq!(net.grown(8, 5), net);
    }

    #[test]
    fn learning_moves_the_output_towards_the_target() {
        let mut net = Network::random(16, 5);
        let mut f = Features::default();
        encode(&Position::start(), &mut f);
        let target = Probabilities {
            win: 0.9,
            win_mars: 0.3,
            lose_mars: 0.0,
        };
        let before = net.evaluate(&f);
        for _ in 0..200 {
            net.learn(&f, target, 0.5);
        }
        let after = net.evaluate(&f);
        assert!((after.win - 0.9).abs() < (before.win - 0.9).abs());
        assert!((after.win - 0.9).abs() < 0.05, "{after:?}");
    }

    #[test]
    fn flip_is_an_involution_and_negates_equity() {
        let p = Probabilities {
            win: 0.7,
            win_mars: 0.2,
            lose_mars: 0.05,
        };
        assert_eq!(p.flip().flip(), p);
        assert!((p.equity() + p.flip().equity()).abs() < 1e-6);
    }
}
