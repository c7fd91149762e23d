//! The computer thinks in a Web Worker (crates/worker, built by Trunk as a
//! second wasm with the network inside): started when a game first asks
//! it something (a computer's turn, a hint list, the chances before a
//! roll), never on the page's thread.
//!
//! The state says what it wants to know (`AppState::question`); this posts
//! it as a line, numbered, and sends the answer back as `Action::Answered`.
//! An answer to an older question is dropped. If the worker cannot start
//! (offline before its first visit) or fails, the player is told
//! (`Notice::ComputerUnavailable`) and it is started again after a while.
//!
//! The build names the worker's files by their content hash and writes the
//! loader's name into `<meta name="nardy-worker">` (scripts/pwa-build.mjs);
//! the service worker precaches them, so the computer plays offline.
//!
//! A remote game's questions (`AppState::remote_question`) go the same way
//! to a worker of their own (crates/remote-worker, `meta[name=nardy-remote-worker]`):
//! its signing code stays out of the computer's download.

use super::{browser, messages};
use crate::state::{Action, Notice};
use crate::store::Store;
use leptos::prelude::*;
use nardy_protocol::{Answer, Ask, Question};
use nardy_text::Lang;
use std::time::Duration;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};

/// Which worker a link talks to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Which {
    Computer,
    Remote,
}

impl Which {
    /// The `<meta>` that names its loader, which is also the loader's name
    /// (+ `_loader.js`) when the page does not name one (`trunk serve`).
    fn name(self) -> &'static str {
        match self {
            Which::Computer => "nardy-worker",
            Which::Remote => "nardy-remote-worker",
        }
    }

    fn question(self, s: &crate::state::AppState) -> Option<Question> {
        match self {
            Which::Computer => s.question(),
            Which::Remote => s.remote_question(),
        }
    }
}
/// The wait before starting the worker again after a failure.
const RETRY: Duration = Duration::from_secs(5);
/// How long the computer thinks before the page says so.
const SHOW_THINKING: Duration = Duration::from_millis(300);

/// True while the computer has been thinking for a noticeable time; and
/// the way to ask the worker something apart from the state's question.
#[derive(Clone, Copy)]
pub struct Thinking(
    pub ReadSignal<bool>,
    Store,
    StoredValue<WorkerLink, LocalStorage>,
    WriteSignal<bool>,
);

impl Thinking {
    /// Asks `question` apart from the game's (the dice panel's statistics,
    /// a record error's words: what the state knows nothing of); its
    /// answer's HTML is set into `reply`. Each is answered, in order.
    pub fn ask_aside(&self, question: Question, reply: WriteSignal<Option<String>>) {
        self.ask_aside_with(question, Box::new(move |html| reply.set(Some(html))));
    }

    /// [`Thinking::ask_aside`], its answer's HTML given to `reply`.
    pub fn ask_aside_with(&self, question: Question, reply: Box<dyn Fn(String)>) {
        let Thinking(_, store, link, set_thinking) = *self;
        let id = link.with_value(|t| t.next_id);
        link.update_value(|t| {
            t.next_id += 1;
            t.asides.push(Aside {
                id,
                lang: question.ask.lang(),
                line: question.to_line(),
                posted: false,
                reply,
            });
        });
        if link.with_value(|t| t.worker.is_none()) {
            match spawn(store, link, set_thinking) {
                Ok(worker) => link.update_value(|t| t.worker = Some(worker)),
                Err(why) => return failed(store, link, set_thinking, &why),
            }
        }
        post_aside(link);
    }
}

/// Posts the questions asked aside, once the worker listens.
fn post_aside(link: StoredValue<WorkerLink, LocalStorage>) {
    if !link.with_value(|t| t.ready) {
        return; // posted when it says `ready` (words posted earlier would be lost)
    }
    let wanted = link.with_value(|t| {
        t.asides
            .iter()
            .filter(|a| !a.posted)
            .find_map(|a| a.lang.filter(|l| !t.langs.contains(l)))
    });
    if let Some(lang) = wanted {
        if !has_words(link, lang, move || post_aside(link)) {
            return;
        }
    }
    link.update_value(|t| {
        let (true, Some(w)) = (t.ready, &t.worker) else {
            return;
        };
        for a in t.asides.iter_mut().filter(|a| !a.posted) {
            let _ = w.post_message(&JsValue::from_str(&format!("{} {}", a.id, a.line)));
            a.posted = true;
        }
    });
}

/// A question asked apart from the state's, and where its answer goes.
struct Aside {
    id: u32,
    lang: Option<Lang>,
    line: String,
    posted: bool,
    reply: Box<dyn Fn(String)>,
}

/// The worker and the question it was last asked.
struct WorkerLink {
    which: Which,
    worker: Option<Worker>,
    /// The worker has said `ready`: a message posted before its wasm has
    /// started and listens would be lost.
    ready: bool,
    asked: Option<(u32, Question)>,
    /// The questions asked apart from the state's, not answered yet.
    asides: Vec<Aside>,
    next_id: u32,
    /// The languages whose messages the worker has been given.
    langs: Vec<Lang>,
    /// Those of a language are being fetched for it.
    fetching: bool,
}

/// `messages <code>` and, on the next lines, one of `lang`'s compiled
/// catalogs (what `nardy_text::load` takes), for each catalog loaded.
fn post_messages(worker: &Worker, lang: Lang) {
    for text in nardy_text::compiled(lang) {
        let line = format!("messages {}\n{text}", lang.code());
        let _ = worker.post_message(&JsValue::from_str(&line));
    }
}

/// Whether the worker (which has said `ready`) has `lang`'s messages (the
/// page's and the screens'), so a question in `lang` may be posted. If not,
/// they are fetched (the screens' catalog comes only now, out of the first
/// load), posted, and `then` runs: it asks again.
fn has_words(
    link: StoredValue<WorkerLink, LocalStorage>,
    lang: Lang,
    then: impl FnOnce() + 'static,
) -> bool {
    if link.with_value(|t| t.langs.contains(&lang)) {
        return true;
    }
    if link.with_value(|t| t.fetching) {
        return false; // asked again when those words are in
    }
    link.update_value(|t| t.fetching = true);
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(why) = messages::ensure(lang, messages::ALL_PARTS).await {
            browser::warn(&format!(
                "the {} screens' words did not load: {why}",
                lang.code()
            ));
        }
        link.update_value(|t| {
            if let Some(worker) = &t.worker {
                post_messages(worker, lang);
            }
            t.langs.push(lang);
            t.fetching = false;
        });
        then();
    });
    false
}

/// Asks the remote game's worker whenever the state has a new remote question.
pub fn start_remote(store: Store) {
    if crate::state::REMOTE {
        start_link(store, Which::Remote);
    }
}

/// Asks the worker whenever the state has a new question.
pub fn start(store: Store) -> Thinking {
    start_link(store, Which::Computer)
}

fn start_link(store: Store, which: Which) -> Thinking {
    let link = StoredValue::new_local(WorkerLink {
        which,
        worker: None,
        ready: false,
        asked: None,
        asides: Vec::new(),
        next_id: 1,
        langs: Vec::new(),
        fetching: false,
    });
    let (thinking, set_thinking) = signal(false);
    Effect::new(move |_| {
        let question = store.with(|s| which.question(s));
        ask(store, link, set_thinking, question);
    });
    Thinking(thinking, store, link, set_thinking)
}

fn ask(
    store: Store,
    link: StoredValue<WorkerLink, LocalStorage>,
    set_thinking: WriteSignal<bool>,
    question: Option<Question>,
) {
    let Some(question) = question else {
        link.update_value(|t| t.asked = None);
        set_thinking.set(false);
        return;
    };
    if link.with_value(|t| t.asked.as_ref().is_some_and(|(_, q)| *q == question)) {
        return; // asked already; the answer is on its way
    }
    if link.with_value(|t| t.worker.is_none()) {
        match spawn(store, link, set_thinking) {
            Ok(worker) => link.update_value(|t| t.worker = Some(worker)),
            Err(why) => return failed(store, link, set_thinking, &why),
        }
    }
    if !link.with_value(|t| t.ready) {
        return; // asked when it says `ready`
    }
    if let Some(lang) = question.ask.lang() {
        let again = move || {
            let which = link.with_value(|t| t.which);
            ask(
                store,
                link,
                set_thinking,
                store.with_untracked(|s| which.question(s)),
            );
        };
        if !has_words(link, lang, again) {
            return;
        }
    }
    let id = link.with_value(|t| t.next_id);
    let line = format!("{id} {}", question.to_line());
    let posted = link.with_value(|t| {
        t.worker
            .as_ref()
            .map(|w| w.post_message(&JsValue::from_str(&line)))
    });
    if let Some(Err(e)) = posted {
        return failed(store, link, set_thinking, &format!("{e:?}"));
    }
    let page = matches!(question.ask, Ask::Page { .. } | Ask::Remote { .. });
    link.update_value(|t| {
        t.asked = Some((id, question));
        t.next_id += 1;
    });
    if page {
        return; // a page is no thinking of the computer's
    }
    set_timeout(
        move || {
            let still = link.with_value(|t| t.asked.as_ref().is_some_and(|(i, _)| *i == id));
            set_thinking.set(still);
        },
        SHOW_THINKING,
    );
}

/// Starts the worker and listens to its answers and its failures.
fn spawn(
    store: Store,
    link: StoredValue<WorkerLink, LocalStorage>,
    set_thinking: WriteSignal<bool>,
) -> Result<Worker, String> {
    let which = link.with_value(|t| t.which);
    let worker = Worker::new(&loader_name(which)).map_err(|e| format!("{e:?}"))?;
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
        let line = e.data().as_string().unwrap_or_default();
        answer(store, link, set_thinking, &line);
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget(); // as long as the worker lives
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_| {
        failed(
            store,
            link,
            set_thinking,
            "the worker stopped with an error",
        );
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    Ok(worker)
}

/// One line from the worker: `<id> <µs> <answer>`, `<id> progress <done>
/// <total>`, `<id> error <why>` or `ready`.
fn answer(
    store: Store,
    link: StoredValue<WorkerLink, LocalStorage>,
    set_thinking: WriteSignal<bool>,
    line: &str,
) {
    if line == "ready" {
        link.update_value(|t| t.ready = true);

        post_aside(link);
        let which = link.with_value(|t| t.which);
        let question = store.with_untracked(|s| which.question(s));
        return ask(store, link, set_thinking, question);
    }
    let mut parts = line.splitn(3, ' ');
    let (Some(id), Some(micros), Some(rest)) = (parts.next(), parts.next(), parts.next()) else {
        return;
    };
    let mut aside = None;
    link.update_value(|t| {
        if let Some(i) = t.asides.iter().position(|a| id.parse() == Ok(a.id)) {
            aside = Some(t.asides.remove(i));
        }
    });
    if let Some(aside) = aside {
        if let Ok(Answer::Page { html, .. }) = Answer::parse(rest) {
            (aside.reply)(html);
        }
        return;
    }
    let asked_id = link.with_value(|t| t.asked.as_ref().map(|(i, _)| *i));
    if asked_id.is_none() || id.parse().ok() != asked_id {
        return; // an answer to an older question
    }
    if micros == "progress" {
        // `<id> progress <done> <total>`: a review is under way.
        let (done, total) = rest.split_once(' ').unwrap_or_default();
        if let (Ok(done), Ok(total)) = (done.parse(), total.parse()) {
            store.send(Action::ReviewProgress(done, total));
        }
        return;
    }
    let answer = match micros {
        "error" => Err(rest.to_string()),
        _ => Answer::parse(rest),
    };
    // Cloned only now: a review's question holds the whole record, and its
    // progress lines above need none of it.
    let Some((_, question)) = link.with_value(|t| t.asked.clone()) else {
        return;
    };
    match answer {
        Ok(answer) => {
            set_thinking.set(false);
            if matches!(question.ask, Ask::Page { .. } | Ask::Remote { .. }) {
                // A page may ask the very same again (a click that changed
                // nothing): it is a new request, not the one on its way.
                link.update_value(|t| t.asked = None);
            }
            store.send(Action::Answered {
                question,
                answer,
                // Whole microseconds: a float parser would cost 7 KB gzipped.
                thought_ms: micros.parse::<u32>().unwrap_or(0) as f64 / 1000.0,
            });
        }
        Err(why) => browser::warn(&format!("the computer could not answer: {why}")),
    }
}

/// The worker is gone: say so, and start it again after a while.
fn failed(
    store: Store,
    link: StoredValue<WorkerLink, LocalStorage>,
    set_thinking: WriteSignal<bool>,
    why: &str,
) {
    browser::warn(&format!("a worker is unavailable: {why}"));
    let which = link.with_value(|t| t.which);
    link.update_value(|t| {
        if let Some(w) = t.worker.take() {
            w.terminate();
        }
        t.ready = false;
        t.asked = None;
        // The next worker is given the words again, and asked again.
        t.langs.clear();
        for a in &mut t.asides {
            a.posted = false;
        }
    });
    set_thinking.set(false);
    let notice = match which {
        Which::Computer => Notice::ComputerUnavailable,
        Which::Remote => Notice::RemoteUnavailable,
    };
    if store.with_untracked(|s| s.notice() != Some(&notice)) {
        store.send(Action::ShowNotice(notice));
    }
    set_timeout(
        move || {
            let question = store.with_untracked(|s| which.question(s));
            ask(store, link, set_thinking, question);
        },
        RETRY,
    );
}

/// The worker's loader, as the build wrote it into the page.
fn loader_name(which: Which) -> String {
    document()
        .query_selector(&format!("meta[name={}]", which.name()))
        .ok()
        .flatten()
        .and_then(|meta| meta.get_attribute("content"))
        .unwrap_or_else(|| format!("{}_loader.js", which.name()))
}
