## The notices: saves that could not be read, matches kept aside, links (crates/text/src/notices.rs)
## $dropped, at the end of a notice, is notice-saves-dropped: a sentence
## (with its leading space) or nothing.

# How many saves kept before were removed to make room for a new one
# ($count; nothing when none was).
notice-saves-dropped = { $count ->
    [0] {""}
    [1] {" "}Տեղ ազատելու համար ջնջվեց նախկինում պահված ամենահին խաղը։
   *[other] {" "}Տեղ ազատելու համար ջնջվեցին նախկինում պահված { $count } ամենահին խաղերը։
}
# A saved game could not be read and was kept aside: $why says what is
# wrong with it; $key is the name it is kept under in the browser's storage.
notice-save-unreadable = Պահված խաղը չհաջողվեց կարդալ ({ $why }), ուստի սկսվեց նոր խաղ։ Հին պահված խաղը մնում է այս դիտարկիչի պահոցում «{ $key }» անվամբ։{ $dropped }
# A saved game could not be read and there was no room to keep a copy: it
# stays under $key, and the new game is not saved over it.
notice-save-left-in-place = Պահված խաղը չհաջողվեց կարդալ ({ $why }), և այս դիտարկիչի պահոցում դրա պատճենի համար տեղ չկա։ Այն մնում է իր տեղում՝ «{ $key }» անվամբ, և այս նոր խաղը դրա վրա չի վրագրվի։ Ներբեռնեք այն որպես ֆայլ, ապա ջնջեք այստեղ, կամ ազատեք տեղ (կայքերի տվյալները՝ դիտարկիչի կարգավորումներում)։
# The address asked for another game than the saved one, kept under $key.
notice-save-replaced = Հասցեն նոր խաղ էր պահանջում։ Ձեր խաղացած խաղը պահված է այս դիտարկիչի պահոցում «{ $key }» անվամբ։{ $dropped }
# The match replaced by "play on" or an import, kept aside.
notice-set-aside = Ձեր դիտած մրցախաղը պահված է։ Այն կարող եք նորից բացել «Պարտիայի գրառում» պատուհանից՝ «Պահված մրցախաղեր» բաժնում։{ $dropped }
notice-set-aside-failed = Ձեր դիտած մրցախաղը չհաջողվեց պահել՝ այս դիտարկիչի պահոցը լիքն է։
# A kept match in the record dialog: the score ($white, $black), the game
# it stands in, the turns played in it ($turns) and when it was saved
# ($saved, a date and time).
notice-kept-summary = Սպիտակ { $white } – Սև { $black } · պարտիա { $game }, քայլ { $turns } · { $saved }
# A link whose position could not be opened: $why is what is wrong with it.
notice-bad-link = Հղման դիրքը հնարավոր չէ բացել՝ { $why }։ Ձեր խաղը շարունակվում է։
# $link is the address copied.
notice-link-copied = Այս դիրքի հղումը պատճենված է՝ { $link }
notice-record-link-copied = Այս պարտիայի գրառման հղումը պատճենված է՝ { $link }
notice-record-downloaded = Պարտիայի գրառումը չափազանց երկար է հղման համար՝ այն ներբեռնվել է որպես ֆայլ՝ ուղարկելու համար։
# A link's game record cannot be read: $why is the record's error
# ("Line 7: …").
notice-bad-record-link = Հղման պարտիայի գրառումը հնարավոր չէ բացել՝ { $why }։ Ձեր խաղը շարունակվում է։
