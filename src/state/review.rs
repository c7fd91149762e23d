//! Replaying a match turn by turn (after importing a game record, or to look
//! back at the current match). The live game is untouched: the board shows a
//! frame, and closing the review returns to the game where it stands.

use nardy_engine::{Match, Position, Record, Turn};
use nardy_text::Lang;

/// The board after a turn of the match (or at a game's start).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Frame {
    /// 1-based game number in the match.
    pub game: usize,
    /// Turns played in that game so far (0 at its start).
    pub turn: usize,
    pub position: Position,
    /// The turn that led here.
    pub record: Option<Record>,
}

/// The computer's analysis of the replayed match (asked of the worker).
#[derive(Clone, PartialEq, Debug, Default)]
pub enum Report {
    #[default]
    NotAsked,
    /// Asked; `done` of `total` turns judged so far.
    Coming { done: usize, total: usize },
    /// Each turn's best turn (in order) and the report as HTML, written in
    /// `lang` (a change of language asks for it again).
    Done {
        best: Vec<Turn>,
        html: String,
        lang: Lang,
    },
}

/// Where the review stands.
#[derive(Clone, PartialEq, Debug)]
pub struct Review {
    frames: Vec<Frame>,
    at: usize,
    report: Report,
}

/// A move through the frames.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Seek {
    First,
    Back,
    Forward,
    Last,
    /// A frame by its index (a click on the report).
    To(usize),
}

impl Review {
    /// Every turn of every game of `m`, from the first game's start.
    pub fn of(m: &Match) -> Review {
        let mut frames = Vec::new();
        for (i, game) in m.games().enumerate() {
            let history = game.history();
            // From the game's first position: the start with its first mover
            // to move, or the position a set-up game continues from.
            let mut position = match history.first() {
                Some(_) => *game.start(),
                None => *game.position(),
            };
            frames.push(Frame {
                game: i + 1,
                turn: 0,
                position,
                record: None,
            });
            for (k, r) in history.iter().enumerate() {
                // The engine replayed these turns already; a failure cannot
                // happen, and would only shorten the review.
                let Ok(next) = position.replay_of(game.rules().variant, r.dice, &r.turn) else {
                    break;
                };
                position = next;
                frames.push(Frame {
                    game: i + 1,
                    turn: k + 1,
                    position,
                    record: Some(*r),
                });
            }
        }
        Review {
            frames,
            at: 0,
            report: Report::NotAsked,
        }
    }

    /// Every frame, the match's first game's start first.
    pub fn frames(&self) -> &[Frame] {
        &self.frames
    }

    /// The index of the frame shown.
    pub fn at(&self) -> usize {
        self.at
    }

    pub fn report(&self) -> &Report {
        &self.report
    }

    /// The computer's judgement is asked for (once).
    pub fn ask_report(&mut self) {
        if self.report == Report::NotAsked {
            self.report = Report::Coming { done: 0, total: 0 };
        }
    }

    /// The judging has reached turn `done` of `total`.
    pub fn progress(&mut self, done: usize, total: usize) {
        if let Report::Coming { .. } = self.report {
            self.report = Report::Coming { done, total };
        }
    }

    /// The report came, written in `lang`.
    pub fn reported(&mut self, best: Vec<Turn>, html: String, lang: Lang) {
        self.report = Report::Done { best, html, lang };
    }

    pub fn frame(&self) -> &Frame {
        &self.frames[self.at.min(self.frames.len() - 1)]
    }

    pub fn seek(&mut self, to: Seek) {
        let last = self.frames.len() - 1;
        self.at = match to {
            Seek::First => 0,
            Seek::Back => self.at.saturating_sub(1),
            Seek::Forward => (self.at + 1).min(last),
            Seek::Last => last,
            Seek::To(frame) => frame.min(last),
        };
    }

    /// The turn that led to the frame shown, counted over the whole match
    /// from 0 (each game's start is a frame of its own).
    pub fn turn_index(&self) -> Option<usize> {
        let f = self.frame();
        f.record
            .map(|_| self.at.min(self.frames.len() - 1) - f.game)
    }

    /// The best turn the report found for the turn shown, and the position
    /// it was played from, when it was not the turn played.
    pub fn better_turn(&self) -> Option<(Position, Turn)> {
        let Report::Done { best, .. } = &self.report else {
            return None;
        };
        let at = self.at.min(self.frames.len() - 1);
        let played = self.frame().record?.turn;
        let best = *best.get(self.turn_index()?)?;
        let before = self.frames.get(at.checked_sub(1)?)?.position;
        (best != played).then_some((before, best))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nardy_engine::parse_record;

    /// Classic's equalising turn is played on a board the first mover has
    /// borne off: the review shows it, the game's last turn.
    #[test]
    fn a_classic_games_equalising_turn_is_a_frame() {
        use nardy_engine::{Dice, Match, Rules, Variant};
        let rules = Rules {
            variant: Variant::Classic,
            ..Rules::default()
        };
        // White (to move) and Black have one checker each on their 1-point.
        let start = "1,0,0,0,0,0,0,0,0,0,0,0,-1,0,0,0,0,0,0,0,0,0,0,0 w";
        let mut m = Match::from_position(rules, start.parse().unwrap()).unwrap();
        for dice in [Dice::new(2, 1), Dice::new(3, 1)] {
            let game = m.game_mut();
            game.roll(dice.unwrap()).unwrap();
            let turn = game.turn_builder().unwrap().legal_turns()[0].turn;
            game.play_turn(&turn).unwrap();
        }
        assert!(m.game().is_drawn());
        let r = Review::of(&m);
        assert_eq!(r.frames.len(), 3, "the start and both turns");
        assert!(r.frames[2].position.is_game_over());
    }

    #[test]
    fn frames_follow_every_turn_of_every_game() {
        let text = "Long Nardy record 1\nMatch: 3\nKoks: no\nOpening: roll-again\n\nGame 1\nOpening 2-2\nOpening 5-3\n1. w 6-5: 24/18 18/13\n2. b 4-2: 24/20 20/18\n3. w 3-1: 24/21 …\n";
        let m = parse_record(text).unwrap().r#match;
        let mut r = Review::of(&m);
        // The start and the two finished turns (the turn in progress is not a frame).
        assert_eq!(r.frames.len(), 3);
        assert_eq!(
            r.frame().position,
            Position::start_with(nardy_engine::Side::White)
        );
        r.seek(Seek::Forward);
        assert_eq!(r.frame().turn, 1);
        assert_eq!(
            r.frame().position.to_string(),
            "0,0,0,0,0,0,0,0,0,0,0,-15,1,0,0,0,0,0,0,0,0,0,0,14 b"
        );
        r.seek(Seek::Last);
        r.seek(Seek::Forward);
        assert_eq!(r.at, 2);
        r.seek(Seek::First);
        r.seek(Seek::Back);
        assert_eq!(r.at, 0);
        assert_eq!(r.turn_index(), None, "a game's start");
        r.seek(Seek::To(9));
        assert_eq!((r.at, r.turn_index()), (2, Some(1)));
        // The report's better turn for turn 2, drawn from the frame before it.
        let black = "24/18".parse().unwrap();
        r.reported(
            vec![r.frames[1].record.unwrap().turn, black],
            String::new(),
            Lang::En,
        );
        assert_eq!(r.better_turn(), Some((r.frames[1].position, black)));
        r.seek(Seek::To(1));
        assert_eq!(r.better_turn(), None, "the best was played");
    }
}
