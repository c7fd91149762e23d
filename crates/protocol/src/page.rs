//! The pages the worker writes and what can be done on them: one typed
//! vocabulary, each word with one `code()`/`parse()` pair that the worker
//! writes into its HTML (`data-page-action`, `data-page-arg`) and the page
//! reads back, so a renamed action cannot pass unnoticed.

use nardy_engine::{Dice, Point, Position, Side, Target};

/// Which page.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PageKind {
    Rules,
    Editor,
}

impl PageKind {
    pub const ALL: [PageKind; 2] = [PageKind::Rules, PageKind::Editor];

    /// `rules` or `editor`: the question's word, and the address's `#rules`.
    pub fn code(self) -> &'static str {
        match self {
            PageKind::Rules => "rules",
            PageKind::Editor => "editor",
        }
    }

    pub fn parse(code: &str) -> Option<PageKind> {
        PageKind::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// What a click on one of the editor's points does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EditorTool {
    Add(Side),
    Remove,
}

impl EditorTool {
    pub const ALL: [EditorTool; 3] = [
        EditorTool::Add(Side::White),
        EditorTool::Add(Side::Black),
        EditorTool::Remove,
    ];

    /// `w`, `b` or `x`.
    pub fn code(self) -> &'static str {
        match self {
            EditorTool::Add(side) => side_letter(side),
            EditorTool::Remove => "x",
        }
    }

    pub fn parse(code: &str) -> Option<EditorTool> {
        EditorTool::ALL.into_iter().find(|t| t.code() == code)
    }
}

/// Something done on a page.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PageAction {
    /// The page opens; the editor on this position (else the game's).
    Open(Option<Position>),
    /// The page is written again as it is (the language changed).
    Render,
    /// The rules: a contents link to the section with this id (the page
    /// scrolls there itself; the worker is not asked).
    Go(String),
    /// The editor: a click on a point (the tool decides what it does).
    Point(Point),
    /// The editor: Delete on a point takes a checker off it.
    Remove(Point),
    /// The editor: a checker dragged from a point to another or off the board.
    Drag(Point, Target),
    Tool(EditorTool),
    /// The side to move in the edited position.
    Side(Side),
    /// The roll to analyse (`None`: none).
    Dice(Option<Dice>),
    /// The board emptied, set to the start, or to the game's position.
    Empty,
    Start,
    Current,
    Analyse,
    /// The edited position is to be played: the page opens its new game.
    Play,
}

impl PageAction {
    /// Every action's name, as `data-page-action` carries it.
    pub const NAMES: [&'static str; 14] = [
        "open", "render", "go", "point", "remove", "drag", "tool", "side", "dice", "empty",
        "start", "current", "analyse", "play",
    ];

    /// The action's name and its argument (empty when it has none).
    pub fn code(&self) -> (&'static str, String) {
        let arg = match self {
            PageAction::Open(Some(p)) => p.to_string(),
            PageAction::Go(id) => id.clone(),
            PageAction::Point(p) | PageAction::Remove(p) => p.to_string(),
            PageAction::Drag(from, to) => format!("{from} {}", target_code(*to)),
            PageAction::Tool(t) => t.code().into(),
            PageAction::Side(s) => side_letter(*s).into(),
            PageAction::Dice(Some(d)) => d.to_string(),
            _ => String::new(),
        };
        (self.name(), arg)
    }

    /// The action's name alone.
    pub fn name(&self) -> &'static str {
        match self {
            PageAction::Open(_) => "open",
            PageAction::Render => "render",
            PageAction::Go(_) => "go",
            PageAction::Point(_) => "point",
            PageAction::Remove(_) => "remove",
            PageAction::Drag(..) => "drag",
            PageAction::Tool(_) => "tool",
            PageAction::Side(_) => "side",
            PageAction::Dice(_) => "dice",
            PageAction::Empty => "empty",
            PageAction::Start => "start",
            PageAction::Current => "current",
            PageAction::Analyse => "analyse",
            PageAction::Play => "play",
        }
    }

    /// Reads [`PageAction::code`]; `None` for a name it does not know or
    /// an argument that does not fit it.
    pub fn parse(name: &str, arg: &str) -> Option<PageAction> {
        let point = || arg.parse().ok().and_then(Point::new);
        Some(match name {
            "open" if arg.is_empty() => PageAction::Open(None),
            "open" => PageAction::Open(Some(arg.parse().ok()?)),
            "render" => PageAction::Render,
            "go" if !arg.is_empty() => PageAction::Go(arg.into()),
            "point" => PageAction::Point(point()?),
            "remove" => PageAction::Remove(point()?),
            "drag" => {
                let (from, to) = arg.split_once(' ')?;
                let from = from.parse().ok().and_then(Point::new)?;
                PageAction::Drag(from, parse_target(to)?)
            }
            "tool" => PageAction::Tool(EditorTool::parse(arg)?),
            "side" => PageAction::Side(Side::parse(arg)?),
            "dice" if arg.is_empty() => PageAction::Dice(None),
            "dice" => PageAction::Dice(Some(arg.parse().ok()?)),
            "empty" => PageAction::Empty,
            "start" => PageAction::Start,
            "current" => PageAction::Current,
            "analyse" => PageAction::Analyse,
            "play" => PageAction::Play,
            _ => return None,
        })
    }

    /// The attributes a page's control carries for this action.
    pub fn attrs(&self) -> String {
        let (name, arg) = self.code();
        format!("data-page-action=\"{name}\" data-page-arg=\"{arg}\"")
    }
}

/// `w` or `b`, the notation's letter.
fn side_letter(side: Side) -> &'static str {
    match side {
        Side::White => "w",
        Side::Black => "b",
    }
}

/// A drop's end as the editor writes it: a point's number, or `off`.
pub fn target_code(t: Target) -> String {
    match t {
        Target::Point(p) => p.to_string(),
        Target::Off => "off".into(),
    }
}

/// Reads [`target_code`].
pub fn parse_target(code: &str) -> Option<Target> {
    match code {
        "off" => Some(Target::Off),
        n => n.parse().ok().and_then(Point::new).map(Target::Point),
    }
}

/// Which rolls the dice statistics count.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StatsScope {
    /// The match's current game.
    Game,
    /// The whole match.
    Match,
    /// Every roll this device has counted.
    Device,
}

impl StatsScope {
    pub const ALL: [StatsScope; 3] = [StatsScope::Game, StatsScope::Match, StatsScope::Device];

    /// `game`, `match` or `device`.
    pub fn code(self) -> &'static str {
        match self {
            StatsScope::Game => "game",
            StatsScope::Match => "match",
            StatsScope::Device => "device",
        }
    }

    pub fn parse(code: &str) -> Option<StatsScope> {
        StatsScope::ALL.into_iter().find(|s| s.code() == code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_word_reads_back() {
        let p = |n| Point::new(n).unwrap();
        let actions = [
            PageAction::Open(None),
            PageAction::Open(Some(Position::start())),
            PageAction::Render,
            PageAction::Go("head".into()),
            PageAction::Point(p(7)),
            PageAction::Remove(p(24)),
            PageAction::Drag(p(7), Target::Point(p(12))),
            PageAction::Drag(p(3), Target::Off),
            PageAction::Tool(EditorTool::Remove),
            PageAction::Tool(EditorTool::Add(Side::Black)),
            PageAction::Side(Side::Black),
            PageAction::Dice(None),
            PageAction::Dice(Some(Dice::new(6, 5).unwrap())),
            PageAction::Empty,
            PageAction::Start,
            PageAction::Current,
            PageAction::Analyse,
            PageAction::Play,
        ];
        for a in actions.clone() {
            let (name, arg) = a.code();
            assert!(PageAction::NAMES.contains(&name), "{name}");
            assert_eq!(PageAction::parse(name, &arg), Some(a), "{name} {arg}");
        }
        for name in PageAction::NAMES {
            assert!(
                actions.iter().any(|a| a.code().0 == name),
                "{name} is tested"
            );
        }
        for (name, arg) in [("point", "25"), ("drag", "7"), ("tool", "y"), ("fly", "")] {
            assert_eq!(PageAction::parse(name, arg), None, "{name} {arg}");
        }
        for k in PageKind::ALL {
            assert_eq!(PageKind::parse(k.code()), Some(k));
        }
        for s in StatsScope::ALL {
            assert_eq!(StatsScope::parse(s.code()), Some(s));
        }
    }
}
