//! Pages the worker writes (the rules screen, the position editor): the
//! state keeps the HTML it showed last, the page's own state from that
//! answer, and what was done on the page since, in order. The thinker asks
//! the worker about the oldest request ([`AppState::page_question`]); the
//! page's first download carries none of their code.

use super::model::{AppState, Dialog};
use nardy_ai::{Answer, Ask, Question};
use nardy_engine::Position;
use std::collections::VecDeque;

/// Which page.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PageKind {
    Rules,
    Editor,
}

impl PageKind {
    /// `rules` or `editor`: the worker's name, and the address's `#rules`.
    pub fn code(self) -> &'static str {
        match self {
            PageKind::Rules => "rules",
            PageKind::Editor => "editor",
        }
    }

    pub fn parse(code: &str) -> Option<PageKind> {
        [PageKind::Rules, PageKind::Editor]
            .into_iter()
            .find(|k| k.code() == code)
    }
}

/// A page open over the game.
#[derive(Clone, PartialEq, Debug)]
pub struct Page {
    pub kind: PageKind,
    /// What the worker's last answer left for the next question.
    state: String,
    /// What the page shows; `None` until the first answer.
    html: Option<String>,
    /// What was done on the page and not answered yet: (action, argument).
    requests: VecDeque<(String, String)>,
}

impl Page {
    pub fn html(&self) -> Option<&str> {
        self.html.as_deref()
    }

    /// Waiting for the worker.
    pub fn busy(&self) -> bool {
        !self.requests.is_empty()
    }
}

impl AppState {
    pub fn page(&self) -> Option<&Page> {
        self.page.as_ref()
    }

    /// The worker's next question about the open page.
    pub(super) fn page_question(&self) -> Option<Question> {
        let page = self.page.as_ref()?;
        let (action, arg) = page.requests.front()?;
        Some(Question {
            ask: Ask::Page {
                lang: self.lang().code().into(),
                page: page.kind.code().into(),
                action: action.clone(),
                arg: arg.clone(),
                state: page.state.clone(),
            },
            position: self.shared_position(),
        })
    }
}

/// Opens `kind` over the game (the editor on the position shown).
pub(super) fn open(s: &mut AppState, kind: PageKind) {
    let arg = match kind {
        PageKind::Editor => s.shared_position().to_string(),
        PageKind::Rules => String::new(),
    };
    s.page = Some(Page {
        kind,
        state: String::new(),
        html: None,
        requests: VecDeque::from([("open".to_string(), arg)]),
    });
    s.dialog = Some(Dialog::Page);
}

/// Something was done on the page: asked after what came before it.
pub(super) fn act(s: &mut AppState, action: String, arg: String) -> bool {
    match s.page.as_mut() {
        Some(page) => {
            page.requests.push_back((action, arg));
            true
        }
        None => false,
    }
}

/// The worker's answer to the oldest request: the page shows it, or (the
/// editor's "play") the new-game dialog opens for its position.
pub(super) fn answered(s: &mut AppState, answer: Answer) {
    let Answer::Page {
        command,
        state,
        html,
    } = answer
    else {
        return;
    };
    let Some(page) = s.page.as_mut() else {
        return;
    };
    page.requests.pop_front();
    page.state = state;
    page.html = Some(html);
    let play = command
        .strip_prefix("play ")
        .and_then(|code| Position::from_code(code).ok());
    if let Some(position) = play {
        s.page = None;
        s.dialog = Some(Dialog::PlayOn(position));
    }
}

/// The page is closed (its dialog was).
pub(super) fn close(s: &mut AppState) {
    s.page = None;
}
