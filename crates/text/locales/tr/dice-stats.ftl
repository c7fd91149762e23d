## The dice statistics (crates/text/src/screens/dice_stats.rs, shown by crates/screens/src/dice_stats.rs)

# Followed by a colon and the number of rolls.
dice-stats-rolls-of-turns = Hamle zarları (açılış zarı listelenir, sayılmaz)
dice-stats-doubles = Çiftler
dice-stats-faces = Yüzler
dice-stats-face = Yüz
dice-stats-dice = Zarlar
dice-stats-combinations = Kombinasyonlar
dice-stats-combinations-caption = Kombinasyonlar (satırlar: büyük zar, sütunlar: küçük zar)
dice-stats-fairness = Zarlar adil mi?
dice-stats-sequence = Sırasıyla zarlar
# The opening roll in the list of rolls: "açılış: Beyaz 3, Siyah 5".
dice-stats-opening = açılış
dice-stats-device-keeps = Bu cihaz zarların kendisini değil, yalnızca sayımlarını saklar.
# Followed by the game's number: "Oyun 2".
dice-stats-game = Oyun
# A chi-square test's degrees of freedom, the bare phrase.
dice-stats-freedom = serbestlik derecesi
# A chi-square test's result and its reading: $test is the test's name
# (dice-stats-faces or dice-stats-combinations), $statistic the chi-square
# value ("3.2"), $freedom its degrees of freedom, $p the p-value
# (dice-stats-p or dice-stats-p-below), $reading one of the readings below.
# A noun after a number stays singular in Turkish: one form for every number.
dice-stats-test = { $test }: χ² = { $statistic }, { $freedom } serbestlik derecesi, { $p } — { $reading }.
# $p is the p-value ("0.670").
dice-stats-p = p = { $p }
dice-stats-p-below = p < 0.001
# $needed is how many rolls the test needs.
dice-stats-too-few-rolls = karar vermek için çok az zar: test için en az { $needed } zar gerekir
dice-stats-consistent = adil zarlarla uyumlu
dice-stats-unusual = olağan dışı: adil zarlar 100 denemede birden az bu kadar dengesiz çıkar
dice-stats-very-unusual = çok olağan dışı: adil zarlar 1.000 denemede birden az bu kadar dengesiz çıkar
