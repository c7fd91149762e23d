//! The macro behind the word tables ([`crate::T`], [`crate::RemoteWord`]):
//! each names its words once, with both languages.

/// Declares a table of words: the enum, its list and both languages.
macro_rules! word_table {
    ($(#[$doc:meta])* enum $table:ident; $($name:ident => ($en:expr, $ru:expr $(,)?),)*) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        pub enum $table {
            $($name,)*
        }

        impl $table {
            /// Every word of the table.
            pub const ALL: &[$table] = &[$($table::$name,)*];

            pub fn text(self, lang: Lang) -> &'static str {
                let (en, ru) = match self {
                    $($table::$name => ($en, $ru),)*
                };
                match lang {
                    Lang::En => en,
                    Lang::Ru => ru,
                }
            }
        }
    };
}
