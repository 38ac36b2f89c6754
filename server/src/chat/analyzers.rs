use std::borrow::Cow;
use std::cell::RefCell;

use tantivy::tokenizer::{
    AsciiFoldingFilter, Language, LowerCaser, RemoveLongFilter, Stemmer, StopWordFilter, TextAnalyzer, Token, TokenStream,
};

use app::i18n::Locale;

use super::compound_tokenizer::CompoundTokenizer;
use super::italian_verbs::{without_future, without_it};
use super::word_filter::WordFilter;

/// Italian articles and prepositions that elide onto the next word ("l'azienda", "dell'impianto").
/// The tokenizer splits at the apostrophe; these leftovers are dropped.
const ITALIAN_ELISIONS: [&str; 16] =
    ["l", "dell", "all", "dall", "nell", "sull", "coll", "un", "quest", "quell", "d", "c", "s", "m", "t", "v"];

/// Pronouns, auxiliaries and question words the shipped English list (Lucene's, 33 words)
/// keeps: "what is your VAT" would rank every section titled "What we do" or "Your data"
/// above the one holding the VAT number. Words that carry meaning in an answer ("not",
/// "only", "own", "before") stay.
const ENGLISH_FUNCTION_WORDS: &str = "i me my myself we our ours ourselves you your yours yourself he him his she her hers its \
they them their theirs what which who whom whose am were been being have has had having do does did doing would should could \
can may might must shall from about how when where why here so just also us those s t";

/// The words of `text`, lower case, split at anything but letters and digits ("e-mail" is two):
/// how phrases, places and echoes are compared, where stemming would join too much.
pub fn lower_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(str::to_lowercase).collect()
}

/// `message` as patterns of whole messages read it ("Are you a bot?!" as "are you a bot"): lower
/// case, without the spaces around it and the punctuation closing it.
fn whole_message(message: &str) -> String {
    message.trim().trim_end_matches(|c: char| matches!(c, '?' | '!' | '.' | '…') || c.is_whitespace()).to_lowercase()
}

/// Whether one of `patterns` (of whole messages, in either language) matches `message`.
pub fn is_whole_message(patterns: &[regex::Regex], message: &str) -> bool {
    let message = whole_message(message);
    patterns.iter().any(|pattern| pattern.is_match(&message))
}

/// The words of `text`, each with where it starts.
pub fn words_at(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(move |w| (w.as_ptr() as usize - text.as_ptr() as usize, w))
}

/// `text` with some of its words replaced: `replacement`, given where a word starts and the word,
/// returns what takes its place, or `None` to keep it. Borrowed when no word is replaced.
pub fn with_words_replaced(text: &str, mut replacement: impl FnMut(usize, &str) -> Option<String>) -> Cow<'_, str> {
    let mut out = String::new();
    let mut last = 0;
    for (start, word) in words_at(text) {
        let Some(other) = replacement(start, word) else { continue };
        out.push_str(&text[last..start]);
        out.push_str(&other);
        last = start + word.len();
    }
    if last == 0 {
        return Cow::Borrowed(text);
    }
    out.push_str(&text[last..]);
    Cow::Owned(out)
}

/// The analyzer name of a language's field, registered on the index.
pub fn analyzer_name(locale: Locale) -> &'static str {
    match locale {
        Locale::It => "it_stem",
        Locale::En => "en_stem",
    }
}

/// Lower case, stop words, accents folded, Snowball stemming; Italian also drops elisions and
/// joins the verb forms the stemmer leaves apart (`italian_verbs`).
pub fn analyzer(locale: Locale) -> TextAnalyzer {
    let base = TextAnalyzer::builder(CompoundTokenizer::default()).filter(RemoveLongFilter::limit(40)).filter(LowerCaser);
    match locale {
        Locale::It => base
            .filter(StopWordFilter::remove(ITALIAN_ELISIONS.map(String::from)))
            .filter(StopWordFilter::new(Language::Italian).expect("tantivy ships Italian stop words"))
            .filter(WordFilter(without_future))
            .filter(AsciiFoldingFilter)
            .filter(Stemmer::new(Language::Italian))
            .filter(WordFilter(without_it))
            .build(),
        Locale::En => base
            .filter(StopWordFilter::new(Language::English).expect("tantivy ships English stop words"))
            .filter(StopWordFilter::remove(ENGLISH_FUNCTION_WORDS.split_whitespace().map(String::from)))
            .filter(AsciiFoldingFilter)
            .filter(Stemmer::new(Language::English))
            .build(),
    }
}

thread_local! {
    /// Building an analyzer builds its stop-word sets, which costs more than analysing a
    /// sentence: each thread keeps one per language.
    static ANALYZERS: RefCell<[TextAnalyzer; 2]> = RefCell::new([analyzer(Locale::It), analyzer(Locale::En)]);
}

/// The terms `text` becomes in `locale`'s field.
pub fn terms(locale: Locale, text: &str) -> Vec<String> {
    let mut terms = Vec::new();
    each_term(locale, text, |token| terms.push(token.text.clone()));
    terms
}

/// Each token `text` gives in `locale`'s field, in order, with where in `text` it comes from.
pub fn each_term(locale: Locale, text: &str, mut found: impl FnMut(&Token)) {
    ANALYZERS.with_borrow_mut(|analyzers| {
        let analyzer = match locale {
            Locale::It => &mut analyzers[0],
            Locale::En => &mut analyzers[1],
        };
        let mut stream = analyzer.token_stream(text);
        while stream.advance() {
            found(stream.token());
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn italian_elisions_leave_the_noun() {
        assert_eq!(terms(Locale::It, "l'azienda"), terms(Locale::It, "azienda"));
        assert_eq!(terms(Locale::It, "dell’impianto"), terms(Locale::It, "impianto"));
    }

    #[test]
    fn italian_plurals_and_accents_meet_at_one_stem() {
        assert_eq!(terms(Locale::It, "contratti"), terms(Locale::It, "contratto"));
        assert_eq!(terms(Locale::It, "aziende"), terms(Locale::It, "azienda"));
        assert_eq!(terms(Locale::It, "Qualità CITTÀ"), terms(Locale::It, "qualita citta"));
        assert_eq!(terms(Locale::It, "smetterà di funzionare"), terms(Locale::It, "smette di funzionare"), "a future is its verb");
        assert_eq!(terms(Locale::It, "esercito"), terms(Locale::It, "esercitarli"), "a verb in -itare keeps its forms together");
        assert_eq!(terms(Locale::It, "il limite"), terms(Locale::It, "limitare"));
    }

    #[test]
    fn english_stems_and_drops_stop_words() {
        assert_eq!(terms(Locale::En, "The contracts"), terms(Locale::En, "contract"));
        assert_eq!(terms(Locale::En, "founded"), terms(Locale::En, "founding"));
        assert!(terms(Locale::En, "the and of").is_empty());
    }

    #[test]
    fn a_hyphenated_word_is_found_as_one_word() {
        for locale in [Locale::It, Locale::En] {
            let compound = terms(locale, "Wi-Fi");
            assert!(terms(locale, "wifi").iter().all(|t| compound.contains(t)), "{compound:?}");
        }
    }
}
