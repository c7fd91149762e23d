//! Seeded random matches: the dice and choices a real match could have,
//! without the engine itself knowing about randomness.

use nardy_engine::{CubeRules, Dice, Game, Match, MatchLength, OpeningRule, Phase, Rules, Variant};
use rand::{Rng as _, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The tests' randomness: `rand`'s ChaCha8, seeded (the engine itself has
/// none; a test dependency only).
pub struct Rng(ChaCha8Rng);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(ChaCha8Rng::seed_from_u64(seed))
    }

    pub fn next(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in 0..n.
    pub fn below(&mut self, n: usize) -> usize {
        self.0.random_range(0..n)
    }

    pub fn die(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }

    pub fn dice(&mut self) -> Dice {
        Dice::new(self.die(), self.die()).expect("dice are 1..6")
    }
}

/// One of the 32 rule sets the record tests cover: match to 1 or 3,
/// either opening rule, koks on or off; the default game, classic,
/// nardegammon in a match (beaver on), or nardegammon for money (beaver
/// and Jacoby on).
pub fn rules_number(n: usize) -> Rules {
    let variant = match n >> 3 & 3 {
        0 => Variant::Long,
        1 => Variant::Classic,
        2 => Variant::Nardegammon(CubeRules {
            beaver: true,
            ..CubeRules::default()
        }),
        _ => Variant::Nardegammon(CubeRules {
            money: true,
            beaver: true,
            jacoby: true,
        }),
    };
    Rules {
        // Money play has no length; a record reads it back as the default.
        match_length: if variant.is_money() {
            MatchLength::DEFAULT
        } else {
            MatchLength::new(if n & 1 == 0 { 1 } else { 3 }).unwrap()
        },
        koks: n & 2 != 0,
        opening: if n & 4 == 0 {
            OpeningRule::RollAgain
        } else {
            OpeningRule::PlayOpeningDice
        },
        variant,
    }
}

/// Takes one action of a match: an opening roll, a roll, a whole random
/// legal turn, or the next game. False once the match is won.
pub fn act(m: &mut Match, rng: &mut Rng) -> bool {
    match m.game().phase() {
        Phase::Opening => {
            let (white, black) = (rng.die(), rng.die());
            m.game_mut().opening_roll(white, black).unwrap();
        }
        &Phase::Roll(side) => {
            // Now and then a double, where the cube allows one.
            if rng.below(6) > 0 || m.game_mut().double(side).is_err() {
                m.game_mut().roll(rng.dice()).unwrap();
            }
        }
        &Phase::Offered(by) => {
            let game = m.game_mut();
            let taker = by.opponent();
            match rng.below(5) {
                0 => drop(game.pass(taker).unwrap()),
                1 if game.beaver(taker).is_ok() => {}
                _ => drop(game.take(taker).unwrap()),
            }
        }
        Phase::Move(builder) => {
            let turns = builder.legal_turns();
            let turn = turns[rng.below(turns.len())].turn;
            m.game_mut().play_turn(&turn).unwrap();
        }
        Phase::Over(_) | Phase::Drawn => {
            if m.winner().is_some() {
                return false;
            }
            m.next_game().unwrap();
        }
    }
    true
}

/// Plays up to `turns` whole turns (with the rolls and games between them).
pub fn play_turns(m: &mut Match, rng: &mut Rng, turns: usize) {
    let mut played = 0;
    while played < turns {
        if matches!(m.game().phase(), Phase::Move(_)) {
            played += 1;
        }
        if !act(m, rng) {
            return;
        }
    }
}

/// Plays on until the current game is over.
pub fn finish_game(m: &mut Match, rng: &mut Rng) {
    while !m.game().is_over() {
        act(m, rng);
    }
}

/// Plays up to `steps` random steps of the turn in progress.
pub fn play_steps(game: &mut Game, rng: &mut Rng, steps: usize) {
    for _ in 0..steps {
        let legal = match game.turn_builder() {
            Some(builder) => builder.legal_steps(),
            None => return,
        };
        if legal.is_empty() {
            return;
        }
        game.step(legal[rng.below(legal.len())]).unwrap();
    }
}

/// Everything a record must carry over about a game, as text to compare.
pub fn describe_game(g: &Game) -> String {
    let phase = match g.phase() {
        Phase::Opening => "opening".to_string(),
        Phase::Roll(side) => format!("roll {side}"),
        Phase::Move(b) => format!(
            "move {} {:?} now {} complete {}",
            b.dice(),
            b.played(),
            b.position(),
            b.is_complete()
        ),
        Phase::Offered(by) => format!("offered by {by}"),
        Phase::Over(outcome) => format!("over {outcome:?}"),
        Phase::Drawn => "drawn".to_string(),
    };
    format!(
        "rules {:?}\ncube {} {:?} crawford {}\nresigned {:?}\nstart {} set up {}\nposition {}\nphase {phase}\nopenings {:?}\nhistory {:?}",
        g.rules(),
        g.cube(),
        g.cube_moves(),
        g.is_crawford(),
        g.resigned(),
        g.start(),
        g.is_set_up(),
        g.position(),
        g.openings(),
        g.history()
    )
}

/// The whole match state: rules, score, finished games and the current one.
pub fn describe_match(m: &Match) -> String {
    let mut text = format!(
        "rules {:?} score {:?} winner {:?}\n",
        m.rules(),
        m.score(),
        m.winner(),
    );
    for (i, g) in m.played_games().iter().enumerate() {
        text += &format!("played game {}:\n{}\n", i + 1, describe_game(g));
    }
    text + "current game:\n" + &describe_game(m.game())
}
