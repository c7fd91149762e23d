//! The move list: numbered rows "White | Black" in RULES.md §6 notation,
//! its points in the numbering the player chose (the board's, or each
//! mover's own, which records use); the heading says which. Written as
//! HTML text (see `html.rs`).

use super::html::esc;
use crate::state::Numbering;
use crate::store::use_store;
use leptos::prelude::*;
use nardy_engine::{CubeAction, CubeMove, Game, Position, Record, Side, Target};
use nardy_text::{Lang, T};

/// A turn's steps in `numbering`: the record's own (the mover's path) or
/// the board's points.
fn turn_text(r: &Record, numbering: Numbering) -> String {
    if numbering == Numbering::Relative || r.turn.is_pass() {
        return r.turn.to_string();
    }
    let steps: Vec<String> = r
        .turn
        .steps()
        .iter()
        .map(|step| {
            let to = match step.to().absolute(r.side) {
                Target::Point(p) => p.get().to_string(),
                Target::Off => "off".to_string(),
            };
            format!("{}/{to}", step.from().absolute(r.side).get())
        })
        .collect();
    steps.join(" ")
}

/// Nardegammon: the cube actions before turn `turns + 1`, as words put
/// before that turn ("doubles to 2, takes; ").
fn cube_words(cube: &[CubeMove], turns: usize, lang: Lang) -> String {
    let words: Vec<String> = cube
        .iter()
        .filter(|m| m.turns == turns)
        .map(|m| nardy_text::words::cube_action(lang, m.action))
        .collect();
    words.join(", ")
}

/// One cell of the list: a turn (with the cube actions before it) or the
/// cube actions after the last turn.
#[derive(Clone, PartialEq, Debug)]
pub struct Cell {
    pub text: String,
    /// The turn's index in the game's history; none for cube actions alone.
    pub turn: Option<usize>,
}

/// Pairs the records into rows (White, Black). A game Black opens starts
/// with an empty White cell. Cube actions come before the turn they
/// precede, in the doubler's cell; those after the last turn (a pass, a
/// double waiting) in the next cell of their own.
pub fn rows(
    records: &[Record],
    cube: &[CubeMove],
    lang: Lang,
    numbering: Numbering,
) -> Vec<[Option<Cell>; 2]> {
    let mut rows: Vec<[Option<Cell>; 2]> = Vec::new();
    let pending = cube.iter().find(|m| m.turns == records.len()).map(|m| {
        let side = match m.action {
            CubeAction::Double(_) => m.side,
            _ => m.side.opponent(),
        };
        let text = cube_words(cube, records.len(), lang);
        (side, Cell { text, turn: None })
    });
    let turns = records.iter().enumerate().map(|(i, r)| {
        let before = cube_words(cube, i, lang);
        let before = if before.is_empty() {
            before
        } else {
            format!("{before}; ")
        };
        let text = if r.turn.is_pass() {
            format!("{before}{}: {}", r.dice, T::Pass.text(lang))
        } else {
            format!("{before}{}: {}", r.dice, turn_text(r, numbering))
        };
        (
            r.side,
            Cell {
                text,
                turn: Some(i),
            },
        )
    });
    for (side, cell) in turns.chain(pending) {
        let col = side.index();
        match rows.last_mut() {
            Some(row) if row[col].is_none() && (side == Side::Black || row[1].is_none()) => {
                row[col] = Some(cell)
            }
            _ => {
                let mut row = [None, None];
                row[col] = Some(cell);
                rows.push(row);
            }
        }
    }
    rows
}

/// The position after each turn of a game's history, replayed once per new
/// turn: a list that grows by a turn costs one turn's replay, not the
/// game's (a take-back or another game replays from where they part).
#[derive(Default)]
struct Afters {
    start: Option<Position>,
    records: Vec<Record>,
    positions: Vec<Position>,
}

impl Afters {
    fn follow(&mut self, game: &Game) -> Vec<Position> {
        if self.start != Some(*game.start()) {
            *self = Afters {
                start: Some(*game.start()),
                ..Afters::default()
            };
        }
        let history = game.history();
        let same = self
            .records
            .iter()
            .zip(history)
            .take_while(|(a, b)| a == b)
            .count();
        self.records.truncate(same);
        self.positions.truncate(same);
        let mut at = self.positions.last().copied().unwrap_or(*game.start());
        for r in &history[same..] {
            // The game played each of them by its rules, so none fails;
            // were one to, the cells after it simply carry no position.
            let Ok(next) = at.replay_of(game.rules().variant, r.dice, &r.turn) else {
                break;
            };
            at = next;
            self.records.push(*r);
            self.positions.push(at);
        }
        self.positions.clone()
    }
}

/// A cell's HTML. A turn's cell names the turn (`data-turn`, its index),
/// its dice and the position after it (`data-after`): what someone
/// following the game from outside checks a turn by, one it did not see
/// played included (the browser tests' harness).
fn cell_html(cell: Option<Cell>, class: &str, records: &[Record], afters: &[Position]) -> String {
    let Some(cell) = cell else {
        return format!("<span class=\"{class}\"></span>");
    };
    let turn = cell.turn.map_or_else(String::new, |i| {
        let after = afters
            .get(i)
            .map_or_else(String::new, |p| format!(" data-after=\"{p}\""));
        format!(
            " data-turn=\"{i}\" data-dice=\"{}\"{after}",
            records[i].dice
        )
    });
    format!("<span class=\"{class}\"{turn}>{}</span>", esc(&cell.text))
}

/// Scrolls the list to its last rows from the top of the first of them
/// that fits with all after it. The list's end is then a little below the
/// last row (padding of less than a row), since it can scroll no further
/// than its end: otherwise a clipped strip of a row shows under the header.
fn show_last_rows(list: &web_sys::Element) {
    use wasm_bindgen::JsCast;
    // An empty list (a new game) has nothing to scroll: reading its height
    // would only force a layout before the page's first frame.
    if list.child_element_count() == 0 && !list.has_attribute("style") {
        return;
    }
    let _ = list.set_attribute("style", "");
    let (height, bottom) = (list.client_height(), list.scroll_height());
    let mut top = bottom;
    let rows = list.children();
    for i in (0..rows.length()).rev() {
        let Some(row) = rows
            .item(i)
            .and_then(|r| r.dyn_into::<web_sys::HtmlElement>().ok())
        else {
            break;
        };
        if bottom - row.offset_top() > height {
            break;
        }
        top = row.offset_top();
    }
    if bottom > height {
        let _ = list.set_attribute(
            "style",
            &format!("padding-bottom:{}px", height - (bottom - top)),
        );
    }
    list.set_scroll_top(top);
}

#[component]
pub fn History() -> impl IntoView {
    let store = use_store();
    let afters = StoredValue::new(Afters::default());
    let html = Memo::new(move |_| {
        store.with(|s| {
            let (lang, numbering) = (s.lang(), s.numbering());
            let t = |k: T| esc(k.text(lang));
            let game = s.r#match().game();
            let records = game.history();
            let positions = afters
                .try_update_value(|a| a.follow(game))
                .unwrap_or_default();
            let list: String = rows(records, game.cube_moves(), lang, numbering)
                .into_iter()
                .enumerate()
                .map(|(i, [w, b])| {
                    format!(
                        "<li><span class=\"n\">{}.</span>{}{}</li>",
                        i + 1,
                        cell_html(w, "w", records, &positions),
                        cell_html(b, "b", records, &positions)
                    )
                })
                .collect();
            let which = match numbering {
                Numbering::Absolute => T::HistoryBoardNumbers,
                Numbering::Relative => T::HistoryOwnNumbers,
            };
            // Focusable: keyboard users scroll it (it may hold a long match).
            format!(
                "<h2 id=\"history-title\">{} <span class=\"history-numbering\">({})</span></h2>\
                 <div class=\"history-head\" aria-hidden=\"true\"><span></span><span>{}</span><span>{}</span></div>\
                 <ol class=\"history-list\" data-history data-start=\"{}\" tabindex=\"0\" aria-labelledby=\"history-title\">{list}</ol>",
                t(T::History),
                t(which),
                t(T::White),
                t(T::Black),
                game.start()
            )
        })
    });
    let section = NodeRef::<leptos::html::Section>::new();
    // Keep the latest turns in view as the list grows, from the top of a
    // row: the last rows that fit whole (no clipped strip above them).
    Effect::new(move |_| {
        html.track();
        if let Some(el) = section.get() {
            request_animation_frame(move || {
                if let Ok(Some(list)) = el.query_selector("[data-history]") {
                    show_last_rows(&list);
                }
            });
        }
    });
    view! { <section class="history" node_ref=section inner_html=move || html.get()></section> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_engine::{Dice, Turn};

    fn text(cell: &Option<Cell>) -> Option<&str> {
        cell.as_ref().map(|c| c.text.as_str())
    }

    fn rec(side: Side, turn: &str) -> Record {
        Record {
            side,
            dice: Dice::new(6, 5).unwrap(),
            turn: turn.parse::<Turn>().unwrap_or_else(|_| Turn::pass()),
        }
    }

    #[test]
    fn rows_pair_white_and_black() {
        let r = rows(
            &[
                rec(Side::Black, "24/13"),
                rec(Side::White, "24/13"),
                rec(Side::Black, "pass"),
            ],
            &[],
            Lang::En,
            Numbering::Relative,
        );
        assert_eq!(r.len(), 2);
        assert_eq!(r[0][0], None);
        assert_eq!(text(&r[0][1]), Some("6-5: 24/13"));
        assert_eq!(text(&r[1][1]), Some("6-5: pass"));
        // In the board's numbers Black's head is 12, its home 13..18.
        let board = rows(
            &[
                rec(Side::Black, "24/18 18/13"),
                rec(Side::White, "6/off 5/3"),
            ],
            &[],
            Lang::En,
            Numbering::Absolute,
        );
        assert_eq!(text(&board[0][1]), Some("6-5: 12/6 6/1"));
        assert_eq!(text(&board[1][0]), Some("6-5: 6/off 5/3"));
        let home = rows(
            &[rec(Side::Black, "6/off")],
            &[],
            Lang::En,
            Numbering::Absolute,
        );
        assert_eq!(text(&home[0][1]), Some("6-5: 18/off"));
    }

    #[test]
    fn cube_actions_come_before_the_turn_they_precede() {
        let m = |side, action, turns| CubeMove {
            side,
            action,
            turns,
        };
        let cube = [
            m(Side::Black, CubeAction::Double(2), 1),
            m(Side::White, CubeAction::Take, 1),
            m(Side::White, CubeAction::Double(4), 2),
            m(Side::Black, CubeAction::Pass, 2),
        ];
        let r = rows(
            &[rec(Side::White, "24/13"), rec(Side::Black, "24/13")],
            &cube,
            Lang::En,
            Numbering::Relative,
        );
        assert_eq!(text(&r[0][1]), Some("doubles to 2, takes; 6-5: 24/13"));
        assert_eq!(text(&r[1][0]), Some("doubles to 4, passes"));
        let ru = rows(
            &[rec(Side::White, "24/13")],
            &cube[..2],
            Lang::Ru,
            Numbering::Relative,
        );
        assert_eq!(text(&ru[0][1]), Some("удвоение до 2, принято"));
    }

    #[test]
    fn each_turns_cell_names_its_dice_and_the_position_after_it() {
        use nardy_engine::Rules;
        let mut game = Game::started_by(Rules::default(), Side::White);
        let mut positions = vec![*game.start()];
        for (d, turn) in [
            ((6, 5), "24/18 18/13"),
            ((3, 1), "24/21 21/20"),
            ((2, 2), "24/22 22/20 20/18 18/16"),
        ] {
            game.roll(Dice::new(d.0, d.1).unwrap()).unwrap();
            game.play_turn(&turn.parse().unwrap()).unwrap();
            positions.push(*game.position());
        }
        let mut afters = Afters::default();
        assert_eq!(afters.follow(&game), positions[1..]);
        let records = game.history();
        let cells = rows(records, &[], Lang::En, Numbering::Relative);
        let black = cell_html(cells[0][1].clone(), "b", records, &positions[1..]);
        assert_eq!(
            black,
            format!("<span class=\"b\" data-turn=\"1\" data-dice=\"3-1\" data-after=\"{}\">3-1: 24/21 21/20</span>", positions[2])
        );
        // A take-back and another turn: the list follows from where they part.
        game.take_back(1).unwrap();
        game.play_turn(&"13/11 11/9 9/7 7/5".parse().unwrap())
            .unwrap();
        let again = afters.follow(&game);
        assert_eq!(again[..2], positions[1..3]);
        assert_eq!(again[2], *game.position());
    }
}
