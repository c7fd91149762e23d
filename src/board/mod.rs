//! The board and its input: one responsive SVG drawn from a [`view::BoardView`]
//! (geometry, layers, dice, animation), and the thin translators from
//! pointer and keyboard events to the state's gesture actions (`hit` finds
//! what lies under a pointer from the drawing's own geometry).
//!
//! The `data-*` attributes are the contract with the browser tests:
//! `data-position`/`data-dice`/`data-phase`/`data-turns` on the `<svg>`,
//! `data-point` on exactly the 24 points, `data-checker` + `data-on` on every checker,
//! `data-movable`/`data-selected` on top checkers, `data-target` on
//! destinations. Gestures never read them back (the geometry says where a
//! pointer is); only the keyboard's focus moves use them as selectors.

pub mod animation;
pub mod hit;
pub mod keyboard;
mod layers;
pub mod pointer;
pub mod view;

use crate::panels::controls::{control_of, Control};
use crate::store::use_store;
use animation::Arrivals;
use leptos::prelude::*;
use nardy_drawing::geometry::{LANDSCAPE, UPRIGHT};
use nardy_drawing::svg;
use nardy_text::numbers::fixed;
use nardy_text::{Lang, T};
use pointer::Drag;
use view::board_view_in;

/// A phone held upright gets the upright board (its points run down the
/// screen, each wide enough for a finger); landscape screens and desktops
/// keep the landscape one. Must agree with style/main.css.
const UPRIGHT_SCREEN: &str = "(orientation: portrait) and (max-width: 600px)";

#[component]
pub fn Board() -> impl IntoView {
    let store = use_store();
    let upright = crate::platform::browser::media_matches(UPRIGHT_SCREEN);
    let view = Memo::new(move |_| {
        let g = if upright.get() { UPRIGHT } else { LANDSCAPE };
        store.with(|s| board_view_in(s, g))
    });
    let lang = Memo::new(move |_| store.with(|s| s.lang()));
    let drag = RwSignal::new(None::<Drag>);
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
    let arrivals = Arrivals::follow(store);

    let turn = move || view.with(|v| svg::half_turn(&v.geometry, v.flip));
    // A memo: the dice are written anew only when they change, so a
    // pressed die is not replaced under the pointer by every state change.
    let dice = Memo::new(move |_| {
        let prompt = store.with(|s| s.can_roll()).then(|| Control::Roll.attrs());
        view.with(|v| svg::dice(&v.geometry, &v.dice, v.double_left, prompt.as_deref()))
    });
    view! {
        <svg
            class="board"
            // Touch gestures are ours (drags) while a person has a checker to move.
            class=("can-move", move || view.with(|v| !v.movable.is_empty()))
            node_ref=svg_ref
            class=("upright", move || view.with(|v| v.geometry.upright))
            viewBox=move || view.with(|v| svg::view_box(&v.geometry))
            preserveAspectRatio="xMidYMid meet"
            role="group"
            aria-label=move || T::Board.text(lang.get())
            data-position=move || view.with(|v| v.position.to_string())
            data-dice=move || view.with(|v| v.dice_attr.clone())
            data-phase=move || view.with(|v| v.phase)
            data-turns=move || view.with(|v| v.turns)
            data-ai-ms=move || store.with(|s| s.ai_think_ms().map(|ms| fixed(Lang::En, ms, 2)))
            on:pointerdown=move |e| pointer::down(store, view, drag, svg_ref, e)
            on:pointermove=move |e| pointer::moved(view, drag, svg_ref, e)
            on:pointerup=move |e| pointer::up(store, view, drag, svg_ref, e)
            on:pointercancel=move |_| pointer::cancel(store, drag)
            on:dblclick=move |e| pointer::double_click(store, view, svg_ref, e)
            on:keydown=keyboard::arrows
        >
            // An upright board is all of it turned a quarter round.
            <g transform=move || view.with(|v| svg::quarter_turn(&v.geometry))>
            <g inner_html=move || view.with(|v| svg::frame(&v.geometry))></g>
            <g class="field-view" transform=turn>
            <g inner_html=move || view.with(|v| svg::field(&v.geometry))></g>
            <g class="points" inner_html=move || view.with(|v| layers::points(v, lang.get()))></g>
            <g inner_html=move || view.with(|v| layers::trays(v, lang.get()))></g>
            <g inner_html=move || view.with(|v| v.cube.map(|c| {
                let label = nardy_text::labels::cube_label(lang.get(), c.value(), c.owner());
                svg::cube(&v.geometry, v.flip, c, &label)
            }).unwrap_or_default())></g>
            <g class="checkers">
                {move || {
                    let d = drag.get();
                    view.with(|v| layers::checkers(store, v, lang.get(), d, arrivals.take()))
                }}
            </g>
            </g>
            // The dice are not turned: they sit in the middle either way.
            // One delegated click for the roll prompt's blank dice.
            <g
                on:click=move |e| {
                    if control_of(&e) == Some(Control::Roll) {
                        store.send(crate::state::Action::Roll);
                    }
                }
                inner_html=move || dice.get()
            ></g>
            <g transform=turn inner_html=move || view.with(|v| nardy_drawing::arrows::arrows_svg(&v.arrows, v.arrows_side))></g>
            <g class="targets" transform=turn>{move || view.with(|v| layers::targets(store, v, lang.get()))}</g>
            </g>
        </svg>
    }
}
