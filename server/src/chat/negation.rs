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

/// "Is it free or not?", "è gratis o no?": the alternative, not a negation.
static OR_NOT: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\s+(?:or|o)\s+(?:not|no)\s*[?.!]*\s*$").expect("the pattern is valid"));

pub fn negated(text: &str) -> bool {
    let text = OR_NOT.replace(text, "");
    NEGATION.find_iter(&text).any(|m| {
        // "non-profit", "no-code", "VAT No. 123" negate nothing.
        let after = &text[m.end()..];
        let compound = after.starts_with('-');
        let abbreviation = m.as_str().eq_ignore_ascii_case("no") && after.starts_with('.');
        !(compound || abbreviation)
    })
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
        for text in [
            "Notes on the workshop",
            "Nonostante tutto",
            "a known answer",
            "are you a non-profit?",
            "VAT No. 123",
            "Is it free or not?",
            "è gratis o no?",
        ] {
            assert!(!negated(text), "{text}");
        }
    }
}
