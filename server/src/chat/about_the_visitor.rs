//! What visitors say about themselves beside a question ("Where are you based? I'm coming from
//! Milan.", "Quanto costa? Ho trovato il vostro sito su Google."). It asks nothing: answered as
//! a question of its own, it finds sentences sharing its words ("Google", "sito") and the
//! visitor reads an answer to what they never asked.

use std::sync::LazyLock;

use app::i18n::Locale;

use regex::Regex;

use super::analyzers::words_at;
use super::asked_value::value_named;
use super::courtesy::without_courtesies;
use super::dictionary::is_word;
use super::indirect_questions::asked_directly;
use super::question::language_of;
use super::refers_back::{addresses_the_owner, the_owners};
use super::values::ValueKind;

/// The visitor as the subject, or what is theirs, opening a sentence: "I", "we", "my", "our";
/// "io", "noi", the first person of "essere" and "avere", "mi chiamo", "il mio", "la nostra".
static VISITOR_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)^\s*(?:i|we|my|our|io|noi|sono|siamo|ho|abbiamo|avevo|avevamo|mi chiamo|ci chiamiamo|(?:il|lo|la|i|gli|le) (?:mio|mia|miei|mie|nostro|nostra|nostri|nostre)|mio|mia|nostro|nostra)\b",
    )
    .expect("the pattern is valid")
});

/// Whether `word` is an Italian verb in the first person of the present ("gestisco", "sto",
/// "lavoriamo"): its infinitive is a word of the language.
fn first_person_verb(word: &str) -> bool {
    const MIN_LETTERS: usize = 3;
    let word = word.to_lowercase();
    if word.chars().count() < MIN_LETTERS {
        return false;
    }
    let infinitives = |stem: &str, endings: &[&str]| endings.iter().any(|ending| is_word(&format!("{stem}{ending}")));
    if let Some(stem) = word.strip_suffix("isco") {
        infinitives(stem, &["ire"])
    } else if let Some(stem) = word.strip_suffix("iamo") {
        infinitives(stem, &["are", "ere", "ire"])
    } else {
        word.strip_suffix('o').is_some_and(|stem| infinitives(stem, &["are", "ere", "ire"]))
    }
}

/// Whether `text` (written on the `locale` site) says something of the visitor rather than asks:
/// it opens with them, and is no
/// question, no request ("I need your phone number", "ho bisogno del numero") and asks for none
/// of the owner's values ("I want your address too", "and your prices"; "my name is Laura" names
/// the visitor's, "I found your site yesterday" asks no date).
pub fn speaks_of_the_visitor(text: &str, locale: Locale) -> bool {
    let text = without_courtesies(text);
    let text = text.trim();
    let owners = |kind: ValueKind| the_owners(kind) || kind == ValueKind::Amount;
    let asks_a_value_of_the_owner = || addresses_the_owner(text) && words_at(text).any(|(_, word)| value_named(word).is_some_and(owners));
    !text.contains('?')
        && (VISITOR_FIRST.is_match(text)
            || (language_of(text, locale) == Locale::It && words_at(text).next().is_some_and(|(_, word)| first_person_verb(word))))
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
            ("Also the price", Locale::It),
            ("ho bisogno del numero di telefono", Locale::It),
            ("Posso pagare con carta", Locale::It),
            ("Questo vale anche per voi", Locale::It),
        ];
        for (text, locale) in asked {
            assert!(!speaks_of_the_visitor(text, locale), "{text}");
        }
    }
}
