//! The rules screen: RULES.md in plain words, in English and Russian, with
//! diagrams drawn by the board's own code. Written by the worker, so the
//! page's first download carries none of it.

use super::picture::diagram;
use nardy_engine::Position;

/// One section: a heading, paragraphs, and a diagram (position, turn shown
/// as arrows, points outlined, caption).
struct Section {
    id: &'static str,
    title: [&'static str; 2],
    text: [&'static [&'static str]; 2],
    diagram: Option<Diagram>,
}

struct Diagram {
    position: &'static str,
    turn: Option<&'static str>,
    marked: &'static [u8],
    caption: [&'static str; 2],
}

const START: &str = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w";

const SECTIONS: &[Section] = &[
    Section {
        id: "board",
        title: ["The board and the start", "Доска и начальная расстановка"],
        text: [
            &[
                "Each player has 15 checkers. All of them start on the player's head: White's on point 24, Black's on point 12, on opposite corners of the board.",
                "Both players move counter-clockwise, always forward. White goes 24 → 1 and its home is points 1–6; Black goes 12 → 1 → 24 → 13 and its home is points 13–18. Each player also counts its own path from 24 (its head) down to 1.",
                "The goal is to bring all 15 checkers home and then bear them off. Whoever bears off all 15 first wins.",
            ],
            &[
                "У каждого игрока 15 шашек. В начале все они стоят на голове: у белых на пункте 24, у чёрных на пункте 12, в противоположных углах доски.",
                "Оба игрока ходят против часовой стрелки и только вперёд. Белые идут 24 → 1, их дом — пункты 1–6; чёрные идут 12 → 1 → 24 → 13, их дом — пункты 13–18. Каждый игрок считает и свой собственный путь: от 24 (голова) до 1.",
                "Цель — привести все 15 шашек в дом и выбросить их с доски. Кто первым выбросит все 15, тот и выиграл.",
            ],
        ],
        diagram: Some(Diagram {
            position: START,
            turn: None,
            marked: &[24, 12],
            caption: [
                "The start: the heads (24 and 12) outlined.",
                "Начало: головы (24 и 12) обведены.",
            ],
        }),
    },
    Section {
        id: "turn",
        title: ["A turn", "Ход"],
        text: [
            &[
                "Roll two dice. Each die moves one checker forward by its number; one checker may use both dice, stopping on the point between, which must be open. A double gives four steps of its number.",
                "A checker may stop on an empty point or on your own checkers, never on a point the opponent holds. There is no hitting.",
                "You must play as many dice as you can. If only one of two different dice can be played, play the larger one if it can be played. If nothing can move, the turn passes.",
            ],
            &[
                "Бросьте два зара. Каждый зар передвигает одну шашку вперёд на своё число; одна шашка может сыграть оба зара, остановившись на промежуточном пункте, который должен быть свободен. Дубль даёт четыре хода на своё число.",
                "Шашка может встать на пустой пункт или на свои шашки, но не на пункт, занятый соперником. Бить шашки нельзя.",
                "Нужно сыграть как можно больше заров. Если из двух разных заров можно сыграть только один, играется больший, если его можно сыграть. Если ходить нечем, ход пропускается.",
            ],
        ],
        diagram: Some(Diagram {
            position: START,
            turn: Some("24/18 18/13"),
            marked: &[],
            caption: [
                "White rolls 6-5: one checker leaves the head and travels 11 points (24/18/13).",
                "Белые бросили 6-5: одна шашка уходит с головы и проходит 11 пунктов (24/18/13).",
            ],
        }),
    },
    Section {
        id: "head",
        title: ["The head rule", "Правило головы"],
        text: [
            &[
                "Only one checker may leave the head in a turn.",
                "The exception is a player's first turn with 6-6, 4-4 or 3-3: then two checkers may leave the head. With 6-6 and 4-4 the opponent's head stops a single checker from using the whole roll; with 3-3 two checkers go to 21 and 18 — or both to 18.",
            ],
            &[
                "За один ход с головы можно снять только одну шашку.",
                "Исключение — первый ход игрока с 6-6, 4-4 или 3-3: тогда с головы можно снять две шашки. С 6-6 и 4-4 одна шашка не может сыграть весь бросок — мешает голова соперника; с 3-3 две шашки идут на 21 и 18 — или обе на 18.",
            ],
        ],
        diagram: Some(Diagram {
            position: START,
            turn: Some("24/18 24/18"),
            marked: &[24],
            caption: [
                "White's first roll is 6-6: two checkers leave the head to 18; the other two sixes cannot be played (12 is Black's head).",
                "Первый бросок белых — 6-6: две шашки уходят с головы на 18; две другие шестёрки сыграть нельзя (на 12 голова чёрных).",
            ],
        }),
    },
    Section {
        id: "block",
        title: ["Six in a row", "Шесть подряд"],
        text: [
            &[
                "You may not hold six points in a row (along the opponent's path) if that traps every one of the opponent's checkers behind them. A block of six is allowed once at least one opponent checker has got past it.",
                "The rule is checked after every single step: a step that makes such a block is not allowed, even if a later step would break it.",
            ],
            &[
                "Нельзя занимать шесть пунктов подряд (по пути соперника), если за ними заперты все шашки соперника. Блок из шести разрешён, если хотя бы одна шашка соперника уже прошла его.",
                "Правило проверяется после каждого шага: нельзя сделать шаг, который строит такой блок, даже если следующий шаг его разрушит.",
            ],
        ],
        diagram: Some(Diagram {
            position: "0,0,0,0,0,0,2,1,1,1,1,-15,0,0,0,0,0,0,0,0,0,0,0,9 w",
            turn: Some("7/6"),
            marked: &[11, 10, 9, 8, 7, 6],
            caption: [
                "White holds 11 to 7. The step 7/6 is not allowed: 11 to 6 would be six points in a row with all of Black's checkers behind them.",
                "Белые держат пункты с 11 по 7. Шаг 7/6 запрещён: с 11 по 6 получилось бы шесть пунктов подряд, а за ними — все шашки чёрных.",
            ],
        }),
    },
    Section {
        id: "bear-off",
        title: ["Bearing off", "Выбрасывание"],
        text: [
            &[
                "Once all your checkers are in your home, you may bear them off. A die equal to a checker's point bears it off; a larger die bears off a checker from your highest point, but only when no checker stands higher. You may also use a die to move inside your home.",
            ],
            &[
                "Когда все ваши шашки в доме, их можно выбрасывать. Зар, равный номеру пункта шашки, выбрасывает её; больший зар выбрасывает шашку с самого высокого занятого пункта, но только если выше шашек нет. Зар можно сыграть и ходом внутри дома.",
            ],
        ],
        diagram: Some(Diagram {
            position: "3,2,3,0,4,0,0,0,0,0,0,0,-2,-3,-4,-3,-2,0,0,0,0,0,0,0 w",
            turn: Some("5/off 3/off"),
            marked: &[1, 2, 3, 4, 5, 6],
            caption: [
                "White rolls 6-3 with all its checkers home: the 6 bears off from 5, its highest point, and the 3 bears off from 3.",
                "Белые бросили 6-3, все их шашки в доме: шестёрка выбрасывает шашку с 5, самого высокого пункта, тройка — с 3.",
            ],
        }),
    },
    Section {
        id: "score",
        title: ["Oin, mars and koks", "Оин, марс и кокс"],
        text: [
            &[
                "The game ends as soon as a player bears off the last checker. If the loser has borne off at least one checker, the winner scores 1 point (oin). If the loser has borne off none, the winner scores 2 (mars).",
                "With the koks option (off unless chosen), a mars in which the loser still has a checker in its starting quarter (its points 19–24, the winner's home) scores 3.",
                "Who starts: each player rolls one die and the higher starts (equal dice are rolled again); by default the starter then rolls both dice. A match is played to 1, 3, 5 or 7 points; the winner of a game starts the next.",
            ],
            &[
                "Партия кончается, как только игрок выбросит последнюю шашку. Если проигравший выбросил хотя бы одну шашку, победитель получает 1 очко (оин). Если не выбросил ни одной — 2 очка (марс).",
                "С правилом «кокс» (если оно выбрано) марс, при котором у проигравшего ещё есть шашка в его стартовой четверти (его пункты 19–24, дом победителя), даёт 3 очка.",
                "Кто начинает: каждый бросает один зар, начинает выбросивший больше (при равенстве бросают снова); обычно начинающий затем бросает оба зара. Матч идёт до 1, 3, 5 или 7 очков; победитель партии начинает следующую.",
            ],
        ],
        diagram: Some(Diagram {
            position: "1,0,0,0,0,0,0,0,0,0,0,0,-3,-4,-4,-2,-2,0,0,0,0,0,0,0 w",
            turn: Some("1/off"),
            marked: &[],
            caption: [
                "White bears off its last checker while Black has borne off none: mars, 2 points.",
                "Белые выбрасывают последнюю шашку, а чёрные не выбросили ни одной: марс, 2 очка.",
            ],
        }),
    },
];

/// The rules as HTML in `lang`.
pub fn html(lang: &str) -> String {
    let ru = lang == "ru";
    let l = usize::from(ru);
    let mut out = format!(
        "<article class=\"rules\" data-rules lang=\"{}\"><h2 id=\"page-title\">{}</h2><nav aria-label=\"{}\"><ul>",
        if ru { "ru" } else { "en" },
        ["Rules of Long Nardy", "Правила длинных нард"][l],
        ["Contents", "Содержание"][l],
    );
    for s in SECTIONS {
        out += &format!(
            "<li><a href=\"#rules-{}\" data-page-action=\"go\" data-page-arg=\"{}\">{}</a></li>",
            s.id, s.id, s.title[l]
        );
    }
    out += "</ul></nav>";
    for s in SECTIONS {
        out += &format!("<section id=\"rules-{}\" aria-labelledby=\"rules-{}-title\"><h3 id=\"rules-{}-title\">{}</h3>", s.id, s.id, s.id, s.title[l]);
        for p in s.text[l] {
            out += &format!("<p>{p}</p>");
        }
        if let Some(d) = &s.diagram {
            let position: Position = d.position.parse().expect("the rules' positions are valid");
            let caption = d.caption[l];
            out += &format!(
                "<figure>{}<figcaption>{caption}</figcaption></figure>",
                diagram(ru, &position, d.turn, d.marked, caption)
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
        assert!(legal(
            SECTIONS[4].diagram.as_ref().unwrap().position,
            "6-3",
            "5/off 3/off"
        ));
        assert!(legal(
            SECTIONS[5].diagram.as_ref().unwrap().position,
            "2-1",
            "1/off"
        ));
        let block = SECTIONS[3].diagram.as_ref().unwrap().position;
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
        // The mars picture: Black has borne off none.
        let mars: Position = SECTIONS[5]
            .diagram
            .as_ref()
            .unwrap()
            .position
            .parse()
            .unwrap();
        assert_eq!(mars.borne_off(nardy_engine::Side::Black), 0);
    }

    #[test]
    fn the_rules_come_in_both_languages_with_a_diagram_a_section() {
        for lang in ["en", "ru"] {
            let page = html(lang);
            assert_eq!(page.matches("<section").count(), SECTIONS.len());
            assert_eq!(page.matches("<figure>").count(), SECTIONS.len());
            assert_eq!(page.matches("<svg").count(), SECTIONS.len());
            assert!(page.contains("id=\"page-title\""));
        }
        assert!(html("ru").contains("Правила длинных нард"));
        assert!(!html("ru").contains("The board"));
    }
}
