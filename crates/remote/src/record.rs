//! A remote match's record: the engine's record with headers that name
//! both players and carry what checks every roll — the game id, each
//! side's public key, dice anchor and latest reveal:
//!
//! ```text
//! White: Anna
//! Black: Boris
//! Remote game: <22 characters>
//! Remote protocol: nardy3       (absent in records of nardy1 games)
//! Invited by: white
//! White key: <43>            Black key: <43>
//! White dice anchor: <43>    Black dice anchor: <43>
//! White dice reveal: <index>:<43>    Black dice reveal: <index>:<43>
//! Message: <every signed message, in order, one header each>
//! Abandoned by: black        (a match claimed as abandoned, nardy3)
//! ```
//!
//! [`verify_remote_record`] recomputes every opening and every roll from
//! these alone, by the index rules of the `shared` module;
//! `record_moves::check_moves` replays the messages and holds the record's
//! moves to them.

use crate::chain::{Link, Reveal};
use crate::code::{bytes_to_text, text_to_bytes};
use crate::message::Version;
use crate::record_moves::{header, protocol, PROTOCOL};
use crate::roll::{openings, roll, GameId};
use crate::session::Session;
use nardy_engine::{Dice, Game, OpeningRule, ParsedRecord, Side};
use std::fmt;

const GAME: &str = "Remote game";
const INVITED_BY: &str = "Invited by";

fn key(side: Side, what: &str) -> String {
    format!("{side} {what}")
}

/// The record headers of `session` (names first).
pub fn remote_headers(session: &Session) -> Vec<(String, String)> {
    let inviter = session.invitation().side;
    let mut names = [String::new(), String::new()];
    names[inviter.index()] = session.invitation().name.clone();
    if let Some(f) = session.friend() {
        if session.me().side == inviter {
            names[inviter.opponent().index()] = f.name.clone();
        }
    }
    // The acceptor's own name is in its acceptance.
    if let Some(crate::message::Body::Accept { name, .. }) =
        session.messages().get(1).map(|m| &m.body)
    {
        names[inviter.opponent().index()] = name.clone();
    }
    let mut headers = Vec::new();
    for side in Side::BOTH {
        if !names[side.index()].is_empty() {
            headers.push((side.to_string(), names[side.index()].clone()));
        }
    }
    headers.push((GAME.into(), bytes_to_text(&session.game_id())));
    // The version decides the first game's learner; nardy1's records had
    // no such header, and still read as nardy1.
    if session.version() != Version::V1 {
        headers.push((PROTOCOL.into(), session.version().tag().into()));
    }
    headers.push((INVITED_BY.into(), inviter.code().into()));
    let keys = [
        Some(session.invitation().key),
        session.messages().get(1).and_then(|m| match &m.body {
            crate::message::Body::Accept { key, .. } => Some(*key),
            _ => None,
        }),
    ];
    let anchors = [
        Some(session.invitation().anchor),
        session.messages().get(1).and_then(|m| match &m.body {
            crate::message::Body::Accept { anchor, .. } => Some(*anchor),
            _ => None,
        }),
    ];
    for (i, side) in [inviter, inviter.opponent()].into_iter().enumerate() {
        if let Some(k) = keys[i] {
            headers.push((key(side, "key"), k.to_text()));
        }
        if let Some(a) = anchors[i] {
            headers.push((key(side, "dice anchor"), a.to_text()));
        }
    }
    if let Some(shared) = session.shared() {
        for side in Side::BOTH {
            headers.push((key(side, "dice reveal"), shared.revealed(side).to_text()));
        }
    }
    // Every signed message, in order: what binds the record's moves
    // (`check_moves`).
    for m in session.messages() {
        headers.push((crate::record_moves::MESSAGE.into(), m.text()));
    }
    if let Some(claimant) = session.claimed() {
        let by = claimant.opponent().code();
        headers.push((crate::record_moves::ABANDONED.into(), by.into()));
    }
    headers
}

/// What a remote record's dice prove, game by game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RemoteCheck {
    /// Every opening and roll is the two contributions'.
    Verified,
    /// Some roll's contributions are not revealed yet (a game in play).
    NotRevealed,
    Failed(RemoteMismatch),
}

/// Where a remote record and its dice part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RemoteMismatch {
    /// A remote header is missing or unreadable.
    Header(String),
    /// A side's reveal does not hash down to its anchor.
    Reveal(Side),
    Opening {
        index: usize,
        recorded: (u8, u8),
        derived: (u8, u8),
    },
    /// A game's opening rolls are more or fewer than derived.
    OpeningCount { recorded: usize, derived: usize },
    Turn {
        number: usize,
        recorded: Dice,
        derived: Dice,
    },
}

impl fmt::Display for RemoteMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RemoteMismatch::Header(h) => write!(f, "the header {h:?} is missing or unreadable"),
            RemoteMismatch::Reveal(side) => write!(
                f,
                "{side}'s dice reveal does not hash down to {side}'s dice anchor"
            ),
            RemoteMismatch::Opening {
                index,
                recorded: (rw, rb),
                derived: (dw, db),
            } => write!(
                f,
                "opening roll {index} is recorded as {rw}-{rb}, but the two contributions roll {dw}-{db}"
            ),
            RemoteMismatch::OpeningCount { recorded, derived } => write!(
                f,
                "the record has {recorded} opening rolls, but the two contributions roll {derived}"
            ),
            RemoteMismatch::Turn {
                number,
                recorded,
                derived,
            } => write!(
                f,
                "turn {number} is recorded with {recorded}, but the two contributions roll {derived}"
            ),
        }
    }
}

struct Evidence {
    game: GameId,
    inviter: Side,
    reveals: [Reveal; 2],
}

fn evidence(record: &ParsedRecord) -> Result<Evidence, RemoteMismatch> {
    let need = |name: String| {
        header(record, &name)
            .map(str::to_string)
            .ok_or(RemoteMismatch::Header(name))
    };
    let game = need(GAME.into())?;
    let game = text_to_bytes::<16>(&game).ok_or(RemoteMismatch::Header(GAME.into()))?;
    let inviter =
        Side::parse(&need(INVITED_BY.into())?).ok_or(RemoteMismatch::Header(INVITED_BY.into()))?;
    let mut reveals = [Reveal::anchor(Link([0; 32])); 2];
    for side in Side::BOTH {
        let anchor_key = key(side, "dice anchor");
        let anchor = Link::from_text(&need(anchor_key.clone())?)
            .ok_or(RemoteMismatch::Header(anchor_key))?;
        let reveal_key = key(side, "dice reveal");
        let reveal = Reveal::from_text(&need(reveal_key.clone())?)
            .ok_or(RemoteMismatch::Header(reveal_key))?;
        if !Reveal::anchor(anchor).continued_by(reveal) {
            return Err(RemoteMismatch::Reveal(side));
        }
        reveals[side.index()] = reveal;
    }
    Ok(Evidence {
        game,
        inviter,
        reveals,
    })
}

/// `None` when the record is not a remote match's; else one check per game.
pub fn verify_remote_record(record: &ParsedRecord) -> Option<Vec<RemoteCheck>> {
    header(record, GAME)?;
    let evidence = match evidence(record) {
        Ok(e) => e,
        Err(m) => {
            let games = record.r#match.games().count();
            return Some(vec![RemoteCheck::Failed(m); games]);
        }
    };
    let Ok(version) = protocol(record) else {
        let games = record.r#match.games().count();
        return Some(vec![
            RemoteCheck::Failed(RemoteMismatch::Header(
                PROTOCOL.into()
            ));
            games
        ]);
    };
    let mut next = 1;
    let mut previous: Option<&Game> = None;
    let mut checks = Vec::new();
    for game in record.r#match.games() {
        let learner = match previous {
            None => version.first_learner(evidence.inviter),
            Some(g) => g
                .history()
                .last()
                .map_or(evidence.inviter, |r| r.side.opponent()),
        };
        let (check, after) = check_game(&evidence, game, next, learner);
        checks.push(check);
        next = after;
        previous = Some(game);
    }
    Some(checks)
}

/// Checks one game whose first index is `first`; returns the check and
/// the next game's first index.
fn check_game(e: &Evidence, game: &Game, first: u32, learner: Side) -> (RemoteCheck, u32) {
    let both = |index: u32| -> Option<(Link, Link)> {
        Some((e.reveals[0].value_at(index)?, e.reveals[1].value_at(index)?))
    };
    let mut outcome = RemoteCheck::Verified;
    let mut index = first;
    let mut skip_first_turn = false;
    if !game.openings().is_empty() {
        match both(first) {
            None => outcome = RemoteCheck::NotRevealed,
            Some((w, b)) => {
                let derived = openings(&e.game, first, w, b);
                let recorded = game.openings();
                if let Some(i) =
                    (0..recorded.len().min(derived.len())).find(|&i| recorded[i] != derived[i])
                {
                    let m = RemoteMismatch::Opening {
                        index: i + 1,
                        recorded: recorded[i],
                        derived: derived[i],
                    };
                    return (RemoteCheck::Failed(m), first + 3);
                }
                let complete = game.first_mover().is_some();
                if recorded.len() > derived.len() || (complete && recorded.len() != derived.len()) {
                    let m = RemoteMismatch::OpeningCount {
                        recorded: recorded.len(),
                        derived: derived.len(),
                    };
                    return (RemoteCheck::Failed(m), first + 3);
                }
            }
        }
        let starter = game.first_mover();
        index = match (game.rules().opening, starter) {
            (OpeningRule::PlayOpeningDice, _) => {
                skip_first_turn = true;
                first
            }
            (OpeningRule::RollAgain, Some(s)) if s == learner => first + 1,
            (OpeningRule::RollAgain, _) => first + 2,
        };
    }
    let in_progress = game.turn_builder().map(|b| b.dice());
    let rolls = game.history().iter().map(|r| r.dice).chain(in_progress);
    let played = game.history().len();
    for (i, recorded) in rolls.enumerate() {
        if i == 0 && skip_first_turn {
            // The opening dice, checked above.
            if i < played {
                index += 1;
            }
            continue;
        }
        match both(index) {
            None => {
                if outcome == RemoteCheck::Verified {
                    outcome = RemoteCheck::NotRevealed;
                }
            }
            Some((w, b)) => {
                let derived = roll(&e.game, index, w, b);
                if derived != recorded {
                    let m = RemoteMismatch::Turn {
                        number: i + 1,
                        recorded,
                        derived,
                    };
                    return (RemoteCheck::Failed(m), index + 1);
                }
            }
        }
        if i < played {
            index += 1;
        }
    }
    let ended_in_a_turn = game.resigned().is_some() || game.passed().is_some();
    (outcome, index + u32::from(ended_in_a_turn))
}
