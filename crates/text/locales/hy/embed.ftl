## The embedding example, pwa/embed.html (see en/embed.ftl).

embed-title = Երկար նարդի — ներդրման օրինակ
embed-heading = Երկար նարդի iframe-ում
embed-frame = Երկար նարդի
embed-new-ai = Նոր խաղ համակարգչի դեմ
embed-new-hotseat = Նոր խաղ երկուսի համար
embed-language = Լեզու
embed-invite = Հրավիրել ընկերոջը
embed-outgoing = Ընկերոջ համար (խաղի վերջին remoteMessage-ը)
embed-incoming = Ընկերոջից
embed-deliver = Փոխանցել ընկերոջ հաղորդագրությունը
