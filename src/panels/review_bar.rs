//! The replay controls: where the replay stands, first/back/forward/last,
//! and the way back to the live game.

use crate::app::store::use_store;
use crate::i18n::{self, T};
use crate::state::{Action, Seek};
use leptos::prelude::*;

#[component]
pub fn ReviewBar() -> impl IntoView {
    let store = use_store();
    let status = Memo::new(move |_| {
        store.with(|s| {
            s.review().map(|r| {
                let f = r.frame();
                let turns = r.frames.iter().filter(|g| g.game == f.game).count() - 1;
                let notation = f
                    .record
                    .map(|rec| format!("· {} {}: {}", rec.side.letter(), rec.dice, rec.turn))
                    .unwrap_or_default();
                (
                    i18n::review_status(s.lang(), f.game, f.turn, turns, &notation),
                    format!("{}/{}", r.at, r.frames.len() - 1),
                )
            })
        })
    });
    let lang = Memo::new(move |_| store.with(|s| s.lang()));
    let button = move |seek: Seek, action: &'static str, icon: &'static str, label: T| {
        view! {
            <button type="button" data-action=action aria-label=move || label.text(lang.get())
                on:click=move |_| store.send(Action::Review(seek))>
                {icon}
            </button>
        }
    };
    move || {
        status.get().map(|(text, at)| {
            view! {
                <div class="review-bar" data-review=at>
                    <p class="review-status" aria-live="polite">{text}</p>
                    <div class="actions">
                        {button(Seek::First, "review-first", "⏮", T::ReviewFirst)}
                        {button(Seek::Back, "review-back", "◀", T::ReviewBack)}
                        {button(Seek::Forward, "review-forward", "▶", T::ReviewForward)}
                        {button(Seek::Last, "review-last", "⏭", T::ReviewLast)}
                        <button type="button" class="primary" data-action="review-close"
                            on:click=move |_| store.send(Action::CloseReview)>
                            {move || T::BackToGame.text(lang.get())}
                        </button>
                    </div>
                </div>
            }
        })
    }
}
