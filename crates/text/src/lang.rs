//! The language a text is written in.

/// The interface language.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Lang {
    #[default]
    En,
    Ru,
}

impl Lang {
    /// The `lang` attribute value and the stored setting.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
        }
    }

    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ru];

    /// The language's place in [`Lang::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Reads [`Lang::code`] exactly (URL parameters, commands, storage).
    pub fn parse(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// Russian for any `ru*` browser language, English otherwise.
    pub fn from_browser(code: &str) -> Lang {
        if code.to_ascii_lowercase().starts_with("ru") {
            Lang::Ru
        } else {
            Lang::En
        }
    }

    pub fn other(self) -> Lang {
        match self {
            Lang::En => Lang::Ru,
            Lang::Ru => Lang::En,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_follows_the_browser() {
        assert_eq!(Lang::from_browser("ru-RU"), Lang::Ru);
        assert_eq!(Lang::from_browser("RU"), Lang::Ru);
        assert_eq!(Lang::from_browser("en-GB"), Lang::En);
        assert_eq!(Lang::from_browser(""), Lang::En);
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Some(lang));
        }
        assert_eq!(Lang::parse("ru-RU"), None);
    }
}
