//! A visitor saying the answer missed ("that's not what I asked", "you didn't answer my
//! question", "risposta sbagliata", "non ho capito"): read as words, such a message was answered
//! from the site's sentences about questions and answers ("The questions you ask the site's chat
//! are kept for 30 days…"). The chat says sorry, asks for the question in other words and gives
//! the contact link.

use std::sync::LazyLock;

use app::i18n::Locale;
use regex::Regex;

use super::question::slot;

/// Per language (English, Italian), the whole messages saying an answer missed, lower case and
/// without the punctuation that closes them.
static COMPLAINING: LazyLock<[Regex; 2]> = LazyLock::new(|| {
    [
        concat!(
            r"^(?:no,?\s+)?(?:",
            r"(?:that|this|it)(?:['’]s| is| was) not what i (?:asked(?: for)?|meant|wanted)|not what i (?:asked(?: for)?|meant|wanted)|",
            r"(?:you )?(?:didn['’]t|did not|don['’]t|do not) answer(?: my question| the question| me)?|",
            r"(?:that|this|it) (?:doesn['’]t|does not|didn['’]t|did not) (?:answer my question|answer the question|help(?: me)?)|",
            r"(?:that['’]s|that is|this is|it['’]s|it is) (?:wrong|not right|not correct|incorrect|not helpful|useless)|",
            r"wrong answer|bad answer|not helpful|useless|",
            r"i (?:don['’]t|do not|didn['’]t|did not) (?:understand|get it|get that)",
            r")$",
        ),
        concat!(
            r"^(?:no,?\s+)?(?:",
            r"non (?:è|e['’]?) (?:quello|ciò|cio) che (?:ho chiesto|volevo sapere|intendevo|cercavo)|",
            r"non (?:mi )?hai risposto(?: alla (?:mia )?domanda)?|non (?:hai )?rispondi alla (?:mia )?domanda|",
            r"(?:la )?risposta (?:è |e['’]? )?(?:sbagliata|errata|inutile)|(?:è |e['’]? )?(?:sbagliato|errato|inutile)|non (?:è|e['’]?) (?:giusto|corretto|vero)|",
            r"non mi (?:aiuta|serve|è utile|e['’]? utile)|non (?:ho capito|capisco)",
            r")$",
        ),
    ]
    .map(|pattern| Regex::new(pattern).expect("the patterns are valid"))
});

/// Whether `meant` (the visitor's message as meant: without greetings and thanks), written in
/// `language`, says the answer missed.
pub fn complains(meant: &str, language: Locale) -> bool {
    let message = meant.trim().trim_end_matches(|c: char| matches!(c, '?' | '!' | '.' | '…') || c.is_whitespace()).to_lowercase();
    COMPLAINING[slot(language)].is_match(&message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saying_an_answer_missed_is_told() {
        for (message, language) in [
            ("that's not what I asked", Locale::En),
            ("No, that is not what I meant.", Locale::En),
            ("you didn't answer my question", Locale::En),
            ("wrong answer", Locale::En),
            ("this doesn't help", Locale::En),
            ("I don't understand", Locale::En),
            ("non è quello che ho chiesto", Locale::It),
            ("non mi hai risposto", Locale::It),
            ("risposta sbagliata", Locale::It),
            ("non ho capito", Locale::It),
        ] {
            assert!(complains(message, language), "{message}");
        }
    }

    #[test]
    fn questions_using_the_same_words_are_not() {
        for (message, language) in [
            ("what if I answer wrong in the quiz?", Locale::En),
            ("I don't understand how the pricing works", Locale::En),
            ("is it wrong to share my data?", Locale::En),
            ("cosa succede se la risposta è sbagliata?", Locale::It),
            ("non ho capito quanto costa il workshop", Locale::It),
        ] {
            assert!(!complains(message, language), "{message}");
        }
    }
}
