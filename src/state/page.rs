//! Pages the worker writes (the rules screen, the position editor), done:
//! opened over the game, what is done on them queued for the worker, its
//! answers shown. The page's first download carries none of their code.

use super::model::AppState;
use nardy_protocol::{Answer, PageAction, PageKind};

/// Opens `kind` over the game (the editor on the position shown).
pub(super) fn open(s: &mut AppState, kind: PageKind) {
    let at = match kind {
        PageKind::Editor => Some(s.shared_position()),
        PageKind::Rules => None,
    };
    s.screen.open_page(kind, PageAction::Open(at));
}

/// Something was done on the page: asked after what came before it.
pub(super) fn act(s: &mut AppState, action: PageAction) -> bool {
    s.screen.page_request(action)
}

/// The worker's answer to the oldest request.
pub(super) fn answered(s: &mut AppState, answer: Answer) {
    if let Answer::Page {
        command,
        state,
        html,
    } = answer
    {
        s.screen.page_answered(command, state, html);
    }
}
