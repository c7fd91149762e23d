## The notices: saves that could not be read, matches kept aside, links (crates/text/src/notices.rs)
## $dropped, at the end of a notice, is notice-saves-dropped: a sentence
## (with its leading space) or nothing.

# How many saves kept before were removed to make room for a new one
# ($count; nothing when none was).
notice-saves-dropped = { $count ->
    [0] {""}
    [1] {" "}برای باز شدن جا، قدیمی‌ترین ذخیرهٔ قبلی پاک شد.
   *[other] {" "}برای باز شدن جا، { $count } ذخیرهٔ قدیمی‌ترِ قبلی پاک شدند.
}
# A saved game could not be read and was kept aside: $why says what is
# wrong with it; $key is the name it is kept under in the browser's storage.
notice-save-unreadable = بازی ذخیره‌شده خوانده نشد ({ $why })، پس بازی تازه‌ای شروع شد. ذخیرهٔ قدیمی در حافظهٔ این مرورگر با نام «{ $key }» نگه داشته شده است.{ $dropped }
# A saved game could not be read and there was no room to keep a copy: it
# stays under $key, and the new game is not saved over it.
notice-save-left-in-place = بازی ذخیره‌شده خوانده نشد ({ $why }) و حافظهٔ این مرورگر جایی برای رونوشتی از آن ندارد. همان‌جا که هست، با نام «{ $key }»، می‌ماند و این بازی تازه روی آن ذخیره نمی‌شود: آن را به صورت فایل دانلود کنید و سپس اینجا رهایش کنید، یا کمی جا باز کنید (داده‌های سایت در تنظیمات مرورگر).
# The address asked for another game than the saved one, kept under $key.
notice-save-replaced = نشانی صفحه بازی تازه‌ای خواست. بازی‌ای که انجام می‌دادید در حافظهٔ این مرورگر با نام «{ $key }» نگه داشته شده است.{ $dropped }
# The match replaced by "play on" or an import, kept aside.
notice-set-aside = مسابقه‌ای که می‌دیدید نگه داشته شد: آن را دوباره از «ثبت بازی»، بخش «مسابقه‌های نگه‌داشته»، باز کنید.{ $dropped }
notice-set-aside-failed = مسابقه‌ای که می‌دیدید نگه داشته نشد: حافظهٔ این مرورگر پر است.
# A kept match in the record dialog: the score ($white, $black), the game
# it stands in, the turns played in it ($turns) and when it was saved
# ($saved, a date and time).
notice-kept-summary = سفید { $white } – سیاه { $black } · بازی { $game }، نوبت { $turns } · { $saved }
# A link whose position could not be opened: $why is what is wrong with it.
notice-bad-link = وضعیتِ این پیوند باز نمی‌شود: { $why }. بازی شما ادامه دارد.
# $link is the address copied.
notice-link-copied = پیوندی به این وضعیت کپی شد: { $link }
notice-record-link-copied = پیوندی به ثبت این بازی کپی شد: { $link }
notice-record-downloaded = ثبت این بازی برای یک پیوند بیش از حد بلند است: برای فرستادن، به صورت فایل دانلود شد.
# A link's game record cannot be read: $why is the record's error
# ("Line 7: …").
notice-bad-record-link = ثبت بازیِ این پیوند باز نمی‌شود: { $why }. بازی شما ادامه دارد.
