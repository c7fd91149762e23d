//! Numbers with decimals written with integer arithmetic: `{:.N}` would
//! bring the exact float formatter (about 14 KB of wasm) into the download.

/// `x` rounded half away from zero to `places` decimals (at most 3): its
/// sign, its whole part, and its decimals as one integer.
pub fn split(x: f64, places: u32) -> (&'static str, u64, u64) {
    let scale = 10u64.pow(places.min(3));
    let units = (x.abs() * scale as f64 + 0.5) as u64;
    let sign = if x < 0.0 && units > 0 { "-" } else { "" };
    (sign, units / scale, units % scale)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_are_written_as_code_writes_them() {
        assert_eq!(decimal(-3.5, 2), "-3.5");
        assert_eq!(decimal(0.125, 3), "0.125");
        assert_eq!(decimal(-0.0004, 3), "0");
        assert_eq!(decimal(2.0, 3), "2");
        assert_eq!(split(-2.25, 1), ("-", 2, 3));
    }
}
