## What a screen reader says of the board (crates/text/src/labels.rs)

# A point and its checkers: $checkers says how many of which colour ("2 white checkers").
label-point = Դաշտ { $number }, { $checkers }
label-point-empty = Դաշտ { $number }, դատարկ
# A point being set up that holds both colours: $white and $black say how many
# checkers of each ("1 white checker", "15 black checkers").
label-point-mixed = Դաշտ { $number }, { $white }, { $black }
# A side's checkers borne off: $side is "white" or "black", $n how many.
label-tray = Հանված { $side ->
    [white] սպիտակ
   *[black] սև
} քարեր՝ { $n }
# A movable checker: $point is the point's label ("Point 13, 2 white checkers").
label-checker-selected = { $point }: ընտրված է, սեղմեք Enter՝ ընտրությունը չեղարկելու համար
label-checker-movable = { $point }: կարող է քայլել, սեղմեք Enter՝ ընտրելու համար
# A highlighted destination.
label-target = Տեղափոխել դաշտ { $number }
# The doubling cube: $value is its value; $owner is "white" or "black" (the
# side that holds it) or "none" (it is in the middle).
label-cube = Խորանարդ՝ { $value }, { $owner ->
    [white] սպիտակների մոտ
    [black] սևերի մոտ
   *[none] մեջտեղում
}
