//! The two players with their pip counts and who is to move, and the
//! match score.

use crate::app::store::use_store;
use crate::i18n::{self, T};
use crate::state::{AppState, Mode};
use leptos::prelude::*;
use nardy_engine::Side;

fn player_name(s: &AppState, side: Side) -> String {
    let lang = s.lang();
    let colour = i18n::side_name(lang, side);
    match s.options().mode {
        Mode::HotSeat => colour.to_string(),
        Mode::Computer if s.is_computer(side) => format!(
            "{colour} — {} ({})",
            T::Computer.text(lang),
            i18n::level_name(lang, s.options().level)
        ),
        Mode::Computer => format!("{colour} — {}", T::You.text(lang)),
    }
}

#[component]
pub fn Scoreboard() -> impl IntoView {
    let store = use_store();
    let row = move |side: Side| {
        let class = move || {
            let active = store.with(|s| s.mover() == Some(side));
            format!(
                "player {}{}",
                side.code(),
                if active { " active" } else { "" }
            )
        };
        view! {
            <li class=class>
                <span class="swatch" aria-hidden="true"></span>
                <span class="name">{move || store.with(|s| player_name(s, side))}</span>
                <span class="pips">
                    {move || store.with(|s| i18n::pips(s.lang(), s.board().pip_count(side)))}
                </span>
                <span class="points">{move || store.with(|s| s.r#match().score()[side.index()])}</span>
            </li>
        }
    };
    view! {
        <section class="scoreboard">
            <h2 class="score-title">
                {move || store.with(|s| {
                    format!(
                        "{} · {}",
                        T::Score.text(s.lang()),
                        i18n::match_to(s.lang(), s.r#match().rules().match_length.get())
                    )
                })}
            </h2>
            <ul class="players">{row(Side::White)} {row(Side::Black)}</ul>
            <p
                class="score"
                data-score=move || store.with(|s| {
                    let [w, b] = s.r#match().score();
                    format!("{w}-{b}")
                })
            >
                {move || store.with(|s| {
                    let [w, b] = s.r#match().score();
                    format!("{} {w} : {b} {}", T::White.text(s.lang()), T::Black.text(s.lang()))
                })}
            </p>
        </section>
    }
}
