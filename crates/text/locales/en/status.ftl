## The status line's sentences: whose turn, what was rolled, who won (crates/text/src/status.rs)
## $side is "white" or "black" wherever it appears.

# Both sides rolled $die for the first move.
status-opening-tie = Both rolled { $die } — rolling again…
# Who starts: $white and $black are the numbers each side rolled, and $side
# rolled the higher one.
status-starts = White { $white }, Black { $black }: { $side ->
    [white] White
   *[black] Black
} starts.
status-pass = { $side ->
    [white] White
   *[black] Black
} cannot move — the turn passes.
# Tutor mode's stop: $best is the better turn in the move list's notation
# ("24/18 13/8"); $loss the points per game the played turn loses, a
# decimal number ("0.125").
status-tutor-stop = A better turn was { $best }; yours loses { $loss } points per game.
status-opening-prompt = Rolling for the first move…
status-to-roll = { $side ->
    [white] White
   *[black] Black
} to roll.
status-to-move = { $side ->
    [white] White
   *[black] Black
} to move.
# The computer plays $side.
status-computer-moving = The computer ({ $side ->
    [white] White
   *[black] Black
}) is moving…
# Classic's draw.
status-game-drawn = A draw: both bore off all 15, no points.
# A double waits for its answer: $side doubles the cube to $value.
status-cube-offered = { $side ->
    [white] White
   *[black] Black
} doubles to { $value }: take or pass?
# How many rolls ahead a hint line was judged.
status-depth = { $depth }-ply
# The cube hint when a double could only raise what the doubler's losses cost.
status-cube-dead = The cube is dead: a double gains nothing.
# The cube hint's verdict: $double is "yes" when doubling is best, "no"
# when not; $answer is the best answer, "take" or "pass".
status-cube-verdict = Best: { $double ->
    [yes] double
   *[no] no double
}; the answer: { $answer ->
    [take] take
   *[pass] pass
}.
# A game's end: $kind is the kind of win (win-oin, win-mars, win-koks,
# win-count); $points the points won with their noun ("2 points").
status-game-won = { $side ->
    [white] White
   *[black] Black
} wins: { $kind }, { $points }.
status-match-won = { $side ->
    [white] White
   *[black] Black
} wins the match!
# The play-on dialog's first line: $side is to roll in the position.
status-play-on-intro = A new match from the position on the board; { $side ->
    [white] White
   *[black] Black
} rolls first. The match under review is kept.
# Where a replay stands: game $game, turn $turn of $turns, and the turn in
# the move list's notation ("6-5: 24/18 13/8"; empty before the first turn).
status-review = Game { $game } · turn { $turn } of { $turns } { $notation }
