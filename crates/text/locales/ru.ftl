# Сообщения «Длинных нард» по-русски (TRANSLATING.md). Термины игроков:
# зары, ход, голова, дом, выброс, оин, марс, кокс.

## Постоянные слова интерфейса

new-game = Новая игра
close = Закрыть
menu = Меню
settings = Настройки
pace-slow = Темп: медленно
pace-normal = Темп: обычный
pace-fast = Темп: быстро
pace-instant = Темп: сразу
pace-title = Как быстро компьютер делает ходы
theme-auto = Тема: как в системе
theme-light = Тема: светлая
theme-dark = Тема: тёмная
theme-contrast = Тема: контрастная
loading = Загрузка…
rules-button = Правила
editor-button = Расстановка
share = Поделиться
resign = Сдаться
roll = Бросить зары
double-button = Удвоить
take-button = Принять
pass-button = Отказаться
beaver-button = Бобёр
crawford = Партия Кроуфорда: без удвоений.
next-game-draw = Ничья: очков нет.
undo = Отменить
confirm = Завершить ход
hint = Подсказка
chances-on = Шансы: вкл.
chances-off = Шансы: выкл.
chances = Шансы на победу
mars = марс
review-game = Разбор
take-back = Переходить
take-back-title = Вернуть ход компьютера и свой
thinking = Компьютер думает…
next-game = Следующая партия
language-label = Язык
numbering-absolute = Номера: доска
numbering-relative = Номера: мои
white = Белые
black = Чёрные
score = Счёт
borne-off = выброшено
history = Ходы
history-board-numbers = номера доски
history-own-numbers = свои номера каждой стороны
pass = пас
board = Доска длинных нард
computer = Компьютер
you = Вы
off = Выбросить
dice = Зары
crash = Что-то пошло не так — перезагрузите страницу.
reload = Перезагрузить
controls = Управление игрой
record-button = Запись
sound-on = Звук: вкл.
sound-off = Звук: выкл.
# Shown offline too (a first visit whose computer could not be downloaded): in the first catalog.
computer-unavailable = Не удалось загрузить игру компьютера: проверьте подключение. Попытка повторяется каждые несколько секунд.
dismiss = Закрыть
