//! What the new-game dialog chooses, and its stored text form.
//!
//! Kept apart from the state machine: the options are plain data that the
//! dialog edits as a draft and localStorage keeps between visits.

use nardy_ai::Level;
use nardy_engine::{OpeningRule, Rules, Side};

/// Hot-seat (two people at one screen) or against the computer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    HotSeat,
    Computer,
}

/// What the new-game dialog sets up.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Options {
    pub mode: Mode,
    /// Computer strength, `0..Level::COUNT`.
    pub level: u8,
    /// The person's colour against the computer.
    pub human: Side,
    pub rules: Rules,
    /// Dice are thrown by themselves; otherwise the player presses "roll".
    pub auto_roll: bool,
    /// A finished turn waits for "confirm" (so it can still be undone).
    pub confirm_turn: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            mode: Mode::Computer,
            level: Level::DEFAULT.0,
            human: Side::White,
            rules: Rules::default(),
            auto_roll: true,
            confirm_turn: false,
        }
    }
}

impl Options {
    /// A short text form for localStorage: `ai,3,w,3,0,roll,1,0`.
    pub fn encode(&self) -> String {
        format!(
            "{},{},{},{},{},{},{},{}",
            match self.mode {
                Mode::HotSeat => "hotseat",
                Mode::Computer => "ai",
            },
            self.level,
            self.human.letter(),
            self.rules.match_length,
            u8::from(self.rules.koks),
            match self.rules.opening {
                OpeningRule::RollAgain => "roll",
                OpeningRule::PlayOpeningDice => "play",
            },
            u8::from(self.auto_roll),
            u8::from(self.confirm_turn),
        )
    }

    /// Reads [`Options::encode`] back; `None` for anything else (an old or
    /// edited value), so a bad stored value only costs the defaults.
    pub fn decode(s: &str) -> Option<Options> {
        let f: Vec<&str> = s.split(',').collect();
        let [mode, level, human, length, koks, opening, auto, confirm] = f[..] else {
            return None;
        };
        let flag = |v: &str| match v {
            "0" => Some(false),
            "1" => Some(true),
            _ => None,
        };
        let level: u8 = level.parse().ok().filter(|l| *l < Level::COUNT)?;
        let match_length: u32 = length.parse().ok().filter(|n| [1, 3, 5, 7].contains(n))?;
        Some(Options {
            mode: match mode {
                "hotseat" => Mode::HotSeat,
                "ai" => Mode::Computer,
                _ => return None,
            },
            level,
            human: match human {
                "w" => Side::White,
                "b" => Side::Black,
                _ => return None,
            },
            rules: Rules {
                match_length,
                koks: flag(koks)?,
                opening: match opening {
                    "roll" => OpeningRule::RollAgain,
                    "play" => OpeningRule::PlayOpeningDice,
                    _ => return None,
                },
            },
            auto_roll: flag(auto)?,
            confirm_turn: flag(confirm)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_survive_storage_and_bad_values_give_none() {
        let o = Options {
            mode: Mode::HotSeat,
            level: 4,
            human: Side::Black,
            rules: Rules {
                match_length: 7,
                koks: true,
                opening: OpeningRule::PlayOpeningDice,
            },
            auto_roll: false,
            confirm_turn: true,
        };
        assert_eq!(Options::decode(&o.encode()), Some(o));
        assert_eq!(
            Options::decode(&Options::default().encode()),
            Some(Options::default())
        );
        assert_eq!(Options::decode("ai,9,w,3,0,roll,1,0"), None);
        assert_eq!(Options::decode("garbage"), None);
    }
}
