//! Whole games between two bots with seeded dice.

use crate::bot::Bot;
use nardy_dice::{DiceStream, GameSeed};
use nardy_engine::{Match, MoveGen, Phase, Position, Rules, Side};

/// Plays one game from the start (White moves first) and returns every
/// position in which a side was to move, in order, ending with the final one.
pub fn play_game(white: &mut dyn Bot, black: &mut dyn Bot, seed: u64) -> Vec<Position> {
    let mut stream = DiceStream::new(&GameSeed::derived(seed, 1));
    let mut gen = MoveGen::new();
    let mut position = Position::start();
    let mut seen = vec![position];
    while !position.is_game_over() {
        let dice = stream.roll();
        let turns = gen.generate(&position, dice).expect("game is not over");
        let bot: &mut dyn Bot = match position.side_to_move() {
            Side::White => white,
            Side::Black => black,
        };
        let pick = bot.choose(&position, dice, turns);
        position = turns[pick].result;
        seen.push(position);
    }
    seen
}

/// One game of the default rules played from the start (White moves
/// first) as a match, so it can be reviewed and recorded like a person's.
pub fn play_match_game(white: &mut dyn Bot, black: &mut dyn Bot, seed: u64) -> Match {
    let mut stream = DiceStream::new(&GameSeed::derived(seed, 1));
    let mut m = Match::started_by(Rules::default(), Side::White);
    while !m.game().is_over() {
        let game = m.game_mut();
        if game.roll(stream.roll()).is_err() {
            break;
        }
        let Phase::Move(builder) = game.phase() else {
            break;
        };
        let position = *builder.start();
        let dice = builder.dice();
        let turns = builder.legal_turns().to_vec();
        let bot: &mut dyn Bot = match position.side_to_move() {
            Side::White => white,
            Side::Black => black,
        };
        let pick = bot.choose(&position, dice, &turns).min(turns.len() - 1);
        if game.play_turn(&turns[pick].turn).is_err() {
            break;
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::RandomBot;

    #[test]
    fn random_games_end_and_are_reproducible() {
        let a = play_game(&mut RandomBot::new(1), &mut RandomBot::new(2), 3);
        let b = play_game(&mut RandomBot::new(1), &mut RandomBot::new(2), 3);
        assert_eq!(a, b);
        assert!(a.last().unwrap().is_game_over());
    }
}
