//! What the app asks the computer, which thinks in a Web Worker: one line
//! of text each way, so the page and the worker share no memory and the
//! page needs none of the network's code.
//!
//! Question: `turn <level> <seed> <position> <dice>` (the level's choice),
//! `hint <position> <dice>` (every candidate ranked at the strongest
//! level's depth), `evaluate <position>` (the chances before the roll at
//! [`EVALUATE_DEPTH`]) or `review <lang> <position>` and, on the next lines,
//! a match record (reviewed at [`REVIEW_DEPTH`], the report written in
//! `lang` for the page; `position` is where the match stands), or `page
//! <lang> <position>` and, on the next lines, `<page> <action> <arg>` and
//! the page's state (a page the worker writes: the rules, the position
//! editor), or `cube <level> <seed> <double|answer> <cube> <money|me,them>
//! <jb> <position>` (nardegammon: whether the side to move doubles, or
//! how its opponent answers its double; `jb` the Jacoby and beaver
//! options, each its letter or `-`). Position and dice in RULES.md §6
//! notation. The answers are in `answer.rs`.

use crate::analysis::Analyser;
use crate::answer::{Answer, CubeCall, CubeFigures, Figures, Ranked};
use crate::bot::Bot;
use crate::cube::{CubeAnswer, CubeView, MatchTable};
use crate::eval::Evaluator;
use crate::player::{Level, NetPlayer};
use crate::review::Review;
use crate::search::MAX_DEPTH;
use nardy_engine::{parse_record, Cube, Dice, Match, MoveGen, Position};

/// How far the chances before a roll look: the average over the 21 rolls
/// of each one's best play (`nardy eval --depth 1`), a few milliseconds.
pub const EVALUATE_DEPTH: u8 = 1;

/// How far a game review looks: `nardy review`'s default, a 90-turn game
/// in a few seconds in the browser.
pub const REVIEW_DEPTH: u8 = 1;

/// What the computer is asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Its own turn for `dice`, at `level`; `seed` drives the weaker levels' noise.
    Turn { level: Level, seed: u64, dice: Dice },
    /// Nardegammon, at `level`: does the side to move double (`answering`
    /// false), or how does its opponent answer its double?
    Cube {
        level: Level,
        seed: u64,
        answering: bool,
        view: CubeView,
    },
    /// Every candidate for `dice` ranked, for a person: the hint list.
    Hint { dice: Dice },
    /// Nardegammon, for a person's hint: the side to move's cube decision
    /// (`nardy eval --depth 1` with the cube).
    CubeHint { view: CubeView },
    /// The side to move's chances before it rolls.
    Evaluate,
    /// A whole match (its record's text) reviewed, the report in `lang`.
    Review { lang: String, record: String },
    /// The dice panel's statistics in `lang`: of the match's current
    /// `game`, the whole `match` or this `device` (`scope`), from the
    /// match's record and the device's counts (`DiceCounts::code`).
    DiceStats {
        lang: String,
        scope: String,
        device: String,
        record: String,
    },
    /// A page the worker writes (`rules`, `editor`) in `lang`: `action`
    /// (with `arg`) was done on it, `state` is what its last answer left
    /// (empty when it opens). The question's position is the game's.
    Page {
        lang: String,
        page: String,
        action: String,
        arg: String,
        state: String,
    },
}

/// A question about one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    pub ask: Ask,
    pub position: Position,
}

impl Question {
    /// The roll the question is about, if any.
    pub fn dice(&self) -> Option<Dice> {
        match self.ask {
            Ask::Turn { dice, .. } | Ask::Hint { dice } => Some(dice),
            Ask::Evaluate
            | Ask::Review { .. }
            | Ask::Page { .. }
            | Ask::DiceStats { .. }
            | Ask::Cube { .. }
            | Ask::CubeHint { .. } => None,
        }
    }

    /// The question as one line.
    pub fn to_line(&self) -> String {
        let p = self.position;
        match &self.ask {
            Ask::Turn { level, seed, dice } => format!("turn {} {seed} {p} {dice}", level.0),
            Ask::Cube {
                level,
                seed,
                answering,
                view,
            } => cube_line(
                *level,
                *seed,
                if *answering { "answer" } else { "double" },
                view,
                &p,
            ),
            Ask::CubeHint { view } => cube_line(Level::MASTER, 0, "hint", view, &p),
            Ask::Hint { dice } => format!("hint {p} {dice}"),
            Ask::Evaluate => format!("evaluate {p}"),
            Ask::Review { lang, record } => format!("review {lang} {p}\n{record}"),
            Ask::Page {
                lang,
                page,
                action,
                arg,
                state,
            } => format!("page {lang} {p}\n{page} {action} {arg}\n{state}"),
            Ask::DiceStats {
                lang,
                scope,
                device,
                record,
            } => format!("dice {lang} {scope} {device} {p}\n{record}"),
        }
    }

    /// Reads [`Question::to_line`].
    pub fn parse(text: &str) -> Result<Question, String> {
        let (line, record) = text.split_once('\n').unwrap_or((text, ""));
        let line = line.trim();
        let (kind, rest) = line
            .split_once(' ')
            .ok_or("expected '<question> <position> [<dice>]'")?;
        let position_and_dice = |rest: &str| -> Result<(Position, Dice), String> {
            let (position, dice) = rest
                .rsplit_once(' ')
                .ok_or("expected '<position> <dice>'")?;
            Ok((
                read_position(position)?,
                dice.parse().map_err(|e| format!("{e}"))?,
            ))
        };
        let (ask, position) = match kind {
            "evaluate" => (Ask::Evaluate, read_position(rest)?),
            "review" => {
                let (lang, position) = rest
                    .split_once(' ')
                    .ok_or("expected 'review <lang> <position>'")?;
                let ask = Ask::Review {
                    lang: lang.into(),
                    record: record.into(),
                };
                (ask, read_position(position)?)
            }
            "dice" => {
                let mut words = rest.splitn(4, ' ');
                let (Some(lang), Some(scope), Some(device), Some(position)) =
                    (words.next(), words.next(), words.next(), words.next())
                else {
                    return Err("expected 'dice <lang> <scope> <device> <position>'".into());
                };
                let ask = Ask::DiceStats {
                    lang: lang.into(),
                    scope: scope.into(),
                    device: device.into(),
                    record: record.into(),
                };
                (ask, read_position(position)?)
            }
            "page" => {
                let (lang, position) = rest
                    .split_once(' ')
                    .ok_or("expected 'page <lang> <position>'")?;
                let (request, state) = record.split_once('\n').unwrap_or((record, ""));
                let mut words = request.splitn(3, ' ');
                let (page, action) = match (words.next(), words.next()) {
                    (Some(p), Some(a)) if !p.is_empty() && !a.is_empty() => (p, a),
                    _ => return Err("expected '<page> <action> [<arg>]' after a page".into()),
                };
                let ask = Ask::Page {
                    lang: lang.into(),
                    page: page.into(),
                    action: action.into(),
                    arg: words.next().unwrap_or_default().into(),
                    state: state.into(),
                };
                (ask, read_position(position)?)
            }
            "hint" => {
                let (position, dice) = position_and_dice(rest)?;
                (Ask::Hint { dice }, position)
            }
            "cube" => read_cube(rest)?,
            "turn" => {
                let mut parts = rest.splitn(3, ' ');
                let level = parts
                    .next()
                    .and_then(Level::parse)
                    .ok_or("expected a level after 'turn'")?;
                let seed = parts
                    .next()
                    .and_then(|s| s.parse().ok())
                    .ok_or("expected a seed after the level")?;
                let (position, dice) = position_and_dice(parts.next().unwrap_or_default())?;
                (Ask::Turn { level, seed, dice }, position)
            }
            _ => {
                return Err(
                    "expected 'turn', 'cube', 'hint', 'evaluate', 'review', 'dice' or 'page'"
                        .into(),
                )
            }
        };
        Ok(Question { ask, position })
    }
}

/// `cube <level> <seed> <kind> <cube> <money|me,them> <jb> <position>`.
fn cube_line(level: Level, seed: u64, kind: &str, view: &CubeView, p: &Position) -> String {
    let away = match view.away {
        None => "money".to_string(),
        Some((me, them)) => format!("{me},{them}"),
    };
    format!(
        "cube {} {seed} {kind} {} {away} {}{} {p}",
        level.0,
        view.cube.code(),
        if view.jacoby { "j" } else { "-" },
        if view.beaver { "b" } else { "-" },
    )
}

/// The words after `cube `: see [`Question::to_line`] (`hint`: a
/// person's cube hint, its level and seed unused).
fn read_cube(rest: &str) -> Result<(Ask, Position), String> {
    let bad = || {
        "expected 'cube <level> <seed> <double|answer> <cube> <money|me,them> <jb> <position>'"
            .to_string()
    };
    let words: Vec<&str> = rest.splitn(7, ' ').collect();
    let [level, seed, kind, cube, away, flags, position] = words[..] else {
        return Err(bad());
    };
    let away = match away {
        "money" => None,
        pair => {
            let (me, them) = pair.split_once(',').ok_or_else(bad)?;
            Some((
                me.parse().map_err(|_| bad())?,
                them.parse().map_err(|_| bad())?,
            ))
        }
    };
    let view = CubeView {
        cube: Cube::parse(cube).map_err(|e| e.to_string())?,
        away,
        jacoby: flags.starts_with('j'),
        beaver: flags.ends_with('b'),
    };
    let ask = match kind {
        "hint" => Ask::CubeHint { view },
        "double" | "answer" => Ask::Cube {
            level: Level::parse(level).ok_or_else(bad)?,
            seed: seed.parse().map_err(|_| bad())?,
            answering: kind == "answer",
            view,
        },
        _ => return Err(bad()),
    };
    Ok((ask, read_position(position)?))
}

fn read_position(text: &str) -> Result<Position, String> {
    text.parse().map_err(|e| format!("{e}"))
}

/// Answers questions with one network.
pub struct Thinker {
    eval: Evaluator,
    gen: MoveGen,
}

impl Thinker {
    pub fn new(eval: Evaluator) -> Thinker {
        Thinker {
            eval,
            gen: MoveGen::new(),
        }
    }

    /// The answer, or why the question has none (a finished game).
    pub fn answer(&mut self, q: &Question) -> Result<Answer, String> {
        if q.position.is_game_over() {
            return Err("the game is over".into());
        }
        let analyser = || Analyser::new(self.eval.clone());
        Ok(match q.ask.clone() {
            Ask::Turn { level, seed, dice } => {
                let turns = self
                    .gen
                    .generate(&q.position, dice)
                    .map_err(|e| e.to_string())?;
                let mut player = NetPlayer::at_level_with(level, self.eval.clone(), seed);
                Answer::Turn(turns[player.choose(&q.position, dice, turns)].turn)
            }
            Ask::Cube {
                level,
                seed,
                answering,
                view,
            } => {
                let mut player = NetPlayer::at_level_with(level, self.eval.clone(), seed);
                Answer::Cube(match (answering, view) {
                    (false, v) if player.double(&q.position, &v) => CubeCall::Double,
                    (false, _) => CubeCall::Roll,
                    (true, v) => match player.answer(&q.position, &v) {
                        CubeAnswer::Take => CubeCall::Take,
                        CubeAnswer::Pass => CubeCall::Pass,
                        CubeAnswer::Beaver => CubeCall::Beaver,
                    },
                })
            }
            Ask::CubeHint { view } => {
                let p = analyser().evaluate(&q.position, EVALUATE_DEPTH);
                let d = view.decision(p, q.position.side_to_move(), MatchTable::shared());
                Answer::CubeFigures(CubeFigures::of(d))
            }
            Ask::Hint { dice } => {
                let ranked = analyser()
                    .analyse(&q.position, dice, MAX_DEPTH)
                    .map_err(|e| e.to_string())?;
                Answer::Ranked(ranked.iter().map(Ranked::of).collect())
            }
            Ask::Evaluate => Answer::Chances(Figures::of(
                analyser().evaluate(&q.position, EVALUATE_DEPTH),
            )),
            Ask::Review { .. } => return Err("a review is answered by `Thinker::review`".into()),
            Ask::Page { .. } | Ask::DiceStats { .. } => {
                return Err("a page is written by the worker".into())
            }
        })
    }

    /// The review of a record's match at [`REVIEW_DEPTH`], telling
    /// `progress(done, total)` after each turn; with the match it read.
    pub fn review(
        &mut self,
        record: &str,
        progress: impl FnMut(usize, usize),
    ) -> Result<(Review, Match), String> {
        let m = parse_record(record).map_err(|e| e.to_string())?.r#match;
        let review = Analyser::new(self.eval.clone())
            .review_with_progress(&m, REVIEW_DEPTH, progress)
            .map_err(|e| e.to_string())?;
        Ok((review, m))
    }
}

#[cfg(all(test, feature = "embedded-weights"))]
mod tests {
    use super::*;

    #[test]
    fn questions_read_back_and_answers_are_the_analysis_apis() {
        let position: Position = "2,3,1,1,1,-7,0,1,0,1,0,-2,-2,-2,-2,0,0,2,0,1,0,1,0,1 w"
            .parse()
            .unwrap();
        let dice: Dice = "6-4".parse().unwrap();
        let mut thinker = Thinker::new(Evaluator::embedded());
        let mut analyser = Analyser::new(Evaluator::embedded());
        for ask in [
            Ask::Hint { dice },
            Ask::Evaluate,
            Ask::Turn {
                level: Level(0),
                seed: 17,
                dice,
            },
            Ask::Turn {
                level: Level::MASTER,
                seed: u64::MAX,
                dice,
            },
            Ask::Cube {
                level: Level(4),
                seed: 3,
                answering: false,
                view: CubeView::money(),
            },
            Ask::CubeHint {
                view: CubeView::money(),
            },
            Ask::Cube {
                level: Level(2),
                seed: 3,
                answering: true,
                view: CubeView {
                    cube: Cube::new(2, Some(nardy_engine::Side::Black)).unwrap(),
                    away: Some((3, 5)),
                    jacoby: false,
                    beaver: true,
                },
            },
        ] {
            let q = Question { ask, position };
            assert_eq!(Question::parse(&q.to_line()), Ok(q.clone()));
            match thinker.answer(&q).unwrap() {
                Answer::Turn(turn) => assert!(position.play(dice, &turn).is_ok(), "{turn}"),
                Answer::Cube(call) => {
                    let Ask::Cube {
                        level,
                        seed,
                        answering,
                        view,
                    } = q.ask
                    else {
                        panic!("{q:?}")
                    };
                    let mut bot = NetPlayer::at_level(level, seed);
                    let expected = match answering {
                        false if bot.double(&position, &view) => CubeCall::Double,
                        false => CubeCall::Roll,
                        true => match bot.answer(&position, &view) {
                            CubeAnswer::Take => CubeCall::Take,
                            CubeAnswer::Pass => CubeCall::Pass,
                            CubeAnswer::Beaver => CubeCall::Beaver,
                        },
                    };
                    assert_eq!(call, expected);
                    assert_eq!(
                        Answer::parse(&Answer::Cube(call).to_line()),
                        Ok(Answer::Cube(call))
                    );
                }
                Answer::Ranked(lines) => {
                    let best = analyser.analyse(&position, dice, MAX_DEPTH).unwrap();
                    let expected: Vec<Ranked> = best.iter().map(Ranked::of).collect();
                    assert_eq!(lines, expected);
                    assert_eq!(lines[0].loss, 0);
                }
                Answer::Chances(f) => {
                    let p = analyser.evaluate(&position, EVALUATE_DEPTH);
                    assert_eq!(f, Figures::of(p));
                }
                Answer::CubeFigures(f) => {
                    let p = analyser.evaluate(&position, EVALUATE_DEPTH);
                    let d =
                        CubeView::money().decision(p, position.side_to_move(), &MatchTable::new());
                    assert_eq!(f, CubeFigures::of(d));
                    assert_eq!(
                        Answer::parse(&Answer::CubeFigures(f).to_line()),
                        Ok(Answer::CubeFigures(f))
                    );
                }
                Answer::Report { .. } | Answer::Page { .. } => panic!("{q:?} is no review"),
            }
        }
        let page = Question {
            ask: Ask::Page {
                lang: "ru".into(),
                page: "editor".into(),
                action: "drag".into(),
                arg: "7 12".into(),
                state: "0,1/2,3/w".into(),
            },
            position,
        };
        assert_eq!(Question::parse(&page.to_line()), Ok(page));
        let stats = Question {
            ask: Ask::DiceStats {
                lang: "en".into(),
                scope: "match".into(),
                device: "1:0,1".into(),
                record: "Long Nardy record 1\n\nGame 1\n".into(),
            },
            position,
        };
        assert_eq!(Question::parse(&stats.to_line()), Ok(stats));
        for bad in [
            "",
            "page en 0,0 w\neditor open",
            "page en x\neditor open \n",
            "turn 9 1 x 6-4",
            "hint 0,0 w 6-4",
            "ask 1 6-4",
            "evaluate",
            "evaluate 1,2 w",
        ] {
            assert!(Question::parse(bad).is_err(), "{bad}");
        }
        let over = Question {
            ask: Ask::Evaluate,
            position: "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,0 w"
                .parse()
                .unwrap(),
        };
        assert!(thinker.answer(&over).is_err());
    }
}
