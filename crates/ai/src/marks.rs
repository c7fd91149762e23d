//! How bad a decision was: the marks `?!`, `?`, `??` and their thresholds,
//! shared by the review of turns and of cube decisions.

/// Loss (in equity, points per game) from which a turn is an inaccuracy.
pub const INACCURACY: f32 = 0.04;
/// Loss from which a turn is a mistake.
pub const MISTAKE: f32 = 0.08;
/// Loss from which a turn is a blunder. The three are GNU Backgammon's
/// thresholds for "doubtful", "bad" and "very bad" moves: nardy's equity
/// has the same scale (±1 a single game, ±2 a mars).
pub const BLUNDER: f32 = 0.16;

/// How bad a turn was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    None,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// The mark for a turn that lost `loss` equity.
    pub fn of(loss: f32) -> Mark {
        if loss >= BLUNDER {
            Mark::Blunder
        } else if loss >= MISTAKE {
            Mark::Mistake
        } else if loss >= INACCURACY {
            Mark::Inaccuracy
        } else {
            Mark::None
        }
    }

    /// The annotation players know: `?!`, `?`, `??` (empty for none).
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::None => "",
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }
}
