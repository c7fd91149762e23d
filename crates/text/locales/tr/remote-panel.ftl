## A game with a friend: the panel, the invitation, the list (src/panels/remote_panel.rs)

remote-accept = Kabul et ve oyna
remote-not-now = Şimdi değil
remote-copy = Bağlantıyı kopyala
remote-share = Paylaş…
remote-send-again = Yeniden gönder
remote-games = Arkadaşlarla oyunlar
remote-link-text = Metin olarak bağlantı
remote-unavailable = Arkadaş oyunu bu tarayıcıda başlatılamadı: kodu yüklenmedi. Sayfayı yeniden yükleyin.
remote-again = Bu bağlantı burada zaten oynandı: hiçbir şey değişmedi.
remote-unknown = Bu bağlantı, bu cihazda olmayan bir arkadaş oyununa ait: önce daveti açın.
remote-other-tab = Oyun bu tarayıcının başka bir sekmesinde sürdü: bu sekme artık onu izliyor, burada son oynadığınız ise gönderilmedi.
remote-replaced = Oyunun bu cihazdaki kopyası daha eskiydi ve bir hamleyi yeniden oynamıştı: açtığınız hamle onun yerini alıyor ve oyun arkadaşınızla uyum içinde sürüyor.
remote-flood = Aynı anda çok fazla mesaj geldi: sayfa ilklerini okudu, gerisini attı. Hiçbir şey kaybolmadı: her mesaj aynı zamanda bir bağlantı.
remote-not-a-message = Bu bağlantıda bir arkadaş oyununun hamlesi yok: yarıda kesilmiş olabilir.
# The name shown for a friend who gave none (it stands where a name does).
remote-unnamed = Arkadaş
remote-invites = { $friend } sizi oynamaya davet ediyor
# The value of a rule in the invitation's list (koks, beaver, Jacoby).
remote-rule-yes = evet
remote-rule-no = hayır
remote-status-invite = Bu daveti arkadaşınıza herhangi bir mesajlaşma uygulamasıyla gönderin
remote-status-send = Bu bağlantıyı { $friend } adlı arkadaşınıza gönderin
remote-status-wait = { $friend } adlı arkadaşınıza gönderildi — cevap bekleniyor
remote-status-play = { $friend } ile oyununuzda sıra sizde
remote-status-over = { $friend } ile maçınız bitti
remote-row-invite = henüz kabul edilmedi
remote-row-send = gönderilecek bağlantı
remote-row-wait = sıra onda
remote-row-play = sıra sizde
remote-row-over = bitti
# The game's check code ($code: twelve digits in three groups) and the friend's name.
remote-check = Doğrulama kodu: { $code }. Daveti kimse almadıysa arkadaşınızda ({ $friend }) da aynı koddur: sesli olarak ya da başka bir mesajlaşma uygulamasıyla karşılaştırın.
# A friend's game this browser could not save: its link waits (src/panels/remote_panel.rs).
remote-unkept = Bu oyun kaydedilmedi: tarayıcının depolama alanı dolu ya da kapalı. Sekme kapanırsa hiçbir şey kaybolmasın diye bağlantı şimdilik bekletiliyor. Oyunu indirin (Kayıt → Dosyadan kayıt içe aktar onu burada yeniden açar) ya da yer açıp yeniden deneyin.
remote-download = Oyunu indir
remote-keep-again = Yeniden dene

## Live play: the two pages connected directly (src/panels/live_panel.rs)

remote-live-offer = Arkadaşınızın bağlantısı geri geldiğinde bu bağlantı iki sayfayı canlı olarak da birbirine bağlar
remote-live-answer = Bu bağlantıyı geri gönderin: iki sayfayı canlı olarak birbirine bağlar
remote-live-connected = { $friend } ile canlı bağlısınız: hamleler anında gelir
remote-live-lost = Canlı bağlantı yok: oyun bağlantılarla sürüyor
remote-live-connect = Canlı bağlan
remote-live-reach = İnternet üzerinden canlı bağlan
remote-live-reach-cost = Bu durumda herkese açık bir sunucu bu cihazın genel adresini öğrenir.
remote-live-relayed = { $friend } ile bir aktarma sunucusu üzerinden bağlı: hamleler anında geliyor
remote-live-offered = Arkadaşınız iki sayfayı canlı bağlamayı öneriyor
remote-live-checking = Bağlandı: karşı sayfanın arkadaşınızın anahtarını taşıdığı denetleniyor…
remote-live-unproven = Yanıt veren sayfa arkadaşınızın anahtarını gösteremedi: bağlantı kesildi, oyun bağlantılarla sürüyor
remote-qr-show = QR kodu
remote-qr-label = Telefon kamerası için bağlantının QR kodu

## Abandonment: how long an answer may take, and the claim (src/panels/remote_panel.rs)

# A span of time: $n minutes, hours, days.
remote-minutes = { $n ->
    [one] { $n } dakika
   *[other] { $n } dakika
}
remote-hours = { $n ->
    [one] { $n } saat
   *[other] { $n } saat
}
remote-days = { $n ->
    [one] { $n } gün
   *[other] { $n } gün
}
# The invitation's choice: how long a side may take to answer before the other may claim the match.
remote-limit = Cevap süresi
remote-limit-hint = Cevap daha uzun sürerse, bekleyen taraf maçı hükmen kazanabilir.
remote-claim = Hükmen galibiyet al
# $time: the date and time the friend's answer is due by.
remote-claim-later = { $friend } { $time } tarihine kadar cevap vermezse maçı hükmen kazanabilirsiniz.
remote-claim-now = { $friend } zamanında cevap vermedi: maçı hükmen kazanabilirsiniz.
remote-answer-by = { $time } tarihine kadar cevap verin: sonra { $friend } maçı hükmen kazanabilir.
remote-status-won-abandoned = { $friend } zamanında cevap vermedi: maçı hükmen kazandınız
remote-status-lost-abandoned = { $friend } maçı hükmen kazandı: zamanında cevap vermediniz
remote-row-won-abandoned = hükmen kazanıldı
remote-row-lost-abandoned = hükmen kaybedildi
remote-claim-withdrawn = Arkadaşınızın cevabı hükmen galibiyet almanızdan sonra geldi: galibiyet geri alındı, oyun sürüyor.
