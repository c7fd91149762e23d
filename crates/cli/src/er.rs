//! `nardy er`: each level's error rate against the rollout-labelled
//! benchmark (crates/ai/bench/er.txt), and `nardy er --label`, which makes
//! that file once (hours of rollouts; CI never runs it).

use crate::bots;
use crate::CliError;
use nardy_ai::benchmark::{label, sample, score, Decision, Score, Stage};
use nardy_ai::{Analyser, Evaluator, Level, NetPlayer, RolloutConfig};
use std::io::Write;
use std::path::PathBuf;

/// The options of `nardy er`.
#[derive(clap::Args)]
pub struct Args {
    /// The labelled decisions
    #[arg(long, value_name = "FILE", default_value = "crates/ai/bench/er.txt")]
    bench: PathBuf,
    /// Make the file instead: sample decisions from self-play and label
    /// them by rollouts, one line each as it is done
    #[arg(long)]
    label: bool,
    /// With --label: decisions per stage (opening, head, blocking, race, bear-off)
    #[arg(long, value_name = "N", default_value_t = 100)]
    per_stage: usize,
    /// With --label: candidates rolled out, the best at 2-ply (the 0-ply and
    /// 1-ply bests are added when they are not among them)
    #[arg(long, value_name = "K", default_value_t = 3)]
    candidates: usize,
    /// With --label: rollout games per candidate
    #[arg(long, value_name = "N", default_value_t = 1296)]
    games: u32,
    /// With --label: seed of the self-play games and of the rollouts' dice
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// With --label: threads [default: all cores]
    #[arg(long, value_name = "T")]
    threads: Option<usize>,
    /// Score only the first N decisions
    #[arg(long, value_name = "N")]
    limit: Option<usize>,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), CliError> {
    let net = bots::network(None)?;
    if args.label {
        return make(&args, &net);
    }
    let text = std::fs::read_to_string(&args.bench)
        .map_err(|e| CliError(format!("cannot read {}: {e}", args.bench.display())))?;
    let mut decisions = Vec::new();
    for (i, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let d = Decision::parse(line)
            .map_err(|e| CliError(format!("{} line {}: {e}", args.bench.display(), i + 1)))?;
        decisions.push(d);
    }
    decisions.truncate(args.limit.unwrap_or(usize::MAX));
    let counts: Vec<String> = Stage::ALL
        .iter()
        .map(|s| {
            format!(
                "{} {}",
                s.code(),
                decisions.iter().filter(|d| d.stage == *s).count()
            )
        })
        .collect();
    writeln!(out, "{} decisions ({})", decisions.len(), counts.join(", "))?;
    writeln!(
        out,
        "level          error rate  agreement  {}",
        Stage::ALL.map(|s| format!("{:>9}", s.code())).join("")
    )?;
    let mut analyser = Analyser::new(Evaluator::new(net.clone()));
    for level in (0..Level::COUNT).map(Level) {
        // Scored stage by stage; the whole is the sum of the stages.
        let mut all = Score::default();
        let mut stages = String::new();
        for stage in Stage::ALL {
            let of: Vec<Decision> = decisions
                .iter()
                .filter(|d| d.stage == stage)
                .cloned()
                .collect();
            let mut bot = NetPlayer::at_level_with(level, Evaluator::new(net.clone()), 1);
            let s = score(&mut bot, &of, &mut analyser);
            stages += &format!("{:>9.4}", s.error_rate());
            all.add(s);
        }
        writeln!(
            out,
            "{:<14} {:>10.4}  {:>8.1}%  {stages}",
            level.name(),
            all.error_rate(),
            100.0 * all.agreement(),
        )?;
    }
    Ok(())
}

/// Samples and labels, writing each decision's line as soon as it is done.
fn make(args: &Args, net: &std::sync::Arc<nardy_ai::Network>) -> Result<(), CliError> {
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let mut file = std::fs::File::create(&args.bench)
        .map_err(|e| CliError(format!("cannot write {}: {e}", args.bench.display())))?;
    let chosen = sample(net, args.per_stage, args.seed);
    let started = std::time::Instant::now();
    for (i, (position, dice, stage)) in chosen.iter().enumerate() {
        let rollout = RolloutConfig {
            games: args.games,
            seed: args.seed.wrapping_mul(1_000_003).wrapping_add(i as u64),
            threads,
            truncate: true,
        };
        let d = label(net, position, *dice, *stage, args.candidates, rollout);
        writeln!(file, "{}", d.to_line())?;
        file.flush()?;
        eprintln!(
            "{}/{} {} labelled ({:.0} s)",
            i + 1,
            chosen.len(),
            stage.code(),
            started.elapsed().as_secs_f64()
        );
    }
    Ok(())
}
