## The review report (crates/text/src/screens/report.rs, shown by crates/screens/src/report.rs)

report-title = مرور بازی
# The table's rows, one column per side.
report-decisions = تصمیم‌های دارای انتخاب
report-error-rate = نرخ خطا (هزارم امتیاز در هر تصمیم)
# The row placing each player among the computer's levels.
report-ladder = بازی در حدِ (سطح‌های کامپیوتر)
# The row of eXtreme Gammon's PR (Performance Rating).
report-pr = PR (مقیاس تخته‌نرد: خطا × 500)
# The marks the review gives a turn, each with its sign.
report-inaccuracies = ⁨?!⁩ بی‌دقتی‌ها
report-mistakes = ? اشتباه‌ها
report-blunders = ?? اشتباه‌های فاحش
report-luck = بخت (امتیاز)
report-graph = شانس برد سفید پیش از هر تاس
# Followed by the game's number: "Game 2".
report-game = بازی
report-adjusted = نتیجهٔ سفید با تعدیل بخت
# Followed by the points a move or a cube action lost: "loss 0.125".
report-loss = افت
# Followed by the best move or cube action.
report-best = بهترین
report-no-choice = بدون انتخاب
report-turns = نوبت‌ها
report-cube = تصمیم‌های مکعب
# Followed by the turn's number: "before turn 12".
report-before-turn = پیش از نوبت
# The cube actions the review weighs.
report-no-double = بدون دوبل
report-double = دوبل
report-take = قبول
report-pass = رد
report-beaver = بیور
# A player's place on the computer levels' ladder: $level is a level's
# name ("beginner", "expert").
report-rung-below = ضعیف‌تر از { $level }
report-rung-top = { $level } یا بهتر
