## The review report (crates/text/src/screens/report.rs, shown by crates/screens/src/report.rs)

report-title = პარტიის განხილვა
# The table's rows, one column per side.
report-decisions = გადაწყვეტილებები არჩევანით
report-error-rate = შეცდომების დონე (ქულის მეათასედი გადაწყვეტილებაზე)
# The row placing each player among the computer's levels.
report-ladder = თამაშის დონე (კომპიუტერის დონეებით)
# The row of eXtreme Gammon's PR (Performance Rating).
report-pr = PR (ბექგემონის შკალა: შეცდომა × 500)
# The marks the review gives a turn, each with its sign.
report-inaccuracies = ?! უზუსტობები
report-mistakes = ? შეცდომები
report-blunders = ?? უხეში შეცდომები
report-luck = იღბალი (ქულები)
report-graph = თეთრების მოგების შანსი ყოველ გაგორებამდე
# Followed by the game's number: "Game 2".
report-game = პარტია
report-adjusted = თეთრების შედეგი იღბლის გათვალისწინებით
# Followed by the points a move or a cube action lost: "loss 0.125".
report-loss = დანაკარგი
# Followed by the best move or cube action.
report-best = საუკეთესო
report-no-choice = არჩევანი არ იყო
report-turns = სვლები
report-cube = კუბის გადაწყვეტილებები
# Followed by the turn's number: "before turn 12".
report-before-turn = სვლის წინ №
# The cube actions the review weighs.
report-no-double = გაორმაგების გარეშე
report-double = გაორმაგება
report-take = მიღება
report-pass = უარი
report-beaver = თახვი
# A player's place on the computer levels' ladder: $level is a level's
# name ("beginner", "expert").
report-rung-below = უფრო სუსტი, ვიდრე { $level }
report-rung-top = { $level } ან უკეთესი
