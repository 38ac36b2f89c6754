//! A visitor saying the answer missed ("that's not what I asked", "you didn't answer my
//! question", "risposta sbagliata"): read as words, such a message was answered
//! from the site's sentences about questions and answers ("The questions you ask the site's chat
//! are kept for 30 days…"). The chat says sorry, asks for the question in other words and gives
//! the contact link.

use std::sync::LazyLock;

use regex::Regex;

use super::analyzers::is_whole_message;

/// The whole messages saying an answer missed, in English and in Italian, as `is_whole_message`
/// gives them; both read whatever the page's language.
static COMPLAINING: LazyLock<[Regex; 2]> = LazyLock::new(|| {
    [
        concat!(
            r"^(?:no,?\s+)?(?:",
            r"(?:that|this|it)(?:['’]s| is| was) not what i (?:asked(?: for)?|meant|wanted)|not what i (?:asked(?: for)?|meant|wanted)|",
            r"(?:you )?(?:didn['’]t|did not|don['’]t|do not) answer(?: my question| the question| me)?|",
            r"(?:that|this|it) (?:doesn['’]t|does not|didn['’]t|did not) (?:answer my question|answer the question|help(?: me)?)|",
            r"(?:that['’]s|that is|this is|it['’]s|it is) (?:wrong|not right|not correct|incorrect|not helpful|useless)|",
            r"wrong answer|bad answer|not helpful|useless",
            r")$",
        ),
        concat!(
            r"^(?:no,?\s+)?(?:",
            r"non (?:è|e['’]?) (?:quello|ciò|cio) che (?:ho chiesto|volevo sapere|intendevo|cercavo)|",
            r"non (?:mi )?hai risposto(?: alla (?:mia )?domanda)?|non (?:mi )?rispondi(?: alla (?:mia )?domanda)?|",
            r"(?:la )?risposta (?:è |e['’]? )?(?:sbagliata|errata|inutile)|(?:è |e['’]? )?(?:sbagliato|errato|inutile)|non (?:è|e['’]?) (?:giusto|corretto|vero)|",
            r"non mi (?:aiuta|serve|è utile|e['’]? utile)",
            r")$",
        ),
    ]
    .map(|pattern| Regex::new(pattern).expect("the patterns are valid"))
});

/// Whether `meant` (the visitor's message as meant: without greetings and thanks) says the answer
/// missed. Not having understood it asks for it explained (`follow_up.rs`).
pub fn complains(meant: &str) -> bool {
    is_whole_message(&*COMPLAINING, meant)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saying_an_answer_missed_is_told() {
        for message in [
            "that's not what I asked",
            "No, that is not what I meant.",
            "you didn't answer my question",
            "wrong answer",
            "this doesn't help",
            "non è quello che ho chiesto",
            "non mi hai risposto",
            "risposta sbagliata",
        ] {
            assert!(complains(message), "{message}");
        }
    }

    #[test]
    fn questions_using_the_same_words_are_not() {
        for message in [
            "what if I answer wrong in the quiz?",
            "I don't understand how the pricing works",
            "is it wrong to share my data?",
            "cosa succede se la risposta è sbagliata?",
            "non ho capito quanto costa il workshop",
            "I don't understand",
            "non ho capito",
        ] {
            assert!(!complains(message), "{message}");
        }
    }
}
