//! Live play on the page: what the direct connection to the friend's page
//! is doing (connecting, connected, lost) with *Connect live*, and the
//! link as a QR code (`svg[data-remote-qr]`) for a phone's camera. Drawn
//! inside the remote panel (`remote_panel.rs`), whose clicks it shares.

use super::controls::Control;
use super::html::esc;
use crate::state::{shown_name, AppState, Connection, RemoteState, REMOTE};
use nardy_text::{msg, T};
use qrcode::{Color, EcLevel, QrCode};

/// The connection's line, and *Connect live* where it is not connected.
pub fn live_html(s: &AppState, state: RemoteState) -> String {
    if !REMOTE || state == RemoteState::Over {
        return String::new();
    }
    let lang = s.lang();
    let live = &s.remote().live;
    let friend = s.remote_game().map_or("", |g| shown_name(&g.friend, lang));
    // The friend's offer waits for a click (the table's game's only).
    let offered = s
        .remote_game()
        .is_some_and(|g| live.offered(&g.game).is_some());
    let line = match (live.connection(), live.half()) {
        _ if offered => T::RemoteLiveOffered.text(lang).to_string(),
        (Connection::Live, _) if live.relayed() => msg::remote_live_relayed(lang, friend),
        (Connection::Live, _) => msg::remote_live_connected(lang, friend),
        (Connection::Checking, _) => T::RemoteLiveChecking.text(lang).to_string(),
        (Connection::Unproven, _) => T::RemoteLiveUnproven.text(lang).to_string(),
        (_, Some(half)) if half.starts_with('a') => T::RemoteLiveAnswer.text(lang).to_string(),
        (_, Some(_)) => T::RemoteLiveOffer.text(lang).to_string(),
        (Connection::Lost, None) => T::RemoteLiveLost.text(lang).to_string(),
        _ => String::new(),
    };
    // A browser without WebRTC (turned off by a privacy setting) plays by
    // links alone: no button that cannot work.
    let can_connect = js_sys::Reflect::has(&leptos::prelude::window(), &"RTCPeerConnection".into())
        .unwrap_or(false);
    let connect = if can_connect
        && (offered
            || matches!(
                live.connection(),
                Connection::None | Connection::Lost | Connection::Unproven
            )) {
        format!(
            "<button type=\"button\" {}>{}</button>",
            Control::LiveConnect.attrs(),
            esc(T::RemoteLiveConnect.text(lang))
        )
    } else {
        String::new()
    };
    if line.is_empty() && connect.is_empty() {
        return String::new();
    }
    format!(
        "<p class=\"remote-live\" data-connection=\"{}\">{} {connect}</p>",
        live.connection().code(),
        esc(&line)
    )
}

/// The link as a QR code while the person asked for it. Dark modules on
/// white in every theme, with the four-module quiet zone a camera needs.
pub fn qr_html(s: &AppState, link: &str) -> String {
    if !REMOTE || !s.remote().show_qr() {
        return String::new();
    }
    let Ok(code) = QrCode::with_error_correction_level(link.as_bytes(), EcLevel::L) else {
        return String::new();
    };
    let width = code.width();
    let mut path = String::new();
    for (i, color) in code.to_colors().into_iter().enumerate() {
        if color == Color::Dark {
            path += &format!("M{} {}h1v1h-1z", i % width, i / width);
        }
    }
    let side = width + 8;
    format!(
        "<svg class=\"remote-qr\" data-remote-qr viewBox=\"-4 -4 {side} {side}\" role=\"img\" \
         aria-label=\"{}\" shape-rendering=\"crispEdges\"><rect x=\"-4\" y=\"-4\" width=\"{side}\" \
         height=\"{side}\" fill=\"#fff\"/><path d=\"{path}\" fill=\"#000\"/></svg>",
        esc(T::RemoteQrLabel.text(s.lang()))
    )
}
