//! Everything a person (or a timer) can do, and [`dispatch`]: the one place
//! where the app changes. Each change that others follow is reported as an
//! [`Event`].

use super::events::Event;
use super::gesture::{self, Spot};
use super::model::{AppState, Dialog, Message, Notice};
use super::options::Options;
use super::page::{self, PageKind};
use super::review::{Report, Review, Seek};
use super::saved::Resumed;
use super::{analysis, computer, cube};
use crate::i18n::Lang;
use nardy_ai::{Answer, Question};
use nardy_engine::{parse_record, Match, OpeningRule, Phase, Step};

/// Everything the user can do, and what the timers do for them.
#[derive(Clone, PartialEq, Debug)]
pub enum Action {
    // The game.
    OpeningRoll,
    Roll,
    Undo,
    /// Against the computer: its last turn and the person's before it are
    /// taken back, the person's roll to be played again.
    TakeBack,
    Confirm,
    /// The computer plays the next step of its turn.
    AiStep,
    /// Nardegammon: the person to roll doubles; the person doubled takes,
    /// passes or beavers.
    Double,
    Take,
    Pass,
    Beaver,
    /// Opens or closes the hint list.
    Hint,
    /// The computer's answer to a question it was asked (`AppState::question`),
    /// with how long it thought.
    Answered {
        question: Question,
        answer: Answer,
        thought_ms: f64,
    },
    /// Shows line N of the hint list on the board (`None`: none).
    PreviewHint(Option<usize>),
    /// Plays line N of the hint list.
    ChooseHint(usize),
    /// Tutor mode: take the stopped turn back / keep it.
    TutorUndo,
    TutorKeep,
    ToggleChances,
    NextGame,
    NewGame(Options),
    /// Opens the new-game dialog for a match from the reviewed position.
    OpenPlayOn,
    /// Asks to confirm a resignation, naming what it costs.
    OpenResign,
    /// The person (in a hot-seat game, the side to move) gives the game up.
    Resign,
    /// Starts that match (the dialog's "start"); the reviewed one is kept aside.
    PlayOn(Options),
    /// A kept match takes the place of the one in progress (which the
    /// platform has kept aside in its stead).
    Resume(Resumed),

    // Gestures on the board (see `gesture`).
    /// A mouse button or a finger goes down on the board.
    Press(Spot),
    /// It comes up over `at`, after moving far enough to be a drag or not.
    Release {
        at: Spot,
        dragged: bool,
    },
    /// The browser took the press over (a scroll, a system gesture).
    CancelPress,
    DoubleClick(Spot),
    /// Enter or Space on a focused checker or target, or a screen reader's click.
    Activate(Spot),
    Deselect,

    // Dialogs and the replay.
    OpenNewGame,
    OpenRecord,
    /// The dice panel: commitments, seeds, checks and statistics.
    OpenDice,
    /// Closes whichever dialog is open.
    CloseDialog,
    /// Opens a page the worker writes (the rules, the position editor).
    OpenPage(PageKind),
    /// Something done on the open page: its action and argument.
    PageAction(String, String),
    /// Loads a game record as the current match and replays it from its
    /// first turn; on error only the dialog's error changes.
    ImportRecord(String),
    /// The same for a record a link carried; on error, a notice.
    OpenRecordLink(String),
    /// Replays the match from its first turn (closing a dialog).
    StartReview,
    Review(Seek),
    CloseReview,
    /// Asks the computer to judge every turn of the replayed match.
    AnalyseReview,
    /// The review's judging has reached turn `done` of `total`.
    ReviewProgress(usize, usize),

    // Settings and notices.
    SetLanguage(Lang),
    /// The computer's pace, to the next one (slow, normal, fast, instant).
    CyclePace,
    /// The page's colours, to the next theme (auto, light, dark, contrast).
    CycleTheme,
    ToggleNumbering,
    ToggleSound,
    ShowNotice(Notice),
    DismissNotice,
}

/// The one place where the app changes. Returns whether anything changed:
/// a gesture on nothing playable changes nothing, and the store then tells
/// no one (a tap must not restart the computer's timer).
pub fn dispatch(s: &mut AppState, action: Action) -> bool {
    match action {
        Action::Press(spot) => return gesture::press(s, spot),
        Action::Release { at, dragged } => return gesture::release(s, at, dragged),
        Action::CancelPress => return gesture::cancel_press(s),
        Action::DoubleClick(spot) => return gesture::double_click(s, spot),
        Action::Activate(spot) => return gesture::activate(s, spot),
        Action::Deselect => return gesture::deselect(s),

        Action::OpeningRoll => opening_roll(s),
        Action::Roll => {
            if matches!(s.phase(), Phase::Roll(_)) {
                let dice = s.dice.roll();
                if s.r#match.game_mut().roll(dice).is_ok() {
                    after_roll(s);
                }
            }
        }
        Action::Undo => {
            if s.can_undo() {
                let side = s.mover();
                if let (Ok(Some(step)), Some(side)) = (s.r#match.game_mut().undo(), side) {
                    s.clear_turn_marks();
                    s.events.push(Event::Undone { side, step });
                }
            }
        }
        Action::TakeBack => {
            if !s.can_take_back() {
                return false;
            }
            let kept = s.r#match.game().history().len() - 2;
            if s.r#match.game_mut().take_back(2).is_err() {
                return false;
            }
            s.dice.rewind(kept);
            s.taken_back += 1;
            s.events.push(Event::TakenBack {
                side: s.options.human,
                position: *s.r#match.game().position(),
            });
            after_roll(s);
        }
        Action::Confirm => {
            let complete = s
                .r#match
                .game()
                .turn_builder()
                .is_some_and(|b| b.is_complete());
            if complete {
                finish_turn(s);
            }
        }
        Action::AiStep => computer::step(s),
        Action::Double => {
            let Some(side) = s.person_may_double() else {
                return false;
            };
            return cube::cube_call(s, side, nardy_ai::CubeCall::Double);
        }
        Action::Take | Action::Pass | Action::Beaver => {
            let Some(side) = s.person_answers() else {
                return false;
            };
            let call = match action {
                Action::Take => nardy_ai::CubeCall::Take,
                Action::Pass => nardy_ai::CubeCall::Pass,
                _ => nardy_ai::CubeCall::Beaver,
            };
            return cube::cube_call(s, side, call);
        }
        Action::Hint => analysis::toggle_hint(s),
        Action::Answered {
            question,
            answer,
            thought_ms,
        } => computer::answered(s, question, answer, thought_ms),
        Action::PreviewHint(line) => analysis::preview(s, line),
        Action::ChooseHint(line) => analysis::choose(s, line),
        Action::TutorUndo => analysis::tutor_undo(s),
        Action::TutorKeep => analysis::tutor_keep(s),
        Action::ToggleChances => s.settings.show_chances = !s.settings.show_chances,
        Action::NextGame => {
            if s.r#match.next_game().is_ok() {
                s.dice.next_game();
                s.clear_game_marks();
                s.events.push(Event::NextGame);
            }
        }
        Action::NewGame(options) => {
            s.options = options;
            s.dialog = None;
            s.dice.new_match();
            start_match(s, Match::new(options.rules));
        }

        Action::OpenPlayOn => {
            let frame = s.review.as_ref().map(|r| r.frame().position);
            match frame.filter(|p| p.outcome(s.r#match.rules().koks).is_none()) {
                Some(position) => s.dialog = Some(Dialog::PlayOn(position)),
                None => return false,
            }
        }
        Action::PlayOn(options) => {
            let Some(Dialog::PlayOn(position)) = s.dialog else {
                return false;
            };
            let Ok(m) = Match::from_position(options.rules, position) else {
                return false;
            };
            s.options = options;
            s.dialog = None;
            s.dice.new_match();
            set_aside(s);
            start_match(s, m);
        }
        Action::Resume(resumed) => {
            let events = std::mem::take(&mut s.events);
            *s = AppState::resumed((*resumed.0).clone(), s.settings);
            s.events = events;
            s.events.push(Event::NewMatch);
        }
        Action::OpenResign => match s.resigner() {
            Some(_) => s.dialog = Some(Dialog::Resign),
            None => return false,
        },
        Action::Resign => {
            let Some(side) = s.resigner().filter(|_| s.dialog == Some(Dialog::Resign)) else {
                return false;
            };
            s.dialog = None;
            s.clear_turn_marks();
            if s.r#match.game_mut().resign(side).is_err() {
                return true;
            }
            let game = s.r#match.played_games().len() + 1;
            game_over(s, game);
        }
        Action::OpenNewGame => s.dialog = Some(Dialog::NewGame),
        Action::OpenRecord => s.dialog = Some(Dialog::Record { import_error: None }),
        Action::OpenDice => s.dialog = Some(Dialog::Dice),
        Action::CloseDialog => {
            s.dialog = None;
            page::close(s);
        }
        Action::OpenPage(kind) => page::open(s, kind),
        Action::PageAction(action, arg) => return page::act(s, action, arg),
        Action::OpenRecordLink(text) => match parse_record(&text) {
            Ok(_) => return dispatch(s, Action::ImportRecord(text)),
            Err(e) => {
                let notice = Notice::BadRecordLink(e);
                s.notice = Some(notice.clone());
                s.events.push(Event::Noticed(notice));
            }
        },
        Action::ImportRecord(text) => match parse_record(&text) {
            Ok(parsed) => {
                s.dialog = None;
                let checks = Notice::RecordDice(nardy_dice::verify_record(&parsed));
                let games = parsed.r#match.played_games().len() + 1;
                let over = parsed.r#match.game().is_over();
                // A match still being played is kept; a finished one was
                // given up (and its record can be exported).
                if s.r#match.winner().is_none() {
                    set_aside(s);
                }
                s.dice.imported(parsed.dice, games, over);
                s.options.rules = parsed.r#match.rules();
                start_match(s, parsed.r#match);
                // As after a reload: a computer's half-played turn is chosen again.
                s.take_back_computer_steps();
                s.review = Some(Review::of(&s.r#match));
                s.notice = Some(checks.clone());
                s.events.push(Event::Noticed(checks));
            }
            Err(e) => {
                s.dialog = Some(Dialog::Record {
                    import_error: Some(e),
                })
            }
        },
        Action::StartReview => {
            s.dialog = None;
            s.clear_turn_marks();
            s.review = Some(Review::of(&s.r#match));
        }
        Action::Review(seek) => {
            if let Some(r) = &mut s.review {
                r.seek(seek);
            }
        }
        Action::CloseReview => s.review = None,
        Action::AnalyseReview => {
            if let Some(r) = s.review.as_mut().filter(|_| s.settings.analysis) {
                if r.report == Report::NotAsked {
                    r.report = Report::Coming { done: 0, total: 0 };
                }
            }
        }
        Action::ReviewProgress(done, total) => {
            if let Some(r) = &mut s.review {
                if let Report::Coming { .. } = r.report {
                    r.report = Report::Coming { done, total };
                }
            }
        }

        Action::SetLanguage(lang) => {
            s.settings.lang = lang;
            // An open page is written again in the new language.
            page::act(s, "render".into(), String::new());
        }
        Action::CyclePace => s.settings.pace = s.settings.pace.next(),
        Action::CycleTheme => s.settings.theme = s.settings.theme.next(),
        Action::ToggleNumbering => s.settings.numbering = s.settings.numbering.other(),
        Action::ToggleSound => s.settings.sound = !s.settings.sound,
        Action::ShowNotice(notice) => {
            s.notice = Some(notice.clone());
            s.events.push(Event::Noticed(notice));
        }
        Action::DismissNotice => s.notice = None,
    }
    true
}

/// The match about to be replaced is kept aside once it has begun: a
/// player who plays on from a review, imports a record or opens a shared
/// game has not given it up.
fn set_aside(s: &mut AppState) {
    // Begun is enough: an opening roll and half a turn are a game too.
    let m = &s.r#match;
    if !m.played_games().is_empty() || m.game().has_begun() {
        s.events.push(Event::SetAside);
    }
}

/// `m` becomes the match in progress; nothing of the old one shows.
fn start_match(s: &mut AppState, m: Match) {
    s.r#match = m;
    s.taken_back = 0;
    s.review = None;
    s.clear_game_marks();
    s.events.push(Event::NewMatch);
}

fn opening_roll(s: &mut AppState) {
    if !matches!(s.phase(), Phase::Opening) {
        return;
    }
    let (white, black) = s.dice.opening();
    s.opening_dice = Some((white, black));
    let Ok(starter) = s.r#match.game_mut().opening_roll(white, black) else {
        return;
    };
    s.events.push(Event::OpeningRolled {
        white,
        black,
        starter,
    });
    match starter {
        None => s.message = Some(Message::OpeningTie(white)),
        Some(side) => {
            if s.r#match.rules().opening == OpeningRule::PlayOpeningDice {
                after_roll(s);
            }
            if s.message.is_none() {
                s.message = Some(Message::Starts(side, white, black));
            }
        }
    }
}

/// Dice are set for the mover: announce them, and a pass.
fn after_roll(s: &mut AppState) {
    s.clear_turn_marks();
    s.message = None;
    let (Some(side), Some(b)) = (s.mover(), s.r#match.game().turn_builder()) else {
        return;
    };
    s.events.push(Event::Rolled {
        side,
        dice: b.dice(),
    });
    if s.is_pass() {
        s.message = Some(Message::Pass(side));
        s.events.push(Event::Passed(side));
    }
}

/// Plays `steps` of one checker for the mover; on any refusal (never
/// expected: the engine offered these steps) the board is left as it was.
pub(super) fn play_steps(s: &mut AppState, steps: &[Step]) -> bool {
    let Some(side) = s.mover() else {
        return false;
    };
    let (Some(first), Some(last)) = (steps.first(), steps.last()) else {
        return false;
    };
    let game = s.r#match.game_mut();
    for (i, &step) in steps.iter().enumerate() {
        if game.step(step).is_err() {
            for _ in 0..i {
                let _ = game.undo();
            }
            return false;
        }
    }
    s.events.push(Event::Stepped {
        side,
        from: first.from().absolute(side),
        to: last.to().absolute(side),
    });
    true
}

/// With nothing left to play a person's turn ends at once (no window in
/// which "undo" looks possible but is not), unless turns are confirmed.
pub(super) fn auto_finish(s: &mut AppState) {
    if s.can_confirm() && !s.options.confirm_turn {
        finish_turn(s);
    }
}

/// Ends the turn in progress, reporting it and the end of the game and
/// match it may bring (unless tutor mode holds it).
pub(super) fn finish_turn(s: &mut AppState) {
    if !s.tutor_allows_finish() || s.r#match.game_mut().finish_turn().is_err() {
        return;
    }
    s.clear_turn_marks();
    let game = s.r#match.played_games().len() + 1;
    let history = s.r#match.game().history();
    s.dice.turn_ended(history.len());
    if let Some(&record) = history.last() {
        s.events.push(Event::TurnEnded {
            game,
            number: history.len(),
            record,
            position: *s.r#match.game().position(),
        });
    }
    game_over(s, game);
}

/// Once the game is over: its seed is revealed and the end announced.
pub(super) fn game_over(s: &mut AppState, game: usize) {
    if s.r#match.game().is_drawn() {
        s.dice.reveal();
        s.events.push(Event::Drawn { game });
        return;
    }
    let Some(outcome) = s.outcome() else {
        return;
    };
    s.dice.reveal();
    let score = s.r#match.score();
    s.events.push(Event::GameOver {
        game,
        outcome,
        score,
        resigned: s.r#match.game().resigned().is_some(),
    });
    if let Some(winner) = s.r#match.winner() {
        s.events.push(Event::MatchOver { winner, score });
    }
}

impl AppState {
    /// The marks of a turn in progress go (selection, the computer's plan,
    /// the hint list, tutor mode's stop).
    pub(super) fn clear_turn_marks(&mut self) {
        self.selected = None;
        self.pressed = None;
        self.ai_plan.clear();
        self.hint_open = false;
        self.hint_preview = None;
        self.tutor_stop = None;
        self.tutor_kept = None;
    }

    /// A game begins (new, next or imported): nothing of the last one shows.
    fn clear_game_marks(&mut self) {
        self.clear_turn_marks();
        self.message = None;
        self.opening_dice = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::options::{Mode, Settings};
    use crate::state::testing::{advance, run_auto};
    use crate::state::Saved;
    use crate::state::PAUSE_MS;
    use nardy_engine::{Dice, Game, Point, Position, Rules, Side, Target, WinKind};

    fn hotseat() -> Options {
        Options {
            mode: Mode::HotSeat,
            ..Options::default()
        }
    }

    fn new(seed: u64, options: Options) -> AppState {
        AppState::new(seed, options, Settings::default())
    }

    #[test]
    fn a_hot_seat_game_driven_through_dispatch_reports_every_turn_and_the_result() {
        let mut s = new(7, hotseat());
        let mut events = Vec::new();
        for _ in 0..5000 {
            if s.outcome().is_some() {
                break;
            }
            advance(&mut s);
            events.extend(s.take_events());
        }
        let o = s.outcome().expect("the game ends");
        assert!(matches!(o.kind, WinKind::Oin | WinKind::Mars));
        assert_eq!(s.r#match().score()[o.winner.index()], o.points());
        assert_eq!(s.next_auto(), None);
        // Every finished turn was reported once, in order, with its position.
        let history = s.r#match().game().history();
        assert!(history.len() > 20);
        let ended: Vec<_> = events
            .iter()
            .filter_map(|e| match e {
                Event::TurnEnded {
                    game,
                    number,
                    record,
                    ..
                } => Some((*game, *number, *record)),
                _ => None,
            })
            .collect();
        let expected: Vec<_> = history
            .iter()
            .enumerate()
            .map(|(i, r)| (1, i + 1, *r))
            .collect();
        assert_eq!(ended, expected);
        assert!(matches!(
            events.last(),
            Some(Event::GameOver { game: 1, outcome, score, resigned: false })
                if *outcome == o && score[o.winner.index()] == o.points()
        ));
        let rolls = events
            .iter()
            .filter(|e| matches!(e, Event::Rolled { .. }))
            .count();
        assert_eq!(rolls, history.len());
        // A new game is news of its own kind, and nothing else.
        dispatch(&mut s, Action::NewGame(hotseat()));
        assert_eq!(s.take_events(), vec![Event::NewMatch]);
        assert!(matches!(s.phase(), Phase::Opening));
    }

    #[test]
    fn undo_restores_the_board_and_is_reported() {
        let mut s = new(11, hotseat());
        run_auto(&mut s, 100);
        let before = s.board();
        let mover = s.mover().unwrap();
        advance(&mut s);
        assert_ne!(s.board(), before);
        assert_eq!(s.mover(), Some(mover), "the seed gives a turn of two steps");
        s.take_events();
        dispatch(&mut s, Action::Undo);
        assert_eq!(s.board(), before);
        assert!(!s.can_undo());
        assert!(matches!(
            s.take_events()[..],
            [Event::Undone { side, .. }] if side == mover
        ));
    }

    #[test]
    fn a_computer_turn_is_a_legal_turn() {
        let options = Options {
            human: Side::Black,
            level: nardy_ai::Level(1),
            ..Options::default()
        };
        for seed in 0..6 {
            let mut s = new(seed, options);
            for _ in 0..200 {
                if !s.r#match().game().history().is_empty() {
                    break;
                }
                advance(&mut s);
            }
            let record = s.r#match().game().history()[0];
            let start = Position::start_with(record.side);
            let legal = start.legal_turns(record.dice).unwrap();
            let result = start.play(record.dice, &record.turn).unwrap();
            assert!(legal.iter().any(|t| t.result == result));
        }
    }

    #[test]
    fn the_computer_asks_once_waits_for_its_answer_and_drops_a_stale_one() {
        let options = Options {
            human: Side::Black,
            ..Options::default()
        };
        let mut s = new(3, options).with_game(Game::started_by(Rules::default(), Side::White));
        assert_eq!(s.question(), None, "nothing to think about before the roll");
        dispatch(&mut s, Action::Roll);
        let q = s.question().expect("its turn is a question");
        assert!(matches!(q.ask, nardy_ai::Ask::Turn { .. }));
        assert_eq!(s.question(), Some(q.clone()), "asking again asks the same");
        assert_eq!(s.next_auto(), None, "nothing to do until the answer");
        dispatch(&mut s, Action::AiStep);
        assert!(s
            .r#match()
            .game()
            .turn_builder()
            .unwrap()
            .played()
            .is_empty());

        // An answer to another question (another roll) changes nothing.
        let nardy_ai::Ask::Turn { level, seed, dice } = q.ask else {
            unreachable!()
        };
        let dice = if dice == "6-5".parse().unwrap() {
            "4-3"
        } else {
            "6-5"
        };
        let stale = nardy_ai::Question {
            ask: nardy_ai::Ask::Turn {
                level,
                seed,
                dice: dice.parse().unwrap(),
            },
            ..q
        };
        let other = stale.position.legal_turns(stale.dice().unwrap()).unwrap()[0].turn;
        let before = s.clone();
        dispatch(
            &mut s,
            Action::Answered {
                question: stale,
                answer: nardy_ai::Answer::Turn(other),
                thought_ms: 1.0,
            },
        );
        assert_eq!(s.question(), before.question());
        // An illegal answer, or one of the wrong kind, is refused and said.
        for wrong in [
            nardy_ai::Answer::Turn("24/1".parse().unwrap()),
            nardy_ai::Answer::Chances(nardy_ai::Figures::default()),
        ] {
            s.notice = None;
            dispatch(
                &mut s,
                Action::Answered {
                    question: q.clone(),
                    answer: wrong,
                    thought_ms: 1.0,
                },
            );
            assert_eq!(s.notice(), Some(&Notice::ComputerUnavailable));
            assert_eq!(s.question(), Some(q.clone()), "still asking");
        }

        assert!(super::computer::think(&mut s));
        assert_eq!(s.notice(), None, "the notice goes with a good answer");
        assert_eq!(s.question(), None, "answered");
        assert!(matches!(s.next_auto(), Some((Action::AiStep, _))));
        run_auto(&mut s, 10);
        assert_eq!(s.mover(), Some(Side::Black), "the computer has played");
    }

    #[test]
    fn a_game_with_secret_dice_verifies_from_its_revealed_seed() {
        let options = Options {
            rules: Rules {
                match_length: nardy_engine::MatchLength::new(1).unwrap(),
                ..Rules::default()
            },
            ..hotseat()
        };
        let mut s = AppState::new_secret(options, Settings::default());
        let committed = s.dice().lines()[0].commitment.clone();
        assert!(committed.is_some(), "committed before the first roll");
        while s.outcome().is_none() {
            advance(&mut s);
        }
        let lines = s.dice().lines();
        assert_eq!(lines[0].commitment, committed);
        assert!(lines[0].seed.is_some(), "revealed at the end");
        let text = nardy_engine::write_record_with_dice(s.r#match(), &[], lines);
        let record = nardy_engine::parse_record(&text).unwrap();
        assert_eq!(
            nardy_dice::verify_record(&record),
            [nardy_dice::DiceCheck::Verified]
        );
    }

    #[test]
    fn a_take_back_replays_the_persons_roll_and_the_game_still_verifies() {
        let options = Options {
            level: nardy_ai::Level(1),
            take_backs: true,
            rules: Rules {
                match_length: nardy_engine::MatchLength::new(1).unwrap(),
                ..Rules::default()
            },
            ..Options::default()
        };
        let human = options.human;
        let mut s = AppState::new_secret(options, Settings::default());
        // (position, dice) at the start of each of the person's turns.
        let mut starts: Vec<(Position, Dice)> = Vec::new();
        let mut taken = 0;
        while s.outcome().is_none() {
            let moving = s.human_moving()
                && s.r#match()
                    .game()
                    .turn_builder()
                    .is_some_and(|b| b.played().is_empty());
            if moving && starts.last().map(|l| l.0) != Some(*s.r#match().game().position()) {
                let b = s.r#match().game().turn_builder().unwrap();
                starts.push((*b.start(), b.dice()));
                if taken < 5 && starts.len() >= 2 && s.can_take_back() {
                    let history = s.r#match().game().history().to_vec();
                    let (position, dice) = starts[starts.len() - 2];
                    s.take_events();
                    assert!(dispatch(&mut s, Action::TakeBack));
                    assert_eq!(
                        *s.r#match().game().position(),
                        position,
                        "the earlier position"
                    );
                    assert_eq!(
                        s.r#match().game().turn_builder().unwrap().dice(),
                        dice,
                        "and its dice"
                    );
                    assert_eq!(s.r#match().game().history(), &history[..history.len() - 2]);
                    assert!(matches!(
                        s.take_events()[..],
                        [Event::TakenBack { side, .. }, Event::Rolled { .. }, ..] if side == human
                    ));
                    starts.pop();
                    taken += 1;
                    // The same turn played again meets the same reply's dice.
                    let reply = history[history.len() - 1];
                    while s.mover() == Some(human) {
                        advance(&mut s);
                    }
                    assert_eq!(s.r#match().game().history().len(), history.len() - 1);
                    while s.r#match().game().history().len() < history.len() {
                        advance(&mut s);
                    }
                    assert_eq!(
                        s.r#match().game().history().last().unwrap().dice,
                        reply.dice
                    );
                    continue;
                }
            }
            advance(&mut s);
        }
        assert_eq!((taken, s.taken_back()), (5, 5));
        assert!(!s.can_take_back(), "not once the game is over");
        let text = nardy_engine::write_record_with_dice(s.r#match(), &[], s.dice().lines());
        let record = nardy_engine::parse_record(&text).unwrap();
        assert_eq!(
            nardy_dice::verify_record(&record),
            [nardy_dice::DiceCheck::Verified]
        );
        // Off by default, and never in a hot-seat game.
        let mut plain = new(4, Options::default());
        let mut hot = new(
            4,
            Options {
                take_backs: true,
                ..hotseat()
            },
        );
        for s in [&mut plain, &mut hot] {
            for _ in 0..60 {
                advance(s);
                assert!(!s.can_take_back());
                assert!(!dispatch(s, Action::TakeBack));
            }
        }
    }

    #[test]
    fn the_pace_sets_the_computers_step_delays_and_at_once_plays_its_whole_turn() {
        use crate::state::Pace;
        let options = Options {
            human: Side::Black,
            ..Options::default()
        };
        for pace in Pace::ALL {
            let mut s = new(3, options).with_game(Game::started_by(Rules::default(), Side::White));
            s.settings.pace = pace;
            dispatch(&mut s, Action::Roll);
            assert!(super::computer::think(&mut s));
            let steps = s.ai_plan.len();
            assert!(steps >= 2, "a turn of two steps or more");
            assert_eq!(s.next_auto(), Some((Action::AiStep, 2 * pace.step_ms())));
            dispatch(&mut s, Action::AiStep);
            if pace == Pace::Instant {
                // The whole turn played and handed over in one action.
                assert_eq!(s.mover(), Some(Side::Black));
                assert_eq!(s.r#match().game().history().len(), 1);
            } else {
                let played = s.r#match().game().turn_builder().unwrap().played().len();
                assert_eq!(played, 1);
                assert_eq!(s.next_auto(), Some((Action::AiStep, pace.step_ms())));
            }
        }
    }

    #[test]
    fn the_computers_choice_does_not_depend_on_the_dice_to_come() {
        for seed in 0..8 {
            let options = Options {
                human: Side::Black,
                // A noisy level: its random draws must not come from the dice.
                level: nardy_ai::Level(0),
                ..Options::default()
            };
            let mut s =
                new(seed, options).with_game(Game::started_by(Rules::default(), Side::White));
            dispatch(&mut s, Action::Roll);
            let mut other = s.clone();
            other.dice.skip(5 + seed as usize);
            for state in [&mut s, &mut other] {
                while state.mover() == Some(Side::White) {
                    super::computer::think(state);
                    dispatch(state, Action::AiStep);
                    dispatch(state, Action::Confirm);
                }
            }
            assert_eq!(
                s.r#match().game().history(),
                other.r#match().game().history()
            );
        }
    }

    #[test]
    fn a_pass_is_announced_and_then_confirmed_after_a_pause() {
        // White's checkers all blocked: White on 24 (15), Black holds 23..18.
        let position: Position = "0,0,0,0,0,0,0,0,0,0,0,-9,0,0,0,0,0,-1,-1,-1,-1,-1,-1,15 w"
            .parse()
            .unwrap();
        let mut s = new(1, hotseat()).with_game(Game::from_position(Rules::default(), position));
        dispatch(&mut s, Action::Roll);
        assert!(s.is_pass());
        assert_eq!(s.message(), Some(Message::Pass(Side::White)));
        assert!(s.take_events().contains(&Event::Passed(Side::White)));
        assert_eq!(s.next_auto(), Some((Action::Confirm, PAUSE_MS)));
        dispatch(&mut s, Action::Confirm);
        assert_eq!(s.mover(), Some(Side::Black));
        assert!(s.r#match().game().history()[0].turn.is_pass());
    }

    #[test]
    fn bearing_off_the_last_checkers_ends_the_game_and_the_match() {
        let position: Position = "1,1,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,0 w"
            .parse()
            .unwrap();
        let options = Options {
            rules: Rules {
                match_length: nardy_engine::MatchLength::new(1).unwrap(),
                ..Rules::default()
            },
            ..hotseat()
        };
        let mut s = new(1, options).with_game(Game::from_position(options.rules, position));
        s.r#match
            .game_mut()
            .roll(nardy_engine::Dice::new(2, 1).unwrap())
            .unwrap();
        s.take_events();
        for point in [2, 1] {
            let p = Point::new(point).unwrap();
            dispatch(&mut s, Action::Activate(Spot::Checker(p)));
            dispatch(&mut s, Action::Activate(Spot::Target(Target::Off)));
        }
        let events = s.take_events();
        assert!(
            matches!(
                &events[..],
                [
                    Event::Stepped { .. },
                    Event::Stepped { .. },
                    Event::TurnEnded { number: 1, .. },
                    Event::GameOver { game: 1, .. },
                    Event::MatchOver {
                        winner: Side::White,
                        score: [2, 0]
                    },
                ]
            ),
            "{events:?}"
        );
    }

    #[test]
    fn the_hint_list_is_analysis_ranking_and_a_line_chosen_is_played() {
        let mut s = new(9, hotseat());
        run_auto(&mut s, 100);
        assert_eq!(
            s.question(),
            None,
            "a hot-seat game asks the computer nothing"
        );
        // A step played first: choosing a line replaces it.
        let from = s.movable()[0];
        dispatch(&mut s, Action::Activate(Spot::Checker(from)));
        let target = s.targets()[0].0;
        dispatch(&mut s, Action::Activate(Spot::Target(target)));
        dispatch(&mut s, Action::Hint);
        assert!(s.hint_open() && s.ranking().is_none());
        let q = s.question().expect("a hint is a question");
        let nardy_ai::Ask::Hint { dice } = q.ask else {
            panic!("{q:?}");
        };
        assert!(super::computer::think(&mut s));
        let ranked = nardy_ai::Analyser::new(nardy_ai::Evaluator::embedded())
            .analyse(&q.position, dice, nardy_ai::MAX_DEPTH)
            .unwrap();
        let lines = s.ranking().expect("the ranking came").lines.clone();
        assert_eq!(lines.len(), ranked.len());
        assert!(lines.iter().zip(&ranked).all(|(l, c)| l.turn == c.turn));
        assert_eq!(s.question(), None);

        // Previewed: the board shows the line's steps as arrows.
        let last = lines.len() - 1;
        dispatch(&mut s, Action::PreviewHint(Some(last)));
        let arrows = crate::board::view::board_view(&s).arrows;
        let steps: Vec<String> = ranked[last]
            .turn
            .steps()
            .iter()
            .map(|st| st.to_string())
            .collect();
        assert_eq!(
            arrows.iter().map(|a| a.step.clone()).collect::<Vec<_>>(),
            steps
        );
        dispatch(&mut s, Action::PreviewHint(Some(lines.len())));
        assert!(crate::board::view::board_view(&s).arrows.is_empty());

        // Chosen: that turn is played and the turn ends.
        let mover = s.mover();
        s.take_events();
        dispatch(&mut s, Action::ChooseHint(last));
        let record = *s.r#match().game().history().last().unwrap();
        assert_eq!(Some(record.side), mover);
        assert_eq!(
            q.position.play(dice, &record.turn),
            Ok(ranked[last].result),
            "the chosen line's result"
        );
        assert!(!s.hint_open());
        let events = s.take_events();
        assert!(events.iter().any(|e| matches!(e, Event::Undone { .. })));
        assert!(events.iter().any(|e| matches!(e, Event::TurnEnded { .. })));
        dispatch(&mut s, Action::NewGame(Options::default()));
        assert!(matches!(s.phase(), Phase::Opening));
        assert!(!s.hint_open());
    }

    #[test]
    fn a_replayed_match_is_analysed_on_request_and_shows_each_better_turn() {
        let mut s = new(6, hotseat());
        while s.r#match().game().history().len() < 12 {
            advance(&mut s);
        }
        dispatch(&mut s, Action::StartReview);
        assert_eq!(s.question(), None, "nothing asked before the player asks");
        dispatch(&mut s, Action::AnalyseReview);
        let q = s.question().expect("the review is a question");
        let nardy_ai::Ask::Review { lang, record } = &q.ask else {
            panic!("{q:?}");
        };
        assert_eq!(lang, "en");
        assert!(record.starts_with("Long Nardy record"));
        dispatch(&mut s, Action::ReviewProgress(3, 12));
        assert_eq!(
            s.review().unwrap().report,
            Report::Coming { done: 3, total: 12 }
        );
        s.take_events();
        assert!(super::computer::think(&mut s));
        assert_eq!(s.take_events(), vec![Event::Reviewed { turns: 12 }]);
        let Report::Done { best, html, .. } = s.review().unwrap().report.clone() else {
            panic!("{:?}", s.review());
        };
        assert_eq!(html, "12 turns");
        assert_eq!(s.question(), None, "answered");
        // A turn that was not the best shows the better one as arrows.
        let history = s.r#match().game().history().to_vec();
        let worse = (0..12)
            .find(|&i| best[i] != history[i].turn)
            .expect("a worse turn");
        dispatch(&mut s, Action::Review(Seek::To(worse + 1)));
        let arrows = crate::board::view::board_view(&s).arrows;
        assert_eq!(arrows.len(), best[worse].steps().len());
        dispatch(&mut s, Action::AnalyseReview);
        assert!(
            matches!(s.review().unwrap().report, Report::Done { .. }),
            "kept"
        );
        dispatch(&mut s, Action::CloseReview);
        assert!(crate::board::view::board_view(&s).arrows.is_empty());
    }

    #[test]
    fn play_on_starts_a_match_from_the_reviewed_position_and_keeps_the_old_one() {
        let mut s = new(8, hotseat());
        while s.r#match().game().history().len() < 10 {
            advance(&mut s);
        }
        let original = s.r#match().game().history().to_vec();
        let original_match = s.r#match().clone();
        // Nothing to play on from outside a review.
        assert!(!dispatch(&mut s, Action::OpenPlayOn));
        dispatch(&mut s, Action::StartReview);
        dispatch(&mut s, Action::Review(Seek::To(7)));
        let position = s.review().unwrap().frame().position;
        dispatch(&mut s, Action::OpenPlayOn);
        assert_eq!(s.dialog(), Some(&Dialog::PlayOn(position)));
        s.take_events();
        let options = Options {
            mode: Mode::Computer,
            human: position.side_to_move(),
            ..hotseat()
        };
        dispatch(&mut s, Action::PlayOn(options));
        assert_eq!(s.take_events(), [Event::SetAside, Event::NewMatch]);
        assert_eq!((s.dialog(), s.review()), (None, None));
        assert_eq!(s.options().mode, Mode::Computer);
        let game = s.r#match().game();
        assert!(game.is_set_up() && game.history().is_empty());
        assert_eq!(*game.position(), position);
        assert!(matches!(s.phase(), Phase::Roll(side) if *side == position.side_to_move()));
        // The person to move rolls; the new match plays on from there.
        advance(&mut s);
        assert!(s.r#match().game().turn_builder().is_some());
        // A second "start" without the dialog does nothing.
        assert!(!dispatch(&mut s, Action::PlayOn(options)));

        // The kept match comes back whole, as a save brings it back.
        let kept = Saved {
            r#match: original_match,
            options: hotseat(),
            numbering: s.numbering(),
            dice: s.dice().saved(),
            taken_back: 0,
        };
        s.take_events();
        dispatch(&mut s, Action::Resume(std::rc::Rc::new(kept).into()));
        assert_eq!(s.r#match().game().history(), &original[..]);
        assert_eq!(s.options().mode, Mode::HotSeat);
        assert_eq!(s.take_events(), [Event::NewMatch]);
    }

    #[test]
    fn resigning_asks_first_then_ends_the_game_with_the_points_it_gives() {
        let mut s = new(3, Options::default());
        // Before the opening roll the person (White) may already give up.
        assert_eq!(s.resigner(), Some(Side::White));
        assert!(!dispatch(&mut s, Action::Resign), "not without the dialog");
        dispatch(&mut s, Action::OpenResign);
        assert_eq!(s.dialog(), Some(&Dialog::Resign));
        let o = s.resign_outcome().unwrap();
        assert_eq!((o.winner, o.kind), (Side::Black, WinKind::Mars));
        s.take_events();
        dispatch(&mut s, Action::Resign);
        let events = s.take_events();
        assert!(events.contains(&Event::GameOver {
            game: 1,
            outcome: o,
            score: [0, 2],
            resigned: true
        }));
        assert_eq!(s.r#match().game().resigned(), Some(Side::White));
        assert_eq!((s.dialog(), s.resigner()), (None, None));
        // Hot seat: the side to move resigns; nobody before a starter.
        let mut s = new(3, hotseat());
        assert_eq!(s.resigner(), None);
        advance(&mut s);
        let mover = s.mover().unwrap();
        assert_eq!(s.resigner(), Some(mover));
    }

    #[test]
    fn tutor_mode_stops_a_blunder_until_undone_or_kept_and_lets_the_best_turn_pass() {
        let tutor = Options {
            tutor: true,
            ..hotseat()
        };
        let position: Position = "2,3,1,1,1,-7,0,1,0,1,0,-2,-2,-2,-2,0,0,2,0,1,0,1,0,1 w"
            .parse()
            .unwrap();
        let dice = nardy_engine::Dice::new(6, 4).unwrap();
        let ranked = nardy_ai::Analyser::new(nardy_ai::Evaluator::embedded())
            .analyse(&position, dice, nardy_ai::MAX_DEPTH)
            .unwrap();
        let (best, worst) = (ranked[0].turn, *ranked.last().unwrap());
        assert!(worst.loss >= nardy_ai::MISTAKE, "{}", worst.loss);
        let play = |s: &mut AppState, turn: &nardy_engine::Turn| {
            for step in turn.steps() {
                let from = step.from().absolute(Side::White);
                let to = step.to().absolute(Side::White);
                dispatch(s, Action::Activate(Spot::Checker(from)));
                dispatch(s, Action::Activate(Spot::Target(to)));
            }
        };
        let start = || {
            let mut game = Game::from_position(Rules::default(), position);
            game.roll(dice).unwrap();
            new(1, tutor).with_game(game)
        };

        // The worst turn: held while its judge comes, then stopped.
        let mut s = start();
        play(&mut s, &worst.turn);
        assert_eq!(s.next_auto(), None, "held: the ranking is coming");
        assert!(s.r#match().game().history().is_empty());
        assert!(super::computer::think(&mut s));
        let stop = s.tutor_stop().expect("a blunder stops");
        assert_eq!(stop.best, best);
        assert!(s.r#match().game().history().is_empty(), "nothing recorded");
        assert_eq!(s.next_auto(), None);
        let arrows = crate::board::view::board_view(&s).arrows;
        assert_eq!(arrows.len(), best.steps().len(), "the better turn is drawn");
        dispatch(&mut s, Action::Confirm);
        assert!(
            s.r#match().game().history().is_empty(),
            "confirm does not pass it"
        );

        // Taken back: the roll is to play again.
        dispatch(&mut s, Action::TutorUndo);
        assert!(s.tutor_stop().is_none());
        assert_eq!(
            s.board(),
            *s.r#match().game().turn_builder().unwrap().start()
        );

        // Played again and kept: recorded as played.
        play(&mut s, &worst.turn);
        assert!(
            s.tutor_stop().is_some(),
            "judged at once: the ranking is known"
        );
        dispatch(&mut s, Action::TutorKeep);
        let record = s.r#match().game().history()[0];
        assert_eq!(s.r#match().game().position().board(), worst.result.board());
        assert_eq!(record.side, Side::White);

        // Without a worker to judge it, the turn is not held.
        let mut s = start();
        dispatch(&mut s, Action::ShowNotice(Notice::ComputerUnavailable));
        play(&mut s, &worst.turn);
        assert_eq!(s.r#match().game().history().len(), 1, "ended at once");
        assert!(s.tutor_stop().is_none());

        // The best turn passes without a stop.
        let mut s = start();
        play(&mut s, &best);
        assert!(super::computer::think(&mut s));
        assert!(s.tutor_stop().is_none());
        assert_eq!(s.r#match().game().history().len(), 1, "ended at once");
    }

    #[test]
    fn the_chances_bar_asks_before_each_roll_and_analysis_off_asks_nothing() {
        let mut s = new(4, hotseat());
        s.settings.show_chances = true;
        for _ in 0..40 {
            if let Some(q) = s.question() {
                assert_eq!(q.ask, nardy_ai::Ask::Evaluate);
                assert_eq!(Some(q.position), s.turn_start());
                assert!(super::computer::think(&mut s));
                let expected = nardy_ai::Analyser::new(nardy_ai::Evaluator::embedded())
                    .evaluate(&q.position, nardy_ai::EVALUATE_DEPTH);
                assert_eq!(s.standing(), Some(nardy_ai::Figures::of(expected)));
            }
            advance(&mut s);
        }
        assert!(s.r#match().game().history().len() > 3);
        let mut off = new(4, hotseat());
        off.settings.analysis = false;
        off.settings.show_chances = true;
        off.options.tutor = true;
        for _ in 0..40 {
            dispatch(&mut off, Action::Hint);
            assert_eq!(off.question(), None);
            assert!(!off.hint_open());
            advance(&mut off);
        }
        assert!(
            off.r#match().game().history().len() > 3,
            "tutor holds nothing"
        );
    }

    #[test]
    fn a_bad_record_changes_nothing_but_the_dialogs_error() {
        let mut s = new(2, Options::default());
        dispatch(&mut s, Action::OpenRecord);
        let before = s.board();
        let text = "Long Nardy record 1\nMatch: 3\nKoks: no\nOpening: roll-again\n\nGame 1\nOpening 5-3\n1. w 6-5: 24/17\n";
        dispatch(&mut s, Action::ImportRecord(text.into()));
        let Some(Dialog::Record {
            import_error: Some(e),
        }) = s.dialog()
        else {
            panic!("the error is shown in the dialog");
        };
        assert_eq!(e.line, 8);
        assert_eq!(s.board(), before);
        assert!(s.review().is_none());
        assert!(s.take_events().is_empty());
    }
}
