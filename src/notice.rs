//! The banner for a notice that must be seen (a lost save, no storage),
//! shown until the user closes it.

use crate::board::send;
use crate::i18n::{self, T};
use crate::save::UNREADABLE_KEY;
use crate::state::{Action, AppState, Notice};
use leptos::prelude::*;

#[component]
pub fn NoticeBanner() -> impl IntoView {
    let state = expect_context::<RwSignal<AppState>>();
    let notice = Memo::new(move |_| state.with(|s| s.notice.clone()));
    move || {
        notice.get().map(|n| {
            let lang = state.with_untracked(|s| s.lang);
            let (kind, text) = match &n {
                Notice::SaveUnreadable(why) => (
                    "save-unreadable",
                    i18n::save_unreadable(lang, why, UNREADABLE_KEY),
                ),
                Notice::StorageUnavailable => (
                    "storage-unavailable",
                    T::StorageUnavailable.text(lang).to_string(),
                ),
            };
            view! {
                <div class="notice" role="alert" data-notice=kind>
                    <p>{text}</p>
                    <button type="button" data-action="dismiss-notice"
                        on:click=move |_| send(state, Action::DismissNotice)>
                        {T::Dismiss.text(lang)}
                    </button>
                </div>
            }
        })
    }
}
