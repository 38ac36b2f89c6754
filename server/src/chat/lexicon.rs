//! Paraphrases: the words visitors use for what a site says with other words ("price" for
//! "costs", "telefono" for "call"), English and Italian side by side. The general groups ship
//! with the server (`lexicon.txt`); an operator adds the words of their trade in
//! `content/chat/lexicon.txt`, in the same format.

use app::i18n::Locale;
use foldhash::{HashMap, HashSet, HashSetExt};

use super::analyzers::{lower_words, terms};
use super::question::slot;

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
    /// Entries of several words ("get back", "partita iva"), lower case, with their group: a
    /// visitor's phrase means its group as a whole (its words alone mean nothing special).
    phrases: [Vec<(Vec<String>, usize)>; 2],
    /// Every word of every entry as written, lower case, per language: words the chat knows
    /// when a visitor mistypes one (`spelling.rs`).
    words: [Vec<String>; 2],
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
            let id = self.groups.len();
            let mut group: [HashSet<String>; 2] = Default::default();
            let mut entries = 0;
            let mut single_words = false;
            for (locale, words) in [(Locale::En, english), (Locale::It, italian)] {
                for entry in words.split(',').map(str::trim).filter(|w| !w.is_empty()) {
                    entries += 1;
                    let words = lower_words(entry);
                    if words.is_empty() {
                        return Err(LexiconError { line: number + 1, problem: "an entry needs a letter or a digit" });
                    }
                    self.words[slot(locale)].extend(words.iter().cloned());
                    // "e-mail" is one word to the stemmer, and so "c ++" ("c"), not a phrase.
                    if entry.split_whitespace().nth(1).is_some() && words.len() > 1 {
                        // A sentence holding the phrase holds this term (`phrase_terms`).
                        group[slot(locale)].insert(phrase_term(&words));
                        self.phrases[slot(locale)].push((words, id));
                    } else {
                        single_words = true;
                        group[slot(locale)].extend(terms(locale, entry));
                    }
                }
            }
            if entries < 2 {
                return Err(LexiconError { line: number + 1, problem: "a group needs at least two words" });
            }
            // A visitor's phrase finds sections through the group's single words.
            if !single_words {
                return Err(LexiconError { line: number + 1, problem: "a group needs a single word besides its phrases" });
            }
            for locale in Locale::ALL {
                for term in &group[slot(locale)] {
                    self.member_of[slot(locale)].entry(term.clone()).or_default().push(id);
                }
            }
            self.groups.push(group);
        }
        Ok(())
    }

    /// The words of `locale`'s entries, lower case.
    pub fn words(&self, locale: Locale) -> &[String] {
        &self.words[slot(locale)]
    }

    /// The terms of `to` that mean what `term` (a term of `from`) means, itself excluded.
    pub fn related(&self, term: &str, from: Locale, to: Locale) -> HashSet<String> {
        let mut related = HashSet::new();
        for &id in self.member_of[slot(from)].get(term).into_iter().flatten() {
            related.extend(self.groups[id][slot(to)].iter().filter(|t| !(from == to && t.as_str() == term)).cloned());
        }
        related
    }

    /// The terms standing for the lexicon's phrases that `text` (in `locale`) holds: "la base
    /// giuridica è…" holds "base giuridica", so the answerer reads it as saying what a question
    /// saying "legal basis" asks (retrieval finds its section by the group's single words).
    pub fn phrase_terms(&self, text: &str, locale: Locale) -> Vec<String> {
        let words = lower_words(text);
        self.phrases_in(&words, locale).into_iter().map(|(start, length, _)| phrase_term(&words[start..start + length])).collect()
    }

    /// The phrases of `locale` in `words` (lower case): where each starts, how many words it
    /// spans, and the terms its group has in each language.
    pub fn phrases_in(&self, words: &[String], locale: Locale) -> Vec<(usize, usize, [HashSet<String>; 2])> {
        let mut found = Vec::new();
        for (phrase, id) in &self.phrases[slot(locale)] {
            for start in 0..words.len() {
                if words[start..].starts_with(phrase) {
                    found.push((start, phrase.len(), self.groups[*id].clone()));
                }
            }
        }
        found
    }
}

/// The term a phrase of the lexicon stands as: its words with spaces, which no single word's
/// term holds.
fn phrase_term(words: &[String]) -> String {
    words.join(" ")
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
        // Visitors name their device, sites the system it runs.
        assert!(lexicon.related(&term(Locale::En, "iPhone"), Locale::En, Locale::It).contains(&term(Locale::It, "iOS")));
        // A forum's or a club's "iscritti" are its members.
        assert!(lexicon.related(&term(Locale::It, "iscritti"), Locale::It, Locale::It).contains(&term(Locale::It, "membri")));
        assert!(lexicon.related(&term(Locale::En, "members"), Locale::En, Locale::It).contains(&term(Locale::It, "membro")));
    }

    #[test]
    fn a_phrase_stands_for_its_group_and_its_words_alone_do_not() {
        let lexicon = Lexicon::with_operator_groups(Some("ring back, reply | richiamare\n")).unwrap();
        let words: Vec<String> = "will you ring back today".split(' ').map(String::from).collect();
        let found = lexicon.phrases_in(&words, Locale::En);
        assert_eq!(found.len(), 1);
        assert_eq!((found[0].0, found[0].1), (2, 2));
        assert!(found[0].2[1].contains(&term(Locale::It, "richiamare")));
        assert!(lexicon.related(&term(Locale::En, "back"), Locale::En, Locale::En).is_empty());
    }

    #[test]
    fn a_sentence_holding_a_phrase_is_found_by_the_words_of_its_group() {
        let lexicon = Lexicon::with_operator_groups(Some("remote, home office | lavoro agile, remoto\n")).unwrap();
        let held = lexicon.phrase_terms("Il lavoro agile è possibile due giorni a settimana.", Locale::It);
        assert_eq!(held.len(), 1);
        let remote = lexicon.related(&term(Locale::En, "remote"), Locale::En, Locale::It);
        assert!(remote.contains(&held[0]), "{held:?} in {remote:?}");
        assert!(lexicon.phrase_terms("Un lavoro utile, agile e veloce.", Locale::It).is_empty(), "the words apart are no phrase");
    }

    #[test]
    fn operators_add_their_own_groups_and_mistakes_are_named() {
        let lexicon = Lexicon::with_operator_groups(Some("# our trade\nhackerspace, makerspace | laboratorio\n")).unwrap();
        assert!(lexicon.related(&term(Locale::En, "makerspace"), Locale::En, Locale::It).contains(&term(Locale::It, "laboratorio")));
        assert_eq!(
            Lexicon::with_operator_groups(Some("price, cost")).unwrap_err(),
            LexiconError { line: 1, problem: "a group is `english words | italian words`" }
        );
        assert_eq!(Lexicon::with_operator_groups(Some("\n\nprice |")).unwrap_err().line, 3);
        assert_eq!(Lexicon::with_operator_groups(Some("price, - - | prezzo")).unwrap_err().problem, "an entry needs a letter or a digit");
        assert_eq!(
            Lexicon::with_operator_groups(Some("legal name, company name | ragione sociale")).unwrap_err().problem,
            "a group needs a single word besides its phrases"
        );
    }
}
