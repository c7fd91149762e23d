//! A friend's message refused, in the reader's language (the remote
//! game, `nardy-remote`). English is the refusal's `Display`.

use crate::errors::game_error;
use crate::lang::Lang;
use crate::words::side_name;
use nardy_remote::{MessageError, Refusal};

/// Why a message was not applied; the game is unchanged.
pub fn refusal(lang: Lang, r: &Refusal) -> String {
    match lang {
        Lang::En => r.to_string(),
        Lang::Ru => refusal_ru(r),
    }
}

fn message_error_ru(e: &MessageError) -> String {
    match e {
        MessageError::NotAMessage => {
            "это не сообщение игры на расстоянии (оно не начинается с nardy1.)".into()
        }
        MessageError::Version(v) => {
            format!("сообщение версии {v}, а эта страница читает nardy1")
        }
        MessageError::Field { kind, what } => {
            format!("в сообщении «{kind}» не читается поле: {what}")
        }
        MessageError::UnknownKind(k) => format!("неизвестный вид сообщения «{k}»"),
        MessageError::BadTurn(e) => format!("ход не читается: {e}"),
    }
}

fn refusal_ru(r: &Refusal) -> String {
    let side = |s| side_name(Lang::Ru, s);
    match r {
        Refusal::Unreadable(e) => message_error_ru(e),
        Refusal::OtherGame => "сообщение относится к другой партии на расстоянии".into(),
        Refusal::Conflict { seq } => format!(
            "сообщение {seq} этой партии уже получено, а это — другое"
        ),
        Refusal::Missing { from, got } if from + 1 == *got => format!(
            "сообщение {from} ещё не пришло: попросите сначала его (это — {got})"
        ),
        Refusal::Missing { from, got } => format!(
            "сообщения с {from} по {} ещё не пришли: попросите сначала их (это — {got})",
            got - 1
        ),
        Refusal::NotNext { seq } => {
            format!("сообщение {seq} не продолжает сообщения этой партии")
        }
        Refusal::NotSigned { seq, by } => format!(
            "сообщение {seq} не подписано ключом стороны «{}»: его изменили или написал кто-то другой",
            side(*by)
        ),
        Refusal::Unexpected { seq } => format!("сообщение {seq} не того вида"),
        Refusal::BadReveal { by } => format!(
            "значение зар стороны «{}» не продолжает её заранее закреплённую цепочку",
            side(*by)
        ),
        Refusal::WrongReveal { expected, got } => format!(
            "сообщение открывает значение зар {got}, а партии сейчас нужно {expected}"
        ),
        Refusal::WrongDice { written, rolled } => format!(
            "в ходе написано {written}, а два вклада дают зары {rolled}"
        ),
        Refusal::NotNow { action } => format!("действие «{action}» сейчас не за отправителем"),
        Refusal::Game(e) => game_error(Lang::Ru, e),
        Refusal::ChainUsedUp => "эта партия на расстоянии исчерпала все свои зары".into(),
        Refusal::NotAPlayer => "это устройство не играет в этой партии".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_engine::Side;

    #[test]
    fn refusals_read_in_both_languages() {
        let r = Refusal::NotSigned {
            seq: 4,
            by: Side::Black,
        };
        assert_eq!(refusal(Lang::En, &r), r.to_string());
        let ru = refusal(Lang::Ru, &r);
        assert!(
            ru.contains("сообщение 4") && ru.contains("«Чёрные»"),
            "{ru}"
        );
        let missing = Refusal::Missing { from: 5, got: 8 };
        assert!(refusal(Lang::Ru, &missing).contains("с 5 по 7"));
    }
}
