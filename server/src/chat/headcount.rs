//! A count of the site's owner itself ("how many are you?", "quanti siete?") asks how many people
//! it is: read as typed it names nothing but the owner, and the first number on the about page
//! (the year it was founded) answered it. Read with "people" ("persone"), it finds the sentence
//! counting them through the lexicon ("team", "staff", "dipendenti"). So does the size of the
//! owner ("how big is the company?", "quanto è grande l'azienda?"): a company's size is its
//! people, and read as typed "big" found "a model small enough", "quanto" a price.

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::Regex;

/// "How many are you", "how many of you are there", "quanti siete", "quanti ne siete", closing
/// what is asked: "how many are you hiring?" counts something else.
static OWNER_COUNTED: LazyLock<[(Regex, &str); 4]> = LazyLock::new(|| {
    let closing = r"(?:\s+(?:in total|altogether|in tutto|in totale))?\s*[?!.]*\s*$";
    // The words naming the owner as an organisation, not a thing it sells ("the workshop") nor
    // its team, which the lexicon already reads as its people ("how big is the team?" keeps
    // its own word: a team may count "members" or "students").
    let owner = r"(?:company|firm|business|organi[sz]ation|startup|agency)";
    let owner_it = r"(?:azienda|società|impresa|ditta|startup|organizzazione|agenzia)";
    [
        (
            Regex::new(&format!(
                r"(?i)\b(?:how (?:big|large) (?:are you|is (?:the|your) {owner})|what(?:['’]s| is) the size of (?:the|your) {owner}){closing}"
            ))
            .expect("the pattern is valid"),
            "how many people are you?",
        ),
        (
            Regex::new(&format!(
                r"(?i)\bquanto (?:siete grandi|(?:è|e) grande (?:la vostra |il vostro |la |il |l['’])?{owner_it}){closing}"
            ))
            .expect("the pattern is valid"),
            "quante persone siete?",
        ),
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

    #[test]
    fn the_size_of_the_owner_counts_its_people() {
        assert_eq!(with_people_counted("how big is the company"), "how many people are you?");
        assert_eq!(with_people_counted("ok, how large are you?"), "ok, how many people are you?");
        assert_eq!(with_people_counted("What's the size of your company?"), "how many people are you?");
        assert_eq!(with_people_counted("quanto è grande l'azienda?"), "quante persone siete?");
        assert_eq!(with_people_counted("Quanto siete grandi?"), "quante persone siete?");
        // The size of something else is not the owner's.
        assert_eq!(with_people_counted("how big is the workshop room?"), "how big is the workshop room?");
        assert_eq!(with_people_counted("how big is the company's server?"), "how big is the company's server?");
        assert_eq!(with_people_counted("quanto è grande il file?"), "quanto è grande il file?");
        assert_eq!(with_people_counted("how big is the team?"), "how big is the team?");
    }
}
