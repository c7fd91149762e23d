//! The dice panel's statistics, written by the worker: the page's first
//! download has no room for them (tables, chi-square tests and their
//! readings), and the panel is opened by few. Faces and the 21
//! combinations with their shares, doubles, the rolls in order, and a
//! chi-square test of each in plain words.

use nardy_dice::DiceCounts;
use nardy_engine::{parse_record, Dice, Game, Side};
use nardy_protocol::StatsScope;
use nardy_text::numbers::percent;
use nardy_text::screens::dice_stats::{fairness, words, Words};
use nardy_text::Lang;

/// The statistics for `scope` (`game`, `match` or `device`) of the match
/// in `record`, or of the `device` counts.
pub fn html(lang: Lang, scope: StatsScope, device: &str, record: &str) -> Result<String, String> {
    let body = body(lang, scope, device, record)?;
    // Marked with what it counts: the page shows it once it comes.
    Ok(format!(
        "<div data-stats-scope=\"{}\" data-stats-device=\"{device}\">{body}</div>",
        scope.code()
    ))
}

fn body(lang: Lang, scope: StatsScope, device: &str, record: &str) -> Result<String, String> {
    if scope == StatsScope::Device {
        let counts = DiceCounts::from_code(device).unwrap_or_default();
        return Ok(stats_html(lang, &counts, None));
    }
    let m = parse_record(record).map_err(|e| e.to_string())?.r#match;
    let games: Vec<&Game> = m.games().collect();
    let (shown, first) = match scope {
        StatsScope::Game => (&games[games.len() - 1..], games.len()),
        StatsScope::Match | StatsScope::Device => (&games[..], 1),
    };
    let mut counts = DiceCounts::default();
    for r in shown.iter().flat_map(|g| g.history()) {
        counts.add(r.dice);
    }
    Ok(stats_html(lang, &counts, Some((shown, first))))
}

/// A table cell: a count and its percentage.
fn cell(lang: Lang, attr: &str, n: u64, whole: u64, class: &str) -> String {
    format!(
        "<td {attr}{class}><span class=\"count\">{n}</span><span class=\"pct\">{}</span></td>",
        percent(lang, n, whole)
    )
}

/// Counts, percentages and tests of `c`; with `games` (and the first
/// one's number), the rolls in order too.
fn stats_html(lang: Lang, c: &DiceCounts, games: Option<(&[&Game], usize)>) -> String {
    let w = words(lang);
    let rolls = c.rolls();
    let mut out = format!(
        "<p data-rolls=\"{rolls}\">{}: {rolls}. {}: {} ({})</p>",
        w.rolls_of_turns,
        w.doubles,
        c.doubles(),
        percent(lang, c.doubles(), rolls)
    );
    let head: String = (1..=6)
        .map(|f| format!("<th scope=\"col\">{f}</th>"))
        .collect();
    out += &format!(
        "<table class=\"dice-faces\"><caption>{}</caption><thead><tr><th scope=\"col\">{}</th>{head}</tr></thead><tbody><tr><th scope=\"row\">{}</th>",
        w.faces, w.face, w.dice
    );
    for f in 1..=6u8 {
        let attr = format!("data-face=\"{f}\"");
        out += &cell(lang, &attr, c.faces[usize::from(f) - 1], 2 * rolls, "");
    }
    out += &format!(
        "</tr></tbody></table><table class=\"dice-combinations\"><caption>{}</caption><thead><tr><td></td>{head}</tr></thead><tbody>",
        w.combinations_caption
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
    out += &format!("</tbody></table><h4>{}</h4>", w.fairness);
    for (name, test) in [
        (w.faces, c.faces_test()),
        (w.combinations, c.combinations_test()),
    ] {
        if let Some(test) = test {
            out += &format!("<p>{}</p>", fairness(lang, name, &test));
        }
    }
    match games {
        Some((games, first)) => out + &sequence_html(w, games, first),
        None => out + &format!("<p class=\"muted\">{}</p>", w.device_keeps),
    }
}

/// The rolls of `games` in order, each game's opening roll first.
fn sequence_html(w: &Words, games: &[&Game], first: usize) -> String {
    let mut out = format!("<h4>{}</h4>", w.sequence);
    let side = |s: Side| w.side[s.index()];
    for (i, g) in games.iter().enumerate() {
        let number = first + i;
        out += &format!(
            "<h5>{} {number}</h5><ol class=\"dice-sequence\" data-dice-sequence=\"{number}\">",
            w.game
        );
        for (white, black) in g.openings() {
            out += &format!(
                "<li>{}: {} {white}, {} {black}</li>",
                w.opening,
                side(Side::White),
                side(Side::Black)
            );
        }
        for r in g.history() {
            out += &format!("<li>{} {}</li>", side(r.side), r.dice);
        }
        out += "</ol>";
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_engine::{write_record, Match, Phase, Rules};

    /// A whole game with fixed dice, each side playing its first legal
    /// turn, as a record.
    fn a_game() -> (String, Match) {
        let mut m = Match::new(Rules::default());
        let mut i = 0u32;
        let mut die = || {
            i += 1;
            ((i * 7 + i / 3) % 6 + 1) as u8
        };
        while !m.game().is_over() {
            match m.game().phase() {
                Phase::Opening => {
                    let (w, b) = (die(), die());
                    m.game_mut().opening_roll(w, b).unwrap();
                }
                Phase::Roll(_) => {
                    let d = Dice::new(die(), die()).unwrap();
                    m.game_mut().roll(d).unwrap();
                }
                Phase::Move(b) => {
                    let turn = b.start().legal_turns(b.dice()).unwrap()[0].turn;
                    m.game_mut().play_turn(&turn).unwrap();
                }
                Phase::Over(_) | Phase::Drawn | Phase::Offered(_) => {}
            }
        }
        (write_record(&m, &[]), m)
    }

    #[test]
    fn the_statistics_count_every_roll_of_the_scope_and_read_each_test() {
        let (record, m) = a_game();
        let game = m.game();
        let shown = html(Lang::En, StatsScope::Game, "", &record).unwrap();
        for (h, l) in nardy_dice::COMBINATIONS {
            let d = Dice::new(h, l).unwrap();
            let n = game.history().iter().filter(|r| r.dice == d).count();
            let double = if h == l { " class=\"double\"" } else { "" };
            let want =
                format!("data-combination=\"{h}-{l}\"{double}><span class=\"count\">{n}</span>");
            assert!(shown.contains(&want), "{h}-{l}: {n}");
        }
        assert_eq!(
            shown.matches("<li>").count(),
            game.history().len() + game.openings().len()
        );
        assert!(shown.contains(&format!("data-rolls=\"{}\"", game.history().len())));
        assert!(shown.contains("Faces: χ² = "));
        let ru = html_ru(&record);
        assert!(ru.contains("Грани: χ² = ") && ru.contains("Партия 1"));
        // The device's counts, as the page stores them.
        let mut c = DiceCounts::default();
        c.add(Dice::new(6, 5).unwrap());
        let device = html(Lang::En, StatsScope::Device, &c.code(), "").unwrap();
        assert!(device.contains("data-rolls=\"1\""));
        assert!(device.contains("keeps counts"));
        assert!(html(Lang::En, StatsScope::Match, "", "not a record").is_err());
    }

    fn html_ru(record: &str) -> String {
        html(Lang::Ru, StatsScope::Match, "", record).unwrap()
    }
}
