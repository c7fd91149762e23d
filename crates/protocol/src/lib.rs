//! The line between the page and its worker. The page asks a [`Question`]
//! (its turn, a hint, the chances, a review, a page to write) and the
//! worker gives an [`Answer`]; both travel as one compact line of text
//! (`Question::to_line`, `Answer::to_line`), typed at both ends: the
//! language, the page, what was done on it and the statistics' scope are
//! enums with one `code()`/`parse()` each. [`Answerer`] is the worker's
//! side: it answers with the AI.

mod answer;
mod answerer;
mod page;
mod question;
mod remote;
mod remote_answerer;

pub use answer::{Answer, CubeCall, CubeFigures, Figures, PageCommand, Ranked};
pub use answerer::Answerer;
/// How long an answer in a friend's game may take: the invitation's choices.
pub use nardy_remote::{DEFAULT_LIMIT, LIMITS};
pub use page::{parse_target, target_code, EditorTool, PageAction, PageKind, StatsScope};
pub use question::{Ask, Question, EVALUATE_DEPTH, REVIEW_DEPTH};
pub use remote::{Fingerprints, MessageNews, RemoteAsk, RemoteDuty, RemoteMove, RemoteReply};
pub use remote_answerer::answer_remote;
