## The position editor (crates/text/src/screens/editor.rs): set up a
## position on the board, then analyse it or play from it.

editor-title = Mövqenin düzülüşü
# The label of the tool choice; each tool finishes the sentence.
editor-tools = Xanaya klik
editor-tool-white = ağ daş qoyur
editor-tool-black = qara daş qoyur
editor-tool-remove = daşı götürür
editor-help = Seçilmiş aləti işlətmək üçün xanaya klikləyin və ya toxunun; daşın yerini dəyişmək üçün onu başqa xanaya, götürmək üçün isə çıxarılmış daşların yerinə sürükləyin. Klaviatura ilə: Tab — xanaya keçid, Enter daş qoyur (və ya götürür), Delete bir daş götürür. Taxtada olmayan daşlar çıxarılmış sayılır.
# The label of the choice of the side to move.
editor-side = Gediş edir
# The label of the choice of the dice the analysis is for.
editor-dice = Təhlil üçün atış
editor-no-dice = yoxdur: atışdan əvvəlki şanslar
# The label of the buttons that fill the board: an empty board, the start, the game's.
editor-start-from = Başlanğıc
editor-empty = Boş taxta
editor-start = Başlanğıc mövqe
editor-current = Partiyadakı mövqe
# A button: analyse the position.
editor-analyse = Təhlil et
editor-play = Bu mövqedən oyna
# The heading of the position's summary.
editor-position = Mövqe
editor-ok = Mövqe oyuna hazırdır.
# Each side's count: "12 on the board", "3 borne off".
editor-on-board = taxtada
editor-borne-off = çıxarılıb
# A point's action for the keyboard: "add (White)", "take one off".
editor-add = qoy
editor-take = bir daş götür
# The heading of the analysis.
editor-analysis = Təhlil
# The columns of the analysis's ranked table: the turn, the chances after it, what it loses against the best.
editor-turn-column = Gediş
editor-after-column = Gedişdən sonra
editor-loss-column = İtki

# Why the position cannot be played yet.
# $side ("white" or "black") has already borne off all 15 checkers.
editor-over = Burada partiya artıq bitib: { $side ->
    [white] Ağlar
   *[black] Qaralar
} 15 daşın hamısını çıxarıb.
editor-two-colours = Xana { $point }: orada hər iki rəngdən daş var — bir rəngin daşlarını götürün.
# $side ("white" or "black") has $count (16 or more) checkers.
editor-too-many = { $side ->
    [white] Ağların
   *[black] Qaraların
} taxtada { $count } daşı var: ən çoxu 15 ola bilər.
# No checker of either side is on the board.
editor-no-checkers = Bu, mövqe deyil: hər iki tərəf bütün daşlarını çıxarıb.
editor-not-a-position = Bu, mövqe deyil.
# $reason: the engine's own words for what is wrong.
editor-not-a-position-because = Bu, mövqe deyil: { $reason }.

# The chances after a turn or before the roll, the numbers already written: "win 55.1%, mars for 12.0%, mars against 3.1%, equity +0.2331".
editor-chances = qələbə { $win }, lehinə mars { $win_mars }, əleyhinə mars { $lose_mars }, ekviti { $equity }
# The heading of the chances before the roll; $side ("white" or "black") is to move.
editor-before-roll = Atışdan əvvəl (gediş: { $side ->
    [white] Ağlar
   *[black] Qaralar
})
