## The review report (crates/text/src/screens/report.rs, shown by crates/screens/src/report.rs)

report-title = Розбір партії
# The table's rows, one column per side.
report-decisions = Рішень із вибором
report-error-rate = Помилки (тисячні очка за рішення)
# The row placing each player among the computer's levels.
report-ladder = Грали як (рівні комп’ютера)
# The row of eXtreme Gammon's PR (Performance Rating).
report-pr = PR (шкала бекгемону: помилка × 500)
# The marks the review gives a turn, each with its sign.
report-inaccuracies = ?! Неточності
report-mistakes = ? Помилки
report-blunders = ?? Грубі помилки
report-luck = Везіння (очки)
report-graph = Шанси білих на перемогу перед кожним кидком
# Followed by the game's number: "Game 2".
report-game = Партія
report-adjusted = результат білих з поправкою на везіння
# Followed by the points a move or a cube action lost: "loss 0.125".
report-loss = втрата
# Followed by the best move or cube action.
report-best = краще
report-no-choice = без вибору
report-turns = Ходи
report-cube = Рішення з кубом
# Followed by the turn's number: "before turn 12".
report-before-turn = перед ходом
# The cube actions the review weighs.
report-no-double = без подвоєння
report-double = подвоєння
report-take = прийняти
report-pass = відмова
report-beaver = бобер
# A player's place on the computer levels' ladder: $level is a level's
# name ("beginner", "expert").
report-rung-below = слабше, ніж { $level }
report-rung-top = { $level } або сильніше
