//! Whether a text says that something is not so. A question asked in the negative ("what if the
//! assistant *can't* find a source?", "il mio provider *non* offre Let's Encrypt") is answered by
//! a sentence in the negative ("an answer without a source is not shown"), seldom by one saying
//! the opposite.

use std::sync::LazyLock;

use regex::Regex;

static NEGATION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:not|no|never|nobody|none|nothing|nowhere|neither|nor|without|cannot|non|né|mai|nessun[oa]?|niente|nulla|senza)\b|n[’']t\b")
        .expect("the pattern is valid")
});

pub fn negated(text: &str) -> bool {
    NEGATION.is_match(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negations_in_either_language() {
        for text in
            ["An answer without a source is not shown.", "we don't use cookies", "Non forniamo assistenza", "senza fonte", "nessuna"]
        {
            assert!(negated(text), "{text}");
        }
        for text in ["Notes on the workshop", "Nonostante tutto", "a known answer"] {
            assert!(!negated(text), "{text}");
        }
    }
}
