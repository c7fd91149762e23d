//! Numbers with decimals, written with integer arithmetic (Russian with a
//! decimal comma): `{:.N}` would bring the exact float formatter into the
//! download for a few percentages.

use crate::lang::Lang;
use crate::{msg, T};
pub use nardy_drawing::numbers::decimal;
use nardy_drawing::numbers::split;

/// `x` with `decimals` places (at most 3), as the reader's language writes
/// it: "16.7", "16,7".
pub fn fixed(lang: Lang, x: f64, decimals: u32) -> String {
    let (sign, whole, rest) = split(x, decimals);
    if decimals == 0 {
        return format!("{sign}{whole}");
    }
    let point = T::DecimalMark.text(lang);
    format!(
        "{sign}{whole}{point}{rest:0width$}",
        width = decimals.min(3) as usize
    )
}

/// [`fixed`] with its sign always written: "+0.125", "-1,500".
pub fn fixed_signed(lang: Lang, x: f64, decimals: u32) -> String {
    let text = fixed(lang, x, decimals);
    if text.starts_with('-') {
        text
    } else {
        format!("+{text}")
    }
}

/// `units` ten-thousandths of a point, as `nardy analyse` writes them
/// (`+0.1234` when `signed`), with the reader's decimal mark.
pub fn points(lang: Lang, units: i32, signed: bool) -> String {
    let sign = match (units < 0, signed) {
        (true, _) => "-",
        (false, true) => "+",
        (false, false) => "",
    };
    let point = T::DecimalMark.text(lang);
    let abs = units.unsigned_abs();
    format!("{sign}{}{point}{:04}", abs / 10_000, abs % 10_000)
}

/// A chance in tenths of a percent (as the worker sends it): "55.1%".
pub fn tenths_percent(lang: Lang, tenths: u16) -> String {
    percent(lang, u64::from(tenths), 1000)
}

/// `part` of `whole` as a percentage with one decimal, as the language
/// writes one (`percent` in its words): "16.7%", "16,7 %", "%16,7".
pub fn percent(lang: Lang, part: u64, whole: u64) -> String {
    let p = if whole == 0 {
        0.0
    } else {
        100.0 * part as f64 / whole as f64
    };
    msg::percent(lang, &fixed(lang, p, 1))
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
        // Each language writes its own: Turkish puts the sign first.
        assert_eq!(percent(Lang::Tr, 1, 6), "%16,7");
        assert_eq!(fixed(Lang::Uk, 2.25, 2), "2,25");
        assert_eq!(percent(Lang::En, 0, 0), "0.0%");
        assert_eq!(fixed(Lang::En, -2.25, 1), "-2.3");
        assert_eq!(fixed_signed(Lang::En, 0.125, 3), "+0.125");
        assert_eq!(fixed_signed(Lang::Ru, -1.5, 3), "-1,500");
    }
}
