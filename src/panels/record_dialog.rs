//! The game record dialog: the whole match as text (copy, download, replay)
//! and an import box whose errors name the line and the problem.

use super::html::{closest_data, esc};
use crate::app::store::use_store;
use crate::i18n::{self, Lang, T};
use crate::platform::{browser, kept, storage};
use crate::state::{Action, AppState, Dialog, Mode};
use leptos::prelude::*;
use nardy_engine::{write_record_with_dice, Side};
use wasm_bindgen::JsCast;

/// The informational headers of an exported record (names in English, like
/// the notation).
pub fn export_headers(s: &AppState, date: &str) -> Vec<(String, String)> {
    let name = |side: Side| match s.options().mode {
        Mode::HotSeat => "Player".to_string(),
        Mode::Computer if s.is_computer(side) => {
            format!("Computer ({})", s.options().level.name())
        }
        Mode::Computer => "You".to_string(),
    };
    let [w, b] = s.r#match().score();
    let result = match s.r#match().winner() {
        Some(Side::White) => format!("White wins the match {w}-{b}"),
        Some(Side::Black) => format!("Black wins the match {b}-{w}"),
        None => format!("unfinished, White {w} - Black {b}"),
    };
    let mut headers = vec![
        ("Date".into(), date.into()),
        ("White".into(), name(Side::White)),
        ("Black".into(), name(Side::Black)),
        ("Result".into(), result),
    ];
    // Turns replayed after a take-back are not the match as first played.
    if s.options().take_backs {
        headers.push(("Take-backs".into(), s.taken_back().to_string()));
    }
    headers
}

/// The export text of the match as it stands, with each game's dice
/// commitment and, once the game is over, its seed.
pub fn export_text(s: &AppState, date: &str) -> String {
    write_record_with_dice(s.r#match(), &export_headers(s, date), s.dice().lines())
}

#[component]
pub fn RecordDialog() -> impl IntoView {
    let store = use_store();
    let open =
        Memo::new(move |_| store.with(|s| matches!(s.dialog(), Some(Dialog::Record { .. }))));
    move || open.get().then(|| view! { <RecordBody/> })
}

#[component]
fn RecordBody() -> impl IntoView {
    let store = use_store();
    let lang = store.with_untracked(|s| s.lang());
    let t = move |k: T| k.text(lang);
    let date = browser::now_iso();
    let text = store.with_untracked(|s| export_text(s, &date));
    let file_name = format!("long-nardy-{}.txt", date.get(..10).unwrap_or("game"));
    let export = NodeRef::<leptos::html::Textarea>::new();
    let pasted = RwSignal::new(String::new());
    // The last import's error, in the reader's language.
    let error = Memo::new(move |_| {
        store.with(|s| match s.dialog() {
            Some(Dialog::Record {
                import_error: Some(e),
            }) => Some(i18n::errors::record_error(lang, e)),
            _ => None,
        })
    });
    let copy = move |_| {
        if let Some(el) = export.get_untracked() {
            el.select();
            copy_selection();
        }
    };
    let download = {
        let text = text.clone();
        move |_| download_text(&file_name, &text)
    };
    let kept_html = kept_html(lang);
    // A record from a file: read, then imported as if pasted.
    let import_file = move |e: leptos::ev::Event| {
        let file = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .and_then(|input| input.files())
            .and_then(|files| files.get(0));
        if let Some(file) = file {
            leptos::task::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
                if let Some(text) = text.ok().and_then(|t| t.as_string()) {
                    store.send(Action::ImportRecord(text));
                }
            });
        }
    };
    let on_kept = move |e: web_sys::MouseEvent| {
        let slot = |name| closest_data(&e, name).and_then(|v| v.parse::<usize>().ok());
        if let Some(i) = slot("data-kept-open") {
            kept::open(store, i);
        } else if let Some(text) = slot("data-kept-download").and_then(kept::text) {
            download_text("long-nardy-kept.txt", &text);
        }
    };
    view! {
        <div class="backdrop">
            <div class="dialog record-dialog" role="dialog" aria-modal="true" aria-labelledby="record-title">
                <h2 id="record-title">{t(T::RecordTitle)}</h2>
                <label class="field column">
                    <span>{t(T::Export)}</span>
                    <textarea readonly rows="8" data-record-export node_ref=export spellcheck="false">
                        {text}
                    </textarea>
                </label>
                <div class="dialog-actions">
                    <button type="button" data-action="copy-record" on:click=copy>{t(T::Copy)}</button>
                    <button type="button" data-action="download-record" on:click=download>
                        {t(T::Download)}
                    </button>
                    <button type="button" data-action="review" on:click=move |_| store.send(Action::StartReview)>
                        {t(T::Replay)}
                    </button>
                </div>
                <label class="field column">
                    <span>{t(T::ImportFile)}</span>
                    <input type="file" accept=".txt,text/plain" data-record-file on:change=import_file/>
                </label>
                <label class="field column">
                    <span>{t(T::Import)}</span>
                    <textarea
                        rows="6"
                        data-record-import
                        spellcheck="false"
                        placeholder="Long Nardy record 1"
                        on:input=move |e| pasted.set(event_target_value(&e))
                    ></textarea>
                </label>
                <p class="record-error" data-record-error role="alert">{move || error.get()}</p>
                <div on:click=on_kept inner_html=kept_html></div>
                <div class="dialog-actions">
                    <button type="button" data-action="close-record" on:click=move |_| store.send(Action::CloseDialog)>
                        {t(T::Dismiss)}
                    </button>
                    <button
                        type="button"
                        class="primary"
                        data-action="import-record"
                        on:click=move |_| store.send(Action::ImportRecord(pasted.get_untracked()))
                    >
                        {t(T::LoadRecord)}
                    </button>
                </div>
            </div>
        </div>
    }
}

/// The matches kept aside, each with its way back (see `platform::kept`):
/// written as text, like the other panels; empty when none is kept.
fn kept_html(lang: Lang) -> String {
    let items: String = kept::list(&storage::Local)
        .into_iter()
        .map(|k| {
            let (text, action, label) = match &k.read {
                Ok((saved, at)) => (
                    i18n::kept_summary(lang, &saved.r#match, at),
                    "data-kept-open",
                    T::OpenKept,
                ),
                Err(why) => (
                    i18n::errors::save_error(lang, why),
                    "data-kept-download",
                    T::Download,
                ),
            };
            format!(
                "<li><span>{}</span> <button type=\"button\" {action}=\"{}\">{}</button></li>",
                esc(&text),
                k.slot,
                esc(label.text(lang))
            )
        })
        .collect();
    if items.is_empty() {
        return items;
    }
    format!(
        "<section class=\"kept\" data-kept><h3>{}</h3><ul>{items}</ul></section>",
        esc(T::KeptMatches.text(lang))
    )
}

/// Copies the selected text (the export box). `execCommand` needs no
/// permission prompt and has no promise to reject in an insecure context.
fn copy_selection() {
    if let Some(doc) = document().dyn_ref::<web_sys::HtmlDocument>() {
        let _ = doc.exec_command("copy");
    }
}

/// Offers `text` as a file download.
pub fn download_text(file_name: &str, text: &str) {
    let parts = js_sys::Array::of1(&text.into());
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type("text/plain;charset=utf-8");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Some(a) = document()
        .create_element("a")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(file_name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::testing::advance;
    use crate::state::{dispatch, Options, Settings};
    use nardy_engine::parse_record;

    #[test]
    fn an_exported_match_imports_back_and_replays() {
        let options = Options {
            mode: Mode::Computer,
            level: nardy_ai::Level(1),
            ..Options::default()
        };
        let mut s = AppState::new(4, options, Settings::default());
        for _ in 0..60 {
            advance(&mut s);
        }
        let text = export_text(&s, "2026-11-29");
        assert!(
            text.contains("White: You") && text.contains("Black: Computer (casual)"),
            "{text}"
        );
        let parsed = parse_record(&text).unwrap();
        assert_eq!(
            parsed.headers[0],
            ("Date".to_string(), "2026-11-29".to_string())
        );

        let mut other = AppState::new(1, options, Settings::default());
        dispatch(&mut other, Action::OpenRecord);
        dispatch(&mut other, Action::ImportRecord(text));
        assert_eq!(other.dialog(), None);
        assert_eq!(
            other.r#match().game().history(),
            s.r#match().game().history()
        );
        let review = other.review().unwrap();
        assert_eq!(review.at, 0);
        assert_eq!(review.frames.len(), s.r#match().game().history().len() + 1);
        // Nothing moves or rolls while the replay is shown.
        assert_eq!(other.next_auto(), None);
        assert!(other.movable().is_empty());
        dispatch(&mut other, Action::CloseReview);
        assert!(other.review().is_none());
    }
}
