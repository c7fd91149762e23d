## The engine's errors (crates/text/src/errors.rs): records, positions,
## notation, moves, game actions, saved games. English is the engine's own
## text, word for word (a test compares them).
## Text from a record or the notation is shown as written, never translated:
## what the author wrote ($found), turns and steps (24/18 18/13, 3/off),
## dice (6-5), position strings (0,0,…,15 w), the letters w and b, and the
## record's own lines and words ('Game 1', 'Opening 5-3', 'Koks: no').
## English quotes such text 'so'; a translation may quote it its own way.
## $side, where a message has it, is "white" or "black" (the side's name is
## chosen in the message). $error is an error message of this file, already
## in the reader's language.

# A game's result, as the record writes it in English ("White wins by mars: 2 points").
# $side: the winner; $kind: the kind of win as the record writes it (oin, mars, koks, or count: hachapuri's count of the loser's checkers left); $points: the points the match counted.
error-result = { $side ->
    [white] Ağlar
   *[black] Qaralar
} qalib gəlir, { $kind ->
    [oin] oyun
    [mars] mars
    [koks] koks
   *[count] qalan daşlar
}: { $points } { $points ->
    [one] xal
   *[other] xal
}
# The same when the match needed fewer points than the game was worth. $worth: what the game was worth.
error-result-capped = { $side ->
    [white] Ağlar
   *[black] Qaralar
} qalib gəlir, { $kind ->
    [oin] oyun
    [mars] mars
    [koks] koks
   *[count] qalan daşlar
}: { $points } { $points ->
    [one] xal
   *[other] xal
} (partiyanın dəyəri: { $worth })

# Why a position string was rejected.
error-position-missing-side = mövqe vergüllə ayrılmış 24 ədəd, boşluq və gediş edən tərəfdən (w və ya b) ibarətdir
# $n: how many numbers the string has.
error-position-wrong-count = mövqedə 24 xananın sayı olmalıdır, tapıldı: { $n }
# $point: the point's number (1 to 24); $text: what stands in its place.
error-position-bad-number = xana { $point }: '{ $text }' tam ədəd deyil
# $point: the point's number (1 to 24); $value: the number written for it.
error-position-out-of-range = xana { $point }: { $value } icazə verilən aralıqdan kənardır (-15..15)
# $count: the side's checkers (more than 15).
error-position-too-many-checkers = { $side ->
    [white] Ağların
   *[black] Qaraların
} taxtada { $count } daşı var, ən çoxu 15 ola bilər
# $found: what stands in place of the side to move.
error-position-bad-side = gediş edən tərəf 'w' və ya 'b' olmalıdır, tapıldı: '{ $found }'
error-position-both-borne-off = hər iki tərəf bütün daşlarını çıxarıb
# $point: the point's number (1 to 24).
error-position-two-colours = xana { $point }: orada hər iki rəngdən daş var

# Why a game cannot continue from a given position.
error-set-up-begun = partiya artıq başlayıb: mövqe yalnız partiyanın başlanğıcı ola bilər
# $side: the side that has borne off all its checkers (the winner).
error-set-up-over = bu mövqedə partiya artıq bitib: { $side ->
    [white] Ağlar
   *[black] Qaralar
} 15 daşın hamısını çıxarıb

# Why a stored value is not a saved game.
# $at: the number of the character where the data stops being JSON.
error-save-corrupt = bu, düzgün JSON deyil (simvol { $at })
error-save-not-a-save = bu, saxlanmış uzun nərd partiyası deyil
# $version: the save's version as stored.
error-save-unknown-version = onun versiyası: { $version }, bu tətbiq isə 1 və 2 versiyalarını oxuyur
# $name: the field's name in the stored data (not translated).
error-save-missing-field = onun "{ $name }" sahəsi yoxdur
# $name: the field's name in the stored data (not translated).
error-save-bad-field = onun "{ $name }" sahəsi düzgün deyil
# $why: what is wrong with the game record (its error message, already in the reader's language).
error-save-bad-record = onun partiya qeydi zədələnib ({ $why })
