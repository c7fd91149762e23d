//! The game in progress as one versioned value in localStorage (the key
//! `storage::SAVE`), written after every change and read back on the next visit.
//!
//! The envelope is a flat JSON object; the match itself is a game record
//! (the engine's text format, RULES.md §6 notation), so restoring replays
//! every turn through the engine and a damaged save cannot produce an
//! illegal board. The dice generator's state is kept too, so a reloaded game
//! goes on with exactly the dice it would have had. The interface language
//! is a setting of the page (`storage::LANG`), not of the game: saves once
//! carried it too, and a `lang` field is still accepted and ignored.

use super::json::{self, Value};
use crate::state::{AppState, Numbering, Options, SaveError, Saved, SavedDice, Unreadable};
use nardy_dice::GameSeed;
use nardy_engine::{parse_record, write_record_with_dice};

const FORMAT: &str = "long-nardy-save";
/// The envelope's version; bump it when a field changes meaning (and the
/// words of `SaveError::UnknownVersion`). Version 1 (before verifiable dice)
/// is still read.
pub const VERSION: f64 = 2.0;

/// The stored text for `state`; `saved_at` is a timestamp kept for people.
///
/// Version 2's fields besides `format`, `version`, `savedAt`, `options` and
/// `numbering`: `series` (the `?seed=` number, or empty), `games` (games
/// started, which names the next derived seed), `dice` (the current game's
/// secret seed in hex, a colon, and how many 32-bit words of its stream are
/// used), `record` (the match, with each game's dice commitment and
/// revealed seed) and, since take-backs, `turnEnds` (the stream's words
/// used when each turn of the current game ended, comma-separated) and
/// `takeBacks` (turns taken back in the match); saves without those two
/// are still read (no take-back is possible in that game).
pub fn encode(state: &AppState, saved_at: &str) -> String {
    let dice = state.dice().saved();
    let (seed, words) = dice.stream.expect("a running game has its stream");
    json::encode(&[
        ("format", Value::Text(FORMAT.into())),
        ("version", Value::Number(VERSION)),
        ("savedAt", Value::Text(saved_at.into())),
        ("options", Value::Text(state.options().encode())),
        ("numbering", Value::Text(state.numbering().code().into())),
        (
            "series",
            Value::Text(dice.series.map(|n| n.to_string()).unwrap_or_default()),
        ),
        ("games", Value::Text(dice.games.to_string())),
        ("dice", Value::Text(format!("{}:{words}", seed.to_hex()))),
        (
            "record",
            Value::Text(write_record_with_dice(state.r#match(), &[], &dice.lines)),
        ),
        ("turnEnds", Value::Text(list(&dice.turn_ends))),
        ("takeBacks", Value::Text(state.taken_back().to_string())),
    ])
}

fn list(words: &[u64]) -> String {
    let words: Vec<String> = words.iter().map(u64::to_string).collect();
    words.join(",")
}

/// Reads a stored value back, checking everything.
pub fn decode(text: &str) -> Result<Saved, SaveError> {
    let fields = json::decode(text).map_err(|e| SaveError::Corrupt { at: e.at })?;
    // As for `JSON.parse`, the last of a repeated key counts.
    let get = |name: &'static str| fields.iter().rev().find(|(k, _)| k == name).map(|(_, v)| v);
    let text_field = |name: &'static str| match get(name) {
        Some(Value::Text(s)) => Ok(s.as_str()),
        Some(_) => Err(SaveError::BadField(name)),
        None => Err(SaveError::MissingField(name)),
    };
    if text_field("format") != Ok(FORMAT) {
        return Err(SaveError::NotASave);
    }
    let version = match get("version") {
        Some(Value::Number(v)) if *v == 1.0 || *v == VERSION => *v,
        Some(Value::Number(v)) => return Err(SaveError::UnknownVersion(json::number_text(*v))),
        Some(_) => return Err(SaveError::BadField("version")),
        None => return Err(SaveError::MissingField("version")),
    };
    let number = |name: &'static str| {
        text_field(name)?
            .parse::<u64>()
            .map_err(|_| SaveError::BadField(name))
    };
    let mut options =
        Options::decode(text_field("options")?).ok_or(SaveError::BadField("options"))?;
    let numbering =
        Numbering::parse(text_field("numbering")?).ok_or(SaveError::BadField("numbering"))?;
    let dice = if version == 1.0 {
        // Its dice came from an older generator: checked, then left behind.
        let _ = (number("seed")?, number("rng")?);
        None
    } else {
        let series = match text_field("series")? {
            "" => None,
            n => Some(
                n.parse::<u64>()
                    .map_err(|_| SaveError::BadField("series"))?,
            ),
        };
        let stream = text_field("dice")?
            .split_once(':')
            .and_then(|(seed, words)| Some((GameSeed::from_hex(seed).ok()?, words.parse().ok()?)))
            .ok_or(SaveError::BadField("dice"))?;
        Some((series, number("games")?, stream))
    };
    // Optional: saves from before take-backs have neither.
    let turn_ends = match get("turnEnds") {
        None => Vec::new(),
        Some(_) => text_field("turnEnds")?
            .split(',')
            .filter(|w| !w.is_empty())
            .map(|w| {
                w.parse::<u64>()
                    .map_err(|_| SaveError::BadField("turnEnds"))
            })
            .collect::<Result<_, _>>()?,
    };
    let taken_back = match get("takeBacks") {
        None => 0,
        Some(_) => {
            u32::try_from(number("takeBacks")?).map_err(|_| SaveError::BadField("takeBacks"))?
        }
    };
    let text = text_field("record")?;
    let record = parse_record(text).map_err(|error| {
        SaveError::BadRecord(Box::new(Unreadable {
            error: error.into(),
            text: text.to_string(),
        }))
    })?;
    // The record's rules are the match's; the options follow them.
    options.rules = record.r#match.rules();
    let dice = match dice {
        Some((series, games, stream)) => SavedDice {
            series,
            games,
            stream: Some(stream),
            lines: record.dice,
            turn_ends,
        },
        None => SavedDice {
            series: None,
            games: 1,
            stream: None,
            lines: Vec::new(),
            turn_ends: Vec::new(),
        },
    };
    Ok(Saved {
        r#match: record.r#match,
        options,
        numbering,
        dice,
        taken_back,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::testing::advance;
    use crate::state::{dispatch, Action, Mode, Settings};
    use nardy_text::Lang;

    fn hot_seat_mid_turn() -> AppState {
        let options = Options {
            mode: Mode::HotSeat,
            ..Options::default()
        };
        let mut s = AppState::new(17, options, Settings::default());
        // Play automatic actions and first-choice steps until a turn is half played.
        for _ in 0..400 {
            if let Some(b) = s.r#match().game().turn_builder() {
                if b.played().len() == 1
                    && !b.is_complete()
                    && s.r#match().game().history().len() > 6
                {
                    return s;
                }
            }
            advance(&mut s);
        }
        panic!("no half-played turn reached");
    }

    #[test]
    fn a_half_played_turn_survives_a_save_exactly() {
        let mut s = hot_seat_mid_turn();
        dispatch(&mut s, Action::ToggleNumbering);
        let text = encode(&s, "2026-11-29T22:00:00Z");
        let settings = Settings {
            lang: Lang::Ru,
            ..Settings::default()
        };
        let back = AppState::resumed(decode(&text).unwrap(), settings);
        assert_eq!(back.board(), s.board());
        assert_eq!(
            back.r#match().game().history(),
            s.r#match().game().history()
        );
        let (b1, b2) = (
            back.r#match().game().turn_builder().unwrap(),
            s.r#match().game().turn_builder().unwrap(),
        );
        assert_eq!((b1.dice(), b1.played()), (b2.dice(), b2.played()));
        assert_eq!(back.r#match().score(), s.r#match().score());
        assert_eq!(back.options(), s.options());
        assert_eq!(
            (back.lang(), back.numbering(), back.dice().series()),
            (Lang::Ru, Numbering::Relative, Some(17))
        );
        // The same dice come next.
        assert_eq!(
            back.dice()
                .saved()
                .stream
                .map(|(seed, w)| (seed.to_hex(), w)),
            s.dice().saved().stream.map(|(seed, w)| (seed.to_hex(), w))
        );
        // Saving the restored state gives the same text.
        assert_eq!(encode(&back, "2026-11-29T22:00:00Z"), text);
    }

    #[test]
    fn a_version_1_save_is_resumed_with_fresh_dice() {
        let s = hot_seat_mid_turn();
        let v1 = format!(
            "{{\"format\":\"long-nardy-save\",\"version\":1,\"savedAt\":\"x\",\"options\":\"{}\",\"lang\":\"en\",\"numbering\":\"absolute\",\"seed\":\"17\",\"rng\":\"42\",\"record\":{}}}",
            s.options().encode(),
            json::encode(&[("r", Value::Text(nardy_engine::write_record(s.r#match(), &[])))])
                .trim_start_matches("{\"r\":")
                .trim_end_matches('}')
        );
        let back = AppState::resumed(decode(&v1).unwrap(), Settings::default());
        assert_eq!(back.board(), s.board());
        assert_eq!(back.dice().lines()[0], nardy_engine::DiceLines::default());
    }

    #[test]
    fn a_save_keeps_the_turn_ends_and_one_from_before_take_backs_is_read() {
        let s = hot_seat_mid_turn();
        let turns = s.r#match().game().history().len();
        let text = encode(&s, "now");
        let saved = decode(&text).unwrap();
        assert_eq!(saved.dice.turn_ends.len(), turns, "one per finished turn");
        assert_eq!(saved.dice.turn_ends, s.dice().saved().turn_ends);
        // Written before take-backs: no such fields, and nothing to rewind.
        let cut = text.find(",\"turnEnds\"").unwrap();
        let old = format!("{}}}", &text[..cut]);
        let saved = decode(&old).unwrap();
        assert!(saved.dice.turn_ends.is_empty());
        assert_eq!(saved.taken_back, 0);
    }

    #[test]
    fn a_save_with_the_old_lang_field_is_still_read() {
        let text = encode(&hot_seat_mid_turn(), "now");
        let old = text.replacen(",\"numbering\"", ",\"lang\":\"ru\",\"numbering\"", 1);
        assert!(old.contains("\"lang\":\"ru\""));
        assert!(decode(&old).is_ok());
    }

    #[test]
    fn damaged_values_say_what_is_wrong() {
        let good = encode(&hot_seat_mid_turn(), "now");
        let cases: Vec<(String, &str)> = vec![
            ("{not json".into(), "not valid JSON"),
            (
                "{\"format\":\"other\"}".into(),
                "not a saved Long Nardy game",
            ),
            (good.replace("\"version\":2", "\"version\":3"), "version 3"),
            (
                good.replace("\"games\"", "\"gamez\""),
                "\"games\" is missing",
            ),
            (
                good.replace("\"dice\":\"", "\"dice\":\"x"),
                "\"dice\" is not valid",
            ),
            // A version 1 save needs its old dice fields.
            (
                good.replace("\"version\":2", "\"version\":1"),
                "\"seed\" is missing",
            ),
            (
                good.replace("\"numbering\":\"absolute\"", "\"numbering\":\"xx\""),
                "\"numbering\" is not valid",
            ),
            (
                good.replace("Long Nardy record 1", "Long Nardy record 7"),
                "game record is damaged",
            ),
            (
                good.replace("\"turnEnds\":\"", "\"turnEnds\":\"x"),
                "\"turnEnds\" is not valid",
            ),
            (
                good.replace("\"takeBacks\":\"0", "\"takeBacks\":\"-"),
                "\"takeBacks\" is not valid",
            ),
        ];
        for (text, words) in cases {
            let err = decode(&text).unwrap_err().to_string();
            assert!(err.contains(words), "{text}: {err}");
        }
    }
}
