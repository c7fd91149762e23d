## The game's words that sentences are built from (crates/text/src/words.rs)

# A number of points: "1 point", "3 points".
points = { $n ->
    [one] { $n } امتیاز
   *[other] { $n } امتیاز
}
# A pip count.
pips = { $n ->
    [one] { $n } پیپ
   *[other] { $n } پیپ
}
# Checkers of a colour: $side is "white" or "black".
checkers = { $n } مهرهٔ { $side ->
    [white] سفید
   *[black] سیاه
}
# A cube action as the move list says it.
cube-doubles = دوبل به { $value }
cube-takes = قبول
cube-passes = رد
cube-beavers = بیور به { $value }
# The computer's levels, from the weakest to the strongest.
level-beginner = تازه‌کار
level-casual = آماتور
level-intermediate = متوسط
level-advanced = پیشرفته
level-expert = خبره
level-master = استاد
# The score's heading: $points is the points that win the match.
match-to = مسابقه تا { $points }
# The kinds of win: oin (1 point), mars (2), koks (3).
win-oin = اوین
win-mars = مارس
win-koks = کوکس
# Hachapuri's count (RULES.md §8.4): the win scores the loser's checkers
# still on the board.
win-count = مهره‌های باقی‌مانده
# The decimal mark in a number written in this language ("16.7", "16,7").
decimal-mark = .
# A percentage: $value is the number with its decimal mark ("16,7").
percent = { $value }%
