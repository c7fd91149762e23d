//! JSON for the envelope of a saved game in localStorage: a flat object of
//! strings and numbers is written, and any JSON is read (RFC 8259), so a
//! value that is valid JSON with a wrong field gets a message about the
//! field, not about JSON. Hand-written for a measured reason: `serde_json`
//! made the wasm 13.2 KB gzipped larger (212.4 → 225.6 KB), for this one
//! object.

use nardy_text::numbers::decimal;
use std::fmt::Write;

/// A value of the object, as far as a save cares.
#[derive(Clone, PartialEq, Debug)]
pub enum Value {
    Text(String),
    Number(f64),
    /// Anything else (an object, a list, `true`, `false`, `null`): named, for
    /// a message.
    Other(&'static str),
}

/// Writes `{"key":value,…}` with JSON string escapes.
pub fn encode(fields: &[(&str, Value)]) -> String {
    let mut out = String::from("{");
    for (i, (key, value)) in fields.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        quote(&mut out, key);
        out.push(':');
        match value {
            Value::Text(s) => quote(&mut out, s),
            // Saves write whole numbers only (versions, counts).
            Value::Number(n) => out.push_str(&number_text(*n)),
            Value::Other(_) => out.push_str("null"),
        }
    }
    out.push('}');
    out
}

fn quote(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// A number as a message or a save writes it: a whole number as its
/// digits, another with up to three decimals. Written with integers, not
/// `{}`: nothing in the app formats a float, which keeps Rust's float
/// printing (about 14 KB of wasm) out of the download.
pub fn number_text(n: f64) -> String {
    if n.abs() >= 1e15 {
        // Past 10^15 a message only needs the magnitude.
        let sign = if n < 0.0 { "-" } else { "" };
        return format!("{sign}1000000000000000+");
    }
    decimal(n, 3)
}

/// The value of a JSON number (already checked against the grammar).
/// Computed here rather than by `str::parse::<f64>`, whose exact decimal
/// conversion made the wasm 6.4 KB larger: with at most 19 significant
/// digits and a power of ten up to 10^22 (every number a save or a host
/// page writes), one correctly rounded multiplication or division gives
/// the same value as the exact conversion; beyond that it is close, which
/// is all a message about a wrong number needs.
fn number_value(text: &str) -> f64 {
    let (negative, text) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (digits, exponent) = match text.find(['e', 'E']) {
        Some(i) => {
            let e = &text[i + 1..];
            let huge = if e.starts_with('-') {
                i32::MIN
            } else {
                i32::MAX
            };
            (&text[..i], e.parse::<i32>().unwrap_or(huge))
        }
        None => (text, 0),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let mut mantissa: u64 = 0;
    let mut scale = exponent.saturating_sub(fraction.len() as i32);
    for d in whole.bytes().chain(fraction.bytes()) {
        if mantissa < 1_000_000_000_000_000_000 {
            mantissa = mantissa * 10 + u64::from(d - b'0');
        } else {
            scale = scale.saturating_add(1);
        }
    }
    // Trailing digits dropped above count as a power of ten each; clamp the
    // power to what an f64 can show at all.
    let power = 10f64.powi(scale.unsigned_abs().min(400) as i32);
    let value = if scale < 0 {
        mantissa as f64 / power
    } else {
        mantissa as f64 * power
    };
    if negative {
        -value
    } else {
        value
    }
}

/// Where a text stops being JSON: the offset of the first character that
/// does not fit (in bytes of the text, a byte-order mark not counted).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct JsonError {
    pub at: usize,
}

/// Deeper nesting than this is refused rather than followed (a hostile
/// value of a million `[` must not exhaust the stack).
const MAX_DEPTH: usize = 64;

/// Reads a JSON object: its fields in order (a repeated key appears twice;
/// the last one counts, as for `JSON.parse`). A byte-order mark at the start
/// is allowed. Anything that is not JSON is an error that says where.
pub fn decode(text: &str) -> Result<Vec<(String, Value)>, JsonError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut p = Parser {
        chars: text.char_indices().peekable(),
        text,
    };
    p.space();
    if p.peek() != Some('{') {
        return Err(p.error());
    }
    let mut fields = Vec::new();
    p.object(0, Some(&mut fields))?;
    p.space();
    match p.peek() {
        None => Ok(fields),
        Some(_) => Err(p.error()),
    }
}

struct Parser<'a> {
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    text: &'a str,
}

impl Parser<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().map(|&(_, c)| c)
    }

    fn offset(&mut self) -> usize {
        self.chars.peek().map_or(self.text.len(), |&(i, _)| i)
    }

    /// The text is not JSON at the next character.
    fn error(&mut self) -> JsonError {
        JsonError { at: self.offset() }
    }

    fn space(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
            self.chars.next();
        }
    }

    fn eat(&mut self, c: char) -> bool {
        let yes = self.peek() == Some(c);
        if yes {
            self.chars.next();
        }
        yes
    }

    fn expect(&mut self, c: char) -> Result<(), JsonError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.error())
        }
    }

    /// An object; its top-level fields go to `fields` when given.
    fn object(
        &mut self,
        depth: usize,
        mut fields: Option<&mut Vec<(String, Value)>>,
    ) -> Result<(), JsonError> {
        self.expect('{')?;
        self.space();
        if self.eat('}') {
            return Ok(());
        }
        loop {
            self.space();
            let key = self.string()?;
            self.space();
            self.expect(':')?;
            self.space();
            let value = self.value(depth + 1)?;
            if let Some(f) = fields.as_deref_mut() {
                f.push((key, value));
            }
            self.space();
            if self.eat(',') {
                continue;
            }
            return self.expect('}');
        }
    }

    fn array(&mut self, depth: usize) -> Result<(), JsonError> {
        self.expect('[')?;
        self.space();
        if self.eat(']') {
            return Ok(());
        }
        loop {
            self.space();
            self.value(depth + 1)?;
            self.space();
            if self.eat(',') {
                continue;
            }
            return self.expect(']');
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, JsonError> {
        if depth > MAX_DEPTH {
            return Err(self.error());
        }
        match self.peek() {
            Some('"') => Ok(Value::Text(self.string()?)),
            Some(c) if c == '-' || c.is_ascii_digit() => Ok(Value::Number(self.number()?)),
            Some('{') => self.object(depth, None).map(|_| Value::Other("an object")),
            Some('[') => self.array(depth).map(|_| Value::Other("a list")),
            Some('t') => self.literal("true").map(|_| Value::Other("true")),
            Some('f') => self.literal("false").map(|_| Value::Other("false")),
            Some('n') => self.literal("null").map(|_| Value::Other("null")),
            _ => Err(self.error()),
        }
    }

    fn literal(&mut self, word: &str) -> Result<(), JsonError> {
        for c in word.chars() {
            if !self.eat(c) {
                return Err(self.error());
            }
        }
        Ok(())
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    fn number(&mut self) -> Result<f64, JsonError> {
        let start = self.offset();
        self.eat('-');
        if !self.eat('0') && !self.digits() {
            return Err(self.error());
        }
        if self.eat('.') && !self.digits() {
            return Err(self.error());
        }
        if self.eat('e') || self.eat('E') {
            let _ = self.eat('+') || self.eat('-');
            if !self.digits() {
                return Err(self.error());
            }
        }
        Ok(number_value(&self.text[start..self.offset()]))
    }

    /// One or more digits; whether there was one.
    fn digits(&mut self) -> bool {
        let mut any = false;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.chars.next();
            any = true;
        }
        any
    }

    fn string(&mut self) -> Result<String, JsonError> {
        self.expect('"')?;
        let mut s = String::new();
        loop {
            match self.chars.next().map(|(_, c)| c) {
                None => return Err(self.error()),
                Some('"') => return Ok(s),
                Some('\\') => s.push(self.escape()?),
                Some(c) if u32::from(c) < 0x20 => return Err(self.error()),
                Some(c) => s.push(c),
            }
        }
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let mut code = 0u32;
        for _ in 0..4 {
            let d = self
                .chars
                .next()
                .and_then(|(_, c)| c.to_digit(16))
                .ok_or(JsonError {
                    at: self.text.len(),
                })?;
            code = code * 16 + d;
        }
        Ok(code)
    }

    fn escape(&mut self) -> Result<char, JsonError> {
        Ok(match self.chars.next().map(|(_, c)| c) {
            Some('"') => '"',
            Some('\\') => '\\',
            Some('/') => '/',
            Some('n') => '\n',
            Some('r') => '\r',
            Some('t') => '\t',
            Some('b') => '\u{8}',
            Some('f') => '\u{c}',
            Some('u') => {
                let code = self.hex4()?;
                if (0xd800..0xdc00).contains(&code) {
                    // A surrogate pair: the low half must follow.
                    let low = if self.eat('\\') && self.eat('u') {
                        self.hex4()?
                    } else {
                        0
                    };
                    let pair = 0x10000 + ((code - 0xd800) << 10) + low.wrapping_sub(0xdc00);
                    match (0xdc00..0xe000).contains(&low) {
                        true => char::from_u32(pair).unwrap_or('\u{fffd}'),
                        false => '\u{fffd}',
                    }
                } else {
                    // A lone low surrogate is valid JSON but no character.
                    char::from_u32(code).unwrap_or('\u{fffd}')
                }
            }
            _ => return Err(self.error()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_written_reads_back() {
        let fields = [
            ("format", Value::Text("save".into())),
            ("version", Value::Number(1.0)),
            (
                "record",
                Value::Text("line 1\nline \"2\"\t\\ é \u{1}".into()),
            ),
            ("negative", Value::Number(-42.0)),
        ];
        let text = encode(&fields);
        assert!(text.contains("\"version\":1,"), "{text}");
        let back = decode(&text).unwrap();
        let expected: Vec<(String, Value)> = fields
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect();
        assert_eq!(back, expected);
        assert_eq!(decode(" { } ").unwrap(), vec![]);
    }

    #[test]
    fn any_json_object_reads_with_its_values_named() {
        let fields = decode(
            "\u{feff}{\"v\":1.0,\"e\":1e0,\"big\":-2.5E+3,\"t\":true,\"n\":null,\"o\":{\"a\":[1,{\"b\":[]}]},\"s\":\"\\ud83d\\ude00\\udc00\"}",
        )
        .unwrap();
        let get = |k: &str| fields.iter().find(|(key, _)| key == k).unwrap().1.clone();
        assert_eq!(get("v"), Value::Number(1.0));
        assert_eq!(get("e"), Value::Number(1.0));
        assert_eq!(get("big"), Value::Number(-2500.0));
        for (text, value) in [
            ("0", 0.0),
            ("-0.5", -0.5),
            ("2.50e1", 25.0),
            ("9007199254740993", 9007199254740992.0),
            ("1e-5", 0.00001),
            ("1e400", f64::INFINITY),
            ("1e-400", 0.0),
            ("1e-99999999999", 0.0),
            ("1E+99999999999", f64::INFINITY),
            ("0.1", 0.1),
        ] {
            assert_eq!(number_value(text), value, "{text}");
        }
        for (n, text) in [
            (2.0, "2"),
            (-42.0, "-42"),
            (-0.0, "0"),
            (2.5, "2.5"),
            (-0.125, "-0.125"),
            (1e300, "1000000000000000+"),
        ] {
            assert_eq!(number_text(n), text);
        }
        // More than 19 digits: close, not exact.
        let long = number_value("123456789012345678901234");
        assert!((long / 1.2345678901234568e23 - 1.0).abs() < 1e-15, "{long}");
        assert_eq!(get("t"), Value::Other("true"));
        assert_eq!(get("n"), Value::Other("null"));
        assert_eq!(get("o"), Value::Other("an object"));
        assert_eq!(get("s"), Value::Text("😀\u{fffd}".into()));
    }

    #[test]
    fn malformed_text_is_an_error_that_says_where() {
        for bad in [
            "",
            "{",
            "{\"a\"}",
            "{\"a\":}",
            "{\"a\":tru}",
            "{\"a\":\"b\"",
            "{\"a\":\"b\",}",
            "{\"a\":01}",
            "{\"a\":1.}",
            "{\"a\":+1}",
            "{\"a\":\"\\q\"}",
            "{\"a\":\"b\"} x",
            "[1,2]",
            "{\"a\":[1,]}",
        ] {
            assert!(decode(bad).is_err(), "{bad:?} was accepted");
        }
        assert_eq!(decode("{\"a\":tru}"), Err(JsonError { at: 8 }));
        // A hostile depth is refused, not followed.
        let deep = format!("{{\"a\":{}{}}}", "[".repeat(100_000), "]".repeat(100_000));
        assert_eq!(decode(&deep), Err(JsonError { at: 5 + 64 }));
    }
}
