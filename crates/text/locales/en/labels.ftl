## What a screen reader says of the board (crates/text/src/labels.rs)

# A point and its checkers: $checkers says how many of which colour ("2 white checkers").
label-point = Point { $number }, { $checkers }
label-point-empty = Point { $number }, empty
# A point being set up that holds both colours: $white and $black say how many
# checkers of each ("1 white checker", "15 black checkers").
label-point-mixed = Point { $number }, { $white }, { $black }
# A side's checkers borne off: $side is "white" or "black", $n how many.
label-tray = { $side ->
    [white] White
   *[black] Black
} borne off: { $n }
# A movable checker: $point is the point's label ("Point 13, 2 white checkers").
label-checker-selected = { $point }: selected, press Enter to deselect
label-checker-movable = { $point }: can move, press Enter to select
# A highlighted destination.
label-target = Move to point { $number }
# The doubling cube: $value is its value; $owner is "white" or "black" (the
# side that holds it) or "none" (it is in the middle).
label-cube = Cube at { $value }, { $owner ->
    [white] White's
    [black] Black's
   *[none] in the middle
}
