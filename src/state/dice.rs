//! The app's dice (see the `nardy-dice` crate): one stream per game, from a
//! fresh secret seed whose commitment goes into the record before the first
//! roll and whose value is revealed when the game ends — or, for a `?seed=`
//! address, from a seed anyone can derive, which proves nothing and so is
//! not committed. The computer has its own generator and never reads these.

use nardy_dice::{DiceStream, GameSeed};
use nardy_engine::{Dice, DiceLines};

/// Where a game's dice come from, and what the record says about them.
#[derive(Clone, Debug)]
pub struct DiceState {
    /// `Some(n)`: reproducible dice (`?seed=n`); `None`: secret seeds.
    series: Option<u64>,
    /// Games started so far, this one included (names a derived seed).
    games: u64,
    seed: GameSeed,
    stream: DiceStream,
    /// Each game of the match's commitment and revealed seed; the last is
    /// the current game's.
    lines: Vec<DiceLines>,
    /// Words of the stream read when each finished turn of the current game
    /// ended: a take-back rewinds the stream to one of them, so the dice
    /// still come in the stream's order and the record still verifies.
    turn_ends: Vec<u64>,
}

/// A game's seed: fresh and secret, or derived from the series. When the
/// system has no secure source (never expected in a browser), a derived one
/// stands in and is not committed.
fn seed_for(series: Option<u64>, game: u64) -> (GameSeed, bool) {
    match series {
        Some(n) => (GameSeed::derived(n, game as usize), false),
        None => match GameSeed::fresh() {
            Ok(seed) => (seed, true),
            Err(_) => (GameSeed::derived(game, game as usize), false),
        },
    }
}

/// What a saved game's dice bring back.
#[derive(Clone, Debug)]
pub struct SavedDice {
    pub series: Option<u64>,
    pub games: u64,
    /// The current game's seed and how far its stream has been read (in
    /// 32-bit words: a u64, whose formatting is far smaller in the wasm
    /// than the stream's own u128 and never too short for a game); `None`
    /// in saves from before verifiable dice (a fresh stream goes on).
    pub stream: Option<(GameSeed, u64)>,
    pub lines: Vec<DiceLines>,
    /// The stream's words read at the end of each finished turn of the
    /// current game (empty in saves from before take-backs: none possible).
    pub turn_ends: Vec<u64>,
}

impl DiceState {
    /// The dice of a new match's first game.
    pub fn new(series: Option<u64>) -> DiceState {
        let (seed, committed) = seed_for(series, 1);
        DiceState {
            series,
            games: 1,
            stream: DiceStream::new(&seed),
            seed,
            lines: vec![commitment(&seed, committed)],
            turn_ends: Vec::new(),
        }
    }

    /// Dice as a save left them.
    pub fn resumed(saved: SavedDice, games_in_match: usize) -> DiceState {
        let mut lines = saved.lines;
        lines.resize(games_in_match, DiceLines::default());
        let (seed, stream) = match saved.stream {
            Some((seed, words)) => (seed, DiceStream::resumed(&seed, u128::from(words))),
            None => {
                // The game so far was rolled by an older generator: the rest
                // of it cannot be proved.
                if let Some(last) = lines.last_mut() {
                    *last = DiceLines::default();
                }
                let (seed, _) = seed_for(saved.series, saved.games);
                (seed, DiceStream::new(&seed))
            }
        };
        DiceState {
            series: saved.series,
            games: saved.games.max(1),
            seed,
            stream,
            lines,
            turn_ends: saved.turn_ends,
        }
    }

    /// What a save keeps of the dice.
    pub fn saved(&self) -> SavedDice {
        SavedDice {
            series: self.series,
            games: self.games,
            stream: Some((self.seed, self.words_read())),
            lines: self.lines.clone(),
            turn_ends: self.turn_ends.clone(),
        }
    }

    fn words_read(&self) -> u64 {
        u64::try_from(self.stream.words_read()).unwrap_or(u64::MAX)
    }

    /// A turn of the current game ended (its `number`th, from 1).
    pub fn turn_ended(&mut self, number: usize) {
        // Only a complete list can be rewound; a save from before
        // take-backs starts one at its next game.
        if self.turn_ends.len() + 1 == number {
            self.turn_ends.push(self.words_read());
        }
    }

    /// Whether [`DiceState::rewind`] can take the game back to `kept` turns.
    pub fn can_rewind_to(&self, kept: usize) -> bool {
        kept < self.turn_ends.len()
    }

    /// The game went back to its first `kept` turns, the next one to be
    /// played again with the dice it had: the stream continues from where
    /// it stood after that turn's roll, which is where it stood when that
    /// turn ended (nothing is read between a roll and the turn's end).
    pub fn rewind(&mut self, kept: usize) {
        if let Some(&words) = self.turn_ends.get(kept) {
            self.stream = DiceStream::resumed(&self.seed, u128::from(words));
            self.turn_ends.truncate(kept);
        }
    }

    /// The next game of the match: a new seed, committed.
    pub fn next_game(&mut self) {
        self.games += 1;
        let (seed, committed) = seed_for(self.series, self.games);
        self.seed = seed;
        self.stream = DiceStream::new(&seed);
        self.lines.push(commitment(&seed, committed));
        self.turn_ends.clear();
    }

    /// A new match: its first game's dice, the old match's lines gone.
    pub fn new_match(&mut self) {
        self.lines.clear();
        self.next_game();
    }

    /// An imported match: its games' lines as recorded, and new dice for
    /// the rest of its current game, which the record's commitment cannot
    /// cover (its seed was another app's secret).
    pub fn imported(&mut self, mut lines: Vec<DiceLines>, games: usize, over: bool) {
        lines.resize(games, DiceLines::default());
        self.games += 1;
        let (seed, _) = seed_for(self.series, self.games);
        self.seed = seed;
        self.stream = DiceStream::new(&seed);
        self.turn_ends.clear();
        if !over {
            if let Some(current) = lines.last_mut() {
                *current = DiceLines::default();
            }
        }
        self.lines = lines;
    }

    /// The current game is over: its seed, if committed, is revealed.
    pub fn reveal(&mut self) {
        let seed = self.seed;
        if let Some(current) = self.lines.last_mut() {
            if current.commitment.is_some() {
                current.seed = Some(seed.to_hex());
            }
        }
    }

    pub fn opening(&mut self) -> (u8, u8) {
        self.stream.opening()
    }

    pub fn roll(&mut self) -> Dice {
        self.stream.roll()
    }

    /// Each game's dice lines, for the record.
    pub fn lines(&self) -> &[DiceLines] {
        &self.lines
    }

    /// `Some(n)` for reproducible dice (`?seed=n`).
    pub fn series(&self) -> Option<u64> {
        self.series
    }

    /// Skips `n` dice: the future changes, the past does not (tests of
    /// the computer's independence from the dice).
    #[cfg(test)]
    pub fn skip(&mut self, n: usize) {
        for _ in 0..n {
            self.stream.die();
        }
    }
}

fn commitment(seed: &GameSeed, committed: bool) -> DiceLines {
    DiceLines {
        commitment: committed.then(|| seed.commitment().to_hex()),
        seed: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secret_dice_are_committed_and_revealed_reproducible_ones_are_not() {
        let mut secret = DiceState::new(None);
        let c = secret.lines()[0].commitment.clone().expect("committed");
        assert_eq!(secret.lines()[0].seed, None);
        secret.reveal();
        let seed = GameSeed::from_hex(secret.lines()[0].seed.as_deref().unwrap()).unwrap();
        assert_eq!(seed.commitment().to_hex(), c);
        secret.next_game();
        assert_eq!(secret.lines().len(), 2);
        assert_ne!(secret.lines()[1].commitment.as_deref(), Some(c.as_str()));

        let mut a = DiceState::new(Some(5));
        let mut b = DiceState::new(Some(5));
        assert_eq!(a.lines()[0], DiceLines::default());
        for _ in 0..20 {
            assert_eq!(a.roll(), b.roll());
        }
        a.reveal();
        assert_eq!(a.lines()[0].seed, None, "nothing to reveal");
    }

    #[test]
    fn a_saved_stream_goes_on_with_the_same_dice() {
        let mut a = DiceState::new(None);
        for _ in 0..9 {
            a.roll();
        }
        let mut b = DiceState::resumed(a.saved(), 1);
        for _ in 0..30 {
            assert_eq!(a.roll(), b.roll());
        }
        assert_eq!(a.lines(), b.lines());
    }
}
