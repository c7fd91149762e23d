//! What the board shows, derived from the app state as plain data.
//!
//! The board component reads one [`BoardView`] through a memo, so a change
//! that does not alter the picture (a timer tick, a language switch) does not
//! redraw it, and the mapping from state to test hooks is unit-tested here.

use crate::state::{AppState, Frame, Mode, Numbering};
use nardy_drawing::arrows::{turn_arrows, Arrow};
use nardy_drawing::geometry::{CheckerDisc, Geometry, StackLabel, LANDSCAPE};
use nardy_engine::{Phase, Point, Position, Side, Target};

/// A die as the board draws it (value, owner's colour, played).
pub type DieView = nardy_drawing::svg::Die;

/// A highlighted destination and where its ring is drawn.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct TargetView {
    pub target: Target,
    pub cx: f32,
    pub cy: f32,
}

/// Everything the board draws.
#[derive(Clone, PartialEq, Debug)]
pub struct BoardView {
    pub position: Position,
    /// `data-dice`: the roll being played, higher first, or empty.
    pub dice_attr: String,
    /// `data-phase`.
    pub phase: &'static str,
    /// `data-turns`: the turns the game has played, passes and the
    /// computer's included (the live game's, in a review too). Whoever
    /// follows the game from outside counts turns by it: the side to move
    /// looks the same after a whole turn of the other side and one's own.
    pub turns: usize,
    pub checkers: Vec<CheckerDisc>,
    pub labels: Vec<StackLabel>,
    /// Points whose top checker can move (for a person).
    pub movable: Vec<Point>,
    pub selected: Option<Point>,
    pub targets: Vec<TargetView>,
    pub dice: Vec<DieView>,
    /// For a double: the steps still to play (shown as ×n).
    pub double_left: Option<usize>,
    /// A turn shown but not played: the previewed hint line, or the better
    /// turn tutor mode names.
    pub arrows: Vec<Arrow>,
    /// The number written beside each point (index = point − 1).
    pub numbers: [u8; 24],
    pub borne_off: [u8; 2],
    /// Whose turn it is, for the tray a bear-off target sits in.
    pub mover: Option<Side>,
    /// The board's shape: landscape, or upright on a phone held so.
    pub geometry: Geometry,
    /// Whose turn the arrows show (the colour they are drawn in).
    pub arrows_side: Option<Side>,
    /// The board is turned half a circle, so that a person playing Black
    /// against the computer has their own home at the bottom right, as White
    /// does (texts and dice stay upright).
    pub flip: bool,
    /// Nardegammon's cube, where it is used (not in a Crawford game).
    pub cube: Option<nardy_engine::Cube>,
}

impl BoardView {
    /// The number written beside `point`.
    pub fn number(&self, point: Point) -> u8 {
        self.numbers[usize::from(point.get()) - 1]
    }

    /// Checkers on `point` (of whichever side holds it).
    pub fn count(&self, point: Point) -> u8 {
        self.position.owner(point).map_or(0, |(_, n)| n)
    }
}

/// The board as a landscape board shows it (the tests' board).
pub fn board_view(s: &AppState) -> BoardView {
    board_view_in(s, LANDSCAPE)
}

/// The board in shape `g` (landscape, or upright on a phone held so).
pub fn board_view_in(s: &AppState, g: Geometry) -> BoardView {
    let mut v = live_view(s, &g);
    if let Some(review) = s.review() {
        show_frame(&mut v, review.frame());
        // The better turn the review found, from the board it was played on.
        if let Some((before, best)) = review.better_turn() {
            v.arrows = turn_arrows(&g, &before, &best);
            v.arrows_side = Some(before.side_to_move());
        }
    }
    v
}

/// The board of a replayed turn instead of the live game: nothing movable,
/// the turn's dice shown as played, `data-phase="review"`.
fn show_frame(v: &mut BoardView, frame: &Frame) {
    let lay = v.geometry.layout(&frame.position);
    v.position = frame.position;
    v.phase = "review";
    v.checkers = lay.checkers;
    v.labels = lay.labels;
    v.movable.clear();
    v.selected = None;
    v.targets.clear();
    v.arrows.clear();
    v.double_left = None;
    v.borne_off = [
        frame.position.borne_off(Side::White),
        frame.position.borne_off(Side::Black),
    ];
    v.mover = frame.record.map(|r| r.side);
    let dice = frame.record.map(|r| r.dice);
    v.dice_attr = dice.map(|d| d.to_string()).unwrap_or_default();
    v.dice = dice
        .map(|d| {
            [d.high(), d.low()]
                .into_iter()
                .map(|value| DieView {
                    value,
                    used: true,
                    owner: None,
                })
                .collect()
        })
        .unwrap_or_default();
}

fn live_view(s: &AppState, g: &Geometry) -> BoardView {
    let position = s.board();
    let game = s.r#match().game();
    let lay = g.layout(&position);
    let phase = game.phase().kind().code();
    let (dice_attr, dice, double_left) = match game.phase() {
        Phase::Move(b) => {
            let d = b.dice();
            let left = b.dice_left();
            if d.is_double() {
                let n = left.len();
                let dice = (0..2)
                    .map(|i| DieView {
                        value: d.high(),
                        // Two steps per drawn die.
                        used: n <= 2 * (1 - i),
                        owner: None,
                    })
                    .collect();
                (d.to_string(), dice, Some(n))
            } else {
                let dice = [d.high(), d.low()]
                    .into_iter()
                    .map(|v| DieView {
                        value: v,
                        used: !left.contains(&v),
                        owner: None,
                    })
                    .collect();
                (d.to_string(), dice, None)
            }
        }
        Phase::Opening | Phase::Roll(_) if game.history().is_empty() => {
            let dice = s
                .opening_dice()
                .map(|(w, b)| {
                    vec![
                        DieView {
                            value: w,
                            used: false,
                            owner: Some(Side::White),
                        },
                        DieView {
                            value: b,
                            used: false,
                            owner: Some(Side::Black),
                        },
                    ]
                })
                .unwrap_or_default();
            (String::new(), dice, None)
        }
        _ => (String::new(), Vec::new(), None),
    };
    let movable = s.movable();
    let targets = s
        .targets()
        .into_iter()
        .map(|(target, _)| {
            let (cx, cy) = match target {
                // A full stack's landing place is its top checker: where
                // that checker may move too, the ring marks the stack's
                // foot instead, so a tap on the checker still selects it.
                Target::Point(p) => {
                    let count = position.owner(p).map_or(0, |(_, n)| n);
                    if count >= g.stack_fits && movable.contains(&p) {
                        g.stack_position(p, 0, count)
                    } else {
                        g.landing_position(p, count)
                    }
                }
                Target::Off => {
                    let side = s.mover().unwrap_or(Side::White);
                    let (x, y, w, h) = g.tray(side);
                    (x + w / 2.0, y + h / 2.0)
                }
            };
            TargetView { target, cx, cy }
        })
        .collect();
    let shown_turn = s.hint_preview().or_else(|| {
        let start = s.turn_start()?;
        s.tutor_stop().map(|stop| (start, stop.best))
    });
    // The computer's last turn stays drawn until the person moves.
    let (shown_turn, arrows_side) = match shown_turn {
        Some(t) => (Some(t), s.mover()),
        None => match s.computer_last_turn() {
            Some((start, turn)) => (Some((start, turn)), Some(start.side_to_move())),
            None => (None, None),
        },
    };
    let arrows = shown_turn.map_or_else(Vec::new, |(start, turn)| turn_arrows(g, &start, &turn));
    let viewer = s.viewer();
    let mut numbers = [0u8; 24];
    for (n, point) in numbers.iter_mut().zip(Point::all()) {
        *n = match s.numbering() {
            Numbering::Absolute => point.get(),
            Numbering::Relative => point.relative(viewer).get(),
        };
    }
    BoardView {
        position,
        dice_attr,
        phase,
        checkers: lay.checkers,
        labels: lay.labels,
        movable,
        selected: s.selected(),
        targets,
        dice,
        double_left,
        arrows,
        numbers,
        borne_off: [
            position.borne_off(Side::White),
            position.borne_off(Side::Black),
        ],
        mover: s.mover(),
        geometry: *g,
        arrows_side,
        turns: game.history().len(),
        flip: s.options().mode == Mode::Computer && s.options().human == Side::Black,
        cube: {
            let m = s.r#match();
            let cube_game = m.rules().variant.cube().is_some() && !m.game().is_crawford();
            cube_game.then(|| m.game().cube())
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::testing::{advance, think, white_to_play};
    use crate::state::{dispatch, Action, Mode, Options, Seek, Settings, Spot};
    use nardy_engine::{Dice, Game, RelPoint, Rules};

    fn hotseat(seed: u64) -> AppState {
        let options = Options {
            mode: Mode::HotSeat,
            ..Options::default()
        };
        AppState::new(seed, options, Settings::default())
    }

    #[test]
    fn the_hint_previewed_the_tutors_better_turn_and_the_reviews_are_drawn_as_arrows() {
        let steps =
            |v: &BoardView| -> Vec<String> { v.arrows.iter().map(|a| a.step.clone()).collect() };
        let of = |t: &nardy_engine::Turn| -> Vec<String> {
            t.steps().iter().map(|st| st.to_string()).collect()
        };
        // The hint list's last line, previewed.
        let mut s = white_to_play(6, 4);
        dispatch(&mut s, Action::Hint);
        assert!(think(&mut s), "the hint is asked");
        let last = s.ranking().unwrap().lines.len() - 1;
        dispatch(&mut s, Action::PreviewHint(Some(last)));
        let (_, turn) = s.hint_preview().unwrap();
        assert_eq!(steps(&board_view(&s)), of(&turn));
        dispatch(&mut s, Action::PreviewHint(None));
        assert!(board_view(&s).arrows.is_empty());
        // A replay's turn that was not the best: the better one.
        let mut s = hotseat(6);
        while s.r#match().game().history().len() < 12 {
            advance(&mut s);
        }
        dispatch(&mut s, Action::StartReview);
        dispatch(&mut s, Action::AnalyseReview);
        assert!(think(&mut s), "the review is asked");
        let frames = s.review().unwrap().frames().len();
        let better = (1..frames).find_map(|f| {
            dispatch(&mut s, Action::Review(Seek::To(f)));
            s.review().unwrap().better_turn()
        });
        let (_, best) = better.expect("a turn that was not the best");
        assert_eq!(steps(&board_view(&s)), of(&best));
        // Tutor mode's stop: the better turn, from the roll's start.
        let position: Position = "2,3,1,1,1,-7,0,1,0,1,0,-2,-2,-2,-2,0,0,2,0,1,0,1,0,1 w"
            .parse()
            .unwrap();
        let dice = Dice::new(6, 4).unwrap();
        let worst = nardy_ai::Analyser::new(nardy_ai::Evaluator::embedded())
            .analyse(&position, dice, nardy_ai::MAX_DEPTH)
            .unwrap()
            .pop()
            .unwrap();
        let tutor = Options {
            mode: Mode::HotSeat,
            tutor: true,
            ..Options::default()
        };
        let mut game = Game::from_position(Rules::default(), position);
        game.roll(dice).unwrap();
        let mut s = AppState::new(1, tutor, Settings::default()).with_game(game);
        for step in worst.turn.steps() {
            let from = step.from().absolute(Side::White);
            dispatch(&mut s, Action::Activate(Spot::Checker(from)));
            dispatch(
                &mut s,
                Action::Activate(Spot::Target(step.to().absolute(Side::White))),
            );
        }
        assert!(think(&mut s), "the turn is judged");
        let stop = s.tutor_stop().expect("a blunder stops");
        assert_eq!(steps(&board_view(&s)), of(&stop.best));
    }

    #[test]
    fn hooks_follow_the_turn() {
        let mut s = hotseat(2);
        let v = board_view(&s);
        assert_eq!(v.phase, "opening");
        assert_eq!(v.dice_attr, "");
        assert_eq!(v.checkers.len(), 30);
        while !matches!(s.phase(), Phase::Move(_)) {
            let (a, _) = s.next_auto().unwrap();
            dispatch(&mut s, a);
        }
        let v = board_view(&s);
        assert_eq!(v.phase, "move");
        let dice = s.r#match().game().turn_builder().unwrap().dice();
        assert_eq!(v.dice_attr, dice.to_string());
        assert!(v.dice.iter().all(|d| !d.used));
        let mover = s.mover().unwrap();
        let head = RelPoint::HEAD.absolute(mover);
        assert_eq!(v.movable, vec![head]);
        dispatch(&mut s, Action::Activate(Spot::Checker(head)));
        let v = board_view(&s);
        assert_eq!(v.selected, Some(head));
        assert!(!v.targets.is_empty());
        let t = v.targets[0].target;
        dispatch(&mut s, Action::Activate(Spot::Target(t)));
        let v = board_view(&s);
        assert!(v.dice.iter().any(|d| d.used) || v.phase != "move" || dice.is_double());
        assert_eq!(v.position, s.board());
    }

    #[test]
    fn bearing_off_is_a_target_in_the_movers_tray() {
        let position: Position = "3,3,3,3,3,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0 w"
            .parse()
            .unwrap();
        let mut game = Game::from_position(Rules::default(), position);
        game.roll(Dice::new(6, 5).unwrap()).unwrap();
        let mut s = hotseat(2).with_game(game);
        let from = Point::new(5).unwrap();
        dispatch(&mut s, Action::Activate(Spot::Checker(from)));
        let v = board_view(&s);
        let off = v
            .targets
            .iter()
            .find(|t| t.target == Target::Off)
            .expect("off");
        let (x, y, w, h) = LANDSCAPE.tray(Side::White);
        assert!(off.cx > x && off.cx < x + w && off.cy > y && off.cy < y + h);
        dispatch(&mut s, Action::Activate(Spot::Target(Target::Off)));
        assert_eq!(board_view(&s).borne_off, [1, 0]);
    }

    #[test]
    fn relative_numbers_follow_the_viewer() {
        let options = Options {
            human: Side::Black,
            ..Options::default()
        };
        let mut s = AppState::new(2, options, Settings::default());
        dispatch(&mut s, Action::ToggleNumbering);
        let v = board_view(&s);
        assert_eq!(v.number(Point::new(12).unwrap()), 24); // Black's head is its 24.
        assert_eq!(v.number(Point::new(13).unwrap()), 1);
    }

    #[test]
    fn the_board_turns_only_for_a_person_playing_black_against_the_computer() {
        let flip = |mode, human| {
            let options = Options {
                mode,
                human,
                ..Options::default()
            };
            board_view(&AppState::new(1, options, Settings::default())).flip
        };
        assert!(flip(Mode::Computer, Side::Black));
        assert!(!flip(Mode::Computer, Side::White));
        assert!(!flip(Mode::HotSeat, Side::Black));
    }

    #[test]
    fn a_replay_shows_its_frame_and_nothing_to_move() {
        let mut s = white_to_play(6, 5);
        dispatch(&mut s, Action::StartReview);
        let v = board_view(&s);
        assert_eq!(v.phase, "review");
        assert!(v.movable.is_empty() && v.targets.is_empty());
    }
}
