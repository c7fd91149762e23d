//! Whole flows through `dispatch`, as a person and the timers drive them:
//! hot-seat games to their end, the computer's turns, secret dice, take-
//! backs, the pace, passes, the hint list, the review, playing on, resigning,
//! tutor mode, the chances bar, a bad record.

use super::events::Event;
use super::notice::{Message, Notice};
use super::review::{Report, Seek};
use super::screen::Dialog;
use super::*;
use crate::state::options::{Mode, Settings};
use crate::state::testing::{advance, run_auto};
use crate::state::Saved;
use crate::state::PAUSE_MS;
use nardy_engine::{Dice, Game, Phase, Point, Position, Rules, Side, Target, WinKind};
use nardy_text::Lang;

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
        Some(Event::GameOver { game: 1, result, score, resigned: false })
            if result.outcome == o && score[o.winner.index()] == o.points()
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

/// In a longer match the computer is told the score (and the hint, with
/// the same `asking`): it weighs a mars by what the score makes of it.
#[test]
fn in_a_match_the_computer_is_told_the_score() {
    let rules = Rules {
        match_length: nardy_engine::MatchLength::new(5).unwrap(),
        ..Rules::default()
    };
    let options = Options {
        human: Side::Black,
        rules,
        ..Options::default()
    };
    let mut s = new(3, options);
    for _ in 0..200 {
        if let Some(q) = s
            .question()
            .filter(|q| matches!(q.ask, nardy_protocol::Ask::Turn { .. }))
        {
            let score = nardy_ai::Score {
                me: 5,
                them: 5,
                cube: None,
            };
            assert_eq!(q.score, Some(score));
            assert!(
                q.to_line().starts_with("score 5,5 - turn "),
                "{}",
                q.to_line()
            );
            return;
        }
        advance(&mut s);
    }
    panic!("the computer never moved");
}

/// Classic's first turn is asked with its first mover already: the side
/// making it (the worker counts the equalising turn and the draw from it).
#[test]
fn classic_s_first_turn_names_its_first_mover() {
    let rules = Rules {
        variant: nardy_engine::Variant::Classic,
        ..Rules::default()
    };
    let options = Options {
        human: Side::Black,
        rules,
        ..Options::default()
    };
    let mut s = new(3, options).with_game(Game::started_by(rules, Side::White));
    dispatch(&mut s, Action::Roll);
    let q = s.question().expect("its turn is a question");
    assert_eq!(q.classic, Some(Side::White));
    assert!(q.to_line().contains(" classic w turn "), "{}", q.to_line());
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
    assert!(matches!(q.ask, nardy_protocol::Ask::Turn { .. }));
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
    let nardy_protocol::Ask::Turn { level, seed, dice } = q.ask else {
        unreachable!()
    };
    let dice = if dice == "6-5".parse().unwrap() {
        "4-3"
    } else {
        "6-5"
    };
    let stale = nardy_protocol::Question {
        ask: nardy_protocol::Ask::Turn {
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
            answer: nardy_protocol::Answer::Turn(other),
            thought_ms: 1.0,
        },
    );
    assert_eq!(s.question(), before.question());
    // An illegal answer, or one of the wrong kind, is refused and said.
    for wrong in [
        nardy_protocol::Answer::Turn("24/1".parse().unwrap()),
        nardy_protocol::Answer::Chances(nardy_protocol::Figures::default()),
    ] {
        s.dismiss_notice();
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
        s.prefs_mut().settings_mut().pace = pace;
        dispatch(&mut s, Action::Roll);
        assert!(super::computer::think(&mut s));
        let steps = s.planned_steps();
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
        let mut s = new(seed, options).with_game(Game::started_by(Rules::default(), Side::White));
        dispatch(&mut s, Action::Roll);
        let mut other = s.clone();
        other.table_mut().skip_dice(5 + seed as usize);
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
    s.table_mut()
        .roll_by_hand(nardy_engine::Dice::new(2, 1).unwrap());
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
    let nardy_protocol::Ask::Hint { dice } = q.ask else {
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

    // Previewed: the line's turn, from the roll's start, is what the board
    // draws as arrows (board/view.rs's tests draw it).
    let last = lines.len() - 1;
    dispatch(&mut s, Action::PreviewHint(Some(last)));
    assert_eq!(s.hint_preview(), Some((q.position, ranked[last].turn)));
    dispatch(&mut s, Action::PreviewHint(Some(lines.len())));
    assert_eq!(s.hint_preview(), None);

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
    let nardy_protocol::Ask::Review { lang, record } = &q.ask else {
        panic!("{q:?}");
    };
    assert_eq!(*lang, Lang::En);
    assert!(record.starts_with("Long Nardy record"));
    dispatch(&mut s, Action::ReviewProgress(3, 12));
    assert_eq!(
        s.review().unwrap().report(),
        &Report::Coming { done: 3, total: 12 }
    );
    s.take_events();
    assert!(super::computer::think(&mut s));
    assert_eq!(s.take_events(), vec![Event::Reviewed { turns: 12 }]);
    let Report::Done { best, html, .. } = s.review().unwrap().report().clone() else {
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
    let better = s.review().and_then(|r| r.better_turn()).map(|(_, t)| t);
    assert_eq!(better, Some(best[worse]));
    dispatch(&mut s, Action::AnalyseReview);
    assert!(
        matches!(s.review().unwrap().report(), Report::Done { .. }),
        "kept"
    );
    dispatch(&mut s, Action::CloseReview);
    assert!(s.review().is_none());
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
    assert_eq!(
        (o.outcome.winner, o.outcome.kind, o.points),
        (Side::Black, WinKind::Mars, 2)
    );
    s.take_events();
    dispatch(&mut s, Action::Resign);
    let events = s.take_events();
    assert!(events.contains(&Event::GameOver {
        game: 1,
        result: o,
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
    s.prefs_mut().settings_mut().show_chances = true;
    for _ in 0..40 {
        if let Some(q) = s.question() {
            assert_eq!(q.ask, nardy_protocol::Ask::Evaluate);
            assert_eq!(Some(q.position), s.turn_start());
            assert!(super::computer::think(&mut s));
            let expected = nardy_ai::Analyser::new(nardy_ai::Evaluator::embedded())
                .evaluate(&q.position, nardy_protocol::EVALUATE_DEPTH);
            assert_eq!(s.standing(), Some(nardy_protocol::Figures::of(expected)));
        }
        advance(&mut s);
    }
    assert!(s.r#match().game().history().len() > 3);
    let mut off = new(4, hotseat());
    off.prefs_mut().settings_mut().analysis = false;
    off.prefs_mut().settings_mut().show_chances = true;
    off.prefs_mut().options_mut().tutor = true;
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
    assert_eq!(e.error.line, 8);
    assert_eq!(s.board(), before);
    assert!(s.review().is_none());
    assert!(s.take_events().is_empty());
}

/// Classic against the computer: the person bears off the last checker,
/// and the computer plays the equalising turn (its question names the
/// first mover; without it the worker took the board for a finished game)
/// and draws.
#[test]
fn the_computer_plays_classic_s_equalising_turn() {
    let position: Position = "1,1,0,0,0,0,0,0,0,0,0,0,-1,0,0,0,0,0,0,0,0,0,0,0 w"
        .parse()
        .unwrap();
    let options = Options {
        rules: Rules {
            match_length: nardy_engine::MatchLength::new(1).unwrap(),
            variant: nardy_engine::Variant::Classic,
            ..Rules::default()
        },
        human: Side::White,
        ..Options::default()
    };
    let mut s = new(1, options).with_game(Game::from_position(options.rules, position));
    s.table_mut()
        .roll_by_hand(nardy_engine::Dice::new(2, 1).unwrap());
    for point in [2, 1] {
        let p = Point::new(point).unwrap();
        dispatch(&mut s, Action::Activate(Spot::Checker(p)));
        dispatch(&mut s, Action::Activate(Spot::Target(Target::Off)));
    }
    assert!(
        s.r#match().game().is_equalising(),
        "Black's equalising turn"
    );
    for _ in 0..50 {
        if s.r#match().game().is_over() {
            break;
        }
        advance(&mut s);
    }
    let game = s.r#match().game();
    assert!(game.is_drawn(), "{:?}", game.phase());
    assert_eq!(
        game.history().len(),
        2,
        "the computer's equalising turn is recorded"
    );
}
