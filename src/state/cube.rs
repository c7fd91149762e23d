//! Nardegammon's cube in the app (RULES.md §8.2): who may double or must
//! answer now, the computer's cube questions and their answers, and the
//! one function every cube action goes through.

use super::dispatch::game_over;
use super::events::Event;
use super::model::{AppState, Notice};
use nardy_ai::{Answer, Ask, CubeCall, CubeView, Question};
use nardy_engine::{Phase, Side};
use rand::RngCore;

impl AppState {
    /// The person who may double now, before rolling.
    pub fn person_may_double(&self) -> Option<Side> {
        let Phase::Roll(side) = *self.phase() else {
            return None;
        };
        let allowed = !self.paused()
            && !self.is_computer(side)
            && self.r#match.game().can_double(side).is_ok();
        allowed.then_some(side)
    }

    /// The person who must answer a double now.
    pub fn person_answers(&self) -> Option<Side> {
        match *self.phase() {
            Phase::Offered(by) if !self.paused() && !self.is_computer(by.opponent()) => {
                Some(by.opponent())
            }
            _ => None,
        }
    }

    /// Whether the beaver option lets the answerer beaver now.
    pub fn may_beaver(&self) -> bool {
        let cube = self.r#match.game().cube();
        self.r#match
            .rules()
            .variant
            .cube()
            .is_some_and(|c| c.beaver)
            && cube.value() * 4 <= nardy_engine::CUBE_MAX
    }

    /// (game, turns played): which roll a cube decision is about.
    fn roll_key(&self) -> (usize, usize) {
        (
            self.r#match.played_games().len(),
            self.r#match.game().history().len(),
        )
    }

    /// The computer must still decide whether to double before this roll.
    pub(super) fn computer_weighs_double(&self) -> bool {
        match *self.phase() {
            Phase::Roll(side) => {
                self.is_computer(side)
                    && self.r#match.game().can_double(side).is_ok()
                    && self.cube_declined != Some(self.roll_key())
            }
            _ => false,
        }
    }

    /// The computer's cube question, when it has one: whether to double
    /// before its roll, or how to answer the person's double.
    pub(super) fn cube_question(&self) -> Option<Question> {
        let (doubler, answering) = match *self.phase() {
            Phase::Roll(side) if self.computer_weighs_double() => (side, false),
            Phase::Offered(by) if self.is_computer(by.opponent()) => (by, true),
            _ => return None,
        };
        let view = CubeView::of(&self.r#match, doubler)?;
        Some(Question {
            ask: Ask::Cube {
                level: self.options.level,
                // Peeked, not drawn: asking twice asks the same.
                seed: self.ai_rng.clone().next_u64(),
                answering,
                view,
            },
            position: *self.r#match.game().position(),
        })
    }
}

/// The computer's cube answer to `question` (still the question).
pub(super) fn answered(s: &mut AppState, question: &Question, answer: Answer) {
    let Ask::Cube { answering, .. } = question.ask else {
        return;
    };
    let Answer::Cube(call) = answer else {
        s.notice = Some(Notice::ComputerUnavailable);
        return;
    };
    s.ai_rng.next_u64();
    // The side to roll (before a roll) or the doubler (a double offered).
    let (side, offered) = match s.phase() {
        Phase::Roll(side) => (*side, false),
        Phase::Offered(by) => (*by, true),
        _ => return,
    };
    let done = match (offered, answering, call) {
        (false, false, CubeCall::Roll) => {
            s.cube_declined = Some(s.roll_key());
            true
        }
        (false, false, CubeCall::Double) => cube_call(s, side, CubeCall::Double),
        (true, true, CubeCall::Take | CubeCall::Pass | CubeCall::Beaver) => {
            // A beaver the rules refuse is a take.
            cube_call(s, side.opponent(), call)
                || (call == CubeCall::Beaver && cube_call(s, side.opponent(), CubeCall::Take))
        }
        _ => false,
    };
    if !done {
        s.notice = Some(Notice::ComputerUnavailable);
    }
}

/// `side` doubles, takes, passes or beavers. False when the rules refuse
/// it (the state is unchanged then).
pub(super) fn cube_call(s: &mut AppState, side: Side, call: CubeCall) -> bool {
    let game = s.r#match.game_mut();
    let value = match call {
        CubeCall::Double => game.double(side),
        CubeCall::Take => game.take(side).map(|c| c.value()),
        CubeCall::Beaver => game.beaver(side).map(|c| c.value()),
        CubeCall::Pass => game.pass(side).map(|o| o.cube),
        CubeCall::Roll => return false,
    };
    let Ok(value) = value else {
        return false;
    };
    s.hint_open = false;
    s.events.push(Event::Cube { side, call, value });
    if call == CubeCall::Pass {
        let game = s.r#match.played_games().len() + 1;
        game_over(s, game);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::testing::advance;
    use crate::state::{dispatch, Action, Mode, Options, Settings};
    use nardy_engine::{CubeAction, CubeRules, MatchLength, Rules, Variant};

    fn nardegammon(length: u32) -> Options {
        Options {
            mode: Mode::Computer,
            rules: Rules {
                match_length: MatchLength::new(length).unwrap(),
                variant: Variant::Nardegammon(CubeRules {
                    beaver: true,
                    ..CubeRules::default()
                }),
                ..Rules::default()
            },
            ..Options::default()
        }
    }

    #[test]
    fn doubles_both_ways_against_the_computer_in_a_long_match() {
        // The person plays badly (the first step it finds): the computer,
        // well ahead, doubles it too.
        let mut s = AppState::new(5, nardegammon(25), Settings::default());
        let (mut offered, mut answered, mut computer_doubles) = (0, 0, 0);
        for _ in 0..20_000 {
            if s.r#match.winner().is_some() || (answered >= 2 && offered >= 2) {
                break;
            }
            // The person doubles at its first chance in each game, and
            // answers the computer's doubles: takes the first, then passes.
            if s.person_may_double().is_some() && s.r#match.game().cube().owner().is_none() {
                assert!(dispatch(&mut s, Action::Double));
                offered += 1;
                continue;
            }
            if s.person_answers().is_some() {
                let action = if answered == 0 {
                    Action::Take
                } else {
                    Action::Pass
                };
                assert!(dispatch(&mut s, action));
                answered += 1;
                continue;
            }
            if s.is_over() {
                dispatch(&mut s, Action::NextGame);
                continue;
            }
            advance(&mut s);
            computer_doubles = s
                .r#match
                .games()
                .flat_map(|g| g.cube_moves())
                .filter(|m| m.side == Side::Black && matches!(m.action, CubeAction::Double(_)))
                .count();
        }
        let record = nardy_engine::write_record(&s.r#match, &[]);
        assert!(
            offered > 0 && answered > 0,
            "{offered} doubles, {answered} answers\n{record}"
        );
        assert!(computer_doubles > 0);
        // Every cube action was the engine's: the record reads back.
        let text = nardy_engine::write_record(&s.r#match, &[]);
        assert!(nardy_engine::parse_record(&text).is_ok(), "{text}");
        // The events carried each cube action.
        assert!(s.events.iter().any(|e| matches!(
            e,
            Event::Cube {
                call: CubeCall::Double,
                ..
            }
        )));
    }

    #[test]
    fn the_hint_on_a_cube_decision_asks_the_worker_for_the_cube_figures() {
        let mut s = AppState::new(5, nardegammon(5), Settings::default());
        for _ in 0..200 {
            if s.person_may_double().is_some() {
                break;
            }
            advance(&mut s);
        }
        assert!(s.person_may_double().is_some());
        dispatch(&mut s, Action::Hint);
        assert!(s.hint_open());
        let q = s.question().expect("the hint asks");
        assert!(matches!(q.ask, Ask::CubeHint { .. }), "{q:?}");
        assert!(super::super::computer::think(&mut s));
        let f = s.cube_hint().expect("the figures came");
        assert!(!f.double, "an early position is no double: {f:?}");
        // Doubling closes the hint; its figures no longer fit the cube.
        dispatch(&mut s, Action::Double);
        assert!(!s.hint_open());
    }

    #[test]
    fn the_person_cannot_double_out_of_turn_and_answers_only_a_double() {
        let mut s = AppState::new(1, nardegammon(5), Settings::default());
        assert!(!dispatch(&mut s, Action::Double), "before the first turn");
        assert!(!dispatch(&mut s, Action::Take), "nothing offered");
        let classic = Options {
            rules: Rules {
                variant: Variant::Classic,
                ..Rules::default()
            },
            ..Options::default()
        };
        let mut s = AppState::new(1, classic, Settings::default());
        for _ in 0..50 {
            advance(&mut s);
        }
        assert_eq!(s.person_may_double(), None, "no cube in classic");
    }
}
