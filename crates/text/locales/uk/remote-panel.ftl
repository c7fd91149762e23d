## A game with a friend: the panel, the invitation, the list (src/panels/remote_panel.rs)

remote-accept = Прийняти й грати
remote-not-now = Не зараз
remote-copy = Копіювати посилання
remote-share = Поділитися…
remote-send-again = Надіслати ще раз
remote-games = Партії з друзями
remote-link-text = Посилання текстом
remote-unavailable = Гра з другом не запустилася в цьому браузері: її код не завантажився. Перезавантажте сторінку.
remote-again = Це посилання вже зіграно тут: нічого не змінилося.
remote-unknown = Це посилання з партії з другом, якої немає на цьому пристрої: спершу відкрийте запрошення.
remote-other-tab = Партія продовжилася в іншій вкладці цього браузера: ця вкладка тепер іде за нею, а ваш останній хід тут не було надіслано.
remote-replaced = Копія партії на цьому пристрої була старіша й зіграла хід знову: відкритий вами хід стає на його місце, і партія йде далі в згоді з другом.
remote-flood = Надійшло забагато повідомлень одразу: сторінка прочитала перші, решту відкинуто. Нічого не втрачено: кожне повідомлення — це й посилання.
remote-not-a-message = У цьому посиланні немає ходу партії з другом: можливо, його обрізано.
# The name shown for a friend who gave none (it stands where a name does).
remote-unnamed = Друг
remote-invites = { $friend } запрошує вас зіграти
# The value of a rule in the invitation's list (koks, beaver, Jacoby).
remote-rule-yes = так
remote-rule-no = ні
remote-status-invite = Надішліть це запрошення другові будь-яким месенджером
remote-status-send = Надішліть це посилання другові: { $friend }
remote-status-wait = Надіслано другові: { $friend } — чекаємо на відповідь
remote-status-play = Ваш хід у партії з другом: { $friend }
remote-status-over = Матч із другом закінчено: { $friend }
remote-row-invite = ще не прийнято
remote-row-send = треба надіслати посилання
remote-row-wait = хід друга
remote-row-play = ваш хід
remote-row-over = закінчено
# The game's check code ($code: twelve digits in three groups) and the friend's name.
remote-check = Перевірний код: { $code }. У друга ({ $friend }) він такий самий, лише якщо запрошення ніхто не перехопив: звірте його голосом або через інший месенджер.
# A friend's game this browser could not save: its link waits (src/panels/remote_panel.rs).
remote-unkept = Партію не збережено: сховище браузера заповнене або вимкнене. Посилання поки притримано, щоб нічого не пропало, якщо вкладка закриється. Завантажте партію (Запис → Відкрити запис із файлу відкриє її тут знову) або звільніть місце й спробуйте ще раз.
remote-download = Завантажити партію
remote-keep-again = Спробувати ще раз

## Live play: the two pages connected directly (src/panels/live_panel.rs)

remote-live-offer = Це посилання ще й з'єднає сторінки напряму, коли повернеться посилання друга
remote-live-answer = Надішліть це посилання назад: воно з'єднає сторінки напряму
remote-live-connected = Пряме з'єднання з другом ({ $friend }): ходи приходять одразу
remote-live-lost = Прямого з'єднання немає: гра триває за посиланнями
remote-live-connect = З'єднатися напряму
remote-live-reach = З'єднуватися напряму через інтернет
remote-live-reach-cost = Тоді загальнодоступний сервер дізнається зовнішню адресу цього пристрою.
remote-live-relayed = З'єднано з другом ({ $friend }) через сервер-посередник: ходи надходять одразу
remote-live-offered = Друг пропонує з'єднати сторінки напряму
remote-live-checking = З'єднано: перевіряємо, що в тієї сторінки ключ вашого друга…
remote-live-unproven = Сторінка, що відповіла, не показала ключ вашого друга: з'єднання розірвано, гра триває за посиланнями
remote-qr-show = QR-код
remote-qr-label = Посилання QR-кодом для камери телефона

## Abandonment: how long an answer may take, and the claim (src/panels/remote_panel.rs)

# A span of time: $n minutes, hours, days.
remote-minutes = { $n ->
    [one] { $n } хвилина
    [few] { $n } хвилини
    [many] { $n } хвилин
   *[other] { $n } хвилини
}
remote-hours = { $n ->
    [one] { $n } година
    [few] { $n } години
    [many] { $n } годин
   *[other] { $n } години
}
remote-days = { $n ->
    [one] { $n } день
    [few] { $n } дні
    [many] { $n } днів
   *[other] { $n } дня
}
# The invitation's choice: how long a side may take to answer before the other may claim the match.
remote-limit = Час на відповідь
remote-limit-hint = Якщо відповідь затримається довше, той, хто чекає, може зарахувати собі перемогу в матчі.
remote-claim = Зарахувати собі перемогу
# $time: the date and time the friend's answer is due by.
remote-claim-later = Якщо друг ({ $friend }) не відповість до { $time }, ви зможете зарахувати собі перемогу в матчі.
remote-claim-now = Друг ({ $friend }) не відповів вчасно: ви можете зарахувати собі перемогу в матчі.
remote-answer-by = Дайте відповідь до { $time }: потім друг ({ $friend }) зможе зарахувати собі перемогу в матчі.
remote-status-won-abandoned = Друг ({ $friend }) не відповів вчасно: ви виграли матч через неявку
remote-status-lost-abandoned = Друг ({ $friend }) зарахував собі перемогу: ви не відповіли вчасно
remote-row-won-abandoned = перемога через неявку
remote-row-lost-abandoned = поразка через неявку
remote-claim-withdrawn = Відповідь друга прийшла вже після того, як ви зарахували собі перемогу: перемогу скасовано, партія триває.
