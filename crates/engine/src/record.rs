//! Match records: a whole match as text, for exporting and importing a game
//! record and for saving and resuming a match (version 1).
//!
//! ```text
//! Long Nardy record 1
//! Date: 2026-11-29 21:55
//! White: You
//! Black: Computer (advanced)
//! Match: 3
//! Koks: no
//! Opening: roll-again
//!
//! Game 1
//! Opening 5-3
//! 1. w 6-5: 24/18 18/13
//! 2. b 4-2: 24/20 24/22
//! 3. w 3-3: pass
//! …
//! White wins by mars: 2 points
//!
//! Game 2
//! 1. w 6-1: 24/18 24/23
//! 2. b 5-5: 24/19 …
//! ```
//!
//! - Line 1 names the format and its version.
//! - Header lines `Key: value` run to the first blank line. `Match` (match
//!   length), `Koks` (`yes`/`no`) and `Opening` (`roll-again`/`play-dice`)
//!   are the rules and are required; every other header is informational
//!   text, kept verbatim and in order.
//! - In the body, blank lines and lines starting with `#` are ignored.
//!   `Game N` starts game N; `Opening W-B` is an opening roll (White's die
//!   first, ties included); `K. s D: T` is turn K of the game, played by side
//!   `s` (`w`/`b`) with dice `D`, in RULES.md §6 notation; a result line such
//!   as `White wins by oin: 1 point` may follow a finished game and must agree
//!   with the replay. It gives the points the match counted; where a
//!   nardegammon match needed less than the game was worth, the full value
//!   follows: `White wins by oin: 5 points (of 64)`. Records written before
//!   that form, which gave the full value alone, still read.
//! - `Position: <RULES.md §6 position string>` right after `Game N` (and
//!   its dice commitment) makes the game continue from that position, its
//!   side to move rolling first, with no opening roll: a position set up by
//!   hand or a reviewed one played on. Records without it start as usual.
//! - `K. s resigns`: side `s` gave the game up instead of turn K; the game
//!   is scored from the position at that turn's start (mars if `s` has
//!   borne off nothing, else oin), and the result line follows.
//! - The variants (RULES.md §8.3): the header `Variant: classic` or
//!   `Variant: nardegammon` (absent: the default game), nardegammon's
//!   options `Beaver: yes|no` and `Jacoby: yes|no`, and `Match: money` for
//!   money play. Cube actions are lines of their own before turn K:
//!   `12. w doubles to 2`, `12. b takes`, `12. b passes`,
//!   `12. b beavers to 4`. A classic draw ends with `Drawn: 0 points`.
//! - The last line may be a turn in progress: its steps so far followed by
//!   ` …` (or `...`), possibly none yet (`7. w 6-5: …`).
//!
//! Reading a record replays every roll and turn through [`Game`] and
//! [`Match`], so the engine alone decides what is legal and an imported match
//! is in exactly the state the players left it.

mod errors;
mod format;
mod replay;

use crate::cube::CubeMove;
use crate::game::{Game, Phase};
use crate::match_play::Match;
use crate::rules::{CubeRules, HachapuriRules, MatchLength, OpeningRule, Rules, Variant};
use crate::score::Scored;
use crate::turn::Step;
use errors::{cut, error_at};
pub use errors::{RecordError, RecordErrorKind, RuleHeader};
pub use format::DiceLines;
use format::{
    is_hash, result_line, COMMITMENT_PREFIX, DRAWN, FIRST_LINE, FIRST_LINE_PREFIX, IN_PROGRESS,
    MONEY, POSITION_PREFIX, RESIGNS, RULE_KEYS, SEED_PREFIX,
};
use replay::Replay;

/// A record read back: its informational headers and the replayed match.
#[derive(Clone, Debug)]
pub struct ParsedRecord {
    /// Headers other than the rules (Date, White, Black, …), in order, verbatim.
    pub headers: Vec<(String, String)>,
    /// The match in the state the record ends in.
    pub r#match: Match,
    /// Each game's dice lines, in game order (one per game of the match).
    pub dice: Vec<DiceLines>,
}

// ---------------------------------------------------------------- writing

/// Writes the whole match: line 1, the given informational headers (in
/// order, written before Match/Koks/Opening, except that keys Match/Koks/Opening
/// given here are ignored), a blank line, then every played game and the
/// current one, including the current game's turn in progress (its dice and
/// the steps played so far) when it is in the Move phase. A game in the
/// Opening phase with no opening rolls yet still gets its `Game N` line.
///
/// A header is one line, so line breaks in a key or value are written as
/// spaces, and a header with an empty key is left out.
pub fn write_record(m: &Match, headers: &[(String, String)]) -> String {
    write_record_with_dice(m, headers, &[])
}

/// [`write_record`] with each game's dice lines (`dice[i]` for game i + 1):
/// the commitment right after `Game N`, the seed after the game's result.
/// A seed of a game that is not over is left out.
pub fn write_record_with_dice(
    m: &Match,
    headers: &[(String, String)],
    dice: &[DiceLines],
) -> String {
    let mut lines = vec![FIRST_LINE.to_string()];
    for (key, value) in headers {
        if !key.is_empty() && !RULE_KEYS.contains(&key.as_str()) {
            lines.push(format!("{}: {}", one_line(key), one_line(value)));
        }
    }
    lines.extend(rule_headers(m.rules()));
    for ((index, game), scored) in m.games().enumerate().zip(m.scored_games()) {
        lines.push(String::new());
        write_game(&mut lines, index + 1, game, scored, dice.get(index));
    }
    let mut text = lines.join("\n");
    text.push('\n');
    text
}

/// Keeps a header on its line: a line break would end it early.
fn one_line(text: &str) -> String {
    text.replace(['\r', '\n'], " ")
}

fn yes_no(on: bool) -> &'static str {
    if on {
        "yes"
    } else {
        "no"
    }
}

/// The rules' headers; the variant's only when it is not the default
/// game, so records of the default game read as they always have.
fn rule_headers(rules: Rules) -> Vec<String> {
    let length = if rules.variant.is_money() {
        MONEY.to_string()
    } else {
        rules.match_length.to_string()
    };
    let mut lines = vec![
        format!("Match: {length}"),
        format!("Koks: {}", yes_no(rules.koks)),
        format!("Opening: {}", rules.opening.code()),
    ];
    if rules.variant != Variant::Long {
        lines.push(format!("Variant: {}", rules.variant.code()));
    }
    if rules.variant.counts() {
        lines.push("Scoring: count".to_string());
    }
    if let Some(cube) = rules.variant.cube() {
        lines.push(format!("Beaver: {}", yes_no(cube.beaver)));
        lines.push(format!("Jacoby: {}", yes_no(cube.jacoby)));
    }
    lines
}

/// `12. w doubles to 2`: a cube action before turn 12.
fn cube_line(m: &CubeMove) -> String {
    format!("{}. {} {}", m.turns + 1, m.side.letter(), m.action)
}

/// `scored`: what the game scored in its match, once it is over.
fn write_game(
    lines: &mut Vec<String>,
    number: usize,
    game: &Game,
    scored: Option<Scored>,
    dice: Option<&DiceLines>,
) {
    lines.push(format!("Game {number}"));
    let dice = dice.cloned().unwrap_or_default();
    if let Some(c) = dice.commitment.filter(|c| is_hash(c)) {
        lines.push(format!("{COMMITMENT_PREFIX}{c}"));
    }
    if game.is_set_up() {
        lines.push(format!("{POSITION_PREFIX}{}", game.start()));
    }
    for (white, black) in game.openings() {
        lines.push(format!("Opening {white}-{black}"));
    }
    let cube_lines = |lines: &mut Vec<String>, turns: usize| {
        let before = game.cube_moves().iter().filter(|m| m.turns == turns);
        lines.extend(before.map(cube_line));
    };
    for (index, record) in game.history().iter().enumerate() {
        cube_lines(lines, index);
        let side = record.side.letter();
        lines.push(format!(
            "{}. {side} {}: {}",
            index + 1,
            record.dice,
            record.turn
        ));
    }
    cube_lines(lines, game.history().len());
    match game.phase() {
        Phase::Move(builder) => {
            let number = game.history().len() + 1;
            let side = builder.start().side_to_move().letter();
            let mut play: Vec<String> = builder.played().iter().map(Step::to_string).collect();
            play.push(IN_PROGRESS.to_string());
            lines.push(format!(
                "{number}. {side} {}: {}",
                builder.dice(),
                play.join(" ")
            ));
        }
        Phase::Over(outcome) => {
            if let Some(side) = game.resigned() {
                let number = game.history().len() + 1;
                lines.push(format!("{number}. {} {RESIGNS}", side.letter()));
            }
            lines.push(result_line(scored.unwrap_or(Scored::whole(*outcome))));
            if let Some(s) = dice.seed.filter(|s| is_hash(s)) {
                lines.push(format!("{SEED_PREFIX}{s}"));
            }
        }
        Phase::Drawn => {
            lines.push(DRAWN.to_string());
            if let Some(s) = dice.seed.filter(|s| is_hash(s)) {
                lines.push(format!("{SEED_PREFIX}{s}"));
            }
        }
        Phase::Opening | Phase::Roll(_) | Phase::Offered(_) => {}
    }
}

// ---------------------------------------------------------------- reading

/// Reads a record and replays it; the match is left in whatever phase the
/// record ends in (opening, roll, a turn in progress, or over).
pub fn parse_record(text: &str) -> Result<ParsedRecord, RecordError> {
    // Files saved by some editors begin with a byte order mark.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = text.lines().enumerate().map(|(i, line)| (i + 1, line));
    read_first_line(lines.next().map_or("", |(_, line)| line))?;
    let (headers, rules) = read_headers(&mut lines)?;
    let (r#match, dice) = Replay::new(rules).run(lines)?;
    Ok(ParsedRecord {
        headers,
        r#match,
        dice,
    })
}

fn read_first_line(line: &str) -> Result<(), RecordError> {
    let line = line.trim_end();
    match line.strip_prefix(FIRST_LINE_PREFIX) {
        Some("1") => Ok(()),
        Some(version) if !version.is_empty() && version.bytes().all(|b| b.is_ascii_digit()) => {
            Err(error_at(
                1,
                RecordErrorKind::UnknownVersion {
                    version: version.to_string(),
                },
            ))
        }
        _ => Err(error_at(
            1,
            RecordErrorKind::NotARecord { found: cut(line) },
        )),
    }
}

/// The rules as the headers give them, each at most once.
#[derive(Default)]
struct RuleHeaders {
    /// `None` inside: `Match: money`.
    match_length: Option<Option<MatchLength>>,
    koks: Option<bool>,
    opening: Option<OpeningRule>,
    variant: Option<Variant>,
    beaver: Option<bool>,
    jacoby: Option<bool>,
    /// `Scoring: count` (the value as written, checked with the variant).
    scoring: Option<String>,
}

impl RuleHeaders {
    /// The rules, once every required header is there and the variant's
    /// options fit it; `end` is the line that ended the headers.
    fn rules(self, end: usize) -> Result<Rules, RecordError> {
        let missing = |header| error_at(end, RecordErrorKind::MissingHeader(header));
        let length = self
            .match_length
            .ok_or_else(|| missing(RuleHeader::Match))?;
        let koks = self.koks.ok_or_else(|| missing(RuleHeader::Koks))?;
        let opening = self.opening.ok_or_else(|| missing(RuleHeader::Opening))?;
        let variant = self.variant.unwrap_or_default();
        let needs_cube = |header| error_at(end, RecordErrorKind::NeedsTheCube(header));
        let variant = match variant {
            Variant::Nardegammon(_) => {
                if let Some(found) = &self.scoring {
                    let found = cut(found);
                    return Err(error_at(end, RecordErrorKind::BadScoring { found }));
                }
                let money = length.is_none();
                let jacoby = self.jacoby.unwrap_or(false);
                if jacoby && !money {
                    return Err(error_at(end, RecordErrorKind::JacobyInMatchPlay));
                }
                Variant::Nardegammon(CubeRules {
                    money,
                    beaver: self.beaver.unwrap_or(false),
                    jacoby,
                })
            }
            other => {
                // `Scoring` is hachapuri's option, and `count` its one value.
                let variant = match (other, self.scoring.as_deref()) {
                    (_, None) => other,
                    (Variant::Hachapuri(_), Some("count")) => {
                        Variant::Hachapuri(HachapuriRules { count: true })
                    }
                    (_, Some(found)) => {
                        let found = cut(found);
                        return Err(error_at(end, RecordErrorKind::BadScoring { found }));
                    }
                };
                if length.is_none() {
                    return Err(needs_cube(RuleHeader::Match));
                }
                if self.beaver.is_some() {
                    return Err(needs_cube(RuleHeader::Beaver));
                }
                if self.jacoby.is_some() {
                    return Err(needs_cube(RuleHeader::Jacoby));
                }
                variant
            }
        };
        Ok(Rules {
            match_length: length.unwrap_or(MatchLength::DEFAULT),
            koks,
            opening,
            variant,
        })
    }
}

/// Reads the header lines up to the first blank line (or the end).
fn read_headers<'a>(
    lines: &mut impl Iterator<Item = (usize, &'a str)>,
) -> Result<(Vec<(String, String)>, Rules), RecordError> {
    let mut info = Vec::new();
    let mut rules = RuleHeaders::default();
    // A missing rule is reported on the line that ends the headers.
    let mut end = 2;
    for (number, line) in lines.by_ref() {
        end = number;
        if line.trim().is_empty() {
            break;
        }
        end = number + 1;
        let (key, value) = line
            .split_once(": ")
            .ok_or_else(|| error_at(number, RecordErrorKind::BadHeaderLine { found: cut(line) }))?;
        read_header(&mut rules, &mut info, key, value).map_err(|kind| error_at(number, kind))?;
    }
    Ok((info, rules.rules(end)?))
}

fn read_header(
    rules: &mut RuleHeaders,
    info: &mut Vec<(String, String)>,
    key: &str,
    value: &str,
) -> Result<(), RecordErrorKind> {
    match key {
        "Match" => set_once(
            &mut rules.match_length,
            RuleHeader::Match,
            match_length(value)?,
        ),
        "Koks" => set_once(&mut rules.koks, RuleHeader::Koks, koks(value)?),
        "Variant" => set_once(&mut rules.variant, RuleHeader::Variant, variant(value)?),
        "Beaver" => set_once(
            &mut rules.beaver,
            RuleHeader::Beaver,
            yes_or_no(RuleHeader::Beaver, value)?,
        ),
        "Jacoby" => set_once(
            &mut rules.jacoby,
            RuleHeader::Jacoby,
            yes_or_no(RuleHeader::Jacoby, value)?,
        ),
        "Scoring" => set_once(&mut rules.scoring, RuleHeader::Scoring, value.to_string()),
        "Opening" => set_once(
            &mut rules.opening,
            RuleHeader::Opening,
            opening_rule(value)?,
        ),
        _ => {
            info.push((key.to_string(), value.to_string()));
            Ok(())
        }
    }
}

/// Two values for one rule would leave the match's rules ambiguous.
fn set_once<T>(slot: &mut Option<T>, header: RuleHeader, value: T) -> Result<(), RecordErrorKind> {
    if slot.is_some() {
        return Err(RecordErrorKind::RepeatedHeader(header));
    }
    *slot = Some(value);
    Ok(())
}

/// A match length, or `None` for `money`.
fn match_length(value: &str) -> Result<Option<MatchLength>, RecordErrorKind> {
    if value.trim() == MONEY {
        return Ok(None);
    }
    MatchLength::parse(value.trim())
        .map(Some)
        .ok_or_else(|| RecordErrorKind::BadMatchLength { found: cut(value) })
}

fn variant(value: &str) -> Result<Variant, RecordErrorKind> {
    Variant::parse(value.trim()).ok_or_else(|| RecordErrorKind::BadVariant { found: cut(value) })
}

fn yes_or_no(header: RuleHeader, value: &str) -> Result<bool, RecordErrorKind> {
    match value.trim() {
        "yes" => Ok(true),
        "no" => Ok(false),
        _ => Err(RecordErrorKind::BadYesNo {
            header,
            found: cut(value),
        }),
    }
}

fn koks(value: &str) -> Result<bool, RecordErrorKind> {
    match value.trim() {
        "yes" => Ok(true),
        "no" => Ok(false),
        _ => Err(RecordErrorKind::BadKoks { found: cut(value) }),
    }
}

fn opening_rule(value: &str) -> Result<OpeningRule, RecordErrorKind> {
    OpeningRule::parse(value.trim())
        .ok_or_else(|| RecordErrorKind::BadOpeningRule { found: cut(value) })
}
