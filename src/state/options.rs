//! What a player chooses: the game (the new-game dialog's [`Options`]) and
//! how the page shows it ([`Settings`]), with the small vocabularies they
//! are made of. Each vocabulary has one `code()`/`parse()` pair that URL
//! parameters, saves, the dialog and the iframe API all use.

use nardy_ai::Level;
use nardy_engine::{CubeRules, HachapuriRules, MatchLength, OpeningRule, Rules, Side, Variant};
use nardy_text::Lang;

/// The variant as the app's stored options and URL write it: `long`,
/// `classic`, `nardegammon` (a match), `money` (nardegammon for money),
/// `hachapuri` or `hachapuri-count` (scored by the checkers left).
pub fn variant_code(v: Variant) -> &'static str {
    match v {
        Variant::Nardegammon(c) if c.money => "money",
        Variant::Hachapuri(h) if h.count => HACHAPURI_COUNT,
        other => other.code(),
    }
}

/// Hachapuri with count scoring, as the app's options write it.
const HACHAPURI_COUNT: &str = "hachapuri-count";

/// Every code [`variant_of`] reads (the address's `variant=`).
pub const VARIANT_CODES: [&str; 6] = [
    "long",
    "classic",
    "nardegammon",
    "money",
    "hachapuri",
    HACHAPURI_COUNT,
];

/// Reads [`variant_code`] with nardegammon's `beaver` and `jacoby` options
/// (Jacoby in money play only).
pub fn variant_of(code: &str, beaver: bool, jacoby: bool) -> Option<Variant> {
    let cube = |money| {
        Variant::Nardegammon(CubeRules {
            money,
            beaver,
            jacoby: money && jacoby,
        })
    };
    match code {
        "money" => Some(cube(true)),
        "nardegammon" => Some(cube(false)),
        HACHAPURI_COUNT => Some(Variant::Hachapuri(HachapuriRules { count: true })),
        other => Variant::parse(other),
    }
}

/// Hot-seat (two people at one screen), against the computer, or a
/// friend by link (the remote game itself is `AppState::remote_game`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    HotSeat,
    Computer,
    Remote,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Computer, Mode::HotSeat, Mode::Remote];

    /// `hotseat`, `ai` or `remote`.
    pub fn code(self) -> &'static str {
        match self {
            Mode::HotSeat => "hotseat",
            Mode::Computer => "ai",
            Mode::Remote => "remote",
        }
    }

    pub fn parse(code: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.code() == code)
    }
}

/// How point numbers are written on the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Numbering {
    /// The board's numbering (White's), as in position strings (RULES.md §1).
    Absolute,
    /// The viewer's own path: its head is 24, its home 1..6.
    Relative,
}

impl Numbering {
    /// `absolute` or `relative`.
    pub fn code(self) -> &'static str {
        match self {
            Numbering::Absolute => "absolute",
            Numbering::Relative => "relative",
        }
    }

    pub fn parse(code: &str) -> Option<Numbering> {
        [Numbering::Absolute, Numbering::Relative]
            .into_iter()
            .find(|n| n.code() == code)
    }

    pub fn other(self) -> Numbering {
        match self {
            Numbering::Absolute => Numbering::Relative,
            Numbering::Relative => Numbering::Absolute,
        }
    }
}

/// How fast the computer plays its steps (remembered; `pace=` in the URL).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Pace {
    Slow,
    #[default]
    Normal,
    Fast,
    /// The whole turn at once.
    Instant,
}

impl Pace {
    pub const ALL: [Pace; 4] = [Pace::Slow, Pace::Normal, Pace::Fast, Pace::Instant];

    /// `slow`, `normal`, `fast` or `instant`.
    pub fn code(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Fast => "fast",
            Pace::Instant => "instant",
        }
    }

    pub fn parse(code: &str) -> Option<Pace> {
        Pace::ALL.into_iter().find(|p| p.code() == code)
    }

    /// Milliseconds between two of the computer's steps (its first step
    /// waits twice as long, so that its dice are seen).
    pub fn step_ms(self) -> u32 {
        match self {
            Pace::Slow => 900,
            Pace::Normal => 350,
            Pace::Fast => 120,
            Pace::Instant => 0,
        }
    }

    /// The next one, for a button that goes round them.
    pub fn next(self) -> Pace {
        let i = Pace::ALL.iter().position(|p| *p == self).unwrap_or(0);
        Pace::ALL[(i + 1) % Pace::ALL.len()]
    }
}

/// The page's colours (remembered; `theme=` in the URL): `Auto` follows
/// the system's light or dark setting.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Theme {
    #[default]
    Auto,
    Light,
    Dark,
    Contrast,
}

impl Theme {
    pub const ALL: [Theme; 4] = [Theme::Auto, Theme::Light, Theme::Dark, Theme::Contrast];

    /// `auto`, `light`, `dark` or `contrast` (the page's `data-theme`).
    pub fn code(self) -> &'static str {
        match self {
            Theme::Auto => "auto",
            Theme::Light => "light",
            Theme::Dark => "dark",
            Theme::Contrast => "contrast",
        }
    }

    pub fn parse(code: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.code() == code)
    }

    pub fn next(self) -> Theme {
        let i = Theme::ALL.iter().position(|t| *t == self).unwrap_or(0);
        Theme::ALL[(i + 1) % Theme::ALL.len()]
    }
}

/// What the new-game dialog sets up.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Options {
    pub mode: Mode,
    /// Computer strength.
    pub level: Level,
    /// The person's colour against the computer.
    pub human: Side,
    pub rules: Rules,
    /// Dice are thrown by themselves; otherwise the player presses "roll".
    pub auto_roll: bool,
    /// A finished turn waits for "confirm" (so it can still be undone).
    pub confirm_turn: bool,
    /// Tutor mode: a person's turn that loses a mistake's worth waits for
    /// "undo" or "keep", with the better turn shown.
    pub tutor: bool,
    /// Against the computer, the person may take back the computer's last
    /// turn and their own before it (the record counts them).
    pub take_backs: bool,
}

impl Options {
    /// These options for a match that is not a friend's: a friend's game
    /// starts only from an invitation, so a new match or one played on from
    /// a reviewed position is played at one screen instead.
    pub fn at_one_screen(mut self) -> Options {
        if self.mode == Mode::Remote {
            self.mode = Mode::HotSeat;
        }
        self
    }
}

impl Default for Options {
    fn default() -> Options {
        Options {
            mode: Mode::Computer,
            level: Level::DEFAULT,
            human: Side::White,
            rules: Rules::default(),
            auto_roll: true,
            confirm_turn: false,
            tutor: false,
            take_backs: false,
        }
    }
}

/// A yes/no field of the stored options.
fn flag(v: &str) -> Option<bool> {
    match v {
        "0" => Some(false),
        "1" => Some(true),
        _ => None,
    }
}

impl Options {
    /// Whether the computer plays `side`.
    pub fn is_computer(&self, side: Side) -> bool {
        self.mode == Mode::Computer && side != self.human
    }

    /// A short text form for localStorage:
    /// `ai,3,white,3,0,roll-again,1,0,0,0,long,0,0` (the last three: the
    /// variant, beaver and Jacoby).
    pub fn encode(&self) -> String {
        let cube = self.rules.variant.cube().unwrap_or_default();
        format!(
            "{},{},{},{},{},{},{},{},{},{},{},{},{}",
            self.mode.code(),
            self.level.0,
            self.human.code(),
            self.rules.match_length,
            u8::from(self.rules.koks),
            self.rules.opening.code(),
            u8::from(self.auto_roll),
            u8::from(self.confirm_turn),
            u8::from(self.tutor),
            u8::from(self.take_backs),
            variant_code(self.rules.variant),
            u8::from(cube.beaver),
            u8::from(cube.jacoby),
        )
    }

    /// Reads [`Options::encode`] back; `None` for anything else (an edited
    /// value), so a bad stored value only costs the defaults. Values written
    /// before the vocabularies were unified (`w`/`b`, `roll`/`play`) are
    /// still read, and so are those from before tutor mode (8 fields) and
    /// take-backs (9).
    pub fn decode(s: &str) -> Option<Options> {
        let f: Vec<&str> = s.split(',').collect();
        let (mode, level, human, length, koks, opening) = match f[..] {
            [m, l, h, n, k, o, ..] => (m, l, h, n, k, o),
            _ => return None,
        };
        let (auto, confirm, tutor, backs) = match f[6..] {
            [a, c] => (a, c, "0", "0"),
            [a, c, t] => (a, c, t, "0"),
            [a, c, t, b, ..] => (a, c, t, b),
            _ => return None,
        };
        let variant = match *f.get(10..).unwrap_or_default() {
            [] => Variant::Long,
            [v, beaver, jacoby] => variant_of(v, flag(beaver)?, flag(jacoby)?)?,
            _ => return None,
        };
        let opening = match opening {
            "roll" => OpeningRule::RollAgain,
            "play" => OpeningRule::PlayOpeningDice,
            code => OpeningRule::parse(code)?,
        };
        Some(Options {
            mode: Mode::parse(mode)?,
            level: level
                .parse()
                .ok()
                .filter(|l| *l < Level::COUNT)
                .map(Level)?,
            human: Side::parse(human)?,
            rules: Rules {
                match_length: MatchLength::parse(length)?,
                koks: flag(koks)?,
                opening,
                variant,
            },
            auto_roll: flag(auto)?,
            confirm_turn: flag(confirm)?,
            tutor: flag(tutor)?,
            take_backs: flag(backs)?,
        })
    }
}

/// How the page shows the game; none of it changes the game itself.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Settings {
    pub lang: Lang,
    pub numbering: Numbering,
    /// Sounds for moves, dice and the end of a game (off by default).
    pub sound: bool,
    /// Checker moves are animated (`animation=off` in the URL turns it off).
    pub animate: bool,
    /// The compact layout for an iframe: no side panels (`embed=1`).
    pub compact: bool,
    /// Hints, the chances bar and tutor mode are allowed (`analysis=off`
    /// in the URL forbids them, e.g. in a tournament).
    pub analysis: bool,
    /// The win-probability bar is shown (remembered).
    pub show_chances: bool,
    /// How fast the computer plays (remembered).
    pub pace: Pace,
    /// The page's colours (remembered).
    pub theme: Theme,
    /// Games with a friend by link are offered (`remote=off` removes them).
    pub remote: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            lang: Lang::En,
            numbering: Numbering::Absolute,
            sound: false,
            animate: true,
            compact: false,
            analysis: true,
            show_chances: false,
            pace: Pace::Normal,
            theme: Theme::Auto,
            remote: true,
        }
    }
}

/// The match's options and the page's settings, as chosen: changed only
/// through the choices below (a new game, a toolbar button).
#[derive(Clone, Copy, Debug)]
pub struct Preferences {
    options: Options,
    settings: Settings,
}

impl Preferences {
    pub fn new(options: Options, settings: Settings) -> Preferences {
        Preferences { options, settings }
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// A new match with these options.
    pub fn choose(&mut self, options: Options) {
        self.options = options;
    }

    /// An imported match's rules.
    pub fn set_rules(&mut self, rules: Rules) {
        self.options.rules = rules;
    }

    pub fn set_lang(&mut self, lang: Lang) {
        self.settings.lang = lang;
    }

    pub fn next_pace(&mut self) {
        self.settings.pace = self.settings.pace.next();
    }

    pub fn next_theme(&mut self) {
        self.settings.theme = self.settings.theme.next();
    }

    pub fn toggle_numbering(&mut self) {
        self.settings.numbering = self.settings.numbering.other();
    }

    pub fn toggle_sound(&mut self) {
        self.settings.sound = !self.settings.sound;
    }

    pub fn toggle_chances(&mut self) {
        self.settings.show_chances = !self.settings.show_chances;
    }
}

/// Tests set what no toolbar button sets at once.
#[cfg(test)]
impl Preferences {
    pub fn options_mut(&mut self) -> &mut Options {
        &mut self.options
    }

    pub fn settings_mut(&mut self) -> &mut Settings {
        &mut self.settings
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_survive_storage_and_bad_values_give_none() {
        let o = Options {
            mode: Mode::HotSeat,
            level: Level(4),
            human: Side::Black,
            rules: Rules {
                match_length: MatchLength::new(7).unwrap(),
                koks: true,
                opening: OpeningRule::PlayOpeningDice,
                ..Rules::default()
            },
            auto_roll: false,
            confirm_turn: true,
            tutor: true,
            take_backs: true,
        };
        assert_eq!(Options::decode(&o.encode()), Some(o));
        assert_eq!(
            Options::decode(&Options::default().encode()),
            Some(Options::default())
        );
        // The form stored before the vocabularies were unified (and tutor mode).
        assert_eq!(
            Options::decode("hotseat,4,b,7,1,play,0,1"),
            Some(Options {
                tutor: false,
                take_backs: false,
                ..o
            }),
            "old stored options are still read"
        );
        assert_eq!(
            Options::decode("hotseat,4,black,7,1,play-dice,0,1,1"),
            Some(Options {
                take_backs: false,
                ..o
            }),
            "and those from before take-backs"
        );
        // The variants, and their options.
        for code in VARIANT_CODES {
            for (beaver, jacoby) in [(false, false), (true, true)] {
                let variant = variant_of(code, beaver, jacoby).unwrap();
                let v = Options {
                    rules: Rules { variant, ..o.rules },
                    ..o
                };
                assert_eq!(Options::decode(&v.encode()), Some(v), "{code}");
            }
        }
        assert_eq!(variant_of("chess", false, false), None);
        assert_eq!(
            Options::decode("ai,3,white,3,0,roll-again,1,0,0,0,chess,0,0"),
            None
        );
        assert_eq!(
            Options::decode("ai,3,white,3,0,roll-again,1,0,0,0,money,0"),
            None
        );
        assert_eq!(Options::decode("ai,3,w,3,0,roll,1,0,2"), None);
        assert_eq!(Options::decode("ai,9,w,3,0,roll,1,0"), None);
        assert_eq!(Options::decode("ai,3,w,0,0,roll,1,0"), None);
        assert_eq!(Options::decode("garbage"), None);
    }

    #[test]
    fn every_vocabulary_reads_its_own_codes_back() {
        for m in Mode::ALL {
            assert_eq!(Mode::parse(m.code()), Some(m));
        }
        for p in Pace::ALL {
            assert_eq!(Pace::parse(p.code()), Some(p));
        }
        for t in Theme::ALL {
            assert_eq!(Theme::parse(t.code()), Some(t));
        }
        assert_eq!(Pace::Instant.next(), Pace::Slow);
        assert_eq!(Theme::Contrast.next(), Theme::Auto);
        assert!(Pace::Slow.step_ms() > Pace::Normal.step_ms());
        assert!(Pace::Normal.step_ms() > Pace::Fast.step_ms());
        assert_eq!(Pace::Instant.step_ms(), 0);
        for n in [Numbering::Absolute, Numbering::Relative] {
            assert_eq!(Numbering::parse(n.code()), Some(n));
            assert_eq!(n.other().other(), n);
        }
        assert_eq!(Mode::parse("chess"), None);
        assert_eq!(Numbering::parse(""), None);
    }
}
