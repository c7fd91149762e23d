//! `nardy record`: two bots play a whole match and the game record is
//! printed (the format the web app exports and imports).

use crate::bots;
use crate::CliError;
use nardy_ai::Rng;
use nardy_engine::{write_record, Match, MatchLength, OpeningRule, Phase, Rules};

/// `--koks`: whether the home mars (koks) scores 3.
#[derive(Clone, Copy, clap::ValueEnum)]
enum Koks {
    Yes,
    No,
}

/// `--length`: the match lengths every part of the game accepts.
fn match_length(text: &str) -> Result<MatchLength, String> {
    MatchLength::parse(text).ok_or_else(|| {
        format!(
            "a match is {} to {} points",
            MatchLength::MIN,
            MatchLength::MAX
        )
    })
}

/// `--opening`: the record's own words for the opening rule.
fn opening_rule(text: &str) -> Result<OpeningRule, String> {
    OpeningRule::parse(text).ok_or_else(|| {
        let codes: Vec<&str> = OpeningRule::ALL.iter().map(|r| r.code()).collect();
        format!("expected {}", codes.join(" or "))
    })
}

/// The options of `nardy record`.
#[derive(clap::Args)]
pub struct Args {
    /// The bot playing White
    #[arg(long, value_name = "BOT", default_value = "expert", value_parser = bots::parse)]
    white: String,
    /// The bot playing Black
    #[arg(long, value_name = "BOT", default_value = "expert", value_parser = bots::parse)]
    black: String,
    /// Seed of the dice and of the bots' random choices
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Match length in points, 1 to 25
    #[arg(long, value_name = "N", default_value_t = MatchLength::COMMON[0], value_parser = match_length)]
    length: MatchLength,
    /// Whether a home mars (koks) scores 3 points
    #[arg(long, value_enum, default_value_t = Koks::No)]
    koks: Koks,
    /// How the first turn of each game is rolled: roll-again (the starter
    /// rolls both dice afresh) or play-dice (the starter plays the opening dice)
    #[arg(long, value_name = "RULE", default_value_t = OpeningRule::RollAgain, value_parser = opening_rule)]
    opening: OpeningRule,
}

/// `nardy record`: the match, played to its end, as a game record.
pub fn run(args: Args) -> Result<(), CliError> {
    let Args {
        white,
        black,
        seed,
        length: match_length,
        koks,
        opening,
    } = args;
    let rules = Rules {
        match_length,
        koks: matches!(koks, Koks::Yes),
        opening,
    };
    let net = bots::network(None)?;
    let mut players = [
        bots::make(&white, seed, &net),
        bots::make(&black, seed.wrapping_add(1), &net),
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
        ("White".to_string(), white),
        ("Black".to_string(), black),
        ("Seed".to_string(), seed.to_string()),
    ];
    print!("{}", write_record(&m, &headers));
    Ok(())
}
