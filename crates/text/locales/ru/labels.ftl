## Что экранный диктор говорит о доске (crates/text/src/labels.rs)

label-point = Лунка { $number }, { $checkers }
label-point-empty = Лунка { $number }, пусто
label-point-mixed = Лунка { $number }, { $white }, { $black }
label-tray = Выброшено { $side ->
    [white] белыми
   *[black] чёрными
}: { $n }
label-checker-selected = { $point }: выбрана, Enter — снять выбор
label-checker-movable = { $point }: может ходить, Enter — выбрать
label-target = Ход на лунку { $number }
label-cube = Куб на { $value }, { $owner ->
    [white] у белых
    [black] у чёрных
   *[none] в центре
}
