## The status line's sentences: whose turn, what was rolled, who won (crates/text/src/status.rs)
## $side is "white" or "black" wherever it appears.

# Both sides rolled $die for the first move.
status-opening-tie = Hər iki tərəf { $die } atdı — yenidən atılır…
# Who starts: $white and $black are the numbers each side rolled, and $side
# rolled the higher one.
status-starts = Ağlar { $white }, Qaralar { $black }: { $side ->
    [white] Ağlar
   *[black] Qaralar
} başlayır.
status-pass = { $side ->
    [white] Ağlar
   *[black] Qaralar
} gediş edə bilmir — gediş ötürülür.
# Tutor mode's stop: $best is the better turn in the move list's notation
# ("24/18 13/8"); $loss the points per game the played turn loses, a
# decimal number ("0.125").
status-tutor-stop = Daha yaxşı gediş { $best } idi; sizin gediş hər partiyada { $loss } xal itirir.
status-opening-prompt = İlk gediş üçün zər atılır…
status-to-roll = { $side ->
    [white] Ağlar
   *[black] Qaralar
} zər atır.
status-to-move = { $side ->
    [white] Ağların
   *[black] Qaraların
} gedişi.
# The computer plays $side.
status-computer-moving = Kompüter ({ $side ->
    [white] Ağlar
   *[black] Qaralar
}) gediş edir…
# Classic's draw.
status-game-drawn = Heç-heçə: hər iki tərəf 15 daşın hamısını çıxardı, xal yoxdur.
# A double waits for its answer: $side doubles the cube to $value.
status-cube-offered = { $side ->
    [white] Ağlar
   *[black] Qaralar
} ikiqatlayır (kub { $value }): qəbul, yoxsa imtina?
# How many rolls ahead a hint line was judged.
status-depth = dərinlik { $depth }
# The cube hint when a double could only raise what the doubler's losses cost.
status-cube-dead = Kub ölüdür: ikiqatlama heç nə qazandırmır.
# The cube hint's verdict: $double is "yes" when doubling is best, "no"
# when not; $answer is the best answer, "take" or "pass".
status-cube-verdict = Ən yaxşısı: { $double ->
    [yes] ikiqatlamaq
   *[no] ikiqatlamamaq
}; cavab: { $answer ->
    [take] qəbul etmək
   *[pass] imtina etmək
}.
# A game's end: $kind is the kind of win (win-oin, win-mars, win-koks,
# win-count); $points the points won with their noun ("2 points").
status-game-won = { $side ->
    [white] Ağlar
   *[black] Qaralar
} qalib gəldi: { $kind }, { $points }.
status-match-won = { $side ->
    [white] Ağlar
   *[black] Qaralar
} matçı uddu!
# The play-on dialog's first line: $side is to roll in the position.
status-play-on-intro = Taxtadakı mövqedən yeni matç; ilk zəri { $side ->
    [white] Ağlar
   *[black] Qaralar
} atır. Təhlil olunan matç saxlanılır.
# Where a replay stands: game $game, turn $turn of $turns, and the turn in
# the move list's notation ("6-5: 24/18 13/8"; empty before the first turn).
status-review = Partiya { $game } · gediş { $turn } / { $turns } { $notation }
