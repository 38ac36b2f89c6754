//! English contractions typed without their apostrophe ("whats", "wheres", "cant", "Im"): the
//! wording is read from "what's", "where's", "can't", "I'm", and without the apostrophe
//! "wheres" asks for no place and "cant" negates nothing. Only forms that are no word of their
//! own are read so: "its", "lets", "were", "ill", "well" stay as typed.

use std::borrow::Cow;
use std::sync::LazyLock;

use foldhash::HashMap;

use super::analyzers::with_words_replaced;

/// The contractions, as written with their apostrophe.
const CONTRACTIONS: [&str; 38] = [
    "don't",
    "doesn't",
    "didn't",
    "can't",
    "couldn't",
    "wouldn't",
    "shouldn't",
    "won't",
    "isn't",
    "aren't",
    "wasn't",
    "weren't",
    "haven't",
    "hasn't",
    "hadn't",
    "ain't",
    "what's",
    "where's",
    "who's",
    "how's",
    "when's",
    "why's",
    "that's",
    "there's",
    "here's",
    "I'm",
    "I've",
    "you're",
    "you've",
    "you'll",
    "they're",
    "they've",
    "we've",
    "what're",
    "where're",
    "would've",
    "could've",
    "should've",
];

/// Each contraction without its apostrophe, lower case, and where the apostrophe goes.
static APOSTROPHE_AT: LazyLock<HashMap<String, usize>> = LazyLock::new(|| {
    CONTRACTIONS.iter().map(|c| (c.replace('\'', "").to_lowercase(), c.find('\'').expect("a contraction has its apostrophe"))).collect()
});

/// `question` with the apostrophes of its contractions put back.
pub fn with_contractions(question: &str) -> Cow<'_, str> {
    with_words_replaced(question, |_, word| APOSTROPHE_AT.get(&word.to_lowercase()).map(|&at| format!("{}'{}", &word[..at], &word[at..])))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contractions_typed_without_their_apostrophe_get_it_back() {
        assert_eq!(with_contractions("wheres the office"), "where's the office");
        assert_eq!(with_contractions("Im a journalist, whats your e-mail?"), "I'm a journalist, what's your e-mail?");
        assert_eq!(with_contractions("what if it cant find a source?"), "what if it can't find a source?");
        assert_eq!(with_contractions("Dont you open on Sundays?"), "Don't you open on Sundays?");
    }

    #[test]
    fn words_of_their_own_and_contractions_already_written_stay() {
        for text in ["its price", "lets me sync", "were you founded in 2024?", "well, is it free?", "what's the price?", "I'm here"] {
            assert_eq!(with_contractions(text), text);
        }
    }
}
