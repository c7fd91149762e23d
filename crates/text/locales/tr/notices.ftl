## The notices: saves that could not be read, matches kept aside, links (crates/text/src/notices.rs)
## $dropped, at the end of a notice, is notice-saves-dropped: a sentence
## (with its leading space) or nothing.

# How many saves kept before were removed to make room for a new one
# ($count; nothing when none was).
notice-saves-dropped = { $count ->
    [0] {""}
    [1] {" "}Yer açmak için daha önce saklanan en eski kayıtlı oyun silindi.
   *[other] {" "}Yer açmak için daha önce saklanan en eski { $count } kayıtlı oyun silindi.
}
# A saved game could not be read and was kept aside: $why says what is
# wrong with it; $key is the name it is kept under in the browser's storage.
notice-save-unreadable = Kayıtlı oyun okunamadı ({ $why }), bu yüzden yeni bir oyun başladı. Eski kayıt bu tarayıcının depolama alanında “{ $key }” adıyla saklanıyor.{ $dropped }
# A saved game could not be read and there was no room to keep a copy: it
# stays under $key, and the new game is not saved over it.
notice-save-left-in-place = Kayıtlı oyun okunamadı ({ $why }) ve bu tarayıcının depolama alanında kopyası için yer yok. Olduğu yerde, “{ $key }” adıyla duruyor ve bu yeni oyun onun üzerine kaydedilmeyecek: onu dosya olarak indirip sonra buradan silin ya da yer açın (tarayıcı ayarlarında site verileri).
# The address asked for another game than the saved one, kept under $key.
notice-save-replaced = Adres yeni bir oyun istedi. Oynadığınız oyun bu tarayıcının depolama alanında “{ $key }” adıyla saklanıyor.{ $dropped }
# The match replaced by "play on" or an import, kept aside.
notice-set-aside = Baktığınız maç saklandı: “Oyun kaydı” penceresinde, “Saklanan maçlar” altından yeniden açabilirsiniz.{ $dropped }
notice-set-aside-failed = Baktığınız maç saklanamadı: bu tarayıcının depolama alanı dolu.
# A kept match in the record dialog: the score ($white, $black), the game
# it stands in, the turns played in it ($turns) and when it was saved
# ($saved, a date and time).
notice-kept-summary = Beyaz { $white } – Siyah { $black } · oyun { $game }, hamle { $turns } · { $saved }
# A link whose position could not be opened: $why is what is wrong with it.
notice-bad-link = Bağlantıdaki konum açılamıyor: { $why }. Oyununuz devam ediyor.
# $link is the address copied.
notice-link-copied = Bu konumun bağlantısı kopyalandı: { $link }
notice-record-link-copied = Bu oyunun kaydının bağlantısı kopyalandı: { $link }
notice-record-downloaded = Oyunun kaydı bağlantı için fazla uzun: göndermek üzere dosya olarak indirildi.
# A link's game record cannot be read: $why is the record's error
# ("Satır 7: …").
notice-bad-record-link = Bağlantıdaki oyun kaydı açılamıyor: { $why }. Oyununuz devam ediyor.
