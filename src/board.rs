//! The board as one responsive SVG.
//!
//! The component only turns [`crate::geometry`] numbers into SVG elements; it
//! holds no game logic. The `data-*` attributes are the contract with the
//! browser tests (and later with anyone embedding the board): `data-position`
//! on the `<svg>` is the RULES.md §6 position string, every point carries
//! `data-point` with its absolute number, every checker `data-checker` with
//! its side's letter.

use crate::geometry::{
    layout, point_slots, PointSlot, BAR_WIDTH, BOARD_HEIGHT, BOARD_WIDTH, CHECKER_RADIUS,
    FIELD_HEIGHT, FIELD_LEFT, FIELD_TOP, FIELD_WIDTH, HALF_WIDTH,
};
use leptos::prelude::*;
use nardy_engine::{Position, Side};

/// CSS class of a side's checkers and labels; colours live in style/main.css.
fn side_class(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// Draws `position`: frame, field, bar, 24 points with numbers, checkers.
#[component]
pub fn Board(
    /// The position to draw; a signal so the later game UI can move checkers
    /// without rebuilding the board.
    #[prop(into)]
    position: Signal<Position>,
) -> impl IntoView {
    let view_box = format!("0 0 {BOARD_WIDTH} {BOARD_HEIGHT}");
    let layout = Memo::new(move |_| layout(&position.get()));
    view! {
        <svg
            class="board"
            viewBox=view_box
            preserveAspectRatio="xMidYMid meet"
            role="img"
            aria-label="Long Nardy board"
            data-position=move || position.get().to_string()
        >
            <rect class="frame" x="0" y="0" width=BOARD_WIDTH height=BOARD_HEIGHT rx="10"/>
            <rect class="field" x=FIELD_LEFT y=FIELD_TOP width=FIELD_WIDTH height=FIELD_HEIGHT/>
            <rect
                class="bar"
                x=FIELD_LEFT + HALF_WIDTH
                y=FIELD_TOP
                width=BAR_WIDTH
                height=FIELD_HEIGHT
            />
            <g class="points">{point_slots().map(point_view).collect_view()}</g>
            <g class="checkers">
                {move || {
                    layout
                        .read()
                        .checkers
                        .iter()
                        .map(|c| {
                            view! {
                                <circle
                                    class=format!("checker {}", side_class(c.side))
                                    data-checker=c.side.letter().to_string()
                                    cx=c.cx
                                    cy=c.cy
                                    r=CHECKER_RADIUS - 1.0
                                />
                            }
                        })
                        .collect_view()
                }}
            </g>
            <g class="stack-labels">
                {move || {
                    layout
                        .read()
                        .labels
                        .iter()
                        .map(|l| {
                            view! {
                                <text
                                    class=format!("stack-label {}", side_class(l.side))
                                    x=l.x
                                    y=l.y
                                >
                                    {l.count}
                                </text>
                            }
                        })
                        .collect_view()
                }}
            </g>
        </svg>
    }
}

/// One point: its triangle and its number. Odd and even points alternate
/// colour, as on a real board.
fn point_view(slot: PointSlot) -> impl IntoView {
    let shade = if slot.point % 2 == 0 {
        "point dark"
    } else {
        "point light"
    };
    view! {
        <g data-point=slot.point>
            <polygon class=shade points=slot.triangle()/>
            <text class="point-number" x=slot.center_x y=slot.number_y>
                {slot.point}
            </text>
        </g>
    }
}
