//! Game and match state machines (RULES.md §4, §5). Dice come from outside.

use crate::builder::TurnBuilder;
use crate::dice::Dice;
use crate::error::{GameAction, GameError, MoveError, SetUpError};
use crate::position::Position;
use crate::rules::MatchLength;
use crate::score::Outcome;
use crate::side::Side;
use crate::turn::{Step, Turn};

/// How the first turn of a game is rolled (RULES.md §5).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum OpeningRule {
    /// The starter rolls both dice afresh for its first turn (default).
    #[default]
    RollAgain,
    /// The starter plays the two opening dice as its first roll.
    PlayOpeningDice,
}

/// The rule options of a match.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rules {
    /// Points needed to win the match.
    pub match_length: MatchLength,
    /// Home mars scores 3.
    pub koks: bool,
    pub opening: OpeningRule,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            match_length: MatchLength::DEFAULT,
            koks: false,
            opening: OpeningRule::RollAgain,
        }
    }
}

/// Where a game stands.
#[derive(Clone, Debug)]
pub enum Phase {
    /// Each side rolls one die to decide who starts.
    Opening,
    /// `Side` must roll both dice.
    Roll(Side),
    /// The side to move is playing its roll, step by step.
    Move(TurnBuilder),
    /// Someone has borne off all 15.
    Over(Outcome),
}

/// Which phase a game is in, without the phase's data: what errors name and
/// what a board reports (`data-phase`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PhaseKind {
    Opening,
    Roll,
    Move,
    Over,
}

impl PhaseKind {
    /// The phase in one word: `opening`, `roll`, `move`, `over`.
    pub fn code(self) -> &'static str {
        match self {
            PhaseKind::Opening => "opening",
            PhaseKind::Roll => "roll",
            PhaseKind::Move => "move",
            PhaseKind::Over => "over",
        }
    }
}

impl Phase {
    /// Which phase this is.
    pub fn kind(&self) -> PhaseKind {
        match self {
            Phase::Opening => PhaseKind::Opening,
            Phase::Roll(_) => PhaseKind::Roll,
            Phase::Move(_) => PhaseKind::Move,
            Phase::Over(_) => PhaseKind::Over,
        }
    }
}

/// One turn of the game's history.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Record {
    pub side: Side,
    pub dice: Dice,
    pub turn: Turn,
}

/// One game: position, phase and history.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    /// The position the first turn was played from (a review replays from it).
    start: Position,
    position: Position,
    phase: Phase,
    history: Vec<Record>,
    /// Every opening roll made, ties included, as (White's die, Black's die):
    /// a game record replays them to reach the same starter and first dice.
    openings: Vec<(u8, u8)>,
    /// The game continues from a position given to it (set up by hand, or a
    /// reviewed one played on), not from the start: its record says so.
    set_up: bool,
    /// The side that gave the game up, if one did.
    resigned: Option<Side>,
}

impl Game {
    /// A new game that begins with the opening roll.
    pub fn new(rules: Rules) -> Game {
        Game {
            rules,
            start: Position::start(),
            position: Position::start(),
            phase: Phase::Opening,
            history: Vec::new(),
            openings: Vec::new(),
            set_up: false,
            resigned: None,
        }
    }

    /// A new game that `starter` opens by rolling (a match's later games).
    pub fn started_by(rules: Rules, starter: Side) -> Game {
        Game {
            rules,
            start: Position::start_with(starter),
            position: Position::start_with(starter),
            phase: Phase::Roll(starter),
            history: Vec::new(),
            openings: Vec::new(),
            set_up: false,
            resigned: None,
        }
    }

    /// A game continuing from `position`: its side to move rolls next, or it
    /// is over if a side has already borne off everything.
    pub fn from_position(rules: Rules, position: Position) -> Game {
        let phase = match position.outcome(rules.koks) {
            Some(outcome) => Phase::Over(outcome),
            None => Phase::Roll(position.side_to_move()),
        };
        Game {
            rules,
            start: position,
            position,
            phase,
            history: Vec::new(),
            openings: Vec::new(),
            set_up: true,
            resigned: None,
        }
    }

    /// `side` gives the game up: it ends now, scored from the position at
    /// the start of the turn (a turn in progress is dropped) as
    /// [`Position::loss_of`] says. Refused once the game is over.
    pub fn resign(&mut self, side: Side) -> Result<Outcome, GameError> {
        if matches!(self.phase, Phase::Over(_)) {
            return Err(self.wrong(GameAction::Resign));
        }
        let outcome = self.position.loss_of(side, self.rules.koks);
        self.phase = Phase::Over(outcome);
        self.resigned = Some(side);
        Ok(outcome)
    }

    /// The side that resigned the game, if one did.
    pub fn resigned(&self) -> Option<Side> {
        self.resigned
    }

    /// Whether the game continues from a position given to it.
    pub fn is_set_up(&self) -> bool {
        self.set_up
    }

    /// Something has happened in the game: an opening roll, a roll, a turn.
    pub fn has_begun(&self) -> bool {
        !self.untouched()
    }

    /// Nothing has happened in the game yet: no opening roll, no dice.
    fn untouched(&self) -> bool {
        self.openings.is_empty()
            && self.history.is_empty()
            && matches!(self.phase, Phase::Opening | Phase::Roll(_))
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The position the game's first turn was (or will be) played from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The position at the start of the current turn.
    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The turns played so far, oldest first.
    pub fn history(&self) -> &[Record] {
        &self.history
    }

    /// The opening rolls made so far, oldest first, as (White's die, Black's
    /// die); a tie is followed by another roll. Empty for a game that did not
    /// begin with an opening roll (a match's later games).
    pub fn openings(&self) -> &[(u8, u8)] {
        &self.openings
    }

    /// The turn in progress, if the game is in the move phase.
    pub fn turn_builder(&self) -> Option<&TurnBuilder> {
        match &self.phase {
            Phase::Move(b) => Some(b),
            _ => None,
        }
    }

    /// The result once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over(o) => Some(o),
            _ => None,
        }
    }

    fn wrong(&self, action: GameAction) -> GameError {
        GameError::WrongPhase {
            action,
            phase: self.phase.kind(),
        }
    }

    /// Each side's opening die. Returns the starter, or `None` on a tie
    /// (then both roll again).
    pub fn opening_roll(&mut self, white: u8, black: u8) -> Result<Option<Side>, GameError> {
        if !matches!(self.phase, Phase::Opening) {
            return Err(self.wrong(GameAction::OpeningRoll));
        }
        for d in [white, black] {
            if !(1..=6).contains(&d) {
                return Err(GameError::BadDie(d));
            }
        }
        self.openings.push((white, black));
        if white == black {
            return Ok(None);
        }
        let starter = if white > black {
            Side::White
        } else {
            Side::Black
        };
        self.position = Position::start_with(starter);
        self.start = self.position;
        match self.rules.opening {
            OpeningRule::RollAgain => self.phase = Phase::Roll(starter),
            OpeningRule::PlayOpeningDice => {
                let dice = Dice::new(white, black).expect("checked above");
                self.phase = Phase::Move(TurnBuilder::new(self.position, dice)?);
            }
        }
        Ok(Some(starter))
    }

    /// The side to move rolls both dice.
    pub fn roll(&mut self, dice: Dice) -> Result<(), GameError> {
        if !matches!(self.phase, Phase::Roll(_)) {
            return Err(self.wrong(GameAction::Roll));
        }
        self.phase = Phase::Move(TurnBuilder::new(self.position, dice)?);
        Ok(())
    }

    fn builder_mut(&mut self, action: GameAction) -> Result<&mut TurnBuilder, GameError> {
        if !matches!(self.phase, Phase::Move(_)) {
            return Err(self.wrong(action));
        }
        match &mut self.phase {
            Phase::Move(b) => Ok(b),
            _ => unreachable!("checked above"),
        }
    }

    /// Plays one step of the turn in progress.
    pub fn step(&mut self, step: Step) -> Result<(), GameError> {
        Ok(self.builder_mut(GameAction::Step)?.play(step)?)
    }

    /// Takes back the last step of the turn in progress.
    pub fn undo(&mut self) -> Result<Option<Step>, GameError> {
        Ok(self.builder_mut(GameAction::Undo)?.undo())
    }

    /// Ends the turn once its steps make a legal whole turn (a pass needs no steps).
    pub fn finish_turn(&mut self) -> Result<(), GameError> {
        let builder = self.builder_mut(GameAction::FinishTurn)?;
        let result = builder.result().ok_or_else(|| {
            GameError::Move(MoveError::IncompleteTurn {
                turn: builder.turn(),
            })
        })?;
        let record = Record {
            side: result.side_to_move().opponent(),
            dice: builder.dice(),
            turn: builder.turn(),
        };
        self.history.push(record);
        self.position = result;
        self.phase = match result.outcome(self.rules.koks) {
            Some(outcome) => Phase::Over(outcome),
            None => Phase::Roll(result.side_to_move()),
        };
        Ok(())
    }

    /// Takes back the last `turns` whole turns (a turn in progress is
    /// dropped too): the game goes back to the start of the earliest of them,
    /// with the dice it was rolled then, ready to be played again. Returns
    /// those dice. Refused once the game is over, and when fewer turns have
    /// been played.
    pub fn take_back(&mut self, turns: usize) -> Result<Dice, GameError> {
        if matches!(self.phase, Phase::Over(_) | Phase::Opening) {
            return Err(self.wrong(GameAction::TakeBack));
        }
        let played = self.history.len();
        if turns == 0 || turns > played {
            return Err(GameError::TooFewTurns {
                asked: turns,
                played,
            });
        }
        let kept = played - turns;
        let mut position = self.start;
        for r in &self.history[..kept] {
            position = position.play(r.dice, &r.turn)?;
        }
        let dice = self.history[kept].dice;
        self.phase = Phase::Move(TurnBuilder::new(position, dice)?);
        self.position = position;
        self.history.truncate(kept);
        Ok(dice)
    }

    /// Plays a whole turn at once (a bot's or a recorded one).
    pub fn play_turn(&mut self, turn: &Turn) -> Result<(), GameError> {
        let builder = self.builder_mut(GameAction::PlayTurn)?;
        let mut trial = builder.clone();
        trial.reset();
        for &s in turn.steps() {
            trial.play(s)?;
        }
        *builder = trial;
        self.finish_turn()
    }
}

/// A match to `rules.match_length` points; the winner of a game starts the next.
#[derive(Clone, Debug)]
pub struct Match {
    rules: Rules,
    banked: [u32; 2],
    game: Game,
    games: Vec<Outcome>,
    /// The finished games themselves, so a match record can be written whole.
    played: Vec<Game>,
}

impl Match {
    pub fn new(rules: Rules) -> Match {
        Match {
            rules,
            banked: [0; 2],
            game: Game::new(rules),
            games: Vec::new(),
            played: Vec::new(),
        }
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
        Ok(())
    }

    /// The game being played (or just finished).
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }

    /// Outcomes of the games finished before the current one.
    pub fn finished_games(&self) -> &[Outcome] {
        &self.games
    }

    /// The games finished before the current one, oldest first.
    pub fn played_games(&self) -> &[Game] {
        &self.played
    }

    /// Every game of the match in order, the current one last.
    pub fn games(&self) -> impl Iterator<Item = &Game> {
        self.played.iter().chain(std::iter::once(&self.game))
    }

    /// Points of White and Black, counting the current game once it is over.
    pub fn score(&self) -> [u32; 2] {
        let mut score = self.banked;
        if let Some(o) = self.game.outcome() {
            score[o.winner.index()] += o.points();
        }
        score
    }

    /// The side that reached the match length, if any.
    pub fn winner(&self) -> Option<Side> {
        let score = self.score();
        Side::BOTH
            .into_iter()
            .find(|s| score[s.index()] >= self.rules.match_length.get())
    }

    /// Starts the next game once the current one is over; its winner rolls first.
    pub fn next_game(&mut self) -> Result<(), GameError> {
        if self.winner().is_some() {
            return Err(GameError::MatchOver);
        }
        let outcome = self
            .game
            .outcome()
            .ok_or(self.game.wrong(GameAction::NextGame))?;
        self.banked = self.score();
        self.games.push(outcome);
        let next = Game::started_by(self.rules, outcome.winner);
        self.played.push(std::mem::replace(&mut self.game, next));
        Ok(())
    }
}
