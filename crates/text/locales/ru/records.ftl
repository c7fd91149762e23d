## Ошибки записи партии, которые читает воркер (crates/text/src/errors.rs):
## строки записи, нотация, ходы и действия в партии.

error-line = Строка { $line }: { $what }
error-record-unknown-version = неизвестная версия записи { $version } (приложение читает версию 1)
error-record-not-a-record = это не запись длинных нард: первая строка должна быть «Long Nardy record 1», а найдено «{ $found }»
error-record-bad-header-line = строка заголовка имеет вид «Ключ: значение», а заголовки заканчиваются пустой строкой; найдено «{ $found }»
error-record-missing-header = нет заголовка «{ $header }» (например, «{ $example }»)
error-record-repeated-header = заголовок «{ $header }» указан дважды
error-record-bad-match-length = в заголовке «Match» указывается, до скольких очков идёт матч, — целое число от { $min } до { $max }, а найдено «{ $found }»
error-record-bad-koks = в заголовке «Koks» может быть «yes» или «no», а найдено «{ $found }»
error-record-bad-opening-rule = в заголовке «Opening» может быть «{ $again }» или «{ $play }», а найдено «{ $found }»
error-record-bad-variant = в заголовке «Variant» может быть «long», «classic», «nardegammon» или «hachapuri», а найдено «{ $found }»
error-record-bad-scoring = заголовок «Scoring» — правило хачапури: может быть только «count» (и нужен «Variant: hachapuri»), а найдено «{ $found }»
error-record-bad-yes-no = в заголовке «{ $header }» может быть «yes» или «no», а найдено «{ $found }»
error-record-needs-the-cube = заголовок «{ $header }» — правило нардгаммона: нужен «Variant: nardegammon»
error-record-jacoby-in-match-play = «Jacoby: yes» — правило игры на деньги: нужен «Match: money»
error-record-cube-refused = «{ $found }» невозможно: { $error }
error-record-cube-value-disagrees = в строке «{ $found }» неверное значение: куб был бы на { $value }
error-record-answer-due = { $side ->
    [white] Белые
   *[black] Чёрные
} удвоили: перед «{ $found }» нужен ответ — takes, passes или beavers
error-record-game-drawn = партия { $game } закончилась вничью, после неё не может быть «{ $found }»; следующая партия начинается строкой «Game { $next }»
error-record-after-turn-in-progress = незаконченный ход (строка { $line }) должен стоять в последней строке записи, но после него идёт «{ $found }»
error-record-not-a-record-line = «{ $found }» — не строка записи: ожидается «Game N», «Opening W-B», ход вида «1. w 6-5: 24/18 18/13» или результат вида «White wins by oin: 1 point»
error-record-bad-game-line = строка партии имеет вид «Game { $expected }», а найдено «{ $found }»
error-record-game-out-of-order = здесь ожидается «Game { $expected }», а найдено «Game { $given }»
error-record-previous-game-not-over = партия { $game } не может начаться: партия { $previous } ещё не окончена ({ $phase })
error-record-next-game-refused = партия { $game } не может начаться: { $error } (белые { $white }, чёрные { $black }, матч до { $length } { $length ->
    [one] очка
   *[many] очков
})
error-record-no-game-yet = строка «Game 1» должна стоять раньше первого розыгрыша, хода или результата
error-record-bad-opening-line = розыгрыш первого хода записывается как «Opening 5-3» (сначала зар белых, потом чёрных, каждый от 1 до 6), а найдено «{ $found }»
error-record-opening-refused = «{ $found }» не подходит к партии { $game }: { $error }
error-record-result-not-over = «{ $found }» — это результат, но партия { $game } ещё не окончена
error-record-result-disagrees = в записи указано «{ $found }», но по ходам партии выходит иначе — { $result }
error-record-bad-turn-line = строка хода имеет вид «7. w 6-5: 24/18 18/13» (номер хода, сторона, зары, ходы шашек), а найдено «{ $found }»
error-record-bad-side = сторона обозначается «w» или «b», а найдено «{ $side }» в строке «{ $found }»
error-record-bad-notation = { $error } (строка «{ $found }»)
error-record-turn-out-of-order = номер хода { $turn } не по порядку: в партии { $game } { $played ->
    [one] сыгран
   *[many] сыграно
} { $played } { $played ->
    [one] ход
    [few] хода
   *[many] ходов
}, значит, следующий — { $expected } (строка «{ $found }»)
error-record-wrong-side = сейчас ход { $side ->
    [white] белых
   *[black] чёрных
} («{ $letter }»), а в строке «{ $found }» указано «{ $given }»
error-record-no-starter = в партии { $game } ещё не разыгран первый ход: розыгрыш («Opening W-B») должен стоять перед первым ходом
error-record-game-over = партия { $game } окончена ({ $result }), ходов после неё быть не может; следующая партия начинается строкой «Game { $next }»
error-record-opening-dice-mismatch = этот ход играется зарами розыгрыша { $opening }, а в строке указаны зары { $given }
error-record-illegal-turn = ход «{ $turn }» невозможен для { $letter ->
    [w] белых
   *[b] чёрных
} при зарах { $dice } из позиции { $start }: { $error }
error-record-illegal-step = ход шашки «{ $step }» невозможен для { $letter ->
    [w] белых
   *[b] чёрных
} при зарах { $dice } из позиции { $start }: { $error }
error-record-bad-dice-line = строка зар пишется как «Dice commitment: » или «Dice seed: » и 64 шестнадцатеричные цифры, а найдено «{ $found }»
error-record-dice-line-out-of-place = «{ $found }» не на своём месте: у партии { $game } одно хеш-обязательство зар и одно зерно, и зерно пишется только после окончания партии
error-record-bad-position = в строке позиции партии «{ $found }»: { $error }
error-record-set-up-refused = партия { $game } не может начаться с этой позиции: { $error }
error-notation-bad-dice = зары записываются как 6-5 (два числа от 1 до 6), а найдено «{ $found }»
error-notation-bad-step = ход шашки записывается как 24/18 или 3/off (номера лунок от 1 до 24 со стороны ходящего, только вперёд), а найдено «{ $found }»
error-notation-empty-turn = в ходе должен быть хотя бы один ход шашки или «pass»
error-notation-too-many-steps = в ходе не больше 4 ходов шашек, а найдено { $n }
error-move-game-over = партия окончена: одна из сторон выбросила все 15 шашек
error-move-illegal-step = ход шашки № { $number } («{ $step }») на этом этапе хода невозможен
error-move-incomplete-turn = «{ $turn }» — недопустимый ход: нужно сыграть как можно больше заров, а если можно сыграть только один, то больший
error-move-pass-not-allowed = пропустить ход нельзя: есть возможный ход шашки
error-game-wrong-phase = сейчас нельзя { $action }: { $phase }
error-game-bad-die = зар показывает от 1 до 6, а не { $die }
error-game-match-over = матч окончен
error-game-too-few-turns = нельзя вернуть ходов: { $asked }, в партии сыграно только { $played }
# После «сейчас нельзя».
error-action-opening-roll = разыгрывать первый ход
error-action-roll = бросать зары
error-action-step = ходить шашкой
error-action-undo = отменять ход шашки
error-action-finish-turn = завершить ход
error-action-play-turn = сыграть ход
error-action-next-game = начать следующую партию
error-action-resign = сдаться
error-action-take-back = вернуть ход
error-action-double = удваивать
# Где стоит партия, целым предложением.
error-phase-opening = идёт розыгрыш первого хода
error-phase-roll = очередь бросать зары
error-phase-move = идёт ход
error-phase-offered = предложено удвоение
error-phase-over = партия окончена
error-cube-no-cube = этот матч играется без куба
error-cube-crawford-game = в партии Кроуфорда удваивать нельзя
error-cube-before-first-turn = до первого хода партии куб не трогают
error-cube-not-your-turn = удвоить сейчас могут только { $side ->
    [white] белые
   *[black] чёрные
}, чей ход
error-cube-not-before-rolling = удваивают до броска зар, а не после
error-cube-not-your-cube = куб у { $side ->
    [white] белых
   *[black] чёрных
}: удвоить может только его владелец
error-cube-at-most-64 = куб не поднимается выше 64
error-cube-no-double-offered = удвоения не предлагали
error-cube-own-double = на своё удвоение не отвечают
error-cube-no-beaver = бобры в этом матче не играются
error-cube-double-offered = { $side ->
    [white] Белые
   *[black] Чёрные
} удвоили: сначала примите или откажитесь
