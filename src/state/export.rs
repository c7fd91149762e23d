//! The match as exported: its record with the informational headers (the
//! players, the result, take-backs) and each game's dice lines. The record
//! dialog shows it, Share links it, the tests replay it.

use super::model::AppState;
use super::options::Mode;
use nardy_engine::{write_record_with_dice, Side};

impl AppState {
    /// The informational headers of an exported record (names in English,
    /// like the notation).
    pub fn export_headers(&self, date: &str) -> Vec<(String, String)> {
        let name = |side: Side| match self.options().mode {
            Mode::HotSeat | Mode::Remote => "Player".to_string(),
            Mode::Computer if self.is_computer(side) => {
                format!("Computer ({})", self.options().level.name())
            }
            Mode::Computer => "You".to_string(),
        };
        let [w, b] = self.r#match().score();
        let result = match self.r#match().winner() {
            Some(Side::White) => format!("White wins the match {w}-{b}"),
            Some(Side::Black) => format!("Black wins the match {b}-{w}"),
            None => format!("unfinished, White {w} - Black {b}"),
        };
        let mut headers = vec![
            ("Date".into(), date.into()),
            ("White".into(), name(Side::White)),
            ("Black".into(), name(Side::Black)),
            ("Result".into(), result),
        ];
        // Turns replayed after a take-back are not the match as first played.
        if self.options().take_backs {
            headers.push(("Take-backs".into(), self.taken_back().to_string()));
        }
        headers
    }

    /// The export text of the match as it stands, with each game's dice
    /// commitment and, once the game is over, its seed.
    pub fn export_record(&self, date: &str) -> String {
        // A friend by link: the record the messages prove, with both names,
        // the keys and every commitment and reveal (`nardy verify` checks it).
        if let Some(g) = self.remote_game() {
            return g.record.clone();
        }
        write_record_with_dice(
            self.r#match(),
            &self.export_headers(date),
            self.dice().lines(),
        )
    }
}
