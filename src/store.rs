//! The store: the app's one [`AppState`] in one signal, the only way to
//! change it ([`Store::send`]), and the listeners that follow its events.
//! Components get it from the Leptos context ([`use_store`]).

use crate::state::{dispatch, Action, AppState, Event};
use leptos::prelude::*;
use std::rc::Rc;

/// Told what happened after every change, in order (animation, sound, the
/// iframe API). A listener may read the state, but must not send.
type Listener = Rc<dyn Fn(&[Event])>;

/// A cheap, copyable handle on the app state.
#[derive(Clone, Copy)]
pub struct Store {
    state: RwSignal<AppState>,
    /// Bumped when more of the language's words arrive ([`Store::refresh`]).
    words: RwSignal<u32>,
    listeners: StoredValue<Vec<Listener>, LocalStorage>,
}

impl Store {
    pub fn new(state: AppState) -> Store {
        Store {
            state: RwSignal::new(state),
            words: RwSignal::new(0),
            listeners: StoredValue::new_local(Vec::new()),
        }
    }

    /// Changes the state with `action`, then hands its events to the
    /// listeners. An action that changed nothing notifies no one.
    pub fn send(self, action: Action) {
        let mut changed = false;
        let events = self
            .state
            .try_update_untracked(|s| {
                changed = dispatch(s, action);
                s.take_events()
            })
            .unwrap_or_default();
        if changed {
            self.state.notify();
        }
        if events.is_empty() {
            return;
        }
        // Cloned out first, so that a listener reading the state (or adding a
        // listener) never finds anything borrowed.
        for listener in self.listeners.with_value(|l| l.clone()) {
            listener(&events);
        }
    }

    /// Adds a listener for the events of every later change.
    pub fn listen(self, listener: impl Fn(&[Event]) + 'static) {
        self.listeners.update_value(|l| l.push(Rc::new(listener)));
    }

    /// Reads the state, and re-runs the caller (a view, a memo, an effect)
    /// when it changes or more of the language's words arrive.
    pub fn with<R>(self, f: impl FnOnce(&AppState) -> R) -> R {
        self.track_words();
        self.state.with(f)
    }

    /// Reads the state without subscribing (event handlers, listeners).
    pub fn with_untracked<R>(self, f: impl FnOnce(&AppState) -> R) -> R {
        self.state.with_untracked(f)
    }

    /// Has every view (what reads the state with [`Store::with`]) draw again,
    /// though the state has not changed: more of the language's words have
    /// arrived (`platform::messages`). Effects that only [`Store::track`]
    /// (the save) do not run.
    pub fn refresh(self) {
        self.words.update(|w| *w += 1);
    }

    /// Subscribes a view that reads the state untracked (a dialog being
    /// edited) to the arrival of more words. Not inlined: [`Store::with`]
    /// is called in hundreds of places.
    #[inline(never)]
    pub fn track_words(self) {
        self.words.track();
    }

    /// Subscribes the caller to every change.
    pub fn track(self) {
        self.state.track();
    }
}

/// The store the app provided.
pub fn use_store() -> Store {
    expect_context::<Store>()
}
