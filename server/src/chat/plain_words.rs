//! Words a site writes in lower case and capitalizes only to open a sentence or a clause
//! ("Enable", "Abilita", "Open" in a how-to): opening a clause, such a word names no one, so
//! "Enable Unknown sources" and "Abilita Fonti sconosciute" are no name answering "who develops
//! the app?". A word the site also capitalizes inside a sentence ("uses Open Collective") may
//! begin a name wherever it stands, and is left out. Read from the site, not from a dictionary:
//! "Organic Maps" and "Will Smith" begin with words of the dictionary (a site writing "will" in
//! lower case, and "Will Smith" only to open sentences, loses that name). Both languages' pages
//! are read together: a word written in both ("app", "open source") is one word.

use foldhash::{HashMap, HashMapExt, HashSet};

use super::analyzers::words_at;
use super::sentences::sentences;
use super::values::capitalized_inside;

#[derive(Debug, Default)]
pub struct PlainWords {
    words: HashSet<String>,
    /// The words written in lower case at least as often as capitalized inside a sentence:
    /// "Impostazioni" in a menu's path is the settings, not a product; "Certbot" is one, though
    /// a command writes it "certbot".
    common: HashSet<String>,
}

impl PlainWords {
    /// The plain words of `texts` (written in lower case somewhere, capitalized nowhere but at
    /// the opening of a clause), and the common ones.
    pub fn found_in<'a>(texts: impl Iterator<Item = &'a str>) -> PlainWords {
        let mut lower: HashMap<String, usize> = HashMap::new();
        let mut capitalized: HashMap<String, usize> = HashMap::new();
        for text in texts {
            for piece in sentences(text) {
                // Split at apostrophes and hyphens too: "l'Open" holds "Open", capitalized inside.
                for (_, word) in words_at(&piece.text).filter(|(_, w)| w.chars().all(char::is_lowercase)) {
                    *lower.entry(word.to_string()).or_default() += 1;
                }
                for word in capitalized_inside(&piece.text) {
                    *capitalized.entry(word.to_lowercase()).or_default() += 1;
                }
            }
        }
        let words = lower.keys().filter(|w| !capitalized.contains_key(*w)).cloned().collect();
        let common = lower.iter().filter(|(w, &n)| n >= capitalized.get(*w).copied().unwrap_or(0)).map(|(w, _)| w.clone()).collect();
        PlainWords { words, common }
    }

    /// Whether `word` (as written, any case) is one of them.
    pub fn contains(&self, word: &str) -> bool {
        self.words.contains(&word.to_lowercase())
    }

    /// Whether `word` (any case) is written in lower case at least as often as capitalized
    /// inside a sentence: no name of its own.
    pub fn is_common(&self, word: &str) -> bool {
        self.common.contains(&word.to_lowercase())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_written_in_lower_case_and_capitalized_only_to_open_a_clause_is_plain() {
        let plain = PlainWords::found_in(
            [
                "Enable Unknown sources. You can enable it again later.",
                "AntennaPod uses Open Collective. Open the menu: you can open it from the home screen.",
                "Daniel Oeh wrote the first version; Daniel then left.",
            ]
            .into_iter(),
        );
        assert!(plain.contains("Enable") && plain.contains("enable"));
        assert!(!plain.contains("Open"), "capitalized inside a sentence, it may begin a name");
        assert!(!plain.contains("Daniel"), "never written in lower case");
        assert!(!plain.contains("Unknown"), "capitalized inside the sentence it is in");
        let elided = PlainWords::found_in(["Open the app. Scarica l'Open Data, open it."].into_iter());
        assert!(!elided.contains("Open"), "capitalized after an elided article");
        assert!(plain.is_common("enable") && plain.is_common("Open"), "as often in lower case as capitalized inside");
        assert!(!plain.is_common("Unknown") && !plain.is_common("Daniel") && !plain.is_common("Collective"));
    }
}
