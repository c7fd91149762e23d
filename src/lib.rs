//! The Long Nardy web app: Leptos components over `nardy-engine`.
//!
//! `main.rs` only mounts [`App`]; the components live here and in small
//! modules beside it, and the parts that compute things ([`geometry`]) are
//! plain functions so `cargo test -p nardy-web` covers them without a browser.

pub mod board;
pub mod geometry;

use leptos::prelude::*;
use nardy_engine::Position;

pub use board::Board;

/// The whole page. For now it shows the starting position; the game itself
/// (dice, moves, the AI) comes later and will own the position signal here.
#[component]
pub fn App() -> impl IntoView {
    let position = Signal::stored(Position::start());
    view! {
        <main class="app">
            <h1 class="title">"Long Nardy / Длинные нарды"</h1>
            <Board position=position/>
        </main>
    }
}
