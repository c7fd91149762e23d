//! Two honest sides playing a remote match by random choices, and the
//! helpers the protocol tests share.

#![allow(dead_code)]

use nardy_engine::{CubeRules, MatchLength, OpeningRule, Phase, Rules, Side, Variant};
use nardy_remote::{Action, Duty, Me, Message, Session};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub fn seeds(n: u64, who: u8) -> ([u8; 32], [u8; 32]) {
    let mut a = [who; 32];
    a[..8].copy_from_slice(&n.to_le_bytes());
    let mut b = a;
    b[31] = 0xaa;
    (a, b)
}

pub fn nardegammon(length: u32) -> Rules {
    Rules {
        match_length: MatchLength::new(length).unwrap(),
        variant: Variant::Nardegammon(CubeRules {
            beaver: true,
            ..CubeRules::default()
        }),
        ..Rules::default()
    }
}

pub fn all_rules() -> Vec<Rules> {
    let short = MatchLength::new(2).unwrap();
    vec![
        nardegammon(3),
        Rules {
            match_length: short,
            ..Rules::default()
        },
        Rules {
            match_length: short,
            opening: OpeningRule::PlayOpeningDice,
            koks: true,
            ..Rules::default()
        },
        Rules {
            match_length: short,
            variant: Variant::Classic,
            ..Rules::default()
        },
        Rules {
            match_length: short,
            variant: Variant::Hachapuri(Default::default()),
            ..Rules::default()
        },
        Rules {
            opening: OpeningRule::PlayOpeningDice,
            ..nardegammon(2)
        },
    ]
}

/// Anna invites (playing `side`), Boris accepts; Anna has the acceptance.
pub fn pair(rules: Rules, side: Side, n: u64) -> (Session, Session) {
    let (ai, asec) = seeds(n, 1);
    let (bi, bsec) = seeds(n, 2);
    let mut game = [3u8; 16];
    game[..8].copy_from_slice(&n.to_le_bytes());
    let anna = Session::invite_with(rules, "Anna", Me::from_seeds(side, ai, asec), game);
    let invitation = anna.messages()[0].text();
    let boris = Session::accept_with(
        &invitation,
        "Борис",
        Me::from_seeds(side.opponent(), bi, bsec),
    )
    .unwrap();
    let mut anna = anna;
    anna.receive(&boris.messages()[1].text()).unwrap();
    (anna, boris)
}

/// The action an honest side might choose now (random among the legal).
pub fn choose(session: &Session, rng: &mut ChaCha8Rng) -> Option<Action> {
    let view = session.view_match()?;
    let game = view.game();
    let me = session.me().side;
    let resign = rng.random_bool(0.004);
    Some(match session.duty() {
        Duty::Wait | Duty::Over => return None,
        Duty::SendDice => Action::Dice,
        Duty::DoubleOrRoll if resign => Action::Resign,
        Duty::DoubleOrRoll if rng.random_bool(0.15) => Action::Double,
        Duty::DoubleOrRoll => Action::Roll,
        Duty::Answer => {
            let beaver_ok = game.rules().variant.cube().is_some_and(|c| c.beaver)
                && game.cube().value() * 4 <= 64;
            match rng.random_range(0..10) {
                0..=2 => Action::Pass,
                3 if beaver_ok => Action::Beaver,
                _ => Action::Take,
            }
        }
        Duty::Move if resign => Action::Resign,
        Duty::Move => {
            let Phase::Move(b) = game.phase() else {
                unreachable!("a move duty has a turn")
            };
            assert_eq!(game.position().side_to_move(), me);
            let turns = b.legal_turns();
            let turn = if turns.is_empty() {
                nardy_engine::Turn::pass()
            } else {
                turns[rng.random_range(0..turns.len())].turn
            };
            Action::Move {
                dice: b.dice(),
                turn,
                then_roll: rng.random_bool(0.5),
            }
        }
    })
}

/// The side to act acts; returns its message (None when neither can).
pub fn step(
    anna: &mut Session,
    boris: &mut Session,
    rng: &mut ChaCha8Rng,
) -> Option<(Side, Message)> {
    for actor in [anna, boris] {
        if let Some(action) = choose(actor, rng) {
            let side = actor.me().side;
            let m = actor
                .send(action)
                .unwrap_or_else(|e| panic!("{side} {action:?}: {e}"))
                .clone();
            return Some((side, m));
        }
    }
    None
}

/// Plays a whole match (or `limit` messages); every message delivered.
pub fn play_out(anna: &mut Session, boris: &mut Session, n: u64, limit: usize) -> Vec<Message> {
    let mut rng = ChaCha8Rng::seed_from_u64(n);
    let mut sent = Vec::new();
    while sent.len() < limit {
        let Some((side, m)) = step(anna, boris, &mut rng) else {
            break;
        };
        let receiver = if side == anna.me().side {
            &mut *boris
        } else {
            &mut *anna
        };
        receiver
            .receive(&m.text())
            .unwrap_or_else(|e| panic!("message {}: {e}", m.seq));
        sent.push(m);
    }
    sent
}

pub fn rng(n: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(n)
}
