//! The two dice in the middle of the right half of the board.
//!
//! A used die is dimmed; a double shows "×n" with the steps still to play;
//! the opening roll shows one die per side in that side's colour. When the
//! player rolls by hand, the dice area is also a roll button.

use super::view::BoardView;
use crate::app::store::use_store;
use crate::state::Action;
use leptos::prelude::*;
use nardy_board::geometry::{num, DIE_SIZE};
use nardy_board::svg::text_turn;
use nardy_engine::Side;

/// Pip centres of a die face on a 3×3 grid (−1, 0, 1 in each axis).
fn pips(value: u8) -> &'static [(i8, i8)] {
    match value {
        1 => &[(0, 0)],
        2 => &[(-1, -1), (1, 1)],
        3 => &[(-1, -1), (0, 0), (1, 1)],
        4 => &[(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5 => &[(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        _ => &[(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }
}

#[component]
pub fn Dice(view: BoardView, can_roll: bool) -> impl IntoView {
    let store = use_store();
    let g = view.geometry;
    let (cx, cy) = g.dice_center();
    let gap = 10.0;
    let count = view.dice.len() as f32;
    let start_x = cx - (count * DIE_SIZE + (count - 1.0).max(0.0) * gap) / 2.0;
    let faces = view
        .dice
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let x = start_x + i as f32 * (DIE_SIZE + gap);
            let y = cy - DIE_SIZE / 2.0;
            let mut class = String::from("die");
            match d.owner {
                Some(Side::White) => class.push_str(" opening white"),
                Some(Side::Black) => class.push_str(" opening black"),
                None => {}
            }
            if d.used {
                class.push_str(" used");
            }
            let step = DIE_SIZE * 0.27;
            let dots = pips(d.value)
                .iter()
                .map(|&(px, py)| {
                    view! {
                        <circle
                            class="pip"
                            cx={num(x + DIE_SIZE / 2.0 + f32::from(px) * step)}
                            cy={num(y + DIE_SIZE / 2.0 + f32::from(py) * step)}
                            r="4.2"
                        />
                    }
                })
                .collect_view();
            view! {
                <g class=class data-die=d.value>
                    <rect class="die-face" x={num(x)} y={num(y)} width={num(DIE_SIZE)} height={num(DIE_SIZE)} rx="8"/>
                    {dots}
                </g>
            }
        })
        .collect_view();
    let badge = view.double_left.map(|n| {
        let x = start_x + count * (DIE_SIZE + gap) + 6.0;
        view! {
            <text class="double-left" x={num(x)} y={num(cy)} transform=text_turn(&g, false, x, cy) aria-hidden="true">
                {format!("×{n}")}
            </text>
        }
    });
    // Manual rolling: two blank dice invite a click.
    let prompt = (can_roll && view.dice.is_empty()).then(|| {
        view! {
            <g class="roll-prompt" on:click=move |_| store.send(Action::Roll)>
                <rect class="die-face" x={num(cx - DIE_SIZE - 5.0)} y={num(cy - DIE_SIZE / 2.0)} width={num(DIE_SIZE)} height={num(DIE_SIZE)} rx="8"/>
                <rect class="die-face" x={num(cx + 5.0)} y={num(cy - DIE_SIZE / 2.0)} width={num(DIE_SIZE)} height={num(DIE_SIZE)} rx="8"/>
                <text class="roll-mark" x={num(cx - DIE_SIZE / 2.0 - 5.0)} y={num(cy)} transform=text_turn(&g, false, cx - DIE_SIZE / 2.0 - 5.0, cy)>"?"</text>
                <text class="roll-mark" x={num(cx + DIE_SIZE / 2.0 + 5.0)} y={num(cy)} transform=text_turn(&g, false, cx + DIE_SIZE / 2.0 + 5.0, cy)>"?"</text>
            </g>
        }
    });
    view! { <g class="dice" aria-hidden="true">{faces}{badge}{prompt}</g> }
}
