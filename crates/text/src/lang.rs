//! The language a text is written in.

/// The interface language: each has its message files in `locales/`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Lang {
    #[default]
    En,
    Ru,
    Az,
    Hy,
    Ka,
    Tr,
    Uk,
    Fa,
}

impl Lang {
    /// Every language, in the order the language menu lists them.
    pub const ALL: [Lang; 8] = [
        Lang::En,
        Lang::Ru,
        Lang::Az,
        Lang::Hy,
        Lang::Ka,
        Lang::Tr,
        Lang::Uk,
        Lang::Fa,
    ];

    /// The `lang` attribute value and the stored setting (ISO 639-1).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Az => "az",
            Lang::Hy => "hy",
            Lang::Ka => "ka",
            Lang::Tr => "tr",
            Lang::Uk => "uk",
            Lang::Fa => "fa",
        }
    }

    /// The language's name in itself, as the language menu lists it (the
    /// same in every interface language: a reader finds their own).
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ru => "Русский",
            Lang::Az => "Azərbaycanca",
            Lang::Hy => "Հայերեն",
            Lang::Ka => "ქართული",
            Lang::Tr => "Türkçe",
            Lang::Uk => "Українська",
            Lang::Fa => "فارسی",
        }
    }

    /// Written right to left: the page's layout mirrors (the board keeps
    /// the game's geometry).
    pub fn rtl(self) -> bool {
        self == Lang::Fa
    }

    /// The language's place in [`Lang::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Reads [`Lang::code`] exactly (URL parameters, commands, storage).
    pub fn parse(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The codes, for a refusal: "en, ru, az, …".
    pub fn codes() -> String {
        Lang::ALL.map(Lang::code).join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_reads_back_from_its_code() {
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Some(lang));
            assert_eq!(Lang::ALL[lang.index()], lang);
        }
        assert_eq!(Lang::parse("ru-RU"), None);
        assert_eq!(Lang::codes(), "en, ru, az, hy, ka, tr, uk, fa");
        assert!(Lang::Fa.rtl() && !Lang::Ru.rtl());
    }
}
