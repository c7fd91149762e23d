# გრძელი ნარდის შეტყობინებები ქართულად. საწყისი ენაა ინგლისური (en.ftl,
# TRANSLATING.md). ტერმინები ერთნაირია ყველა ფაილში: უჯრა (point),
# ქვა (checker), კამათელი (dice), თავი (head), სახლი (home),
# გაყვანა (bear off), ოინი, მარსი, კოქსი (oin, mars, koks).

## The interface's fixed words

new-game = ახალი თამაში
close = დახურვა
menu = მენიუ
settings = პარამეტრები
pace-slow = ტემპი: ნელი
pace-normal = ტემპი: ჩვეულებრივი
pace-fast = ტემპი: სწრაფი
pace-instant = ტემპი: მყისიერი
pace-title = რამდენად სწრაფად აკეთებს კომპიუტერი სვლებს
theme-auto = თემა: სისტემური
theme-light = თემა: ღია
theme-dark = თემა: მუქი
theme-contrast = თემა: მაღალი კონტრასტი
loading = იტვირთება…
rules-button = წესები
editor-button = დალაგება
share = გაზიარება
resign = დანებება
roll = კამათლის გაგორება
double-button = გაორმაგება
take-button = მიღება
pass-button = უარი
beaver-button = თახვი
crawford = კროუფორდის პარტია: გაორმაგება არ შეიძლება.
next-game-draw = ფრე: ქულები არავის.
undo = უკან
confirm = სვლის დასრულება
hint = მინიშნება
chances-on = შანსები: ჩართულია
chances-off = შანსები: გამორთულია
chances = მოგების შანსები
mars = მარსი
review-game = განხილვა
take-back = დაბრუნება
take-back-title = კომპიუტერის და თქვენი სვლის დაბრუნება
thinking = კომპიუტერი ფიქრობს…
next-game = შემდეგი პარტია
language-label = ენა
numbering-absolute = ნომრები: დაფის
numbering-relative = ნომრები: ჩემი
white = თეთრი
black = შავი
score = ანგარიში
borne-off = გაყვანილი
history = სვლები
history-board-numbers = დაფის ნომრებით
history-own-numbers = თითოეულის საკუთარი ნომრებით
pass = გამოტოვება
board = გრძელი ნარდის დაფა
computer = კომპიუტერი
you = თქვენ
off = გაყვანა
dice = კამათელი
crash = რაღაც შეცდომა მოხდა — გადატვირთეთ გვერდი.
reload = გადატვირთვა
controls = თამაშის მართვა
record-button = ჩანაწერი
sound-on = ხმა: ჩართულია
sound-off = ხმა: გამორთულია
# Shown offline too (a first visit whose computer could not be downloaded): in the first catalog.
computer-unavailable = კომპიუტერის თამაშის ჩამოტვირთვა ვერ მოხერხდა: შეამოწმეთ კავშირი. ცდა მეორდება ყოველ რამდენიმე წამში.
dismiss = დახურვა
