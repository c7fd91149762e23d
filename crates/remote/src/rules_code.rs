//! The rules an invitation proposes, in one word: `<variant>-<length>`
//! and option letters, e.g. `long-3`, `classic-5-k`, `nardegammon-money-bj`,
//! `hachapuri-1-c`. Letters, in this order, each only where it applies:
//! `k` koks, `d` the opening dice are played (`Opening: play-dice`),
//! `b` beaver and `j` Jacoby (nardegammon; Jacoby in money play only),
//! `c` hachapuri's count scoring.

use nardy_engine::{CubeRules, HachapuriRules, MatchLength, OpeningRule, Rules, Variant};

pub fn rules_to_code(rules: Rules) -> String {
    let cube = rules.variant.cube();
    let length = if rules.variant.is_money() {
        "money".to_string()
    } else {
        rules.match_length.to_string()
    };
    let mut flags = String::new();
    let mut flag = |on: bool, letter: char| {
        if on {
            flags.push(letter)
        }
    };
    flag(rules.koks, 'k');
    flag(rules.opening == OpeningRule::PlayOpeningDice, 'd');
    flag(cube.is_some_and(|c| c.beaver), 'b');
    flag(cube.is_some_and(|c| c.jacoby && c.money), 'j');
    flag(rules.variant.counts(), 'c');
    let mut code = format!("{}-{length}", rules.variant.code());
    if !flags.is_empty() {
        code.push('-');
        code.push_str(&flags);
    }
    code
}

/// Reads [`rules_to_code`]'s word; `None` for anything it does not write.
pub fn code_to_rules(code: &str) -> Option<Rules> {
    let mut parts = code.split('-');
    let variant = Variant::parse(parts.next()?)?;
    let length = parts.next()?;
    let flags = parts.next().unwrap_or("");
    if parts.next().is_some() {
        return None;
    }
    let has = |c: char| flags.contains(c);
    let money = length == "money";
    let variant = match variant {
        Variant::Nardegammon(_) => Variant::Nardegammon(CubeRules {
            money,
            beaver: has('b'),
            jacoby: money && has('j'),
        }),
        Variant::Hachapuri(_) => Variant::Hachapuri(HachapuriRules { count: has('c') }),
        other => other,
    };
    let rules = Rules {
        match_length: if money {
            MatchLength::DEFAULT
        } else {
            MatchLength::parse(length)?
        },
        koks: has('k'),
        opening: if has('d') {
            OpeningRule::PlayOpeningDice
        } else {
            OpeningRule::RollAgain
        },
        variant,
    };
    // One spelling per rule set: money without the cube, Jacoby in a
    // match, letters out of order or repeated are all refused here.
    (rules_to_code(rules) == code).then_some(rules)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_set_has_one_word() {
        let cube = |money, beaver, jacoby| {
            Variant::Nardegammon(CubeRules {
                money,
                beaver,
                jacoby,
            })
        };
        let variants = [
            Variant::Long,
            Variant::Classic,
            cube(false, false, false),
            cube(false, true, false),
            cube(true, false, true),
            cube(true, true, true),
            cube(true, false, false),
            Variant::Hachapuri(HachapuriRules { count: true }),
            Variant::Hachapuri(HachapuriRules { count: false }),
        ];
        for variant in variants {
            for koks in [false, true] {
                for opening in OpeningRule::ALL {
                    let rules = Rules {
                        match_length: MatchLength::new(5).unwrap(),
                        koks,
                        opening,
                        variant,
                    };
                    let rules = if variant.is_money() {
                        Rules {
                            match_length: MatchLength::DEFAULT,
                            ..rules
                        }
                    } else {
                        rules
                    };
                    let code = rules_to_code(rules);
                    assert_eq!(code_to_rules(&code), Some(rules), "{code}");
                }
            }
        }
        assert_eq!(rules_to_code(Rules::default()), "long-3");
        for bad in [
            "long",
            "long-0",
            "long-money",
            "long-3-b",
            "nardegammon-3-j",
            "long-3-kk",
            "long-3-dk",
            "chess-3",
            "long-3-k-x",
        ] {
            assert_eq!(code_to_rules(bad), None, "{bad}");
        }
    }
}
