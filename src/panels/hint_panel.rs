//! The hint list: every candidate of the roll, best first, with the
//! figures `nardy analyse` prints (equity, win and mars chances, the loss
//! against the best). Hovering or focusing a line shows it as arrows on the
//! board; its button plays it. Tutor mode's stop is here too.

use crate::app::store::use_store;
use crate::i18n::numbers::{percent, points};
use crate::i18n::{self, Lang, T};
use crate::state::{Action, Ranking};
use leptos::prelude::*;
use nardy_ai::Ranked;

/// Lines shown before "show all".
const FIRST: usize = 5;

#[component]
pub fn HintPanel() -> impl IntoView {
    let store = use_store();
    let all = RwSignal::new(false);
    let open = Memo::new(move |_| store.with(|s| s.hint_open()));
    Effect::new(move |_| {
        if !open.get() {
            all.set(false);
        }
    });
    move || {
        open.get().then(|| {
            let (lang, ranking) = store.with(|s| (s.lang(), s.ranking().cloned()));
            let t = |k: T| k.text(lang);
            let body = match ranking {
                None => view! { <p class="hint-coming" data-hint-coming>{t(T::HintComing)}</p> }
                    .into_any(),
                Some(r) => table(lang, r, all).into_any(),
            };
            view! {
                <section class="hint-panel" data-hint-panel aria-labelledby="hint-title">
                    <h2 id="hint-title">{t(T::HintTitle)}</h2>
                    {body}
                </section>
            }
        })
    }
}

/// The ranked lines as a table; the first five unless all are asked for.
fn table(lang: Lang, r: Ranking, all: RwSignal<bool>) -> impl IntoView {
    let store = use_store();
    let t = move |k: T| k.text(lang);
    let count = r.lines.len();
    let rows = move || {
        let shown = if all.get() { count } else { FIRST.min(count) };
        r.lines[..shown]
            .iter()
            .enumerate()
            .map(|(i, line)| row(lang, i, line))
            .collect_view()
    };
    view! {
        <table class="hint-list" on:mouseleave=move |_| store.send(Action::PreviewHint(None))>
            <thead>
                <tr>
                    <th scope="col">"#"</th>
                    <th scope="col">{t(T::TurnColumn)}</th>
                    <th scope="col">{t(T::EquityColumn)}</th>
                    <th scope="col">{t(T::WinColumn)}</th>
                    <th scope="col">{t(T::WinMarsColumn)}</th>
                    <th scope="col">{t(T::LoseMarsColumn)}</th>
                    <th scope="col">{t(T::LossColumn)}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
        <Show when=move || { count > FIRST }>
            <button
                type="button"
                data-action="hint-all"
                aria-expanded=move || all.get().to_string()
                on:click=move |_| all.update(|a| *a = !*a)
            >
                {move || {
                    if all.get() {
                        t(T::ShowFewer).to_string()
                    } else {
                        format!("{} ({count})", t(T::ShowAll))
                    }
                }}
            </button>
        </Show>
    }
}

/// One candidate: its rank, its turn (a button that plays it), its figures.
fn row(lang: Lang, i: usize, line: &Ranked) -> impl IntoView {
    let store = use_store();
    let f = line.figures;
    let turn = if line.turn.is_pass() {
        T::Pass.text(lang).to_string()
    } else {
        line.turn.to_string()
    };
    let pc = |tenths: u16| percent(lang, u64::from(tenths), 1000);
    view! {
        <tr
            data-hint-line=i
            on:mouseenter=move |_| store.send(Action::PreviewHint(Some(i)))
            on:focusin=move |_| store.send(Action::PreviewHint(Some(i)))
            on:focusout=move |_| store.send(Action::PreviewHint(None))
        >
            <td>{i + 1}</td>
            <td>
                <button type="button" class="hint-turn" on:click=move |_| store.send(Action::ChooseHint(i))>
                    {turn}
                </button>
            </td>
            <td data-equity>{points(lang, f.equity, true)}</td>
            <td data-win>{pc(f.win)}</td>
            <td data-win-mars>{pc(f.win_mars)}</td>
            <td data-lose-mars>{pc(f.lose_mars)}</td>
            <td data-loss>{points(lang, line.loss, false)}</td>
        </tr>
    }
}

/// Tutor mode's stop: the better turn, the loss, "take it back" and "keep".
#[component]
pub fn TutorStopPanel() -> impl IntoView {
    let store = use_store();
    move || {
        store.with(|s| {
            let stop = s.tutor_stop()?;
            let lang = s.lang();
            let best = stop.best.to_string();
            let text = i18n::tutor_stop(lang, &best, &points(lang, stop.loss, false));
            Some(view! {
                <div class="tutor-stop" data-tutor-stop role="alert">
                    <p>{text}</p>
                    <div class="actions">
                        <button type="button" class="primary" data-action="tutor-undo"
                            on:click=move |_| store.send(Action::TutorUndo)>
                            {T::TutorUndo.text(lang)}
                        </button>
                        <button type="button" data-action="tutor-keep"
                            on:click=move |_| store.send(Action::TutorKeep)>
                            {T::TutorKeep.text(lang)}
                        </button>
                    </div>
                </div>
            })
        })
    }
}
