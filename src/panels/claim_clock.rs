//! When *Claim the match* is due. The turn panel is drawn when the game
//! changes, but a friend who walks away changes nothing: this clock makes
//! the panel draw again at the moment the claim's time comes, and whenever
//! the page comes back into view (a phone asleep for days need not count
//! that time in its timers, and a hidden tab's timers are held back).

use crate::state::REMOTE;
use crate::store::Store;
use leptos::prelude::*;
use std::time::Duration;

/// The longest wait a browser timer takes (2³¹ − 1 ms, about 24.8 days);
/// a longer one fires at once, so a far claim re-arms at this step.
const LONGEST_WAIT_MS: u64 = (1 << 31) - 1;

/// Once past the due second, by this much: the panel then reads the time
/// as come.
const MARGIN_MS: u64 = 250;

/// A signal that changes when the panel should look at the clock again;
/// the panel's drawing reads it. None in the first build (no friend's
/// game there: nothing of this costs the first load).
pub fn start(store: Store) -> Option<RwSignal<u32>> {
    if !REMOTE || !cfg!(target_arch = "wasm32") {
        return None;
    }
    let tick = RwSignal::new(0u32);
    let bump = move || tick.update(|t| *t = t.wrapping_add(1));
    // When this side may claim (ms): the timer is set again only when that
    // changes, not on every change of the game.
    let due = Memo::new(move |_| {
        store.with(|s| {
            let g = s.remote_game()?;
            match (g.claim, g.claimed) {
                (Some((by, at)), None) if by == g.me => Some(at.saturating_mul(1000)),
                _ => None,
            }
        })
    });
    Effect::new(move |previous: Option<Option<TimeoutHandle>>| {
        if let Some(Some(timer)) = previous {
            timer.clear();
        }
        tick.track();
        let due_ms = due.get()?;
        let now_ms = js_sys::Date::now() as u64;
        // Already due: the panel drawn with this state shows the button.
        let wait = due_ms.checked_sub(now_ms)?;
        set_timeout_with_handle(
            bump,
            Duration::from_millis((wait + MARGIN_MS).min(LONGEST_WAIT_MS)),
        )
        .ok()
    });
    for event in ["visibilitychange", "pageshow"] {
        let handle = window_event_listener_untyped(event, move |_| {
            if !document().hidden() {
                bump();
            }
        });
        on_cleanup(move || handle.remove());
    }
    Some(tick)
}
