//! `--name value` options shared by the subcommands.

use crate::CliError;
use std::str::FromStr;

/// Parsed `--name value` pairs; every name must be known to the command.
pub struct Options<'a> {
    pairs: Vec<(&'a str, &'a str)>,
}

impl<'a> Options<'a> {
    /// Reads `args` as `--name value` pairs, allowing only `known` names.
    pub fn parse(args: &[&'a str], known: &[&str]) -> Result<Options<'a>, CliError> {
        let mut pairs = Vec::new();
        let mut rest = args.iter();
        while let Some(&name) = rest.next() {
            let key = name
                .strip_prefix("--")
                .filter(|k| known.contains(k))
                .ok_or_else(|| {
                    CliError(format!(
                        "unknown option '{name}' (known: --{})",
                        known.join(", --")
                    ))
                })?;
            let value = rest
                .next()
                .ok_or_else(|| CliError(format!("option '{name}' needs a value")))?;
            pairs.push((key, *value));
        }
        Ok(Options { pairs })
    }

    /// The value of `--name`, parsed, or `default` when absent.
    pub fn get<T: FromStr>(&self, name: &str, default: T) -> Result<T, CliError> {
        match self.pairs.iter().rev().find(|(k, _)| *k == name) {
            None => Ok(default),
            Some((_, v)) => v
                .parse()
                .map_err(|_| CliError(format!("--{name}: cannot read '{v}'"))),
        }
    }

    /// The raw value of `--name`, if given.
    pub fn text(&self, name: &str) -> Option<&'a str> {
        self.pairs
            .iter()
            .rev()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| *v)
    }
}
