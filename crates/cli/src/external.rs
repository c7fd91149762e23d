//! A bot that is another program speaking `nardy engine`'s line protocol
//! (`nardy match --white-cmd "…"`): it reads `<position> <dice>` lines and
//! answers each with a turn in RULES.md §6 notation, or `pass`. So any
//! engine, an older `nardy` among them, can play a duplicate-dice match.

use crate::CliError;
use nardy_ai::{Bot, CubeAnswer, CubeView};
use nardy_engine::{Dice, LegalTurn, Position, Turn};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// A running engine program.
pub struct External {
    command: String,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
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
        })
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
        let question = format!(
            "{position} cube={}{}",
            view.cube.code(),
            if doubled { " doubled" } else { "" }
        );
        match self.exchange(&question) {
            Ok(answer) if !answer.starts_with("error:") => Some(answer),
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
        let question = format!("{position} {dice}");
        let line = self.exchange(&question)?;
        let answer = line.as_str();
        let turn: Turn = answer
            .parse()
            .map_err(|e| format!("it answered '{answer}' to '{question}': {e}"))?;
        let result = position
            .play(dice, &turn)
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
}

impl Drop for External {
    fn drop(&mut self) {
        // The protocol ends at end of input; a program that ignores it is stopped.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
