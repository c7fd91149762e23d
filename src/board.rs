//! The board as one responsive SVG: frame, trays, 24 points, checkers,
//! dice and the highlighted destinations.
//!
//! The component draws a [`BoardView`] and turns clicks into actions; it
//! holds no game logic. The `data-*` attributes are the contract with the
//! browser tests: `data-position`/`data-dice`/`data-phase` on the `<svg>`,
//! `data-point` on exactly the 24 points, `data-checker` + `data-on` on every
//! checker, `data-movable`/`data-selected` on top checkers, `data-target` on
//! destinations.

use crate::dice::Dice;
use crate::geometry::{
    point_slot, tray, tray_chip, BAR_WIDTH, BOARD_HEIGHT, BOARD_WIDTH, CHECKER_RADIUS,
    FIELD_HEIGHT, FIELD_LEFT, FIELD_TOP, FIELD_WIDTH, FRAME, HALF_WIDTH, POINT_WIDTH, ROW_HEIGHT,
    TRAY_WIDTH,
};
use crate::i18n::{self, T};
use crate::pointer::{self, Drag};
use crate::state::{dispatch, Action, AppState, Target};
use crate::view::{arrival_offset, board_view, BoardView};
use leptos::prelude::*;
use nardy_engine::{Point, Side};

/// CSS class of a side's checkers and labels; colours live in style/main.css.
fn side_class(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// Sends one action to the app state.
pub fn send(state: RwSignal<AppState>, action: Action) {
    state.update(|s| dispatch(s, action));
}

#[component]
pub fn Board() -> impl IntoView {
    let state = expect_context::<RwSignal<AppState>>();
    let view = Memo::new(move |_| state.with(board_view));
    let lang = Memo::new(move |_| state.with(|s| s.lang));
    let drag = RwSignal::new(None::<Drag>);
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
    // The serial of the move animated last, so a redraw does not replay it.
    let animated = StoredValue::new(u64::MAX);

    let view_box = format!("0 0 {BOARD_WIDTH} {BOARD_HEIGHT}");
    let turn = move || view.with(|v| half_turn(v.flip, BOARD_WIDTH / 2.0, BOARD_HEIGHT / 2.0));
    let right_tray_x = FIELD_LEFT + FIELD_WIDTH;
    view! {
        <svg
            class="board"
            // Touch gestures are ours (drags) while a person has a checker to move.
            class=("can-move", move || view.with(|v| !v.movable.is_empty()))
            node_ref=svg_ref
            viewBox=view_box
            preserveAspectRatio="xMidYMid meet"
            role="group"
            aria-label=move || T::Board.text(lang.get())
            data-position=move || view.with(|v| v.position.to_string())
            data-dice=move || view.with(|v| v.dice_attr.clone())
            data-phase=move || view.with(|v| v.phase)
            data-ai-ms=move || state.with(|s| s.ai_think_ms.map(|ms| format!("{ms:.2}")))
            on:pointerdown=move |e| pointer::down(state, drag, svg_ref, e)
            on:pointermove=move |e| pointer::moved(drag, svg_ref, e)
            on:pointerup=move |e| pointer::up(state, drag, e)
            on:pointercancel=move |_| drag.set(None)
            on:dblclick=move |e| pointer::double_click(state, e)
            on:keydown=move |e| crate::keyboard::board_key(state, e)
        >
            <rect class="frame" x="0" y="0" width=BOARD_WIDTH height=BOARD_HEIGHT rx="14"/>
            <g class="field-view" transform=turn>
            <rect class="tray-well" x=FRAME y=FIELD_TOP width=TRAY_WIDTH - 4.0 height=FIELD_HEIGHT rx="6"/>
            <rect
                class="tray-well"
                x=right_tray_x + 4.0
                y=FIELD_TOP
                width=TRAY_WIDTH - 4.0
                height=FIELD_HEIGHT
                rx="6"
            />
            <rect class="field" x=FIELD_LEFT y=FIELD_TOP width=HALF_WIDTH height=FIELD_HEIGHT/>
            <rect
                class="field"
                x=FIELD_LEFT + HALF_WIDTH + BAR_WIDTH
                y=FIELD_TOP
                width=HALF_WIDTH
                height=FIELD_HEIGHT
            />
            // Homes: Black's 13..18 top left, White's 1..6 bottom right.
            <rect class="home black-home" x=FIELD_LEFT y=FIELD_TOP width=HALF_WIDTH height=ROW_HEIGHT/>
            <rect
                class="home white-home"
                x=FIELD_LEFT + HALF_WIDTH + BAR_WIDTH
                y=FIELD_TOP + FIELD_HEIGHT - ROW_HEIGHT
                width=HALF_WIDTH
                height=ROW_HEIGHT
            />
            <rect
                class="bar"
                x=FIELD_LEFT + HALF_WIDTH
                y=FIELD_TOP
                width=BAR_WIDTH
                height=FIELD_HEIGHT
            />
            <g class="points">
                {(1..=24u8).map(|p| point_view(state, view, lang, p)).collect_view()}
            </g>
            {move || view.with(|v| trays(v, lang.get()))}
            <g class="checkers">
                {move || {
                    let d = drag.get();
                    view.with(|v| checkers(v, lang.get(), d, animated))
                }}
            </g>
            </g>
            // The dice are not turned: they sit in the middle either way.
            {move || {
                let (v, can_roll) = (view.get(), state.with(|s| s.can_roll()));
                view! { <Dice view=v can_roll=can_roll/> }
            }}
            <g class="targets" transform=turn>{move || view.with(|v| targets(state, v, lang.get()))}</g>
        </svg>
    }
}

/// The SVG transform that turns the board (or, around its own anchor, a
/// text on it back upright); `None` when the board is not turned.
fn half_turn(flip: bool, x: f32, y: f32) -> Option<String> {
    flip.then(|| format!("rotate(180 {x} {y})"))
}

/// One point: its triangle, its number, and an ARIA label naming its stack.
fn point_view(
    state: RwSignal<AppState>,
    view: Memo<BoardView>,
    lang: Memo<i18n::Lang>,
    point: u8,
) -> impl IntoView {
    let slot = point_slot(point);
    let shade = if point % 2 == 0 { "dark" } else { "light" };
    let head = point == 24 || point == 12;
    let class = move || {
        let hinted = view.with(|v| v.hint_points.contains(&point));
        format!("point {shade}{}", if hinted { " hinted" } else { "" })
    };
    let label = move || {
        let stack = view.with(|v| v.position.owner(Point::new(point)?));
        let number = view.with(|v| v.numbers[usize::from(point) - 1]);
        i18n::point_label(lang.get(), number, stack)
    };
    view! {
        <g
            data-point=point
            aria-label=label
            role="img"
            on:click=move |_| {
                let movable = view.with(|v| v.movable.contains(&point) && v.selected != Some(point));
                if movable {
                    send(state, Action::Select(point));
                }
            }
        >
            <polygon class=class points=slot.triangle()/>
            <text
                class=if head { "point-number head" } else { "point-number" }
                x=slot.center_x
                y=slot.number_y
                transform=move || view.with(|v| half_turn(v.flip, slot.center_x, slot.number_y))
                aria-hidden="true"
            >
                {move || view.with(|v| v.numbers[usize::from(point) - 1])}
            </text>
        </g>
    }
}

/// Both trays: borne-off checkers edge-on, and the count.
fn trays(v: &BoardView, lang: i18n::Lang) -> impl IntoView {
    Side::BOTH
        .into_iter()
        .map(|side| {
            let n = v.borne_off[side.index()];
            let (x, y, w, h) = tray(side);
            let chips = (0..n)
                .map(|i| {
                    let (cx, cy, cw, ch) = tray_chip(side, i);
                    view! {
                        <rect class=format!("chip {}", side_class(side)) x=cx y=cy width=cw height=ch rx="3"/>
                    }
                })
                .collect_view();
            // The count sits at the tray's inner end, away from the chips.
            let label_y = match side {
                Side::White => y + 14.0,
                Side::Black => y + h - 10.0,
            };
            let label = format!("{}: {n}", T::BorneOff.text(lang));
            view! {
                <g class=format!("tray {}", side_class(side)) aria-label=label>
                    <rect class="tray-box" x=x y=y width=w height=h rx="5"/>
                    {chips}
                    <text
                        class="tray-count"
                        x=x + w / 2.0
                        y=label_y
                        transform=half_turn(v.flip, x + w / 2.0, label_y)
                        aria-hidden="true"
                    >
                        {n}
                    </text>
                </g>
            }
        })
        .collect_view()
}

/// Every checker; the top of a movable stack carries the hooks and a green dot.
fn checkers(
    v: &BoardView,
    lang: i18n::Lang,
    drag: Option<Drag>,
    animated: StoredValue<u64>,
) -> impl IntoView {
    let fresh = v.last_move.filter(|m| m.serial != animated.get_value());
    let mut out = Vec::with_capacity(v.checkers.len());
    for c in &v.checkers {
        let count = Point::new(c.point)
            .and_then(|p| v.position.owner(p))
            .map_or(0, |(_, n)| n);
        let top = c.height + 1 == count;
        let movable = top && v.movable.contains(&c.point);
        let selected = top && v.selected == Some(c.point);
        let mut class = format!("checker {}", side_class(c.side));
        let mut style = String::new();
        if let (Some(d), true) = (drag.filter(|d| d.moved), selected) {
            class.push_str(" dragging");
            // Inside the turned board a finger's movement points the other way.
            let k = if v.flip { -1.0 } else { 1.0 };
            style = format!("transform: translate({}px, {}px)", k * d.dx, k * d.dy);
        } else if let (Some(_), Some((dx, dy))) = (fresh, arrival_offset(v, c)) {
            class.push_str(" arrive");
            style = format!("--dx: {dx}px; --dy: {dy}px");
        }
        if movable {
            class.push_str(" movable");
        }
        if selected {
            class.push_str(" selected");
        }
        let label = (movable || selected).then(|| {
            let number = v.numbers[usize::from(c.point) - 1];
            i18n::checker_label(lang, number, c.side, count, selected)
        });
        let label_count = v
            .labels
            .iter()
            .find(|l| top && l.point == c.point)
            .map(|l| l.count);
        out.push(
            view! {
                <circle
                    class=class
                    style=style
                    data-checker=c.side.letter().to_string()
                    data-on=c.point
                    data-movable=movable.then_some("")
                    data-selected=selected.then_some("")
                    tabindex=movable.then_some("0")
                    role=movable.then_some("button")
                    aria-label=label
                    aria-pressed=movable.then_some(if selected { "true" } else { "false" })
                    cx=c.cx
                    cy=c.cy
                    r=CHECKER_RADIUS - 1.0
                />
            }
            .into_any(),
        );
        if let Some(n) = label_count {
            out.push(
                view! {
                    <text
                        class=format!("stack-label {}", side_class(c.side))
                        x=c.cx
                        y=c.cy
                        transform=half_turn(v.flip, c.cx, c.cy)
                        aria-hidden="true"
                    >
                        {n}
                    </text>
                }
                .into_any(),
            );
        }
        if movable && !selected {
            out.push(
                view! {
                    <circle class="movable-dot" cx=c.cx cy=c.cy r="7" aria-hidden="true"/>
                }
                .into_any(),
            );
        }
    }
    if let Some(m) = fresh {
        animated.set_value(m.serial);
    }
    out
}

/// The green circles where the selected checker may go.
fn targets(state: RwSignal<AppState>, v: &BoardView, lang: i18n::Lang) -> impl IntoView {
    v.targets
        .iter()
        .map(|t| {
            let target = t.target;
            let (label, attr) = match target {
                Target::Point(p) => (
                    i18n::target_label(lang, Some(v.numbers[usize::from(p) - 1])),
                    p.to_string(),
                ),
                Target::Off => (i18n::target_label(lang, None), "off".to_string()),
            };
            let shape = match target {
                Target::Point(_) => view! {
                    <circle class="target-ring" cx=t.cx cy=t.cy r=CHECKER_RADIUS - 3.0/>
                }
                .into_any(),
                Target::Off => {
                    let side = v.mover.unwrap_or(Side::White);
                    let (x, y, w, h) = tray(side);
                    view! { <rect class="target-ring" x=x - 2.0 y=y - 2.0 width=w + 4.0 height=h + 4.0 rx="8"/> }
                        .into_any()
                }
            };
            view! {
                <g
                    class="target"
                    data-target=attr
                    tabindex="0"
                    role="button"
                    aria-label=label
                    on:click=move |_| send(state, Action::MoveTo(target))
                >
                    {shape}
                    <circle class="target-dot" cx=t.cx cy=t.cy r=POINT_WIDTH / 6.0/>
                </g>
            }
        })
        .collect_view()
}
