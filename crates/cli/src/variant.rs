//! `--variant`, `--beaver`, `--jacoby`: the game of the family a command
//! plays (RULES.md §8), shared by `nardy match` and `nardy record`.

use nardy_engine::{CubeRules, HachapuriRules, Variant};

/// `--variant`: one of [`Variant::CODES`], its options off.
pub fn parse(text: &str) -> Result<Variant, String> {
    Variant::parse(text).ok_or_else(|| format!("expected {}", Variant::CODES.join(", ")))
}

/// The variant options of a command.
#[derive(clap::Args)]
pub struct VariantArgs {
    /// The game played: long (the default game), classic (the equalising
    /// last turn, draws), nardegammon (the doubling cube) or hachapuri
    /// (its own start, no head rule)
    #[arg(long, value_name = "VARIANT", default_value = "long", value_parser = parse)]
    variant: Variant,
    /// Hachapuri: 'count' scores the checkers the loser has not borne off
    #[arg(long, value_name = "SCORING", value_parser = ["count"])]
    scoring: Option<String>,
    /// Nardegammon: a taker may redouble at once and keep the cube
    #[arg(long)]
    beaver: bool,
    /// Nardegammon money play: mars counts as oin until the cube is turned
    #[arg(long)]
    jacoby: bool,
}

impl VariantArgs {
    /// Nardegammon was chosen.
    pub fn has_cube(&self) -> bool {
        matches!(self.variant, Variant::Nardegammon(_))
    }

    /// The variant with its options; `money` for nardegammon without a
    /// match length. Cube options without the cube are refused.
    pub fn variant(&self, money: bool) -> Result<Variant, String> {
        match self.variant {
            Variant::Nardegammon(_) => {
                if self.jacoby && !money {
                    return Err("--jacoby is a money-play rule".into());
                }
                Ok(Variant::Nardegammon(CubeRules {
                    money,
                    beaver: self.beaver,
                    jacoby: self.jacoby,
                }))
            }
            other if self.beaver || self.jacoby || money => Err(format!(
                "--beaver, --jacoby and money play need --variant nardegammon, not {}",
                other.code()
            )),
            Variant::Hachapuri(_) => Ok(Variant::Hachapuri(HachapuriRules {
                count: self.scoring.is_some(),
            })),
            other if self.scoring.is_some() => Err(format!(
                "--scoring count needs --variant hachapuri, not {}",
                other.code()
            )),
            other => Ok(other),
        }
    }
}
