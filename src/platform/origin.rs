//! Web origins (`scheme://host[:port]`) read the way browsers serialise
//! them, so that the page named by `parentOrigin` and the origin a message
//! arrives from compare equal exactly when they are the same page: scheme
//! and host in lower case, the default port (80, 443) left out, leading
//! zeros gone from the port, one trailing slash allowed.

/// The origin as browsers write it, or why `value` is not an `http`/`https`
/// origin (a path, a wildcard, an empty host label…).
pub fn normalize(value: &str) -> Result<String, &'static str> {
    const EXPECTED: &str = "expected an origin such as https://example.com (no path)";
    let (scheme, rest) = value.split_once("://").ok_or(EXPECTED)?;
    let scheme = scheme.to_ascii_lowercase();
    let default_port = match scheme.as_str() {
        "http" => 80,
        "https" => 443,
        _ => return Err("expected an http or https origin"),
    };
    let rest = rest.strip_suffix('/').unwrap_or(rest);
    let (host, port) = match rest.rsplit_once(':') {
        // An IPv6 address's colons stay inside its brackets.
        Some((host, port)) if !port.contains(']') => (host, Some(port)),
        _ => (rest, None),
    };
    let host = host.to_ascii_lowercase();
    if !(is_ipv6(&host) || is_domain_or_ipv4(&host)) {
        return Err(EXPECTED);
    }
    let port = match port {
        None => None,
        Some(p) if !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()) => {
            // Leading zeros do not count: `08772` is 8772.
            match p.trim_start_matches('0').parse::<u32>() {
                Ok(n) if (1..=65535).contains(&n) => Some(n),
                _ => return Err("the port must be 1 to 65535"),
            }
        }
        Some(_) => return Err("the port must be 1 to 65535"),
    };
    Ok(match port {
        Some(p) if p != default_port => format!("{scheme}://{host}:{p}"),
        _ => format!("{scheme}://{host}"),
    })
}

/// `example.com`, `localhost`, `127.0.0.1`: labels of letters, digits and
/// inner hyphens, none empty.
fn is_domain_or_ipv4(host: &str) -> bool {
    !host.is_empty()
        && host.split('.').all(|label| {
            !label.is_empty()
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-')
        })
}

/// `[::1]`, `[2001:db8::1]`.
fn is_ipv6(host: &str) -> bool {
    host.strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .is_some_and(|h| {
            h.contains(':')
                && h.bytes()
                    .all(|b| b.is_ascii_hexdigit() || b == b':' || b == b'.')
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_are_written_as_browsers_write_them() {
        for (given, normal) in [
            ("https://Example.com/", "https://example.com"),
            ("HTTP://127.0.0.1:8772/", "http://127.0.0.1:8772"),
            ("http://127.0.0.1:08772", "http://127.0.0.1:8772"),
            ("http://127.0.0.1:000045123", "http://127.0.0.1:45123"),
            ("https://example.com:443", "https://example.com"),
            ("http://localhost:80", "http://localhost"),
            ("http://[::1]:8080", "http://[::1]:8080"),
            (
                "https://a-b.example.org:8443",
                "https://a-b.example.org:8443",
            ),
        ] {
            assert_eq!(normalize(given).as_deref(), Ok(normal), "{given}");
        }
    }

    #[test]
    fn anything_else_is_refused() {
        for bad in [
            "https://.",
            "https://",
            "https://a..b",
            "https://-a.com",
            "*",
            "javascript:alert(1)",
            "ftp://example.com",
            "https://example.com/path",
            "https://example.com?q",
            "https://user@example.com",
            "https://exa mple.com",
            "https://example.com:0",
            "https://example.com:65536",
            "https://example.com:99999999999999999999",
            "https://example.com:000",
            "https://example.com:",
            "https://example.com:8o",
            "https://[zz]",
        ] {
            assert!(normalize(bad).is_err(), "{bad} was accepted");
        }
    }
}
