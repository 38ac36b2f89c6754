//! Italian typed without accented keys: an apostrophe after the vowel stands for its accent
//! ("perche'", "e'", "citta'", "piu'"), "qual è" is often written "qual'è", "c'è" "ce" or
//! "cè", and the closed accent of "perché" and "né" the open one ("perchè", "nè"). The
//! question's wording is read from the accented forms ("qual è" asks what something is, "è" is
//! a verb, "perché" asks why), so they are put back before it is read.

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::{Captures, Regex};

/// A word ending in a vowel and an apostrophe that no letter follows: an elision ("l'app")
/// has its word after it, an accent typed as an apostrophe does not.
static APOSTROPHE_ACCENT: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(\w*?)([aeiou])['’](?:$|[^\w'’])").expect("the accent pattern is valid"));

/// "qual'è", "qual'e'": "qual" is never elided, its apostrophe is a space.
static QUAL: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(qual)['’](\s*[eè])").expect("the qual pattern is valid"));

/// "c'è" typed without its apostrophe or its accent: "cè", and "ce" before what is or is not
/// there, or where ("ce un parcheggio?", "ce ancora posto?", "chi ce dietro?"). "Ce" before a
/// pronoun or a verb is the clitic it also is ("ce lo dite?", "ce ne sono", "ce l'avete").
static THERE_IS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(c)(?:è|e)\b(\s+(?:un|una|uno|un['’]|il|i|gli|del|della|dello|dei|degli|delle|di|a|da|in|con|su|per|tra|fra|dietro|dentro|sotto|sopra|oltre|vicino|qualche|qualcuno|qualcosa|nessun|nessuno|nessuna|molto|molta|molti|molte|tanto|tanta|poco|poca|ancora|anche|già|sempre|mai|ora|adesso|oggi|domani|posto|spazio|modo|bisogno|tempo)\b)|\b(c)è\b")
        .expect("the there-is pattern is valid")
});

/// A word ending in the keyboard's "è", which is "é" where Italian closes the "e" (`accented`:
/// "perchè", "poichè", "nè" are "perché", "poiché", "né").
static OPEN_E: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(\w*)(è)\b").expect("the open-e pattern is valid"));

/// Words whose final apostrophe is theirs: "un po'", "a mo' di".
const APOCOPES: [&str; 2] = ["po", "mo"];

/// `question` with the accents typed as apostrophes put back.
pub fn with_typed_accents(question: &str) -> Cow<'_, str> {
    let there_is = THERE_IS.replace_all(question, |c: &Captures| match (c.get(1), c.get(2), c.get(3)) {
        (Some(letter), Some(after), _) => format!("{}'è{}", letter.as_str(), after.as_str()),
        (_, _, Some(letter)) => format!("{}'è", letter.as_str()),
        _ => c[0].to_string(),
    });
    let closed = OPEN_E.replace_all(&there_is, |c: &Captures| {
        let vowel = if &c[2] == "è" { "e" } else { "E" };
        format!("{}{}", &c[1], accented(&c[1], vowel))
    });
    let qual = QUAL.replace_all(&closed, "$1 $2");
    let accented = APOSTROPHE_ACCENT.replace_all(&qual, |c: &Captures| {
        let (stem, vowel, whole) = (&c[1], &c[2], &c[0]);
        let after = &whole[c[1].len() + c[2].len()..];
        let after = after.trim_start_matches(['\'', '’']);
        if APOCOPES.contains(&format!("{stem}{vowel}").to_lowercase().as_str()) {
            return whole.to_string();
        }
        format!("{stem}{}{after}", accented(stem, vowel))
    });
    if accented == question {
        Cow::Borrowed(question)
    } else {
        Cow::Owned(accented.into_owned())
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
        assert_eq!(with_typed_accents("ce un parcheggio?"), "c'è un parcheggio?");
        assert_eq!(with_typed_accents("Ce ancora posto? cè il wifi?"), "C'è ancora posto? c'è il wifi?");
        assert_eq!(with_typed_accents("chi ce dietro Let's Encrypt?"), "chi c'è dietro Let's Encrypt?");
    }

    #[test]
    fn the_open_accent_typed_for_the_closed_one_is_put_right() {
        assert_eq!(with_typed_accents("perchè le risposte citano le fonti?"), "perché le risposte citano le fonti?");
        assert_eq!(with_typed_accents("PERCHÈ? nè l'uno nè l'altro, poichè"), "PERCHÉ? né l'uno né l'altro, poiché");
        for text in ["che cos'è?", "è gratis?", "anche è vero", "non è"] {
            assert_eq!(with_typed_accents(text), text);
        }
    }

    #[test]
    fn ce_as_a_clitic_is_left_as_it_is() {
        for text in ["ce lo dite?", "quanti ce ne sono?", "ce l'avete?", "ce la fate entro domani?"] {
            assert_eq!(with_typed_accents(text), text);
        }
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
