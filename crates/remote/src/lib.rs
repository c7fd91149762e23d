//! Playing a friend by link, with no server (docs/remote-protocol.md):
//! each side's actions travel as signed messages in links, and
//! every roll comes from both sides' secret contributions, each fixed
//! before the other's is known and revealed only when the protocol needs
//! it. `Session` is one side's match; `Shared` what the messages prove;
//! `verify_remote_record` checks a finished record's dice from the record
//! alone.

mod chain;
mod check;
mod code;
mod keys;
mod live_proof;
mod message;
mod record;
mod record_moves;
mod refusal;
mod roll;
mod rules_code;
mod session;
mod shared;

pub use chain::{Link, Reveal, Secret, CHAIN_LENGTH};
pub use check::check_code;
pub use code::{clean_name, NAME_MAX};
pub use keys::{Identity, PublicKey};
pub use live_proof::Fingerprints;
pub use message::{
    Action, Body, Invitation, Message, MessageError, Version, DEFAULT_LIMIT, LIMITS,
};
pub use record::{remote_headers, verify_remote_record, RemoteCheck, RemoteMismatch};
pub use record_moves::{abandonment, check_moves, recorded_messages, Abandonment, MovesMismatch};
pub use refusal::{span, spoken, Refusal};
pub use roll::{openings, roll, GameId};
pub use rules_code::{code_to_rules, rules_to_code};
pub use session::{writer, Duty, Friend, Me, Received, Session, Terms};
pub use shared::{Knower, Shared};
