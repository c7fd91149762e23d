//! Numbers with decimals, written with integer arithmetic (Russian with a
//! decimal comma): `{:.N}` would bring the exact float formatter into the
//! download for a few percentages.

use super::Lang;

/// `x` with `decimals` places (at most 3), rounded half up; `x ≥ 0`.
pub fn fixed(lang: Lang, x: f64, decimals: u32) -> String {
    let scale = 10u64.pow(decimals.min(3));
    let n = (x * scale as f64 + 0.5) as u64;
    if decimals == 0 {
        return n.to_string();
    }
    let point = if lang == Lang::Ru { ',' } else { '.' };
    format!(
        "{}{point}{:0width$}",
        n / scale,
        n % scale,
        width = decimals as usize
    )
}

/// `part` of `whole` as a percentage with one decimal: "16.7%", "16,7 %".
pub fn percent(lang: Lang, part: u64, whole: u64) -> String {
    let p = if whole == 0 {
        0.0
    } else {
        100.0 * part as f64 / whole as f64
    };
    match lang {
        Lang::En => format!("{}%", fixed(lang, p, 1)),
        Lang::Ru => format!("{}\u{a0}%", fixed(lang, p, 1)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_as_each_language_writes_them() {
        assert_eq!(fixed(Lang::En, 16.666, 1), "16.7");
        assert_eq!(fixed(Lang::Ru, 16.666, 1), "16,7");
        assert_eq!(fixed(Lang::En, 0.0449, 3), "0.045");
        assert_eq!(fixed(Lang::En, 3.04, 1), "3.0");
        assert_eq!(fixed(Lang::En, 2.5, 0), "3");
        assert_eq!(percent(Lang::En, 1, 6), "16.7%");
        assert_eq!(percent(Lang::Ru, 1, 3), "33,3\u{a0}%");
        assert_eq!(percent(Lang::En, 0, 0), "0.0%");
    }
}
