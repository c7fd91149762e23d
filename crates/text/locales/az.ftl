# Uzun nərdin Azərbaycan dilində mesajları (TRANSLATING.md), latın əlifbası.
# Oyunçuların terminləri: daş, zər, xana, baş, ev, çıxarmaq, gediş, partiya,
# oyun (1 xal), mars (2 xal), koks (3 xal, ev marsı).

## The interface's fixed words

new-game = Yeni oyun
close = Bağla
menu = Menyu
settings = Ayarlar
pace-slow = Temp: yavaş
pace-normal = Temp: normal
pace-fast = Temp: sürətli
pace-instant = Temp: dərhal
pace-title = Kompüter gedişlərini nə qədər sürətlə edir
theme-auto = Tema: sistemdəki kimi
theme-light = Tema: işıqlı
theme-dark = Tema: tünd
theme-contrast = Tema: yüksək kontrast
loading = Yüklənir…
rules-button = Qaydalar
editor-button = Düzülüş
share = Paylaş
resign = Təslim ol
roll = Zər at
double-button = İkiqatla
take-button = Qəbul et
pass-button = İmtina et
beaver-button = Biver
crawford = Krouford partiyası: ikiqatlama olmur.
next-game-draw = Heç-heçə: xal yoxdur.
undo = Geri al
confirm = Gedişi bitir
hint = Məsləhət
chances-on = Şanslar: açıq
chances-off = Şanslar: bağlı
chances = Qələbə şansları
mars = mars
review-game = Təhlil
take-back = Gedişi geri al
take-back-title = Kompüterin gedişini və öz gedişinizi geri alın
thinking = Kompüter düşünür…
next-game = Növbəti partiya
language-label = Dil
numbering-absolute = Nömrələr: taxtanın
numbering-relative = Nömrələr: mənim
white = Ağlar
black = Qaralar
score = Hesab
borne-off = çıxarılıb
history = Gedişlər
history-board-numbers = taxtanın nömrələri
history-own-numbers = hər tərəfin öz nömrələri
pass = pas
board = Uzun nərd taxtası
computer = Kompüter
you = Siz
off = Çıxar
dice = Zərlər
crash = Nəsə səhv getdi — səhifəni yenidən yükləyin.
reload = Yenidən yüklə
controls = Oyunun idarəsi
record-button = Qeyd
sound-on = Səs: açıq
sound-off = Səs: bağlı
# Shown offline too (a first visit whose computer could not be downloaded): in the first catalog.
computer-unavailable = Kompüterin oyunu yüklənə bilmədi: internet bağlantısını yoxlayın. Bir neçə saniyədən bir yenidən cəhd edilir.
dismiss = Bağla
