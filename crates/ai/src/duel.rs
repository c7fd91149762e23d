//! Bot-versus-bot matches with duplicate dice: each dice sequence is played
//! twice with the colours swapped, so luck cancels out and White's first
//! move gives neither bot an edge. Games are single games of the variant
//! chosen; nardegammon's are money games, each with its own cube, or whole
//! matches to a length given, each match then counting one point.

use crate::bot::{tell_score, Bot};
use crate::cube::{CubeAnswer, CubeView};
use nardy_dice::{DiceStream, GameSeed};
use nardy_engine::{CubeRules, Match, MatchLength, Phase, Rules, Side, Variant};
use std::time::{Duration, Instant};

/// Makes a fresh bot from a seed (each game gets its own).
pub type BotFactory<'a> = &'a (dyn Fn(u64) -> Box<dyn Bot> + Sync);

/// One finished game, seen from bot A.
#[derive(Clone, Debug, Default)]
struct GameResult {
    /// Points for A (negative when B won).
    points: i32,
    /// How long each decision of A (0) and B (1) took.
    times: [Vec<Duration>; 2],
    /// Doubles offered and passed in the game (the match).
    doubles: u32,
    passes: u32,
    /// Doubles offered where the cube was dead for the doubler
    /// ([`CubeView::is_dead`]).
    dead_doubles: u32,
    /// Games played (more than one in a match).
    games: u32,
    /// The game ended in a mars (or koks): +1 won by A, −1 lost by A.
    mars: i32,
}

/// What a match between bot A and bot B showed, from A's side.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub games: u32,
    /// Mean points per game for A.
    pub mean: f64,
    /// Half-width of the 95% confidence interval of `mean` (over dice pairs).
    pub ci95: f64,
    pub wins: u32,
    pub wins_by_mars: u32,
    pub losses_by_mars: u32,
    /// Mean time per decision of A and of B.
    pub decision_time: [Duration; 2],
    /// Median time per decision of A and of B.
    pub decision_median: [Duration; 2],
    /// Classic: games drawn.
    pub draws: u32,
    /// Nardegammon: doubles offered, and doubles passed.
    pub doubles: u32,
    pub passes: u32,
    /// Nardegammon matches: doubles of a dead cube (none, from any level).
    pub dead_doubles: u32,
    /// Games played in all: `games` unless these were matches.
    pub games_played: u32,
}

/// The rules of a duel: each game stands alone (nardegammon's are money
/// games) unless a match `length` is given; then whole matches are played,
/// in any game.
pub fn duel_rules(variant: Variant, length: Option<MatchLength>) -> Rules {
    let variant = match variant {
        Variant::Nardegammon(c) => Variant::Nardegammon(CubeRules {
            money: length.is_none(),
            ..c
        }),
        other => other,
    };
    // Without a length each game stands alone: a match of one game, whose
    // points are its result (a mars worth two).
    let single = MatchLength::new(1).expect("one point is a match length");
    Rules {
        variant,
        match_length: length.unwrap_or(single),
        ..Rules::default()
    }
}

/// Classic's first mover in the game in play (`None` in the other games),
/// for the bots to count the equalising turn.
pub fn classic_first_mover(m: &Match) -> Option<Side> {
    (m.rules().variant == Variant::Classic)
        .then(|| m.game().first_mover())
        .flatten()
}

/// One game, White starting without an opening roll; or, given a match
/// length, a whole match (each later game started by the last winner),
/// scored +1 or −1 for A by who won it.
fn play(
    white: &mut dyn Bot,
    black: &mut dyn Bot,
    seed: u64,
    a_is_white: bool,
    rules: Rules,
) -> GameResult {
    let mut stream = DiceStream::new(&GameSeed::derived(seed, 1));
    let mut m = Match::started_by(rules, Side::White);
    white.set_variant(rules.variant);
    black.set_variant(rules.variant);
    let whole_match =
        rules.match_length.get() > 1 && !rules.variant.cube().is_some_and(|c| c.money);
    let mut r = GameResult {
        games: 1,
        ..GameResult::default()
    };
    let a_side = if a_is_white { Side::White } else { Side::Black };
    // A guard against a broken bot: legal play ends long before.
    for _ in 0..200_000 {
        match *m.game().phase() {
            Phase::Roll(side) => {
                let bot: &mut dyn Bot = if side == Side::White {
                    &mut *white
                } else {
                    &mut *black
                };
                if let Some(view) = CubeView::of(&m, side) {
                    let game = m.game_mut();
                    if game.can_double(side).is_ok()
                        && bot.double(game.position(), &view)
                        && game.double(side).is_ok()
                    {
                        r.doubles += 1;
                        r.dead_doubles += view.is_dead() as u32;
                        continue;
                    }
                }
                if m.game_mut().roll(stream.roll()).is_err() {
                    break;
                }
            }
            Phase::Offered(by) => {
                let taker = by.opponent();
                let bot: &mut dyn Bot = if taker == Side::White {
                    &mut *white
                } else {
                    &mut *black
                };
                // The doubler's view, as the page asks it: the position is
                // the doubler's to move, and the score is read from its side.
                let Some(view) = CubeView::of(&m, by) else {
                    break;
                };
                let game = m.game_mut();
                let answered = match bot.answer(game.position(), &view) {
                    CubeAnswer::Pass => {
                        r.passes += 1;
                        game.pass(taker).map(|_| ())
                    }
                    CubeAnswer::Beaver if game.beaver(taker).is_ok() => Ok(()),
                    CubeAnswer::Beaver | CubeAnswer::Take => game.take(taker).map(|_| ()),
                };
                if answered.is_err() {
                    break;
                }
            }
            Phase::Move(ref builder) => {
                let position = *builder.start();
                let dice = builder.dice();
                let turns = builder.legal_turns().to_vec();
                let white_to_move = position.side_to_move() == Side::White;
                let bot: &mut dyn Bot = if white_to_move {
                    &mut *white
                } else {
                    &mut *black
                };
                let who = (white_to_move != a_is_white) as usize; // 0 = A, 1 = B
                bot.set_first_mover(classic_first_mover(&m));
                let side = position.side_to_move();
                tell_score(bot, &m, side);
                let t = Instant::now();
                let pick = bot.choose(&position, dice, &turns);
                r.times[who].push(t.elapsed());
                let turn = turns[pick.min(turns.len() - 1)].turn;
                if m.game_mut().play_turn(&turn).is_err() {
                    break;
                }
            }
            Phase::Over(outcome) => {
                let sign = if outcome.winner == a_side { 1 } else { -1 };
                r.points = sign * outcome.points() as i32;
                if outcome.kind != nardy_engine::WinKind::Oin {
                    r.mars = sign;
                }
                if whole_match {
                    match m.winner() {
                        Some(w) => r.points = if w == a_side { 1 } else { -1 },
                        None if m.next_game().is_ok() => {
                            r.games += 1;
                            continue;
                        }
                        None => {}
                    }
                }
                break;
            }
            Phase::Drawn | Phase::Opening => break,
        }
    }
    r
}

/// Plays `pairs` dice sequences twice each (A as White, then B as White),
/// spread over `threads` threads. Reproducible for a given `seed`.
pub fn duplicate_match(
    a: BotFactory,
    b: BotFactory,
    pairs: u32,
    seed: u64,
    threads: usize,
) -> Report {
    duplicate_variant_match(a, b, pairs, seed, threads, duel_rules(Variant::Long, None))
}

/// [`duplicate_match`] under `rules` (see [`duel_rules`]): nardegammon's
/// money games or whole matches, with the cube; classic's may be drawn.
pub fn duplicate_variant_match(
    a: BotFactory,
    b: BotFactory,
    pairs: u32,
    seed: u64,
    threads: usize,
    rules: Rules,
) -> Report {
    let threads = threads.max(1);
    let play_pair = |i: u32| {
        let dice_seed = seed.wrapping_mul(1_000_003).wrapping_add(i as u64);
        let first = play(
            &mut *a(dice_seed),
            &mut *b(dice_seed + 1),
            dice_seed,
            true,
            rules,
        );
        let second = play(
            &mut *b(dice_seed + 2),
            &mut *a(dice_seed + 3),
            dice_seed,
            false,
            rules,
        );
        (first, second)
    };
    if threads == 1 {
        return summarise(&(0..pairs).map(play_pair).collect::<Vec<_>>());
    }
    let per_pair: Vec<(GameResult, GameResult)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let play_pair = &play_pair;
                scope.spawn(move || {
                    (0..pairs)
                        .filter(|i| *i as usize % threads == t)
                        .map(play_pair)
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("match thread"))
            .collect()
    });
    summarise(&per_pair)
}

fn summarise(pairs: &[(GameResult, GameResult)]) -> Report {
    let mut r = Report::default();
    let mut times: [Vec<Duration>; 2] = Default::default();
    let pair_means: Vec<f64> = pairs
        .iter()
        .map(|(x, y)| (x.points + y.points) as f64 / 2.0)
        .collect();
    for g in pairs.iter().flat_map(|(x, y)| [x, y]) {
        r.games += 1;
        r.wins += (g.points > 0) as u32;
        r.wins_by_mars += (g.mars > 0) as u32;
        r.losses_by_mars += (g.mars < 0) as u32;
        r.draws += (g.points == 0) as u32;
        r.doubles += g.doubles;
        r.passes += g.passes;
        r.dead_doubles += g.dead_doubles;
        r.games_played += g.games;
        for (all, game) in times.iter_mut().zip(&g.times) {
            all.extend(game);
        }
    }
    let n = pair_means.len() as f64;
    r.mean = pair_means.iter().sum::<f64>() / n.max(1.0);
    if n > 1.0 {
        let var = pair_means.iter().map(|m| (m - r.mean).powi(2)).sum::<f64>() / (n - 1.0);
        r.ci95 = 1.96 * (var / n).sqrt();
    }
    for (k, all) in times.iter_mut().enumerate() {
        all.sort_unstable();
        r.decision_time[k] = all.iter().sum::<Duration>() / (all.len() as u32).max(1);
        r.decision_median[k] = all.get(all.len() / 2).copied().unwrap_or_default();
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::RandomBot;
    use crate::heuristic::HeuristicBot;
    use nardy_engine::Position;

    #[test]
    fn heuristic_beats_random() {
        let r = duplicate_match(
            &|_| Box::new(HeuristicBot),
            &|s| Box::new(RandomBot::new(s)),
            20,
            1,
            2,
        );
        assert_eq!(r.games, 40);
        assert!(r.mean > 0.5, "{r:?}");
    }

    #[test]
    fn a_bot_against_itself_scores_zero_on_duplicate_dice() {
        // Deterministic and identical players replay each dice sequence the
        // same way with colours swapped, so each pair cancels exactly.
        let r = duplicate_match(
            &|_| Box::new(HeuristicBot),
            &|_| Box::new(HeuristicBot),
            5,
            9,
            1,
        );
        assert_eq!(r.mean, 0.0);
    }

    /// Each cube question in order: a double (`true`) or an answer, and
    /// the score it was asked with.
    type Asked = std::sync::Arc<std::sync::Mutex<Vec<(bool, Option<(u32, u32)>)>>>;

    /// Doubles at every centred cube, always takes, plays the first turn;
    /// writes down the cube questions.
    struct Doubler(Asked);

    impl Bot for Doubler {
        fn name(&self) -> String {
            "doubler".into()
        }
        fn choose(
            &mut self,
            _: &Position,
            _: nardy_engine::Dice,
            _: &[nardy_engine::LegalTurn],
        ) -> usize {
            0
        }
        fn double(&mut self, _: &Position, view: &CubeView) -> bool {
            let centred = view.cube.owner().is_none();
            if centred {
                self.0.lock().unwrap().push((true, view.away));
            }
            centred
        }
        fn answer(&mut self, _: &Position, view: &CubeView) -> CubeAnswer {
            self.0.lock().unwrap().push((false, view.away));
            CubeAnswer::Take
        }
    }

    #[test]
    fn a_double_is_answered_at_the_score_the_doubler_asked_it() {
        let asked = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let rules = duel_rules(
            Variant::Nardegammon(CubeRules::default()),
            MatchLength::new(9),
        );
        play(
            &mut Doubler(asked.clone()),
            &mut Doubler(asked.clone()),
            4,
            true,
            rules,
        );
        let asked = asked.lock().unwrap();
        let answers: Vec<_> = asked
            .windows(2)
            .filter(|w| w[0].0 && !w[1].0)
            .map(|w| (w[0].1, w[1].1))
            .collect();
        assert!(
            answers
                .iter()
                .any(|(d, _)| d.is_some_and(|(me, them)| me != them)),
            "no double at an uneven score: {asked:?}"
        );
        for (doubler, taker) in answers {
            assert_eq!(doubler, taker, "{asked:?}");
        }
    }
}
