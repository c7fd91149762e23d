//! The status line's sentences: whose turn, what was rolled, who won.

use crate::lang::Lang;
use crate::words::{points, side_name, side_name_in_text, win_kind};
use nardy_engine::{Side, WinKind};

pub fn opening_tie(lang: Lang, die: u8) -> String {
    match lang {
        Lang::En => format!("Both rolled {die} — rolling again…"),
        Lang::Ru => format!("У обоих {die} — перебрасываем…"),
    }
}

pub fn starts(lang: Lang, side: Side, white: u8, black: u8) -> String {
    match lang {
        Lang::En => format!(
            "White {white}, Black {black}: {} starts.",
            side_name(lang, side)
        ),
        Lang::Ru => format!(
            "Белые {white}, чёрные {black}: начинают {}.",
            side_name_in_text(side)
        ),
    }
}

pub fn pass(lang: Lang, side: Side) -> String {
    match lang {
        Lang::En => format!("{} cannot move — the turn passes.", side_name(lang, side)),
        Lang::Ru => format!("{}: хода нет — пропуск хода.", side_name(lang, side)),
    }
}

/// Tutor mode's stop: the better turn and what the played one loses.
pub fn tutor_stop(lang: Lang, best: &str, loss: &str) -> String {
    match lang {
        Lang::En => format!("A better turn was {best}; yours loses {loss} points per game."),
        Lang::Ru => format!("Лучше было {best}; ваш ход теряет {loss} очка за партию."),
    }
}

pub fn opening_prompt(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Rolling for the first move…",
        Lang::Ru => "Розыгрыш первого хода…",
    }
}

pub fn to_roll(lang: Lang, side: Side) -> String {
    match lang {
        Lang::En => format!("{} to roll.", side_name(lang, side)),
        Lang::Ru => format!("{}: бросок заров.", side_name(lang, side)),
    }
}

pub fn to_move(lang: Lang, side: Side, computer: bool) -> String {
    match (lang, computer) {
        (Lang::En, false) => format!("{} to move.", side_name(lang, side)),
        (Lang::En, true) => format!("The computer ({}) is moving…", side_name(lang, side)),
        (Lang::Ru, false) => format!("Ход: {}.", side_name_in_text(side)),
        (Lang::Ru, true) => format!("Ходит компьютер ({})…", side_name_in_text(side)),
    }
}

/// Classic's draw (RULES.md §8.1).
pub fn game_drawn(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "A draw: both bore off all 15, no points.",
        Lang::Ru => "Ничья: обе стороны выбросили все 15 шашек, очков нет.",
    }
}

/// A double waits for its answer.
pub fn cube_offered(lang: Lang, by: Side, value: u32) -> String {
    match lang {
        Lang::En => format!("{} doubles to {value}: take or pass?", side_name(lang, by)),
        Lang::Ru => format!(
            "{} удваивают до {value}: принять или отказаться?",
            side_name(lang, by)
        ),
    }
}

/// The cube hint's verdict: "Best: double; the answer: pass."
/// How many rolls ahead a hint line was judged: "1-ply" / "глуб. 1".
pub fn depth(lang: Lang, depth: u8) -> String {
    match lang {
        Lang::En => format!("{depth}-ply"),
        Lang::Ru => format!("глуб. {depth}"),
    }
}

pub fn cube_verdict(lang: Lang, double: bool, take: bool, dead: bool) -> String {
    if dead {
        // A double could only raise what the doubler's losses cost.
        return match lang {
            Lang::En => "The cube is dead: a double gains nothing.",
            Lang::Ru => "Куб мёртв: удвоение ничего не даёт.",
        }
        .into();
    }
    match lang {
        Lang::En => format!(
            "Best: {}; the answer: {}.",
            if double { "double" } else { "no double" },
            if take { "take" } else { "pass" }
        ),
        Lang::Ru => format!(
            "Лучше: {}; ответ: {}.",
            if double {
                "удвоить"
            } else {
                "не удваивать"
            },
            if take {
                "принять"
            } else {
                "отказаться"
            }
        ),
    }
}

pub fn game_won(lang: Lang, side: Side, kind: WinKind, pts: u32) -> String {
    match lang {
        Lang::En => format!(
            "{} wins: {}, {}.",
            side_name(lang, side),
            win_kind(lang, kind),
            points(lang, pts)
        ),
        Lang::Ru => format!(
            "Победа: {} — {}, {}.",
            side_name_in_text(side),
            win_kind(lang, kind),
            points(lang, pts)
        ),
    }
}

pub fn match_won(lang: Lang, side: Side) -> String {
    match lang {
        Lang::En => format!("{} wins the match!", side_name(lang, side)),
        Lang::Ru => format!("{} выиграли матч!", side_name(lang, side)),
    }
}

/// The play-on dialog's first line: whose turn it is in the position.
pub fn play_on_intro(lang: Lang, side: Side) -> String {
    match lang {
        Lang::En => format!(
            "A new match from the position on the board; {} rolls first. The match under review is kept.",
            side_name(lang, side)
        ),
        Lang::Ru => format!(
            "Новый матч с позиции на доске; первыми бросают {}. Просматриваемый матч сохраняется.",
            match side {
                Side::White => "белые",
                Side::Black => "чёрные",
            }
        ),
    }
}

/// Where a replay stands: game, turn and the turn's notation.
pub fn review_status(lang: Lang, game: usize, turn: usize, turns: usize, notation: &str) -> String {
    match lang {
        Lang::En => format!("Game {game} · turn {turn} of {turns} {notation}"),
        Lang::Ru => format!("Партия {game} · ход {turn} из {turns} {notation}"),
    }
}
