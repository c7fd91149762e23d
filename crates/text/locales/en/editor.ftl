## The position editor (crates/text/src/screens/editor.rs): set up a
## position on the board, then analyse it or play from it.

editor-title = Set up a position
# The label of the tool choice; each tool finishes the sentence.
editor-tools = A click on a point
editor-tool-white = adds a White checker
editor-tool-black = adds a Black checker
editor-tool-remove = takes a checker off
editor-help = Click or tap a point to use the chosen tool; drag a checker to another point to move it, or onto a tray to take it off. With the keyboard: Tab to a point, Enter adds (or takes off), Delete takes one off. Checkers not on the board are borne off.
# The label of the choice of the side to move.
editor-side = To move
# The label of the choice of the dice the analysis is for.
editor-dice = Roll to analyse
editor-no-dice = none: chances before the roll
# The label of the buttons that fill the board: an empty board, the start, the game's.
editor-start-from = Start from
editor-empty = An empty board
editor-start = The starting position
editor-current = The game's position
# A button: analyse the position.
editor-analyse = Analyse
editor-play = Play from this position
# The heading of the position's summary.
editor-position = Position
editor-ok = The position is ready to play.
# Each side's count: "12 on the board", "3 borne off".
editor-on-board = on the board
editor-borne-off = borne off
# A point's action for the keyboard: "add (White)", "take one off".
editor-add = add
editor-take = take one off
# The heading of the analysis.
editor-analysis = Analysis
# The columns of the analysis's ranked table: the turn, the chances after it, what it loses against the best.
editor-turn-column = Turn
editor-after-column = After it
editor-loss-column = Loss

# Why the position cannot be played yet.
# $side ("white" or "black") has already borne off all 15 checkers.
editor-over = The game is already over here: { $side ->
    [white] { white }
   *[black] { black }
} has borne off all 15 checkers.
editor-two-colours = Point { $point } holds checkers of both colours: take one colour off it.
# $side ("white" or "black") has $count (16 or more) checkers.
editor-too-many = { $side ->
    [white] { white }
   *[black] { black }
} has { $count } checkers on the board: at most 15.
# No checker of either side is on the board.
editor-no-checkers = This is not a position: both sides have borne off all their checkers.
editor-not-a-position = This is not a position.
# $reason: the engine's own words for what is wrong.
editor-not-a-position-because = This is not a position: { $reason }.

# The chances after a turn or before the roll, the numbers already written: "win 55.1%, mars for 12.0%, mars against 3.1%, equity +0.2331".
editor-chances = win { $win }, mars for { $win_mars }, mars against { $lose_mars }, equity { $equity }
# The heading of the chances before the roll; $side ("white" or "black") is to move.
editor-before-roll = Before the roll ({ $side ->
    [white] { white }
   *[black] { black }
} to move)
