//! The review report's words.

use crate::lang::Lang;

/// The report's words in English and Russian.
pub struct Words {
    pub title: &'static str,
    pub player: [&'static str; 2],
    pub decisions: &'static str,
    pub error_rate: &'static str,
    pub marks: [&'static str; 3],
    pub luck: &'static str,
    pub graph: &'static str,
    pub game: &'static str,
    pub adjusted: &'static str,
    pub loss: &'static str,
    pub best: &'static str,
    pub no_choice: &'static str,
    pub turns: &'static str,
    pub cube: &'static str,
    pub before_turn: &'static str,
    /// No double, double, take, pass, beaver.
    pub choices: [&'static str; 5],
}

pub const EN: Words = Words {
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

pub const RU: Words = Words {
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

/// The words in `lang`.
pub fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Ru => &RU,
    }
}
