## What a screen reader says of the board (crates/text/src/labels.rs)

# A point and its checkers: $checkers says how many of which colour ("2 white checkers").
label-point = Лунка { $number }, { $checkers }
label-point-empty = Лунка { $number }, порожня
# A point being set up that holds both colours: $white and $black say how many
# checkers of each ("1 white checker", "15 black checkers").
label-point-mixed = Лунка { $number }, { $white }, { $black }
# A side's checkers borne off: $side is "white" or "black", $n how many.
label-tray = { $side ->
    [white] Білі
   *[black] Чорні
} викинули: { $n }
# A movable checker: $point is the point's label ("Point 13, 2 white checkers").
label-checker-selected = { $point }: вибрано, Enter — скасувати вибір
label-checker-movable = { $point }: може ходити, Enter — вибрати
# A highlighted destination.
label-target = Хід на лунку { $number }
# The doubling cube: $value is its value; $owner is "white" or "black" (the
# side that holds it) or "none" (it is in the middle).
label-cube = Куб на { $value }, { $owner ->
    [white] у білих
    [black] у чорних
   *[none] посередині
}
