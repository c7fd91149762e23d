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
    [white] White
   *[black] Black
} wins by { $kind ->
    [oin] oin
    [mars] mars
    [koks] koks
   *[count] count
}: { $points } { $points ->
    [one] point
   *[other] points
}
# The same when the match needed fewer points than the game was worth. $worth: what the game was worth.
error-result-capped = { $side ->
    [white] White
   *[black] Black
} wins by { $kind ->
    [oin] oin
    [mars] mars
    [koks] koks
   *[count] count
}: { $points } { $points ->
    [one] point
   *[other] points
} (of { $worth })

# Why a position string was rejected.
error-position-missing-side = a position is 24 comma-separated numbers, a space and the side to move (w or b)
# $n: how many numbers the string has.
error-position-wrong-count = a position needs 24 point counts, found { $n }
# $point: the point's number (1 to 24); $text: what stands in its place.
error-position-bad-number = point { $point }: '{ $text }' is not a whole number
# $point: the point's number (1 to 24); $value: the number written for it.
error-position-out-of-range = point { $point }: { $value } is out of range (-15..15)
# $count: the side's checkers (more than 15).
error-position-too-many-checkers = { $side ->
    [white] White
   *[black] Black
} has { $count } checkers on the board, at most 15
# $found: what stands in place of the side to move.
error-position-bad-side = the side to move must be 'w' or 'b', found '{ $found }'
error-position-both-borne-off = both sides have borne off all their checkers
# $point: the point's number (1 to 24).
error-position-two-colours = point { $point } holds checkers of both colours

# Why a game cannot continue from a given position.
error-set-up-begun = the game has already begun: a position can only start a game
# $side: the side that has borne off all its checkers (the winner).
error-set-up-over = the game is already over in this position: { $side ->
    [white] White
   *[black] Black
} has borne off all 15 checkers

# Why a stored value is not a saved game.
# $at: the number of the character where the data stops being JSON.
error-save-corrupt = it is not valid JSON (at character { $at })
error-save-not-a-save = it is not a saved Long Nardy game
# $version: the save's version as stored.
error-save-unknown-version = it has version { $version }, and this app reads versions 1 and 2
# $name: the field's name in the stored data (not translated).
error-save-missing-field = its field "{ $name }" is missing
# $name: the field's name in the stored data (not translated).
error-save-bad-field = its field "{ $name }" is not valid
# $why: what is wrong with the game record (its error message, already in the reader's language).
error-save-bad-record = its game record is damaged ({ $why })
