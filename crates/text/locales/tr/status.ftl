## The status line's sentences: whose turn, what was rolled, who won (crates/text/src/status.rs)
## $side is "white" or "black" wherever it appears.

# Both sides rolled $die for the first move.
status-opening-tie = İki taraf da { $die } attı — zarlar yeniden atılıyor…
# Who starts: $white and $black are the numbers each side rolled, and $side
# rolled the higher one.
status-starts = Beyaz { $white }, Siyah { $black }: { $side ->
    [white] Beyaz
   *[black] Siyah
} başlıyor.
status-pass = { $side ->
    [white] Beyaz
   *[black] Siyah
} oynayamıyor — sıra rakibe geçiyor.
# Tutor mode's stop: $best is the better turn in the move list's notation
# ("24/18 13/8"); $loss the points per game the played turn loses, a
# decimal number ("0.125").
status-tutor-stop = Daha iyi hamle: { $best }; sizinki oyun başına { $loss } puan kaybettiriyor.
status-opening-prompt = İlk hamle için zar atılıyor…
status-to-roll = { $side ->
    [white] Beyaz
   *[black] Siyah
} zar atacak.
status-to-move = { $side ->
    [white] Beyaz
   *[black] Siyah
} oynayacak.
# The computer plays $side.
status-computer-moving = Bilgisayar ({ $side ->
    [white] Beyaz
   *[black] Siyah
}) oynuyor…
# Classic's draw.
status-game-drawn = Berabere: iki taraf da 15 pulunun hepsini topladı, puan yok.
# A double waits for its answer: $side doubles the cube to $value.
status-cube-offered = { $side ->
    [white] Beyaz
   *[black] Siyah
} katlıyor, küp: { $value }. Kabul mü, ret mi?
# How many rolls ahead a hint line was judged.
status-depth = derinlik { $depth }
# The cube hint when a double could only raise what the doubler's losses cost.
status-cube-dead = Küp ölü: katlamak bir şey kazandırmaz.
# The cube hint's verdict: $double is "yes" when doubling is best, "no"
# when not; $answer is the best answer, "take" or "pass".
status-cube-verdict = En iyisi: { $double ->
    [yes] katlamak
   *[no] katlamamak
}; cevap: { $answer ->
    [take] kabul
   *[pass] ret
}.
# A game's end: $kind is the kind of win (win-oin, win-mars, win-koks,
# win-count); $points the points won with their noun ("2 puan").
status-game-won = { $side ->
    [white] Beyaz
   *[black] Siyah
} kazandı: { $kind }, { $points }.
status-match-won = { $side ->
    [white] Beyaz
   *[black] Siyah
} maçı kazandı!
# The play-on dialog's first line: $side is to roll in the position.
status-play-on-intro = Tahtadaki konumdan yeni bir maç; ilk zarı { $side ->
    [white] Beyaz
   *[black] Siyah
} atar. İncelenen maç saklanır.
# Where a replay stands: game $game, turn $turn of $turns, and the turn in
# the move list's notation ("6-5: 24/18 13/8"; empty before the first turn).
status-review = Oyun { $game } · hamle { $turn }/{ $turns } { $notation }
