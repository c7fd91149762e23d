//! The Long Nardy web app: Leptos components over `nardy-engine` and `nardy-ai`.
//!
//! `main.rs` only mounts [`App`]. The app's logic is one plain value
//! ([`state::AppState`]) changed by one function ([`state::dispatch`]), so
//! `cargo test -p nardy-web` covers it natively; the components only draw
//! that value and turn clicks, drags and keys into actions. ARCHITECTURE.md
//! maps the folders:
//!
//! - `state` — the app's value, its actions, gestures and events;
//! - `app` — the page: the store, its timers and services, the layout;
//! - `board` — the SVG board and its input (geometry, hit-testing, pointer, keys);
//! - `panels` — everything around the board (toolbar, score, turn, dialogs);
//! - `platform` — the browser (storage, save, URL, iframe API, sound);
//! - `i18n` — every visible string, in English and Russian.

pub mod app;
pub mod board;
pub mod i18n;
pub mod panels;
pub mod platform;
pub mod state;

pub use app::App;
