## The embedding example, pwa/embed.html (see en/embed.ftl).

embed-title = نرد بلند — نمونهٔ جاسازی
embed-heading = نرد بلند در iframe
embed-frame = نرد بلند
embed-new-ai = بازی تازه با کامپیوتر
embed-new-hotseat = بازی تازهٔ دونفره
embed-language = زبان
embed-invite = دعوت از دوست
embed-outgoing = برای دوستتان (آخرین remoteMessage بازی)
embed-incoming = از دوستتان
embed-deliver = رساندن پیام دوستتان
