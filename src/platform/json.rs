//! A flat JSON object of strings and whole numbers: the envelope of a saved
//! game in localStorage. Hand-written because it is all the app needs, and a
//! general JSON library would cost more download than the rest of this file.

use std::fmt::Write;

/// A value of the flat object.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Value {
    Text(String),
    Number(i64),
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

/// Reads a flat object back. Nested values, `true`/`false`/`null`, fractions
/// and anything malformed are errors that say where the text went wrong.
pub fn decode(text: &str) -> Result<Vec<(String, Value)>, String> {
    let mut p = Parser {
        chars: text.char_indices().peekable(),
        text,
    };
    p.space();
    p.expect('{')?;
    let mut fields = Vec::new();
    p.space();
    if p.eat('}') {
        return p.end(fields);
    }
    loop {
        p.space();
        let key = p.string()?;
        p.space();
        p.expect(':')?;
        p.space();
        let value = match p.peek() {
            Some('"') => Value::Text(p.string()?),
            Some(c) if c == '-' || c.is_ascii_digit() => Value::Number(p.number()?),
            _ => return Err(p.unexpected("a string or a whole number")),
        };
        fields.push((key, value));
        p.space();
        if p.eat(',') {
            continue;
        }
        p.expect('}')?;
        return p.end(fields);
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

    fn unexpected(&mut self, wanted: &str) -> String {
        let at = self.offset();
        match self.peek() {
            Some(c) => format!("expected {wanted} at character {at}, found '{c}'"),
            None => format!("expected {wanted}, but the text ends at character {at}"),
        }
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

    fn expect(&mut self, c: char) -> Result<(), String> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.unexpected(&format!("'{c}'")))
        }
    }

    fn end(mut self, fields: Vec<(String, Value)>) -> Result<Vec<(String, Value)>, String> {
        self.space();
        match self.peek() {
            None => Ok(fields),
            Some(_) => Err(self.unexpected("the end of the text")),
        }
    }

    fn string(&mut self) -> Result<String, String> {
        self.expect('"')?;
        let mut s = String::new();
        loop {
            match self.chars.next().map(|(_, c)| c) {
                None => return Err("a string is not closed".to_string()),
                Some('"') => return Ok(s),
                Some('\\') => s.push(self.escape()?),
                Some(c) if u32::from(c) < 0x20 => {
                    return Err("a string holds an unescaped control character".to_string())
                }
                Some(c) => s.push(c),
            }
        }
    }

    fn escape(&mut self) -> Result<char, String> {
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
                let mut code = 0u32;
                for _ in 0..4 {
                    let d = self
                        .chars
                        .next()
                        .and_then(|(_, c)| c.to_digit(16))
                        .ok_or("a \\u escape needs four hex digits")?;
                    code = code * 16 + d;
                }
                // Surrogate pairs never occur in what `encode` writes.
                char::from_u32(code).ok_or("a \\u escape is not a character")?
            }
            _ => return Err("a string holds an unknown escape".to_string()),
        })
    }

    fn number(&mut self) -> Result<i64, String> {
        let mut s = String::new();
        if self.eat('-') {
            s.push('-');
        }
        while let Some(c) = self.peek().filter(char::is_ascii_digit) {
            s.push(c);
            self.chars.next();
        }
        s.parse()
            .map_err(|_| format!("'{s}' is not a whole number in range"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_written_reads_back() {
        let fields = [
            ("format", Value::Text("save".into())),
            ("version", Value::Number(1)),
            (
                "record",
                Value::Text("line 1\nline \"2\"\t\\ é \u{1}".into()),
            ),
            ("negative", Value::Number(-42)),
        ];
        let text = encode(&fields);
        let back = decode(&text).unwrap();
        let expected: Vec<(String, Value)> = fields
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect();
        assert_eq!(back, expected);
        assert_eq!(decode(" { } ").unwrap(), vec![]);
    }

    #[test]
    fn malformed_text_is_an_error_that_says_where() {
        for bad in [
            "",
            "{",
            "{\"a\"}",
            "{\"a\":}",
            "{\"a\":true}",
            "{\"a\":\"b\"",
            "{\"a\":\"b\",}",
            "{\"a\":1.5}",
            "{\"a\":\"\\q\"}",
            "{\"a\":\"b\"} x",
            "[1,2]",
            "{\"a\":99999999999999999999}",
        ] {
            assert!(decode(bad).is_err(), "{bad:?} was accepted");
        }
        let err = decode("{\"a\":tru}").unwrap_err();
        assert!(err.contains("character 5"), "{err}");
    }
}
