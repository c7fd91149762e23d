## The notices: saves that could not be read, matches kept aside, links (crates/text/src/notices.rs)
## $dropped, at the end of a notice, is notice-saves-dropped: a sentence
## (with its leading space) or nothing.

# How many saves kept before were removed to make room for a new one
# ($count; nothing when none was).
notice-saves-dropped = { $count ->
    [0] {""}
    [1] {" "}Yer açmaq üçün əvvəl saxlanmış ən köhnə partiya silindi.
   *[other] {" "}Yer açmaq üçün əvvəl saxlanmış ən köhnə { $count } partiya silindi.
}
# A saved game could not be read and was kept aside: $why says what is
# wrong with it; $key is the name it is kept under in the browser's storage.
notice-save-unreadable = Saxlanmış partiyanı oxumaq olmadı ({ $why }), ona görə yeni partiya başladı. Köhnə partiya bu brauzerin yaddaşında "{ $key }" adı ilə saxlanılır.{ $dropped }
# A saved game could not be read and there was no room to keep a copy: it
# stays under $key, and the new game is not saved over it.
notice-save-left-in-place = Saxlanmış partiyanı oxumaq olmadı ({ $why }), bu brauzerin yaddaşında isə onun surəti üçün yer yoxdur. O, olduğu yerdə, "{ $key }" adı ilə qalır və bu yeni partiya onun üzərinə yazılmayacaq: onu fayl kimi endirin, sonra burada silin, ya da yer boşaldın (brauzerin ayarlarında saytın məlumatları).
# The address asked for another game than the saved one, kept under $key.
notice-save-replaced = Ünvan yeni partiya istədi. Oynadığınız partiya bu brauzerin yaddaşında "{ $key }" adı ilə saxlanılır.{ $dropped }
# The match replaced by "play on" or an import, kept aside.
notice-set-aside = Baxdığınız matç saxlanıldı: onu yenidən “Partiyanın qeydi” bölməsində, “Saxlanmış matçlar” altında aça bilərsiniz.{ $dropped }
notice-set-aside-failed = Baxdığınız matçı saxlamaq olmadı: bu brauzerin yaddaşı doludur.
# A kept match in the record dialog: the score ($white, $black), the game
# it stands in, the turns played in it ($turns) and when it was saved
# ($saved, a date and time).
notice-kept-summary = Ağlar { $white } – Qaralar { $black } · partiya { $game }, gediş { $turns } · { $saved }
# A link whose position could not be opened: $why is what is wrong with it.
notice-bad-link = Linkdəki mövqeni açmaq olmur: { $why }. Partiyanız davam edir.
# $link is the address copied.
notice-link-copied = Bu mövqenin linki kopyalandı: { $link }
notice-record-link-copied = Bu partiyanın qeydinin linki kopyalandı: { $link }
notice-record-downloaded = Partiyanın qeydi link üçün çox uzundur: göndərmək üçün fayl kimi endirildi.
# A link's game record cannot be read: $why is the record's error
# ("Line 7: …").
notice-bad-record-link = Linkdəki partiya qeydini açmaq olmur: { $why }. Partiyanız davam edir.
