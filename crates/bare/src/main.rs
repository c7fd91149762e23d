//! A bare Leptos page: one heading and one button with a click handler,
//! built as the app is (Trunk, the `web-release` profile, wasm-opt). The
//! time from navigation to its first frame is the floor the app's board
//! (painted, then interactive) is measured against (scripts/measure-web.mjs).

use leptos::prelude::*;

#[component]
fn Bare() -> impl IntoView {
    let clicks = RwSignal::new(0);
    view! {
        <h1>"Long Nardy"</h1>
        <button data-bare on:click=move |_| clicks.update(|n| *n += 1)>{move || clicks.get()}</button>
    }
}

fn main() {
    leptos::mount::mount_to_body(Bare);
}
