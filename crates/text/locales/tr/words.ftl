## The game's words that sentences are built from (crates/text/src/words.rs)

# A number of points: "1 puan", "3 puan" (a noun after a number stays singular).
points = { $n } puan
# A pip count.
pips = { $n } pip
# Checkers of a colour: $side is "white" or "black".
checkers = { $n } { $side ->
    [white] beyaz
   *[black] siyah
} pul
# A cube action as the move list says it.
cube-doubles = katlar: { $value }
cube-takes = kabul eder
cube-passes = reddeder
cube-beavers = beaver: { $value }
# The computer's levels, from the weakest to the strongest.
level-beginner = acemi
level-casual = amatör
level-intermediate = orta
level-advanced = ileri
level-expert = uzman
level-master = usta
# The score's heading: $points is the points that win the match.
match-to = { $points } puanlık maç
# The kinds of win: oin (1 point), mars (2), koks (3).
win-oin = oin
win-mars = mars
win-koks = koks
# Hachapuri's count (RULES.md §8.4): the win scores the loser's checkers
# still on the board.
win-count = kalan pullar
# The decimal mark in a number written in this language ("16.7", "16,7").
decimal-mark = ,
# A percentage: $value is the number with its decimal mark ("16,7").
percent = %{ $value }
