## The embedding example, pwa/embed.html: a page for site owners that frames
## the game. Not compiled into the game's catalogs: scripts/pwa-build.mjs
## writes these into the example, which shows them in the chosen language.
## No placeholders.

embed-title = Long Nardy — embedding example
embed-heading = Long Nardy in an iframe
embed-frame = Long Nardy
embed-new-ai = New game against the computer
embed-new-hotseat = New game for two
embed-language = Language
embed-invite = Invite a friend
embed-outgoing = For your friend (the game's latest remoteMessage)
embed-incoming = From your friend
embed-deliver = Deliver your friend's message
