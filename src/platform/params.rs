//! URL parameters: how a link or a host page's `<iframe src>` sets the game
//! up. Every parameter is optional; an unknown or malformed one is ignored
//! with a warning (shown in the console), never an error.
//!
//! `mode=hotseat|ai`, `level=0..4|beginner…expert`, `color=white|black`,
//! `lang=en|ru`, `length=1..25`, `animation=on|off`, `sound=on|off`,
//! `embed=1` (compact layout), `seed=N` (reproducible dice),
//! `parentOrigin=https://host.example` (where events are posted).

use crate::i18n::Lang;
use crate::state::{Mode, Options, Settings};
use nardy_ai::Level;
use nardy_engine::{MatchLength, Side};

/// What the URL asked for; `None` leaves the stored or default choice.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct UrlParams {
    pub mode: Option<Mode>,
    pub level: Option<Level>,
    pub human: Option<Side>,
    pub lang: Option<Lang>,
    pub match_length: Option<MatchLength>,
    pub animation: Option<bool>,
    pub sound: Option<bool>,
    pub embed: bool,
    pub seed: Option<u64>,
    /// An origin (`scheme://host[:port]`) the app may talk to.
    pub parent_origin: Option<String>,
}

impl UrlParams {
    /// Reads a query string (`?a=1&b=2`, the `?` optional). Returns the
    /// parameters and one warning per ignored one.
    pub fn parse(query: &str) -> (UrlParams, Vec<String>) {
        let pairs = query
            .trim_start_matches('?')
            .split('&')
            .filter(|pair| !pair.is_empty())
            .map(|pair| {
                let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
                (decode(key), decode(value))
            });
        UrlParams::from_pairs(pairs)
    }

    /// Reads already decoded `(name, value)` pairs with the same checks (a
    /// host's `newGame` command uses the parameters' names and values).
    pub fn from_pairs(
        pairs: impl IntoIterator<Item = (String, String)>,
    ) -> (UrlParams, Vec<String>) {
        let mut p = UrlParams::default();
        let mut warnings = Vec::new();
        for (key, value) in pairs {
            if let Err(why) = p.set(&key, &value) {
                warnings.push(format!("ignored URL parameter {key}={value}: {why}"));
            }
        }
        (p, warnings)
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "mode" => {
                self.mode = Some(Mode::parse(value).ok_or("expected hotseat or ai")?);
            }
            "level" => {
                let level = Level::parse(value).ok_or_else(|| {
                    format!(
                        "expected 0–{} or a level name ({})",
                        Level::COUNT - 1,
                        (0..Level::COUNT)
                            .map(|l| Level(l).name())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                })?;
                self.level = Some(level);
            }
            "color" => {
                self.human = Some(Side::parse(value).ok_or("expected white or black")?);
            }
            "lang" => self.lang = Some(Lang::parse(value).ok_or("expected en or ru")?),
            "length" => {
                let n = MatchLength::parse(value).ok_or_else(|| {
                    format!(
                        "expected a match length from {} to {} points",
                        MatchLength::MIN,
                        MatchLength::MAX
                    )
                })?;
                self.match_length = Some(n);
            }
            "animation" => self.animation = Some(switch(value)?),
            "sound" => self.sound = Some(switch(value)?),
            "embed" => self.embed = switch(value)?,
            "seed" => {
                self.seed = Some(
                    value
                        .parse()
                        .map_err(|_| "expected a whole number from 0 to 18446744073709551615")?,
                )
            }
            "parentOrigin" => self.parent_origin = Some(origin(value)?),
            _ => return Err("unknown parameter".into()),
        }
        Ok(())
    }

    /// `options` with what the URL chose put in.
    pub fn apply(&self, mut options: Options) -> Options {
        if let Some(m) = self.mode {
            options.mode = m;
        }
        if let Some(l) = self.level {
            options.level = l;
        }
        if let Some(h) = self.human {
            options.human = h;
        }
        if let Some(n) = self.match_length {
            options.rules.match_length = n;
        }
        options
    }

    /// `settings` with what the URL chose put in.
    pub fn apply_settings(&self, settings: Settings) -> Settings {
        Settings {
            lang: self.lang.unwrap_or(settings.lang),
            animate: self.animation.unwrap_or(settings.animate),
            sound: self.sound.unwrap_or(settings.sound),
            compact: self.embed,
            ..settings
        }
    }
}

fn switch(value: &str) -> Result<bool, String> {
    match value {
        "1" | "on" | "true" | "yes" => Ok(true),
        "0" | "off" | "false" | "no" => Ok(false),
        _ => Err("expected on or off (1 or 0)".into()),
    }
}

/// Accepts exactly an origin: `http(s)://host[:port]`, no path, query or
/// wildcard, so messages can only ever go to the page that was named.
fn origin(value: &str) -> Result<String, String> {
    let rest = value
        .strip_prefix("https://")
        .or_else(|| value.strip_prefix("http://"))
        .ok_or("expected an origin such as https://example.com")?;
    let rest = rest.strip_suffix('/').unwrap_or(rest);
    let (host, port) = rest.split_once(':').unwrap_or((rest, ""));
    let host_ok = !host.is_empty()
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.');
    let port_ok = port.is_empty() || port.parse::<u16>().is_ok_and(|p| p > 0);
    if !host_ok || !port_ok {
        return Err("expected an origin such as https://example.com (no path)".into());
    }
    Ok(value
        .strip_suffix('/')
        .unwrap_or(value)
        .to_ascii_lowercase())
}

/// Percent-decoding of a query component (`+` is a space); a broken escape
/// is kept as it is, so the warning shows what was written.
fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = s
                    .get(i + 1..i + 3)
                    .and_then(|h| u8::from_str_radix(h, 16).ok());
                match hex {
                    Some(b) => {
                        out.push(b);
                        i += 2;
                    }
                    None => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_parameter_is_read() {
        let (p, warnings) = UrlParams::parse(
            "?mode=hotseat&level=expert&color=black&lang=ru&length=5&animation=off&sound=0&embed=1&seed=42&parentOrigin=http%3A%2F%2F127.0.0.1%3A8000",
        );
        assert_eq!(warnings, Vec::<String>::new());
        assert_eq!(p.mode, Some(Mode::HotSeat));
        assert_eq!(p.level, Some(Level(4)));
        assert_eq!(p.human, Some(Side::Black));
        assert_eq!(p.lang, Some(Lang::Ru));
        assert_eq!(p.match_length, MatchLength::new(5));
        assert_eq!(
            (p.animation, p.sound, p.embed),
            (Some(false), Some(false), true)
        );
        assert_eq!(p.seed, Some(42));
        assert_eq!(p.parent_origin.as_deref(), Some("http://127.0.0.1:8000"));
        let o = p.apply(Options::default());
        assert_eq!(
            (o.mode, o.level, o.human, o.rules.match_length),
            (
                Mode::HotSeat,
                Level(4),
                Side::Black,
                MatchLength::new(5).unwrap()
            )
        );
    }

    #[test]
    fn malformed_parameters_are_ignored_with_a_warning_each() {
        let (p, warnings) = UrlParams::parse(
            "mode=chess&level=9&color=red&lang=de&length=26&animation=maybe&embed=2&seed=-1&parentOrigin=*&parentOrigin=javascript:alert(1)&parentOrigin=https://a.example/path&bogus&%zz=1&=",
        );
        assert_eq!(p, UrlParams::default());
        assert_eq!(warnings.len(), 14, "{warnings:#?}");
        assert!(warnings[0].contains("mode=chess") && warnings[0].contains("hotseat or ai"));
        assert!(warnings[1].contains("level=9"));
        assert!(warnings[12].contains("%zz=1") && warnings[11].contains("unknown parameter"));
        assert_eq!(p.apply(Options::default()), Options::default());
    }

    #[test]
    fn origins_are_exact() {
        assert_eq!(
            origin("https://Example.com/").unwrap(),
            "https://example.com"
        );
        assert!(origin("https://example.com:0").is_err());
        assert!(origin("https://exa mple.com").is_err());
        assert!(origin("ftp://example.com").is_err());
        assert_eq!(decode("a%2"), "a%2");
        assert_eq!(decode("a+b%21"), "a b!");
    }
}
