## The position editor (crates/text/src/screens/editor.rs): set up a
## position on the board, then analyse it or play from it.

editor-title = პოზიციის დალაგება
# The label of the tool choice; each tool finishes the sentence.
editor-tools = უჯრაზე დაწკაპუნება
editor-tool-white = ამატებს თეთრ ქვას
editor-tool-black = ამატებს შავ ქვას
editor-tool-remove = აშორებს ქვას
editor-help = დააწკაპუნეთ ან შეეხეთ უჯრას არჩეული ხელსაწყოს გამოსაყენებლად; ქვის გადასატანად გადაათრიეთ ის სხვა უჯრაზე, მოსაშორებლად კი — თაროზე. კლავიატურით: Tab-ით გადადით უჯრაზე, Enter ამატებს (ან აშორებს), Delete აშორებს ერთ ქვას. ქვები, რომლებიც დაფაზე არ არის, გაყვანილად ითვლება.
# The label of the choice of the side to move.
editor-side = ვისი სვლაა
# The label of the choice of the dice the analysis is for.
editor-dice = გასაანალიზებელი გაგორება
editor-no-dice = არცერთი: შანსები გაგორებამდე
# The label of the buttons that fill the board: an empty board, the start, the game's.
editor-start-from = დაფის შევსება
editor-empty = ცარიელი დაფა
editor-start = საწყისი პოზიცია
editor-current = თამაშის პოზიცია
# A button: analyse the position.
editor-analyse = ანალიზი
editor-play = თამაში ამ პოზიციიდან
# The heading of the position's summary.
editor-position = პოზიცია
editor-ok = პოზიცია თამაშისთვის მზადაა.
# Each side's count: "12 on the board", "3 borne off".
editor-on-board = დაფაზე
editor-borne-off = გაყვანილი
# A point's action for the keyboard: "add (White)", "take one off".
editor-add = დამატება
editor-take = ერთის მოშორება
# The heading of the analysis.
editor-analysis = ანალიზი
# The columns of the analysis's ranked table: the turn, the chances after it, what it loses against the best.
editor-turn-column = სვლა
editor-after-column = სვლის შემდეგ
editor-loss-column = დანაკარგი

# Why the position cannot be played yet.
# $side ("white" or "black") has already borne off all 15 checkers.
editor-over = აქ თამაში უკვე დასრულებულია: { $side ->
    [white] თეთრებმა
   *[black] შავებმა
} გაიყვანეს 15-ვე ქვა.
editor-two-colours = უჯრა { $point }: მასზე ორივე ფერის ქვებია — მოაშორეთ ერთი ფერი.
# $side ("white" or "black") has $count (16 or more) checkers.
editor-too-many = { $side ->
    [white] თეთრებს
   *[black] შავებს
} დაფაზე { $count } ქვა აქვთ: მაქსიმუმ 15 შეიძლება.
# No checker of either side is on the board.
editor-no-checkers = ეს პოზიცია არ არის: ორივე მხარემ გაიყვანა ყველა ქვა.
editor-not-a-position = ეს პოზიცია არ არის.
# $reason: the engine's own words for what is wrong.
editor-not-a-position-because = ეს პოზიცია არ არის: { $reason }.

# The chances after a turn or before the roll, the numbers already written: "win 55.1%, mars for 12.0%, mars against 3.1%, equity +0.2331".
editor-chances = მოგება { $win }, მარსით მოგება { $win_mars }, მარსით წაგება { $lose_mars }, შეფასება { $equity }
# The heading of the chances before the roll; $side ("white" or "black") is to move.
editor-before-roll = გაგორებამდე ({ $side ->
    [white] თეთრების
   *[black] შავების
} სვლაა)
