//! Every visible string, in English and Russian.
//!
//! One table ([`T::text`]) holds the fixed words; the functions below build
//! the sentences that carry numbers. Russian uses the players' own terms:
//! зары (dice), ход, голова, дом, выброс, оин, марс, кокс.

pub mod dice;
pub mod errors;
pub mod numbers;

use nardy_ai::Level;
use nardy_engine::{Side, WinKind};

/// The interface language.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Lang {
    #[default]
    En,
    Ru,
}

impl Lang {
    /// The `lang` attribute value and the stored setting.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
        }
    }

    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ru];

    /// Reads [`Lang::code`] exactly (URL parameters, commands, storage).
    pub fn parse(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// Russian for any `ru*` browser language, English otherwise.
    pub fn from_browser(code: &str) -> Lang {
        if code.to_ascii_lowercase().starts_with("ru") {
            Lang::Ru
        } else {
            Lang::En
        }
    }

    pub fn other(self) -> Lang {
        match self {
            Lang::En => Lang::Ru,
            Lang::Ru => Lang::En,
        }
    }
}

/// Declares the fixed phrases once: the enum, its list and both languages.
macro_rules! phrases {
    ($($name:ident => ($en:expr, $ru:expr $(,)?),)*) => {
        /// Fixed words and phrases of the interface.
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        pub enum T {
            $($name,)*
        }

        impl T {
            /// Every phrase.
            pub const ALL: &[T] = &[$(T::$name,)*];

            pub fn text(self, lang: Lang) -> &'static str {
                let (en, ru) = match self {
                    $(T::$name => ($en, $ru),)*
                };
                match lang {
                    Lang::En => en,
                    Lang::Ru => ru,
                }
            }
        }
    };
}

phrases! {
    Title => ("Long Nardy", "Длинные нарды"),
    NewGame => ("New game", "Новая игра"),
    Start => ("Start", "Начать"),
    Cancel => ("Cancel", "Отмена"),
    Close => ("Close", "Закрыть"),
    Menu => ("Menu", "Меню"),
    PaceSlow => ("Pace: slow", "Темп: медленно"),
    PaceNormal => ("Pace: normal", "Темп: обычный"),
    PaceFast => ("Pace: fast", "Темп: быстро"),
    PaceInstant => ("Pace: at once", "Темп: сразу"),
    PaceTitle => ("How fast the computer plays its turns", "Как быстро компьютер делает ходы"),
    ThemeAuto => ("Theme: as the system", "Тема: как в системе"),
    ThemeLight => ("Theme: light", "Тема: светлая"),
    ThemeDark => ("Theme: dark", "Тема: тёмная"),
    ThemeContrast => ("Theme: high contrast", "Тема: контрастная"),
    Loading => ("Loading…", "Загрузка…"),
    RulesButton => ("Rules", "Правила"),
    EditorButton => ("Set up", "Расстановка"),
    PlayOnTitle => ("Play on from here", "Играть с этой позиции"),
    KeptMatches => ("Kept matches", "Отложенные матчи"),
    OpenKept => ("Open", "Открыть"),
    Share => ("Share", "Поделиться"),
    Resign => ("Resign", "Сдаться"),
    ResignTitle => ("Resign this game?", "Сдать партию?"),
    ImportFile => ("Import a record from a file", "Загрузить запись из файла"),
    Roll => ("Roll the dice", "Бросить зары"),
    DoubleButton => ("Double", "Удвоить"),
    TakeButton => ("Take", "Принять"),
    PassButton => ("Pass", "Отказаться"),
    BeaverButton => ("Beaver", "Бобёр"),
    Crawford => ("Crawford game: no doubling.", "Партия Кроуфорда: без удвоений."),
    Variant => ("Game", "Игра"),
    VariantLong => ("Long nardy", "Длинные нарды"),
    VariantClassic => ("Classic: equalising last turn", "Классика: уравнивающий ход"),
    VariantCube => ("Nardegammon: the doubling cube", "Нардгаммон: кубик удвоения"),
    Money => ("money play", "на деньги"),
    BeaverOption => ("Beaver: a taker may redouble at once", "Бобёр: принявший может сразу переудвоить"),
    JacobyOption => ("Jacoby: no mars until the cube is turned (money)", "Джекоби: без марса, пока куб не удвоен (на деньги)"),
    NextGameDraw => ("A draw: no points.", "Ничья: очков нет."),
    CubeNoDouble => ("No double", "Без удвоения"),
    CubeDoubleTake => ("Double, take", "Удвоение, принять"),
    CubeDoublePass => ("Double, pass", "Удвоение, отказ"),
    Undo => ("Undo", "Отменить"),
    Confirm => ("End turn", "Завершить ход"),
    Hint => ("Hint", "Подсказка"),
    HintTitle => ("Best turns", "Лучшие ходы"),
    HintComing => ("Analysing the roll…", "Анализ броска…"),
    ShowAll => ("Show all", "Показать все"),
    ShowFewer => ("Show the best 5", "Показать 5 лучших"),
    TurnColumn => ("Turn", "Ход"),
    EquityColumn => ("Equity", "Эквити"),
    WinColumn => ("Win", "Победа"),
    MarsColumn => ("Mars for / against", "Марс за / против"),
    LossColumn => ("Loss", "Потеря"),
    ChancesOn => ("Chances: on", "Шансы: вкл."),
    ChancesOff => ("Chances: off", "Шансы: выкл."),
    Chances => ("Chances to win", "Шансы на победу"),
    Mars => ("mars", "марс"),
    AnalyseGame => ("Analyse the game", "Разобрать партию"),
    Analysing => ("The computer is judging every turn…", "Компьютер оценивает каждый ход…"),
    ReviewGame => ("Review", "Разбор"),
    Tutor => ("Tutor: stop me on mistakes", "Учитель: останавливать при ошибках"),
    TutorUndo => ("Take it back", "Переходить"),
    TakeBacks => ("Take-backs against the computer", "Можно переходить против компьютера"),
    TakeBack => ("Take back", "Переходить"),
    TakeBackTitle => ("Take back the computer's turn and yours", "Вернуть ход компьютера и свой"),
    TutorKeep => ("Keep my turn", "Оставить мой ход"),
    Thinking => ("The computer is thinking…", "Компьютер думает…"),
    NextGame => ("Next game", "Следующая партия"),
    LanguageButton => ("Русский", "English"),
    LanguageLabel => ("Switch to Russian", "Переключить на английский"),
    NumberingAbsolute => ("Numbers: board", "Номера: доска"),
    NumberingRelative => ("Numbers: mine", "Номера: мои"),
    Mode => ("Mode", "Режим"),
    HotSeat => ("Two players, one screen", "Два игрока за одним экраном"),
    VsComputer => ("Against the computer", "Против компьютера"),
    Level => ("Computer level", "Уровень компьютера"),
    YourColour => ("Your colour", "Ваш цвет"),
    White => ("White", "Белые"),
    Black => ("Black", "Чёрные"),
    MatchLength => ("Match to (points)", "Матч до (очков)"),
    Koks => ("Koks: home mars scores 3", "Кокс: домашний марс — 3 очка"),
    Opening => ("First turn", "Первый ход"),
    OpeningRollAgain => ("starter rolls both dice", "начинающий бросает оба зара"),
    OpeningPlayDice => ("starter plays the opening dice", "играются зары розыгрыша"),
    AutoRoll => ("Roll dice automatically", "Бросать зары автоматически"),
    ConfirmTurn => ("Confirm each turn", "Подтверждать каждый ход"),
    Score => ("Score", "Счёт"),
    BorneOff => ("off", "выброшено"),
    History => ("Moves", "Ходы"),
    HistoryBoardNumbers => ("board's numbers", "номера доски"),
    HistoryOwnNumbers => ("each side's own numbers", "свои номера каждой стороны"),
    Pass => ("pass", "пас"),
    Board => ("Long Nardy board", "Доска длинных нард"),
    Computer => ("Computer", "Компьютер"),
    You => ("You", "Вы"),
    Off => ("Bear off", "Выбросить"),
    Dice => ("Dice", "Зары"),
    Crash => (
        "Something went wrong — reload the page.",
        "Что-то пошло не так — перезагрузите страницу.",
    ),
    Reload => ("Reload", "Перезагрузить"),
    Controls => ("Game controls", "Управление игрой"),
    Dismiss => ("Close", "Закрыть"),
    RecordButton => ("Record", "Запись"),
    RecordTitle => ("Game record", "Запись партии"),
    Export => ("The whole match as text", "Весь матч текстом"),
    Copy => ("Copy", "Копировать"),
    Download => ("Download", "Скачать"),
    Replay => ("Replay", "Просмотр"),
    Import => ("Import: paste a record here", "Импорт: вставьте запись сюда"),
    LoadRecord => ("Load and replay", "Загрузить и просмотреть"),
    ReviewFirst => ("First turn", "Первый ход"),
    ReviewBack => ("Previous turn", "Предыдущий ход"),
    ReviewForward => ("Next turn", "Следующий ход"),
    ReviewLast => ("Last turn", "Последний ход"),
    BackToGame => ("Back to the game", "Вернуться к игре"),
    SoundOn => ("Sound: on", "Звук: вкл."),
    SoundOff => ("Sound: off", "Звук: выкл."),
    ComputerUnavailable => (
        "The computer's game could not be downloaded: check the connection. It is tried again every few seconds.",
        "Не удалось загрузить игру компьютера: проверьте подключение. Попытка повторяется каждые несколько секунд.",
    ),
    DiceTitle => ("Dice you can check", "Зары, которые можно проверить"),
    DiceGames => ("Each game's dice", "Зары каждой партии"),
    Commitment => ("Commitment (SHA-256 of the seed)", "Обязательство (SHA-256 зерна)"),
    Seed => ("Seed", "Зерно"),
    DiceVerified => (
        "verified: the seed has the committed SHA-256 and rolls every recorded die",
        "проверено: у зерна обещанный SHA-256, и оно даёт каждый записанный зар",
    ),
    DiceNotRevealed => (
        "fixed before the first roll; the seed is shown when the game ends",
        "определены до первого броска; зерно будет показано в конце партии",
    ),
    DiceNotVerifiable => (
        "dice not verifiable: no commitment (dice from the address's seed, or an older record)",
        "зары не проверить: нет обязательства (зары из seed в адресе или старая запись)",
    ),
    DiceFailed => ("FAILED", "НЕ СХОДИТСЯ"),
    DiceStats => ("Statistics", "Статистика"),
    ThisGame => ("This game", "Эта партия"),
    ThisMatch => ("This match", "Этот матч"),
    ThisDevice => ("This device", "Это устройство"),
    ResetDiceStats => ("Reset this device's statistics", "Сбросить статистику устройства"),
    StorageUnavailable => (
        "This browser does not let the game use its storage: the game will not be kept if the page is closed.",
        "Браузер не даёт игре своё хранилище: партия не сохранится, если закрыть страницу.",
    ),
}

/// A side's name inside a Russian sentence ("белые"), written out rather than
/// lower-cased at run time, which would ship Unicode case tables in the wasm.
fn side_name_in_text(side: Side) -> &'static str {
    match side {
        Side::White => "белые",
        Side::Black => "чёрные",
    }
}

/// "White"/"Black" as a side's name.
pub fn side_name(lang: Lang, side: Side) -> &'static str {
    match side {
        Side::White => T::White.text(lang),
        Side::Black => T::Black.text(lang),
    }
}

/// The names of the computer levels (English: the engine's `Level::name`).
pub fn level_name(lang: Lang, level: Level) -> &'static str {
    let ru = [
        "новичок",
        "любитель",
        "средний",
        "сильный",
        "эксперт",
        "мастер",
    ];
    match lang {
        Lang::En => level.name(),
        Lang::Ru => ru[usize::from(level.0).min(ru.len() - 1)],
    }
}

/// The score's heading: "match to 3", "матч до 3".
pub fn match_to(lang: Lang, points: u32) -> String {
    match lang {
        Lang::En => format!("match to {points}"),
        Lang::Ru => format!("матч до {points}"),
    }
}

/// The kind of win as people say it.
pub fn win_kind(lang: Lang, kind: WinKind) -> &'static str {
    match (lang, kind) {
        (Lang::En, WinKind::Oin) => "oin",
        (Lang::En, WinKind::Mars) => "mars",
        (Lang::En, WinKind::Koks) => "koks",
        (Lang::Ru, WinKind::Oin) => "оин",
        (Lang::Ru, WinKind::Mars) => "марс",
        (Lang::Ru, WinKind::Koks) => "кокс",
    }
}

/// Russian plural: 1 очко, 2 очка, 5 очков.
fn ru_plural(n: u32, one: &'static str, few: &'static str, many: &'static str) -> &'static str {
    let (d10, d100) = (n % 10, n % 100);
    if d10 == 1 && d100 != 11 {
        one
    } else if (2..=4).contains(&d10) && !(12..=14).contains(&d100) {
        few
    } else {
        many
    }
}

pub fn points(lang: Lang, n: u32) -> String {
    match lang {
        Lang::En if n == 1 => "1 point".to_string(),
        Lang::En => format!("{n} points"),
        Lang::Ru => format!("{n} {}", ru_plural(n, "очко", "очка", "очков")),
    }
}

/// A pip count: "167 pips", "167 пипсов".
pub fn pips(lang: Lang, n: u32) -> String {
    match lang {
        Lang::En => format!("{n} {}", if n == 1 { "pip" } else { "pips" }),
        Lang::Ru => format!("{n} {}", ru_plural(n, "пипс", "пипса", "пипсов")),
    }
}

fn checkers(lang: Lang, n: u8, side: Side) -> String {
    let n32 = u32::from(n);
    match lang {
        Lang::En => {
            let colour = if side == Side::White {
                "white"
            } else {
                "black"
            };
            let noun = if n == 1 { "checker" } else { "checkers" };
            format!("{n} {colour} {noun}")
        }
        Lang::Ru => {
            let colour = match (side, ru_plural(n32, "a", "b", "c")) {
                (Side::White, "a") => "белая",
                (Side::Black, "a") => "чёрная",
                (Side::White, _) => "белых",
                (Side::Black, _) => "чёрных",
            };
            format!("{n} {colour} {}", ru_plural(n32, "шашка", "шашки", "шашек"))
        }
    }
}

/// ARIA label of a point: "Point 13, 2 white checkers".
pub fn point_label(lang: Lang, number: u8, stack: Option<(Side, u8)>) -> String {
    let head = match lang {
        Lang::En => format!("Point {number}"),
        Lang::Ru => format!("Лунка {number}"),
    };
    match (stack, lang) {
        (Some((side, n)), _) => format!("{head}, {}", checkers(lang, n, side)),
        (None, Lang::En) => format!("{head}, empty"),
        (None, Lang::Ru) => format!("{head}, пусто"),
    }
}

/// ARIA label of a movable checker.
pub fn checker_label(lang: Lang, number: u8, side: Side, n: u8, selected: bool) -> String {
    let base = point_label(lang, number, Some((side, n)));
    match (lang, selected) {
        (Lang::En, true) => format!("{base}: selected, press Enter to deselect"),
        (Lang::En, false) => format!("{base}: can move, press Enter to select"),
        (Lang::Ru, true) => format!("{base}: выбрана, Enter — снять выбор"),
        (Lang::Ru, false) => format!("{base}: может ходить, Enter — выбрать"),
    }
}

/// ARIA label of a highlighted destination.
pub fn target_label(lang: Lang, number: Option<u8>) -> String {
    match (lang, number) {
        (_, None) => T::Off.text(lang).to_string(),
        (Lang::En, Some(p)) => format!("Move to point {p}"),
        (Lang::Ru, Some(p)) => format!("Ход на лунку {p}"),
    }
}

pub fn opening_tie(lang: Lang, die: u8) -> String {
    match lang {
        Lang::En => format!("Both rolled {die} — rolling again…"),
        Lang::Ru => format!("У обоих {die} — перебрасываем…"),
    }
}

pub fn starts(lang: Lang, side: Side, white: u8, black: u8) -> String {
    match lang {
        Lang::En => format!(
            "White {white}, Black {black}: {} starts.",
            side_name(lang, side)
        ),
        Lang::Ru => format!(
            "Белые {white}, чёрные {black}: начинают {}.",
            side_name_in_text(side)
        ),
    }
}

pub fn pass(lang: Lang, side: Side) -> String {
    match lang {
        Lang::En => format!("{} cannot move — the turn passes.", side_name(lang, side)),
        Lang::Ru => format!("{}: хода нет — пропуск хода.", side_name(lang, side)),
    }
}

/// Tutor mode's stop: the better turn and what the played one loses.
pub fn tutor_stop(lang: Lang, best: &str, loss: &str) -> String {
    match lang {
        Lang::En => format!("A better turn was {best}; yours loses {loss} points per game."),
        Lang::Ru => format!("Лучше было {best}; ваш ход теряет {loss} очка за партию."),
    }
}

pub fn opening_prompt(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Rolling for the first move…",
        Lang::Ru => "Розыгрыш первого хода…",
    }
}

pub fn to_roll(lang: Lang, side: Side) -> String {
    match lang {
        Lang::En => format!("{} to roll.", side_name(lang, side)),
        Lang::Ru => format!("{}: бросок заров.", side_name(lang, side)),
    }
}

pub fn to_move(lang: Lang, side: Side, computer: bool) -> String {
    match (lang, computer) {
        (Lang::En, false) => format!("{} to move.", side_name(lang, side)),
        (Lang::En, true) => format!("The computer ({}) is moving…", side_name(lang, side)),
        (Lang::Ru, false) => format!("Ход: {}.", side_name_in_text(side)),
        (Lang::Ru, true) => format!("Ходит компьютер ({})…", side_name_in_text(side)),
    }
}

/// Classic's draw (RULES.md §8.1).
pub fn game_drawn(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "A draw: both bore off all 15, no points.",
        Lang::Ru => "Ничья: обе стороны сбросили все 15 шашек, очков нет.",
    }
}

/// A double waits for its answer.
pub fn cube_offered(lang: Lang, by: Side, value: u32) -> String {
    match lang {
        Lang::En => format!("{} doubles to {value}: take or pass?", side_name(lang, by)),
        Lang::Ru => format!(
            "{} удваивают до {value}: принять или отказаться?",
            side_name(lang, by)
        ),
    }
}

/// The cube hint's verdict: "Best: double; the answer: pass."
pub fn cube_verdict(lang: Lang, double: bool, take: bool) -> String {
    match lang {
        Lang::En => format!(
            "Best: {}; the answer: {}.",
            if double { "double" } else { "no double" },
            if take { "take" } else { "pass" }
        ),
        Lang::Ru => format!(
            "Лучше: {}; ответ: {}.",
            if double {
                "удвоить"
            } else {
                "не удваивать"
            },
            if take {
                "принять"
            } else {
                "отказаться"
            }
        ),
    }
}

/// The cube on the board, for a screen reader: "Cube at 2, White's".
pub fn cube_label(lang: Lang, value: u32, owner: Option<Side>) -> String {
    match (lang, owner) {
        (Lang::En, None) => format!("Cube at {value}, in the middle"),
        (Lang::En, Some(o)) => format!("Cube at {value}, {}'s", side_name(lang, o)),
        (Lang::Ru, None) => format!("Куб на {value}, в центре"),
        (Lang::Ru, Some(Side::White)) => format!("Куб на {value}, у белых"),
        (Lang::Ru, Some(Side::Black)) => format!("Куб на {value}, у чёрных"),
    }
}

pub fn game_won(lang: Lang, side: Side, kind: WinKind, pts: u32) -> String {
    match lang {
        Lang::En => format!(
            "{} wins: {}, {}.",
            side_name(lang, side),
            win_kind(lang, kind),
            points(lang, pts)
        ),
        Lang::Ru => format!(
            "Победа: {} — {}, {}.",
            side_name_in_text(side),
            win_kind(lang, kind),
            points(lang, pts)
        ),
    }
}

pub fn match_won(lang: Lang, side: Side) -> String {
    match lang {
        Lang::En => format!("{} wins the match!", side_name(lang, side)),
        Lang::Ru => format!("{} выиграли матч!", side_name(lang, side)),
    }
}

/// The end of a notice when older kept saves made room for a new one.
fn dropped_saves(lang: Lang, dropped: usize) -> String {
    match (lang, dropped) {
        (_, 0) => String::new(),
        (Lang::En, 1) => " To make room, the oldest save kept before was removed.".into(),
        (Lang::En, n) => format!(" To make room, the {n} oldest saves kept before were removed."),
        (Lang::Ru, 1) => {
            " Чтобы хватило места, самое старое из отложенных сохранений удалено.".into()
        }
        (Lang::Ru, n) => {
            format!(" Чтобы хватило места, удалены самые старые отложенные сохранения ({n}).")
        }
    }
}

/// The notice after a saved game could not be read and was kept aside.
pub fn save_unreadable(lang: Lang, why: &str, key: &str, dropped: usize) -> String {
    let tail = dropped_saves(lang, dropped);
    match lang {
        Lang::En => format!(
            "The saved game could not be read ({why}), so a new game has started. The old save is kept in this browser's storage under \"{key}\".{tail}"
        ),
        Lang::Ru => format!(
            "Сохранённую партию не удалось прочитать ({why}), поэтому началась новая. Старое сохранение оставлено в хранилище браузера под ключом «{key}».{tail}"
        ),
    }
}

/// The notice after a saved game could not be read and there was no room
/// to keep a copy: it stays, and the new game is not saved over it.
pub fn save_left_in_place(lang: Lang, why: &str, key: &str) -> String {
    match lang {
        Lang::En => format!(
            "The saved game could not be read ({why}), and this browser's storage has no room for a copy of it. It is left where it is, under \"{key}\", and this new game will not be saved over it: free some room (site data in the browser's settings) to save again."
        ),
        Lang::Ru => format!(
            "Сохранённую партию не удалось прочитать ({why}), а в хранилище браузера нет места для её копии. Она оставлена на своём месте, под ключом «{key}», и новая партия не будет сохраняться поверх неё: освободите место (данные сайтов в настройках браузера), чтобы сохранение снова работало."
        ),
    }
}

/// The notice after the address asked for another game than the saved one.
pub fn save_replaced(lang: Lang, key: &str, dropped: usize) -> String {
    let tail = dropped_saves(lang, dropped);
    match lang {
        Lang::En => format!(
            "The address asked for a new game. The game you were playing is kept in this browser's storage under \"{key}\".{tail}"
        ),
        Lang::Ru => format!(
            "Адрес страницы задаёт новую партию. Партия, которую вы играли, сохранена в хранилище браузера под ключом «{key}».{tail}"
        ),
    }
}

/// The match replaced by "play on" or an import: kept aside, or not.
pub fn set_aside(lang: Lang, kept: bool, dropped: usize) -> String {
    let tail = dropped_saves(lang, dropped);
    match (lang, kept) {
        (Lang::En, true) => format!(
            "The match you were looking at is kept: open it again from “Game record”, under “Kept matches”.{tail}"
        ),
        (Lang::Ru, true) => format!(
            "Прежний матч сохранён: его можно снова открыть в окне «Запись партии», в разделе «Отложенные матчи».{tail}"
        ),
        (Lang::En, false) => "The match you were looking at could not be kept: this browser's storage is full.".into(),
        (Lang::Ru, false) => "Прежний матч не удалось сохранить: хранилище браузера заполнено.".into(),
    }
}

/// A kept match in the record dialog: its score, where it stands and when
/// it was saved.
pub fn kept_summary(lang: Lang, m: &nardy_engine::Match, saved_at: &str) -> String {
    let [w, b] = m.score();
    let game = m.played_games().len() + 1;
    let turns = m.game().history().len();
    match lang {
        Lang::En => format!("White {w} – Black {b} · game {game}, turn {turns} · {saved_at}"),
        Lang::Ru => format!("Белые {w} – Чёрные {b} · партия {game}, ход {turns} · {saved_at}"),
    }
}

/// A link whose position could not be opened.
pub fn bad_link(lang: Lang, e: &crate::state::LinkError) -> String {
    use crate::state::LinkError;
    let why = match e {
        LinkError::Position(p) => errors::position_error(lang, p),
        LinkError::SetUp(s) => errors::set_up_error(lang, s),
    };
    match lang {
        Lang::En => format!("The link's position cannot be opened: {why}. Your game goes on."),
        Lang::Ru => format!("Позицию из ссылки открыть нельзя: {why}. Ваша партия продолжается."),
    }
}

/// A position's (or a finished game's) link, copied (or to copy by hand).
pub fn link_copied(lang: Lang, link: &str, record: bool) -> String {
    match (lang, record) {
        (Lang::En, false) => format!("A link to this position is copied: {link}"),
        (Lang::Ru, false) => format!("Ссылка на эту позицию скопирована: {link}"),
        (Lang::En, true) => format!("A link to this game's record is copied: {link}"),
        (Lang::Ru, true) => format!("Ссылка на запись этой партии скопирована: {link}"),
    }
}

/// A finished game's record, too long for a link.
pub fn record_downloaded(lang: Lang) -> String {
    match lang {
        Lang::En => {
            "The game's record is too long for a link: it is downloaded as a file to send.".into()
        }
        Lang::Ru => {
            "Запись партии слишком длинна для ссылки: она скачана файлом, чтобы её отправить."
                .into()
        }
    }
}

/// A link's record that cannot be read.
pub fn bad_record_link(lang: Lang, e: &nardy_engine::RecordError) -> String {
    let why = errors::record_error(lang, e);
    match lang {
        Lang::En => format!("The link's game record cannot be opened: {why}. Your game goes on."),
        Lang::Ru => {
            format!("Запись партии из ссылки открыть нельзя: {why}. Ваша партия продолжается.")
        }
    }
}

/// The play-on dialog's first line: whose turn it is in the position.
pub fn play_on_intro(lang: Lang, side: Side) -> String {
    match lang {
        Lang::En => format!(
            "A new match from the position on the board; {} rolls first. The match under review is kept.",
            side_name(lang, side)
        ),
        Lang::Ru => format!(
            "Новый матч с позиции на доске; первыми бросают {}. Просматриваемый матч сохраняется.",
            match side {
                Side::White => "белые",
                Side::Black => "чёрные",
            }
        ),
    }
}

/// Where a replay stands: game, turn and the turn's notation.
pub fn review_status(lang: Lang, game: usize, turn: usize, turns: usize, notation: &str) -> String {
    match lang {
        Lang::En => format!("Game {game} · turn {turn} of {turns} {notation}"),
        Lang::Ru => format!("Партия {game} · ход {turn} из {turns} {notation}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_follows_the_browser() {
        assert_eq!(Lang::from_browser("ru-RU"), Lang::Ru);
        assert_eq!(Lang::from_browser("RU"), Lang::Ru);
        assert_eq!(Lang::from_browser("en-GB"), Lang::En);
        assert_eq!(Lang::from_browser(""), Lang::En);
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Some(lang));
        }
        assert_eq!(Lang::parse("ru-RU"), None);
    }

    #[test]
    fn russian_plurals() {
        assert_eq!(points(Lang::Ru, 1), "1 очко");
        assert_eq!(points(Lang::Ru, 2), "2 очка");
        assert_eq!(points(Lang::Ru, 5), "5 очков");
        assert_eq!(points(Lang::Ru, 11), "11 очков");
        assert_eq!(
            point_label(Lang::Ru, 13, Some((Side::White, 2))),
            "Лунка 13, 2 белых шашки"
        );
        assert_eq!(
            point_label(Lang::En, 13, Some((Side::White, 2))),
            "Point 13, 2 white checkers"
        );
    }

    #[test]
    fn every_phrase_is_translated() {
        for t in T::ALL {
            assert_ne!(t.text(Lang::En), t.text(Lang::Ru), "{t:?}");
        }
        assert!(T::ALL.len() > 50);
    }
}
