//! Every level, and the baselines, only ever choose legal turns.

use nardy_ai::{Bot, HeuristicBot, Level, NetPlayer, RandomBot};
use nardy_dice::{DiceStream, GameSeed};
use nardy_engine::{MoveGen, Position};

fn check_games(bot: &mut dyn Bot, games: u64) {
    let mut gen = MoveGen::new();
    for seed in 0..games {
        let mut stream = DiceStream::new(&GameSeed::derived(seed, 1));
        let mut p = Position::start();
        while !p.is_game_over() {
            let dice = stream.roll();
            let turns = gen.generate(&p, dice).unwrap().to_vec();
            let pick = bot.choose(&p, dice, &turns);
            assert!(
                pick < turns.len(),
                "{} picked {pick} of {}",
                bot.name(),
                turns.len()
            );
            let chosen = turns[pick];
            // The witness turn must replay under every rule to the same result.
            assert_eq!(
                p.play(dice, &chosen.turn),
                Ok(chosen.result),
                "{} in {p} {dice}",
                bot.name()
            );
            p = chosen.result;
        }
    }
}

#[test]
fn every_level_plays_only_legal_turns() {
    for level in 0..Level::COUNT {
        // The expert searches a roll ahead: fewer games keep the test quick.
        let games = if level == Level::COUNT - 1 { 1 } else { 3 };
        check_games(&mut NetPlayer::at_level(Level(level), 5), games);
    }
    check_games(&mut HeuristicBot, 3);
    check_games(&mut RandomBot::new(1), 3);
}

#[test]
fn levels_have_distinct_names_and_parse_back() {
    for l in 0..Level::COUNT {
        assert_eq!(Level::parse(Level(l).name()), Some(Level(l)));
        assert_eq!(Level::parse(&l.to_string()), Some(Level(l)));
    }
    assert_eq!(Level::parse("grandmaster"), None);
}
