//! Whether a sentence of the site leans on the one before it for what it speaks of: "AntennaPod
//! is published only in *the two app stores above*", "*Questo* richiede 1-2 giorni". Quoted
//! alone it names nothing a visitor can act on (which stores? what takes two days?), so an
//! answer quotes the sentence before it with it.

use std::sync::LazyLock;

use regex::Regex;

/// What may stand before a sentence's subject: an "and", a "but", a "so".
const JOINED: &str = r"(?i)^(?:(?:and|but|so|e|ma|quindi)\s+)?";

/// What a sentence opens with when its subject is what the sentence before it said: a pronoun
/// or a demonstrative ("the one in…" too), after an "and" or a "but" at most. A demonstrative
/// naming the page itself ("This policy…", "Questo sito…") points at nothing before it.
static OPENING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&[
        JOINED,
        r"(?:(?:this|these|those|that|such|both|they|it|ciò|cio|questo|questa|questi|queste|quello|quella|quelli|quelle|quei|quegli|tale|tali|entrambi|entrambe|esso|essa|essi|esse)\b",
        // "The one in Nice is the closest": it stands for a noun of the sentence before.
        r"|the\s+ones?\s+(?:in|of|at|from|on|with|near|that|which|who|for|you|we)\b",
        r"|(?:for this reason|because of this|that's why|that’s why|this is why|in that case|in this case|per questo|di conseguenza|in tal caso|in questo caso)\b)",
    ]
    .concat())
    .expect("the pattern is valid")
});

/// The demonstrative naming the page itself ("This Privacy Policy…"), which leans on nothing.
static THE_PAGE_ITSELF: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&[
        JOINED,
        r"(?:this|questo|questa)\s+(?:[\w-]+\s+){0,2}",
        r"(?:site|website|page|policy|notice|document|section|article|post|guide|app|sito|pagina|informativa|politica|documento|sezione|articolo|guida)\b",
    ]
    .concat())
    .expect("the pattern is valid")
});

/// Words anywhere in a sentence pointing back at what was said above it: "the two app stores
/// above", "as mentioned before", "these two stores", "questi due app store", "i suddetti dati",
/// "di cui sopra". "These" alone also announces what follows ("follow these steps:").
static POINTING_BACK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?i)\b(?:(?:listed|mentioned|described|shown|explained|stated|given|outlined|noted)\s+(?:above|earlier|before)\b",
        r"|the\s+(?:\w+\s+){0,3}above(?:\s*[.,;:)]|\s+(?:because|since|are|is|were|was|and|or|but|to|for|with)\b|\s*$)",
        r"|(?:aforementioned|the former|the latter|quest['’]ultim[oaie])\b",
        r"|(?:these|those|questi|queste|quei|quelle)\s+(?:two|three|four|due|tre|quattro)\b|(?:entrambi i|entrambe le)\s+due\b",
        r"|(?:suddett[oaie]|sopracitat[oaie]|sopraelencat[oaie]|succitat[oaie]|di cui sopra)\b",
        r"|(?:indicat|elencat|descritt|menzionat|citat)[oaie]\s+(?:sopra|in precedenza|prima)\b)",
    ))
    .expect("the pattern is valid")
});

/// A sentence opening with what to do with what the sentence before it named: "To exercise
/// them, write to…", "To do so, open…", "Per esercitarli, scrivi a…", "Per farlo, apri…". The
/// Italian pronoun is joined to the verb, as "-lo", "-la", "-li", "-le", "-ne"; a verb is in
/// lower case ("Per Carla" names someone).
static FOR_WHAT_CAME_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        &[
            JOINED,
            r"(?:(?:to|in order to)\s+[\w-]+\s+(?:it|them|this|that|these|those|so)\b",
            r"|(?:per|al fine di)\s+(?-i:[a-zàèéìòù]+r(?:lo|la|li|le|ne))\b)",
        ]
        .concat(),
    )
    .expect("the pattern is valid")
});

/// "Quello che offriamo…" ("what we offer…"), "quelli che…" ("those who…") say what they speak
/// of after them.
static SAID_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&[JOINED, r"(?:quello|quella|quelli|quelle|quei|quegli)\s+(?:che|chi|di cui)\b"].concat()).expect("the pattern is valid")
});

/// Whether `text` leans on the sentence before it for what it speaks of.
pub fn leans_back(text: &str) -> bool {
    let text = text.trim_start();
    (OPENING.is_match(text) && !THE_PAGE_ITSELF.is_match(text) && !SAID_AFTER.is_match(text))
        || POINTING_BACK.is_match(text)
        || FOR_WHAT_CAME_BEFORE.is_match(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sentence_speaking_of_what_was_said_before_it_leans_back() {
        let leaning = [
            "AntennaPod is officially published only in the two app stores above because we don't have the time to support more.",
            "AntennaPod è pubblicato ufficialmente solo su questi due app store perché non abbiamo il tempo di supportarne altri.",
            "This usually takes 1 to 2 days.",
            "They are inserted by the hosting company.",
            "It takes 1 to 2 days.",
            "Questo richiede di solito 1-2 giorni.",
            "Ciò significa che i dati restano sul telefono.",
            "For this reason, we keep port 80 open.",
            "Per questo motivo non usiamo cookie di profilazione.",
            "The data mentioned above is deleted after 24 months.",
            "We publish the app only in these two stores.",
            "I suddetti dati sono cancellati dopo 24 mesi.",
            "I dati di cui sopra sono cancellati dopo 24 mesi.",
            "Quest'ultimo firma la build.",
            "To exercise them, write to privacy@example.com.",
            "To do so, open the settings.",
            "Per esercitarli, scrivi a privacy@example.com.",
            "Per farlo, apri le impostazioni.",
            "The one in Nice, France, is the closest and most convenient.",
            "Quello di Nizza è il più vicino.",
        ];
        for text in leaning {
            assert!(leans_back(text), "{text}");
        }
    }

    #[test]
    fn a_sentence_naming_what_it_speaks_of_stands_alone() {
        let alone = [
            "Official versions of AntennaPod are available on Google Play and F-Droid.",
            "This website uses no tracking cookies.",
            "This policy applies to every visitor.",
            "This Privacy Policy was last updated on 2025-08-17.",
            "Questo sito non usa cookie di profilazione.",
            "Questa informativa vale per tutti i visitatori.",
            "The price is above average for the region.",
            "Children above 12 pay full price.",
            "Thisbe is our designer.",
            "Le versioni ufficiali sono due: Google Play e F-Droid.",
            "To exercise your rights, write to privacy@example.com.",
            "To install the app, open the store.",
            "Per Carla, il progetto è finito.",
            "Per esercitare i tuoi diritti, scrivi a privacy@example.com.",
            "The one thing we ask is respect.",
            "Quello che offriamo è un corso di due giorni.",
        ];
        for text in alone {
            assert!(!leans_back(text), "{text}");
        }
    }
}
