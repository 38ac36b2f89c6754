//! A count of the site's owner itself ("how many are you?", "quanti siete?") asks how many people
//! it is: read as typed it names nothing but the owner, and the first number on the about page
//! (the year it was founded) answered it. Read with "people" ("persone"), it finds the sentence
//! counting them through the lexicon ("team", "staff", "dipendenti").

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::Regex;

/// "How many are you", "how many of you are there", "quanti siete", "quanti ne siete", closing
/// what is asked: "how many are you hiring?" counts something else.
static OWNER_COUNTED: LazyLock<[(Regex, &str); 2]> = LazyLock::new(|| {
    let closing = r"(?:\s+(?:in total|altogether|in tutto|in totale))?\s*[?!.]*\s*$";
    [
        (
            Regex::new(&format!(r"(?i)\bhow many (?:are you|of you are there){closing}")).expect("the pattern is valid"),
            "how many people are you?",
        ),
        (Regex::new(&format!(r"(?i)\bquanti (?:ne )?siete{closing}")).expect("the pattern is valid"), "quante persone siete?"),
    ]
});

/// `question` counting the owner's people where it counts the owner.
pub fn with_people_counted(question: &str) -> Cow<'_, str> {
    for (pattern, meant) in OWNER_COUNTED.iter() {
        if let Some(found) = pattern.find(question) {
            return Cow::Owned(format!("{}{meant}", &question[..found.start()]));
        }
    }
    Cow::Borrowed(question)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_of_the_owner_counts_its_people() {
        assert_eq!(with_people_counted("how many are you?"), "how many people are you?");
        assert_eq!(with_people_counted("and how many of you are there"), "and how many people are you?");
        assert_eq!(with_people_counted("Quanti siete in tutto?"), "quante persone siete?");
        assert_eq!(with_people_counted("e quanti ne siete?"), "e quante persone siete?");
        assert_eq!(with_people_counted("how many are you hiring this year?"), "how many are you hiring this year?");
        assert_eq!(with_people_counted("quanti siete disposti a pagare?"), "quanti siete disposti a pagare?");
    }
}
