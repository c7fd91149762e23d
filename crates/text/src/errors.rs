//! The engine's errors in the reader's language: records, positions,
//! notation, moves and game actions. The engine's own `Display` stays the
//! English text for the CLI; the app translates the typed error values here.
//!
//! English is the engine's `Display`, word for word. Russian keeps the
//! record's text format as written (`24/18`, `6-5`, `w`/`b`, position
//! strings, `Game 1`, `Opening 5-3`, `Match: 3`) and quotes it «так».

use crate::lang::Lang;
use crate::words::{points, ru_plural, side_name, side_name_in_text, win_kind};
use nardy_engine::{
    CubeError, GameAction, GameError, MatchLength, MoveError, NotationError, OpeningRule, Outcome,
    PhaseKind, PositionError, RecordError, RecordErrorKind, Scored, SetUpError, Side,
};

/// An import error: "Line 8: …" / "Строка 8: …".
pub fn record_error(lang: Lang, e: &RecordError) -> String {
    match lang {
        Lang::En => format!("Line {}: {}", e.line, e.kind),
        Lang::Ru => format!("Строка {}: {}", e.line, record_error_kind_ru(&e.kind)),
    }
}

/// Why a position string was rejected.
pub fn position_error(lang: Lang, e: &PositionError) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Ru => position_error_ru(e),
    }
}

/// Why dice, a step or a turn could not be read.
pub fn set_up_error(lang: Lang, e: &SetUpError) -> String {
    match (lang, e) {
        (Lang::En, _) => e.to_string(),
        (Lang::Ru, SetUpError::Begun) => {
            "партия уже началась, а позиция может только начинать её".into()
        }
        (Lang::Ru, SetUpError::Over(outcome)) => {
            format!(
                "в этой позиции партия уже окончена ({})",
                outcome_ru(*outcome)
            )
        }
    }
}

pub fn notation_error(lang: Lang, e: &NotationError) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Ru => notation_error_ru(e),
    }
}

/// Why a turn or step cannot be played.
pub fn move_error(lang: Lang, e: &MoveError) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Ru => move_error_ru(e),
    }
}

/// Why a game or match action was refused.
pub fn game_error(lang: Lang, e: &GameError) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Ru => game_error_ru(e),
    }
}

/// Text from a record or the notation, quoted the Russian way.
fn q(text: impl std::fmt::Display) -> String {
    format!("«{text}»")
}

/// Russian plural by the last two digits, for counts of any size.
fn plural(n: usize, one: &'static str, few: &'static str, many: &'static str) -> &'static str {
    // The form depends on n % 100 alone, which fits a u32.
    ru_plural((n % 100) as u32, one, few, many)
}

/// "белых"/"чёрных": a side after "у", "для", "победа".
fn side_genitive(side: Side) -> &'static str {
    match side {
        Side::White => "белых",
        Side::Black => "чёрных",
    }
}

/// A finished game's result: "победа белых: марс, 2 очка".
fn outcome_ru(outcome: Outcome) -> String {
    scored_ru(Scored::whole(outcome))
}

/// A game's result as its match scored it: "победа белых: оин, 5 очков
/// (из 64)" when the match needed less than the game was worth.
fn scored_ru(scored: Scored) -> String {
    let outcome = scored.outcome;
    let mut text = format!(
        "победа {}: {}, {}",
        side_genitive(outcome.winner),
        win_kind(Lang::Ru, outcome.kind),
        points(Lang::Ru, scored.points)
    );
    if scored.is_capped() {
        text.push_str(&format!(" (из {})", outcome.points()));
    }
    text
}

fn position_error_ru(e: &PositionError) -> String {
    match e {
        PositionError::MissingSide => {
            "позиция — это 24 числа через запятую, пробел и сторона, которой ходить (w или b)"
                .into()
        }
        PositionError::WrongCount(n) => {
            format!("в позиции должно быть 24 числа, по одному на лунку, а найдено {n}")
        }
        PositionError::BadNumber { point, text } => {
            format!("лунка {point}: {} — не целое число", q(text))
        }
        PositionError::OutOfRange { point, value } => {
            format!("лунка {point}: число {value} вне допустимых пределов (-15..15)")
        }
        PositionError::TooManyCheckers { side, count } => format!(
            "у {} на доске {count} {}, а больше 15 быть не может",
            side_genitive(*side),
            ru_plural(*count, "шашка", "шашки", "шашек")
        ),
        PositionError::BadSide(s) => format!(
            "сторона, которой ходить, обозначается «w» или «b», а найдено {}",
            q(s)
        ),
        PositionError::BothBorneOff => "обе стороны выбросили все свои шашки".into(),
        PositionError::TwoColours { point } => {
            format!("на лунке {point} стоят шашки обоих цветов")
        }
    }
}

fn notation_error_ru(e: &NotationError) -> String {
    match e {
        NotationError::BadDice(s) => format!(
            "зары записываются как 6-5 (два числа от 1 до 6), а найдено {}",
            q(s)
        ),
        NotationError::BadStep(s) => format!(
            "ход шашки записывается как 24/18 или 3/off (номера лунок от 1 до 24 со стороны ходящего, только вперёд), а найдено {}",
            q(s)
        ),
        NotationError::EmptyTurn => {
            "в ходе должен быть хотя бы один ход шашки или «pass»".into()
        }
        NotationError::TooManySteps(n) => format!(
            "в ходе не больше 4 ходов шашек, а найдено {n}"
        ),
    }
}

fn move_error_ru(e: &MoveError) -> String {
    match e {
        MoveError::GameOver => "партия окончена: одна из сторон выбросила все 15 шашек".into(),
        MoveError::IllegalStep { index, step } => format!(
            "ход шашки № {} ({}) на этом этапе хода невозможен",
            index.saturating_add(1),
            q(step)
        ),
        MoveError::IncompleteTurn { turn } => format!(
            "{} — недопустимый ход: нужно сыграть как можно больше заров, а если можно сыграть только один, то больший",
            q(turn)
        ),
        MoveError::PassNotAllowed => "пропустить ход нельзя: есть возможный ход шашки".into(),
    }
}

fn game_error_ru(e: &GameError) -> String {
    match e {
        GameError::WrongPhase { action, phase } => {
            format!("сейчас нельзя {}: {}", action_ru(*action), phase_ru(*phase))
        }
        GameError::BadDie(d) => format!("зар показывает от 1 до 6, а не {d}"),
        GameError::Move(e) => move_error_ru(e),
        GameError::MatchOver => "матч окончен".into(),
        GameError::TooFewTurns { asked, played } => {
            format!("нельзя вернуть ходов: {asked}, в партии сыграно только {played}")
        }
        GameError::Cube(e) => cube_error_ru(*e),
    }
}

fn cube_error_ru(e: CubeError) -> String {
    match e {
        CubeError::NoCube => "этот матч играется без куба".into(),
        CubeError::CrawfordGame => "в партии Кроуфорда удваивать нельзя".into(),
        CubeError::BeforeFirstTurn => "до первого хода партии куб не трогают".into(),
        CubeError::NotYourTurn { side_to_move } => format!(
            "удвоить сейчас могут только {}, чей ход",
            side_name_in_text(side_to_move)
        ),
        CubeError::NotBeforeRolling => "удваивают до броска зар, а не после".into(),
        CubeError::NotYourCube { owner } => format!(
            "куб у {}: удвоить может только его владелец",
            side_genitive(owner)
        ),
        CubeError::AtMost64 => "куб не поднимается выше 64".into(),
        CubeError::NoDoubleOffered => "удвоения не предлагали".into(),
        CubeError::OwnDouble => "на своё удвоение не отвечают".into(),
        CubeError::NoBeaver => "бобры в этом матче не играются".into(),
        CubeError::DoubleOffered { by } => format!(
            "{} удвоили: сначала примите или откажитесь",
            side_name(Lang::Ru, by)
        ),
    }
}

/// What was asked, after "нельзя".
fn action_ru(action: GameAction) -> &'static str {
    match action {
        GameAction::OpeningRoll => "разыгрывать первый ход",
        GameAction::Roll => "бросать зары",
        GameAction::Step => "ходить шашкой",
        GameAction::Undo => "отменять ход шашки",
        GameAction::FinishTurn => "завершить ход",
        GameAction::PlayTurn => "сыграть ход",
        GameAction::NextGame => "начать следующую партию",
        GameAction::Resign => "сдаться",
        GameAction::TakeBack => "вернуть ход",
        GameAction::Double => "удваивать",
    }
}

/// Where the game stands, as a clause.
fn phase_ru(phase: PhaseKind) -> &'static str {
    match phase {
        PhaseKind::Opening => "идёт розыгрыш первого хода",
        PhaseKind::Roll => "очередь бросать зары",
        PhaseKind::Move => "идёт ход",
        PhaseKind::Offered => "предложено удвоение",
        PhaseKind::Over => "партия окончена",
    }
}

fn record_error_kind_ru(kind: &RecordErrorKind) -> String {
    use RecordErrorKind::*;
    match kind {
        UnknownVersion { version } => format!(
            "неизвестная версия записи {version} (приложение читает версию 1)"
        ),
        NotARecord { found } => format!(
            "это не запись длинных нард: первая строка должна быть «Long Nardy record 1», а найдено {}",
            q(found)
        ),
        BadHeaderLine { found } => format!(
            "строка заголовка имеет вид «Ключ: значение», а заголовки заканчиваются пустой строкой; найдено {}",
            q(found)
        ),
        MissingHeader(header) => format!(
            "нет заголовка {} (например, {})",
            q(header.key()),
            q(header.example())
        ),
        RepeatedHeader(header) => format!("заголовок {} указан дважды", q(header.key())),
        BadMatchLength { found } => format!(
            "в заголовке «Match» указывается, до скольких очков идёт матч, — целое число от {} до {}, а найдено {}",
            MatchLength::MIN,
            MatchLength::MAX,
            q(found)
        ),
        BadKoks { found } => format!(
            "в заголовке «Koks» может быть «yes» или «no», а найдено {}",
            q(found)
        ),
        BadOpeningRule { found } => format!(
            "в заголовке «Opening» может быть {} или {}, а найдено {}",
            q(OpeningRule::RollAgain.code()),
            q(OpeningRule::PlayOpeningDice.code()),
            q(found)
        ),
        BadVariant { found } => format!(
            "в заголовке «Variant» может быть «long», «classic», «nardegammon» или «hachapuri», а найдено {}",
            q(found)
        ),
        BadScoring { found } => format!(
            "заголовок «Scoring» — правило хачапури: может быть только «count» (и нужен «Variant: hachapuri»), а найдено {}",
            q(found)
        ),
        BadYesNo { header, found } => format!(
            "в заголовке {} может быть «yes» или «no», а найдено {}",
            q(header.key()),
            q(found)
        ),
        NeedsTheCube(header) => format!(
            "заголовок {} — правило нардгаммона: нужен «Variant: nardegammon»",
            q(header.key())
        ),
        JacobyInMatchPlay => {
            "«Jacoby: yes» — правило игры на деньги: нужен «Match: money»".into()
        }
        CubeRefused { found, error } => {
            format!("{} невозможно: {}", q(found), game_error_ru(error))
        }
        CubeValueDisagrees { found, value } => format!(
            "в строке {} неверное значение: куб был бы на {value}",
            q(found)
        ),
        AnswerDue { by, found } => format!(
            "{} удвоили: перед {} нужен ответ — takes, passes или beavers",
            side_name(Lang::Ru, *by),
            q(found)
        ),
        GameDrawn { game, found } => format!(
            "партия {game} закончилась вничью, после неё не может быть {}; следующая партия начинается строкой «Game {}»",
            q(found),
            game.saturating_add(1)
        ),
        AfterTurnInProgress { turn_line, found } => format!(
            "незаконченный ход (строка {turn_line}) должен стоять в последней строке записи, но после него идёт {}",
            q(found)
        ),
        NotARecordLine { found } => format!(
            "{} — не строка записи: ожидается «Game N», «Opening W-B», ход вида «1. w 6-5: 24/18 18/13» или результат вида «White wins by oin: 1 point»",
            q(found)
        ),
        BadGameLine { expected, found } => format!(
            "строка партии имеет вид «Game {expected}», а найдено {}",
            q(found)
        ),
        GameOutOfOrder { expected, given } => {
            format!("здесь ожидается «Game {expected}», а найдено «Game {given}»")
        }
        PreviousGameNotOver { game, phase } => format!(
            "партия {game} не может начаться: партия {} ещё не окончена ({})",
            game.saturating_sub(1),
            phase_ru(*phase)
        ),
        NextGameRefused {
            game,
            error,
            score: [white, black],
            match_length,
        } => format!(
            "партия {game} не может начаться: {} (белые {white}, чёрные {black}, матч до {match_length} {})",
            game_error_ru(error),
            ru_plural(match_length.get(), "очка", "очков", "очков")
        ),
        NoGameYet => {
            "строка «Game 1» должна стоять раньше первого розыгрыша, хода или результата".into()
        }
        BadOpeningLine { found } => format!(
            "розыгрыш первого хода записывается как «Opening 5-3» (сначала зар белых, потом чёрных, каждый от 1 до 6), а найдено {}",
            q(found)
        ),
        OpeningRefused { found, game, error } => format!(
            "{} не подходит к партии {game}: {}",
            q(found),
            game_error_ru(error)
        ),
        ResultNotOver { found, game } => format!(
            "{} — это результат, но партия {game} ещё не окончена",
            q(found)
        ),
        ResultDisagrees { found, replay } => format!(
            "в записи указано {}, но по ходам партии выходит иначе — {}",
            q(found),
            scored_ru(*replay)
        ),
        BadTurnLine { found } => format!(
            "строка хода имеет вид «7. w 6-5: 24/18 18/13» (номер хода, сторона, зары, ходы шашек), а найдено {}",
            q(found)
        ),
        BadSide { side, found } => format!(
            "сторона обозначается «w» или «b», а найдено {} в строке {}",
            q(side),
            q(found)
        ),
        BadNotation { error, found } => {
            format!("{} (строка {})", notation_error_ru(error), q(found))
        }
        TurnOutOfOrder {
            turn,
            game,
            expected,
            found,
        } => {
            let played = expected.saturating_sub(1);
            format!(
                "номер хода {turn} не по порядку: в партии {game} {} {played} {}, значит, следующий — {expected} (строка {})",
                plural(played, "сыгран", "сыграно", "сыграно"),
                plural(played, "ход", "хода", "ходов"),
                q(found)
            )
        }
        WrongSide {
            mover,
            given,
            found,
        } => format!(
            "сейчас ход {} («{}»), а в строке {} указано «{}»",
            side_genitive(*mover),
            mover.letter(),
            q(found),
            given.letter()
        ),
        NoStarter { game } => format!(
            "в партии {game} ещё не разыгран первый ход: розыгрыш («Opening W-B») должен стоять перед первым ходом"
        ),
        GameOver { game, result } => format!(
            "партия {game} окончена ({}), ходов после неё быть не может; следующая партия начинается строкой «Game {}»",
            scored_ru(*result),
            game.saturating_add(1)
        ),
        OpeningDiceMismatch { opening, given } => format!(
            "этот ход играется зарами розыгрыша {opening}, а в строке указаны зары {given}"
        ),
        RollRefused(error) => game_error_ru(error),
        IllegalTurn {
            turn,
            side,
            dice,
            start,
            error,
        } => format!(
            "ход {} невозможен для {} при зарах {dice} из позиции {start}: {}",
            q(turn),
            side_genitive(*side),
            game_error_ru(error)
        ),
        IllegalStep {
            step,
            side,
            dice,
            start,
            error,
        } => format!(
            "ход шашки {} невозможен для {} при зарах {dice} из позиции {start}: {}",
            q(step),
            side_genitive(*side),
            game_error_ru(error)
        ),
        BadDiceLine { found } => format!(
            "строка зар пишется как «Dice commitment: » или «Dice seed: » и 64 шестнадцатеричные цифры, а найдено {}",
            q(found)
        ),
        DiceLineOutOfPlace { game, found } => format!(
            "{} не на своём месте: у партии {game} одно хеш-обязательство зар и одно зерно, и зерно пишется только после окончания партии",
            q(found)
        ),
        BadPosition { error, found } => format!(
            "в строке позиции партии {}: {}",
            q(found),
            position_error_ru(error)
        ),
        SetUpRefused { game, error } => format!(
            "партия {game} не может начаться с этой позиции: {}",
            set_up_error(Lang::Ru, error)
        ),
    }
}

/// Why a stored value is not a saved game (the app's `SaveError`, word by word).
pub mod save {
    use crate::lang::Lang;

    pub fn corrupt(lang: Lang, at: usize) -> String {
        match lang {
            Lang::En => format!("it is not valid JSON (at character {at})"),
            Lang::Ru => format!("это не JSON (ошибка в символе {at})"),
        }
    }

    pub fn not_a_save(lang: Lang) -> String {
        match lang {
            Lang::En => "it is not a saved Long Nardy game".into(),
            Lang::Ru => "это не сохранённая партия длинных нард".into(),
        }
    }

    pub fn unknown_version(lang: Lang, version: &str) -> String {
        match lang {
            Lang::En => format!("it has version {version}, and this app reads versions 1 and 2"),
            Lang::Ru => format!("у него версия {version}, а это приложение читает версии 1 и 2"),
        }
    }

    pub fn missing_field(lang: Lang, name: &str) -> String {
        match lang {
            Lang::En => format!("its field \"{name}\" is missing"),
            Lang::Ru => format!("в нём нет поля «{name}»"),
        }
    }

    pub fn bad_field(lang: Lang, name: &str) -> String {
        match lang {
            Lang::En => format!("its field \"{name}\" is not valid"),
            Lang::Ru => format!("его поле «{name}» неверно"),
        }
    }

    /// `why`: the record's error, in the same language.
    pub fn bad_record(lang: Lang, why: &str) -> String {
        match lang {
            Lang::En => format!("its game record is damaged ({why})"),
            Lang::Ru => format!("запись партии в нём повреждена ({why})"),
        }
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
}
