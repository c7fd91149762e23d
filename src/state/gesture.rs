//! Gestures on the board, played: the hand ([`super::hand`]) says what a
//! press, a release, a double click or a key asks for; here it is done,
//! with what the engine allows now (the movable checkers, the selected
//! one's targets and the steps to each).

use super::hand::{Choices, Intent, Spot};
use super::model::AppState;
use nardy_engine::Target;

impl AppState {
    /// The selected checker's targets.
    fn target_points(&self) -> Vec<Target> {
        self.targets().into_iter().map(|(t, _)| t).collect()
    }

    /// Does what the hand asks; whether anything that is shown changed.
    fn carry_out(&mut self, intent: Option<Intent>) -> bool {
        match intent {
            Some(Intent::Select(p)) => {
                let movable = self.movable();
                let can = Choices {
                    movable: &movable,
                    targets: &[],
                };
                self.hand.select(p, &can)
            }
            Some(Intent::Deselect) => self.hand.deselect(),
            Some(Intent::PlayTo(t)) => self.play_to(t),
            None => false,
        }
    }

    /// Plays the selected checker to `target` with the steps the engine
    /// offered (one, or several for a point reached with both dice or a
    /// double). With nothing left to play the turn ends at once, unless
    /// turns are confirmed.
    fn play_to(&mut self, target: Target) -> bool {
        if !self.human_moving() {
            return false;
        }
        let Some((_, steps)) = self.targets().into_iter().find(|(t, _)| *t == target) else {
            return false;
        };
        let played = self.play_steps(&steps);
        if played {
            self.clear_turn_marks();
            self.auto_finish();
        }
        played
    }
}

/// A press (mouse button or finger) on `spot`. Returns whether anything
/// that is shown changed (the press itself is not shown).
pub(super) fn press(s: &mut AppState, spot: Spot) -> bool {
    if !s.human_moving() {
        s.hand.cancel_press();
        return false;
    }
    let (movable, targets) = (s.movable(), s.target_points());
    let can = Choices {
        movable: &movable,
        targets: &targets,
    };
    let intent = s.hand.press(spot, &can);
    s.carry_out(intent)
}

/// The press ends over `at`, after moving far enough to be a drag or not.
pub(super) fn release(s: &mut AppState, at: Spot, dragged: bool) -> bool {
    let intent = s.hand.release(at, dragged);
    s.carry_out(intent)
}

/// The browser took the press over; nothing shown changes.
pub(super) fn cancel_press(s: &mut AppState) -> bool {
    s.hand.cancel_press();
    false
}

pub(super) fn double_click(s: &mut AppState, at: Spot) -> bool {
    let intent = s.hand.double_click(at);
    s.carry_out(intent)
}

/// Enter or Space on a focused checker or target (or a screen reader's click).
pub(super) fn activate(s: &mut AppState, spot: Spot) -> bool {
    let intent = s.hand.activate(spot);
    s.carry_out(intent)
}

pub(super) fn deselect(s: &mut AppState) -> bool {
    s.hand.deselect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::hand::Spot;
    use crate::state::options::{Options, Settings};
    use crate::state::testing::white_to_play;
    use crate::state::{dispatch, Action};
    use nardy_engine::Point;
    use nardy_engine::{Dice, Game, Rules, Side};

    fn at(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    const HEAD: Spot = Spot::Checker(match Point::new(24) {
        Some(p) => p,
        None => panic!(),
    });

    fn tap(s: &mut AppState, spot: Spot) {
        dispatch(s, Action::Press(spot));
        dispatch(
            s,
            Action::Release {
                at: spot,
                dragged: false,
            },
        );
    }

    #[test]
    fn a_tap_selects_a_second_tap_puts_down_and_a_tap_on_a_target_plays() {
        let mut s = white_to_play(6, 5);
        tap(&mut s, HEAD);
        assert_eq!(s.selected(), Some(at(24)));
        assert!(!s.targets().is_empty());
        tap(&mut s, HEAD);
        assert_eq!(s.selected(), None, "tapping the selected checker deselects");
        // A checker that cannot move, and an empty point, do nothing.
        tap(&mut s, Spot::Checker(at(12)));
        tap(&mut s, Spot::Point(at(5)));
        assert_eq!(s.selected(), None);
        // The triangle of a movable point selects it, and never puts it down.
        tap(&mut s, Spot::Point(at(24)));
        assert_eq!(s.selected(), Some(at(24)));
        tap(&mut s, Spot::Point(at(24)));
        assert_eq!(s.selected(), Some(at(24)));
        // Only the ring plays: not the strip of the point it stands on.
        tap(&mut s, Spot::Point(at(13)));
        assert_eq!(s.board().checkers(Side::White, at(13)), 0);
        tap(&mut s, Spot::Target(Target::Point(at(13))));
        assert_eq!(s.board().checkers(Side::White, at(13)), 1);
        // 6-5 with one checker is the whole turn: it ended by itself.
        assert_eq!(s.mover(), Some(Side::Black));
        let events = s.take_events();
        assert!(events.iter().any(|e| matches!(e,
            crate::state::Event::Stepped { from, to, .. }
                if *from == at(24) && *to == Target::Point(at(13)))));
    }

    #[test]
    fn a_drag_plays_where_it_is_dropped_or_snaps_back() {
        let mut s = white_to_play(6, 5);
        dispatch(&mut s, Action::Press(HEAD));
        assert_eq!(s.pressed_checker(), Some(at(24)));
        // Dropped on the bar: back on its point, still selected.
        dispatch(
            &mut s,
            Action::Release {
                at: Spot::Board,
                dragged: true,
            },
        );
        assert_eq!(s.selected(), Some(at(24)));
        assert_eq!(s.board().checkers(Side::White, at(24)), 15);
        // A drag of the selected checker does not deselect it when it fails.
        dispatch(&mut s, Action::Press(HEAD));
        dispatch(
            &mut s,
            Action::Release {
                at: HEAD,
                dragged: true,
            },
        );
        assert_eq!(s.selected(), Some(at(24)));
        // Dropped beside a target's ring: back again.
        let drop = |s: &mut AppState, at: Spot| {
            dispatch(s, Action::Press(HEAD));
            dispatch(s, Action::Release { at, dragged: true });
        };
        drop(&mut s, Spot::Point(at(18)));
        assert_eq!(s.board().checkers(Side::White, at(18)), 0);
        // Dropped on the ring: played there.
        drop(&mut s, Spot::Target(Target::Point(at(18))));
        assert_eq!(s.board().checkers(Side::White, at(18)), 1);
        assert_eq!(s.selected(), None);
    }

    #[test]
    fn tapping_the_checker_that_just_arrived_selects_it_despite_the_double_tap() {
        let mut s = white_to_play(4, 2);
        tap(&mut s, HEAD);
        tap(&mut s, Spot::Target(Target::Point(at(20))));
        assert_eq!(s.board().checkers(Side::White, at(20)), 1);
        assert_eq!(s.mover(), Some(Side::White), "the 2 is still to play");
        // The second tap lands on the checker that has just arrived, and the
        // browser reports the two taps as a double click.
        tap(&mut s, Spot::Checker(at(20)));
        dispatch(&mut s, Action::DoubleClick(Spot::Checker(at(20))));
        assert_eq!(s.selected(), Some(at(20)));
        assert!(s
            .targets()
            .contains(&(Target::Point(at(18)), vec!["20/18".parse().unwrap()])));
        // A double click on the empty board puts it down.
        dispatch(&mut s, Action::DoubleClick(Spot::Board));
        assert_eq!(s.selected(), None);
    }

    #[test]
    fn keys_select_put_down_and_play() {
        let mut s = white_to_play(6, 5);
        dispatch(&mut s, Action::Activate(HEAD));
        assert_eq!(s.selected(), Some(at(24)));
        dispatch(&mut s, Action::Activate(HEAD));
        assert_eq!(s.selected(), None);
        dispatch(&mut s, Action::Activate(HEAD));
        // Escape.
        dispatch(&mut s, Action::Deselect);
        assert_eq!(s.selected(), None);
        dispatch(&mut s, Action::Activate(HEAD));
        dispatch(
            &mut s,
            Action::Activate(Spot::Target(Target::Point(at(18)))),
        );
        assert_eq!(s.board().checkers(Side::White, at(18)), 1);
        // A target that the selected checker cannot reach plays nothing.
        let before = s.board();
        dispatch(&mut s, Action::Activate(Spot::Target(Target::Off)));
        assert_eq!(s.board(), before);
    }

    #[test]
    fn nothing_moves_by_hand_on_the_computers_turn() {
        let options = Options {
            human: Side::Black,
            ..Options::default()
        };
        let mut s = AppState::new(3, options, Settings::default())
            .with_game(Game::started_by(Rules::default(), Side::White));
        s.table_mut().roll_by_hand(Dice::new(6, 5).unwrap());
        assert!(!s.human_moving());
        // Nothing changes, so the store tells no one (the computer's timer
        // is not put back by a tapping player).
        assert!(!dispatch(&mut s, Action::Press(HEAD)));
        let up = Action::Release {
            at: HEAD,
            dragged: false,
        };
        assert!(!dispatch(&mut s, up));
        assert!(!dispatch(&mut s, Action::DoubleClick(Spot::Board)));
        assert!(!dispatch(&mut s, Action::Activate(HEAD)));
        assert_eq!(s.selected(), None);
        assert_eq!(s.pressed_checker(), None);
        assert!(s.movable().is_empty());
    }
}
