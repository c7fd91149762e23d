## The review report (crates/text/src/screens/report.rs, shown by crates/screens/src/report.rs)

report-title = Պարտիայի վերլուծություն
# The table's rows, one column per side.
report-decisions = Ընտրությամբ որոշումներ
report-error-rate = Սխալների մակարդակ (միավորի հազարերորդականներ մեկ որոշման համար)
# The row placing each player among the computer's levels.
report-ladder = Խաղի մակարդակ (ըստ համակարգչի մակարդակների)
# The row of eXtreme Gammon's PR (Performance Rating).
report-pr = PR (բեքգեմոնի սանդղակ՝ սխալ × 500)
# The marks the review gives a turn, each with its sign.
report-inaccuracies = ?! Անճշտություններ
report-mistakes = ? Սխալներ
report-blunders = ?? Կոպիտ սխալներ
report-luck = Բախտ (միավոր)
report-graph = Սպիտակների հաղթելու շանսը յուրաքանչյուր նետումից առաջ
# Followed by the game's number: "Game 2".
report-game = Պարտիա
report-adjusted = սպիտակների արդյունքը՝ բախտի ուղղումով
# Followed by the points a move or a cube action lost: "loss 0.125".
report-loss = կորուստ
# Followed by the best move or cube action.
report-best = լավագույնը
report-no-choice = առանց ընտրության
report-turns = Քայլեր
report-cube = Խորանարդի որոշումներ
# Followed by the turn's number: "before turn 12" ("մինչև քայլ 12").
report-before-turn = մինչև քայլ
# The cube actions the review weighs.
report-no-double = առանց կրկնապատկման
report-double = կրկնապատկել
report-take = ընդունել
report-pass = հրաժարվել
report-beaver = բիվեր
# A player's place on the computer levels' ladder: $level is a level's
# name ("beginner", "expert"); Armenian adds the ablative ending straight
# to it ("սկսնակից").
report-rung-below = { $level }ից թույլ
report-rung-top = { $level } կամ ավելի ուժեղ
