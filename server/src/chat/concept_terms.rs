//! A question's concepts looked up from the other side. `Concept::found_in` looks each of a
//! concept's terms and paraphrases up in a set of terms; scoring every sentence of the retrieved
//! sections that way, for every concept, had been a fifth of an answer's time. A sentence holds
//! few terms: looking them up among the question's, once, gives what every concept finds in it.

use app::i18n::Locale;
use foldhash::{HashMap, HashSet};

use super::question::{slot, Concept, PARAPHRASE};

pub struct ConceptTerms<'a> {
    concepts: &'a [Concept],
    locale: Locale,
    /// Each term of the concepts in `locale`, with the concepts it finds and what finding it is
    /// worth to each (1 for a concept's own term, `PARAPHRASE` for a paraphrase).
    by_term: HashMap<&'a str, Vec<(usize, f32)>>,
}

impl<'a> ConceptTerms<'a> {
    pub fn of(concepts: &'a [Concept], locale: Locale) -> ConceptTerms<'a> {
        let mut by_term: HashMap<&str, Vec<(usize, f32)>> = HashMap::default();
        for (c, concept) in concepts.iter().enumerate() {
            let own = concept.own[slot(locale)].iter().map(|t| (t, 1.0));
            let paraphrases = concept.paraphrases[slot(locale)].iter().map(|t| (t, PARAPHRASE));
            for (term, worth) in own.chain(paraphrases) {
                let finds = by_term.entry(term.as_str()).or_default();
                match finds.iter_mut().find(|(at, _)| *at == c) {
                    Some((_, best)) => *best = f32::max(*best, worth),
                    None => finds.push((c, worth)),
                }
            }
        }
        ConceptTerms { concepts, locale, by_term }
    }

    /// Whether `term` is a term of one of the concepts, its own or a paraphrase.
    pub fn finds(&self, term: &str) -> bool {
        self.by_term.contains_key(term)
    }

    /// What each concept finds in `terms` (terms of `locale`), in the concepts' order: the same
    /// as `Concept::found_in` for each, from whichever side holds fewer terms.
    pub fn found_in(&self, terms: &HashSet<String>) -> Vec<f32> {
        if terms.len() > self.by_term.len() {
            return self.concepts.iter().map(|c| c.found_in(terms, self.locale)).collect();
        }
        let mut found = vec![0.0; self.concepts.len()];
        for term in terms {
            for &(c, worth) in self.by_term.get(term.as_str()).into_iter().flatten() {
                found[c] = f32::max(found[c], worth);
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chat::section_text::Terms;

    fn concept(own: &[&str], paraphrases: &[&str]) -> Concept {
        Concept::of_terms(Locale::En, own, paraphrases)
    }

    #[test]
    fn each_concept_finds_what_it_finds_looked_up_its_own_way() {
        let concepts = [concept(&["price"], &["cost", "fee"]), concept(&["workshop"], &["cours"]), concept(&["cost"], &["price"])];
        let lookup = ConceptTerms::of(&concepts, Locale::En);
        let sentences: [&[&str]; 5] = [
            &["cost", "workshop"],
            &["price"],
            &[],
            &["fee", "cours", "day"],
            &["two", "day", "other", "word", "more", "term", "than", "key"],
        ];
        for words in sentences {
            let terms: Terms = words.iter().map(|w| w.to_string()).collect();
            let each: Vec<f32> = concepts.iter().map(|c| c.found_in(&terms, Locale::En)).collect();
            assert_eq!(lookup.found_in(&terms), each, "{words:?}");
        }
        let terms: Terms = ["cost", "workshop"].iter().map(|w| w.to_string()).collect();
        assert_eq!(lookup.found_in(&terms), vec![PARAPHRASE, 1.0, 1.0], "a paraphrase is worth less than the word itself");
    }
}
