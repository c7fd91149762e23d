## Разбор партии (crates/text/src/screens/report.rs)

report-title = Разбор партии
report-decisions = Ходов с выбором
report-error-rate = Ошибки (тысячные очка за ход)
report-ladder = Играли как (уровни компьютера)
report-pr = PR (шкала бэкгаммона: ошибка × 500)
report-inaccuracies = ?! Неточности
report-mistakes = ? Ошибки
report-blunders = ?? Грубые ошибки
report-luck = Удача (очки)
report-graph = Шансы белых на победу перед каждым броском
report-game = Партия
report-adjusted = результат белых с поправкой на удачу
report-loss = потеря
report-best = лучше
report-no-choice = без выбора
report-turns = Ходы
report-cube = Решения с кубом
report-before-turn = перед ходом
report-no-double = без удвоения
report-double = удвоение
report-take = принять
report-pass = отказ
report-beaver = бобёр
report-rung-below = слабее, чем { $level }
report-rung-top = { $level } или сильнее
