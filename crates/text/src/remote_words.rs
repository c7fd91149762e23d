//! The words of a friend's game on the page: an enum of their own, apart
//! from `T`, so that a page built without the remote game (the first
//! load) carries none of them.

use crate::lang::Lang;

word_table! {
    /// The remote game's words; `{}` stands for the friend's name.
    enum RemoteWord;
    Accept => ("Accept and play", "Принять и играть"),
    NotNow => ("Not now", "Не сейчас"),
    Copy => ("Copy the link", "Скопировать ссылку"),
    Share => ("Share…", "Поделиться…"),
    SendAgain => ("Send again", "Отправить ещё раз"),
    Games => ("Games with friends", "Партии с друзьями"),
    LinkText => ("The link as text", "Ссылка текстом"),
    Unavailable => (
        "The friend game could not start in this browser: its code did not load. Reload the page.",
        "Игра с другом не запустилась в этом браузере: её код не загрузился. Перезагрузите страницу.",
    ),
    Again => (
        "This link was already played here: nothing changed.",
        "Эта ссылка уже сыграна здесь: ничего не изменилось.",
    ),
    Unknown => (
        "This link belongs to a friend game that this device does not have: open the invitation first.",
        "Эта ссылка — из партии с другом, которой нет на этом устройстве: сначала откройте приглашение.",
    ),
    NotAMessage => (
        "This link carries no move of a friend's game: it may have been cut short.",
        "В этой ссылке нет хода партии с другом: возможно, она обрезана.",
    ),
    Invites => ("{} invites you to play", "{} приглашает вас сыграть"),
    StatusInvite => (
        "Send this invitation to your friend by any messenger",
        "Отправьте это приглашение другу через любой мессенджер",
    ),
    StatusSend => ("Send this link to your friend, {}", "Отправьте эту ссылку другу: {}"),
    StatusWait => ("Sent to {} — waiting for the answer", "Отправлено другу: {} — ждём ответа"),
    StatusPlay => ("Your turn in the game with {}", "Ваш ход в партии с другом: {}"),
    StatusOver => ("The match with {} is over", "Матч с другом окончен: {}"),
    // What a game of the list waits for.
    RowInvite => ("not accepted yet", "ещё не принято"),
    RowSend => ("a link to send", "нужно отправить ссылку"),
    RowWait => ("their turn", "ход друга"),
    RowPlay => ("your turn", "ваш ход"),
    RowOver => ("over", "окончена"),
}
