## Фразы строки состояния: чей ход, что выпало, кто выиграл (crates/text/src/status.rs)

status-opening-tie = У обоих { $die } — перебрасываем…
status-starts = Белые { $white }, чёрные { $black }: начинают { $side ->
    [white] белые
   *[black] чёрные
}.
status-pass = { $side ->
    [white] Белые
   *[black] Чёрные
}: хода нет — пропуск хода.
status-tutor-stop = Лучше было { $best }; ваш ход теряет { $loss } очка за партию.
status-opening-prompt = Розыгрыш первого хода…
status-to-roll = { $side ->
    [white] Белые
   *[black] Чёрные
}: бросок заров.
status-to-move = Ход: { $side ->
    [white] белые
   *[black] чёрные
}.
status-computer-moving = Ходит компьютер ({ $side ->
    [white] белые
   *[black] чёрные
})…
status-game-drawn = Ничья: обе стороны выбросили все 15 шашек, очков нет.
status-cube-offered = { $side ->
    [white] Белые
   *[black] Чёрные
} удваивают до { $value }: принять или отказаться?
status-depth = глуб. { $depth }
status-cube-dead = Куб мёртв: удвоение ничего не даёт.
status-cube-verdict = Лучше: { $double ->
    [yes] удвоить
   *[no] не удваивать
}; ответ: { $answer ->
    [take] принять
   *[pass] отказаться
}.
status-game-won = Победа: { $side ->
    [white] белые
   *[black] чёрные
} — { $kind }, { $points }.
status-match-won = { $side ->
    [white] Белые
   *[black] Чёрные
} выиграли матч!
status-play-on-intro = Новый матч с позиции на доске; первыми бросают { $side ->
    [white] белые
   *[black] чёрные
}. Просматриваемый матч сохраняется.
status-review = Партия { $game } · ход { $turn } из { $turns } { $notation }
