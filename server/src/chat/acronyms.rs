//! Acronyms and the names they shorten, as a site writes both ("ISRG" on one page, "Internet
//! Security Research Group" on another): a question naming one finds a sentence naming the
//! other ("in which state is ISRG incorporated?" → "Internet Security Research Group, a
//! California… Corporation"). Only acronyms the site itself writes are linked, and only to a run
//! of capitalized words whose initials spell them, so no guess enters from outside the site.

use std::sync::LazyLock;

use foldhash::{HashMap, HashMapExt, HashSet};
use regex::Regex;

/// Words that may join the words of a name without giving it a letter ("Bank *of* Italy",
/// "Agenzia *delle* Entrate").
const JOINERS: &str = "of|for|and|the|on|in|de|di|del|della|delle|dei|degli|per|e";

/// An acronym: two to six capitals standing alone.
static ACRONYM: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\b[A-Z]{2,6}\b").expect("the pattern is valid"));

/// A run of capitalized words, with joiners between them.
static NAME: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!(r"\b[A-Z][a-z]+(?:\s+(?:(?:{JOINERS})\s+)?[A-Z][a-z]+)+")).expect("the pattern is valid"));

/// The names a site spells out and the acronyms it shortens them to.
#[derive(Debug, Default)]
pub struct Acronyms {
    by_name: HashMap<String, String>,
}

impl Acronyms {
    /// Links every acronym written in `texts` to the names in them whose initials spell it.
    pub fn found_in<'a>(texts: impl Iterator<Item = &'a str> + Clone) -> Acronyms {
        let written: HashSet<&str> = texts.clone().flat_map(|text| ACRONYM.find_iter(text).map(|m| m.as_str())).collect();
        let mut by_name = HashMap::new();
        for text in texts {
            for (name, initials) in names(text) {
                if written.contains(initials.as_str()) {
                    by_name.insert(name.to_string(), initials);
                }
            }
        }
        Acronyms { by_name }
    }

    /// The acronyms of the names `text` spells out.
    pub fn shortening(&self, text: &str) -> Vec<&str> {
        names(text).filter_map(|(name, _)| self.by_name.get(name).map(String::as_str)).collect()
    }
}

/// Each run of capitalized words in `text`, and each of its tails ("The Internet Security
/// Research Group" holds "Internet Security Research Group"), with its initials.
fn names(text: &str) -> impl Iterator<Item = (&str, String)> {
    NAME.find_iter(text).flat_map(|run| {
        let run = run.as_str();
        let starts: Vec<usize> =
            run.match_indices(char::is_uppercase).map(|(i, _)| i).filter(|&i| i == 0 || run[..i].ends_with(' ')).collect();
        starts.into_iter().map(move |start| {
            let name = &run[start..];
            let initials = name.split_whitespace().filter_map(|w| w.chars().next().filter(char::is_ascii_uppercase)).collect();
            (name, initials)
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_linked_to_the_acronym_the_site_writes() {
        let texts = [
            "Let's Encrypt is a service provided by Internet Security Research Group, a California Corporation.",
            "ISRG is a nonprofit. The Bank of Italy (BI) agrees.",
        ];
        let acronyms = Acronyms::found_in(texts.iter().copied());
        assert_eq!(acronyms.shortening(texts[0]), ["ISRG"]);
        assert_eq!(acronyms.shortening("Ne parla la Bank of Italy."), ["BI"], "a joiner gives no letter");
        assert!(acronyms.shortening("A California Corporation").is_empty(), "the site writes no 'CC'");
        assert_eq!(acronyms.shortening("Founded by The Internet Security Research Group"), ["ISRG"], "a longer run holds the name");
    }
}
