## The engine's errors (crates/text/src/errors.rs): records, positions,
## notation, moves, game actions, saved games. English is the engine's own
## text, word for word (a test compares them).
## Text from a record or the notation is shown as written, never translated:
## what the author wrote ($found), turns and steps (24/18 18/13, 3/off),
## dice (6-5), position strings (0,0,…,15 w), the letters w and b, and the
## record's own lines and words ('Game 1', 'Opening 5-3', 'Koks: no').
## Turkish quotes such text “so”, and attaches no suffix to a placeholder.
## $side, where a message has it, is "white" or "black" (the side's name is
## chosen in the message). $error is an error message of this file, already
## in the reader's language.

# A game's result ("Beyaz mars ile kazandı: 2 puan").
# $side: the winner; $kind: the kind of win as the record writes it (oin, mars, koks, or count: hachapuri's count of the loser's checkers left); $points: the points the match counted.
error-result = { $side ->
    [white] Beyaz
   *[black] Siyah
} { $kind ->
    [oin] oin
    [mars] mars
    [koks] koks
   *[count] kalan pul sayısı
} ile kazandı: { $points } puan
# The same when the match needed fewer points than the game was worth. $worth: what the game was worth.
error-result-capped = { $side ->
    [white] Beyaz
   *[black] Siyah
} { $kind ->
    [oin] oin
    [mars] mars
    [koks] koks
   *[count] kalan pul sayısı
} ile kazandı: { $points } puan (oyunun değeri: { $worth })

# Why a position string was rejected.
error-position-missing-side = bir konum, virgülle ayrılmış 24 sayı, bir boşluk ve sıradaki taraftan (w ya da b) oluşur
# $n: how many numbers the string has.
error-position-wrong-count = bir konum için 24 hanenin pul sayısı gerekir, bulunan sayı adedi: { $n }
# $point: the point's number (1 to 24); $text: what stands in its place.
error-position-bad-number = hane { $point }: “{ $text }” bir tam sayı değil
# $point: the point's number (1 to 24); $value: the number written for it.
error-position-out-of-range = hane { $point }: { $value } aralık dışında (-15..15)
# $count: the side's checkers (more than 15).
error-position-too-many-checkers = { $side ->
    [white] Beyazın
   *[black] Siyahın
} tahtada { $count } pulu var, en çok 15 olabilir
# $found: what stands in place of the side to move.
error-position-bad-side = sıradaki taraf “w” ya da “b” olmalı, bulunan: “{ $found }”
error-position-both-borne-off = iki taraf da bütün pullarını topladı
# $point: the point's number (1 to 24).
error-position-two-colours = hane { $point }: iki renkten de pul var

# Why a game cannot continue from a given position.
error-set-up-begun = oyun zaten başladı: bir konumdan yalnızca yeni bir oyun başlatılabilir
# $side: the side that has borne off all its checkers (the winner).
error-set-up-over = bu konumda oyun zaten bitmiş: { $side ->
    [white] Beyaz
   *[black] Siyah
} 15 pulunun hepsini topladı

# Why a stored value is not a saved game.
# $at: the number of the character where the data stops being JSON.
error-save-corrupt = geçerli bir JSON değil ({ $at }. karakterde)
error-save-not-a-save = kayıtlı bir uzun tavla oyunu değil
# $version: the save's version as stored.
error-save-unknown-version = sürümü { $version }; bu uygulama 1 ve 2 sürümlerini okur
# $name: the field's name in the stored data (not translated).
error-save-missing-field = “{ $name }” alanı eksik
# $name: the field's name in the stored data (not translated).
error-save-bad-field = “{ $name }” alanı geçersiz
# $why: what is wrong with the game record (its error message, already in the reader's language).
error-save-bad-record = oyun kaydı bozuk ({ $why })
