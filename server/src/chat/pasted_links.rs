//! A link pasted into a question ("https://acme.example.com/en/services how much is this
//! workshop?", "ho visto www.esempio.it/prezzi, è aggiornato?") is no part of its words: read as
//! words, its host and path ("https", "acme", "example", "com", "en") were topics the site never
//! mentions, and sent the answer to the passages.

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::Regex;

/// A web address: a scheme or "www.", up to the next space, without the punctuation closing the
/// sentence after it.
static LINK: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(?:https?://|www\.)[^\s<>]*[^\s<>.,;:!?)\]'’]").expect("the link pattern is valid"));

/// `text` without the links pasted into it.
pub fn without_links(text: &str) -> Cow<'_, str> {
    LINK.replace_all(text, "")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pasted_link_is_no_word_of_the_question() {
        assert_eq!(without_links("https://acme.example.com/en/services how much is this workshop?"), " how much is this workshop?");
        assert_eq!(without_links("ho visto www.esempio.it/prezzi, è aggiornato?"), "ho visto , è aggiornato?");
        assert_eq!(without_links("is the page (http://x.org/a?b=1) current?"), "is the page () current?");
    }

    #[test]
    fn words_that_only_look_like_links_stay() {
        for text in ["what is lencr.org for?", "do you support HTTPS?", "write to hello@example.com"] {
            assert_eq!(without_links(text), text);
        }
    }
}
