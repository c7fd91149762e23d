## The game's words that sentences are built from (crates/text/src/words.rs)

# A number of points: "1 point", "3 points". ქართულში რიცხვის შემდეგ
# არსებითი სახელი მხოლობითშია.
points = { $n ->
    [one] { $n } ქულა
   *[other] { $n } ქულა
}
# A pip count.
pips = { $n ->
    [one] { $n } პიპი
   *[other] { $n } პიპი
}
# Checkers of a colour: $side is "white" or "black".
checkers = { $n } { $side ->
    [white] თეთრი
   *[black] შავი
} { $n ->
    [one] ქვა
   *[other] ქვა
}
# A cube action as the move list says it.
cube-doubles = გაორმაგება: { $value }
cube-takes = მიღება
cube-passes = უარი
cube-beavers = თახვი: { $value }
# The computer's levels, from the weakest to the strongest.
level-beginner = დამწყები
level-casual = მოყვარული
level-intermediate = საშუალო
level-advanced = გამოცდილი
level-expert = ექსპერტი
level-master = ოსტატი
# The score's heading: $points is the points that win the match.
match-to = მატჩი { $points } ქულამდე
# The kinds of win: oin (1 point), mars (2), koks (3).
win-oin = ოინი
win-mars = მარსი
win-koks = კოქსი
# Hachapuri's count (RULES.md §8.4): the win scores the loser's checkers
# still on the board.
win-count = დარჩენილი ქვები
# The decimal mark in a number written in this language ("16.7", "16,7").
decimal-mark = ,
# A percentage: $value is the number with its decimal mark ("16,7").
percent = { $value } %
