//! Sounds and laughter typed into a chat ("um, so how much…", "ehm, allora…", "… lol", "…
//! ahah"): no word of either language, so each read as a topic the site never mentions, and the
//! answer became passages. With "um, so" / "ehm, allora" before each question the demo kept 36 /
//! 31 of its 66 / 67 facts; with "hmm … lol" / "mmm … ahah" around it, 16 / 15. They are taken
//! off wherever they stand, however many letters they are typed with ("hmmm", "ahahah").

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::Regex;

/// Hesitations and laughter, as whole words, with the comma or dots that follow them. Neither
/// "mm" (millimetres) nor "er" is one: only "mmm" and "erm".
static INTERJECTION: LazyLock<Regex> = LazyLock::new(|| {
    let hesitation = r"u+h*m+|u+h+|e+r+m+|h+m+|m{3,}|e+h+m+|e+h+|a+h+|o+h+|b+e+h+|b+o+h+|m+a+h+";
    // Laughter repeats its syllable: "ha" and "he" alone are a verb and a pronoun.
    let laughter = r"l+o+l+|l+m+a+o+|r+o+f+l+|(?:h+a+){2,}h*|(?:a+h+){2,}a*|(?:h+e+){2,}h*";
    Regex::new(&format!(r"(?i)\b(?:{hesitation}|{laughter})\b[,.…!]*\s*")).expect("the interjection pattern is valid")
});

/// `question` without its hesitations and laughter; as it is when they are all it says.
pub fn without_interjections(question: &str) -> Cow<'_, str> {
    let rest = INTERJECTION.replace_all(question, "");
    if !rest.chars().any(char::is_alphanumeric) {
        return Cow::Borrowed(question);
    }
    match rest {
        Cow::Borrowed(_) => Cow::Borrowed(question),
        Cow::Owned(rest) => Cow::Owned(rest.trim().to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hesitations_and_laughter_are_no_part_of_the_question() {
        assert_eq!(without_interjections("um, so how much is the workshop?"), "so how much is the workshop?");
        assert_eq!(without_interjections("Ehm, allora quanto costa? ahahah"), "allora quanto costa?");
        assert_eq!(without_interjections("hmmm where are you based lol"), "where are you based");
        assert_eq!(without_interjections("mah… boh, avete un ufficio a Milano?"), "avete un ufficio a Milano?");
    }

    #[test]
    fn words_that_only_look_like_one_stay() {
        for text in [
            "is the screen 10 mm thick?",
            "what is the shape of the room?",
            "do you use Ohm's law?",
            "ha sede a Torino?",
            "che orari ha l'ufficio?",
            "lollipop prices?",
            "lol",
        ] {
            assert_eq!(without_interjections(text), text, "{text}");
        }
    }
}
