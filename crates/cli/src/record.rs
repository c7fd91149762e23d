//! `nardy record`: two bots play a whole match and the game record is
//! printed (the format the web app exports and imports).

use crate::bots::{self, offers_double};
use crate::variant::VariantArgs;
use crate::CliError;
use nardy_ai::{classic_first_mover, tell_score, CubeAnswer, CubeView};
use nardy_dice::{DiceStream, GameSeed};
use nardy_engine::{
    write_record_with_dice, DiceLines, Match, MatchLength, OpeningRule, Phase, Rules, Side,
};
use std::io::Write;

/// `--koks`: whether the home mars (koks) scores 3.
#[derive(Clone, Copy, clap::ValueEnum)]
enum Koks {
    Yes,
    No,
}

/// `--length`: the match lengths every part of the game accepts.
pub(crate) fn match_length(text: &str) -> Result<MatchLength, String> {
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
    /// Seed of the dice and of the bots' random choices: reproducible dice,
    /// which a record cannot prove. Without it each game's dice come from a
    /// fresh secret seed, committed and revealed in the record
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
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
    #[command(flatten)]
    variant: VariantArgs,
    /// Nardegammon for money: no match length; --games games are played
    #[arg(long)]
    money: bool,
    /// Money play: the games to play
    #[arg(long, value_name = "N", default_value_t = 1, requires = "money")]
    games: usize,
    /// Play as two remote players do: every action a signed message, every
    /// roll from both sides' contributions (the record then carries what
    /// `nardy verify` checks them with)
    #[arg(long)]
    remote: bool,
    /// With --remote: the side that invites (white or black)
    #[arg(long, value_name = "SIDE", default_value = "white", value_parser = ["white", "black"])]
    inviter: String,
}

/// `nardy record`: the match, played to its end, as a game record.
pub fn run(args: Args, out: &mut impl Write) -> Result<(), CliError> {
    let Args {
        white,
        black,
        seed,
        length: match_length,
        koks,
        opening,
        variant,
        money,
        games,
        remote,
        inviter,
    } = args;
    let rules = Rules {
        match_length,
        koks: matches!(koks, Koks::Yes),
        opening,
        variant: variant.variant(money).map_err(CliError)?,
    };
    // Without --seed every game's dice come from a fresh secret seed,
    // committed before its first roll and revealed after its last.
    let bots_seed = match seed {
        Some(s) => s,
        None => u64::from_le_bytes(GameSeed::fresh()?.bytes()[..8].try_into()?),
    };
    let game_seed = |game: usize| match seed {
        Some(s) => Ok(GameSeed::derived(s, game)),
        None => GameSeed::fresh(),
    };
    let net = bots::network(None)?;
    let mut players = [
        bots::make(&white, bots_seed, &net),
        bots::make(&black, bots_seed.wrapping_add(1), &net),
    ];
    for p in &mut players {
        p.set_variant(rules.variant);
    }
    if remote {
        let names = [white, black];
        let limit = money.then_some(games);
        let inviter = Side::parse(&inviter).expect("checked by clap");
        let record = crate::remote_record::play(rules, &mut players, names, inviter, seed, limit)?;
        write!(out, "{record}")?;
        return Ok(());
    }
    let mut m = Match::new(rules);
    let mut seeds = vec![game_seed(1)?];
    let mut dice = DiceStream::new(&seeds[0]);
    loop {
        match m.game().phase() {
            Phase::Opening => {
                let (w, b) = dice.opening();
                m.game_mut().opening_roll(w, b)?;
            }
            &Phase::Roll(side) => {
                if offers_double(&m, side, &mut *players[side.index()]) {
                    m.game_mut().double(side)?;
                } else {
                    m.game_mut().roll(dice.roll())?;
                }
            }
            Phase::Move(b) => {
                let turns = b.legal_turns();
                let side = b.start().side_to_move();
                players[side.index()].set_first_mover(classic_first_mover(&m));
                tell_score(&mut *players[side.index()], &m, side);
                let pick = players[side.index()].choose(b.start(), b.dice(), turns);
                let turn = turns[pick].turn;
                m.game_mut().play_turn(&turn)?;
            }
            &Phase::Offered(by) => {
                let taker = by.opponent();
                let view = CubeView::of(&m, by).ok_or_else(|| CliError("no cube".into()))?;
                let position = *m.game().position();
                let game = m.game_mut();
                match players[taker.index()].answer(&position, &view) {
                    CubeAnswer::Pass => drop(game.pass(taker)?),
                    CubeAnswer::Beaver if game.beaver(taker).is_ok() => {}
                    CubeAnswer::Beaver | CubeAnswer::Take => drop(game.take(taker)?),
                }
            }
            Phase::Over(_) | Phase::Drawn if m.winner().is_some() => break,
            Phase::Over(_) | Phase::Drawn if money && m.played_games().len() + 1 >= games => break,
            Phase::Over(_) | Phase::Drawn => {
                m.next_game()?;
                seeds.push(game_seed(seeds.len() + 1)?);
                dice = DiceStream::new(seeds.last().expect("just pushed"));
            }
        }
    }
    let mut headers = vec![("White".to_string(), white), ("Black".to_string(), black)];
    let lines: Vec<DiceLines> = match seed {
        // Reproducible dice are foreseeable: nothing to prove.
        Some(s) => {
            headers.push(("Seed".to_string(), s.to_string()));
            Vec::new()
        }
        None => seeds
            .iter()
            .map(|s| DiceLines {
                commitment: Some(s.commitment().to_hex()),
                seed: Some(s.to_hex()),
            })
            .collect(),
    };
    write!(out, "{}", write_record_with_dice(&m, &headers, &lines))?;
    Ok(())
}
