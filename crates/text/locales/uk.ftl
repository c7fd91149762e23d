# Повідомлення «Довгих нард» українською: переклад еталонних англійських
# (TRANSLATING.md). Терміни гравців, однакові в усіх файлах: лунка, шашка,
# зари, голова, дім, викинути / викидання, оін, марс, кокс.

## The interface's fixed words

new-game = Нова гра
close = Закрити
menu = Меню
settings = Налаштування
pace-slow = Темп: повільно
pace-normal = Темп: звичайний
pace-fast = Темп: швидко
pace-instant = Темп: миттєво
pace-title = Як швидко комп’ютер робить свої ходи
theme-auto = Тема: як у системі
theme-light = Тема: світла
theme-dark = Тема: темна
theme-contrast = Тема: висока контрастність
loading = Завантаження…
rules-button = Правила
editor-button = Розстановка
share = Поділитися
resign = Здатися
roll = Кинути зари
double-button = Подвоїти
take-button = Прийняти
pass-button = Відмовитися
beaver-button = Бобер
crawford = Партія Кроуфорда: без подвоєнь.
next-game-draw = Нічия: очок немає.
undo = Скасувати
confirm = Завершити хід
hint = Підказка
chances-on = Шанси: увімк.
chances-off = Шанси: вимк.
chances = Шанси на перемогу
mars = марс
review-game = Розбір
take-back = Повернути хід
take-back-title = Повернути хід комп’ютера і свій
thinking = Комп’ютер думає…
next-game = Наступна партія
language-label = Мова
numbering-absolute = Нумерація: дошки
numbering-relative = Нумерація: моя
white = Білі
black = Чорні
score = Рахунок
borne-off = викинуто
history = Ходи
history-board-numbers = номери дошки
history-own-numbers = власні номери кожної сторони
pass = пас
board = Дошка довгих нард
computer = Комп’ютер
you = Ви
off = Викинути
dice = Зари
crash = Щось пішло не так — перезавантажте сторінку.
reload = Перезавантажити
controls = Керування грою
record-button = Запис
sound-on = Звук: увімк.
sound-off = Звук: вимк.
# Shown offline too (a first visit whose computer could not be downloaded): in the first catalog.
computer-unavailable = Не вдалося завантажити гру комп’ютера: перевірте з’єднання. Нова спроба — кожні кілька секунд.
dismiss = Закрити
