## The review report (crates/text/src/screens/report.rs, shown by crates/screens/src/report.rs)

report-title = Partiyanın təhlili
# The table's rows, one column per side.
report-decisions = Seçim olan qərarlar
report-error-rate = Səhv dərəcəsi (hər qərarda xalın mində biri)
# The row placing each player among the computer's levels.
report-ladder = Oyun səviyyəsi (kompüterin səviyyələrinə görə)
# The row of eXtreme Gammon's PR (Performance Rating).
report-pr = PR (bekqemmon şkalası: səhv × 500)
# The marks the review gives a turn, each with its sign.
report-inaccuracies = ?! Qeyri-dəqiqliklər
report-mistakes = ? Səhvlər
report-blunders = ?? Kobud səhvlər
report-luck = Şans (xal)
report-graph = Hər atışdan əvvəl Ağların qələbə şansı
# Followed by the game's number: "Game 2".
report-game = Partiya
report-adjusted = Ağlar üçün şansa görə düzəldilmiş nəticə
# Followed by the points a move or a cube action lost: "loss 0.125".
report-loss = itki
# Followed by the best move or cube action.
report-best = ən yaxşısı
report-no-choice = seçim yoxdur
report-turns = Gedişlər
report-cube = Kub qərarları
# Followed by the turn's number: "before turn 12".
report-before-turn = atışdan əvvəl, gediş
# The cube actions the review weighs.
report-no-double = ikiqatlama yox
report-double = ikiqatlama
report-take = qəbul
report-pass = imtina
report-beaver = biver
# A player's place on the computer levels' ladder: $level is a level's
# name ("beginner", "expert").
report-rung-below = { $level } səviyyəsindən aşağı
report-rung-top = { $level } və ya daha yaxşı
