## A friend's message refused: why it was not applied; the game is unchanged (crates/text/src/remote.rs)
## English is the protocol's own text (nardy-remote's Display), word for word.
## $seq, $from, $got, $last: messages' numbers in the game. $side is
## "white" or "black".

remote-refusal-not-a-message = this is not a remote game message (it does not begin with nardy)
# $version: the version the message is written in, as it begins ("nardy2").
remote-refusal-version = the message is of version { $version }, this page reads nardy1, nardy2, nardy3
# $kind: the message's kind as written in it ("move", "accept", or "?");
# $what: the field that cannot be read, in the protocol's English words
# ("reveal", "number of fields").
remote-refusal-field = the { $kind } message's { $what } is not readable
# $kind: the kind written in the message, which this page does not know.
remote-refusal-unknown-kind = unknown message kind "{ $kind }"
# $why: why the move's text cannot be read.
remote-refusal-bad-turn = the move is not readable: { $why }
remote-refusal-other-game = the message belongs to another remote game
remote-refusal-conflict = message { $seq } of this game was already received, and this one is different
# At the inviter: a second acceptance of its invitation ($second's), after $first's.
remote-refusal-accepted-before = this invitation was already accepted by { $first }, and the game goes on with them; if { $second } is your friend, someone else took the invitation: compare the check code with your friend, and invite again
# At the friend: the inviter ($inviter) goes on with someone else's acceptance.
remote-refusal-invitation-taken = someone else accepted this invitation before you, and { $inviter } plays with them: compare the check code with { $inviter }, and ask for a new invitation
# One message missing before this one ($got): message $from.
remote-refusal-missing-one = message { $from } has not arrived yet: ask for it first (this is { $got })
# Messages $from to $last missing before this one ($got).
remote-refusal-missing = messages { $from } to { $last } have not arrived yet: ask for them first (this is { $got })
remote-refusal-not-next = message { $seq } does not follow the messages this game has
# The friend answers another message $seq of this device's than the one it holds (a copy restored from an older save that played again).
remote-refusal-own-differs = your friend answers another message { $seq } than the one this device holds: this copy of the game is older, and played again; open the link you sent as message { $seq } (in your chat with your friend), then this one again
remote-refusal-unexpected = message { $seq } is of the wrong kind
remote-refusal-not-signed = message { $seq } is not signed by { $side ->
    [white] White
   *[black] Black
}'s key: it was changed, or made by someone else
# A side's revealed dice value does not continue the chain of values it
# committed to when the game began.
remote-refusal-bad-reveal = { $side ->
    [white] White
   *[black] Black
}'s dice value does not continue { $side ->
    [white] White
   *[black] Black
}'s committed chain
# $got: the dice value the message reveals; $expected: the one the game needs.
remote-refusal-wrong-reveal = the message reveals dice value { $got }, but the game needs value { $expected } now
# $written: the dice written in the move ("6-5"); $rolled: the dice the two
# sides' contributions roll.
remote-refusal-wrong-dice = the move says { $written }, but the two contributions roll { $rolled }
# $action: the action, in the protocol's English words ("double", "roll").
remote-refusal-not-now = a { $action } is not the sender's to make now
remote-refusal-chain-used-up = this remote match has used all its dice
remote-refusal-not-a-player = this device does not play in this game
remote-refusal-time = message { $seq } is dated before the message it answers
# $left: how long the time to answer still runs ("3 days").
remote-refusal-claim-too-early = message { $seq } claims the match as abandoned too early: the time to answer has { $left } to run
remote-refusal-claim-crossed = your friend claimed the match while your message { $seq } was on its way: send it again, it answers in time and the game goes on
remote-refusal-claim-stands = message { $seq } came more than { $limit } after this side claimed the match as abandoned: the claim stands
remote-refusal-future = message { $seq } is dated { $ahead } after this device's clock: the clock of one of the two devices is wrong
