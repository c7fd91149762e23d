//! Dragging checkers with the mouse or a finger (pointer events).
//!
//! A press on a movable checker selects it (so its targets light up) and
//! captures the pointer on the board; moving drags it; releasing it over a
//! highlighted target plays that move, anywhere else snaps it back. A press
//! and release without movement is a click: on the already selected checker
//! it deselects. Legality is never decided here — only targets the engine
//! offered are drop zones.

use crate::board::send;
use crate::geometry::{BOARD_HEIGHT, BOARD_WIDTH};
use crate::state::{Action, AppState, Target};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, PointerEvent};

/// A press on a checker that may turn into a drag.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Drag {
    pub point: u8,
    pub pointer: i32,
    start: (f64, f64),
    /// Offset in board units.
    pub dx: f64,
    pub dy: f64,
    /// Moved far enough to count as a drag rather than a click.
    pub moved: bool,
    was_selected: bool,
}

/// Screen pixels per board unit (the viewBox is scaled to fit, "meet").
fn scale(svg: &NodeRef<leptos::svg::Svg>) -> f64 {
    svg.get_untracked()
        .map(|el| {
            let r = el.get_bounding_client_rect();
            (r.width() / f64::from(BOARD_WIDTH)).min(r.height() / f64::from(BOARD_HEIGHT))
        })
        .filter(|s| *s > 0.0)
        .unwrap_or(1.0)
}

fn event_element(e: &web_sys::Event) -> Option<Element> {
    e.target()?.dyn_into::<Element>().ok()
}

/// A double click on the empty board deselects (seed 000). One on a checker
/// or a target is ignored: on a touch screen, tapping a target and then the
/// checker that just arrived there is a "double tap" that must not undo the
/// selection the second tap made.
pub fn double_click(state: RwSignal<AppState>, e: web_sys::MouseEvent) {
    let on_piece = event_element(&e)
        .and_then(|el| el.closest("[data-checker], [data-target]").ok().flatten())
        .is_some();
    if !on_piece {
        send(state, Action::Deselect);
    }
}

pub fn down(
    state: RwSignal<AppState>,
    drag: RwSignal<Option<Drag>>,
    svg: NodeRef<leptos::svg::Svg>,
    e: PointerEvent,
) {
    if e.button() != 0 {
        return;
    }
    let Some(point) = event_element(&e)
        .and_then(|el| el.closest("[data-checker]").ok().flatten())
        .and_then(|el| el.get_attribute("data-on"))
        .and_then(|p| p.parse::<u8>().ok())
    else {
        return;
    };
    let (movable, was_selected) =
        state.with_untracked(|s| (s.movable().contains(&point), s.selected == Some(point)));
    if !movable {
        return;
    }
    if !was_selected {
        send(state, Action::Select(point));
    }
    if let Some(el) = svg.get_untracked() {
        let _ = el.set_pointer_capture(e.pointer_id());
    }
    drag.set(Some(Drag {
        point,
        pointer: e.pointer_id(),
        start: (f64::from(e.client_x()), f64::from(e.client_y())),
        dx: 0.0,
        dy: 0.0,
        moved: false,
        was_selected,
    }));
}

pub fn moved(drag: RwSignal<Option<Drag>>, svg: NodeRef<leptos::svg::Svg>, e: PointerEvent) {
    let Some(mut d) = drag.get_untracked() else {
        return;
    };
    if d.pointer != e.pointer_id() {
        return;
    }
    let (px, py) = (
        f64::from(e.client_x()) - d.start.0,
        f64::from(e.client_y()) - d.start.1,
    );
    if !d.moved && px.hypot(py) < 6.0 {
        return;
    }
    let k = scale(&svg);
    d.moved = true;
    d.dx = px / k;
    d.dy = py / k;
    drag.set(Some(d));
}

pub fn up(state: RwSignal<AppState>, drag: RwSignal<Option<Drag>>, e: PointerEvent) {
    let Some(d) = drag.get_untracked() else {
        return;
    };
    drag.set(None);
    if d.moved {
        // The dragged checker ignores the pointer (CSS), so this finds what lies under it.
        let target = document()
            .element_from_point(e.client_x() as f32, e.client_y() as f32)
            .and_then(|el| el.closest("[data-target]").ok().flatten())
            .and_then(|el| el.get_attribute("data-target"))
            .and_then(|t| Target::parse(&t));
        if let Some(t) = target {
            send(state, Action::MoveTo(t));
        }
    } else if d.was_selected {
        send(state, Action::Deselect);
    }
}
