//! Italian verb forms that Snowball's Italian stemmer leaves apart from the rest of their verb.
//!
//! - Future tenses ("scadrà", "smetterà", "riceverò"): the stemmer removes these endings only
//!   with their accent, and the analyzer folds accents before stemming so that a visitor typing
//!   "citta" finds "città". The future's ending is taken off before the accent goes.
//! - Verbs in "-itare" ("esercitare", "visitare", "limitare", "ospitare"): the stemmer takes
//!   "-ito", "-ita", "-iti", "-ite" off as a participle's ending, so "come li esercito?" stems to
//!   "eserc" and "per esercitarli" to "esercit", "il limite" to "lim" and "limitare" to "limit".
//!   After stemming, a stem ending in "it" loses it, and the forms of the verb meet.

/// The future's endings, longest first: the vowel before the "r" is the verb's, not its stem's.
const ENDINGS: [&str; 8] = ["erà", "erò", "irà", "irò", "arà", "arò", "rà", "rò"];
/// Shorter words are no futures, and shorter stems no verbs in "-itare" ("però" and "Corrà" are
/// rare, but "rà" alone is not a verb; "sit", "abit" stay): the stem left keeps this many letters.
const MIN_STEM: usize = 3;

fn long_enough(stem: &str) -> bool {
    stem.chars().count() >= MIN_STEM
}

/// `word` without its future ending, when it has one.
pub fn without_future(word: &str) -> Option<&str> {
    ENDINGS.iter().find_map(|ending| word.strip_suffix(ending)).filter(|stem| long_enough(stem))
}

/// A stem without the "it" of a verb in "-itare", when it ends so.
pub fn without_it(stem: &str) -> Option<&str> {
    stem.strip_suffix("it").filter(|rest| long_enough(rest))
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

    #[test]
    fn a_stem_loses_the_it_of_its_verb_when_enough_is_left() {
        assert_eq!(without_it("esercit"), Some("eserc"));
        assert_eq!(without_it("limit"), Some("lim"));
        assert_eq!(without_it("sit"), None);
        assert_eq!(without_it("abit"), None);
        assert_eq!(without_it("contatt"), None);
    }
}
