//! One half of a live connection as a link carries it (`live=`): the
//! few fields of the browser's session description that matter for a data
//! channel (ICE user and password, the DTLS certificate's fingerprint, the
//! candidates), about 200 characters where the description itself is
//! some 900 and would make the link, and its QR code, four times longer.
//! The other page writes the description back around them.
//!
//! `<o|a>~<game>~<ufrag>~<pwd>~<fingerprint hex>~<candidate>…`, a candidate
//! `<h|s|r><port>_<address>` (host, server-reflexive, relay; UDP only: the
//! page's channel needs no more). ICE's `+` and `/` are written `-`, `_`.
//! The messages that follow stay signed by the game's keys: a changed half
//! can at worst keep the pages from connecting, and the game goes on by links.

/// Whether this half opens the connection or answers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Offer,
    Answer,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// `h`, `s` or `r`.
    pub kind: char,
    pub address: String,
    pub port: u16,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Half {
    pub role: Role,
    /// The remote game it connects (its messages' game field).
    pub game: String,
    pub ufrag: String,
    pub pwd: String,
    /// SHA-256 of the certificate, as lowercase hex.
    pub fingerprint: String,
    pub candidates: Vec<Candidate>,
}

/// The longest half read: a link is short, and a hostile one may not be.
const LONGEST: usize = 2000;

impl Half {
    /// The fields of a session description the browser wrote; `None` when
    /// it lacks one that matters.
    pub fn from_sdp(role: Role, game: &str, sdp: &str) -> Option<Half> {
        let field = |name: &str| {
            sdp.lines()
                .find_map(|l| l.trim().strip_prefix(name))
                .map(str::to_string)
        };
        let fingerprint = field("a=fingerprint:sha-256 ")?
            .replace(':', "")
            .to_lowercase();
        let candidates = sdp
            .lines()
            .filter_map(|l| l.trim().strip_prefix("a=candidate:"))
            .filter_map(candidate)
            .collect();
        let half = Half {
            role,
            game: game.to_string(),
            ufrag: field("a=ice-ufrag:")?,
            pwd: field("a=ice-pwd:")?,
            fingerprint,
            candidates,
        };
        half.well_formed().then_some(half)
    }

    /// The session description to give the browser.
    pub fn to_sdp(&self) -> String {
        let setup = match self.role {
            Role::Offer => "actpass",
            Role::Answer => "active",
        };
        let colons: Vec<&str> = (0..self.fingerprint.len())
            .step_by(2)
            .map(|i| &self.fingerprint[i..i + 2])
            .collect();
        let mut sdp = format!(
            "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
             a=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
             c=IN IP4 0.0.0.0\r\na=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=ice-options:trickle\r\n\
             a=fingerprint:sha-256 {}\r\na=setup:{setup}\r\na=mid:0\r\na=sctp-port:5000\r\n\
             a=max-message-size:262144\r\n",
            self.ufrag,
            self.pwd,
            colons.join(":").to_uppercase()
        );
        for (i, c) in self.candidates.iter().enumerate() {
            // RFC 8445's type preferences; the foundation only has to differ.
            let (kind, preference) = match c.kind {
                'h' => ("host", 126),
                's' => ("srflx", 100),
                _ => ("relay", 0),
            };
            let priority: u32 = (preference << 24) + ((65535 - i as u32) << 8) + 255;
            sdp += &format!(
                "a=candidate:{} 1 udp {priority} {} {} typ {kind}\r\n",
                i + 1,
                c.address,
                c.port
            );
        }
        sdp
    }

    /// The link's form.
    pub fn encode(&self) -> String {
        let ice = |t: &str| t.replace('+', "-").replace('/', "_");
        let mut text = format!(
            "{}~{}~{}~{}~{}",
            match self.role {
                Role::Offer => 'o',
                Role::Answer => 'a',
            },
            self.game,
            ice(&self.ufrag),
            ice(&self.pwd),
            self.fingerprint
        );
        for c in &self.candidates {
            text += &format!("~{}{}_{}", c.kind, c.port, c.address);
        }
        text
    }

    /// Reads the link's form.
    pub fn decode(text: &str) -> Result<Half, String> {
        if text.len() > LONGEST {
            return Err(format!("longer than {LONGEST} characters"));
        }
        let ice = |t: &str| t.replace('-', "+").replace('_', "/");
        let mut fields = text.split('~');
        let mut next = |what: &str| fields.next().ok_or(format!("no {what}"));
        let role = match next("role")? {
            "o" => Role::Offer,
            "a" => Role::Answer,
            other => return Err(format!("expected o or a, got {other:?}")),
        };
        let game = next("game")?.to_string();
        let ufrag = ice(next("ICE user")?);
        let pwd = ice(next("ICE password")?);
        let fingerprint = next("fingerprint")?.to_string();
        let candidates = fields
            .map(|f| {
                let mut chars = f.chars();
                let kind = chars.next().filter(|k| "hsr".contains(*k));
                let (port, address) = chars.as_str().split_once('_').unwrap_or(("", ""));
                match (kind, port.parse()) {
                    (Some(kind), Ok(port)) if !address.is_empty() => Ok(Candidate {
                        kind,
                        address: address.to_string(),
                        port,
                    }),
                    _ => Err(format!("not a candidate: {f:?}")),
                }
            })
            .collect::<Result<_, _>>()?;
        let half = Half {
            role,
            game,
            ufrag,
            pwd,
            fingerprint,
            candidates,
        };
        if half.well_formed() {
            Ok(half)
        } else {
            Err("a field holds characters it may not".into())
        }
    }

    /// Every field within its grammar (RFC 8839's ice-char; hex; a host
    /// name or IP address): nothing read can add a line to the description.
    fn well_formed(&self) -> bool {
        let ice = |t: &str| {
            (4..=256).contains(&t.len())
                && t.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '+' || c == '/')
        };
        let game = !self.game.is_empty()
            && self.game.len() <= 64
            && self
                .game
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        let address = |a: &str| {
            a.len() <= 64
                && a.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == ':' || c == '-')
        };
        game && ice(&self.ufrag)
            && ice(&self.pwd)
            && self.fingerprint.len() == 64
            && self.fingerprint.chars().all(|c| c.is_ascii_hexdigit())
            && self.candidates.len() <= 16
            && self.candidates.iter().all(|c| address(&c.address))
    }
}

/// `<foundation> <component> <transport> <priority> <address> <port> typ <type> …`:
/// the component-1 UDP candidates.
fn candidate(line: &str) -> Option<Candidate> {
    let f: Vec<&str> = line.split_whitespace().collect();
    if f.len() < 8 || f[1] != "1" || !f[2].eq_ignore_ascii_case("udp") || f[6] != "typ" {
        return None;
    }
    let kind = match f[7] {
        "host" => 'h',
        "srflx" => 's',
        "relay" => 'r',
        _ => return None,
    };
    Some(Candidate {
        kind,
        address: f[4].to_string(),
        port: f[5].parse().ok()?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An offer as headless Chromium wrote it for a data channel.
    const OFFER: &str = "v=0\r\no=- 1530084399975896554 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n\
        a=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\n\
        m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n\
        a=candidate:4250277741 1 udp 2113937151 aad8b209-a881-4312-bcf9-cf0a71f170ca.local 51950 typ host generation 0 network-cost 999\r\n\
        a=candidate:1 1 tcp 1518280447 192.0.2.2 9 typ host tcptype active\r\n\
        a=candidate:2 1 udp 1686052607 203.0.113.7 40000 typ srflx raddr 192.0.2.2 rport 51950\r\n\
        a=ice-ufrag:CcCt\r\na=ice-pwd:SSlhfZm0cy+UKlUyQnG6X/Qm\r\na=ice-options:trickle\r\n\
        a=fingerprint:sha-256 C9:33:D0:A6:44:B5:DE:5F:F8:0B:3F:9F:8D:61:D2:B1:C0:EC:A1:40:BE:53:F0:AB:FE:95:9F:3E:41:53:49:1A\r\n\
        a=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";

    #[test]
    fn a_half_goes_through_a_link_and_back() {
        let half = Half::from_sdp(Role::Offer, "Xy3_k-9", OFFER).unwrap();
        assert_eq!(half.ufrag, "CcCt");
        assert_eq!(half.pwd, "SSlhfZm0cy+UKlUyQnG6X/Qm");
        // The TCP candidate is left out; UDP host and reflexive stay.
        assert_eq!(half.candidates.len(), 2);
        let text = half.encode();
        assert!(text.len() < 200, "{} characters: {text}", text.len());
        // Nothing a URL's fragment would need to escape.
        assert!(
            text.chars()
                .all(|c| c.is_ascii_alphanumeric() || "~_-.:".contains(c)),
            "{text}"
        );
        assert_eq!(Half::decode(&text), Ok(half.clone()));
        // The description written back holds what the browser needs.
        let sdp = half.to_sdp();
        for line in [
            "a=ice-ufrag:CcCt",
            "a=ice-pwd:SSlhfZm0cy+UKlUyQnG6X/Qm",
            "a=setup:actpass",
            "a=fingerprint:sha-256 C9:33:D0:A6:44:B5:DE:5F:F8:0B:3F:9F:8D:61:D2:B1:C0:EC:A1:40:BE:53:F0:AB:FE:95:9F:3E:41:53:49:1A",
            "aad8b209-a881-4312-bcf9-cf0a71f170ca.local 51950 typ host",
            "203.0.113.7 40000 typ srflx",
        ] {
            assert!(sdp.contains(line), "{line} in\n{sdp}");
        }
        assert_eq!(Half::from_sdp(Role::Offer, "Xy3_k-9", &sdp), Some(half));
    }

    #[test]
    fn a_bad_half_is_refused_with_why() {
        let good = Half::from_sdp(Role::Answer, "g1", OFFER).unwrap().encode();
        assert!(Half::decode(&good).is_ok());
        assert!(Half::decode(&good.replacen('a', "x", 1))
            .unwrap_err()
            .contains("expected o or a"));
        // A line break smuggled into a field would add a line to the description.
        let smuggled = good.replace("~h51950_", "~h51950_x%0D%0Aa=evil");
        assert!(Half::decode(&smuggled).is_err());
        assert!(Half::decode("o~g1").unwrap_err().contains("no ICE user"));
        assert!(Half::decode(&format!("{good}~q1_x"))
            .unwrap_err()
            .contains("not a candidate"));
        assert!(Half::decode(&"o".repeat(3000))
            .unwrap_err()
            .contains("longer than"));
        assert!(Half::from_sdp(Role::Offer, "g", "v=0\r\n").is_none());
    }
}
