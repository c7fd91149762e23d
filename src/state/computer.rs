//! The computer's side of the state: its turn, chosen once and played one
//! step per timer tick, and the hint it gives a person.

use super::dispatch::play_steps;
use super::model::{AppState, Message, Notice};
use nardy_ai::{Analyser, Bot, Evaluator, NetPlayer, Network};
use nardy_engine::Phase;
use rand::RngCore;
use std::sync::Arc;

/// The network arrived: a hint asked for meanwhile is given now.
pub(super) fn network_loaded(s: &mut AppState, network: Arc<Network>) {
    s.network = Some(network);
    if s.notice == Some(Notice::ComputerUnavailable) {
        s.notice = None;
    }
    if std::mem::take(&mut s.hint_wanted) {
        hint(s);
    }
}

/// The computer chooses its whole turn once, then plays it one step per call.
pub(super) fn step(s: &mut AppState) {
    let Some(network) = s.network.clone() else {
        return;
    };
    let seed = s.ai_rng.next_u64();
    let Phase::Move(b) = s.phase() else {
        return;
    };
    let side = b.start().side_to_move();
    if !s.is_computer(side) || b.is_complete() {
        return;
    }
    if s.ai_plan.is_empty() {
        let turns = b.legal_turns();
        let started = clock_ms();
        let mut player = NetPlayer::at_level_with(s.options.level, Evaluator::new(network), seed);
        let pick = player.choose(b.start(), b.dice(), turns);
        let thought = clock_ms() - started;
        // Stored reversed so `pop` yields the steps in order.
        s.ai_plan = turns[pick].turn.steps().iter().rev().copied().collect();
        s.ai_think_ms = Some(thought);
    }
    if let Some(step) = s.ai_plan.pop() {
        if !play_steps(s, &[step]) {
            s.ai_plan.clear();
        }
    }
}

/// The strongest level's best turn for a person's roll, as a message; when
/// the network has not arrived yet, as soon as it does.
pub(super) fn hint(s: &mut AppState) {
    let Some(b) = s.r#match.game().turn_builder() else {
        return;
    };
    if !s.human_moving() || b.legal_turns().is_empty() {
        return;
    }
    let Some(network) = s.network.clone() else {
        s.hint_wanted = true;
        return;
    };
    let best = Analyser::new(Evaluator::new(network)).rank(b.legal_turns(), 0)[0].turn;
    s.message = Some(Message::Hint(best));
}

impl AppState {
    /// Undoes the steps of a computer's turn in progress (its plan is not
    /// saved), so it chooses the turn again from the start.
    pub(super) fn take_back_computer_steps(&mut self) {
        if let Phase::Move(b) = self.phase() {
            if self.is_computer(b.start().side_to_move()) {
                while let Ok(Some(_)) = self.r#match.game_mut().undo() {}
            }
        }
    }
}

/// Milliseconds on a monotonic clock: `performance.now()` in the browser.
fn clock_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.performance())
            .map_or(0.0, |p| p.now())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
        START
            .get_or_init(std::time::Instant::now)
            .elapsed()
            .as_secs_f64()
            * 1e3
    }
}
