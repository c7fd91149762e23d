## The dice statistics (crates/text/src/screens/dice_stats.rs, shown by crates/screens/src/dice_stats.rs)

# Followed by a colon and the number of rolls.
dice-stats-rolls-of-turns = Turn rolls (the opening roll is listed, not counted)
dice-stats-doubles = Doubles
dice-stats-faces = Faces
dice-stats-face = Face
dice-stats-dice = Dice
dice-stats-combinations = Combinations
dice-stats-combinations-caption = Combinations (rows: higher die, columns: lower die)
dice-stats-fairness = Are they fair?
dice-stats-sequence = Rolls in order
# The opening roll in the list of rolls: "opening: White 3, Black 5".
dice-stats-opening = opening
dice-stats-device-keeps = This device keeps counts, not the rolls themselves.
# Followed by the game's number: "Game 2".
dice-stats-game = Game
# A chi-square test's degrees of freedom, the bare phrase.
dice-stats-freedom = degrees of freedom
# A chi-square test's result and its reading: $test is the test's name
# (dice-stats-faces or dice-stats-combinations), $statistic the chi-square
# value ("3.2"), $freedom its degrees of freedom, $p the p-value
# (dice-stats-p or dice-stats-p-below), $reading one of the readings below.
dice-stats-test = { $test }: χ² = { $statistic }, { $freedom ->
        [one] { $freedom } degree
       *[other] { $freedom } degrees
    } of freedom, { $p } — { $reading }.
# $p is the p-value ("0.670").
dice-stats-p = p = { $p }
dice-stats-p-below = p < 0.001
# $needed is how many rolls the test needs.
dice-stats-too-few-rolls = too few rolls to judge: the test needs { $needed } or more
dice-stats-consistent = consistent with fair dice
dice-stats-unusual = unusual: fair dice are this uneven less than once in 100 runs
dice-stats-very-unusual = very unusual: fair dice are this uneven less than once in 1,000 runs
