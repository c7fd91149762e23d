## What a screen reader says of the board (crates/text/src/labels.rs)

# A point and its checkers: $checkers says how many of which colour ("2 white checkers").
label-point = خانهٔ { $number }، { $checkers }
label-point-empty = خانهٔ { $number }، خالی
# A point being set up that holds both colours: $white and $black say how many
# checkers of each ("1 white checker", "15 black checkers").
label-point-mixed = خانهٔ { $number }، { $white }، { $black }
# A side's checkers borne off: $side is "white" or "black", $n how many.
label-tray = { $side ->
    [white] سفید
   *[black] سیاه
} بیرون برده: { $n }
# A movable checker: $point is the point's label ("Point 13, 2 white checkers").
label-checker-selected = { $point }: انتخاب شده، برای لغو انتخاب Enter را بزنید
label-checker-movable = { $point }: قابل حرکت، برای انتخاب Enter را بزنید
# A highlighted destination.
label-target = حرکت به خانهٔ { $number }
# The doubling cube: $value is its value; $owner is "white" or "black" (the
# side that holds it) or "none" (it is in the middle).
label-cube = مکعب روی { $value }، { $owner ->
    [white] در دست سفید
    [black] در دست سیاه
   *[none] در وسط
}
