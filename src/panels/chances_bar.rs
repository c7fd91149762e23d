//! The win-probability bar: each side's chance to win (and to win by mars)
//! before the current turn's roll, as `nardy eval --depth 1` gives them,
//! updated every turn while it is switched on (remembered; off by default).
//! Written as HTML text (see `html.rs`): 2.5 KB gzipped less than as views.

use super::html::esc;
use crate::state::AppState;
use crate::store::use_store;
use leptos::prelude::*;
use nardy_engine::Side;
use nardy_protocol::Figures;
use nardy_text::numbers::tenths_percent;
use nardy_text::words::side_name;
use nardy_text::{Lang, T};

#[component]
pub fn ChancesBar() -> impl IntoView {
    let store = use_store();
    let html = Memo::new(move |_| store.with(bar_html));
    view! { <div class="chances-wrap" inner_html=move || html.get()></div> }
}

/// The bar and its text, empty when it is off or there is no turn to judge;
/// while the figures are coming, the bar stands at even.
fn bar_html(s: &AppState) -> String {
    // Only for a turn to come in the live game (not in a replay, not once
    // the game is over).
    let Some(start) = s.turn_start() else {
        return String::new();
    };
    if !(s.settings().show_chances && s.settings().analysis) || s.review().is_some() {
        return String::new();
    }
    let lang = s.lang();
    // White's figures, whoever is to move.
    let white = s.standing().map(|f| match start.side_to_move() {
        Side::White => f,
        Side::Black => f.flip(),
    });
    let text = white.map_or_else(String::new, |w| {
        format!(
            "{} · {}",
            side(lang, Side::White, w),
            side(lang, Side::Black, w.flip())
        )
    });
    let win = white.map_or(500, |f| f.win);
    format!(
        "<div class=\"chances\" data-chances data-white-win=\"{}\">\
         <div class=\"chances-bar\" aria-hidden=\"true\"><span class=\"white\" style=\"width:{}.{}%\"></span></div>\
         <p class=\"chances-text\"><span class=\"visually-hidden\">{}: </span>{}</p></div>",
        white.map_or(String::new(), |f| f.win.to_string()),
        win / 10,
        win % 10,
        esc(T::Chances.text(lang)),
        esc(&text)
    )
}

/// `White 55.1% (mars 12.3%)`.
fn side(lang: Lang, side: Side, f: Figures) -> String {
    format!(
        "{} {} ({} {})",
        side_name(lang, side),
        tenths_percent(lang, f.win),
        T::Mars.text(lang),
        tenths_percent(lang, f.win_mars)
    )
}
