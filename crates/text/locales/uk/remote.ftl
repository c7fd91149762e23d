## A friend's message refused: why it was not applied; the game is unchanged (crates/text/src/remote.rs)
## English is the protocol's own text (nardy-remote's Display), word for word.
## $seq, $from, $got, $last: messages' numbers in the game. $side is
## "white" or "black".

remote-refusal-not-a-message = це не повідомлення гри з другом (воно не починається з nardy)
# $version: the version the message is written in, as it begins ("nardy2").
remote-refusal-version = повідомлення версії { $version }, а ця сторінка читає nardy1, nardy2, nardy3
# $kind: the message's kind as written in it ("move", "accept", or "?");
# $what: the field that cannot be read, in the protocol's English words
# ("reveal", "number of fields").
remote-refusal-field = у повідомленні «{ $kind }» не читається поле: { $what }
# $kind: the kind written in the message, which this page does not know.
remote-refusal-unknown-kind = невідомий вид повідомлення «{ $kind }»
# $why: why the move's text cannot be read.
remote-refusal-bad-turn = хід не читається: { $why }
remote-refusal-other-game = повідомлення належить до іншої партії з другом
remote-refusal-conflict = повідомлення { $seq } цієї партії вже отримано, а це — інше
# At the inviter: a second acceptance of its invitation ($second's), after $first's.
remote-refusal-accepted-before = це запрошення вже прийняв гравець { $first }, партія йде з ним; якщо ваш друг — { $second }, запрошення перехопив хтось інший: звірте перевірний код із другом і запросіть знову
# At the friend: the inviter ($inviter) goes on with someone else's acceptance.
remote-refusal-invitation-taken = хтось інший прийняв це запрошення раніше за вас, і той, хто запросив ({ $inviter }), грає з ним: звірте перевірний код і попросіть нове запрошення
# One message missing before this one ($got): message $from.
remote-refusal-missing-one = повідомлення { $from } ще не надійшло: спершу попросіть його (це — { $got })
# Messages $from to $last missing before this one ($got).
remote-refusal-missing = повідомлення з { $from } по { $last } ще не надійшли: спершу попросіть їх (це — { $got })
remote-refusal-not-next = повідомлення { $seq } не продовжує повідомлень цієї партії
remote-refusal-own-differs = ваш друг відповідає на інше повідомлення { $seq }, не на те, що є на цьому пристрої: ця копія партії старіша й зіграла хід знову; відкрийте посилання, яке ви надіслали як повідомлення { $seq } (у листуванні з другом), а потім це ще раз
remote-refusal-unexpected = повідомлення { $seq } не того виду
remote-refusal-not-signed = повідомлення { $seq } не підписане ключем { $side ->
    [white] білих
   *[black] чорних
}: його змінили або написав хтось інший
# A side's revealed dice value does not continue the chain of values it
# committed to when the game began.
remote-refusal-bad-reveal = значення зарів { $side ->
    [white] білих
   *[black] чорних
} не продовжує ланцюжка, закріпленого { $side ->
    [white] білими
   *[black] чорними
} на початку партії
# $got: the dice value the message reveals; $expected: the one the game needs.
remote-refusal-wrong-reveal = повідомлення відкриває значення зарів { $got }, а партії зараз потрібне значення { $expected }
# $written: the dice written in the move ("6-5"); $rolled: the dice the two
# sides' contributions roll.
remote-refusal-wrong-dice = у ході написано { $written }, а два внески дають зари { $rolled }
# $action: the action, in the protocol's English words ("double", "roll").
remote-refusal-not-now = відправник зараз не може зробити дію «{ $action }»
remote-refusal-chain-used-up = ця партія з другом вичерпала всі свої зари
remote-refusal-not-a-player = цей пристрій не грає в цій партії
remote-refusal-time = повідомлення { $seq } датоване раніше за повідомлення, на яке відповідає
# $left: how long the time to answer still runs ("3 days").
remote-refusal-claim-too-early = повідомлення { $seq } зараховує перемогу через неявку надто рано: на відповідь лишається ще { $left }
remote-refusal-claim-crossed = друг зарахував собі перемогу, поки ваше повідомлення { $seq } було в дорозі: надішліть його ще раз — воно прийшло вчасно, і партія триває
remote-refusal-claim-stands = повідомлення { $seq } надійшло більше ніж через { $limit } після того, як ця сторона зарахувала собі перемогу через неявку: перемога лишається чинною
remote-refusal-future = повідомлення { $seq } датоване на { $ahead } пізніше за годинник цього пристрою: годинник на одному з двох пристроїв показує неправильний час
