//! JSON for the envelope of a saved game in localStorage: a flat object of
//! strings and numbers is written, and any JSON is read (RFC 8259), so a
//! value that is valid JSON with a wrong field gets a message about the
//! field, not about JSON. Hand-written for a measured reason: `serde_json`
//! made the wasm 13.2 KB gzipped larger (212.4 → 225.6 KB), for this one
//! object.

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
            Value::Number(n) => {
                let _ = write!(out, "{n}");
            }
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
        let text = &self.text[start..self.offset()];
        text.parse().map_err(|_| JsonError { at: start })
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
