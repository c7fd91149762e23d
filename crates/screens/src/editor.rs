//! The position editor, written by the worker: the page shows its HTML and
//! sends back what was done on it (an action and its argument); the
//! editor's state travels with each answer, so the worker keeps nothing
//! between questions. Checkers are placed and removed by click, drag and
//! keys; the engine's `Setup` says what is wrong with the position until
//! it is right (never mended); a valid one can be played (the page opens
//! its new-game dialog for it) or analysed here.

use nardy_drawing::picture::{picture, Picture};
use nardy_engine::{Dice, Outcome, Point, Position, PositionError, Setup, Side, Target};
use nardy_protocol::{
    Answer, Answerer, Ask, EditorTool as Tool, Figures, PageAction, PageCommand, Question, Ranked,
};
use nardy_text::labels::{mixed_point_label, point_label, tray_label};
use nardy_text::numbers::{points, tenths_percent};
use nardy_text::screens::editor::{before_roll, chances, problem, words};
use nardy_text::words::side_name;
use nardy_text::Lang;

/// The editor between two questions.
#[derive(Clone, PartialEq, Debug)]
pub struct Editor {
    setup: Setup,
    tool: Tool,
    /// The roll to analyse, if one is chosen.
    dice: Option<Dice>,
    /// The analysis is shown (until the position changes).
    analysed: bool,
}

impl Editor {
    fn new(setup: Setup) -> Editor {
        Editor {
            setup,
            tool: Tool::Add(Side::White),
            dice: None,
            analysed: false,
        }
    }

    /// `<setup> <tool> <dice or -> <0|1>`.
    fn code(&self) -> String {
        let dice = self.dice.map_or("-".to_string(), |d| d.to_string());
        format!(
            "{} {} {dice} {}",
            self.setup.code(),
            self.tool.code(),
            u8::from(self.analysed)
        )
    }

    fn parse(code: &str) -> Option<Editor> {
        let mut f = code.split(' ');
        let setup = Setup::parse(f.next()?)?;
        let tool = Tool::parse(f.next()?)?;
        let dice = match f.next()? {
            "-" => None,
            d => Some(d.parse().ok()?),
        };
        let analysed = f.next()? == "1";
        Some(Editor {
            setup,
            tool,
            dice,
            analysed,
        })
    }

    /// The position, or what keeps it from being one a game can start from.
    fn position(&self) -> Result<Position, Problem> {
        let p = self.setup.position().map_err(Problem::Setup)?;
        match p.outcome(false) {
            Some(o) => Err(Problem::Over(o)),
            None => Ok(p),
        }
    }

    /// One action from the page; the editor changes, or the page is to
    /// play `Some(position)`.
    fn act(&mut self, action: &PageAction, game: &Position) -> Option<Position> {
        let before = self.setup;
        match *action {
            PageAction::Point(p) => match self.tool {
                Tool::Add(side) => self.setup.add(side, p),
                Tool::Remove => {
                    self.setup.remove(p);
                }
            },
            PageAction::Remove(p) | PageAction::Drag(p, Target::Off) => {
                self.setup.remove(p);
            }
            PageAction::Drag(from, Target::Point(to)) => {
                self.setup.carry(from, to);
            }
            PageAction::Tool(tool) => self.tool = tool,
            PageAction::Side(side) => self.setup.side = side,
            // The analysis, if shown, follows the roll.
            PageAction::Dice(dice) => self.dice = dice,
            PageAction::Empty => self.setup = Setup::empty(self.setup.side),
            PageAction::Start => {
                self.setup = Setup::from_position(&Position::start_with(self.setup.side))
            }
            PageAction::Current => self.setup = Setup::from_position(game),
            PageAction::Analyse => self.analysed = self.position().is_ok(),
            PageAction::Play => return self.position().ok(),
            PageAction::Open(_) | PageAction::Render | PageAction::Go(_) => {}
        }
        if self.setup != before {
            self.analysed = false;
        }
        None
    }
}

/// Why the edited position cannot be played yet.
#[derive(Clone, PartialEq, Debug)]
enum Problem {
    Setup(PositionError),
    Over(Outcome),
}

/// The editor's answer to one question.
/// `free_head`: the game moves by hachapuri's rules, and so do the
/// editor's chances and best turns.
pub fn answer(
    answerer: &mut Answerer,
    lang: Lang,
    action: &PageAction,
    state: &str,
    game: &Position,
    free_head: bool,
) -> Answer {
    let mut editor = match (action, Editor::parse(state)) {
        (PageAction::Open(_), _) | (_, None) => {
            // Opened on a position (the game's, or a link's); the game's
            // when it is not given.
            let from = match action {
                PageAction::Open(Some(p)) => *p,
                _ => *game,
            };
            Editor::new(Setup::from_position(&from))
        }
        (_, Some(e)) => e,
    };
    let command = match editor.act(action, game) {
        Some(p) => PageCommand::Play(p),
        None => PageCommand::Show,
    };
    let analysis = if editor.analysed {
        editor
            .position()
            .ok()
            .map(|p| analyse(answerer, lang, &p, editor.dice, free_head))
    } else {
        None
    };
    Answer::Page {
        command,
        state: editor.code(),
        html: html(&editor, lang, analysis.as_deref()),
    }
}

/// What is wrong, in the reader's language.
fn problem_text(lang: Lang, p: &Problem) -> String {
    match p {
        Problem::Setup(e) => problem(lang, Some(e), None),
        Problem::Over(o) => problem(lang, None, Some(o.winner)),
    }
}

fn button(action: PageAction, text: &str, extra: &str) -> String {
    format!(
        "<button type=\"button\" {}{extra}>{text}</button>",
        action.attrs()
    )
}

/// A group of toggle buttons, one pressed (`aria-pressed`).
fn choice(label: &str, items: &[(PageAction, &str)], current: &PageAction) -> String {
    let buttons: String = items
        .iter()
        .map(|(action, text)| {
            let pressed = format!(" aria-pressed=\"{}\"", action == current);
            button(action.clone(), text, &pressed)
        })
        .collect();
    format!("<div class=\"editor-choice\" role=\"group\" aria-label=\"{label}\"><span>{label}</span>{buttons}</div>")
}

fn html(e: &Editor, lang: Lang, analysis: Option<&str>) -> String {
    let w = words(lang);
    let s = &e.setup;
    // The picture shows what is on the board even when it is no position
    // yet: two colours on a point draw as the larger count's colour.
    let (board, borne_off) = shown_board(s);
    let point = |p: Point| {
        let (white, black) = (s.at(Side::White, p), s.at(Side::Black, p));
        let label = match (white, black) {
            (0, 0) => point_label(lang, p.get(), None),
            (n, 0) => point_label(lang, p.get(), Some((Side::White, n))),
            (0, n) => point_label(lang, p.get(), Some((Side::Black, n))),
            (w, b) => mixed_point_label(lang, p.get(), w, b),
        };
        let verb = match e.tool {
            Tool::Add(side) => format!("{} ({})", w.add, side_name(lang, side)),
            Tool::Remove => w.take.into(),
        };
        let n = p.get();
        (
            format!("{label}. {verb}"),
            format!(
                " role=\"button\" tabindex=\"0\" data-edit-point=\"{n}\" {} \
                 data-page-drag=\"{n}\" data-page-drop=\"{n}\" data-page-remove=\"{n}\"",
                PageAction::Point(p).attrs()
            ),
        )
    };
    let board = picture(&Picture {
        board,
        borne_off,
        position: None,
        numbering: None,
        flip: false,
        title: w.title,
        class: "editor-board",
        marked: &conflicts(s),
        arrows: &[],
        arrows_side: None,
        point: &point,
        tray: &|side, n| tray_label(lang, side, n),
    })
    // Trays take a dragged checker off.
    .replace("class=\"tray ", "data-page-drop=\"off\" class=\"tray ");
    let tools: Vec<_> = Tool::ALL
        .into_iter()
        .zip(w.tool)
        .map(|(t, text)| (PageAction::Tool(t), text))
        .collect();
    let tools = choice(w.tools, &tools, &PageAction::Tool(e.tool));
    let sides: Vec<_> = Side::BOTH
        .into_iter()
        .map(|side| (PageAction::Side(side), side_name(lang, side)))
        .collect();
    let side = choice(w.side, &sides, &PageAction::Side(s.side));
    // The select's value is the argument of its `dice` action.
    let mut dice = format!("<option value=\"\">{}</option>", w.no_dice);
    for high in (1..=6).rev() {
        for low in (1..=high).rev() {
            let d = format!("{high}-{low}");
            let selected = if e.dice.map(|x| x.to_string()) == Some(d.clone()) {
                " selected"
            } else {
                ""
            };
            dice += &format!("<option value=\"{d}\"{selected}>{d}</option>");
        }
    }
    let counts: String = Side::BOTH
        .into_iter()
        .map(|side| {
            format!(
                "<li data-count=\"{}\">{}: {} {}, {} {}</li>",
                side.code(),
                side_name(lang, side),
                s.on_board(side),
                w.on_board,
                s.borne_off(side),
                w.borne_off
            )
        })
        .collect();
    let valid = e.position();
    let (status, error) = match &valid {
        Ok(_) => (w.ok.to_string(), String::new()),
        Err(p) => {
            let text = problem_text(lang, p);
            (text.clone(), text)
        }
    };
    let disabled = if valid.is_ok() { "" } else { " disabled" };
    let code = valid.map(|p| p.to_string()).unwrap_or_default();
    format!(
        "<section class=\"editor\" data-editor aria-labelledby=\"page-title\"><h2 id=\"page-title\">{}</h2>\
         {tools}{board}<p class=\"editor-help\">{}</p>{side}\
         <label class=\"editor-dice\">{} <select {}>{dice}</select></label>\
         <ul class=\"editor-counts\">{counts}</ul>\
         <p class=\"editor-status\" role=\"status\" data-editor-error=\"{error}\">{status}</p>\
         <p class=\"editor-position\">{}: <output data-editor-position>{code}</output></p>\
         <div class=\"editor-choice\" role=\"group\" aria-label=\"{}\"><span>{}</span>{}{}{}</div>\
         <div class=\"dialog-actions\">{}{}</div>{}</section>",
        w.title,
        w.help,
        w.dice,
        PageAction::Dice(None).attrs(),
        w.position,
        w.start_from,
        w.start_from,
        button(PageAction::Empty, w.empty, ""),
        button(PageAction::Start, w.start, ""),
        button(PageAction::Current, w.current, ""),
        button(PageAction::Analyse, w.analyse, disabled),
        button(PageAction::Play, w.play, &format!(" class=\"primary\"{disabled}")),
        analysis.unwrap_or_default()
    )
}

/// What the picture draws: each point's larger colour (a point holding
/// both is outlined), and the checkers not on the board in the trays.
fn shown_board(s: &Setup) -> ([i8; 24], [u8; 2]) {
    let mut board = [0i8; 24];
    for (cell, p) in board.iter_mut().zip(Point::all()) {
        let (w, b) = (s.at(Side::White, p), s.at(Side::Black, p));
        *cell = if w >= b {
            w.min(99) as i8
        } else {
            -(b.min(99) as i8)
        };
    }
    let off = Side::BOTH.map(|side| s.borne_off(side).clamp(0, 15) as u8);
    (board, off)
}

/// Points holding both colours, outlined in the picture.
fn conflicts(s: &Setup) -> Vec<Point> {
    Point::all()
        .filter(|&p| s.at(Side::White, p) > 0 && s.at(Side::Black, p) > 0)
        .collect()
}

/// The analysis of a valid position: the chances before the roll, or
/// every turn of `dice` ranked (as the hint list ranks them).
fn analyse(
    answerer: &mut Answerer,
    lang: Lang,
    p: &Position,
    dice: Option<Dice>,
    free_head: bool,
) -> String {
    let w = words(lang);
    let figures = |f: &Figures| {
        chances(
            lang,
            &tenths_percent(lang, f.win),
            &tenths_percent(lang, f.win_mars),
            &tenths_percent(lang, f.lose_mars),
            &points(lang, f.equity, true),
        )
    };
    let ask = match dice {
        Some(dice) => Ask::Hint { dice },
        None => Ask::Evaluate,
    };
    let question = Question {
        ask,
        position: *p,
        free_head,
        classic: None,
        // A position set up stands alone: money play's stakes.
        score: None,
    };
    let body = match answerer.answer(&question) {
        Ok(Answer::Chances(f)) => format!(
            "<p data-editor-chances data-equity=\"{}\" data-win=\"{}\">{}: {}</p>",
            f.equity,
            f.win,
            before_roll(lang, p.side_to_move()),
            figures(&f)
        ),
        Ok(Answer::Ranked(lines)) => ranked_table(lang, &lines, &figures),
        Ok(_) | Err(_) => String::new(),
    };
    format!(
        "<div class=\"editor-analysis\" data-editor-analysis><h3>{}</h3>{body}</div>",
        w.analysis
    )
}

fn ranked_table(lang: Lang, lines: &[Ranked], figures: &dyn Fn(&Figures) -> String) -> String {
    let [turn, after, loss] = words(lang).columns;
    let mut out = format!(
        "<table class=\"editor-ranked\"><thead><tr><th scope=\"col\">{turn}</th><th scope=\"col\">{after}</th>\
         <th scope=\"col\">{loss}</th></tr></thead><tbody>"
    );
    for r in lines.iter().take(10) {
        out += &format!(
            "<tr data-turn=\"{}\" data-equity=\"{}\"><th scope=\"row\">{}</th><td>{}</td><td>{}</td></tr>",
            r.turn,
            r.figures.equity,
            r.turn,
            figures(&r.figures),
            points(lang, -r.loss, true)
        );
    }
    out + "</tbody></table>"
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_ai::Evaluator;

    fn run(state: &str, action: &str, arg: &str) -> (PageCommand, String, String) {
        let mut answerer = Answerer::new(Evaluator::embedded());
        let action = PageAction::parse(action, arg).unwrap_or_else(|| panic!("{action} {arg}"));
        let Answer::Page {
            command,
            state,
            html,
        } = answer(
            &mut answerer,
            Lang::En,
            &action,
            state,
            &Position::start(),
            false,
        )
        else {
            unreachable!()
        };
        (command, state, html)
    }

    #[test]
    fn the_editor_places_moves_and_removes_checkers_and_names_what_is_wrong() {
        let (_, state, html) = run("", "open", "");
        assert!(html.contains(&format!(
            "data-editor-position>{}</output>",
            Position::start()
        )));
        assert_eq!(html.matches("data-edit-point=").count(), 24);
        // A White checker on Black's head: two colours on point 12.
        let (_, state, html) = run(&state, "point", "12");
        assert!(
            html.contains("Point 12 holds checkers of both colours"),
            "{html}"
        );
        assert!(html
            .contains("data-page-action=\"play\" data-page-arg=\"\" class=\"primary\" disabled"));
        assert!(html.contains("class=\"point-mark\""));
        assert!(
            html.contains(
                "aria-label=\"Point 12, 1 white checker, 15 black checkers. add (White)\""
            ),
            "{html}"
        );
        // Taken off with the remove tool: the one out of place goes.
        let (_, state, _) = run(&state, "tool", "x");
        let (_, state, html) = run(&state, "point", "12");
        assert!(html.contains("The position is ready to play."), "{html}");
        // A 16th White checker.
        let (_, state, _) = run(&state, "tool", "w");
        let (_, state, html) = run(&state, "point", "1");
        assert!(
            html.contains("White has 16 checkers on the board: at most 15."),
            "{html}"
        );
        assert!(
            html.contains("White: 16 on the board, -1 borne off"),
            "{html}"
        );
        // A drag carries one; the remove key takes one off; a drag onto a
        // tray takes one off.
        let (_, state, _) = run(&state, "drag", "24 2");
        let (_, state, html) = run(&state, "remove", "1");
        assert!(
            html.contains("White: 15 on the board, 0 borne off"),
            "{html}"
        );
        assert!(
            html.contains("aria-label=\"Point 2, 1 white checker"),
            "{html}"
        );
        let (_, state, html) = run(&state, "drag", "2 off");
        assert!(
            html.contains("White: 14 on the board, 1 borne off"),
            "{html}"
        );
        let (_, state, html) = run(&state, "empty", "");
        assert!(html.contains("on the board, 15 borne off"));
        assert!(html.contains("This is not a position"));
        // One White checker against a full Black army, Black to move: the
        // game is not over, so it plays.
        let (_, state, _) = run(&state, "start", "");
        let (_, state, _) = run(&state, "side", "b");
        let (command, _, _) = run(&state, "play", "");
        assert_eq!(
            command,
            PageCommand::Play(Position::start_with(Side::Black))
        );
        // White with none on the board has won already.
        let over = Setup::from_position(
            &"0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,1 w"
                .parse()
                .unwrap(),
        );
        let mut e = Editor::new(over);
        e.setup.remove(Point::new(24).unwrap());
        let (command, _, html) = run(&e.code(), "play", "");
        assert_eq!(command, PageCommand::Show);
        assert!(
            html.contains("The game is already over here: White has borne off all 15"),
            "{html}"
        );
    }

    #[test]
    fn the_editor_analyses_a_position_before_the_roll_and_for_a_roll() {
        let (_, state, _) = run("", "open", "");
        let (_, state, html) = run(&state, "analyse", "");
        assert!(html.contains("data-editor-chances"), "{html}");
        let (_, state, html) = run(&state, "dice", "6-5");
        assert!(html.contains("<tr data-turn=\"24/18 18/13\""), "{html}");
        assert_eq!(
            html.matches("<tr data-turn=").count(),
            1,
            "one distinct result"
        );
        // An edit drops the analysis.
        let (_, _, html) = run(&state, "point", "1");
        assert!(!html.contains("data-editor-analysis"));
    }

    #[test]
    fn the_state_reads_back() {
        let mut e = Editor::new(Setup::from_position(&Position::start()));
        e.dice = Some("3-3".parse().unwrap());
        e.tool = Tool::Remove;
        e.analysed = true;
        assert_eq!(Editor::parse(&e.code()), Some(e));
        assert_eq!(Editor::parse("nonsense"), None);
    }
}
