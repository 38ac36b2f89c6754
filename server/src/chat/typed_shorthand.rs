//! The shorthand of text messages ("where r ur offices?", "xké nn usate modelli più grandi?", "a
//! ke numero vi chiamo?"), written out before the question is read: as typed, "ur" and "ke" are
//! words the site never uses, "nn" negates nothing and "xké" asks no reason. With "u", "ur",
//! "r", "pls", "ke", "xké", "nn", "x" typed for their words, the demo kept 60 / 58 of its 66 / 67
//! facts.
//!
//! Only the forms that are no word of either language, each in the language that writes it,
//! typed in lower case: "R" and "U" stay (the R language, a U-bend), "x" between numbers is a
//! times sign ("3 x 4"), and a shorthand inside an address or a path ("example.com/u/x") is no
//! word. Written out before capitals are lowered, which would make "DO YOU TEACH R" "teach are".

use std::borrow::Cow;

use app::i18n::Locale;

use super::analyzers::{with_words_replaced, words_at};

/// Each shorthand, the word it stands for, and the language that writes it ("x" is "per" in
/// Italian and a name in English: "are you on x?").
const SHORTHAND: [(&str, &str, Locale); 30] = [
    ("u", "you", Locale::En),
    ("ur", "your", Locale::En),
    ("r", "are", Locale::En),
    ("pls", "please", Locale::En),
    ("plz", "please", Locale::En),
    ("abt", "about", Locale::En),
    ("ppl", "people", Locale::En),
    ("b4", "before", Locale::En),
    ("cuz", "because", Locale::En),
    ("coz", "because", Locale::En),
    ("tmrw", "tomorrow", Locale::En),
    ("ke", "che", Locale::It),
    ("ki", "chi", Locale::It),
    ("xké", "perché", Locale::It),
    ("xkè", "perché", Locale::It),
    ("xke", "perché", Locale::It),
    ("xché", "perché", Locale::It),
    ("xchè", "perché", Locale::It),
    ("xche", "perché", Locale::It),
    ("xò", "però", Locale::It),
    ("x", "per", Locale::It),
    ("nn", "non", Locale::It),
    ("cmq", "comunque", Locale::It),
    ("qnd", "quando", Locale::It),
    ("qlc", "qualche", Locale::It),
    ("qlcs", "qualcosa", Locale::It),
    ("qlcn", "qualcuno", Locale::It),
    ("sn", "sono", Locale::It),
    ("qst", "questo", Locale::It),
    ("grz", "grazie", Locale::It),
];

/// The word `shorthand`, written in `language`, stands for, if it is one.
fn meant(shorthand: &str, language: Locale) -> Option<&'static str> {
    SHORTHAND.iter().find(|(short, _, l)| *short == shorthand && *l == language).map(|(_, word, _)| *word)
}

/// Whether the word from `start` to `end` of `text` stands alone, between spaces or a sentence's
/// punctuation, not inside an address, a path or a sum.
fn stands_alone(text: &str, start: usize, end: usize) -> bool {
    let before = text[..start].chars().next_back();
    let mut after = text[end..].chars();
    let next = after.next();
    let opens = before.is_none_or(|c| c.is_whitespace() || "([\"'¿¡«".contains(c));
    let closes = match next {
        None => true,
        // A full stop ends the message ("thank u."); inside, "x. prefix" names something.
        Some('.') => after.next().is_none(),
        Some(c) => c.is_whitespace() || ",;:?!)]\"»".contains(c),
    };
    opens && closes
}

/// Whether a number is the word before or after the one from `start` to `end` ("3 x 4").
fn between_numbers(text: &str, start: usize, end: usize) -> bool {
    let digit = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit());
    digit(text[..start].trim_end().chars().next_back()) || digit(text[end..].trim_start().chars().next())
}

/// The forms that, in capitals, are something else: the R language, the X network.
const NAMES_IN_CAPITALS: [&str; 2] = ["R", "X"];

/// `question`, written in `language`, with the shorthand of text messages written out. The
/// first word may have the capital a phone gives it ("Ur prices?", "Xké…"), if it has more
/// than one letter ("R" opening a question is the language); a question typed all in capitals
/// has its shorthand in capitals too ("WHERE UR OFFICE"), but for the letters that name things.
pub fn written_out(question: &str, language: Locale) -> Cow<'_, str> {
    let first = words_at(question).next().map_or(0, |(start, _)| start);
    let in_capitals = !question.chars().any(char::is_lowercase);
    with_words_replaced(question, |start, word| {
        let end = start + word.len();
        let capital_of_a_phone = start == first && word.chars().count() > 1;
        let lowered = capital_of_a_phone || (in_capitals && !NAMES_IN_CAPITALS.contains(&word));
        let as_typed = if lowered { Cow::Owned(word.to_lowercase()) } else { Cow::Borrowed(word) };
        let sum = as_typed == "x" && between_numbers(question, start, end);
        meant(&as_typed, language).filter(|_| stands_alone(question, start, end) && !sum).map(str::to_string)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shorthand_of_text_messages_is_written_out() {
        assert_eq!(written_out("where r ur offices?", Locale::En), "where are your offices?");
        assert_eq!(
            written_out("Do u use my documents to train ur AI? pls", Locale::En),
            "Do you use my documents to train your AI? please"
        );
        assert_eq!(written_out("Ur prices?", Locale::En), "your prices?", "a phone's capital");
        assert_eq!(written_out("WHERE UR OFFICE? DO U TEACH R?", Locale::En), "WHERE your OFFICE? DO you TEACH R?", "in capitals");
        assert_eq!(written_out("xké nn usate modelli più grandi", Locale::It), "perché non usate modelli più grandi");
        assert_eq!(
            written_out("Xké nn a ke numero vi chiamo? e x quanto tempo?", Locale::It),
            "perché non a che numero vi chiamo? e per quanto tempo?"
        );
    }

    #[test]
    fn words_names_sums_and_addresses_stay_as_typed() {
        for text in [
            "do you support R?",
            "is it a U-bend?",
            "a 3 x 4 grid",
            "see example.com/u/x",
            "what does the x. prefix mean",
            "our business",
            "xkcd comics?",
            "Ke$ha tickets?",
            "R is supported?",
            "are you on x?",
        ] {
            assert_eq!(written_out(text, Locale::En), text, "{text}");
        }
    }
}
