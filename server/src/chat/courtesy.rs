//! What visitors write around a question, which is no part of it: a greeting ("Good morning,"),
//! an apology for asking ("scusate,"), a word announcing the question ("quick question:", "una
//! domanda:") or opening what one says ("so", "allora"), thanks at the end ("grazie mille!"). Read as words, they say what the question is
//! about ("morning" asks for a time, "mille" is a number, "domanda" a topic) and take the answer
//! elsewhere: with "Good morning, " before each, the demo's English questions kept 11 of their 66
//! facts.

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::Regex;

use super::as_meant::without_noise;

/// Greetings, apologies and words announcing a question, at the start, any number of them.
static OPENING: LazyLock<Regex> = LazyLock::new(|| {
    let greeting = r"hi|hello|hey|hiya|greetings|good (?:morning|afternoon|evening|day)|dear (?:all|team|sirs?)|(?:hi|hello|hey) (?:there|all|everyone|guys)|ciao|salve|buongiorno|buonasera|buon pomeriggio|buona giornata|gentili(?:ssimi)?(?: signori)?";
    let apology = r"(?:sorry|excuse me|pardon)(?: (?:to bother you|for bothering you|for the bother))?|(?:mi )?scus(?:ate|atemi|i|a)(?: (?:il|per il) disturbo)?";
    let announcing = r"(?:i have |i've got |got |just )?(?:(?:a|one|quick|small|simple|short) )*question|(?:ho |avrei )?(?:(?:una|piccola|breve|veloce|semplice) )*(?:domanda|curiosità|curiosita)";
    // Words that open what one says, with or without a comma ("so how much…", "allora quanto…");
    // "and", "e", "also" open a follow-up, and stay.
    let discourse = r"so|ok|okay|well|anyway|allora|quindi|dunque|senti|sentite|insomma|comunque|ecco";
    Regex::new(&format!(r"(?i)^(?:\s*(?:(?:{greeting}|{apology}|{announcing})\s*[,!.:;\-–—]+|(?:{discourse})(?:\s*[,!.:;]+\s*|\s+)))+\s*"))
        .expect("the opening pattern is valid")
});

/// Thanks at the end.
static CLOSING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)[\s,.!]*\b(?:(?:many )?thanks?(?: (?:a lot|so much|in advance))?|thank you(?: (?:so much|very much|in advance))?|thx|cheers|grazie(?: (?:mille|tante|in anticipo|anticipatamente))?)[\s,.!]*$")
        .expect("the closing pattern is valid")
});

/// What `text` says between the courtesies before and after it.
fn between_courtesies(text: &str) -> &str {
    let rest = OPENING.find(text).map_or(text, |m| &text[m.end()..]);
    CLOSING.find(rest).map_or(rest, |m| &rest[..m.start()])
}

/// Whether `text` is courtesies only ("Grazie mille!", "Good morning!").
pub fn only_courtesies(text: &str) -> bool {
    // A full stop closes a last greeting as a comma would ("Good morning"); an emoji or a laugh
    // says no more than the courtesy beside it ("grazie 😊", "Thanksss lol").
    between_courtesies(&format!("{}.", without_noise(text).trim())).trim().is_empty()
}

/// `question` without the courtesies around it; as it is when they are all it says.
pub fn without_courtesies(question: &str) -> Cow<'_, str> {
    let rest = between_courtesies(question);
    if rest.trim().is_empty() || rest.len() == question.len() {
        return Cow::Borrowed(question);
    }
    Cow::Owned(rest.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greetings_apologies_and_thanks_are_no_part_of_the_question() {
        assert_eq!(without_courtesies("Good morning, how much is the workshop?"), "how much is the workshop?");
        assert_eq!(without_courtesies("Hi there! Sorry to bother you, quick question: where are you based?"), "where are you based?");
        assert_eq!(without_courtesies("Salve, una domanda: quanto costa il workshop?"), "quanto costa il workshop?");
        assert_eq!(without_courtesies("Scusate, avete un ufficio a Milano? Grazie mille!"), "avete un ufficio a Milano?");
        assert_eq!(without_courtesies("quanto costa il workshop grazie"), "quanto costa il workshop");
        assert_eq!(without_courtesies("Buonasera. Mi scusi il disturbo, ho una domanda: che orari avete?"), "che orari avete?");
        assert_eq!(without_courtesies("so how do you handle elisions?"), "how do you handle elisions?");
        assert_eq!(without_courtesies("Ok, allora quanto costa?"), "quanto costa?");
    }

    #[test]
    fn courtesies_alone_are_told_from_a_question() {
        assert!(only_courtesies("Grazie mille!") && only_courtesies("Good morning!") && only_courtesies("Thanks"));
        assert!(only_courtesies("Good morning") && only_courtesies(" Ciao, grazie! ") && only_courtesies("grazie 😊"));
        assert!(only_courtesies("Thanksss lol") && only_courtesies("Grazieee ahah"));
        assert!(!only_courtesies("Thanks, how much is it?") && !only_courtesies("che velocità?"));
    }

    #[test]
    fn a_question_made_of_courtesies_or_using_their_words_is_left_as_it_is() {
        assert_eq!(without_courtesies("Good morning!"), "Good morning!");
        assert_eq!(without_courtesies("Thanks!"), "Thanks!");
        assert_eq!(without_courtesies("What question should I ask?"), "What question should I ask?");
        assert_eq!(without_courtesies("Are you open in the morning?"), "Are you open in the morning?");
        assert_eq!(without_courtesies("Hello world programs in Python?"), "Hello world programs in Python?");
        assert_eq!(without_courtesies("So-called smart contracts?"), "So-called smart contracts?");
        assert_eq!(without_courtesies("and the monthly pass?"), "and the monthly pass?");
        assert_eq!(without_courtesies("do you say thanks to your volunteers?"), "do you say thanks to your volunteers?");
    }
}
