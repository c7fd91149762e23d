//! The exact chances once a game has ended (long nardy's reading: the
//! first side with all 15 off has won; classic's equalising turn is in
//! `classic.rs`).

use crate::network::Probabilities;
use nardy_engine::Position;

/// The exact chances of the side to move once a game has ended.
pub fn terminal(position: &Position) -> Option<Probabilities> {
    let winner = position.winner()?;
    let loser = winner.opponent();
    let mars = (position.borne_off(loser) == 0) as u8 as f32;
    let won = Probabilities {
        win: 1.0,
        win_mars: mars,
        lose_mars: 0.0,
    };
    Some(if winner == position.side_to_move() {
        won
    } else {
        won.flip()
    })
}
