//! The review report's words.

use crate::lang::Lang;

/// The report's words in English and Russian.
pub struct Words {
    pub title: &'static str,
    pub player: [&'static str; 2],
    pub decisions: &'static str,
    pub error_rate: &'static str,
    /// The row placing each player among the computer's levels.
    pub ladder: &'static str,
    /// The row of eXtreme Gammon's PR.
    pub pr: &'static str,
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
    ladder: "Played like (the computer's levels)",
    pr: "PR (backgammon's scale: error × 500)",
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
    ladder: "Играли как (уровни компьютера)",
    pr: "PR (шкала бэкгаммона: ошибка × 500)",
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

/// A player's place on the levels' ladder: "intermediate", "below
/// beginner", "expert or better" (Russian: «средний», «слабее, чем
/// новичок», «эксперт или сильнее»).
pub fn rung(lang: Lang, rung: nardy_ai::Rung) -> String {
    use crate::words::level_name;
    use nardy_ai::{Level, Rung};
    // The review judges at expert's depth: the ladder's top.
    let top = Level(nardy_ai::LEVEL_RATES.len() as u8 - 1);
    match (lang, rung) {
        (_, Rung::Like(level)) => level_name(lang, level).to_string(),
        (Lang::En, Rung::BelowWeakest) => format!("below {}", level_name(lang, Level(0))),
        (Lang::En, Rung::Top) => format!("{} or better", level_name(lang, top)),
        (Lang::Ru, Rung::BelowWeakest) => format!("слабее, чем {}", level_name(lang, Level(0))),
        (Lang::Ru, Rung::Top) => format!("{} или сильнее", level_name(lang, top)),
    }
}
