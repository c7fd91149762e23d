//! The hint list: every candidate of the roll, best first, with the
//! figures `nardy analyse` prints (equity, win and mars chances, the loss
//! against the best). Hovering or focusing a line shows it as arrows on the
//! board; its button plays it. Tutor mode's stop is here too.
//!
//! Written as HTML text (see `html.rs`): as `view!` elements the list and
//! the stop cost the first download 11.6 KB gzipped.

use super::controls::{control_of, Control};
use super::html::{esc, refocus};
use crate::state::{Action, AppState};
use crate::store::use_store;
use leptos::prelude::*;
use nardy_text::numbers::{points, tenths_percent};
use nardy_text::{self as i18n, T};
use std::fmt::Write;

/// Lines shown before "show all".
const FIRST: usize = nardy_ai::SHOWN;

#[component]
pub fn HintPanel() -> impl IntoView {
    let store = use_store();
    let all = RwSignal::new(false);
    // Only a change of the text redraws it (a preview does not), so the
    // focused line keeps its focus.
    let html = Memo::new(move |_| store.with(|s| panel_html(s, all.get())));
    // The line under the pointer or the focus: its row, or its button.
    let line = |e: &web_sys::Event| match control_of(e) {
        Some(Control::HintLine(i) | Control::HintPlay(i)) => Some(i),
        _ => None,
    };
    let on_click = move |e: web_sys::MouseEvent| match control_of(&e) {
        Some(Control::HintPlay(i)) => {
            all.set(false);
            store.send(Action::ChooseHint(i));
        }
        Some(Control::HintAll) => {
            all.update(|a| *a = !*a);
            refocus(Control::HintAll.selector());
        }
        Some(Control::TutorUndo) => store.send(Action::TutorUndo),
        Some(Control::TutorKeep) => store.send(Action::TutorKeep),
        _ => {}
    };
    let preview = move |e: web_sys::Event| {
        let i = line(&e);
        if store.with_untracked(|s| s.hint_preview_line()) != i {
            store.send(Action::PreviewHint(i));
        }
    };
    view! {
        <div
            class="analysis"
            on:click=on_click
            on:mouseover=move |e| preview(e.into())
            on:focusin=move |e| preview(e.into())
            on:mouseleave=move |_| store.send(Action::PreviewHint(None))
            on:focusout=move |_| store.send(Action::PreviewHint(None))
            inner_html=move || html.get()
        ></div>
    }
}

/// The hint on a cube decision: each choice's value for the side to move
/// and the right choices (`nardy eval --depth 1` with the cube), in
/// points per unit of the cube, or in match play the chances to win the
/// match; `data-*` hold the figures in 1/10000.
fn cube_hint_html(s: &AppState) -> String {
    let lang = s.lang();
    let t = |k: T| esc(k.text(lang));
    let Some(f) = s.cube_hint() else {
        return format!("<p data-hint-coming>{}</p>", t(T::HintComing));
    };
    let money = s.r#match().is_money();
    let figure = |v: i32| {
        if money {
            points(lang, v, true)
        } else {
            tenths_percent(lang, (v.clamp(0, 10_000) / 10) as u16)
        }
    };
    let yes = |b: bool| if b { "yes" } else { "no" };
    format!(
        "<dl class=\"cube-hint\" data-cube-hint data-no-double=\"{}\" data-double-take=\"{}\" \
         data-double-pass=\"{}\" data-double=\"{}\" data-take=\"{}\">\
         <dt>{}</dt><dd>{}</dd><dt>{}</dt><dd>{}</dd><dt>{}</dt><dd>{}</dd></dl><p>{}</p>",
        f.no_double,
        f.double_take,
        f.double_pass,
        yes(f.double),
        yes(f.take),
        t(T::CubeNoDouble),
        esc(&figure(f.no_double)),
        t(T::CubeDoubleTake),
        esc(&figure(f.double_take)),
        t(T::CubeDoublePass),
        esc(&figure(f.double_pass)),
        esc(&i18n::status::cube_verdict(lang, f.double, f.take, f.dead))
    )
}

/// Tutor mode's stop, then the hint list, as HTML (empty when neither shows).
fn panel_html(s: &AppState, all: bool) -> String {
    let lang = s.lang();
    let t = |k: T| esc(k.text(lang));
    let mut out = String::new();
    if let Some(stop) = s.tutor_stop() {
        let text = i18n::status::tutor_stop(
            lang,
            &stop.best.to_string(),
            &points(lang, stop.loss, false),
        );
        let _ = write!(
            out,
            "<div class=\"tutor-stop\" data-tutor-stop role=\"alert\"><p>{}</p><div class=\"actions\">\
             <button type=\"button\" class=\"primary\" {}>{}</button>\
             <button type=\"button\" {}>{}</button></div></div>",
            esc(&text),
            Control::TutorUndo.attrs(),
            t(T::TutorUndo),
            Control::TutorKeep.attrs(),
            t(T::TutorKeep)
        );
    }
    if !s.hint_open() {
        return out;
    }
    let _ = write!(
        out,
        "<section class=\"hint-panel\" data-hint-panel aria-labelledby=\"hint-title\"><h2 id=\"hint-title\">{}</h2>",
        t(T::HintTitle)
    );
    if s.cube_doubler().is_some() && !s.human_moving() {
        return out + &cube_hint_html(s) + "</section>";
    }
    let Some(ranking) = s.ranking() else {
        let _ = write!(
            out,
            "<p data-hint-coming>{}</p></section>",
            t(T::HintComing)
        );
        return out;
    };
    out += "<table class=\"hint-list\"><thead><tr><th scope=\"col\">#</th>";
    for k in [
        T::TurnColumn,
        T::EquityColumn,
        T::WinColumn,
        T::MarsColumn,
        T::LossColumn,
    ] {
        let _ = write!(out, "<th scope=\"col\">{}</th>", t(k));
    }
    out += "</tr></thead><tbody>";
    let count = ranking.lines.len();
    let shown = if all { count } else { FIRST.min(count) };
    let pc = |tenths: u16| esc(&tenths_percent(lang, tenths));
    // The first lines are all judged at the list's full depth; a later one
    // screened out earlier says how far it was looked at.
    let full = ranking.lines.first().map_or(0, |l| l.depth);
    for (i, line) in ranking.lines[..shown].iter().enumerate() {
        let f = line.figures;
        let turn = if line.turn.is_pass() {
            T::Pass.text(lang).to_string()
        } else {
            line.turn.to_string()
        };
        let _ = write!(
            out,
            "<tr data-hint-line=\"{i}\" {}><td>{}</td>\
             <td><button type=\"button\" class=\"hint-turn\" {}>{}</button></td>\
             <td data-equity>{}</td><td data-win>{}</td>\
             <td><span data-win-mars>{}</span> / <span data-lose-mars>{}</span></td><td data-loss data-depth=\"{}\">{}{}</td></tr>",
            Control::HintLine(i).attrs(),
            i + 1,
            Control::HintPlay(i).attrs(),
            esc(&turn),
            points(lang, f.equity, true),
            pc(f.win),
            pc(f.win_mars),
            pc(f.lose_mars),
            line.depth,
            points(lang, line.loss, false),
            if line.depth < full {
                format!(" ({})", i18n::status::depth(lang, line.depth))
            } else {
                String::new()
            }
        );
    }
    out += "</tbody></table>";
    if count > FIRST {
        let label = if all {
            t(T::ShowFewer)
        } else {
            format!("{} ({count})", t(T::ShowAll))
        };
        let _ = write!(
            out,
            "<button type=\"button\" {} aria-expanded=\"{all}\">{label}</button>",
            Control::HintAll.attrs()
        );
    }
    out + "</section>"
}
