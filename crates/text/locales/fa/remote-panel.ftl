## A game with a friend: the panel, the invitation, the list (src/panels/remote_panel.rs)

remote-accept = پذیرفتن و بازی
remote-not-now = اکنون نه
remote-copy = کپی پیوند
remote-share = اشتراک‌گذاری…
remote-send-again = فرستادن دوباره
remote-games = بازی با دوستان
remote-link-text = پیوند به صورت متن
remote-unavailable = بازی با دوست در این مرورگر شروع نشد: کد آن بارگذاری نشد. صفحه را دوباره بارگذاری کنید.
remote-again = این پیوند قبلاً اینجا بازی شده است: چیزی تغییر نکرد.
remote-unknown = این پیوند مال بازی با دوستی است که روی این دستگاه نیست: اول دعوت‌نامه را باز کنید.
remote-other-tab = بازی در زبانهٔ دیگری از همین مرورگر ادامه یافت: این زبانه اکنون آن را دنبال می‌کند و آنچه همین حالا اینجا بازی کردید فرستاده نشد.
remote-replaced = نسخهٔ بازی روی این دستگاه قدیمی‌تر بود و حرکتی را دوباره بازی کرده بود: حرکتی که باز کردید جای آن را می‌گیرد و بازی هماهنگ با دوستتان ادامه می‌یابد.
remote-flood = پیام‌های زیادی یک‌باره رسید: صفحه نخستین‌ها را خواند و بقیه را کنار گذاشت. چیزی گم نشده است: هر پیام یک پیوند هم هست.
remote-not-a-message = این پیوند هیچ حرکتی از بازی با دوست ندارد: شاید ناقص بریده شده باشد.
# The name shown for a friend who gave none (it stands where a name does).
remote-unnamed = دوست
remote-invites = ⁨{ $friend }⁩ شما را به بازی دعوت می‌کند
# The value of a rule in the invitation's list (koks, beaver, Jacoby).
remote-rule-yes = بله
remote-rule-no = خیر
remote-status-invite = این دعوت‌نامه را با هر پیام‌رسانی برای دوستتان بفرستید
remote-status-send = این پیوند را برای دوستتان، { $friend }، بفرستید
remote-status-wait = برای { $friend } فرستاده شد — در انتظار پاسخ
remote-status-play = نوبت شما در بازی با ⁨{ $friend }⁩
remote-status-over = مسابقه با { $friend } تمام شد
remote-row-invite = هنوز پذیرفته نشده
remote-row-send = پیوندی برای فرستادن
remote-row-wait = نوبت او
remote-row-play = نوبت شما
remote-row-over = تمام شده
# The game's check code ($code: twelve digits in three groups) and the friend's name.
remote-check = کد بررسی: { $code }. اگر کسی دعوت را برنداشته باشد، نزد دوستتان ({ $friend }) هم همین کد است: آن را با صدا یا با پیام‌رسان دیگری مقایسه کنید.
# A friend's game this browser could not save: its link waits (src/panels/remote_panel.rs).
remote-unkept = این بازی ذخیره نشده است: فضای ذخیره‌سازی مرورگر پر یا خاموش است. پیوند فعلاً نگه داشته می‌شود تا اگر این زبانه بسته شد چیزی از دست نرود. بازی را بارگیری کنید (ثبت بازی ← وارد کردن ثبت بازی از فایل آن را دوباره اینجا باز می‌کند) یا جا باز کنید و دوباره امتحان کنید.
remote-download = بارگیری بازی
remote-keep-again = دوباره امتحان کنید

## Live play: the two pages connected directly (src/panels/live_panel.rs)

remote-live-offer = وقتی پیوند دوستتان برگردد، این پیوند دو صفحه را مستقیم هم به هم وصل می‌کند
remote-live-answer = این پیوند را برگردانید: دو صفحه را مستقیم به هم وصل می‌کند
remote-live-connected = اتصال مستقیم با ⁨{ $friend }⁩: حرکت‌ها بی‌درنگ می‌رسند
remote-live-lost = اتصال مستقیم نیست: بازی با پیوندها ادامه دارد
remote-live-connect = اتصال مستقیم
remote-live-reach = اتصال مستقیم از راه اینترنت
remote-live-reach-cost = در این صورت یک سرور عمومی نشانی عمومی این دستگاه را می‌فهمد.
remote-live-relayed = اتصال به { $friend } از راه سرور واسط: حرکت‌ها بی‌درنگ می‌رسند
remote-live-offered = دوستتان پیشنهاد می‌کند دو صفحه مستقیم به هم وصل شوند
remote-live-checking = وصل شد: بررسی می‌شود که صفحهٔ دیگر کلید دوستتان را دارد…
remote-live-unproven = صفحه‌ای که پاسخ داد نتوانست کلید دوستتان را نشان دهد: اتصال قطع شد، بازی با پیوندها ادامه دارد
remote-qr-show = کد QR
remote-qr-label = پیوند به صورت کد QR برای دوربین گوشی

## Abandonment: how long an answer may take, and the claim (src/panels/remote_panel.rs)

# A span of time: $n minutes, hours, days.
remote-minutes = { $n ->
    [one] { $n } دقیقه
   *[other] { $n } دقیقه
}
remote-hours = { $n ->
    [one] { $n } ساعت
   *[other] { $n } ساعت
}
remote-days = { $n ->
    [one] { $n } روز
   *[other] { $n } روز
}
# The invitation's choice: how long a side may take to answer before the other may claim the match.
remote-limit = مهلت پاسخ
remote-limit-hint = اگر پاسخ بیش از این طول بکشد، طرفِ منتظر می‌تواند برد مسابقه را به‌دلیل غیبت حریف اعلام کند.
remote-claim = اعلام برد به‌دلیل غیبت
# $time: the date and time the friend's answer is due by.
remote-claim-later = اگر ⁨{ $friend }⁩ تا { $time } پاسخ ندهد، می‌توانید برد مسابقه را اعلام کنید.
remote-claim-now = ⁨{ $friend }⁩ به‌موقع پاسخ نداد: می‌توانید برد مسابقه را اعلام کنید.
remote-answer-by = تا { $time } پاسخ دهید: پس از آن ⁨{ $friend }⁩ می‌تواند برد مسابقه را اعلام کند.
remote-status-won-abandoned = ⁨{ $friend }⁩ به‌موقع پاسخ نداد: مسابقه را به‌دلیل غیبت حریف بردید
remote-status-lost-abandoned = ⁨{ $friend }⁩ برد مسابقه را اعلام کرد: شما به‌موقع پاسخ ندادید
remote-row-won-abandoned = برد به‌دلیل غیبت
remote-row-lost-abandoned = باخت به‌دلیل غیبت
remote-claim-withdrawn = پاسخ دوستتان پس از اعلام برد شما رسید: اعلام برد لغو شد و بازی ادامه دارد.
