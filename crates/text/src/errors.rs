//! The engine's errors in the reader's language: records, positions,
//! notation, moves and game actions. The engine's own `Display` stays the
//! English text for the CLI; the app translates the typed error values here.
//!
//! The words are the `error-…` messages (`locales/<code>/errors.ftl`).
//! English is the engine's `Display`, word for word (a test holds them
//! together). The record's text format (`24/18`, `6-5`, `w`/`b`, position
//! strings) goes into the messages as written; a sentence built around
//! another error gets that error already in the reader's language.

use crate::lang::Lang;
use crate::{msg, T};
use nardy_engine::{
    CubeError, GameAction, GameError, MatchLength, MoveError, NotationError, OpeningRule,
    PhaseKind, PositionError, RecordError, RecordErrorKind, Scored, SetUpError,
};

/// An import error: "Line 8: …" / "Строка 8: …".
pub fn record_error(lang: Lang, e: &RecordError) -> String {
    msg::error_line(lang, e.line, &record_error_kind(lang, &e.kind))
}

/// Why a position string was rejected.
pub fn position_error(lang: Lang, e: &PositionError) -> String {
    match e {
        PositionError::MissingSide => T::ErrorPositionMissingSide.text(lang).into(),
        PositionError::WrongCount(n) => msg::error_position_wrong_count(lang, *n),
        PositionError::BadNumber { point, text } => {
            msg::error_position_bad_number(lang, point.get(), text)
        }
        PositionError::OutOfRange { point, value } => {
            msg::error_position_out_of_range(lang, point.get(), *value)
        }
        PositionError::TooManyCheckers { side, count } => {
            msg::error_position_too_many_checkers(lang, side.code(), *count)
        }
        PositionError::BadSide(found) => msg::error_position_bad_side(lang, found),
        PositionError::BothBorneOff => T::ErrorPositionBothBorneOff.text(lang).into(),
        PositionError::TwoColours { point } => msg::error_position_two_colours(lang, point.get()),
    }
}

/// Why a game cannot continue from a given position.
pub fn set_up_error(lang: Lang, e: &SetUpError) -> String {
    match e {
        SetUpError::Begun => T::ErrorSetUpBegun.text(lang).into(),
        SetUpError::Over(outcome) => msg::error_set_up_over(lang, outcome.winner.code()),
    }
}

/// Why dice, a step or a turn could not be read.
pub fn notation_error(lang: Lang, e: &NotationError) -> String {
    match e {
        NotationError::BadDice(found) => msg::error_notation_bad_dice(lang, found),
        NotationError::BadStep(found) => msg::error_notation_bad_step(lang, found),
        NotationError::EmptyTurn => T::ErrorNotationEmptyTurn.text(lang).into(),
        NotationError::TooManySteps(n) => msg::error_notation_too_many_steps(lang, *n),
    }
}

/// Why a turn or step cannot be played.
pub fn move_error(lang: Lang, e: &MoveError) -> String {
    match e {
        MoveError::GameOver => T::ErrorMoveGameOver.text(lang).into(),
        MoveError::IllegalStep { index, step } => {
            msg::error_move_illegal_step(lang, index.saturating_add(1), &step.to_string())
        }
        MoveError::IncompleteTurn { turn } => {
            msg::error_move_incomplete_turn(lang, &turn.to_string())
        }
        MoveError::PassNotAllowed => T::ErrorMovePassNotAllowed.text(lang).into(),
    }
}

/// Why a game or match action was refused.
pub fn game_error(lang: Lang, e: &GameError) -> String {
    match e {
        GameError::WrongPhase { action, phase } => msg::error_game_wrong_phase(
            lang,
            action_name(*action).text(lang),
            phase_name(*phase).text(lang),
        ),
        GameError::BadDie(die) => msg::error_game_bad_die(lang, *die),
        GameError::Move(e) => move_error(lang, e),
        GameError::MatchOver => T::ErrorGameMatchOver.text(lang).into(),
        GameError::TooFewTurns { asked, played } => {
            msg::error_game_too_few_turns(lang, *asked, *played)
        }
        GameError::Cube(e) => cube_error(lang, *e),
    }
}

fn cube_error(lang: Lang, e: CubeError) -> String {
    let plain = match e {
        CubeError::NoCube => T::ErrorCubeNoCube,
        CubeError::CrawfordGame => T::ErrorCubeCrawfordGame,
        CubeError::BeforeFirstTurn => T::ErrorCubeBeforeFirstTurn,
        CubeError::NotBeforeRolling => T::ErrorCubeNotBeforeRolling,
        CubeError::AtMost64 => T::ErrorCubeAtMost64,
        CubeError::NoDoubleOffered => T::ErrorCubeNoDoubleOffered,
        CubeError::OwnDouble => T::ErrorCubeOwnDouble,
        CubeError::NoBeaver => T::ErrorCubeNoBeaver,
        CubeError::NotYourTurn { side_to_move } => {
            return msg::error_cube_not_your_turn(lang, side_to_move.code())
        }
        CubeError::NotYourCube { owner } => {
            return msg::error_cube_not_your_cube(lang, owner.code())
        }
        CubeError::DoubleOffered { by } => return msg::error_cube_double_offered(lang, by.code()),
    };
    plain.text(lang).into()
}

/// What was asked, for a refusal to name ("cannot … now").
fn action_name(action: GameAction) -> T {
    match action {
        GameAction::OpeningRoll => T::ErrorActionOpeningRoll,
        GameAction::Roll => T::ErrorActionRoll,
        GameAction::Step => T::ErrorActionStep,
        GameAction::Undo => T::ErrorActionUndo,
        GameAction::FinishTurn => T::ErrorActionFinishTurn,
        GameAction::PlayTurn => T::ErrorActionPlayTurn,
        GameAction::NextGame => T::ErrorActionNextGame,
        GameAction::Resign => T::ErrorActionResign,
        GameAction::TakeBack => T::ErrorActionTakeBack,
        GameAction::Double => T::ErrorActionDouble,
    }
}

/// Where the game stands.
fn phase_name(phase: PhaseKind) -> T {
    match phase {
        PhaseKind::Opening => T::ErrorPhaseOpening,
        PhaseKind::Roll => T::ErrorPhaseRoll,
        PhaseKind::Move => T::ErrorPhaseMove,
        PhaseKind::Offered => T::ErrorPhaseOffered,
        PhaseKind::Over => T::ErrorPhaseOver,
    }
}

/// A game's result as its match scored it: "White wins by mars: 2 points",
/// "победа белых: оин, 5 очков (из 64)" when the match needed less than the
/// game was worth.
fn result(lang: Lang, scored: Scored) -> String {
    let outcome = scored.outcome;
    // The kind as the record writes it (oin, mars, koks, count).
    let kind = outcome.kind.to_string();
    let side = outcome.winner.code();
    if scored.is_capped() {
        msg::error_result_capped(lang, side, &kind, scored.points, outcome.points())
    } else {
        msg::error_result(lang, side, &kind, scored.points)
    }
}

/// What is wrong on a record's line (after "Line 8: ").
fn record_error_kind(lang: Lang, kind: &RecordErrorKind) -> String {
    use RecordErrorKind::*;
    match kind {
        UnknownVersion { version } => msg::error_record_unknown_version(lang, version),
        NotARecord { found } => msg::error_record_not_a_record(lang, found),
        BadHeaderLine { found } => msg::error_record_bad_header_line(lang, found),
        MissingHeader(header) => {
            msg::error_record_missing_header(lang, header.key(), header.example())
        }
        RepeatedHeader(header) => msg::error_record_repeated_header(lang, header.key()),
        BadMatchLength { found } => {
            msg::error_record_bad_match_length(lang, MatchLength::MIN, MatchLength::MAX, found)
        }
        BadKoks { found } => msg::error_record_bad_koks(lang, found),
        BadOpeningRule { found } => msg::error_record_bad_opening_rule(
            lang,
            OpeningRule::RollAgain.code(),
            OpeningRule::PlayOpeningDice.code(),
            found,
        ),
        BadVariant { found } => msg::error_record_bad_variant(lang, found),
        BadScoring { found } => msg::error_record_bad_scoring(lang, found),
        BadYesNo { header, found } => msg::error_record_bad_yes_no(lang, header.key(), found),
        NeedsTheCube(header) => msg::error_record_needs_the_cube(lang, header.key()),
        JacobyInMatchPlay => T::ErrorRecordJacobyInMatchPlay.text(lang).into(),
        CubeRefused { found, error } => {
            msg::error_record_cube_refused(lang, found, &game_error(lang, error))
        }
        CubeValueDisagrees { found, value } => {
            msg::error_record_cube_value_disagrees(lang, found, *value)
        }
        AnswerDue { by, found } => msg::error_record_answer_due(lang, by.code(), found),
        GameDrawn { game, found } => {
            msg::error_record_game_drawn(lang, *game, found, game.saturating_add(1))
        }
        AfterTurnInProgress { turn_line, found } => {
            msg::error_record_after_turn_in_progress(lang, *turn_line, found)
        }
        NotARecordLine { found } => msg::error_record_not_a_record_line(lang, found),
        BadGameLine { expected, found } => msg::error_record_bad_game_line(lang, *expected, found),
        GameOutOfOrder { expected, given } => {
            msg::error_record_game_out_of_order(lang, *expected, *given)
        }
        PreviousGameNotOver { game, phase } => msg::error_record_previous_game_not_over(
            lang,
            *game,
            game.saturating_sub(1),
            phase_name(*phase).text(lang),
        ),
        NextGameRefused {
            game,
            error,
            score: [white, black],
            match_length,
        } => msg::error_record_next_game_refused(
            lang,
            *game,
            &game_error(lang, error),
            *white,
            *black,
            match_length.get(),
        ),
        NoGameYet => T::ErrorRecordNoGameYet.text(lang).into(),
        BadOpeningLine { found } => msg::error_record_bad_opening_line(lang, found),
        OpeningRefused { found, game, error } => {
            msg::error_record_opening_refused(lang, found, *game, &game_error(lang, error))
        }
        ResultNotOver { found, game } => msg::error_record_result_not_over(lang, found, *game),
        ResultDisagrees { found, replay } => {
            msg::error_record_result_disagrees(lang, found, &result(lang, *replay))
        }
        BadTurnLine { found } => msg::error_record_bad_turn_line(lang, found),
        BadSide { side, found } => msg::error_record_bad_side(lang, side, found),
        BadNotation { error, found } => {
            msg::error_record_bad_notation(lang, &notation_error(lang, error), found)
        }
        TurnOutOfOrder {
            turn,
            game,
            expected,
            found,
        } => msg::error_record_turn_out_of_order(
            lang,
            *turn,
            *game,
            expected.saturating_sub(1),
            *expected,
            found,
        ),
        WrongSide {
            mover,
            given,
            found,
        } => msg::error_record_wrong_side(
            lang,
            mover.code(),
            &mover.letter().to_string(),
            found,
            &given.letter().to_string(),
        ),
        NoStarter { game } => msg::error_record_no_starter(lang, *game),
        GameOver {
            game,
            result: scored,
        } => {
            msg::error_record_game_over(lang, *game, &result(lang, *scored), game.saturating_add(1))
        }
        OpeningDiceMismatch { opening, given } => {
            msg::error_record_opening_dice_mismatch(lang, &opening.to_string(), &given.to_string())
        }
        RollRefused(error) => game_error(lang, error),
        IllegalTurn {
            turn,
            side,
            dice,
            start,
            error,
        } => msg::error_record_illegal_turn(
            lang,
            &turn.to_string(),
            &side.letter().to_string(),
            &dice.to_string(),
            &start.to_string(),
            &game_error(lang, error),
        ),
        IllegalStep {
            step,
            side,
            dice,
            start,
            error,
        } => msg::error_record_illegal_step(
            lang,
            &step.to_string(),
            &side.letter().to_string(),
            &dice.to_string(),
            &start.to_string(),
            &game_error(lang, error),
        ),
        BadDiceLine { found } => msg::error_record_bad_dice_line(lang, found),
        DiceLineOutOfPlace { game, found } => {
            msg::error_record_dice_line_out_of_place(lang, found, *game)
        }
        BadPosition { error, found } => {
            msg::error_record_bad_position(lang, &position_error(lang, error), found)
        }
        SetUpRefused { game, error } => {
            msg::error_record_set_up_refused(lang, *game, &set_up_error(lang, error))
        }
    }
}

/// Why a stored value is not a saved game (the app's `SaveError`, word by word).
pub mod save {
    use crate::lang::Lang;
    use crate::{msg, T};

    pub fn corrupt(lang: Lang, at: usize) -> String {
        msg::error_save_corrupt(lang, at)
    }

    pub fn not_a_save(lang: Lang) -> String {
        T::ErrorSaveNotASave.text(lang).into()
    }

    pub fn unknown_version(lang: Lang, version: &str) -> String {
        msg::error_save_unknown_version(lang, version)
    }

    pub fn missing_field(lang: Lang, name: &str) -> String {
        msg::error_save_missing_field(lang, name)
    }

    pub fn bad_field(lang: Lang, name: &str) -> String {
        msg::error_save_bad_field(lang, name)
    }

    /// `why`: the record's error, in the same language.
    pub fn bad_record(lang: Lang, why: &str) -> String {
        msg::error_save_bad_record(lang, why)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_engine::{
        parse_record, write_record, Dice, Game, Match, Phase, Position, Rules, Step, Turn,
    };

    const HEAD: &str =
        "Long Nardy record 1\nWhite: You\nMatch: 3\nKoks: no\nOpening: roll-again\n\n";

    /// A record whose body (from line 7) is `lines`.
    fn body(lines: &[&str]) -> String {
        format!("{HEAD}{}\n", lines.join("\n"))
    }

    /// A whole match to 1 point, written out: one game played to the end
    /// with varied dice and each side's first legal turn.
    fn finished_match() -> String {
        let mut m = Match::new(Rules {
            match_length: MatchLength::new(1).unwrap(),
            ..Rules::default()
        });
        m.game_mut().opening_roll(5, 3).unwrap();
        let mut n = 0u8;
        loop {
            let game = m.game_mut();
            match game.phase() {
                Phase::Roll(_) => {
                    n = n.wrapping_add(7);
                    game.roll(Dice::new(n % 6 + 1, n / 6 % 6 + 1).unwrap())
                        .unwrap();
                }
                Phase::Move(builder) => {
                    let turn = builder.legal_turns()[0].turn;
                    game.play_turn(&turn).unwrap();
                }
                Phase::Opening | Phase::Over(_) | Phase::Drawn | Phase::Offered(_) => break,
            }
        }
        write_record(&m, &[])
    }

    /// Bad records, each reaching a different kind of error.
    fn bad_records() -> Vec<String> {
        let opened = |turn: &str| body(&["Game 1", "Opening 5-3", turn]);
        let done = finished_match();
        let result = done.lines().last().unwrap().to_string();
        let wrong = if result.starts_with("White") {
            "Black wins by koks: 3 points"
        } else {
            "White wins by koks: 3 points"
        };
        vec![
            "Hello\n".to_string(),
            HEAD.replace("record 1", "record 2"),
            HEAD.replace("Match: 3\n", ""),
            HEAD.replace("Koks: no", "Koks: maybe"),
            HEAD.replace("Match: 3", "Match: 0"),
            HEAD.replace("Opening: roll-again", "Opening: coin"),
            HEAD.replace("White: You", "White You"),
            HEAD.replace("White: You", "Koks: yes"),
            body(&["Game 2"]),
            body(&["Game one"]),
            body(&["Opening 5-3"]),
            body(&["Move 5-3"]),
            body(&["Game 1", "Opening 5-3", "Opening 2-1"]),
            body(&["Game 1", "Opening 7-3"]),
            body(&["Game 1", "1. w 6-5: 24/13"]),
            opened("2. w 6-5: 24/18 18/13"),
            opened("1. b 6-5: 24/18 18/13"),
            opened("1. x 6-5: 24/18 18/13"),
            opened("1. w 6-7: 24/18 18/13"),
            opened("1. w 6-5 24/18"),
            opened("1. w 6-5: 24-18"),
            opened("1. w 6-5: 24/17"),
            opened("1. w 6-5: 24/18"),
            opened("1. w 6-5: pass"),
            opened("1. w 6-5: 24/18 18/13 13/7 7/1 6/1"),
            opened("1. w 6-5:"),
            opened("1. w 6-5: 24/17 …"),
            opened("White wins by oin: 1 point"),
            body(&[
                "Game 1",
                "Opening 5-3",
                "1. w 6-5: 24/18 …",
                "2. b 4-2: 24/20",
            ]),
            body(&["Game 1", "Opening 5-3", "1. w 6-5: 24/18 18/13", "Game 2"]),
            HEAD.replace("roll-again", "play-dice")
                + "Game 1\nOpening 5-3\n1. w 6-5: 24/18 18/13\n",
            format!("{done}Game 2\n"),
            format!("{done}99. w 6-5: pass\n"),
            done.replace(&result, wrong),
            format!("{done}Opening 1-2\n"),
            body(&[
                "Game 1",
                "Opening 5-3",
                "Position: 0,0,0,0,0,0,0,0,0,0,0,-15,1,0,0,0,0,0,0,0,0,0,0,14 b",
            ]),
            body(&["Game 1", "Position: 0,0,15 w"]),
            body(&[
                "Game 1",
                "Position: 0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,0 b",
            ]),
        ]
    }

    /// True when `text`, outside its «quotes», has no English word of four
    /// letters or more (the notation's `w`, `b`, `off` and numbers are fine).
    fn no_english_outside_quotes(text: &str) -> bool {
        let mut depth = 0;
        let mut word = 0;
        for c in text.chars() {
            match c {
                '«' => depth += 1,
                '»' => depth -= 1,
                _ => {}
            }
            word = if depth == 0 && c.is_ascii_alphabetic() {
                word + 1
            } else {
                0
            };
            if word >= 4 {
                return false;
            }
        }
        true
    }

    #[test]
    fn english_is_the_engines_own_text() {
        for text in bad_records() {
            let e = parse_record(&text).map(|_| ()).expect_err(&text);
            let shown = record_error(Lang::En, &e);
            assert_eq!(shown, format!("L{}", &e.to_string()[1..]), "{text}");
        }
    }

    #[test]
    fn every_record_error_reads_in_russian() {
        for text in bad_records() {
            let e = parse_record(&text).map(|_| ()).expect_err(&text);
            let en = record_error(Lang::En, &e);
            let ru = record_error(Lang::Ru, &e);
            assert!(ru.starts_with(&format!("Строка {}: ", e.line)), "{ru}");
            assert_ne!(ru, en);
            assert!(ru.chars().any(|c| matches!(c, 'а'..='я')), "{ru}");
            assert!(no_english_outside_quotes(&ru), "English in: {ru}");
        }
    }

    /// The nested errors, as the engine makes them.
    fn nested_errors() -> (
        Vec<PositionError>,
        Vec<NotationError>,
        Vec<MoveError>,
        Vec<GameError>,
    ) {
        let positions = [
            "",
            "1,2 w",
            "x,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w",
        ]
        .into_iter()
        .chain([
            "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,16 w",
            "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,8,8 w",
            "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 x",
            "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 w",
        ])
        .filter_map(|s| s.parse::<Position>().err())
        .collect();
        let notation = vec![
            "7-1".parse::<Dice>().unwrap_err(),
            "24-18".parse::<Step>().unwrap_err(),
            "".parse::<Turn>().unwrap_err(),
            "24/23 23/22 22/21 21/20 20/19".parse::<Turn>().unwrap_err(),
        ];
        let step = "24/17".parse::<Step>().unwrap();
        let turn = "24/18".parse::<Turn>().unwrap();
        let moves = vec![
            MoveError::GameOver,
            MoveError::IllegalStep { index: 0, step },
            MoveError::IncompleteTurn { turn },
            MoveError::PassNotAllowed,
        ];
        let mut game = Game::new(Rules::default());
        let mut games = vec![
            game.roll("6-5".parse().unwrap()).unwrap_err(),
            game.opening_roll(0, 3).unwrap_err(),
            GameError::MatchOver,
            GameError::Move(MoveError::PassNotAllowed),
            GameError::TooFewTurns {
                asked: 2,
                played: 1,
            },
            game.take_back(1).unwrap_err(),
        ];
        game.opening_roll(5, 3).unwrap();
        games.push(game.step(step).unwrap_err());
        games.push(game.undo().unwrap_err());
        games.push(game.finish_turn().unwrap_err());
        games.push(game.play_turn(&turn).unwrap_err());
        games.push(game.opening_roll(1, 2).unwrap_err());
        games.push(Match::new(Rules::default()).next_game().unwrap_err());
        let dice: Dice = "6-5".parse().unwrap();
        game.roll(dice).unwrap();
        games.push(game.roll(dice).unwrap_err());
        (positions, notation, moves, games)
    }

    #[test]
    fn nested_errors_read_in_both_languages() {
        let (positions, notation, moves, games) = nested_errors();
        assert_eq!(positions.len(), 7);
        let mut shown = Vec::new();
        for e in &positions {
            shown.push((
                e.to_string(),
                position_error(Lang::En, e),
                position_error(Lang::Ru, e),
            ));
        }
        for e in &notation {
            shown.push((
                e.to_string(),
                notation_error(Lang::En, e),
                notation_error(Lang::Ru, e),
            ));
        }
        for e in &moves {
            shown.push((
                e.to_string(),
                move_error(Lang::En, e),
                move_error(Lang::Ru, e),
            ));
        }
        for e in &games {
            shown.push((
                e.to_string(),
                game_error(Lang::En, e),
                game_error(Lang::Ru, e),
            ));
        }
        for (display, en, ru) in shown {
            assert_eq!(en, display);
            assert_ne!(ru, en);
            assert!(ru.chars().any(|c| matches!(c, 'а'..='я')), "{ru}");
            assert!(no_english_outside_quotes(&ru), "English in: {ru}");
        }
    }

    #[test]
    fn russian_counts_agree_with_their_numbers() {
        let opened = |turn: &str| body(&["Game 1", "Opening 5-3", "1. w 6-5: 24/18 18/13", turn]);
        let ru = |text: &str| record_error(Lang::Ru, &parse_record(text).map(|_| ()).unwrap_err());
        assert!(ru(&opened("5. b 6-5: pass")).contains("сыгран 1 ход,"));
        let e = parse_record(&body(&["Game 1", "Opening 5-3", "4. w 6-5: pass"])).unwrap_err();
        assert!(record_error(Lang::Ru, &e).contains("сыграно 0 ходов,"));
    }

    /// Error values of each kind.
    struct Variants {
        records: Vec<RecordErrorKind>,
        positions: Vec<PositionError>,
        notation: Vec<NotationError>,
        moves: Vec<MoveError>,
        games: Vec<GameError>,
        set_ups: Vec<SetUpError>,
    }

    /// One value of every error variant the messages put into words, built
    /// by hand (the import tests above reach only what a record can).
    fn every_variant() -> Variants {
        use nardy_engine::{Outcome, Point, RuleHeader, Side, WinKind};
        use RecordErrorKind::*;
        let found = || "1. w 6-5: 24/18 x".to_string();
        let point = Point::new(7).unwrap();
        let dice: Dice = "6-5".parse().unwrap();
        let step: Step = "24/18".parse().unwrap();
        let turn: Turn = "24/18 18/13".parse().unwrap();
        let start = Position::start();
        let positions = vec![
            PositionError::MissingSide,
            PositionError::WrongCount(23),
            PositionError::BadNumber {
                point,
                text: "x".into(),
            },
            PositionError::OutOfRange { point, value: -16 },
            PositionError::TooManyCheckers {
                side: Side::White,
                count: 16,
            },
            PositionError::TooManyCheckers {
                side: Side::Black,
                count: 21,
            },
            PositionError::BadSide("x".into()),
            PositionError::BothBorneOff,
            PositionError::TwoColours { point },
        ];
        let notation = vec![
            NotationError::BadDice("7-1".into()),
            NotationError::BadStep("24-18".into()),
            NotationError::EmptyTurn,
            NotationError::TooManySteps(5),
        ];
        let moves = vec![
            MoveError::GameOver,
            MoveError::IllegalStep { index: 2, step },
            MoveError::IncompleteTurn { turn },
            MoveError::PassNotAllowed,
        ];
        let actions = [
            GameAction::OpeningRoll,
            GameAction::Roll,
            GameAction::Step,
            GameAction::Undo,
            GameAction::FinishTurn,
            GameAction::PlayTurn,
            GameAction::NextGame,
            GameAction::Resign,
            GameAction::TakeBack,
            GameAction::Double,
        ];
        let phases = [
            PhaseKind::Opening,
            PhaseKind::Roll,
            PhaseKind::Move,
            PhaseKind::Offered,
            PhaseKind::Over,
        ];
        let mut games: Vec<GameError> = actions
            .into_iter()
            .flat_map(|action| {
                phases
                    .into_iter()
                    .map(move |phase| GameError::WrongPhase { action, phase })
            })
            .collect();
        games.extend([
            GameError::BadDie(7),
            GameError::MatchOver,
            GameError::TooFewTurns {
                asked: 2,
                played: 1,
            },
        ]);
        games.extend(moves.iter().cloned().map(GameError::Move));
        for side in Side::BOTH {
            games.extend(
                [
                    CubeError::NotYourTurn { side_to_move: side },
                    CubeError::NotYourCube { owner: side },
                    CubeError::DoubleOffered { by: side },
                ]
                .map(GameError::Cube),
            );
        }
        games.extend(
            [
                CubeError::NoCube,
                CubeError::CrawfordGame,
                CubeError::BeforeFirstTurn,
                CubeError::NotBeforeRolling,
                CubeError::AtMost64,
                CubeError::NoDoubleOffered,
                CubeError::OwnDouble,
                CubeError::NoBeaver,
            ]
            .map(GameError::Cube),
        );
        let mut set_ups = vec![SetUpError::Begun];
        let mut results = Vec::new();
        for side in Side::BOTH {
            set_ups.push(SetUpError::Over(Outcome::new(side, WinKind::Mars)));
            for kind in [
                WinKind::Oin,
                WinKind::Mars,
                WinKind::Koks,
                WinKind::Count(5),
            ] {
                results.push(Scored::whole(Outcome::new(side, kind)));
            }
            // A cube game worth 64 that the match counted as 3.
            let outcome = Outcome {
                winner: side,
                kind: WinKind::Mars,
                cube: 32,
                jacoby: false,
            };
            results.push(Scored { outcome, points: 3 });
        }
        let error = GameError::WrongPhase {
            action: GameAction::Roll,
            phase: PhaseKind::Move,
        };
        let mut records = vec![
            UnknownVersion {
                version: "2".into(),
            },
            NotARecord { found: found() },
            BadHeaderLine { found: found() },
            MissingHeader(RuleHeader::Koks),
            RepeatedHeader(RuleHeader::Match),
            BadMatchLength { found: found() },
            BadKoks { found: found() },
            BadOpeningRule { found: found() },
            BadVariant { found: found() },
            BadScoring { found: found() },
            BadYesNo {
                header: RuleHeader::Beaver,
                found: found(),
            },
            NeedsTheCube(RuleHeader::Jacoby),
            JacobyInMatchPlay,
            CubeRefused {
                found: found(),
                error: GameError::Cube(CubeError::NoCube),
            },
            CubeValueDisagrees {
                found: found(),
                value: 4,
            },
            AnswerDue {
                by: Side::Black,
                found: found(),
            },
            GameDrawn {
                game: 2,
                found: found(),
            },
            AfterTurnInProgress {
                turn_line: 12,
                found: found(),
            },
            NotARecordLine { found: found() },
            BadGameLine {
                expected: 3,
                found: found(),
            },
            GameOutOfOrder {
                expected: 2,
                given: 5,
            },
            PreviousGameNotOver {
                game: 3,
                phase: PhaseKind::Offered,
            },
            NextGameRefused {
                game: 4,
                error: GameError::MatchOver,
                score: [3, 1],
                match_length: MatchLength::new(3).unwrap(),
            },
            NoGameYet,
            BadOpeningLine { found: found() },
            OpeningRefused {
                found: found(),
                game: 2,
                error: GameError::BadDie(0),
            },
            ResultNotOver {
                found: found(),
                game: 2,
            },
            BadTurnLine { found: found() },
            BadSide {
                side: "x".into(),
                found: found(),
            },
            TurnOutOfOrder {
                turn: 7,
                game: 2,
                expected: 2,
                found: found(),
            },
            WrongSide {
                mover: Side::White,
                given: Side::Black,
                found: found(),
            },
            NoStarter { game: 1 },
            OpeningDiceMismatch {
                opening: "5-3".parse().unwrap(),
                given: dice,
            },
            RollRefused(error.clone()),
            IllegalTurn {
                turn,
                side: Side::Black,
                dice,
                start,
                error: GameError::Move(MoveError::PassNotAllowed),
            },
            IllegalStep {
                step,
                side: Side::White,
                dice,
                start,
                error: error.clone(),
            },
            BadDiceLine { found: found() },
            DiceLineOutOfPlace {
                game: 3,
                found: found(),
            },
        ];
        records.extend(results.into_iter().flat_map(|replay| {
            [
                ResultDisagrees {
                    found: found(),
                    replay,
                },
                GameOver {
                    game: 2,
                    result: replay,
                },
            ]
        }));
        records.extend(notation.iter().map(|e| BadNotation {
            error: e.clone(),
            found: found(),
        }));
        records.extend(positions.iter().map(|e| BadPosition {
            error: e.clone(),
            found: found(),
        }));
        records.extend(set_ups.iter().map(|&error| SetUpRefused { game: 1, error }));
        Variants {
            records,
            positions,
            notation,
            moves,
            games,
            set_ups,
        }
    }

    #[test]
    fn english_messages_are_the_engines_display_for_every_variant() {
        let Variants {
            records,
            positions,
            notation,
            moves,
            games,
            set_ups,
        } = every_variant();
        // RecordErrorKind has 43 variants; each is here at least once.
        let kinds: std::collections::HashSet<_> =
            records.iter().map(std::mem::discriminant).collect();
        assert_eq!(kinds.len(), 43);
        for kind in &records {
            assert_eq!(record_error_kind(Lang::En, kind), kind.to_string());
            let e = RecordError {
                line: 12,
                kind: kind.clone(),
            };
            assert_eq!(record_error(Lang::En, &e), format!("Line 12: {kind}"));
        }
        for e in &positions {
            assert_eq!(position_error(Lang::En, e), e.to_string());
        }
        for e in &notation {
            assert_eq!(notation_error(Lang::En, e), e.to_string());
        }
        for e in &moves {
            assert_eq!(move_error(Lang::En, e), e.to_string());
        }
        for e in &games {
            assert_eq!(game_error(Lang::En, e), e.to_string());
        }
        for e in &set_ups {
            assert_eq!(set_up_error(Lang::En, e), e.to_string());
        }
    }

    #[test]
    fn russian_results_and_counts_choose_their_forms() {
        let records = every_variant().records;
        let ru: Vec<String> = records
            .iter()
            .map(|k| record_error_kind(Lang::Ru, k))
            .collect();
        for text in &ru {
            assert!(text.chars().any(|c| matches!(c, 'а'..='я')), "{text}");
        }
        let has = |part: &str| assert!(ru.iter().any(|t| t.contains(part)), "{part}");
        has("выходит иначе — победа белых: марс, 2 очка");
        has("выходит иначе — победа чёрных: шашки на доске, 5 очков");
        has("окончена (победа белых: марс, 3 очка (из 64))");
        has("матч до 3 очков)");
        has("у белых на доске 16 шашек,");
        has("у чёрных на доске 21 шашка,");
        has("сейчас ход белых («w»), а в строке «1. w 6-5: 24/18 x» указано «b»");
        has("невозможен для чёрных при зарах 6-5");
    }
}
