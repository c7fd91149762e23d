//! Running the `nardy` binary from the CLI tests.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `nardy` with `args`, nothing on standard input.
pub fn nardy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nardy"))
        .args(args)
        .output()
        .expect("nardy runs")
}

/// Runs `nardy` with `args`, feeding `input` on standard input.
pub fn nardy_with_input(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nardy"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nardy runs");
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    child.wait_with_output().expect("nardy finishes")
}
