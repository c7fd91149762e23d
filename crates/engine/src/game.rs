//! Game and match state machines (RULES.md §4, §5, and the variants of
//! §8). Dice come from outside.

mod cube_play;
mod errors;
mod phase;

pub use errors::{GameAction, GameError};
pub use phase::{Phase, PhaseKind};

use crate::builder::TurnBuilder;
use crate::cube::{Cube, CubeAction, CubeMove};
use crate::dice::Dice;
use crate::movegen::MoveError;
use crate::position::Position;
use crate::rules::{OpeningRule, Rules, Variant};
use crate::score::{Outcome, WinKind};
use crate::side::Side;
use crate::turn::{Step, Turn};

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
    /// Nardegammon's cube as it stands.
    cube: Cube,
    /// Every cube action of the game, in order.
    cube_moves: Vec<CubeMove>,
    /// A match's Crawford game: played without the cube.
    crawford: bool,
}

impl Game {
    /// A new game that begins with the opening roll.
    pub fn new(rules: Rules) -> Game {
        Game {
            rules,
            start: Position::start_of(rules.variant, Side::White),
            position: Position::start_of(rules.variant, Side::White),
            phase: Phase::Opening,
            history: Vec::new(),
            openings: Vec::new(),
            set_up: false,
            resigned: None,
            cube: Cube::CENTRED,
            cube_moves: Vec::new(),
            crawford: false,
        }
    }

    /// A new game that `starter` opens by rolling (a match's later games).
    pub fn started_by(rules: Rules, starter: Side) -> Game {
        Game {
            rules,
            start: Position::start_of(rules.variant, starter),
            position: Position::start_of(rules.variant, starter),
            phase: Phase::Roll(starter),
            history: Vec::new(),
            openings: Vec::new(),
            set_up: false,
            resigned: None,
            cube: Cube::CENTRED,
            cube_moves: Vec::new(),
            crawford: false,
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
            cube: Cube::CENTRED,
            cube_moves: Vec::new(),
            crawford: false,
        }
    }

    /// `side` gives the game up: it ends now, scored from the position at
    /// the start of the turn (a turn in progress is dropped) as
    /// [`Position::loss_of`] says. Refused once the game is over.
    pub fn resign(&mut self, side: Side) -> Result<Outcome, GameError> {
        if self.is_over() {
            return Err(self.wrong(GameAction::Resign));
        }
        let outcome = self.resignation(side);
        self.phase = Phase::Over(outcome);
        self.resigned = Some(side);
        Ok(outcome)
    }

    /// What `side` giving the game up now would score: the board's loss
    /// (mars if it has borne off nothing, else oin) times the cube.
    pub fn resignation(&self, side: Side) -> Outcome {
        self.scored(self.position.loss_of(side, self.rules.koks))
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
    pub(crate) fn untouched(&self) -> bool {
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

    /// The result once the game is won (`None` for a draw, too).
    pub fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over(o) => Some(o),
            _ => None,
        }
    }

    /// The game has ended: won, or drawn.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_) | Phase::Drawn)
    }

    /// Classic's draw: both sides bore off all 15 (RULES.md §8.1).
    pub fn is_drawn(&self) -> bool {
        matches!(self.phase, Phase::Drawn)
    }

    /// The side that made the game's first turn, or makes it now: before
    /// the first turn, the side to roll or move (`None` before the opening
    /// roll, and when a game ends before any turn).
    pub fn first_mover(&self) -> Option<Side> {
        match (self.history.first(), &self.phase) {
            (Some(r), _) => Some(r.side),
            (None, Phase::Roll(side)) => Some(*side),
            (None, Phase::Move(b)) => Some(b.start().side_to_move()),
            (None, _) => None,
        }
    }

    /// Classic: the first mover has borne off all 15 and the other side
    /// plays its equalising turn now.
    pub fn is_equalising(&self) -> bool {
        !self.is_over() && self.position.is_game_over()
    }

    /// The cube as it stands (1, centred, in a game without one).
    pub fn cube(&self) -> Cube {
        self.cube
    }

    /// The game's cube actions, in order.
    pub fn cube_moves(&self) -> &[CubeMove] {
        &self.cube_moves
    }

    /// The side that passed a double, ending the game, if one did.
    pub fn passed(&self) -> Option<Side> {
        self.cube_moves
            .last()
            .filter(|m| m.action == CubeAction::Pass)
            .map(|m| m.side)
    }

    /// A match's Crawford game, played without the cube (RULES.md §8.2).
    pub fn is_crawford(&self) -> bool {
        self.crawford
    }

    /// A finished game's result as it scores: times the cube, and under
    /// Jacoby (money play, cube never turned) a mars or koks as an oin.
    fn scored(&self, board: Outcome) -> Outcome {
        if self.rules.variant.counts() {
            // Hachapuri's count: what the loser still has on the board.
            let loser = board.winner.opponent();
            let left = crate::side::CHECKERS - self.position.borne_off(loser);
            return Outcome::new(board.winner, WinKind::Count(left));
        }
        let jacoby = self
            .rules
            .variant
            .cube()
            .is_some_and(|c| c.money && c.jacoby)
            && !self.cube.is_turned()
            && board.kind != WinKind::Oin;
        Outcome {
            cube: self.cube.value(),
            jacoby,
            ..board
        }
    }

    pub(crate) fn wrong(&self, action: GameAction) -> GameError {
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
        self.position = Position::start_of(self.rules.variant, starter);
        self.start = self.position;
        match self.rules.opening {
            OpeningRule::RollAgain => self.phase = Phase::Roll(starter),
            OpeningRule::PlayOpeningDice => {
                let dice = Dice::new(white, black).expect("checked above");
                self.phase = Phase::Move(TurnBuilder::of(self.rules.variant, self.position, dice)?);
            }
        }
        Ok(Some(starter))
    }

    /// The side to move rolls both dice.
    pub fn roll(&mut self, dice: Dice) -> Result<(), GameError> {
        if let Phase::Offered(by) = self.phase {
            return Err(crate::cube::CubeError::DoubleOffered { by }.into());
        }
        if !matches!(self.phase, Phase::Roll(_)) {
            return Err(self.wrong(GameAction::Roll));
        }
        self.phase = Phase::Move(TurnBuilder::in_game(
            self.rules.variant,
            self.position,
            dice,
        )?);
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
        let mover = result.side_to_move().opponent();
        let record = Record {
            side: mover,
            dice: builder.dice(),
            turn: builder.turn(),
        };
        let equalising = self.is_equalising();
        self.history.push(record);
        self.position = result;
        self.phase = self.after_turn(mover, equalising);
        Ok(())
    }

    /// Where the game stands once `mover` has finished a turn.
    fn after_turn(&self, mover: Side, equalising: bool) -> Phase {
        let result = self.position;
        let koks = self.rules.koks;
        if equalising {
            // RULES.md §8.1: the last checker off in the equalising turn
            // draws; otherwise the first mover wins, judged now.
            return if result.borne_off(mover) == crate::side::CHECKERS {
                Phase::Drawn
            } else {
                Phase::Over(self.scored(result.loss_of(mover, koks)))
            };
        }
        match result.outcome(koks) {
            Some(o)
                if self.rules.variant == Variant::Classic
                    && Some(o.winner) == self.first_mover() =>
            {
                Phase::Roll(o.winner.opponent())
            }
            Some(o) => Phase::Over(self.scored(o)),
            None => Phase::Roll(result.side_to_move()),
        }
    }

    /// Takes back the last `turns` whole turns (a turn in progress is
    /// dropped too): the game goes back to the start of the earliest of them,
    /// with the dice it was rolled then, ready to be played again. Returns
    /// those dice. Refused once the game is over, and when fewer turns have
    /// been played.
    pub fn take_back(&mut self, turns: usize) -> Result<Dice, GameError> {
        if self.is_over() || matches!(self.phase, Phase::Opening) {
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
            position = position.replay_of(self.rules.variant, r.dice, &r.turn)?;
        }
        let dice = self.history[kept].dice;
        self.phase = Phase::Move(TurnBuilder::in_game(self.rules.variant, position, dice)?);
        self.position = position;
        self.history.truncate(kept);
        self.keep_cube_moves_before(kept);
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
