## The game's words that sentences are built from (crates/text/src/words.rs)

# A number of points: "1 point", "3 points".
points = { $n ->
    [one] { $n } xal
   *[other] { $n } xal
}
# A pip count.
pips = { $n ->
    [one] { $n } pip
   *[other] { $n } pip
}
# Checkers of a colour: $side is "white" or "black".
checkers = { $n } { $side ->
    [white] ağ
   *[black] qara
} { $n ->
    [one] daş
   *[other] daş
}
# A cube action as the move list says it.
cube-doubles = ikiqatlayır (kub { $value })
cube-takes = qəbul edir
cube-passes = imtina edir
cube-beavers = biver (kub { $value })
# The computer's levels, from the weakest to the strongest.
level-beginner = yeni başlayan
level-casual = həvəskar
level-intermediate = orta
level-advanced = güclü
level-expert = ekspert
level-master = usta
# The score's heading: $points is the points that win the match.
match-to = matç: { $points } xal
# The kinds of win: oin (1 point), mars (2), koks (3).
win-oin = oyun
win-mars = mars
win-koks = koks
# Hachapuri's count (RULES.md §8.4): the win scores the loser's checkers
# still on the board.
win-count = qalan daşlar
# The decimal mark in a number written in this language ("16.7", "16,7").
decimal-mark = ,
# A percentage: $value is the number with its decimal mark ("16,7").
percent = { $value }%
