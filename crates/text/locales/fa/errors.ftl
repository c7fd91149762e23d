## The engine's errors (crates/text/src/errors.rs): records, positions,
## notation, moves, game actions, saved games. English is the engine's own
## text, word for word (a test compares them).
## Text from a record or the notation is shown as written, never translated:
## what the author wrote ($found), turns and steps (24/18 18/13, 3/off),
## dice (6-5), position strings (0,0,…,15 w), the letters w and b, and the
## record's own lines and words ('Game 1', 'Opening 5-3', 'Koks: no').
## English quotes such text 'so'; a translation may quote it its own way.
## $side, where a message has it, is "white" or "black" (the side's name is
## chosen in the message). $error is an error message of this file, already
## in the reader's language.

# A game's result, as the record writes it in English ("White wins by mars: 2 points").
# $side: the winner; $kind: the kind of win as the record writes it (oin, mars, koks, or count: hachapuri's count of the loser's checkers left); $points: the points the match counted.
error-result = { $side ->
    [white] سفید
   *[black] سیاه
} با { $kind ->
    [oin] اوین
    [mars] مارس
    [koks] کوکس
   *[count] شمارش مهره‌ها
} برد: { $points } { $points ->
    [one] امتیاز
   *[other] امتیاز
}
# The same when the match needed fewer points than the game was worth. $worth: what the game was worth.
error-result-capped = { $side ->
    [white] سفید
   *[black] سیاه
} با { $kind ->
    [oin] اوین
    [mars] مارس
    [koks] کوکس
   *[count] شمارش مهره‌ها
} برد: { $points } { $points ->
    [one] امتیاز
   *[other] امتیاز
} (از { $worth })

# Why a position string was rejected.
error-position-missing-side = وضعیت یعنی 24 عدد که با ویرگول جدا شده‌اند، یک فاصله و طرفی که نوبت حرکت دارد (w یا b)
# $n: how many numbers the string has.
error-position-wrong-count = وضعیت به 24 عدد، یکی برای هر خانه، نیاز دارد؛ { $n } عدد پیدا شد
# $point: the point's number (1 to 24); $text: what stands in its place.
error-position-bad-number = خانهٔ { $point }: «{ $text }» عدد صحیح نیست
# $point: the point's number (1 to 24); $value: the number written for it.
error-position-out-of-range = خانهٔ { $point }: عدد ⁨{ $value }⁩ خارج از بازه است (از ⁨-15⁩ تا 15)
# $count: the side's checkers (more than 15).
error-position-too-many-checkers = { $side ->
    [white] سفید
   *[black] سیاه
} { $count } مهره روی صفحه دارد، حداکثر 15
# $found: what stands in place of the side to move.
error-position-bad-side = طرفی که نوبت حرکت دارد باید «w» یا «b» باشد، «{ $found }» پیدا شد
error-position-both-borne-off = هر دو طرف همهٔ مهره‌هایشان را بیرون برده‌اند
# $point: the point's number (1 to 24).
error-position-two-colours = در خانهٔ { $point } مهره‌های هر دو رنگ هست

# Why a game cannot continue from a given position.
error-set-up-begun = بازی از قبل شروع شده است: وضعیت فقط می‌تواند آغاز یک بازی باشد
# $side: the side that has borne off all its checkers (the winner).
error-set-up-over = در این وضعیت بازی از قبل تمام شده است: { $side ->
    [white] سفید
   *[black] سیاه
} هر 15 مهره را بیرون برده است

# Why a stored value is not a saved game.
# $at: the number of the character where the data stops being JSON.
error-save-corrupt = این دادهٔ JSON معتبر نیست (در نویسهٔ { $at })
error-save-not-a-save = این یک بازی ذخیره‌شدهٔ نرد بلند نیست
# $version: the save's version as stored.
error-save-unknown-version = نسخهٔ آن { $version } است و این برنامه نسخه‌های 1 و 2 را می‌خواند
# $name: the field's name in the stored data (not translated).
error-save-missing-field = فیلد «{ $name }» آن وجود ندارد
# $name: the field's name in the stored data (not translated).
error-save-bad-field = فیلد «{ $name }» آن معتبر نیست
# $why: what is wrong with the game record (its error message, already in the reader's language).
error-save-bad-record = ثبت بازیِ آن آسیب دیده است ({ $why })
