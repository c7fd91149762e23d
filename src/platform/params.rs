//! URL parameters: how a link or a host page's `<iframe src>` sets the game
//! up. Every parameter is optional; an unknown or malformed one is ignored
//! with a warning (shown in the console), never an error.
//!
//! `mode=hotseat|ai`, `level=0..4|beginner…expert`, `color=white|black`,
//! `lang=en|ru`, `length=1..25`, `animation=on|off`, `sound=on|off`,
//! `pace=slow|normal|fast|instant`, `theme=auto|light|dark|contrast`,
//! `embed=1` (compact layout), `analysis=off` (no hints, chances or tutor:
//! a tournament's rule), `seed=N` (reproducible dice),
//! `parentOrigin=https://host.example` (where events are posted),
//! `position=<code>` (a match from that position: `Position::code`, or the
//! RULES.md §6 string percent-encoded; read in the query or the `#` part),
//! `variant=long|classic|nardegammon|money|hachapuri|hachapuri-count` (money:
//! nardegammon for money; hachapuri-count: scored by the checkers left)
//! with `beaver=on` and `jacoby=on` (nardegammon's options), `mode=remote`
//! (an invitation to a friend by link), `remote=off` (no such games),
//! `remote=host` (the framing page carries a friend's messages) and
//! `ice=<url>,<url>` (STUN/TURN servers for live play, see [`ice_servers`]).

use super::origin;
use crate::state::{variant_of, Mode, Options, Pace, Settings, Theme, VARIANT_CODES};
use nardy_ai::Level;
use nardy_engine::{MatchLength, Side};
use nardy_text::Lang;
use std::fmt;

/// A parameter (or a command's field) that was not taken, and why. The
/// value is cut short: a hostile one may be a megabyte long.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Rejected {
    pub key: String,
    pub value: String,
    pub reason: String,
}

impl Rejected {
    pub fn new(key: &str, value: &str, reason: impl Into<String>) -> Rejected {
        Rejected {
            key: cut(key),
            value: cut(value),
            reason: reason.into(),
        }
    }
}

/// `key=value: reason`.
impl fmt::Display for Rejected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}: {}", self.key, self.value, self.reason)
    }
}

/// At most 60 characters of `text`, with `…` when there was more.
fn cut(text: &str) -> String {
    const LONGEST: usize = 60;
    match text.char_indices().nth(LONGEST) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// What the URL asked for; `None` leaves the stored or default choice.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct UrlParams {
    pub mode: Option<Mode>,
    pub level: Option<Level>,
    pub human: Option<Side>,
    pub lang: Option<Lang>,
    pub match_length: Option<MatchLength>,
    /// `variant=`, as written (checked when read); `beaver=`, `jacoby=`.
    pub variant: Option<&'static str>,
    pub beaver: Option<bool>,
    pub jacoby: Option<bool>,
    pub animation: Option<bool>,
    pub sound: Option<bool>,
    pub pace: Option<Pace>,
    pub theme: Option<Theme>,
    pub embed: bool,
    /// `analysis=off`: hints, the chances bar and tutor mode are forbidden.
    pub analysis: Option<bool>,
    pub seed: Option<u64>,
    /// An origin (`scheme://host[:port]`) the app may talk to.
    pub parent_origin: Option<String>,
    /// A position to play from, as written: start-up reads it, and a bad
    /// one gets a notice rather than a console warning.
    pub position: Option<String>,
    /// A finished game's record to replay (a shared game: `#record=`).
    pub record: Option<String>,
    /// `remote=off`: no games with a friend by link (a host's choice). A
    /// link's `#remote=<message>` is read apart (`remote_link`).
    pub remote_off: bool,
    /// `remote=host`: the page that frames the game carries a friend's
    /// messages (the iframe API's `remoteMessage`), so a message told to it
    /// is sent.
    pub remote_host: bool,
    /// `name=`: the inviter's name for `mode=remote`.
    pub name: Option<String>,
    /// `limit=`: how long an answer may take for `mode=remote` (seconds,
    /// `nardy_protocol::LIMITS`): the new-game dialog's choice, carried
    /// when the first build reloads into the one with friends' games.
    pub limit: Option<u64>,
    /// `ice=`, checked by [`ice_servers`]: the STUN/TURN servers live play
    /// may use (none: the browser's own candidates only). Kept as written:
    /// the first build carries no servers' code.
    pub ice: Option<String>,
}

/// A STUN or TURN server for live play, as `RTCIceServer` takes it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IceServer {
    pub url: String,
    /// A TURN server's user name and password.
    pub login: Option<(String, String)>,
}

/// The most servers `ice=` names.
const MOST_ICE: usize = 4;

/// Reads `ice=`'s value: URLs separated by commas, each `stun:host[:port]`
/// or `turn:user:password@host[:port][?transport=udp|tcp]` (`stuns:`,
/// `turns:` too). A TURN server needs its login; the browser takes the
/// URL without it.
pub fn ice_servers(value: &str) -> Result<Vec<IceServer>, String> {
    // `none`: no server at all, the device's own (host) candidates only.
    if value.trim() == "none" {
        return Ok(Vec::new());
    }
    let servers: Vec<&str> = value
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    if servers.len() > MOST_ICE {
        return Err(format!("at most {MOST_ICE} servers"));
    }
    servers
        .into_iter()
        .map(|url| {
            let expected = || {
                format!("expected stun:host[:port] or turn:user:password@host[:port] (got {url})")
            };
            let (scheme, rest) = url.split_once(':').ok_or_else(expected)?;
            let turn = matches!(scheme, "turn" | "turns");
            if !turn && !matches!(scheme, "stun" | "stuns") {
                return Err(expected());
            }
            let (login, address) = match rest.rsplit_once('@') {
                Some((login, address)) if turn => {
                    let (user, password) = login.split_once(':').ok_or_else(expected)?;
                    (Some((user.to_string(), password.to_string())), address)
                }
                None if !turn => (None, rest),
                _ => return Err(expected()),
            };
            let host = address.split(['?', ':']).next().unwrap_or("");
            let plain = |t: &str| t.chars().all(|c| c.is_ascii_graphic());
            if host.is_empty()
                || !plain(address)
                || login.as_ref().is_some_and(|(u, p)| !plain(u) || !plain(p))
            {
                return Err(expected());
            }
            Ok(IceServer {
                url: format!("{scheme}:{address}"),
                login,
            })
        })
        .collect()
}

/// The servers a build uses when it names none: two public STUN servers
/// that need no account (Google's and Cloudflare's). Without one, two
/// pages behind home or mobile NATs almost never connect live.
pub const PUBLIC_STUN: &str = "stun:stun.l.google.com:19302,stun:stun.cloudflare.com:3478";

/// The servers a site's build names (`NARDY_ICE` when it was built, in
/// `ice=`'s form; `none` for the device's own addresses only), else
/// [`PUBLIC_STUN`]; `ice=` in the address replaces them. Used only while
/// the person lets live play reach across networks (`platform/live.rs`).
pub fn built_ice() -> Vec<IceServer> {
    ice_servers(option_env!("NARDY_ICE").unwrap_or(PUBLIC_STUN)).unwrap_or_default()
}

impl UrlParams {
    /// The page's address: its query, then its `#` part, which links
    /// write (a shared position, a record, a friend's message). What only
    /// the site owner's address may choose — the STUN/TURN servers live
    /// play is given (`ice`), where events go (`parentOrigin`), a host's
    /// `remote` choice — is read from the query alone: a link cannot
    /// change whom the page talks to.
    pub fn parse_address(query: &str, hash: &str) -> (UrlParams, Vec<Rejected>) {
        let owners_only = |pair: &&str| {
            let key = pair.split_once('=').map_or(*pair, |(k, _)| k);
            !matches!(decode(key).as_str(), "ice" | "parentOrigin" | "remote")
        };
        let hash: Vec<&str> = hash
            .trim_start_matches('#')
            .split('&')
            .filter(owners_only)
            .collect();
        UrlParams::parse(&format!("{}&{}", query, hash.join("&")))
    }

    /// Reads a query string (`?a=1&b=2`, the `?` optional). Returns the
    /// parameters and one warning per ignored one.
    pub fn parse(query: &str) -> (UrlParams, Vec<Rejected>) {
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
    ) -> (UrlParams, Vec<Rejected>) {
        let mut p = UrlParams::default();
        let mut rejected = Vec::new();
        for (key, value) in pairs {
            if let Err(reason) = p.set(&key, &value) {
                rejected.push(Rejected::new(&key, &value, reason));
            }
        }
        (p, rejected)
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "mode" => {
                self.mode = Some(Mode::parse(value).ok_or("expected hotseat, ai or remote")?);
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
            "lang" => {
                self.lang = Some(
                    Lang::parse(value)
                        .ok_or_else(|| format!("expected one of {}", Lang::codes()))?,
                )
            }
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
            "variant" => {
                let code = VARIANT_CODES.into_iter().find(|c| *c == value);
                self.variant = Some(code.ok_or(
                    "expected long, classic, nardegammon, money, hachapuri or hachapuri-count",
                )?);
            }
            "beaver" => self.beaver = Some(switch(value)?),
            "jacoby" => self.jacoby = Some(switch(value)?),
            "animation" => self.animation = Some(switch(value)?),
            "sound" => self.sound = Some(switch(value)?),
            "pace" => {
                self.pace =
                    Some(Pace::parse(value).ok_or("expected slow, normal, fast or instant")?)
            }
            "theme" => {
                self.theme =
                    Some(Theme::parse(value).ok_or("expected auto, light, dark or contrast")?)
            }
            "embed" => self.embed = switch(value)?,
            "analysis" => self.analysis = Some(switch(value)?),
            "seed" => {
                self.seed = Some(
                    value
                        .parse()
                        .map_err(|_| "expected a whole number from 0 to 18446744073709551615")?,
                )
            }
            "parentOrigin" => self.parent_origin = Some(origin::normalize(value)?),
            "position" => self.position = Some(value.to_string()),
            "record" => self.record = Some(value.to_string()),
            "remote" if value == "off" => self.remote_off = true,
            "remote" if value == "host" => self.remote_host = true,
            "name" => self.name = Some(value.to_string()),
            "limit" => {
                let limit = value
                    .parse()
                    .ok()
                    .filter(|l| nardy_protocol::LIMITS.contains(l));
                self.limit = Some(limit.ok_or("expected seconds from 60 to 2592000")?);
            }
            // Read by the build with the remote game only (the first load's
            // budget), which the first build reloads into for a friend's game.
            "ice" if !crate::state::REMOTE => {}
            "ice" => {
                ice_servers(value)?;
                self.ice = Some(value.to_string());
            }
            // A friend's message (`#remote=…`) and a live connection's half
            // (`#live=…`), read undecoded elsewhere.
            "remote" | "live" => {}
            // `#rules` and `#editor` open those pages (the app reads the `#`).
            "rules" | "editor" if value.is_empty() => {}
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
        if let Some(code) = self.variant {
            let beaver = self.beaver.unwrap_or(false);
            let jacoby = self.jacoby.unwrap_or(false);
            options.rules.variant = variant_of(code, beaver, jacoby).unwrap_or_default();
        }
        options
    }

    /// `settings` with what the URL chose put in.
    pub fn apply_settings(&self, settings: Settings) -> Settings {
        Settings {
            lang: self.lang.unwrap_or(settings.lang),
            animate: self.animation.unwrap_or(settings.animate),
            sound: self.sound.unwrap_or(settings.sound),
            pace: self.pace.unwrap_or(settings.pace),
            theme: self.theme.unwrap_or(settings.theme),
            compact: self.embed,
            analysis: self.analysis.unwrap_or(settings.analysis),
            remote: settings.remote && !self.remote_off,
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
            "?mode=hotseat&level=expert&color=black&lang=ru&length=5&animation=off&sound=0&embed=1&analysis=off&seed=42&parentOrigin=http%3A%2F%2F127.0.0.1%3A8000",
        );
        assert_eq!(warnings, vec![]);
        assert!(!p.apply_settings(Settings::default()).analysis);
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
    fn an_invitation_from_the_first_build_keeps_its_time_to_answer() {
        let (p, warnings) = UrlParams::parse("?mode=remote&name=Anna&limit=600");
        assert_eq!(warnings, vec![]);
        assert_eq!((p.name.as_deref(), p.limit), (Some("Anna"), Some(600)));
        for bad in ["limit=59", "limit=2592001", "limit=10m"] {
            let (p, warnings) = UrlParams::parse(bad);
            assert_eq!((p.limit, warnings.len()), (None, 1), "{bad}");
        }
    }

    #[test]
    fn malformed_parameters_are_ignored_with_a_warning_each() {
        let (p, warnings) = UrlParams::parse(
            "mode=chess&level=9&color=red&lang=de&length=26&animation=maybe&embed=2&seed=-1&parentOrigin=*&parentOrigin=javascript:alert(1)&parentOrigin=https://a.example/path&bogus&%zz=1&=",
        );
        assert_eq!(p, UrlParams::default());
        assert_eq!(warnings.len(), 14, "{warnings:#?}");
        let w: Vec<String> = warnings.iter().map(|r| r.to_string()).collect();
        assert!(w[0].contains("mode=chess") && w[0].contains("hotseat, ai or remote"));
        assert!(w[1].contains("level=9"));
        assert!(w[3].contains("lang=de") && w[3].contains("en, ru, az, hy, ka, tr, uk, fa"));
        assert!(w[12].contains("%zz=1") && w[11].contains("unknown parameter"));
        assert_eq!(p.apply(Options::default()), Options::default());
    }

    #[test]
    fn origins_and_long_values() {
        let (p, _) = UrlParams::parse("parentOrigin=HTTP%3A%2F%2F127.0.0.1%3A08772%2F");
        assert_eq!(p.parent_origin.as_deref(), Some("http://127.0.0.1:8772"));
        let (_, rejected) = UrlParams::parse(&format!("mode={}", "x".repeat(1_000_000)));
        assert_eq!(rejected[0].value.chars().count(), 61);
        assert_eq!(decode("a%2"), "a%2");
        assert_eq!(decode("a+b%21"), "a b!");
        let (p, _) = UrlParams::parse("?remote=host&parentOrigin=https%3A%2F%2Fchat.example");
        assert!(p.remote_host && !p.remote_off);
    }

    #[test]
    fn every_language_by_its_code() {
        for lang in Lang::ALL {
            let (p, warnings) = UrlParams::parse(&format!("lang={}", lang.code()));
            assert_eq!((p.lang, warnings.len()), (Some(lang), 0));
        }
    }

    #[test]
    fn ice_names_stun_and_turn_servers_and_refuses_the_rest() {
        let (p, warnings) = UrlParams::parse(
            "?ice=stun%3Astun.example.org%3A3478%2Cturn%3Aanna%3As3cret%40turn.example.org%3A3478%3Ftransport%3Dudp",
        );
        assert!(warnings.is_empty(), "{warnings:?}");
        assert_eq!(
            ice_servers(&p.ice.unwrap()).unwrap(),
            vec![
                IceServer {
                    url: "stun:stun.example.org:3478".into(),
                    login: None
                },
                IceServer {
                    url: "turn:turn.example.org:3478?transport=udp".into(),
                    login: Some(("anna".into(), "s3cret".into()))
                },
            ]
        );
        for bad in [
            "http://stun.example.org",
            "turn:turn.example.org",
            "stun:",
            "stun:a b",
            "stun:a,stun:b,stun:c,stun:d,stun:e",
        ] {
            let (p, warnings) = UrlParams::from_pairs([("ice".to_string(), bad.to_string())]);
            assert_eq!(p.ice, None, "{bad}");
            assert_eq!(warnings[0].key, "ice", "{bad}");
            assert!(
                warnings[0].reason.starts_with("expected")
                    || warnings[0].reason.starts_with("at most")
            );
        }
        // A link's `#live=` part is not a parameter to warn about.
        assert!(UrlParams::parse("live=o~g~x").1.is_empty());
    }

    #[test]
    fn a_build_names_two_public_stun_servers_unless_told_otherwise() {
        // CI builds without NARDY_ICE: the published build's default.
        if option_env!("NARDY_ICE").is_none() {
            let urls: Vec<String> = built_ice().into_iter().map(|s| s.url).collect();
            assert_eq!(
                urls,
                [
                    "stun:stun.l.google.com:19302",
                    "stun:stun.cloudflare.com:3478"
                ]
            );
        }
        assert_eq!(ice_servers("none"), Ok(Vec::new()));
    }

    #[test]
    fn a_links_hash_cannot_name_servers_or_where_events_go() {
        // Before, `#…&ice=` in a friend's link replaced the page's servers
        // (the address and the build name them), and `parentOrigin` the
        // frame events go to.
        let evil = "remote=nardy1.0.g.-.invite&ice=turn%3Ae%3Ap%40evil.example%3A3478&parentOrigin=https%3A%2F%2Fevil.example&remote=host";
        let (p, _) = UrlParams::parse_address("?mode=hotseat", &format!("#{evil}"));
        assert_eq!((p.ice, p.parent_origin, p.remote_host), (None, None, false));
        assert_eq!(p.mode, Some(Mode::HotSeat));
        // The query still names them; the hash still carries a position.
        let (p, _) = UrlParams::parse_address(
            "?ice=stun%3Astun.example.org&parentOrigin=https%3A%2F%2Fhost.example",
            "#position=x",
        );
        assert!(p.ice.is_some() && p.parent_origin.is_some());
        assert_eq!(p.position.as_deref(), Some("x"));
    }
}
