//! The dice statistics' words.

use crate::lang::Lang;
use crate::numbers::fixed;
use nardy_dice::{ChiSquare, Fairness};

/// The panel's words in English and Russian.
pub struct Words {
    pub rolls_of_turns: &'static str,
    pub doubles: &'static str,
    pub faces: &'static str,
    pub face: &'static str,
    pub dice: &'static str,
    pub combinations: &'static str,
    pub combinations_caption: &'static str,
    pub fairness: &'static str,
    pub sequence: &'static str,
    pub opening: &'static str,
    pub device_keeps: &'static str,
    pub game: &'static str,
    pub side: [&'static str; 2],
    pub freedom: &'static str,
}

pub const EN: Words = Words {
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

pub const RU: Words = Words {
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

/// The words in `lang`.
pub fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Ru => &RU,
    }
}

/// A test's result and its reading: "Faces: χ² = 3.2, 5 degrees of
/// freedom, p = 0.670 — consistent with fair dice."
pub fn fairness(lang: Lang, name: &str, t: &ChiSquare) -> String {
    let w = words(lang);
    let p = if t.p < 0.001 {
        "p < 0.001".to_string()
    } else {
        format!("p = {}", fixed(lang, t.p, 3))
    };
    let stat = fixed(lang, t.statistic, 1);
    let reading = match lang {
        Lang::En => t.reading(),
        Lang::Ru => match t.fairness() {
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
        },
    };
    // Russian writes decimals with a comma, so its parts take semicolons.
    let sep = if lang == Lang::Ru { ";" } else { "," };
    format!(
        "{name}: χ² = {stat}{sep} {} {}{sep} {p} — {reading}.",
        t.freedom, w.freedom
    )
}
