## A friend's message refused: why it was not applied; the game is unchanged (crates/text/src/remote.rs)
## English is the protocol's own text (nardy-remote's Display), word for word.
## $seq, $from, $got, $last: messages' numbers in the game. $side is
## "white" or "black".

remote-refusal-not-a-message = սա ընկերոջ հետ խաղի հաղորդագրություն չէ (այն չի սկսվում nardy նշանով)
# $version: the version the message is written in, as it begins ("nardy2").
remote-refusal-version = հաղորդագրությունը { $version } տարբերակի է, իսկ այս էջը կարդում է nardy1, nardy2, nardy3
# $kind: the message's kind as written in it ("move", "accept", or "?");
# $what: the field that cannot be read, in the protocol's English words
# ("reveal", "number of fields").
remote-refusal-field = «{ $kind }» հաղորդագրության մեջ չի կարդացվում՝ { $what }
# $kind: the kind written in the message, which this page does not know.
remote-refusal-unknown-kind = հաղորդագրության անհայտ տեսակ՝ «{ $kind }»
# $why: why the move's text cannot be read.
remote-refusal-bad-turn = քայլը չի կարդացվում՝ { $why }
remote-refusal-other-game = հաղորդագրությունը պատկանում է ընկերոջ հետ մեկ այլ խաղի
remote-refusal-conflict = այս խաղի թիվ { $seq } հաղորդագրությունն արդեն ստացվել է, և այս մեկը տարբեր է
# At the inviter: a second acceptance of its invitation ($second's), after $first's.
remote-refusal-accepted-before = այս հրավերն արդեն ընդունել է խաղացող { $first }, և խաղը շարունակվում է նրա հետ. եթե ձեր ընկերը { $second } է, հրավերն ուրիշն է վերցրել. համեմատեք ստուգման կոդը ընկերոջ հետ և նորից հրավիրեք
# At the friend: the inviter ($inviter) goes on with someone else's acceptance.
remote-refusal-invitation-taken = ուրիշը ձեզնից առաջ ընդունել է այս հրավերը, և հրավիրողը ({ $inviter }) խաղում է նրա հետ. համեմատեք ստուգման կոդը և խնդրեք նոր հրավեր
# One message missing before this one ($got): message $from.
remote-refusal-missing-one = թիվ { $from } հաղորդագրությունը դեռ չի եկել՝ նախ խնդրեք այն (սա թիվ { $got }-ն է)
# Messages $from to $last missing before this one ($got).
remote-refusal-missing = { $from }-ից { $last } համարի հաղորդագրությունները դեռ չեն եկել՝ նախ խնդրեք դրանք (սա թիվ { $got }-ն է)
remote-refusal-not-next = թիվ { $seq } հաղորդագրությունը չի շարունակում այս խաղի հաղորդագրությունները
remote-refusal-own-differs = ձեր ընկերը պատասխանում է { $seq } համարի մեկ այլ հաղորդագրության, ոչ թե այս սարքում եղածին. խաղի այս պատճենն ավելի հին է և քայլը նորից է խաղացել. բացեք այն հղումը, որն ուղարկել եք որպես { $seq } հաղորդագրություն (ընկերոջ հետ նամակագրության մեջ), ապա այս մեկը նորից
remote-refusal-unexpected = թիվ { $seq } հաղորդագրությունը սխալ տեսակի է
remote-refusal-not-signed = թիվ { $seq } հաղորդագրությունը ստորագրված չէ { $side ->
    [white] սպիտակների
   *[black] սևերի
} բանալիով՝ այն փոփոխվել է կամ ստեղծվել է ուրիշի կողմից
# A side's revealed dice value does not continue the chain of values it
# committed to when the game began.
remote-refusal-bad-reveal = { $side ->
    [white] սպիտակների
   *[black] սևերի
} զառերի արժեքը չի շարունակում նրանց նախապես ամրագրված շղթան
# $got: the dice value the message reveals; $expected: the one the game needs.
remote-refusal-wrong-reveal = հաղորդագրությունը բացահայտում է զառերի { $got } արժեքը, բայց խաղին հիմա պետք է { $expected } արժեքը
# $written: the dice written in the move ("6-5"); $rolled: the dice the two
# sides' contributions roll.
remote-refusal-wrong-dice = քայլում գրված է { $written }, բայց երկու կողմերի ներդրումները տալիս են { $rolled }
# $action: the action, in the protocol's English words ("double", "roll").
remote-refusal-not-now = ուղարկողը հիմա չի կարող կատարել «{ $action }» գործողությունը
remote-refusal-chain-used-up = ընկերոջ հետ այս մրցախաղն օգտագործել է իր բոլոր զառերը
remote-refusal-not-a-player = այս սարքը չի մասնակցում այս խաղին
remote-refusal-time = { $seq } հաղորդագրության ամսաթիվն ավելի վաղ է, քան այն հաղորդագրությանը, որին պատասխանում է
# $left: how long the time to answer still runs ("3 days").
remote-refusal-claim-too-early = { $seq } հաղորդագրությունը չափազանց շուտ է պահանջում հաղթանակը. պատասխանի ժամկետից դեռ մնացել է { $left }
remote-refusal-claim-crossed = ձեր ընկերը պահանջեց հաղթանակը, երբ ձեր { $seq } հաղորդագրությունը դեռ ճանապարհին էր. ուղարկեք այն նորից՝ այն ժամանակին է, և խաղը շարունակվում է
remote-refusal-claim-stands = { $seq } հաղորդագրությունը եկավ այն բանից ավելի քան { $limit } անց, երբ այս կողմը պահանջեց հաղթանակը չներկայանալու պատճառով. հաղթանակը մնում է ուժի մեջ
remote-refusal-future = { $seq } հաղորդագրության ամսաթիվը այս սարքի ժամացույցից { $ahead } ուշ է. երկու սարքերից մեկի ժամացույցը սխալ է
