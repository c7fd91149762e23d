//! The rules screen: RULES.md in plain words, in English and Russian, with
//! diagrams drawn by the board's own code. Written by the worker, so the
//! page's first download carries none of it.

use crate::picture::diagram;
use nardy_engine::Position;
use nardy_protocol::PageAction;
use nardy_text::screens::rules::{heading, SECTIONS};
use nardy_text::Lang;

/// A section's diagram: a position, a turn shown as arrows, points outlined.
struct Diagram {
    position: &'static str,
    turn: Option<&'static str>,
    marked: &'static [u8],
}

/// Hachapuri's start (RULES.md §8.4).
const HACHAPURI_START: &str = "0,0,0,0,0,11,0,0,0,0,0,-4,0,0,0,0,0,-11,0,0,0,0,0,4 w";

const START: &str = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w";

const DIAGRAMS: &[(&str, Diagram)] = &[
    (
        "board",
        Diagram {
            position: START,
            turn: None,
            marked: &[24, 12],
        },
    ),
    (
        "turn",
        Diagram {
            position: START,
            turn: Some("24/18 18/13"),
            marked: &[],
        },
    ),
    (
        "head",
        Diagram {
            position: START,
            turn: Some("24/18 24/18"),
            marked: &[24],
        },
    ),
    (
        "block",
        Diagram {
            position: "0,0,0,0,0,0,2,1,1,1,1,-15,0,0,0,0,0,0,0,0,0,0,0,9 w",
            turn: Some("7/6"),
            marked: &[11, 10, 9, 8, 7, 6],
        },
    ),
    (
        "bear-off",
        Diagram {
            position: "3,2,3,0,4,0,0,0,0,0,0,0,-2,-3,-4,-3,-2,0,0,0,0,0,0,0 w",
            turn: Some("5/off 3/off"),
            marked: &[1, 2, 3, 4, 5, 6],
        },
    ),
    (
        "score",
        Diagram {
            position: "1,0,0,0,0,0,0,0,0,0,0,0,-3,-4,-4,-2,-2,0,0,0,0,0,0,0 w",
            turn: Some("1/off"),
            marked: &[],
        },
    ),
    (
        "hachapuri",
        Diagram {
            position: HACHAPURI_START,
            turn: Some("24/21 24/21 24/21 24/21"),
            marked: &[24, 6],
        },
    ),
];

/// The diagram of the section `id`.
fn diagram_of(id: &str) -> Option<&'static Diagram> {
    DIAGRAMS.iter().find(|(d, _)| *d == id).map(|(_, d)| d)
}

/// The rules as HTML in `lang`.
pub fn html(lang: Lang) -> String {
    let (title, contents) = heading(lang);
    let mut out = format!(
        "<article class=\"rules\" data-rules lang=\"{}\"><h2 id=\"page-title\">{title}</h2><nav aria-label=\"{contents}\"><ul>",
        lang.code(),
    );
    for s in SECTIONS {
        out += &format!(
            "<li><a href=\"#rules-{}\" {}>{}</a></li>",
            s.id,
            PageAction::Go(s.id.into()).attrs(),
            s.title(lang)
        );
    }
    out += "</ul></nav>";
    for s in SECTIONS {
        out += &format!("<section id=\"rules-{}\" aria-labelledby=\"rules-{}-title\"><h3 id=\"rules-{}-title\">{}</h3>", s.id, s.id, s.id, s.title(lang));
        for p in s.text(lang) {
            out += &format!("<p>{p}</p>");
        }
        if let (Some(d), Some(caption)) = (diagram_of(s.id), s.caption(lang)) {
            let position: Position = d.position.parse().expect("the rules' positions are valid");
            out += &format!(
                "<figure>{}<figcaption>{caption}</figcaption></figure>",
                diagram(lang, &position, d.turn, d.marked, caption)
            );
        }
        out += "</section>";
    }
    out + "</article>"
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_engine::{Dice, Turn};

    /// Each diagram's turn is one the rules allow (or, for the block, the
    /// step they forbid), so the pictures teach what the engine plays.
    #[test]
    fn every_diagram_shows_what_the_engine_plays() {
        let legal = |position: &str, dice: &str, turn: &str| {
            let p: Position = position.parse().unwrap();
            let dice: Dice = dice.parse().unwrap();
            p.play(dice, &turn.parse::<Turn>().unwrap()).is_ok()
        };
        assert!(legal(START, "6-5", "24/18 18/13"));
        assert!(legal(START, "6-6", "24/18 24/18"));
        assert!(!legal(START, "6-6", "24/18 18/12"), "Black's head");
        assert!(legal(DIAGRAMS[4].1.position, "6-3", "5/off 3/off"));
        assert!(legal(DIAGRAMS[5].1.position, "2-1", "1/off"));
        let block = DIAGRAMS[3].1.position;
        let p: Position = block.parse().unwrap();
        let mut turn = nardy_engine::TurnBuilder::new(p, "1-2".parse().unwrap()).unwrap();
        assert!(
            turn.play("7/6".parse().unwrap()).is_err(),
            "the six-block step is refused"
        );
        assert!(
            turn.play("8/7".parse().unwrap()).is_ok(),
            "another step is not"
        );
        // Hachapuri's: four off the head at once, its rules' and not long nardy's.
        let h: Position = HACHAPURI_START.parse().unwrap();
        let four: Turn = "24/21 24/21 24/21 24/21".parse().unwrap();
        let hachapuri = nardy_engine::Variant::parse("hachapuri").unwrap();
        assert!(h.play_of(hachapuri, "3-3".parse().unwrap(), &four).is_ok());
        assert!(h.play("3-3".parse().unwrap(), &four).is_err());
        // The mars picture: Black has borne off none.
        let mars: Position = DIAGRAMS[5].1.position.parse().unwrap();
        assert_eq!(mars.borne_off(nardy_engine::Side::Black), 0);
    }

    #[test]
    fn the_rules_come_in_both_languages_with_a_diagram_a_section() {
        for (id, _) in DIAGRAMS {
            assert!(SECTIONS.iter().any(|s| s.id == *id), "{id} has a section");
        }
        for lang in Lang::ALL {
            let page = html(lang);
            assert_eq!(page.matches("<section").count(), SECTIONS.len());
            assert_eq!(page.matches("<figure>").count(), SECTIONS.len());
            assert_eq!(page.matches("<svg").count(), SECTIONS.len());
            assert!(page.contains("id=\"page-title\""));
        }
        assert!(html(Lang::Ru).contains("Правила длинных нард"));
        assert!(!html(Lang::Ru).contains("The board"));
    }
}
