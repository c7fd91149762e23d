//! The doubling cube of nardegammon (RULES.md §8.2): its value and owner,
//! the actions on it, and why an action is refused.

use crate::side::Side;
use std::fmt;

/// The cube's highest value: no double beyond it.
pub const CUBE_MAX: u32 = 64;

/// The cube: a value 1, 2, 4 … 64 and who owns it (`None`: in the middle).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Cube {
    value: u32,
    owner: Option<Side>,
}

impl Default for Cube {
    fn default() -> Cube {
        Cube::CENTRED
    }
}

impl Cube {
    /// A game's cube before any double: 1, in the middle.
    pub const CENTRED: Cube = Cube {
        value: 1,
        owner: None,
    };

    /// A cube at `value` (a power of two up to 64) owned by `owner`; a cube
    /// in the middle is at 1.
    pub fn new(value: u32, owner: Option<Side>) -> Option<Cube> {
        let power = value.is_power_of_two() && value <= CUBE_MAX;
        let placed = (value == 1) == owner.is_none();
        (power && placed).then_some(Cube { value, owner })
    }

    pub fn value(self) -> u32 {
        self.value
    }

    /// Who may double next: the owner, or either side while it is centred.
    pub fn owner(self) -> Option<Side> {
        self.owner
    }

    /// The cube has been doubled at least once in this game (Jacoby's test).
    pub fn is_turned(self) -> bool {
        self.value > 1
    }

    /// Whether `side` holds the right to double: the cube is in the middle
    /// or its own.
    pub fn may_double(self, side: Side) -> bool {
        self.owner.is_none_or(|o| o == side)
    }

    /// `cube=<value><owner>` as a position's extra field writes it: `2b`,
    /// `1c` (RULES.md §8.3).
    pub fn code(self) -> String {
        let owner = self.owner.map_or('c', Side::letter);
        format!("{}{owner}", self.value)
    }

    /// Reads [`Cube::code`]'s text (`2b`, `1c`, `64w`).
    pub fn parse(code: &str) -> Result<Cube, CubeCodeError> {
        let bad = || CubeCodeError(code.to_string());
        let split = code.len().checked_sub(1).ok_or_else(bad)?;
        let (value, owner) = code.split_at_checked(split).ok_or_else(bad)?;
        if value.is_empty() || value.starts_with('0') || !value.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(bad());
        }
        let value: u32 = value.parse().map_err(|_| bad())?;
        let owner = match owner {
            "c" => None,
            letter => Some(Side::from_letter(letter).ok_or_else(bad)?),
        };
        Cube::new(value, owner).ok_or_else(bad)
    }

    /// The cube of a position's `cube=2b` word (RULES.md §8.3); `None`
    /// for a word that is not a cube field.
    pub fn from_field(word: &str) -> Option<Result<Cube, CubeCodeError>> {
        word.strip_prefix("cube=").map(Cube::parse)
    }

    /// The cube after `taker` takes a double: twice the value, the taker's.
    pub(crate) fn taken(self, taker: Side) -> Cube {
        Cube {
            value: self.value * 2,
            owner: Some(taker),
        }
    }

    /// The cube after `beaver` takes and at once redoubles, keeping it:
    /// four times the value.
    pub(crate) fn beavered(self, beaver: Side) -> Cube {
        Cube {
            value: self.value * 4,
            owner: Some(beaver),
        }
    }
}

impl Cube {
    /// The cube once `m` is made: a take or a beaver turns it to the
    /// answerer; a double (still unanswered) or a pass leaves it.
    pub fn after(self, m: &CubeMove) -> Cube {
        match m.action {
            CubeAction::Take => self.taken(m.side),
            CubeAction::Beaver(_) => self.beavered(m.side),
            CubeAction::Double(_) | CubeAction::Pass => self,
        }
    }
}

impl fmt::Display for Cube {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

/// A `cube=` field that is not a cube.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CubeCodeError(pub String);

impl fmt::Display for CubeCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a cube is its value (1, 2, 4 … 64) and owner (c centred, w or b), like 2b or 1c; found '{}'",
            self.0
        )
    }
}

impl std::error::Error for CubeCodeError {}

/// One action on the cube, as a record's line names it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CubeAction {
    /// The side to move, before rolling, offers the cube at this value.
    Double(u32),
    /// The opponent accepts: the cube is doubled and theirs.
    Take,
    /// The opponent refuses: the game ends at the cube's old value.
    Pass,
    /// The opponent takes and at once redoubles to this value, keeping it.
    Beaver(u32),
}

/// A cube action and who made it, before which turn of the game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CubeMove {
    pub side: Side,
    pub action: CubeAction,
    /// How many turns the game had played when it was made: a record writes
    /// it before turn `turns + 1`.
    pub turns: usize,
}

impl fmt::Display for CubeAction {
    /// The words after `K. s ` in a record: `doubles to 2`, `takes`,
    /// `passes`, `beavers to 4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CubeAction::Double(v) => write!(f, "doubles to {v}"),
            CubeAction::Take => f.write_str("takes"),
            CubeAction::Pass => f.write_str("passes"),
            CubeAction::Beaver(v) => write!(f, "beavers to {v}"),
        }
    }
}

impl CubeAction {
    /// Reads [`CubeAction`]'s words back.
    pub fn parse(text: &str) -> Option<CubeAction> {
        let value = |v: &str| {
            v.parse::<u32>()
                .ok()
                .filter(|v| Cube::new(*v, Some(Side::White)).is_some())
        };
        match text {
            "takes" => Some(CubeAction::Take),
            "passes" => Some(CubeAction::Pass),
            _ => {
                if let Some(v) = text.strip_prefix("doubles to ") {
                    value(v).map(CubeAction::Double)
                } else {
                    text.strip_prefix("beavers to ")
                        .and_then(value)
                        .map(CubeAction::Beaver)
                }
            }
        }
    }
}

/// Why a cube action was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CubeError {
    /// The match is not played with the cube (not nardegammon).
    NoCube,
    /// The Crawford game of a match is played without the cube.
    CrawfordGame,
    /// No cube action before the game's first turn.
    BeforeFirstTurn,
    /// Only the side to move may double, before it rolls.
    NotYourTurn { side_to_move: Side },
    /// The dice are already rolled (or the game is not at a roll).
    NotBeforeRolling,
    /// The opponent owns the cube.
    NotYourCube { owner: Side },
    /// The cube is at 64 (or a beaver would take it past 64).
    AtMost64,
    /// Take, pass or beaver with no double offered.
    NoDoubleOffered,
    /// The doubler cannot answer its own double.
    OwnDouble,
    /// Beavers are not allowed in this match.
    NoBeaver,
    /// A double is offered: it must be answered before anything else.
    DoubleOffered { by: Side },
}

impl fmt::Display for CubeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CubeError::NoCube => write!(f, "this match is played without the cube"),
            CubeError::CrawfordGame => {
                write!(f, "no doubling in the Crawford game")
            }
            CubeError::BeforeFirstTurn => {
                write!(f, "no cube action before the game's first turn")
            }
            CubeError::NotYourTurn { side_to_move } => {
                write!(f, "only {side_to_move}, to move, may double now")
            }
            CubeError::NotBeforeRolling => {
                write!(f, "a double is offered before rolling, not after")
            }
            CubeError::NotYourCube { owner } => {
                write!(f, "the cube is {owner}'s: only its owner may double")
            }
            CubeError::AtMost64 => write!(f, "the cube goes no higher than 64"),
            CubeError::NoDoubleOffered => write!(f, "no double has been offered"),
            CubeError::OwnDouble => write!(f, "the doubler cannot answer its own double"),
            CubeError::NoBeaver => write!(f, "beavers are not played in this match"),
            CubeError::DoubleOffered { by } => {
                write!(f, "{by} has doubled: take or pass first")
            }
        }
    }
}

impl std::error::Error for CubeError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cube_codes_read_back_and_bad_ones_are_refused() {
        for code in ["1c", "2b", "4w", "64b"] {
            assert_eq!(Cube::parse(code).unwrap().code(), code);
        }
        for bad in ["", "c", "1w", "2c", "3b", "128w", "02b", "2x", "-2b", "2 b"] {
            assert!(Cube::parse(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn cube_actions_read_their_words_back() {
        for a in [
            CubeAction::Double(2),
            CubeAction::Take,
            CubeAction::Pass,
            CubeAction::Beaver(8),
        ] {
            assert_eq!(CubeAction::parse(&a.to_string()), Some(a));
        }
        for bad in ["doubles to 3", "doubles to 128", "takes it", "beavers"] {
            assert_eq!(CubeAction::parse(bad), None, "{bad:?}");
        }
    }
}
