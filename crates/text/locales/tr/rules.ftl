## The rules screen (crates/text/src/screens/rules.rs): RULES.md in plain words,
## a section each, with the caption of its diagram. Keep the points' numbers,
## arrows (24 → 1) and ranges (1–6) as they are: they name the board's points.

# The screen's heading and the label of its table of contents.
rules-heading = Uzun tavla kuralları
rules-contents = İçindekiler

# Section "board": The board and the start.
rules-board-title = Tahta ve başlangıç
rules-board-p1 = Her oyuncunun 15 pulu vardır. Başlangıçta hepsi oyuncunun baş hanesinde, yani başında durur: Beyazınkiler 24 numaralı hanede, Siyahınkiler 12 numaralı hanede, tahtanın karşılıklı köşelerinde.
rules-board-p2 = İki oyuncu da saat yönünün tersine, hep ileriye oynar. Beyaz 24 → 1 yönünde gider ve evi 1–6 haneleridir; Siyah 12 → 1 → 24 → 13 yönünde gider ve evi 13–18 haneleridir. Her oyuncu kendi yolunu ayrıca 24'ten (kendi başı) 1'e kadar sayar.
rules-board-p3 = Amaç, 15 pulun hepsini eve getirip sonra toplamaktır. 15 pulunu önce toplayan kazanır.
# The diagram: the starting position, both heads outlined.
rules-board-caption = Başlangıç: iki baş (24 ve 12) çerçeveli.

# Section "turn": A turn: dice, where a checker may stop, which dice must be played.
rules-turn-title = Hamle
rules-turn-p1 = İki zar atılır. Her zar bir pulu kendi sayısı kadar ileri götürür; bir pul iki zarı birden kullanabilir, bu durumda aradaki hanede durur ve o hane açık olmalıdır. Çift gelen zar, o sayıyla dört adım oynatır.
rules-turn-p2 = Pul boş bir haneye ya da kendi pullarınızın üstüne konabilir, rakibin tuttuğu bir haneye asla. Pul kırmak yoktur.
rules-turn-p3 = Oynayabildiğiniz kadar çok zar oynamalısınız. Farklı iki zardan yalnızca biri oynanabiliyorsa, büyük zar oynanabildiği sürece büyüğü oynanır. Hiçbir pul oynayamıyorsa sıra rakibe geçer.
# The diagram: White plays 6-5 from the start with one checker (24/18/13).
rules-turn-caption = Beyaz 6-5 atar: bir pul baştan çıkar ve 11 hane ilerler (24/18/13).

# Section "head": The head rule and its exception on the first turn.
rules-head-title = Baş kuralı
rules-head-p1 = Bir hamlede baştan yalnızca bir pul çıkabilir.
rules-head-p2 = İstisna, oyuncunun ilk hamlesinde 6-6, 4-4 ya da 3-3 gelmesidir: o zaman baştan iki pul çıkabilir. 6-6 ve 4-4'te rakibin başı, tek bir pulun zarın tamamını oynamasını engeller; 3-3'te iki pul 21 ve 18'e gider — ya da ikisi de 18'e.
# The diagram: White's first roll 6-6, two checkers off the head to 18.
rules-head-caption = Beyazın ilk zarı 6-6: iki pul baştan 18'e gider; kalan iki altı oynanamaz (12, Siyahın başı).

# Section "block": The six-in-a-row block rule.
rules-block-title = Yan yana altı hane
rules-block-p1 = Rakibin yolu boyunca yan yana altı hane tutmak, rakibin bütün pullarını bu bloğun arkasında hapsediyorsa yasaktır. Rakibin en az bir pulu bloğu geçmişse altılı blok serbesttir.
rules-block-p2 = Kural her tek adımdan sonra denetlenir: böyle bir blok kuran adıma, sonraki bir adım bloğu bozacak olsa bile izin verilmez.
# The diagram: White holds points 11 to 7; the step 7/6 is refused.
rules-block-caption = Beyaz 11'den 7'ye kadar haneleri tutuyor. 7/6 adımına izin verilmez: 11'den 6'ya yan yana altı hane olur ve Siyahın bütün pulları arkada kalır.

# Section "bear-off": Bearing off.
rules-bear-off-title = Toplama
rules-bear-off-p1 = Bütün pullarınız evinize girince onları toplayabilirsiniz. Bir pulun hanesine eşit gelen zar o pulu toplar; daha büyük bir zar en yüksek hanenizden bir pul toplar, ama yalnızca daha yüksek hanede pul yoksa. Zarı ev içinde pul oynamak için de kullanabilirsiniz.
# The diagram: White bears off with 6-3 (5/off 3/off).
rules-bear-off-caption = Bütün pulları evdeyken Beyaz 6-3 atar: 6, en yüksek hanesi olan 5'ten bir pul toplar, 3 de 3'ten bir pul toplar.

# Section "score": How a game is scored (oin, mars, koks), who starts, matches.
rules-score-title = Oin, mars ve koks
rules-score-p1 = Bir oyuncu son pulunu toplar toplamaz oyun biter. Kaybeden en az bir pul toplamışsa kazanan 1 puan alır (oin). Kaybeden hiç pul toplamamışsa kazanan 2 puan alır (mars).
rules-score-p2 = Koks seçeneğiyle (seçilmedikçe kapalı), kaybedenin başlangıç çeyreğinde (kendi 19–24 haneleri, yani kazananın evi) hâlâ pulu varken yapılan mars 3 puan eder.
rules-score-p3 = Kim başlar: her oyuncu bir zar atar, büyük atan başlar (eşit zarlar yeniden atılır); varsayılan olarak başlayan ardından iki zarı da atar. Maç 1, 3, 5 ya da 7 puana kadar oynanır; bir oyunu kazanan sonrakine başlar.
# The diagram: White bears off its last checker, a mars.
rules-score-caption = Siyah hiç pul toplamamışken Beyaz son pulunu topluyor: mars, 2 puan.

# Section "hachapuri": Hachapuri, the Georgian variant: its start, no head rule, its count scoring.
rules-hachapuri-title = Haçapuri
rules-hachapuri-p1 = Haçapuri (ხაჭაპური), Gürcistan'ın tavlası, kendine özgü bir başlangıcı olan uzun tavladır: her oyuncunun başında 4, evinin ilk hanesinde 11 pulu vardır (Beyaz için 6, Siyah için 18 numaralı hane).
rules-hachapuri-p2 = Baş kuralı yoktur: bir hamlede baştan istenildiği kadar pul çıkabilir. Geri kalan her şey uzun tavladaki gibidir; toplama yine 15 pulun hepsi eve girene kadar bekler, yani 11 pul 4 pulu bekler.
rules-hachapuri-p3 = Puanlama uzun tavladaki gibi oin, mars ya da koks ile yapılır; sayım seçeneğiyle kazanan, kaybedenin toplamadığı pul sayısı kadar (1 ile 15 arası) puan alır, ama maçın hâlâ gerektirdiğinden fazlasını almaz.
# The diagram: Hachapuri's start, White plays 3-3 with four checkers off the head.
rules-hachapuri-caption = Haçapuri başlangıcı, Beyaz 3-3 ile oynuyor: dört pulun hepsi baştan çıkar.
