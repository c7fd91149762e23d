## The embedding example, pwa/embed.html (see en/embed.ftl).

embed-title = Uzun tavla — yerleştirme örneği
embed-heading = iframe içinde uzun tavla
embed-frame = Uzun tavla
embed-new-ai = Bilgisayara karşı yeni oyun
embed-new-hotseat = İki kişilik yeni oyun
embed-language = Dil
embed-invite = Arkadaşını davet et
embed-outgoing = Arkadaşınız için (oyunun son remoteMessage mesajı)
embed-incoming = Arkadaşınızdan
embed-deliver = Arkadaşınızın mesajını ilet
