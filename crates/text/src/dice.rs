//! The dice panel's sentences: what a game's dice lines prove (the
//! statistics' are the worker's, crates/worker/src/dice_stats.rs).

use crate::lang::Lang;
use crate::T;
use nardy_dice::{DiceCheck, Mismatch};

/// A game's check, in a sentence ("Game 2: verified: …").
pub fn check(lang: Lang, game: usize, check: &DiceCheck) -> String {
    let what = match check {
        DiceCheck::Verified => T::DiceVerified.text(lang).to_string(),
        DiceCheck::NotRevealed => T::DiceNotRevealed.text(lang).to_string(),
        DiceCheck::NotVerifiable => T::DiceNotVerifiable.text(lang).to_string(),
        DiceCheck::Failed(m) => format!("{}: {}", T::DiceFailed.text(lang), mismatch(lang, m)),
    };
    match lang {
        Lang::En => format!("Game {game}: {what}"),
        Lang::Ru => format!("Партия {game}: {what}"),
    }
}

/// Where a game's dice and its seed part.
pub fn mismatch(lang: Lang, m: &Mismatch) -> String {
    match (lang, m) {
        (Lang::En, m) => m.to_string(),
        (Lang::Ru, Mismatch::Commitment { expected, found }) => {
            format!("SHA-256 зерна — {found}, а обязательство — {expected}")
        }
        (
            Lang::Ru,
            Mismatch::Opening {
                index,
                recorded: (rw, rb),
                derived: (dw, db),
            },
        ) => format!("розыгрыш {index} записан как {rw}-{rb}, а зерно даёт {dw}-{db}"),
        (
            Lang::Ru,
            Mismatch::Turn {
                number,
                recorded,
                derived,
            },
        ) => format!("ход {number} записан с {recorded}, а зерно даёт {derived}"),
    }
}

/// The notice after an import: each game's check.
pub fn record_checks(lang: Lang, checks: &[DiceCheck]) -> String {
    let lead = match lang {
        Lang::En => "Record loaded. Its dice:",
        Lang::Ru => "Запись загружена. Её зары:",
    };
    let games: Vec<String> = checks
        .iter()
        .enumerate()
        .map(|(i, c)| check(lang, i + 1, c))
        .collect();
    format!("{lead} {}.", games.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_check_names_the_turn_in_both_languages() {
        let m = Mismatch::Turn {
            number: 7,
            recorded: nardy_engine::Dice::new(6, 5).unwrap(),
            derived: nardy_engine::Dice::new(2, 1).unwrap(),
        };
        let failed = DiceCheck::Failed(m);
        assert!(check(Lang::En, 1, &failed).contains("turn 7"));
        assert!(check(Lang::Ru, 1, &failed).contains("ход 7"));
        let notice = record_checks(Lang::En, &[DiceCheck::Verified, DiceCheck::NotVerifiable]);
        assert!(notice.starts_with("Record loaded. Its dice: Game 1: verified"));
        assert!(notice.contains("Game 2: dice not verifiable"));
    }
}
