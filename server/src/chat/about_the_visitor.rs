//! What visitors say about themselves beside a question ("Where are you based? I'm coming from
//! Milan.", "Quanto costa? Ho trovato il vostro sito su Google."). It asks nothing: answered as
//! a question of its own, it finds sentences sharing its words ("Google", "sito") and the
//! visitor reads an answer to what they never asked.

use std::sync::LazyLock;

use app::i18n::Locale;

use regex::Regex;

use super::analyzers::words_at;
use super::asked_value::{value_named, INTERROGATIVE_WORDS};
use super::courtesy::without_courtesies;
use super::dictionary::is_italian_infinitive;
use super::indirect_questions::asked_directly;
use super::question::language_of;
use super::refers_back::the_owners;
use super::values::ValueKind;

/// The visitor as the subject, or what is theirs, opening a sentence: "I", "we", "my", "our";
/// "io", "noi", the first person of "essere" and "avere", "mi chiamo", "il mio", "la nostra"
/// ("i" is also the Italian article: it counts in English only).
static VISITOR_FIRST: LazyLock<[Regex; 2]> = LazyLock::new(|| {
    [
        r"(?i)^\s*(?:i|we|my|our)\b",
        r"(?i)^\s*(?:io|noi|sono|siamo|ho|abbiamo|avevo|avevamo|mi chiamo|ci chiamiamo|(?:il|lo|la|i|gli|le) (?:mio|mia|miei|mie|nostro|nostra|nostri|nostre)|mio|mia|nostro|nostra|sto|stiamo|vivo|abito)\b",
    ]
    .map(|source| Regex::new(source).expect("the pattern is valid"))
});

/// Whether Italian `text` opens with a thing of the visitor's as its subject ("i miei documenti
/// escono…", "il nostro sito è…"), not with the visitor: Italian asks yes or no of it as it
/// states it.
pub fn opens_with_what_is_theirs(text: &str) -> bool {
    static THEIRS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:il|lo|la|i|gli|le|l['’])\s*)?(?:mio|mia|miei|mie|nostro|nostra|nostri|nostre)\b")
            .expect("the pattern is valid")
    });
    THEIRS.is_match(text)
}

/// Whether `word` is an Italian verb in the first person of the present whose ending says so
/// ("gestisco", "lavoriamo"): its infinitive is an Italian word. Not "-o" alone, which ends as
/// many nouns ("costo", "indirizzo", "rimborso") as verbs.
fn first_person_verb(word: &str) -> bool {
    let word = word.to_lowercase();
    let infinitive = |stem: &str, endings: &[&str]| endings.iter().any(|ending| is_italian_infinitive(stem, ending));
    match (word.strip_suffix("isco"), word.strip_suffix("iamo")) {
        (Some(stem), _) => infinitive(stem, &["ire"]),
        (_, Some(stem)) => infinitive(stem, &["are", "ere", "ire"]),
        _ => false,
    }
}

/// Whether `text` opens with "sono" as "they are": a plural after it ("sono inclusi i pasti",
/// "sono disponibili") where the visitor would be singular ("sono interessata", "sono di Napoli").
fn they_are(text: &str) -> bool {
    const PLURAL_WORD: usize = 4;
    let mut words = words_at(text).map(|(_, word)| word.to_lowercase());
    words.next().as_deref() == Some("sono") && words.next().is_some_and(|w| w.chars().count() >= PLURAL_WORD && w.ends_with(['i', 'e']))
}

/// Whether `text` (written on the `locale` site) says something of the visitor rather than asks:
/// it opens with them, and is no question (no question mark, no interrogative: "il mio ordine
/// quando arriva"), no request ("I need your phone number", "ho bisogno del numero") and asks
/// for none of the owner's values ("I want the workshop price too", "and your address"; "my
/// name is Laura" names the visitor's, "I found your site yesterday" asks no date).
pub fn speaks_of_the_visitor(text: &str, locale: Locale) -> bool {
    static INTERROGATIVE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(&format!(r"(?i)\b(?:{INTERROGATIVE_WORDS})\b")).expect("the pattern is valid"));
    let text = without_courtesies(text);
    let text = text.trim();
    let [english, italian] = &*VISITOR_FIRST;
    let opens_with_the_visitor = match language_of(text, locale) {
        Locale::En => english.is_match(text),
        Locale::It => (italian.is_match(text) && !they_are(text)) || words_at(text).next().is_some_and(|(_, word)| first_person_verb(word)),
    };
    let owners = |kind: ValueKind| the_owners(kind) || kind == ValueKind::Amount;
    let asks_a_value_of_the_owner = || words_at(text).any(|(_, word)| value_named(word).is_some_and(owners));
    opens_with_the_visitor
        && !text.contains('?')
        && !INTERROGATIVE.is_match(text)
        && asked_directly(text).question.len() == text.len()
        && !asks_a_value_of_the_owner()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_visitors_say_of_themselves_is_told_from_what_they_ask() {
        let said = [
            ("I'm coming from Milan.", Locale::En),
            ("I run a small bakery in Naples.", Locale::En),
            ("We are a team of ten people.", Locale::En),
            ("My boss asked me to check.", Locale::En),
            ("My name is Laura, I'm a student writing my thesis.", Locale::En),
            ("Ho trovato il vostro sito su Google ieri.", Locale::It),
            ("Sono una studentessa.", Locale::It),
            ("Sono interessata al workshop.", Locale::It),
            ("Sono di Napoli.", Locale::It),
            ("Mi chiamo Laura.", Locale::It),
            ("Il mio capo mi ha chiesto di verificare.", Locale::It),
            ("Gestisco una piccola panetteria a Napoli.", Locale::It),
            ("Sto confrontando alcune offerte.", Locale::It),
            ("Lavoriamo in dieci.", Locale::It),
        ];
        for (text, locale) in said {
            assert!(speaks_of_the_visitor(text, locale), "{text}");
        }
        let asked = [
            ("I'd also like your address", Locale::En),
            ("I want your address too", Locale::En),
            ("I want your prices too", Locale::En),
            ("I need your phone number", Locale::En),
            ("I wonder where you are", Locale::En),
            ("Is it EUR 4.800?", Locale::En),
            ("Thanks.", Locale::En),
            ("And your address", Locale::En),
            ("Send me the brochure", Locale::En),
            ("Also the price", Locale::En),
            ("I want the workshop price too", Locale::En),
            ("Costo del workshop", Locale::It),
            ("Sono inclusi i pasti", Locale::It),
            ("Il mio ordine quando arriva", Locale::It),
            ("i pasti sono inclusi", Locale::It),
            ("ho bisogno del numero di telefono", Locale::It),
            ("Posso pagare con carta", Locale::It),
            ("Questo vale anche per voi", Locale::It),
        ];
        for (text, locale) in asked {
            assert!(!speaks_of_the_visitor(text, locale), "{text}");
        }
    }
}
