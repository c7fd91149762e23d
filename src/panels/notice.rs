//! The banner for a notice that must be seen (a lost save, no storage),
//! shown until the user closes it.

use crate::app::store::use_store;
use crate::i18n::{self, T};
use crate::platform::storage;
use crate::state::{Action, Notice};
use leptos::prelude::*;

#[component]
pub fn NoticeBanner() -> impl IntoView {
    let store = use_store();
    let notice = Memo::new(move |_| store.with(|s| s.notice().cloned()));
    move || {
        notice.get().map(|n| {
            let lang = store.with_untracked(|s| s.lang());
            let (kind, text) = match &n {
                Notice::SaveUnreadable { why, kept, dropped } => (
                    "save-unreadable",
                    i18n::save_unreadable(
                        lang,
                        &i18n::errors::save_error(lang, why),
                        kept,
                        *dropped,
                    ),
                ),
                Notice::SaveLeftInPlace { why } => (
                    "save-left-in-place",
                    i18n::save_left_in_place(
                        lang,
                        &i18n::errors::save_error(lang, why),
                        storage::SAVE,
                    ),
                ),
                Notice::SaveReplaced { kept, dropped } => {
                    ("save-replaced", i18n::save_replaced(lang, kept, *dropped))
                }
                Notice::StorageUnavailable => (
                    "storage-unavailable",
                    T::StorageUnavailable.text(lang).to_string(),
                ),
                Notice::ComputerUnavailable => (
                    "computer-unavailable",
                    T::ComputerUnavailable.text(lang).to_string(),
                ),
                Notice::RecordDice(checks) => {
                    ("record-dice", i18n::dice::record_checks(lang, checks))
                }
                Notice::SetAside { kept, dropped } => {
                    ("set-aside", i18n::set_aside(lang, *kept, *dropped))
                }
                Notice::BadLink(why) => ("bad-link", i18n::bad_link(lang, why)),
                Notice::LinkCopied { link, record } => {
                    ("link-copied", i18n::link_copied(lang, link, *record))
                }
                Notice::RecordDownloaded => ("record-downloaded", i18n::record_downloaded(lang)),
                Notice::BadRecordLink(why) => ("bad-link", i18n::bad_record_link(lang, why)),
            };
            view! {
                <div class="notice" role="alert" data-notice=kind>
                    <p>{text}</p>
                    <button type="button" data-action="dismiss-notice"
                        on:click=move |_| store.send(Action::DismissNotice)>
                        {T::Dismiss.text(lang)}
                    </button>
                </div>
            }
        })
    }
}
