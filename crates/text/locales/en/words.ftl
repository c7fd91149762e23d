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
