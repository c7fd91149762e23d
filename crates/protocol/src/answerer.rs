//! The worker's side of the line: each question answered by the AI (the
//! network, the search, the analysis). The pages and the review's report
//! are written by `nardy-screens`.

use crate::answer::{Answer, CubeCall, CubeFigures, Figures, Ranked};
use crate::question::{Ask, Question, EVALUATE_DEPTH, REVIEW_DEPTH};
use nardy_ai::{
    is_equalising, Analyser, Bot, CubeAnswer, CubeModel, Evaluator, NetPlayer, Review, Stakes,
    MAX_DEPTH,
};
use nardy_engine::{parse_record, Match, MoveGen};

/// Answers questions with one network.
pub struct Answerer {
    eval: Evaluator,
    gen: MoveGen,
}

impl Answerer {
    pub fn new(eval: Evaluator) -> Answerer {
        Answerer {
            eval,
            gen: MoveGen::new(),
        }
    }

    /// The answer, or why the question has none (a finished game).
    pub fn answer(&mut self, q: &Question) -> Result<Answer, String> {
        // Classic's equalising turn is played on a board where the first
        // mover has borne off everything.
        let equalising = q
            .classic
            .is_some_and(|first| is_equalising(&q.position, first));
        if q.position.is_game_over() && !equalising {
            return Err("the game is over".into());
        }
        // Every judgement by the game's moves (hachapuri's have no head
        // rule) and, in classic, with its equalising turn.
        // In a match, a mars weighs what the score makes of it.
        let (mover, stakes) = (q.position.side_to_move(), Stakes::of_score(q.score));
        let analyser = || {
            let mut a = Analyser::new(self.eval.clone());
            a.set_variant(q.moves());
            a.set_first_mover(q.classic);
            a.set_stakes(mover, stakes);
            a
        };
        self.gen.set_variant(q.moves());
        Ok(match q.ask.clone() {
            Ask::Turn { level, seed, dice } => {
                let turns = if equalising {
                    self.gen.generate_equalising(&q.position, dice)
                } else {
                    self.gen.generate(&q.position, dice)
                }
                .map_err(|e| e.to_string())?;
                let mut player = NetPlayer::at_level_with(level, self.eval.clone(), seed);
                player.set_variant(q.moves());
                player.set_first_mover(q.classic);
                player.set_score(mover, q.score, None);
                Answer::Turn(turns[player.choose(&q.position, dice, turns)].turn)
            }
            Ask::Cube {
                level,
                seed,
                answering,
                view,
            } => {
                let mut player = NetPlayer::at_level_with(level, self.eval.clone(), seed);
                Answer::Cube(match (answering, view) {
                    (false, v) if player.double(&q.position, &v) => CubeCall::Double,
                    (false, _) => CubeCall::Roll,
                    (true, v) => match player.answer(&q.position, &v) {
                        CubeAnswer::Take => CubeCall::Take,
                        CubeAnswer::Pass => CubeCall::Pass,
                        CubeAnswer::Beaver => CubeCall::Beaver,
                    },
                })
            }
            Ask::CubeHint { view } => {
                let p = analyser().evaluate(&q.position, EVALUATE_DEPTH);
                let d = view.decision(p, q.position.side_to_move(), CubeModel::nardy());
                Answer::CubeFigures(CubeFigures::of(d))
            }
            Ask::Hint { dice } => {
                let ranked = analyser()
                    .analyse(&q.position, dice, MAX_DEPTH)
                    .map_err(|e| e.to_string())?;
                Answer::Ranked(ranked.iter().map(Ranked::of).collect())
            }
            Ask::Evaluate => Answer::Chances(Figures::of(
                analyser().evaluate(&q.position, EVALUATE_DEPTH),
            )),
            Ask::Review { .. } => return Err("a review is answered by `Answerer::review`".into()),
            Ask::Page { .. } | Ask::DiceStats { .. } | Ask::Explain { .. } => {
                return Err("a page is written by the worker".into())
            }
            // Its signing and dice code weighs some 90 KB gzipped: it is
            // for a worker of its own, loaded when a remote game opens.
            Ask::Remote { .. } => return Err("a remote game is answered by answer_remote".into()),
        })
    }

    /// The review of a record's match at [`REVIEW_DEPTH`], telling
    /// `progress(done, total)` after each turn; with the match it read.
    pub fn review(
        &mut self,
        record: &str,
        progress: impl FnMut(usize, usize),
    ) -> Result<(Review, Match), String> {
        let m = parse_record(record).map_err(|e| e.to_string())?.r#match;
        let review = Analyser::new(self.eval.clone())
            .review_with_progress(&m, REVIEW_DEPTH, progress)
            .map_err(|e| e.to_string())?;
        Ok((review, m))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::{PageAction, PageKind, StatsScope};
    use nardy_ai::{CubeView, Level, Score};
    use nardy_engine::{Cube, Dice, Point, Position, Target};
    use nardy_text::Lang;

    /// Classic's equalising turn (RULES.md §8.1): White has borne off all
    /// 15, Black plays one more turn. Asked with the first mover, the
    /// worker plays and ranks it, and judges a draw as half a win; without
    /// it the game is simply over.
    #[test]
    fn classic_s_equalising_turn_is_answered() {
        // Black: one checker on its 1-point (absolute 13), one on its 2-point.
        let mut points = [0i32; 24];
        points[12] = -1;
        points[13] = -1;
        let text: Vec<String> = points.iter().map(|p| p.to_string()).collect();
        let position: Position = format!("{} b", text.join(",")).parse().unwrap();
        let dice: Dice = "2-1".parse().unwrap();
        let mut thinker = Answerer::new(nardy_ai::Evaluator::embedded());
        let ask = |ask| Question {
            ask,
            position,
            free_head: false,
            classic: Some(nardy_engine::Side::White),
            score: None,
        };
        let turn = ask(Ask::Turn {
            level: Level(4),
            seed: 1,
            dice,
        });
        assert!(turn.to_line().starts_with("classic w turn "));
        assert_eq!(Question::parse(&turn.to_line()), Ok(turn.clone()));
        let Ok(Answer::Turn(t)) = thinker.answer(&turn) else {
            panic!("a turn")
        };
        // Both checkers off: the draw.
        let builder = nardy_engine::TurnBuilder::equalising(position, dice).unwrap();
        let best = builder.legal_turns().iter().find(|l| l.turn == t).unwrap();
        assert_eq!(best.result.borne_off(nardy_engine::Side::Black), 15, "{t}");
        let Ok(Answer::Chances(f)) = thinker.answer(&ask(Ask::Evaluate)) else {
            panic!("chances")
        };
        // Any roll bears both off: a certain draw, equity 0.
        assert_eq!(f.equity, 0, "{f:?}");
        let long = Question {
            classic: None,
            ..ask(Ask::Evaluate)
        };
        assert!(
            thinker.answer(&long).is_err(),
            "long nardy: the game is over"
        );
    }

    #[test]
    fn a_hachapuri_question_is_answered_by_hachapuri_s_moves() {
        let start: Position = "0,0,0,0,0,11,0,0,0,0,0,-4,0,0,0,0,0,-11,0,0,0,0,0,4 w"
            .parse()
            .unwrap();
        let dice: Dice = "3-3".parse().unwrap();
        let hachapuri = nardy_engine::Variant::parse("hachapuri").unwrap();
        let mut thinker = Answerer::new(nardy_ai::Evaluator::embedded());
        let ask = |ask| Question {
            ask,
            position: start,
            free_head: true,
            classic: None,
            score: None,
        };
        let hint = ask(Ask::Hint { dice });
        assert!(hint.to_line().starts_with("hachapuri hint "));
        assert_eq!(Question::parse(&hint.to_line()), Ok(hint.clone()));
        // RULES.md §8.4: 3-3 from the start has five results (0–4 checkers
        // off the head); long nardy's head rule would allow fewer.
        let Ok(Answer::Ranked(lines)) = thinker.answer(&hint) else {
            panic!("a ranking")
        };
        assert_eq!(lines.len(), 5);
        for level in [Level(0), Level(4)] {
            let turn = ask(Ask::Turn {
                level,
                seed: 1,
                dice,
            });
            let Ok(Answer::Turn(t)) = thinker.answer(&turn) else {
                panic!("a turn")
            };
            assert!(start.play_of(hachapuri, dice, &t).is_ok(), "{t}");
        }
        // The same question about long nardy's moves ranks fewer results.
        let long = Question {
            free_head: false,
            classic: None,
            ..hint
        };
        let Ok(Answer::Ranked(fewer)) = thinker.answer(&long) else {
            panic!("a ranking")
        };
        assert!(fewer.len() < 5, "{}", fewer.len());
    }

    /// At double match point (both sides needing one point) a mars is
    /// worth no more than a single win: the computer's turn and the hint
    /// rank by the chance to win alone, where money play would not.
    #[test]
    fn at_double_match_point_the_computer_plays_for_the_win_alone() {
        let dmp = Score {
            me: 1,
            them: 1,
            cube: Some(1),
        };
        let mut analyser = Analyser::new(Evaluator::embedded());
        let mut gen = MoveGen::new();
        let mut thinker = Answerer::new(Evaluator::embedded());
        // The first decision of a self-play game where the two stakes part.
        let rolls: Vec<Dice> = Dice::all().collect();
        let mut position = Position::start();
        let (dice, money_pick, dmp_pick) = (0..)
            .find_map(|k| {
                assert!(!position.is_game_over(), "no decision parted the stakes");
                let dice = rolls[(k * 8 + 5) % rolls.len()];
                let turns = gen.generate(&position, dice).unwrap().to_vec();
                let side = position.side_to_move();
                analyser.set_stakes(side, Stakes::MONEY);
                let money = analyser.rank(&turns, 0)[0].result;
                analyser.set_stakes(side, Stakes::of_score(Some(dmp)));
                let at_dmp = analyser.rank(&turns, 0)[0].result;
                if money != at_dmp {
                    return Some((dice, money, at_dmp));
                }
                position = money;
                None
            })
            .unwrap();
        let ask = |ask, score| Question {
            ask,
            position,
            free_head: false,
            classic: None,
            score,
        };
        let turn = |score| {
            let level = Level(3); // 0-ply, no noise
            ask(
                Ask::Turn {
                    level,
                    seed: 1,
                    dice,
                },
                score,
            )
        };
        let line = turn(Some(dmp)).to_line();
        assert!(line.starts_with("score 1,1 1 turn 3 1 "), "{line}");
        assert_eq!(Question::parse(&line), Ok(turn(Some(dmp))));
        assert!(Question::parse(&line.replace("1,1 1", "1,1 3")).is_err());
        let played = |thinker: &mut Answerer, score| match thinker.answer(&turn(score)) {
            Ok(Answer::Turn(t)) => position.play(dice, &t).unwrap(),
            other => panic!("a turn, not {other:?}"),
        };
        assert_eq!(played(&mut thinker, None), money_pick);
        assert_eq!(played(&mut thinker, Some(dmp)), dmp_pick);
        // The hint ranks by the same stakes, at its full depth.
        let Ok(Answer::Ranked(lines)) = thinker.answer(&ask(Ask::Hint { dice }, Some(dmp))) else {
            panic!("a ranking")
        };
        analyser.set_stakes(position.side_to_move(), Stakes::of_score(Some(dmp)));
        let ranked = analyser.analyse(&position, dice, MAX_DEPTH).unwrap();
        assert_eq!(lines, ranked.iter().map(Ranked::of).collect::<Vec<_>>());
    }

    #[test]
    fn questions_read_back_and_answers_are_the_analysis_apis() {
        let position: Position = "2,3,1,1,1,-7,0,1,0,1,0,-2,-2,-2,-2,0,0,2,0,1,0,1,0,1 w"
            .parse()
            .unwrap();
        let dice: Dice = "6-4".parse().unwrap();
        let mut thinker = Answerer::new(Evaluator::embedded());
        let mut analyser = Analyser::new(Evaluator::embedded());
        for ask in [
            Ask::Hint { dice },
            Ask::Evaluate,
            Ask::Turn {
                level: Level(0),
                seed: 17,
                dice,
            },
            Ask::Turn {
                level: Level::MASTER,
                seed: u64::MAX,
                dice,
            },
            Ask::Cube {
                level: Level(4),
                seed: 3,
                answering: false,
                view: CubeView::money(),
            },
            Ask::CubeHint {
                view: CubeView::money(),
            },
            Ask::Cube {
                level: Level(2),
                seed: 3,
                answering: true,
                view: CubeView {
                    cube: Cube::new(2, Some(nardy_engine::Side::Black)).unwrap(),
                    away: Some((3, 5)),
                    jacoby: false,
                    beaver: true,
                },
            },
        ] {
            let q = Question {
                ask,
                position,
                free_head: false,
                classic: None,
                score: None,
            };
            assert_eq!(Question::parse(&q.to_line()), Ok(q.clone()));
            match thinker.answer(&q).unwrap() {
                Answer::Turn(turn) => assert!(position.play(dice, &turn).is_ok(), "{turn}"),
                Answer::Cube(call) => {
                    let Ask::Cube {
                        level,
                        seed,
                        answering,
                        view,
                    } = q.ask
                    else {
                        panic!("{q:?}")
                    };
                    let mut bot = NetPlayer::at_level(level, seed);
                    let expected = match answering {
                        false if bot.double(&position, &view) => CubeCall::Double,
                        false => CubeCall::Roll,
                        true => match bot.answer(&position, &view) {
                            CubeAnswer::Take => CubeCall::Take,
                            CubeAnswer::Pass => CubeCall::Pass,
                            CubeAnswer::Beaver => CubeCall::Beaver,
                        },
                    };
                    assert_eq!(call, expected);
                    assert_eq!(
                        Answer::parse(&Answer::Cube(call).to_line()),
                        Ok(Answer::Cube(call))
                    );
                }
                Answer::Ranked(lines) => {
                    let best = analyser.analyse(&position, dice, MAX_DEPTH).unwrap();
                    let expected: Vec<Ranked> = best.iter().map(Ranked::of).collect();
                    assert_eq!(lines, expected);
                    assert_eq!(lines[0].loss, 0);
                }
                Answer::Chances(f) => {
                    let p = analyser.evaluate(&position, EVALUATE_DEPTH);
                    assert_eq!(f, Figures::of(p));
                }
                Answer::CubeFigures(f) => {
                    let p = analyser.evaluate(&position, EVALUATE_DEPTH);
                    let d =
                        CubeView::money().decision(p, position.side_to_move(), CubeModel::nardy());
                    assert_eq!(f, CubeFigures::of(d));
                    assert_eq!(
                        Answer::parse(&Answer::CubeFigures(f).to_line()),
                        Ok(Answer::CubeFigures(f))
                    );
                }
                Answer::Report { .. } | Answer::Page { .. } | Answer::Remote(_) => {
                    panic!("{q:?} is no review")
                }
            }
        }
        let page = Question {
            ask: Ask::Page {
                lang: Lang::Ru,
                page: PageKind::Editor,
                action: PageAction::Drag(
                    Point::new(7).unwrap(),
                    Target::Point(Point::new(12).unwrap()),
                ),
                state: "0,1/2,3/w".into(),
            },
            position,
            free_head: false,
            classic: None,
            score: None,
        };
        assert_eq!(Question::parse(&page.to_line()), Ok(page));
        let stats = Question {
            ask: Ask::DiceStats {
                lang: Lang::En,
                scope: StatsScope::Match,
                device: "1:0,1".into(),
                record: "Long Nardy record 1\n\nGame 1\n".into(),
            },
            position,
            free_head: false,
            classic: None,
            score: None,
        };
        assert_eq!(Question::parse(&stats.to_line()), Ok(stats));
        let explain = Question {
            ask: Ask::Explain {
                lang: Lang::Ru,
                record: "Long Nardy record 1\n\nGame 1\n1. x 6-5: 24/18".into(),
            },
            position,
            free_head: false,
            classic: None,
            score: None,
        };
        assert_eq!(Question::parse(&explain.to_line()), Ok(explain));
        for bad in [
            "",
            "page en 0,0 w\neditor open",
            "page de 0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w\neditor open \n",
            "page en 0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w\neditor fly \n",
            "page en x\neditor open \n",
            "turn 9 1 x 6-4",
            "hint 0,0 w 6-4",
            "ask 1 6-4",
            "evaluate",
            "evaluate 1,2 w",
        ] {
            assert!(Question::parse(bad).is_err(), "{bad}");
        }
        let over = Question {
            ask: Ask::Evaluate,
            position: "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,0 w"
                .parse()
                .unwrap(),
            free_head: false,
            classic: None,
            score: None,
        };
        assert!(thinker.answer(&over).is_err());
    }
}
