//! The dice panel: each game's commitment, its seed once revealed and what
//! they prove; then the statistics of this game, this match or this device
//! (faces, the 21 combinations, doubles, the rolls in order and a
//! chi-square test in plain words).

use super::html::esc;
use crate::app::store::use_store;
use crate::i18n::dice::{check, fairness};
use crate::i18n::numbers::percent;
use crate::i18n::{side_name, Lang, T};
use crate::platform::dice_stats::DeviceDice;
use crate::platform::storage;
use crate::state::{Action, AppState, Dialog};
use leptos::prelude::*;
use nardy_dice::{verify_match, DiceCheck, DiceCounts};
use nardy_engine::{Dice, DiceLines, Game, Side};

/// Whose rolls the statistics count.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Scope {
    Game,
    Match,
    Device,
}

impl Scope {
    const ALL: [Scope; 3] = [Scope::Game, Scope::Match, Scope::Device];

    fn code(self) -> &'static str {
        match self {
            Scope::Game => "game",
            Scope::Match => "match",
            Scope::Device => "device",
        }
    }

    fn label(self) -> T {
        match self {
            Scope::Game => T::ThisGame,
            Scope::Match => T::ThisMatch,
            Scope::Device => T::ThisDevice,
        }
    }
}

/// The turn rolls of `games`, counted.
pub fn counts<'a>(games: impl Iterator<Item = &'a Game>) -> DiceCounts {
    let mut c = DiceCounts::default();
    for r in games.flat_map(|g| g.history()) {
        c.add(r.dice);
    }
    c
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
    let t = move |k: T| k.text(lang);
    let scope = RwSignal::new(Scope::Game);
    // The games' checks and the statistics are written as HTML text: the
    // same panel built from `view!` elements made the wasm 26 KB larger
    // (gzipped), a tenth of the page's budget, for a dialog few open.
    let games_html = Memo::new(move |_| store.with(|s| games_html(lang, &checks(s))));
    let stats_html = Memo::new(move |_| match scope.get() {
        Scope::Device => stats_html(lang, &device.0.get(), None),
        sc => store.with(|s| {
            let current = s.r#match().played_games().len() + 1;
            let (list, first): (Vec<&Game>, usize) = match sc {
                Scope::Game => (vec![s.r#match().game()], current),
                _ => (s.r#match().games().collect(), 1),
            };
            stats_html(lang, &counts(list.iter().copied()), Some((&list, first)))
        }),
    });
    let scopes = Scope::ALL.map(|sc| {
        view! {
            <label class="check">
                <input
                    type="radio"
                    name="dice-scope"
                    data-dice-scope=sc.code()
                    prop:checked=move || scope.get() == sc
                    on:change=move |_| scope.set(sc)
                />
                <span>{t(sc.label())}</span>
            </label>
        }
    });
    view! {
        <div class="backdrop">
            <div class="dialog dice-dialog" role="dialog" aria-modal="true" aria-labelledby="dice-title" data-dice-panel>
                <h2 id="dice-title">{t(T::DiceTitle)}</h2>
                <div inner_html=move || games_html.get()></div>
                <fieldset class="dice-scopes">
                    <legend>{t(T::DiceStats)}</legend>
                    {scopes}
                </fieldset>
                <div inner_html=move || stats_html.get()></div>
                <button
                    type="button"
                    data-action="reset-dice-stats"
                    hidden=move || scope.get() != Scope::Device
                    on:click=move |_| device.reset(&mut storage::Local)
                >
                    {t(T::ResetDiceStats)}
                </button>
                <div class="dialog-actions">
                    <button type="button" autofocus data-action="close-dice" on:click=move |_| store.send(Action::CloseDialog)>
                        {t(T::Dismiss)}
                    </button>
                </div>
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

/// A table cell: a count and its percentage.
fn cell(lang: Lang, attr: &str, n: u64, whole: u64, class: &str) -> String {
    format!(
        "<td {attr}{class}><span class=\"count\">{n}</span><span class=\"pct\">{}</span></td>",
        esc(&percent(lang, n, whole))
    )
}

/// Counts, percentages and tests of `c`; with `games` (and the first one's
/// number), the rolls in order too.
pub fn stats_html(lang: Lang, c: &DiceCounts, games: Option<(&[&Game], usize)>) -> String {
    let rolls = c.rolls();
    let t = |k: T| esc(k.text(lang));
    let mut out = format!(
        "<p data-rolls=\"{rolls}\">{}: {rolls}. {}: {} ({})</p>",
        t(T::RollsOfTurns),
        t(T::Doubles),
        c.doubles(),
        esc(&percent(lang, c.doubles(), rolls))
    );
    let head: String = (1..=6)
        .map(|f| format!("<th scope=\"col\">{f}</th>"))
        .collect();
    out += &format!(
        "<table class=\"dice-faces\"><caption>{}</caption><thead><tr><th scope=\"col\">{}</th>{head}</tr></thead><tbody><tr><th scope=\"row\">{}</th>",
        t(T::Faces),
        t(T::Face),
        t(T::Dice)
    );
    for f in 1..=6u8 {
        let attr = format!("data-face=\"{f}\"");
        out += &cell(lang, &attr, c.faces[usize::from(f) - 1], 2 * rolls, "");
    }
    out += &format!(
        "</tr></tbody></table><table class=\"dice-combinations\"><caption>{}</caption><thead><tr><td></td>{head}</tr></thead><tbody>",
        t(T::CombinationsCaption)
    );
    for high in (1..=6u8).rev() {
        out += &format!("<tr><th scope=\"row\">{high}</th>");
        for low in 1..=6u8 {
            match Dice::new(high, low).filter(|_| low <= high) {
                Some(d) => {
                    let attr = format!("data-combination=\"{high}-{low}\"");
                    let double = if high == low { " class=\"double\"" } else { "" };
                    out += &cell(lang, &attr, c.of(d), rolls, double);
                }
                None => out += "<td></td>",
            }
        }
        out += "</tr>";
    }
    out += &format!("</tbody></table><h4>{}</h4>", t(T::Fairness));
    for (name, test) in [
        (T::Faces, c.faces_test()),
        (T::Combinations, c.combinations_test()),
    ] {
        if let Some(test) = test {
            out += &format!("<p>{}</p>", esc(&fairness(lang, name.text(lang), &test)));
        }
    }
    match games {
        Some((games, first)) => out + &sequence_html(lang, games, first),
        None => out + &format!("<p class=\"muted\">{}</p>", t(T::DeviceKeepsCounts)),
    }
}

/// The rolls of `games` in order, each game's opening roll first.
fn sequence_html(lang: Lang, games: &[&Game], first: usize) -> String {
    let mut out = format!("<h4>{}</h4>", esc(T::RollSequence.text(lang)));
    for (i, g) in games.iter().enumerate() {
        let number = first + i;
        let title = match lang {
            Lang::En => format!("Game {number}"),
            Lang::Ru => format!("Партия {number}"),
        };
        out += &format!(
            "<h5>{title}</h5><ol class=\"dice-sequence\" data-dice-sequence=\"{number}\">"
        );
        for (w, b) in g.openings() {
            out += &format!(
                "<li>{}: {} {w}, {} {b}</li>",
                esc(T::OpeningRolls.text(lang)),
                side_name(lang, Side::White),
                side_name(lang, Side::Black)
            );
        }
        for r in g.history() {
            out += &format!("<li>{} {}</li>", side_name(lang, r.side), r.dice);
        }
        out += "</ol>";
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::testing::advance;
    use crate::state::{dispatch, Options, Settings};

    #[test]
    fn the_panel_counts_the_games_dice_and_shows_each_check() {
        let mut s = AppState::new_secret(Options::default(), Settings::default());
        dispatch(&mut s, Action::OpenDice);
        assert_eq!(s.dialog(), Some(&Dialog::Dice));
        dispatch(&mut s, Action::CloseDialog);
        let mut guard = 0;
        while s.r#match().game().outcome().is_none() && guard < 5000 {
            advance(&mut s);
            guard += 1;
        }
        let game = s.r#match().game();
        let c = counts(std::iter::once(game));
        assert_eq!(c.rolls() as usize, game.history().len());
        let html = stats_html(Lang::En, &c, Some((&[game], 1)));
        for (combo, n) in nardy_dice::COMBINATIONS.iter().map(|&(h, l)| {
            let d = Dice::new(h, l).unwrap();
            (
                format!("{h}-{l}"),
                game.history()
                    .iter()
                    .filter(|r| r.dice == d || r.dice == Dice::new(l, h).unwrap())
                    .count(),
            )
        }) {
            let want = format!("data-combination=\"{combo}\"><span class=\"count\">{n}</span>");
            let want_double = format!(
                "data-combination=\"{combo}\" class=\"double\"><span class=\"count\">{n}</span>"
            );
            assert!(
                html.contains(&want) || html.contains(&want_double),
                "{combo}: {n}"
            );
        }
        assert_eq!(
            html.matches("<li>").count(),
            game.history().len() + game.openings().len()
        );
        assert!(html.contains("Faces: χ² = "));

        let checks = checks(&s);
        assert_eq!(checks.len(), 1);
        assert_eq!(checks[0].1, DiceCheck::Verified);
        let shown = games_html(Lang::Ru, &checks);
        assert!(shown.contains("data-dice-check=\"verified\""));
        assert!(shown.contains(checks[0].0.seed.as_deref().unwrap()));
        assert!(shown.contains("Партия 1: проверено"));
    }
}
