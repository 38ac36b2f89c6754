//! A question as the visitor meant it, before its words are read: what people type into a chat
//! box is seldom the question alone, spelled as the site spells it. Each step is its own module;
//! the order matters. Emoji, letters typed again ("Thanksss") and interjections ("um", "lol") go
//! first, as they hide the question mark and the thanks beside them; then shorthand, whose lower-case forms capitals must not turn into ("TEACH R");
//! capitals next, as the steps after read a capital as a name's. Accents, elisions and
//! apostrophes are put back before the courtesies and the request to be told are taken off, as
//! those are read as words; a count of the owner itself ("quanti siete?") is read as a count of
//! its people once the request around it is gone; typos last, among the words that are left.

use app::i18n::Locale;

use super::courtesy::{only_courtesies, without_courtesies};
use super::emoji::without_emoji;
use super::headcount::with_people_counted;
use super::indirect_questions::asked_directly;
use super::interjections::without_interjections;
use super::lexicon::Lexicon;
use super::pasted_links::without_links;
use super::question::TermStatistics;
use super::spelling::{is_known, respelled};
use super::typed_accents::with_typed_accents;
use super::typed_capitals::without_capitals;
use super::typed_contractions::with_contractions;
use super::typed_elisions::with_elisions;
use super::typed_emphasis::without_emphasis;
use super::typed_shorthand::written_out;

/// `text` without what is typed around its words rather than in them: emoji, letters typed again
/// for emphasis, hesitations and laughter. Courtesies are told by it too: "Thanksss lol" is
/// thanks, no second question.
pub fn without_noise(text: &str) -> String {
    let typed = without_emoji(text);
    let typed = without_emphasis(&typed);
    without_interjections(&typed).into_owned()
}

/// What a visitor asked, read as meant.
pub struct Meant {
    pub question: String,
    /// Whether a request to be told asked if something is so ("I'd like to know *if*…").
    pub whether: bool,
}

/// `text`, written in `language` on a site of these words, as the visitor meant it.
pub fn as_meant(text: &str, language: Locale, lexicon: &Lexicon, stats: &dyn TermStatistics) -> Meant {
    let typed = without_noise(&without_links(text));
    let typed = written_out(&typed, language);
    let typed = without_capitals(&typed);
    let typed = with_typed_accents(&typed);
    let typed = with_elisions(&typed, |word| is_known(word, lexicon, stats));
    let typed = with_contractions(&typed);
    // Courtesies alone ask nothing ("Hi, I have a question", "Ciao, ho una domanda"): read as
    // words, "question" and "domanda" found a page about questions.
    if only_courtesies(&typed) {
        return Meant { question: String::new(), whether: false };
    }
    let courteous = without_courtesies(&typed);
    let direct = asked_directly(&courteous);
    let counted = with_people_counted(&direct.question);
    Meant { question: respelled(&counted, language, lexicon, stats).into_owned(), whether: direct.whether }
}
