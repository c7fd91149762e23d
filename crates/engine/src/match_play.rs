//! A match: games until a side reaches the match length, or money play's
//! running score (RULES.md §4, §8).

use crate::game::{Game, GameAction, GameError};
use crate::position::Position;
use crate::rules::Rules;
use crate::score::{Outcome, Scored};
use crate::setup::SetUpError;
use crate::side::Side;

/// A match to `rules.match_length` points (or, in nardegammon's money
/// play, games without end); the winner of a game starts the next, and
/// after a draw the next begins with an opening roll.
#[derive(Clone, Debug)]
pub struct Match {
    rules: Rules,
    banked: [u32; 2],
    game: Game,
    /// The finished games themselves, so a match record can be written whole.
    played: Vec<Game>,
}

impl Match {
    pub fn new(rules: Rules) -> Match {
        let mut m = Match {
            rules,
            banked: [0; 2],
            game: Game::new(rules),
            played: Vec::new(),
        };
        m.mark_crawford();
        m
    }

    /// A match whose first game `side` starts without an opening roll
    /// (bot duels on duplicate dice).
    pub fn started_by(rules: Rules, side: Side) -> Match {
        let mut m = Match::new(rules);
        m.game = Game::started_by(rules, side);
        m.mark_crawford();
        m
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// A match whose first game continues from `position`, its side to move
    /// rolling first: a position set up by hand, or a reviewed one played on.
    pub fn from_position(rules: Rules, position: Position) -> Result<Match, SetUpError> {
        let mut m = Match::new(rules);
        m.set_up(position)?;
        Ok(m)
    }

    /// The current game, not begun yet, continues from `position` instead.
    /// Refused once the game has begun, and for a position whose game is
    /// already over (a side has borne off all 15).
    pub fn set_up(&mut self, position: Position) -> Result<(), SetUpError> {
        if !self.game.untouched() {
            return Err(SetUpError::Begun);
        }
        if let Some(outcome) = position.outcome(self.rules.koks) {
            return Err(SetUpError::Over(outcome));
        }
        self.game = Game::from_position(self.rules, position);
        self.mark_crawford();
        Ok(())
    }

    /// The game being played (or just finished).
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }

    /// The games finished before the current one, oldest first.
    pub fn played_games(&self) -> &[Game] {
        &self.played
    }

    /// Every game of the match in order, the current one last.
    pub fn games(&self) -> impl Iterator<Item = &Game> {
        self.played.iter().chain(std::iter::once(&self.game))
    }

    /// Money play: no match length, a running score.
    pub fn is_money(&self) -> bool {
        self.rules.variant.is_money()
    }

    /// Points of White and Black, counting the current game once it is
    /// over. In a nardegammon match a side's score stops at the match
    /// length: a cube worth more than it needs scores only what it needs
    /// (RULES.md §8.2; the default game keeps its plain sums).
    pub fn score(&self) -> [u32; 2] {
        let mut score = self.banked;
        if let Some(s) = self.scored() {
            score[s.outcome.winner.index()] += s.points;
        }
        score
    }

    /// What the current game scored, once it is over (not after a draw).
    pub fn scored(&self) -> Option<Scored> {
        self.game.outcome().map(|o| self.scoring(o))
    }

    /// What the current game would score if it ended in `outcome` (a
    /// resignation weighed, say).
    pub fn scoring(&self, outcome: Outcome) -> Scored {
        self.capped(self.banked, outcome)
    }

    /// What each game of the match scored, in order, the current one last:
    /// `None` for a game not over or drawn.
    pub fn scored_games(&self) -> Vec<Option<Scored>> {
        let mut banked = [0; 2];
        self.games()
            .map(|game| {
                let scored = game.outcome().map(|o| self.capped(banked, o));
                if let Some(s) = scored {
                    banked[s.outcome.winner.index()] += s.points;
                }
                scored
            })
            .collect()
    }

    /// `outcome` scored on top of `banked`: in a cube match, or a match of
    /// hachapuri's count scoring (RULES.md §8.4), no more than the winner
    /// still needed.
    fn capped(&self, banked: [u32; 2], outcome: Outcome) -> Scored {
        let mut scored = Scored::whole(outcome);
        let capped = self.rules.variant.cube().is_some() || self.rules.variant.counts();
        if capped && !self.is_money() {
            let needed = self
                .rules
                .match_length
                .get()
                .saturating_sub(banked[outcome.winner.index()]);
            scored.points = scored.points.min(needed);
        }
        scored
    }

    /// The side that reached the match length, if any (never in money play).
    pub fn winner(&self) -> Option<Side> {
        if self.is_money() {
            return None;
        }
        let score = self.score();
        Side::BOTH
            .into_iter()
            .find(|s| score[s.index()] >= self.rules.match_length.get())
    }

    /// Starts the next game once the current one is over: its winner rolls
    /// first; after a draw both roll to start (RULES.md §8.1).
    pub fn next_game(&mut self) -> Result<(), GameError> {
        if self.winner().is_some() {
            return Err(GameError::MatchOver);
        }
        if !self.game.is_over() {
            return Err(self.game.wrong(GameAction::NextGame));
        }
        self.banked = self.score();
        let next = match self.game.outcome() {
            Some(outcome) => Game::started_by(self.rules, outcome.winner),
            None => Game::new(self.rules),
        };
        self.played.push(std::mem::replace(&mut self.game, next));
        self.mark_crawford();
        Ok(())
    }

    /// Match play with the cube: the first game after either side reaches
    /// match length − 1 is the Crawford game, played without the cube;
    /// later games use it again (RULES.md §8.2).
    fn mark_crawford(&mut self) {
        let cube_match = self.rules.variant.cube().is_some() && !self.is_money();
        let at_last_point = self
            .banked
            .iter()
            .any(|&s| s + 1 == self.rules.match_length.get());
        let crawford_played = self.played.iter().any(Game::is_crawford);
        self.game
            .set_crawford(cube_match && at_last_point && !crawford_played);
    }
}
