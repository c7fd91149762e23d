## The embedding example, pwa/embed.html (see en/embed.ftl).

embed-title = Довгі нарди — приклад вбудовування
embed-heading = Довгі нарди у фреймі
embed-frame = Довгі нарди
embed-new-ai = Нова партія з комп'ютером
embed-new-hotseat = Нова партія на двох
embed-language = Мова
embed-invite = Запросити друга
embed-outgoing = Для друга (останній remoteMessage гри)
embed-incoming = Від друга
embed-deliver = Передати повідомлення друга
