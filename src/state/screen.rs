//! What is open over the game: a dialog, a page the worker writes (the
//! rules, the editor) and the notice banner. A page keeps the HTML it
//! showed last, the page's own state from that answer, and what was done
//! on it since, in order: the worker is asked about the oldest.

use super::notice::Notice;
use super::saved::Unreadable;
use nardy_engine::Position;
use nardy_protocol::{PageAction, PageCommand, PageKind};
use std::collections::VecDeque;

/// The dialog that holds the game while it is open.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Dialog {
    NewGame,
    /// "Resign this game?", with the points it gives away.
    Resign,
    /// The new-game dialog for a match that continues from this reviewed
    /// position ("play on from here").
    PlayOn(Position),
    /// The game record: export, and import with the last import's error.
    Record {
        import_error: Option<Unreadable>,
    },
    /// The dice: each game's commitment, seed and check, and statistics.
    Dice,
    /// A page the worker writes (`AppState::page`): the rules, the editor.
    Page,
    /// A friend's invitation, to accept or not (`Remote::offer`).
    RemoteOffer,
}

/// A page open over the game.
#[derive(Clone, PartialEq, Debug)]
pub struct Page {
    pub kind: PageKind,
    /// What the worker's last answer left for the next question.
    state: String,
    /// What the page shows; `None` until the first answer.
    html: Option<String>,
    /// What was done on the page and not answered yet.
    requests: VecDeque<PageAction>,
}

impl Page {
    pub fn html(&self) -> Option<&str> {
        self.html.as_deref()
    }

    /// Waiting for the worker.
    pub fn busy(&self) -> bool {
        !self.requests.is_empty()
    }

    /// The oldest request not answered yet, with the state it is asked in.
    pub fn request(&self) -> Option<(&PageAction, &str)> {
        Some((self.requests.front()?, &self.state))
    }
}

/// The dialog, page and notice shown.
#[derive(Clone, Debug, Default)]
pub struct Screen {
    dialog: Option<Dialog>,
    page: Option<Page>,
    notice: Option<Notice>,
}

impl Screen {
    pub fn dialog(&self) -> Option<&Dialog> {
        self.dialog.as_ref()
    }

    pub fn open(&mut self, dialog: Dialog) {
        self.dialog = Some(dialog);
    }

    /// Whichever dialog is open closes (a page with it).
    pub fn close(&mut self) {
        self.dialog = None;
        self.page = None;
    }

    pub fn page(&self) -> Option<&Page> {
        self.page.as_ref()
    }

    /// Opens page `kind` over the game, first asking for `opening`.
    pub fn open_page(&mut self, kind: PageKind, opening: PageAction) {
        self.page = Some(Page {
            kind,
            state: String::new(),
            html: None,
            requests: VecDeque::from([opening]),
        });
        self.dialog = Some(Dialog::Page);
    }

    /// Something was done on the open page: asked after what came before
    /// it. False when no page is open.
    pub fn page_request(&mut self, action: PageAction) -> bool {
        match self.page.as_mut() {
            Some(page) => {
                page.requests.push_back(action);
                true
            }
            None => false,
        }
    }

    /// The worker answered the oldest request: the page shows it, or (the
    /// editor's "play") the new-game dialog opens for its position.
    pub fn page_answered(&mut self, command: PageCommand, state: String, html: String) {
        let Some(page) = self.page.as_mut() else {
            return;
        };
        page.requests.pop_front();
        page.state = state;
        page.html = Some(html);
        if let PageCommand::Play(position) = command {
            self.page = None;
            self.dialog = Some(Dialog::PlayOn(position));
        }
    }

    /// The record dialog shows an import's error.
    pub fn import_failed(&mut self, error: Unreadable) {
        self.dialog = Some(Dialog::Record {
            import_error: Some(error),
        });
    }

    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    pub fn show(&mut self, notice: Notice) {
        self.notice = Some(notice);
    }

    pub fn dismiss(&mut self) {
        self.notice = None;
    }

    /// The notice goes if it is `notice` (the computer came back).
    pub fn dismiss_if(&mut self, notice: &Notice) {
        if self.notice.as_ref() == Some(notice) {
            self.notice = None;
        }
    }

    /// The position a dialog plays on from, if it is "play on".
    pub fn play_on(&self) -> Option<Position> {
        match self.dialog {
            Some(Dialog::PlayOn(p)) => Some(p),
            _ => None,
        }
    }
}
