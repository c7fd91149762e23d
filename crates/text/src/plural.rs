//! The numbers inside a message: how a whole number is written and which
//! plural form it takes (CLDR's categories). Apart from `numbers.rs`, which
//! writes decimals from messages, so the catalog's formatter depends on
//! nothing built on it.

use crate::lang::Lang;

/// A whole number in a message.
pub(crate) fn whole(_lang: Lang, n: i64) -> String {
    n.to_string()
}

/// The plural category of `n` in `lang` (CLDR's: "one", "few", "many",
/// "other"…): the browser's own `Intl.PluralRules` in the page and the
/// worker.
#[cfg(target_arch = "wasm32")]
pub(crate) fn plural(lang: Lang, n: i64) -> &'static str {
    let locales = js_sys::Array::of1(&js_sys::JsString::from(lang.code()));
    let rules = js_sys::Intl::PluralRules::new(&locales, &js_sys::Object::new());
    category(&String::from(rules.select(n as f64)))
}

/// The plural category of `n` in `lang`, from the Fluent project's
/// `intl_pluralrules` (CLDR's rules) in native builds.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn plural(lang: Lang, n: i64) -> &'static str {
    use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
    let Ok(id) = lang.code().parse::<unic_langid::LanguageIdentifier>() else {
        return "other";
    };
    match PluralRules::create(id, PluralRuleType::CARDINAL).map(|r| r.select(n)) {
        Ok(Ok(PluralCategory::ZERO)) => "zero",
        Ok(Ok(PluralCategory::ONE)) => "one",
        Ok(Ok(PluralCategory::TWO)) => "two",
        Ok(Ok(PluralCategory::FEW)) => "few",
        Ok(Ok(PluralCategory::MANY)) => "many",
        _ => "other",
    }
}

#[cfg(target_arch = "wasm32")]
fn category(name: &str) -> &'static str {
    match name {
        "zero" => "zero",
        "one" => "one",
        "two" => "two",
        "few" => "few",
        "many" => "many",
        _ => "other",
    }
}
