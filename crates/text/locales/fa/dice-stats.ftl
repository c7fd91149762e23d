## The dice statistics (crates/text/src/screens/dice_stats.rs, shown by crates/screens/src/dice_stats.rs)

# Followed by a colon and the number of rolls.
dice-stats-rolls-of-turns = تاس‌های نوبت‌ها (تاس شروع فهرست شده اما شمرده نمی‌شود)
dice-stats-doubles = جفت‌ها
dice-stats-faces = وجه‌ها
dice-stats-face = وجه
dice-stats-dice = تاس‌ها
dice-stats-combinations = ترکیب‌ها
dice-stats-combinations-caption = ترکیب‌ها (سطرها: تاس بزرگ‌تر، ستون‌ها: تاس کوچک‌تر)
dice-stats-fairness = آیا تاس‌ها سالم‌اند؟
dice-stats-sequence = تاس‌ها به ترتیب
# The opening roll in the list of rolls: "opening: White 3, Black 5".
dice-stats-opening = تاس شروع
dice-stats-device-keeps = این دستگاه فقط شمارش‌ها را نگه می‌دارد، نه خود تاس‌ها را.
# Followed by the game's number: "Game 2".
dice-stats-game = بازی
# A chi-square test's degrees of freedom, the bare phrase.
dice-stats-freedom = درجهٔ آزادی
# A chi-square test's result and its reading: $test is the test's name
# (dice-stats-faces or dice-stats-combinations), $statistic the chi-square
# value ("3.2"), $freedom its degrees of freedom, $p the p-value
# (dice-stats-p or dice-stats-p-below), $reading one of the readings below.
dice-stats-test = { $test }: ⁨χ² = { $statistic }⁩، { $freedom ->
        [one] { $freedom } درجهٔ آزادی
       *[other] { $freedom } درجهٔ آزادی
    }، { $p } — { $reading }.
# $p is the p-value ("0.670").
dice-stats-p = ⁨p = { $p }⁩
dice-stats-p-below = ⁨p < 0.001⁩
# $needed is how many rolls the test needs.
dice-stats-too-few-rolls = تاس‌ها برای داوری کم‌اند: این آزمون دست‌کم { $needed } تاس لازم دارد
dice-stats-consistent = با تاس‌های سالم سازگار است
dice-stats-unusual = غیرعادی: تاس‌های سالم کمتر از یک بار در 100 اجرا این‌قدر ناهموار می‌افتند
dice-stats-very-unusual = بسیار غیرعادی: تاس‌های سالم کمتر از یک بار در 1000 اجرا این‌قدر ناهموار می‌افتند
