//! A match's review as the page shows it, written here in HTML: the page
//! has no room in its first download for the review's code, so the worker,
//! fetched when first needed, writes the report and the page only inserts
//! it. Elements the page acts on carry `data-frame` (the replay's frame of
//! a turn: a click there shows it). Marks are text (`?!`, `?`, `??`), not
//! colour alone.

use nardy_ai::{CubeChoice, Figures, Mark, Review, TurnReview};
use nardy_engine::{Match, Side};
use std::fmt::Write;

/// The report's words in English and Russian.
struct Words {
    title: &'static str,
    player: [&'static str; 2],
    decisions: &'static str,
    error_rate: &'static str,
    marks: [&'static str; 3],
    luck: &'static str,
    graph: &'static str,
    game: &'static str,
    adjusted: &'static str,
    loss: &'static str,
    best: &'static str,
    no_choice: &'static str,
    turns: &'static str,
    cube: &'static str,
    before_turn: &'static str,
    /// No double, double, take, pass, beaver.
    choices: [&'static str; 5],
}

const EN: Words = Words {
    title: "Game review",
    player: ["White", "Black"],
    decisions: "Decisions with a choice",
    error_rate: "Error rate (thousandths of a point per decision)",
    marks: ["?! Inaccuracies", "? Mistakes", "?? Blunders"],
    luck: "Luck (points)",
    graph: "White's chance to win before each roll",
    game: "Game",
    adjusted: "luck-adjusted result for White",
    loss: "loss",
    best: "best",
    no_choice: "no choice",
    turns: "Turns",
    cube: "Cube decisions",
    before_turn: "before turn",
    choices: ["no double", "double", "take", "pass", "beaver"],
};

const RU: Words = Words {
    title: "Разбор партии",
    player: ["Белые", "Чёрные"],
    decisions: "Ходов с выбором",
    error_rate: "Ошибки (тысячные очка за ход)",
    marks: ["?! Неточности", "? Ошибки", "?? Грубые ошибки"],
    luck: "Удача (очки)",
    graph: "Шансы белых на победу перед каждым броском",
    game: "Партия",
    adjusted: "результат белых с поправкой на удачу",
    loss: "потеря",
    best: "лучше",
    no_choice: "без выбора",
    turns: "Ходы",
    cube: "Решения с кубом",
    before_turn: "перед ходом",
    choices: ["без удвоения", "удвоение", "принять", "отказ", "бобёр"],
};

/// `x` with `places` decimals (and a sign when `signed`), with Russian's
/// decimal comma.
fn num(ru: bool, x: f32, places: usize, signed: bool) -> String {
    let text = if signed {
        format!("{x:+.places$}")
    } else {
        format!("{x:.places$}")
    };
    if ru {
        text.replace('.', ",")
    } else {
        text
    }
}

/// White's chance to win before the turn's roll, in tenths of a percent.
pub fn white_win(t: &TurnReview) -> u16 {
    // Rounded as `nardy review` prints the mover's chance.
    let mover = Figures::of(t.chances).win;
    match t.side {
        Side::White => mover,
        Side::Black => 1000 - mover.min(1000),
    }
}

/// The whole report: each player's totals, each game's luck, the graph and
/// the turns with their marks.
pub fn html(review: &Review, m: &Match, lang: &str) -> String {
    let ru = lang == "ru";
    let w = if ru { &RU } else { &EN };
    let mut out = format!(
        "<section class=\"review-report\" data-review-report aria-labelledby=\"review-title\">\
         <h2 id=\"review-title\">{}</h2>",
        w.title
    );
    totals(&mut out, review, w, ru);
    games(&mut out, review, m, w, ru);
    graph(&mut out, review, w);
    turns(&mut out, review, w, ru);
    cube(&mut out, review, w, ru);
    out + "</section>"
}

/// Nardegammon: each cube decision with its mark, its loss and the right
/// choice (`data-cube-review="<game>.<turn>"`, `data-mark`, `data-loss`).
fn cube(out: &mut String, review: &Review, w: &Words, ru: bool) {
    if review.cube.is_empty() {
        return;
    }
    let word = |c: CubeChoice| {
        w.choices[match c {
            CubeChoice::NoDouble => 0,
            CubeChoice::Double => 1,
            CubeChoice::Take => 2,
            CubeChoice::Pass => 3,
            CubeChoice::Beaver => 4,
        }]
    };
    let _ = write!(out, "<h3>{}</h3><ol class=\"review-cube\">", w.cube);
    for c in &review.cube {
        let symbol = c.mark.symbol();
        let _ = write!(
            out,
            "<li data-cube-review=\"{}.{}\" data-mark=\"{symbol}\" data-loss=\"{}\" class=\"{}\">\
             {} {}, {} {}: {} <b>{}</b> {symbol}",
            c.game + 1,
            c.turns + 1,
            num(false, c.loss, 4, false),
            mark_class(c.mark),
            w.game,
            c.game + 1,
            w.before_turn,
            c.turns + 1,
            w.player[c.side.index()],
            word(c.choice),
        );
        if c.loss > 0.0 {
            let _ = write!(
                out,
                " — {} {}, {} {}",
                w.loss,
                num(ru, c.loss, 3, false),
                w.best,
                word(c.best)
            );
        }
        out.push_str("</li>");
    }
    out.push_str("</ol>");
}

fn totals(out: &mut String, review: &Review, w: &Words, ru: bool) {
    let _ = write!(
        out,
        "<table class=\"review-totals\"><thead><tr><td></td><th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead><tbody>",
        w.player[0], w.player[1]
    );
    let row = |out: &mut String, name: &str, key: &str, cell: &dyn Fn(Side) -> String| {
        let _ = write!(out, "<tr><th scope=\"row\">{name}</th>");
        for side in Side::BOTH {
            let _ = write!(
                out,
                "<td data-{key}=\"{}\">{}</td>",
                side.code(),
                cell(side)
            );
        }
        out.push_str("</tr>");
    };
    row(out, w.decisions, "decisions", &|s| {
        review.totals(s).decisions.to_string()
    });
    row(out, w.error_rate, "error-rate", &|s| {
        num(ru, review.totals(s).error_rate(), 1, false)
    });
    for (i, name) in w.marks.iter().enumerate() {
        let key = ["inaccuracies", "mistakes", "blunders"][i];
        row(out, name, key, &|s| review.totals(s).marks[i].to_string());
    }
    row(out, w.luck, "luck", &|s| {
        num(ru, review.totals(s).luck, 3, true)
    });
    out.push_str("</tbody></table>");
}

/// Per game: the result, each side's luck, and White's result less White's
/// net luck (what the game was worth with even dice).
fn games(out: &mut String, review: &Review, m: &Match, w: &Words, ru: bool) {
    out.push_str("<ul class=\"review-games\">");
    for (g, game) in m.games().enumerate() {
        let mut luck = [0.0f32; 2];
        for t in review.turns.iter().filter(|t| t.game == g) {
            luck[t.side.index()] += t.luck;
        }
        let _ = write!(
            out,
            "<li data-game-luck=\"{}\">{} {}: {} {}, {} {}",
            g + 1,
            w.game,
            g + 1,
            w.player[0],
            num(ru, luck[0], 3, true),
            w.player[1],
            num(ru, luck[1], 3, true)
        );
        if let Some(o) = game.outcome() {
            let points = o.points() as f32;
            let result = if o.winner == Side::White {
                points
            } else {
                -points
            };
            let _ = write!(
                out,
                "; {}: {}",
                w.adjusted,
                num(ru, result - (luck[0] - luck[1]), 3, true)
            );
        }
        out.push_str("</li>");
    }
    out.push_str("</ul>");
}

/// The replay frame that shows turn `i` (each game begins with a frame of
/// its start).
fn frame(review: &Review, i: usize) -> usize {
    i + review.turns[i].game + 1
}

/// White's chance before each roll as a line over the turns, one point per
/// turn (a click shows that turn); marked turns carry their mark.
fn graph(out: &mut String, review: &Review, w: &Words) {
    // The drawing's units: about the side panel's proportions, whatever
    // the game's length (a point per turn, spread over the width).
    const WIDTH: usize = 400;
    const HEIGHT: usize = 200;
    const MARGIN: usize = 12;
    let n = review.turns.len();
    if n == 0 {
        return;
    }
    let x = |i: usize| MARGIN + i * (WIDTH - 2 * MARGIN) / (n.max(2) - 1);
    let y =
        |t: &TurnReview| MARGIN + (1000 - usize::from(white_win(t))) * (HEIGHT - 2 * MARGIN) / 1000;
    let points: Vec<String> = review
        .turns
        .iter()
        .enumerate()
        .map(|(i, t)| format!("{},{}", x(i), y(t)))
        .collect();
    let _ = write!(
        out,
        "<figure class=\"review-graph\"><figcaption>{}</figcaption>\
         <svg viewBox=\"0 0 {WIDTH} {HEIGHT}\" role=\"img\" aria-label=\"{}\">\
         <line class=\"even\" x1=\"0\" y1=\"{}\" x2=\"{WIDTH}\" y2=\"{}\"/>\
         <polyline points=\"{}\"/>",
        w.graph,
        w.graph,
        HEIGHT / 2,
        HEIGHT / 2,
        points.join(" ")
    );
    for (i, t) in review.turns.iter().enumerate() {
        let (cx, cy) = (x(i), y(t));
        let symbol = t.mark.symbol();
        let _ = write!(
            out,
            "<circle data-frame=\"{}\" data-white-win=\"{}\" cx=\"{cx}\" cy=\"{cy}\" r=\"{}\" class=\"{}\"><title>{} {}%</title></circle>",
            frame(review, i),
            white_win(t),
            if symbol.is_empty() { 3 } else { 5 },
            mark_class(t.mark),
            i + 1,
            f32::from(white_win(t)) / 10.0
        );
        if !symbol.is_empty() {
            let _ = write!(
                out,
                "<text x=\"{cx}\" y=\"{}\" aria-hidden=\"true\">{symbol}</text>",
                if cy > 20 { cy - 8 } else { cy + 16 }
            );
        }
    }
    out.push_str("</svg></figure>");
}

fn mark_class(mark: Mark) -> &'static str {
    match mark {
        Mark::None => "ok",
        Mark::Inaccuracy => "inaccuracy",
        Mark::Mistake => "mistake",
        Mark::Blunder => "blunder",
    }
}

/// Every turn: a button that shows it, its mark, its loss and the better turn.
fn turns(out: &mut String, review: &Review, w: &Words, ru: bool) {
    let _ = write!(out, "<h3>{}</h3><ol class=\"review-turns\">", w.turns);
    let mut number = (usize::MAX, 0);
    for (i, t) in review.turns.iter().enumerate() {
        number = if number.0 == t.game {
            (t.game, number.1 + 1)
        } else {
            (t.game, 1)
        };
        let symbol = t.mark.symbol();
        let _ = write!(
            out,
            "<li class=\"{}\" data-turn=\"{}.{}\" data-mark=\"{symbol}\" data-loss=\"{:.4}\">\
             <button type=\"button\" data-frame=\"{}\">{}.{} {} {}: {}</button>",
            mark_class(t.mark),
            t.game + 1,
            number.1,
            t.loss,
            frame(review, i),
            t.game + 1,
            number.1,
            t.side.letter(),
            t.dice,
            t.played
        );
        if !symbol.is_empty() {
            let _ = write!(out, " <strong class=\"mark\">{symbol}</strong>");
        }
        if t.choices == 1 {
            let _ = write!(out, " <span class=\"quiet\">{}</span>", w.no_choice);
        } else if t.loss > 0.0 {
            let _ = write!(
                out,
                " <span>{} {}</span> <span class=\"best\">{}: {}</span>",
                w.loss,
                num(ru, t.loss, 4, false),
                w.best,
                t.best.turn
            );
        }
        out.push_str("</li>");
    }
    out.push_str("</ol>");
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_ai::{Analyser, Evaluator};
    use nardy_engine::parse_record;

    #[test]
    fn the_report_names_every_turn_its_mark_and_each_players_totals() {
        // Whatever each turn's loss, the report says it as the review does.
        let text =
            "Long Nardy record 1\nMatch: 1\nKoks: no\nOpening: roll-again\n\nGame 1\nOpening 5-3\n\
                    1. w 6-5: 24/18 18/13\n2. b 4-2: 24/20 20/18\n3. w 3-1: 13/10 24/23\n";
        let m = parse_record(text).unwrap().r#match;
        let review = Analyser::new(Evaluator::embedded()).review(&m, 1).unwrap();
        for (lang, words) in [("en", &EN), ("ru", &RU)] {
            let html = html(&review, &m, lang);
            assert!(html.contains(words.title));
            assert_eq!(html.matches("<li class=").count(), 3, "{html}");
            // Turn i is frame i + 1 (game 1's start is frame 0).
            for (i, t) in review.turns.iter().enumerate() {
                let frame = format!("data-frame=\"{}\"", i + 1);
                assert_eq!(html.matches(&frame).count(), 2, "list and graph: {frame}");
                assert!(html.contains(&format!("data-white-win=\"{}\"", white_win(t))));
                assert!(html.contains(&format!("data-mark=\"{}\"", t.mark.symbol())));
            }
            let w = review.totals(Side::White);
            assert!(html.contains(&format!(
                "<td data-decisions=\"white\">{}</td>",
                w.decisions
            )));
            assert!(
                !html.contains("data-cube-review"),
                "no cube in the default game"
            );
        }
    }

    #[test]
    fn a_nardegammon_report_lists_the_cube_decisions_with_their_marks() {
        // White doubles after a turn each; Black passes a near-even game.
        let text = "Long Nardy record 1\nMatch: money\nKoks: no\nOpening: roll-again\n\
                    Variant: nardegammon\n\nGame 1\nOpening 5-3\n1. w 6-5: 24/18 18/13\n\
                    2. b 6-5: 24/18 18/13\n3. w doubles to 2\n3. b passes\n";
        let m = parse_record(text).unwrap().r#match;
        let review = Analyser::new(Evaluator::embedded()).review(&m, 1).unwrap();
        assert_eq!(review.cube.len(), 2);
        for (lang, words) in [("en", &EN), ("ru", &RU)] {
            let html = html(&review, &m, lang);
            assert!(html.contains(words.cube), "{html}");
            for c in &review.cube {
                let item = format!(
                    "data-cube-review=\"1.3\" data-mark=\"{}\" data-loss=\"{:.4}\"",
                    c.mark.symbol(),
                    c.loss
                );
                assert!(html.contains(&item), "{item} in {html}");
            }
            assert!(
                html.contains(&format!("<b>{}</b> ??", words.choices[3])),
                "{html}"
            );
        }
    }
}
