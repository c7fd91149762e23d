//! `nardy prerender`: the page's board before its code has loaded. The
//! build (scripts/pwa-build.mjs) writes this into index.html's `<body>`, so
//! a first visit paints the starting board while the wasm downloads; the
//! app removes it as it mounts its own board in the same place
//! (src/main.rs). Both shapes are written, and the stylesheet shows the one
//! the live board would take (a phone held upright gets the upright one).

use nardy_drawing::geometry::{Geometry, LANDSCAPE, UPRIGHT};
use nardy_drawing::picture::{picture_in, Picture};
use nardy_engine::{Position, Side};

/// The page's skeleton around the starting board: the title bar and the
/// board in the app's own classes, hidden from screen readers (the live
/// board, named and labelled, follows within a moment).
pub fn html() -> String {
    let start = Position::start();
    let board = |g: &Geometry, class: &str| {
        picture_in(
            g,
            &Picture {
                board: start.board(),
                borne_off: [0, 0],
                position: None,
                numbering: None,
                flip: false,
                title: "",
                class,
                marked: &[],
                arrows: &[],
                arrows_side: Some(Side::White),
                point: &|_| (String::new(), String::new()),
                tray: &|_, _| String::new(),
            },
        )
    };
    // What only the live board needs (names for screen readers, the tests'
    // hooks) is left out: the picture is hidden from screen readers, and
    // every byte here is in the first download.
    let board = |g: &Geometry, class: &str| {
        let mut svg = board(g, class);
        for needless in [
            " aria-label=\"\"",
            " role=\"img\"",
            " role=\"group\"",
            " aria-hidden=\"true\"",
        ] {
            svg = svg.replace(needless, "");
        }
        // Its own class, so that `svg.board` is only ever the live board
        // (which takes its place once the code runs).
        without_data(&svg).replacen("<svg class=\"board ", "<svg class=\"board-pre ", 1)
    };
    // `data-prerendered` names the position drawn: a tap on the picture is
    // given to the live board only if it shows the same (scripts/pwa-build.mjs).
    format!(
        "<div class=\"app prerendered\" data-prerendered=\"{start}\" aria-hidden=\"true\">\
         <header class=\"topbar\"><p class=\"title\">Long Nardy<span class=\"title-ru\" lang=\"ru\"> · Длинные нарды</span></p></header>\
         <main class=\"table\"><div class=\"board-wrap\">{}{}</div></main></div>",
        board(&LANDSCAPE, "landscape"),
        board(&UPRIGHT, "upright"),
    )
}

/// `html` without its ` data-…="…"` attributes.
fn without_data(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find(" data-") {
        out.push_str(&rest[..at]);
        let attr = &rest[at..];
        // The attribute's end: past its quoted value, or its name alone.
        let name_end = 1 + attr[1..]
            .find([' ', '>', '/', '='])
            .unwrap_or(attr.len() - 1);
        let end = if attr[name_end..].starts_with("=\"") {
            let value = name_end + 2;
            value
                + attr[value..]
                    .find('"')
                    .map_or(attr.len() - value, |q| q + 1)
        } else {
            name_end
        };
        rest = &attr[end..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_prerendered_page_has_both_boards_at_the_start() {
        let html = html();
        assert!(html.starts_with(&format!(
            "<div class=\"app prerendered\" data-prerendered=\"{}\"",
            Position::start()
        )));
        assert_eq!(html.matches("<svg class=\"board-pre ").count(), 2);
        assert!(
            !html.contains("class=\"board "),
            "svg.board is the live board's only"
        );
        assert!(
            html.contains("<svg class=\"board-pre landscape\"")
                && html.contains("<svg class=\"board-pre upright\"")
        );
        // Thirty checkers on each board (two heads of fifteen).
        assert_eq!(html.matches("<circle class=\"checker ").count(), 60);
        // The upright board is turned a quarter round, as the live one is.
        assert!(html.contains("rotate(90)"));
        // Nothing a test or a script would take for the live board.
        assert!(!html.contains("data-position") && !html.contains("data-point"));
    }

    #[test]
    fn data_attributes_are_taken_out_and_nothing_else() {
        assert_eq!(
            without_data("<g data-point=\"3\" class=\"a\"><circle data-on=\"1\"/></g>"),
            "<g class=\"a\"><circle/></g>"
        );
        assert_eq!(without_data("<p data-x>t</p>"), "<p>t</p>");
    }
}
