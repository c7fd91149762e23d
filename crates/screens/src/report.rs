//! A match's review as the page shows it, written here in HTML: the page
//! has no room in its first download for the review's code, so the worker,
//! fetched when first needed, writes the report and the page only inserts
//! it. Elements the page acts on carry `data-action="frame"` and the
//! replay's frame of a turn in `data-arg` (a click there shows it: the
//! page's controls codec, `src/panels/controls.rs`, reads them). Marks
//! are text (`?!`, `?`, `??`), not colour alone.

use nardy_ai::{pr, CubeChoice, Mark, Review, Rung, TurnReview};
use nardy_engine::{Match, Side};
use nardy_protocol::Figures;
use nardy_text::numbers::{fixed, fixed_signed};
use nardy_text::screens::report::{rung, words, Words};
use nardy_text::Lang;
use std::fmt::Write;

/// `x` with `places` decimals (and a sign when `signed`), as `lang`
/// writes numbers.
fn num(lang: Lang, x: f32, places: u32, signed: bool) -> String {
    if signed {
        fixed_signed(lang, f64::from(x), places)
    } else {
        fixed(lang, f64::from(x), places)
    }
}

/// "loss 0.123": a decision's loss, in `places` decimals.
fn loss_text(w: &Words, lang: Lang, loss: f32, places: u32) -> String {
    format!("{} {}", w.loss, num(lang, loss, places, false))
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
pub fn html(review: &Review, m: &Match, lang: Lang) -> String {
    let w = words(lang);
    let mut out = format!(
        "<section class=\"review-report\" data-review-report aria-labelledby=\"review-title\">\
         <h2 id=\"review-title\">{}</h2>",
        w.title
    );
    totals(&mut out, review, w, lang);
    games(&mut out, review, m, w, lang);
    graph(&mut out, review, w);
    turns(&mut out, review, w, lang);
    cube(&mut out, review, w, lang);
    out + "</section>"
}

/// Nardegammon: each cube decision with its mark, its loss and the right
/// choice (`data-cube-review="<game>.<turn>"`, `data-mark`, `data-loss`).
fn cube(out: &mut String, review: &Review, w: &Words, lang: Lang) {
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
            "<li data-cube-review=\"{}.{}\" data-mark=\"{symbol}\" data-loss=\"{:.4}\" class=\"{}\">\
             {} {}, {} {}: {} <b>{}</b> {symbol}",
            c.game + 1,
            c.turns + 1,
            c.loss,
            mark_class(c.mark),
            w.game,
            c.game + 1,
            w.before_turn,
            c.turns + 1,
            w.player[c.side.index()],
            word(c.choice),
        );
        if c.loss > 0.0 {
            let loss = loss_text(w, lang, c.loss, 3);
            let _ = write!(out, " — {loss}, {} {}", w.best, word(c.best));
        }
        out.push_str("</li>");
    }
    out.push_str("</ol>");
}

fn totals(out: &mut String, review: &Review, w: &Words, lang: Lang) {
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
        num(lang, review.totals(s).error_rate(), 1, false)
    });
    // The same figure placed among the levels (measured by this review on
    // their self-play, `nardy ladder`) and on backgammon's PR scale.
    let rated = |s: Side| review.totals(s).decisions > 0;
    row(out, w.ladder, "ladder", &|s| match rated(s) {
        true => rung(lang, Rung::of(review.totals(s).error_rate())),
        false => "—".into(),
    });
    row(out, w.pr, "pr", &|s| match rated(s) {
        true => num(lang, pr(review.totals(s).error_rate()), 1, false),
        false => "—".into(),
    });
    for (i, name) in w.marks.iter().enumerate() {
        let key = ["inaccuracies", "mistakes", "blunders"][i];
        row(out, name, key, &|s| review.totals(s).marks[i].to_string());
    }
    row(out, w.luck, "luck", &|s| {
        num(lang, review.totals(s).luck, 3, true)
    });
    out.push_str("</tbody></table>");
}

/// Per game: the result, each side's luck, and White's result less White's
/// net luck (what the game was worth with even dice).
fn games(out: &mut String, review: &Review, m: &Match, w: &Words, lang: Lang) {
    out.push_str("<ul class=\"review-games\">");
    for (g, scored) in m.scored_games().into_iter().enumerate() {
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
            num(lang, luck[0], 3, true),
            w.player[1],
            num(lang, luck[1], 3, true)
        );
        if let Some(r) = scored {
            let points = r.points as f32;
            let result = if r.outcome.winner == Side::White {
                points
            } else {
                -points
            };
            let _ = write!(
                out,
                "; {}: {}",
                w.adjusted,
                num(lang, result - (luck[0] - luck[1]), 3, true)
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
            "<circle data-action=\"frame\" data-arg=\"{}\" data-white-win=\"{}\" cx=\"{cx}\" cy=\"{cy}\" r=\"{}\" class=\"{}\"><title>{} {}%</title></circle>",
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
fn turns(out: &mut String, review: &Review, w: &Words, lang: Lang) {
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
             <button type=\"button\" data-action=\"frame\" data-arg=\"{}\">{}.{} {} {}: {}</button>",
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
            let loss = loss_text(w, lang, t.loss, 4);
            let _ = write!(
                out,
                " <span>{loss}</span> <span class=\"best\">{}: {}</span>",
                w.best, t.best.turn
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
        for lang in Lang::ALL {
            let words = words(lang);
            let html = html(&review, &m, lang);
            assert!(html.contains(words.title));
            assert_eq!(html.matches("<li class=").count(), 3, "{html}");
            // Turn i is frame i + 1 (game 1's start is frame 0).
            for (i, t) in review.turns.iter().enumerate() {
                let frame = format!("data-action=\"frame\" data-arg=\"{}\"", i + 1);
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
        for lang in Lang::ALL {
            let words = words(lang);
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
