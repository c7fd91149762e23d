//! The words of a record's error, asked of the worker: the page parses
//! records itself but its first download carries none of the errors' words
//! (4.5 KB gzipped, measured, in both languages). Each text is asked once
//! per language.

use super::worker_link::Thinking;
use crate::state::Unreadable;
use leptos::prelude::*;
use nardy_engine::Position;
use nardy_protocol::{Ask, Question};
use nardy_text::Lang;

/// Known and asked-for explanations: (language, record, words once known).
type Known = Vec<(Lang, String, Option<String>)>;

/// The page's explanations of unreadable records, shared by the panels.
#[derive(Clone, Copy)]
pub struct Explanations {
    known: RwSignal<Known>,
    thinking: Thinking,
}

impl Explanations {
    pub fn start(thinking: Thinking) -> Explanations {
        Explanations {
            known: RwSignal::new(Vec::new()),
            thinking,
        }
    }

    /// Why `u` cannot be read, in `lang` ("Line 7: …"); `None` until the
    /// worker has said. A tracked read: a memo calling it is redrawn with
    /// the words.
    pub fn record(&self, lang: Lang, u: &Unreadable) -> Option<String> {
        let found = self.known.with(|k| {
            k.iter()
                .find(|(l, text, _)| *l == lang && *text == u.text)
                .map(|(.., words)| words.clone())
        });
        if found.is_none() {
            self.ask(lang, u.text.clone());
        }
        found.flatten()
    }

    fn ask(&self, lang: Lang, text: String) {
        // Marked as asked without waking the memo that is asking.
        self.known
            .update_untracked(|k| k.push((lang, text.clone(), None)));
        let known = self.known;
        let question = Question::new(
            Ask::Explain {
                lang,
                record: text.clone(),
            },
            Position::start(),
        );
        let thinking = self.thinking;
        // Asked after the drawing that needed it: asking may start the
        // worker, or say the computer is away, which changes the state the
        // drawing is reading.
        set_timeout(
            move || {
                thinking.ask_aside_with(
                    question,
                    Box::new(move |words| {
                        known.update(|k| {
                            let entry = k.iter_mut().find(|(l, t, _)| *l == lang && *t == text);
                            if let Some(entry) = entry {
                                entry.2 = Some(words.clone());
                            }
                        })
                    }),
                )
            },
            std::time::Duration::ZERO,
        );
    }
}
