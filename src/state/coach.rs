//! What analysis tells the person playing: the hint list (every candidate
//! of the roll ranked, one previewed), the chances before each roll (the
//! bar), the cube hint and tutor mode's stop. The figures come from the
//! worker (`nardy_protocol::Answer`); nothing here thinks.

use nardy_engine::{Cube, Dice, Position, Turn, Variant};
use nardy_protocol::{CubeFigures, Figures, Ranked};

/// Tutor mode stops a turn that gives up this much equity or more (the
/// review's mistake mark), in 1/10000 of a point.
pub const TUTOR_STOP: i32 = (nardy_ai::MISTAKE * 10_000.0 + 0.5) as i32;

/// Every candidate of one roll, best first, as `nardy analyse` ranks them.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranking {
    pub position: Position,
    pub dice: Dice,
    pub lines: Vec<Ranked>,
}

impl Ranking {
    /// The line that leaves the checkers as `board` has them, with its index.
    /// `variant`: the game's, whose moves the lines are (hachapuri's have
    /// no head rule).
    pub fn line_of(&self, board: &Position, variant: Variant) -> Option<(usize, &Ranked)> {
        self.lines.iter().enumerate().find(|(_, l)| {
            let result = self.position.replay_of(variant, self.dice, &l.turn);
            result.is_ok_and(|r| r.board() == board.board())
        })
    }
}

/// The chances of the side to move in `position` before it rolls.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standing {
    pub position: Position,
    pub figures: Figures,
}

/// Tutor mode holds a finished turn: the best turn and what the played one loses.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TutorStop {
    pub best: Turn,
    /// In 1/10000 of a point.
    pub loss: i32,
}

/// The person's coach.
#[derive(Clone, Debug, Default)]
pub struct Coach {
    /// The hint list is open (a person asked for it this turn).
    hint_open: bool,
    /// The line of the hint list shown on the board.
    preview: Option<usize>,
    /// The latest ranking from the worker (the hint list, tutor mode's judge).
    ranking: Option<Ranking>,
    /// The latest chances before a roll (the bar).
    standing: Option<Standing>,
    /// Tutor mode holds the person's finished turn.
    stop: Option<TutorStop>,
    /// The result of a turn tutor mode stopped and the person kept.
    kept: Option<Position>,
    /// The person's cube hint: the position and cube it judged, its figures.
    cube_hint: Option<(Position, Cube, CubeFigures)>,
}

impl Coach {
    /// The hint list was asked for (whether it may show is the caller's).
    pub fn hint_asked(&self) -> bool {
        self.hint_open
    }

    /// Opens the hint list (`allowed`: there is something to hint), or closes it.
    pub fn toggle_hint(&mut self, allowed: bool) {
        self.hint_open = !self.hint_open && allowed;
        self.preview = None;
    }

    pub fn close_hint(&mut self) {
        self.hint_open = false;
        self.preview = None;
    }

    /// The ranking of `position` and `dice`, once it has come.
    pub fn ranking_of(&self, position: &Position, dice: Dice) -> Option<&Ranking> {
        self.ranking
            .as_ref()
            .filter(|r| r.position == *position && r.dice == dice)
    }

    /// A ranking came; no line of it is previewed yet.
    pub fn ranked(&mut self, ranking: Ranking) {
        self.ranking = Some(ranking);
        self.preview = None;
    }

    /// The index of the previewed line.
    pub fn preview(&self) -> Option<usize> {
        self.preview
    }

    /// Previews line `index` of a ranking of `lines` lines (`None`: none).
    pub fn set_preview(&mut self, index: Option<usize>, lines: usize) {
        self.preview = index.filter(|&i| i < lines);
    }

    /// The chances before the roll from `position`, once they have come.
    pub fn standing_of(&self, position: &Position) -> Option<Figures> {
        self.standing
            .filter(|s| s.position == *position)
            .map(|s| s.figures)
    }

    pub fn stood(&mut self, standing: Standing) {
        self.standing = Some(standing);
    }

    /// The cube hint's figures for `position` and `cube`, once they came.
    pub fn cube_hint_of(&self, position: &Position, cube: Cube) -> Option<CubeFigures> {
        self.cube_hint
            .filter(|(p, c, _)| p == position && *c == cube)
            .map(|(_, _, f)| f)
    }

    pub fn cube_hinted(&mut self, position: Position, cube: Cube, figures: CubeFigures) {
        self.cube_hint = Some((position, cube, figures));
    }

    pub fn tutor_stop(&self) -> Option<TutorStop> {
        self.stop
    }

    /// Tutor mode stops the finished turn.
    pub fn stop(&mut self, stop: TutorStop) {
        self.stop = Some(stop);
    }

    /// Tutor mode lets the stopped turn go (taken back or kept).
    pub fn release(&mut self) -> Option<TutorStop> {
        self.stop.take()
    }

    /// The turn leaving `board` was stopped and kept as it is: tutor mode
    /// does not judge it again.
    pub fn keep(&mut self, board: Position) {
        self.kept = Some(board);
    }

    pub fn kept(&self) -> Option<Position> {
        self.kept
    }

    /// A turn's marks go: the hint list, its preview, tutor mode's stop.
    pub fn clear_turn(&mut self) {
        self.close_hint();
        self.stop = None;
        self.kept = None;
    }
}
