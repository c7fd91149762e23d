## What a screen reader says of the board (crates/text/src/labels.rs)

# A point and its checkers: $checkers says how many of which colour ("2 white checkers").
label-point = Xana { $number }, { $checkers }
label-point-empty = Xana { $number }, boş
# A point being set up that holds both colours: $white and $black say how many
# checkers of each ("1 white checker", "15 black checkers").
label-point-mixed = Xana { $number }, { $white }, { $black }
# A side's checkers borne off: $side is "white" or "black", $n how many.
label-tray = { $side ->
    [white] Ağların
   *[black] Qaraların
} çıxarılmış daşları: { $n }
# A movable checker: $point is the point's label ("Point 13, 2 white checkers").
label-checker-selected = { $point }: seçilib, seçimi ləğv etmək üçün Enter basın
label-checker-movable = { $point }: hərəkət edə bilər, seçmək üçün Enter basın
# A highlighted destination.
label-target = Xanaya apar: { $number }
# The doubling cube: $value is its value; $owner is "white" or "black" (the
# side that holds it) or "none" (it is in the middle).
label-cube = Kub: { $value }, { $owner ->
    [white] Ağlardadır
    [black] Qaralardadır
   *[none] ortadadır
}
