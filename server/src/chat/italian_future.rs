//! Italian future tenses ("scadrà", "smetterà", "riceverò") meet the other forms of their verb.
//! Snowball's Italian stemmer removes these endings only with their accent, and the analyzer
//! folds accents before stemming so that a visitor typing "citta" finds "città": the future's
//! ending is taken off here, before the accent goes.

use tantivy::tokenizer::{Token, TokenFilter, TokenStream, Tokenizer};

/// Token filter that leaves an Italian future verb its stem's letters ("smetterà" → "smett").
#[derive(Clone)]
pub struct ItalianFuture;

/// The future's endings, longest first: the vowel before the "r" is the verb's, not its stem's.
const ENDINGS: [&str; 8] = ["erà", "erò", "irà", "irò", "arà", "arò", "rà", "rò"];
/// Shorter words ending so are no futures ("però", "Corrà" are rare, but "rà" alone is not a
/// verb): the stem left must keep this many letters.
const MIN_STEM: usize = 3;

/// `word` without its future ending, when it has one.
fn without_future(word: &str) -> Option<&str> {
    ENDINGS.iter().find_map(|ending| word.strip_suffix(ending)).filter(|stem| stem.chars().count() >= MIN_STEM)
}

impl TokenFilter for ItalianFuture {
    type Tokenizer<T: Tokenizer> = ItalianFutureFilter<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> Self::Tokenizer<T> {
        ItalianFutureFilter { tokenizer }
    }
}

#[derive(Clone)]
pub struct ItalianFutureFilter<T> {
    tokenizer: T,
}

impl<T: Tokenizer> Tokenizer for ItalianFutureFilter<T> {
    type TokenStream<'a> = ItalianFutureStream<T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        ItalianFutureStream { tail: self.tokenizer.token_stream(text) }
    }
}

pub struct ItalianFutureStream<T> {
    tail: T,
}

impl<T: TokenStream> TokenStream for ItalianFutureStream<T> {
    fn advance(&mut self) -> bool {
        if !self.tail.advance() {
            return false;
        }
        let token = self.tail.token_mut();
        if let Some(stem) = without_future(&token.text).map(str::to_string) {
            token.text = stem;
        }
        true
    }

    fn token(&self) -> &Token {
        self.tail.token()
    }

    fn token_mut(&mut self) -> &mut Token {
        self.tail.token_mut()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_future_loses_its_ending_and_other_words_keep_theirs() {
        assert_eq!(without_future("smetterà"), Some("smett"));
        assert_eq!(without_future("scadrà"), Some("scad"));
        assert_eq!(without_future("riceverò"), Some("ricev"));
        assert_eq!(without_future("finirà"), Some("fin"));
        assert_eq!(without_future("città"), None);
        assert_eq!(without_future("però"), None);
    }
}
