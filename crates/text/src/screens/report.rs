//! The review report's words (`locales/<code>/report.ftl`).

use crate::lang::Lang;
use crate::words::{level_name, side_name};
use crate::{msg, T};
use nardy_engine::Side;
use std::sync::OnceLock;

/// The report's words in one language.
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

impl Words {
    /// The words as `lang`'s messages have them.
    fn read(lang: Lang) -> Words {
        let t = |message: T| message.text(lang);
        Words {
            title: t(T::ReportTitle),
            player: [side_name(lang, Side::White), side_name(lang, Side::Black)],
            decisions: t(T::ReportDecisions),
            error_rate: t(T::ReportErrorRate),
            ladder: t(T::ReportLadder),
            pr: t(T::ReportPr),
            marks: [
                t(T::ReportInaccuracies),
                t(T::ReportMistakes),
                t(T::ReportBlunders),
            ],
            luck: t(T::ReportLuck),
            graph: t(T::ReportGraph),
            game: t(T::ReportGame),
            adjusted: t(T::ReportAdjusted),
            loss: t(T::ReportLoss),
            best: t(T::ReportBest),
            no_choice: t(T::ReportNoChoice),
            turns: t(T::ReportTurns),
            cube: t(T::ReportCube),
            before_turn: t(T::ReportBeforeTurn),
            choices: [
                t(T::ReportNoDouble),
                t(T::ReportDouble),
                t(T::ReportTake),
                t(T::ReportPass),
                t(T::ReportBeaver),
            ],
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

/// A player's place on the levels' ladder: "intermediate", "below
/// beginner", "expert or better" (Russian: «средний», «слабее, чем
/// новичок», «эксперт или сильнее»).
pub fn rung(lang: Lang, rung: nardy_ai::Rung) -> String {
    use nardy_ai::{Level, Rung};
    // The review judges at expert's depth: the ladder's top.
    let top = Level(nardy_ai::LEVEL_RATES.len() as u8 - 1);
    match rung {
        Rung::Like(level) => level_name(lang, level).to_string(),
        Rung::BelowWeakest => msg::report_rung_below(lang, level_name(lang, Level(0))),
        Rung::Top => msg::report_rung_top(lang, level_name(lang, top)),
    }
}
