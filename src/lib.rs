//! The Long Nardy web app: Leptos components over `nardy-engine`, with
//! the computer behind `nardy-protocol` and every word from `nardy-text`.
//!
//! `main.rs` only mounts [`App`]. The app's logic is one plain value
//! ([`state::AppState`]) changed by one function ([`state::dispatch`]), so
//! `cargo test -p nardy-web` covers it natively; the components only draw
//! that value and turn clicks, drags and keys into actions. ARCHITECTURE.md
//! maps the folders, from the lowest floor up (an import never runs up a
//! floor: `tests/architecture.rs` checks it):
//!
//! - `state` — the app's value, its rooms, actions and events;
//! - `store` — the value in one signal, `send`, the event listeners;
//! - `platform` — the browser (storage, save, URL, iframe API, sound, worker);
//! - `board` — the SVG board and its input (geometry, hit-testing, pointer, keys);
//! - `panels` — everything around the board (toolbar, score, turn, dialogs);
//! - `app` — the page: its timers and services, the layout.

pub mod app;
pub mod board;
pub mod panels;
pub mod platform;
pub mod state;
pub mod store;

pub use app::App;
