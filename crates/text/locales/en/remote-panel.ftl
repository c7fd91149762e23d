## A game with a friend: the panel, the invitation, the list (src/panels/remote_panel.rs)

remote-accept = Accept and play
remote-not-now = Not now
remote-copy = Copy the link
remote-share = Share…
remote-send-again = Send again
remote-games = Games with friends
remote-link-text = The link as text
remote-unavailable = The friend game could not start in this browser: its code did not load. Reload the page.
remote-again = This link was already played here: nothing changed.
remote-unknown = This link belongs to a friend game that this device does not have: open the invitation first.
remote-other-tab = This game went on in another tab of this browser: this tab now follows it, and what you had just played here was not sent.
# A copy of the game restored from an older save had played a move again; the player opened the move the friend holds.
remote-replaced = This device's copy of the game was older and had played a move again: the move you opened takes its place, and the game goes on in step with your friend.
remote-flood = Too many messages came at once: the page read the first and dropped the rest. Nothing is lost: every message is still a link.
remote-not-a-message = This link carries no move of a friend's game: it may have been cut short.
# The name shown for a friend who gave none (it stands where a name does).
remote-unnamed = Friend
remote-invites = { $friend } invites you to play
# The value of a rule in the invitation's list (koks, beaver, Jacoby).
remote-rule-yes = yes
remote-rule-no = no
remote-status-invite = Send this invitation to your friend by any messenger
remote-status-send = Send this link to your friend, { $friend }
remote-status-wait = Sent to { $friend } — waiting for the answer
remote-status-play = Your turn in the game with { $friend }
remote-status-over = The match with { $friend } is over
remote-row-invite = not accepted yet
remote-row-send = a link to send
remote-row-wait = their turn
remote-row-play = your turn
remote-row-over = over
# The game's check code ($code: twelve digits in three groups) and the friend's name.
remote-check = Check code: { $code }. { $friend } sees the same code only if no one else took the invitation: compare it by voice or by another messenger.
# A friend's game this browser could not save: its link waits (src/panels/remote_panel.rs).
remote-unkept = This game is not saved: this browser's storage is full or switched off. Its link is held back, so that nothing is lost if this tab closes. Download the game (Record → Import a record from a file opens it here again), or free some space and try again.
remote-download = Download the game
remote-keep-again = Try again

## Live play: the two pages connected directly (src/panels/live_panel.rs)

remote-live-offer = This link also connects the two pages live once your friend's link comes back
remote-live-answer = Send this link back: it connects the two pages live
remote-live-connected = Connected to { $friend }: moves arrive at once
remote-live-lost = Not connected live: the game goes on by links
remote-live-connect = Connect live
remote-live-reach = Connect live across networks
remote-live-reach-cost = A public STUN server then learns this device's public address.
remote-live-relayed = Connected to { $friend } through a relay server: moves arrive at once
remote-live-offered = Your friend asks to connect the two pages live
remote-live-checking = Connected: checking that the other page holds your friend's key…
remote-live-unproven = The page that answered could not show your friend's key: disconnected, the game goes on by links
remote-qr-show = QR code
remote-qr-label = The link as a QR code, for a phone's camera

## Abandonment: how long an answer may take, and the claim (src/panels/remote_panel.rs)

# A span of time: $n minutes, hours, days.
remote-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
remote-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
remote-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
# The invitation's choice: how long a side may take to answer before the other may claim the match.
remote-limit = Time to answer
remote-limit-hint = If an answer takes longer, the one left waiting may claim the match.
remote-claim = Claim the match
# $time: the date and time the friend's answer is due by.
remote-claim-later = If { $friend } does not answer by { $time }, you may claim the match.
remote-claim-now = { $friend } has not answered in time: you may claim the match.
remote-answer-by = Answer by { $time }: after that { $friend } may claim the match.
remote-status-won-abandoned = { $friend } did not answer in time: you won the match by abandonment
remote-status-lost-abandoned = { $friend } claimed the match: you did not answer in time
remote-row-won-abandoned = won by abandonment
remote-row-lost-abandoned = lost by abandonment
remote-claim-withdrawn = Your friend's answer came after your claim: the claim is withdrawn, and the game goes on.
