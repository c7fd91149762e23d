## The dice statistics (crates/text/src/screens/dice_stats.rs, shown by crates/screens/src/dice_stats.rs)

# Followed by a colon and the number of rolls.
dice-stats-rolls-of-turns = Քայլերի նետումներ (վիճակահանությունը ցույց է տրված, բայց չի հաշվվում)
dice-stats-doubles = Դուբլներ
dice-stats-faces = Նիստեր
dice-stats-face = Նիստ
dice-stats-dice = Զառեր
dice-stats-combinations = Համակցություններ
dice-stats-combinations-caption = Համակցություններ (տողեր՝ մեծ զառը, սյունակներ՝ փոքր զառը)
dice-stats-fairness = Արդա՞ր են զառերը
dice-stats-sequence = Նետումները հերթականությամբ
# The opening roll in the list of rolls: "opening: White 3, Black 5".
dice-stats-opening = վիճակահանություն
dice-stats-device-keeps = Այս սարքը պահում է միայն քանակները, ոչ թե բուն նետումները։
# Followed by the game's number: "Game 2".
dice-stats-game = Պարտիա
# A chi-square test's degrees of freedom, the bare phrase.
dice-stats-freedom = ազատության աստիճան
# A chi-square test's result and its reading: $test is the test's name
# (dice-stats-faces or dice-stats-combinations), $statistic the chi-square
# value ("3.2"), $freedom its degrees of freedom, $p the p-value
# (dice-stats-p or dice-stats-p-below), $reading one of the readings below.
dice-stats-test = { $test }: χ² = { $statistic }, { $freedom ->
        [one] { $freedom } ազատության աստիճան
       *[other] { $freedom } ազատության աստիճան
    }, { $p } — { $reading }։
# $p is the p-value ("0.670").
dice-stats-p = p = { $p }
dice-stats-p-below = p < 0.001
# $needed is how many rolls the test needs.
dice-stats-too-few-rolls = նետումները քիչ են եզրակացության համար՝ թեստին պետք է { $needed } կամ ավելի
dice-stats-consistent = համապատասխանում է արդար զառերին
dice-stats-unusual = անսովոր է՝ արդար զառերն այսքան անհավասար են լինում 100 փորձից մեկից էլ քիչ
dice-stats-very-unusual = շատ անսովոր է՝ արդար զառերն այսքան անհավասար են լինում 1000 փորձից մեկից էլ քիչ
