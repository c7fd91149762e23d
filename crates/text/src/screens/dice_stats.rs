//! The dice statistics' words (`locales/<code>/dice.ftl`).

use crate::lang::Lang;
use crate::numbers::fixed;
use crate::words::side_name;
use crate::{msg, T};
use nardy_dice::{ChiSquare, Fairness};
use nardy_engine::Side;
use std::sync::OnceLock;

/// The panel's words in one language.
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

impl Words {
    /// The words as `lang`'s messages have them.
    fn read(lang: Lang) -> Words {
        let t = |message: T| message.text(lang);
        Words {
            rolls_of_turns: t(T::DiceStatsRollsOfTurns),
            doubles: t(T::DiceStatsDoubles),
            faces: t(T::DiceStatsFaces),
            face: t(T::DiceStatsFace),
            dice: t(T::DiceStatsDice),
            combinations: t(T::DiceStatsCombinations),
            combinations_caption: t(T::DiceStatsCombinationsCaption),
            fairness: t(T::DiceStatsFairness),
            sequence: t(T::DiceStatsSequence),
            opening: t(T::DiceStatsOpening),
            device_keeps: t(T::DiceStatsDeviceKeeps),
            game: t(T::DiceStatsGame),
            side: [side_name(lang, Side::White), side_name(lang, Side::Black)],
            freedom: t(T::DiceStatsFreedom),
        }
    }
}

/// The words in `lang`, read once its messages are in.
pub fn words(lang: Lang) -> &'static Words {
    static READ: [OnceLock<Words>; Lang::ALL.len()] = [const { OnceLock::new() }; Lang::ALL.len()];
    if !crate::is_loaded(lang) {
        // Message ids only (a page mounts once its language is in): not
        // kept, so that the words are read again once the language loads.
        return Box::leak(Box::new(Words::read(lang)));
    }
    READ[lang.index()].get_or_init(|| Words::read(lang))
}

/// A test's result and its reading: "Faces: χ² = 3.2, 5 degrees of
/// freedom, p = 0.670 — consistent with fair dice."
pub fn fairness(lang: Lang, name: &str, t: &ChiSquare) -> String {
    let p = if t.p < 0.001 {
        T::DiceStatsPBelow.text(lang).to_string()
    } else {
        msg::dice_stats_p(lang, &fixed(lang, t.p, 3))
    };
    let reading = match t.fairness() {
        Fairness::TooFewRolls => msg::dice_stats_too_few_rolls(lang, t.rolls_needed),
        Fairness::Consistent => T::DiceStatsConsistent.text(lang).to_string(),
        Fairness::Unusual => T::DiceStatsUnusual.text(lang).to_string(),
        Fairness::VeryUnusual => T::DiceStatsVeryUnusual.text(lang).to_string(),
    };
    let statistic = fixed(lang, t.statistic, 1);
    msg::dice_stats_test(lang, name, &statistic, t.freedom, &p, &reading)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn test(freedom: u32, p: f64) -> ChiSquare {
        ChiSquare {
            statistic: 3.216,
            freedom,
            p,
            rolls_needed: 180,
            rolls: 1000,
        }
    }

    #[test]
    fn a_test_reads_with_its_language_s_decimals_and_plurals() {
        assert_eq!(
            fairness(Lang::En, "Faces", &test(5, 0.6704)),
            "Faces: χ² = 3.2, 5 degrees of freedom, p = 0.670 — consistent with fair dice."
        );
        assert_eq!(
            fairness(Lang::Ru, "Грани", &test(20, 0.0001)),
            "Грани: χ² = 3,2; 20 степеней свободы; p < 0.001 — очень необычно: \
             у честных заров такой перекос реже одного раза из 1000."
        );
        assert!(fairness(Lang::En, "Faces", &test(1, 0.5)).contains(" 1 degree of freedom,"));
        assert!(fairness(Lang::Ru, "Грани", &test(1, 0.5)).contains(" 1 степень свободы;"));
        assert!(fairness(Lang::Ru, "Грани", &test(3, 0.5)).contains(" 3 степени свободы;"));
    }

    #[test]
    fn words_are_read_once_per_language() {
        assert!(std::ptr::eq(words(Lang::Ru), words(Lang::Ru)));
        assert_eq!(words(Lang::En).side, ["White", "Black"]);
        assert_eq!(words(Lang::Ru).faces, "Грани");
    }
}
