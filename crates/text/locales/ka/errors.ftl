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
## ქართულად ასეთი ტექსტი ბრჭყალებშია: „so“.

# A game's result, as the record writes it in English ("White wins by mars: 2 points").
# $side: the winner; $kind: the kind of win as the record writes it (oin, mars, koks, or count: hachapuri's count of the loser's checkers left); $points: the points the match counted.
error-result = { $side ->
    [white] თეთრები
   *[black] შავები
} იგებენ { $kind ->
    [oin] ოინით
    [mars] მარსით
    [koks] კოქსით
   *[count] დათვლით
}: { $points } { $points ->
    [one] ქულა
   *[other] ქულა
}
# The same when the match needed fewer points than the game was worth. $worth: what the game was worth.
error-result-capped = { $side ->
    [white] თეთრები
   *[black] შავები
} იგებენ { $kind ->
    [oin] ოინით
    [mars] მარსით
    [koks] კოქსით
   *[count] დათვლით
}: { $points } { $points ->
    [one] ქულა
   *[other] ქულა
} (პარტიის ღირებულება: { $worth })

# Why a position string was rejected.
error-position-missing-side = პოზიცია არის 24 მძიმით გამოყოფილი რიცხვი, ჰარი და მხარე, ვისი სვლაცაა (w ან b)
# $n: how many numbers the string has.
error-position-wrong-count = პოზიციას სჭირდება 24 რიცხვი, თითო უჯრისთვის; ნაპოვნია { $n }
# $point: the point's number (1 to 24); $text: what stands in its place.
error-position-bad-number = უჯრა { $point }: „{ $text }“ მთელი რიცხვი არ არის
# $point: the point's number (1 to 24); $value: the number written for it.
error-position-out-of-range = უჯრა { $point }: { $value } დასაშვებ ზღვრებს (-15..15) სცდება
# $count: the side's checkers (more than 15).
error-position-too-many-checkers = { $side ->
    [white] თეთრებს
   *[black] შავებს
} დაფაზე { $count } ქვა აქვთ, მაქსიმუმ კი 15 შეიძლება
# $found: what stands in place of the side to move.
error-position-bad-side = სვლის მხარე უნდა იყოს „w“ ან „b“, ნაპოვნია „{ $found }“
error-position-both-borne-off = ორივე მხარემ გაიყვანა ყველა ქვა
# $point: the point's number (1 to 24).
error-position-two-colours = უჯრა { $point }: მასზე ორივე ფერის ქვებია

# Why a game cannot continue from a given position.
error-set-up-begun = თამაში უკვე დაწყებულია: პოზიციიდან მხოლოდ თამაშის დაწყება შეიძლება
# $side: the side that has borne off all its checkers (the winner).
error-set-up-over = ამ პოზიციაში თამაში უკვე დასრულებულია: { $side ->
    [white] თეთრებმა
   *[black] შავებმა
} გაიყვანეს 15-ვე ქვა

# Why a stored value is not a saved game.
# $at: the number of the character where the data stops being JSON.
error-save-corrupt = ეს სწორი JSON არ არის (სიმბოლო { $at })
error-save-not-a-save = ეს გრძელი ნარდის შენახული თამაში არ არის
# $version: the save's version as stored.
error-save-unknown-version = მისი ვერსიაა { $version }, ეს აპლიკაცია კი კითხულობს ვერსიებს 1 და 2
# $name: the field's name in the stored data (not translated).
error-save-missing-field = მას აკლია ველი „{ $name }“
# $name: the field's name in the stored data (not translated).
error-save-bad-field = მისი ველი „{ $name }“ არასწორია
# $why: what is wrong with the game record (its error message, already in the reader's language).
error-save-bad-record = მისი პარტიის ჩანაწერი დაზიანებულია ({ $why })
