## The game's words that sentences are built from (crates/text/src/words.rs)

# A number of points: "1 point", "3 points".
points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
# A pip count.
pips = { $n ->
    [one] { $n } pip
   *[other] { $n } pips
}
# Checkers of a colour: $side is "white" or "black".
checkers = { $n } { $side ->
    [white] white
   *[black] black
} { $n ->
    [one] checker
   *[other] checkers
}
# A cube action as the move list says it.
cube-doubles = doubles to { $value }
cube-takes = takes
cube-passes = passes
cube-beavers = beavers to { $value }
# The computer's levels, from the weakest to the strongest.
level-beginner = beginner
level-casual = casual
level-intermediate = intermediate
level-advanced = advanced
level-expert = expert
level-master = master
# The score's heading: $points is the points that win the match.
match-to = match to { $points }
# The kinds of win: oin (1 point), mars (2), koks (3).
win-oin = oin
win-mars = mars
win-koks = koks
# Hachapuri's count (RULES.md §8.4): the win scores the loser's checkers
# still on the board.
win-count = checkers left
# The decimal mark in a number written in this language ("16.7", "16,7").
decimal-mark = .
# A percentage: $value is the number with its decimal mark ("16,7").
percent = { $value }%
