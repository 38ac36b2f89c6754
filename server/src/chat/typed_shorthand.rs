//! The shorthand of text messages ("where r ur offices?", "xké nn usate modelli più grandi?", "a
//! ke numero vi chiamo?"), written out before the question is read: as typed, "ur" and "ke" are
//! words the site never uses, "nn" negates nothing and "xké" asks no reason. With "u", "ur",
//! "r", "pls", "ke", "xké", "nn", "x" typed for their words, the demo kept 60 / 58 of its 66 / 67
//! facts.
//!
//! Only the forms that are no word of either language, typed in lower case: "R" and "U" stay
//! (the R language, a U-bend), "x" between numbers is a times sign ("3 x 4"), and a shorthand
//! inside an address or a path ("example.com/u/x") is no word.

use std::borrow::Cow;

use super::analyzers::with_words_replaced;

/// Each shorthand and the word it stands for.
const SHORTHAND: [(&str, &str); 30] = [
    ("u", "you"),
    ("ur", "your"),
    ("r", "are"),
    ("pls", "please"),
    ("plz", "please"),
    ("abt", "about"),
    ("ppl", "people"),
    ("b4", "before"),
    ("cuz", "because"),
    ("coz", "because"),
    ("tmrw", "tomorrow"),
    ("ke", "che"),
    ("ki", "chi"),
    ("xké", "perché"),
    ("xkè", "perché"),
    ("xke", "perché"),
    ("xché", "perché"),
    ("xchè", "perché"),
    ("xche", "perché"),
    ("xò", "però"),
    ("x", "per"),
    ("nn", "non"),
    ("cmq", "comunque"),
    ("qnd", "quando"),
    ("qlc", "qualche"),
    ("qlcs", "qualcosa"),
    ("qlcn", "qualcuno"),
    ("sn", "sono"),
    ("qst", "questo"),
    ("grz", "grazie"),
];

/// The word `shorthand` stands for, if it is one.
fn meant(shorthand: &str) -> Option<&'static str> {
    SHORTHAND.iter().find(|(short, _)| *short == shorthand).map(|(_, word)| *word)
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

/// `question` with the shorthand of text messages written out.
pub fn written_out(question: &str) -> Cow<'_, str> {
    with_words_replaced(question, |start, word| {
        let end = start + word.len();
        let sum = word == "x" && between_numbers(question, start, end);
        meant(word).filter(|_| stands_alone(question, start, end) && !sum).map(str::to_string)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shorthand_of_text_messages_is_written_out() {
        assert_eq!(written_out("where r ur offices?"), "where are your offices?");
        assert_eq!(written_out("Do u use my documents to train ur AI? pls"), "Do you use my documents to train your AI? please");
        assert_eq!(written_out("xké nn usate modelli più grandi"), "perché non usate modelli più grandi");
        assert_eq!(written_out("a ke numero vi chiamo? e x quanto tempo?"), "a che numero vi chiamo? e per quanto tempo?");
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
        ] {
            assert_eq!(written_out(text), text, "{text}");
        }
    }
}
