## The status line's sentences: whose turn, what was rolled, who won (crates/text/src/status.rs)
## $side is "white" or "black" wherever it appears.

# Both sides rolled $die for the first move.
status-opening-tie = В обох { $die } — кидаємо ще раз…
# Who starts: $white and $black are the numbers each side rolled, and $side
# rolled the higher one.
status-starts = Білі { $white }, чорні { $black }: починають { $side ->
    [white] білі
   *[black] чорні
}.
status-pass = { $side ->
    [white] Білі
   *[black] Чорні
} не можуть ходити — хід пропущено.
# Tutor mode's stop: $best is the better turn in the move list's notation
# ("24/18 13/8"); $loss the points per game the played turn loses, a
# decimal number ("0.125").
status-tutor-stop = Кращим був хід { $best }; ваш хід втрачає { $loss } очка за партію.
status-opening-prompt = Розіграш першого ходу…
status-to-roll = { $side ->
    [white] Білі
   *[black] Чорні
} кидають зари.
status-to-move = Ходять { $side ->
    [white] білі
   *[black] чорні
}.
# The computer plays $side.
status-computer-moving = Ходить комп’ютер ({ $side ->
    [white] білі
   *[black] чорні
})…
# Classic's draw.
status-game-drawn = Нічия: обидві сторони викинули всі 15 шашок, очок немає.
# A double waits for its answer: $side doubles the cube to $value.
status-cube-offered = { $side ->
    [white] Білі
   *[black] Чорні
} подвоюють до { $value }: прийняти чи відмовитися?
# How many rolls ahead a hint line was judged.
status-depth = глиб. { $depth }
# The cube hint when a double could only raise what the doubler's losses cost.
status-cube-dead = Куб мертвий: подвоєння нічого не дає.
# The cube hint's verdict: $double is "yes" when doubling is best, "no"
# when not; $answer is the best answer, "take" or "pass".
status-cube-verdict = Краще: { $double ->
    [yes] подвоїти
   *[no] не подвоювати
}; відповідь: { $answer ->
    [take] прийняти
   *[pass] відмовитися
}.
# A game's end: $kind is the kind of win (win-oin, win-mars, win-koks,
# win-count); $points the points won with their noun ("2 points").
status-game-won = { $side ->
    [white] Білі
   *[black] Чорні
} виграли: { $kind }, { $points }.
status-match-won = { $side ->
    [white] Білі
   *[black] Чорні
} виграли матч!
# The play-on dialog's first line: $side is to roll in the position.
status-play-on-intro = Новий матч із позиції на дошці; першими кидають { $side ->
    [white] білі
   *[black] чорні
}. Матч, який ви переглядаєте, збережено.
# Where a replay stands: game $game, turn $turn of $turns, and the turn in
# the move list's notation ("6-5: 24/18 13/8"; empty before the first turn).
status-review = Партія { $game } · хід { $turn } з { $turns } { $notation }
