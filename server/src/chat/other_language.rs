//! A question written in a language the chat does not read ("Wo ist Ihr Büro?", "¿Cuánto cuesta
//! el taller?"): the site may well say what it asks, so the refusal must not claim it does not;
//! the visitor is asked to write in English or Italian instead.
//!
//! Told by function words, as `question::language_of` tells English from Italian: a detector of
//! letter sequences (`whatlang`, measured) reads 80 of the 701 English and Italian questions of
//! the gold sets as French, Portuguese or German at some confidence, and reads no short German or
//! French question reliably; a question's words are too few for it.

use super::analyzers::lower_words;
use super::question::function_words;

/// The commonest function words of German, French, Spanish, Portuguese and Dutch that are no
/// English or Italian word, nor one a question about a site often holds ("mit", "os", "um",
/// "ce", "ne" and "como" are left out).
const OTHER_LANGUAGES: [&str; 90] = [
    // German
    "der", "das", "und", "ist", "nicht", "sie", "ich", "wie", "wo", "ein", "eine", "einen", "für", "ihr", "ihre", "ihren", "kann", "können",
    "gibt", "haben", "welche", "wann", "warum", "wer", "mein", "meine", "auf", "oder", "bei", "sind", "wird", "dass", "uns", "bitte",
    "kostet", // French
    "les", "et", "vous", "vos", "votre", "où", "combien", "quels", "pour", "du", "des", "je", "puis", "sont", "avez", "êtes", "nous",
    "aux", "cette", "dans", "avec", "pas", "coûte", // Spanish
    "el", "los", "las", "y", "cómo", "dónde", "donde", "cuánto", "cuanto", "cuál", "qué", "que", "por", "está", "están", "puedo", "usted",
    "cuesta", // Portuguese
    "você", "vocês", "não", "custa", "uma", "são", // Dutch
    "het", "een", "hoeveel", "waar", "ik", "jullie", "niet", "kost",
];

/// The fewest such words that make a question one of another language.
const MIN_WORDS: usize = 2;

/// Whether `question` is written in neither English nor Italian: more function words of other
/// languages than of both.
pub fn in_another_language(question: &str) -> bool {
    let words = lower_words(question);
    let others = words.iter().filter(|w| OTHER_LANGUAGES.contains(&w.as_str())).count();
    let (english, italian) = function_words(&words);
    others >= MIN_WORDS && others > english + italian
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn questions_in_other_languages_are_told() {
        for question in [
            "Was kostet der Workshop?",
            "Wo ist Ihr Büro?",
            "Wie lange speichern Sie meine Daten?",
            "¿Cuánto cuesta el taller?",
            "¿Dónde están sus oficinas?",
            "Combien coûte l'atelier ?",
            "Où sont vos bureaux ?",
            "Quanto custa o workshop para uma empresa?",
            "Hoeveel kost de workshop?",
        ] {
            assert!(in_another_language(question), "{question}");
        }
    }

    #[test]
    fn english_and_italian_questions_are_not() {
        for question in [
            "What does the workshop cost?",
            "Dove ha sede l'azienda?",
            "is it free?",
            "c'è un parcheggio per le auto?",
            "which OS do you support, and is it MIT licensed?",
            "um, do you have an office in Como?",
            "ne avete uno per le aziende?",
            "Quanto costa il workshop?",
            "der",
        ] {
            assert!(!in_another_language(question), "{question}");
        }
    }
}
