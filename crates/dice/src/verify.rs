//! Checking a record's dice against its games' commitments and seeds.

use crate::seed::{Commitment, GameSeed};
use crate::stream::DiceStream;
use nardy_engine::{Dice, DiceLines, Game, Match, OpeningRule, ParsedRecord};
use std::fmt;

/// What a game's dice lines prove.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiceCheck {
    /// The seed matches the commitment, and every roll is the seed's.
    Verified,
    /// No commitment: an older record, or reproducible dice (`?seed=`).
    NotVerifiable,
    /// Committed, but the game is not over, so the seed is still secret.
    NotRevealed,
    Failed(Mismatch),
}

/// Where a game's dice and its seed part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// The seed's SHA-256 is not the commitment.
    Commitment { expected: String, found: String },
    /// The `index`th opening roll (from 1) is not the seed's.
    Opening {
        index: usize,
        recorded: (u8, u8),
        derived: (u8, u8),
    },
    /// Turn `number` was rolled with other dice than the seed's.
    Turn {
        number: usize,
        recorded: Dice,
        derived: Dice,
    },
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mismatch::Commitment { expected, found } => write!(
                f,
                "the seed's SHA-256 is {found}, but the commitment is {expected}"
            ),
            Mismatch::Opening {
                index,
                recorded: (rw, rb),
                derived: (dw, db),
            } => write!(
                f,
                "opening roll {index} is recorded as {rw}-{rb}, but the seed rolls {dw}-{db}"
            ),
            Mismatch::Turn {
                number,
                recorded,
                derived,
            } => write!(
                f,
                "turn {number} is recorded with {recorded}, but the seed rolls {derived}"
            ),
        }
    }
}

/// Checks one game's rolls against its dice lines.
pub fn verify_game(game: &Game, lines: &DiceLines) -> DiceCheck {
    let Some(commitment) = lines
        .commitment
        .as_deref()
        .and_then(|c| Commitment::from_hex(c).ok())
    else {
        return DiceCheck::NotVerifiable;
    };
    let Some(seed) = lines
        .seed
        .as_deref()
        .and_then(|s| GameSeed::from_hex(s).ok())
    else {
        return DiceCheck::NotRevealed;
    };
    if seed.commitment() != commitment {
        return DiceCheck::Failed(Mismatch::Commitment {
            expected: commitment.to_hex(),
            found: seed.commitment().to_hex(),
        });
    }
    match replay_dice(game, &seed) {
        Ok(()) => DiceCheck::Verified,
        Err(m) => DiceCheck::Failed(m),
    }
}

/// Rolls the seed's dice in the game's order and compares each with the record.
fn replay_dice(game: &Game, seed: &GameSeed) -> Result<(), Mismatch> {
    let mut stream = DiceStream::new(seed);
    for (i, &recorded) in game.openings().iter().enumerate() {
        let derived = stream.opening();
        if derived != recorded {
            return Err(Mismatch::Opening {
                index: i + 1,
                recorded,
                derived,
            });
        }
    }
    let plays_opening_dice =
        game.rules().opening == OpeningRule::PlayOpeningDice && !game.openings().is_empty();
    // The turns played, then the roll of a turn in progress.
    let in_progress = game.turn_builder().map(|b| b.dice());
    let rolls = game.history().iter().map(|r| r.dice).chain(in_progress);
    for (i, recorded) in rolls.enumerate() {
        if i == 0 && plays_opening_dice {
            continue; // The opening dice, checked above.
        }
        let derived = stream.roll();
        if derived != recorded {
            return Err(Mismatch::Turn {
                number: i + 1,
                recorded,
                derived,
            });
        }
    }
    Ok(())
}

/// Checks every game of a record, in game order.
pub fn verify_record(record: &ParsedRecord) -> Vec<DiceCheck> {
    verify_match(&record.r#match, &record.dice)
}

/// Checks every game of `m` against its dice lines (`lines[i]` for game
/// `i + 1`; a game without lines is not verifiable).
pub fn verify_match(m: &Match, lines: &[DiceLines]) -> Vec<DiceCheck> {
    m.games()
        .enumerate()
        .map(|(i, game)| verify_game(game, &lines.get(i).cloned().unwrap_or_default()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_engine::{parse_record, write_record_with_dice, Phase, Rules};

    /// A one-game match played to its end with `seed`'s dice (first legal
    /// turn each time), and its dice lines.
    fn played(seed: &GameSeed, rules: Rules) -> (Match, DiceLines) {
        played_from(seed, Match::new(rules))
    }

    /// `m`'s first game played to its end with `seed`'s dice.
    fn played_from(seed: &GameSeed, mut m: Match) -> (Match, DiceLines) {
        let mut stream = DiceStream::new(seed);
        loop {
            let game = m.game_mut();
            match game.phase() {
                Phase::Opening => {
                    let (w, b) = stream.opening();
                    game.opening_roll(w, b).unwrap();
                }
                Phase::Roll(_) => game.roll(stream.roll()).unwrap(),
                Phase::Move(b) => {
                    let turn = b.legal_turns().first().map(|t| t.turn).unwrap_or_default();
                    game.play_turn(&turn).unwrap();
                }
                Phase::Over(_) | Phase::Drawn | Phase::Offered(_) => break,
            }
        }
        let lines = DiceLines {
            commitment: Some(seed.commitment().to_hex()),
            seed: Some(seed.to_hex()),
        };
        (m, lines)
    }

    fn check(text: &str) -> Vec<DiceCheck> {
        verify_record(&parse_record(text).unwrap())
    }

    #[test]
    fn a_game_rolled_from_its_seed_verifies_and_any_change_is_named() {
        for opening in OpeningRule::ALL {
            let rules = Rules {
                opening,
                ..Rules::default()
            };
            let seed = GameSeed::derived(3, 1);
            let (m, lines) = played(&seed, rules);
            let text = write_record_with_dice(&m, &[], std::slice::from_ref(&lines));
            assert_eq!(check(&text), [DiceCheck::Verified], "{opening:?}");

            // Another seed with the same commitment line: the hash gives it away.
            let other = GameSeed::derived(3, 2).to_hex();
            let forged = text.replace(&seed.to_hex(), &other);
            assert!(matches!(
                check(&forged)[..],
                [DiceCheck::Failed(Mismatch::Commitment { .. })]
            ));
            // Without the seed the dice are committed but not yet proven.
            let hidden = text.replace(&format!("Dice seed: {}\n", seed.to_hex()), "");
            assert_eq!(check(&hidden), [DiceCheck::NotRevealed]);
            let bare = hidden.replace(
                &format!("Dice commitment: {}\n", seed.commitment().to_hex()),
                "",
            );
            assert_eq!(check(&bare), [DiceCheck::NotVerifiable]);
        }
    }

    /// A game continued from a position has no opening roll: its first
    /// turn takes the stream's first roll.
    #[test]
    fn a_game_set_up_from_a_position_verifies_from_its_first_roll() {
        let seed = GameSeed::derived(5, 1);
        let position = "0,0,0,0,0,0,0,0,0,0,0,-15,1,0,0,0,0,0,0,0,0,0,0,14 b"
            .parse()
            .unwrap();
        let m = Match::from_position(Rules::default(), position).unwrap();
        let (m, lines) = played_from(&seed, m);
        let text = write_record_with_dice(&m, &[], std::slice::from_ref(&lines));
        assert!(text.contains("Position: 0,0,0"), "{text}");
        assert_eq!(check(&text), [DiceCheck::Verified]);
        // Had the verifier drawn an opening roll first, every roll would differ.
        assert_eq!(m.game().openings(), []);
    }

    #[test]
    fn a_changed_turn_roll_is_named_by_its_number() {
        let seed = GameSeed::derived(9, 1);
        let (m, lines) = played(&seed, Rules::default());
        let game = m.game();
        let original = game.history()[4].dice;
        let other = Dice::new(1, 1).unwrap();
        let other = if original == other {
            Dice::new(6, 5).unwrap()
        } else {
            other
        };
        // The same game up to turn 5, which is rolled with other dice.
        let mut g = Game::new(Rules::default());
        for &(w, b) in game.openings() {
            g.opening_roll(w, b).unwrap();
        }
        for r in &game.history()[..4] {
            g.roll(r.dice).unwrap();
            g.play_turn(&r.turn).unwrap();
        }
        g.roll(other).unwrap();
        assert_eq!(
            verify_game(&g, &lines),
            DiceCheck::Failed(Mismatch::Turn {
                number: 5,
                recorded: other,
                derived: original
            })
        );
    }
}
