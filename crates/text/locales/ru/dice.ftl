## Зары: что доказывают строки заров партии (crates/text/src/dice.rs)

dice-game-check = Партия { $game }: { $check }
dice-check-failed = { $failed }: { $mismatch }
dice-mismatch-commitment = SHA-256 зерна — { $found }, а обязательство — { $expected }
dice-mismatch-opening = розыгрыш { $index } записан как { $recorded }, а зерно даёт { $derived }
dice-mismatch-turn = ход { $number } записан с { $recorded }, а зерно даёт { $derived }
dice-record-checks = Запись загружена. Её зары: { $games }.
dice-checks-separator = {"; "}
