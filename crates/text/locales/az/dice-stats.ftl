## The dice statistics (crates/text/src/screens/dice_stats.rs, shown by crates/screens/src/dice_stats.rs)

# Followed by a colon and the number of rolls.
dice-stats-rolls-of-turns = Gedişlərin atışları (ilk atış siyahıdadır, amma sayılmır)
dice-stats-doubles = Cütlər
dice-stats-faces = Üzlər
dice-stats-face = Üz
dice-stats-dice = Zərlər
dice-stats-combinations = Kombinasiyalar
dice-stats-combinations-caption = Kombinasiyalar (sətirlər: böyük zər, sütunlar: kiçik zər)
dice-stats-fairness = Zərlər ədalətlidirmi?
dice-stats-sequence = Atışlar ardıcıllıqla
# The opening roll in the list of rolls: "opening: White 3, Black 5".
dice-stats-opening = ilk atış
dice-stats-device-keeps = Bu cihaz atışların özünü yox, yalnız saylarını saxlayır.
# Followed by the game's number: "Game 2".
dice-stats-game = Partiya
# A chi-square test's degrees of freedom, the bare phrase.
dice-stats-freedom = sərbəstlik dərəcəsi
# A chi-square test's result and its reading: $test is the test's name
# (dice-stats-faces or dice-stats-combinations), $statistic the chi-square
# value ("3.2"), $freedom its degrees of freedom, $p the p-value
# (dice-stats-p or dice-stats-p-below), $reading one of the readings below.
dice-stats-test = { $test }: χ² = { $statistic }, { $freedom ->
        [one] { $freedom } sərbəstlik dərəcəsi
       *[other] { $freedom } sərbəstlik dərəcəsi
    }, { $p } — { $reading }.
# $p is the p-value ("0.670").
dice-stats-p = p = { $p }
dice-stats-p-below = p < 0.001
# $needed is how many rolls the test needs.
dice-stats-too-few-rolls = qərar vermək üçün atış azdır: test üçün ən azı { $needed } atış lazımdır
dice-stats-consistent = ədalətli zərlərə uyğundur
dice-stats-unusual = qeyri-adi: ədalətli zərlər 100 sınaqdan birindən az hallarda bu qədər qeyri-bərabər olur
dice-stats-very-unusual = çox qeyri-adi: ədalətli zərlər 1000 sınaqdan birindən az hallarda bu qədər qeyri-bərabər olur
