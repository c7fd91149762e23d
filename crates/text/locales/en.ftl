# Long Nardy's messages in English: the reference every other language
# follows (TRANSLATING.md). Terms the rules fix (point, head, home, bear
# off, oin, mars, koks) keep RULES.md's words.

## The interface's fixed words

new-game = New game
close = Close
menu = Menu
settings = Settings
pace-slow = Pace: slow
pace-normal = Pace: normal
pace-fast = Pace: fast
pace-instant = Pace: at once
pace-title = How fast the computer plays its turns
theme-auto = Theme: as the system
theme-light = Theme: light
theme-dark = Theme: dark
theme-contrast = Theme: high contrast
loading = Loading…
rules-button = Rules
editor-button = Set up
share = Share
resign = Resign
roll = Roll the dice
double-button = Double
take-button = Take
pass-button = Pass
beaver-button = Beaver
crawford = Crawford game: no doubling.
next-game-draw = A draw: no points.
undo = Undo
confirm = End turn
hint = Hint
chances-on = Chances: on
chances-off = Chances: off
chances = Chances to win
mars = mars
review-game = Review
take-back = Take back
take-back-title = Take back the computer's turn and yours
thinking = The computer is thinking…
next-game = Next game
language-label = Language
numbering-absolute = Numbers: board
numbering-relative = Numbers: mine
white = White
black = Black
score = Score
borne-off = off
history = Moves
history-board-numbers = board's numbers
history-own-numbers = each side's own numbers
pass = pass
board = Long Nardy board
computer = Computer
you = You
off = Bear off
dice = Dice
crash = Something went wrong — reload the page.
reload = Reload
controls = Game controls
record-button = Record
sound-on = Sound: on
sound-off = Sound: off
# Shown offline too (a first visit whose computer could not be downloaded): in the first catalog.
computer-unavailable = The computer's game could not be downloaded: check the connection. It is tried again every few seconds.
dismiss = Close
