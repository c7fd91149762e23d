//! The rules screen's words: RULES.md in plain words, a section each,
//! with each diagram's caption (the diagrams are drawn by `nardy-screens`).

use crate::lang::Lang;

/// One section of the rules: its id (the page's anchor), heading,
/// paragraphs and its diagram's caption, in English and Russian.
pub struct Section {
    pub id: &'static str,
    title: [&'static str; 2],
    text: [&'static [&'static str]; 2],
    caption: Option<[&'static str; 2]>,
}

impl Section {
    pub fn title(&self, lang: Lang) -> &'static str {
        self.title[index(lang)]
    }

    pub fn text(&self, lang: Lang) -> &'static [&'static str] {
        self.text[index(lang)]
    }

    pub fn caption(&self, lang: Lang) -> Option<&'static str> {
        self.caption.map(|c| c[index(lang)])
    }
}

fn index(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Ru => 1,
    }
}

/// The screen's heading and its contents' label.
pub fn heading(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::En => ("Rules of Long Nardy", "Contents"),
        Lang::Ru => ("Правила длинных нард", "Содержание"),
    }
}

pub const SECTIONS: &[Section] = &[
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
                "У каждого игрока 15 шашек. В начале все они стоят на голове: у белых на лунке 24, у чёрных на лунке 12, в противоположных углах доски.",
                "Оба игрока ходят против часовой стрелки и только вперёд. Белые идут 24 → 1, их дом — лунки 1–6; чёрные идут 12 → 1 → 24 → 13, их дом — лунки 13–18. Каждый игрок считает и свой собственный путь: от 24 (голова) до 1.",
                "Цель — привести все 15 шашек в дом и выбросить их с доски. Кто первым выбросит все 15, тот и выиграл.",
            ],
        ],
        caption: Some([
                "The start: the heads (24 and 12) outlined.",
                "Начало: головы (24 и 12) обведены.",
            ]),
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
                "Бросьте два зара. Каждый зар передвигает одну шашку вперёд на своё число; одна шашка может сыграть оба зара, остановившись на промежуточной лунке, которая должна быть свободна. Дубль даёт четыре хода на своё число.",
                "Шашка может встать на пустую лунку или на свои шашки, но не на лунку, занятую соперником. Бить шашки нельзя.",
                "Нужно сыграть как можно больше заров. Если из двух разных заров можно сыграть только один, играется больший, если его можно сыграть. Если ходить нечем, ход пропускается.",
            ],
        ],
        caption: Some([
                "White rolls 6-5: one checker leaves the head and travels 11 points (24/18/13).",
                "Белые бросили 6-5: одна шашка уходит с головы и проходит 11 лунок (24/18/13).",
            ]),
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
        caption: Some([
                "White's first roll is 6-6: two checkers leave the head to 18; the other two sixes cannot be played (12 is Black's head).",
                "Первый бросок белых — 6-6: две шашки уходят с головы на 18; две другие шестёрки сыграть нельзя (на 12 голова чёрных).",
            ]),
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
                "Нельзя занимать шесть лунок подряд (по пути соперника), если за ними заперты все шашки соперника. Блок из шести разрешён, если хотя бы одна шашка соперника уже прошла его.",
                "Правило проверяется после каждого шага: нельзя сделать шаг, который строит такой блок, даже если следующий шаг его разрушит.",
            ],
        ],
        caption: Some([
                "White holds 11 to 7. The step 7/6 is not allowed: 11 to 6 would be six points in a row with all of Black's checkers behind them.",
                "Белые держат лунки с 11 по 7. Шаг 7/6 запрещён: с 11 по 6 получилось бы шесть лунок подряд, а за ними — все шашки чёрных.",
            ]),
    },
    Section {
        id: "bear-off",
        title: ["Bearing off", "Выбрасывание"],
        text: [
            &[
                "Once all your checkers are in your home, you may bear them off. A die equal to a checker's point bears it off; a larger die bears off a checker from your highest point, but only when no checker stands higher. You may also use a die to move inside your home.",
            ],
            &[
                "Когда все ваши шашки в доме, их можно выбрасывать. Зар, равный номеру лунки шашки, выбрасывает её; больший зар выбрасывает шашку с самой высокой занятой лунки, но только если выше шашек нет. Зар можно сыграть и ходом внутри дома.",
            ],
        ],
        caption: Some([
                "White rolls 6-3 with all its checkers home: the 6 bears off from 5, its highest point, and the 3 bears off from 3.",
                "Белые бросили 6-3, все их шашки в доме: шестёрка выбрасывает шашку с 5, самой высокой лунки, тройка — с 3.",
            ]),
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
                "С правилом «кокс» (если оно выбрано) марс, при котором у проигравшего ещё есть шашка в его стартовой четверти (его лунки 19–24, дом победителя), даёт 3 очка.",
                "Кто начинает: каждый бросает один зар, начинает выбросивший больше (при равенстве бросают снова); обычно начинающий затем бросает оба зара. Матч идёт до 1, 3, 5 или 7 очков; победитель партии начинает следующую.",
            ],
        ],
        caption: Some([
                "White bears off its last checker while Black has borne off none: mars, 2 points.",
                "Белые выбрасывают последнюю шашку, а чёрные не выбросили ни одной: марс, 2 очка.",
            ]),
    },
    Section {
        id: "hachapuri",
        title: ["Hachapuri", "Хачапури"],
        text: [
            &[
                "Hachapuri (ხაჭაპური), Georgia's nardy, is long nardy with its own start: each player has 4 checkers on the head and 11 on the first point of the home (White's 6, Black's 18).",
                "There is no head rule: any number of checkers may leave the head in one turn. Everything else is long nardy; bearing off still waits until all 15 are home, so the 11 wait for the 4.",
                "Scoring is oin, mars or koks as in long nardy; with the count option the winner scores the checkers the loser has not borne off (1 to 15), no more than a match still needs.",
            ],
            &[
                "Хачапури (ხაჭაპური) — грузинские нарды: длинные нарды со своей расстановкой. У каждого 4 шашки на голове и 11 на первой лунке дома (у белых на 6-й, у чёрных на 18-й).",
                "Правила головы нет: за ход с головы можно снять сколько угодно шашек. Всё остальное — как в длинных нардах; выбрасывать можно, только когда все 15 в доме, так что 11 ждут четыре.",
                "Очки — оин, марс или кокс, как в длинных нардах; с правилом «счёт» победитель получает столько очков, сколько шашек не выбросил проигравший (от 1 до 15), но не больше, чем нужно до конца матча.",
            ],
        ],
        caption: Some([
            "Hachapuri's start, White to move with 3-3: all four checkers leave the head.",
            "Расстановка хачапури, белые ходят 3-3: все четыре шашки уходят с головы.",
        ]),
    },
];
