//! Paraphrases: the words visitors use for what a site says with other words ("price" for
//! "costs", "telefono" for "call"), English and Italian side by side. The general groups ship
//! with the server (`lexicon.txt`); an operator adds the words of their trade in
//! `content/chat/lexicon.txt`, in the same format.

use std::collections::{HashMap, HashSet};

use app::i18n::Locale;

use super::analyzers::terms;

/// The groups every site gets.
const GENERAL: &str = include_str!("lexicon.txt");

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("line {line}: {problem}")]
pub struct LexiconError {
    pub line: usize,
    pub problem: &'static str,
}

/// Groups of words that mean the same for a visitor, as index terms per language.
#[derive(Debug, Default, Clone)]
pub struct Lexicon {
    /// Each group's terms, per language.
    groups: Vec<[HashSet<String>; 2]>,
    /// The groups a term belongs to, per language.
    member_of: [HashMap<String, Vec<usize>>; 2],
}

fn slot(locale: Locale) -> usize {
    match locale {
        Locale::En => 0,
        Locale::It => 1,
    }
}

impl Lexicon {
    /// The general groups and the operator's (`extra`, the text of content/chat/lexicon.txt).
    pub fn with_operator_groups(extra: Option<&str>) -> Result<Lexicon, LexiconError> {
        let mut lexicon = Lexicon::default();
        lexicon.add(GENERAL).expect("the shipped lexicon is valid");
        if let Some(extra) = extra {
            lexicon.add(extra)?;
        }
        Ok(lexicon)
    }

    /// Adds the groups of `text`: one a line, `english words | italian words`, words separated by
    /// commas; `#` starts a comment.
    fn add(&mut self, text: &str) -> Result<(), LexiconError> {
        for (number, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or_default().trim();
            if line.is_empty() {
                continue;
            }
            let Some((english, italian)) = line.split_once('|') else {
                return Err(LexiconError { line: number + 1, problem: "a group is `english words | italian words`" });
            };
            let mut group: [HashSet<String>; 2] = Default::default();
            for (locale, words) in [(Locale::En, english), (Locale::It, italian)] {
                for word in words.split(',').map(str::trim).filter(|w| !w.is_empty()) {
                    group[slot(locale)].extend(terms(locale, word));
                }
            }
            if group.iter().map(HashSet::len).sum::<usize>() < 2 {
                return Err(LexiconError { line: number + 1, problem: "a group needs at least two words" });
            }
            let id = self.groups.len();
            for locale in Locale::ALL {
                for term in &group[slot(locale)] {
                    self.member_of[slot(locale)].entry(term.clone()).or_default().push(id);
                }
            }
            self.groups.push(group);
        }
        Ok(())
    }

    /// The terms of `to` that mean what `term` (a term of `from`) means, itself excluded.
    pub fn related(&self, term: &str, from: Locale, to: Locale) -> HashSet<String> {
        let mut related = HashSet::new();
        for &id in self.member_of[slot(from)].get(term).into_iter().flatten() {
            related.extend(self.groups[id][slot(to)].iter().filter(|t| !(from == to && t.as_str() == term)).cloned());
        }
        related
    }

    /// Whether `term` of `locale` belongs to any group.
    pub fn knows(&self, term: &str, locale: Locale) -> bool {
        self.member_of[slot(locale)].contains_key(term)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn term(locale: Locale, word: &str) -> String {
        terms(locale, word).remove(0)
    }

    #[test]
    fn a_visitors_word_finds_the_sites_words_in_both_languages() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let price = term(Locale::En, "price");
        assert!(lexicon.related(&price, Locale::En, Locale::En).contains(&term(Locale::En, "costs")));
        assert!(lexicon.related(&price, Locale::En, Locale::It).contains(&term(Locale::It, "prezzo")));
        let sede = term(Locale::It, "sede");
        assert!(lexicon.related(&sede, Locale::It, Locale::En).contains(&term(Locale::En, "headquarters")));
        assert!(!lexicon.related(&price, Locale::En, Locale::En).contains(&price), "a word is not its own paraphrase");
    }

    #[test]
    fn operators_add_their_own_groups_and_mistakes_are_named() {
        let lexicon = Lexicon::with_operator_groups(Some("# our trade\nhackerspace, makerspace | laboratorio\n")).unwrap();
        assert!(lexicon.related(&term(Locale::En, "makerspace"), Locale::En, Locale::It).contains(&term(Locale::It, "laboratorio")));
        assert_eq!(Lexicon::with_operator_groups(Some("price, cost")).unwrap_err(), LexiconError { line: 1, problem: "a group is `english words | italian words`" });
        assert_eq!(Lexicon::with_operator_groups(Some("\n\nprice |")).unwrap_err().line, 3);
    }
}
