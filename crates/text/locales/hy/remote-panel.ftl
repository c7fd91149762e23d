## A game with a friend: the panel, the invitation, the list (src/panels/remote_panel.rs)

remote-accept = Ընդունել և խաղալ
remote-not-now = Ոչ հիմա
remote-copy = Պատճենել հղումը
remote-share = Կիսվել…
remote-send-again = Կրկին ուղարկել
remote-games = Խաղեր ընկերների հետ
remote-link-text = Հղման տեքստը
remote-unavailable = Ընկերոջ հետ խաղը չհաջողվեց սկսել այս դիտարկիչում՝ դրա կոդը չբեռնվեց։ Վերաբեռնեք էջը։
remote-again = Այս հղումն այստեղ արդեն խաղացվել է՝ ոչինչ չի փոխվել։
remote-unknown = Այս հղումն ընկերոջ հետ այնպիսի խաղից է, որն այս սարքում չկա՝ նախ բացեք հրավերը։
remote-other-tab = Պարտիան շարունակվեց այս դիտարկչի մեկ այլ ներդիրում. այս ներդիրն այժմ հետևում է դրան, իսկ այստեղ ձեր վերջին քայլը չի ուղարկվել։
remote-replaced = Խաղի այս սարքի պատճենն ավելի հին էր և քայլը նորից էր խաղացել. ձեր բացած քայլը զբաղեցնում է դրա տեղը, և խաղը շարունակվում է ընկերոջ հետ համաձայն։
remote-flood = Միանգամից չափազանց շատ հաղորդագրություն եկավ․ էջը կարդաց առաջինները, մնացածը մերժվեցին։ Ոչինչ չի կորել․ յուրաքանչյուր հաղորդագրություն նաև հղում է։
remote-not-a-message = Այս հղումն ընկերոջ հետ խաղի քայլ չի պարունակում՝ հնարավոր է, որ այն կտրված է։
# The name shown for a friend who gave none (it stands where a name does).
remote-unnamed = Ընկեր
remote-invites = { $friend } ձեզ հրավիրում է խաղալու
# The value of a rule in the invitation's list (koks, beaver, Jacoby).
remote-rule-yes = այո
remote-rule-no = ոչ
remote-status-invite = Ուղարկեք այս հրավերը ձեր ընկերոջը ցանկացած մեսենջերով
remote-status-send = Ուղարկեք այս հղումը ձեր ընկերոջը՝ { $friend }
remote-status-wait = Ուղարկված է ընկերոջը՝ { $friend }, սպասում ենք պատասխանի
remote-status-play = Ձեր քայլն է (խաղընկեր՝ { $friend })
remote-status-over = Մրցախաղն ավարտված է (խաղընկեր՝ { $friend })
remote-row-invite = դեռ ընդունված չէ
remote-row-send = ուղարկելու հղում
remote-row-wait = ընկերոջ քայլն է
remote-row-play = ձեր քայլն է
remote-row-over = ավարտված է
# The game's check code ($code: twelve digits in three groups) and the friend's name.
remote-check = Ստուգման կոդ՝ { $code }։ Ընկերոջ մոտ ({ $friend }) այն նույնն է միայն, եթե հրավերը ոչ ոք չի վերցրել. համեմատեք այն ձայնով կամ այլ հավելվածով։
# A friend's game this browser could not save: its link waits (src/panels/remote_panel.rs).
remote-unkept = Պարտիան պահված չէ՝ դիտարկչի պահոցը լի է կամ անջատված։ Հղումը առայժմ պահվում է, որ ներդիրը փակվելիս ոչինչ չկորչի։ Ներբեռնեք պարտիան (Գրառում → Ներմուծել գրառումը ֆայլից՝ այն կբացի այստեղ կրկին) կամ տեղ ազատեք և նորից փորձեք։
remote-download = Ներբեռնել պարտիան
remote-keep-again = Նորից փորձել

## Live play: the two pages connected directly (src/panels/live_panel.rs)

remote-live-offer = Այս հղումը նաև ուղղակիորեն կկապի երկու էջերը, երբ ձեր ընկերոջ հղումը վերադառնա
remote-live-answer = Ուղարկեք այս հղումը հետ․ այն ուղղակիորեն կկապի երկու էջերը
remote-live-connected = Ուղիղ կապ (խաղընկեր՝ { $friend })․ քայլերը հասնում են անմիջապես
remote-live-lost = Ուղիղ կապ չկա․ խաղը շարունակվում է հղումներով
remote-live-connect = Միանալ ուղղակիորեն
remote-live-reach = Կապվել ուղիղ՝ ինտերնետով
remote-live-reach-cost = Այդ դեպքում հանրային սերվերն իմանում է այս սարքի արտաքին հասցեն։
remote-live-relayed = Կապ { $friend }-ի հետ միջնորդ սերվերով․ քայլերը գալիս են անմիջապես
remote-live-offered = Ձեր ընկերն առաջարկում է էջերը կապել ուղիղ
remote-live-checking = Կապ կա․ ստուգում ենք, որ մյուս էջում ձեր ընկերոջ բանալին է…
remote-live-unproven = Պատասխանած էջը չկարողացավ ցույց տալ ձեր ընկերոջ բանալին․ կապը խզվեց, խաղը շարունակվում է հղումներով
remote-qr-show = QR կոդ
remote-qr-label = Հղումը QR կոդով՝ հեռախոսի տեսախցիկի համար

## Abandonment: how long an answer may take, and the claim (src/panels/remote_panel.rs)

# A span of time: $n minutes, hours, days.
remote-minutes = { $n ->
    [one] { $n } րոպե
   *[other] { $n } րոպե
}
remote-hours = { $n ->
    [one] { $n } ժամ
   *[other] { $n } ժամ
}
remote-days = { $n ->
    [one] { $n } օր
   *[other] { $n } օր
}
# The invitation's choice: how long a side may take to answer before the other may claim the match.
remote-limit = Պատասխանի ժամկետ
remote-limit-hint = Եթե պատասխանն ավելի երկար ուշանա, սպասողը կարող է պահանջել մրցախաղի հաղթանակը։
remote-claim = Պահանջել հաղթանակը
# $time: the date and time the friend's answer is due by.
remote-claim-later = Եթե խաղընկերը ({ $friend }) չպատասխանի մինչև { $time }, կարող եք պահանջել մրցախաղի հաղթանակը։
remote-claim-now = Խաղընկերը ({ $friend }) ժամանակին չպատասխանեց. կարող եք պահանջել մրցախաղի հաղթանակը։
remote-answer-by = Պատասխանեք մինչև { $time }. դրանից հետո խաղընկերը ({ $friend }) կարող է պահանջել մրցախաղի հաղթանակը։
remote-status-won-abandoned = Խաղընկերը ({ $friend }) ժամանակին չպատասխանեց. դուք հաղթեցիք մրցախաղում՝ չներկայանալու պատճառով
remote-status-lost-abandoned = Խաղընկերը ({ $friend }) պահանջեց հաղթանակը. դուք ժամանակին չպատասխանեցիք
remote-row-won-abandoned = հաղթանակ՝ չներկայանալու պատճառով
remote-row-lost-abandoned = պարտություն՝ չներկայանալու պատճառով
remote-claim-withdrawn = Ընկերոջ պատասխանը եկավ ձեր պահանջից հետո. պահանջը չեղարկված է, և խաղը շարունակվում է։
