## The status line's sentences: whose turn, what was rolled, who won (crates/text/src/status.rs)
## $side is "white" or "black" wherever it appears.

# Both sides rolled $die for the first move.
status-opening-tie = هر دو { $die } آوردند — دوباره تاس می‌ریزند…
# Who starts: $white and $black are the numbers each side rolled, and $side
# rolled the higher one.
status-starts = سفید { $white }، سیاه { $black }: { $side ->
    [white] سفید
   *[black] سیاه
} شروع می‌کند.
status-pass = { $side ->
    [white] سفید
   *[black] سیاه
} حرکتی ندارد — نوبت می‌گذرد.
# Tutor mode's stop: $best is the better turn in the move list's notation
# ("24/18 13/8"); $loss the points per game the played turn loses, a
# decimal number ("0.125").
status-tutor-stop = حرکت بهتر { $best } بود؛ حرکت شما { $loss } امتیاز در هر بازی از دست می‌دهد.
status-opening-prompt = ریختن تاس برای نوبت اول…
status-to-roll = نوبت تاس ریختن { $side ->
    [white] سفید
   *[black] سیاه
} است.
status-to-move = نوبت حرکت { $side ->
    [white] سفید
   *[black] سیاه
} است.
# The computer plays $side.
status-computer-moving = کامپیوتر ({ $side ->
    [white] سفید
   *[black] سیاه
}) در حال حرکت است…
# Classic's draw.
status-game-drawn = مساوی: هر دو طرف هر 15 مهره را بیرون بردند، بدون امتیاز.
# A double waits for its answer: $side doubles the cube to $value.
status-cube-offered = { $side ->
    [white] سفید
   *[black] سیاه
} به { $value } دوبل می‌کند: قبول یا رد؟
# How many rolls ahead a hint line was judged.
status-depth = عمق { $depth }
# The cube hint when a double could only raise what the doubler's losses cost.
status-cube-dead = مکعب مرده است: دوبل سودی ندارد.
# The cube hint's verdict: $double is "yes" when doubling is best, "no"
# when not; $answer is the best answer, "take" or "pass".
status-cube-verdict = بهترین: { $double ->
    [yes] دوبل
   *[no] بدون دوبل
}؛ پاسخ: { $answer ->
    [take] قبول
   *[pass] رد
}.
# A game's end: $kind is the kind of win (win-oin, win-mars, win-koks,
# win-count); $points the points won with their noun ("2 points").
status-game-won = { $side ->
    [white] سفید
   *[black] سیاه
} برد: { $kind }، { $points }.
status-match-won = { $side ->
    [white] سفید
   *[black] سیاه
} مسابقه را برد!
# The play-on dialog's first line: $side is to roll in the position.
status-play-on-intro = مسابقه‌ای تازه از وضعیت روی صفحه؛ { $side ->
    [white] سفید
   *[black] سیاه
} اول تاس می‌ریزد. مسابقهٔ در حال مرور نگه داشته می‌شود.
# Where a replay stands: game $game, turn $turn of $turns, and the turn in
# the move list's notation ("6-5: 24/18 13/8"; empty before the first turn).
status-review = بازی { $game } · نوبت { $turn } از { $turns } { $notation }
