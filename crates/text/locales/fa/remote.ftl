## A friend's message refused: why it was not applied; the game is unchanged (crates/text/src/remote.rs)
## English is the protocol's own text (nardy-remote's Display), word for word.
## $seq, $from, $got, $last: messages' numbers in the game. $side is
## "white" or "black".

remote-refusal-not-a-message = این پیام بازی از راه دور نیست (با nardy شروع نمی‌شود)
# $version: the version the message is written in, as it begins ("nardy2").
remote-refusal-version = پیام از نسخهٔ { $version } است، این صفحه nardy1، nardy2، nardy3 را می‌خواند
# $kind: the message's kind as written in it ("move", "accept", or "?");
# $what: the field that cannot be read, in the protocol's English words
# ("reveal", "number of fields").
remote-refusal-field = فیلد «{ $what }» در پیام «{ $kind }» خوانا نیست
# $kind: the kind written in the message, which this page does not know.
remote-refusal-unknown-kind = نوع پیام ناشناخته است: «{ $kind }»
# $why: why the move's text cannot be read.
remote-refusal-bad-turn = حرکت خوانا نیست: { $why }
remote-refusal-other-game = این پیام مال بازی از راه دور دیگری است
remote-refusal-conflict = پیام { $seq } این بازی قبلاً رسیده است و این یکی با آن فرق دارد
# At the inviter: a second acceptance of its invitation ($second's), after $first's.
remote-refusal-accepted-before = این دعوت را پیش‌تر { $first } پذیرفته و بازی با او ادامه دارد؛ اگر دوست شما { $second } است، کس دیگری دعوت را برداشته: کد بررسی را با دوستتان مقایسه کنید و دوباره دعوت کنید
# At the friend: the inviter ($inviter) goes on with someone else's acceptance.
remote-refusal-invitation-taken = کس دیگری پیش از شما این دعوت را پذیرفته و دعوت‌کننده ({ $inviter }) با او بازی می‌کند: کد بررسی را مقایسه کنید و دعوت تازه بخواهید
# One message missing before this one ($got): message $from.
remote-refusal-missing-one = پیام { $from } هنوز نرسیده است: اول آن را بخواهید (این پیام { $got } است)
# Messages $from to $last missing before this one ($got).
remote-refusal-missing = پیام‌های { $from } تا { $last } هنوز نرسیده‌اند: اول آن‌ها را بخواهید (این پیام { $got } است)
remote-refusal-not-next = پیام { $seq } دنبالهٔ پیام‌هایی نیست که این بازی دارد
remote-refusal-own-differs = دوست شما به پیام { $seq } دیگری پاسخ می‌دهد، نه آنچه این دستگاه دارد: این نسخهٔ بازی قدیمی‌تر است و حرکت را دوباره بازی کرده است؛ پیوندی را که به‌عنوان پیام { $seq } فرستادید (در گفتگو با دوستتان) باز کنید، سپس این یکی را دوباره
remote-refusal-unexpected = پیام { $seq } از نوع نادرستی است
remote-refusal-not-signed = پیام { $seq } با کلید { $side ->
    [white] سفید
   *[black] سیاه
} امضا نشده است: یا تغییر کرده یا کس دیگری آن را ساخته است
# A side's revealed dice value does not continue the chain of values it
# committed to when the game began.
remote-refusal-bad-reveal = مقدار تاسِ { $side ->
    [white] سفید
   *[black] سیاه
} زنجیره‌ای را که خودش از آغاز به آن متعهد شده بود ادامه نمی‌دهد
# $got: the dice value the message reveals; $expected: the one the game needs.
remote-refusal-wrong-reveal = پیام مقدار تاس { $got } را آشکار می‌کند، اما بازی اکنون به مقدار { $expected } نیاز دارد
# $written: the dice written in the move ("6-5"); $rolled: the dice the two
# sides' contributions roll.
remote-refusal-wrong-dice = حرکت می‌گوید { $written }، اما سهم‌های دو طرف تاس‌های { $rolled } را می‌دهند
# $action: the action, in the protocol's English words ("double", "roll").
remote-refusal-not-now = اکنون نوبت فرستنده برای «{ $action }» نیست
remote-refusal-chain-used-up = این مسابقهٔ از راه دور همهٔ تاس‌هایش را مصرف کرده است
remote-refusal-not-a-player = این دستگاه در این بازی بازیکن نیست
remote-refusal-time = تاریخ پیام { $seq } پیش از پیامی است که به آن پاسخ می‌دهد
# $left: how long the time to answer still runs ("3 days").
remote-refusal-claim-too-early = پیام { $seq } برد به‌دلیل غیبت را خیلی زود اعلام می‌کند: هنوز { $left } از مهلت پاسخ مانده است
remote-refusal-claim-crossed = دوستتان برد را اعلام کرد در حالی که پیام { $seq } شما در راه بود: آن را دوباره بفرستید؛ به‌موقع پاسخ داده است و بازی ادامه دارد
remote-refusal-claim-stands = پیام { $seq } بیش از { $limit } پس از آنکه این طرف برد به‌دلیل غیبت را اعلام کرد رسید: برد پابرجاست
remote-refusal-future = تاریخ پیام { $seq } { $ahead } جلوتر از ساعت این دستگاه است: ساعت یکی از دو دستگاه اشتباه است
