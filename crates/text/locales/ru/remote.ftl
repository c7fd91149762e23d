## Сообщение друга не принято: почему; партия не изменилась (crates/text/src/remote.rs)

remote-refusal-not-a-message = это не сообщение игры на расстоянии (оно не начинается с nardy)
remote-refusal-version = сообщение версии { $version }, а эта страница читает nardy1, nardy2, nardy3
remote-refusal-field = в сообщении «{ $kind }» не читается поле: { $what }
remote-refusal-unknown-kind = неизвестный вид сообщения «{ $kind }»
remote-refusal-bad-turn = ход не читается: { $why }
remote-refusal-other-game = сообщение относится к другой партии на расстоянии
remote-refusal-conflict = сообщение { $seq } этой партии уже получено, а это — другое
# At the inviter: a second acceptance of its invitation ($second's), after $first's.
remote-refusal-accepted-before = это приглашение уже принято игроком { $first }, партия идёт с ним; если ваш друг — { $second }, приглашение перехватил кто-то другой: сверьте проверочный код с другом и пригласите снова
# At the friend: the inviter ($inviter) goes on with someone else's acceptance.
remote-refusal-invitation-taken = кто-то другой принял это приглашение раньше вас, и пригласивший ({ $inviter }) играет с ним: сверьте проверочный код и попросите новое приглашение
remote-refusal-missing-one = сообщение { $from } ещё не пришло: попросите сначала его (это — { $got })
remote-refusal-missing = сообщения с { $from } по { $last } ещё не пришли: попросите сначала их (это — { $got })
remote-refusal-not-next = сообщение { $seq } не продолжает сообщения этой партии
remote-refusal-own-differs = ваш друг отвечает на другое сообщение { $seq }, не на то, что есть на этом устройстве: эта копия партии старее и сыграла ход заново; откройте ссылку, которую вы отправили как сообщение { $seq } (в переписке с другом), а затем эту ещё раз
remote-refusal-unexpected = сообщение { $seq } не того вида
remote-refusal-not-signed = сообщение { $seq } не подписано ключом стороны «{ $side ->
    [white] Белые
   *[black] Чёрные
}»: его изменили или написал кто-то другой
remote-refusal-bad-reveal = значение зар стороны «{ $side ->
    [white] Белые
   *[black] Чёрные
}» не продолжает её заранее закреплённую цепочку
remote-refusal-wrong-reveal = сообщение открывает значение зар { $got }, а партии сейчас нужно { $expected }
remote-refusal-wrong-dice = в ходе написано { $written }, а два вклада дают зары { $rolled }
remote-refusal-not-now = действие «{ $action }» сейчас не за отправителем
remote-refusal-chain-used-up = эта партия на расстоянии исчерпала все свои зары
remote-refusal-not-a-player = это устройство не играет в этой партии
remote-refusal-time = сообщение { $seq } датировано раньше сообщения, на которое отвечает
# $left: how long the time to answer still runs ("3 days").
remote-refusal-claim-too-early = сообщение { $seq } засчитывает победу за неявкой слишком рано: на ответ остаётся ещё { $left }
remote-refusal-claim-crossed = друг засчитал себе победу, пока ваше сообщение { $seq } было в пути: отправьте его ещё раз — оно пришло вовремя, и партия продолжается
remote-refusal-claim-stands = сообщение { $seq } пришло больше чем через { $limit } после того, как эта сторона засчитала себе победу за неявкой: победа остаётся в силе
remote-refusal-future = сообщение { $seq } датировано на { $ahead } позже часов этого устройства: часы на одном из двух устройств идут неверно
