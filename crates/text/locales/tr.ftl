# Long Nardy's messages in Turkish (uzun tavla), translated from the English
# reference (TRANSLATING.md). Terms: hane (point), pul (checker), zar (dice),
# baş (head), ev (home), toplama (bear off), oin, mars, koks; hamle (turn),
# adım (step), oyun (game), maç (match), küp / katlama (the doubling cube).

## The interface's fixed words

new-game = Yeni oyun
close = Kapat
menu = Menü
settings = Ayarlar
pace-slow = Hız: yavaş
pace-normal = Hız: normal
pace-fast = Hız: hızlı
pace-instant = Hız: anında
pace-title = Bilgisayarın hamlelerini ne kadar hızlı oynayacağı
theme-auto = Tema: sistemdeki gibi
theme-light = Tema: açık
theme-dark = Tema: koyu
theme-contrast = Tema: yüksek karşıtlık
loading = Yükleniyor…
rules-button = Kurallar
editor-button = Konum kur
share = Paylaş
resign = Pes et
roll = Zar at
double-button = Katla
take-button = Kabul et
pass-button = Reddet
beaver-button = Beaver
crawford = Crawford oyunu: katlama yok.
next-game-draw = Berabere: puan yok.
undo = Geri al
confirm = Hamleyi bitir
hint = İpucu
chances-on = Şanslar: açık
chances-off = Şanslar: kapalı
chances = Kazanma şansı
mars = mars
review-game = İncele
take-back = Geri al
take-back-title = Bilgisayarın hamlesini ve sizinkini geri al
thinking = Bilgisayar düşünüyor…
next-game = Sonraki oyun
language-label = Dil
numbering-absolute = Numaralar: tahtanın
numbering-relative = Numaralar: benim
white = Beyaz
black = Siyah
score = Skor
borne-off = toplanan
history = Hamleler
history-board-numbers = tahtanın numaraları
history-own-numbers = her tarafın kendi numaraları
pass = pas
board = Uzun tavla tahtası
computer = Bilgisayar
you = Siz
off = Topla
dice = Zarlar
crash = Bir şeyler ters gitti — sayfayı yeniden yükleyin.
reload = Yeniden yükle
controls = Oyun kontrolleri
record-button = Kayıt
sound-on = Ses: açık
sound-off = Ses: kapalı
# Shown offline too (a first visit whose computer could not be downloaded): in the first catalog.
computer-unavailable = Bilgisayarın oyun motoru indirilemedi: bağlantınızı kontrol edin. Birkaç saniyede bir yeniden deneniyor.
dismiss = Kapat
