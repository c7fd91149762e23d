## A friend's message refused: why it was not applied; the game is unchanged (crates/text/src/remote.rs)
## English is the protocol's own text (nardy-remote's Display), word for word.
## $seq, $from, $got, $last: messages' numbers in the game. $side is
## "white" or "black".

remote-refusal-not-a-message = bu, dostla oyunun mesajı deyil (nardy ilə başlamır)
# $version: the version the message is written in, as it begins ("nardy2").
remote-refusal-version = mesajın versiyası: { $version }, bu səhifə isə nardy1, nardy2, nardy3 oxuyur
# $kind: the message's kind as written in it ("move", "accept", or "?");
# $what: the field that cannot be read, in the protocol's English words
# ("reveal", "number of fields").
remote-refusal-field = { $kind } mesajında { $what } oxunmur
# $kind: the kind written in the message, which this page does not know.
remote-refusal-unknown-kind = naməlum mesaj növü: "{ $kind }"
# $why: why the move's text cannot be read.
remote-refusal-bad-turn = gedişi oxumaq olmur: { $why }
remote-refusal-other-game = mesaj dostla başqa oyuna aiddir
remote-refusal-conflict = bu oyunun mesajı { $seq } artıq alınıb və bu mesaj ondan fərqlidir
# At the inviter: a second acceptance of its invitation ($second's), after $first's.
remote-refusal-accepted-before = bu dəvəti artıq { $first } adlı oyunçu qəbul edib və oyun onunla gedir; dostunuz { $second } adlı oyunçudursa, dəvəti başqası ələ keçirib: yoxlama kodunu dostunuzla müqayisə edin və yenidən dəvət edin
# At the friend: the inviter ($inviter) goes on with someone else's acceptance.
remote-refusal-invitation-taken = bu dəvəti sizdən əvvəl başqası qəbul edib və dəvət edən ({ $inviter }) onunla oynayır: yoxlama kodunu müqayisə edin və yeni dəvət istəyin
# One message missing before this one ($got): message $from.
remote-refusal-missing-one = mesaj { $from } hələ gəlməyib: əvvəlcə onu istəyin (bu, mesaj { $got })
# Messages $from to $last missing before this one ($got).
remote-refusal-missing = mesajlar { $from }–{ $last } hələ gəlməyib: əvvəlcə onları istəyin (bu, mesaj { $got })
remote-refusal-not-next = mesaj { $seq } bu oyunda olan mesajların ardınca gəlmir
remote-refusal-own-differs = dostunuz bu cihazdakından fərqli { $seq } nömrəli mesaja cavab verir: oyunun bu nüsxəsi köhnədir və gedişi yenidən oynayıb; { $seq } nömrəli mesaj kimi göndərdiyiniz linki (dostunuzla yazışmada) açın, sonra bunu yenidən açın
remote-refusal-unexpected = mesaj { $seq } səhv növdədir
remote-refusal-not-signed = mesaj { $seq } { $side ->
    [white] Ağların
   *[black] Qaraların
} açarı ilə imzalanmayıb: o dəyişdirilib və ya başqası tərəfindən yaradılıb
# A side's revealed dice value does not continue the chain of values it
# committed to when the game began.
remote-refusal-bad-reveal = { $side ->
    [white] Ağların
   *[black] Qaraların
} zər dəyəri { $side ->
    [white] Ağların
   *[black] Qaraların
} öhdəlik verdiyi zənciri davam etdirmir
# $got: the dice value the message reveals; $expected: the one the game needs.
remote-refusal-wrong-reveal = mesaj { $got } zər dəyərini açır, lakin oyuna indi { $expected } dəyəri lazımdır
# $written: the dice written in the move ("6-5"); $rolled: the dice the two
# sides' contributions roll.
remote-refusal-wrong-dice = gedişdə { $written } yazılıb, lakin iki tərəfin payları { $rolled } verir
# $action: the action, in the protocol's English words ("double", "roll").
remote-refusal-not-now = indi '{ $action }' etmək göndərənin növbəsi deyil
remote-refusal-chain-used-up = dostla bu matç bütün zərlərini işlədib
remote-refusal-not-a-player = bu cihaz bu oyunda oynamır
remote-refusal-time = { $seq } nömrəli mesajın tarixi cavab verdiyi mesajdan əvvəldir
# $left: how long the time to answer still runs ("3 days").
remote-refusal-claim-too-early = { $seq } nömrəli mesaj texniki qələbəni çox tez alır: cavab vaxtının bitməsinə hələ { $left } var
remote-refusal-claim-crossed = { $seq } nömrəli mesajınız yolda ikən dostunuz texniki qələbəni aldı: mesajı yenidən göndərin, o vaxtında cavab verir və oyun davam edir
remote-refusal-claim-stands = { $seq } nömrəli mesaj bu tərəf texniki qələbəni aldıqdan { $limit } çox sonra gəldi: qələbə qüvvədə qalır
remote-refusal-future = { $seq } nömrəli mesajın tarixi bu cihazın saatından { $ahead } irəlidədir: iki cihazdan birinin saatı səhvdir
