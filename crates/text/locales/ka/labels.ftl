## What a screen reader says of the board (crates/text/src/labels.rs)

# A point and its checkers: $checkers says how many of which colour ("2 white checkers").
label-point = უჯრა { $number }, { $checkers }
label-point-empty = უჯრა { $number }, ცარიელი
# A point being set up that holds both colours: $white and $black say how many
# checkers of each ("1 white checker", "15 black checkers").
label-point-mixed = უჯრა { $number }, { $white }, { $black }
# A side's checkers borne off: $side is "white" or "black", $n how many.
label-tray = { $side ->
    [white] თეთრების
   *[black] შავების
} გაყვანილი ქვები: { $n }
# A movable checker: $point is the point's label ("Point 13, 2 white checkers").
label-checker-selected = { $point }: არჩეულია, არჩევის მოსახსნელად დააჭირეთ Enter-ს
label-checker-movable = { $point }: სვლა შესაძლებელია, ასარჩევად დააჭირეთ Enter-ს
# A highlighted destination.
label-target = სვლა: უჯრა { $number }
# The doubling cube: $value is its value; $owner is "white" or "black" (the
# side that holds it) or "none" (it is in the middle).
label-cube = კუბი: { $value }, { $owner ->
    [white] თეთრებთან
    [black] შავებთან
   *[none] შუაში
}
