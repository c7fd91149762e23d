## The errors of a record read by the worker (crates/text/src/errors.rs):
## its lines, the notation, moves, and game actions. The same conventions
## as errors.ftl: text from the record is shown as written.

# The frame of every record error. $line: the record's line number; $what: what is wrong there (an error-record-… message).
error-line = სტრიქონი { $line }: { $what }
# $version: the version number the record's first line gives.
error-record-unknown-version = ჩანაწერის უცნობი ვერსია { $version } (ეს აპლიკაცია კითხულობს ვერსიას 1)
# $found here and below: the record's line (or part of it) as its author wrote it.
error-record-not-a-record = ეს გრძელი ნარდის ჩანაწერი არ არის: პირველი სტრიქონი უნდა იყოს „Long Nardy record 1“, ნაპოვნია „{ $found }“
error-record-bad-header-line = სათაურის სტრიქონი ასე გამოიყურება: „Key: value“, სათაურებს კი ცარიელი სტრიქონი ამთავრებს; ნაპოვნია „{ $found }“
# $header: a header's key as the record writes it (Match, Koks, Opening, Variant, Beaver, Jacoby, Scoring); $example: a correct line of that header, like "Match: 3".
error-record-missing-header = სათაური { $header } აკლია (მაგალითად, „{ $example }“)
# $header: a header's key as the record writes it.
error-record-repeated-header = სათაური { $header } ორჯერაა მოცემული
# $min, $max: the shortest and the longest match (in points).
error-record-bad-match-length = Match უნდა იყოს მოსაგებად საჭირო ქულების რაოდენობა, მთელი რიცხვი { $min }..{ $max }, ნაპოვნია „{ $found }“
error-record-bad-koks = Koks უნდა იყოს „yes“ ან „no“, ნაპოვნია „{ $found }“
# $again, $play: the header's two values as the record writes them (roll-again, play-dice).
error-record-bad-opening-rule = Opening უნდა იყოს „{ $again }“ ან „{ $play }“, ნაპოვნია „{ $found }“
error-record-bad-variant = Variant უნდა იყოს „long“, „classic“, „nardegammon“ ან „hachapuri“, ნაპოვნია „{ $found }“
error-record-bad-scoring = Scoring ხაჭაპურის ოფციაა და უნდა იყოს „count“ (საჭიროა „Variant: hachapuri“), ნაპოვნია „{ $found }“
# $header: a header's key as the record writes it (Beaver or Jacoby).
error-record-bad-yes-no = { $header } უნდა იყოს „yes“ ან „no“, ნაპოვნია „{ $found }“
# $header: a header's key as the record writes it (Match, Beaver or Jacoby).
error-record-needs-the-cube = სათაური { $header } ნარდეგამონის ოფციაა: მას სჭირდება „Variant: nardegammon“
error-record-jacoby-in-match-play = „Jacoby: yes“ ფულზე თამაშის წესია: მას სჭირდება „Match: money“
# $found: a cube line as written ("12. w doubles to 2"); $error: why the game refused it.
error-record-cube-refused = „{ $found }“ უარყოფილია: { $error }
# $value: the value the cube would have.
error-record-cube-value-disagrees = „{ $found }“ კუბის არასწორ მნიშვნელობას იძლევა: კუბი იქნებოდა { $value }
# $side: who doubled.
error-record-answer-due = { $side ->
    [white] თეთრებმა
   *[black] შავებმა
} გააორმაგეს: სტრიქონამდე „{ $found }“ უნდა იყოს მიღება, უარი ან თახვი
# $game: the game's number; $next: the next game's number.
error-record-game-drawn = პარტია { $game } ფრედ დასრულდა, ამიტომ „{ $found }“ მას ვერ მოჰყვება; შემდეგი პარტია იწყება სტრიქონით „Game { $next }“
# $line: the number of the line with the turn in progress.
error-record-after-turn-in-progress = მიმდინარე სვლა (სტრიქონი { $line }) ჩანაწერის ბოლო სტრიქონი უნდა იყოს, მაგრამ მას მოსდევს „{ $found }“
error-record-not-a-record-line = „{ $found }“ ჩანაწერის სტრიქონი არ არის: მოსალოდნელია „Game N“, „Opening W-B“, სვლა, მაგალითად „1. w 6-5: 24/18 18/13“, ან შედეგი, მაგალითად „White wins by oin: 1 point“
# $expected: the number of the game due here.
error-record-bad-game-line = პარტიის სტრიქონი ასე გამოიყურება: „Game { $expected }“, ნაპოვნია „{ $found }“
# $expected: the number of the game due here; $given: the number the line gives.
error-record-game-out-of-order = აქ მოსალოდნელია „Game { $expected }“, ნაპოვნია „Game { $given }“
# $game: the game that cannot start; $previous: the game before it; $phase: where that game stands (an error-phase-… message).
error-record-previous-game-not-over = პარტია { $game } ვერ დაიწყება: პარტია { $previous } არ დასრულებულა (მისი ფაზა: { $phase })
# $error: why the match refused; $white, $black: each side's points; $length: the points the match is played to.
error-record-next-game-refused = პარტია { $game } ვერ დაიწყება: { $error } (თეთრები { $white }, შავები { $black }, მატჩი { $length } ქულამდე)
error-record-no-game-yet = „Game 1“ უნდა იყოს პირველ საწყის გაგორებამდე, სვლამდე ან შედეგამდე
error-record-bad-opening-line = საწყისი გაგორება ასე გამოიყურება: „Opening 5-3“ (თეთრების კამათელი, შემდეგ შავებისა, თითო 1-დან 6-მდე), ნაპოვნია „{ $found }“
# $found: the opening line as written ("Opening 5-3"); $game: the game's number.
error-record-opening-refused = „{ $found }“ არ შეესაბამება პარტიას { $game }: { $error }
# $found: a result line as written; $game: the game's number.
error-record-result-not-over = „{ $found }“ შედეგია, მაგრამ პარტია { $game } არ დასრულებულა
# $found: the result line as written; $result: the game's result by its turns (the error-result message).
error-record-result-disagrees = ჩანაწერში წერია „{ $found }“, გადათამაშება კი იძლევა „{ $result }“
error-record-bad-turn-line = სვლის სტრიქონი ასე გამოიყურება: „7. w 6-5: 24/18 18/13“ (სვლის ნომერი, მხარე, კამათელი, ნაბიჯები), ნაპოვნია „{ $found }“
# $side: the side as the line writes it (it should be w or b).
error-record-bad-side = მხარე უნდა იყოს „w“ ან „b“, ნაპოვნია „{ $side }“ სტრიქონში „{ $found }“
# $error: why the dice or the steps cannot be read (an error-notation-… message).
error-record-bad-notation = { $error }, სტრიქონში „{ $found }“
# $turn: the turn's number as the line gives it; $game: the game's number; $played: the turns the game has had; $expected: the next turn's number.
error-record-turn-out-of-order = სვლის ნომერი { $turn } რიგს არ შეესაბამება: პარტიაში { $game } გათამაშდა { $played } სვლა, ასე რომ შემდეგია { $expected }, სტრიქონში „{ $found }“
# $side: the side to move; $letter: its letter in the record (w or b); $given: the letter the line gives.
error-record-wrong-side = ახლა { $side ->
    [white] თეთრების
   *[black] შავების
} სვლაა („{ $letter }“), მაგრამ სტრიქონში „{ $found }“ წერია „{ $given }“
error-record-no-starter = პარტიას { $game } ჯერ დამწყები არ ჰყავს: მისი საწყისი გაგორება („Opening W-B“) პირველ სვლამდე უნდა იყოს
# $result: how the game ended (the error-result message); $next: the next game's number.
error-record-game-over = პარტია { $game } დასრულებულია ({ $result }), ამიტომ მას სვლა ვეღარ მოჰყვება; შემდეგი პარტია იწყება სტრიქონით „Game { $next }“
# $opening: the opening roll's dice; $given: the dice the line gives (both like 6-5).
error-record-opening-dice-mismatch = ეს სვლა თამაშობს საწყის კამათელს { $opening }, მაგრამ სტრიქონში წერია { $given }
# $turn: the turn as written (24/18 18/13); $letter: the side's letter, w (White) or b (Black); $dice: the dice (6-5); $start: the position string the turn starts from.
error-record-illegal-turn = „{ $turn }“ დასაშვები სვლა არ არის (მხარე { $letter }, კამათელი { $dice }, პოზიცია { $start }): { $error }
# $step: the step as written (24/18); $letter: the side's letter, w (White) or b (Black); $dice: the dice (6-5); $start: the position string the turn started from.
error-record-illegal-step = ნაბიჯი { $step } ვერ ითამაშება (მხარე { $letter }, კამათელი { $dice }, პოზიცია { $start }): { $error }
error-record-bad-dice-line = კამათლის სტრიქონი ასე გამოიყურება: „Dice commitment: “ ან „Dice seed: “ და 64 თექვსმეტობითი ციფრი, ნაპოვნია „{ $found }“
error-record-dice-line-out-of-place = „{ $found }“ არასწორ ადგილასაა: პარტიას { $game } აქვს ერთი ვალდებულება და ერთი თესლი, თესლი კი მხოლოდ პარტიის დასრულების შემდეგ მოდის
# The quoted line is the starting position as the record writes it: copy it as it is. $error: what is wrong with the position (an error-position-… message).
error-record-bad-position = პარტიის პოზიციის სტრიქონი ასე გამოიყურება: „Position: 0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w“: { $error }, ნაპოვნია „{ $found }“
# $error: why the game cannot start there (an error-set-up-… message).
error-record-set-up-refused = პარტია { $game } ვერ დაიწყება ჩაწერილი პოზიციიდან: { $error }
# Why dice, a step or a turn could not be read. $found: the text as written.
error-notation-bad-dice = კამათელი ასე უნდა გამოიყურებოდეს: 6-5 (ორი რიცხვი 1..6), ნაპოვნია „{ $found }“
error-notation-bad-step = ნაბიჯი ასე უნდა გამოიყურებოდეს: 24/18 ან 3/off (ფარდობითი უჯრები 1..24, მოძრაობა წინ), ნაპოვნია „{ $found }“
error-notation-empty-turn = სვლას სჭირდება ერთი ნაბიჯი მაინც, ან „pass“
# $n: how many steps the turn has.
error-notation-too-many-steps = სვლაში მაქსიმუმ 4 ნაბიჯია, ნაპოვნია { $n }
# Why a turn or a step cannot be played.
error-move-game-over = პარტია დასრულებულია: ერთმა მხარემ გაიყვანა 15-ვე ქვა
# $number: which step of the turn (1 for the first); $step: the step as written (24/18).
error-move-illegal-step = ნაბიჯი { $number } ({ $step }) სვლის ამ მომენტში დაუშვებელია
# $turn: the turn as written (24/18 18/13).
error-move-incomplete-turn = „{ $turn }“ დასაშვები სვლა არ არის: უნდა ითამაშოს რაც შეიძლება მეტი კამათელი, ხოლო თუ მხოლოდ ერთი თამაშდება — დიდი
error-move-pass-not-allowed = სვლის გამოტოვება არ შეიძლება: დასაშვები ნაბიჯი არსებობს
# Why a game or match action was refused.
# $action: what was asked (an error-action-… message); $phase: where the game stands (an error-phase-… message).
error-game-wrong-phase = ახლა შეუძლებელია: { $action } (პარტიის ფაზა: { $phase })
# $die: the number the die was given.
error-game-bad-die = კამათელზე 1-დან 6-მდე რიცხვია და არა { $die }
error-game-match-over = მატჩი დასრულებულია
# $asked: the turns asked to be taken back; $played: the turns the game has played.
error-game-too-few-turns = { $asked } სვლის დაბრუნება შეუძლებელია: პარტიაში გათამაშდა მხოლოდ { $played } სვლა
# What was asked, for error-game-wrong-phase ("cannot … now").
error-action-opening-roll = საწყისი გაგორება
error-action-roll = გაგორება
error-action-step = ქვის გადაადგილება
error-action-undo = ნაბიჯის გაუქმება
error-action-finish-turn = სვლის დასრულება
error-action-play-turn = სვლის თამაში
error-action-next-game = შემდეგი პარტიის დაწყება
error-action-resign = დანებება
error-action-take-back = სვლის დაბრუნება
error-action-double = გაორმაგება
# Where a game stands, for error-game-wrong-phase and
# error-record-previous-game-not-over. English names the phase ("the game
# is in the roll phase"); a translation may write a clause instead.
error-phase-opening = საწყისი გაგორება
error-phase-roll = გაგორება
error-phase-move = სვლა
error-phase-offered = გაორმაგების შეთავაზება
error-phase-over = დასრულებული
# Why a cube action was refused.
error-cube-no-cube = ეს მატჩი კუბის გარეშე თამაშდება
error-cube-crawford-game = კროუფორდის პარტიაში გაორმაგება არ შეიძლება
error-cube-before-first-turn = პარტიის პირველ სვლამდე კუბით მოქმედება არ შეიძლება
# $side: the side to move.
error-cube-not-your-turn = ახლა გაორმაგება მხოლოდ { $side ->
    [white] თეთრებს
   *[black] შავებს
} შეუძლიათ, რადგან მათი სვლაა
error-cube-not-before-rolling = გაორმაგება გაგორებამდე შემოთავაზდება და არა მის შემდეგ
# $side: the cube's owner.
error-cube-not-your-cube = კუბი { $side ->
    [white] თეთრებთანაა
   *[black] შავებთანაა
}: გაორმაგება მხოლოდ მის მფლობელს შეუძლია
error-cube-at-most-64 = კუბი 64-ზე მაღლა არ ადის
error-cube-no-double-offered = გაორმაგება არ შემოთავაზებულა
error-cube-own-double = გამაორმაგებელი საკუთარ გაორმაგებას ვერ უპასუხებს
error-cube-no-beaver = ამ მატჩში თახვი არ თამაშდება
# $side: who doubled.
error-cube-double-offered = { $side ->
    [white] თეთრებმა
   *[black] შავებმა
} გააორმაგეს: ჯერ მიღება ან უარი
