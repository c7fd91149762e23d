//! The screens the worker writes for the page as HTML: the rules, the
//! position editor, the dice statistics and the review's report; and the
//! words of a record's errors. The
//! page's first download has no room for them, so they come with the
//! worker (precached for offline play); the page shows the HTML and sends
//! back what was done on it (`nardy_protocol::PageAction`). Their words
//! are `nardy-text`'s.

pub mod dice_stats;
pub mod editor;
pub mod explain;
mod picture;
pub mod report;
pub mod rules;

use nardy_engine::Position;
use nardy_protocol::{Answer, Answerer, PageAction, PageCommand, PageKind};
use nardy_text::Lang;

/// The answer to a page question (`Ask::Page`): `action` done on `page`,
/// whose last answer left `state`; `game` is the position of the game, and
/// `free_head` says it moves by hachapuri's rules.
pub fn page(
    answerer: &mut Answerer,
    lang: Lang,
    page: PageKind,
    action: &PageAction,
    state: &str,
    game: &Position,
    free_head: bool,
) -> Answer {
    match page {
        PageKind::Rules => Answer::Page {
            command: PageCommand::Show,
            state: String::new(),
            html: rules::html(lang),
        },
        PageKind::Editor => editor::answer(answerer, lang, action, state, game, free_head),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_ai::Evaluator;

    #[test]
    fn each_page_answers_its_opening() {
        let mut answerer = Answerer::new(Evaluator::embedded());
        let start = Position::start();
        for kind in PageKind::ALL {
            let answer = page(
                &mut answerer,
                Lang::Ru,
                kind,
                &PageAction::Open(None),
                "",
                &start,
                false,
            );
            assert!(matches!(
                answer,
                Answer::Page {
                    command: PageCommand::Show,
                    ..
                }
            ));
        }
    }
}
