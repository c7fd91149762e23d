//! The dice panel's statistics, written by the worker: the page's first
//! download has no room for them (tables, chi-square tests and their
//! readings), and the panel is opened by few. Faces and the 21
//! combinations with their shares, doubles, the rolls in order, and a
//! chi-square test of each in plain words.

use nardy_dice::{ChiSquare, DiceCounts, Fairness};
use nardy_engine::{parse_record, Dice, Game, Side};

/// The panel's words in English and Russian.
struct Words {
    rolls_of_turns: &'static str,
    doubles: &'static str,
    faces: &'static str,
    face: &'static str,
    dice: &'static str,
    combinations: &'static str,
    combinations_caption: &'static str,
    fairness: &'static str,
    sequence: &'static str,
    opening: &'static str,
    device_keeps: &'static str,
    game: &'static str,
    side: [&'static str; 2],
    freedom: &'static str,
}

const EN: Words = Words {
    rolls_of_turns: "Turn rolls (the opening roll is listed, not counted)",
    doubles: "Doubles",
    faces: "Faces",
    face: "Face",
    dice: "Dice",
    combinations: "Combinations",
    combinations_caption: "Combinations (rows: higher die, columns: lower die)",
    fairness: "Are they fair?",
    sequence: "Rolls in order",
    opening: "opening",
    device_keeps: "This device keeps counts, not the rolls themselves.",
    game: "Game",
    side: ["White", "Black"],
    freedom: "degrees of freedom",
};

const RU: Words = Words {
    rolls_of_turns: "Броски ходов (розыгрыш первого хода показан, но не считается)",
    doubles: "Дубли",
    faces: "Грани",
    face: "Грань",
    dice: "Зары",
    combinations: "Сочетания",
    combinations_caption: "Сочетания (строки: старший зар, столбцы: младший)",
    fairness: "Честные ли?",
    sequence: "Броски по порядку",
    opening: "розыгрыш",
    device_keeps: "Устройство хранит только подсчёты, а не сами броски.",
    game: "Партия",
    side: ["Белые", "Чёрные"],
    freedom: "степеней свободы",
};

/// `x` with `places` decimals, Russian with its decimal comma.
fn fixed(ru: bool, x: f64, places: usize) -> String {
    let text = format!("{x:.places$}");
    if ru {
        text.replace('.', ",")
    } else {
        text
    }
}

/// `part` of `whole` as a percentage with one decimal: "16.7%", "16,7 %".
fn percent(ru: bool, part: u64, whole: u64) -> String {
    let p = if whole == 0 {
        0.0
    } else {
        100.0 * part as f64 / whole as f64
    };
    if ru {
        format!("{}\u{a0}%", fixed(true, p, 1))
    } else {
        format!("{}%", fixed(false, p, 1))
    }
}

/// The statistics for `scope` (`game`, `match` or `device`) of the match
/// in `record`, or of the `device` counts.
pub fn html(lang: &str, scope: &str, device: &str, record: &str) -> Result<String, String> {
    let ru = lang == "ru";
    let body = body(ru, scope, device, record)?;
    // Marked with what it counts: the page shows it once it comes.
    Ok(format!(
        "<div data-stats-scope=\"{scope}\" data-stats-device=\"{device}\">{body}</div>"
    ))
}

fn body(ru: bool, scope: &str, device: &str, record: &str) -> Result<String, String> {
    if scope == "device" {
        let counts = DiceCounts::from_code(device).unwrap_or_default();
        return Ok(stats_html(ru, &counts, None));
    }
    let m = parse_record(record).map_err(|e| e.to_string())?.r#match;
    let games: Vec<&Game> = m.games().collect();
    let (shown, first) = match scope {
        "game" => (&games[games.len() - 1..], games.len()),
        _ => (&games[..], 1),
    };
    let mut counts = DiceCounts::default();
    for r in shown.iter().flat_map(|g| g.history()) {
        counts.add(r.dice);
    }
    Ok(stats_html(ru, &counts, Some((shown, first))))
}

/// A table cell: a count and its percentage.
fn cell(ru: bool, attr: &str, n: u64, whole: u64, class: &str) -> String {
    format!(
        "<td {attr}{class}><span class=\"count\">{n}</span><span class=\"pct\">{}</span></td>",
        percent(ru, n, whole)
    )
}

/// Counts, percentages and tests of `c`; with `games` (and the first
/// one's number), the rolls in order too.
fn stats_html(ru: bool, c: &DiceCounts, games: Option<(&[&Game], usize)>) -> String {
    let w = if ru { &RU } else { &EN };
    let rolls = c.rolls();
    let mut out = format!(
        "<p data-rolls=\"{rolls}\">{}: {rolls}. {}: {} ({})</p>",
        w.rolls_of_turns,
        w.doubles,
        c.doubles(),
        percent(ru, c.doubles(), rolls)
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
        out += &cell(ru, &attr, c.faces[usize::from(f) - 1], 2 * rolls, "");
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
                    out += &cell(ru, &attr, c.of(d), rolls, double);
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
            out += &format!("<p>{}</p>", fairness(ru, w, name, &test));
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

/// A test's result and its reading: "Faces: χ² = 3.2, 5 degrees of
/// freedom, p = 0.670 — consistent with fair dice."
fn fairness(ru: bool, w: &Words, name: &str, t: &ChiSquare) -> String {
    let p = if t.p < 0.001 {
        "p < 0.001".to_string()
    } else {
        format!("p = {}", fixed(ru, t.p, 3))
    };
    let stat = fixed(ru, t.statistic, 1);
    let reading = if ru {
        match t.fairness() {
            Fairness::TooFewRolls => format!(
                "слишком мало бросков для вывода: нужно {} или больше",
                t.rolls_needed
            ),
            Fairness::Consistent => "согласуется с честными зарами".into(),
            Fairness::Unusual => {
                "необычно: у честных заров такой перекос реже одного раза из 100".into()
            }
            Fairness::VeryUnusual => {
                "очень необычно: у честных заров такой перекос реже одного раза из 1000".into()
            }
        }
    } else {
        t.reading()
    };
    // Russian writes decimals with a comma, so its parts take semicolons.
    let sep = if ru { ";" } else { "," };
    format!(
        "{name}: χ² = {stat}{sep} {} {}{sep} {p} — {reading}.",
        t.freedom, w.freedom
    )
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
        let shown = html("en", "game", "", &record).unwrap();
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
        let device = html("en", "device", &c.code(), "").unwrap();
        assert!(device.contains("data-rolls=\"1\""));
        assert!(device.contains("keeps counts"));
        assert!(html("en", "match", "", "not a record").is_err());
    }

    fn html_ru(record: &str) -> String {
        html("ru", "match", "", record).unwrap()
    }
}
