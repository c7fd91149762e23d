//! What the iframe API tells the host page, as plain data: the `ready`
//! message, and one message per event worth telling (`turn`, `gameOver`,
//! `matchOver`). Pure, so the mapping is unit-tested; `embed` posts them.

use super::host_commands::Refused;
use crate::state::{AppState, Event};
use nardy_engine::Side;

/// One message to the host, before it becomes a JavaScript object:
/// `{source: "long-nardy", version: 1, type: kind, …fields}`.
#[derive(Clone, PartialEq, Debug)]
pub struct HostMessage {
    pub kind: &'static str,
    pub fields: Vec<(&'static str, Field)>,
}

/// A field's value.
#[derive(Clone, PartialEq, Debug)]
pub enum Field {
    Text(String),
    Number(u32),
    Flag(bool),
    /// `{white, black}`.
    Score([u32; 2]),
}

impl Field {
    fn text(s: impl Into<String>) -> Field {
        Field::Text(s.into())
    }

    fn number(n: usize) -> Field {
        Field::Number(u32::try_from(n).unwrap_or(u32::MAX))
    }
}

fn side(s: Side) -> Field {
    Field::text(s.code())
}

/// Sent once when the app starts.
pub fn ready(s: &AppState) -> HostMessage {
    let o = s.options();
    HostMessage {
        kind: "ready",
        fields: vec![
            ("lang", Field::text(s.lang().code())),
            ("mode", Field::text(o.mode.code())),
            ("level", Field::Number(u32::from(o.level.0))),
            ("color", side(o.human)),
            (
                "matchLength",
                Field::Number(s.r#match().rules().match_length.get()),
            ),
            ("position", Field::text(s.board().to_string())),
            ("score", Field::Score(s.r#match().score())),
        ],
    }
}

/// A command refused: `{type: "error", command, field, reason}`.
pub fn refused(r: &Refused) -> HostMessage {
    HostMessage {
        kind: "error",
        fields: vec![
            ("command", Field::text(r.command.as_str())),
            ("field", Field::text(r.field.as_str())),
            ("reason", Field::text(r.reason.as_str())),
        ],
    }
}

/// The messages for what happened, in order. A new match sends nothing:
/// what an imported record already holds is not news.
pub fn for_events(events: &[Event]) -> Vec<HostMessage> {
    events.iter().filter_map(for_event).collect()
}

fn for_event(event: &Event) -> Option<HostMessage> {
    let (kind, fields) = match event {
        Event::TurnEnded {
            game,
            number,
            record,
            position,
        } => (
            "turn",
            vec![
                ("game", Field::number(*game)),
                ("number", Field::number(*number)),
                ("side", side(record.side)),
                ("dice", Field::text(record.dice.to_string())),
                ("turn", Field::text(record.turn.to_string())),
                ("position", Field::text(position.to_string())),
            ],
        ),
        Event::GameOver {
            game,
            result,
            score,
            resigned,
        } => (
            "gameOver",
            vec![
                ("game", Field::number(*game)),
                ("winner", side(result.outcome.winner)),
                ("result", Field::text(result.outcome.kind.to_string())),
                ("points", Field::Number(result.points)),
                ("score", Field::Score(*score)),
                ("resigned", Field::Flag(*resigned)),
            ],
        ),
        Event::TakenBack {
            side: who,
            position,
        } => (
            "takeBack",
            vec![
                ("side", side(*who)),
                ("position", Field::text(position.to_string())),
            ],
        ),
        Event::MatchOver { winner, score } => (
            "matchOver",
            vec![("winner", side(*winner)), ("score", Field::Score(*score))],
        ),
        Event::Reviewed { turns } => ("reviewComplete", vec![("turns", Field::number(*turns))]),
        Event::Cube {
            side: who,
            call,
            value,
        } => (
            "cube",
            vec![
                ("action", Field::text(call.code())),
                ("side", side(*who)),
                ("value", Field::Number(*value)),
            ],
        ),
        Event::RemoteMessage(text) => ("remoteMessage", vec![("text", Field::text(text.as_str()))]),
        Event::Drawn { game } => (
            "gameOver",
            vec![
                ("game", Field::number(*game)),
                ("result", Field::text("draw")),
                ("points", Field::Number(0)),
            ],
        ),
        _ => return None,
    };
    Some(HostMessage { kind, fields })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::testing::advance;
    use crate::state::{dispatch, Action, Mode, Options, Settings};
    use nardy_engine::{MatchLength, Rules};

    fn field<'a>(m: &'a HostMessage, name: &str) -> &'a Field {
        &m.fields.iter().find(|(k, _)| *k == name).expect(name).1
    }

    #[test]
    fn a_whole_match_is_told_turn_by_turn_then_its_end() {
        let options = Options {
            mode: Mode::HotSeat,
            rules: Rules {
                match_length: MatchLength::new(1).unwrap(),
                ..Rules::default()
            },
            ..Options::default()
        };
        let mut s = AppState::new(12, options, Settings::default());
        let ready = ready(&s);
        assert_eq!(field(&ready, "mode"), &Field::text("hotseat"));
        assert_eq!(field(&ready, "matchLength"), &Field::Number(1));
        assert_eq!(field(&ready, "score"), &Field::Score([0, 0]));
        let mut sent = Vec::new();
        while s.r#match().winner().is_none() {
            advance(&mut s);
            sent.extend(for_events(&s.take_events()));
        }
        let history = s.r#match().game().history();
        let turns: Vec<_> = sent.iter().filter(|m| m.kind == "turn").collect();
        assert_eq!(turns.len(), history.len());
        for (i, (m, r)) in turns.iter().zip(history).enumerate() {
            assert_eq!(field(m, "number"), &Field::number(i + 1));
            assert_eq!(field(m, "game"), &Field::Number(1));
            assert_eq!(field(m, "side"), &side(r.side));
            assert_eq!(field(m, "dice"), &Field::text(r.dice.to_string()));
            assert_eq!(field(m, "turn"), &Field::text(r.turn.to_string()));
        }
        assert_eq!(
            field(turns.last().unwrap(), "position"),
            &Field::text(s.r#match().game().position().to_string())
        );
        let o = s.outcome().unwrap();
        let kinds: Vec<_> = sent.iter().rev().take(2).map(|m| m.kind).collect();
        assert_eq!(kinds, ["matchOver", "gameOver"]);
        let game_over = &sent[sent.len() - 2];
        assert_eq!(field(game_over, "winner"), &side(o.winner));
        assert_eq!(field(game_over, "points"), &Field::Number(o.points()));
        let mut score = [0, 0];
        score[o.winner.index()] = o.points();
        assert_eq!(field(&sent[sent.len() - 1], "score"), &Field::Score(score));
        // A new match is not news; nor is an opening roll.
        dispatch(&mut s, Action::NewGame(options));
        dispatch(&mut s, Action::OpeningRoll);
        let events = s.take_events();
        assert!(events.len() == 2 && for_events(&events).is_empty());
    }

    #[test]
    fn a_friends_message_is_given_to_the_host_as_it_is() {
        let text = "nardy1.4.g.h.move.6-5.24/18,18/13.roll.r.s";
        let told = for_events(&[Event::RemoteMessage(text.into())]);
        assert_eq!(told.len(), 1);
        assert_eq!(told[0].kind, "remoteMessage");
        assert_eq!(field(&told[0], "text"), &Field::text(text));
    }
}
