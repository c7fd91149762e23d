## The dice statistics (crates/text/src/screens/dice_stats.rs, shown by crates/screens/src/dice_stats.rs)

# Followed by a colon and the number of rolls.
dice-stats-rolls-of-turns = სვლების გაგორებები (საწყისი გაგორება ნაჩვენებია, მაგრამ არ ითვლება)
dice-stats-doubles = დუბლები
dice-stats-faces = წახნაგები
dice-stats-face = წახნაგი
dice-stats-dice = კამათელი
dice-stats-combinations = კომბინაციები
dice-stats-combinations-caption = კომბინაციები (სტრიქონები: დიდი კამათელი, სვეტები: პატარა კამათელი)
dice-stats-fairness = სამართლიანია კამათელი?
dice-stats-sequence = გაგორებები თანმიმდევრობით
# The opening roll in the list of rolls: "opening: White 3, Black 5".
dice-stats-opening = საწყისი
dice-stats-device-keeps = ეს მოწყობილობა ინახავს მხოლოდ რაოდენობებს და არა თავად გაგორებებს.
# Followed by the game's number: "Game 2".
dice-stats-game = პარტია
# A chi-square test's degrees of freedom, the bare phrase.
dice-stats-freedom = თავისუფლების ხარისხი
# A chi-square test's result and its reading: $test is the test's name
# (dice-stats-faces or dice-stats-combinations), $statistic the chi-square
# value ("3.2"), $freedom its degrees of freedom, $p the p-value
# (dice-stats-p or dice-stats-p-below), $reading one of the readings below.
dice-stats-test = { $test }: χ² = { $statistic }, { $freedom ->
        [one] { $freedom } თავისუფლების ხარისხი
       *[other] { $freedom } თავისუფლების ხარისხი
    }, { $p } — { $reading }.
# $p is the p-value ("0.670").
dice-stats-p = p = { $p }
dice-stats-p-below = p < 0.001
# $needed is how many rolls the test needs.
dice-stats-too-few-rolls = შესაფასებლად გაგორებები ცოტაა: ტესტს სჭირდება { $needed } ან მეტი
dice-stats-consistent = შეესაბამება სამართლიან კამათელს
dice-stats-unusual = უჩვეულოა: სამართლიანი კამათელი ასეთ უთანაბრობას 100 ცდიდან ერთხელზე ნაკლებად იძლევა
dice-stats-very-unusual = ძალიან უჩვეულოა: სამართლიანი კამათელი ასეთ უთანაბრობას 1000 ცდიდან ერთხელზე ნაკლებად იძლევა
