//! Nardegammon's cube actions on a game (RULES.md §8.2): double before
//! rolling, and the answer — take, pass, or beaver.

use super::errors::{GameAction, GameError};
use super::{Game, Phase};
use crate::cube::{Cube, CubeAction, CubeError, CubeMove, CUBE_MAX};
use crate::score::{Outcome, WinKind};
use crate::side::Side;

impl Game {
    /// Whether `side` may double now, or why not.
    pub fn can_double(&self, side: Side) -> Result<(), GameError> {
        self.cube_in_play()?;
        match self.phase {
            Phase::Over(_) | Phase::Drawn => return Err(self.wrong(GameAction::Double)),
            Phase::Offered(by) => return Err(CubeError::DoubleOffered { by }.into()),
            Phase::Move(_) => return Err(CubeError::NotBeforeRolling.into()),
            Phase::Opening => return Err(CubeError::BeforeFirstTurn.into()),
            Phase::Roll(to_move) if to_move != side => {
                return Err(CubeError::NotYourTurn {
                    side_to_move: to_move,
                }
                .into())
            }
            Phase::Roll(_) => {}
        }
        if self.history.is_empty() {
            return Err(CubeError::BeforeFirstTurn.into());
        }
        if let Some(owner) = self.cube.owner().filter(|&o| o != side) {
            return Err(CubeError::NotYourCube { owner }.into());
        }
        if self.cube.value() >= CUBE_MAX {
            return Err(CubeError::AtMost64.into());
        }
        Ok(())
    }

    /// `side` offers the cube, before rolling. Returns the value offered.
    pub fn double(&mut self, side: Side) -> Result<u32, GameError> {
        self.can_double(side)?;
        let offered = self.cube.value() * 2;
        self.note(side, CubeAction::Double(offered));
        self.phase = Phase::Offered(side);
        Ok(offered)
    }

    /// `side` takes the double offered to it: the cube is doubled and its.
    pub fn take(&mut self, side: Side) -> Result<Cube, GameError> {
        let doubler = self.answering(side)?;
        self.cube = self.cube.taken(side);
        self.note(side, CubeAction::Take);
        self.phase = Phase::Roll(doubler);
        Ok(self.cube)
    }

    /// `side` takes and at once redoubles, keeping the cube (the beaver
    /// option): four times the value. The doubler then rolls.
    pub fn beaver(&mut self, side: Side) -> Result<Cube, GameError> {
        let doubler = self.answering(side)?;
        if !self.rules.variant.cube().is_some_and(|c| c.beaver) {
            return Err(CubeError::NoBeaver.into());
        }
        if self.cube.value() * 4 > CUBE_MAX {
            return Err(CubeError::AtMost64.into());
        }
        self.cube = self.cube.beavered(side);
        self.note(side, CubeAction::Beaver(self.cube.value()));
        self.phase = Phase::Roll(doubler);
        Ok(self.cube)
    }

    /// `side` refuses the double: the doubler wins the cube's value before
    /// the double, whatever the position.
    pub fn pass(&mut self, side: Side) -> Result<Outcome, GameError> {
        let doubler = self.answering(side)?;
        self.note(side, CubeAction::Pass);
        let outcome = Outcome {
            cube: self.cube.value(),
            ..Outcome::new(doubler, WinKind::Oin)
        };
        self.phase = Phase::Over(outcome);
        Ok(outcome)
    }

    /// Who doubled, when `side` may answer a double now.
    fn answering(&self, side: Side) -> Result<Side, GameError> {
        self.cube_in_play()?;
        match self.phase {
            Phase::Offered(by) if by == side => Err(CubeError::OwnDouble.into()),
            Phase::Offered(by) => Ok(by),
            _ => Err(CubeError::NoDoubleOffered.into()),
        }
    }

    /// The cube is used in this game: nardegammon, not a Crawford game.
    fn cube_in_play(&self) -> Result<(), CubeError> {
        if self.rules.variant.cube().is_none() {
            Err(CubeError::NoCube)
        } else if self.crawford {
            Err(CubeError::CrawfordGame)
        } else {
            Ok(())
        }
    }

    fn note(&mut self, side: Side, action: CubeAction) {
        self.cube_moves.push(CubeMove {
            side,
            action,
            turns: self.history.len(),
        });
    }

    /// After a take-back to `turns` turns: the cube actions made before
    /// then stay (a double answered before the retaken roll too), and the
    /// cube is as they left it.
    pub(super) fn keep_cube_moves_before(&mut self, turns: usize) {
        self.cube_moves.retain(|m| m.turns <= turns);
        if matches!(
            self.cube_moves.last(),
            Some(CubeMove {
                action: CubeAction::Double(_),
                ..
            })
        ) {
            self.cube_moves.pop();
        }
        self.cube = self
            .cube_moves
            .iter()
            .fold(Cube::CENTRED, |cube, m| cube.after(m));
    }

    /// Marks the game as a match's Crawford game.
    pub(crate) fn set_crawford(&mut self, crawford: bool) {
        self.crawford = crawford;
    }
}
