## The page's loader (index.html, written by scripts/pwa-build.mjs): shown
## over the board when it is touched before the game's code has come.

loading = Yükleniyor…
