//! Whether a sentence says what something is used for. A question asking what a thing is for
//! ("a cosa vi serve il dominio lencr.org?", "what do you use the staging server for?") is
//! answered by the sentence giving its use ("lo utilizziamo per URL più lunghi…"), seldom by the
//! one saying what it is.

use std::sync::LazyLock;

use regex::Regex;

static PURPOSE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)\b(?:use[sd]? (?:it |them |this |these |that )?(?:for|to)|(?:is|are) used (?:for|to)|serves? (?:to|as)|in order to|so that|(?:its|the) purpose|exists? to|utilizz\w* (?:per|a|come)|us\w* (?:per|come)|serv(?:e|ono) (?:a|per|da)|al fine di|allo scopo di|lo scopo|lo usiamo|la usiamo|in modo (?:da|che))\b",
    )
    .expect("the pattern is valid")
});

pub fn states_purpose(text: &str) -> bool {
    PURPOSE.is_match(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_use_is_a_purpose_and_a_definition_is_not() {
        assert!(states_purpose("Lo utilizziamo per URL più lunghi come http://ocsp.example.org/."));
        assert!(states_purpose("We use it to host data for certificate revocation."));
        assert!(states_purpose("Il workshop serve a decidere cosa costruire per primo."));
        assert!(!states_purpose("lencr.org è un dominio posseduto da Let's Encrypt."));
        assert!(!states_purpose("We chose lencr.org for its similarity to our name."));
    }
}
