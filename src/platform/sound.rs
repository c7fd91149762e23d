//! Short synthesized sounds (Web Audio, no audio files to download): a
//! checker landing, the dice, the end of a game. Off until the player (or a
//! `sound=on` address) turns them on; any failure of the audio API just
//! means silence.

use crate::state::Event;
use crate::store::Store;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use web_sys::{AudioContext, OscillatorType};

/// What happened, as far as the ear is concerned.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Cue {
    Dice,
    Checker,
    GameOver,
}

/// The one cue for the events of one change: the end of a game drowns the
/// last checker's step, which drowns the dice.
pub fn cue(events: &[Event]) -> Option<Cue> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Rolled { .. } => Some(Cue::Dice),
            Event::Stepped { .. } => Some(Cue::Checker),
            Event::GameOver { .. } => Some(Cue::GameOver),
            _ => None,
        })
        .max()
}

/// Plays the cues of state changes while sound is on.
pub fn start(store: Store) {
    store.listen(move |events| {
        if let Some(c) = cue(events).filter(|_| store.with_untracked(|s| s.settings().sound)) {
            play(c);
        }
    });
}

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
    /// Swallows a refused `resume()` (no user gesture yet): silence is not
    /// an error worth a console line.
    static IGNORE: Closure<dyn FnMut(JsValue)> = Closure::new(|_: JsValue| {});
}

/// Creates (or wakes) the audio context. Called from the click that turns
/// sound on, so browsers that require a user gesture allow it.
pub fn unlock() {
    CONTEXT.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_none() {
            *c = AudioContext::new().ok();
        }
        if let Some(ctx) = c.as_ref() {
            if ctx.state() == web_sys::AudioContextState::Suspended {
                if let Ok(p) = ctx.resume() {
                    IGNORE.with(|f| {
                        let _ = p.catch(f);
                    });
                }
            }
        }
    });
}

fn play(cue: Cue) {
    unlock();
    CONTEXT.with(|c| {
        if let Some(ctx) = c.borrow().as_ref() {
            let t = ctx.current_time();
            let _ = match cue {
                Cue::Checker => tone(ctx, OscillatorType::Triangle, 260.0, 120.0, t, 0.07, 0.35),
                Cue::Dice => [0.0, 0.045, 0.1].into_iter().try_for_each(|dt| {
                    tone(
                        ctx,
                        OscillatorType::Square,
                        900.0,
                        700.0,
                        t + dt,
                        0.02,
                        0.08,
                    )
                }),
                Cue::GameOver => tone(ctx, OscillatorType::Sine, 523.0, 523.0, t, 0.16, 0.25)
                    .and_then(|_| {
                        tone(ctx, OscillatorType::Sine, 784.0, 784.0, t + 0.17, 0.3, 0.25)
                    }),
            };
        }
    });
}

/// One short tone gliding from `from` to `to` Hz, fading out over `length` s.
fn tone(
    ctx: &AudioContext,
    kind: OscillatorType,
    from: f32,
    to: f32,
    at: f64,
    length: f64,
    volume: f32,
) -> Result<(), JsValue> {
    let osc = ctx.create_oscillator()?;
    let gain = ctx.create_gain()?;
    osc.set_type(kind);
    osc.frequency().set_value_at_time(from, at)?;
    osc.frequency()
        .exponential_ramp_to_value_at_time(to, at + length)?;
    gain.gain().set_value_at_time(volume, at)?;
    gain.gain()
        .exponential_ramp_to_value_at_time(0.001, at + length)?;
    osc.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&ctx.destination())?;
    osc.start_with_when(at)?;
    osc.stop_with_when(at + length + 0.02)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::testing::advance;
    use crate::state::{dispatch, Action, AppState, Mode, Options, Settings};

    #[test]
    fn dice_checker_and_game_over_cues_follow_the_game() {
        let options = Options {
            mode: Mode::HotSeat,
            ..Options::default()
        };
        let mut s = AppState::new(7, options, Settings::default());
        let mut heard = Vec::new();
        while s.outcome().is_none() {
            advance(&mut s);
            heard.extend(cue(&s.take_events()));
        }
        assert_eq!(heard.last(), Some(&Cue::GameOver));
        assert!(heard.iter().filter(|c| **c == Cue::Dice).count() > 20);
        assert!(heard.iter().filter(|c| **c == Cue::Checker).count() > 40);
        // A new game is silent.
        dispatch(&mut s, Action::NewGame(options));
        assert_eq!(cue(&s.take_events()), None);
    }
}
