//! Mouse and finger on the board: pointer events become gesture actions.
//!
//! The spot under the pointer comes from the drawing's geometry (`hit`);
//! what a press, release or double click means is decided by the state's
//! gesture machine. The only thing kept here is the drag's pixel offset,
//! which is the view's business.

use super::hit::{board_delta, board_point, scale, spot_at, ScreenRect};
use super::view::BoardView;
use crate::state::{Action, Spot};
use crate::store::Store;
use leptos::prelude::*;
use web_sys::{MouseEvent, PointerEvent};

/// A press on a checker that may turn into a drag, in screen terms.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Drag {
    pub pointer: i32,
    start: (f64, f64),
    /// Offset in board units.
    pub dx: f64,
    pub dy: f64,
    /// Moved far enough to count as a drag rather than a click.
    pub moved: bool,
}

/// Pixels a pointer may wander before a press becomes a drag.
const DRAG_THRESHOLD: f64 = 6.0;

type Svg = NodeRef<leptos::svg::Svg>;

fn rect(svg: Svg) -> Option<ScreenRect> {
    let r = svg.get_untracked()?.get_bounding_client_rect();
    Some(ScreenRect {
        left: r.left(),
        top: r.top(),
        width: r.width(),
        height: r.height(),
    })
}

/// What the board shows under the mouse event's position.
fn spot(view: Memo<BoardView>, svg: Svg, e: &MouseEvent) -> Spot {
    let Some(r) = rect(svg) else {
        return Spot::Board;
    };
    view.with_untracked(|v| {
        let (x, y) = board_point(
            r,
            f64::from(e.client_x()),
            f64::from(e.client_y()),
            v.flip,
            &v.geometry,
        );
        spot_at(v, x, y)
    })
}

pub fn down(
    store: Store,
    view: Memo<BoardView>,
    drag: RwSignal<Option<Drag>>,
    svg: Svg,
    e: PointerEvent,
) {
    if e.button() != 0 {
        return;
    }
    store.send(Action::Press(spot(view, svg, &e)));
    // Only a pressed checker follows the pointer.
    if store.with_untracked(|s| s.pressed_checker().is_none()) {
        drag.set(None);
        return;
    }
    if let Some(el) = svg.get_untracked() {
        let _ = el.set_pointer_capture(e.pointer_id());
    }
    drag.set(Some(Drag {
        pointer: e.pointer_id(),
        start: (f64::from(e.client_x()), f64::from(e.client_y())),
        dx: 0.0,
        dy: 0.0,
        moved: false,
    }));
}

pub fn moved(view: Memo<BoardView>, drag: RwSignal<Option<Drag>>, svg: Svg, e: PointerEvent) {
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
    if !d.moved && px.hypot(py) < DRAG_THRESHOLD {
        return;
    }
    let g = view.with_untracked(|v| v.geometry);
    let k = rect(svg).map_or(1.0, |r| scale(r, &g));
    d.moved = true;
    (d.dx, d.dy) = board_delta(px / k, py / k, &g);
    drag.set(Some(d));
}

pub fn up(
    store: Store,
    view: Memo<BoardView>,
    drag: RwSignal<Option<Drag>>,
    svg: Svg,
    e: PointerEvent,
) {
    let dragged = drag.get_untracked().is_some_and(|d| d.moved);
    drag.set(None);
    store.send(Action::Release {
        at: spot(view, svg, &e),
        dragged,
    });
}

pub fn cancel(store: Store, drag: RwSignal<Option<Drag>>) {
    drag.set(None);
    store.send(Action::CancelPress);
}

pub fn double_click(store: Store, view: Memo<BoardView>, svg: Svg, e: MouseEvent) {
    store.send(Action::DoubleClick(spot(view, svg, &e)));
}
