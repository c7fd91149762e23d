//! `nardy record --remote`: two bots play a match through the remote
//! protocol, each side a `Session` of its own, every message passed to the
//! other side as a link would carry it.

use crate::bots::offers_double;
use crate::CliError;
use nardy_ai::{classic_first_mover, Bot, CubeAnswer, CubeView};
use nardy_engine::{write_record, Phase, Rules, Side};
use nardy_remote::{remote_headers, Action, Duty, Me, Session};

fn seeded(seed: u64, who: u8) -> [u8; 32] {
    let mut bytes = [who; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    bytes
}

/// The two sessions: White invites, Black accepts. With a seed their keys
/// and secrets are reproducible (and prove nothing).
fn sessions(
    rules: Rules,
    names: &[String; 2],
    seed: Option<u64>,
) -> Result<[Session; 2], CliError> {
    let (white, black) = match seed {
        Some(s) => {
            let mut game = [0; 16];
            game.copy_from_slice(&seeded(s, 3)[..16]);
            let me = Me::from_seeds(Side::White, seeded(s, 1), seeded(s, 2));
            let white = Session::invite_with(rules, &names[0], me, game);
            let me = Me::from_seeds(Side::Black, seeded(s, 4), seeded(s, 5));
            let black = Session::accept_with(&white.messages()[0].text(), &names[1], me)?;
            (white, black)
        }
        None => {
            let white = Session::invite(rules, Side::White, &names[0])?;
            let black = Session::accept(&white.messages()[0].text(), &names[1])?;
            (white, black)
        }
    };
    let mut white = white;
    white.receive(&black.messages()[1].text())?;
    Ok([white, black])
}

/// What `side`'s bot does for its duty.
fn decide(session: &Session, bot: &mut dyn Bot) -> Result<Option<Action>, CliError> {
    let m = session
        .view_match()
        .ok_or_else(|| CliError("not accepted".into()))?;
    let side = session.me().side;
    Ok(Some(match session.duty() {
        Duty::Wait | Duty::Over => return Ok(None),
        Duty::SendDice => Action::Dice,
        Duty::DoubleOrRoll if offers_double(&m, side, bot) => Action::Double,
        Duty::DoubleOrRoll => Action::Roll,
        Duty::Answer => {
            let by = side.opponent();
            let view = CubeView::of(&m, by).ok_or_else(|| CliError("no cube".into()))?;
            match bot.answer(m.game().position(), &view) {
                CubeAnswer::Pass => Action::Pass,
                CubeAnswer::Beaver if m.game().clone().beaver(side).is_ok() => Action::Beaver,
                CubeAnswer::Beaver | CubeAnswer::Take => Action::Take,
            }
        }
        Duty::Move => {
            let Phase::Move(b) = m.game().phase() else {
                return Err(CliError("a move without a roll".into()));
            };
            let turns = b.legal_turns();
            bot.set_first_mover(classic_first_mover(&m));
            let pick = bot.choose(b.start(), b.dice(), turns);
            Action::Move {
                dice: b.dice(),
                turn: turns[pick].turn,
                // A bot decides its cube at each turn.
                then_roll: false,
            }
        }
    }))
}

/// Plays the match (money play: `games` games) and returns its record.
pub fn play(
    rules: Rules,
    players: &mut [Box<dyn Bot>; 2],
    names: [String; 2],
    seed: Option<u64>,
    games: Option<usize>,
) -> Result<String, CliError> {
    let mut sides = sessions(rules, &names, seed)?;
    'play: loop {
        let view = sides[0].view_match().expect("accepted");
        if games.is_some_and(|g| view.played_games().len() >= g) {
            break;
        }
        for i in 0..2 {
            if let Some(action) = decide(&sides[i], &mut *players[i])? {
                let text = sides[i].send(action)?.text();
                sides[1 - i].receive(&text)?;
                continue 'play;
            }
        }
        break;
    }
    let [white, black] = &sides;
    let record = write_record(
        &white.view_match().expect("accepted"),
        &remote_headers(white),
    );
    let theirs = write_record(
        &black.view_match().expect("accepted"),
        &remote_headers(black),
    );
    if record != theirs {
        return Err(CliError("the two sides' records differ".into()));
    }
    Ok(record)
}
