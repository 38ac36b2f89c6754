//! Words joined by hyphens are written both ways: a site writes "Wi-Fi", "check-in", "add-on",
//! a visitor types "wifi", "checkin", "addon". tantivy's `SimpleTokenizer` only splits them, so
//! this tokenizer splits them the same way and then also gives the whole compound as one word.
//! A compound with a one-letter part ("e-mail", "F-Droid") is left split: the lexicon already
//! joins "e-mail" and "email", and joined it moved two answers of the Let's Encrypt corpus to
//! other sentences without gaining one (docs/chat.md).

use tantivy::tokenizer::{Token, TokenStream, Tokenizer};

/// Splits like `SimpleTokenizer` (at anything but letters and digits); after the last part of a
/// hyphenated compound whose parts have two characters or more, and which holds a letter, also
/// the compound without its hyphens.
#[derive(Clone, Default)]
pub struct CompoundTokenizer {
    token: Token,
}

impl Tokenizer for CompoundTokenizer {
    type TokenStream<'a> = CompoundStream<'a>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> CompoundStream<'a> {
        self.token.reset();
        CompoundStream { text, cursor: 0, token: &mut self.token, compound_from: None, joined: None }
    }
}

pub struct CompoundStream<'a> {
    text: &'a str,
    /// Where the next word is looked for.
    cursor: usize,
    token: &'a mut Token,
    /// Where the compound being read starts, while a hyphen joins its last word to the next.
    compound_from: Option<usize>,
    /// The compound to give after the word just given, when that word ended one.
    joined: Option<(usize, usize)>,
}

fn is_hyphen(c: char) -> bool {
    matches!(c, '-' | '\u{2010}' | '\u{2011}')
}

/// Whether `word`, followed by `after`, is the head of an English negative contraction ("won't",
/// "doesn’t"): an auxiliary, not the word it is spelled as ("won", "don").
pub fn heads_a_contraction(word: &str, after: &str) -> bool {
    let mut chars = after.chars();
    word.ends_with(['n', 'N'])
        && matches!(chars.next(), Some('\'' | '\u{2019}'))
        && matches!(chars.next(), Some('t' | 'T'))
        && !chars.next().is_some_and(char::is_alphanumeric)
}

impl TokenStream for CompoundStream<'_> {
    fn advance(&mut self) -> bool {
        self.token.text.clear();
        if let Some((from, to)) = self.joined.take() {
            // The compound stands where its last part stands.
            self.token.text.extend(self.text[from..to].chars().filter(|&c| !is_hyphen(c)));
            (self.token.offset_from, self.token.offset_to) = (from, to);
            return true;
        }
        self.token.position = self.token.position.wrapping_add(1);
        let (from, to) = loop {
            let Some(start) = self.text[self.cursor..].find(char::is_alphanumeric) else { return false };
            let from = self.cursor + start;
            let to = self.text[from..].find(|c: char| !c.is_alphanumeric()).map_or(self.text.len(), |end| from + end);
            self.cursor = to;
            if !heads_a_contraction(&self.text[from..to], &self.text[to..]) {
                break (from, to);
            }
        };
        let mut after = self.text[to..].chars();
        let hyphen_then_word = after.next().is_some_and(is_hyphen) && after.next().is_some_and(char::is_alphanumeric);
        let compound_from = self.compound_from.take();
        if hyphen_then_word {
            self.compound_from = Some(compound_from.unwrap_or(from));
        } else if let Some(first) = compound_from {
            let compound = &self.text[first..to];
            // "2024-25", "2024-01-15" are ranges and dates, not words written two ways.
            if compound.split(is_hyphen).all(|part| part.chars().nth(1).is_some()) && compound.chars().any(char::is_alphabetic) {
                self.joined = Some((first, to));
            }
        }
        self.token.text.push_str(&self.text[from..to]);
        (self.token.offset_from, self.token.offset_to) = (from, to);
        true
    }

    fn token(&self) -> &Token {
        self.token
    }

    fn token_mut(&mut self) -> &mut Token {
        self.token
    }
}

#[cfg(test)]
mod tests {
    use tantivy::tokenizer::{TextAnalyzer, TokenStream};

    use super::*;

    fn words(text: &str) -> Vec<String> {
        let mut analyzer = TextAnalyzer::from(CompoundTokenizer::default());
        let mut stream = analyzer.token_stream(text);
        let mut words = Vec::new();
        while stream.advance() {
            words.push(stream.token().text.clone());
        }
        words
    }

    #[test]
    fn a_hyphenated_compound_is_its_parts_and_the_whole() {
        assert_eq!(words("Solo col Wi-Fi."), ["Solo", "col", "Wi", "Fi", "WiFi"]);
        assert_eq!(words("add-on, on-the-fly"), ["add", "on", "addon", "on", "the", "fly", "onthefly"]);
        assert_eq!(words("città-stato, COVID-19"), ["città", "stato", "cittàstato", "COVID", "19", "COVID19"]);
        assert_eq!(words("no\u{2011}profit 東京-大阪"), ["no", "profit", "noprofit", "東京", "大阪", "東京大阪"]);
    }

    #[test]
    fn other_separators_and_loose_hyphens_join_nothing() {
        assert_eq!(words("a - b, c- d, x/y 3-"), ["a", "b", "c", "d", "x", "y", "3"]);
        assert_eq!(words("e-mail, F-Droid"), ["e", "mail", "F", "Droid"], "a one-letter part is left apart");
        assert_eq!(words("a--b 2024-25 -x-"), ["a", "b", "2024", "25", "x"], "nor a range of numbers");
        assert_eq!(words(""), Vec::<String>::new());
    }

    #[test]
    fn the_head_of_a_negative_contraction_is_no_word() {
        assert_eq!(words("it won't work, it doesn’t"), ["it", "t", "work", "it", "t"]);
        assert_eq!(words("we won the race, Don't"), ["we", "won", "the", "race", "t"]);
        assert_eq!(words("l'ann'tico"), ["l", "ann", "tico"], "an apostrophe inside a word closes nothing");
    }
}
