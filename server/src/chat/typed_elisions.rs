//! Italian elisions typed without their apostrophe ("lazienda", "dellufficio", "nellarea",
//! "dovè"): as typed, the word is one the site never uses and the question loses its topic; with
//! its apostrophes left out, the demo's Italian questions kept 59 of their 67 facts. A word is
//! split only when neither the chat nor either language knows it ("allarme", "lavoro", "unable"
//! stay) and what follows the article is a word the chat knows, opening with a vowel or an "h"
//! as an elision's word does. The chat's words, not a dictionary's: the Italian list holds words
//! with their first letter cut, which would make "Leica" "l'eica".

use std::borrow::Cow;

use super::analyzers::with_words_replaced;
use super::dictionary::is_word;

/// The articles and prepositions that elide, longest first ("dell" before "d").
const ELIDING: [&str; 11] = ["quest", "quell", "dell", "dall", "nell", "sull", "coll", "all", "un", "l", "d"];

/// The interrogatives that elide onto "è" ("dovè" is "dov'è"), and "qual", which takes a space.
const BEFORE_IS: [(&str, &str); 5] = [("dovè", "dov'è"), ("comè", "com'è"), ("cosè", "cos'è"), ("quantè", "quant'è"), ("qualè", "qual è")];

/// The fewest letters of the word after the article ("lapp" is "l'app").
const MIN_WORD: usize = 3;

/// `word` split after the article it elides, when it is one typed without its apostrophe;
/// `knows` says whether the chat knows a word.
fn elided(word: &str, knows: &impl Fn(&str) -> bool) -> Option<String> {
    let lower = word.to_lowercase();
    if let Some((_, meant)) = BEFORE_IS.iter().find(|(typed, _)| *typed == lower) {
        return Some(meant.to_string());
    }
    // The word's shape first: most words open with no article, and asking whether the chat
    // knows a word runs the analyzer on it.
    let article = ELIDING.iter().find(|article| {
        lower.strip_prefix(**article).is_some_and(|rest| {
            rest.starts_with(['a', 'e', 'i', 'o', 'u', 'h', 'à', 'è', 'é', 'ì', 'ò', 'ù']) && rest.chars().count() >= MIN_WORD
        })
    })?;
    let split = !is_word(word) && !knows(word) && knows(&lower[article.len()..]);
    split.then(|| format!("{}'{}", &word[..article.len()], &word[article.len()..]))
}

/// `question` with the apostrophes of its elisions put back; `knows` says whether the chat knows
/// a word.
pub fn with_elisions(question: &str, knows: impl Fn(&str) -> bool) -> Cow<'_, str> {
    with_words_replaced(question, |_, word| elided(word, &knows))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A site of these words.
    fn with_site_elisions(text: &str) -> String {
        let site = ["azienda", "ufficio", "account", "app", "leica", "area"];
        with_elisions(text, |word| site.contains(&word.to_lowercase().as_str())).into_owned()
    }

    #[test]
    fn an_elision_typed_without_its_apostrophe_gets_it_back() {
        assert_eq!(with_site_elisions("dove ha sede lazienda?"), "dove ha sede l'azienda?");
        assert_eq!(with_site_elisions("il numero dellufficio"), "il numero dell'ufficio");
        assert_eq!(with_site_elisions("Dovè la sede? cosè un assistente?"), "dov'è la sede? cos'è un assistente?");
        assert_eq!(with_site_elisions("qualè il prezzo?"), "qual è il prezzo?");
        assert_eq!(with_site_elisions("Laccount è gratuito? e lapp?"), "L'account è gratuito? e l'app?");
        assert_eq!(with_site_elisions("nellarea riservata"), "nell'area riservata");
    }

    #[test]
    fn words_of_their_own_and_of_the_site_stay() {
        for text in ["allarme e lavoro", "della città", "unable to login", "lorem ipsum", "l'azienda", "Leica", "Debian"] {
            assert_eq!(with_site_elisions(text), text, "{text}");
        }
    }
}
