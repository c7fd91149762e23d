//! Automatic actions (rolls, the computer's steps, the end of a turn): one
//! timer for the current state. Any change of the state cancels the timer
//! and schedules the next one afresh, so a timer never acts on a state that
//! has moved on.

use crate::store::Store;
use leptos::prelude::*;
use std::time::Duration;

pub fn start(store: Store) {
    Effect::new(move |previous: Option<Option<TimeoutHandle>>| {
        if let Some(Some(timer)) = previous {
            timer.clear();
        }
        store.track();
        let (action, ms) = store.with_untracked(|s| s.next_auto())?;
        set_timeout_with_handle(
            move || store.send(action),
            Duration::from_millis(u64::from(ms)),
        )
        .ok()
    });
}
