//! Analysis for the person playing: the hint list (every candidate of the
//! roll ranked, one previewed, one chosen), the chances before each roll
//! (the win-probability bar) and tutor mode (a finished turn that loses a
//! mistake's worth or more waits for "undo" or "keep"). The numbers come
//! from the worker (`nardy_ai::Answer`); nothing here thinks.

use super::dispatch::{auto_finish, finish_turn, play_steps};
use super::events::Event;
use super::model::{AppState, Notice};
use super::review::Report;
use nardy_ai::{Answer, Ask, Figures, Question, Ranked};
use nardy_engine::{write_record, Dice, Phase, Position, Turn};

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
    pub fn line_of(&self, board: &Position) -> Option<(usize, &Ranked)> {
        self.lines.iter().enumerate().find(|(_, l)| {
            let result = self.position.play(self.dice, &l.turn);
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

impl AppState {
    /// The position before the current turn's roll: what the bar judges.
    pub fn turn_start(&self) -> Option<Position> {
        match self.phase() {
            Phase::Roll(_) => Some(*self.r#match.game().position()),
            Phase::Move(b) => Some(*b.start()),
            _ => None,
        }
    }

    /// The replayed match's review, once asked for and until it comes.
    pub(super) fn review_question(&self) -> Option<Question> {
        let review = self.review.as_ref()?;
        let wanted = match &review.report {
            Report::NotAsked => false,
            Report::Coming { .. } => true,
            Report::Done { lang, .. } => *lang != self.lang(),
        };
        if !wanted || !self.settings.analysis {
            return None;
        }
        Some(Question {
            ask: Ask::Review {
                lang: self.lang().code().into(),
                record: write_record(&self.r#match, &[]),
            },
            position: *self.r#match.game().position(),
        })
    }

    /// The question analysis has, after the computer's own: the ranking a
    /// person's hint or tutor mode needs, else the bar's chances.
    pub(super) fn analysis_question(&self) -> Option<Question> {
        if !self.settings.analysis {
            return None;
        }
        if let (true, Phase::Move(b)) = (self.human_moving(), self.phase()) {
            let (position, dice) = (*b.start(), b.dice());
            let known = self
                .ranking
                .as_ref()
                .is_some_and(|r| r.position == position && r.dice == dice);
            if !known && (self.hint_open || self.options.tutor) && !self.is_pass() {
                return Some(Question {
                    ask: Ask::Hint { dice },
                    position,
                });
            }
        }
        if let Some(q) = self.cube_hint_question() {
            return Some(q);
        }
        let position = self.turn_start()?;
        let known = self.standing.is_some_and(|s| s.position == position);
        (self.settings.show_chances && !known).then_some(Question {
            ask: Ask::Evaluate,
            position,
        })
    }

    /// The ranking of the current roll, once it has come.
    pub fn ranking(&self) -> Option<&Ranking> {
        let b = self.r#match.game().turn_builder()?;
        self.ranking
            .as_ref()
            .filter(|r| r.position == *b.start() && r.dice == b.dice())
    }

    /// The hint list is open (its ranking may still be coming): for a
    /// person's turn, or for its cube decision (nardegammon).
    pub fn hint_open(&self) -> bool {
        self.hint_open
            && self.settings.analysis
            && (self.human_moving() || self.cube_doubler().is_some())
    }

    /// The side to move whose double a person is deciding on now: its own
    /// (may double) or the computer's or other person's (must answer).
    pub fn cube_doubler(&self) -> Option<nardy_engine::Side> {
        self.person_may_double()
            .or(self.person_answers().map(|s| s.opponent()))
    }

    /// The hint's cube decision for the position and cube now, once it came.
    pub fn cube_hint(&self) -> Option<nardy_ai::CubeFigures> {
        let game = self.r#match.game();
        self.cube_hint
            .filter(|(p, c, _)| p == game.position() && *c == game.cube())
            .map(|(_, _, f)| f)
    }

    /// The worker's cube figures, asked when the hint is open on a cube decision.
    fn cube_hint_question(&self) -> Option<Question> {
        if !self.hint_open || self.cube_hint().is_some() {
            return None;
        }
        let view = nardy_ai::CubeView::of(&self.r#match, self.cube_doubler()?)?;
        Some(Question {
            ask: Ask::CubeHint { view },
            position: *self.r#match.game().position(),
        })
    }

    /// The hint line shown on the board, if one is previewed.
    pub fn hint_preview(&self) -> Option<(Position, Turn)> {
        let r = self.ranking()?;
        let line = r.lines.get(self.hint_preview?)?;
        Some((r.position, line.turn))
    }

    /// The index of the hint line previewed.
    pub fn hint_preview_line(&self) -> Option<usize> {
        self.hint_preview
    }

    /// The chances before the current turn's roll, once they have come.
    pub fn standing(&self) -> Option<Figures> {
        let position = self.turn_start()?;
        self.standing
            .filter(|s| s.position == position)
            .map(|s| s.figures)
    }

    pub fn tutor_stop(&self) -> Option<TutorStop> {
        self.tutor_stop
    }

    /// Tutor mode judges the person's turn in progress (not one already
    /// kept as it is).
    fn tutor_applies(&self) -> bool {
        let Some(b) = self.r#match.game().turn_builder() else {
            return false;
        };
        // Without a worker (offline on a first visit) there is no judge to
        // wait for: the game goes on.
        self.options.tutor
            && self.settings.analysis
            && self.notice != Some(Notice::ComputerUnavailable)
            && self.human_moving()
            && !b.played().is_empty()
            && self.tutor_kept != Some(b.position())
    }

    /// Tutor mode holds a finished turn: its ranking is still coming, or it
    /// stopped it.
    pub(super) fn tutor_waits(&self) -> bool {
        self.tutor_applies() && (self.ranking().is_none() || self.tutor_stop.is_some())
    }

    /// Tutor mode: may the person's finished turn end now? Not while its
    /// ranking is coming, nor when it loses [`TUTOR_STOP`] or more (then it
    /// stops, with the better turn, until "undo" or "keep").
    pub(super) fn tutor_allows_finish(&mut self) -> bool {
        if !self.tutor_applies() {
            return true;
        }
        let (Some(b), Some(ranking)) = (self.r#match.game().turn_builder(), self.ranking()) else {
            return false; // it comes; `answered` tries again
        };
        match ranking.line_of(&b.position()) {
            Some((_, line)) if line.loss >= TUTOR_STOP => {
                self.tutor_stop = Some(TutorStop {
                    best: ranking.lines[0].turn,
                    loss: line.loss,
                });
                false
            }
            _ => true,
        }
    }
}

/// The worker's ranking or chances for `question`, if still wanted.
pub(super) fn answered(s: &mut AppState, question: Question, answer: Answer) {
    match (question.ask, answer) {
        (Ask::Hint { dice }, Answer::Ranked(lines)) => {
            s.ranking = Some(Ranking {
                position: question.position,
                dice,
                lines,
            });
            s.hint_preview = None;
            // A finished turn was waiting for its judge.
            auto_finish(s);
        }
        (Ask::CubeHint { view }, Answer::CubeFigures(f)) => {
            s.cube_hint = Some((question.position, view.cube, f));
        }
        (Ask::Evaluate, Answer::Chances(figures)) => {
            s.standing = Some(Standing {
                position: question.position,
                figures,
            });
        }
        (Ask::Review { .. }, Answer::Report { best, html }) => {
            let lang = s.lang();
            if let Some(r) = &mut s.review {
                s.events.push(Event::Reviewed { turns: best.len() });
                r.report = Report::Done { best, html, lang };
            }
        }
        _ => s.notice = Some(Notice::ComputerUnavailable),
    }
}

/// Opens or closes the hint list.
pub(super) fn toggle_hint(s: &mut AppState) {
    let moving = s.human_moving() && !s.is_pass();
    s.hint_open = !s.hint_open && (moving || s.cube_doubler().is_some());
    s.hint_preview = None;
}

/// Shows line `index` of the ranking on the board (`None`: none).
pub(super) fn preview(s: &mut AppState, index: Option<usize>) {
    s.hint_preview = index.filter(|&i| s.ranking().is_some_and(|r| i < r.lines.len()));
}

/// Plays line `index` of the ranking in place of what was played so far.
pub(super) fn choose(s: &mut AppState, index: usize) {
    let Some(turn) = s.ranking().and_then(|r| r.lines.get(index)).map(|l| l.turn) else {
        return;
    };
    if !s.human_moving() {
        return;
    }
    take_back_turn(s);
    for step in turn.steps() {
        if !play_steps(s, &[*step]) {
            take_back_turn(s);
            return;
        }
    }
    s.hint_open = false;
    s.hint_preview = None;
    auto_finish(s);
}

/// Tutor mode's "undo": the whole turn goes back, to be played again.
pub(super) fn tutor_undo(s: &mut AppState) {
    if s.tutor_stop.take().is_some() {
        take_back_turn(s);
    }
}

/// Tutor mode's "keep": the turn ends as played.
pub(super) fn tutor_keep(s: &mut AppState) {
    if s.tutor_stop.take().is_some() {
        s.tutor_kept = Some(s.board());
        finish_turn(s);
    }
}

/// Every step of the turn in progress is undone.
fn take_back_turn(s: &mut AppState) {
    s.selected = None;
    s.tutor_stop = None;
    let Some(side) = s.mover() else {
        return;
    };
    while let Ok(Some(step)) = s.r#match.game_mut().undo() {
        s.events.push(Event::Undone { side, step });
    }
}
