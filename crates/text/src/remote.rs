//! A friend's message refused, in the reader's language (the remote
//! game, `nardy-remote`). English is the refusal's `Display`, word for word.

use crate::errors::game_error;
use crate::lang::Lang;
use crate::words::side_key;
use crate::{msg, T};
use nardy_remote::{MessageError, Refusal};

/// Why a message was not applied; the game is unchanged.
pub fn refusal(lang: Lang, r: &Refusal) -> String {
    match r {
        Refusal::Unreadable(e) => message_error(lang, e),
        Refusal::OtherGame => T::RemoteRefusalOtherGame.text(lang).into(),
        Refusal::Conflict { seq } => msg::remote_refusal_conflict(lang, *seq),
        Refusal::AcceptedBefore { first, second } => {
            msg::remote_refusal_accepted_before(lang, first, second)
        }
        Refusal::InvitationTaken { inviter } => msg::remote_refusal_invitation_taken(lang, inviter),
        Refusal::Missing { from, got } if from + 1 == *got => {
            msg::remote_refusal_missing_one(lang, *from, *got)
        }
        Refusal::Missing { from, got } => msg::remote_refusal_missing(lang, *from, got - 1, *got),
        Refusal::NotNext { seq } => msg::remote_refusal_not_next(lang, *seq),
        Refusal::OwnDiffers { seq } => msg::remote_refusal_own_differs(lang, *seq),
        Refusal::NotSigned { seq, by } => msg::remote_refusal_not_signed(lang, *seq, side_key(*by)),
        Refusal::Unexpected { seq } => msg::remote_refusal_unexpected(lang, *seq),
        Refusal::BadReveal { by } => msg::remote_refusal_bad_reveal(lang, side_key(*by)),
        Refusal::WrongReveal { expected, got } => {
            msg::remote_refusal_wrong_reveal(lang, *got, *expected)
        }
        Refusal::WrongDice { written, rolled } => {
            msg::remote_refusal_wrong_dice(lang, &written.to_string(), &rolled.to_string())
        }
        Refusal::NotNow { action } => msg::remote_refusal_not_now(lang, *action),
        Refusal::Game(e) => game_error(lang, e),
        Refusal::ChainUsedUp => T::RemoteRefusalChainUsedUp.text(lang).into(),
        Refusal::NotAPlayer => T::RemoteRefusalNotAPlayer.text(lang).into(),
        Refusal::Time { seq } => msg::remote_refusal_time(lang, *seq),
        Refusal::ClaimTooEarly { seq, left } => {
            msg::remote_refusal_claim_too_early(lang, *seq, &span(lang, *left))
        }
        Refusal::ClaimCrossed { seq } => msg::remote_refusal_claim_crossed(lang, *seq),
        Refusal::ClaimStands { seq, limit } => {
            msg::remote_refusal_claim_stands(lang, *seq, &span(lang, *limit))
        }
        Refusal::Future { seq, ahead } => {
            msg::remote_refusal_future(lang, *seq, &span(lang, *ahead))
        }
    }
}

/// A span of seconds in words (`3 days`, `10 minutes`), in the unit
/// `nardy_remote::span` chooses.
pub fn span(lang: Lang, seconds: u64) -> String {
    match nardy_remote::span(seconds) {
        (n, "days") => msg::remote_days(lang, n),
        (n, "hours") => msg::remote_hours(lang, n),
        (n, _) => msg::remote_minutes(lang, n),
    }
}

/// Why a text is not a message.
fn message_error(lang: Lang, e: &MessageError) -> String {
    match e {
        MessageError::NotAMessage => T::RemoteRefusalNotAMessage.text(lang).into(),
        MessageError::Version(v) => msg::remote_refusal_version(lang, v),
        MessageError::Field { kind, what } => msg::remote_refusal_field(lang, kind, *what),
        MessageError::UnknownKind(k) => {
            // The kind as Rust's `{:?}` writes it, escapes and all, inside
            // the message's own quotes.
            let quoted = format!("{k:?}");
            msg::remote_refusal_unknown_kind(lang, &quoted[1..quoted.len() - 1])
        }
        // The notation's error stays the engine's English text, as before.
        MessageError::BadTurn(e) => msg::remote_refusal_bad_turn(lang, &e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_engine::{Dice, GameError, NotationError, Side};

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
        // A claim too early says how long the time to answer still runs,
        // in the reader's words and plurals.
        let early = Refusal::ClaimTooEarly {
            seq: 9,
            left: 2 * 86_400 + 5,
        };
        assert_eq!(refusal(Lang::En, &early), early.to_string());
        assert!(refusal(Lang::En, &early).contains("3 days"));
        assert!(
            refusal(Lang::Ru, &early).contains("3 дня"),
            "{}",
            refusal(Lang::Ru, &early)
        );
        assert_eq!(span(Lang::Ru, 5 * 86_400), "5 дней");
        assert_eq!(span(Lang::En, 600), "10 minutes");
        assert_eq!(span(Lang::En, 3_600), "1 hour");
        assert_eq!(span(Lang::Uk, 86_400), "1 день");
    }

    #[test]
    fn english_is_the_refusals_own_text() {
        let dice = |a, b| Dice::new(a, b).expect("dice");
        let refusals = [
            Refusal::Unreadable(MessageError::NotAMessage),
            Refusal::Unreadable(MessageError::Version("nardy3".into())),
            Refusal::Unreadable(MessageError::Field {
                kind: "move".into(),
                what: "reveal",
            }),
            Refusal::Unreadable(MessageError::UnknownKind("ju\"mp\n".into())),
            Refusal::Unreadable(MessageError::BadTurn(NotationError::EmptyTurn)),
            Refusal::OtherGame,
            Refusal::Conflict { seq: 3 },
            Refusal::AcceptedBefore {
                first: "Eve".into(),
                second: "Boris".into(),
            },
            Refusal::InvitationTaken {
                inviter: "Anna".into(),
            },
            Refusal::Missing { from: 5, got: 6 },
            Refusal::Missing { from: 5, got: 8 },
            Refusal::NotNext { seq: 9 },
            Refusal::OwnDiffers { seq: 8 },
            Refusal::NotSigned {
                seq: 4,
                by: Side::White,
            },
            Refusal::Unexpected { seq: 2 },
            Refusal::BadReveal { by: Side::Black },
            Refusal::WrongReveal {
                expected: 3,
                got: 5,
            },
            Refusal::WrongDice {
                written: dice(6, 5),
                rolled: dice(2, 2),
            },
            Refusal::NotNow { action: "double" },
            Refusal::Game(GameError::MatchOver),
            Refusal::ChainUsedUp,
            Refusal::NotAPlayer,
            Refusal::Future {
                seq: 7,
                ahead: 3 * 86_400,
            },
            Refusal::ClaimStands {
                seq: 9,
                limit: 86_400,
            },
        ];
        for r in &refusals {
            assert_eq!(refusal(Lang::En, r), r.to_string());
            assert!(!refusal(Lang::Ru, r).is_empty());
        }
        assert_eq!(
            refusal(Lang::Ru, &refusals[15]),
            "значение зар стороны «Чёрные» не продолжает её заранее закреплённую цепочку"
        );
    }
}
