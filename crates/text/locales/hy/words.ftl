## The game's words that sentences are built from (crates/text/src/words.rs)

# A number of points: "1 point", "3 points". In Armenian a noun after a
# number stays singular.
points = { $n ->
    [one] { $n } միավոր
   *[other] { $n } միավոր
}
# A pip count.
pips = { $n ->
    [one] { $n } պիպ
   *[other] { $n } պիպ
}
# Checkers of a colour: $side is "white" or "black".
checkers = { $n } { $side ->
    [white] սպիտակ
   *[black] սև
} { $n ->
    [one] քար
   *[other] քար
}
# A cube action as the move list says it.
cube-doubles = կրկնապատկում՝ { $value }
cube-takes = ընդունում
cube-passes = հրաժարում
cube-beavers = բիվեր՝ { $value }
# The computer's levels, from the weakest to the strongest.
level-beginner = սկսնակ
level-casual = սիրող
level-intermediate = միջին
level-advanced = առաջադեմ
level-expert = փորձագետ
level-master = վարպետ
# The score's heading: $points is the points that win the match.
match-to = մրցախաղ մինչև { $points }
# The kinds of win: oin (1 point), mars (2), koks (3).
win-oin = օին
win-mars = մարս
win-koks = կոքս
# Hachapuri's count (RULES.md §8.4): the win scores the loser's checkers
# still on the board.
win-count = մնացած քարեր
# The decimal mark in a number written in this language ("16.7", "16,7").
decimal-mark = ,
# A percentage: $value is the number with its decimal mark ("16,7").
percent = { $value } %
