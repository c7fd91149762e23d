//! A friend by link, in a Web Worker of its own (Trunk builds it as a third
//! wasm, `data-type="worker"` in index.html): the Ed25519 signatures and the
//! two-party dice (`nardy-remote`, through `nardy_protocol::answer_remote`)
//! weigh some 50 KB gzipped, which neither the first load nor the computer's
//! worker should carry; this one is fetched when a remote game first opens.
//! Same lines as the computer's worker: `<number> <question>` in,
//! `<number> <microseconds> <answer>` or `<number> error <why>` out; it
//! answers only `Ask::Remote`.

#[cfg(target_arch = "wasm32")]
mod worker {
    use nardy_protocol::{answer_remote, Answer, Ask, Question, RemoteAsk};
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    fn reply(line: &str) -> String {
        let (id, question) = line.split_once(' ').unwrap_or((line, ""));
        let answer = Question::parse(question).and_then(|q| match q.ask {
            Ask::Remote { lang, request } => {
                let ask = RemoteAsk::parse(&request)?;
                // The device's clock, in seconds: the time each message is
                // signed at, and what a claim of the match is checked by.
                let now = (js_sys::Date::now() / 1000.0) as u64;
                Ok(Answer::Remote(answer_remote(lang, &ask, now).to_line()))
            }
            _ => Err("this worker answers only remote questions".to_string()),
        });
        match answer {
            // No clock: a signature takes well under a millisecond.
            Ok(answer) => format!("{id} 0 {}", answer.to_line()),
            Err(why) => format!("{id} error {why}"),
        }
    }

    pub fn start() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let post = scope.clone();
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            let line = e.data().as_string().unwrap_or_default();
            // The page's words in a language, before any question in it.
            if nardy_text::load_posted(&line) {
                return;
            }
            // The page is gone if this fails; there is no one to tell.
            let _ = post.post_message(&JsValue::from_str(&reply(&line)));
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
