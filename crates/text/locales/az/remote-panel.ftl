## A game with a friend: the panel, the invitation, the list (src/panels/remote_panel.rs)

remote-accept = Qəbul et və oyna
remote-not-now = İndi yox
remote-copy = Linki kopyala
remote-share = Paylaş…
remote-send-again = Yenidən göndər
remote-games = Dostlarla oyunlar
remote-link-text = Link mətn kimi
remote-unavailable = Dostla oyun bu brauzerdə başlaya bilmədi: onun kodu yüklənmədi. Səhifəni yenidən yükləyin.
remote-again = Bu link artıq burada oynanılıb: heç nə dəyişmədi.
remote-unknown = Bu link bu cihazda olmayan dostla oyuna aiddir: əvvəlcə dəvəti açın.
remote-other-tab = Partiya bu brauzerin başqa vərəqində davam etdi: bu vərəq indi onu izləyir, burada son oynadığınız isə göndərilmədi.
remote-replaced = Oyunun bu cihazdakı nüsxəsi köhnə idi və bir gedişi yenidən oynamışdı: açdığınız gediş onun yerini tutur və oyun dostunuzla uyğun davam edir.
remote-flood = Eyni anda həddən çox mesaj gəldi: səhifə ilklərini oxudu, qalanını atdı. Heç nə itmədi: hər mesaj həm də bir linkdir.
remote-not-a-message = Bu linkdə dostla oyunun gedişi yoxdur: ola bilsin, link kəsilib.
# The name shown for a friend who gave none (it stands where a name does).
remote-unnamed = Dost
remote-invites = { $friend } sizi oynamağa dəvət edir
# The value of a rule in the invitation's list (koks, beaver, Jacoby).
remote-rule-yes = bəli
remote-rule-no = xeyr
remote-status-invite = Bu dəvəti dostunuza istənilən messencerlə göndərin
remote-status-send = Bu linki dostunuza göndərin: { $friend }
remote-status-wait = { $friend } üçün göndərildi — cavab gözlənilir
remote-status-play = { $friend } ilə oyunda gediş sizindir
remote-status-over = { $friend } ilə matç bitdi
remote-row-invite = hələ qəbul edilməyib
remote-row-send = göndəriləcək link
remote-row-wait = rəqibin gedişi
remote-row-play = sizin gedişiniz
remote-row-over = bitib
# The game's check code ($code: twelve digits in three groups) and the friend's name.
remote-check = Yoxlama kodu: { $code }. Dəvəti heç kim ələ keçirməyibsə, dostunuzda ({ $friend }) da eyni koddur: onu səslə və ya başqa messencerlə müqayisə edin.
# A friend's game this browser could not save: its link waits (src/panels/remote_panel.rs).
remote-unkept = Bu partiya saxlanmayıb: brauzerin yaddaşı doludur və ya söndürülüb. Vərəq bağlansa heç nə itməsin deyə keçid hələlik saxlanılır. Partiyanı endirin (Qeyd → Qeydi fayldan yüklə onu burada yenidən açar) və ya yer boşaldıb yenidən cəhd edin.
remote-download = Partiyanı endir
remote-keep-again = Yenidən cəhd et

## Live play: the two pages connected directly (src/panels/live_panel.rs)

remote-live-offer = Dostunuzun linki geri gələndə bu linklə iki səhifə birbaşa da birləşəcək
remote-live-answer = Bu linki geri göndərin: o, iki səhifəni birbaşa birləşdirir
remote-live-connected = { $friend } ilə birbaşa əlaqə: gedişlər dərhal gəlir
remote-live-lost = Birbaşa əlaqə yoxdur: oyun linklərlə davam edir
remote-live-connect = Birbaşa qoşul
remote-live-reach = İnternet üzərindən birbaşa bağlan
remote-live-reach-cost = Onda açıq server bu cihazın xarici ünvanını öyrənir.
remote-live-relayed = { $friend } ilə vasitəçi server üzərindən bağlantı: gedişlər dərhal gəlir
remote-live-offered = Dostunuz səhifələri birbaşa bağlamağı təklif edir
remote-live-checking = Bağlantı var: qarşı səhifənin dostunuzun açarını daşıdığı yoxlanılır…
remote-live-unproven = Cavab verən səhifə dostunuzun açarını göstərə bilmədi: əlaqə kəsildi, oyun linklərlə davam edir
remote-qr-show = QR kod
remote-qr-label = Telefon kamerası üçün linkin QR kodu

## Abandonment: how long an answer may take, and the claim (src/panels/remote_panel.rs)

# A span of time: $n minutes, hours, days.
remote-minutes = { $n ->
    [one] { $n } dəqiqə
   *[other] { $n } dəqiqə
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
remote-limit = Cavab vaxtı
remote-limit-hint = Cavab daha uzun çəkərsə, gözləyən tərəf matçda texniki qələbəni ala bilər.
remote-claim = Texniki qələbəni al
# $time: the date and time the friend's answer is due by.
remote-claim-later = { $friend } { $time } vaxtına qədər cavab verməsə, matçda texniki qələbəni ala bilərsiniz.
remote-claim-now = { $friend } vaxtında cavab vermədi: matçda texniki qələbəni ala bilərsiniz.
remote-answer-by = { $time } vaxtına qədər cavab verin: sonra { $friend } matçda texniki qələbəni ala bilər.
remote-status-won-abandoned = { $friend } vaxtında cavab vermədi: matçı texniki qələbə ilə qazandınız
remote-status-lost-abandoned = { $friend } texniki qələbəni aldı: vaxtında cavab vermədiniz
remote-row-won-abandoned = texniki qələbə
remote-row-lost-abandoned = texniki məğlubiyyət
remote-claim-withdrawn = Dostunuzun cavabı texniki qələbəni aldıqdan sonra gəldi: qələbə ləğv olundu, oyun davam edir.
