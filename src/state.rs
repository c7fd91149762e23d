//! The whole app as one plain value, changed only through [`dispatch`].
//!
//! Nothing here touches the browser: the Leptos components keep one
//! [`AppState`] in one signal, read it through memos and send [`Action`]s.
//! Timers (automatic rolls, the computer's steps, the pause after a pass)
//! are described by [`AppState::next_auto`] and only *scheduled* by the UI,
//! so a whole game can be driven by `cargo test` without a browser.
//!
//! The UI never decides legality: selection and moves go through the
//! engine's `TurnBuilder` (`movable`, `destinations`, `play`).

use crate::i18n::Lang;
pub use crate::options::{Mode, Options};
use crate::review::{Review, Seek};
use nardy_ai::{Bot, Level, NetPlayer, Rng};
use nardy_engine::{
    parse_record, Match, OpeningRule, Outcome, Phase, Point, Position, RecordError, Side, Step,
    Turn,
};

/// How point numbers are written on the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Numbering {
    /// White's numbering, as in position strings (RULES.md §1).
    Absolute,
    /// The viewer's own path: its head is 24, its home 1..6.
    Relative,
}

/// Where a selected checker is sent: a point (absolute) or off the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Target {
    Point(u8),
    Off,
}

impl Target {
    /// The `data-target` value: the absolute point or `off`.
    pub fn attr(self) -> String {
        match self {
            Target::Point(p) => p.to_string(),
            Target::Off => "off".to_string(),
        }
    }

    /// Reads a `data-target` value back.
    pub fn parse(s: &str) -> Option<Target> {
        match s {
            "off" => Some(Target::Off),
            _ => s
                .parse()
                .ok()
                .filter(|p| (1..=24).contains(p))
                .map(Target::Point),
        }
    }
}

/// Something worth telling the players, translated when shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Message {
    /// Both opening dice showed this number: roll again.
    OpeningTie(u8),
    /// The opening roll (White's die, Black's die) decided who starts.
    Starts(Side, u8, u8),
    /// This side cannot move with its roll.
    Pass(Side),
    /// The best turn for the roll, in RULES.md §6 notation.
    Hint(Turn),
}

/// Something that needs the user's attention until dismissed (a banner).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    /// The saved game could not be read (the reason); a new game started and
    /// the old value was kept aside.
    SaveUnreadable(String),
    /// Browser storage cannot be used: games are not kept between visits.
    StorageUnavailable,
}

/// The last checker movement, so the board can animate it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LastMove {
    pub side: Side,
    /// Absolute point the checker left.
    pub from: u8,
    pub to: Target,
    /// Distinguishes two equal moves in a row (restarts the animation).
    pub serial: u64,
}

/// Everything the user can do, and what the timers do for them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    OpeningRoll,
    Roll,
    /// Select (or, when already selected, deselect) the checker on an absolute point.
    Select(u8),
    Deselect,
    MoveTo(Target),
    Undo,
    Confirm,
    /// The computer plays the next step of its turn.
    AiStep,
    Hint,
    OpenDialog,
    CloseDialog,
    NewGame(Options),
    NextGame,
    SetLanguage(Lang),
    ToggleNumbering,
    DismissNotice,
    ToggleSound,
    OpenRecord,
    CloseRecord,
    /// Replay the match from its first turn.
    StartReview,
    Review(Seek),
    CloseReview,
}

/// The app: match, options, view settings, selection, dice source, message.
#[derive(Clone, Debug)]
pub struct AppState {
    pub r#match: Match,
    pub options: Options,
    pub lang: Lang,
    pub numbering: Numbering,
    /// Absolute point of the selected checker.
    pub selected: Option<u8>,
    /// The seed the dice started from (a `?seed=` URL fixes it).
    pub seed: u64,
    pub rng: Rng,
    pub message: Option<Message>,
    /// The dice of the latest opening roll (White's, Black's).
    pub opening_dice: Option<(u8, u8)>,
    /// The computer's remaining steps for the turn it chose.
    pub ai_plan: Vec<Step>,
    /// How long the computer thought about its latest turn, in milliseconds
    /// (shown as `data-ai-ms` on the board for measurements).
    pub ai_think_ms: Option<f64>,
    pub last_move: Option<LastMove>,
    pub dialog_open: bool,
    /// The game record dialog (export and import) is open.
    pub record_open: bool,
    /// Replaying the match turn by turn; the live game waits meanwhile.
    pub review: Option<Review>,
    pub notice: Option<Notice>,
    /// Bumped when a new match replaces the current one (new game, import).
    pub match_serial: u64,
    /// Sounds for moves, dice and the end of a game (off by default).
    pub sound: bool,
    /// Checker moves are animated (`animation=off` in the URL turns it off).
    pub animate: bool,
    /// The compact layout for an iframe: no side panels (`embed=1`).
    pub compact: bool,
    /// Bumped by every dispatch: a timer set for an older state is dropped.
    pub serial: u64,
}

/// Pause after an automatic event so people see what happened.
pub const PAUSE_MS: u32 = 1500;
/// Time per step of the computer's turn.
pub const AI_STEP_MS: u32 = 350;

impl AppState {
    pub fn new(seed: u64, lang: Lang, options: Options) -> AppState {
        AppState {
            r#match: Match::new(options.rules),
            options,
            lang,
            numbering: Numbering::Absolute,
            ai_think_ms: None,
            selected: None,
            seed,
            rng: Rng::new(seed),
            message: None,
            opening_dice: None,
            ai_plan: Vec::new(),
            last_move: None,
            dialog_open: false,
            record_open: false,
            review: None,
            notice: None,
            match_serial: 0,
            sound: false,
            animate: true,
            compact: false,
            serial: 0,
        }
    }

    pub fn phase(&self) -> &Phase {
        self.r#match.game().phase()
    }

    /// The board as it stands now, mid-turn included (the mover still to move).
    pub fn board(&self) -> Position {
        match self.r#match.game().turn_builder() {
            Some(b) => b.position(),
            None => *self.r#match.game().position(),
        }
    }

    /// The side whose turn it is (rolling or moving).
    pub fn mover(&self) -> Option<Side> {
        match self.phase() {
            Phase::Roll(s) => Some(*s),
            Phase::Move(b) => Some(b.start().side_to_move()),
            _ => None,
        }
    }

    pub fn is_computer(&self, side: Side) -> bool {
        self.options.mode == Mode::Computer && side != self.options.human
    }

    /// The side whose point of view the board takes (relative numbering).
    pub fn viewer(&self) -> Side {
        match self.options.mode {
            Mode::Computer => self.options.human,
            Mode::HotSeat => self.mover().unwrap_or(Side::White),
        }
    }

    /// True when a person may move checkers now.
    pub fn human_moving(&self) -> bool {
        self.review.is_none()
            && matches!(self.phase(), Phase::Move(b) if !self.is_computer(b.start().side_to_move()))
    }

    /// True while a dialog or a review holds the game (no timers, no moves).
    pub fn paused(&self) -> bool {
        self.dialog_open || self.record_open || self.review.is_some()
    }

    /// Absolute points whose top checker a person can move now.
    pub fn movable(&self) -> Vec<u8> {
        match self.phase() {
            Phase::Move(b) if self.human_moving() => {
                let side = b.start().side_to_move();
                b.movable()
                    .into_iter()
                    .map(|r| r.absolute(side).get())
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    /// Where the selected checker can go, with the steps for each target.
    pub fn targets(&self) -> Vec<(Target, Vec<Step>)> {
        let (Some(from), Phase::Move(b)) = (self.selected, self.phase()) else {
            return Vec::new();
        };
        let side = b.start().side_to_move();
        let Some(from) = Point::new(from) else {
            return Vec::new();
        };
        b.destinations(from.relative(side))
            .into_iter()
            .map(|d| {
                let target = match d.to.absolute(side) {
                    nardy_engine::Target::Off => Target::Off,
                    nardy_engine::Target::Point(p) => Target::Point(p.get()),
                };
                (target, d.steps)
            })
            .collect()
    }

    /// Can a person press "roll" now?
    pub fn can_roll(&self) -> bool {
        matches!(self.phase(), Phase::Roll(s) if !self.is_computer(*s)) && !self.paused()
    }

    pub fn can_undo(&self) -> bool {
        self.human_moving()
            && self
                .r#match
                .game()
                .turn_builder()
                .is_some_and(|b| !b.played().is_empty())
    }

    pub fn can_confirm(&self) -> bool {
        self.human_moving()
            && self
                .r#match
                .game()
                .turn_builder()
                .is_some_and(|b| b.is_complete())
    }

    /// True while the current roll is a pass (no step possible).
    pub fn is_pass(&self) -> bool {
        self.r#match
            .game()
            .turn_builder()
            .is_some_and(|b| b.played().is_empty() && b.is_complete())
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.r#match.game().outcome()
    }

    /// The next automatic action and the delay before it, if any: the UI
    /// schedules it, and drops it if the state changed meanwhile.
    pub fn next_auto(&self) -> Option<(Action, u32)> {
        if self.paused() {
            return None;
        }
        let pause_after_message = match self.message {
            Some(Message::OpeningTie(_) | Message::Starts(..) | Message::Pass(_)) => PAUSE_MS,
            _ => AI_STEP_MS,
        };
        match self.phase() {
            // The first opening roll waits so the starting board is seen
            // (and read by tests); a tie is re-rolled a little faster.
            Phase::Opening => Some((
                Action::OpeningRoll,
                if self.opening_dice.is_some() {
                    900
                } else {
                    PAUSE_MS
                },
            )),
            Phase::Over(_) => None,
            Phase::Roll(side) => (self.options.auto_roll || self.is_computer(*side))
                .then_some((Action::Roll, pause_after_message)),
            Phase::Move(b) => {
                let side = b.start().side_to_move();
                if self.is_pass() {
                    Some((Action::Confirm, PAUSE_MS))
                } else if self.is_computer(side) {
                    let first = b.played().is_empty();
                    match (b.is_complete(), first) {
                        (true, _) => Some((Action::Confirm, AI_STEP_MS)),
                        // The first step waits a little longer so the dice are seen.
                        (false, true) => Some((Action::AiStep, 2 * AI_STEP_MS)),
                        (false, false) => Some((Action::AiStep, AI_STEP_MS)),
                    }
                } else if b.is_complete() && !self.options.confirm_turn {
                    // Long enough for the last checker's animation.
                    Some((Action::Confirm, 300))
                } else {
                    None
                }
            }
        }
    }

    fn clear_turn_marks(&mut self) {
        self.selected = None;
        self.ai_plan.clear();
        if matches!(self.message, Some(Message::Hint(_))) {
            self.message = None;
        }
    }

    /// A game begins (new, next or imported): nothing of the last one shows.
    fn clear_game_marks(&mut self) {
        self.clear_turn_marks();
        self.message = None;
        self.opening_dice = None;
        self.last_move = None;
    }

    /// Undoes the steps of a computer's turn in progress (its plan is not
    /// saved), so it chooses the turn again from the start.
    pub fn take_back_computer_steps(&mut self) {
        if let Phase::Move(b) = self.phase() {
            if self.is_computer(b.start().side_to_move()) {
                while let Ok(Some(_)) = self.r#match.game_mut().undo() {}
            }
        }
    }

    /// After dice are set: announce a pass.
    fn after_roll(&mut self) {
        self.clear_turn_marks();
        self.message = None;
        if self.is_pass() {
            self.message = self.mover().map(Message::Pass);
        }
    }

    /// Plays `steps` of the mover and remembers the move for the animation.
    fn play_steps(&mut self, steps: &[Step]) -> bool {
        let Some(side) = self.mover() else {
            return false;
        };
        let (Some(first), Some(last)) = (steps.first(), steps.last()) else {
            return false;
        };
        let game = self.r#match.game_mut();
        for (i, &s) in steps.iter().enumerate() {
            if game.step(s).is_err() {
                // Never expected (the builder offered these steps); leave the board as it was.
                for _ in 0..i {
                    let _ = game.undo();
                }
                return false;
            }
        }
        self.last_move = Some(LastMove {
            side,
            from: first.from().absolute(side).get(),
            to: match last.to().absolute(side) {
                nardy_engine::Target::Off => Target::Off,
                nardy_engine::Target::Point(p) => Target::Point(p.get()),
            },
            serial: self.serial,
        });
        true
    }
}

/// The one place where the app changes.
pub fn dispatch(state: &mut AppState, action: Action) {
    state.serial += 1;
    match action {
        Action::OpeningRoll => {
            if matches!(state.phase(), Phase::Opening) {
                let (w, b) = roll_opening(&mut state.rng);
                state.opening_dice = Some((w, b));
                match state.r#match.game_mut().opening_roll(w, b) {
                    Ok(None) => state.message = Some(Message::OpeningTie(w)),
                    Ok(Some(side)) => {
                        let opening = state.r#match.rules().opening;
                        if opening == OpeningRule::PlayOpeningDice {
                            state.after_roll();
                        }
                        if state.message.is_none() {
                            state.message = Some(Message::Starts(side, w, b));
                        }
                    }
                    Err(_) => {}
                }
            }
        }
        Action::Roll => {
            if matches!(state.phase(), Phase::Roll(_)) {
                let dice = state.rng.dice();
                if state.r#match.game_mut().roll(dice).is_ok() {
                    state.after_roll();
                }
            }
        }
        Action::Select(point) => {
            if state.selected == Some(point) {
                state.selected = None;
            } else if state.movable().contains(&point) {
                state.selected = Some(point);
            }
        }
        Action::Deselect => state.selected = None,
        Action::MoveTo(target) => {
            if state.human_moving() {
                let found = state.targets().into_iter().find(|(t, _)| *t == target);
                if let Some((_, steps)) = found {
                    if state.play_steps(&steps) {
                        state.clear_turn_marks();
                        // With nothing left to play the turn ends at once (no
                        // window in which "undo" looks possible but is not).
                        if state.can_confirm() && !state.options.confirm_turn {
                            let _ = state.r#match.game_mut().finish_turn();
                        }
                    }
                }
            }
        }
        Action::Undo => {
            if state.can_undo() && state.r#match.game_mut().undo().is_ok() {
                state.clear_turn_marks();
                state.last_move = None;
            }
        }
        Action::Confirm => {
            let ok = state
                .r#match
                .game()
                .turn_builder()
                .is_some_and(|b| b.is_complete());
            if ok && state.r#match.game_mut().finish_turn().is_ok() {
                state.clear_turn_marks();
                state.last_move = None;
            }
        }
        Action::AiStep => ai_step(state),
        Action::Hint => {
            if let Some(b) = state.r#match.game().turn_builder() {
                if state.human_moving() && !b.legal_turns().is_empty() {
                    let level = Level(Level::COUNT - 1);
                    let mut player = NetPlayer::at_level(level, state.seed);
                    let best = player.ranked(b.legal_turns())[0].1;
                    state.message = Some(Message::Hint(b.legal_turns()[best].turn));
                }
            }
        }
        Action::OpenDialog => state.dialog_open = true,
        Action::CloseDialog => state.dialog_open = false,
        Action::NewGame(options) => {
            state.match_serial += 1;
            state.options = options;
            state.r#match = Match::new(options.rules);
            state.clear_game_marks();
            state.dialog_open = false;
        }
        Action::NextGame => {
            if state.r#match.next_game().is_ok() {
                state.clear_game_marks();
            }
        }
        Action::SetLanguage(lang) => state.lang = lang,
        Action::DismissNotice => state.notice = None,
        Action::ToggleSound => state.sound = !state.sound,
        Action::OpenRecord => state.record_open = true,
        Action::CloseRecord => state.record_open = false,
        Action::StartReview => {
            state.clear_turn_marks();
            state.review = Some(Review::of(&state.r#match));
        }
        Action::Review(seek) => {
            if let Some(r) = &mut state.review {
                r.seek(seek);
            }
        }
        Action::CloseReview => state.review = None,
        Action::ToggleNumbering => {
            state.numbering = match state.numbering {
                Numbering::Absolute => Numbering::Relative,
                Numbering::Relative => Numbering::Absolute,
            }
        }
    }
}

/// Loads a game record as the current match and starts its replay at the
/// first turn. On error nothing changes.
pub fn import_record(state: &mut AppState, text: &str) -> Result<(), RecordError> {
    let parsed = parse_record(text)?;
    state.serial += 1;
    state.match_serial += 1;
    state.r#match = parsed.r#match;
    state.options.rules = state.r#match.rules();
    state.clear_game_marks();
    state.record_open = false;
    // As after a reload: a computer's half-played turn is chosen again.
    state.take_back_computer_steps();
    state.review = Some(Review::of(&state.r#match));
    Ok(())
}

/// Two opening dice, one per side.
fn roll_opening(rng: &mut Rng) -> (u8, u8) {
    (rng.die(), rng.die())
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

/// The computer chooses its whole turn once, then plays it one step per call.
fn ai_step(state: &mut AppState) {
    let seed = state.rng.next_u64();
    let Phase::Move(b) = state.phase() else {
        return;
    };
    let side = b.start().side_to_move();
    if !state.is_computer(side) || b.is_complete() {
        return;
    }
    if state.ai_plan.is_empty() {
        let turns = b.legal_turns();
        let started = clock_ms();
        let mut player = NetPlayer::at_level(Level(state.options.level), seed);
        let pick = player.choose(b.start(), b.dice(), turns);
        let thought = clock_ms() - started;
        // Stored reversed so `pop` yields the steps in order.
        state.ai_plan = turns[pick].turn.steps().iter().rev().copied().collect();
        state.ai_think_ms = Some(thought);
    }
    if let Some(step) = state.ai_plan.pop() {
        if !state.play_steps(&[step]) {
            state.ai_plan.clear();
        }
    }
}

/// Drives a game in unit tests without a browser.
#[cfg(test)]
pub mod testing {
    use super::*;

    /// One move of the game: a person plays the first target of the first
    /// movable checker, or else the next automatic action runs.
    pub fn advance(s: &mut AppState) {
        if s.human_moving() && !s.is_pass() {
            let from = s.movable()[0];
            dispatch(s, Action::Select(from));
            let target = s.targets()[0].0;
            dispatch(s, Action::MoveTo(target));
        } else if let Some((a, _)) = s.next_auto() {
            dispatch(s, a);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_engine::{Rules, WinKind};

    fn hotseat() -> Options {
        Options {
            mode: Mode::HotSeat,
            ..Options::default()
        }
    }

    /// Runs automatic actions (as the timers would) until a person must act.
    fn run_auto(s: &mut AppState) {
        for _ in 0..100 {
            match s.next_auto() {
                Some((a, _)) => dispatch(s, a),
                None => return,
            }
        }
        panic!("automatic actions never stop");
    }

    /// A person plays the first target of the first movable checker.
    fn play_one_step(s: &mut AppState) {
        let from = s.movable()[0];
        dispatch(s, Action::Select(from));
        assert_eq!(s.selected, Some(from));
        let (target, _) = s.targets()[0];
        dispatch(s, Action::MoveTo(target));
    }

    #[test]
    fn a_hot_seat_game_driven_through_dispatch_ends_with_a_result() {
        let mut s = AppState::new(7, Lang::En, hotseat());
        let mut guard = 0;
        while s.outcome().is_none() {
            run_auto(&mut s);
            if s.outcome().is_some() {
                break;
            }
            assert!(s.human_moving(), "a person must be to move");
            play_one_step(&mut s);
            guard += 1;
            assert!(guard < 5000, "game does not end");
        }
        let o = s.outcome().unwrap();
        assert!(matches!(o.kind, WinKind::Oin | WinKind::Mars));
        assert_eq!(s.r#match.score()[o.winner.index()], o.points());
        assert!(s.r#match.game().history().len() > 20);
        assert_eq!(s.next_auto(), None);
    }

    #[test]
    fn selecting_a_checker_that_cannot_move_does_nothing() {
        let mut s = AppState::new(3, Lang::En, hotseat());
        run_auto(&mut s);
        assert!(s.human_moving());
        let mover = s.mover().unwrap();
        // The opponent's head never moves on our turn.
        let theirs = nardy_engine::RelPoint::HEAD
            .absolute(mover.opponent())
            .get();
        dispatch(&mut s, Action::Select(theirs));
        assert_eq!(s.selected, None);
        dispatch(&mut s, Action::Select(5));
        assert_eq!(s.selected, None);
        assert!(s.targets().is_empty());
        // Selecting twice deselects.
        let head = nardy_engine::RelPoint::HEAD.absolute(mover).get();
        dispatch(&mut s, Action::Select(head));
        assert_eq!(s.selected, Some(head));
        dispatch(&mut s, Action::Select(head));
        assert_eq!(s.selected, None);
    }

    #[test]
    fn undo_restores_the_board() {
        let mut s = AppState::new(11, Lang::En, hotseat());
        run_auto(&mut s);
        let before = s.board();
        let mover = s.mover();
        play_one_step(&mut s);
        assert_ne!(s.board(), before);
        assert_eq!(
            s.mover(),
            mover,
            "the seed gives a turn of two separate steps"
        );
        {
            dispatch(&mut s, Action::Undo);
            assert_eq!(s.board(), before);
            assert!(!s.can_undo());
        }
    }

    #[test]
    fn a_computer_turn_is_a_legal_turn() {
        let options = Options {
            human: Side::Black,
            level: 1,
            ..Options::default()
        };
        for seed in 0..6 {
            let mut s = AppState::new(seed, Lang::En, options);
            // Until White (the computer) has finished a turn.
            for _ in 0..200 {
                if !s.r#match.game().history().is_empty() {
                    break;
                }
                if s.human_moving() {
                    play_one_step(&mut s);
                }
                if let Some((a, _)) = s.next_auto() {
                    dispatch(&mut s, a);
                }
            }
            let record = s.r#match.game().history()[0];
            let start = Position::start_with(record.side);
            let legal = start.legal_turns(record.dice).unwrap();
            let result = start.play(record.dice, &record.turn).unwrap();
            assert!(legal.iter().any(|t| t.result == result));
        }
    }

    #[test]
    fn a_pass_is_announced_and_then_confirmed_after_a_pause() {
        // White's checkers all blocked: White on 24 (15), Black holds 23..18.
        let position: Position = "0,0,0,0,0,0,0,0,0,0,0,-9,0,0,0,0,0,-1,-1,-1,-1,-1,-1,15 w"
            .parse()
            .unwrap();
        let mut s = AppState::new(1, Lang::En, hotseat());
        *s.r#match.game_mut() = nardy_engine::Game::from_position(Rules::default(), position);
        dispatch(&mut s, Action::Roll);
        assert!(s.is_pass());
        assert_eq!(s.message, Some(Message::Pass(Side::White)));
        assert_eq!(s.next_auto(), Some((Action::Confirm, PAUSE_MS)));
        dispatch(&mut s, Action::Confirm);
        assert_eq!(s.mover(), Some(Side::Black));
        assert!(s.r#match.game().history()[0].turn.is_pass());
    }

    #[test]
    fn targets_reached_with_both_dice_play_all_their_steps() {
        let mut s = AppState::new(5, Lang::En, hotseat());
        // Force the opening: White starts, then rolls 6-5 from the start.
        *s.r#match.game_mut() = nardy_engine::Game::started_by(Rules::default(), Side::White);
        s.r#match
            .game_mut()
            .roll(nardy_engine::Dice::new(6, 5).unwrap())
            .unwrap();
        dispatch(&mut s, Action::Select(24));
        let targets: Vec<Target> = s.targets().iter().map(|t| t.0).collect();
        assert!(targets.contains(&Target::Point(13)), "{targets:?}");
        dispatch(&mut s, Action::MoveTo(Target::Point(13)));
        // The turn is complete, so it ended by itself.
        assert_eq!(s.mover(), Some(Side::Black));
        assert_eq!(s.board().checkers(Side::White, Point::new(13).unwrap()), 1);
        assert_eq!(s.r#match.game().history()[0].turn.steps().len(), 2);
    }

    #[test]
    fn hint_names_a_legal_turn_and_new_game_resets() {
        let mut s = AppState::new(9, Lang::En, hotseat());
        run_auto(&mut s);
        dispatch(&mut s, Action::Hint);
        assert!(matches!(s.message, Some(Message::Hint(_))));
        dispatch(&mut s, Action::NewGame(Options::default()));
        assert!(matches!(s.phase(), Phase::Opening));
        assert_eq!(s.message, None);
        assert_eq!(Target::parse(&Target::Off.attr()), Some(Target::Off));
        assert_eq!(Target::parse("13"), Some(Target::Point(13)));
        assert_eq!(Target::parse("25"), None);
    }
}
