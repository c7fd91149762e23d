## What a screen reader says of the board (crates/text/src/labels.rs)

# A point and its checkers: $checkers says how many of which colour ("2 beyaz pul").
label-point = Hane { $number }, { $checkers }
label-point-empty = Hane { $number }, boş
# A point being set up that holds both colours: $white and $black say how many
# checkers of each ("1 beyaz pul", "15 siyah pul").
label-point-mixed = Hane { $number }, { $white }, { $black }
# A side's checkers borne off: $side is "white" or "black", $n how many.
label-tray = { $side ->
    [white] Beyazın topladığı
   *[black] Siyahın topladığı
}: { $n }
# A movable checker: $point is the point's label ("Hane 13, 2 beyaz pul").
label-checker-selected = { $point }: seçili, seçimi kaldırmak için Enter'a basın
label-checker-movable = { $point }: oynanabilir, seçmek için Enter'a basın
# A highlighted destination.
label-target = Buraya oyna: hane { $number }
# The doubling cube: $value is its value; $owner is "white" or "black" (the
# side that holds it) or "none" (it is in the middle).
label-cube = Küp: { $value }, { $owner ->
    [white] Beyazda
    [black] Siyahta
   *[none] ortada
}
