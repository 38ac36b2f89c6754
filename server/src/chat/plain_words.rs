//! Words a site writes in lower case and capitalizes only to open a sentence or a clause
//! ("Enable", "Abilita", "Open" in a how-to): opening a clause, such a word names no one, so
//! "Enable Unknown sources" and "Abilita Fonti sconosciute" are no name answering "who develops
//! the app?". A word the site also capitalizes inside a sentence ("uses Open Collective") may
//! begin a name wherever it stands, and is left out. Read from the site, not from a dictionary:
//! "Organic Maps" and "Will Smith" begin with words of the dictionary (a site writing "will" in
//! lower case, and "Will Smith" only to open sentences, loses that name). Both languages' pages
//! are read together: a word written in both ("app", "open source") is one word.

use foldhash::{HashSet, HashSetExt};

use super::analyzers::words_at;
use super::sentences::sentences;
use super::values::capitalized_inside;

#[derive(Debug, Default)]
pub struct PlainWords {
    words: HashSet<String>,
}

impl PlainWords {
    /// The plain words of `texts`: written in lower case somewhere, capitalized nowhere but at
    /// the opening of a clause.
    pub fn found_in<'a>(texts: impl Iterator<Item = &'a str>) -> PlainWords {
        let mut lower = HashSet::new();
        let mut capitalized = HashSet::new();
        for text in texts {
            for piece in sentences(text) {
                // Split at apostrophes and hyphens too: "l'Open" holds "Open", capitalized inside.
                lower.extend(words_at(&piece.text).map(|(_, word)| word).filter(|w| w.chars().all(char::is_lowercase)).map(String::from));
                capitalized.extend(capitalized_inside(&piece.text).map(str::to_lowercase));
            }
        }
        PlainWords { words: lower.difference(&capitalized).cloned().collect() }
    }

    /// Whether `word` (as written, any case) is one of them.
    pub fn contains(&self, word: &str) -> bool {
        self.words.contains(&word.to_lowercase())
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
    }
}
