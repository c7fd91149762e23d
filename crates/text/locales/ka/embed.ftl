## The embedding example, pwa/embed.html (see en/embed.ftl).

embed-title = გრძელი ნარდი — ჩაშენების მაგალითი
embed-heading = გრძელი ნარდი iframe-ში
embed-frame = გრძელი ნარდი
embed-new-ai = ახალი თამაში კომპიუტერთან
embed-new-hotseat = ახალი თამაში ორისთვის
embed-language = ენა
embed-invite = მეგობრის მოწვევა
embed-outgoing = მეგობრისთვის (თამაშის ბოლო remoteMessage)
embed-incoming = მეგობრისგან
embed-deliver = მეგობრის შეტყობინების გადაცემა
