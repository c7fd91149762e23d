//! The two players with their pip counts and who is to move, and the
//! match score.

use super::html::esc;
use crate::state::{AppState, Mode};
use crate::store::use_store;
use leptos::prelude::*;
use nardy_engine::Side;
use nardy_text::{self as i18n, T};

fn player_name(s: &AppState, side: Side) -> String {
    let lang = s.lang();
    let colour = i18n::words::side_name(lang, side);
    match s.options().mode {
        Mode::HotSeat => colour.to_string(),
        Mode::Computer if s.is_computer(side) => format!(
            "{colour} — {} ({})",
            T::Computer.text(lang),
            i18n::words::level_name(lang, s.options().level)
        ),
        Mode::Computer => format!("{colour} — {}", T::You.text(lang)),
        // A friend by link: the friend's name (text, escaped by the caller).
        Mode::Remote => match s.remote_game() {
            Some(g) if g.me != side && !g.check.is_empty() => {
                format!("{colour} — {}", crate::state::shown_name(&g.friend, lang))
            }
            Some(g) if g.me == side => format!("{colour} — {}", T::You.text(lang)),
            _ => colour.to_string(),
        },
    }
}

/// The panel as HTML text (see `html.rs`): as `view!` elements it cost
/// the first download about 1 KB more.
fn scoreboard_html(s: &AppState) -> String {
    let lang = s.lang();
    let score = s.r#match().score();
    let row = |side: Side| {
        let active = if s.mover() == Some(side) {
            " active"
        } else {
            ""
        };
        format!(
            "<li class=\"player {}{active}\"><span class=\"swatch\" aria-hidden=\"true\"></span>\
             <span class=\"name\">{}</span><span class=\"pips\">{}</span><span class=\"points\">{}</span></li>",
            side.code(),
            esc(&player_name(s, side)),
            esc(&i18n::words::pips(lang, s.board().pip_count(side))),
            score[side.index()]
        )
    };
    let [w, b] = score;
    format!(
        "<h2 class=\"score-title\">{} · {}</h2><ul class=\"players\">{}{}</ul>\
         <p class=\"score\" data-score=\"{w}-{b}\">{} {w} : {b} {}</p>",
        esc(T::Score.text(lang)),
        esc(&i18n::words::match_to(
            lang,
            s.r#match().rules().match_length.get()
        )),
        row(Side::White),
        row(Side::Black),
        esc(T::White.text(lang)),
        esc(T::Black.text(lang))
    )
}

#[component]
pub fn Scoreboard() -> impl IntoView {
    let store = use_store();
    let html = Memo::new(move |_| store.with(scoreboard_html));
    view! { <section class="scoreboard" inner_html=move || html.get()></section> }
}
