## The errors of a record read by the worker (crates/text/src/errors.rs):
## its lines, the notation, moves, and game actions. The same conventions
## as errors.ftl: text from the record is shown as written.

# The frame of every record error. $line: the record's line number; $what: what is wrong there (an error-record-… message).
error-line = Satır { $line }: { $what }
# $version: the version number the record's first line gives.
error-record-unknown-version = bilinmeyen kayıt sürümü: { $version } (bu uygulama sürüm 1'i okur)
# $found here and below: the record's line (or part of it) as its author wrote it.
error-record-not-a-record = bu bir Long Nardy kaydı değil: ilk satır “Long Nardy record 1” olmalı, bulunan: “{ $found }”
error-record-bad-header-line = bir başlık satırı “Anahtar: değer” biçimindedir ve başlıkları boş bir satır bitirir, bulunan: “{ $found }”
# $header: a header's key as the record writes it (Match, Koks, Opening, Variant, Beaver, Jacoby, Scoring); $example: a correct line of that header, like "Match: 3".
error-record-missing-header = { $header } başlığı eksik (örneğin “{ $example }”)
# $header: a header's key as the record writes it.
error-record-repeated-header = { $header } başlığı iki kez verilmiş
# $min, $max: the shortest and the longest match (in points).
error-record-bad-match-length = Match, kazanmak için gereken puan olmalı: { $min } ile { $max } arasında bir tam sayı, bulunan: “{ $found }”
error-record-bad-koks = Koks “yes” ya da “no” olmalı, bulunan: “{ $found }”
# $again, $play: the header's two values as the record writes them (roll-again, play-dice).
error-record-bad-opening-rule = Opening “{ $again }” ya da “{ $play }” olmalı, bulunan: “{ $found }”
error-record-bad-variant = Variant “long”, “classic”, “nardegammon” ya da “hachapuri” olmalı, bulunan: “{ $found }”
error-record-bad-scoring = Scoring haçapurinin seçeneğidir ve “count” olmalı (“Variant: hachapuri” ile birlikte), bulunan: “{ $found }”
# $header: a header's key as the record writes it (Beaver or Jacoby).
error-record-bad-yes-no = { $header } “yes” ya da “no” olmalı, bulunan: “{ $found }”
# $header: a header's key as the record writes it (Match, Beaver or Jacoby).
error-record-needs-the-cube = { $header } başlığı bir nardegammon seçeneğidir: “Variant: nardegammon” gerektirir
error-record-jacoby-in-match-play = “Jacoby: yes” bir para oyunu kuralıdır: “Match: money” gerektirir
# $found: a cube line as written ("12. w doubles to 2"); $error: why the game refused it.
error-record-cube-refused = “{ $found }” reddedildi: { $error }
# $value: the value the cube would have.
error-record-cube-value-disagrees = “{ $found }” yanlış değer veriyor: küp { $value } olurdu
# $side: who doubled.
error-record-answer-due = { $side ->
    [white] Beyaz
   *[black] Siyah
} katladı: “{ $found }” satırından önce kabul, ret ya da beaver gelmeli
# $game: the game's number; $next: the next game's number.
error-record-game-drawn = { $game }. oyun berabere bitti, bu yüzden ardından “{ $found }” gelemez; sonraki oyun “Game { $next }” ile başlar
# $line: the number of the line with the turn in progress.
error-record-after-turn-in-progress = { $line }. satırdaki süren hamle kaydın son satırı olmalı, ama ardından “{ $found }” geliyor
error-record-not-a-record-line = “{ $found }” bir kayıt satırı değil: beklenen “Game N”, “Opening W-B”, “1. w 6-5: 24/18 18/13” gibi bir hamle ya da “White wins by oin: 1 point” gibi bir sonuç
# $expected: the number of the game due here.
error-record-bad-game-line = bir oyun satırı “Game { $expected }” biçimindedir, bulunan: “{ $found }”
# $expected: the number of the game due here; $given: the number the line gives.
error-record-game-out-of-order = burada “Game { $expected }” bekleniyordu, bulunan: “Game { $given }”
# $game: the game that cannot start; $previous: the game before it; $phase: where that game stands (an error-phase-… message).
error-record-previous-game-not-over = { $game }. oyun başlayamaz: { $previous }. oyun bitmedi (aşama: { $phase })
# $error: why the match refused; $white, $black: each side's points; $length: the points the match is played to.
error-record-next-game-refused = { $game }. oyun başlayamaz: { $error } (Beyaz { $white }, Siyah { $black }, maç { $length } puanlık)
error-record-no-game-yet = ilk açılış zarından, hamleden ya da sonuçtan önce “Game 1” gelmeli
error-record-bad-opening-line = bir açılış zarı “Opening 5-3” biçimindedir (önce Beyazın zarı, sonra Siyahın, her biri 1 ile 6 arası), bulunan: “{ $found }”
# $found: the opening line as written ("Opening 5-3"); $game: the game's number.
error-record-opening-refused = “{ $found }” { $game }. oyuna uymuyor: { $error }
# $found: a result line as written; $game: the game's number.
error-record-result-not-over = “{ $found }” bir sonuç, ama { $game }. oyun bitmedi
# $found: the result line as written; $result: the game's result by its turns (the error-result message).
error-record-result-disagrees = kayıtta “{ $found }” yazıyor, ama yeniden oynatma “{ $result }” veriyor
error-record-bad-turn-line = bir hamle satırı “7. w 6-5: 24/18 18/13” biçimindedir (hamle numarası, taraf, zarlar, adımlar), bulunan: “{ $found }”
# $side: the side as the line writes it (it should be w or b).
error-record-bad-side = taraf “w” ya da “b” olmalı, bulunan: “{ $side }”, satır: “{ $found }”
# $error: why the dice or the steps cannot be read (an error-notation-… message).
error-record-bad-notation = { $error }, satır: “{ $found }”
# $turn: the turn's number as the line gives it; $game: the game's number; $played: the turns the game has had; $expected: the next turn's number.
error-record-turn-out-of-order = hamle numarası { $turn } sıra dışı: { $game }. oyunda { $played } hamle oynandı, sıradaki { $expected } olmalı, satır: “{ $found }”
# $side: the side to move; $letter: its letter in the record (w or b); $given: the letter the line gives.
error-record-wrong-side = sıra { $side ->
    [white] Beyazda
   *[black] Siyahta
} (“{ $letter }”), ama “{ $found }” satırı “{ $given }” veriyor
error-record-no-starter = { $game }. oyunun henüz başlayanı yok: ilk hamleden önce açılış zarı (“Opening W-B”) gelmeli
# $result: how the game ended (the error-result message); $next: the next game's number.
error-record-game-over = { $game }. oyun bitti ({ $result }), bu yüzden ardından hamle gelemez; sonraki oyun “Game { $next }” ile başlar
# $opening: the opening roll's dice; $given: the dice the line gives (both like 6-5).
error-record-opening-dice-mismatch = bu hamle açılış zarlarını ({ $opening }) oynar, ama satırda { $given } var
# $turn: the turn as written (24/18 18/13); $letter: the side's letter, w (White) or b (Black); $dice: the dice (6-5); $start: the position string the turn starts from.
error-record-illegal-turn = “{ $turn }”, { $start } konumundan { $letter } için { $dice } zarıyla geçerli bir hamle değil: { $error }
# $step: the step as written (24/18); $letter: the side's letter, w (White) or b (Black); $dice: the dice (6-5); $start: the position string the turn started from.
error-record-illegal-step = { $step } adımı { $start } konumundan { $letter } tarafından { $dice } zarıyla oynanamaz: { $error }
error-record-bad-dice-line = bir zar satırı “Dice commitment: ” ya da “Dice seed: ” ve 64 onaltılık rakamdan oluşur, bulunan: “{ $found }”
error-record-dice-line-out-of-place = “{ $found }” yersiz: { $game }. oyunun bir taahhüdü ve bir tohumu vardır, tohum da ancak oyun bitince gelir
# The quoted line is the starting position as the record writes it: copy it as it is. $error: what is wrong with the position (an error-position-… message).
error-record-bad-position = bir oyunun konum satırı “Position: 0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w” biçimindedir: { $error }, bulunan: “{ $found }”
# $error: why the game cannot start there (an error-set-up-… message).
error-record-set-up-refused = { $game }. oyun kendi konumundan başlayamaz: { $error }
# Why dice, a step or a turn could not be read. $found: the text as written.
error-notation-bad-dice = zarlar 6-5 biçiminde olmalı (1..6 arası iki sayı), bulunan: “{ $found }”
error-notation-bad-step = bir adım 24/18 ya da 3/off biçiminde olmalı (1..24 arası göreli haneler, ileriye doğru), bulunan: “{ $found }”
error-notation-empty-turn = bir hamlede en az bir adım ya da “pass” olmalı
# $n: how many steps the turn has.
error-notation-too-many-steps = bir hamlede en çok 4 adım olur, bulunan adım sayısı: { $n }
# Why a turn or a step cannot be played.
error-move-game-over = oyun bitti: bir taraf 15 pulunun hepsini topladı
# $number: which step of the turn (1 for the first); $step: the step as written (24/18).
error-move-illegal-step = { $number }. adım ({ $step }) hamlenin o anında geçerli değil
# $turn: the turn as written (24/18 18/13).
error-move-incomplete-turn = “{ $turn }” geçerli bir hamle değil: olabildiğince çok zar oynanmalı, yalnızca biri oynanabiliyorsa da büyük zar
error-move-pass-not-allowed = pas geçilemez: geçerli bir adım var
# Why a game or match action was refused.
# $action: what was asked (an error-action-… message); $phase: where the game stands (an error-phase-… message).
error-game-wrong-phase = şu an { $action } mümkün değil (oyunun aşaması: { $phase })
# $die: the number the die was given.
error-game-bad-die = bir zar 1 ile 6 arası gelir, { $die } gelemez
error-game-match-over = maç bitti
# $asked: the turns asked to be taken back; $played: the turns the game has played.
error-game-too-few-turns = { $asked } hamle geri alınamaz: oyunda oynanan hamle sayısı { $played }
# What was asked, for error-game-wrong-phase ("şu an … mümkün değil").
error-action-opening-roll = açılış zarını atmak
error-action-roll = zar atmak
error-action-step = pul oynamak
error-action-undo = geri almak
error-action-finish-turn = hamleyi bitirmek
error-action-play-turn = hamle yapmak
error-action-next-game = sonraki oyunu başlatmak
error-action-resign = pes etmek
error-action-take-back = bir hamleyi geri almak
error-action-double = katlamak
# Where a game stands, for error-game-wrong-phase and
# error-record-previous-game-not-over ("aşama: …"): a noun.
error-phase-opening = açılış
error-phase-roll = zar atma
error-phase-move = hamle
error-phase-offered = katlama teklifi
error-phase-over = bitiş
# Why a cube action was refused.
error-cube-no-cube = bu maç küpsüz oynanıyor
error-cube-crawford-game = Crawford oyununda katlama yok
error-cube-before-first-turn = oyunun ilk hamlesinden önce küp kullanılamaz
# $side: the side to move.
error-cube-not-your-turn = şu an yalnızca sırası gelen { $side ->
    [white] Beyaz
   *[black] Siyah
} katlayabilir
error-cube-not-before-rolling = katlama zar atmadan önce teklif edilir, sonra değil
# $side: the cube's owner.
error-cube-not-your-cube = küp { $side ->
    [white] Beyazda
   *[black] Siyahta
}: yalnızca sahibi katlayabilir
error-cube-at-most-64 = küp 64'ten yukarı çıkamaz
error-cube-no-double-offered = katlama teklif edilmedi
error-cube-own-double = katlayan kendi katlamasına cevap veremez
error-cube-no-beaver = bu maçta beaver oynanmıyor
# $side: who doubled.
error-cube-double-offered = { $side ->
    [white] Beyaz
   *[black] Siyah
} katladı: önce kabul edin ya da reddedin
