//! Questions asked inside a request to be told ("could you tell me where you are based?", "I'd
//! like to know if you offer discounts", "volevo sapere, mi sapreste dire quanto costa?"). The
//! request says nothing of what is asked, yet read as words it weighs like a topic ("volevo",
//! "sapreste" are words the site never uses) and hides the question's shape ("on what grounds",
//! "if"): with "Volevo sapere, mi sapreste dire" before each, the demo's Italian questions kept 17
//! of their 67 facts. The question is read without it; "if", "whether", "se" after it ask yes or
//! no.

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::Regex;

use super::asked_value::{AUXILIARY_WORDS, INTERROGATIVE_WORDS};

/// Requests to be told, at the start of a question, any number of them.
static REQUEST: LazyLock<Regex> = LazyLock::new(|| {
    let apostrophe = "['’]";
    let english = [
        format!(r"(?:i|we)(?:{apostrophe}d| would) (?:like|love|want) to (?:know|ask|find out)"),
        r"(?:i|we) (?:just |really )?(?:want|wanted|need|needed|wish|wished) to (?:know|ask|find out|check)".to_string(),
        format!(r"(?:i|we)(?: (?:was|were|am|are)|{apostrophe}m|{apostrophe}re) (?:just |really )?(?:wondering|curious(?: to know)?)"),
        r"(?:i|we) (?:just |really )?wonder(?:ed)?".to_string(),
        r"(?:(?:can|could|would|will) you (?:please |kindly )?)?(?:please )?(?:tell (?:me|us)|let (?:me|us) know)".to_string(),
        r"would you mind telling (?:me|us)".to_string(),
        r"(?:is it|would it be|will it be) possible to (?:know|ask|find out|learn)".to_string(),
        // What is wanted, named ("I'd like a quote", "I need your phone number", "explain your
        // pricing", "info on the workshop"). "Need a VAT number?" asks whether one is needed.
        format!(r"(?:i|we)(?:{apostrophe}d| would)(?: also| really| just)? (?:like|love)(?: to (?:have|get|see|receive))?"),
        r"(?:i|we) (?:just |really )?(?:need|needed)(?: to (?:have|get|see))?".to_string(),
        r"(?:please )?(?:explain|describe)(?: to (?:me|us))?".to_string(),
        r"(?:(?:some|more|any|further) )?(?:info|information|details) (?:on|about|regarding)".to_string(),
    ];
    let italian = [
        r"(?:io |noi )?(?:vorrei|vorremmo|volevo|volevamo|voglio|vogliamo|desidero|desideravo|desidererei|gradirei|gradiremmo|mi piacerebbe|ci piacerebbe|mi interessa|mi interesserebbe|mi servirebbe|mi serve) (?:sapere|chiedere|chiedervi|chiederle|chiederti|domandare|domandarvi|capire)".to_string(),
        r"(?:mi |ci )?(?:fate|fai|farete|faresti|fareste) sapere|fatemi sapere|fammi sapere|fateci sapere|facci sapere".to_string(),
        r"(?:avrei|ho|abbiamo|avremmo) bisogno(?: di(?: (?:sapere|conoscere|avere|chiedere|capire))?)?".to_string(),
        r"raccontami|raccontaci|raccontatemi|raccontateci|parlami|parlaci|parlatemi|parlateci|spiegami|spiegaci|spiegatemi|spiegateci|descrivimi|descriveteci|illustrami|illustrateci".to_string(),
        r"(?:(?:delle|maggiori|più|qualche|alcune) )?(?:info|informazioni|dettagli) (?:su|sul|sulla|sui|sugli|sulle|sullo|riguardo(?: a)?|circa)".to_string(),
        r"mi (?:chiedevo|domandavo|chiedo|domando)".to_string(),
        r"(?:mi |ci )?(?:sapete|sapreste|sai|sapresti|saprebbe|potete|potreste|puoi|potresti|può|puo|potrebbe|riuscite a|riuscireste a) (?:dire|dirmi|dirci|indicare|indicarmi|indicarci|spiegare|spiegarmi|spiegarci|confermare|confermarmi|confermarci|far sapere|farmi sapere|farci sapere)".to_string(),
        r"(?:mi |ci )(?:dite|dici|dica|direste|diresti)|dimmi|ditemi|dicci|diteci".to_string(),
        // "Posso chiedere un rimborso?" asks for a refund, not to be told.
        r"(?:è possibile|e' possibile|posso|potrei|possiamo|si può|si puo) (?:sapere|chiedervi|domandarvi)".to_string(),
    ];
    let requests = english.iter().chain(&italian).map(String::as_str).collect::<Vec<_>>().join("|");
    let politely = r"please|kindly|per favore|per cortesia|gentilmente|cortesemente";
    Regex::new(&format!(r"(?i)^(?:\s*(?:{requests})\b(?:[\s,:;]+(?:{politely})\b)?[\s,:;]*)+")).expect("the request pattern is valid")
});

/// Asking whether someone knows, or leave to ask, before what is asked ("do you know *where*…",
/// "may I ask *how much*…", "sapete *se*…"): without it, "do you know Python?" asks whether the
/// company knows Python, and "can I ask for a refund?" asks for a refund. So does "do you know
/// *how to* build shops?", "sapete *come usare* WordPress?": an interrogative before an
/// infinitive asks about a skill (the infinitive, `after`, is checked apart).
static KNOWING: LazyLock<Regex> = LazyLock::new(|| {
    let knowing = r"(?:do|does) (?:you|anyone|anybody|someone) (?:happen to )?know|any idea|(?P<asking>(?:may|can|could|might) (?:i|we) (?:please )?ask(?: you)?)|(?P<italian>(?:qualcuno )?(?:sapete|sai|sa))";
    // What is asked opens with an interrogative (after its preposition: "for how long", "in
    // which year") or, asking yes or no, an English auxiliary before its subject ("may I ask, is
    // there parking?"; "do you know Will Smith?" asks about Will Smith).
    let preposition = r"(?:for|on|in|at|from|to|by|with|since|until|about|of|per|da|di|a|su|con|tra|fra)\s+";
    let subject = r"i|you|we|they|it|he|she|there|this|that|these|those|the|a|an|my|your|our|their|its";
    Regex::new(&format!(
        r"(?i)^\s*(?:{knowing})[\s,:;]+(?P<asked>(?:{preposition})?(?:if|whether|se|che|{INTERROGATIVE_WORDS})\b|(?:{AUXILIARY_WORDS})\s+(?:{subject})\b)\s*(?P<after>\w*)"
    ))
    .expect("the knowing pattern is valid")
});

/// A word saying how to do something: "to" before an English verb, an Italian infinitive (in
/// Italian only: "there" and "where" end as one does).
static INFINITIVE: LazyLock<[Regex; 2]> = LazyLock::new(|| {
    [r"(?i)^to$", r"(?i)^(?:\w+(?:are|ere|ire)(?:lo|la|li|le|ne|ci|vi|mi|ti|si)?)$"]
        .map(|source| Regex::new(source).expect("the infinitive pattern is valid"))
});

/// Whether what follows the interrogative `knowing` caught says how to do something, asking
/// about a skill: "may I ask how to register?" asks to be told all the same.
fn asks_how_to(knowing: &regex::Captures) -> bool {
    let [english, italian] = &*INFINITIVE;
    let infinitive = if knowing.name("italian").is_some() { italian } else { english };
    knowing.name("asking").is_none() && infinitive.is_match(&knowing["after"])
}

/// "If", "whether", "se" opening what is left: the question asks yes or no.
static WHETHER: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)^(?:if|whether|se)\b[\s,]*").expect("the whether pattern is valid"));

/// An interrogative opening a clause, after a comma or a preposition: after "if" or "se" it asks
/// what holds on that condition ("vorrei sapere se un podcast ha degli spot, a chi vanno i
/// soldi?", "se non arriva, dopo quanto tempo…"). Elsewhere "come" and "quanto" say as what
/// and how soon ("se posso pagare come privato", "se potete richiamarmi quanto prima").
static CLAUSE_ASKING: LazyLock<Regex> = LazyLock::new(|| {
    let prepositions = "by|after|within|for|from|to|at|in|on|dopo|entro|per|da|di|a|con|su|tra|fra";
    Regex::new(&format!(r"(?i)(?:,\s*|\b(?:{prepositions})\s+)(?:{INTERROGATIVE_WORDS})\b")).expect("the condition pattern is valid")
});

/// A question as asked directly.
#[derive(Debug, PartialEq, Eq)]
pub struct Direct<'a> {
    pub question: Cow<'a, str>,
    /// Whether the request asked if something is so ("I'd like to know *if*…").
    pub whether: bool,
}

/// `question` without the request to be told around it; as it is when the request is all it says.
pub fn asked_directly(question: &str) -> Direct<'_> {
    let mut rest = question;
    // "Volevo sapere, sapete se…": requests follow one another.
    loop {
        if let Some(request) = REQUEST.find(rest) {
            rest = &rest[request.end()..];
        } else if let Some(knowing) = KNOWING.captures(rest).filter(|c| !asks_how_to(c)) {
            rest = &rest[knowing.name("asked").expect("the pattern captures the interrogative").start()..];
        } else {
            break;
        }
    }
    if rest.len() == question.len() || !rest.chars().any(char::is_alphanumeric) {
        return Direct { question: Cow::Borrowed(question), whether: false };
    }
    let whether = WHETHER.find(rest).filter(|word| {
        let condition = !word.as_str().to_lowercase().starts_with("whether");
        !(condition && CLAUSE_ASKING.is_match(&rest[word.end()..]))
    });
    match whether {
        Some(word) if rest[word.end()..].chars().any(char::is_alphanumeric) => {
            Direct { question: Cow::Borrowed(&rest[word.end()..]), whether: true }
        }
        _ => Direct { question: Cow::Borrowed(rest), whether: false },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn direct(question: &str) -> (String, bool) {
        let direct = asked_directly(question);
        (direct.question.into_owned(), direct.whether)
    }

    #[test]
    fn a_request_to_be_told_is_no_part_of_the_question() {
        assert_eq!(direct("Could you tell me where you are based?"), ("where you are based?".into(), false));
        assert_eq!(direct("I'd like to know how much the workshop costs"), ("how much the workshop costs".into(), false));
        assert_eq!(direct("I was wondering, can you please tell me your phone number?"), ("your phone number?".into(), false));
        assert_eq!(direct("do you know when the office opens?"), ("when the office opens?".into(), false));
        assert_eq!(direct("Volevo sapere, mi sapreste dire quanto costa il workshop?"), ("quanto costa il workshop?".into(), false));
        assert_eq!(direct("mi potete indicare per favore l'indirizzo?"), ("l'indirizzo?".into(), false));
        assert_eq!(direct("Ditemi: dove siete?"), ("dove siete?".into(), false));
        assert_eq!(direct("sapete quanti dipendenti avete?"), ("quanti dipendenti avete?".into(), false));
    }

    #[test]
    fn a_request_naming_what_is_wanted_leaves_its_name() {
        assert_eq!(direct("I'd like a quote for the assistant."), ("a quote for the assistant.".into(), false));
        assert_eq!(direct("I need your phone number asap"), ("your phone number asap".into(), false));
        assert_eq!(direct("Explain your pricing"), ("your pricing".into(), false));
        assert_eq!(direct("info on the workshop?"), ("the workshop?".into(), false));
        assert_eq!(direct("avrei bisogno del vostro numero di telefono"), ("del vostro numero di telefono".into(), false));
        assert_eq!(direct("mi servirebbe sapere dove siete"), ("dove siete".into(), false));
        assert_eq!(direct("raccontami chi siete"), ("chi siete".into(), false));
        assert_eq!(direct("informazioni sul workshop"), ("workshop".into(), false));
    }

    #[test]
    fn polite_frames_are_requests_to_be_told_too() {
        assert_eq!(direct("May I ask where you are based?"), ("where you are based?".into(), false));
        assert_eq!(direct("can I ask you, how much is the workshop?"), ("how much is the workshop?".into(), false));
        assert_eq!(direct("Can I ask for a refund?"), ("Can I ask for a refund?".into(), false), "asking for something");
        assert_eq!(direct("May I ask for how long you keep the data?"), ("for how long you keep the data?".into(), false));
        assert_eq!(direct("may I ask, is there parking?"), ("is there parking?".into(), false));
        assert_eq!(direct("Do you know Python?"), ("Do you know Python?".into(), false));
        assert_eq!(direct("Do you know Will Smith?"), ("Do you know Will Smith?".into(), false));
        assert_eq!(direct("May I ask how to register?"), ("how to register?".into(), false));
        assert_eq!(direct("Do you know how to build shops?"), ("Do you know how to build shops?".into(), false));
        assert_eq!(direct("Would it be possible to know how long you keep the data?"), ("how long you keep the data?".into(), false));
        assert_eq!(direct("is it possible to know if you track visitors"), ("you track visitors".into(), true));
        assert_eq!(direct("Is it possible to get a refund?"), ("Is it possible to get a refund?".into(), false));
        assert_eq!(direct("Gradirei sapere quanto costa il workshop"), ("quanto costa il workshop".into(), false));
        assert_eq!(direct("mi fate sapere dove siete?"), ("dove siete?".into(), false));
    }

    #[test]
    fn if_whether_and_se_after_the_request_ask_yes_or_no() {
        assert_eq!(direct("I'd like to know if you track visitors"), ("you track visitors".into(), true));
        assert_eq!(direct("I’m curious whether the workshop is in English"), ("the workshop is in English".into(), true));
        assert_eq!(direct("Vorrei sapere se fate sconti"), ("fate sconti".into(), true));
        assert_eq!(direct("mi chiedevo se avete un ufficio a Milano"), ("avete un ufficio a Milano".into(), true));
    }

    #[test]
    fn if_and_se_before_an_interrogative_state_a_condition() {
        assert_eq!(
            direct("Vorrei sapere se un podcast ha degli spot, a chi vanno i soldi?"),
            ("se un podcast ha degli spot, a chi vanno i soldi?".into(), false)
        );
        assert_eq!(direct("tell me, if I cancel, how soon do I get a refund?"), ("if I cancel, how soon do I get a refund?".into(), false));
        assert_eq!(direct("I wonder whether who wrote it matters"), ("who wrote it matters".into(), true));
        assert_eq!(direct("Vorrei sapere se posso pagare come privato"), ("posso pagare come privato".into(), true));
        assert_eq!(direct("vorrei sapere se potete richiamarmi quanto prima"), ("potete richiamarmi quanto prima".into(), true));
        assert_eq!(
            direct("vorrei sapere se non arriva su F-Droid dopo quanto tempo ve lo segnalo?"),
            ("se non arriva su F-Droid dopo quanto tempo ve lo segnalo?".into(), false)
        );
    }

    #[test]
    fn a_question_that_only_sounds_like_a_request_is_left_as_it_is() {
        for question in [
            "Do you know Python?",
            "Can you tell me?",
            "Vorrei sapere.",
            "what do you want to know about me?",
            "is there an idea behind the name?",
            "Tell-tale signs of a phishing e-mail?",
            "sa fare anche le traduzioni?",
            "details?",
            "what information do you collect?",
            "Do you store personal information?",
            "serve la prenotazione?",
            "Ci serve la partita IVA?",
            "Need a VAT number?",
            "Can you let me pay in instalments?",
            "Posso chiedere un rimborso?",
            "Do you know how to build online shops?",
            "Sapete come usare WordPress?",
        ] {
            assert_eq!(direct(question), (question.to_string(), false), "{question}");
        }
    }
}
