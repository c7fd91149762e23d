## The notices: saves that could not be read, matches kept aside, links (crates/text/src/notices.rs)
## $dropped, at the end of a notice, is notice-saves-dropped: a sentence
## (with its leading space) or nothing.

# How many saves kept before were removed to make room for a new one
# ($count; nothing when none was).
notice-saves-dropped = { $count ->
    [0] {""}
    [1] {" "}Щоб звільнити місце, найстаріше з відкладених збережень видалено.
   *[many] {" "}Щоб звільнити місце, видалено найстаріші відкладені збереження ({ $count }).
}
# A saved game could not be read and was kept aside: $why says what is
# wrong with it; $key is the name it is kept under in the browser's storage.
notice-save-unreadable = Збережену партію не вдалося прочитати ({ $why }), тому почалася нова. Старе збереження залишено в сховищі браузера під ключем «{ $key }».{ $dropped }
# A saved game could not be read and there was no room to keep a copy: it
# stays under $key, and the new game is not saved over it.
notice-save-left-in-place = Збережену партію не вдалося прочитати ({ $why }), а в сховищі браузера немає місця для її копії. Її залишено на місці, під ключем «{ $key }», і нова партія не записуватиметься поверх неї: завантажте її файлом, а потім видаліть тут, або звільніть місце (дані сайтів у налаштуваннях браузера).
# The address asked for another game than the saved one, kept under $key.
notice-save-replaced = Адреса сторінки задає нову партію. Партію, яку ви грали, збережено в сховищі браузера під ключем «{ $key }».{ $dropped }
# The match replaced by "play on" or an import, kept aside.
notice-set-aside = Матч, який ви переглядали, збережено: його можна знову відкрити у вікні «Запис партії», у розділі «Відкладені матчі».{ $dropped }
notice-set-aside-failed = Матч, який ви переглядали, не вдалося зберегти: сховище браузера заповнене.
# A kept match in the record dialog: the score ($white, $black), the game
# it stands in, the turns played in it ($turns) and when it was saved
# ($saved, a date and time).
notice-kept-summary = Білі { $white } – Чорні { $black } · партія { $game }, хід { $turns } · { $saved }
# A link whose position could not be opened: $why is what is wrong with it.
notice-bad-link = Позицію з посилання відкрити не можна: { $why }. Ваша партія триває.
# $link is the address copied.
notice-link-copied = Посилання на цю позицію скопійовано: { $link }
notice-record-link-copied = Посилання на запис цієї партії скопійовано: { $link }
notice-record-downloaded = Запис партії задовгий для посилання: його завантажено файлом, щоб ви могли його надіслати.
# A link's game record cannot be read: $why is the record's error
# ("Line 7: …").
notice-bad-record-link = Запис партії з посилання відкрити не можна: { $why }. Ваша партія триває.
