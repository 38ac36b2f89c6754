//! Whether a question naming nothing of its own speaks of what the visitor said before it ("I'm
//! interested in the workshop. How much is it?", "Mi interessa il workshop. Quanto dura?", "…I
//! got it from F-Droid. What do I do?") rather than of the site's owner ("What are your office
//! hours?", "Dove siete?", "Qual è il numero di telefono?"). Read alone, the first kind is
//! answered from the owner's pages, about the owner, which is not what was asked.

use std::sync::LazyLock;

use app::i18n::Locale;
use regex::Regex;

use super::analyzers::words_at;
use super::dictionary::is_italian_second_person_plural;
use super::question::Question;
use super::values::ValueKind;

/// Words addressing the site's owner, per language: pronouns of the second person.
static SECOND_PERSON: LazyLock<[Regex; 2]> = LazyLock::new(|| {
    [r"(?i)\b(?:you|your|yours|yourself|yourselves|u|ur)\b", r"(?i)\b(?:voi|vostr[oaie]|vi|siete|avete|tu|tuo|tua|tuoi|tue|ti|hai)\b"]
        .map(|source| Regex::new(source).expect("the pattern is valid"))
});

/// Whether `text`, in `language`, speaks to the site's owner.
pub fn addresses_the_owner(text: &str, language: Locale) -> bool {
    let [english, italian] = &*SECOND_PERSON;
    match language {
        Locale::En => english.is_match(text),
        Locale::It => italian.is_match(text) || words_at(text).any(|(_, word)| is_italian_second_person_plural(word)),
    }
}

/// Kinds of value only the owner has, whoever the question names: an address, a phone number,
/// an e-mail address, someone to write to, a company's legal name.
pub fn the_owners(kind: ValueKind) -> bool {
    matches!(kind, ValueKind::Place | ValueKind::Phone | ValueKind::Email | ValueKind::Contact | ValueKind::LegalName)
}

/// Whether `question` (read from `text`, alone) names nothing the site speaks of, asks nothing
/// only the owner has, and does not address the owner: what it is about was said before it.
pub fn refers_back(question: &Question, text: &str) -> bool {
    question.names_nothing() && !question.asks.is_some_and(the_owners) && !addresses_the_owner(text, question.language)
}

#[cfg(test)]
mod tests {
    use app::i18n::Locale;

    use super::*;
    use crate::chat::lexicon::Lexicon;
    use crate::chat::question::SiteOf;

    /// A site speaking of its workshop only.
    const WORKSHOP: SiteOf = SiteOf(&["workshop"]);

    fn refers(text: &str, locale: Locale) -> bool {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        refers_back(&Question::read(text, None, locale, &lexicon, &WORKSHOP), text)
    }

    #[test]
    fn a_question_naming_nothing_speaks_of_what_was_said_unless_it_asks_the_owner() {
        let said = [
            ("How much is it?", Locale::En),
            ("how long does it last?", Locale::En),
            ("What do I do?", Locale::En),
            ("What's the next date?", Locale::En),
            ("Quanto costa?", Locale::It),
            ("Quanto dura?", Locale::It),
        ];
        for (text, locale) in said {
            assert!(refers(text, locale), "{text}");
        }
        let asked_of_the_owner = [
            ("How much is the workshop?", Locale::En),
            ("Where are you?", Locale::En),
            ("What's the phone number?", Locale::En),
            ("What are your office hours?", Locale::En),
            ("Qual è il numero di telefono?", Locale::It),
            ("Da quanto tempo esistete?", Locale::It),
            ("Quanto tempo ci mettete?", Locale::It),
        ];
        for (text, locale) in asked_of_the_owner {
            assert!(!refers(text, locale), "{text}");
        }
    }
}
