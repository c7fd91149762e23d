//! The checker that has just arrived slides in from the point it left. The
//! store's `Stepped` event says which; the next drawing of the checkers
//! takes it, so a later redraw (a selection, a language switch) does not
//! play it again.

use super::view::BoardView;
use crate::state::Event;
use crate::store::Store;
use leptos::prelude::*;
use nardy_drawing::geometry::CheckerDisc;
use nardy_engine::{Point, Side, Target};

/// One checker's move, from the event.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Arrival {
    pub side: Side,
    pub from: Point,
    pub to: Target,
}

/// The arrival waiting to be drawn.
#[derive(Clone, Copy)]
pub struct Arrivals(StoredValue<Option<Arrival>, LocalStorage>);

impl Arrivals {
    /// Follows the store's events: each checker move waits for the next
    /// drawing; anything else that moves checkers cancels it.
    pub fn follow(store: Store) -> Arrivals {
        let pending = StoredValue::new_local(None);
        store.listen(move |events| {
            for e in events {
                match e {
                    Event::Stepped { side, from, to } => pending.set_value(Some(Arrival {
                        side: *side,
                        from: *from,
                        to: *to,
                    })),
                    Event::Undone { .. }
                    | Event::TakenBack { .. }
                    | Event::NewMatch
                    | Event::NextGame => pending.set_value(None),
                    _ => {}
                }
            }
        });
        Arrivals(pending)
    }

    /// The arrival to draw now, once.
    pub fn take(self) -> Option<Arrival> {
        self.0.try_update_value(Option::take).flatten()
    }
}

/// Where the arriving checker's slide starts, relative to its final place
/// (a CSS translate offset): only for the top checker of the point it
/// reached, starting where the top of the point it left now ends.
pub fn arrival_offset(
    view: &BoardView,
    arrival: Arrival,
    disc: &CheckerDisc,
) -> Option<(f32, f32)> {
    if arrival.to != Target::Point(disc.point) || disc.height + 1 != view.count(disc.point) {
        return None;
    }
    let left = view.position.checkers(arrival.side, arrival.from);
    let (fx, fy) = view.geometry.stack_position(arrival.from, left, left + 1);
    Some((fx - disc.cx, fy - disc.cy))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::view::board_view;
    use crate::state::testing::white_to_play;
    use crate::state::{dispatch, Action, Spot};
    use nardy_drawing::geometry::LANDSCAPE;

    #[test]
    fn only_the_arrived_checker_slides_from_the_point_it_left() {
        let mut s = white_to_play(4, 2);
        let (head, to) = (Point::new(24).unwrap(), Point::new(20).unwrap());
        dispatch(&mut s, Action::Activate(Spot::Checker(head)));
        dispatch(&mut s, Action::Activate(Spot::Target(Target::Point(to))));
        let arrival = s
            .take_events()
            .iter()
            .find_map(|e| match e {
                Event::Stepped { side, from, to } => Some(Arrival {
                    side: *side,
                    from: *from,
                    to: *to,
                }),
                _ => None,
            })
            .expect("the step is reported");
        let v = board_view(&s);
        let sliding: Vec<_> = v
            .checkers
            .iter()
            .filter_map(|c| arrival_offset(&v, arrival, c).map(|d| (c.point, d)))
            .collect();
        assert_eq!(sliding.len(), 1);
        let (point, (dx, dy)) = sliding[0];
        assert_eq!(point, to);
        // From the head's new top (14 checkers left) to point 20's first place.
        let (fx, fy) = LANDSCAPE.stack_position(head, 14, 15);
        let (tx, ty) = LANDSCAPE.stack_position(to, 0, 1);
        assert_eq!((dx, dy), (fx - tx, fy - ty));
    }
}
