## The errors of a record read by the worker (crates/text/src/errors.rs):
## its lines, the notation, moves, and game actions. The same conventions
## as errors.ftl: text from the record is shown as written.

# The frame of every record error. $line: the record's line number; $what: what is wrong there (an error-record-… message).
error-line = Sətir { $line }: { $what }
# $version: the version number the record's first line gives.
error-record-unknown-version = naməlum qeyd versiyası: { $version } (bu tətbiq yalnız 1-ci versiyanı oxuyur)
# $found here and below: the record's line (or part of it) as its author wrote it.
error-record-not-a-record = bu, uzun nərd qeydi deyil: birinci sətir 'Long Nardy record 1' olmalıdır, tapıldı: '{ $found }'
error-record-bad-header-line = başlıq sətri 'Açar: dəyər' şəklində olur və başlıqları boş sətir bitirir, tapıldı: '{ $found }'
# $header: a header's key as the record writes it (Match, Koks, Opening, Variant, Beaver, Jacoby, Scoring); $example: a correct line of that header, like "Match: 3".
error-record-missing-header = { $header } başlığı yoxdur (məsələn, '{ $example }')
# $header: a header's key as the record writes it.
error-record-repeated-header = { $header } başlığı iki dəfə verilib
# $min, $max: the shortest and the longest match (in points).
error-record-bad-match-length = Match qələbə üçün lazım olan xal olmalıdır, { $min }–{ $max } aralığında tam ədəd, tapıldı: '{ $found }'
error-record-bad-koks = Koks 'yes' və ya 'no' olmalıdır, tapıldı: '{ $found }'
# $again, $play: the header's two values as the record writes them (roll-again, play-dice).
error-record-bad-opening-rule = Opening '{ $again }' və ya '{ $play }' olmalıdır, tapıldı: '{ $found }'
error-record-bad-variant = Variant 'long', 'classic', 'nardegammon' və ya 'hachapuri' olmalıdır, tapıldı: '{ $found }'
error-record-bad-scoring = Scoring xaçapurinin seçimidir və 'count' olmalıdır ('Variant: hachapuri' ilə), tapıldı: '{ $found }'
# $header: a header's key as the record writes it (Beaver or Jacoby).
error-record-bad-yes-no = { $header } 'yes' və ya 'no' olmalıdır, tapıldı: '{ $found }'
# $header: a header's key as the record writes it (Match, Beaver or Jacoby).
error-record-needs-the-cube = { $header } başlığı nərdqammon seçimidir: 'Variant: nardegammon' tələb edir
error-record-jacoby-in-match-play = 'Jacoby: yes' pula oyunun qaydasıdır: 'Match: money' tələb edir
# $found: a cube line as written ("12. w doubles to 2"); $error: why the game refused it.
error-record-cube-refused = '{ $found }' qəbul edilmir: { $error }
# $value: the value the cube would have.
error-record-cube-value-disagrees = '{ $found }' səhv dəyər verir: kubun dəyəri { $value } olmalıdır
# $side: who doubled.
error-record-answer-due = { $side ->
    [white] Ağlar
   *[black] Qaralar
} ikiqatlayıb: '{ $found }' sətrindən əvvəl qəbul, imtina və ya biver gəlməlidir
# $game: the game's number; $next: the next game's number.
error-record-game-drawn = partiya { $game } heç-heçə bitib, ona görə ardınca '{ $found }' gələ bilməz; növbəti partiya 'Game { $next }' ilə başlayır
# $line: the number of the line with the turn in progress.
error-record-after-turn-in-progress = davam edən gediş (sətir { $line }) qeydin son sətri olmalıdır, lakin ondan sonra '{ $found }' gəlir
error-record-not-a-record-line = '{ $found }' qeyd sətri deyil: gözlənilir 'Game N', 'Opening W-B', '1. w 6-5: 24/18 18/13' kimi gediş və ya 'White wins by oin: 1 point' kimi nəticə
# $expected: the number of the game due here.
error-record-bad-game-line = partiya sətri 'Game { $expected }' şəklində olur, tapıldı: '{ $found }'
# $expected: the number of the game due here; $given: the number the line gives.
error-record-game-out-of-order = burada 'Game { $expected }' gözlənilirdi, tapıldı: 'Game { $given }'
# $game: the game that cannot start; $previous: the game before it; $phase: where that game stands (an error-phase-… message).
error-record-previous-game-not-over = partiya { $game } başlaya bilməz: partiya { $previous } bitməyib ({ $phase })
# $error: why the match refused; $white, $black: each side's points; $length: the points the match is played to.
error-record-next-game-refused = partiya { $game } başlaya bilməz: { $error } (Ağlar { $white }, Qaralar { $black }, matç { $length } xala qədər)
error-record-no-game-yet = ilk atışdan, gedişdən və ya nəticədən əvvəl 'Game 1' gəlməlidir
error-record-bad-opening-line = ilk atış sətri 'Opening 5-3' şəklində olur (əvvəl Ağların zəri, sonra Qaraların, hər biri 1-dən 6-ya qədər), tapıldı: '{ $found }'
# $found: the opening line as written ("Opening 5-3"); $game: the game's number.
error-record-opening-refused = '{ $found }' partiya { $game } üçün uyğun deyil: { $error }
# $found: a result line as written; $game: the game's number.
error-record-result-not-over = '{ $found }' nəticədir, lakin partiya { $game } bitməyib
# $found: the result line as written; $result: the game's result by its turns (the error-result message).
error-record-result-disagrees = qeyddə '{ $found }' yazılıb, lakin gedişlərə görə nəticə: '{ $result }'
error-record-bad-turn-line = gediş sətri '7. w 6-5: 24/18 18/13' şəklində olur (gedişin nömrəsi, tərəf, zərlər, addımlar), tapıldı: '{ $found }'
# $side: the side as the line writes it (it should be w or b).
error-record-bad-side = tərəf 'w' və ya 'b' olmalıdır, tapıldı: '{ $side }', sətir: '{ $found }'
# $error: why the dice or the steps cannot be read (an error-notation-… message).
error-record-bad-notation = { $error }, sətir: '{ $found }'
# $turn: the turn's number as the line gives it; $game: the game's number; $played: the turns the game has had; $expected: the next turn's number.
error-record-turn-out-of-order = gedişin nömrəsi { $turn } sıraya uyğun deyil: partiya { $game } artıq { $played } gediş oynayıb, növbəti gediş { $expected } olmalıdır; sətir: '{ $found }'
# $side: the side to move; $letter: its letter in the record (w or b); $given: the letter the line gives.
error-record-wrong-side = indi { $side ->
    [white] Ağların
   *[black] Qaraların
} gedişidir ('{ $letter }'), lakin '{ $found }' sətrində '{ $given }' verilib
error-record-no-starter = partiya { $game } üçün hələ başlayan yoxdur: ilk gedişdən əvvəl ilk atış ('Opening W-B') gəlməlidir
# $result: how the game ended (the error-result message); $next: the next game's number.
error-record-game-over = partiya { $game } bitib ({ $result }), ona görə ardınca gediş gələ bilməz; növbəti partiya 'Game { $next }' ilə başlayır
# $opening: the opening roll's dice; $given: the dice the line gives (both like 6-5).
error-record-opening-dice-mismatch = bu gediş ilk atışın zərlərini ({ $opening }) oynayır, lakin sətirdə { $given } verilib
# $turn: the turn as written (24/18 18/13); $letter: the side's letter, w (White) or b (Black); $dice: the dice (6-5); $start: the position string the turn starts from.
error-record-illegal-turn = '{ $turn }' { $letter } üçün { $dice } zərləri ilə qaydaya uyğun gediş deyil (mövqe: { $start }): { $error }
# $step: the step as written (24/18); $letter: the side's letter, w (White) or b (Black); $dice: the dice (6-5); $start: the position string the turn started from.
error-record-illegal-step = { $step } addımını { $letter } { $dice } zərləri ilə oynaya bilməz (mövqe: { $start }): { $error }
error-record-bad-dice-line = zər sətri 'Dice commitment: ' və ya 'Dice seed: ' və 64 onaltılıq rəqəmdən ibarət olur, tapıldı: '{ $found }'
error-record-dice-line-out-of-place = '{ $found }' yerində deyil: partiya { $game } üçün bir öhdəlik və bir toxum olur, toxum isə yalnız partiya bitəndən sonra gəlir
# The quoted line is the starting position as the record writes it: copy it as it is. $error: what is wrong with the position (an error-position-… message).
error-record-bad-position = partiyanın mövqe sətri 'Position: 0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w' şəklində olur: { $error }, tapıldı: '{ $found }'
# $error: why the game cannot start there (an error-set-up-… message).
error-record-set-up-refused = partiya { $game } öz mövqeyindən başlaya bilməz: { $error }
# Why dice, a step or a turn could not be read. $found: the text as written.
error-notation-bad-dice = zərlər 6-5 şəklində olmalıdır (1..6 aralığında iki ədəd), tapıldı: '{ $found }'
error-notation-bad-step = addım 24/18 və ya 3/off şəklində olmalıdır (1..24 nisbi xanalar, irəli hərəkət), tapıldı: '{ $found }'
error-notation-empty-turn = gedişdə ən azı bir addım olmalıdır, ya da 'pass'
# $n: how many steps the turn has.
error-notation-too-many-steps = gedişdə ən çoxu 4 addım olur, tapıldı: { $n }
# Why a turn or a step cannot be played.
error-move-game-over = partiya bitib: tərəflərdən biri 15 daşın hamısını çıxarıb
# $number: which step of the turn (1 for the first); $step: the step as written (24/18).
error-move-illegal-step = addım { $number } ({ $step }) gedişin bu anında qaydaya uyğun deyil
# $turn: the turn as written (24/18 18/13).
error-move-incomplete-turn = '{ $turn }' qaydaya uyğun gediş deyil: mümkün qədər çox zər oynanmalıdır, yalnız biri oynana bilirsə — böyüyü
error-move-pass-not-allowed = pas vermək olmaz: qaydaya uyğun addım var
# Why a game or match action was refused.
# $action: what was asked (an error-action-… message); $phase: where the game stands (an error-phase-… message).
error-game-wrong-phase = indi { $action } olmaz: { $phase }
# $die: the number the die was given.
error-game-bad-die = zər 1-dən 6-ya qədər göstərir, { $die } yox
error-game-match-over = matç bitib
# $asked: the turns asked to be taken back; $played: the turns the game has played.
error-game-too-few-turns = { $asked } gedişi geri almaq olmaz: partiyada cəmi { $played } gediş oynanılıb
# What was asked, for error-game-wrong-phase ("cannot … now").
error-action-opening-roll = ilk atışı etmək
error-action-roll = zər atmaq
error-action-step = daş oynatmaq
error-action-undo = addımı geri almaq
error-action-finish-turn = gedişi bitirmək
error-action-play-turn = gediş etmək
error-action-next-game = növbəti partiyaya başlamaq
error-action-resign = təslim olmaq
error-action-take-back = gedişi geri almaq
error-action-double = ikiqatlamaq
# Where a game stands, for error-game-wrong-phase and
# error-record-previous-game-not-over. English names the phase ("the game
# is in the roll phase"); a translation may write a clause instead.
error-phase-opening = ilk atış gözlənilir
error-phase-roll = zər atışı gözlənilir
error-phase-move = gediş gözlənilir
error-phase-offered = ikiqatlamaya cavab gözlənilir
error-phase-over = partiya bitib
# Why a cube action was refused.
error-cube-no-cube = bu matç kubsuz oynanılır
error-cube-crawford-game = Krouford partiyasında ikiqatlama olmur
error-cube-before-first-turn = partiyanın ilk gedişindən əvvəl kubla hərəkət olmur
# $side: the side to move.
error-cube-not-your-turn = indi yalnız gediş edən { $side ->
    [white] Ağlar
   *[black] Qaralar
} ikiqatlaya bilər
error-cube-not-before-rolling = ikiqatlama zər atılmazdan əvvəl təklif edilir, sonra yox
# $side: the cube's owner.
error-cube-not-your-cube = kub { $side ->
    [white] Ağlarındır
   *[black] Qaralarındır
}: yalnız sahibi ikiqatlaya bilər
error-cube-at-most-64 = kubun dəyəri 64-dən yuxarı qalxmır
error-cube-no-double-offered = ikiqatlama təklif edilməyib
error-cube-own-double = ikiqatlayan öz ikiqatlamasına cavab verə bilməz
error-cube-no-beaver = bu matçda biver oynanılmır
# $side: who doubled.
error-cube-double-offered = { $side ->
    [white] Ağlar
   *[black] Qaralar
} ikiqatlayıb: əvvəlcə qəbul edin və ya imtina edin
