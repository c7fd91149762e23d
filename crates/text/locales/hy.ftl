# Long Nardy's messages in Eastern Armenian (TRANSLATING.md). The players'
# terms, one word each: երկար նարդի (the game), քար (checker), զառ (die,
# dice), դաշտ (point), գլուխ (head), տուն (home), հանել (bear off),
# օին, մարս, կոքս (oin, mars, koks), քայլ (turn), տեղաշարժ (step),
# նետել / նետում (roll), պարտիա (a game), մրցախաղ (match), միավոր (points).

## The interface's fixed words

new-game = Նոր խաղ
close = Փակել
menu = Ընտրացանկ
settings = Կարգավորումներ
pace-slow = Տեմպ: դանդաղ
pace-normal = Տեմպ: սովորական
pace-fast = Տեմպ: արագ
pace-instant = Տեմպ: անմիջապես
pace-title = Որքան արագ է համակարգիչը խաղում իր քայլերը
theme-auto = Թեմա: ինչպես համակարգում
theme-light = Թեմա: բաց
theme-dark = Թեմա: մուգ
theme-contrast = Թեմա: բարձր կոնտրաստ
loading = Բեռնվում է…
rules-button = Կանոններ
editor-button = Դասավորություն
share = Կիսվել
resign = Զիջել
roll = Նետել զառերը
double-button = Կրկնապատկել
take-button = Ընդունել
pass-button = Հրաժարվել
beaver-button = Բիվեր
crawford = Քրոուֆորդի պարտիա՝ առանց կրկնապատկման։
next-game-draw = Ոչ-ոքի՝ առանց միավորների։
undo = Հետարկել
confirm = Ավարտել քայլը
hint = Հուշում
chances-on = Շանսեր: միացված
chances-off = Շանսեր: անջատված
chances = Հաղթելու շանսեր
mars = մարս
review-game = Վերլուծություն
take-back = Հետ վերցնել
take-back-title = Հետ վերցնել համակարգչի և ձեր քայլը
thinking = Համակարգիչը մտածում է…
next-game = Հաջորդ պարտիա
language-label = Լեզու
numbering-absolute = Համարներ: տախտակի
numbering-relative = Համարներ: իմ
white = Սպիտակ
black = Սև
score = Հաշիվ
borne-off = հանված
history = Քայլեր
history-board-numbers = տախտակի համարներ
history-own-numbers = յուրաքանչյուր կողմի սեփական համարներ
pass = պաս
board = Երկար նարդու տախտակ
computer = Համակարգիչ
you = Դուք
off = Հանել
dice = Զառեր
crash = Ինչ-որ բան սխալ գնաց — վերաբեռնեք էջը։
reload = Վերաբեռնել
controls = Խաղի կառավարում
record-button = Գրառում
sound-on = Ձայն: միացված
sound-off = Ձայն: անջատված
# Shown offline too (a first visit whose computer could not be downloaded): in the first catalog.
computer-unavailable = Համակարգչի խաղը չհաջողվեց ներբեռնել՝ ստուգեք կապը։ Փորձը կրկնվում է մի քանի վայրկյանը մեկ։
dismiss = Փակել
