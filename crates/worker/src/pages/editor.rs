//! The position editor, written by the worker: the page shows its HTML and
//! sends back what was done on it (an action and its argument); the
//! editor's state travels with each answer, so the worker keeps nothing
//! between questions. Checkers are placed and removed by click, drag and
//! keys; the engine's `Setup` says what is wrong with the position until
//! it is right (never mended); a valid one can be played (the page opens
//! its new-game dialog for it) or analysed here.

use super::picture::{point_label, side_name, tray_label};
use nardy_ai::{Answer, Ask, Figures, Question, Ranked, Thinker};
use nardy_board::picture::{picture, Picture};
use nardy_engine::{Dice, Outcome, Point, Position, PositionError, Setup, Side};

/// What a click on a point does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tool {
    Add(Side),
    Remove,
}

impl Tool {
    fn code(self) -> &'static str {
        match self {
            Tool::Add(Side::White) => "w",
            Tool::Add(Side::Black) => "b",
            Tool::Remove => "x",
        }
    }

    fn parse(code: &str) -> Option<Tool> {
        match code {
            "x" => Some(Tool::Remove),
            c => Side::parse(c).map(Tool::Add),
        }
    }
}

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
    fn act(&mut self, action: &str, arg: &str, game: &Position) -> Option<Position> {
        let point = || arg.parse().ok().and_then(Point::new);
        let before = self.setup;
        match action {
            "point" => {
                if let Some(p) = point() {
                    match self.tool {
                        Tool::Add(side) => self.setup.add(side, p),
                        Tool::Remove => {
                            self.setup.remove(p);
                        }
                    }
                }
            }
            "remove" => {
                if let Some(p) = point() {
                    self.setup.remove(p);
                }
            }
            "drag" => {
                let mut ends = arg.split(' ').map(|n| n.parse().ok().and_then(Point::new));
                match (ends.next().flatten(), arg.split(' ').nth(1)) {
                    (Some(from), Some("off")) => {
                        self.setup.remove(from);
                    }
                    (Some(from), Some(_)) => {
                        if let Some(to) = ends.next().flatten() {
                            self.setup.carry(from, to);
                        }
                    }
                    _ => {}
                }
            }
            "tool" => self.tool = Tool::parse(arg).unwrap_or(self.tool),
            "side" => self.setup.side = Side::parse(arg).unwrap_or(self.setup.side),
            // The analysis, if shown, follows the roll.
            "dice" => self.dice = arg.parse().ok(),
            "empty" => self.setup = Setup::empty(self.setup.side),
            "start" => self.setup = Setup::from_position(&Position::start_with(self.setup.side)),
            "current" => self.setup = Setup::from_position(game),
            "analyse" => self.analysed = self.position().is_ok(),
            "play" => return self.position().ok(),
            _ => {}
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
pub fn answer(
    thinker: &mut Thinker,
    ru: bool,
    action: &str,
    arg: &str,
    state: &str,
    game: &Position,
) -> Answer {
    let mut editor = match (action, Editor::parse(state)) {
        (_, Some(e)) if action != "open" => e,
        _ => {
            // Opened on a position (the game's, or a link's); the game's
            // when it is not given or cannot be read.
            let from = arg.parse().unwrap_or(*game);
            Editor::new(Setup::from_position(&from))
        }
    };
    let command = match editor.act(action, arg, game) {
        Some(p) => format!("play {}", p.code()),
        None => "show".into(),
    };
    let analysis = if editor.analysed {
        editor
            .position()
            .ok()
            .map(|p| analyse(thinker, ru, &p, editor.dice))
    } else {
        None
    };
    Answer::Page {
        command,
        state: editor.code(),
        html: html(&editor, ru, analysis.as_deref()),
    }
}

/// The editor's words.
struct Words {
    title: &'static str,
    tools: &'static str,
    tool: [&'static str; 3],
    help: &'static str,
    side: &'static str,
    dice: &'static str,
    no_dice: &'static str,
    start_from: &'static str,
    empty: &'static str,
    start: &'static str,
    current: &'static str,
    analyse: &'static str,
    play: &'static str,
    position: &'static str,
    ok: &'static str,
    on_board: &'static str,
    borne_off: &'static str,
    add: &'static str,
    take: &'static str,
}

const EN: Words = Words {
    title: "Set up a position",
    tools: "A click on a point",
    tool: ["adds a White checker", "adds a Black checker", "takes a checker off"],
    help: "Click or tap a point to use the chosen tool; drag a checker to another point to move it, or onto a tray to take it off. With the keyboard: Tab to a point, Enter adds (or takes off), Delete takes one off. Checkers not on the board are borne off.",
    side: "To move",
    dice: "Roll to analyse",
    no_dice: "none: chances before the roll",
    start_from: "Start from",
    empty: "An empty board",
    start: "The starting position",
    current: "The game's position",
    analyse: "Analyse",
    play: "Play from this position",
    position: "Position",
    ok: "The position is ready to play.",
    on_board: "on the board",
    borne_off: "borne off",
    add: "add",
    take: "take one off",
};

const RU: Words = Words {
    title: "Расстановка позиции",
    tools: "Щелчок по пункту",
    tool: ["ставит белую шашку", "ставит чёрную шашку", "снимает шашку"],
    help: "Щёлкните или коснитесь пункта, чтобы применить выбранное действие; перетащите шашку на другой пункт, чтобы передвинуть её, или на лоток, чтобы снять. С клавиатуры: Tab — к пункту, Enter ставит (или снимает), Delete снимает шашку. Шашки не на доске считаются выброшенными.",
    side: "Ходят",
    dice: "Бросок для анализа",
    no_dice: "нет: шансы до броска",
    start_from: "Начать с",
    empty: "Пустая доска",
    start: "Начальная расстановка",
    current: "Позиция партии",
    analyse: "Анализ",
    play: "Играть с этой позиции",
    position: "Позиция",
    ok: "Позиция готова к игре.",
    on_board: "на доске",
    borne_off: "выброшено",
    add: "поставить",
    take: "снять шашку",
};

/// What is wrong, in the reader's language.
fn problem_text(ru: bool, p: Problem) -> String {
    match (p, ru) {
        (Problem::Setup(PositionError::TwoColours { point }), false) => {
            format!("Point {point} holds checkers of both colours: take one colour off it.")
        }
        (Problem::Setup(PositionError::TwoColours { point }), true) => {
            format!("На пункте {point} стоят шашки обоих цветов: снимите шашки одного цвета.")
        }
        (Problem::Setup(PositionError::TooManyCheckers { side, count }), false) => format!(
            "{} has {count} checkers on the board: at most 15.",
            side_name(false, side)
        ),
        (Problem::Setup(PositionError::TooManyCheckers { side, count }), true) => {
            let who = match side {
                Side::White => "У белых",
                Side::Black => "У чёрных",
            };
            format!("{who} на доске {count} шашек: можно не больше 15.")
        }
        (Problem::Over(o), false) => format!(
            "The game is already over here: {} has borne off all 15 checkers.",
            side_name(false, o.winner)
        ),
        (Problem::Over(o), true) => {
            let who = match o.winner {
                Side::White => "белые выбросили",
                Side::Black => "чёрные выбросили",
            };
            format!("Здесь партия уже окончена: {who} все 15 шашек.")
        }
        // No checker at all, or anything else the engine names.
        (Problem::Setup(e), false) => format!("This is not a position: {e}."),
        (Problem::Setup(_), true) => "Это не позиция: на доске нет ни одной шашки.".into(),
    }
}

fn button(action: &str, arg: &str, text: &str, extra: &str) -> String {
    format!("<button type=\"button\" data-page-action=\"{action}\" data-page-arg=\"{arg}\"{extra}>{text}</button>")
}

/// A group of toggle buttons, one pressed (`aria-pressed`).
fn choice(label: &str, action: &str, items: &[(&str, &str)], current: &str) -> String {
    let buttons: String = items
        .iter()
        .map(|(arg, text)| {
            let pressed = format!(" aria-pressed=\"{}\"", *arg == current);
            button(action, arg, text, &pressed)
        })
        .collect();
    format!("<div class=\"editor-choice\" role=\"group\" aria-label=\"{label}\"><span>{label}</span>{buttons}</div>")
}

fn html(e: &Editor, ru: bool, analysis: Option<&str>) -> String {
    let w = if ru { &RU } else { &EN };
    let s = &e.setup;
    // The picture shows what is on the board even when it is no position
    // yet: two colours on a point draw as the larger count's colour.
    let (board, borne_off) = shown_board(s);
    let point = |p: Point| {
        let (white, black) = (s.at(Side::White, p), s.at(Side::Black, p));
        let label = match (white, black) {
            (0, 0) => point_label(ru, p.get(), None),
            (n, 0) => point_label(ru, p.get(), Some((Side::White, n))),
            (0, n) => point_label(ru, p.get(), Some((Side::Black, n))),
            (w, b) => format!(
                "{}, {}",
                point_label(ru, p.get(), Some((Side::White, w))),
                point_label(ru, p.get(), Some((Side::Black, b)))
                    .split_once(": ")
                    .map_or(String::new(), |(_, rest)| rest.to_string())
            ),
        };
        let verb = match e.tool {
            Tool::Add(side) => format!("{} ({})", w.add, side_name(ru, side)),
            Tool::Remove => w.take.into(),
        };
        let n = p.get();
        (
            format!("{label}. {verb}"),
            format!(
                " role=\"button\" tabindex=\"0\" data-edit-point=\"{n}\" data-page-action=\"point\" \
                 data-page-arg=\"{n}\" data-page-drag=\"{n}\" data-page-drop=\"{n}\" data-page-remove=\"{n}\""
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
        tray: &|side, n| tray_label(ru, side, n),
    })
    // Trays take a dragged checker off.
    .replace("class=\"tray ", "data-page-drop=\"off\" class=\"tray ");
    let tools = choice(
        w.tools,
        "tool",
        &[("w", w.tool[0]), ("b", w.tool[1]), ("x", w.tool[2])],
        e.tool.code(),
    );
    let side = choice(
        w.side,
        "side",
        &[
            ("w", side_name(ru, Side::White)),
            ("b", side_name(ru, Side::Black)),
        ],
        &s.side.letter().to_string(),
    );
    let mut dice = format!("<option value=\"-\">{}</option>", w.no_dice);
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
                side_name(ru, side),
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
            let text = problem_text(ru, p.clone());
            (text.clone(), text)
        }
    };
    let disabled = if valid.is_ok() { "" } else { " disabled" };
    let code = valid.map(|p| p.to_string()).unwrap_or_default();
    format!(
        "<section class=\"editor\" data-editor aria-labelledby=\"page-title\"><h2 id=\"page-title\">{}</h2>\
         {tools}{board}<p class=\"editor-help\">{}</p>{side}\
         <label class=\"editor-dice\">{} <select data-page-action=\"dice\">{dice}</select></label>\
         <ul class=\"editor-counts\">{counts}</ul>\
         <p class=\"editor-status\" role=\"status\" data-editor-error=\"{error}\">{status}</p>\
         <p class=\"editor-position\">{}: <output data-editor-position>{code}</output></p>\
         <div class=\"editor-choice\" role=\"group\" aria-label=\"{}\"><span>{}</span>{}{}{}</div>\
         <div class=\"dialog-actions\">{}{}</div>{}</section>",
        w.title,
        w.help,
        w.dice,
        w.position,
        w.start_from,
        w.start_from,
        button("empty", "", w.empty, ""),
        button("start", "", w.start, ""),
        button("current", "", w.current, ""),
        button("analyse", "", w.analyse, disabled),
        button("play", "", w.play, &format!(" class=\"primary\"{disabled}")),
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
fn analyse(thinker: &mut Thinker, ru: bool, p: &Position, dice: Option<Dice>) -> String {
    let side = side_name(ru, p.side_to_move());
    let percent = |tenths: u16| {
        let text = format!("{}.{}%", tenths / 10, tenths % 10);
        if ru {
            text.replace('.', ",")
        } else {
            text
        }
    };
    let points = |units: i32| {
        let text = format!("{:+.4}", f64::from(units) / 10_000.0);
        if ru {
            text.replace('.', ",")
        } else {
            text
        }
    };
    let chances = |f: &Figures| {
        if ru {
            format!(
                "победа {}, марс за {}, марс против {}, эквити {}",
                percent(f.win),
                percent(f.win_mars),
                percent(f.lose_mars),
                points(f.equity)
            )
        } else {
            format!(
                "win {}, mars for {}, mars against {}, equity {}",
                percent(f.win),
                percent(f.win_mars),
                percent(f.lose_mars),
                points(f.equity)
            )
        }
    };
    let ask = match dice {
        Some(dice) => Ask::Hint { dice },
        None => Ask::Evaluate,
    };
    let answer = thinker.answer(&Question { ask, position: *p });
    let body = match answer {
        Ok(Answer::Chances(f)) => format!(
            "<p data-editor-chances data-equity=\"{}\" data-win=\"{}\">{}: {}</p>",
            f.equity,
            f.win,
            if ru {
                format!("Перед броском ({side})")
            } else {
                format!("Before the roll ({side} to move)")
            },
            chances(&f)
        ),
        Ok(Answer::Ranked(lines)) => ranked_table(ru, &lines, &points, &chances),
        Ok(_) | Err(_) => String::new(),
    };
    format!(
        "<div class=\"editor-analysis\" data-editor-analysis><h3>{}</h3>{body}</div>",
        if ru { "Анализ" } else { "Analysis" }
    )
}

fn ranked_table(
    ru: bool,
    lines: &[Ranked],
    points: &dyn Fn(i32) -> String,
    chances: &dyn Fn(&Figures) -> String,
) -> String {
    let (turn, after, loss) = if ru {
        ("Ход", "После хода", "Потеря")
    } else {
        ("Turn", "After it", "Loss")
    };
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
            chances(&r.figures),
            points(-r.loss)
        );
    }
    out + "</tbody></table>"
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_ai::Evaluator;

    fn run(state: &str, action: &str, arg: &str) -> (String, String, String) {
        let mut thinker = Thinker::new(Evaluator::embedded());
        let Answer::Page {
            command,
            state,
            html,
        } = answer(&mut thinker, false, action, arg, state, &Position::start())
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
            html.contains("aria-label=\"Point 12: 1 White, 15 Black. add (White)\""),
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
        assert!(html.contains("aria-label=\"Point 2: 1 White"), "{html}");
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
            format!("play {}", Position::start_with(Side::Black).code())
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
        assert_eq!(command, "show");
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
