## The dice panel's sentences: what a game's dice lines prove (crates/text/src/dice.rs)

# A game's check: $game is the game's number, $check what its dice prove
# (dice-verified, dice-not-revealed, dice-not-verifiable or dice-check-failed).
dice-game-check = Партія { $game }: { $check }
# A check that failed: $failed is dice-failed ("FAILED"), $mismatch where the
# dice and the seed part (one of the dice-mismatch-… messages).
dice-check-failed = { $failed }: { $mismatch }
# $found and $expected are SHA-256 hashes (hexadecimal).
dice-mismatch-commitment = SHA-256 зерна — { $found }, а зобов’язання — { $expected }
# $index is the opening roll's number (from 1); $recorded and $derived are
# dice ("3-4"): as the record has them and as the seed rolls them.
dice-mismatch-opening = розіграш { $index } записано як { $recorded }, а зерно дає { $derived }
# $number is the turn's number; $recorded and $derived are dice ("6-5").
dice-mismatch-turn = хід { $number } записано із зарами { $recorded }, а зерно дає { $derived }
# The notice after a record is imported: $games is each game's check
# (dice-game-check), joined with dice-checks-separator.
dice-record-checks = Запис відкрито. Його зари: { $games }.
dice-checks-separator = {"; "}
