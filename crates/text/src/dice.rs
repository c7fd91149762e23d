//! The dice panel's sentences: what a game's dice lines prove
//! (`locales/<code>/dice.ftl`; the statistics' words are in
//! screens/dice_stats.rs).

use crate::lang::Lang;
use crate::{msg, T};
use nardy_dice::{DiceCheck, Mismatch};

/// A game's check, in a sentence ("Game 2: verified: …").
pub fn check(lang: Lang, game: usize, check: &DiceCheck) -> String {
    let what = match check {
        DiceCheck::Verified => T::DiceVerified.text(lang).to_string(),
        DiceCheck::NotRevealed => T::DiceNotRevealed.text(lang).to_string(),
        DiceCheck::NotVerifiable => T::DiceNotVerifiable.text(lang).to_string(),
        DiceCheck::Failed(m) => {
            msg::dice_check_failed(lang, T::DiceFailed.text(lang), &mismatch(lang, m))
        }
    };
    msg::dice_game_check(lang, game, &what)
}

/// Where a game's dice and its seed part.
pub fn mismatch(lang: Lang, m: &Mismatch) -> String {
    match m {
        Mismatch::Commitment { expected, found } => {
            msg::dice_mismatch_commitment(lang, found, expected)
        }
        Mismatch::Opening {
            index,
            recorded: (rw, rb),
            derived: (dw, db),
        } => msg::dice_mismatch_opening(lang, *index, &format!("{rw}-{rb}"), &format!("{dw}-{db}")),
        Mismatch::Turn {
            number,
            recorded,
            derived,
        } => msg::dice_mismatch_turn(lang, *number, &recorded.to_string(), &derived.to_string()),
    }
}

/// The notice after an import: each game's check.
pub fn record_checks(lang: Lang, checks: &[DiceCheck]) -> String {
    let games: Vec<String> = checks
        .iter()
        .enumerate()
        .map(|(i, c)| check(lang, i + 1, c))
        .collect();
    msg::dice_record_checks(lang, &games.join(T::DiceChecksSeparator.text(lang)))
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
