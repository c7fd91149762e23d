//! Nardegammon's cube in the app (RULES.md §8.2), done: the computer's
//! cube answers, and the one function every cube action goes through.
//! Who may double or must answer now is asked in `queries.rs`.

use super::events::Event;
use super::model::AppState;
use super::notice::Notice;
use nardy_engine::{Phase, Side};
use nardy_protocol::{Answer, CubeCall};

/// The computer's cube answer to its question (still the question):
/// `answering` a double, or deciding whether to double.
pub(super) fn answered(s: &mut AppState, answering: bool, answer: Answer) {
    let Answer::Cube(call) = answer else {
        return s.screen.show(Notice::ComputerUnavailable);
    };
    s.plan.draw_seed();
    // The side to roll (before a roll) or the doubler (a double offered).
    let (side, offered) = match s.phase() {
        Phase::Roll(side) => (*side, false),
        Phase::Offered(by) => (*by, true),
        _ => return,
    };
    let done = match (offered, answering, call) {
        (false, false, CubeCall::Roll) => {
            let key = s.roll_key();
            s.plan.decline(key);
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
        s.screen.show(Notice::ComputerUnavailable);
    }
}

/// `side` doubles, takes, passes or beavers. False when the rules refuse
/// it (the state is unchanged then).
pub(super) fn cube_call(s: &mut AppState, side: Side, call: CubeCall) -> bool {
    let Some(value) = s.table.cube(side, call) else {
        return false;
    };
    s.coach.close_hint();
    s.outbox.push(Event::Cube { side, call, value });
    if call == CubeCall::Pass {
        let game = s.table.game_number();
        s.game_over(game);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::events::Event;
    use crate::state::testing::advance;
    use crate::state::{dispatch, Action, Mode, Options, Settings};
    use nardy_engine::{CubeAction, CubeRules, MatchLength, Rules, Variant};
    use nardy_protocol::Ask;

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
            if s.r#match().winner().is_some() || (answered >= 2 && offered >= 2) {
                break;
            }
            // The person doubles at its first chance in each game, and
            // answers the computer's doubles: takes the first, then passes.
            if s.person_may_double().is_some() && s.r#match().game().cube().owner().is_none() {
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
                .r#match()
                .games()
                .flat_map(|g| g.cube_moves())
                .filter(|m| m.side == Side::Black && matches!(m.action, CubeAction::Double(_)))
                .count();
        }
        let record = nardy_engine::write_record(s.r#match(), &[]);
        assert!(
            offered > 0 && answered > 0,
            "{offered} doubles, {answered} answers\n{record}"
        );
        assert!(computer_doubles > 0);
        // Every cube action was the engine's: the record reads back.
        let text = nardy_engine::write_record(s.r#match(), &[]);
        assert!(nardy_engine::parse_record(&text).is_ok(), "{text}");
        // The events carried each cube action.
        assert!(s.pending_events().iter().any(|e| matches!(
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
