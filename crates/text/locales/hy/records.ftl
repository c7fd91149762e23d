## The errors of a record read by the worker (crates/text/src/errors.rs):
## its lines, the notation, moves, and game actions. The same conventions
## as errors.ftl: text from the record is shown as written.

# The frame of every record error. $line: the record's line number; $what: what is wrong there (an error-record-… message).
error-line = Տող { $line }: { $what }
# $version: the version number the record's first line gives.
error-record-unknown-version = գրառման անհայտ տարբերակ՝ { $version } (այս հավելվածը կարդում է 1 տարբերակը)
# $found here and below: the record's line (or part of it) as its author wrote it.
error-record-not-a-record = սա երկար նարդու գրառում չէ՝ առաջին տողը պետք է լինի «Long Nardy record 1», իսկ գտնվել է «{ $found }»
error-record-bad-header-line = վերնագրի տողն ունի «Բանալի: արժեք» տեսքը, և վերնագրերն ավարտվում են դատարկ տողով, իսկ գտնվել է «{ $found }»
# $header: a header's key as the record writes it (Match, Koks, Opening, Variant, Beaver, Jacoby, Scoring); $example: a correct line of that header, like "Match: 3".
error-record-missing-header = «{ $header }» վերնագիրը բացակայում է (օրինակ՝ «{ $example }»)
# $header: a header's key as the record writes it.
error-record-repeated-header = «{ $header }» վերնագիրը տրված է երկու անգամ
# $min, $max: the shortest and the longest match (in points).
error-record-bad-match-length = «Match» վերնագրում գրվում է հաղթանակի համար անհրաժեշտ միավորների թիվը՝ ամբողջ թիվ { $min }-ից { $max }, իսկ գտնվել է «{ $found }»
error-record-bad-koks = «Koks» վերնագրի արժեքը պետք է լինի «yes» կամ «no», իսկ գտնվել է «{ $found }»
# $again, $play: the header's two values as the record writes them (roll-again, play-dice).
error-record-bad-opening-rule = «Opening» վերնագրի արժեքը պետք է լինի «{ $again }» կամ «{ $play }», իսկ գտնվել է «{ $found }»
error-record-bad-variant = «Variant» վերնագրի արժեքը պետք է լինի «long», «classic», «nardegammon» կամ «hachapuri», իսկ գտնվել է «{ $found }»
error-record-bad-scoring = «Scoring» վերնագիրը խաչապուրիի կանոն է և կարող է լինել միայն «count» («Variant: hachapuri»-ի հետ), իսկ գտնվել է «{ $found }»
# $header: a header's key as the record writes it (Beaver or Jacoby).
error-record-bad-yes-no = «{ $header }» վերնագրի արժեքը պետք է լինի «yes» կամ «no», իսկ գտնվել է «{ $found }»
# $header: a header's key as the record writes it (Match, Beaver or Jacoby).
error-record-needs-the-cube = «{ $header }» վերնագիրը նարդեգամոնի կանոն է՝ անհրաժեշտ է «Variant: nardegammon»
error-record-jacoby-in-match-play = «Jacoby: yes»-ը փողով խաղի կանոն է՝ անհրաժեշտ է «Match: money»
# $found: a cube line as written ("12. w doubles to 2"); $error: why the game refused it.
error-record-cube-refused = «{ $found }» տողը մերժված է՝ { $error }
# $value: the value the cube would have.
error-record-cube-value-disagrees = «{ $found }» տողում արժեքը սխալ է՝ խորանարդը կլիներ { $value }
# $side: who doubled.
error-record-answer-due = { $side ->
    [white] սպիտակները
   *[black] սևերը
} կրկնապատկել են՝ «{ $found }»-ից առաջ պետք է գա պատասխանը (takes, passes կամ beavers)
# $game: the game's number; $next: the next game's number.
error-record-game-drawn = թիվ { $game } պարտիան ավարտվել է ոչ-ոքի, ուստի դրան չի կարող հաջորդել «{ $found }», հաջորդ պարտիան սկսվում է «Game { $next }» տողով
# $line: the number of the line with the turn in progress.
error-record-after-turn-in-progress = անավարտ քայլը (տող { $line }) պետք է լինի գրառման վերջին տողը, բայց դրանից հետո գալիս է «{ $found }»
error-record-not-a-record-line = «{ $found }» գրառման տող չէ՝ սպասվում է «Game N», «Opening W-B», «1. w 6-5: 24/18 18/13» տեսքի քայլ կամ «White wins by oin: 1 point» տեսքի արդյունք
# $expected: the number of the game due here.
error-record-bad-game-line = պարտիայի տողն ունի «Game { $expected }» տեսքը, իսկ գտնվել է «{ $found }»
# $expected: the number of the game due here; $given: the number the line gives.
error-record-game-out-of-order = այստեղ սպասվում է «Game { $expected }», իսկ գտնվել է «Game { $given }»
# $game: the game that cannot start; $previous: the game before it; $phase: where that game stands (an error-phase-… message).
error-record-previous-game-not-over = թիվ { $game } պարտիան չի կարող սկսվել՝ թիվ { $previous } պարտիան դեռ ավարտված չէ ({ $phase })
# $error: why the match refused; $white, $black: each side's points; $length: the points the match is played to.
error-record-next-game-refused = թիվ { $game } պարտիան չի կարող սկսվել՝ { $error } (սպիտակ { $white }, սև { $black }, մրցախաղ մինչև { $length })
error-record-no-game-yet = «Game 1» տողը պետք է գա առաջին վիճակահանությունից, քայլից կամ արդյունքից առաջ
error-record-bad-opening-line = վիճակահանությունը գրվում է «Opening 5-3» տեսքով (սպիտակների զառը, հետո սևերինը, յուրաքանչյուրը 1-ից 6), իսկ գտնվել է «{ $found }»
# $found: the opening line as written ("Opening 5-3"); $game: the game's number.
error-record-opening-refused = «{ $found }» տողը չի համապատասխանում թիվ { $game } պարտիային՝ { $error }
# $found: a result line as written; $game: the game's number.
error-record-result-not-over = «{ $found }» տողն արդյունք է, բայց թիվ { $game } պարտիան դեռ ավարտված չէ
# $found: the result line as written; $result: the game's result by its turns (the error-result message).
error-record-result-disagrees = գրառման մեջ գրված է «{ $found }», բայց ըստ քայլերի ստացվում է «{ $result }»
error-record-bad-turn-line = քայլի տողն ունի «7. w 6-5: 24/18 18/13» տեսքը (քայլի համարը, կողմը, զառերը, տեղաշարժերը), իսկ գտնվել է «{ $found }»
# $side: the side as the line writes it (it should be w or b).
error-record-bad-side = կողմը պետք է լինի «w» կամ «b», իսկ «{ $found }» տողում գտնվել է «{ $side }»
# $error: why the dice or the steps cannot be read (an error-notation-… message).
error-record-bad-notation = { $error }, «{ $found }» տողում
# $turn: the turn's number as the line gives it; $game: the game's number; $played: the turns the game has had; $expected: the next turn's number.
error-record-turn-out-of-order = { $turn } համարը քայլերի հերթականությանը չի համապատասխանում՝ թիվ { $game } պարտիայում խաղացվել է { $played } քայլ, ուստի հաջորդը { $expected }-ն է, «{ $found }» տողում
# $side: the side to move; $letter: its letter in the record (w or b); $given: the letter the line gives.
error-record-wrong-side = հիմա { $side ->
    [white] սպիտակների
   *[black] սևերի
} քայլն է («{ $letter }»), բայց «{ $found }» տողում նշված է «{ $given }»
error-record-no-starter = թիվ { $game } պարտիայում դեռ պարզ չէ, թե ով է սկսում՝ վիճակահանությունը («Opening W-B») պետք է գա առաջին քայլից առաջ
# $result: how the game ended (the error-result message); $next: the next game's number.
error-record-game-over = թիվ { $game } պարտիան ավարտված է ({ $result }), ուստի քայլ չի կարող հաջորդել, հաջորդ պարտիան սկսվում է «Game { $next }» տողով
# $opening: the opening roll's dice; $given: the dice the line gives (both like 6-5).
error-record-opening-dice-mismatch = այս քայլը խաղում է վիճակահանության { $opening } զառերը, բայց տողում նշված է { $given }
# $turn: the turn as written (24/18 18/13); $letter: the side's letter, w (White) or b (Black); $dice: the dice (6-5); $start: the position string the turn starts from.
error-record-illegal-turn = «{ $turn }» քայլն անթույլատրելի է { $letter ->
    [w] սպիտակների
   *[b] սևերի
} համար { $dice } զառերով { $start } դիրքից՝ { $error }
# $step: the step as written (24/18); $letter: the side's letter, w (White) or b (Black); $dice: the dice (6-5); $start: the position string the turn started from.
error-record-illegal-step = { $step } տեղաշարժն անհնար է { $letter ->
    [w] սպիտակների
   *[b] սևերի
} համար { $dice } զառերով { $start } դիրքից՝ { $error }
error-record-bad-dice-line = զառերի տողն ունի «Dice commitment: » կամ «Dice seed: » տեսքը և 64 տասնվեցական թվանշան, իսկ գտնվել է «{ $found }»
error-record-dice-line-out-of-place = «{ $found }» տողն իր տեղում չէ՝ թիվ { $game } պարտիան ունի մեկ պարտավորություն և մեկ սերմ, իսկ սերմը գրվում է միայն պարտիայի ավարտից հետո
# The quoted line is the starting position as the record writes it: copy it as it is. $error: what is wrong with the position (an error-position-… message).
error-record-bad-position = պարտիայի դիրքի տողն ունի «Position: 0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w» տեսքը — { $error }, իսկ գտնվել է «{ $found }»
# $error: why the game cannot start there (an error-set-up-… message).
error-record-set-up-refused = թիվ { $game } պարտիան չի կարող սկսվել իր դիրքից՝ { $error }
# Why dice, a step or a turn could not be read. $found: the text as written.
error-notation-bad-dice = զառերը գրվում են 6-5 տեսքով (երկու թիվ 1..6), իսկ գտնվել է «{ $found }»
error-notation-bad-step = տեղաշարժը գրվում է 24/18 կամ 3/off տեսքով (քայլողի դաշտերը 1..24, միայն առաջ), իսկ գտնվել է «{ $found }»
error-notation-empty-turn = քայլում պետք է լինի առնվազն մեկ տեղաշարժ կամ «pass»
# $n: how many steps the turn has.
error-notation-too-many-steps = քայլում լինում է առավելագույնը 4 տեղաշարժ, իսկ գտնվել է { $n }
# Why a turn or a step cannot be played.
error-move-game-over = պարտիան ավարտված է՝ կողմերից մեկը հանել է բոլոր 15 քարերը
# $number: which step of the turn (1 for the first); $step: the step as written (24/18).
error-move-illegal-step = թիվ { $number } տեղաշարժը ({ $step }) քայլի այդ պահին անթույլատրելի է
# $turn: the turn as written (24/18 18/13).
error-move-incomplete-turn = «{ $turn }» քայլն անթույլատրելի է՝ պետք է խաղալ հնարավորինս շատ զառ, իսկ եթե միայն մեկն է հնարավոր, ապա մեծը
error-move-pass-not-allowed = պաս անել չի կարելի՝ կա թույլատրելի տեղաշարժ
# Why a game or match action was refused.
# $action: what was asked (an error-action-… message); $phase: where the game stands (an error-phase-… message).
error-game-wrong-phase = հիմա չի կարելի { $action }՝ { $phase }
# $die: the number the die was given.
error-game-bad-die = զառը ցույց է տալիս 1-ից 6, ոչ թե { $die }
error-game-match-over = մրցախաղն ավարտված է
# $asked: the turns asked to be taken back; $played: the turns the game has played.
error-game-too-few-turns = հնարավոր չէ հետ վերցնել { $asked } քայլ՝ պարտիայում խաղացվել է { $played }
# What was asked, for error-game-wrong-phase ("հիմա չի կարելի …").
error-action-opening-roll = վիճակահանություն անել
error-action-roll = նետել զառերը
error-action-step = քար տեղափոխել
error-action-undo = հետարկել
error-action-finish-turn = ավարտել քայլը
error-action-play-turn = քայլ խաղալ
error-action-next-game = սկսել հաջորդ պարտիան
error-action-resign = զիջել պարտիան
error-action-take-back = հետ վերցնել քայլը
error-action-double = կրկնապատկել
# Where a game stands, for error-game-wrong-phase and
# error-record-previous-game-not-over. Armenian writes a clause.
error-phase-opening = ընթանում է վիճակահանությունը
error-phase-roll = զառեր նետելու հերթն է
error-phase-move = քայլն ընթացքի մեջ է
error-phase-offered = առաջարկված է կրկնապատկում
error-phase-over = պարտիան ավարտված է
# Why a cube action was refused.
error-cube-no-cube = այս մրցախաղը խաղացվում է առանց խորանարդի
error-cube-crawford-game = Քրոուֆորդի պարտիայում կրկնապատկել չի կարելի
error-cube-before-first-turn = մինչև պարտիայի առաջին քայլը խորանարդով գործողություններ չեն թույլատրվում
# $side: the side to move.
error-cube-not-your-turn = հիմա կրկնապատկել կարող են միայն { $side ->
    [white] սպիտակները
   *[black] սևերը
}, որոնց քայլն է
error-cube-not-before-rolling = կրկնապատկում առաջարկում են զառերը նետելուց առաջ, ոչ թե հետո
# $side: the cube's owner.
error-cube-not-your-cube = խորանարդը { $side ->
    [white] սպիտակների
   *[black] սևերի
} մոտ է՝ կրկնապատկել կարող է միայն դրա տերը
error-cube-at-most-64 = խորանարդը 64-ից բարձր չի լինում
error-cube-no-double-offered = կրկնապատկում չի առաջարկվել
error-cube-own-double = կրկնապատկողը չի կարող պատասխանել իր իսկ կրկնապատկմանը
error-cube-no-beaver = այս մրցախաղում բիվեր չի խաղացվում
# $side: who doubled.
error-cube-double-offered = { $side ->
    [white] սպիտակները
   *[black] սևերը
} կրկնապատկել են՝ նախ ընդունեք կամ հրաժարվեք
