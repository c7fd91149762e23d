//! The move list: numbered rows "White | Black" in RULES.md §6 notation,
//! its points in the numbering the player chose (the board's, or each
//! mover's own, which records use); the heading says which. Written as
//! HTML text (see `html.rs`).

use super::html::esc;
use crate::state::Numbering;
use crate::store::use_store;
use leptos::prelude::*;
use nardy_engine::{CubeAction, CubeMove, Record, Side, Target};
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

/// Pairs the records into rows (White, Black). A game Black opens starts
/// with an empty White cell. Cube actions come before the turn they
/// precede, in the doubler's cell; those after the last turn (a pass, a
/// double waiting) in the next cell of their own.
pub fn rows(
    records: &[Record],
    cube: &[CubeMove],
    lang: Lang,
    numbering: Numbering,
) -> Vec<[Option<String>; 2]> {
    let mut rows: Vec<[Option<String>; 2]> = Vec::new();
    let pending = cube.iter().find(|m| m.turns == records.len()).map(|m| {
        let side = match m.action {
            CubeAction::Double(_) => m.side,
            _ => m.side.opponent(),
        };
        (side, cube_words(cube, records.len(), lang))
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
        (r.side, text)
    });
    for (side, text) in turns.chain(pending) {
        let col = side.index();
        match rows.last_mut() {
            Some(row) if row[col].is_none() && (side == Side::Black || row[1].is_none()) => {
                row[col] = Some(text)
            }
            _ => {
                let mut row = [None, None];
                row[col] = Some(text);
                rows.push(row);
            }
        }
    }
    rows
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
    let html = Memo::new(move |_| {
        store.with(|s| {
            let (lang, numbering) = (s.lang(), s.numbering());
            let t = |k: T| esc(k.text(lang));
            let game = s.r#match().game();
            let list: String = rows(game.history(), game.cube_moves(), lang, numbering)
                .into_iter()
                .enumerate()
                .map(|(i, [w, b])| {
                    format!(
                        "<li><span class=\"n\">{}.</span><span class=\"w\">{}</span><span class=\"b\">{}</span></li>",
                        i + 1,
                        esc(&w.unwrap_or_default()),
                        esc(&b.unwrap_or_default())
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
                 <ol class=\"history-list\" data-history tabindex=\"0\" aria-labelledby=\"history-title\">{list}</ol>",
                t(T::History),
                t(which),
                t(T::White),
                t(T::Black)
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
        assert_eq!(r[0][1].as_deref(), Some("6-5: 24/13"));
        assert_eq!(r[1][1].as_deref(), Some("6-5: pass"));
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
        assert_eq!(board[0][1].as_deref(), Some("6-5: 12/6 6/1"));
        assert_eq!(board[1][0].as_deref(), Some("6-5: 6/off 5/3"));
        let home = rows(
            &[rec(Side::Black, "6/off")],
            &[],
            Lang::En,
            Numbering::Absolute,
        );
        assert_eq!(home[0][1].as_deref(), Some("6-5: 18/off"));
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
        assert_eq!(r[0][1].as_deref(), Some("doubles to 2, takes; 6-5: 24/13"));
        assert_eq!(r[1][0].as_deref(), Some("doubles to 4, passes"));
        let ru = rows(
            &[rec(Side::White, "24/13")],
            &cube[..2],
            Lang::Ru,
            Numbering::Relative,
        );
        assert_eq!(ru[0][1].as_deref(), Some("удвоение до 2, принято"));
    }
}
