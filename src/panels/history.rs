//! The move list: numbered rows "White | Black" in RULES.md §6 notation.

use crate::app::store::use_store;
use crate::i18n::{Lang, T};
use leptos::prelude::*;
use nardy_engine::{Record, Side};

/// Pairs the records into rows (White, Black). A game Black opens starts
/// with an empty White cell.
pub fn rows(records: &[Record], lang: Lang) -> Vec<[Option<String>; 2]> {
    let mut rows: Vec<[Option<String>; 2]> = Vec::new();
    for r in records {
        let text = if r.turn.is_pass() {
            format!("{}: {}", r.dice, T::Pass.text(lang))
        } else {
            format!("{}: {}", r.dice, r.turn)
        };
        let col = r.side.index();
        match rows.last_mut() {
            Some(row) if row[col].is_none() && (r.side == Side::Black || row[1].is_none()) => {
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

#[component]
pub fn History() -> impl IntoView {
    let store = use_store();
    let data = Memo::new(move |_| store.with(|s| rows(s.r#match().game().history(), s.lang())));
    let lang = Memo::new(move |_| store.with(|s| s.lang()));
    let list = NodeRef::<leptos::html::Ol>::new();
    // Keep the latest turn in view as the list grows.
    Effect::new(move |_| {
        data.track();
        if let Some(el) = list.get() {
            request_animation_frame(move || el.set_scroll_top(el.scroll_height()));
        }
    });
    view! {
        <section class="history">
            <h2 id="history-title">{move || T::History.text(lang.get())}</h2>
            <div class="history-head" aria-hidden="true">
                <span></span>
                <span>{move || T::White.text(lang.get())}</span>
                <span>{move || T::Black.text(lang.get())}</span>
            </div>
            // Focusable: keyboard users scroll it (it may hold a long match).
            <ol class="history-list" data-history node_ref=list tabindex="0" aria-labelledby="history-title">
                {move || {
                    data.get()
                        .into_iter()
                        .enumerate()
                        .map(|(i, [w, b])| {
                            view! {
                                <li>
                                    <span class="n">{i + 1}"."</span>
                                    <span class="w">{w.unwrap_or_default()}</span>
                                    <span class="b">{b.unwrap_or_default()}</span>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
        </section>
    }
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
            Lang::En,
        );
        assert_eq!(r.len(), 2);
        assert_eq!(r[0][0], None);
        assert_eq!(r[0][1].as_deref(), Some("6-5: 24/13"));
        assert_eq!(r[1][1].as_deref(), Some("6-5: pass"));
    }
}
