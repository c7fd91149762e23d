## The position editor (crates/text/src/screens/editor.rs): set up a
## position on the board, then analyse it or play from it.

editor-title = چیدن یک وضعیت
# The label of the tool choice; each tool finishes the sentence.
editor-tools = کلیک روی یک خانه
editor-tool-white = مهرهٔ سفید می‌گذارد
editor-tool-black = مهرهٔ سیاه می‌گذارد
editor-tool-remove = مهره‌ای برمی‌دارد
editor-help = برای به‌کار بردن ابزار انتخاب‌شده روی یک خانه کلیک کنید یا ضربه بزنید؛ مهره را به خانهٔ دیگری بکشید تا جابه‌جا شود، یا روی سینی بکشید تا برداشته شود. با صفحه‌کلید: با Tab به یک خانه بروید، Enter مهره می‌گذارد (یا برمی‌دارد)، Delete یک مهره برمی‌دارد. مهره‌هایی که روی صفحه نیستند بیرون‌برده حساب می‌شوند.
# The label of the choice of the side to move.
editor-side = نوبت حرکت
# The label of the choice of the dice the analysis is for.
editor-dice = تاس برای تحلیل
editor-no-dice = هیچ: شانس‌ها پیش از ریختن تاس
# The label of the buttons that fill the board: an empty board, the start, the game's.
editor-start-from = شروع از
editor-empty = صفحهٔ خالی
editor-start = چیدمان آغازین
editor-current = وضعیت بازی
# A button: analyse the position.
editor-analyse = تحلیل
editor-play = بازی از این وضعیت
# The heading of the position's summary.
editor-position = وضعیت
editor-ok = این وضعیت آمادهٔ بازی است.
# Each side's count: "12 on the board", "3 borne off".
editor-on-board = روی صفحه
editor-borne-off = بیرون
# A point's action for the keyboard: "add (White)", "take one off".
editor-add = گذاشتن
editor-take = برداشتن یک مهره
# The heading of the analysis.
editor-analysis = تحلیل
# The columns of the analysis's ranked table: the turn, the chances after it, what it loses against the best.
editor-turn-column = حرکت
editor-after-column = پس از آن
editor-loss-column = افت

# Why the position cannot be played yet.
# $side ("white" or "black") has already borne off all 15 checkers.
editor-over = بازی اینجا از قبل تمام شده است: { $side ->
    [white] { white }
   *[black] { black }
} هر 15 مهره را بیرون برده است.
editor-two-colours = در خانهٔ { $point } مهره‌های هر دو رنگ هست: مهره‌های یک رنگ را از آن بردارید.
# $side ("white" or "black") has $count (16 or more) checkers.
editor-too-many = { $side ->
    [white] { white }
   *[black] { black }
} { $count } مهره روی صفحه دارد: حداکثر 15.
# No checker of either side is on the board.
editor-no-checkers = این یک وضعیت نیست: هر دو طرف همهٔ مهره‌هایشان را بیرون برده‌اند.
editor-not-a-position = این یک وضعیت نیست.
# $reason: the engine's own words for what is wrong.
editor-not-a-position-because = این یک وضعیت نیست: { $reason }.

# The chances after a turn or before the roll, the numbers already written: "win 55.1%, mars for 12.0%, mars against 3.1%, equity +0.2331".
editor-chances = برد { $win }، مارس له { $win_mars }، مارس علیه { $lose_mars }، ارزش ⁨{ $equity }⁩
# The heading of the chances before the roll; $side ("white" or "black") is to move.
editor-before-roll = پیش از ریختن تاس (نوبت حرکت { $side ->
    [white] { white }
   *[black] { black }
})
