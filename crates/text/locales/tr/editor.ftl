## The position editor (crates/text/src/screens/editor.rs): set up a
## position on the board, then analyse it or play from it.

editor-title = Konum kur
# The label of the tool choice; each tool finishes the sentence.
editor-tools = Haneye tıklayınca
editor-tool-white = beyaz pul eklenir
editor-tool-black = siyah pul eklenir
editor-tool-remove = bir pul kaldırılır
editor-help = Seçili aracı kullanmak için bir haneye tıklayın ya da dokunun; bir pulu taşımak için başka bir haneye, kaldırmak için bir tepsiye sürükleyin. Klavyeyle: Tab ile bir haneye gelin; Enter ekler (ya da kaldırır), Delete bir pul kaldırır. Tahtada olmayan pullar toplanmış sayılır.
# The label of the choice of the side to move.
editor-side = Sıra
# The label of the choice of the dice the analysis is for.
editor-dice = Analiz edilecek zar
editor-no-dice = yok: zar öncesi şanslar
# The label of the buttons that fill the board: an empty board, the start, the game's.
editor-start-from = Başlangıç
editor-empty = Boş tahta
editor-start = Başlangıç konumu
editor-current = Oyundaki konum
# A button: analyse the position.
editor-analyse = Analiz et
editor-play = Bu konumdan oyna
# The heading of the position's summary.
editor-position = Konum
editor-ok = Konum oynamaya hazır.
# Each side's count: "12 tahtada", "3 toplanmış".
editor-on-board = tahtada
editor-borne-off = toplanmış
# A point's action for the keyboard: "ekle (Beyaz)", "bir tane kaldır".
editor-add = ekle
editor-take = bir tane kaldır
# The heading of the analysis.
editor-analysis = Analiz
# The columns of the analysis's ranked table: the turn, the chances after it, what it loses against the best.
editor-turn-column = Hamle
editor-after-column = Sonrasında
editor-loss-column = Kayıp

# Why the position cannot be played yet.
# $side ("white" or "black") has already borne off all 15 checkers.
editor-over = Burada oyun zaten bitmiş: { $side ->
    [white] { white }
   *[black] { black }
} 15 pulunun hepsini topladı.
editor-two-colours = Hane { $point } iki renkten de pul içeriyor: bir rengi kaldırın.
# $side ("white" or "black") has $count (16 or more) checkers.
editor-too-many = { $side ->
    [white] Beyazın
   *[black] Siyahın
} tahtada { $count } pulu var: en çok 15 olabilir.
# No checker of either side is on the board.
editor-no-checkers = Bu bir konum değil: iki taraf da bütün pullarını topladı.
editor-not-a-position = Bu bir konum değil.
# $reason: the engine's own words for what is wrong.
editor-not-a-position-because = Bu bir konum değil: { $reason }.

# The chances after a turn or before the roll, the numbers already written: "kazanma %55,1, lehte mars %12,0, aleyhte mars %3,1, değer +0.2331".
editor-chances = kazanma { $win }, lehte mars { $win_mars }, aleyhte mars { $lose_mars }, değer { $equity }
# The heading of the chances before the roll; $side ("white" or "black") is to move.
editor-before-roll = Zar öncesi (sıra { $side ->
    [white] Beyazda
   *[black] Siyahta
})
