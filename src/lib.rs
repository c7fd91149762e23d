//! The Long Nardy web app: Leptos components over `nardy-engine` and `nardy-ai`.
//!
//! `main.rs` only mounts [`App`]. The app's logic is one plain value
//! ([`state::AppState`]) changed by one function ([`state::dispatch`]), so
//! `cargo test -p nardy-web` covers it natively; the components only draw
//! that value and turn clicks, drags and keys into actions.

pub mod app;
pub mod board;
pub mod browser;
pub mod controls;
pub mod dialog;
pub mod dice;
pub mod embed;
pub mod geometry;
pub mod history;
pub mod i18n;
pub mod json;
pub mod keyboard;
pub mod notice;
pub mod options;
pub mod params;
pub mod pointer;
pub mod record_dialog;
pub mod review;
pub mod review_bar;
pub mod save;
pub mod sound;
pub mod startup;
pub mod state;
pub mod view;

pub use app::App;
