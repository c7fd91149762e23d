## A friend's message refused: why it was not applied; the game is unchanged (crates/text/src/remote.rs)
## English is the protocol's own text (nardy-remote's Display), word for word.
## $seq, $from, $got, $last: messages' numbers in the game. $side is
## "white" or "black".

remote-refusal-not-a-message = bu bir uzaktan oyun mesajı değil (nardy ile başlamıyor)
# $version: the version the message is written in, as it begins ("nardy2").
remote-refusal-version = mesajın sürümü { $version }, bu sayfa nardy1, nardy2, nardy3 okur
# $kind: the message's kind as written in it ("move", "accept", or "?");
# $what: the field that cannot be read, in the protocol's English words
# ("reveal", "number of fields").
remote-refusal-field = { $kind } mesajının { $what } alanı okunamıyor
# $kind: the kind written in the message, which this page does not know.
remote-refusal-unknown-kind = bilinmeyen mesaj türü: “{ $kind }”
# $why: why the move's text cannot be read.
remote-refusal-bad-turn = hamle okunamıyor: { $why }
remote-refusal-other-game = mesaj başka bir uzaktan oyuna ait
remote-refusal-conflict = bu oyunun { $seq } numaralı mesajı zaten alındı ve bu mesaj ondan farklı
# At the inviter: a second acceptance of its invitation ($second's), after $first's.
remote-refusal-accepted-before = bu daveti { $first } zaten kabul etti ve oyun onunla sürüyor; arkadaşınız { $second } ise daveti başka biri aldı: doğrulama kodunu arkadaşınızla karşılaştırın ve yeniden davet edin
# At the friend: the inviter ($inviter) goes on with someone else's acceptance.
remote-refusal-invitation-taken = bu daveti sizden önce başka biri kabul etti ve davet eden ({ $inviter }) onunla oynuyor: doğrulama kodunu karşılaştırın ve yeni bir davet isteyin
# One message missing before this one ($got): message $from.
remote-refusal-missing-one = { $from } numaralı mesaj henüz gelmedi: önce onu isteyin (bu mesajın numarası: { $got })
# Messages $from to $last missing before this one ($got).
remote-refusal-missing = { $from }–{ $last } numaralı mesajlar henüz gelmedi: önce onları isteyin (bu mesajın numarası: { $got })
remote-refusal-not-next = { $seq } numaralı mesaj bu oyundaki mesajların devamı değil
remote-refusal-own-differs = arkadaşınız bu cihazdakinden farklı bir { $seq } numaralı mesaja cevap veriyor: oyunun bu kopyası daha eski ve hamleyi yeniden oynadı; { $seq } numaralı mesaj olarak gönderdiğiniz bağlantıyı (arkadaşınızla yazışmanızda) açın, sonra bunu yeniden açın
remote-refusal-unexpected = { $seq } numaralı mesaj yanlış türde
remote-refusal-not-signed = { $seq } numaralı mesaj { $side ->
    [white] Beyazın
   *[black] Siyahın
} anahtarıyla imzalanmamış: değiştirilmiş ya da başkası tarafından hazırlanmış
# A side's revealed dice value does not continue the chain of values it
# committed to when the game began.
remote-refusal-bad-reveal = { $side ->
    [white] Beyazın
   *[black] Siyahın
} zar değeri, { $side ->
    [white] Beyazın
   *[black] Siyahın
} taahhüt ettiği zinciri sürdürmüyor
# $got: the dice value the message reveals; $expected: the one the game needs.
remote-refusal-wrong-reveal = mesajın açıkladığı zar değeri { $got }, ama oyunun şu an beklediği değer { $expected }
# $written: the dice written in the move ("6-5"); $rolled: the dice the two
# sides' contributions roll.
remote-refusal-wrong-dice = hamlede { $written } yazıyor, ama iki tarafın katkısından { $rolled } çıkıyor
# $action: the action, in the protocol's English words ("double", "roll").
remote-refusal-not-now = gönderen şu an { $action } işlemini yapamaz
remote-refusal-chain-used-up = bu uzaktan maç bütün zarlarını kullandı
remote-refusal-not-a-player = bu cihaz bu oyunda oynamıyor
remote-refusal-time = { $seq } numaralı mesajın tarihi, cevap verdiği mesajdan önce
# $left: how long the time to answer still runs ("3 days").
remote-refusal-claim-too-early = { $seq } numaralı mesaj hükmen galibiyeti çok erken alıyor: cevap süresinin bitmesine daha { $left } var
remote-refusal-claim-crossed = { $seq } numaralı mesajınız yoldayken arkadaşınız hükmen galibiyet aldı: mesajı yeniden gönderin, zamanında cevap veriyor ve oyun sürüyor
remote-refusal-claim-stands = { $seq } numaralı mesaj, bu taraf hükmen galibiyeti aldıktan { $limit } sonrasından da geç geldi: galibiyet geçerli
remote-refusal-future = { $seq } numaralı mesajın tarihi bu cihazın saatinden { $ahead } ileride: iki cihazdan birinin saati yanlış
