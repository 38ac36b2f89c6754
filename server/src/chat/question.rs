//! A visitor's question as the answerer reads it: the words that say what it is about (each with
//! how telling it is, and what it may be called in either language), the kind of value it asks
//! for, and the words of the question before it, for a follow-up.

use std::collections::HashSet;

use app::i18n::Locale;

use super::analyzers::terms;
use super::asked_value::asked_value;
use super::lexicon::Lexicon;
use super::values::ValueKind;

/// Words that shape a question or a request without saying what it is about.
const FRAME_WORDS: [&str; 90] = [
    "what", "whats", "when", "where", "who", "whom", "which", "why", "how", "does", "do", "did", "can", "could", "would",
    "should", "will", "is", "are", "was", "were", "you", "your", "yours", "me", "tell", "about", "i", "we", "us", "our",
    "have", "has", "much", "many", "any", "there", "please", "know", "like", "want", "need", "actually", "exactly",
    "hi", "hello", "hey", "thanks", "anything", "something", "get", "s", "guys", "kind", "sort",
    "cosa", "che", "chi", "quando", "dove", "come", "perché", "perche", "quanto", "quanta", "quanti", "quante", "quale",
    "quali", "è", "sono", "mi", "ci", "voi", "vostro", "vostra", "vostri", "vostre", "dimmi", "ditemi", "parlami", "avete",
    "fate", "potete", "posso", "vorrei", "sapere", "ciao", "salve", "grazie",
];

/// One thing the question is about: a word of it, the index terms it may take in each language
/// (its own and its paraphrases), and its weight.
#[derive(Debug, Clone)]
pub struct Concept {
    pub word: String,
    /// The word's own terms, per language (English, Italian).
    pub own: [HashSet<String>; 2],
    /// Its paraphrases' terms, per language.
    pub paraphrases: [HashSet<String>; 2],
    /// How much finding it tells (rarer words tell more); unknown words weigh the most.
    pub weight: f32,
    /// Whether the site never uses the word nor any paraphrase of it.
    pub unknown: bool,
    /// Whether it comes from the previous question rather than this one.
    pub background: bool,
    /// Whether the site uses the word so widely that finding it says little.
    pub generic: bool,
}

pub fn slot(locale: Locale) -> usize {
    match locale {
        Locale::En => 0,
        Locale::It => 1,
    }
}

impl Concept {
    /// 1 when `present` holds the word itself, less for a paraphrase, 0 otherwise; `present`
    /// holds index terms of `locale`.
    pub fn found_in(&self, present: &HashSet<String>, locale: Locale) -> f32 {
        let i = slot(locale);
        if self.own[i].iter().any(|t| present.contains(t)) {
            1.0
        } else if self.paraphrases[i].iter().any(|t| present.contains(t)) {
            PARAPHRASE
        } else {
            0.0
        }
    }
}

/// What finding a paraphrase is worth, against the word itself.
const PARAPHRASE: f32 = 0.8;

/// What the index knows of a term: in how many sections it appears, and how many there are.
pub trait TermStatistics {
    /// The inverse document frequency of `term` in `locale`'s sections; `None` when no
    /// section holds it.
    fn idf(&self, term: &str, locale: Locale) -> Option<f32>;
    /// The weight of a term no section holds.
    fn unknown_idf(&self) -> f32;
    /// Whether `term` is in so many sections that finding it says little (the company's name,
    /// "site", "azienda").
    fn is_generic(&self, term: &str, locale: Locale) -> bool;
}

/// How much less a generic word weighs.
const GENERIC: f32 = 0.15;
/// How much less a word of the previous question weighs.
const BACKGROUND: f32 = 0.5;
/// How much less a word unknown to the site weighs than the rarest known word: visitors use
/// words the site does not, and a lexicon cannot know them all.
const UNKNOWN: f32 = 0.75;

#[derive(Debug, Clone)]
pub struct Question {
    pub concepts: Vec<Concept>,
    /// The kind of value asked for, if the wording says.
    pub asks: Option<ValueKind>,
    /// The language the question is written in, by its words (a visitor may write English on
    /// the Italian site).
    pub language: Locale,
}

/// The language `text` is written in, by its function words; `fallback` when unclear.
fn language_of(text: &str, fallback: Locale) -> Locale {
    const EN: [&str; 24] = ["the", "is", "are", "do", "does", "what", "how", "can", "you", "your", "of", "for", "to", "in", "and", "where", "when", "who", "much", "many", "with", "my", "it", "there"];
    const IT: [&str; 24] = ["il", "lo", "la", "le", "gli", "di", "che", "è", "per", "come", "dove", "quanto", "sono", "vostro", "vostra", "non", "con", "un", "una", "del", "della", "quando", "chi", "avete"];
    let words: Vec<String> = text.split(|c: char| !c.is_alphanumeric()).map(str::to_lowercase).collect();
    let count = |list: &[&str]| words.iter().filter(|w| list.contains(&w.as_str())).count();
    match count(&EN).cmp(&count(&IT)) {
        std::cmp::Ordering::Greater => Locale::En,
        std::cmp::Ordering::Less => Locale::It,
        std::cmp::Ordering::Equal => fallback,
    }
}

impl Question {
    /// Reads `question` (asked on the `locale` site) and, for a follow-up, the previous question.
    pub fn read(question: &str, previous: Option<&str>, locale: Locale, lexicon: &Lexicon, stats: &dyn TermStatistics) -> Question {
        let language = language_of(question, locale);
        let mut concepts = Vec::new();
        let mut seen = HashSet::new();
        for (text, background) in [(Some(question), false), (previous, true)] {
            let Some(text) = text else { continue };
            for word in text.split(|c: char| !c.is_alphanumeric()) {
                if word.is_empty() || FRAME_WORDS.contains(&word.to_lowercase().as_str()) {
                    continue;
                }
                if let Some(concept) = concept(word, language, background, lexicon, stats) {
                    if seen.insert(concept.own.each_ref().map(sorted)) {
                        concepts.push(concept);
                    }
                }
            }
        }
        Question { concepts, asks: asked_value(question), language }
    }

    /// The weight of everything the question is about (a previous question's words weigh less).
    pub fn total_weight(&self) -> f32 {
        self.concepts.iter().map(|c| c.weight).sum()
    }
}

fn sorted(set: &HashSet<String>) -> Vec<String> {
    let mut terms: Vec<String> = set.iter().cloned().collect();
    terms.sort();
    terms
}

/// The concept of one word, or `None` for a stop word.
fn concept(word: &str, language: Locale, background: bool, lexicon: &Lexicon, stats: &dyn TermStatistics) -> Option<Concept> {
    let mut own: [HashSet<String>; 2] = Default::default();
    for locale in Locale::ALL {
        own[slot(locale)].extend(terms(locale, word));
    }
    // A stop word of the question's language is no concept, whatever the other language makes of it.
    if own[slot(language)].is_empty() {
        return None;
    }
    let mut paraphrases: [HashSet<String>; 2] = Default::default();
    for from in Locale::ALL {
        for term in &own[slot(from)] {
            for to in Locale::ALL {
                paraphrases[slot(to)].extend(lexicon.related(term, from, to));
            }
        }
    }
    // How telling the word is: as the question's language reads it, else as the other does.
    let order = [language, if language == Locale::En { Locale::It } else { Locale::En }];
    let known = order.iter().find_map(|&locale| {
        let idf = sorted(&own[slot(locale)]).iter().filter_map(|t| stats.idf(t, locale)).reduce(f32::max)?;
        Some((idf, own[slot(locale)].iter().all(|t| stats.is_generic(t, locale))))
    });
    let paraphrase_known = Locale::ALL.iter().any(|&l| paraphrases[slot(l)].iter().any(|t| stats.idf(t, l).is_some()));
    let (weight, unknown, generic) = match known {
        Some((idf, true)) => (idf * GENERIC, false, true),
        Some((idf, false)) => (idf, false, false),
        None => (stats.unknown_idf() * UNKNOWN, !paraphrase_known, false),
    };
    let weight = if background { weight * BACKGROUND } else { weight };
    Some(Concept { word: word.to_string(), own, paraphrases, weight, unknown, background, generic })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every term known, "azienda" everywhere.
    struct Flat;
    impl TermStatistics for Flat {
        fn idf(&self, term: &str, _: Locale) -> Option<f32> {
            (!term.starts_with("austral")).then_some(2.0)
        }
        fn unknown_idf(&self) -> f32 {
            4.0
        }
        fn is_generic(&self, term: &str, _: Locale) -> bool {
            term == "aziend"
        }
    }

    fn words(question: &Question) -> Vec<&str> {
        question.concepts.iter().map(|c| c.word.as_str()).collect()
    }

    #[test]
    fn only_the_words_that_say_what_it_is_about_are_concepts() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let q = Question::read("How much does the AI readiness workshop cost?", None, Locale::En, &lexicon, &Flat);
        assert_eq!(words(&q), ["AI", "readiness", "workshop", "cost"]);
        assert_eq!(q.asks, Some(ValueKind::Amount));
        assert_eq!(q.language, Locale::En);
        let q = Question::read("Dove ha sede l'azienda?", None, Locale::It, &lexicon, &Flat);
        assert_eq!(words(&q), ["sede", "azienda"]);
        assert!(q.concepts[1].weight < q.concepts[0].weight, "a generic word weighs less");
    }

    #[test]
    fn an_english_question_on_the_italian_site_is_read_as_english() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let q = Question::read("what is the price of the workshop", None, Locale::It, &lexicon, &Flat);
        assert_eq!(q.language, Locale::En);
        let price = &q.concepts.iter().find(|c| c.word == "price").unwrap();
        assert!(price.paraphrases[slot(Locale::It)].contains("prezz"), "{price:?}");
    }

    #[test]
    fn words_the_site_never_uses_are_marked_and_follow_ups_borrow_lightly() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let q = Question::read("capital of Australia", Some("Tell me about the workshop"), Locale::En, &lexicon, &Flat);
        let australia = q.concepts.iter().find(|c| c.word == "Australia").unwrap();
        assert!(australia.unknown);
        let workshop = q.concepts.iter().find(|c| c.word == "workshop").unwrap();
        assert!(workshop.background && workshop.weight == 1.0);
    }
}
