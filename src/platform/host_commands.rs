//! What a host page may ask of the game through the iframe API, checked
//! field by field: a command with any bad field is refused whole (the game
//! in progress is never replaced by half a command), and the refusal names
//! the field and the reason. Pure, so every hostile input is a unit test;
//! `embed` reads the message and acts.

use super::json::{self, Value};
use super::params::{Rejected, UrlParams};
use crate::state::Mode;
use nardy_text::Lang;

/// The namespace of the API's messages.
pub const NAMESPACE: &str = "long-nardy";
/// The version of the API this app speaks.
pub const API_VERSION: f64 = 1.0;

/// A command that passed every check.
#[derive(Clone, PartialEq, Debug)]
pub enum Command {
    /// A new match: the fields given, with the URL parameters' names and values.
    NewGame(UrlParams),
    SetLanguage(Lang),
    /// Opens the replay of the current match and asks for its review.
    Review,
    /// A friend's message (or a whole `…#remote=` link) that the host
    /// carried: the embedding page is the remote game's transport.
    RemoteMessage(String),
}

/// The longest message a host may deliver (an invitation is about 250
/// characters, a turn about 300; a whole link adds the address).
const MESSAGE_MAX: usize = 4000;

const REMOTE_OFF: &str = "the page's address has remote=off: no games with a friend";

/// Why a command was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Refused {
    /// The command's `type` (cut short), or `unknown`.
    pub command: String,
    pub field: String,
    pub reason: String,
}

/// The fields `newGame` knows; any other field is ignored.
const NEW_GAME_FIELDS: [&str; 8] = [
    "mode", "level", "color", "length", "variant", "beaver", "jacoby", "name",
];

const COMMANDS: [&str; 4] = ["newGame", "setLanguage", "review", "remoteMessage"];

/// Reads a message from the host. `Ok(None)`: not addressed to this game
/// (another script's message), so not ours to judge. `remote_on`: the
/// page may play a friend (its address has no `remote=off`).
pub fn read(
    remote_on: bool,
    field: impl Fn(&str) -> Option<Value>,
) -> Result<Option<Command>, Refused> {
    if field("target") != Some(Value::Text(NAMESPACE.into())) {
        return Ok(None);
    }
    let kind = match field("type") {
        Some(Value::Text(t)) => t,
        _ => String::new(),
    };
    let refuse = |name: &str, value: Option<Value>, reason: &str| {
        let shown = value.map_or_else(|| "nothing".into(), |v| text(&v).unwrap_or_default());
        let r = Rejected::new(name, &shown, reason);
        let known = COMMANDS.contains(&kind.as_str());
        Refused {
            command: if known {
                kind.clone()
            } else {
                "unknown".into()
            },
            field: r.key,
            reason: format!("{} (got {})", r.reason, r.value),
        }
    };
    match field("version") {
        Some(Value::Number(v)) if v == API_VERSION => {}
        other => return Err(refuse("version", other, "this app speaks version 1")),
    }
    match kind.as_str() {
        "newGame" => {
            let mut pairs = Vec::new();
            for name in NEW_GAME_FIELDS {
                let Some(value) = field(name) else { continue };
                match text(&value) {
                    Some(t) => pairs.push((name.to_string(), t)),
                    None => {
                        let reason = "expected a string or a whole number";
                        return Err(refuse(name, Some(value), reason));
                    }
                }
            }
            let (params, rejected) = UrlParams::from_pairs(pairs);
            match rejected.into_iter().next() {
                Some(r) => Err(refuse(&r.key, field(&r.key), &r.reason)),
                None if params.mode == Some(Mode::Remote) && !remote_on => {
                    Err(refuse("mode", field("mode"), REMOTE_OFF))
                }
                None => Ok(Some(Command::NewGame(params))),
            }
        }
        "setLanguage" => {
            let value = field("lang");
            match value
                .as_ref()
                .and_then(text)
                .as_deref()
                .and_then(Lang::parse)
            {
                Some(lang) => Ok(Some(Command::SetLanguage(lang))),
                None => Err(refuse(
                    "lang",
                    value,
                    &format!("expected one of {}", Lang::codes()),
                )),
            }
        }
        "review" => Ok(Some(Command::Review)),
        "remoteMessage" => match field("text") {
            _ if !remote_on => Err(refuse("type", field("type"), REMOTE_OFF)),
            Some(Value::Text(t)) if !t.trim().is_empty() && t.len() <= MESSAGE_MAX => {
                // A whole link is taken for the message after its `#remote=`.
                let message = t.split_once("#remote=").map_or(t.trim(), |(_, m)| m.trim());
                Ok(Some(Command::RemoteMessage(message.to_string())))
            }
            other => Err(refuse(
                "text",
                other,
                "expected a friend's message: text of 1 to 4000 characters",
            )),
        },
        _ => Err(refuse(
            "type",
            field("type"),
            "known commands: newGame, setLanguage, review, remoteMessage",
        )),
    }
}

/// A field as the parameters' text: a string as it is, a whole number as
/// its digits; a fraction, a list, `true` or `null` is no value.
fn text(v: &Value) -> Option<String> {
    match v {
        Value::Text(t) => Some(t.clone()),
        Value::Number(n) if n.fract() == 0.0 && n.abs() < 1e15 => Some(json::number_text(*n)),
        Value::Number(_) | Value::Other(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_ai::Level;
    use nardy_engine::MatchLength;

    /// A message with the namespace, version 1 and these fields.
    fn message(fields: Vec<(&'static str, Value)>) -> impl Fn(&str) -> Option<Value> {
        move |name: &str| match name {
            "target" => Some(Value::Text(NAMESPACE.into())),
            "version" => Some(Value::Number(1.0)),
            _ => fields
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.clone()),
        }
    }

    fn new_game(field: &'static str, value: Value) -> Result<Option<Command>, Refused> {
        read(
            true,
            message(vec![
                ("type", Value::Text("newGame".into())),
                (field, value),
            ]),
        )
    }

    #[test]
    fn good_commands_are_read_as_before() {
        let Ok(Some(Command::NewGame(p))) = read(
            true,
            message(vec![
                ("type", Value::Text("newGame".into())),
                ("mode", Value::Text("hotseat".into())),
                ("level", Value::Number(4.0)),
                ("color", Value::Text("black".into())),
                ("length", Value::Number(5.0)),
                ("unknownField", Value::Other("a list")),
            ]),
        ) else {
            panic!("a good newGame is read");
        };
        assert_eq!(p.mode, Some(Mode::HotSeat));
        assert_eq!(p.level, Some(Level(4)));
        assert_eq!(p.match_length, MatchLength::new(5));
        assert_eq!(
            new_game("level", Value::Text("expert".into())).map(|c| c.is_some()),
            Ok(true)
        );
        assert_eq!(
            new_game("length", Value::Text("3".into())).map(|c| c.is_some()),
            Ok(true)
        );
        let lang = read(
            true,
            message(vec![
                ("type", Value::Text("setLanguage".into())),
                ("lang", Value::Text("ru".into())),
            ]),
        );
        assert_eq!(lang, Ok(Some(Command::SetLanguage(Lang::Ru))));
        // Every language the page speaks, by its code; another is refused
        // with the list.
        let set = |code: &str| {
            read(
                true,
                message(vec![
                    ("type", Value::Text("setLanguage".into())),
                    ("lang", Value::Text(code.into())),
                ]),
            )
        };
        for l in Lang::ALL {
            assert_eq!(set(l.code()), Ok(Some(Command::SetLanguage(l))));
        }
        let de = set("de").unwrap_err();
        assert_eq!(de.field, "lang");
        assert_eq!(
            de.reason,
            "expected one of en, ru, az, hy, ka, tr, uk, fa (got de)"
        );
        let review = read(true, message(vec![("type", Value::Text("review".into()))]));
        assert_eq!(review, Ok(Some(Command::Review)));
        let remote = |text: &str| {
            read(
                true,
                message(vec![
                    ("type", Value::Text("remoteMessage".into())),
                    ("text", Value::Text(text.into())),
                ]),
            )
        };
        let carried = Ok(Some(Command::RemoteMessage("nardy1.2.g.h.roll.-.s".into())));
        assert_eq!(remote(" nardy1.2.g.h.roll.-.s\n"), carried);
        assert_eq!(
            remote("https://nardy.example/#remote=nardy1.2.g.h.roll.-.s"),
            carried
        );
        let named = new_game("name", Value::Text("Anna".into()));
        let Ok(Some(Command::NewGame(p))) = named else {
            panic!("newGame takes the inviter's name");
        };
        assert_eq!(p.name.as_deref(), Some("Anna"));
    }

    #[test]
    fn a_remote_message_must_be_text_of_a_sensible_length() {
        for value in [
            None,
            Some(Value::Text("  ".into())),
            Some(Value::Number(3.0)),
            Some(Value::Text("x".repeat(MESSAGE_MAX + 1))),
        ] {
            let mut fields = vec![("type", Value::Text("remoteMessage".into()))];
            fields.extend(value.map(|v| ("text", v)));
            let refused = read(true, message(fields)).unwrap_err();
            assert_eq!(
                (refused.command.as_str(), refused.field.as_str()),
                ("remoteMessage", "text")
            );
            assert!(refused.reason.len() < 200, "{}", refused.reason);
        }
    }

    #[test]
    fn a_command_with_any_bad_field_is_refused_whole_naming_the_field() {
        let huge = "x".repeat(1 << 20);
        for (field, value) in [
            ("mode", Value::Text("chess".into())),
            ("level", Value::Text("9".into())),
            ("level", Value::Number(-1.0)),
            ("level", Value::Number(3.5)),
            ("color", Value::Text("red".into())),
            ("length", Value::Text("3 ".into())),
            ("length", Value::Other("a list")),
            ("length", Value::Number(26.0)),
            ("mode", Value::Text(huge)),
        ] {
            let refused = new_game(field, value.clone()).unwrap_err();
            assert_eq!(refused.command, "newGame");
            assert_eq!(refused.field, field, "{value:?}");
            assert!(refused.reason.len() < 200, "{}", refused.reason);
        }
        let refused = read(true, message(vec![("type", Value::Text("dance".into()))])).unwrap_err();
        assert_eq!(
            (refused.command.as_str(), refused.field.as_str()),
            ("unknown", "type")
        );
        let other = |name: &str| match name {
            "target" => Some(Value::Text(NAMESPACE.into())),
            "version" => Some(Value::Number(2.0)),
            _ => None,
        };
        assert_eq!(read(true, other).unwrap_err().field, "version");
        // Someone else's message is not ours to judge.
        assert_eq!(read(true, |_| None), Ok(None));
    }

    #[test]
    fn a_page_with_remote_off_refuses_a_friends_game() {
        let remote = vec![("type", Value::Text("remoteMessage".into()))];
        let refused = read(false, message(remote)).unwrap_err();
        assert_eq!(refused.command, "remoteMessage");
        assert!(refused.reason.contains("remote=off"), "{}", refused.reason);
        let invite = vec![
            ("type", Value::Text("newGame".into())),
            ("mode", Value::Text("remote".into())),
        ];
        let refused = read(false, message(invite.clone())).unwrap_err();
        assert_eq!(
            (refused.command.as_str(), refused.field.as_str()),
            ("newGame", "mode")
        );
        assert!(matches!(
            read(true, message(invite)),
            Ok(Some(Command::NewGame(_)))
        ));
    }
}
