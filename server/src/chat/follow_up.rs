//! Whether a question continues the conversation before it ("how much is it?", "and for a whole
//! month?", "did it actually save them time?", "e in che orari?") or asks of something new
//! ("where are your offices?" after a question about the workshop). The previous question's words
//! help a follow-up find what it is about; a new question they only pull towards the old topic:
//! asked after another question (`server chat eval --after-another`), the demo's gold questions
//! had held the fact 49 and 43 times of 72, against 66 and 67 asked first.

use std::sync::LazyLock;

use app::i18n::Locale;
use regex::Regex;

use super::analyzers::{is_whole_message, words_at};
use super::asked_value::{holds_a_verb, lowered, ANY_INTERROGATIVE, AUXILIARY_WORDS, INTERROGATIVE_WORDS};
use super::dictionary::is_italian_infinitive;
use super::question::{slot, Question, DETERMINERS};
use super::refers_back::{addresses_the_owner, refers_back};

/// Openings of a question that goes on from the one before, per language ("and for a whole
/// month?", "ma se…"), as words of their own ("e-mail" is none). "So", "ok", "allora" are taken
/// off with the courtesies before.
static GOES_ON: LazyLock<[Regex; 2]> = LazyLock::new(|| {
    [r"^(?:and|or|but|also|then|what about|how about)(?:\s|[,.!?]|$)", r"^(?:e|ed|o|oppure|ma|poi|anche|invece)(?:\s|[,.!?]|$)"]
        .map(|source| Regex::new(source).expect("the pattern is valid"))
});

/// A message asking for more of what was just said, or for it explained ("tell me more", "and?",
/// "more details please", "what do you mean?", "I don't understand", "dimmi di più", "e quindi?"),
/// whole, in English and in Italian (both read whatever the page's language): the visitor
/// addresses the owner and names nothing, which had made it a first question about the owner.
static MORE: LazyLock<[Regex; 2]> = LazyLock::new(|| {
    [
        r"^(?:and|and then|so|what else|anything else|what|huh|eh|come again|(?:can you |could you |please )?tell (?:me|us) more|(?:any )?more(?: (?:info|information|details))?|go on|continue|keep going|what do you mean(?: by that)?|(?:can you |could you |please )?explain(?: (?:that|it|this))?(?: (?:better|more|again|in simpler words))?|i (?:don['’]t|do not|didn['’]t|did not) (?:understand|get it|get that))(?: please)?$",
        r"^(?:(?:mi )?(?:dimmi|ditemi|dici|dite|racconti|raccontate|raccontami|raccontateci|spiegami|spiegatemi)\s+)?(?:di (?:più|piu)|qualcosa di (?:più|piu)|altro|meglio)(?: per favore)?$|^(?:e|e poi|e quindi|quindi|cos['’]altro|che altro|cosa|come|eh|continua|vai avanti|cosa intendi|che intendi|in che senso|cioè|cioe|(?:puoi |potete |potresti )?spiega(?:re|rmi|rti|ti)? meglio|non (?:ho capito|capisco))$",
    ]
    .map(|source| Regex::new(source).expect("the pattern is valid"))
});

/// Prepositions opening a fragment ("for how long?", "in which year?", "su quali app?").
static PREPOSITION: LazyLock<[Regex; 2]> = LazyLock::new(|| {
    [
        r"^(?:for|in|on|at|from|to|with|by|since|until|after|before)(?:\s|[,.!?]|$)",
        r"^(?:per|in|su|a|ad|da|di|con|tra|fra|fino|dopo|prima)(?:\s|[,.!?]|$)",
    ]
    .map(|source| Regex::new(source).expect("the pattern is valid"))
});

/// At most this many words opening with a preposition, without a verb, are a fragment of a
/// question: "da quando esiste l'azienda?" is a question of its own.
const FRAGMENT: usize = 3;

/// Words pointing back to something said before, per language ("is *it* a company?", "come *li*
/// esercito?", "e di chi sono *quelli*?").
static POINTER: LazyLock<[Regex; 2]> = LazyLock::new(|| {
    [
        r"^(?:it|its|this|that|these|those|them|they|their|theirs|one|ones|there|he|she|him|her|his)$",
        r"^(?:questo|questa|questi|queste|quello|quella|quelli|quelle|esso|essa|essi|ciò|lui|lei|loro|lo|li)$",
    ]
    .map(|source| Regex::new(source).expect("the pattern is valid"))
});

/// What an "it" that points nowhere introduces ("is it possible to pay by card?").
static DUMMY_IT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:possible|necessary|true|allowed|worth|mandatory|required|ok|okay|safe|easy|hard)$").expect("the pattern is valid")
});

/// The auxiliaries before an existential "there" ("is there…?", "will there be…?").
static EXISTENTIAL_BE: LazyLock<Regex> = LazyLock::new(|| Regex::new(&format!(r"^(?:{AUXILIARY_WORDS})$")).expect("the pattern is valid"));

/// Words saying nothing of what a question is about: before a pointing word they leave it
/// pointing back; after a word that names something, the pronoun may point to it ("how do you
/// check an assistant works before *it* goes live?").
static SAYS_NOTHING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"^(?:{INTERROGATIVE_WORDS}|{AUXILIARY_WORDS}|che|and|but|so|ok|okay|then|also|actually|really|e|ma|poi|anche|quindi|allora|però|pero|si|ci|mi|vi|ti)$"
    ))
    .expect("the pattern is valid")
});

/// How a question with a conversation before it is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conversation {
    /// It goes on from the question before: read with it.
    Continued,
    /// It asks of something new: read alone, as a first question is.
    New,
    /// It names nothing of its own but asks what the owner has, speaking to no one ("dove si
    /// svolge?", "qual è la ragione sociale?"), or opens with an Italian verb whose subject may
    /// be the one before or the one after ("esiste AntennaPod per Windows?"): read with the
    /// question before, and alone when that answers nothing.
    Unclear,
    /// Courtesies only ("Thanks!", "ok, grazie"): it asks nothing.
    Courtesies,
    /// It asks for more of what was just said, or for it explained ("tell me more", "what do you
    /// mean?", "dimmi di più"): the question before, for what its answer did not say yet.
    More,
}

/// How `question` (read alone from `meant`, the visitor's text as meant: without greetings or
/// frames) stands to the question before it: it goes on from it when it opens as a continuation
/// or a fragment, points back, names nothing of its own (`refers_back.rs`), or opens with an
/// Italian verb in the third person naming nothing else; one naming something may be either. A
/// keyword query that does none of the first three ("pricing", "orari ufficio") is a search of
/// its own, typed afresh: after another question, "founding year" and "sede" had been read as
/// about it.
pub fn conversation(question: &Question, meant: &str) -> Conversation {
    let lower = lowered(meant.trim_start());
    let language = slot(question.language);
    if asks_for_more(meant) {
        return Conversation::More;
    }
    let pointing = pointing(question, &lower, language);
    let goes_on = opens_going_on(question, &lower) || pointing == Pointing::Back;
    // Its subject may be left out ("funziona anche offline?") or come after it ("esiste
    // AntennaPod per Windows?"); "there" may be where was said before or nowhere ("is there a
    // bundle of day passes?").
    let may_go_on = pointing == Pointing::ThereIs || (question.language == Locale::It && opens_with_a_third_person(&lower));
    if goes_on {
        Conversation::Continued
    } else if question.keywords {
        Conversation::New
    } else if refers_back(question, meant) {
        Conversation::Continued
    } else if may_go_on {
        if question.names_nothing() {
            Conversation::Continued
        } else {
            Conversation::Unclear
        }
    } else if question.names_nothing() && !addresses_the_owner(meant, question.language) {
        Conversation::Unclear
    } else {
        Conversation::New
    }
}

/// Whether `question`, read from `meant`, goes on from the one before by its form: it opens as
/// a continuation ("and for a month?") or a fragment ("for how long?"), or points back ("how
/// much is it?"); not only by naming nothing ("what do I do?").
pub fn goes_on_by_its_form(question: &Question, meant: &str) -> bool {
    let lower = lowered(meant.trim_start());
    opens_going_on(question, &lower) || pointing(question, &lower, slot(question.language)) == Pointing::Back
}

/// Whether `lower` opens as a continuation or a fragment.
fn opens_going_on(question: &Question, lower: &str) -> bool {
    let language = slot(question.language);
    GOES_ON[language].is_match(lower)
        || (PREPOSITION[language].is_match(lower)
            && lower.split_whitespace().count() <= FRAGMENT
            && !holds_a_verb(lower, question.language))
}

/// What the first word pointing in a question, before any word saying what it is about, points to.
#[derive(Debug, PartialEq, Eq)]
enum Pointing {
    /// To what was said before: "how much is *it*?", "*quello* dura?".
    Back,
    /// "Is *there*…?", "are *there*…?": to where was said before, or nowhere.
    ThereIs,
    Nowhere,
}

/// Whether a word pointing comes before any word saying what `lower` is about: the words asking
/// for a value say how it asks ("what *time* does it start?").
fn pointing(question: &Question, lower: &str, language: usize) -> Pointing {
    let asks_a_value = |word: &str| question.concepts.iter().any(|c| c.cue.is_some() && c.word.to_lowercase() == word);
    let mut words = words_at(lower).map(|(_, word)| word).peekable();
    let mut before = "";
    while let Some(word) = words.next() {
        let dummy = word == "it" && words.peek().is_some_and(|next| DUMMY_IT.is_match(next));
        if word == "there" && EXISTENTIAL_BE.is_match(before) {
            return Pointing::ThereIs;
        }
        if POINTER[language].is_match(word) && !dummy {
            return Pointing::Back;
        }
        if !SAYS_NOTHING.is_match(word) && !asks_a_value(word) && !dummy {
            return Pointing::Nowhere;
        }
        before = word;
    }
    Pointing::Nowhere
}

/// Whether `meant` asks for more of what was just said, or for it explained.
pub fn asks_for_more(meant: &str) -> bool {
    is_whole_message(&*MORE, &lowered(meant))
}

/// Shorter stems make prepositions verbs ("da", "dare").
const MIN_STEM: usize = 3;

/// Whether Italian `lower` opens with a verb in the third person ("*funziona* anche se ascolto in
/// streaming?", "*vale* anche per le aziende?"): Italian leaves out a subject said before. "Sono"
/// is also the first person, which says nothing of what was said.
fn opens_with_a_third_person(lower: &str) -> bool {
    const ENDINGS: [(&str, &str); 3] = [("ano", "are"), ("a", "are"), ("e", "ere")];
    let mut words = words_at(lower).map(|(_, w)| w);
    let Some(first) = words.next() else { return false };
    !ANY_INTERROGATIVE.is_match(first)
        && !words.next().is_some_and(|next| agrees(first, next))
        && ENDINGS.iter().any(|(ending, infinitive)| {
            first.strip_suffix(ending).is_some_and(|stem| stem.chars().count() >= MIN_STEM && is_italian_infinitive(stem, infinitive))
        })
}

/// The shortest adjective read as agreeing with the noun before it ("la", "le" are articles).
const MIN_ADJECTIVE: usize = 4;

/// Whether `next` agrees with `first` as an adjective with its noun ("*prova gratuita*?", "*sede
/// legale*?", "*visita guidata*?"): then `first` is a noun, not a verb ("funziona anche…", "vale
/// la pena?", "vale prenotare prima?", "funziona ancora?").
fn agrees(first: &str, next: &str) -> bool {
    // Adverbs, and the quantifiers and pronouns that open a verb's object as determiners do
    // ("dura *tutta* la giornata?", "cambia *qualcosa*…?", "comprende *qualche* materiale?").
    const NO_ADJECTIVES: [&str; 22] = [
        "ancora",
        "sempre",
        "anche",
        "bene",
        "male",
        "spesso",
        "sola",
        "solamente",
        "questa",
        "queste",
        "quella",
        "quelle",
        "tutta",
        "tutte",
        "qualcosa",
        "qualcuna",
        "molta",
        "molte",
        "nessuna",
        "altra",
        "altre",
        "alcuna",
    ];
    let ending = |w: &str| w.chars().last();
    let infinitive = ["are", "ere", "ire", "arsi", "ersi", "irsi"].iter().any(|e| next.ends_with(e));
    next.chars().count() >= MIN_ADJECTIVE
        && ending(first) == ending(next)
        && !infinitive
        && !NO_ADJECTIVES.contains(&next)
        && !DETERMINERS.contains(&next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chat::lexicon::Lexicon;
    use crate::chat::question::SiteOf;

    /// A site speaking of its workshop, its offices, its app and the company.
    const SITE: SiteOf = SiteOf(&["workshop", "offic", "uffic", "app", "compan"]);

    fn read(text: &str, locale: Locale) -> Conversation {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        conversation(&Question::read(text, None, locale, &lexicon, &SITE), text)
    }

    #[test]
    fn a_question_going_on_from_the_one_before_follows_it_up() {
        for (text, locale) in [
            ("how much is it?", Locale::En),
            ("since when?", Locale::En),
            ("and for a whole month?", Locale::En),
            ("is it a company?", Locale::En),
            ("in which year?", Locale::En),
            ("e in che orari?", Locale::It),
            ("su quali app?", Locale::It),
            ("come li esercito", Locale::It),
            ("da quando?", Locale::It),
            ("funziona anche se ascolto in streaming?", Locale::It),
            ("did it actually save them time?", Locale::En),
            ("what time does it start?", Locale::En),
        ] {
            assert_eq!(read(text, locale), Conversation::Continued, "{text}");
        }
    }

    #[test]
    fn a_request_for_more_asks_for_more_of_the_question_before() {
        for (text, locale) in [
            ("tell me more", Locale::En),
            ("More details please!", Locale::En),
            ("what do you mean?", Locale::En),
            ("can you explain that better?", Locale::En),
            ("dimmi di più", Locale::It),
            ("in che senso?", Locale::It),
            ("I don't understand", Locale::En),
            ("and?", Locale::En),
            ("e quindi?", Locale::It),
            ("what?", Locale::En),
            ("huh?", Locale::En),
            ("cosa?", Locale::It),
            ("non ho capito", Locale::It),
            ("tell me more", Locale::It),
            ("dimmi di più", Locale::En),
        ] {
            assert_eq!(read(text, locale), Conversation::More, "{text}");
        }
        assert_ne!(read("tell me more about the workshop", Locale::En), Conversation::More);
    }

    #[test]
    fn a_question_naming_its_own_topic_asks_of_something_new() {
        for (text, locale) in [
            ("where are your offices?", Locale::En),
            ("how much does the workshop cost?", Locale::En),
            ("what's your phone number?", Locale::En),
            ("dove avete gli uffici?", Locale::It),
            ("quanto costa il workshop?", Locale::It),
            ("a che numero vi posso chiamare", Locale::It),
            ("da quando esiste l'azienda?", Locale::It),
            ("is it possible to book the workshop?", Locale::En),
            ("e-mail dell'ufficio?", Locale::It),
            ("how do you check an assistant works before it goes live?", Locale::En),
            ("IT support for your offices?", Locale::En),
        ] {
            assert_eq!(read(text, locale), Conversation::New, "{text}");
        }
    }

    #[test]
    fn an_italian_noun_and_its_adjective_open_no_verb() {
        for text in ["prova gratuita?", "visita guidata?", "consegna gratuita del workshop?"] {
            assert!(!opens_with_a_third_person(text), "{text}");
        }
        for text in
            ["funziona ancora?", "vale prenotare prima?", "vale la pena?", "prova tutto?", "dura tutta la giornata?", "cambia qualcosa?"]
        {
            assert!(opens_with_a_third_person(text), "{text}");
        }
    }

    #[test]
    fn a_keyword_query_is_a_search_of_its_own() {
        for (text, locale) in [("pricing", Locale::En), ("founding year", Locale::En), ("sede", Locale::It), ("orari ufficio", Locale::It)]
        {
            assert_eq!(read(text, locale), Conversation::New, "{text}");
        }
        assert_eq!(read("and the pricing", Locale::En), Conversation::Continued);
    }

    #[test]
    fn a_question_naming_nothing_but_what_the_owner_has_may_be_either() {
        for (text, locale) in
            [("dove si svolge?", Locale::It), ("dove sono gli uffici?", Locale::It), ("what's the phone number?", Locale::En)]
        {
            assert_eq!(read(text, locale), Conversation::Unclear, "{text}");
        }
        // An Italian verb may open before its subject as well as without it.
        assert_eq!(read("esiste il workshop anche in inglese?", Locale::It), Conversation::Unclear);
        // So may "there": where was said before, or nowhere.
        assert_eq!(read("is there a workshop in English?", Locale::En), Conversation::Unclear);
        assert_eq!(read("has there ever been a workshop in English?", Locale::En), Conversation::Unclear);
        assert_eq!(read("is there somewhere to stay?", Locale::En), Conversation::Continued);
        assert_eq!(read("how do I get there?", Locale::En), Conversation::Continued);
    }
}
