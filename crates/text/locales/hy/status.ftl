## The status line's sentences: whose turn, what was rolled, who won (crates/text/src/status.rs)
## $side is "white" or "black" wherever it appears.

# Both sides rolled $die for the first move.
status-opening-tie = Երկուսն էլ նետեցին { $die } — նետում են նորից…
# Who starts: $white and $black are the numbers each side rolled, and $side
# rolled the higher one.
status-starts = Սպիտակ { $white }, Սև { $black }: սկսում են { $side ->
    [white] սպիտակները
   *[black] սևերը
}։
status-pass = { $side ->
    [white] Սպիտակները
   *[black] Սևերը
} քայլ չունեն — հերթն անցնում է։
# Tutor mode's stop: $best is the better turn in the move list's notation
# ("24/18 13/8"); $loss the points per game the played turn loses, a
# decimal number ("0.125").
status-tutor-stop = Ավելի լավ քայլ էր { $best }, ձեր քայլը կորցնում է { $loss } միավոր մեկ պարտիայի հաշվով։
status-opening-prompt = Վիճակահանություն առաջին քայլի համար…
status-to-roll = { $side ->
    [white] Սպիտակները
   *[black] Սևերը
} նետում են զառերը։
status-to-move = { $side ->
    [white] Սպիտակների
   *[black] Սևերի
} քայլն է։
# The computer plays $side.
status-computer-moving = Քայլում է համակարգիչը ({ $side ->
    [white] սպիտակ
   *[black] սև
})…
# Classic's draw.
status-game-drawn = Ոչ-ոքի՝ երկու կողմն էլ հանել են բոլոր 15 քարերը, միավոր չկա։
# A double waits for its answer: $side doubles the cube to $value.
status-cube-offered = { $side ->
    [white] Սպիտակները
   *[black] Սևերը
} կրկնապատկում են մինչև { $value } — ընդունե՞լ, թե հրաժարվել։
# How many rolls ahead a hint line was judged.
status-depth = խոր. { $depth }
# The cube hint when a double could only raise what the doubler's losses cost.
status-cube-dead = Խորանարդը մեռած է՝ կրկնապատկումից օգուտ չկա։
# The cube hint's verdict: $double is "yes" when doubling is best, "no"
# when not; $answer is the best answer, "take" or "pass".
status-cube-verdict = Լավագույնը՝ { $double ->
    [yes] կրկնապատկել
   *[no] չկրկնապատկել
}, պատասխանը՝ { $answer ->
    [take] ընդունել
   *[pass] հրաժարվել
}։
# A game's end: $kind is the kind of win (win-oin, win-mars, win-koks,
# win-count); $points the points won with their noun ("2 points").
status-game-won = { $side ->
    [white] Սպիտակները
   *[black] Սևերը
} հաղթեցին՝ { $kind }, { $points }։
status-match-won = { $side ->
    [white] Սպիտակները
   *[black] Սևերը
} հաղթեցին մրցախաղում։
# The play-on dialog's first line: $side is to roll in the position.
status-play-on-intro = Նոր մրցախաղ՝ տախտակի վրայի դիրքից, առաջինը նետում են { $side ->
    [white] սպիտակները
   *[black] սևերը
}։ Դիտվող մրցախաղը պահպանվում է։
# Where a replay stands: game $game, turn $turn of $turns, and the turn in
# the move list's notation ("6-5: 24/18 13/8"; empty before the first turn).
status-review = Պարտիա { $game } · քայլ { $turn }՝ { $turns }-ից { $notation }
