## The position editor (crates/text/src/screens/editor.rs): set up a
## position on the board, then analyse it or play from it.

editor-title = Розстановка позиції
# The label of the tool choice; each tool finishes the sentence.
editor-tools = Клацання по лунці
editor-tool-white = ставить білу шашку
editor-tool-black = ставить чорну шашку
editor-tool-remove = знімає шашку
editor-help = Клацніть або торкніться лунки, щоб застосувати вибрану дію; перетягніть шашку на іншу лунку, щоб пересунути її, або на лоток, щоб зняти. З клавіатури: Tab — до лунки, Enter ставить (або знімає), Delete знімає шашку. Шашки, яких немає на дошці, вважаються викинутими.
# The label of the choice of the side to move.
editor-side = Ходять
# The label of the choice of the dice the analysis is for.
editor-dice = Кидок для аналізу
editor-no-dice = немає: шанси до кидка
# The label of the buttons that fill the board: an empty board, the start, the game's.
editor-start-from = Почати з
editor-empty = Порожня дошка
editor-start = Початкова розстановка
editor-current = Позиція партії
# A button: analyse the position.
editor-analyse = Аналізувати
editor-play = Грати з цієї позиції
# The heading of the position's summary.
editor-position = Позиція
editor-ok = Позиція готова до гри.
# Each side's count: "12 on the board", "3 borne off".
editor-on-board = на дошці
editor-borne-off = викинуто
# A point's action for the keyboard: "add (White)", "take one off".
editor-add = поставити
editor-take = зняти шашку
# The heading of the analysis.
editor-analysis = Аналіз
# The columns of the analysis's ranked table: the turn, the chances after it, what it loses against the best.
editor-turn-column = Хід
editor-after-column = Після ходу
editor-loss-column = Втрата

# Why the position cannot be played yet.
# $side ("white" or "black") has already borne off all 15 checkers.
editor-over = Тут партію вже закінчено: { $side ->
    [white] білі
   *[black] чорні
} викинули всі 15 шашок.
editor-two-colours = На лунці { $point } стоять шашки обох кольорів: зніміть шашки одного кольору.
# $side ("white" or "black") has $count (16 or more) checkers.
editor-too-many = { $side ->
    [white] У білих
   *[black] У чорних
} на дошці { $count } { $count ->
    [one] шашка
    [few] шашки
   *[many] шашок
}: можна не більше 15.
# No checker of either side is on the board.
editor-no-checkers = Це не позиція: обидві сторони викинули всі свої шашки.
editor-not-a-position = Це не позиція.
# $reason: the engine's own words for what is wrong.
editor-not-a-position-because = Це не позиція: { $reason }.

# The chances after a turn or before the roll, the numbers already written: "win 55.1%, mars for 12.0%, mars against 3.1%, equity +0.2331".
editor-chances = перемога { $win }, марс за { $win_mars }, марс проти { $lose_mars }, еквіті { $equity }
# The heading of the chances before the roll; $side ("white" or "black") is to move.
editor-before-roll = Перед кидком (ходять { $side ->
    [white] білі
   *[black] чорні
})
