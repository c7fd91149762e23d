## Статистика заров (crates/text/src/screens/dice_stats.rs)

dice-stats-rolls-of-turns = Броски ходов (розыгрыш первого хода показан, но не считается)
dice-stats-doubles = Дубли
dice-stats-faces = Грани
dice-stats-face = Грань
dice-stats-dice = Зары
dice-stats-combinations = Сочетания
dice-stats-combinations-caption = Сочетания (строки: старший зар, столбцы: младший)
dice-stats-fairness = Честные ли?
dice-stats-sequence = Броски по порядку
dice-stats-opening = розыгрыш
dice-stats-device-keeps = Устройство хранит только подсчёты, а не сами броски.
dice-stats-game = Партия
dice-stats-freedom = степеней свободы
# Дробные числа пишутся с запятой, поэтому части разделены точкой с запятой.
dice-stats-test = { $test }: χ² = { $statistic }; { $freedom ->
        [one] { $freedom } степень
        [few] { $freedom } степени
       *[many] { $freedom } степеней
    } свободы; { $p } — { $reading }.
dice-stats-p = p = { $p }
dice-stats-p-below = p < 0.001
dice-stats-too-few-rolls = слишком мало бросков для вывода: нужно { $needed } или больше
dice-stats-consistent = согласуется с честными зарами
dice-stats-unusual = необычно: у честных заров такой перекос реже одного раза из 100
dice-stats-very-unusual = очень необычно: у честных заров такой перекос реже одного раза из 1000
