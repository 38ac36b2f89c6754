//! Emoji and emoticons in a question ("usate google analytics? 🙂", "grazie 😊", "how much is it
//! :)"), taken off before it is read: they say nothing of what is asked, yet after the question
//! mark they hide that it is one, and after "grazie" that it is thanks. With "🙂" after each
//! question, the demo lost a fact in each language and hack.bs gained a confidently wrong answer.

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::Regex;

/// Pictographs, dingbats and symbols, the joiners and selectors that build emoji from them, and
/// the regional indicators of flags.
fn is_emoji(c: char) -> bool {
    matches!(c as u32,
        0x1F000..=0x1FAFF // pictographs, emoticons, transport, flags, supplemental symbols
        | 0x2600..=0x27BF // miscellaneous symbols and dingbats
        | 0x2B00..=0x2BFF // arrows and stars ("⭐")
        | 0x2300..=0x23FF // technical symbols ("⌛", "⏰")
        | 0xFE00..=0xFE0F // variation selectors
        | 0x200D          // zero-width joiner
        | 0xE0020..=0xE007F // tag characters of subdivision flags
    )
}

/// Emoticons typed as text, standing alone.
static EMOTICON: LazyLock<Regex> =
    // "xD", not "XD": Adobe XD is a product.
    LazyLock::new(|| Regex::new(r"(?:^|\s)(?:[:;=]-?[()DPpOo/|\]\[*]|xD|\^_?\^|:'\()(?:\s|$)").expect("the emoticon pattern is valid"));

/// `question` without its emoji and emoticons; as it is when they are all it says.
pub fn without_emoji(question: &str) -> Cow<'_, str> {
    let has_emoticon = EMOTICON.is_match(question);
    if !question.chars().any(is_emoji) && !has_emoticon {
        return Cow::Borrowed(question);
    }
    // An emoji typed against a word parts it from the next ("Ciao😊quanto costa?").
    let pictured: String = question.chars().map(|c| if is_emoji(c) { ' ' } else { c }).collect();
    // Matches that share a space are found one at a time: replaced until none is left.
    let mut text = pictured;
    while EMOTICON.is_match(&text) {
        text = EMOTICON.replace_all(&text, " ").into_owned();
    }
    if text.trim().is_empty() {
        return Cow::Borrowed(question);
    }
    Cow::Owned(text.trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emoji_and_emoticons_are_no_part_of_the_question() {
        assert_eq!(without_emoji("usate google analytics? 🙂"), "usate google analytics?");
        assert_eq!(without_emoji("quanto costa 💶 il workshop? grazie 🙏🏻"), "quanto costa   il workshop? grazie");
        assert_eq!(without_emoji("Ciao😊quanto costa?"), "Ciao quanto costa?");
        assert_eq!(without_emoji("where are you based? :) thanks ;-)"), "where are you based? thanks");
        assert_eq!(without_emoji("👨‍👩‍👧 family plan? 🇮🇹"), "family plan?");
        assert_eq!(without_emoji("is it free?? xD :D"), "is it free??");
    }

    #[test]
    fn text_that_only_looks_like_an_emoticon_stays() {
        for text in ["what is 3:30 in the afternoon?", "ratio 1:2?", "XDR format?", "is it 8:00?", "do you design in Adobe XD?", "🙂"] {
            assert_eq!(without_emoji(text), text, "{text}");
        }
    }
}
