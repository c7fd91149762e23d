## The dice panel's sentences: what a game's dice lines prove (crates/text/src/dice.rs)

# A game's check: $game is the game's number, $check what its dice prove
# (dice-verified, dice-not-revealed, dice-not-verifiable or dice-check-failed).
dice-game-check = Պարտիա { $game }: { $check }
# A check that failed: $failed is dice-failed ("FAILED"), $mismatch where the
# dice and the seed part (one of the dice-mismatch-… messages).
dice-check-failed = { $failed }: { $mismatch }
# $found and $expected are SHA-256 hashes (hexadecimal).
dice-mismatch-commitment = սերմի SHA-256-ը { $found } է, իսկ պարտավորությունը՝ { $expected }
# $index is the opening roll's number (from 1); $recorded and $derived are
# dice ("3-4"): as the record has them and as the seed rolls them.
dice-mismatch-opening = թիվ { $index } վիճակահանությունը գրանցված է որպես { $recorded }, իսկ սերմը տալիս է { $derived }
# $number is the turn's number; $recorded and $derived are dice ("6-5").
dice-mismatch-turn = թիվ { $number } քայլը գրանցված է { $recorded } զառերով, իսկ սերմը տալիս է { $derived }
# The notice after a record is imported: $games is each game's check
# (dice-game-check), joined with dice-checks-separator.
dice-record-checks = Գրառումը բեռնված է։ Դրա զառերը՝ { $games }։
dice-checks-separator = {"; "}
