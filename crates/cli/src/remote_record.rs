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

/// The two sessions, White's first: `inviter` invites, the other accepts.
/// With a seed their keys and secrets are reproducible (and prove nothing).
fn sessions(
    rules: Rules,
    names: &[String; 2],
    inviter: Side,
    seed: Option<u64>,
) -> Result<[Session; 2], CliError> {
    let guest = inviter.opponent();
    let (host_name, guest_name) = (&names[inviter.index()], &names[guest.index()]);
    let (mut host, guest) = match seed {
        Some(s) => {
            let mut game = [0; 16];
            game.copy_from_slice(&seeded(s, 3)[..16]);
            let me = Me::from_seeds(inviter, seeded(s, 1), seeded(s, 2));
            let host = Session::invite_with(rules, host_name, me, game);
            let me = Me::from_seeds(guest, seeded(s, 4), seeded(s, 5));
            let invitation = host.messages()[0].text();
            (host, Session::accept_with(&invitation, guest_name, me)?)
        }
        None => {
            let host = Session::invite(rules, inviter, host_name, Default::default())?;
            let invitation = host.messages()[0].text();
            (host, Session::accept(&invitation, guest_name, 0)?)
        }
    };
    host.receive(&guest.messages()[1].text())?;
    Ok(match inviter {
        Side::White => [host, guest],
        Side::Black => [guest, host],
    })
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
            let side = b.start().side_to_move();
            nardy_ai::tell_score(bot, &m, side);
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
    inviter: Side,
    seed: Option<u64>,
    games: Option<usize>,
) -> Result<String, CliError> {
    let mut sides = sessions(rules, &names, inviter, seed)?;
    // What both sides know: a side's own view may hold a roll the other
    // has not seen yet.
    let shared = |s: &Session| s.shared().expect("accepted").match_state().clone();
    'play: loop {
        if games.is_some_and(|g| shared(&sides[0]).played_games().len() >= g) {
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
    let mut record = write_record(&shared(white), &remote_headers(white));
    if record != write_record(&shared(black), &remote_headers(black)) {
        return Err(CliError("the two sides' records differ".into()));
    }
    // Money play stops after its last game; the session has begun the
    // next one (untouched: nothing rolled), which the record leaves out.
    let next = format!("\n\nGame {}\n", shared(white).played_games().len() + 1);
    if games.is_some() && record.ends_with(&next) {
        record.truncate(record.len() - next.len() + 1);
    }
    Ok(record)
}
