//! The error-rate benchmark: decisions from self-play across the game's
//! phases, each labelled once by rollouts of its best candidates (kept as
//! data, crates/ai/bench/), and each level's error rate against them: the
//! mean equity its choice gives up against the rollout-best candidate.

use crate::analysis::Analyser;
use crate::bot::Bot;
use crate::eval::Evaluator;
use crate::features::is_race;
use crate::network::Network;
use crate::player::{Level, NetPlayer};
use crate::rollout::{rollout_results, RolloutConfig};
use crate::search::MAX_DEPTH;
use nardy_dice::{DiceStream, GameSeed};
use nardy_engine::{Dice, MoveGen, Position, RelPoint, Turn};
use rand::Rng as _;
use std::sync::Arc;

/// Where in a game a decision is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The first four turns of each side.
    Opening,
    /// Two or more of the mover's checkers still on its head.
    Head,
    /// Contact in the middle game: blocks and primes.
    Blocking,
    /// No contact left, not all home yet.
    Race,
    /// All the mover's checkers home.
    BearOff,
}

impl Stage {
    pub const ALL: [Stage; 5] = [
        Stage::Opening,
        Stage::Head,
        Stage::Blocking,
        Stage::Race,
        Stage::BearOff,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Stage::Opening => "opening",
            Stage::Head => "head",
            Stage::Blocking => "blocking",
            Stage::Race => "race",
            Stage::BearOff => "bear-off",
        }
    }

    pub fn parse(code: &str) -> Option<Stage> {
        Stage::ALL.into_iter().find(|s| s.code() == code)
    }

    /// The stage of `position` at the game's `turn`-th turn (from 0).
    pub fn of(position: &Position, turn: usize) -> Stage {
        let mover = position.side_to_move();
        let own = position.relative_counts(mover);
        let opponent = position.relative_counts(mover.opponent());
        if turn < 8 {
            Stage::Opening
        } else if own[6..].iter().all(|&n| n == 0) {
            Stage::BearOff
        } else if is_race(&own, &opponent) {
            Stage::Race
        } else if position.checkers_relative(mover, RelPoint::HEAD) >= 2 {
            Stage::Head
        } else {
            Stage::Blocking
        }
    }
}

/// One candidate with its rollout.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Label {
    pub turn: Turn,
    pub result: Position,
    /// The mover's rollout equity after this turn.
    pub equity: f64,
    pub std_error: f64,
    /// The mover's 2-ply equity (the measure for turns outside the labels).
    pub two_ply: f32,
}

/// A decision and its labelled candidates, best rollout first.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    pub position: Position,
    pub dice: Dice,
    pub stage: Stage,
    pub labels: Vec<Label>,
}

impl Decision {
    /// One tab-separated line: position, dice, stage, then per candidate
    /// `turn|result|equity|standard error|2-ply equity`.
    pub fn to_line(&self) -> String {
        let labels: Vec<String> = self
            .labels
            .iter()
            .map(|l| {
                format!(
                    "{}|{}|{:.5}|{:.5}|{:.5}",
                    l.turn, l.result, l.equity, l.std_error, l.two_ply
                )
            })
            .collect();
        format!(
            "{}\t{}\t{}\t{}",
            self.position,
            self.dice,
            self.stage.code(),
            labels.join(";")
        )
    }

    /// Reads [`Decision::to_line`].
    pub fn parse(line: &str) -> Result<Decision, String> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [position, dice, stage, labels] = fields[..] else {
            return Err(format!(
                "expected 4 tab-separated fields, found {}",
                fields.len()
            ));
        };
        let label = |text: &str| -> Result<Label, String> {
            let parts: Vec<&str> = text.split('|').collect();
            let [turn, result, equity, std_error, two_ply] = parts[..] else {
                return Err(format!("a candidate has 5 fields: '{text}'"));
            };
            let number = |t: &str| t.parse::<f64>().map_err(|e| format!("'{t}': {e}"));
            Ok(Label {
                turn: turn.parse().map_err(|e| format!("'{turn}': {e}"))?,
                result: result.parse().map_err(|e| format!("'{result}': {e}"))?,
                equity: number(equity)?,
                std_error: number(std_error)?,
                two_ply: number(two_ply)? as f32,
            })
        };
        let labels = labels
            .split(';')
            .map(label)
            .collect::<Result<Vec<_>, _>>()?;
        if labels.len() < 2 {
            return Err("a decision needs at least two candidates".into());
        }
        Ok(Decision {
            position: position.parse().map_err(|e| format!("'{position}': {e}"))?,
            dice: dice.parse().map_err(|e| format!("'{dice}': {e}"))?,
            stage: Stage::parse(stage).ok_or_else(|| format!("unknown stage '{stage}'"))?,
            labels,
        })
    }
}

/// `per_stage` decisions that matter for each stage, from self-play games
/// of the `advanced` level seeded from `seed`: at most one per stage from
/// each game, chosen at random among its decisions of that stage. A
/// decision matters when its candidates' 0-ply equities differ by 0.01 or
/// more (a game already decided, or a roll whose results are all alike,
/// has nothing to teach).
pub fn sample(net: &Arc<Network>, per_stage: usize, seed: u64) -> Vec<(Position, Dice, Stage)> {
    let mut player = NetPlayer::at_level_with(Level(3), Evaluator::new(net.clone()), seed);
    let mut analyser = Analyser::new(Evaluator::new(net.clone()));
    let mut pick = crate::rng::seeded(seed);
    let mut gen = MoveGen::new();
    let mut chosen: Vec<(Position, Dice, Stage)> = Vec::new();
    for game in 0.. {
        let full = Stage::ALL
            .iter()
            .all(|s| chosen.iter().filter(|c| c.2 == *s).count() >= per_stage);
        if full || game > 100 * per_stage {
            break;
        }
        let mut stream = DiceStream::new(&GameSeed::derived(seed, game));
        let mut p = Position::start();
        let mut seen: Vec<(Position, Dice, Stage)> = Vec::new();
        for turn in 0.. {
            if p.is_game_over() {
                break;
            }
            let dice = stream.roll();
            let turns = gen.generate(&p, dice).expect("game not over").to_vec();
            if turns.len() > 1 {
                let ranked = analyser.rank(&turns, 0);
                if ranked[ranked.len() - 1].loss >= 0.01 {
                    seen.push((p, dice, Stage::of(&p, turn)));
                }
            }
            p = turns[player.choose(&p, dice, &turns)].result;
        }
        for stage in Stage::ALL {
            if chosen.iter().filter(|c| c.2 == stage).count() >= per_stage {
                continue;
            }
            let of_stage: Vec<_> = seen.iter().filter(|s| s.2 == stage).collect();
            if !of_stage.is_empty() {
                chosen.push(*of_stage[pick.random_range(0..of_stage.len())]);
            }
        }
    }
    chosen
}

/// Labels one decision: its best `candidates` at 2-ply, and the 0-ply and
/// 1-ply bests if they are not among them, each rolled out (truncated at
/// the race, the same dice for every candidate).
pub fn label(
    net: &Arc<Network>,
    position: &Position,
    dice: Dice,
    stage: Stage,
    candidates: usize,
    rollout: RolloutConfig,
) -> Decision {
    let mut analyser = Analyser::new(Evaluator::new(net.clone()));
    let deep = analyser
        .analyse(position, dice, MAX_DEPTH)
        .expect("game not over");
    let mut kept: Vec<_> = deep.iter().take(candidates).copied().collect();
    for depth in [0, 1] {
        let best = analyser
            .analyse(position, dice, depth)
            .expect("game not over")[0];
        if !kept.iter().any(|c| c.result == best.result) {
            kept.push(
                *deep
                    .iter()
                    .find(|c| c.result == best.result)
                    .expect("same results"),
            );
        }
    }
    let results: Vec<Position> = kept.iter().map(|c| c.result).collect();
    let rolled = rollout_results(net, &results, rollout);
    let mut labels: Vec<Label> = kept
        .iter()
        .zip(&rolled)
        .map(|(c, r)| Label {
            turn: c.turn,
            result: c.result,
            equity: r.equity,
            std_error: r.std_error,
            two_ply: analyser.search().after_move(&c.result, MAX_DEPTH).equity(),
        })
        .collect();
    labels.sort_by(|a, b| b.equity.total_cmp(&a.equity));
    Decision {
        position: *position,
        dice,
        stage,
        labels,
    }
}

/// A level's score over the benchmark.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Score {
    pub decisions: u32,
    /// Summed equity given up against the rollout-best candidate.
    pub total_error: f64,
    /// Decisions where the level chose the rollout-best candidate.
    pub agreements: u32,
}

impl Score {
    /// Mean equity given up per decision.
    pub fn error_rate(&self) -> f64 {
        self.total_error / self.decisions.max(1) as f64
    }

    /// Adds another part of the benchmark (a stage) to this score.
    pub fn add(&mut self, part: Score) {
        self.decisions += part.decisions;
        self.total_error += part.total_error;
        self.agreements += part.agreements;
    }

    /// The share of decisions where the level chose the rollout-best.
    pub fn agreement(&self) -> f64 {
        self.agreements as f64 / self.decisions.max(1) as f64
    }
}

/// What choosing `result` in `d` gives up against its rollout-best. A turn
/// outside the labels is charged the worst label's loss plus what it gives
/// up against that label at 2-ply (`analyser` judges it).
pub fn error_of(d: &Decision, result: &Position, analyser: &mut Analyser) -> f64 {
    let best = d.labels[0].equity;
    if let Some(l) = d.labels.iter().find(|l| l.result == *result) {
        return best - l.equity;
    }
    let worst = d.labels.last().expect("two labels at least");
    let two_ply = analyser.search().after_move(result, MAX_DEPTH).equity();
    best - worst.equity + f64::from((worst.two_ply - two_ply).max(0.0))
}

/// Scores `bot` over `decisions`.
pub fn score(bot: &mut dyn Bot, decisions: &[Decision], analyser: &mut Analyser) -> Score {
    let mut gen = MoveGen::new();
    let mut s = Score::default();
    for d in decisions {
        let turns = gen
            .generate(&d.position, d.dice)
            .expect("labelled decisions are playable")
            .to_vec();
        let chosen = turns[bot.choose(&d.position, d.dice, &turns)].result;
        s.decisions += 1;
        s.total_error += error_of(d, &chosen, analyser);
        s.agreements += (chosen == d.labels[0].result) as u32;
    }
    s
}

#[cfg(all(test, feature = "embedded-weights"))]
mod tests {
    use super::*;

    #[test]
    fn stages_follow_the_game() {
        let start = Position::start();
        assert_eq!(Stage::of(&start, 0), Stage::Opening);
        assert_eq!(Stage::of(&start, 8), Stage::Head);
        let home: Position = "1,2,2,2,3,5,0,0,0,0,0,0,-3,-3,-3,-2,-2,-2,0,0,0,0,0,0 w"
            .parse()
            .unwrap();
        assert_eq!(Stage::of(&home, 30), Stage::BearOff);
        let race: Position = "1,2,2,2,3,4,1,0,0,0,0,0,-3,-3,-3,-2,-2,-2,0,0,0,0,0,0 w"
            .parse()
            .unwrap();
        assert_eq!(Stage::of(&race, 30), Stage::Race);
        let contact: Position = "2,3,1,1,1,-7,0,1,0,1,0,-2,-2,-2,-2,0,0,2,0,1,0,1,0,1 w"
            .parse()
            .unwrap();
        assert_eq!(Stage::of(&contact, 30), Stage::Blocking);
        for s in Stage::ALL {
            assert_eq!(Stage::parse(s.code()), Some(s));
        }
    }

    #[test]
    fn a_labelled_decision_reads_back_and_charges_each_choice() {
        let net = crate::eval::embedded_network();
        let position: Position = "2,3,1,1,1,-7,0,1,0,1,0,-2,-2,-2,-2,0,0,2,0,1,0,1,0,1 w"
            .parse()
            .unwrap();
        let dice: Dice = "6-4".parse().unwrap();
        let rollout = RolloutConfig {
            games: 24,
            seed: 3,
            threads: 1,
            truncate: true,
        };
        let d = label(&net, &position, dice, Stage::Blocking, 2, rollout);
        assert!(d.labels.len() >= 2);
        assert!(d.labels.windows(2).all(|w| w[0].equity >= w[1].equity));
        let line = d.to_line();
        let back = Decision::parse(&line).unwrap();
        assert_eq!(back.to_line(), line);
        assert_eq!(
            (back.position, back.dice, back.stage),
            (position, dice, Stage::Blocking)
        );

        let mut analyser = Analyser::new(Evaluator::new(net));
        assert_eq!(error_of(&back, &back.labels[0].result, &mut analyser), 0.0);
        let second = error_of(&back, &back.labels[1].result, &mut analyser);
        assert!((second - (back.labels[0].equity - back.labels[1].equity)).abs() < 1e-12);
        // A turn nobody labelled costs at least the worst label's loss.
        let all = position.legal_turns(dice).unwrap();
        let other = all
            .iter()
            .find(|t| back.labels.iter().all(|l| l.result != t.result))
            .unwrap();
        let worst = back.labels[0].equity - back.labels.last().unwrap().equity;
        assert!(error_of(&back, &other.result, &mut analyser) >= worst);

        for bad in ["", "a\tb\tc", &line.replace("blocking", "middle")] {
            assert!(Decision::parse(bad).is_err(), "{bad}");
        }
    }
}
