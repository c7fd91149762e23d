//! Short synthesized sounds (Web Audio, no audio files to download): a
//! checker landing, the dice, the end of a game. Off until the player (or a
//! `sound=on` address) turns them on; any failure of the audio API just
//! means silence.

use crate::state::AppState;
use leptos::prelude::*;
use nardy_engine::Phase;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use web_sys::{AudioContext, OscillatorType};

/// What happened, as far as the ear is concerned.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cue {
    Checker,
    Dice,
    GameOver,
}

/// The cue for a change from `before` to `now`, if any (pure, for tests).
pub fn cue(before: &Moment, now: &Moment) -> Option<Cue> {
    if now.match_serial != before.match_serial {
        None
    } else if now.over && !before.over {
        Some(Cue::GameOver)
    } else if now.moves != before.moves && now.moves.is_some() {
        Some(Cue::Checker)
    } else if now.turn.is_some() && now.turn != before.turn {
        Some(Cue::Dice)
    } else {
        None
    }
}

/// The few facts about the state that sounds follow.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Moment {
    match_serial: u64,
    moves: Option<u64>,
    /// In the move phase: (finished games, turns played) — a new value is a new roll.
    turn: Option<(usize, usize)>,
    over: bool,
}

pub fn moment(s: &AppState) -> Moment {
    Moment {
        match_serial: s.match_serial,
        moves: s.last_move.map(|m| m.serial),
        turn: matches!(s.phase(), Phase::Move(_)).then(|| {
            (
                s.r#match.finished_games().len(),
                s.r#match.game().history().len(),
            )
        }),
        over: s.outcome().is_some(),
    }
}

/// Plays the cues of state changes while `state.sound` is on.
pub fn start(state: RwSignal<AppState>) {
    let last = StoredValue::new(state.with_untracked(moment));
    Effect::new(move |_| {
        let (now, on) = state.with(|s| (moment(s), s.sound));
        let before = last.get_value();
        last.set_value(now);
        if let (true, Some(c)) = (on, cue(&before, &now)) {
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
    use crate::i18n::Lang;
    use crate::options::{Mode, Options};
    use crate::state::testing::advance;
    use crate::state::{dispatch, Action};

    #[test]
    fn dice_checker_and_game_over_cues_follow_the_game() {
        let options = Options {
            mode: Mode::HotSeat,
            ..Options::default()
        };
        let mut s = AppState::new(7, Lang::En, options);
        let mut heard = Vec::new();
        for _ in 0..3000 {
            if s.outcome().is_some() {
                break;
            }
            let before = moment(&s);
            advance(&mut s);
            heard.extend(cue(&before, &moment(&s)));
        }
        assert_eq!(heard.last(), Some(&Cue::GameOver));
        assert!(heard.iter().filter(|c| **c == Cue::Dice).count() > 20);
        assert!(heard.iter().filter(|c| **c == Cue::Checker).count() > 40);
        // A new game is silent.
        let before = moment(&s);
        dispatch(&mut s, Action::NewGame(options));
        assert_eq!(cue(&before, &moment(&s)), None);
    }
}
