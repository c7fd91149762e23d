//! The dice panel: each game's commitment, its seed once revealed and what
//! they prove; then the statistics of this game, this match or this device
//! (faces, the 21 combinations, doubles, the rolls in order and a
//! chi-square test in plain words), which the worker writes
//! (crates/worker/src/dice_stats.rs): few open the panel, and the tables
//! and tests would weigh on the first download.

use super::controls::{control_of, Control};
use super::html::{esc, refocus};
use super::icons::{labelled, Icon};
use crate::platform::dice_stats::DeviceDice;
use crate::platform::storage;
use crate::platform::worker_link::Thinking;
use crate::state::{Action, AppState, Dialog};
use crate::store::use_store;
use leptos::prelude::*;
use nardy_dice::{verify_match, DiceCheck};
use nardy_engine::{write_record, DiceLines};
use nardy_protocol::{Ask, Question, StatsScope as Scope};
use nardy_text::dice::check;
use nardy_text::{Lang, T};

/// The words of a statistics scope's choice.
fn label(scope: Scope) -> T {
    match scope {
        Scope::Game => T::ThisGame,
        Scope::Match => T::ThisMatch,
        Scope::Device => T::ThisDevice,
    }
}

/// Each game's dice lines and what they prove.
pub fn checks(s: &AppState) -> Vec<(DiceLines, DiceCheck)> {
    let lines = s.dice().lines();
    verify_match(s.r#match(), lines)
        .into_iter()
        .enumerate()
        .map(|(i, check)| (lines.get(i).cloned().unwrap_or_default(), check))
        .collect()
}

#[component]
pub fn DicePanel() -> impl IntoView {
    let store = use_store();
    let open = Memo::new(move |_| store.with(|s| s.dialog() == Some(&Dialog::Dice)));
    move || open.get().then(|| view! { <DiceBody/> })
}

#[component]
fn DiceBody() -> impl IntoView {
    let store = use_store();
    let device = expect_context::<DeviceDice>();
    let lang = store.with_untracked(|s| s.lang());
    let scope = RwSignal::new(Scope::Game);
    // The games' checks and the statistics are written as HTML text: the
    // same panel built from `view!` elements made the wasm 26 KB larger
    // (gzipped), a tenth of the page's budget, for a dialog few open.
    let games_html = Memo::new(move |_| store.with(|s| games_html(lang, &checks(s))));
    let thinking = expect_context::<Thinking>();
    let (stats, set_stats) = signal(None::<String>);
    Effect::new(move |_| {
        let scope = scope.get();
        let device = device.0.with(|c| c.code());
        let question = store.with(|s| {
            Question::new(
                Ask::DiceStats {
                    lang,
                    scope,
                    device,
                    record: write_record(s.r#match(), &[]),
                },
                s.board(),
            )
        });
        set_stats.set(None);
        thinking.ask_aside(question, set_stats);
    });
    // The dialog as HTML text, one delegated handler for its clicks and
    // changes (as `view!` elements it cost the first download ~1 KB more),
    // in three parts, so that the statistics' coming redraws nothing else
    // (a focused choice keeps its focus).
    let t = move |k: T| esc(k.text(lang));
    // Drawn again when the dialog's words come (fetched when it first opens).
    let head = move || {
        store.track_words();
        let sc = scope.get();
        let scopes: String = Scope::ALL
            .iter()
            .map(|&x| {
                format!(
                    "<label class=\"check\"><input type=\"radio\" name=\"dice-scope\" {}{}>\
                     <span>{}</span></label>",
                    Control::DiceScope(x).attrs(),
                    if x == sc { " checked" } else { "" },
                    t(label(x))
                )
            })
            .collect();
        format!(
            "<h2 id=\"dice-title\">{}</h2>{}<fieldset class=\"dice-scopes\"><legend>{}</legend>{scopes}</fieldset>",
            t(T::DiceTitle),
            games_html.get(),
            t(T::DiceStats),
        )
    };
    let body = move || {
        stats
            .get()
            .unwrap_or_else(|| format!("<p class=\"muted\" role=\"status\">{}</p>", t(T::Loading)))
    };
    let foot = move || {
        store.track_words();
        format!(
            "<button type=\"button\" {}{}>{}</button><div class=\"dialog-actions\">\
             <button type=\"button\" {}>{}</button></div>",
            Control::ResetDiceStats.attrs(),
            if scope.get() == Scope::Device {
                ""
            } else {
                " hidden"
            },
            t(T::ResetDiceStats),
            Control::CloseDice.attrs(),
            labelled(Icon::Close, &t(T::Dismiss))
        )
    };
    let on_click = move |e: web_sys::MouseEvent| match control_of(&e) {
        Some(Control::ResetDiceStats) => device.reset(&mut storage::Local),
        Some(Control::CloseDice) => store.send(Action::CloseDialog),
        _ => {}
    };
    let on_change = move |e: leptos::ev::Event| {
        if let Some(Control::DiceScope(sc)) = control_of(&e) {
            scope.set(sc);
            refocus(Control::DiceScope(sc).selector());
        }
    };
    view! {
        <div class="backdrop">
            <div class="dialog dice-dialog" role="dialog" aria-modal="true" aria-labelledby="dice-title"
                data-dice-panel on:click=on_click on:change=on_change>
                <div inner_html=head></div>
                <div inner_html=body></div>
                <div inner_html=foot></div>
            </div>
        </div>
    }
}

/// Each game's check, commitment and seed, as an HTML list.
pub fn games_html(lang: Lang, checks: &[(DiceLines, DiceCheck)]) -> String {
    let mut out = format!(
        "<h3>{}</h3><ol class=\"dice-games\">",
        esc(T::DiceGames.text(lang))
    );
    for (i, (lines, result)) in checks.iter().enumerate() {
        let kind = match result {
            DiceCheck::Verified => "verified",
            DiceCheck::NotRevealed => "not-revealed",
            DiceCheck::NotVerifiable => "not-verifiable",
            DiceCheck::Failed(_) => "failed",
        };
        out += &format!(
            "<li data-dice-check=\"{kind}\" data-game=\"{}\"><p>{}</p>",
            i + 1,
            esc(&check(lang, i + 1, result))
        );
        for (label, hex) in [(T::Commitment, &lines.commitment), (T::Seed, &lines.seed)] {
            if let Some(h) = hex {
                out += &format!(
                    "<div class=\"dice-hash\">{}: <code>{}</code></div>",
                    esc(label.text(lang)),
                    esc(h)
                );
            }
        }
        out += "</li>";
    }
    out + "</ol>"
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::testing::advance;
    use crate::state::{dispatch, Options, Settings};

    #[test]
    fn the_panel_shows_each_games_check() {
        let mut s = AppState::new_secret(Options::default(), Settings::default());
        dispatch(&mut s, Action::OpenDice);
        assert_eq!(s.dialog(), Some(&Dialog::Dice));
        dispatch(&mut s, Action::CloseDialog);
        let mut guard = 0;
        while s.r#match().game().outcome().is_none() && guard < 5000 {
            advance(&mut s);
            guard += 1;
        }
        let checks = checks(&s);
        assert_eq!(checks.len(), 1);
        assert_eq!(checks[0].1, DiceCheck::Verified);
        let shown = games_html(Lang::Ru, &checks);
        assert!(shown.contains("data-dice-check=\"verified\""));
        assert!(shown.contains(checks[0].0.seed.as_deref().unwrap()));
        assert!(shown.contains("Партия 1: проверено"));
    }
}
