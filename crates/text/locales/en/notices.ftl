## The notices: saves that could not be read, matches kept aside, links (crates/text/src/notices.rs)
## $dropped, at the end of a notice, is notice-saves-dropped: a sentence
## (with its leading space) or nothing.

# How many saves kept before were removed to make room for a new one
# ($count; nothing when none was).
notice-saves-dropped = { $count ->
    [0] {""}
    [1] {" "}To make room, the oldest save kept before was removed.
   *[other] {" "}To make room, the { $count } oldest saves kept before were removed.
}
# A saved game could not be read and was kept aside: $why says what is
# wrong with it; $key is the name it is kept under in the browser's storage.
notice-save-unreadable = The saved game could not be read ({ $why }), so a new game has started. The old save is kept in this browser's storage under "{ $key }".{ $dropped }
# A saved game could not be read and there was no room to keep a copy: it
# stays under $key, and the new game is not saved over it.
notice-save-left-in-place = The saved game could not be read ({ $why }), and this browser's storage has no room for a copy of it. It is left where it is, under "{ $key }", and this new game will not be saved over it: download it as a file, then let it go here, or free some room (site data in the browser's settings).
# The address asked for another game than the saved one, kept under $key.
notice-save-replaced = The address asked for a new game. The game you were playing is kept in this browser's storage under "{ $key }".{ $dropped }
# The match replaced by "play on" or an import, kept aside.
notice-set-aside = The match you were looking at is kept: open it again from “Game record”, under “Kept matches”.{ $dropped }
notice-set-aside-failed = The match you were looking at could not be kept: this browser's storage is full.
# A kept match in the record dialog: the score ($white, $black), the game
# it stands in, the turns played in it ($turns) and when it was saved
# ($saved, a date and time).
notice-kept-summary = White { $white } – Black { $black } · game { $game }, turn { $turns } · { $saved }
# A link whose position could not be opened: $why is what is wrong with it.
notice-bad-link = The link's position cannot be opened: { $why }. Your game goes on.
# $link is the address copied.
notice-link-copied = A link to this position is copied: { $link }
notice-record-link-copied = A link to this game's record is copied: { $link }
notice-record-downloaded = The game's record is too long for a link: it is downloaded as a file to send.
# A link's game record cannot be read: $why is the record's error
# ("Line 7: …").
notice-bad-record-link = The link's game record cannot be opened: { $why }. Your game goes on.
