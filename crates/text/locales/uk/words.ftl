## The game's words that sentences are built from (crates/text/src/words.rs)

# A number of points: "1 point", "3 points".
points = { $n ->
    [one] { $n } очко
    [few] { $n } очки
   *[many] { $n } очок
}
# A pip count.
pips = { $n ->
    [one] { $n } піпс
    [few] { $n } піпси
   *[many] { $n } піпсів
}
# Checkers of a colour: $side is "white" or "black".
checkers = { $n } { $side ->
    [white] { $n ->
        [one] біла
        [few] білі
       *[many] білих
    }
   *[black] { $n ->
        [one] чорна
        [few] чорні
       *[many] чорних
    }
} { $n ->
    [one] шашка
    [few] шашки
   *[many] шашок
}
# A cube action as the move list says it.
cube-doubles = подвоєння до { $value }
cube-takes = прийнято
cube-passes = відмова
cube-beavers = бобер до { $value }
# The computer's levels, from the weakest to the strongest.
level-beginner = новачок
level-casual = любитель
level-intermediate = середній
level-advanced = сильний
level-expert = експерт
level-master = майстер
# The score's heading: $points is the points that win the match.
match-to = матч до { $points }
# The kinds of win: oin (1 point), mars (2), koks (3).
win-oin = оін
win-mars = марс
win-koks = кокс
# Hachapuri's count (RULES.md §8.4): the win scores the loser's checkers
# still on the board.
win-count = шашки на дошці
# The decimal mark in a number written in this language ("16.7", "16,7").
decimal-mark = ,
# A percentage: $value is the number with its decimal mark ("16,7").
percent = { $value } %
