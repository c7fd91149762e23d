## Редактор позиции (crates/text/src/screens/editor.rs)

editor-title = Расстановка позиции
editor-tools = Щелчок по лунке
editor-tool-white = ставит белую шашку
editor-tool-black = ставит чёрную шашку
editor-tool-remove = снимает шашку
editor-help = Щёлкните или коснитесь лунки, чтобы применить выбранное действие; перетащите шашку на другую лунку, чтобы передвинуть её, или на лоток, чтобы снять. С клавиатуры: Tab — к лунке, Enter ставит (или снимает), Delete снимает шашку. Шашки не на доске считаются выброшенными.
editor-side = Ходят
editor-dice = Бросок для анализа
editor-no-dice = нет: шансы до броска
editor-start-from = Начать с
editor-empty = Пустая доска
editor-start = Начальная расстановка
editor-current = Позиция партии
editor-analyse = Анализ
editor-play = Играть с этой позиции
editor-position = Позиция
editor-ok = Позиция готова к игре.
editor-on-board = на доске
editor-borne-off = выброшено
editor-add = поставить
editor-take = снять шашку
editor-analysis = Анализ
editor-turn-column = Ход
editor-after-column = После хода
editor-loss-column = Потеря

editor-over = Здесь партия уже окончена: { $side ->
    [white] белые
   *[black] чёрные
} выбросили все 15 шашек.
editor-two-colours = На лунке { $point } стоят шашки обоих цветов: снимите шашки одного цвета.
editor-too-many = { $side ->
    [white] У белых
   *[black] У чёрных
} на доске { $count } шашек: можно не больше 15.
editor-no-checkers = Это не позиция: на доске нет ни одной шашки.
editor-not-a-position = Это не позиция: на доске нет ни одной шашки.
editor-not-a-position-because = Это не позиция: { $reason }.

editor-chances = победа { $win }, марс за { $win_mars }, марс против { $lose_mars }, эквити { $equity }
editor-before-roll = Перед броском ({ $side ->
    [white] белые
   *[black] чёрные
})
