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
error-result = перемога { $side ->
    [white] білих
   *[black] чорних
}: { $kind ->
    [oin] оін
    [mars] марс
    [koks] кокс
   *[count] шашки на дошці
}, { $points } { $points ->
    [one] очко
    [few] очки
   *[many] очок
}
# The same when the match needed fewer points than the game was worth. $worth: what the game was worth.
error-result-capped = перемога { $side ->
    [white] білих
   *[black] чорних
}: { $kind ->
    [oin] оін
    [mars] марс
    [koks] кокс
   *[count] шашки на дошці
}, { $points } { $points ->
    [one] очко
    [few] очки
   *[many] очок
} (з { $worth })

# Why a position string was rejected.
error-position-missing-side = позиція — це 24 числа через кому, пробіл і сторона, яка ходить (w або b)
# $n: how many numbers the string has.
error-position-wrong-count = у позиції має бути 24 числа, по одному на лунку, а знайдено { $n }
# $point: the point's number (1 to 24); $text: what stands in its place.
error-position-bad-number = лунка { $point }: «{ $text }» — не ціле число
# $point: the point's number (1 to 24); $value: the number written for it.
error-position-out-of-range = лунка { $point }: число { $value } поза межами (-15..15)
# $count: the side's checkers (more than 15).
error-position-too-many-checkers = у { $side ->
    [white] білих
   *[black] чорних
} на дошці { $count } { $count ->
    [one] шашка
    [few] шашки
   *[many] шашок
}, а більше 15 бути не може
# $found: what stands in place of the side to move.
error-position-bad-side = сторону, яка ходить, позначають «w» або «b», а знайдено «{ $found }»
error-position-both-borne-off = обидві сторони викинули всі свої шашки
# $point: the point's number (1 to 24).
error-position-two-colours = на лунці { $point } стоять шашки обох кольорів

# Why a game cannot continue from a given position.
error-set-up-begun = партія вже почалася, а позиція може лише починати партію
# $side: the side that has borne off all its checkers (the winner).
error-set-up-over = у цій позиції партію вже закінчено: { $side ->
    [white] білі
   *[black] чорні
} викинули всі 15 шашок

# Why a stored value is not a saved game.
# $at: the number of the character where the data stops being JSON.
error-save-corrupt = це не JSON (помилка в символі { $at })
error-save-not-a-save = це не збережена партія довгих нард
# $version: the save's version as stored.
error-save-unknown-version = версія збереження — { $version }, а цей застосунок читає версії 1 і 2
# $name: the field's name in the stored data (not translated).
error-save-missing-field = немає поля «{ $name }»
# $name: the field's name in the stored data (not translated).
error-save-bad-field = поле «{ $name }» некоректне
# $why: what is wrong with the game record (its error message, already in the reader's language).
error-save-bad-record = запис партії пошкоджено ({ $why })
