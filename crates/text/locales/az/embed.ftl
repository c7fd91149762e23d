## The embedding example, pwa/embed.html (see en/embed.ftl).

embed-title = Uzun nərd — yerləşdirmə nümunəsi
embed-heading = iframe daxilində uzun nərd
embed-frame = Uzun nərd
embed-new-ai = Kompüterə qarşı yeni oyun
embed-new-hotseat = İki nəfərlik yeni oyun
embed-language = Dil
embed-invite = Dostu dəvət et
embed-outgoing = Dostunuz üçün (oyunun son remoteMessage mesajı)
embed-incoming = Dostunuzdan
embed-deliver = Dostunuzun mesajını ötür
