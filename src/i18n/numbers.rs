//! Numbers with decimals, written with integer arithmetic (Russian with a
//! decimal comma): `{:.N}` would bring the exact float formatter into the
//! download for a few percentages.

use super::Lang;

/// `x` rounded half away from zero to `places` decimals (at most 3): its
/// sign, its whole part, and its decimals as one integer.
fn split(x: f64, places: u32) -> (&'static str, u64, u64) {
    let scale = 10u64.pow(places.min(3));
    let units = (x.abs() * scale as f64 + 0.5) as u64;
    let sign = if x < 0.0 && units > 0 { "-" } else { "" };
    (sign, units / scale, units % scale)
}

/// `x` with `decimals` places (at most 3), as the reader's language writes
/// it: "16.7", "16,7".
pub fn fixed(lang: Lang, x: f64, decimals: u32) -> String {
    let (sign, whole, rest) = split(x, decimals);
    if decimals == 0 {
        return format!("{sign}{whole}");
    }
    let point = if lang == Lang::Ru { ',' } else { '.' };
    format!(
        "{sign}{whole}{point}{rest:0width$}",
        width = decimals.min(3) as usize
    )
}

/// `x` with up to `places` decimals (at most 3) and no trailing zeros, as
/// code writes it (SVG, JSON): "14", "-3.5", "0.25".
pub fn decimal(x: f64, places: u32) -> String {
    let (sign, whole, rest) = split(x, places);
    if rest == 0 {
        return format!("{sign}{whole}");
    }
    let digits = format!("{rest:0width$}", width = places.min(3) as usize);
    format!("{sign}{whole}.{}", digits.trim_end_matches('0'))
}

/// `units` ten-thousandths of a point, as `nardy analyse` writes them
/// (`+0.1234` when `signed`), with the reader's decimal mark.
pub fn points(lang: Lang, units: i32, signed: bool) -> String {
    let sign = match (units < 0, signed) {
        (true, _) => "-",
        (false, true) => "+",
        (false, false) => "",
    };
    let point = if lang == Lang::Ru { ',' } else { '.' };
    let abs = units.unsigned_abs();
    format!("{sign}{}{point}{:04}", abs / 10_000, abs % 10_000)
}

/// A chance in tenths of a percent (as the worker sends it): "55.1%".
pub fn tenths_percent(lang: Lang, tenths: u16) -> String {
    percent(lang, u64::from(tenths), 1000)
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
        assert_eq!(points(Lang::En, 2331, true), "+0.2331");
        assert_eq!(points(Lang::Ru, -15000, true), "-1,5000");
        assert_eq!(points(Lang::En, 0, true), "+0.0000");
        assert_eq!(points(Lang::En, 42, false), "0.0042");
        assert_eq!(tenths_percent(Lang::En, 551), "55.1%");
        assert_eq!(tenths_percent(Lang::Ru, 1000), "100,0\u{a0}%");
        assert_eq!(fixed(Lang::Ru, 16.666, 1), "16,7");
        assert_eq!(fixed(Lang::En, 0.0449, 3), "0.045");
        assert_eq!(fixed(Lang::En, 3.04, 1), "3.0");
        assert_eq!(fixed(Lang::En, 2.5, 0), "3");
        assert_eq!(percent(Lang::En, 1, 6), "16.7%");
        assert_eq!(percent(Lang::Ru, 1, 3), "33,3\u{a0}%");
        assert_eq!(percent(Lang::En, 0, 0), "0.0%");
        assert_eq!(fixed(Lang::En, -2.25, 1), "-2.3");
        assert_eq!(decimal(-3.5, 2), "-3.5");
        assert_eq!(decimal(0.125, 3), "0.125");
        assert_eq!(decimal(-0.0004, 3), "0");
        assert_eq!(decimal(2.0, 3), "2");
    }
}
