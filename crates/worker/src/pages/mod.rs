//! Pages the worker writes for the app: the rules screen and the position
//! editor. The page's first download has no room for them, so they come
//! with the worker (precached for offline play), as the review's report
//! does; the page shows the HTML and sends back what was done on it.

pub mod editor;
mod picture;
pub mod rules;

use nardy_ai::{Answer, Thinker};
use nardy_engine::Position;

/// The answer to a page question (`Ask::Page`).
pub fn answer(
    thinker: &mut Thinker,
    lang: &str,
    page: &str,
    action: &str,
    arg: &str,
    state: &str,
    game: &Position,
) -> Result<Answer, String> {
    let ru = lang == "ru";
    match page {
        "rules" => Ok(Answer::Page {
            command: "show".into(),
            state: String::new(),
            html: rules::html(lang),
        }),
        "editor" => Ok(editor::answer(thinker, ru, action, arg, state, game)),
        _ => Err(format!("no page '{page}'")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_ai::Evaluator;

    #[test]
    fn each_page_answers_and_an_unknown_one_is_refused() {
        let mut thinker = Thinker::new(Evaluator::embedded());
        let start = Position::start();
        for page in ["rules", "editor"] {
            let answer = answer(&mut thinker, "ru", page, "open", "", "", &start).unwrap();
            assert!(matches!(answer, Answer::Page { ref command, .. } if command == "show"));
        }
        assert!(answer(&mut thinker, "en", "chess", "open", "", "", &start).is_err());
    }
}
