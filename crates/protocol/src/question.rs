//! What the page asks the worker: one line of text each way, so the page
//! and the worker share no memory and the page needs none of the network's
//! code.
//!
//! Question: `turn <level> <seed> <position> <dice>` (the level's choice),
//! `hint <position> <dice>` (every candidate ranked at the strongest
//! level's depth), `evaluate <position>` (the chances before the roll at
//! [`EVALUATE_DEPTH`]) or `review <lang> <position>` and, on the next lines,
//! a match record (reviewed at [`REVIEW_DEPTH`], the report written in
//! `lang` for the page; `position` is where the match stands), or `page
//! <lang> <position>` and, on the next lines, `<page> <action> <arg>` and
//! the page's state (a page the worker writes: the rules, the position
//! editor), `explain <lang> <position>` and a record on the next lines
//! (why it cannot be read, in `lang`), or `cube <level> <seed> <double|answer> <cube> <money|me,them>
//! <jb> <position>` (nardegammon: whether the side to move doubles, or
//! how its opponent answers its double; `jb` the Jacoby and beaver
//! options, each its letter or `-`). Position and dice in RULES.md §6
//! notation. The answers are in `answer.rs`.

use crate::page::{PageAction, PageKind, StatsScope};
use nardy_ai::{CubeView, Level, Score};
use nardy_engine::{Cube, Dice, Position, Side, Variant};

/// The prefix of a question about a game of hachapuri's moves.
const HACHAPURI: &str = "hachapuri ";
/// The prefix of a question about a classic game, before its first
/// mover's letter: `classic w `.
const CLASSIC: &str = "classic ";
/// The prefix of a question about a game of a longer match, before the
/// side to move's score and the cube: `score 3,5 2 ` (`-`: no cube).
const SCORE: &str = "score ";
use nardy_text::Lang;

/// How far the chances before a roll look: the average over the 21 rolls
/// of each one's best play (`nardy eval --depth 1`), a few milliseconds.
pub const EVALUATE_DEPTH: u8 = 1;

/// How far a game review looks (`nardy review`'s default, a 90-turn game
/// in a few seconds in the browser): the AI's, where the levels' ladder
/// was measured at it.
pub use nardy_ai::REVIEW_DEPTH;

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
    Review { lang: Lang, record: String },
    /// The dice panel's statistics in `lang`: of the match's current
    /// `game`, the whole `match` or this `device` (`scope`), from the
    /// match's record and the device's counts (`DiceCounts::code`).
    DiceStats {
        lang: Lang,
        scope: StatsScope,
        device: String,
        record: String,
    },
    /// A remote game's question (a friend by link), its refusals in
    /// `lang`: answered by the worker with the signing and dice code. The
    /// request is [`RemoteAsk::to_line`]'s text, so that only a page that
    /// asks one links its words.
    Remote { lang: Lang, request: String },
    /// Why `record` cannot be read, in `lang`: the page parses records
    /// itself but leaves the words of the errors (some 5 KB of its first
    /// download) to the worker.
    Explain { lang: Lang, record: String },
    /// A page the worker writes in `lang`: `action` was done on it, `state`
    /// is what its last answer left (empty when it opens). The question's
    /// position is the game's.
    Page {
        lang: Lang,
        page: PageKind,
        action: PageAction,
        state: String,
    },
}

impl Ask {
    /// The language the answer is written in, for the questions answered
    /// with words (the worker needs that language's messages first).
    pub fn lang(&self) -> Option<Lang> {
        match self {
            Ask::Review { lang, .. }
            | Ask::DiceStats { lang, .. }
            | Ask::Remote { lang, .. }
            | Ask::Explain { lang, .. }
            | Ask::Page { lang, .. } => Some(*lang),
            _ => None,
        }
    }
}

/// A question about one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    pub ask: Ask,
    pub position: Position,
    /// The game moves by hachapuri's rules (no head rule, RULES.md §8.4):
    /// the line then begins `hachapuri `.
    pub free_head: bool,
    /// A classic game's first mover, so that the AI counts the equalising
    /// turn and the draw (RULES.md §8.1): the line then begins `classic w `
    /// or `classic b `.
    pub classic: Option<Side>,
    /// In a game of a longer match, the side to move's score and the
    /// cube, so that the computer weighs a mars by them (`Stakes`): the
    /// line then begins `score <me>,<them> <cube> `.
    pub score: Option<Score>,
}

impl Question {
    /// A question of a game with long nardy's moves (every variant's but
    /// hachapuri's).
    pub fn new(ask: Ask, position: Position) -> Question {
        Question {
            ask,
            position,
            free_head: false,
            classic: None,
            score: None,
        }
    }

    /// The variant whose moves the question is about: hachapuri's, or long
    /// nardy's (which classic and nardegammon share).
    pub fn moves(&self) -> Variant {
        if self.free_head {
            Variant::Hachapuri(Default::default())
        } else {
            Variant::Long
        }
    }

    /// The roll the question is about, if any.
    pub fn dice(&self) -> Option<Dice> {
        match self.ask {
            Ask::Turn { dice, .. } | Ask::Hint { dice } => Some(dice),
            Ask::Evaluate
            | Ask::Review { .. }
            | Ask::Page { .. }
            | Ask::DiceStats { .. }
            | Ask::Explain { .. }
            | Ask::Remote { .. }
            | Ask::Cube { .. }
            | Ask::CubeHint { .. } => None,
        }
    }

    /// The question as one line.
    pub fn to_line(&self) -> String {
        let line = self.ask_line();
        let line = match (self.free_head, self.classic) {
            (true, _) => format!("{HACHAPURI}{line}"),
            (false, Some(first)) => format!("{CLASSIC}{} {line}", first.letter()),
            (false, None) => line,
        };
        match self.score {
            Some(score) => format!("{SCORE}{} {line}", score.code()),
            None => line,
        }
    }

    fn ask_line(&self) -> String {
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
            Ask::Review { lang, record } => format!("review {} {p}\n{record}", lang.code()),
            Ask::Explain { lang, record } => format!("explain {} {p}\n{record}", lang.code()),
            Ask::Remote { lang, request } => format!("remote {} {p}\n{request}", lang.code()),
            Ask::Page {
                lang,
                page,
                action,
                state,
            } => {
                let (action, arg) = action.code();
                let (lang, page) = (lang.code(), page.code());
                format!("page {lang} {p}\n{page} {action} {arg}\n{state}")
            }
            Ask::DiceStats {
                lang,
                scope,
                device,
                record,
            } => format!(
                "dice {} {} {device} {p}\n{record}",
                lang.code(),
                scope.code()
            ),
        }
    }

    /// Reads [`Question::to_line`].
    pub fn parse(text: &str) -> Result<Question, String> {
        let (score, text) = match text.strip_prefix(SCORE) {
            Some(rest) => {
                let bad = "expected 'score <me>,<them> <cube or -> <question>'";
                let mut words = rest.splitn(3, ' ');
                let (Some(away), Some(cube), Some(rest)) =
                    (words.next(), words.next(), words.next())
                else {
                    return Err(bad.into());
                };
                (Some(Score::parse(away, cube).ok_or(bad)?), rest)
            }
            None => (None, text),
        };
        let (free_head, text) = match text.strip_prefix(HACHAPURI) {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let (classic, text) = match text.strip_prefix(CLASSIC) {
            Some(rest) => {
                let (letter, rest) = rest
                    .split_once(' ')
                    .ok_or("expected 'classic w|b <question>'")?;
                let first =
                    Side::from_letter(letter).ok_or("expected 'classic w' or 'classic b'")?;
                (Some(first), rest)
            }
            None => (None, text),
        };
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
                    lang: read_lang(lang)?,
                    record: record.into(),
                };
                (ask, read_position(position)?)
            }
            "explain" => {
                let (lang, position) = rest
                    .split_once(' ')
                    .ok_or("expected 'explain <lang> <position>'")?;
                let ask = Ask::Explain {
                    lang: read_lang(lang)?,
                    record: record.into(),
                };
                (ask, read_position(position)?)
            }
            "remote" => {
                let (lang, position) = rest
                    .split_once(' ')
                    .ok_or("expected 'remote <lang> <position>'")?;
                let ask = Ask::Remote {
                    lang: read_lang(lang)?,
                    request: record.into(),
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
                    lang: read_lang(lang)?,
                    scope: StatsScope::parse(scope).ok_or(format!("no statistics of '{scope}'"))?,
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
                let arg = words.next().unwrap_or_default();
                let ask = Ask::Page {
                    lang: read_lang(lang)?,
                    page: PageKind::parse(page).ok_or(format!("no page '{page}'"))?,
                    action: PageAction::parse(action, arg)
                        .ok_or(format!("no page action '{action} {arg}'"))?,
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
                    "expected 'turn', 'cube', 'hint', 'evaluate', 'review', 'explain', 'remote', 'dice' or 'page'"
                        .into(),
                )
            }
        };
        Ok(Question {
            ask,
            position,
            free_head,
            classic,
            score,
        })
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

fn read_lang(code: &str) -> Result<Lang, String> {
    Lang::parse(code).ok_or(format!("no language '{code}'"))
}

fn read_position(text: &str) -> Result<Position, String> {
    text.parse().map_err(|e| format!("{e}"))
}
