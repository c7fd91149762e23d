## The errors of a record read by the worker (crates/text/src/errors.rs):
## its lines, the notation, moves, and game actions. The same conventions
## as errors.ftl: text from the record is shown as written.

# The frame of every record error. $line: the record's line number; $what: what is wrong there (an error-record-… message).
error-line = Рядок { $line }: { $what }
# $version: the version number the record's first line gives.
error-record-unknown-version = невідома версія запису { $version } (цей застосунок читає версію 1)
# $found here and below: the record's line (or part of it) as its author wrote it.
error-record-not-a-record = це не запис довгих нард: перший рядок має бути «Long Nardy record 1», а знайдено «{ $found }»
error-record-bad-header-line = рядок заголовка має вигляд «Ключ: значення», а заголовки закінчуються порожнім рядком; знайдено «{ $found }»
# $header: a header's key as the record writes it (Match, Koks, Opening, Variant, Beaver, Jacoby, Scoring); $example: a correct line of that header, like "Match: 3".
error-record-missing-header = немає заголовка «{ $header }» (наприклад, «{ $example }»)
# $header: a header's key as the record writes it.
error-record-repeated-header = заголовок «{ $header }» вказано двічі
# $min, $max: the shortest and the longest match (in points).
error-record-bad-match-length = у заголовку «Match» вказують, до скількох очок триває матч, — ціле число від { $min } до { $max }, а знайдено «{ $found }»
error-record-bad-koks = у заголовку «Koks» може бути «yes» або «no», а знайдено «{ $found }»
# $again, $play: the header's two values as the record writes them (roll-again, play-dice).
error-record-bad-opening-rule = у заголовку «Opening» може бути «{ $again }» або «{ $play }», а знайдено «{ $found }»
error-record-bad-variant = у заголовку «Variant» може бути «long», «classic», «nardegammon» або «hachapuri», а знайдено «{ $found }»
error-record-bad-scoring = заголовок «Scoring» — правило хачапурі: у ньому може бути лише «count» (і потрібен «Variant: hachapuri»), а знайдено «{ $found }»
# $header: a header's key as the record writes it (Beaver or Jacoby).
error-record-bad-yes-no = у заголовку «{ $header }» може бути «yes» або «no», а знайдено «{ $found }»
# $header: a header's key as the record writes it (Match, Beaver or Jacoby).
error-record-needs-the-cube = заголовок «{ $header }» — правило нардгемону: потрібен «Variant: nardegammon»
error-record-jacoby-in-match-play = «Jacoby: yes» — правило гри на гроші: потрібен «Match: money»
# $found: a cube line as written ("12. w doubles to 2"); $error: why the game refused it.
error-record-cube-refused = «{ $found }» відхилено: { $error }
# $value: the value the cube would have.
error-record-cube-value-disagrees = у рядку «{ $found }» неправильне значення: куб був би на { $value }
# $side: who doubled.
error-record-answer-due = { $side ->
    [white] Білі
   *[black] Чорні
} подвоїли: перед «{ $found }» потрібна відповідь — takes, passes або beavers
# $game: the game's number; $next: the next game's number.
error-record-game-drawn = партія { $game } закінчилася нічиєю, тож після неї не може бути «{ $found }»; наступна партія починається рядком «Game { $next }»
# $line: the number of the line with the turn in progress.
error-record-after-turn-in-progress = незавершений хід (рядок { $line }) має бути останнім рядком запису, але після нього йде «{ $found }»
error-record-not-a-record-line = «{ $found }» — не рядок запису: очікується «Game N», «Opening W-B», хід на кшталт «1. w 6-5: 24/18 18/13» або результат на кшталт «White wins by oin: 1 point»
# $expected: the number of the game due here.
error-record-bad-game-line = рядок партії має вигляд «Game { $expected }», а знайдено «{ $found }»
# $expected: the number of the game due here; $given: the number the line gives.
error-record-game-out-of-order = тут очікується «Game { $expected }», а знайдено «Game { $given }»
# $game: the game that cannot start; $previous: the game before it; $phase: where that game stands (an error-phase-… message).
error-record-previous-game-not-over = партія { $game } не може початися: партію { $previous } ще не закінчено ({ $phase })
# $error: why the match refused; $white, $black: each side's points; $length: the points the match is played to.
error-record-next-game-refused = партія { $game } не може початися: { $error } (білі { $white }, чорні { $black }, матч до { $length } { $length ->
    [one] очка
   *[many] очок
})
error-record-no-game-yet = рядок «Game 1» має стояти перед першим розіграшем, ходом чи результатом
error-record-bad-opening-line = розіграш першого ходу записують як «Opening 5-3» (спершу зар білих, потім чорних, кожен від 1 до 6), а знайдено «{ $found }»
# $found: the opening line as written ("Opening 5-3"); $game: the game's number.
error-record-opening-refused = «{ $found }» не підходить до партії { $game }: { $error }
# $found: a result line as written; $game: the game's number.
error-record-result-not-over = «{ $found }» — це результат, але партію { $game } ще не закінчено
# $found: the result line as written; $result: the game's result by its turns (the error-result message).
error-record-result-disagrees = у записі вказано «{ $found }», але за ходами партії виходить інакше — { $result }
error-record-bad-turn-line = рядок ходу має вигляд «7. w 6-5: 24/18 18/13» (номер ходу, сторона, зари, ходи шашок), а знайдено «{ $found }»
# $side: the side as the line writes it (it should be w or b).
error-record-bad-side = сторону позначають «w» або «b», а знайдено «{ $side }» у рядку «{ $found }»
# $error: why the dice or the steps cannot be read (an error-notation-… message).
error-record-bad-notation = { $error } (рядок «{ $found }»)
# $turn: the turn's number as the line gives it; $game: the game's number; $played: the turns the game has had; $expected: the next turn's number.
error-record-turn-out-of-order = номер ходу { $turn } не по черзі: у партії { $game } зіграно { $played } { $played ->
    [one] хід
    [few] ходи
   *[many] ходів
}, тож наступний — { $expected } (рядок «{ $found }»)
# $side: the side to move; $letter: its letter in the record (w or b); $given: the letter the line gives.
error-record-wrong-side = зараз хід { $side ->
    [white] білих
   *[black] чорних
} («{ $letter }»), а в рядку «{ $found }» вказано «{ $given }»
error-record-no-starter = у партії { $game } ще не розіграно перший хід: розіграш («Opening W-B») має стояти перед першим ходом
# $result: how the game ended (the error-result message); $next: the next game's number.
error-record-game-over = партію { $game } закінчено ({ $result }), тож ходів після неї бути не може; наступна партія починається рядком «Game { $next }»
# $opening: the opening roll's dice; $given: the dice the line gives (both like 6-5).
error-record-opening-dice-mismatch = цей хід грається зарами розіграшу { $opening }, а в рядку вказано зари { $given }
# $turn: the turn as written (24/18 18/13); $letter: the side's letter, w (White) or b (Black); $dice: the dice (6-5); $start: the position string the turn starts from.
error-record-illegal-turn = хід «{ $turn }» неможливий для { $letter ->
    [w] білих
   *[b] чорних
} із зарами { $dice } з позиції { $start }: { $error }
# $step: the step as written (24/18); $letter: the side's letter, w (White) or b (Black); $dice: the dice (6-5); $start: the position string the turn started from.
error-record-illegal-step = хід шашки «{ $step }» неможливий для { $letter ->
    [w] білих
   *[b] чорних
} із зарами { $dice } з позиції { $start }: { $error }
error-record-bad-dice-line = рядок зарів має вигляд «Dice commitment: » або «Dice seed: » і 64 шістнадцяткові цифри, а знайдено «{ $found }»
error-record-dice-line-out-of-place = «{ $found }» не на своєму місці: у партії { $game } одне зобов’язання і одне зерно, а зерно записують лише після закінчення партії
# The quoted line is the starting position as the record writes it: copy it as it is. $error: what is wrong with the position (an error-position-… message).
error-record-bad-position = рядок позиції партії має вигляд «Position: 0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w»: { $error }, а знайдено «{ $found }»
# $error: why the game cannot start there (an error-set-up-… message).
error-record-set-up-refused = партія { $game } не може початися з цієї позиції: { $error }
# Why dice, a step or a turn could not be read. $found: the text as written.
error-notation-bad-dice = зари записують як 6-5 (два числа від 1 до 6), а знайдено «{ $found }»
error-notation-bad-step = хід шашки записують як 24/18 або 3/off (номери лунок від 1 до 24 з боку того, хто ходить, лише вперед), а знайдено «{ $found }»
error-notation-empty-turn = у ході має бути хоча б один хід шашки або «pass»
# $n: how many steps the turn has.
error-notation-too-many-steps = у ході не більше 4 ходів шашок, а знайдено { $n }
# Why a turn or a step cannot be played.
error-move-game-over = партію закінчено: одна зі сторін викинула всі 15 шашок
# $number: which step of the turn (1 for the first); $step: the step as written (24/18).
error-move-illegal-step = хід шашки № { $number } («{ $step }») на цьому етапі ходу неможливий
# $turn: the turn as written (24/18 18/13).
error-move-incomplete-turn = «{ $turn }» — неприпустимий хід: треба зіграти якомога більше зарів, а якщо можна зіграти лише один, то більший
error-move-pass-not-allowed = пропустити хід не можна: є можливий хід шашки
# Why a game or match action was refused.
# $action: what was asked (an error-action-… message); $phase: where the game stands (an error-phase-… message).
error-game-wrong-phase = зараз не можна { $action }: { $phase }
# $die: the number the die was given.
error-game-bad-die = зар показує від 1 до 6, а не { $die }
error-game-match-over = матч закінчено
# $asked: the turns asked to be taken back; $played: the turns the game has played.
error-game-too-few-turns = не можна повернути стільки ходів ({ $asked }): у партії зіграно лише { $played }
# What was asked, for error-game-wrong-phase ("cannot … now").
error-action-opening-roll = розігрувати перший хід
error-action-roll = кидати зари
error-action-step = ходити шашкою
error-action-undo = скасовувати хід шашки
error-action-finish-turn = завершити хід
error-action-play-turn = зіграти хід
error-action-next-game = почати наступну партію
error-action-resign = здатися
error-action-take-back = повернути хід
error-action-double = подвоювати
# Where a game stands, for error-game-wrong-phase and
# error-record-previous-game-not-over. English names the phase ("the game
# is in the roll phase"); a translation may write a clause instead.
error-phase-opening = триває розіграш першого ходу
error-phase-roll = черга кидати зари
error-phase-move = триває хід
error-phase-offered = запропоновано подвоєння
error-phase-over = партію закінчено
# Why a cube action was refused.
error-cube-no-cube = цей матч грають без куба
error-cube-crawford-game = у партії Кроуфорда подвоювати не можна
error-cube-before-first-turn = до першого ходу партії куб не використовують
# $side: the side to move.
error-cube-not-your-turn = подвоїти зараз можуть лише { $side ->
    [white] білі
   *[black] чорні
}, які ходять
error-cube-not-before-rolling = подвоюють до кидка зарів, а не після
# $side: the cube's owner.
error-cube-not-your-cube = куб у { $side ->
    [white] білих
   *[black] чорних
}: подвоїти може лише його власник
error-cube-at-most-64 = куб не піднімається вище 64
error-cube-no-double-offered = подвоєння не пропонували
error-cube-own-double = на власне подвоєння не відповідають
error-cube-no-beaver = бобра в цьому матчі не грають
# $side: who doubled.
error-cube-double-offered = { $side ->
    [white] Білі
   *[black] Чорні
} подвоїли: спершу прийміть або відмовтеся
