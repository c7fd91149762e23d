//! The person's hand: the checker selected and a press not yet released,
//! as one small state machine in the spirit of chessground's
//! `selectSquare`. A press, a release (after a drag or not), a double
//! click and a key on a focused element each end in one [`Intent`]:
//! select, put down, or play to a target. The board only says *where* a
//! gesture happened (a [`Spot`], from the drawing's geometry); which
//! checkers may move and where comes from the engine, passed in.

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

/// What a gesture asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Intent {
    Select(Point),
    Deselect,
    PlayTo(Target),
}

/// What the person may do now: the points whose checkers may move, and
/// where the selected one may go.
pub struct Choices<'a> {
    pub movable: &'a [Point],
    pub targets: &'a [Target],
}

/// The selection and the press in progress.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Hand {
    /// The selected checker's point.
    selected: Option<Point>,
    /// A press on the board that has not been released yet.
    pressed: Option<Press>,
}

/// A press that has not been released yet.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Press {
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

impl Hand {
    pub fn selected(&self) -> Option<Point> {
        self.selected
    }

    /// The checker a press holds, which a pointer movement drags.
    pub fn pressed_checker(&self) -> Option<Point> {
        match self.pressed?.holds {
            Held::Checker(p) => Some(p),
            Held::Target(_) | Held::Point(_) => None,
        }
    }

    /// The hand lets go of everything (a turn's marks go).
    pub fn clear(&mut self) {
        *self = Hand::default();
    }

    /// A press (mouse button or finger) on `spot`. A movable checker is
    /// selected at once, so its targets light up while it is dragged; a
    /// target or a movable point's triangle waits for the release.
    pub fn press(&mut self, spot: Spot, can: &Choices) -> Option<Intent> {
        self.pressed = None;
        let holds = match spot {
            Spot::Target(t) if can.targets.contains(&t) => Held::Target(t),
            Spot::Checker(p) if can.movable.contains(&p) => Held::Checker(p),
            Spot::Point(p) if can.movable.contains(&p) => Held::Point(p),
            _ => return None,
        };
        let was_selected = matches!(holds, Held::Checker(p) if self.selected == Some(p));
        self.pressed = Some(Press {
            holds,
            was_selected,
        });
        match holds {
            Held::Checker(p) => Some(Intent::Select(p)),
            Held::Target(_) | Held::Point(_) => None,
        }
    }

    /// The press ends over `at`; `dragged` when the pointer travelled far
    /// enough to be a drag rather than a click.
    pub fn release(&mut self, at: Spot, dragged: bool) -> Option<Intent> {
        let press = self.pressed.take()?;
        match (press.holds, dragged) {
            // Dropped on a target's ring plays there; anywhere else the
            // checker snaps back (the view's drag offset goes) and stays
            // selected.
            (Held::Checker(_), true) => match at {
                Spot::Target(t) => Some(Intent::PlayTo(t)),
                _ => None,
            },
            // A click on the checker that was already selected puts it down.
            (Held::Checker(_), false) if press.was_selected => Some(Intent::Deselect),
            (Held::Target(t), false) if at == Spot::Target(t) => Some(Intent::PlayTo(t)),
            // A click on a movable point's triangle selects it (and never
            // puts it down: the triangle is not the checker).
            (Held::Point(p), false) if at == Spot::Point(p) => Some(Intent::Select(p)),
            _ => None,
        }
    }

    /// The press was cancelled (the browser took the gesture over).
    pub fn cancel_press(&mut self) {
        self.pressed = None;
    }

    /// A double click on the empty board deselects. One on a checker or a
    /// target is ignored: on a touch screen, tapping a target and then the
    /// checker that has just arrived there is a "double tap" that must not
    /// undo the selection the second tap made.
    pub fn double_click(&self, at: Spot) -> Option<Intent> {
        matches!(at, Spot::Point(_) | Spot::Board).then_some(Intent::Deselect)
    }

    /// Enter or Space on a focused checker or target (or a screen reader's
    /// click): a checker is selected or put down, a target is played.
    pub fn activate(&self, spot: Spot) -> Option<Intent> {
        match spot {
            Spot::Target(t) => Some(Intent::PlayTo(t)),
            Spot::Checker(p) | Spot::Point(p) if self.selected == Some(p) => Some(Intent::Deselect),
            Spot::Checker(p) | Spot::Point(p) => Some(Intent::Select(p)),
            Spot::Board => None,
        }
    }

    /// Selects the checker on `point` if it may move; whether it changed.
    pub fn select(&mut self, point: Point, can: &Choices) -> bool {
        let ok = self.selected != Some(point) && can.movable.contains(&point);
        if ok {
            self.selected = Some(point);
        }
        ok
    }

    /// Puts the selected checker down; whether one was selected.
    pub fn deselect(&mut self) -> bool {
        self.selected.take().is_some()
    }
}
