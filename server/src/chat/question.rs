//! A visitor's question as the answerer reads it: the words that say what it is about (each with
//! how telling it is, and what it may be called in either language), the kind of value it asks
//! for, and the words of the question before it, for a follow-up.

use std::sync::LazyLock;

use app::i18n::Locale;
use foldhash::{HashSet, HashSetExt};
use regex::Regex;

use super::agent_nouns::doers;
use super::analyzers::{lower_words, terms, words_at};
use super::as_meant::{as_meant, Meant};
use super::asked_value::{elliptic, without_openers, Asked, Wording};
use super::compound_tokenizer::heads_a_contraction;
use super::dictionary::is_word_of;
use super::frame_words::{is_frame_word, only_goes_on, only_says_beforehand, only_shapes_after};
use super::lexicon::Lexicon;
use super::negation::negated;
use super::places::places_in;
use super::placing_words::placed_things;
use super::plain_words::PlainWords;
use super::section_text::Sentence;
use super::values::{time_unit_asked, values_with_text, ValueKind};

/// One thing the question is about: a word of it, the index terms it may take in each language
/// (its own and its paraphrases), and its weight.
#[derive(Debug, Clone)]
pub struct Concept {
    pub word: String,
    /// The word's own terms, per language (English, Italian).
    pub own: [HashSet<String>; 2],
    /// Its paraphrases' terms, per language.
    pub paraphrases: [HashSet<String>; 2],
    /// How much finding it tells (rarer words tell more). A word the site never uses weighs
    /// little here: it cannot be found, and visitors use many words a site does not.
    pub weight: f32,
    /// How much it says about what the question is about: a word the site never uses says the
    /// most (it is what makes a question off-topic).
    pub importance: f32,
    /// Whether the site never uses the word nor any paraphrase of it.
    pub unknown: bool,
    /// Whether it comes from the previous question rather than this one.
    pub background: bool,
    /// Whether the site uses the word so widely that finding it says little.
    pub generic: bool,
    /// Whether it is a bare number ("12", "2024"), which matches dates, prices and counts
    /// anywhere: beside other words it helps, alone it proves nothing.
    pub number: bool,
    /// The kind of value the word itself asks for ("price", "telefono"): a sentence holding
    /// such a value says what the word asks, whatever its own words.
    pub cue: Option<ValueKind>,
    /// Whether the question writes it next to a word the site never uses ("free *parking*",
    /// "student *discount*", "wifi veloce"): a sentence holding it alone may be about the known
    /// word, not about what the question names with both.
    pub beside_unknown: bool,
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

#[cfg(test)]
impl Concept {
    /// A concept of weight 1 whose own terms and paraphrases in `locale` are these.
    pub fn of_terms(locale: Locale, own: &[&str], paraphrases: &[&str]) -> Concept {
        let in_locale = |terms: &[&str]| {
            let mut sets: [HashSet<String>; 2] = Default::default();
            sets[slot(locale)] = terms.iter().map(|t| t.to_string()).collect();
            sets
        };
        Concept {
            word: own[0].to_string(),
            own: in_locale(own),
            paraphrases: in_locale(paraphrases),
            weight: 1.0,
            importance: 1.0,
            unknown: false,
            background: false,
            generic: false,
            number: false,
            cue: None,
            beside_unknown: false,
        }
    }
}

/// What finding a paraphrase is worth, against the word itself.
pub const PARAPHRASE: f32 = 0.8;

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
    /// The site's word `word`, which no section uses, is a typo of (`spelling.rs`).
    fn corrected(&self, _word: &str, _locale: Locale) -> Option<&str> {
        None
    }
    /// The two words the site writes side by side that `typed` runs together (`spelling.rs`).
    fn apart(&self, _typed: &str) -> Option<&str> {
        None
    }
    /// The owner's name, as values are compared (`values::values_with_text`): on its own site it
    /// answers no "which company", "which software".
    fn own_names(&self) -> &[String] {
        &[]
    }
}

/// How much less a generic word weighs.
const GENERIC: f32 = 0.2;
/// How much of the rarest known word's weight a word the site never uses has in saying what the
/// question is about.
const UNKNOWN_IMPORTANCE: f32 = 0.7;
/// How much less a bare number weighs.
const NUMBER: f32 = 0.3;
/// How much less a word of the previous question weighs.
const BACKGROUND: f32 = 0.425;
/// How much of that is left of the previous question's topic when the follow-up names another
/// thing in its place ("and for sponsorships?").
const REPLACED: f32 = 0.5;
/// Words opening a noun phrase of their own: what stands before them qualifies no word after.
pub(super) const DETERMINERS: [&str; 48] = [
    "a", "an", "the", "any", "some", "several", "my", "your", "our", "their", "his", "her", "its", "this", "these", "every", "each", "il",
    "lo", "la", "i", "gli", "le", "un", "una", "uno", "mio", "mia", "miei", "mie", "tuo", "tua", "suo", "sua", "nostro", "nostra",
    "vostro", "vostra", "ogni", "qualche", "alcun", "alcuno", "alcuna", "alcuni", "alcune", "ciascun", "ciascuno", "ciascuna",
];

/// How much less a word unknown to the site weighs than the rarest known word: visitors use
/// words the site does not, and a lexicon cannot know them all.
const UNKNOWN: f32 = 0.35;

#[derive(Debug, Clone)]
pub struct Question {
    /// The visitor's text as meant (`as_meant.rs`): without courtesies, frames or noise, typing
    /// mended; empty when it asks nothing.
    pub meant: String,
    pub concepts: Vec<Concept>,
    /// The kind of value asked for, if the wording says.
    pub asks: Option<ValueKind>,
    /// Whether it is a yes-or-no question ("do you provide support via e-mail?"): a value of the
    /// kind its words name helps, but a sentence without one may answer it; a sentence denying
    /// what it names answers it ("usate Google Analytics?" by "nessun cookie di analisi").
    pub polar: bool,
    /// The values of that kind the question itself names ("in Milan"), lower case: a sentence
    /// answers with another one, not by repeating them.
    pub named: Vec<String>,
    /// The language the question is written in, by its words (a visitor may write English on
    /// the Italian site).
    pub language: Locale,
    /// Whether it asks for a reason or a way ("why", "perché", "how do you…", "cosa succede
    /// se…"), which the sentence after a statement usually gives.
    pub explanation: bool,
    /// For "how many X" (a question asking for a number): the concepts of X, one of which a
    /// count answering it names ("320 questions" answers "how many questions", not "how many
    /// clients"). English X is the first two words ("how many *active users*"); Italian puts
    /// the adjective after the noun, so X is the first of the two that is a concept: "quanti
    /// *sviluppatori* principali?" is not answered by "due ragioni principali", and "quante
    /// altre *lingue*" counts languages.
    pub counted: Vec<usize>,
    /// The verb closing an English question after its auxiliary and subject ("which languages
    /// do your assistants *speak*?", "in which state is ISRG *incorporated*?"): when the site
    /// never uses it, it says how the question asks, not what it is about, as a noun it never
    /// uses would ("what is the price of *bananas*?").
    pub closing_verb: Option<usize>,
    /// Each concept placing a thing among others ("the *next* version"), with the concept of
    /// that thing: it says something only where the thing is named.
    pub placing: Vec<(usize, usize)>,
    /// Whether it names a place the site never mentions ("the capital of Australia"): it is
    /// about something else.
    pub elsewhere: bool,
    /// Whether it asks what something is: the sentence opening with it says.
    pub defines: bool,
    /// The concept naming what a question asks which one it is ("on what *legal grounds*…",
    /// "quale *programma*…"): a sentence saying what that is ("the legal basis is your
    /// consent") answers it.
    pub which: Option<usize>,
    /// Whom it asks whether they are a kind of thing ("are you a company?", "is it a
    /// nonprofit?"), if it does: what they are answers it, yes or no.
    pub identity: Option<Identity>,
    /// The unit of time a duration asked for is counted in ("how many *days*…"), if it names
    /// one: "valid for a year" does not answer it.
    pub duration_unit: Option<usize>,
    /// Whether it asks when something happens ("when does it stop working?", "quando smette?"),
    /// not since or until when: a time counted forward from an event answers it.
    pub when: bool,
    /// Whether it asks until when ("fino a quando conservate i dati?", "until when…"): a
    /// duration ("per 24 mesi") answers it as a date does.
    pub until: bool,
    /// Whether it asks where a body is based ("dove ha sede l'associazione?"): where something
    /// happens ("il festival ha luogo nella Pigna") does not answer it.
    pub seat: bool,
    /// Whether it asks what something is for ("a cosa serve lencr.org?", "what do you use it
    /// for?"): the sentence saying what it is used for answers.
    pub purpose: bool,
    /// Whether it asks why ("why does it keep failing?", "come mai…"): the sentence giving a
    /// reason answers.
    pub reason: bool,
    /// Whether it is asked in the negative ("what if it can't find a source?"); "why don't
    /// you…?" asks for the reason of what is done instead.
    pub negated: bool,
    /// Whether it asks for several things ("what are your rates?", "quali servizi offrite?"),
    /// which a list answers better than any one of its items.
    pub several: bool,
    /// Whether it is a keyword query ("newsletter software", "orari ufficio"): its words say
    /// what it is about, not how they relate, so a sentence naming only some of them is no
    /// answer unless it holds the value asked.
    pub keywords: bool,
}

/// What a question asks, as far as its own wording tells: the kind of value, yes or no, how or
/// why, what something is, what it is for. A heading asking a question of the visitor's shape,
/// about the same things, is answered by the first sentence under it ("Cos'è lencr.org?" does
/// not answer "a cosa vi serve lencr.org?"); a yes or no may be by one asking a value
/// (`asks_whether_of`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    asks: Option<ValueKind>,
    polar: bool,
    explanation: bool,
    defines: bool,
    purpose: bool,
}

impl Shape {
    pub fn of(question: &str) -> Shape {
        let wording = Wording::read(question);
        Shape::read(&wording, wording.asked(), &question.to_lowercase())
    }

    /// Whether a question of this shape may be answered by the first sentence under a heading
    /// asking `heading`, though their shapes differ: yes or no under a heading asking for a value,
    /// which the sentence states ("do I have to buy a ticket?" under "How much does the ticket
    /// cost?": "Nothing. … there is no fee."), when the question names what the heading asks
    /// about. A bare "Yes." under "Do I need a ticket?" gives no price.
    pub fn asks_whether_of(self, heading: Shape) -> bool {
        self.polar && heading.asks.is_some() && !heading.polar
    }

    /// `asked` is what `wording` asks and `lower` the question in lower case, each read once.
    fn read(wording: &Wording, asked: Option<Asked>, lower: &str) -> Shape {
        Shape {
            asks: asked.map(|a| a.kind),
            polar: asked.map_or_else(|| wording.yes_or_no(), |a| !a.strict),
            explanation: EXPLANATION.is_match(lower),
            defines: DEFINITION.is_match(lower.trim()),
            purpose: PURPOSE.is_match(lower.trim()),
        }
    }
}

/// Words that ask for a reason.
const REASON_WORDS: &str =
    r"\b(?:why|how come|for what reason|what(?:['’]s| is) the reason|perch[ée]|come mai|per quale (?:motivo|ragione)|qual è il motivo)\b";

/// Where a clause starts: a question often says first why it is asked ("my provider blocks port
/// 80, how do I…").
const CLAUSE_START: &str = r"(?:^|[,;:.!?]\s+)";

/// What follows an Italian verb in the first person ("come *ottengo* il certificato?", "come li
/// *esercito*?"): an article, a preposition or the end; "come socio ho diritto…", "come primo
/// passo…" name what the asker is or does first.
const FIRST_PERSON_AFTER: &str = r"(?:\s+(?:il|lo|la|l['’]|i|gli|le|un|una|uno|un['’]|a|ad|al|allo|alla|ai|agli|alle|in|nel|nella|con|per|da|dal|dalla|su|sul|sulla|di|del|della|dei|delle|se|che|questo|questa|quest['’])\b|\s*\?|\s*$)";

/// Wordings that ask for a reason or for how something is done.
pub(super) static EXPLANATION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"{REASON_WORDS}|{CLAUSE_START}(?:and )?how (?:do|does|did|can|is|are|will|would)\b|\bwhat happens\b|{CLAUSE_START}(?:e )?come (?:fate|fai|fa|gestite|gestisce|funziona|funzionano|si|lavorate|posso|possiamo|puoi|può|potete|devo|dobbiamo|devi|deve|dovete)\b|{CLAUSE_START}(?:e )?come (?:(?:lo|la|li|le|ne|ci|vi|mi|ti|gli) )?\w{{3,}}o{FIRST_PERSON_AFTER}|\b(?:cosa|che) succede\b"
    ))
    .expect("the pattern is valid")
});

/// Any case: it also finds where in the question as typed the words asking why stand.
static REASON: LazyLock<Regex> = LazyLock::new(|| Regex::new(&format!("(?i){REASON_WORDS}")).expect("the pattern is valid"));

/// Who a question asks the kind of: the site's owner ("are you a…?", "siete un…?"), or what
/// "it" stands for ("is it a…?", "è un…?").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Identity {
    You,
    It,
}

static IDENTITY: LazyLock<[(Identity, Regex); 2]> = LazyLock::new(|| {
    let asks = |subject: &str| {
        // A kind is a few words: "is it a problem if I come late?" asks something else.
        Regex::new(&format!(
            r"^(?:and |so |e |quindi |ma )?(?:{subject})\s+(?:(?:a|an|un|una|uno)\s+|un['’]\s*)[^\s?]+(?:\s+[^\s?]+){{0,2}}\s*\?*$"
        ))
        .expect("the pattern is valid")
    };
    [(Identity::You, asks("are you|siete|sei|voi siete")), (Identity::It, asks(r"is (?:it|this|that)|è|e['’]"))]
});

static PURPOSE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^(?:and |e )?(?:(?:a|per) (?:che|cosa) (?:ti |vi |ci |mi |gli |le )?serv|per (?:che|cosa|quale scopo) (?:si usa|usate|usi|utilizzate|utilizzi)|(?:qual è|quale è) (?:lo scopo|la funzione)|what (?:is|are|was|were)\b.+\bfor\s*\??$|what['’]s\b.+\bfor\s*\??$|what do (?:you|they|we|i|people) use\b.+\bfor\b|what (?:is|are) the (?:purpose|point|use) of)",
    )
    .expect("the pattern is valid")
});

/// Wordings that ask what something is ("what is recall@5?", "cosa sono le hackerspace nights?",
/// "chi è Eric Hughes?"), which the sentence opening with that thing answers.
static DEFINITION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^(?:and |e )?(?:(?:what|who) (?:is|are|was|were)\b|(?:what|who)['’]s\b|what does .+ mean|(?:che )?cos(?:a|['’]) ?(?:è|e|sono|significa|vuol dire)\b|chi (?:è|e|sono|era)\b)",
    )
    .expect("the pattern is valid")
});

/// "Which" and the words after it: "on what legal grounds do you…", "che tipo di clienti…".
static WHICH: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"{CLAUSE_START}(?:and |e )?(?:\w+ )?(?:what|which|quale|quali|che)\s+(?:(?:kinds?|types?|sorts?) of\s+|(?:tipo|tipi|genere) di\s+)?(.+)"
    ))
    .expect("the pattern is valid")
});

/// The most words a noun after "which" has: more are the noun and what the question says of it.
const WHICH_WORDS: usize = 3;

/// The noun after "which" in `lower` (the question, lower case): in English the last of the words
/// before a function word ("on what legal *grounds* do you…"), the first when none ends them, as a
/// verb follows the noun ("which *plan* includes support?"); in Italian the first ("quale
/// *programma* mi…").
fn which_noun(lower: &str, language: Locale) -> Option<String> {
    let rest = WHICH.captures(lower)?.get(1)?;
    let mut words = lower_words(rest.as_str()).into_iter().peekable();
    let mut noun = Vec::new();
    while let Some(word) = words.next_if(|w| !is_frame_word(w)) {
        noun.push(word);
    }
    let ended = words.peek().is_some();
    match noun.len() {
        n if n > WHICH_WORDS => noun.into_iter().next(),
        _ if language == Locale::En && ended => noun.pop(),
        _ => noun.into_iter().next(),
    }
}

/// An English question closing on its verb after an auxiliary and its subject (a pronoun, one
/// noun after a determiner, or a name): a bare verb after "do", a participle after "is" ("…do
/// your assistants speak?", "…is ISRG incorporated?"). "Is there free parking?", "is the price
/// of bananas…?", "does the price include parking?" close on a noun, and "what is the download
/// speed?" on no participle. Only a lower-case word before the question marks closes it:
/// anything else ("Speak?!") is left as it is, the cautious way.
static CLOSING_VERB: LazyLock<Regex> = LazyLock::new(|| {
    let subject =
        r"(?:(?i:you|we|they|it|i|he|she)|(?i:the|your|our|their|its|these|those)\s+[a-z][\w'’-]*|\p{Lu}[\w'’-]*(?:\s+\p{Lu}[\w'’-]*)?)";
    Regex::new(&format!(
        r"(?i:\b(?:do|does|did))\s+{subject}\s+([a-z]+)\s*\?*$|(?i:\b(?:is|are|was|were))\s+{subject}\s+([a-z]*[a-df-z]ed)\s*\?*$"
    ))
    .expect("the pattern is valid")
});

/// The most words `CLOSING_VERB` spans ("do" or "is", a subject of two words, the verb and the
/// question marks typed apart), with one to spare: matched against the question's last words
/// only, it finds the same, where over a whole message its engine had cost a twentieth of an
/// answer.
const CLOSING_WORDS: usize = 6;

/// The end of `text` from the start of its `n`th word from last (all of it when it has fewer).
fn last_words(text: &str, n: usize) -> &str {
    let (mut words, mut start, mut in_word) = (0, text.len(), false);
    for (at, c) in text.char_indices().rev() {
        if !c.is_whitespace() {
            (start, in_word) = (at, true);
        } else if in_word {
            words += 1;
            if words == n {
                return &text[start..];
            }
            in_word = false;
        }
    }
    text
}

/// "How many" (or "the number of") and the noun it counts.
static COUNTED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:how many|quanti|quante|number of(?: the)?|numero (?:di|dei|degli|delle))\s+(\w+)(?:\s+(\w+))?")
        .expect("the pattern is valid")
});

/// Wordings that ask for several things: what they are, which of them, and what kinds of a thing.
static SEVERAL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:what|which) (?:are|were)\b|^(?:what|which) \w+s (?:do|does|did|can|are)\b|^(?:what|which) (?:kinds?|types?|sorts?) of\b|^(?:che|quale|quali|di che) (?:tipo|tipi|genere) di\b|^quali\b|\b(?:list|elenco|elenca)\b")
        .expect("the pattern is valid")
});

/// The language `text` is written in, by its function words; `fallback` when unclear.
pub fn language_of(text: &str, fallback: Locale) -> Locale {
    let (english, italian) = function_words(&lower_words(text));
    match english.cmp(&italian) {
        std::cmp::Ordering::Greater => Locale::En,
        std::cmp::Ordering::Less => Locale::It,
        std::cmp::Ordering::Equal => fallback,
    }
}

/// How many of `words` (lower case) are English function words, and how many Italian ones.
pub fn function_words(words: &[String]) -> (usize, usize) {
    // "in" is both languages' word, and counts for neither.
    const EN: [&str; 41] = [
        "the", "is", "are", "do", "does", "what", "how", "can", "you", "your", "of", "for", "to", "and", "where", "when", "who", "much",
        "many", "with", "my", "it", "there", "which", "why", "have", "has", "we", "at", "on", "will", "an", "if", "from", "this", "that",
        "be", "or", "was", "about", "any",
    ];
    const IT: [&str; 55] = [
        "il", "lo", "la", "le", "gli", "di", "che", "è", "per", "come", "dove", "quanto", "sono", "vostro", "vostra", "non", "con", "un",
        "una", "del", "della", "quando", "chi", "avete", "si", "ci", "al", "alla", "nel", "nella", "dei", "delle", "degli", "qual",
        "quale", "quali", "cosa", "perché", "mi", "siete", "se", "anche", "ho", "ha", "hai", "posso", "puoi", "ma", "e", "ed", "da", "su",
        "questo", "questa", "l",
    ];
    let count = |list: &[&str]| words.iter().filter(|w| list.contains(&w.as_str())).count();
    (count(&EN), count(&IT))
}

impl Question {
    /// Reads `question` (asked on the `locale` site) and, for a follow-up, the previous question,
    /// each as the visitor meant it (`as_meant.rs`).
    pub fn read(question: &str, previous: Option<&str>, locale: Locale, lexicon: &Lexicon, stats: &dyn TermStatistics) -> Question {
        let language = language_of(question, locale);
        let Meant { question: meant, whether } = as_meant(question, language, lexicon, stats);
        let previous = previous.map(|p| as_meant(p, language, lexicon, stats).question);
        let (question, previous) = (meant.as_str(), previous.as_deref());
        // "And for a whole month?" asks what the question before it asked.
        let wording = Wording::read_in(question, language);
        // "I'd like to know if you have a phone number" asks whether, and the number answers too.
        let own = wording.asked().map(|a| Asked { strict: a.strict && !whether, ..a });
        let inherited = previous.filter(|_| elliptic(question, own)).map(|p| Wording::read_in(p, language));
        let asked = own.or_else(|| inherited.as_ref().and_then(Wording::asked));
        let asks = asked.map(|a| a.kind);
        // "And for sponsorships?" asks what the question before it asked, not yes or no.
        let polar = asked.map_or_else(|| whether || (inherited.is_none() && wording.yes_or_no()), |a| !a.strict);
        let cues = asks.map(|kind| wording.cue_words(kind)).unwrap_or_default();
        let inherited_cues = asks.zip(inherited.as_ref()).map(|(kind, previous)| previous.cue_words(kind)).unwrap_or_default();
        let mut concepts = Vec::new();
        let mut seen = HashSet::new();
        // Where each of the question's own words stands in it.
        let mut places: Vec<(usize, usize)> = Vec::new();
        for (text, background) in [(Some(question), false), (previous, true)] {
            let Some(text) = text else { continue };
            let placed: Vec<(usize, &str)> = words_at(text).collect();
            let words: Vec<&str> = placed.iter().map(|&(_, w)| w).collect();
            let lower: Vec<String> = words.iter().map(|w| w.to_lowercase()).collect();
            // "For what *reason*…", "per quale *motivo*…" ask why: the noun is no topic, and
            // would find "a reason not to use it" wherever the site gives one.
            let asking_why: Vec<std::ops::Range<usize>> = REASON.find_iter(text).map(|m| m.range()).collect();
            let asks_why = |i: usize| asking_why.iter().any(|r| r.contains(&placed[i].0));
            // What follows word `i` in the question: "won" heads "won't", "first" ends its clause.
            let after = |i: usize| {
                let (start, word) = placed[i];
                &text[start + word.len()..]
            };
            // "Who won?" asks about winning, "why won't it play?" not.
            let contracted = |i: usize| heads_a_contraction(words[i], after(i));
            // A phrase of the lexicon ("get back to") is one concept: its group, not its words.
            // Visitors borrow the other language's phrases too ("what's your partita IVA?").
            let mut in_phrase = vec![false; words.len()];
            let phrases = [language, language.other()].into_iter().flat_map(|l| lexicon.phrases_in(&lower, l));
            for (start, length, group) in phrases {
                if in_phrase[start..start + length].iter().any(|&w| w) {
                    continue;
                }
                in_phrase[start..start + length].iter_mut().for_each(|w| *w = true);
                let phrase = lower[start..start + length].join(" ");
                concepts.push(phrase_concept(phrase, group, background, stats));
            }
            // Where a word stands among the words that say something: "sintomi dell'influenza"
            // and "the price of the parking" are neighbours across their function words, but not
            // across a determiner, which opens another thing ("does it drop *any* cookies?").
            let mut said = 0;
            for (i, word) in words.iter().enumerate() {
                if DETERMINERS.contains(&lower[i].as_str()) {
                    said += 1;
                }
                if is_frame_word(word)
                    || only_says_beforehand(word, after(i))
                    || only_goes_on(&lower, i)
                    || only_shapes_after(&lower, i)
                    || word.chars().count() < 2
                    || contracted(i)
                    || asks_why(i)
                {
                    continue;
                }
                let place = said;
                said += 1;
                if in_phrase[i] {
                    continue;
                }
                let cue = if background { &inherited_cues } else { &cues };
                let cue = cue.contains(&lower[i]).then_some(asks).flatten();
                if let Some(concept) = concept(word, language, background, cue, lexicon, stats) {
                    // "veloce" and "velocità" are one word to the question's language.
                    if seen.insert(sorted(&concept.own[slot(language)])) {
                        if !background {
                            places.push((concepts.len(), place));
                        }
                        concepts.push(concept);
                    }
                }
            }
        }
        for &(c, i) in &places {
            // A word asking for a value ("where are you *based*?") is answered by the value, not
            // named by the sentence: beside it, a word says what the question is about.
            concepts[c].beside_unknown =
                places.iter().any(|&(o, j)| concepts[o].unknown && concepts[o].cue.is_none() && i.abs_diff(j) == 1);
        }
        let placing = placed_things(&concepts, &places);
        // "Who created it?" asks for its creator: in a question asking who, a verb is its doer too.
        if matches!(asks, Some(ValueKind::Name | ValueKind::Brand)) {
            for concept in concepts.iter_mut().filter(|c| !c.background) {
                with_doers(concept, stats);
            }
        }
        // "And for sponsorships?" after "what's the press office's e-mail?": the new words take
        // the place of the previous question's topic, of which little is left.
        if inherited.is_some() {
            for concept in concepts.iter_mut().filter(|c| c.background && c.cue.is_none()) {
                concept.weight *= REPLACED;
            }
        }
        // Generic words weigh little beside telling ones; when a question has nothing else
        // ("how many people are on the team?"), they are what it is about.
        if !concepts.iter().any(|c| !c.background && !c.generic && !c.unknown && c.cue.is_none()) {
            for concept in concepts.iter_mut().filter(|c| !c.background && c.generic) {
                concept.weight /= GENERIC;
                concept.importance = concept.weight;
            }
        }
        let lower = question.to_lowercase();
        let Shape { explanation, defines, purpose, .. } = Shape::read(&wording, own, &lower);
        let duration_unit =
            concepts.iter().filter(|c| c.cue == Some(ValueKind::Duration) && !c.background).find_map(|c| time_unit_asked(&c.word));
        let identity = IDENTITY.iter().find(|(_, pattern)| pattern.is_match(lower.trim())).map(|(subject, _)| *subject);
        let mentioned = |place: &String| {
            Locale::ALL.iter().any(|&l| {
                let place_terms = terms(l, place);
                !place_terms.is_empty() && place_terms.iter().all(|t| stats.idf(t, l).is_some())
            })
        };
        let places = places_in(question);
        let elsewhere = places.iter().any(|place| !mentioned(place));
        // A price a yes-or-no question names is what it asks to confirm: "is it free?" is answered
        // by "completely free", "is the workshop 4,800 euros?" by the price. A place it names is
        // where it asks something else ("an office in Milan?" is not answered by "a firm in Milan").
        let confirms = polar && asks == Some(ValueKind::Amount);
        let mut named: Vec<String> = match asks {
            Some(_) if confirms => Vec::new(),
            Some(asked) => values_with_text(question, &PlainWords::default())
                .into_iter()
                .filter(|(kind, _)| *kind == asked)
                .map(|(_, text)| text)
                .collect(),
            None => Vec::new(),
        };
        // "an office in milan", typed without its capital, names a place all the same.
        if asks == Some(ValueKind::Place) {
            named.extend(places);
        }
        if asks == Some(ValueKind::Brand) {
            named.extend(stats.own_names().iter().cloned());
        }
        // Also after a word joining it to a question before ("…e quali sono le tariffe?").
        let several = SEVERAL.is_match(without_openers(&lower));
        let nouns = (asks == Some(ValueKind::Number)).then(|| COUNTED.captures(&lower)).flatten();
        // The concept a word of the question the patterns below pick out stands for, if any.
        let concept_of = |word: regex::Match| concepts.iter().position(|c| !c.background && c.word.to_lowercase() == word.as_str());
        let counted = match language {
            Locale::En => nouns.iter().flat_map(|c| [c.get(1), c.get(2)].into_iter().flatten()).filter_map(concept_of).collect(),
            // The first of the two that says what is counted ("quante *altre* lingue": "altre"
            // only frames it).
            Locale::It => nouns.iter().flat_map(|c| [c.get(1), c.get(2)].into_iter().flatten().find_map(concept_of)).collect(),
        };
        let head_terms: HashSet<String> =
            which_noun(&lower, language).map(|w| terms(language, &w).into_iter().collect()).unwrap_or_default();
        let which = concepts.iter().position(|c| !c.background && terms(language, &c.word).iter().any(|t| head_terms.contains(t)));
        let closing_verb = (language == Locale::En)
            .then(|| CLOSING_VERB.captures(last_words(question.trim(), CLOSING_WORDS)))
            .flatten()
            .and_then(|c| c.get(1).or(c.get(2)))
            .and_then(concept_of);
        // "Why don't you use larger models?" is answered by the reason for what is done instead
        // ("a smaller model costs less"), seldom in the negative.
        let reason = REASON.is_match(&lower);
        let negated = negated(question) && !reason;
        Question {
            meant,
            concepts,
            asks,
            polar,
            named,
            language,
            explanation,
            counted,
            closing_verb,
            several,
            negated,
            defines,
            which,
            identity,
            duration_unit,
            when: asks == Some(ValueKind::Date) && wording.asks_when(),
            until: asks == Some(ValueKind::Date) && wording.asks_until(),
            seat: asks == Some(ValueKind::Place) && wording.asks_seat(),
            purpose,
            reason,
            elsewhere,
            keywords: !whether && inherited.is_none() && wording.keywords(language),
            placing,
        }
    }

    /// Whether `sentence` holds a value of `kind` that answers the question; when it asks until
    /// when, a duration; when it asks how long, the date something lasts until ("deleted no
    /// later than December 31, 2021" answers "how long do you keep my data?").
    pub fn value_in(&self, sentence: &Sentence, kind: ValueKind) -> bool {
        let holds =
            if kind == ValueKind::Place && self.seat { sentence.holds_seat(&self.named) } else { sentence.holds(kind, &self.named) };
        holds
            || (self.until && sentence.holds(ValueKind::Duration, &self.named))
            || (kind == ValueKind::Duration && sentence.lasts_until)
            || self.doer_named(sentence, kind)
    }

    /// Whether "who does it?" is answered by `sentence` naming who does what the question asks,
    /// with a capital or not ("developed by individual volunteers").
    fn doer_named(&self, sentence: &Sentence, kind: ValueKind) -> bool {
        kind == ValueKind::Name && self.names_the_doer(sentence, |found| found == 1.0)
    }

    /// Whether `sentence` names who does what "who does it?" asks, in the question's words or
    /// others ("managed by Sogei S.p.A." for "who runs it?"): it says so more plainly than one
    /// naming someone beside a noun of the same stem ("the operational burden on the National
    /// Healthcare Service"). The doer must be a name: "built by volunteers" had won "who created
    /// AntennaPod?" over "published by Daniel Oeh, the original creator".
    pub fn says_who_does_it(&self, sentence: &Sentence) -> bool {
        let names_someone = || [ValueKind::Name, ValueKind::LegalName].iter().any(|&kind| sentence.holds(kind, &self.named));
        self.asks == Some(ValueKind::Name) && names_someone() && self.names_the_doer(sentence, |found| found > 0.0)
    }

    /// Whether one of the question's words is what `sentence` says someone does, found as
    /// `enough` accepts (its own terms count 1, a paraphrase less).
    fn names_the_doer(&self, sentence: &Sentence, enough: impl Fn(f32) -> bool) -> bool {
        self.concepts.iter().any(|c| !c.background && Locale::ALL.iter().any(|&l| enough(c.found_in(&sentence.done_by, l))))
    }

    /// The weight of everything the question is about (a previous question's words weigh less).
    pub fn total_weight(&self) -> f32 {
        self.concepts.iter().map(|c| c.weight).sum()
    }

    /// What the question asks, to compare with a heading that asks.
    pub fn shape(&self) -> Shape {
        let Question { asks, polar, explanation, defines, purpose, .. } = *self;
        Shape { asks, polar, explanation, defines, purpose }
    }

    /// What the question is about, beyond the kind of value it asks for, as positions in
    /// `concepts`: its own telling words, else its own generic ones ("how many people are on the
    /// team?"), or for a follow-up that has none ("and how much is it?"), the previous question's
    /// words, generic ones too: "how far back does that go?" after "what happens if I test
    /// positive?" is answered by "the epidemiological information from the previous 14 days is
    /// uploaded", which names the upload every page speaks of, and none of the rarer words.
    pub fn topic_at(&self) -> Vec<usize> {
        let known = |c: &Concept| !c.unknown && c.cue.is_none() && !c.number;
        let concepts = || self.concepts.iter().enumerate();
        let own = || concepts().filter(|(_, c)| !c.background && known(c));
        let telling: Vec<usize> = own().filter(|(_, c)| !c.generic).map(|(at, _)| at).collect();
        if !telling.is_empty() {
            return telling;
        }
        let generic: Vec<usize> = own().map(|(at, _)| at).collect();
        if !generic.is_empty() {
            return generic;
        }
        concepts().filter(|(_, c)| c.background && known(c)).map(|(at, _)| at).collect()
    }

    /// Whether it asks what, with no kind of value, no "how", "what is" or "what for".
    pub fn asks_what(&self) -> bool {
        self.asks.is_none() && !self.polar && !self.explanation && !self.defines && !self.purpose
    }

    /// Whether the question names nothing of its own that the site speaks of, besides the kind
    /// of value it asks for: "and when will that happen?", "how much is it?".
    pub fn names_nothing(&self) -> bool {
        !self.concepts.iter().any(|c| !c.background && c.cue.is_none() && !c.unknown)
    }

    /// Whether the question is about the site's owner itself ("what do you do?", "dove siete?",
    /// "how many people are you?"): nothing but generic words (the company's name, "team"),
    /// words that `names_owner` says name it ("the company") and the kind of value asked, and no
    /// earlier question to lend it a topic.
    pub fn about_the_site(&self, names_owner: impl Fn(&Concept) -> bool) -> bool {
        let own_says_nothing = self.concepts.iter().filter(|c| !c.background).all(|c| c.generic || c.cue.is_some() || names_owner(c));
        let earlier_topic = self.concepts.iter().any(|c| c.background && !c.generic && !c.unknown);
        own_says_nothing && !earlier_topic
    }
}

fn sorted(set: &HashSet<String>) -> Vec<String> {
    let mut terms: Vec<String> = set.iter().cloned().collect();
    terms.sort();
    terms
}

/// What a word or phrase the site never uses weighs in finding sentences, and in saying what the
/// question is about.
fn unknown_weight(stats: &dyn TermStatistics) -> f32 {
    stats.unknown_idf() * UNKNOWN
}

fn unknown_importance(stats: &dyn TermStatistics) -> f32 {
    stats.unknown_idf() * UNKNOWN_IMPORTANCE
}

/// The concept of a lexicon phrase: what its group's words are called in each language. A phrase
/// whose group the site never uses is a word it never uses: "che tempo farà" asks about the
/// weather, not about the "tempi" of a site that never speaks of it.
fn phrase_concept(phrase: String, group: [HashSet<String>; 2], background: bool, stats: &dyn TermStatistics) -> Concept {
    let idf = Locale::ALL.iter().flat_map(|&l| group[slot(l)].iter().filter_map(move |t| stats.idf(t, l))).reduce(f32::max);
    let (idf, unknown) = match idf {
        Some(idf) => (idf, false),
        None => (unknown_weight(stats), true),
    };
    let weight = if background { idf * BACKGROUND } else { idf };
    Concept {
        word: phrase,
        own: Default::default(),
        paraphrases: group,
        weight,
        importance: if unknown { unknown_importance(stats) } else { weight },
        unknown,
        background,
        generic: false,
        number: false,
        cue: None,
        beside_unknown: false,
    }
}

/// The concept of one word, or `None` for a stop word.
fn concept(
    word: &str,
    language: Locale,
    background: bool,
    cue: Option<ValueKind>,
    lexicon: &Lexicon,
    stats: &dyn TermStatistics,
) -> Option<Concept> {
    let mut own: [HashSet<String>; 2] = Default::default();
    for locale in Locale::ALL {
        own[slot(locale)].extend(terms(locale, word));
    }
    // A stop word of the question's language is no concept, whatever the other language makes of it.
    if own[slot(language)].is_empty() {
        return None;
    }
    // A word the lexicon translates is read in the other language through its translation, not
    // as a word of that language: English "data" is no Italian "dato" ("given").
    let other = language.other();
    if own[slot(language)].iter().any(|term| !lexicon.related(term, language, other).is_empty()) {
        own[slot(other)].clear();
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
    // "Cook" is no Italian word, whatever the Italian stemmer makes of "cookie": a word of the
    // question's language alone is only what that language makes of it.
    let read_in = |locale: Locale| {
        let idf = sorted(&own[slot(locale)]).iter().filter_map(|t| stats.idf(t, locale)).reduce(f32::max)?;
        Some((idf, own[slot(locale)].iter().all(|t| stats.is_generic(t, locale))))
    };
    let own_language_only = || is_word_of(word, language) && !is_word_of(word, other);
    let known = read_in(language).or_else(|| if own_language_only() { None } else { read_in(other) });
    let paraphrase_known = Locale::ALL.iter().any(|&l| paraphrases[slot(l)].iter().any(|t| stats.idf(t, l).is_some()));
    let (weight, unknown, generic) = match known {
        Some((idf, true)) => (idf * GENERIC, false, true),
        Some((idf, false)) => (idf, false, false),
        None => (unknown_weight(stats), !paraphrase_known, false),
    };
    // A word the site uses everywhere proves little about a sentence, but says much about whether
    // the question is about the site at all ("certificato" on a certificate authority's site).
    let topical = match known {
        Some((idf, _)) => idf,
        None => weight,
    };
    // A bare number in a question ("12 per 15") matches dates and prices anywhere: it tells little.
    let number = word.chars().all(|c| c.is_ascii_digit());
    let discount = if background { BACKGROUND } else { 1.0 } * if number { NUMBER } else { 1.0 };
    let weight = weight * discount;
    let importance = if unknown { unknown_importance(stats) } else { topical * discount };
    Some(Concept {
        word: word.to_string(),
        own,
        paraphrases,
        weight,
        importance,
        unknown,
        background,
        generic,
        number,
        cue,
        beside_unknown: false,
    })
}

/// `concept` with the doers of its terms that the site uses as its own terms.
fn with_doers(concept: &mut Concept, stats: &dyn TermStatistics) {
    for locale in Locale::ALL {
        let own = &concept.own[slot(locale)];
        let doers: Vec<String> =
            own.iter().flat_map(|t| doers(t, locale)).filter(|r| !own.contains(r) && stats.idf(r, locale).is_some()).collect();
        concept.own[slot(locale)].extend(doers);
    }
}

/// For tests: a site using the terms that start with one of its prefixes, none of them generic.
#[cfg(test)]
pub struct SiteOf(pub &'static [&'static str]);

#[cfg(test)]
impl TermStatistics for SiteOf {
    fn idf(&self, term: &str, _: Locale) -> Option<f32> {
        self.0.iter().any(|prefix| term.starts_with(prefix)).then_some(2.0)
    }
    fn unknown_idf(&self) -> f32 {
        4.0
    }
    fn is_generic(&self, _: &str, _: Locale) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_words_are_cut_at_a_word_start() {
        assert_eq!(last_words("so which languages do your assistants speak?", 4), "do your assistants speak?");
        assert_eq!(last_words("a  b\nc ", 2), "b\nc ");
        assert_eq!(last_words("one", 3), "one");
        assert_eq!(last_words("perché  è così", 2), "è così");
    }

    /// Every term known but Australia, "azienda" everywhere.
    struct Flat;
    impl TermStatistics for Flat {
        fn idf(&self, term: &str, _: Locale) -> Option<f32> {
            (!term.starts_with("austral")).then_some(2.0)
        }
        fn unknown_idf(&self) -> f32 {
            4.0
        }
        fn is_generic(&self, term: &str, _: Locale) -> bool {
            terms(Locale::It, "azienda").contains(&term.to_string())
        }
    }

    /// `question` as read first in a conversation, with the general lexicon.
    fn read_alone(question: &str, locale: Locale) -> Question {
        static LEXICON: LazyLock<Lexicon> = LazyLock::new(|| Lexicon::with_operator_groups(None).unwrap());
        Question::read(question, None, locale, &LEXICON, &Flat)
    }

    /// The word of the concept `mark` points at, in `question` as read.
    fn marked_word(question: &str, locale: Locale, mark: impl Fn(&Question) -> Option<usize>) -> Option<String> {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let read = Question::read(question, None, locale, &lexicon, &Flat);
        mark(&read).map(|c| read.concepts[c].word.clone())
    }

    fn words(question: &Question) -> Vec<&str> {
        question.concepts.iter().map(|c| c.word.as_str()).collect()
    }

    #[test]
    fn the_language_of_a_question_is_read_from_its_function_words() {
        assert_eq!(language_of("funziona anche se ascolto in streaming?", Locale::En), Locale::It);
        assert_eq!(language_of("is it free in Italy?", Locale::It), Locale::En);
        assert_eq!(language_of("posso usare l'app sul tablet?", Locale::En), Locale::It);
        assert_eq!(language_of("streaming?", Locale::It), Locale::It, "no function word: the site's language");
    }

    #[test]
    fn a_word_of_one_language_alone_is_not_read_in_the_other() {
        /// An Italian site: its terms start with one of these.
        struct Italian(&'static [&'static str]);
        impl TermStatistics for Italian {
            fn idf(&self, term: &str, locale: Locale) -> Option<f32> {
                (locale == Locale::It && self.0.iter().any(|prefix| term.starts_with(prefix))).then_some(2.0)
            }
            fn unknown_idf(&self) -> f32 {
                4.0
            }
            fn is_generic(&self, _: &str, _: Locale) -> bool {
                false
            }
        }
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let site = Italian(&["cook", "sed"]);
        let unknown = |question: &str| {
            let read = Question::read(question, None, Locale::En, &lexicon, &site);
            read.concepts.iter().map(|c| (c.word.clone(), c.unknown)).collect::<Vec<_>>()
        };
        assert_eq!(unknown("how do I cook carbonara?"), [("cook".into(), true), ("carbonara".into(), true)], "'cookie' is stemmed 'cook'");
        assert_eq!(unknown("where is your sede?"), [("sede".into(), false)], "an Italian word in an English question");
    }

    #[test]
    fn a_question_asking_who_finds_the_doer_of_its_verb() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let site = SiteOf(&["creat", "cre", "fondat", "writ"]);
        let finds = |question: &str, locale: Locale, text: &str| {
            let read = Question::read(question, None, locale, &lexicon, &site);
            let present: HashSet<String> = terms(locale, text).into_iter().collect();
            read.concepts.iter().map(|c| c.found_in(&present, locale)).fold(0.0, f32::max)
        };
        assert_eq!(finds("who created it?", Locale::En, "its original creator"), 1.0, "not only the lexicon's paraphrase");
        assert_eq!(finds("who writes the posts?", Locale::En, "the writer of the app"), 1.0);
        assert_eq!(finds("chi ha creato AntennaPod?", Locale::It, "il creatore originario"), 1.0);
        assert_eq!(finds("chi ha fondato l'azienda?", Locale::It, "la fondatrice"), 1.0);
        assert_eq!(finds("can I write a review?", Locale::En, "the writer of the app"), 0.0, "only a question asking who");
    }

    #[test]
    fn praise_asking_for_a_recommendation_is_no_concept() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let read = |question: &str, locale| Question::read(question, None, locale, &lexicon, &Flat);
        assert_eq!(words(&read("what's a good movie to watch tonight?", Locale::En)), ["movie", "watch", "tonight"]);
        assert_eq!(words(&read("mi consigli un buon ristorante?", Locale::It)), ["consigli", "ristorante"]);
    }

    #[test]
    fn the_head_of_a_negative_contraction_is_no_concept() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let read = |question: &str| Question::read(question, None, Locale::En, &lexicon, &Flat);
        assert_eq!(words(&read("why won't the podcast play?")), ["podcast", "play"]);
        assert_eq!(words(&read("who won the race last year?")), ["won", "race", "last", "year"]);
    }

    #[test]
    fn how_many_and_the_number_of_count_the_noun_after_them() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let counted = |question: &str, locale| {
            let q = Question::read(question, None, locale, &lexicon, &Flat);
            q.counted.iter().map(|&c| q.concepts[c].word.clone()).collect::<Vec<_>>()
        };
        assert_eq!(counted("how many active users do you have?", Locale::En), ["active", "users"]);
        assert_eq!(counted("quanti sviluppatori principali avete?", Locale::It), ["sviluppatori"], "the adjective follows in Italian");
        assert_eq!(counted("quante altre lingue parlate?", Locale::It), ["lingue"], "'altre' only frames what is counted");
        // "Port 80" is a number, not the number of employees.
        assert_eq!(counted("what is the number of employees?", Locale::En), ["employees"]);
        assert_eq!(counted("qual è il numero dei dipendenti?", Locale::It), ["dipendenti"]);
    }

    #[test]
    fn the_verb_closing_an_english_question_is_marked() {
        let closing = |question: &str, locale| marked_word(question, locale, |q| q.closing_verb);
        assert_eq!(closing("which languages do your assistants speak?", Locale::En).as_deref(), Some("speak"));
        assert_eq!(closing("which languages do you speak", Locale::En).as_deref(), Some("speak"));
        assert_eq!(closing("in which US state is ISRG incorporated?", Locale::En).as_deref(), Some("incorporated"));
        assert_eq!(closing("is there free parking?", Locale::En), None, "a noun closes it");
        assert_eq!(closing("what is the price of bananas?", Locale::En), None);
        assert_eq!(closing("does the price include parking?", Locale::En), None, "the subject is one noun: 'include' is the verb");
        assert_eq!(closing("does this include parking?", Locale::En), None, "'this' may be the subject itself");
        assert_eq!(closing("what is the download speed?", Locale::En), None, "no participle");
        assert_eq!(closing("in che stato è registrata ISRG?", Locale::It), None, "Italian questions do not close on their verb");
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
        assert_eq!(q.concepts[1].weight, 2.0, "a generic word is what a question with nothing else is about");
        let q = Question::read("Quanto costa il workshop dell'azienda?", None, Locale::It, &lexicon, &Flat);
        assert_eq!(words(&q), ["costa", "workshop", "azienda"]);
        assert!(q.concepts[2].weight < q.concepts[1].weight, "beside a telling word, a generic word weighs less: {:?}", q.concepts);
    }

    #[test]
    fn a_question_asking_what_something_is_for_is_read() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let purpose = |question: &str, locale: Locale| Question::read(question, None, locale, &lexicon, &Flat).purpose;
        assert!(purpose("a cosa vi serve il dominio lencr.org?", Locale::It) && purpose("a che serve il workshop?", Locale::It));
        assert!(purpose("what is the staging server for?", Locale::En) && purpose("what do you use lencr.org for?", Locale::En));
        assert!(!purpose("what is lencr.org?", Locale::En) && !purpose("cos'è lencr.org?", Locale::It));
        assert!(!purpose("what are the rates for students?", Locale::En), "'for' before what it is for");
    }

    #[test]
    fn a_question_asking_why_is_read_in_its_wordings() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let reason = |question: &str, locale: Locale| Question::read(question, None, locale, &lexicon, &Flat).reason;
        assert!(reason("why is there a waiting list?", Locale::En) && reason("the ad was in German, how come?", Locale::En));
        assert!(reason("what's the reason for the waiting list?", Locale::En));
        assert!(reason("perché c'è una lista d'attesa?", Locale::It) && reason("per quale motivo c'è una lista d'attesa?", Locale::It));
        assert!(!reason("which revocation reason should I pick?", Locale::En) && !reason("qual è la ragione sociale?", Locale::It));
        let q = Question::read("per quale motivo usate Telegram?", None, Locale::It, &lexicon, &Flat);
        assert_eq!(words(&q), ["Telegram"], "the noun asking why is no topic");
        let q = Question::read("which revocation reason should I pick?", None, Locale::En, &lexicon, &Flat);
        assert!(words(&q).contains(&"reason"), "{:?}", words(&q));
    }

    #[test]
    fn a_question_asking_for_several_things_is_read_after_a_word_joining_it() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let several = |question: &str, locale: Locale| Question::read(question, None, locale, &lexicon, &Flat).several;
        assert!(
            several("quali sono le tariffe del coworking?", Locale::It) && several("e quali sono le tariffe del coworking?", Locale::It)
        );
        assert!(several("what are your rates?", Locale::En) && several("and what are your rates?", Locale::En));
        assert!(!several("and what is your rate?", Locale::En) && !several("e qual è la tariffa?", Locale::It));
        // The kinds of a thing are several, though the noun names none in the plural ("data").
        assert!(several("what kind of data does it collect?", Locale::En) && several("che tipo di dati raccoglie?", Locale::It));
        assert!(several("which types of support do you offer?", Locale::En) && several("di che genere di eventi si tratta?", Locale::It));
    }

    #[test]
    fn a_question_whether_someone_is_a_kind_of_thing_is_read() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let identity = |question: &str, locale: Locale| Question::read(question, None, locale, &lexicon, &Flat).identity;
        assert_eq!(identity("are you a company?", Locale::En), Some(Identity::You));
        assert_eq!(identity("siete un'azienda?", Locale::It), Some(Identity::You));
        assert_eq!(identity("and is it a nonprofit?", Locale::En), Some(Identity::It));
        assert_eq!(identity("è una associazione?", Locale::It), Some(Identity::It));
        assert_eq!(identity("is it a problem if I come late?", Locale::En), None, "a kind is a few words");
        assert_eq!(identity("are you able to help?", Locale::En), None);
        assert_eq!(identity("what is a reranker?", Locale::En), None);
    }

    #[test]
    fn a_word_next_to_one_the_site_never_uses_is_marked() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let beside = |question: &str| {
            let q = Question::read(question, None, Locale::En, &lexicon, &Flat);
            q.concepts.iter().filter(|c| c.beside_unknown).map(|c| c.word.clone()).collect::<Vec<_>>()
        };
        assert_eq!(beside("do you sell Australian wine?"), ["sell", "wine"]);
        assert_eq!(beside("do you sell wine from Australia?"), ["wine"], "a function word between them does not part them");
        assert_eq!(beside("do you sell wine and cheese from Australia?"), ["cheese"], "a word that says something does");
        let q = Question::read("vendete il vino dell'Australia?", None, Locale::It, &lexicon, &Flat);
        assert_eq!(q.concepts.iter().filter(|c| c.beside_unknown).map(|c| c.word.as_str()).collect::<Vec<_>>(), ["vino"]);
        assert_eq!(beside("do you sell wine?"), Vec::<String>::new());
        assert_eq!(beside("do you sell any Australian wine?"), ["wine"], "a determiner opens another thing");
        // "based" asks for a place, which answers it: "company" is still what it is about.
        struct BasedUnknown;
        impl TermStatistics for BasedUnknown {
            fn idf(&self, term: &str, locale: Locale) -> Option<f32> {
                (!term.starts_with("base")).then(|| Flat.idf(term, locale)).flatten()
            }
            fn unknown_idf(&self) -> f32 {
                Flat.unknown_idf()
            }
            fn is_generic(&self, term: &str, locale: Locale) -> bool {
                Flat.is_generic(term, locale)
            }
        }
        let q = Question::read("where is the company based?", None, Locale::En, &lexicon, &BasedUnknown);
        assert!(q.concepts.iter().any(|c| c.word == "based" && c.unknown && c.cue.is_some()), "{:?}", q.concepts);
        assert!(q.concepts.iter().all(|c| !c.beside_unknown), "{:?}", q.concepts);
    }

    #[test]
    fn a_word_the_lexicon_translates_is_no_word_of_the_other_language() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let q = Question::read("what do you do with my data on Listmonk?", None, Locale::En, &lexicon, &Flat);
        let data = q.concepts.iter().find(|c| c.word == "data").unwrap();
        assert!(data.own[slot(Locale::It)].is_empty(), "Italian 'dato' is no data: {data:?}");
        assert!(data.paraphrases[slot(Locale::It)].contains("dat"), "its translation 'dati' is: {data:?}");
        let name = q.concepts.iter().find(|c| c.word == "Listmonk").unwrap();
        assert!(!name.own[slot(Locale::It)].is_empty(), "a name reads the same in both languages");
    }

    #[test]
    fn words_saying_only_now_beforehand_or_that_something_goes_on_are_no_topic() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let read = |q: &str, locale| Question::read(q, None, locale, &lexicon, &Flat);
        assert_eq!(words(&read("who leads the project at the moment?", Locale::En)), ["leads", "project"]);
        assert_eq!(words(&read("chi guida attualmente il progetto, al momento?", Locale::It)), ["guida", "progetto"]);
        assert_eq!(words(&read("why does the sync keep failing?", Locale::En)), ["sync", "failing"]);
        assert_eq!(words(&read("do you keep my data?", Locale::En)), ["keep", "data"]);
        assert_eq!(words(&read("can anyone use the coworking, or do I need to join first?", Locale::En)), ["coworking", "join"]);
        assert_eq!(words(&read("devo iscrivermi prima?", Locale::It)), ["iscrivermi"]);
        assert_eq!(words(&read("who wrote the first version?", Locale::En)), ["wrote", "first", "version"]);
    }

    #[test]
    fn two_forms_of_one_word_are_one_concept() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let q = Question::read("c'è il wifi veloce? che velocità?", None, Locale::It, &lexicon, &Flat);
        assert_eq!(words(&q), ["wifi", "veloce"], "counted twice, a word would outweigh the rest of the question");
    }

    #[test]
    fn questions_asking_why_or_how_something_is_done_want_the_explanation() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let read = |q: &str, locale| Question::read(q, None, locale, &lexicon, &Flat).explanation;
        assert!(read("Why a smaller model?", Locale::En) && read("how do you handle elisions?", Locale::En));
        assert!(read("cosa succede se non trova una fonte?", Locale::It) && read("come gestite le elisioni?", Locale::It));
        assert!(!read("how much is the workshop?", Locale::En) && !read("elisioni come l'azienda", Locale::It));
        // "How do I…" in Italian is a verb in the first person, after a clause saying why asked.
        assert!(read("come li esercito?", Locale::It) && read("come rinnovo il certificato?", Locale::It));
        assert!(read("il mio provider blocca la porta 80, come ottengo il certificato?", Locale::It));
        assert!(read("my provider blocks port 80, how do I get a certificate?", Locale::En));
        assert!(!read("come va?", Locale::It) && !read("un ufficio come il vostro costa molto?", Locale::It));
        assert!(!read("come socio ho diritto allo sconto?", Locale::It) && !read("come nuovo iscritto cosa ricevo?", Locale::It));
        assert!(read("la porta 80 è bloccata.  Come ottengo il certificato?", Locale::It));
    }

    #[test]
    fn asking_why_something_is_not_done_is_no_question_in_the_negative() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let read = |q: &str, locale| Question::read(q, None, locale, &lexicon, &Flat).negated;
        assert!(!read("why don't you use larger models?", Locale::En) && !read("perché non usate modelli più grandi", Locale::It));
        assert!(read("what if it can't find a source?", Locale::En) && read("il mio provider non offre il servizio", Locale::It));
    }

    #[test]
    fn asking_when_something_happens_is_not_asking_since_when() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let read = |q: &str, locale| Question::read(q, None, locale, &lexicon, &Flat).when;
        assert!(read("when does it stop working?", Locale::En) && read("quando smette di funzionare?", Locale::It));
        assert!(!read("since when have you existed?", Locale::En) && !read("da quando esistete?", Locale::It));
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
        let asked = Question::read("Tell me about the workshop", None, Locale::En, &lexicon, &Flat);
        let weight = asked.concepts.iter().find(|c| c.word == "workshop").unwrap().weight;
        assert!(workshop.background && workshop.weight == weight * BACKGROUND, "{workshop:?}");
    }

    #[test]
    fn a_follow_up_naming_another_thing_asks_what_the_previous_question_asked() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let previous = "what is the press office's e-mail?";
        let q = Question::read("and for sponsorships?", Some(previous), Locale::En, &lexicon, &Flat);
        assert_eq!(q.asks, Some(ValueKind::Email));
        let press = |q: &Question| q.concepts.iter().find(|c| c.word == "press").unwrap().weight;
        let plain = Question::read("tell me about sponsorships", Some(previous), Locale::En, &lexicon, &Flat);
        assert_eq!(press(&q), press(&plain) * REPLACED, "the replaced topic counts half of what a previous question's words count");
        let mail = q.concepts.iter().find(|c| c.word == "mail").unwrap();
        assert_eq!(mail.cue, Some(ValueKind::Email), "the previous question's words asking for the value are cues");
    }

    #[test]
    fn how_one_can_do_something_asks_how() {
        let explains = |q: &str, locale| read_alone(q, locale).explanation;
        assert!(explains("come posso annullare l'abbonamento?", Locale::It) && explains("come devo fare il reso?", Locale::It));
        assert!(explains("how can I cancel my subscription?", Locale::En));
        assert!(!explains("posso annullare l'abbonamento?", Locale::It));
    }

    #[test]
    fn questions_asking_what_something_is_in_either_language() {
        let defines = |q: &str, locale| read_alone(q, locale).defines;
        assert!(defines("cos'è Let's Encrypt?", Locale::It) && defines("cosa sono le hackerspace nights?", Locale::It));
        assert!(defines("chi è Eric Hughes?", Locale::It) && defines("e cosa significa ISRG?", Locale::It));
        assert!(defines("what is recall@5?", Locale::En) && defines("what does RAG mean?", Locale::En));
        assert!(!defines("cosa costa il workshop?", Locale::It) && !defines("what time do you open?", Locale::En));
    }

    #[test]
    fn where_a_body_is_based_is_asked_apart_from_where_something_is() {
        let seat = |q: &str, locale| read_alone(q, locale).seat;
        assert!(seat("dove ha sede l'associazione?", Locale::It) && seat("where is your office?", Locale::En));
        assert!(seat("where is the association based?", Locale::En));
        assert!(!seat("dove si svolge il festival?", Locale::It) && !seat("where is the festival?", Locale::En));
        assert!(!seat("what are your office hours?", Locale::En), "asks no place");
    }

    #[test]
    fn a_heading_asks_what_a_question_of_its_shape_asks() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let shape = |q: &str, locale| Question::read(q, None, locale, &lexicon, &Flat).shape();
        assert_eq!(Shape::of("Can I cancel my plan at any time?"), shape("can I cancel at any time?", Locale::En));
        assert_eq!(Shape::of("Quanto costa il workshop?"), shape("qual è il prezzo del workshop?", Locale::It));
        assert_eq!(Shape::of("Why is my computer fetching this data?"), shape("why does my laptop fetch it?", Locale::En));
        assert_ne!(Shape::of("Cos'è lencr.org?"), shape("a cosa vi serve il dominio lencr.org?", Locale::It));
        assert_ne!(Shape::of("What is the Pro plan?"), shape("how much is the Pro plan?", Locale::En));
        assert_ne!(Shape::of("Can I pay by card?"), shape("how do I pay by card?", Locale::En));
        let ticket = shape("do I have to buy a ticket to get in?", Locale::En);
        assert!(ticket.asks_whether_of(Shape::of("How much does the ticket cost?")), "the price says whether to pay");
        assert!(!shape("how much is the ticket?", Locale::En).asks_whether_of(Shape::of("Do I need a ticket?")), "a yes gives no price");
    }

    #[test]
    fn which_names_the_noun_after_it_in_either_language() {
        let which = |question: &str, locale| marked_word(question, locale, |q| q.which);
        assert_eq!(which("which email provider do you use?", Locale::En).as_deref(), Some("provider"));
        assert_eq!(which("which plan includes support?", Locale::En).as_deref(), Some("plan"));
        assert_eq!(which("hi, which plan do you recommend?", Locale::En).as_deref(), Some("plan"));
        assert_eq!(which("quale programma mi consigliate?", Locale::It).as_deref(), Some("programma"));
        assert_eq!(which("che tipo di clienti avete?", Locale::It).as_deref(), Some("clienti"));
        assert_eq!(which("what is recall@5?", Locale::En), None);
    }

    #[test]
    fn a_word_the_site_uses_everywhere_still_says_the_question_is_about_the_site() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let q = Question::read("Quanto costa il workshop dell'azienda?", None, Locale::It, &lexicon, &Flat);
        let azienda = q.concepts.iter().find(|c| c.word == "azienda").unwrap();
        assert!(azienda.generic && azienda.weight < 1.0, "little evidence for a sentence: {azienda:?}");
        assert_eq!(azienda.importance, 2.0, "but all its weight as a sign of the site's topic");
    }
}
