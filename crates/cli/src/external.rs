//! A bot that is another program speaking `nardy engine`'s line protocol
//! (`nardy match --white-cmd "…"`): it reads `<position> <dice>` lines and
//! answers each with a turn in RULES.md §6 notation, or `pass`. So any
//! engine, an older `nardy` among them, can play a duplicate-dice match.
//!
//! The fields after the position say what the game is: `variant=hachapuri`
//! (its moves), `variant=classic first=w` (the equalising turn and the
//! draw), `cube=…` in nardegammon, `away=ME,THEM` in a match. A
//! program that answers a line with them `error: …` is asked without them
//! from then on, as before they existed (it plays money stakes).

use crate::CliError;
use nardy_ai::{Bot, CubeAnswer, CubeView, Score};
use nardy_engine::{Cube, Dice, LegalTurn, Position, Side, Turn, Variant};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::{Arc, Mutex};

/// A running engine program.
pub struct External {
    command: String,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    /// The game now played, for the fields of a question.
    variant: Variant,
    /// Classic's first mover.
    first: Option<Side>,
    score: Option<Score>,
    cube: Option<Cube>,
    /// The program refused the fields: it is asked the bare lines.
    bare: bool,
}

impl External {
    /// Starts `command` with `sh -c`.
    pub fn spawn(command: &str) -> Result<External, CliError> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| CliError(format!("cannot start '{command}': {e}")))?;
        let input = child.stdin.take().expect("piped");
        let output = BufReader::new(child.stdout.take().expect("piped"));
        Ok(External {
            command: command.to_string(),
            child,
            input,
            output,
            variant: Variant::Long,
            first: None,
            score: None,
            cube: None,
            bare: false,
        })
    }

    /// The fields after the position that say what the game is: a cube
    /// question's view, or the game's cube and score for a turn.
    fn fields(&self, view: Option<&CubeView>) -> String {
        let mut fields = String::new();
        match (self.variant, self.first) {
            (Variant::Hachapuri(_), _) => fields.push_str(" variant=hachapuri"),
            (Variant::Classic, Some(first)) => {
                fields.push_str(&format!(" variant=classic first={}", first.letter()));
            }
            _ => {}
        }
        let (cube, away) = match view {
            Some(v) => (Some(v.cube), v.away),
            None => (self.cube, self.score.map(|s| (s.me.into(), s.them.into()))),
        };
        if let Some(cube) = cube {
            fields.push_str(&format!(" cube={}", cube.code()));
        }
        if let Some((me, them)) = away {
            fields.push_str(&format!(" away={me},{them}"));
        }
        fields
    }

    /// Asks `position` with the game's fields and then `tail`, and returns
    /// the line asked and its answer; a program that refuses the fields is
    /// asked without them, now and from then on.
    fn ask_with_fields(
        &mut self,
        position: &Position,
        view: Option<&CubeView>,
        tail: &str,
    ) -> Result<(String, String), String> {
        let fields = self.fields(view);
        let cube = view.map(|v| v.cube);
        if !self.bare && !fields.is_empty() {
            let question = format!("{position}{fields}{tail}");
            let answer = self.exchange(&question)?;
            if !answer.starts_with("error:") {
                return Ok((question, answer));
            }
            self.bare = true;
            eprintln!(
                "note: the engine '{}' answered '{answer}' to a line with '{}': it is asked without them (money play, long nardy's moves)",
                self.command,
                fields.trim()
            );
        }
        // Without the fields a cube question still needs its cube.
        let cube = cube
            .map(|c| format!(" cube={}", c.code()))
            .unwrap_or_default();
        let question = format!("{position}{cube}{tail}");
        let answer = self.exchange(&question)?;
        Ok((question, answer))
    }

    /// Sends one question line and reads the answer line.
    fn exchange(&mut self, question: &str) -> Result<String, String> {
        writeln!(self.input, "{question}")
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("cannot write to it: {e}"))?;
        let mut line = String::new();
        match self.output.read_line(&mut line) {
            Ok(0) => Err(format!("it ended without answering '{question}'")),
            Err(e) => Err(format!("cannot read its answer: {e}")),
            Ok(_) => Ok(line.trim().to_string()),
        }
    }

    /// A cube question (`… cube=2b` or `… cube=2b doubled`); an engine that
    /// knows no cube answers `error: …`, which is read as `None`.
    fn ask_cube(&mut self, position: &Position, view: &CubeView, doubled: bool) -> Option<String> {
        let tail = if doubled { " doubled" } else { "" };
        match self.ask_with_fields(position, Some(view), tail) {
            Ok((_, answer)) if !answer.starts_with("error:") => Some(answer),
            Ok(_) => None,
            Err(why) => self.fail(&why),
        }
    }

    /// A match cannot go on with a broken player: one line, exit 2.
    fn fail(&self, why: &str) -> ! {
        eprintln!("error: the engine '{}': {why}", self.command);
        std::process::exit(2);
    }

    /// The engine's answer for one roll, as an index into `turns`.
    fn ask(
        &mut self,
        position: &Position,
        dice: Dice,
        turns: &[LegalTurn],
    ) -> Result<usize, String> {
        let (question, line) = self.ask_with_fields(position, None, &format!(" {dice}"))?;
        let answer = line.as_str();
        if answer.starts_with("error:") {
            return Err(format!("it answered '{answer}' to '{question}'"));
        }
        let turn: Turn = answer
            .parse()
            .map_err(|e| format!("it answered '{answer}' to '{question}': {e}"))?;
        let result = position
            .replay_of(self.variant, dice, &turn)
            .map_err(|e| format!("it answered '{answer}' to '{question}': {e}"))?;
        turns
            .iter()
            .position(|t| t.result == result)
            .ok_or_else(|| format!("it answered '{answer}' to '{question}', not a legal result"))
    }
}

impl Bot for External {
    fn name(&self) -> String {
        self.command.clone()
    }

    fn choose(&mut self, position: &Position, dice: Dice, turns: &[LegalTurn]) -> usize {
        match self.ask(position, dice, turns) {
            Ok(pick) => pick,
            Err(why) => self.fail(&why),
        }
    }

    fn double(&mut self, position: &Position, view: &CubeView) -> bool {
        match self.ask_cube(position, view, false).as_deref() {
            None | Some("roll") => false,
            Some("double") => true,
            Some(other) => self.fail(&format!(
                "it answered '{other}' to a double question, not double or roll"
            )),
        }
    }

    fn answer(&mut self, position: &Position, view: &CubeView) -> CubeAnswer {
        match self.ask_cube(position, view, true).as_deref() {
            None | Some("take") => CubeAnswer::Take,
            Some("pass") => CubeAnswer::Pass,
            Some("beaver") => CubeAnswer::Beaver,
            Some(other) => self.fail(&format!(
                "it answered '{other}' to a double, not take, pass or beaver"
            )),
        }
    }

    fn set_variant(&mut self, variant: Variant) {
        self.variant = variant;
    }

    fn set_first_mover(&mut self, first: Option<Side>) {
        self.first = first;
    }

    fn set_score(&mut self, _side: nardy_engine::Side, score: Option<Score>, cube: Option<Cube>) {
        self.score = score;
        self.cube = cube;
    }
}

impl Drop for External {
    fn drop(&mut self) {
        // The protocol ends at end of input; a program that ignores it is stopped.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The running programs of one command, each lent to one game at a time: a
/// match of 1,000 games then starts as many programs as it has threads, not
/// 1,000 (the protocol has no state between lines, so a game needs no fresh
/// one; an engine that builds tables at start-up pays for them once).
pub struct EnginePool {
    command: String,
    idle: Mutex<Vec<External>>,
}

impl EnginePool {
    pub fn new(command: &str) -> Arc<EnginePool> {
        Arc::new(EnginePool {
            command: command.to_string(),
            idle: Mutex::new(Vec::new()),
        })
    }

    pub fn command(&self) -> &str {
        &self.command
    }

    /// An idle program, or a new one.
    pub fn lend(self: &Arc<Self>) -> Result<Lent, CliError> {
        let idle = self.idle.lock().map(|mut v| v.pop()).unwrap_or(None);
        let engine = match idle {
            Some(engine) => engine,
            None => External::spawn(&self.command)?,
        };
        Ok(Lent {
            engine: Some(engine),
            pool: self.clone(),
        })
    }
}

/// A program lent by an [`EnginePool`]; it goes back when the game drops it.
pub struct Lent {
    engine: Option<External>,
    pool: Arc<EnginePool>,
}

impl Lent {
    fn engine(&mut self) -> &mut External {
        self.engine.as_mut().expect("lent until dropped")
    }
}

impl Drop for Lent {
    fn drop(&mut self) {
        if let (Some(engine), Ok(mut idle)) = (self.engine.take(), self.pool.idle.lock()) {
            idle.push(engine);
        }
    }
}

impl Bot for Lent {
    fn name(&self) -> String {
        self.pool.command.clone()
    }

    fn choose(&mut self, position: &Position, dice: Dice, turns: &[LegalTurn]) -> usize {
        self.engine().choose(position, dice, turns)
    }

    fn double(&mut self, position: &Position, view: &CubeView) -> bool {
        self.engine().double(position, view)
    }

    fn answer(&mut self, position: &Position, view: &CubeView) -> CubeAnswer {
        self.engine().answer(position, view)
    }

    fn set_variant(&mut self, variant: Variant) {
        self.engine().set_variant(variant);
    }

    fn set_first_mover(&mut self, first: Option<Side>) {
        self.engine().set_first_mover(first);
    }

    fn set_score(&mut self, side: nardy_engine::Side, score: Option<Score>, cube: Option<Cube>) {
        self.engine().set_score(side, score, cube);
    }
}
