//! The doer of an action, which the stemmers keep apart from the action: "who created it?" is
//! answered by "its original creator", "chi l'ha fondata?" by "la fondatrice". Snowball joins
//! "developer" and "develop" but not "creator" and "created", nor Italian "creatore" and "creato".
//! Only the verb leads to the doer: "founders" is not answered by "founded in 2024", which names
//! no one, but "who founded it?" is by "our founder, Anna Rossi".

use app::i18n::Locale;

/// The endings an agent noun's stem adds to its verb's stem, per language: "creat" + "or",
/// "found" + "er", "write" + "r"; "cre" + "ator", "fond" + "atric", "scritt" + "or".
fn endings(locale: Locale) -> &'static [&'static str] {
    match locale {
        Locale::En => &["or", "er", "r"],
        Locale::It => &["ator", "atric", "itor", "itric", "or"],
    }
}

/// The stems of the doers of the verb whose stem is `term`, if it is one.
pub fn doers(term: &str, locale: Locale) -> impl Iterator<Item = String> + '_ {
    endings(locale).iter().map(move |ending| format!("{term}{ending}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chat::analyzers::terms;

    fn leads_to(locale: Locale, verb: &str, noun: &str) -> bool {
        let noun = terms(locale, noun);
        terms(locale, verb).iter().any(|v| doers(v, locale).any(|d| noun.contains(&d)))
    }

    #[test]
    fn a_verb_leads_to_its_doer() {
        for (verb, noun) in [("created", "creator"), ("founded", "founder"), ("write", "writer"), ("owns", "owner")] {
            assert!(leads_to(Locale::En, verb, noun), "{verb} / {noun}");
        }
        for (verb, noun) in [("creato", "creatore"), ("fondata", "fondatrice"), ("scritto", "scrittore"), ("ideato", "ideatori")] {
            assert!(leads_to(Locale::It, verb, noun), "{verb} / {noun}");
        }
    }

    #[test]
    fn a_doer_leads_to_no_verb() {
        assert!(!leads_to(Locale::En, "founders", "founded"));
        assert!(!leads_to(Locale::It, "fondatori", "fondato"));
    }
}
