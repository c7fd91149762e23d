## A friend's message refused: why it was not applied; the game is unchanged (crates/text/src/remote.rs)
## English is the protocol's own text (nardy-remote's Display), word for word.
## $seq, $from, $got, $last: messages' numbers in the game. $side is
## "white" or "black".

remote-refusal-not-a-message = ეს დისტანციური თამაშის შეტყობინება არ არის (ის nardy-ით არ იწყება)
# $version: the version the message is written in, as it begins ("nardy2").
remote-refusal-version = შეტყობინების ვერსიაა { $version }, ეს გვერდი კი კითხულობს ვერსიას nardy1, nardy2, nardy3
# $kind: the message's kind as written in it ("move", "accept", or "?");
# $what: the field that cannot be read, in the protocol's English words
# ("reveal", "number of fields").
remote-refusal-field = შეტყობინებაში (სახე: { $kind }) ვერ იკითხება ველი „{ $what }“
# $kind: the kind written in the message, which this page does not know.
remote-refusal-unknown-kind = შეტყობინების უცნობი სახე „{ $kind }“
# $why: why the move's text cannot be read.
remote-refusal-bad-turn = სვლა ვერ იკითხება: { $why }
remote-refusal-other-game = შეტყობინება სხვა დისტანციურ თამაშს ეკუთვნის
remote-refusal-conflict = ამ თამაშის შეტყობინება { $seq } უკვე მიღებულია, ეს კი განსხვავდება
# At the inviter: a second acceptance of its invitation ($second's), after $first's.
remote-refusal-accepted-before = ეს მოწვევა უკვე მიიღო მოთამაშემ { $first }, და თამაში მასთან გრძელდება; თუ თქვენი მეგობარი { $second } არის, მოწვევა სხვამ მიითვისა: შეადარეთ შემოწმების კოდი მეგობარს და კვლავ მოიწვიეთ
# At the friend: the inviter ($inviter) goes on with someone else's acceptance.
remote-refusal-invitation-taken = ეს მოწვევა თქვენამდე სხვამ მიიღო, და მომწვევი ({ $inviter }) მასთან თამაშობს: შეადარეთ შემოწმების კოდი და ითხოვეთ ახალი მოწვევა
# One message missing before this one ($got): message $from.
remote-refusal-missing-one = შეტყობინება { $from } ჯერ არ მოსულა: ჯერ ის მოითხოვეთ (ეს არის { $got })
# Messages $from to $last missing before this one ($got).
remote-refusal-missing = შეტყობინებები { $from }–{ $last } ჯერ არ მოსულა: ჯერ ისინი მოითხოვეთ (ეს არის { $got })
remote-refusal-not-next = შეტყობინება { $seq } არ აგრძელებს ამ თამაშის შეტყობინებებს
remote-refusal-own-differs = თქვენი მეგობარი პასუხობს სხვა შეტყობინებას { $seq }, არა იმას, რაც ამ მოწყობილობაზეა: თამაშის ეს ასლი უფრო ძველია და სვლა თავიდან ითამაშა; გახსენით ბმული, რომელიც გააგზავნეთ როგორც შეტყობინება { $seq } (მეგობართან მიმოწერაში), შემდეგ კი ეს კიდევ ერთხელ
remote-refusal-unexpected = შეტყობინება { $seq } არასწორი სახისაა
remote-refusal-not-signed = შეტყობინება { $seq } არ არის ხელმოწერილი { $side ->
    [white] თეთრების
   *[black] შავების
} გასაღებით: ის შეცვალეს, ან სხვამ შექმნა
# A side's revealed dice value does not continue the chain of values it
# committed to when the game began.
remote-refusal-bad-reveal = { $side ->
    [white] თეთრების
   *[black] შავების
} კამათლის მნიშვნელობა არ აგრძელებს ჯაჭვს, რომელიც { $side ->
    [white] თეთრებმა
   *[black] შავებმა
} დააფიქსირეს
# $got: the dice value the message reveals; $expected: the one the game needs.
remote-refusal-wrong-reveal = შეტყობინება ავლენს კამათლის მნიშვნელობას { $got }, თამაშს კი ახლა სჭირდება { $expected }
# $written: the dice written in the move ("6-5"); $rolled: the dice the two
# sides' contributions roll.
remote-refusal-wrong-dice = სვლაში წერია { $written }, ორი მხარის წვლილი კი იძლევა { $rolled }
# $action: the action, in the protocol's English words ("double", "roll").
remote-refusal-not-now = მოქმედება „{ $action }“ ახლა გამგზავნს არ ეკუთვნის
remote-refusal-chain-used-up = ამ დისტანციურმა მატჩმა ყველა კამათელი ამოწურა
remote-refusal-not-a-player = ეს მოწყობილობა ამ თამაშში არ მონაწილეობს
remote-refusal-time = შეტყობინება { $seq } დათარიღებულია იმ შეტყობინებაზე ადრე, რომელსაც პასუხობს
# $left: how long the time to answer still runs ("3 days").
remote-refusal-claim-too-early = შეტყობინება { $seq } გამარჯვებას ძალიან ადრე ითხოვს: პასუხის დროიდან კიდევ დარჩა { $left }
remote-refusal-claim-crossed = მეგობარმა გამარჯვება მოითხოვა, სანამ თქვენი შეტყობინება { $seq } გზაში იყო: გაგზავნეთ ის ხელახლა — ის დროულად პასუხობს და თამაში გრძელდება
remote-refusal-claim-stands = შეტყობინება { $seq } მოვიდა { $limit }-ზე მეტი ხნის შემდეგ, რაც ამ მხარემ გამოუცხადებლობით გამარჯვება მოითხოვა: გამარჯვება ძალაში რჩება
remote-refusal-future = შეტყობინება { $seq } დათარიღებულია ამ მოწყობილობის საათზე { $ahead }-ით გვიან: ორი მოწყობილობიდან ერთ-ერთის საათი არასწორია
