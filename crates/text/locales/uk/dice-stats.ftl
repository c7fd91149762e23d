## The dice statistics (crates/text/src/screens/dice_stats.rs, shown by crates/screens/src/dice_stats.rs)

# Followed by a colon and the number of rolls.
dice-stats-rolls-of-turns = Кидки ходів (розіграш першого ходу показано, але не враховано)
dice-stats-doubles = Дублі
dice-stats-faces = Грані
dice-stats-face = Грань
dice-stats-dice = Зари
dice-stats-combinations = Комбінації
dice-stats-combinations-caption = Комбінації (рядки: більший зар, стовпці: менший)
dice-stats-fairness = Чи чесні зари?
dice-stats-sequence = Кидки по черзі
# The opening roll in the list of rolls: "opening: White 3, Black 5".
dice-stats-opening = розіграш
dice-stats-device-keeps = Цей пристрій зберігає лише підсумки, а не самі кидки.
# Followed by the game's number: "Game 2".
dice-stats-game = Партія
# A chi-square test's degrees of freedom, the bare phrase.
dice-stats-freedom = ступенів вільності
# A chi-square test's result and its reading: $test is the test's name
# (dice-stats-faces or dice-stats-combinations), $statistic the chi-square
# value ("3.2"), $freedom its degrees of freedom, $p the p-value
# (dice-stats-p or dice-stats-p-below), $reading one of the readings below.
dice-stats-test = { $test }: χ² = { $statistic }; { $freedom ->
        [one] { $freedom } ступінь
        [few] { $freedom } ступені
       *[many] { $freedom } ступенів
    } вільності; { $p } — { $reading }.
# $p is the p-value ("0.670").
dice-stats-p = p = { $p }
dice-stats-p-below = p < 0,001
# $needed is how many rolls the test needs.
dice-stats-too-few-rolls = замало кидків для висновку: тест потребує { $needed } або більше
dice-stats-consistent = узгоджується з чесними зарами
dice-stats-unusual = незвично: у чесних зарів така нерівномірність трапляється рідше ніж раз на 100 серій
dice-stats-very-unusual = дуже незвично: у чесних зарів така нерівномірність трапляється рідше ніж раз на 1000 серій
