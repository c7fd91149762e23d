## Ошибки движка (crates/text/src/errors.rs): записи, позиции, нотация,
## ходы, действия в игре, сохранённые партии. Текст из записи и нотации
## ($found, ходы, зары, строки позиций, буквы w и b, строки записи вроде
## «Game 1») не переводится и берётся в «кавычки».

error-result = победа { $side ->
    [white] белых
   *[black] чёрных
}: { $kind ->
    [oin] оин
    [mars] марс
    [koks] кокс
   *[count] шашки на доске
}, { $points } { $points ->
    [one] очко
    [few] очка
   *[many] очков
}
error-result-capped = победа { $side ->
    [white] белых
   *[black] чёрных
}: { $kind ->
    [oin] оин
    [mars] марс
    [koks] кокс
   *[count] шашки на доске
}, { $points } { $points ->
    [one] очко
    [few] очка
   *[many] очков
} (из { $worth })

error-position-missing-side = позиция — это 24 числа через запятую, пробел и сторона, которой ходить (w или b)
error-position-wrong-count = в позиции должно быть 24 числа, по одному на лунку, а найдено { $n }
error-position-bad-number = лунка { $point }: «{ $text }» — не целое число
error-position-out-of-range = лунка { $point }: число { $value } вне допустимых пределов (-15..15)
error-position-too-many-checkers = у { $side ->
    [white] белых
   *[black] чёрных
} на доске { $count } { $count ->
    [one] шашка
    [few] шашки
   *[many] шашек
}, а больше 15 быть не может
error-position-bad-side = сторона, которой ходить, обозначается «w» или «b», а найдено «{ $found }»
error-position-both-borne-off = обе стороны выбросили все свои шашки
error-position-two-colours = на лунке { $point } стоят шашки обоих цветов

error-set-up-begun = партия уже началась, а позиция может только начинать её
error-set-up-over = в этой позиции партия уже окончена (победа { $side ->
    [white] белых
   *[black] чёрных
})

error-save-corrupt = это не JSON (ошибка в символе { $at })
error-save-not-a-save = это не сохранённая партия длинных нард
error-save-unknown-version = у него версия { $version }, а это приложение читает версии 1 и 2
error-save-missing-field = в нём нет поля «{ $name }»
error-save-bad-field = его поле «{ $name }» неверно
error-save-bad-record = запись партии в нём повреждена ({ $why })
