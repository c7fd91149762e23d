## The errors of a record read by the worker (crates/text/src/errors.rs):
## its lines, the notation, moves, and game actions. The same conventions
## as errors.ftl: text from the record is shown as written.

# The frame of every record error. $line: the record's line number; $what: what is wrong there (an error-record-… message).
error-line = Line { $line }: { $what }
# $version: the version number the record's first line gives.
error-record-unknown-version = unknown record version { $version } (this app reads version 1)
# $found here and below: the record's line (or part of it) as its author wrote it.
error-record-not-a-record = this is not a Long Nardy record: the first line must be 'Long Nardy record 1', found '{ $found }'
error-record-bad-header-line = a header line looks like 'Key: value' and a blank line ends the headers, found '{ $found }'
# $header: a header's key as the record writes it (Match, Koks, Opening, Variant, Beaver, Jacoby, Scoring); $example: a correct line of that header, like "Match: 3".
error-record-missing-header = the { $header } header is missing (for example '{ $example }')
# $header: a header's key as the record writes it.
error-record-repeated-header = the { $header } header is given twice
# $min, $max: the shortest and the longest match (in points).
error-record-bad-match-length = Match must be the points needed to win, a whole number from { $min } to { $max }, found '{ $found }'
error-record-bad-koks = Koks must be 'yes' or 'no', found '{ $found }'
# $again, $play: the header's two values as the record writes them (roll-again, play-dice).
error-record-bad-opening-rule = Opening must be '{ $again }' or '{ $play }', found '{ $found }'
error-record-bad-variant = Variant must be 'long', 'classic', 'nardegammon' or 'hachapuri', found '{ $found }'
error-record-bad-scoring = Scoring is hachapuri's option and must be 'count' (with 'Variant: hachapuri'), found '{ $found }'
# $header: a header's key as the record writes it (Beaver or Jacoby).
error-record-bad-yes-no = { $header } must be 'yes' or 'no', found '{ $found }'
# $header: a header's key as the record writes it (Match, Beaver or Jacoby).
error-record-needs-the-cube = the { $header } header is a nardegammon option: it needs 'Variant: nardegammon'
error-record-jacoby-in-match-play = 'Jacoby: yes' is a money-play rule: it needs 'Match: money'
# $found: a cube line as written ("12. w doubles to 2"); $error: why the game refused it.
error-record-cube-refused = '{ $found }' is refused: { $error }
# $value: the value the cube would have.
error-record-cube-value-disagrees = '{ $found }' gives the wrong value: the cube would be at { $value }
# $side: who doubled.
error-record-answer-due = { $side ->
    [white] White
   *[black] Black
} has doubled: a take, pass or beaver must come before '{ $found }'
# $game: the game's number; $next: the next game's number.
error-record-game-drawn = game { $game } is drawn, so '{ $found }' cannot follow; the next game starts with 'Game { $next }'
# $line: the number of the line with the turn in progress.
error-record-after-turn-in-progress = the turn in progress on line { $line } must be the last line of the record, but '{ $found }' follows it
error-record-not-a-record-line = '{ $found }' is not a record line: expected 'Game N', 'Opening W-B', a turn like '1. w 6-5: 24/18 18/13' or a result like 'White wins by oin: 1 point'
# $expected: the number of the game due here.
error-record-bad-game-line = a game line looks like 'Game { $expected }', found '{ $found }'
# $expected: the number of the game due here; $given: the number the line gives.
error-record-game-out-of-order = expected 'Game { $expected }' here, found 'Game { $given }'
# $game: the game that cannot start; $previous: the game before it; $phase: where that game stands (an error-phase-… message).
error-record-previous-game-not-over = game { $game } cannot start: game { $previous } is not over (it is in the { $phase } phase)
# $error: why the match refused; $white, $black: each side's points; $length: the points the match is played to.
error-record-next-game-refused = game { $game } cannot start: { $error } (White { $white }, Black { $black }, playing to { $length })
error-record-no-game-yet = 'Game 1' must come before the first opening roll, turn or result
error-record-bad-opening-line = an opening roll looks like 'Opening 5-3' (White's die, then Black's, each 1 to 6), found '{ $found }'
# $found: the opening line as written ("Opening 5-3"); $game: the game's number.
error-record-opening-refused = '{ $found }' does not fit game { $game }: { $error }
# $found: a result line as written; $game: the game's number.
error-record-result-not-over = '{ $found }' is a result, but game { $game } is not over
# $found: the result line as written; $result: the game's result by its turns (the error-result message).
error-record-result-disagrees = the record says '{ $found }' but the replay gives '{ $result }'
error-record-bad-turn-line = a turn line looks like '7. w 6-5: 24/18 18/13' (turn number, side, dice, steps), found '{ $found }'
# $side: the side as the line writes it (it should be w or b).
error-record-bad-side = the side must be 'w' or 'b', found '{ $side }' in '{ $found }'
# $error: why the dice or the steps cannot be read (an error-notation-… message).
error-record-bad-notation = { $error }, in '{ $found }'
# $turn: the turn's number as the line gives it; $game: the game's number; $played: the turns the game has had; $expected: the next turn's number.
error-record-turn-out-of-order = turn number { $turn } is out of order: game { $game } has had { $played } turns, so the next is { $expected }, in '{ $found }'
# $side: the side to move; $letter: its letter in the record (w or b); $given: the letter the line gives.
error-record-wrong-side = it is { $side ->
    [white] White
   *[black] Black
}'s turn ('{ $letter }'), but '{ $found }' gives '{ $given }'
error-record-no-starter = game { $game } has no starter yet: its opening roll ('Opening W-B') must come before the first turn
# $result: how the game ended (the error-result message); $next: the next game's number.
error-record-game-over = game { $game } is over ({ $result }), so no turn can follow; the next game starts with 'Game { $next }'
# $opening: the opening roll's dice; $given: the dice the line gives (both like 6-5).
error-record-opening-dice-mismatch = this turn plays the opening dice { $opening }, but the line gives { $given }
# $turn: the turn as written (24/18 18/13); $letter: the side's letter, w (White) or b (Black); $dice: the dice (6-5); $start: the position string the turn starts from.
error-record-illegal-turn = '{ $turn }' is not a legal turn for { $letter } with { $dice } from { $start }: { $error }
# $step: the step as written (24/18); $letter: the side's letter, w (White) or b (Black); $dice: the dice (6-5); $start: the position string the turn started from.
error-record-illegal-step = { $step } cannot be played by { $letter } with { $dice } from { $start }: { $error }
error-record-bad-dice-line = a dice line looks like 'Dice commitment: ' or 'Dice seed: ' and 64 hex digits, found '{ $found }'
error-record-dice-line-out-of-place = '{ $found }' is out of place: game { $game } has one commitment and one seed, and the seed comes only once the game is over
# The quoted line is the starting position as the record writes it: copy it as it is. $error: what is wrong with the position (an error-position-… message).
error-record-bad-position = a game's position line looks like 'Position: 0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w': { $error }, found '{ $found }'
# $error: why the game cannot start there (an error-set-up-… message).
error-record-set-up-refused = game { $game } cannot start from its position: { $error }
# Why dice, a step or a turn could not be read. $found: the text as written.
error-notation-bad-dice = dice must look like 6-5 (two numbers 1..6), found '{ $found }'
error-notation-bad-step = a step must look like 24/18 or 3/off (relative points 1..24, moving forward), found '{ $found }'
error-notation-empty-turn = a turn needs at least one step, or 'pass'
# $n: how many steps the turn has.
error-notation-too-many-steps = a turn has at most 4 steps, found { $n }
# Why a turn or a step cannot be played.
error-move-game-over = the game is over: a side has borne off all 15 checkers
# $number: which step of the turn (1 for the first); $step: the step as written (24/18).
error-move-illegal-step = step { $number } ({ $step }) is not legal at that point of the turn
# $turn: the turn as written (24/18 18/13).
error-move-incomplete-turn = '{ $turn }' is not a legal turn: it must play as many dice as possible, and the larger die when only one can be played
error-move-pass-not-allowed = cannot pass: a legal step exists
# Why a game or match action was refused.
# $action: what was asked (an error-action-… message); $phase: where the game stands (an error-phase-… message).
error-game-wrong-phase = cannot { $action } now: the game is in the { $phase } phase
# $die: the number the die was given.
error-game-bad-die = a die shows 1 to 6, not { $die }
error-game-match-over = the match is over
# $asked: the turns asked to be taken back; $played: the turns the game has played.
error-game-too-few-turns = cannot take back { $asked } turns: the game has played { $played }
# What was asked, for error-game-wrong-phase ("cannot … now").
error-action-opening-roll = make the opening roll
error-action-roll = roll
error-action-step = move a checker
error-action-undo = undo
error-action-finish-turn = finish the turn
error-action-play-turn = play a turn
error-action-next-game = start the next game
error-action-resign = resign
error-action-take-back = take back a turn
error-action-double = double
# Where a game stands, for error-game-wrong-phase and
# error-record-previous-game-not-over. English names the phase ("the game
# is in the roll phase"); a translation may write a clause instead.
error-phase-opening = opening
error-phase-roll = roll
error-phase-move = move
error-phase-offered = offered
error-phase-over = over
# Why a cube action was refused.
error-cube-no-cube = this match is played without the cube
error-cube-crawford-game = no doubling in the Crawford game
error-cube-before-first-turn = no cube action before the game's first turn
# $side: the side to move.
error-cube-not-your-turn = only { $side ->
    [white] White
   *[black] Black
}, to move, may double now
error-cube-not-before-rolling = a double is offered before rolling, not after
# $side: the cube's owner.
error-cube-not-your-cube = the cube is { $side ->
    [white] White
   *[black] Black
}'s: only its owner may double
error-cube-at-most-64 = the cube goes no higher than 64
error-cube-no-double-offered = no double has been offered
error-cube-own-double = the doubler cannot answer its own double
error-cube-no-beaver = beavers are not played in this match
# $side: who doubled.
error-cube-double-offered = { $side ->
    [white] White
   *[black] Black
} has doubled: take or pass first
