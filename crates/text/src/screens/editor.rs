//! The position editor's words.

use crate::lang::Lang;
use crate::words::{side_name, side_name_in_text};
use nardy_engine::{PositionError, Side};

/// The editor's words.
pub struct Words {
    pub title: &'static str,
    pub tools: &'static str,
    pub tool: [&'static str; 3],
    pub help: &'static str,
    pub side: &'static str,
    pub dice: &'static str,
    pub no_dice: &'static str,
    pub start_from: &'static str,
    pub empty: &'static str,
    pub start: &'static str,
    pub current: &'static str,
    pub analyse: &'static str,
    pub play: &'static str,
    pub position: &'static str,
    pub ok: &'static str,
    pub on_board: &'static str,
    pub borne_off: &'static str,
    pub add: &'static str,
    pub take: &'static str,
    pub analysis: &'static str,
    /// The ranked table's columns: the turn, the chances after it, its loss.
    pub columns: [&'static str; 3],
}

pub const EN: Words = Words {
    title: "Set up a position",
    tools: "A click on a point",
    tool: ["adds a White checker", "adds a Black checker", "takes a checker off"],
    help: "Click or tap a point to use the chosen tool; drag a checker to another point to move it, or onto a tray to take it off. With the keyboard: Tab to a point, Enter adds (or takes off), Delete takes one off. Checkers not on the board are borne off.",
    side: "To move",
    dice: "Roll to analyse",
    no_dice: "none: chances before the roll",
    start_from: "Start from",
    empty: "An empty board",
    start: "The starting position",
    current: "The game's position",
    analyse: "Analyse",
    play: "Play from this position",
    position: "Position",
    ok: "The position is ready to play.",
    on_board: "on the board",
    borne_off: "borne off",
    add: "add",
    take: "take one off",
    analysis: "Analysis",
    columns: ["Turn", "After it", "Loss"],
};

pub const RU: Words = Words {
    title: "Расстановка позиции",
    tools: "Щелчок по лунке",
    tool: ["ставит белую шашку", "ставит чёрную шашку", "снимает шашку"],
    help: "Щёлкните или коснитесь лунки, чтобы применить выбранное действие; перетащите шашку на другую лунку, чтобы передвинуть её, или на лоток, чтобы снять. С клавиатуры: Tab — к лунке, Enter ставит (или снимает), Delete снимает шашку. Шашки не на доске считаются выброшенными.",
    side: "Ходят",
    dice: "Бросок для анализа",
    no_dice: "нет: шансы до броска",
    start_from: "Начать с",
    empty: "Пустая доска",
    start: "Начальная расстановка",
    current: "Позиция партии",
    analyse: "Анализ",
    play: "Играть с этой позиции",
    position: "Позиция",
    ok: "Позиция готова к игре.",
    on_board: "на доске",
    borne_off: "выброшено",
    add: "поставить",
    take: "снять шашку",
    analysis: "Анализ",
    columns: ["Ход", "После хода", "Потеря"],
};

/// The words in `lang`.
pub fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Ru => &RU,
    }
}

/// Why the edited position cannot be played yet: `error` from the
/// engine's setup, or (`over`) the side that has already borne off all 15.
pub fn problem(lang: Lang, error: Option<&PositionError>, over: Option<Side>) -> String {
    match (error, over, lang) {
        (_, Some(winner), Lang::En) => format!(
            "The game is already over here: {} has borne off all 15 checkers.",
            side_name(lang, winner)
        ),
        (_, Some(winner), Lang::Ru) => {
            let who = match winner {
                Side::White => "белые выбросили",
                Side::Black => "чёрные выбросили",
            };
            format!("Здесь партия уже окончена: {who} все 15 шашек.")
        }
        (Some(PositionError::TwoColours { point }), _, Lang::En) => {
            format!("Point {point} holds checkers of both colours: take one colour off it.")
        }
        (Some(PositionError::TwoColours { point }), _, Lang::Ru) => {
            format!("На лунке {point} стоят шашки обоих цветов: снимите шашки одного цвета.")
        }
        (Some(PositionError::TooManyCheckers { side, count }), _, Lang::En) => format!(
            "{} has {count} checkers on the board: at most 15.",
            side_name(lang, *side)
        ),
        (Some(PositionError::TooManyCheckers { side, count }), _, Lang::Ru) => {
            let who = match side {
                Side::White => "У белых",
                Side::Black => "У чёрных",
            };
            format!("{who} на доске {count} шашек: можно не больше 15.")
        }
        // No checker at all, or anything else the engine names.
        (Some(e), _, Lang::En) => format!("This is not a position: {e}."),
        (_, _, Lang::Ru) => "Это не позиция: на доске нет ни одной шашки.".into(),
        (None, None, Lang::En) => "This is not a position.".into(),
    }
}

/// The chances after a turn or before a roll: "win 55.1%, mars for 12.0%,
/// mars against 3.1%, equity +0.2331" (the numbers already written).
pub fn chances(lang: Lang, win: &str, win_mars: &str, lose_mars: &str, equity: &str) -> String {
    match lang {
        Lang::En => {
            format!("win {win}, mars for {win_mars}, mars against {lose_mars}, equity {equity}")
        }
        Lang::Ru => {
            format!("победа {win}, марс за {win_mars}, марс против {lose_mars}, эквити {equity}")
        }
    }
}

/// The heading of the chances before the roll.
pub fn before_roll(lang: Lang, side: Side) -> String {
    match lang {
        Lang::En => format!("Before the roll ({} to move)", side_name(lang, side)),
        Lang::Ru => format!("Перед броском ({})", side_name_in_text(side)),
    }
}
