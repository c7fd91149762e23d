//! The win-probability bar: each side's chance to win (and to win by mars)
//! before the current turn's roll, as `nardy eval --depth 1` gives them,
//! updated every turn while it is switched on (remembered; off by default).

use crate::app::store::use_store;
use crate::i18n::numbers::{decimal, percent};
use crate::i18n::{side_name, Lang, T};
use leptos::prelude::*;
use nardy_ai::Figures;
use nardy_engine::Side;

#[component]
pub fn ChancesBar() -> impl IntoView {
    let store = use_store();
    let shown = Memo::new(move |_| {
        store.with(|s| {
            let on = s.settings().show_chances && s.settings().analysis;
            let mover = s.turn_start().map(|p| p.side_to_move());
            on.then(|| (s.lang(), mover.zip(s.standing())))
        })
    });
    move || {
        shown.get().map(|(lang, standing)| {
            // White's figures, whoever is to move.
            let white = standing.map(|(mover, f)| if mover == Side::White { f } else { f.flip() });
            let width = white.map_or(50.0, |f| f64::from(f.win) / 10.0);
            view! {
                <div class="chances" data-chances data-white-win=white.map(|f| f.win)>
                    <div class="chances-bar" aria-hidden="true">
                        <span class="white" style=format!("width:{}%", decimal(width, 1))></span>
                    </div>
                    <p class="chances-text">
                        <span class="visually-hidden">{T::Chances.text(lang)} ": "</span>
                        {white.map(|w| {
                            format!("{} · {}", side(lang, Side::White, w), side(lang, Side::Black, w.flip()))
                        })}
                    </p>
                </div>
            }
        })
    }
}

/// `White 55.1% (mars 12.3%)`.
fn side(lang: Lang, side: Side, f: Figures) -> String {
    let pc = |tenths: u16| percent(lang, u64::from(tenths), 1000);
    format!(
        "{} {} ({} {})",
        side_name(lang, side),
        pc(f.win),
        T::Mars.text(lang),
        pc(f.win_mars)
    )
}
