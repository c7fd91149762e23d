//! `nardy record`: two bots play a whole match and the game record is
//! printed (the format the web app exports and imports).

use crate::bots;
use crate::options::Options;
use crate::CliError;
use nardy_ai::Rng;
use nardy_engine::{write_record, Match, OpeningRule, Phase, Rules};

/// `nardy record --white A --black B --seed S --length N --koks yes|no --opening roll-again|play-dice`
pub fn run(args: &[&str]) -> Result<(), CliError> {
    let o = Options::parse(
        args,
        &["white", "black", "seed", "length", "koks", "opening"],
    )?;
    let white = o.text("white").unwrap_or("expert");
    let black = o.text("black").unwrap_or("expert");
    bots::check(white)?;
    bots::check(black)?;
    let seed: u64 = o.get("seed", 1)?;
    let match_length: u32 = o.get("length", 1)?;
    if match_length == 0 {
        return Err(CliError("--length must be at least 1".into()));
    }
    let koks = match o.text("koks").unwrap_or("no") {
        "yes" => true,
        "no" => false,
        other => {
            return Err(CliError(format!(
                "--koks: expected yes or no, got '{other}'"
            )))
        }
    };
    let opening = match o.text("opening").unwrap_or("roll-again") {
        "roll-again" => OpeningRule::RollAgain,
        "play-dice" => OpeningRule::PlayOpeningDice,
        other => {
            return Err(CliError(format!(
                "--opening: expected roll-again or play-dice, got '{other}'"
            )))
        }
    };
    let rules = Rules {
        match_length,
        koks,
        opening,
    };
    let net = bots::network(None)?;
    let mut players = [
        bots::make(white, seed, &net),
        bots::make(black, seed.wrapping_add(1), &net),
    ];
    let mut dice = Rng::new(seed);
    let mut m = Match::new(rules);
    loop {
        match m.game().phase() {
            Phase::Opening => {
                m.game_mut().opening_roll(dice.die(), dice.die())?;
            }
            Phase::Roll(_) => m.game_mut().roll(dice.dice())?,
            Phase::Move(b) => {
                let turns = b.legal_turns();
                let side = b.start().side_to_move();
                let pick = players[side.index()].choose(b.start(), b.dice(), turns);
                let turn = turns[pick].turn;
                m.game_mut().play_turn(&turn)?;
            }
            Phase::Over(_) if m.winner().is_some() => break,
            Phase::Over(_) => m.next_game()?,
        }
    }
    let headers = [
        ("White".to_string(), white.to_string()),
        ("Black".to_string(), black.to_string()),
        ("Seed".to_string(), seed.to_string()),
    ];
    print!("{}", write_record(&m, &headers));
    Ok(())
}
