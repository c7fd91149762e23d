## A game with a friend: the panel, the invitation, the list (src/panels/remote_panel.rs)

remote-accept = მიღება და თამაში
remote-not-now = ახლა არა
remote-copy = ბმულის კოპირება
remote-share = გაზიარება…
remote-send-again = ხელახლა გაგზავნა
remote-games = თამაშები მეგობრებთან
remote-link-text = ბმული ტექსტად
remote-unavailable = მეგობართან თამაში ამ ბრაუზერში ვერ დაიწყო: მისი კოდი არ ჩაიტვირთა. გადატვირთეთ გვერდი.
remote-again = ეს ბმული აქ უკვე გამოყენებულია: არაფერი შეცვლილა.
remote-unknown = ეს ბმული ეკუთვნის მეგობართან თამაშს, რომელიც ამ მოწყობილობაზე არ არის: ჯერ მოსაწვევი გახსენით.
remote-other-tab = პარტია ამ ბრაუზერის სხვა ჩანართში გაგრძელდა: ეს ჩანართი ახლა მას მიჰყვება, აქ ბოლოს ნათამაშები კი არ გაიგზავნა.
remote-replaced = თამაშის ამ მოწყობილობაზე არსებული ასლი უფრო ძველი იყო და სვლა თავიდან ითამაშა: თქვენ მიერ გახსნილი სვლა იკავებს მის ადგილს და თამაში მეგობართან შეთანხმებით გრძელდება.
remote-flood = ერთდროულად ზედმეტად ბევრი შეტყობინება მოვიდა: გვერდმა პირველები წაიკითხა, დანარჩენი უკუაგდო. არაფერი დაკარგულა: ყოველი შეტყობინება ბმულიცაა.
remote-not-a-message = ეს ბმული მეგობართან თამაშის სვლას არ შეიცავს: შესაძლოა, ის შემოკლებულია.
# The name shown for a friend who gave none (it stands where a name does).
remote-unnamed = მეგობარი
remote-invites = { $friend } გიწვევთ სათამაშოდ
# The value of a rule in the invitation's list (koks, beaver, Jacoby).
remote-rule-yes = დიახ
remote-rule-no = არა
remote-status-invite = გაუგზავნეთ ეს მოსაწვევი მეგობარს ნებისმიერი მესენჯერით
remote-status-send = გაუგზავნეთ ეს ბმული მეგობარს ({ $friend })
remote-status-wait = გაეგზავნა მეგობარს ({ $friend }) — ველოდებით პასუხს
remote-status-play = თქვენი სვლაა თამაშში მეგობართან ({ $friend })
remote-status-over = მატჩი მეგობართან ({ $friend }) დასრულდა
remote-row-invite = ჯერ არ მიუღია
remote-row-send = გასაგზავნი ბმული
remote-row-wait = მეგობრის სვლაა
remote-row-play = თქვენი სვლაა
remote-row-over = დასრულდა
# The game's check code ($code: twelve digits in three groups) and the friend's name.
remote-check = შემოწმების კოდი: { $code }. მეგობართან ({ $friend }) ის იგივეა მხოლოდ მაშინ, თუ მოწვევა არავინ მიითვისა: შეადარეთ ხმით ან სხვა მესენჯერით.
# A friend's game this browser could not save: its link waits (src/panels/remote_panel.rs).
remote-unkept = პარტია არ არის შენახული: ბრაუზერის საცავი სავსეა ან გამორთულია. ბმული ჯერ შეკავებულია, რომ ჩანართის დახურვისას არაფერი დაიკარგოს. ჩამოტვირთეთ პარტია (ჩანაწერი → ჩანაწერის იმპორტი ფაილიდან აქ ისევ გახსნის მას) ან გაათავისუფლეთ ადგილი და სცადეთ ხელახლა.
remote-download = პარტიის ჩამოტვირთვა
remote-keep-again = ხელახლა ცდა

## Live play: the two pages connected directly (src/panels/live_panel.rs)

remote-live-offer = ეს ბმული ორ გვერდს პირდაპირაც დააკავშირებს, როცა მეგობრის ბმული დაბრუნდება
remote-live-answer = გაუგზავნეთ ეს ბმული უკან: ის ორ გვერდს პირდაპირ დააკავშირებს
remote-live-connected = პირდაპირი კავშირი მეგობართან ({ $friend }): სვლები მაშინვე მოდის
remote-live-lost = პირდაპირი კავშირი არ არის: თამაში ბმულებით გრძელდება
remote-live-connect = პირდაპირ დაკავშირება
remote-live-reach = პირდაპირი კავშირი ინტერნეტით
remote-live-reach-cost = მაშინ საჯარო სერვერი გაიგებს ამ მოწყობილობის გარე მისამართს.
remote-live-relayed = კავშირი { $friend }-თან შუამავალი სერვერით: სვლები მაშინვე მოდის
remote-live-offered = თქვენი მეგობარი გთავაზობთ გვერდების პირდაპირ დაკავშირებას
remote-live-checking = დაკავშირებულია: მოწმდება, რომ მეორე გვერდს თქვენი მეგობრის გასაღები აქვს…
remote-live-unproven = მოპასუხე გვერდმა ვერ აჩვენა თქვენი მეგობრის გასაღები: კავშირი გაწყდა, თამაში ბმულებით გრძელდება
remote-qr-show = QR კოდი
remote-qr-label = ბმული QR კოდად ტელეფონის კამერისთვის

## Abandonment: how long an answer may take, and the claim (src/panels/remote_panel.rs)

# A span of time: $n minutes, hours, days.
remote-minutes = { $n ->
    [one] { $n } წუთი
   *[other] { $n } წუთი
}
remote-hours = { $n ->
    [one] { $n } საათი
   *[other] { $n } საათი
}
remote-days = { $n ->
    [one] { $n } დღე
   *[other] { $n } დღე
}
# The invitation's choice: how long a side may take to answer before the other may claim the match.
remote-limit = პასუხის დრო
remote-limit-hint = თუ პასუხი უფრო დიდხანს დაგვიანდება, მომლოდინეს შეუძლია მოითხოვოს მატჩში გამარჯვება.
remote-claim = გამარჯვების მოთხოვნა
# $time: the date and time the friend's answer is due by.
remote-claim-later = თუ მეგობარი ({ $friend }) არ უპასუხებს { $time }-მდე, შეგიძლიათ მოითხოვოთ მატჩში გამარჯვება.
remote-claim-now = მეგობარმა ({ $friend }) დროულად არ უპასუხა: შეგიძლიათ მოითხოვოთ მატჩში გამარჯვება.
remote-answer-by = უპასუხეთ { $time }-მდე: ამის შემდეგ მეგობარს ({ $friend }) შეუძლია მოითხოვოს მატჩში გამარჯვება.
remote-status-won-abandoned = მეგობარმა ({ $friend }) დროულად არ უპასუხა: მატჩი გამოუცხადებლობის გამო მოიგეთ
remote-status-lost-abandoned = მეგობარმა ({ $friend }) მოითხოვა გამარჯვება: დროულად არ უპასუხეთ
remote-row-won-abandoned = მოგება გამოუცხადებლობით
remote-row-lost-abandoned = წაგება გამოუცხადებლობით
remote-claim-withdrawn = მეგობრის პასუხი თქვენი მოთხოვნის შემდეგ მოვიდა: მოთხოვნა გაუქმდა და თამაში გრძელდება.
