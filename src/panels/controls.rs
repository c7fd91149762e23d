//! Every control the panels (and the worker's report, and the board's
//! roll prompt) write as HTML text, as one typed vocabulary with one codec:
//! a writer puts [`Control::attrs`] on the element, and the one delegated
//! reader, [`control_of`], gives the control back from an event. A renamed
//! control changes both ends at once; the tests below hold the browser
//! tests' selectors and the worker's report to the same words.

use nardy_protocol::StatsScope;

/// A control, and the number or word it carries.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Control {
    // The toolbar.
    Menu,
    Settings,
    NewGame,
    Record,
    Dice,
    Share,
    Editor,
    Rules,
    Numbering,
    Sound,
    Pace,
    Theme,
    Chances,
    Lang,
    // The turn's buttons and the game's end.
    Roll,
    Undo,
    TakeBack,
    Confirm,
    Hint,
    Double,
    Take,
    Pass,
    Beaver,
    Resign,
    ReviewGame,
    NextGame,
    // The hint list (a line, and its "play" button) and tutor mode.
    HintLine(usize),
    HintPlay(usize),
    HintAll,
    TutorUndo,
    TutorKeep,
    // The replay and its report (a turn's frame, from the worker's HTML).
    ReviewFirst,
    ReviewBack,
    ReviewForward,
    ReviewLast,
    ReviewClose,
    PlayOn,
    ReviewAnalyse,
    Frame(usize),
    // The dialogs.
    Start,
    Cancel,
    ConfirmResign,
    CancelResign,
    DiceScope(StatsScope),
    ResetDiceStats,
    CloseDice,
    CopyRecord,
    DownloadRecord,
    Review,
    CloseRecord,
    ImportRecord,
    KeptOpen(usize),
    KeptDownload(usize),
    DismissNotice,
    /// A save that could neither be read nor copied: download it, then
    /// (once downloaded) let it go so the game in progress is saved.
    DownloadLeftSave,
    ReleaseLeftSave,
    /// The update notice: switch to the new build now.
    ReloadNow,
    // A friend by link: the invitation's answer, the link to send, the list.
    RemoteAccept,
    RemoteDecline,
    RemoteCopy,
    RemoteShare,
    RemoteOpen(usize),
    /// Live play: a fresh connection offer for the game on the table.
    LiveConnect,
    /// The link as a QR code, shown or hidden.
    RemoteQr,
    /// A friend's game not kept in storage: download it, or try again.
    RemoteDownload,
    RemoteKeepAgain,
    /// Claim a friend's match as abandoned (no answer within its limit).
    RemoteClaim,
    /// A field of the new-game dialog (its value is the element's).
    Field(Field),
}

/// The new-game dialog's fields (`data-option`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Field {
    Mode,
    Level,
    Human,
    Variant,
    Length,
    Beaver,
    Jacoby,
    Opening,
    Koks,
    AutoRoll,
    ConfirmTurn,
    Tutor,
    TakeBacks,
}

impl Field {
    pub const ALL: [Field; 13] = [
        Field::Mode,
        Field::Level,
        Field::Human,
        Field::Variant,
        Field::Length,
        Field::Beaver,
        Field::Jacoby,
        Field::Opening,
        Field::Koks,
        Field::AutoRoll,
        Field::ConfirmTurn,
        Field::Tutor,
        Field::TakeBacks,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Field::Mode => "mode",
            Field::Level => "level",
            Field::Human => "human",
            Field::Variant => "variant",
            Field::Length => "length",
            Field::Beaver => "beaver",
            Field::Jacoby => "jacoby",
            Field::Opening => "opening",
            Field::Koks => "koks",
            Field::AutoRoll => "auto-roll",
            Field::ConfirmTurn => "confirm-turn",
            Field::Tutor => "tutor",
            Field::TakeBacks => "take-backs",
        }
    }

    pub fn parse(code: &str) -> Option<Field> {
        Field::ALL.into_iter().find(|f| f.code() == code)
    }
}

/// The controls without an argument, each once: what `parse` reads.
const PLAIN: [Control; 45] = [
    Control::Menu,
    Control::Settings,
    Control::NewGame,
    Control::Record,
    Control::Dice,
    Control::Share,
    Control::Editor,
    Control::Rules,
    Control::Numbering,
    Control::Sound,
    Control::Pace,
    Control::Theme,
    Control::Chances,
    Control::Lang,
    Control::Roll,
    Control::Undo,
    Control::TakeBack,
    Control::Confirm,
    Control::Hint,
    Control::Double,
    Control::Take,
    Control::Pass,
    Control::Beaver,
    Control::Resign,
    Control::ReviewGame,
    Control::NextGame,
    Control::HintAll,
    Control::TutorUndo,
    Control::TutorKeep,
    Control::ReviewFirst,
    Control::ReviewBack,
    Control::ReviewForward,
    Control::ReviewLast,
    Control::ReviewClose,
    Control::PlayOn,
    Control::ReviewAnalyse,
    Control::Start,
    Control::Cancel,
    Control::ConfirmResign,
    Control::CancelResign,
    Control::ResetDiceStats,
    Control::CloseDice,
    Control::CopyRecord,
    Control::DownloadRecord,
    Control::Review,
];

/// The rest of the plain controls (an array of one type is all `const` allows).
const PLAIN_MORE: [Control; 15] = [
    Control::CloseRecord,
    Control::ImportRecord,
    Control::DismissNotice,
    Control::DownloadLeftSave,
    Control::ReleaseLeftSave,
    Control::ReloadNow,
    Control::RemoteAccept,
    Control::RemoteDecline,
    Control::RemoteCopy,
    Control::RemoteShare,
    Control::LiveConnect,
    Control::RemoteQr,
    Control::RemoteDownload,
    Control::RemoteKeepAgain,
    Control::RemoteClaim,
];

/// The attribute of a new-game field; of every other control, its
/// `data-action` word and, where it carries one, its `data-arg`.
const FIELD: &str = "data-option";
const ACTION: &str = "data-action";
const ARG: &str = "data-arg";

/// What a delegated handler looks for: the element acted on is the nearest
/// one, from the event's target up, that carries a control.
pub const SELECTOR: &str = "[data-action],[data-option]";

impl Control {
    /// The control's word, and its argument (empty when it has none).
    pub fn code(self) -> (&'static str, String) {
        let arg = match self {
            Control::HintLine(n)
            | Control::HintPlay(n)
            | Control::Frame(n)
            | Control::KeptOpen(n)
            | Control::KeptDownload(n)
            | Control::RemoteOpen(n) => n.to_string(),
            Control::DiceScope(s) => s.code().into(),
            Control::Field(f) => f.code().into(),
            _ => String::new(),
        };
        (self.word(), arg)
    }

    /// The control's word. A match of words alone (no argument built in
    /// each arm) is a table in the wasm: the first download's budget.
    fn word(self) -> &'static str {
        match self {
            Control::Menu => "menu",
            Control::Settings => "settings",
            Control::NewGame => "new-game",
            Control::Record => "record",
            Control::Dice => "dice",
            Control::Share => "share",
            Control::Editor => "editor",
            Control::Rules => "rules",
            Control::Numbering => "numbering",
            Control::Sound => "sound",
            Control::Pace => "pace",
            Control::Theme => "theme",
            Control::Chances => "chances",
            Control::Lang => "lang",
            Control::Roll => "roll",
            Control::Undo => "undo",
            Control::TakeBack => "take-back",
            Control::Confirm => "confirm",
            Control::Hint => "hint",
            Control::Double => "double",
            Control::Take => "take",
            Control::Pass => "pass",
            Control::Beaver => "beaver",
            Control::Resign => "resign",
            Control::ReviewGame => "review-game",
            Control::NextGame => "next-game",
            Control::HintLine(_) => "hint-line",
            Control::HintPlay(_) => "hint-play",
            Control::HintAll => "hint-all",
            Control::TutorUndo => "tutor-undo",
            Control::TutorKeep => "tutor-keep",
            Control::ReviewFirst => "review-first",
            Control::ReviewBack => "review-back",
            Control::ReviewForward => "review-forward",
            Control::ReviewLast => "review-last",
            Control::ReviewClose => "review-close",
            Control::PlayOn => "play-on",
            Control::ReviewAnalyse => "review-analyse",
            Control::Frame(_) => "frame",
            Control::Start => "start",
            Control::Cancel => "cancel",
            Control::ConfirmResign => "confirm-resign",
            Control::CancelResign => "cancel-resign",
            Control::DiceScope(_) => "dice-scope",
            Control::ResetDiceStats => "reset-dice-stats",
            Control::CloseDice => "close-dice",
            Control::CopyRecord => "copy-record",
            Control::DownloadRecord => "download-record",
            Control::Review => "review",
            Control::CloseRecord => "close-record",
            Control::ImportRecord => "import-record",
            Control::KeptOpen(_) => "kept-open",
            Control::KeptDownload(_) => "kept-download",
            Control::DismissNotice => "dismiss-notice",
            Control::DownloadLeftSave => "download-left-save",
            Control::ReleaseLeftSave => "release-left-save",
            Control::ReloadNow => "reload-now",
            Control::RemoteAccept => "remote-accept",
            Control::RemoteDecline => "remote-decline",
            Control::RemoteCopy => "remote-copy",
            Control::RemoteShare => "remote-share",
            Control::RemoteOpen(_) => "remote-open",
            Control::LiveConnect => "live-connect",
            Control::RemoteQr => "remote-qr",
            Control::RemoteDownload => "remote-download",
            Control::RemoteKeepAgain => "remote-keep-again",
            Control::RemoteClaim => "remote-claim",
            Control::Field(_) => "option",
        }
    }

    /// Reads [`Control::code`]; `None` for a word it does not know or an
    /// argument that does not fit it.
    pub fn parse(word: &str, arg: &str) -> Option<Control> {
        let n = || arg.parse::<usize>().ok();
        let plain = PLAIN
            .into_iter()
            .chain(PLAIN_MORE)
            .find(|c| c.word() == word);
        Some(match word {
            "hint-line" => Control::HintLine(n()?),
            "hint-play" => Control::HintPlay(n()?),
            "frame" => Control::Frame(n()?),
            "kept-open" => Control::KeptOpen(n()?),
            "kept-download" => Control::KeptDownload(n()?),
            "remote-open" => Control::RemoteOpen(n()?),
            "dice-scope" => Control::DiceScope(StatsScope::parse(arg)?),
            "option" => Control::Field(Field::parse(arg)?),
            _ if arg.is_empty() => plain?,
            _ => return None,
        })
    }

    /// The attributes its element carries.
    pub fn attrs(self) -> String {
        match self.code() {
            ("option", field) => format!("{FIELD}=\"{field}\""),
            (word, arg) if arg.is_empty() => format!("{ACTION}=\"{word}\""),
            (word, arg) => format!("{ACTION}=\"{word}\" {ARG}=\"{arg}\""),
        }
    }

    /// A CSS selector for its element (to give the focus back to it).
    pub fn selector(self) -> String {
        format!("[{}]", self.attrs().replace("\" ", "\"]["))
    }

    /// The control an element carries, from its attributes (`get` reads one).
    pub fn read(get: impl Fn(&str) -> Option<String>) -> Option<Control> {
        if let Some(field) = get(FIELD) {
            return Field::parse(&field).map(Control::Field);
        }
        Control::parse(&get(ACTION)?, &get(ARG).unwrap_or_default())
    }
}

/// The control acted on: the nearest element from the event's target up
/// that carries one. The one place the panels read their controls back.
pub fn control_of(e: &web_sys::Event) -> Option<Control> {
    use wasm_bindgen::JsCast;
    let target: web_sys::Element = e.target()?.dyn_into().ok()?;
    let el = target.closest(SELECTOR).ok().flatten()?;
    Control::read(|name| el.get_attribute(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every control with a sample argument.
    fn every() -> Vec<Control> {
        let mut all: Vec<Control> = PLAIN.into_iter().chain(PLAIN_MORE).collect();
        all.extend([
            Control::HintLine(3),
            Control::HintPlay(0),
            Control::Frame(12),
            Control::KeptOpen(1),
            Control::KeptDownload(2),
            Control::RemoteOpen(0),
        ]);
        all.extend(StatsScope::ALL.map(Control::DiceScope));
        all.extend(Field::ALL.map(Control::Field));
        all
    }

    /// Reads an element's attributes out of the text `attrs` wrote.
    fn attribute(html: &str, name: &str) -> Option<String> {
        let at = html.find(&format!("{name}=\""))? + name.len() + 2;
        Some(html[at..].split('"').next()?.to_string())
    }

    #[test]
    fn every_control_reads_back_from_what_its_writer_puts_on_the_element() {
        let mut words: Vec<&str> = Vec::new();
        for c in every() {
            let html = c.attrs();
            assert_eq!(Control::read(|n| attribute(&html, n)), Some(c), "{html}");
            assert!(c.selector().starts_with('[') && c.selector().ends_with(']'));
            words.push(c.code().0);
        }
        // One word per control kind: no two kinds share one.
        let mut kinds = words.clone();
        kinds.sort();
        kinds.dedup();
        let distinct = PLAIN.len() + PLAIN_MORE.len() + 8;
        assert_eq!(kinds.len(), distinct, "{kinds:?}");
        assert_eq!(Control::parse("hint-play", "x"), None);
        assert_eq!(Control::parse("roll", "1"), None);
        assert_eq!(Control::parse("fly", ""), None);
        assert_eq!(
            Control::HintPlay(4).selector(),
            "[data-action=\"hint-play\"][data-arg=\"4\"]"
        );
    }

    /// The words after each `attr="` in `text` (not `${…}` templates).
    fn words_after<'a>(text: &'a str, attr: &str) -> Vec<&'a str> {
        text.split(attr)
            .skip(1)
            .filter_map(|piece| {
                let end = piece
                    .find(|c: char| !(c.is_ascii_lowercase() || c == '-'))
                    .unwrap_or(piece.len());
                let word = &piece[..end];
                (!word.is_empty() && !piece[end..].starts_with('$')).then_some(word)
            })
            .collect()
    }

    /// The browser tests click controls by their words: each word they
    /// name is one a codec writes (this one, or the worker pages'
    /// `PageAction`), so a renamed control fails here rather than in a
    /// browser step that finds nothing.
    #[test]
    fn the_browser_tests_name_only_controls_that_exist() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/browser");
        let actions: Vec<&str> = every().iter().map(|c| c.code().0).collect();
        let fields: Vec<&str> = Field::ALL.iter().map(|f| f.code()).collect();
        let mut checked = 0;
        for entry in std::fs::read_dir(dir).expect("tests/browser") {
            let path = entry.expect("a file").path();
            if path.extension().is_none_or(|e| e != "mjs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("readable");
            let pages = &nardy_protocol::PageAction::NAMES[..];
            for (attr, known) in [
                ("data-action=\"", &actions[..]),
                ("data-option=\"", &fields[..]),
                ("data-page-action=\"", pages),
            ] {
                for word in words_after(&text, attr) {
                    assert!(
                        known.contains(&word),
                        "{}: {attr}{word}\" is no control",
                        path.display()
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 50, "{checked} selectors checked");
    }

    /// The worker's report links each turn (in its list and its graph) to
    /// the replay's frame with the codec's words.
    #[test]
    fn the_reports_frames_are_controls() {
        let text = "Long Nardy record 1\nMatch: 1\nKoks: no\nOpening: roll-again\n\nGame 1\n\
                    Opening 5-3\n1. w 6-5: 24/18 18/13\n2. b 4-2: 24/20 20/18\n";
        let m = nardy_engine::parse_record(text).unwrap().r#match;
        let review = nardy_ai::Analyser::new(nardy_ai::Evaluator::embedded())
            .review(&m, 1)
            .unwrap();
        let html = nardy_screens::report::html(&review, &m, nardy_text::Lang::En);
        for turn in 1..=2 {
            let frame = Control::Frame(turn).attrs();
            assert_eq!(html.matches(&frame).count(), 2, "{frame} in {html}");
        }
    }
}
