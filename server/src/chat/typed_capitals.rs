//! A question typed in capitals ("WHICH LANGUAGES DO YOUR ASSISTANTS SPEAK"), read in lower case:
//! a capital says a word is a name ("Telegram", "Milan"), and in capitals every word would be
//! one, so the verb closing the question was taken for a name and the site's own acronyms for
//! names it never writes. In capitals, the demo and Let's Encrypt each lost one fact.

use std::borrow::Cow;

/// The fewest words of two letters or more for a text in capitals to be a question typed so, not
/// acronyms asked about ("ISRG?", "GDPR DPA?").
const MIN_WORDS: usize = 3;

/// `question` in lower case when it is all in capitals; as it is otherwise.
pub fn without_capitals(question: &str) -> Cow<'_, str> {
    let words = question.split(|c: char| !c.is_alphabetic()).filter(|w| w.chars().count() >= 2).count();
    if words < MIN_WORDS || question.chars().any(char::is_lowercase) {
        return Cow::Borrowed(question);
    }
    Cow::Owned(question.to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_question_typed_in_capitals_is_read_in_lower_case() {
        assert_eq!(without_capitals("WHICH LANGUAGES DO YOUR ASSISTANTS SPEAK"), "which languages do your assistants speak");
        assert_eq!(without_capitals("QUAL È IL VOSTRO INDIRIZZO?"), "qual è il vostro indirizzo?");
    }

    #[test]
    fn capitals_among_lower_case_and_an_acronym_alone_stay() {
        for text in ["In which US state is ISRG incorporated?", "GDPR?", "GDPR DPA?", "ISRG", "what is 2FA?"] {
            assert_eq!(without_capitals(text), text, "{text}");
        }
    }
}
