//! The store: the app's one [`AppState`] in one signal, the only way to
//! change it ([`Store::send`]), and the listeners that follow its events.
//! Components get it from the Leptos context ([`use_store`]).

use crate::state::{dispatch, Action, AppState, Event, Kept};
use leptos::prelude::*;
use std::rc::Rc;

/// Told what happened after every change, in order (animation, sound, the
/// iframe API). A listener may read the state, but must not send.
type Listener = Rc<dyn Fn(&[Event])>;

/// Writes what must outlive the tab (a friend's game) after every action,
/// before anyone hears of it: what it did, or `None` with nothing to write.
/// Its answer is the state's to act on (`Action::RemoteKept`).
type Keeper = Rc<dyn Fn(&AppState) -> Option<Kept>>;

/// A cheap, copyable handle on the app state.
#[derive(Clone, Copy)]
pub struct Store {
    state: RwSignal<AppState>,
    /// Bumped when more of the language's words arrive ([`Store::refresh`]).
    words: RwSignal<u32>,
    listeners: StoredValue<Vec<Listener>, LocalStorage>,
    keeper: StoredValue<Option<Keeper>, LocalStorage>,
}

impl Store {
    pub fn new(state: AppState) -> Store {
        Store {
            state: RwSignal::new(state),
            words: RwSignal::new(0),
            listeners: StoredValue::new_local(Vec::new()),
            keeper: StoredValue::new_local(None),
        }
    }

    /// Changes the state with `action`, has the keeper write what must be
    /// kept, then hands the events to the listeners. An action that changed
    /// nothing notifies no one.
    pub fn send(self, action: Action) {
        let mut changed = false;
        let keeper = self.keeper.with_value(|k| k.clone());
        let events = self
            .state
            .try_update_untracked(|s| {
                changed = dispatch(s, action);
                // Written before anyone hears of it: a friend's message
                // leaves the page only once its game is kept.
                if let Some(kept) = keeper.and_then(|keep| keep(s)) {
                    changed |= dispatch(s, Action::RemoteKept(kept));
                }
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

    /// Sets what writes the state's lasting parts after every action.
    pub fn keep_with(self, keeper: impl Fn(&AppState) -> Option<Kept> + 'static) {
        self.keeper.set_value(Some(Rc::new(keeper)));
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
