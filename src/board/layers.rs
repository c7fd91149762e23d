//! The board's layers as views: the 24 points, the trays of borne-off
//! checkers, the checkers, and the rings where the selected checker may go.
//! Checkers and targets carry a typed [`Spot`] in their handlers for keys
//! and screen readers; pointers are hit-tested by the board as a whole.

use super::animation::{arrival_offset, Arrival};
use super::keyboard;
use super::pointer::Drag;
use super::view::BoardView;
use crate::panels::html::esc;
use crate::state::{Action, Spot};
use crate::store::Store;
use leptos::prelude::*;
use nardy_drawing::geometry::{num, Row, CHECKER_RADIUS, POINT_WIDTH};
use nardy_drawing::svg::{self, PointText};
use nardy_engine::{Side, Target};
use nardy_text::{self as i18n, Lang, T};

/// A click that no pointer press came before (`detail` is 0): a screen
/// reader or a key activating the element. Pointer clicks are gestures the
/// board has already handled.
fn activated(store: Store, e: &web_sys::MouseEvent, spot: Spot) {
    if e.detail() == 0 {
        store.send(Action::Activate(spot));
    }
}

/// The 24 points as SVG text: triangle, number and a label naming the stack.
pub fn points(v: &BoardView, lang: Lang) -> String {
    svg::points(&v.geometry, v.flip, |point| PointText {
        number: v.number(point),
        label: esc(&i18n::labels::point_label(
            lang,
            v.number(point),
            v.position.owner(point),
        )),
        extra: String::new(),
        // The whole strip is what a tap on the point hits (`hit.rs`), and
        // its box is the element's.
        hit_area: true,
    })
}

/// Both trays as SVG text: borne-off checkers edge-on, and the count.
pub fn trays(v: &BoardView, lang: Lang) -> String {
    svg::trays(&v.geometry, v.flip, v.borne_off, |_, n| {
        esc(&format!("{}: {n}", T::BorneOff.text(lang)))
    })
}

/// Every checker; the top of a movable stack carries the hooks and a green
/// dot. `arrival` slides the checker that has just arrived.
pub fn checkers(
    store: Store,
    v: &BoardView,
    lang: Lang,
    drag: Option<Drag>,
    arrival: Option<Arrival>,
) -> impl IntoView {
    let mut out = Vec::with_capacity(v.checkers.len());
    for c in &v.checkers {
        let count = v.count(c.point);
        let top = c.height + 1 == count;
        let movable = top && v.movable.contains(&c.point);
        let selected = top && v.selected == Some(c.point);
        let mut class = format!("checker {}", c.side.code());
        let mut style = String::new();
        if let (Some(d), true) = (drag.filter(|d| d.moved), selected) {
            class.push_str(" dragging");
            // Inside the turned board a finger's movement points the other way.
            let k = if v.flip { -1.0 } else { 1.0 };
            style = format!(
                "transform: translate({}px, {}px)",
                num((k * d.dx) as f32),
                num((k * d.dy) as f32)
            );
        } else if let Some((dx, dy)) = arrival.and_then(|a| arrival_offset(v, a, c)) {
            class.push_str(" arrive");
            style = format!("--dx: {}px; --dy: {}px", num(dx), num(dy));
        }
        if movable {
            class.push_str(" movable");
        }
        if selected {
            class.push_str(" selected");
        }
        let label = (movable || selected)
            .then(|| i18n::labels::checker_label(lang, v.number(c.point), c.side, count, selected));
        let circle = view! {
                <circle
                    class=class
                    style=style
                    data-checker=c.side.letter().to_string()
                    data-on=c.point.get()
                    data-movable=movable.then_some("")
                    data-selected=selected.then_some("")
                    tabindex=movable.then_some("0")
                    role=movable.then_some("button")
                    aria-label=label
                    aria-pressed=movable.then_some(if selected { "true" } else { "false" })
                    cx={num(c.cx)}
                    cy={num(c.cy)}
                    r={num(CHECKER_RADIUS - 1.0)}
                />
        };
        // Only a movable checker (the one focusable) listens for keys and a
        // screen reader's click: 30 checkers with listeners each would slow
        // every redraw.
        let spot = Spot::Checker(c.point);
        out.push(if movable {
            view! {
                <g
                    class="movable-checker"
                    on:keydown=move |e| keyboard::activate(store, spot, e)
                    on:click=move |e| activated(store, &e, spot)
                >
                    {circle}
                </g>
            }
            .into_any()
        } else {
            circle.into_any()
        });
        if let Some(l) = v.labels.iter().find(|l| top && l.point == c.point) {
            out.push(
                view! {
                    <text
                        class=format!("stack-label {}", c.side.code())
                        x={num(c.cx)}
                        y={num(c.cy)}
                        transform=svg::text_turn(&v.geometry, v.flip, c.cx, c.cy)
                        aria-hidden="true"
                    >
                        {l.count}
                    </text>
                }
                .into_any(),
            );
        }
        if movable && !selected {
            // Beside a squeezed stack's count, towards the board's middle,
            // not over it.
            let counted = v.labels.iter().any(|l| l.point == c.point);
            let dy = match (counted, v.geometry.point_slot(c.point).row) {
                (false, _) => 0.0,
                (true, Row::Top) => 15.0,
                (true, Row::Bottom) => -15.0,
            };
            out.push(
                view! {
                    <circle class="movable-dot" cx={num(c.cx)} cy={num(c.cy + dy)} r="6" aria-hidden="true"/>
                }
                .into_any(),
            );
        }
    }
    out
}

/// The green circles where the selected checker may go.
pub fn targets(store: Store, v: &BoardView, lang: Lang) -> impl IntoView {
    v.targets
        .iter()
        .map(|t| {
            let target = t.target;
            let label = i18n::labels::target_label(lang, target.point().map(|p| v.number(p)));
            let shape = match target {
                Target::Point(_) => view! {
                    <circle class="target-ring" cx={num(t.cx)} cy={num(t.cy)} r={num(CHECKER_RADIUS - 3.0)}/>
                }
                .into_any(),
                Target::Off => {
                    let side = v.mover.unwrap_or(Side::White);
                    let (x, y, w, h) = v.geometry.tray(side);
                    view! { <rect class="target-ring" x={num(x - 2.0)} y={num(y - 2.0)} width={num(w + 4.0)} height={num(h + 4.0)} rx="8"/> }
                        .into_any()
                }
            };
            let spot = Spot::Target(target);
            view! {
                <g
                    class="target"
                    data-target=target.to_string()
                    tabindex="0"
                    role="button"
                    aria-label=label
                    on:keydown=move |e| keyboard::activate(store, spot, e)
                    on:click=move |e| activated(store, &e, spot)
                >
                    {shape}
                    <circle class="target-dot" cx={num(t.cx)} cy={num(t.cy)} r={num(POINT_WIDTH / 6.0)}/>
                </g>
            }
        })
        .collect_view()
}
