# Long Nardy's messages in Persian (فارسی), from the English reference
# (TRANSLATING.md). Terms: نرد بلند (long nardy), خانه (point), مهره
# (checker), تاس (die, dice; a double roll: جفت), سر (head), منطقهٔ خودی
# (home), بیرون بردن (bear off), اوین، مارس، کوکس (oin, mars, koks),
# مکعب (the doubling cube), دوبل (a double), حرکت (step), نوبت (turn).

## The interface's fixed words

new-game = بازی جدید
close = بستن
menu = منو
settings = تنظیمات
pace-slow = سرعت: آهسته
pace-normal = سرعت: معمولی
pace-fast = سرعت: تند
pace-instant = سرعت: فوری
pace-title = سرعت بازی کامپیوتر در نوبت‌هایش
theme-auto = پوسته: مانند سیستم
theme-light = پوسته: روشن
theme-dark = پوسته: تیره
theme-contrast = پوسته: کنتراست بالا
loading = در حال بارگذاری…
rules-button = قوانین
editor-button = چیدمان
share = اشتراک‌گذاری
resign = تسلیم
roll = ریختن تاس
double-button = دوبل
take-button = قبول
pass-button = رد
beaver-button = بیور
crawford = بازی کرافورد: دوبل ممنوع.
next-game-draw = مساوی: بدون امتیاز.
undo = واگرد
confirm = پایان نوبت
hint = راهنما
chances-on = شانس‌ها: روشن
chances-off = شانس‌ها: خاموش
chances = شانس برد
mars = مارس
review-game = مرور
take-back = پس گرفتن
take-back-title = پس گرفتن نوبت کامپیوتر و نوبت خودتان
thinking = کامپیوتر در حال فکر کردن است…
next-game = بازی بعد
language-label = زبان
numbering-absolute = شماره‌ها: صفحه
numbering-relative = شماره‌ها: خودم
white = سفید
black = سیاه
score = امتیاز
borne-off = بیرون
history = حرکت‌ها
history-board-numbers = شماره‌های صفحه
history-own-numbers = شماره‌های خودِ هر طرف
pass = پاس
board = صفحهٔ نرد بلند
computer = کامپیوتر
you = شما
off = بیرون بردن
dice = تاس‌ها
crash = مشکلی پیش آمد — صفحه را دوباره بارگذاری کنید.
reload = بارگذاری دوباره
controls = کنترل‌های بازی
record-button = ثبت بازی
sound-on = صدا: روشن
sound-off = صدا: خاموش
# Shown offline too (a first visit whose computer could not be downloaded): in the first catalog.
computer-unavailable = بازی کامپیوتر دانلود نشد: اتصال را بررسی کنید. هر چند ثانیه یک بار دوباره تلاش می‌شود.
dismiss = بستن
