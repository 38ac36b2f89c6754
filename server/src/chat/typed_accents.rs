//! Italian typed without accented keys: an apostrophe after the vowel stands for its accent
//! ("perche'", "e'", "citta'", "piu'"), and "qual è" is often written "qual'è". The question's
//! wording is read from the accented forms ("qual è" asks what something is, "è" is a verb), so
//! they are put back before it is read.

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::{Captures, Regex};

/// A word ending in a vowel and an apostrophe that no letter follows: an elision ("l'app")
/// has its word after it, an accent typed as an apostrophe does not.
static APOSTROPHE_ACCENT: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(\w*?)([aeiou])['’](?:$|[^\w'’])").expect("the accent pattern is valid"));

/// "qual'è", "qual'e'": "qual" is never elided, its apostrophe is a space.
static QUAL: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(qual)['’](\s*[eè])").expect("the qual pattern is valid"));

/// Words whose final apostrophe is theirs: "un po'", "a mo' di".
const APOCOPES: [&str; 2] = ["po", "mo"];

/// `question` with the accents typed as apostrophes put back.
pub fn with_typed_accents(question: &str) -> Cow<'_, str> {
    let qual = QUAL.replace_all(question, "$1 $2");
    let accented = APOSTROPHE_ACCENT.replace_all(&qual, |c: &Captures| {
        let (stem, vowel, whole) = (&c[1], &c[2], &c[0]);
        let after = &whole[c[1].len() + c[2].len()..];
        let after = after.trim_start_matches(['\'', '’']);
        if APOCOPES.contains(&format!("{stem}{vowel}").to_lowercase().as_str()) {
            return whole.to_string();
        }
        format!("{stem}{}{after}", accented(stem, vowel))
    });
    match accented {
        Cow::Borrowed(_) if matches!(qual, Cow::Borrowed(_)) => Cow::Borrowed(question),
        accented => Cow::Owned(accented.into_owned()),
    }
}

/// The accented `vowel` ending a word of `stem`: "é" closes "perché", "poiché", "né"; the other
/// vowels take the grave accent Italian writes on them.
fn accented(stem: &str, vowel: &str) -> String {
    let closed_e = stem.to_lowercase().ends_with("ch") || stem.eq_ignore_ascii_case("n");
    let lower = match vowel.to_lowercase().as_str() {
        "a" => "à",
        "e" if closed_e => "é",
        "e" => "è",
        "i" => "ì",
        "o" => "ò",
        _ => "ù",
    };
    if vowel.chars().all(char::is_uppercase) {
        lower.to_uppercase()
    } else {
        lower.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accents_typed_as_apostrophes_are_put_back() {
        assert_eq!(with_typed_accents("qual'e' il vostro indirizzo"), "qual è il vostro indirizzo");
        assert_eq!(with_typed_accents("Qual'è la ragione sociale?"), "Qual è la ragione sociale?");
        assert_eq!(with_typed_accents("perche' non usate modelli piu' grandi?"), "perché non usate modelli più grandi?");
        assert_eq!(with_typed_accents("cos'e' una societa'?"), "cos'è una società?");
        assert_eq!(with_typed_accents("E' gratis?"), "È gratis?");
    }

    #[test]
    fn elisions_apocopes_and_english_are_left_as_they_are() {
        for text in
            ["dov'è l'ufficio dell'azienda?", "aspetta un po' di tempo", "what are your users' rights?", "let's talk", "a mo' di esempio"]
        {
            assert_eq!(with_typed_accents(text), text);
        }
    }
}
