## The status line's sentences: whose turn, what was rolled, who won (crates/text/src/status.rs)
## $side is "white" or "black" wherever it appears.

# Both sides rolled $die for the first move.
status-opening-tie = ორივეს მოუვიდა { $die } — ხელახლა ვაგორებთ…
# Who starts: $white and $black are the numbers each side rolled, and $side
# rolled the higher one.
status-starts = თეთრები { $white }, შავები { $black }: { $side ->
    [white] თეთრები
   *[black] შავები
} იწყებენ.
status-pass = { $side ->
    [white] თეთრებს
   *[black] შავებს
} სვლა არ აქვთ — სვლა გადადის.
# Tutor mode's stop: $best is the better turn in the move list's notation
# ("24/18 13/8"); $loss the points per game the played turn loses, a
# decimal number ("0.125").
status-tutor-stop = უკეთესი სვლა იყო { $best }; თქვენი სვლა პარტიაზე { $loss } ქულას კარგავს.
status-opening-prompt = ვაგორებთ პირველი სვლისთვის…
status-to-roll = { $side ->
    [white] თეთრები
   *[black] შავები
} აგორებენ კამათელს.
status-to-move = { $side ->
    [white] თეთრების
   *[black] შავების
} სვლაა.
# The computer plays $side.
status-computer-moving = კომპიუტერი ({ $side ->
    [white] თეთრები
   *[black] შავები
}) სვლას აკეთებს…
# Classic's draw.
status-game-drawn = ფრე: ორივემ გაიყვანა 15-ვე ქვა, ქულები არავის.
# A double waits for its answer: $side doubles the cube to $value.
status-cube-offered = { $side ->
    [white] თეთრები
   *[black] შავები
} აორმაგებენ (კუბი: { $value }): მიღება თუ უარი?
# How many rolls ahead a hint line was judged.
status-depth = სიღრმე { $depth }
# The cube hint when a double could only raise what the doubler's losses cost.
status-cube-dead = კუბი მკვდარია: გაორმაგება არაფერს იძლევა.
# The cube hint's verdict: $double is "yes" when doubling is best, "no"
# when not; $answer is the best answer, "take" or "pass".
status-cube-verdict = საუკეთესოა: { $double ->
    [yes] გაორმაგება
   *[no] გაორმაგების გარეშე
}; პასუხი: { $answer ->
    [take] მიღება
   *[pass] უარი
}.
# A game's end: $kind is the kind of win (win-oin, win-mars, win-koks,
# win-count); $points the points won with their noun ("2 points").
status-game-won = { $side ->
    [white] თეთრები
   *[black] შავები
} იგებენ: { $kind }, { $points }.
status-match-won = { $side ->
    [white] თეთრები
   *[black] შავები
} იგებენ მატჩს!
# The play-on dialog's first line: $side is to roll in the position.
status-play-on-intro = ახალი მატჩი დაფაზე არსებული პოზიციიდან; პირველები აგორებენ { $side ->
    [white] თეთრები
   *[black] შავები
}. განსახილველი მატჩი შენახულია.
# Where a replay stands: game $game, turn $turn of $turns, and the turn in
# the move list's notation ("6-5: 24/18 13/8"; empty before the first turn).
status-review = პარტია { $game } · სვლა { $turn } / { $turns } { $notation }
