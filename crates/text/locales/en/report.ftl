## The review report (crates/text/src/screens/report.rs, shown by crates/screens/src/report.rs)

report-title = Game review
# The table's rows, one column per side.
report-decisions = Decisions with a choice
report-error-rate = Error rate (thousandths of a point per decision)
# The row placing each player among the computer's levels.
report-ladder = Played like (the computer's levels)
# The row of eXtreme Gammon's PR (Performance Rating).
report-pr = PR (backgammon's scale: error × 500)
# The marks the review gives a turn, each with its sign.
report-inaccuracies = ?! Inaccuracies
report-mistakes = ? Mistakes
report-blunders = ?? Blunders
report-luck = Luck (points)
report-graph = White's chance to win before each roll
# Followed by the game's number: "Game 2".
report-game = Game
report-adjusted = luck-adjusted result for White
# Followed by the points a move or a cube action lost: "loss 0.125".
report-loss = loss
# Followed by the best move or cube action.
report-best = best
report-no-choice = no choice
report-turns = Turns
report-cube = Cube decisions
# Followed by the turn's number: "before turn 12".
report-before-turn = before turn
# The cube actions the review weighs.
report-no-double = no double
report-double = double
report-take = take
report-pass = pass
report-beaver = beaver
# A player's place on the computer levels' ladder: $level is a level's
# name ("beginner", "expert").
report-rung-below = below { $level }
report-rung-top = { $level } or better
