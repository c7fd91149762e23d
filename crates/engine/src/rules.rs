//! The words of a match's rule options, each with one `code()`/`parse()`
//! pair that records, saves, URLs and the app's dialog share.

use std::fmt;

/// Points needed to win a match: a whole number from 1 to 25. One range
/// for every way a match can be set up (records, saves, URLs, the iframe
/// API, the CLI), so nothing is accepted that a later reload refuses.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct MatchLength(u32);

impl MatchLength {
    pub const MIN: u32 = 1;
    pub const MAX: u32 = 25;
    /// The lengths a new-game dialog offers.
    pub const COMMON: [MatchLength; 4] = [
        MatchLength(1),
        MatchLength(3),
        MatchLength(5),
        MatchLength(7),
    ];
    /// The length a new match has unless chosen.
    pub const DEFAULT: MatchLength = MatchLength(3);

    /// A match to `points`, if that is 1..=25.
    pub const fn new(points: u32) -> Option<MatchLength> {
        if points >= MatchLength::MIN && points <= MatchLength::MAX {
            Some(MatchLength(points))
        } else {
            None
        }
    }

    /// The points needed to win.
    pub const fn get(self) -> u32 {
        self.0
    }

    /// Reads the number as written (`7`); nothing around it.
    pub fn parse(code: &str) -> Option<MatchLength> {
        if code.is_empty() || !code.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        code.parse().ok().and_then(MatchLength::new)
    }
}

impl fmt::Display for MatchLength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Which game of the family is played (RULES.md §8): the default long
/// nardy, classic with its equalising last turn, nardegammon with the
/// doubling cube, or Georgia's hachapuri with its own start and no head
/// rule.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Variant {
    #[default]
    Long,
    Classic,
    Nardegammon(CubeRules),
    Hachapuri(HachapuriRules),
}

/// Hachapuri's option (RULES.md §8.4).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct HachapuriRules {
    /// The winner scores the checkers the loser has not borne off (1..15)
    /// instead of oin, mars or koks.
    pub count: bool,
}

/// Nardegammon's options (RULES.md §8.2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct CubeRules {
    /// Money play: no match length, a running score (`Rules::match_length`
    /// is then unused, and a record reads it back as the default).
    pub money: bool,
    /// A taker may at once redouble and keep the cube.
    pub beaver: bool,
    /// Money play only: mars and koks count as oin while the cube is unturned.
    pub jacoby: bool,
}

impl Variant {
    /// The variants' names as a record's `Variant` header and the CLI's
    /// `--variant` write them.
    pub const CODES: [&'static str; 4] = ["long", "classic", "nardegammon", "hachapuri"];

    /// `long`, `classic`, `nardegammon` or `hachapuri`.
    pub fn code(self) -> &'static str {
        match self {
            Variant::Long => "long",
            Variant::Classic => "classic",
            Variant::Nardegammon(_) => "nardegammon",
            Variant::Hachapuri(_) => "hachapuri",
        }
    }

    /// Reads [`Variant::code`]; nardegammon and hachapuri with their
    /// options off.
    pub fn parse(code: &str) -> Option<Variant> {
        match code {
            "long" => Some(Variant::Long),
            "classic" => Some(Variant::Classic),
            "nardegammon" => Some(Variant::Nardegammon(CubeRules::default())),
            "hachapuri" => Some(Variant::Hachapuri(HachapuriRules::default())),
            _ => None,
        }
    }

    /// Any number of checkers may leave the head in one turn (hachapuri:
    /// RULES.md §8.4 has no head rule).
    pub fn free_head(self) -> bool {
        matches!(self, Variant::Hachapuri(_))
    }

    /// Hachapuri's count scoring is on.
    pub fn counts(self) -> bool {
        matches!(self, Variant::Hachapuri(HachapuriRules { count: true }))
    }

    /// The cube's options, when the variant has the cube.
    pub fn cube(self) -> Option<CubeRules> {
        match self {
            Variant::Nardegammon(c) => Some(c),
            _ => None,
        }
    }

    /// Money play: nardegammon with no match length.
    pub fn is_money(self) -> bool {
        self.cube().is_some_and(|c| c.money)
    }
}

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
    /// The game of the family played, and its options (RULES.md §8).
    pub variant: Variant,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            match_length: MatchLength::DEFAULT,
            koks: false,
            opening: OpeningRule::RollAgain,
            variant: Variant::Long,
        }
    }
}

/// The rule's [`OpeningRule::code`].
impl fmt::Display for OpeningRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl OpeningRule {
    pub const ALL: [OpeningRule; 2] = [OpeningRule::RollAgain, OpeningRule::PlayOpeningDice];

    /// `roll-again` or `play-dice`, as a record's `Opening` header writes it.
    pub fn code(self) -> &'static str {
        match self {
            OpeningRule::RollAgain => "roll-again",
            OpeningRule::PlayOpeningDice => "play-dice",
        }
    }

    pub fn parse(code: &str) -> Option<OpeningRule> {
        OpeningRule::ALL.into_iter().find(|r| r.code() == code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn match_lengths_are_1_to_25_written_plainly() {
        assert_eq!(MatchLength::parse("1").map(MatchLength::get), Some(1));
        assert_eq!(MatchLength::parse("25").map(MatchLength::get), Some(25));
        for bad in ["0", "26", "4294967296", "-1", "3 ", " 3", "+3", "3.0", ""] {
            assert_eq!(MatchLength::parse(bad), None, "{bad:?}");
        }
        for m in MatchLength::COMMON {
            assert_eq!(MatchLength::parse(&m.to_string()), Some(m));
        }
    }

    #[test]
    fn variants_read_their_codes_back() {
        for code in Variant::CODES {
            assert_eq!(Variant::parse(code).map(Variant::code), Some(code));
        }
        assert_eq!(Variant::parse("backgammon"), None);
        assert!(Variant::parse("nardegammon").unwrap().cube().is_some());
        assert!(Variant::Classic.cube().is_none());
    }

    #[test]
    fn opening_rules_read_their_codes_back() {
        for r in OpeningRule::ALL {
            assert_eq!(OpeningRule::parse(r.code()), Some(r));
        }
        assert_eq!(OpeningRule::parse("roll"), None);
    }
}
