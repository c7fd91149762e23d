## The embedding example, pwa/embed.html (see en/embed.ftl).

embed-title = Длинные нарды — пример встраивания
embed-heading = Длинные нарды во фрейме
embed-frame = Длинные нарды
embed-new-ai = Новая партия с компьютером
embed-new-hotseat = Новая партия на двоих
embed-language = Язык
embed-invite = Пригласить друга
embed-outgoing = Для друга (последний remoteMessage игры)
embed-incoming = От друга
embed-deliver = Передать сообщение друга
