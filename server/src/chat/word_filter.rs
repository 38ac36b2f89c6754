//! A token filter that rewrites single words by a rule (`italian_verbs`): tantivy's filters
//! cover lower case, stop words, folding and stemming, not a language's own exceptions.

use tantivy::tokenizer::{Token, TokenFilter, TokenStream, Tokenizer};

/// Token filter replacing each word its rule rewrites by the rule's result.
#[derive(Clone, Copy)]
pub struct WordFilter(pub fn(&str) -> Option<&str>);

impl TokenFilter for WordFilter {
    type Tokenizer<T: Tokenizer> = WordFilterTokenizer<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> Self::Tokenizer<T> {
        WordFilterTokenizer { rule: self.0, tokenizer }
    }
}

#[derive(Clone)]
pub struct WordFilterTokenizer<T> {
    rule: fn(&str) -> Option<&str>,
    tokenizer: T,
}

impl<T: Tokenizer> Tokenizer for WordFilterTokenizer<T> {
    type TokenStream<'a> = WordFilterStream<T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        WordFilterStream { rule: self.rule, tail: self.tokenizer.token_stream(text) }
    }
}

pub struct WordFilterStream<T> {
    rule: fn(&str) -> Option<&str>,
    tail: T,
}

impl<T: TokenStream> TokenStream for WordFilterStream<T> {
    fn advance(&mut self) -> bool {
        if !self.tail.advance() {
            return false;
        }
        let token = self.tail.token_mut();
        if let Some(word) = (self.rule)(&token.text).map(str::to_string) {
            token.text = word;
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
