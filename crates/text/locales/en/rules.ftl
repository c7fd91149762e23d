## The rules screen (crates/text/src/screens/rules.rs): RULES.md in plain words,
## a section each, with the caption of its diagram. Keep the points' numbers,
## arrows (24 → 1) and ranges (1–6) as they are: they name the board's points.

# The screen's heading and the label of its table of contents.
rules-heading = Rules of Long Nardy
rules-contents = Contents

# Section "board": The board and the start.
rules-board-title = The board and the start
rules-board-p1 = Each player has 15 checkers. All of them start on the player's head: White's on point 24, Black's on point 12, on opposite corners of the board.
rules-board-p2 = Both players move counter-clockwise, always forward. White goes 24 → 1 and its home is points 1–6; Black goes 12 → 1 → 24 → 13 and its home is points 13–18. Each player also counts its own path from 24 (its head) down to 1.
rules-board-p3 = The goal is to bring all 15 checkers home and then bear them off. Whoever bears off all 15 first wins.
# The diagram: the starting position, both heads outlined.
rules-board-caption = The start: the heads (24 and 12) outlined.

# Section "turn": A turn: dice, where a checker may stop, which dice must be played.
rules-turn-title = A turn
rules-turn-p1 = Roll two dice. Each die moves one checker forward by its number; one checker may use both dice, stopping on the point between, which must be open. A double gives four steps of its number.
rules-turn-p2 = A checker may stop on an empty point or on your own checkers, never on a point the opponent holds. There is no hitting.
rules-turn-p3 = You must play as many dice as you can. If only one of two different dice can be played, play the larger one if it can be played. If nothing can move, the turn passes.
# The diagram: White plays 6-5 from the start with one checker (24/18/13).
rules-turn-caption = White rolls 6-5: one checker leaves the head and travels 11 points (24/18/13).

# Section "head": The head rule and its exception on the first turn.
rules-head-title = The head rule
rules-head-p1 = Only one checker may leave the head in a turn.
rules-head-p2 = The exception is a player's first turn with 6-6, 4-4 or 3-3: then two checkers may leave the head. With 6-6 and 4-4 the opponent's head stops a single checker from using the whole roll; with 3-3 two checkers go to 21 and 18 — or both to 18.
# The diagram: White's first roll 6-6, two checkers off the head to 18.
rules-head-caption = White's first roll is 6-6: two checkers leave the head to 18; the other two sixes cannot be played (12 is Black's head).

# Section "block": The six-in-a-row block rule.
rules-block-title = Six in a row
rules-block-p1 = You may not hold six points in a row (along the opponent's path) if that traps every one of the opponent's checkers behind them. A block of six is allowed once at least one opponent checker has got past it.
rules-block-p2 = The rule is checked after every single step: a step that makes such a block is not allowed, even if a later step would break it.
# The diagram: White holds points 11 to 7; the step 7/6 is refused.
rules-block-caption = White holds 11 to 7. The step 7/6 is not allowed: 11 to 6 would be six points in a row with all of Black's checkers behind them.

# Section "bear-off": Bearing off.
rules-bear-off-title = Bearing off
rules-bear-off-p1 = Once all your checkers are in your home, you may bear them off. A die equal to a checker's point bears it off; a larger die bears off a checker from your highest point, but only when no checker stands higher. You may also use a die to move inside your home.
# The diagram: White bears off with 6-3 (5/off 3/off).
rules-bear-off-caption = White rolls 6-3 with all its checkers home: the 6 bears off from 5, its highest point, and the 3 bears off from 3.

# Section "score": How a game is scored (oin, mars, koks), who starts, matches.
rules-score-title = Oin, mars and koks
rules-score-p1 = The game ends as soon as a player bears off the last checker. If the loser has borne off at least one checker, the winner scores 1 point (oin). If the loser has borne off none, the winner scores 2 (mars).
rules-score-p2 = With the koks option (off unless chosen), a mars in which the loser still has a checker in its starting quarter (its points 19–24, the winner's home) scores 3.
rules-score-p3 = Who starts: each player rolls one die and the higher starts (equal dice are rolled again); by default the starter then rolls both dice. A match is played to 1, 3, 5 or 7 points; the winner of a game starts the next.
# The diagram: White bears off its last checker, a mars.
rules-score-caption = White bears off its last checker while Black has borne off none: mars, 2 points.

# Section "hachapuri": Hachapuri, the Georgian variant: its start, no head rule, its count scoring.
rules-hachapuri-title = Hachapuri
rules-hachapuri-p1 = Hachapuri (ხაჭაპური), Georgia's nardy, is long nardy with its own start: each player has 4 checkers on the head and 11 on the first point of the home (White's 6, Black's 18).
rules-hachapuri-p2 = There is no head rule: any number of checkers may leave the head in one turn. Everything else is long nardy; bearing off still waits until all 15 are home, so the 11 wait for the 4.
rules-hachapuri-p3 = Scoring is oin, mars or koks as in long nardy; with the count option the winner scores the checkers the loser has not borne off (1 to 15), no more than a match still needs.
# The diagram: Hachapuri's start, White plays 3-3 with four checkers off the head.
rules-hachapuri-caption = Hachapuri's start, White to move with 3-3: all four checkers leave the head.
