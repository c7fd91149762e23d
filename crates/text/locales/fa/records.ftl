## The errors of a record read by the worker (crates/text/src/errors.rs):
## its lines, the notation, moves, and game actions. The same conventions
## as errors.ftl: text from the record is shown as written.

# The frame of every record error. $line: the record's line number; $what: what is wrong there (an error-record-… message).
error-line = خط { $line }: { $what }
# $version: the version number the record's first line gives.
error-record-unknown-version = نسخهٔ ناشناختهٔ ثبت بازی: { $version } (این برنامه نسخهٔ 1 را می‌خواند)
# $found here and below: the record's line (or part of it) as its author wrote it.
error-record-not-a-record = این ثبتِ بازی نرد بلند نیست: خط اول باید «Long Nardy record 1» باشد، «{ $found }» پیدا شد
error-record-bad-header-line = هر خط سرآیند به شکل «Key: value» است و یک خط خالی سرآیندها را تمام می‌کند؛ «{ $found }» پیدا شد
# $header: a header's key as the record writes it (Match, Koks, Opening, Variant, Beaver, Jacoby, Scoring); $example: a correct line of that header, like "Match: 3".
error-record-missing-header = سرآیند { $header } وجود ندارد (برای نمونه «{ $example }»)
# $header: a header's key as the record writes it.
error-record-repeated-header = سرآیند { $header } دو بار آمده است
# $min, $max: the shortest and the longest match (in points).
error-record-bad-match-length = سرآیند Match باید امتیاز لازم برای برد باشد، عددی صحیح از { $min } تا { $max }؛ «{ $found }» پیدا شد
error-record-bad-koks = سرآیند Koks باید «yes» یا «no» باشد، «{ $found }» پیدا شد
# $again, $play: the header's two values as the record writes them (roll-again, play-dice).
error-record-bad-opening-rule = سرآیند Opening باید «{ $again }» یا «{ $play }» باشد، «{ $found }» پیدا شد
error-record-bad-variant = سرآیند Variant باید «long»، «classic»، «nardegammon» یا «hachapuri» باشد، «{ $found }» پیدا شد
error-record-bad-scoring = سرآیند Scoring گزینهٔ خاچاپوری است و باید «count» باشد (همراه با «Variant: hachapuri»)؛ «{ $found }» پیدا شد
# $header: a header's key as the record writes it (Beaver or Jacoby).
error-record-bad-yes-no = سرآیند { $header } باید «yes» یا «no» باشد، «{ $found }» پیدا شد
# $header: a header's key as the record writes it (Match, Beaver or Jacoby).
error-record-needs-the-cube = سرآیند { $header } گزینهٔ نردگمون است: به «Variant: nardegammon» نیاز دارد
error-record-jacoby-in-match-play = «Jacoby: yes» قانون بازی پولی است: به «Match: money» نیاز دارد
# $found: a cube line as written ("12. w doubles to 2"); $error: why the game refused it.
error-record-cube-refused = «{ $found }» پذیرفته نشد: { $error }
# $value: the value the cube would have.
error-record-cube-value-disagrees = «{ $found }» مقدار نادرستی می‌دهد: مکعب باید روی { $value } باشد
# $side: who doubled.
error-record-answer-due = { $side ->
    [white] سفید
   *[black] سیاه
} دوبل کرده است: پیش از «{ $found }» باید پاسخ بیاید (takes، passes یا beavers)
# $game: the game's number; $next: the next game's number.
error-record-game-drawn = بازی { $game } مساوی شده است، پس «{ $found }» نمی‌تواند پس از آن بیاید؛ بازی بعد با «Game { $next }» شروع می‌شود
# $line: the number of the line with the turn in progress.
error-record-after-turn-in-progress = نوبتِ ناتمامِ خط { $line } باید آخرین خط ثبت بازی باشد، اما «{ $found }» پس از آن آمده است
error-record-not-a-record-line = «{ $found }» خطی از ثبت بازی نیست: انتظار می‌رفت «Game N»، «Opening W-B»، نوبتی مانند «1. w 6-5: 24/18 18/13» یا نتیجه‌ای مانند «White wins by oin: 1 point»
# $expected: the number of the game due here.
error-record-bad-game-line = خط بازی به شکل «Game { $expected }» است، «{ $found }» پیدا شد
# $expected: the number of the game due here; $given: the number the line gives.
error-record-game-out-of-order = اینجا «Game { $expected }» انتظار می‌رفت، «Game { $given }» پیدا شد
# $game: the game that cannot start; $previous: the game before it; $phase: where that game stands (an error-phase-… message).
error-record-previous-game-not-over = بازی { $game } نمی‌تواند شروع شود: بازی { $previous } تمام نشده است ({ $phase })
# $error: why the match refused; $white, $black: each side's points; $length: the points the match is played to.
error-record-next-game-refused = بازی { $game } نمی‌تواند شروع شود: { $error } (سفید { $white }، سیاه { $black }، مسابقه تا { $length })
error-record-no-game-yet = «Game 1» باید پیش از نخستین تاس شروع، نوبت یا نتیجه بیاید
error-record-bad-opening-line = تاس شروع به شکل «Opening 5-3» است (تاس سفید، سپس تاس سیاه، هر کدام از 1 تا 6)؛ «{ $found }» پیدا شد
# $found: the opening line as written ("Opening 5-3"); $game: the game's number.
error-record-opening-refused = «{ $found }» با بازی { $game } جور نیست: { $error }
# $found: a result line as written; $game: the game's number.
error-record-result-not-over = «{ $found }» یک نتیجه است، اما بازی { $game } تمام نشده است
# $found: the result line as written; $result: the game's result by its turns (the error-result message).
error-record-result-disagrees = ثبت بازی می‌گوید «{ $found }» اما بازپخش نتیجهٔ «{ $result }» را می‌دهد
error-record-bad-turn-line = خط نوبت به شکل «7. w 6-5: 24/18 18/13» است (شمارهٔ نوبت، طرف، تاس‌ها، حرکت‌ها)؛ «{ $found }» پیدا شد
# $side: the side as the line writes it (it should be w or b).
error-record-bad-side = طرف باید «w» یا «b» باشد، «{ $side }» در «{ $found }» پیدا شد
# $error: why the dice or the steps cannot be read (an error-notation-… message).
error-record-bad-notation = { $error }، در «{ $found }»
# $turn: the turn's number as the line gives it; $game: the game's number; $played: the turns the game has had; $expected: the next turn's number.
error-record-turn-out-of-order = شمارهٔ نوبت { $turn } بی‌ترتیب است: بازی { $game } تاکنون { $played } نوبت داشته، پس نوبت بعد { $expected } است؛ در «{ $found }»
# $side: the side to move; $letter: its letter in the record (w or b); $given: the letter the line gives.
error-record-wrong-side = نوبت { $side ->
    [white] سفید
   *[black] سیاه
} است («{ $letter }»)، اما «{ $found }» طرف «{ $given }» را می‌دهد
error-record-no-starter = بازی { $game } هنوز شروع‌کننده ندارد: تاس شروع آن («Opening W-B») باید پیش از نخستین نوبت بیاید
# $result: how the game ended (the error-result message); $next: the next game's number.
error-record-game-over = بازی { $game } تمام شده است ({ $result })، پس هیچ نوبتی نمی‌تواند پس از آن بیاید؛ بازی بعد با «Game { $next }» شروع می‌شود
# $opening: the opening roll's dice; $given: the dice the line gives (both like 6-5).
error-record-opening-dice-mismatch = این نوبت با تاس‌های شروع { $opening } بازی می‌شود، اما خط تاس‌های { $given } را می‌دهد
# $turn: the turn as written (24/18 18/13); $letter: the side's letter, w (White) or b (Black); $dice: the dice (6-5); $start: the position string the turn starts from.
error-record-illegal-turn = «{ $turn }» برای { $letter ->
    [w] سفید
   *[b] سیاه
} با تاس‌های { $dice } از وضعیت { $start } نوبت مجازی نیست: { $error }
# $step: the step as written (24/18); $letter: the side's letter, w (White) or b (Black); $dice: the dice (6-5); $start: the position string the turn started from.
error-record-illegal-step = حرکت { $step } برای { $letter ->
    [w] سفید
   *[b] سیاه
} با تاس‌های { $dice } از وضعیت { $start } ممکن نیست: { $error }
error-record-bad-dice-line = خط تاس به شکل «Dice commitment: » یا «Dice seed: » و سپس 64 رقم شانزده‌شانزدهی است؛ «{ $found }» پیدا شد
error-record-dice-line-out-of-place = «{ $found }» سر جایش نیست: بازی { $game } یک تعهد و یک بذر دارد و بذر فقط پس از پایان بازی می‌آید
# The quoted line is the starting position as the record writes it: copy it as it is. $error: what is wrong with the position (an error-position-… message).
error-record-bad-position = خط وضعیت یک بازی به شکل «Position: 0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w» است: { $error }؛ «{ $found }» پیدا شد
# $error: why the game cannot start there (an error-set-up-… message).
error-record-set-up-refused = بازی { $game } نمی‌تواند از وضعیت خود شروع شود: { $error }
# Why dice, a step or a turn could not be read. $found: the text as written.
error-notation-bad-dice = تاس‌ها باید به شکل 6-5 نوشته شوند (دو عدد از 1 تا 6)؛ «{ $found }» پیدا شد
error-notation-bad-step = هر حرکت باید به شکل 24/18 یا 3/off باشد (خانه‌های نسبی 1 تا 24، رو به جلو)؛ «{ $found }» پیدا شد
error-notation-empty-turn = هر نوبت دست‌کم یک حرکت یا «pass» لازم دارد
# $n: how many steps the turn has.
error-notation-too-many-steps = هر نوبت حداکثر 4 حرکت دارد، { $n } حرکت پیدا شد
# Why a turn or a step cannot be played.
error-move-game-over = بازی تمام شده است: یکی از دو طرف هر 15 مهره را بیرون برده است
# $number: which step of the turn (1 for the first); $step: the step as written (24/18).
error-move-illegal-step = حرکت شمارهٔ { $number } ({ $step }) در آن لحظه از نوبت مجاز نیست
# $turn: the turn as written (24/18 18/13).
error-move-incomplete-turn = «{ $turn }» نوبت مجازی نیست: باید تا جای ممکن تاس‌ها بازی شوند، و وقتی فقط یکی بازی‌شدنی است، تاس بزرگ‌تر
error-move-pass-not-allowed = نمی‌توان پاس داد: حرکت مجازی وجود دارد
# Why a game or match action was refused.
# $action: what was asked (an error-action-… message); $phase: where the game stands (an error-phase-… message).
error-game-wrong-phase = اکنون نمی‌توان { $action }: { $phase }
# $die: the number the die was given.
error-game-bad-die = تاس 1 تا 6 را نشان می‌دهد، نه { $die }
error-game-match-over = مسابقه تمام شده است
# $asked: the turns asked to be taken back; $played: the turns the game has played.
error-game-too-few-turns = نمی‌توان { $asked } نوبت را پس گرفت: بازی فقط { $played } نوبت داشته است
# What was asked, for error-game-wrong-phase ("cannot … now").
error-action-opening-roll = تاس شروع را ریخت
error-action-roll = تاس ریخت
error-action-step = مهره‌ای را حرکت داد
error-action-undo = واگرد کرد
error-action-finish-turn = نوبت را تمام کرد
error-action-play-turn = نوبتی را بازی کرد
error-action-next-game = بازی بعد را شروع کرد
error-action-resign = تسلیم شد
error-action-take-back = نوبتی را پس گرفت
error-action-double = دوبل کرد
# Where a game stands, for error-game-wrong-phase and
# error-record-previous-game-not-over. English names the phase ("the game
# is in the roll phase"); a translation may write a clause instead.
error-phase-opening = بازی در مرحلهٔ تاس شروع است
error-phase-roll = نوبت ریختن تاس است
error-phase-move = نوبت حرکت است
error-phase-offered = دوبل پیشنهاد شده است
error-phase-over = بازی تمام شده است
# Why a cube action was refused.
error-cube-no-cube = این مسابقه بدون مکعب بازی می‌شود
error-cube-crawford-game = در بازی کرافورد دوبل ممنوع است
error-cube-before-first-turn = پیش از نخستین نوبت بازی نمی‌توان با مکعب کاری کرد
# $side: the side to move.
error-cube-not-your-turn = اکنون فقط { $side ->
    [white] سفید
   *[black] سیاه
} که نوبت حرکت دارد می‌تواند دوبل کند
error-cube-not-before-rolling = دوبل پیش از ریختن تاس پیشنهاد می‌شود، نه پس از آن
# $side: the cube's owner.
error-cube-not-your-cube = مکعب در دست { $side ->
    [white] سفید
   *[black] سیاه
} است: فقط صاحبش می‌تواند دوبل کند
error-cube-at-most-64 = مکعب از 64 بالاتر نمی‌رود
error-cube-no-double-offered = دوبلی پیشنهاد نشده است
error-cube-own-double = دوبل‌کننده نمی‌تواند به دوبل خودش پاسخ دهد
error-cube-no-beaver = در این مسابقه بیور بازی نمی‌شود
# $side: who doubled.
error-cube-double-offered = { $side ->
    [white] سفید
   *[black] سیاه
} دوبل کرده است: اول قبول یا رد کنید
