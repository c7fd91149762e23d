## Игра с другом: панель, приглашение, список (src/panels/remote_panel.rs)

remote-accept = Принять и играть
remote-not-now = Не сейчас
remote-copy = Скопировать ссылку
remote-share = Поделиться…
remote-send-again = Отправить ещё раз
remote-games = Партии с друзьями
remote-link-text = Ссылка текстом
remote-unavailable = Игра с другом не запустилась в этом браузере: её код не загрузился. Перезагрузите страницу.
remote-again = Эта ссылка уже сыграна здесь: ничего не изменилось.
remote-unknown = Эта ссылка — из партии с другом, которой нет на этом устройстве: сначала откройте приглашение.
remote-other-tab = Партия продолжилась в другой вкладке этого браузера: эта вкладка теперь следует за ней, а ваш последний ход здесь не был отправлен.
remote-replaced = Копия партии на этом устройстве была старее и сыграла ход заново: открытый вами ход встаёт на его место, и партия идёт дальше в согласии с другом.
remote-flood = Пришло слишком много сообщений сразу: страница прочла первые, остальные отброшены. Ничего не потеряно: каждое сообщение — это и ссылка.
remote-not-a-message = В этой ссылке нет хода партии с другом: возможно, она обрезана.
# The name shown for a friend who gave none (it stands where a name does).
remote-unnamed = Друг
remote-invites = { $friend } приглашает вас сыграть
# The value of a rule in the invitation's list (koks, beaver, Jacoby).
remote-rule-yes = да
remote-rule-no = нет
remote-status-invite = Отправьте это приглашение другу через любой мессенджер
remote-status-send = Отправьте эту ссылку другу: { $friend }
remote-status-wait = Отправлено другу: { $friend } — ждём ответа
remote-status-play = Ваш ход в партии с другом: { $friend }
remote-status-over = Матч с другом окончен: { $friend }
remote-row-invite = ещё не принято
remote-row-send = нужно отправить ссылку
remote-row-wait = ход друга
remote-row-play = ваш ход
remote-row-over = окончена
# The game's check code ($code: twelve digits in three groups) and the friend's name.
remote-check = Проверочный код: { $code }. У друга ({ $friend }) он такой же, только если приглашение никто не перехватил: сверьте его голосом или через другой мессенджер.
# A friend's game this browser could not save: its link waits (src/panels/remote_panel.rs).
remote-unkept = Партия не сохранена: хранилище браузера заполнено или отключено. Ссылка пока придержана, чтобы ничего не пропало, если вкладка закроется. Скачайте партию (Запись → Загрузить запись из файла откроет её здесь снова) или освободите место и попробуйте ещё раз.
remote-download = Скачать партию
remote-keep-again = Попробовать ещё раз

## Live play: the two pages connected directly (src/panels/live_panel.rs)

remote-live-offer = Эта ссылка ещё и соединит страницы напрямую, когда вернётся ссылка друга
remote-live-answer = Отправьте эту ссылку обратно: она соединит страницы напрямую
remote-live-connected = Прямая связь с другом ({ $friend }): ходы приходят сразу
remote-live-lost = Прямой связи нет: игра продолжается по ссылкам
remote-live-connect = Соединиться напрямую
remote-live-reach = Соединяться напрямую через интернет
remote-live-reach-cost = Тогда общедоступный сервер узнает внешний адрес этого устройства.
remote-live-relayed = Связь с другом ({ $friend }) через сервер-посредник: ходы приходят сразу
remote-live-offered = Друг предлагает связать страницы напрямую
remote-live-checking = Связь есть: проверяем, что у той страницы ключ вашего друга…
remote-live-unproven = Ответившая страница не показала ключ вашего друга: связь разорвана, игра продолжается по ссылкам
remote-qr-show = QR-код
remote-qr-label = Ссылка QR-кодом для камеры телефона

## Abandonment: how long an answer may take, and the claim (src/panels/remote_panel.rs)

# A span of time: $n minutes, hours, days.
remote-minutes = { $n ->
    [one] { $n } минута
    [few] { $n } минуты
    [many] { $n } минут
   *[other] { $n } минуты
}
remote-hours = { $n ->
    [one] { $n } час
    [few] { $n } часа
    [many] { $n } часов
   *[other] { $n } часа
}
remote-days = { $n ->
    [one] { $n } день
    [few] { $n } дня
    [many] { $n } дней
   *[other] { $n } дня
}
# The invitation's choice: how long a side may take to answer before the other may claim the match.
remote-limit = Время на ответ
remote-limit-hint = Если ответ задержится дольше, тот, кто ждёт, может засчитать себе победу в матче.
remote-claim = Засчитать себе победу
# $time: the date and time the friend's answer is due by.
remote-claim-later = Если друг ({ $friend }) не ответит до { $time }, вы сможете засчитать себе победу в матче.
remote-claim-now = Друг ({ $friend }) не ответил вовремя: вы можете засчитать себе победу в матче.
remote-answer-by = Ответьте до { $time }: потом друг ({ $friend }) сможет засчитать себе победу в матче.
remote-status-won-abandoned = Друг ({ $friend }) не ответил вовремя: вы выиграли матч за неявкой
remote-status-lost-abandoned = Друг ({ $friend }) засчитал себе победу: вы не ответили вовремя
remote-row-won-abandoned = победа за неявкой
remote-row-lost-abandoned = поражение за неявкой
remote-claim-withdrawn = Ответ друга пришёл уже после того, как вы засчитали себе победу: победа отменена, партия продолжается.
