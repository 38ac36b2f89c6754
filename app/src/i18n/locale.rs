use serde::{Deserialize, Serialize};

use super::messages::{Messages, EN, IT};

/// A language the site is published in. Italian is the default and lives at unprefixed URLs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Locale {
    It,
    En,
}

impl Locale {
    pub const ALL: [Locale; 2] = [Locale::It, Locale::En];
    pub const DEFAULT: Locale = Locale::It;

    pub fn parse(code: &str) -> Option<Locale> {
        match code {
            "it" => Some(Locale::It),
            "en" => Some(Locale::En),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Locale::It => "it",
            Locale::En => "en",
        }
    }

    /// The Open Graph form of the locale (`it_IT`, `en_GB`).
    pub fn og_code(self) -> &'static str {
        match self {
            Locale::It => "it_IT",
            Locale::En => "en_GB",
        }
    }

    pub fn messages(self) -> &'static Messages {
        match self {
            Locale::It => &IT,
            Locale::En => &EN,
        }
    }

    pub fn other(self) -> Locale {
        match self {
            Locale::It => Locale::En,
            Locale::En => Locale::It,
        }
    }
}

impl std::fmt::Display for Locale {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_only_the_two_published_locales() {
        assert_eq!(Locale::parse("it"), Some(Locale::It));
        assert_eq!(Locale::parse("en"), Some(Locale::En));
        assert_eq!(Locale::parse("fr"), None);
        assert_eq!(Locale::parse("EN"), None);
    }

    #[test]
    fn each_locale_has_its_own_strings() {
        assert_eq!(Locale::En.messages().nav.about, "About");
        assert_eq!(Locale::It.messages().nav.about, "Chi siamo");
    }
}
