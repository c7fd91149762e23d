//! The banner for a notice that must be seen (a lost save, no storage),
//! shown until the user closes it.

use super::controls::{control_of, Control};
use super::html::esc;
use super::icons::{labelled, Icon};
use crate::platform::explain::Explanations;
use crate::platform::saving::Saving;
use crate::platform::storage;
use crate::state::{Action, AppState, Notice, Unreadable};
use crate::store::use_store;
use leptos::prelude::*;
use nardy_text::{self as i18n, T};

/// The banner as HTML text (see `html.rs`), empty without a notice: as
/// `view!` elements it cost the first download about 1 KB more.
fn banner_html(s: &AppState, explanations: Explanations) -> String {
    let Some(n) = s.notice() else {
        return String::new();
    };
    let lang = s.lang();
    // Drawn once the words of notices have come (fetched when first
    // wanted); the one an offline first visit can show has its words in the
    // first catalog.
    if !matches!(n, Notice::ComputerUnavailable) && !nardy_text::want(lang, nardy_text::LATER) {
        return String::new();
    }
    let explain = |u: &Unreadable| explanations.record(lang, u).unwrap_or_else(|| "…".into());
    let button = |c: Control, k: T| {
        format!(
            "<button type=\"button\" {}>{}</button>",
            c.attrs(),
            esc(k.text(lang))
        )
    };
    let mut actions = String::new();
    let (kind, text) = match n {
        Notice::SaveUnreadable { why, kept, dropped } => (
            "save-unreadable",
            i18n::notices::save_unreadable(lang, &why.describe(lang, &explain), kept, *dropped),
        ),
        Notice::SaveLeftInPlace { why, downloaded } => {
            // The way out: the value as a file, then (only once the player
            // has it) let go of it here.
            actions = button(Control::DownloadLeftSave, T::DownloadSave);
            if *downloaded {
                actions += &button(Control::ReleaseLeftSave, T::ReleaseSave);
            }
            (
                "save-left-in-place",
                i18n::notices::save_left_in_place(
                    lang,
                    &why.describe(lang, &explain),
                    storage::SAVE,
                ),
            )
        }
        Notice::SaveReplaced { kept, dropped } => (
            "save-replaced",
            i18n::notices::save_replaced(lang, kept, *dropped),
        ),
        Notice::StorageUnavailable => (
            "storage-unavailable",
            T::StorageUnavailable.text(lang).to_string(),
        ),
        Notice::ComputerUnavailable => (
            "computer-unavailable",
            T::ComputerUnavailable.text(lang).to_string(),
        ),
        Notice::RecordDice(checks) => ("record-dice", i18n::dice::record_checks(lang, checks)),
        Notice::SetAside { kept, dropped } => {
            ("set-aside", i18n::notices::set_aside(lang, *kept, *dropped))
        }
        Notice::BadLink(why) => (
            "bad-link",
            i18n::notices::bad_link(lang, &why.describe(lang)),
        ),
        Notice::LinkCopied { link, record } => (
            "link-copied",
            i18n::notices::link_copied(lang, link, *record),
        ),
        Notice::RemoteUnavailable => (
            "remote-unavailable",
            remote_word(nardy_text::T::RemoteUnavailable, lang),
        ),
        // In the reader's language already: the remote worker wrote it.
        Notice::RemoteRefused(why) if why.is_empty() => (
            "remote-refused",
            remote_word(nardy_text::T::RemoteNotAMessage, lang),
        ),
        Notice::RemoteRefused(why) => ("remote-refused", why.clone()),
        Notice::RemoteAgain => (
            "remote-again",
            remote_word(nardy_text::T::RemoteAgain, lang),
        ),
        Notice::RemoteUnknown => (
            "remote-unknown",
            remote_word(nardy_text::T::RemoteUnknown, lang),
        ),
        Notice::RemoteOtherTab => (
            "remote-other-tab",
            remote_word(nardy_text::T::RemoteOtherTab, lang),
        ),
        Notice::RemoteReplaced => (
            "remote-replaced",
            remote_word(nardy_text::T::RemoteReplaced, lang),
        ),
        Notice::RemoteClaimWithdrawn => (
            "remote-claim-withdrawn",
            remote_word(nardy_text::T::RemoteClaimWithdrawn, lang),
        ),
        Notice::RemoteFlood => (
            "remote-flood",
            remote_word(nardy_text::T::RemoteFlood, lang),
        ),
        Notice::RecordDownloaded => ("record-downloaded", i18n::notices::record_downloaded(lang)),
        Notice::UpdateReady => {
            actions = button(Control::ReloadNow, T::UpdateReload);
            ("update-ready", T::UpdateReady.text(lang).to_string())
        }
        Notice::BadRecordLink(why) => (
            "bad-link",
            i18n::notices::bad_record_link(lang, &explain(why)),
        ),
    };
    // A new version is news, not an alarm: read out politely.
    let role = if kind == "update-ready" {
        "status"
    } else {
        "alert"
    };
    format!(
        "<div class=\"notice\" role=\"{role}\" data-notice=\"{kind}\"><p>{}</p>{actions}\
         <button type=\"button\" {}>{}</button></div>",
        esc(&text),
        Control::DismissNotice.attrs(),
        labelled(Icon::Close, &esc(T::Dismiss.text(lang)))
    )
}

#[component]
pub fn NoticeBanner() -> impl IntoView {
    let store = use_store();
    let explanations = expect_context::<Explanations>();
    let html = Memo::new(move |_| store.with(|s| banner_html(s, explanations)));
    let saving = expect_context::<Saving>();
    let on_click = move |e: web_sys::MouseEvent| match control_of(&e) {
        Some(Control::DismissNotice) => store.send(Action::DismissNotice),
        Some(Control::DownloadLeftSave) if saving.download_left() => {
            let left = store.with_untracked(|s| match s.notice() {
                Some(Notice::SaveLeftInPlace { why, .. }) => Some(why.clone()),
                _ => None,
            });
            if let Some(why) = left {
                let downloaded = Notice::SaveLeftInPlace {
                    why,
                    downloaded: true,
                };
                store.send(Action::ShowNotice(downloaded));
            }
        }
        Some(Control::ReloadNow) => crate::platform::browser::switch_to_new_build(),
        Some(Control::ReleaseLeftSave) => {
            // Saved at once: the notice's going is a change of the state.
            saving.release_left();
            store.send(Action::DismissNotice);
        }
        _ => {}
    };
    view! { <div on:click=on_click inner_html=move || html.get()></div> }
}

/// A remote game's notice; none in a page built without it (its words
/// stay out of the first load).
fn remote_word(word: nardy_text::T, lang: nardy_text::Lang) -> String {
    if crate::state::REMOTE {
        word.text(lang).to_string()
    } else {
        String::new()
    }
}
