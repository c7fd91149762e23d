## The engine's errors (crates/text/src/errors.rs): records, positions,
## notation, moves, game actions, saved games. English is the engine's own
## text, word for word (a test compares them).
## Text from a record or the notation is shown as written, never translated:
## what the author wrote ($found), turns and steps (24/18 18/13, 3/off),
## dice (6-5), position strings (0,0,…,15 w), the letters w and b, and the
## record's own lines and words ('Game 1', 'Opening 5-3', 'Koks: no').
## Armenian quotes such text «so».
## $side, where a message has it, is "white" or "black" (the side's name is
## chosen in the message). $error is an error message of this file, already
## in the reader's language.

# A game's result, as the record writes it in English ("White wins by mars: 2 points").
# $side: the winner; $kind: the kind of win as the record writes it (oin, mars, koks, or count: hachapuri's count of the loser's checkers left); $points: the points the match counted.
error-result = { $side ->
    [white] սպիտակների
   *[black] սևերի
} հաղթանակ՝ { $kind ->
    [oin] օին
    [mars] մարս
    [koks] կոքս
   *[count] մնացած քարեր
}, { $points } { $points ->
    [one] միավոր
   *[other] միավոր
}
# The same when the match needed fewer points than the game was worth. $worth: what the game was worth.
error-result-capped = { $side ->
    [white] սպիտակների
   *[black] սևերի
} հաղթանակ՝ { $kind ->
    [oin] օին
    [mars] մարս
    [koks] կոքս
   *[count] մնացած քարեր
}, { $points } { $points ->
    [one] միավոր
   *[other] միավոր
} ({ $worth }-ից)

# Why a position string was rejected.
error-position-missing-side = դիրքը 24 թիվ է՝ ստորակետերով բաժանված, բացատ և քայլող կողմը (w կամ b)
# $n: how many numbers the string has.
error-position-wrong-count = դիրքում պետք է լինի 24 թիվ՝ մեկական յուրաքանչյուր դաշտի համար, իսկ գտնվել է { $n }
# $point: the point's number (1 to 24); $text: what stands in its place.
error-position-bad-number = դաշտ { $point }՝ «{ $text }» ամբողջ թիվ չէ
# $point: the point's number (1 to 24); $value: the number written for it.
error-position-out-of-range = դաշտ { $point }՝ { $value } թիվը թույլատրելի սահմաններից դուրս է (-15..15)
# $count: the side's checkers (more than 15).
error-position-too-many-checkers = { $side ->
    [white] սպիտակները
   *[black] սևերը
} տախտակին ունեն { $count } քար, իսկ առավելագույնը 15 է
# $found: what stands in place of the side to move.
error-position-bad-side = քայլող կողմը պետք է լինի «w» կամ «b», իսկ գտնվել է «{ $found }»
error-position-both-borne-off = երկու կողմն էլ հանել են իրենց բոլոր քարերը
# $point: the point's number (1 to 24).
error-position-two-colours = դաշտ { $point }-ում երկու գույնի քարեր կան

# Why a game cannot continue from a given position.
error-set-up-begun = պարտիան արդեն սկսվել է, իսկ դիրքից կարելի է միայն պարտիա սկսել
# $side: the side that has borne off all its checkers (the winner).
error-set-up-over = այս դիրքում պարտիան արդեն ավարտված է՝ { $side ->
    [white] սպիտակները
   *[black] սևերը
} հանել են բոլոր 15 քարերը

# Why a stored value is not a saved game.
# $at: the number of the character where the data stops being JSON.
error-save-corrupt = սա վավեր JSON չէ (նիշ { $at })
error-save-not-a-save = սա երկար նարդու պահված խաղ չէ
# $version: the save's version as stored.
error-save-unknown-version = դրա տարբերակը { $version } է, իսկ այս հավելվածը կարդում է 1 և 2 տարբերակները
# $name: the field's name in the stored data (not translated).
error-save-missing-field = դրանում չկա «{ $name }» տարրը
# $name: the field's name in the stored data (not translated).
error-save-bad-field = դրա «{ $name }» տարրն անվավեր է
# $why: what is wrong with the game record (its error message, already in the reader's language).
error-save-bad-record = դրա պարտիայի գրառումը վնասված է ({ $why })
