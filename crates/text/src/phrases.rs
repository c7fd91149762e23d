//! The fixed words and phrases of the interface, in every language: one
//! table, one name each ([`T`]).

use crate::lang::Lang;

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
    Settings => ("Settings", "Настройки"),
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
    VariantCube => ("Nardegammon: the doubling cube", "Нардгаммон: куб удвоения"),
    VariantHachapuri => (
        "Hachapuri: 4 on the head, 11 home, no head rule",
        "Хачапури: 4 на голове, 11 в доме, без правила головы"
    ),
    VariantHachapuriCount => (
        "Hachapuri, scored by the checkers left",
        "Хачапури, очки по оставшимся шашкам"
    ),
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
    DownloadSave => ("Download it", "Скачать её"),
    ReleaseSave => (
        "I have the file: remove it here and save this game",
        "Файл у меня: удалить её здесь и сохранять эту партию"
    ),
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
    ResetDiceStats => ("Reset this device's statistics", "Обнулить статистику устройства"),
    VsFriend => ("A friend, by link", "Друг по ссылке"),
    YourName => ("Your name (your friend sees it)", "Ваше имя (его увидит друг)"),
    StorageUnavailable => (
        "This browser does not let the game use its storage: the game will not be kept if the page is closed.",
        "Браузер не даёт игре своё хранилище: партия не сохранится, если закрыть страницу.",
    ),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_phrase_is_translated() {
        for t in T::ALL {
            assert_ne!(t.text(Lang::En), t.text(Lang::Ru), "{t:?}");
        }
        assert!(T::ALL.len() > 50);
    }
}
