## Слова игры, из которых строятся фразы (crates/text/src/words.rs)

points = { $n ->
    [one] { $n } очко
    [few] { $n } очка
   *[many] { $n } очков
}
pips = { $n ->
    [one] { $n } пипс
    [few] { $n } пипса
   *[many] { $n } пипсов
}
checkers = { $n } { $side ->
    [white] { $n ->
        [one] белая
       *[other] белых
    }
   *[black] { $n ->
        [one] чёрная
       *[other] чёрных
    }
} { $n ->
    [one] шашка
    [few] шашки
   *[many] шашек
}
cube-doubles = удвоение до { $value }
cube-takes = принято
cube-passes = отказ
cube-beavers = бобёр до { $value }
level-beginner = новичок
level-casual = любитель
level-intermediate = средний
level-advanced = сильный
level-expert = эксперт
level-master = мастер
match-to = матч до { $points }
win-oin = оин
win-mars = марс
win-koks = кокс
win-count = шашки на доске
# The decimal mark in a number written in this language ("16.7", "16,7").
decimal-mark = ,
# A percentage: $value is the number with its decimal mark ("16,7").
percent = { $value } %
