//! The computer's thinking, in a Web Worker (Trunk builds this as a second
//! wasm, `data-type="worker"` in index.html): the page posts a question
//! line (`nardy_protocol::Question`, prefixed by its number) and gets back
//! `<number> <microseconds> <answer>` (`nardy_protocol::Answer`), or
//! `<number> error <why>`. (Whole microseconds: parsing a float would cost
//! the page 7 KB gzipped of tables.) The page's thread never runs a
//! search, so a deep one cannot freeze it. The AI answers through
//! `nardy_protocol::Answerer`; the screens are `nardy-screens`'.

#[cfg(target_arch = "wasm32")]
mod worker {
    use nardy_ai::Evaluator;
    use nardy_protocol::{Answer, Answerer, Ask, PageCommand, Question};
    use nardy_screens::{dice_stats, explain, page, report};
    use std::cell::RefCell;
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, WorkerGlobalScope};

    /// Milliseconds on the worker's monotonic clock.
    fn now(scope: &WorkerGlobalScope) -> f64 {
        scope.performance().map_or(0.0, |p| p.now())
    }

    /// One answer line for one question line.
    fn reply(scope: &DedicatedWorkerGlobalScope, answerer: &mut Answerer, line: &str) -> String {
        let (id, question) = line.split_once(' ').unwrap_or((line, ""));
        let started = now(scope);
        let answer = Question::parse(question).and_then(|q| match &q.ask {
            Ask::Review { lang, record } => {
                // Progress after each turn: the page shows a bar meanwhile.
                let progress = |done, total| {
                    let _ = scope
                        .post_message(&JsValue::from_str(&format!("{id} progress {done} {total}")));
                };
                let (review, m) = answerer.review(record, progress)?;
                let best = review.turns.iter().map(|t| t.best.turn).collect();
                let html = report::html(&review, &m, *lang);
                Ok(Answer::Report { best, html })
            }
            Ask::Page {
                lang,
                page: kind,
                action,
                state,
            } => Ok(page(
                answerer,
                *lang,
                *kind,
                action,
                state,
                &q.position,
                q.free_head,
            )),
            Ask::DiceStats {
                lang,
                scope,
                device,
                record,
            } => dice_stats::html(*lang, *scope, device, record).map(|html| Answer::Page {
                command: PageCommand::Show,
                state: String::new(),
                html,
            }),
            Ask::Explain { lang, record } => Ok(Answer::Page {
                command: PageCommand::Show,
                state: String::new(),
                html: explain::record(*lang, record),
            }),
            _ => answerer.answer(&q),
        });
        match answer {
            Ok(answer) => {
                let micros = ((now(scope) - started) * 1000.0).round() as u64;
                format!("{id} {micros} {}", answer.to_line())
            }
            Err(why) => format!("{id} error {why}"),
        }
    }

    pub fn start() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let answerer = RefCell::new(Answerer::new(Evaluator::embedded()));
        let post = scope.clone();
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            let line = e.data().as_string().unwrap_or_default();
            // The page's words in a language, before any question in it.
            if nardy_text::load_posted(&line) {
                return;
            }
            let answer = reply(&post, &mut answerer.borrow_mut(), &line);
            // The page is gone if this fails; there is no one to tell.
            let _ = post.post_message(&JsValue::from_str(&answer));
        });
        scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget(); // lives as long as the worker
        let _ = scope.post_message(&JsValue::from_str("ready"));
    }
}

fn main() {
    #[cfg(target_arch = "wasm32")]
    worker::start();
}
