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

/// How many words after a negation of a kind it denies: "no *analytics or advertising*
/// cookies", "nessun *cookie di analisi*", within its clause.
const SCOPE: usize = 4;

/// The negations that deny a kind of thing ("no cookies", "senza pubblicità"), rather than a
/// verb ("please do not write").
static KIND_NEGATION: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(?:no|none|without|nessun[oa]?|senza)\b").expect("the pattern is valid"));

/// The negations `pattern` finds in `text` that negate something: "non-profit", "no-code",
/// "VAT No. 123" do not.
fn negations<'t>(pattern: &'static Regex, text: &'t str) -> impl Iterator<Item = regex::Match<'t>> {
    pattern.find_iter(text).filter(|m| {
        let after = &text[m.end()..];
        let compound = after.starts_with('-');
        let abbreviation = m.as_str().eq_ignore_ascii_case("no") && after.starts_with('.');
        !(compound || abbreviation)
    })
}

pub fn negated(text: &str) -> bool {
    negations(&NEGATION, &OR_NOT.replace(text, "")).next().is_some()
}

/// The words `text` says there are none of: the few after "no", "nessun", "senza", up to the
/// end of the clause.
pub fn denied_words(text: &str) -> Vec<&str> {
    negations(&KIND_NEGATION, text)
        .flat_map(|m| {
            let clause = text[m.end()..].split([',', ';', ':', '.', '!', '?', '(', ')']).next().unwrap_or_default();
            clause.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).take(SCOPE)
        })
        .collect()
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

    #[test]
    fn a_negation_of_a_kind_denies_the_words_after_it_in_its_clause() {
        assert_eq!(
            denied_words("We use only technical cookies, and no analytics or advertising cookies."),
            ["analytics", "or", "advertising", "cookies"]
        );
        assert_eq!(denied_words("nessun cookie di analisi o di pubblicità"), ["cookie", "di", "analisi", "o"]);
        assert_eq!(denied_words("Certificates are free, no fees."), ["fees"]);
        assert!(denied_words("Please do not write to this address.").is_empty());
        assert!(denied_words("a non-profit").is_empty());
    }
}
