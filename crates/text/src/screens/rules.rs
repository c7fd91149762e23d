//! The rules screen's words: RULES.md in plain words, a section each,
//! with each diagram's caption (the diagrams are drawn by `nardy-screens`).
//! The texts are the messages `rules-*` (`locales/<code>/rules.ftl`).

use crate::lang::Lang;
use crate::T;

/// One section of the rules: its id (the page's anchor), heading,
/// paragraphs and its diagram's caption, as messages.
pub struct Section {
    pub id: &'static str,
    title: T,
    text: &'static [T],
    caption: Option<T>,
}

impl Section {
    pub fn title(&self, lang: Lang) -> &'static str {
        self.title.text(lang)
    }

    /// The section's paragraphs, in order.
    pub fn text(&self, lang: Lang) -> Vec<&'static str> {
        self.text.iter().map(|p| p.text(lang)).collect()
    }

    pub fn caption(&self, lang: Lang) -> Option<&'static str> {
        self.caption.map(|c| c.text(lang))
    }
}

/// The screen's heading and its contents' label.
pub fn heading(lang: Lang) -> (&'static str, &'static str) {
    (T::RulesHeading.text(lang), T::RulesContents.text(lang))
}

pub const SECTIONS: &[Section] = &[
    Section {
        id: "board",
        title: T::RulesBoardTitle,
        text: &[T::RulesBoardP1, T::RulesBoardP2, T::RulesBoardP3],
        caption: Some(T::RulesBoardCaption),
    },
    Section {
        id: "turn",
        title: T::RulesTurnTitle,
        text: &[T::RulesTurnP1, T::RulesTurnP2, T::RulesTurnP3],
        caption: Some(T::RulesTurnCaption),
    },
    Section {
        id: "head",
        title: T::RulesHeadTitle,
        text: &[T::RulesHeadP1, T::RulesHeadP2],
        caption: Some(T::RulesHeadCaption),
    },
    Section {
        id: "block",
        title: T::RulesBlockTitle,
        text: &[T::RulesBlockP1, T::RulesBlockP2],
        caption: Some(T::RulesBlockCaption),
    },
    Section {
        id: "bear-off",
        title: T::RulesBearOffTitle,
        text: &[T::RulesBearOffP1],
        caption: Some(T::RulesBearOffCaption),
    },
    Section {
        id: "score",
        title: T::RulesScoreTitle,
        text: &[T::RulesScoreP1, T::RulesScoreP2, T::RulesScoreP3],
        caption: Some(T::RulesScoreCaption),
    },
    Section {
        id: "hachapuri",
        title: T::RulesHachapuriTitle,
        text: &[
            T::RulesHachapuriP1,
            T::RulesHachapuriP2,
            T::RulesHachapuriP3,
        ],
        caption: Some(T::RulesHachapuriCaption),
    },
];
