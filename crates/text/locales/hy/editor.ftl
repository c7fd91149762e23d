## The position editor (crates/text/src/screens/editor.rs): set up a
## position on the board, then analyse it or play from it.

editor-title = Դիրքի դասավորություն
# The label of the tool choice; each tool finishes the sentence.
editor-tools = Սեղմում դաշտի վրա
editor-tool-white = ավելացնում է սպիտակ քար
editor-tool-black = ավելացնում է սև քար
editor-tool-remove = վերցնում է քարը
editor-help = Սեղմեք կամ հպեք դաշտին՝ ընտրված գործիքն օգտագործելու համար։ Քաշեք քարը մեկ այլ դաշտ՝ այն տեղափոխելու համար, կամ սկուտեղի վրա՝ վերցնելու համար։ Ստեղնաշարով՝ Tab-ով անցեք դաշտին, Enter-ն ավելացնում է (կամ վերցնում), Delete-ը վերցնում է մեկ քար։ Տախտակի վրա չեղած քարերը համարվում են հանված։
# The label of the choice of the side to move.
editor-side = Քայլում են
# The label of the choice of the dice the analysis is for.
editor-dice = Վերլուծվող նետում
editor-no-dice = չկա՝ շանսերը նետումից առաջ
# The label of the buttons that fill the board: an empty board, the start, the game's.
editor-start-from = Սկսել
editor-empty = Դատարկ տախտակ
editor-start = Սկզբնական դասավորություն
editor-current = Պարտիայի դիրքը
# A button: analyse the position.
editor-analyse = Վերլուծել
editor-play = Խաղալ այս դիրքից
# The heading of the position's summary.
editor-position = Դիրք
editor-ok = Դիրքը պատրաստ է խաղի համար։
# Each side's count: "12 on the board", "3 borne off".
editor-on-board = տախտակին
editor-borne-off = հանված
# A point's action for the keyboard: "add (White)", "take one off".
editor-add = ավելացնել
editor-take = վերցնել մեկը
# The heading of the analysis.
editor-analysis = Վերլուծություն
# The columns of the analysis's ranked table: the turn, the chances after it, what it loses against the best.
editor-turn-column = Քայլ
editor-after-column = Քայլից հետո
editor-loss-column = Կորուստ

# Why the position cannot be played yet.
# $side ("white" or "black") has already borne off all 15 checkers.
editor-over = Այստեղ պարտիան արդեն ավարտված է՝ { $side ->
    [white] սպիտակները
   *[black] սևերը
} հանել են բոլոր 15 քարերը։
editor-two-colours = Դաշտ { $point }-ում երկու գույնի քարեր կան՝ վերցրեք մեկ գույնի քարերը։
# $side ("white" or "black") has $count (16 or more) checkers.
editor-too-many = { $side ->
    [white] Սպիտակները
   *[black] Սևերը
} տախտակին ունեն { $count } քար՝ առավելագույնը 15։
# No checker of either side is on the board.
editor-no-checkers = Սա դիրք չէ՝ երկու կողմն էլ հանել են իրենց բոլոր քարերը։
editor-not-a-position = Սա դիրք չէ։
# $reason: the engine's own words for what is wrong.
editor-not-a-position-because = Սա դիրք չէ՝ { $reason }։

# The chances after a turn or before the roll, the numbers already written: "win 55.1%, mars for 12.0%, mars against 3.1%, equity +0.2331".
editor-chances = հաղթանակ { $win }, մարս անել { $win_mars }, մարս ստանալ { $lose_mars }, էքվիթի { $equity }
# The heading of the chances before the roll; $side ("white" or "black") is to move.
editor-before-roll = Նետումից առաջ ({ $side ->
    [white] սպիտակների
   *[black] սևերի
} քայլն է)
