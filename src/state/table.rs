//! The game on the table: the match, its dice and what the status line
//! announces about them. Only this room changes them; every change goes
//! through the engine (`Match`, `Game`), which refuses what the rules do.

use super::dice::DiceState;
use super::events::Event;
use super::notice::Message;
use nardy_engine::{Match, ParsedRecord, Phase, Position, Record, Rules, SetUpError, Side, Step};
use nardy_protocol::CubeCall;

/// The match and its dice.
#[derive(Clone, Debug)]
pub struct Table {
    r#match: Match,
    /// Each game's stream, commitment and revealed seed.
    dice: DiceState,
    /// Turns taken back in this match (`Options::take_backs`).
    taken_back: u32,
    message: Option<Message>,
    /// The dice of the latest opening roll (White's, Black's).
    opening_dice: Option<(u8, u8)>,
}

/// A turn just finished: the `number`th of game `game` (both from 1).
pub struct Finished {
    pub game: usize,
    pub number: usize,
    pub record: Record,
    pub position: Position,
}

impl Table {
    pub fn new(rules: Rules, dice: DiceState) -> Table {
        Table {
            r#match: Match::new(rules),
            dice,
            taken_back: 0,
            message: None,
            opening_dice: None,
        }
    }

    /// A saved match goes on with its dice.
    pub fn resumed(r#match: Match, dice: DiceState, taken_back: u32) -> Table {
        Table {
            r#match,
            dice,
            taken_back,
            message: None,
            opening_dice: None,
        }
    }

    pub fn r#match(&self) -> &Match {
        &self.r#match
    }

    pub fn phase(&self) -> &Phase {
        self.r#match.game().phase()
    }

    pub fn dice(&self) -> &DiceState {
        &self.dice
    }

    pub fn taken_back(&self) -> u32 {
        self.taken_back
    }

    pub fn message(&self) -> Option<Message> {
        self.message
    }

    pub fn opening_dice(&self) -> Option<(u8, u8)> {
        self.opening_dice
    }

    /// The number of the game in progress, from 1.
    pub fn game_number(&self) -> usize {
        self.r#match.played_games().len() + 1
    }

    pub fn set_message(&mut self, message: Option<Message>) {
        self.message = message;
    }

    /// A game begins: nothing of the last one's announcements shows.
    pub fn clear_announcements(&mut self) {
        self.message = None;
        self.opening_dice = None;
    }

    /// The match, not begun, continues from `position` (a link's).
    pub fn set_up(&mut self, position: Position) -> Result<(), SetUpError> {
        self.r#match.set_up(position)
    }

    /// Each side rolls one die: (White's, Black's, the starter if not a tie).
    pub fn opening_roll(&mut self) -> Option<(u8, u8, Option<Side>)> {
        if !matches!(self.phase(), Phase::Opening) {
            return None;
        }
        let (white, black) = self.dice.opening();
        self.opening_dice = Some((white, black));
        let starter = self.r#match.game_mut().opening_roll(white, black).ok()?;
        Some((white, black, starter))
    }

    /// The side to roll rolls; whether it did.
    pub fn roll(&mut self) -> bool {
        if !matches!(self.phase(), Phase::Roll(_)) {
            return false;
        }
        let dice = self.dice.roll();
        self.r#match.game_mut().roll(dice).is_ok()
    }

    /// The side to roll has `dice` (a friend's, from its message).
    pub fn roll_these(&mut self, dice: nardy_engine::Dice) -> bool {
        matches!(self.phase(), Phase::Roll(_)) && self.r#match.game_mut().roll(dice).is_ok()
    }

    /// Plays `steps` for the mover, all or none.
    pub fn step(&mut self, steps: &[Step]) -> bool {
        let game = self.r#match.game_mut();
        for (i, &step) in steps.iter().enumerate() {
            if game.step(step).is_err() {
                for _ in 0..i {
                    let _ = game.undo();
                }
                return false;
            }
        }
        true
    }

    /// The last step of the turn in progress is taken back.
    pub fn undo(&mut self) -> Option<Step> {
        self.r#match.game_mut().undo().ok().flatten()
    }

    /// The computer's last turn and the person's before it are taken back,
    /// with their dice: the person rolls the same again.
    pub fn take_back(&mut self) -> bool {
        let history = self.r#match.game().history().len();
        let Some(kept) = history.checked_sub(2) else {
            return false;
        };
        if !self.dice.can_rewind_to(kept) || self.r#match.game_mut().take_back(2).is_err() {
            return false;
        }
        self.dice.rewind(kept);
        self.taken_back += 1;
        true
    }

    /// Ends the turn in progress.
    pub fn finish_turn(&mut self) -> Option<Finished> {
        self.r#match.game_mut().finish_turn().ok()?;
        let history = self.r#match.game().history();
        self.dice.turn_ended(history.len());
        let record = *history.last()?;
        Some(Finished {
            game: self.game_number(),
            number: history.len(),
            record,
            position: *self.r#match.game().position(),
        })
    }

    /// `side` gives the game up.
    pub fn resign(&mut self, side: Side) -> bool {
        self.r#match.game_mut().resign(side).is_ok()
    }

    /// `side` doubles, takes, passes or beavers: the cube's value after it.
    pub fn cube(&mut self, side: Side, call: CubeCall) -> Option<u32> {
        let game = self.r#match.game_mut();
        match call {
            CubeCall::Double => game.double(side).ok(),
            CubeCall::Take => game.take(side).ok().map(|c| c.value()),
            CubeCall::Beaver => game.beaver(side).ok().map(|c| c.value()),
            CubeCall::Pass => game.pass(side).ok().map(|o| o.cube),
            CubeCall::Roll => None,
        }
    }

    /// Once the game is over (won or drawn): its seed is revealed, and what
    /// ended is told.
    pub fn conclude(&mut self, game: usize) -> Vec<Event> {
        let g = self.r#match.game();
        if g.is_drawn() {
            self.dice.reveal();
            return vec![Event::Drawn { game }];
        }
        let Some(result) = self.r#match.scored() else {
            return Vec::new();
        };
        let resigned = g.resigned().is_some();
        self.dice.reveal();
        let score = self.r#match.score();
        let mut told = vec![Event::GameOver {
            game,
            result,
            score,
            resigned,
        }];
        if let Some(winner) = self.r#match.winner() {
            told.push(Event::MatchOver { winner, score });
        }
        told
    }

    /// The match's next game begins.
    pub fn next_game(&mut self) -> bool {
        if self.r#match.next_game().is_err() {
            return false;
        }
        self.dice.next_game();
        true
    }

    /// `m` becomes the match in progress, with fresh dice.
    pub fn start(&mut self, m: Match) {
        self.dice.new_match();
        self.replace(m);
    }

    /// A record's match becomes the match in progress, with its dice lines.
    pub fn import(&mut self, parsed: ParsedRecord) {
        let games = parsed.r#match.played_games().len() + 1;
        let over = parsed.r#match.game().is_over();
        self.dice.imported(parsed.dice, games, over);
        self.replace(parsed.r#match);
    }

    fn replace(&mut self, m: Match) {
        self.r#match = m;
        self.taken_back = 0;
    }

    /// Undoes the steps of a turn in progress (the computer's: its plan is
    /// not saved, so it chooses the turn again from its start).
    pub fn undo_turn_in_progress(&mut self) -> Vec<Step> {
        let mut undone = Vec::new();
        while let Some(step) = self.undo() {
            undone.push(step);
        }
        undone
    }
}

/// Test-only ways to set up a table that no sequence of actions reaches
/// quickly (a position given by hand, dice read ahead).
#[cfg(test)]
impl Table {
    pub fn with_game(&mut self, game: nardy_engine::Game) {
        *self.r#match.game_mut() = game;
    }

    pub fn roll_by_hand(&mut self, dice: nardy_engine::Dice) {
        assert!(self.roll_these(dice), "the side to roll rolls");
    }

    pub fn skip_dice(&mut self, n: usize) {
        self.dice.skip(n);
    }
}
