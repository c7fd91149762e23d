//! The game and match state machines: opening roll, turns, end, score.

mod common;
use common::*;
use nardy_engine::{
    Game, GameAction, GameError, Match, MatchLength, MoveError, OpeningRule, Phase, PhaseKind,
    Position, Rules, Side, Turn, WinKind,
};

fn turn(text: &str) -> Turn {
    text.parse().unwrap()
}

#[test]
fn opening_tie_is_rolled_again_then_higher_die_starts() {
    let mut g = Game::new(Rules::default());
    assert!(matches!(g.phase(), Phase::Opening));
    assert_eq!(g.opening_roll(4, 4), Ok(None));
    assert!(matches!(g.phase(), Phase::Opening));
    assert_eq!(g.opening_roll(2, 5), Ok(Some(Side::Black)));
    // Default rule: the starter rolls both dice afresh.
    assert!(matches!(g.phase(), Phase::Roll(Side::Black)));
    assert_eq!(g.position().side_to_move(), Side::Black);
}

#[test]
fn opening_dice_played_as_first_roll_with_the_option() {
    let rules = Rules {
        opening: OpeningRule::PlayOpeningDice,
        ..Rules::default()
    };
    let mut g = Game::new(rules);
    assert_eq!(g.opening_roll(6, 5), Ok(Some(Side::White)));
    let b = g.turn_builder().expect("White moves at once");
    assert_eq!(b.dice(), dice("6-5"));
}

#[test]
fn opening_die_out_of_range_is_refused() {
    let mut g = Game::new(Rules::default());
    assert_eq!(g.opening_roll(0, 3), Err(GameError::BadDie(0)));
}

#[test]
fn a_turn_step_by_step_with_undo() {
    let mut g = Game::new(Rules::default());
    g.opening_roll(6, 1).unwrap();
    assert!(matches!(g.roll(dice("6-6")), Ok(())));
    assert!(matches!(
        g.roll(dice("6-6")),
        Err(GameError::WrongPhase { .. })
    ));
    g.step(step("24/18")).unwrap();
    assert_eq!(g.undo(), Ok(Some(step("24/18"))));
    g.step(step("24/18")).unwrap();
    assert!(
        matches!(
            g.finish_turn(),
            Err(GameError::Move(MoveError::IncompleteTurn { .. }))
        ),
        "the second head checker must still move"
    );
    g.step(step("24/18")).unwrap();
    g.finish_turn().unwrap();
    assert!(matches!(g.phase(), Phase::Roll(Side::Black)));
    assert_eq!(g.history().len(), 1);
    assert_eq!(g.history()[0].turn.to_string(), "24/18 24/18");
    assert_eq!(g.history()[0].side, Side::White);
}

#[test]
fn a_blocked_roll_is_finished_as_a_pass() {
    let p = pos(&[(24, 15)], &[(18, 1), (19, 1), (12, 13)], 'w');
    let mut g = Game::from_position(Rules::default(), p);
    g.roll(dice("6-5")).unwrap();
    let b = g.turn_builder().unwrap();
    assert!(b.is_complete() && b.legal_steps().is_empty());
    g.finish_turn().unwrap();
    assert_eq!(g.history()[0].turn.to_string(), "pass");
    assert!(matches!(g.phase(), Phase::Roll(Side::Black)));
    assert_eq!(*g.position(), p.with_side_to_move(Side::Black));
}

#[test]
fn a_game_from_a_finished_position_is_over() {
    let g = Game::from_position(Rules::default(), pos(&[], &[(12, 15)], 'b'));
    assert_eq!(
        g.outcome().map(|o| (o.winner, o.kind)),
        Some((Side::White, WinKind::Mars))
    );
}

/// Plays a game to the end with the first legal result of fixed dice.
fn play_out(g: &mut Game) {
    let rolls = [
        "6-5", "4-2", "3-1", "6-6", "5-3", "2-2", "6-4", "5-5", "4-1", "3-3",
    ];
    let mut i = 0;
    while g.outcome().is_none() {
        g.roll(dice(rolls[i % rolls.len()])).unwrap();
        let turn = g.turn_builder().unwrap().legal_turns()[0].turn;
        g.play_turn(&turn).unwrap();
        i += 1;
        assert!(i < 5_000);
    }
}

#[test]
fn match_scores_games_and_the_winner_starts_the_next() {
    let mut m = Match::new(Rules {
        match_length: MatchLength::DEFAULT,
        ..Rules::default()
    });
    m.game_mut().opening_roll(3, 5).unwrap();
    assert_eq!(
        m.next_game(),
        Err(GameError::WrongPhase {
            action: GameAction::NextGame,
            phase: PhaseKind::Roll
        })
    );
    play_out(m.game_mut());
    let first = m.game().outcome().unwrap();
    assert_eq!(m.score()[first.winner.index()], first.points());
    assert!(matches!(first.kind, WinKind::Oin | WinKind::Mars));
    while m.winner().is_none() {
        let winner = m.game().outcome().unwrap().winner;
        m.next_game().unwrap();
        assert!(matches!(m.game().phase(), Phase::Roll(s) if *s == winner));
        assert_eq!(*m.game().position(), Position::start_with(winner));
        play_out(m.game_mut());
    }
    let score = m.score();
    let champion = m.winner().unwrap();
    assert!(score[champion.index()] >= 3);
    assert!(score[champion.opponent().index()] < 3);
    assert_eq!(
        m.played_games()
            .iter()
            .filter_map(|g| g.outcome())
            .map(|o| o.points())
            .sum::<u32>()
            + m.game().outcome().unwrap().points(),
        score[0] + score[1]
    );
    assert_eq!(m.next_game(), Err(GameError::MatchOver));
}

#[test]
fn taking_back_turns_returns_to_the_earlier_turn_with_its_dice() {
    let mut g = Game::new(Rules::default());
    g.opening_roll(6, 1).unwrap();
    assert_eq!(
        g.take_back(1),
        Err(GameError::TooFewTurns {
            asked: 1,
            played: 0
        })
    );
    g.roll(dice("6-5")).unwrap();
    let white_turn_start = *g.position();
    g.play_turn(&turn("24/18 18/13")).unwrap();
    g.roll(dice("3-1")).unwrap();
    g.play_turn(&turn("24/21 21/20")).unwrap();
    g.roll(dice("4-2")).unwrap();
    // Black's reply and White's turn before it, a half-played turn dropped.
    g.step(step("24/20")).unwrap();
    assert_eq!(g.take_back(2), Ok(dice("6-5")));
    assert_eq!(*g.position(), white_turn_start);
    assert!(g.history().is_empty());
    let b = g.turn_builder().expect("White plays the 6-5 again");
    assert_eq!((b.dice(), b.played().len()), (dice("6-5"), 0));
    // Played differently this time.
    g.play_turn(&turn("24/19 19/13")).unwrap();
    assert_eq!(g.history().len(), 1);
    assert_eq!(
        g.take_back(2),
        Err(GameError::TooFewTurns {
            asked: 2,
            played: 1
        })
    );
    assert_eq!(
        g.take_back(0).unwrap_err(),
        GameError::TooFewTurns {
            asked: 0,
            played: 1
        }
    );
}

#[test]
fn nothing_is_taken_back_once_the_game_is_over() {
    let p: Position = "1,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,0 w"
        .parse()
        .unwrap();
    let mut g = Game::from_position(Rules::default(), p);
    g.roll(dice("2-1")).unwrap();
    g.play_turn(&turn("1/off")).unwrap();
    assert!(matches!(
        g.take_back(1),
        Err(GameError::WrongPhase {
            action: GameAction::TakeBack,
            phase: PhaseKind::Over
        })
    ));
}
