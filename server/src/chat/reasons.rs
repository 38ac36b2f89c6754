//! Whether a sentence gives a reason. A question asking why ("why does syncing keep failing?",
//! "perché c'è una lista d'attesa?") is answered by the sentence saying what causes it ("due to
//! its popularity, the server is often overloaded"), seldom by one only naming what it asks about.

use std::sync::LazyLock;

use regex::Regex;

static REASON: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)\b(?:because|due to|owing to|thanks to|caused by|as a result of|(?:the|one|main|this|that|which) (?:is )?(?:reason|why)|that['’]s why|poiché|poichè|siccome|dato che|visto che|a causa d|per via d|dovut[oaie] a|grazie a|(?:il|un|per questo) motivo|la ragione|le ragioni|ecco perché|per questo)\b|\bperch[ée]\b[^?]*$",
    )
    .expect("the pattern is valid")
});

pub fn states_reason(text: &str) -> bool {
    REASON.is_match(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cause_is_a_reason_and_a_question_or_a_time_is_not() {
        assert!(states_reason("Unfortunately, due to the popularity, gpodder.net is often overloaded."));
        assert!(states_reason("We keep a waiting list because the space has twelve desks."));
        assert!(states_reason("C'è una lista d'attesa perché i posti sono dodici."));
        assert!(states_reason("Poiché siamo una società americana, assumiamo solo liberi professionisti."));
        assert!(!states_reason("Perché non usate modelli più grandi?"));
        assert!(!states_reason("We have been open since 2021."));
        // A consequence: its reason is the sentence before.
        assert!(!states_reason("We therefore manually review these texts before we publish them."));
        assert!(!states_reason("The assistant reads this site's own content."));
    }
}
