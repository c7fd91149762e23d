//! Selecting and moving a checker by hand, as one small state machine in
//! the spirit of chessground's `selectSquare`: a press, a release (after a
//! drag or not), a double click and a key press on a focused element all
//! end in the same three functions — [`select`], [`deselect`] and
//! [`play_to`]. The board only says *where* a gesture happened (a [`Spot`],
//! found from the drawing's geometry); legality comes from the engine.

use super::dispatch::{auto_finish, play_steps};
use super::model::AppState;
use nardy_engine::{Point, Target};

/// What lies under the pointer (or has the focus), top-most first: the
/// order in which the board draws them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Spot {
    /// The ring where the selected checker may land (the tray, to bear off).
    Target(Target),
    /// A checker of the stack on this point.
    Checker(Point),
    /// The point's triangle or strip, off its checkers.
    Point(Point),
    /// The frame, the bar, the middle: nothing to play.
    Board,
}

/// A press that has not been released yet.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Press {
    holds: Held,
    /// The checker was already selected: a release without a drag deselects it.
    was_selected: bool,
}

/// What a press holds until it is released.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Held {
    /// A movable checker, selected by the press; it may be dragged.
    Checker(Point),
    /// A target ring: played when the press ends on it (a click).
    Target(Target),
    /// A movable point's triangle: selected when the press ends on it.
    Point(Point),
}

impl AppState {
    /// The checker a press holds, which a pointer movement drags.
    pub fn pressed_checker(&self) -> Option<Point> {
        match self.pressed?.holds {
            Held::Checker(p) => Some(p),
            Held::Target(_) | Held::Point(_) => None,
        }
    }

    /// Can the selected checker go to `target`?
    fn is_target(&self, target: Target) -> bool {
        self.targets().iter().any(|(t, _)| *t == target)
    }
}

/// A press (mouse button or finger) on `spot`. A movable checker is
/// selected at once, so its targets light up while it is dragged; a target
/// or a movable point's triangle waits for the release. Returns whether
/// anything that is shown changed (the press itself is not shown).
pub(super) fn press(s: &mut AppState, spot: Spot) -> bool {
    s.pressed = None;
    if !s.human_moving() {
        return false;
    }
    let movable = |p: Point| s.movable().contains(&p);
    let holds = match spot {
        Spot::Target(t) if s.is_target(t) => Held::Target(t),
        Spot::Checker(p) if movable(p) => Held::Checker(p),
        Spot::Point(p) if movable(p) => Held::Point(p),
        _ => return false,
    };
    let was_selected = matches!(holds, Held::Checker(p) if s.selected == Some(p));
    s.pressed = Some(Press {
        holds,
        was_selected,
    });
    match holds {
        Held::Checker(p) => select(s, p),
        Held::Target(_) | Held::Point(_) => false,
    }
}

/// The press ends over `at`; `dragged` when the pointer travelled far
/// enough to be a drag rather than a click. Returns whether anything that
/// is shown changed.
pub(super) fn release(s: &mut AppState, at: Spot, dragged: bool) -> bool {
    let Some(press) = s.pressed.take() else {
        return false;
    };
    match (press.holds, dragged) {
        // Dropped on a target's ring plays there; anywhere else the checker
        // snaps back (the view's drag offset goes) and stays selected.
        (Held::Checker(_), true) => match at {
            Spot::Target(t) => play_to(s, t),
            _ => false,
        },
        // A click on the checker that was already selected puts it down.
        (Held::Checker(_), false) if press.was_selected => deselect(s),
        (Held::Target(t), false) if at == Spot::Target(t) => play_to(s, t),
        // A click on a movable point's triangle selects it (and never puts
        // it down: the triangle is not the checker).
        (Held::Point(p), false) if at == Spot::Point(p) => select(s, p),
        _ => false,
    }
}

/// The press was cancelled (the browser took the gesture over); nothing
/// shown changes.
pub(super) fn cancel_press(s: &mut AppState) -> bool {
    s.pressed = None;
    false
}

/// A double click on the empty board deselects. One on a checker or a
/// target is ignored: on a touch screen, tapping a target and then the
/// checker that has just arrived there is a "double tap" that must not undo
/// the selection the second tap made.
pub(super) fn double_click(s: &mut AppState, at: Spot) -> bool {
    matches!(at, Spot::Point(_) | Spot::Board) && deselect(s)
}

/// Enter or Space on a focused checker or target (or a screen reader's
/// click): a checker is selected or put down, a target is played.
pub(super) fn activate(s: &mut AppState, spot: Spot) -> bool {
    match spot {
        Spot::Target(t) => play_to(s, t),
        Spot::Checker(p) | Spot::Point(p) if s.selected == Some(p) => deselect(s),
        Spot::Checker(p) | Spot::Point(p) => select(s, p),
        Spot::Board => false,
    }
}

/// Selects the checker on `point` when a person may move it now.
fn select(s: &mut AppState, point: Point) -> bool {
    let ok = s.selected != Some(point) && s.movable().contains(&point);
    if ok {
        s.selected = Some(point);
    }
    ok
}

/// Puts the selected checker down; whether one was selected.
pub(super) fn deselect(s: &mut AppState) -> bool {
    s.selected.take().is_some()
}

/// Plays the selected checker to `target` with the steps the engine offered
/// (one, or several for a point reached with both dice or a double). With
/// nothing left to play the turn ends at once, unless turns are confirmed.
fn play_to(s: &mut AppState, target: Target) -> bool {
    if !s.human_moving() {
        return false;
    }
    let Some((_, steps)) = s.targets().into_iter().find(|(t, _)| *t == target) else {
        return false;
    };
    let played = play_steps(s, &steps);
    if played {
        s.clear_turn_marks();
        auto_finish(s);
    }
    played
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::options::{Options, Settings};
    use crate::state::testing::white_to_play;
    use crate::state::{dispatch, Action};
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
        s.r#match.game_mut().roll(Dice::new(6, 5).unwrap()).unwrap();
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
