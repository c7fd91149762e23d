//! What the computer answers the page, as one line (see `ask.rs`): a turn,
//! every candidate of a roll ranked, or the chances before a roll.
//!
//! The figures travel as integers already rounded the way `nardy analyse`
//! prints them (equity and loss in ten-thousandths of a point, chances in
//! tenths of a percent): the page shows exactly the CLI's numbers and never
//! parses a float (a float parser would cost it 7 KB gzipped).

use nardy_ai::{Candidate, CubeDecision, Probabilities};
use nardy_engine::{Position, Turn};

/// Chances and equity, rounded as the CLI prints them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Figures {
    /// Expected points for the side concerned, in 1/10000 of a point.
    pub equity: i32,
    /// Its chance to win, in tenths of a percent (0..=1000).
    pub win: u16,
    /// Its chance to win by mars, in tenths of a percent.
    pub win_mars: u16,
    /// Its chance to lose by mars, in tenths of a percent.
    pub lose_mars: u16,
}

impl Figures {
    /// `p` with the CLI's rounding (`{:+.4}` for equity, `{:.1}` for chances).
    pub fn of(p: Probabilities) -> Figures {
        Figures {
            equity: ten_thousandths(p.equity()),
            win: tenths(100.0 * p.win),
            win_mars: tenths(100.0 * p.win_mars),
            lose_mars: tenths(100.0 * p.lose_mars),
        }
    }

    /// The same figures seen by the other side.
    pub fn flip(self) -> Figures {
        Figures {
            equity: -self.equity,
            win: 1000 - self.win.min(1000),
            win_mars: self.lose_mars,
            lose_mars: self.win_mars,
        }
    }

    fn write(&self) -> String {
        let f = self;
        format!("{},{},{},{}", f.equity, f.win, f.win_mars, f.lose_mars)
    }

    fn read(fields: &[&str]) -> Option<Figures> {
        let [equity, win, win_mars, lose_mars] = fields else {
            return None;
        };
        Some(Figures {
            equity: equity.parse().ok()?,
            win: win.parse().ok()?,
            win_mars: win_mars.parse().ok()?,
            lose_mars: lose_mars.parse().ok()?,
        })
    }
}

/// `x` as `{:.4}` rounds it, in ten-thousandths.
fn ten_thousandths(x: f32) -> i32 {
    format!("{x:.4}").replace('.', "").parse().unwrap_or(0)
}

/// `x` as `{:.1}` rounds it, in tenths.
fn tenths(x: f32) -> u16 {
    format!("{:.1}", x.max(0.0))
        .replace('.', "")
        .parse()
        .unwrap_or(0)
}

/// One candidate of a ranked roll, as `nardy analyse` prints it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ranked {
    pub turn: Turn,
    /// The mover's chances after this turn.
    pub figures: Figures,
    /// Equity given up against the best, in 1/10000 of a point.
    pub loss: i32,
    /// Rolls looked ahead.
    pub depth: u8,
}

impl Ranked {
    pub fn of(c: &Candidate) -> Ranked {
        // The equity the candidate was ranked by: in a match, the
        // equivalent money game's at the score (`nardy analyse --away`).
        let figures = Figures {
            equity: ten_thousandths(c.equity()),
            ..Figures::of(c.chances)
        };
        Ranked {
            turn: c.turn,
            figures,
            loss: ten_thousandths(c.loss),
            depth: c.depth,
        }
    }
}

/// The computer's answer to a [`crate::question::Question`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The turn it chose.
    Turn(Turn),
    /// Its cube decision (nardegammon).
    Cube(CubeCall),
    /// A cube decision's figures, for a person's hint.
    CubeFigures(CubeFigures),
    /// Every distinct result of the roll, best first.
    Ranked(Vec<Ranked>),
    /// The side to move's chances before it rolls.
    Chances(Figures),
    /// A reviewed match: each turn's best turn, in order (the board draws
    /// them), and the report as the worker wrote it in HTML (the page only
    /// shows it: its code stays out of the page's first download).
    Report { best: Vec<Turn>, html: String },
    /// A page the worker wrote: what the app is to do with it, the page's
    /// state for its next question, and its HTML.
    Page {
        command: PageCommand,
        state: String,
        html: String,
    },
    /// A remote game's answer: [`crate::RemoteReply::to_line`]'s text (read
    /// with `RemoteReply::parse` by a page that asked).
    Remote(String),
}

/// What the app does with a page the worker wrote.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageCommand {
    /// Show it.
    Show,
    /// Close it and open the new-game dialog for this position (the
    /// editor's "play").
    Play(Position),
}

impl PageCommand {
    /// `show`, or `play <position code>`.
    pub fn code(self) -> String {
        match self {
            PageCommand::Show => "show".into(),
            PageCommand::Play(p) => format!("play {}", p.code()),
        }
    }

    pub fn parse(code: &str) -> Option<PageCommand> {
        match code.split_once(' ') {
            None if code == "show" => Some(PageCommand::Show),
            Some(("play", p)) => Position::from_code(p).ok().map(PageCommand::Play),
            _ => None,
        }
    }
}

/// A cube decision's figures for a person's hint, rounded as `nardy eval`
/// prints them: each choice's value for the side to move in 1/10000 (money
/// play: points per unit of the cube; match play: match-winning chance),
/// and the right choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CubeFigures {
    pub no_double: i32,
    pub double_take: i32,
    pub double_pass: i32,
    pub double: bool,
    pub take: bool,
    /// The cube is dead for the side to move: a double cannot gain it
    /// anything (a match's cube already worth all it needs).
    pub dead: bool,
}

impl CubeFigures {
    pub fn of(d: CubeDecision) -> CubeFigures {
        CubeFigures {
            no_double: ten_thousandths(d.no_double),
            double_take: ten_thousandths(d.double_take),
            double_pass: ten_thousandths(d.double_pass),
            double: d.should_double(),
            take: d.should_take(),
            dead: d.dead,
        }
    }
}

/// The computer's cube decision: before its roll, `Double` or `Roll`; to
/// a double, `Take`, `Pass` or `Beaver`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CubeCall {
    Double,
    Roll,
    Take,
    Pass,
    Beaver,
}

impl CubeCall {
    const ALL: [CubeCall; 5] = [
        CubeCall::Double,
        CubeCall::Roll,
        CubeCall::Take,
        CubeCall::Pass,
        CubeCall::Beaver,
    ];

    /// `double`, `roll`, `take`, `pass`, `beaver`.
    pub fn code(self) -> &'static str {
        match self {
            CubeCall::Double => "double",
            CubeCall::Roll => "roll",
            CubeCall::Take => "take",
            CubeCall::Pass => "pass",
            CubeCall::Beaver => "beaver",
        }
    }

    pub fn parse(code: &str) -> Option<CubeCall> {
        CubeCall::ALL.into_iter().find(|c| c.code() == code)
    }
}

impl Answer {
    /// `turn 24/18 18/13`, `ranked <turn>,<equity>,<win>,<win-mars>,
    /// <lose-mars>,<loss>,<depth>;…` or `chances <equity>,<win>,…`.
    pub fn to_line(&self) -> String {
        match self {
            Answer::Turn(turn) => format!("turn {turn}"),
            Answer::Cube(call) => format!("cube {}", call.code()),
            Answer::CubeFigures(f) => format!(
                "cubefigures {},{},{},{},{},{}",
                f.no_double,
                f.double_take,
                f.double_pass,
                u8::from(f.double),
                u8::from(f.take),
                u8::from(f.dead)
            ),
            Answer::Ranked(lines) => {
                let lines: Vec<String> = lines
                    .iter()
                    .map(|r| format!("{},{},{},{}", r.turn, r.figures.write(), r.loss, r.depth))
                    .collect();
                format!("ranked {}", lines.join(";"))
            }
            Answer::Chances(f) => format!("chances {}", f.write()),
            Answer::Report { best, html } => {
                let best: Vec<String> = best.iter().map(Turn::to_string).collect();
                format!("report {}\n{html}", best.join(";"))
            }
            Answer::Page {
                command,
                state,
                html,
            } => format!("page {}\n{state}\n{html}", command.code()),
            Answer::Remote(reply) => format!("remote {reply}"),
        }
    }

    /// Reads [`Answer::to_line`].
    pub fn parse(line: &str) -> Result<Answer, String> {
        let (kind, rest) = line.split_once([' ', '\n']).unwrap_or((line, ""));
        let bad = || format!("cannot read the answer '{line}'");
        match kind {
            "turn" => rest.parse().map(Answer::Turn).map_err(|e| format!("{e}")),
            "cube" => CubeCall::parse(rest).map(Answer::Cube).ok_or_else(bad),
            "cubefigures" => {
                let f: Vec<&str> = rest.split(',').collect();
                let [nd, dt, dp, d, t, dead] = f[..] else {
                    return Err(bad());
                };
                let int = |x: &str| x.parse::<i32>().map_err(|_| bad());
                Ok(Answer::CubeFigures(CubeFigures {
                    no_double: int(nd)?,
                    double_take: int(dt)?,
                    double_pass: int(dp)?,
                    double: d == "1",
                    take: t == "1",
                    dead: dead == "1",
                }))
            }
            "ranked" => rest
                .split(';')
                .map(|one| {
                    let fields: Vec<&str> = one.split(',').collect();
                    let [turn, figures @ .., loss, depth] = fields.as_slice() else {
                        return None;
                    };
                    Some(Ranked {
                        turn: turn.parse().ok()?,
                        figures: Figures::read(figures)?,
                        loss: loss.parse().ok()?,
                        depth: depth.parse().ok()?,
                    })
                })
                .collect::<Option<Vec<_>>>()
                .filter(|lines| !lines.is_empty())
                .map(Answer::Ranked)
                .ok_or_else(bad),
            "chances" => {
                let fields: Vec<&str> = rest.split(',').collect();
                Figures::read(&fields).map(Answer::Chances).ok_or_else(bad)
            }
            "report" => {
                let (best, html) = rest.split_once('\n').ok_or_else(bad)?;
                let best = best
                    .split(';')
                    .filter(|t| !t.is_empty())
                    .map(|t| t.parse().map_err(|e| format!("{e}")))
                    .collect::<Result<_, _>>()?;
                Ok(Answer::Report {
                    best,
                    html: html.into(),
                })
            }
            "page" => {
                let (command, rest) = rest.split_once('\n').ok_or_else(bad)?;
                let (state, html) = rest.split_once('\n').ok_or_else(bad)?;
                Ok(Answer::Page {
                    command: PageCommand::parse(command).ok_or_else(bad)?,
                    state: state.into(),
                    html: html.into(),
                })
            }
            "remote" => Ok(Answer::Remote(rest.into())),
            _ => Err(bad()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_round_as_the_cli_prints_and_answers_read_back() {
        let p = Probabilities {
            win: 0.55555,
            win_mars: 0.12345,
            lose_mars: 0.0004,
        };
        let f = Figures::of(p);
        assert_eq!(format!("{:+.4}", p.equity()), "+0.2341");
        assert_eq!(
            f,
            Figures {
                equity: 2341,
                win: 556,
                win_mars: 123,
                lose_mars: 0
            }
        );
        assert_eq!(f.flip().flip(), f);
        assert_eq!(ten_thousandths(-0.00004), 0);
        assert_eq!(ten_thousandths(-1.5), -15000);
        for answer in [
            Answer::Turn("24/18 18/13".parse().unwrap()),
            Answer::Turn("pass".parse().unwrap()),
            Answer::Chances(f.flip()),
            Answer::Report {
                best: vec!["24/18 18/13".parse().unwrap(), "pass".parse().unwrap()],
                html: "<p>a\nb</p>".into(),
            },
            Answer::Report {
                best: vec![],
                html: String::new(),
            },
            Answer::Page {
                command: PageCommand::Play(Position::start()),
                state: "0,1/2,3/w".into(),
                html: "<p>a\nb</p>".into(),
            },
            Answer::Page {
                command: PageCommand::Show,
                state: String::new(),
                html: String::new(),
            },
            Answer::Ranked(vec![
                Ranked {
                    turn: "24/18 18/13".parse().unwrap(),
                    figures: f,
                    loss: 0,
                    depth: 2,
                },
                Ranked {
                    turn: "24/13".parse().unwrap(),
                    figures: f.flip(),
                    loss: 4662,
                    depth: 0,
                },
            ]),
        ] {
            assert_eq!(Answer::parse(&answer.to_line()), Ok(answer.clone()));
        }
        for bad in [
            "",
            "ranked ",
            "ranked 24/18,1,2,3",
            "chances 1,2",
            "move 24/18",
        ] {
            assert!(Answer::parse(bad).is_err(), "{bad}");
        }
    }
}
