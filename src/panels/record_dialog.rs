//! The game record dialog: the whole match as text (copy, download, replay)
//! and an import box whose errors name the line and the problem.

use super::controls::{control_of, Control};
use super::html::esc;
use super::icons::{labelled, Icon};
use crate::platform::explain::Explanations;
use crate::platform::{browser, kept, storage};
use crate::state::{Action, Dialog, Unreadable};
use crate::store::use_store;
use leptos::prelude::*;
use nardy_text::{self as i18n, Lang, T};
use wasm_bindgen::JsCast;

#[component]
pub fn RecordDialog() -> impl IntoView {
    let store = use_store();
    // Redrawn when it opens, when an import fails and when the language
    // changes, never on other changes (the boxes keep what is in them).
    let shown = Memo::new(move |_| {
        store.with(|s| match s.dialog() {
            Some(Dialog::Record { import_error }) => Some((import_error.clone(), s.lang())),
            _ => None,
        })
    });
    // What was pasted into the import box, put back after a failed import.
    let pasted = StoredValue::new(String::new());
    let explanations = expect_context::<Explanations>();
    let html = move || {
        // And when more words come (the dialog's are fetched when it opens).
        store.track_words();
        shown.get().map_or_else(String::new, |(error, lang)| {
            let text = store.with_untracked(|s| s.export_record(&browser::now_iso()));
            // Nothing until the words come: the alert then says them once.
            let explain = |u: &Unreadable| explanations.record(lang, u).unwrap_or_default();
            dialog_html(lang, &text, error.as_ref(), &pasted.get_value(), &explain)
        })
    };
    let on_click = move |e: web_sys::MouseEvent| {
        let value = |selector: &str| {
            document()
                .query_selector(selector)
                .ok()
                .flatten()
                .and_then(|el| el.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
        };
        match control_of(&e) {
            Some(Control::KeptOpen(i)) => kept::open(store, i),
            Some(Control::KeptDownload(i)) => {
                if let Some(text) = kept::text(i) {
                    browser::download_text("long-nardy-kept.txt", &text);
                }
            }
            Some(Control::CopyRecord) => {
                if let Some(el) = value("[data-record-export]") {
                    el.select();
                    copy_selection();
                }
            }
            Some(Control::DownloadRecord) => {
                if let Some(el) = value("[data-record-export]") {
                    let date = browser::now_iso();
                    let name = format!("long-nardy-{}.txt", date.get(..10).unwrap_or("game"));
                    browser::download_text(&name, &el.value());
                }
            }
            Some(Control::Review) => store.send(Action::StartReview),
            Some(Control::CloseRecord) => store.send(Action::CloseDialog),
            Some(Control::ImportRecord) => {
                let text = value("[data-record-import]")
                    .map(|el| el.value())
                    .unwrap_or_default();
                pasted.set_value(text.clone());
                if !crate::platform::remote_link::open_kept_file(store, &text) {
                    store.send(Action::ImportRecord(text));
                }
            }
            _ => {}
        }
    };
    // A record from a file: read, then imported as if pasted.
    let on_change = move |e: leptos::ev::Event| {
        let file = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .filter(|input| input.has_attribute("data-record-file"))
            .and_then(|input| input.files())
            .and_then(|files| files.get(0));
        if let Some(file) = file {
            leptos::task::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
                if let Some(text) = text.ok().and_then(|t| t.as_string()) {
                    if !crate::platform::remote_link::open_kept_file(store, &text) {
                        store.send(Action::ImportRecord(text));
                    }
                }
            });
        }
    };
    view! { <div on:click=on_click on:change=on_change inner_html=html></div> }
}

/// The dialog as HTML text (see `html.rs`): as `view!` elements it cost
/// the first download about 2 KB more.
fn dialog_html(
    lang: Lang,
    export: &str,
    error: Option<&Unreadable>,
    pasted: &str,
    explain: &dyn Fn(&Unreadable) -> String,
) -> String {
    // Drawn once the words of dialogs have come (fetched when first wanted).
    if !nardy_text::want(lang, nardy_text::LATER) {
        return String::new();
    }
    let t = |k: T| esc(k.text(lang));
    let button = |control: Control, class: &str, text: T| {
        let icon = match control {
            Control::CopyRecord => Some(Icon::Copy),
            Control::CloseRecord => Some(Icon::Close),
            _ => None,
        };
        format!(
            "<button type=\"button\"{class} {}>{}</button>",
            control.attrs(),
            icon.map_or_else(|| t(text), |i| labelled(i, &t(text)))
        )
    };
    let error = error.map_or(String::new(), |e| esc(&explain(e)));
    format!(
        "<div class=\"backdrop\"><div class=\"dialog record-dialog\" role=\"dialog\" aria-modal=\"true\" \
         aria-labelledby=\"record-title\"><h2 id=\"record-title\">{}</h2>\
         <label class=\"field column\"><span>{}</span><textarea readonly rows=\"8\" data-record-export \
         spellcheck=\"false\">{}</textarea></label><div class=\"dialog-actions\">{}{}{}</div>\
         <label class=\"field column\"><span>{}</span><input type=\"file\" accept=\".txt,text/plain\" \
         data-record-file></label><label class=\"field column\"><span>{}</span><textarea rows=\"6\" \
         data-record-import spellcheck=\"false\" placeholder=\"Long Nardy record 1\">{}</textarea></label>\
         <p class=\"record-error\" data-record-error role=\"alert\">{error}</p>{}\
         <div class=\"dialog-actions\">{}{}</div></div></div>",
        t(T::RecordTitle),
        t(T::Export),
        esc(export),
        button(Control::CopyRecord, "", T::Copy),
        button(Control::DownloadRecord, "", T::Download),
        button(Control::Review, "", T::Replay),
        t(T::ImportFile),
        t(T::Import),
        esc(pasted),
        kept_html(lang, explain),
        button(Control::CloseRecord, "", T::Dismiss),
        button(Control::ImportRecord, " class=\"primary\"", T::LoadRecord),
    )
}

/// The matches kept aside, each with its way back (see `platform::kept`):
/// written as text, like the other panels; empty when none is kept.
fn kept_html(lang: Lang, explain: &dyn Fn(&Unreadable) -> String) -> String {
    let items: String = kept::list(&storage::Local)
        .into_iter()
        .map(|k| {
            let (text, control, label) = match &k.read {
                Ok((saved, at)) => (
                    i18n::notices::kept_summary(lang, &saved.r#match, at),
                    Control::KeptOpen(k.slot),
                    T::OpenKept,
                ),
                Err(why) => (
                    why.describe(lang, explain),
                    Control::KeptDownload(k.slot),
                    T::Download,
                ),
            };
            format!(
                "<li><span>{}</span> <button type=\"button\" {}>{}</button></li>",
                esc(&text),
                control.attrs(),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::testing::advance;
    use crate::state::{dispatch, AppState, Mode, Options, Settings};
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
        let text = s.export_record("2026-11-29");
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
        assert_eq!(review.at(), 0);
        assert_eq!(
            review.frames().len(),
            s.r#match().game().history().len() + 1
        );
        // Nothing moves or rolls while the replay is shown.
        assert_eq!(other.next_auto(), None);
        assert!(other.movable().is_empty());
        dispatch(&mut other, Action::CloseReview);
        assert!(other.review().is_none());
    }
}
