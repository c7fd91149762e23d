## The review report (crates/text/src/screens/report.rs, shown by crates/screens/src/report.rs)

report-title = Oyun incelemesi
# The table's rows, one column per side.
report-decisions = Seçenekli kararlar
report-error-rate = Hata oranı (karar başına puanın binde biri)
# The row placing each player among the computer's levels.
report-ladder = Oyun seviyesi (bilgisayarın seviyelerine göre)
# The row of eXtreme Gammon's PR (Performance Rating).
report-pr = PR (backgammon ölçeği: hata × 500)
# The marks the review gives a turn, each with its sign.
report-inaccuracies = ?! Yanlışlıklar
report-mistakes = ? Hatalar
report-blunders = ?? Büyük hatalar
report-luck = Şans (puan)
report-graph = Her zardan önce Beyazın kazanma şansı
# Followed by the game's number: "Oyun 2".
report-game = Oyun
report-adjusted = Beyaz için şansa göre düzeltilmiş sonuç
# Followed by the points a move or a cube action lost: "kayıp 0.125".
report-loss = kayıp
# Followed by the best move or cube action.
report-best = en iyisi
report-no-choice = seçenek yok
report-turns = Hamleler
report-cube = Küp kararları
# Followed by the turn's number ("Oyun 2, zar öncesi, hamle 12: …"):
# Turkish puts "before" after the number, so the phrase reads "before the
# roll, turn 12".
report-before-turn = zar öncesi, hamle
# The cube actions the review weighs.
report-no-double = katlama yok
report-double = katlama
report-take = kabul
report-pass = ret
report-beaver = beaver
# A player's place on the computer levels' ladder: $level is a level's
# name ("acemi", "uzman").
report-rung-below = { $level } seviyesinin altında
report-rung-top = { $level } ya da daha iyi
