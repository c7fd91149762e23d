## The rules screen (crates/text/src/screens/rules.rs): RULES.md in plain words,
## a section each, with the caption of its diagram. Keep the points' numbers,
## arrows (24 → 1) and ranges (1–6) as they are: they name the board's points.

# The screen's heading and the label of its table of contents.
rules-heading = Uzun nərdin qaydaları
rules-contents = Mündəricat

# Section "board": The board and the start.
rules-board-title = Taxta və başlanğıc
rules-board-p1 = Hər oyunçunun 15 daşı var. Oyunun əvvəlində hamısı oyunçunun başında durur: Ağlarınkı 24-cü xanada, Qaralarınkı 12-ci xanada, taxtanın qarşı-qarşıya duran künclərində.
rules-board-p2 = Hər iki oyunçu saat əqrəbinin əksinə, həmişə irəli gedir. Ağlar 24 → 1 istiqamətində gedir və onların evi 1–6 xanalarıdır; Qaralar 12 → 1 → 24 → 13 istiqamətində gedir və onların evi 13–18 xanalarıdır. Hər oyunçu öz yolunu da 24-dən (öz başından) 1-ə qədər sayır.
rules-board-p3 = Məqsəd 15 daşın hamısını evə gətirmək, sonra onları çıxarmaqdır. 15 daşın hamısını birinci çıxaran qalib gəlir.
# The diagram: the starting position, both heads outlined.
rules-board-caption = Başlanğıc: başlar (24 və 12) çərçivədədir.

# Section "turn": A turn: dice, where a checker may stop, which dice must be played.
rules-turn-title = Gediş
rules-turn-p1 = İki zər atın. Hər zər bir daşı öz rəqəmi qədər irəli aparır; bir daş hər iki zəri işlədə bilər, bu zaman aradakı xanada dayanır və həmin xana açıq olmalıdır. Cüt zər öz rəqəmi ilə dörd addım verir.
rules-turn-p2 = Daş boş xanada və ya öz daşlarınızın üstündə dayana bilər, rəqibin tutduğu xanada isə heç vaxt. Daş vurmaq yoxdur.
rules-turn-p3 = Bacardığınız qədər çox zər oynamalısınız. İki müxtəlif zərdən yalnız biri oynana bilirsə, mümkünsə böyüyünü oynayın. Heç bir daş hərəkət edə bilmirsə, gediş ötürülür.
# The diagram: White plays 6-5 from the start with one checker (24/18/13).
rules-turn-caption = Ağlar 6-5 atır: bir daş başdan götürülür və 11 xana gedir (24/18/13).

# Section "head": The head rule and its exception on the first turn.
rules-head-title = Baş qaydası
rules-head-p1 = Bir gedişdə başdan yalnız bir daş götürmək olar.
rules-head-p2 = İstisna oyunçunun ilk gedişində 6-6, 4-4 və ya 3-3 düşəndə olur: onda başdan iki daş götürmək olar. 6-6 və 4-4 ilə rəqibin başı tək daşın bütün atışı oynamasına mane olur; 3-3 ilə iki daş 21-ə və 18-ə gedir, ya da hər ikisi 18-ə.
# The diagram: White's first roll 6-6, two checkers off the head to 18.
rules-head-caption = Ağlar ilk atışda 6-6 atır: başdan iki daş götürülüb 18-ə gedir; qalan iki altını oynamaq olmur (12 Qaraların başıdır).

# Section "block": The six-in-a-row block rule.
rules-block-title = Ardıcıl altı xana
rules-block-p1 = Rəqibin yolu boyunca ardıcıl altı xananı tuta bilməzsiniz, əgər bu, rəqibin bütün daşlarını həmin xanaların arxasında qapayırsa. Rəqibin ən azı bir daşı bu bloku keçibsə, altı xanalıq blok qurmaq olar.
rules-block-p2 = Qayda hər bir addımdan sonra yoxlanılır: belə blok yaradan addım, sonrakı addım bloku dağıtsa belə, qadağandır.
# The diagram: White holds points 11 to 7; the step 7/6 is refused.
rules-block-caption = Ağlar 11-dən 7-yə qədər xanaları tutur. 7/6 addımı qadağandır: 11-dən 6-ya qədər ardıcıl altı xana olardı və Qaraların bütün daşları onların arxasında qalardı.

# Section "bear-off": Bearing off.
rules-bear-off-title = Daşları çıxarmaq
rules-bear-off-p1 = Bütün daşlarınız evinizdə olanda onları çıxara bilərsiniz. Daşın xanasına bərabər zər həmin daşı çıxarır; daha böyük zər ən yüksək xananızdan daş çıxarır, amma yalnız ondan yüksəkdə daş olmayanda. Zəri ev daxilində daş oynatmaq üçün də işlədə bilərsiniz.
# The diagram: White bears off with 6-3 (5/off 3/off).
rules-bear-off-caption = Bütün daşları evdə olan Ağlar 6-3 atır: 6 ən yüksək xana olan 5-dən daş çıxarır, 3 isə 3-dən daş çıxarır.

# Section "score": How a game is scored (oin, mars, koks), who starts, matches.
rules-score-title = Oyun, mars və koks
rules-score-p1 = Oyunçu son daşını çıxaran kimi partiya bitir. Uduzan ən azı bir daş çıxarıbsa, qalib 1 xal qazanır (oyun). Uduzan heç bir daş çıxarmayıbsa, qalib 2 xal qazanır (mars).
rules-score-p2 = Koks seçimi (yalnız seçiləndə qüvvədədir): marsda uduzanın başlanğıc dörddəbirində (onun 19–24 xanalarında, yəni qalibin evində) hələ daşı qalıbsa, qalib 3 xal qazanır.
rules-score-p3 = Kim başlayır: hər oyunçu bir zər atır, böyük atan başlayır (bərabər zərlər yenidən atılır); adətən bundan sonra başlayan hər iki zəri atır. Matç 1, 3, 5 və ya 7 xala qədər oynanılır; partiyanın qalibi növbəti partiyaya başlayır.
# The diagram: White bears off its last checker, a mars.
rules-score-caption = Qaralar heç bir daş çıxarmayıb, Ağlar isə son daşını çıxarır: mars, 2 xal.

# Section "hachapuri": Hachapuri, the Georgian variant: its start, no head rule, its count scoring.
rules-hachapuri-title = Xaçapuri
rules-hachapuri-p1 = Xaçapuri (ხაჭაპური) — Gürcüstanın nərdi — öz başlanğıc düzülüşü olan uzun nərddir: hər oyunçunun 4 daşı başda, 11 daşı isə evin birinci xanasında durur (Ağlarda 6-cı, Qaralarda 18-ci xana).
rules-hachapuri-p2 = Baş qaydası yoxdur: bir gedişdə başdan istənilən sayda daş götürmək olar. Qalan hər şey uzun nərddəki kimidir; daşları çıxarmaq yenə də 15 daşın hamısı evə çatanda başlayır, ona görə 11 daş o 4 daşı gözləyir.
rules-hachapuri-p3 = Xal uzun nərddəki kimi hesablanır: oyun, mars və ya koks; qalan daşlar seçimi ilə qalib uduzanın çıxarmadığı daşların sayı qədər xal qazanır (1-dən 15-ə qədər), amma matçın qalibi üçün lazım olandan çox yox.
# The diagram: Hachapuri's start, White plays 3-3 with four checkers off the head.
rules-hachapuri-caption = Xaçapurinin başlanğıcı, Ağlar 3-3 ilə gediş edir: dörd daşın hamısı başdan götürülür.
