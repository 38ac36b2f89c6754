//! What kind of value a question asks for, read from its wording in English or Italian. The
//! interrogative decides, where it opens the question or one of its clauses: "how much", "quanto
//! costa" ask for an amount; "how long", "per quanto tempo" for a duration; "who do I write to?"
//! for a contact. The same word inside a clause is no question ("i dati di *chi* richiede un
//! certificato", "memorizzate la carta *quando* faccio una donazione?"). A question without an
//! interrogative ("do you provide support via e-mail?", "bisogna pagare per un certificato?") is
//! answered yes or no: the value its words name (an e-mail, an amount) helps such an answer, but is
//! not what it needs. A request is no yes-or-no question ("could you tell me the price?").

use std::sync::LazyLock;

use app::i18n::Locale;
use regex::Regex;

use super::analyzers::words_at;
use super::dictionary::{is_italian_second_person_plural, is_italian_verb_in_the_present};
use super::frame_words::is_frame_word;
use super::question::{slot, EXPLANATION};
use super::values::{long_time_units, short_time_units, ValueKind, AGE_NOUNS};

/// The kind of value a question asks for, and how firmly.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Asked {
    pub kind: ValueKind,
    /// False for a yes-or-no question: a sentence without the value may still answer it.
    pub strict: bool,
}

/// Whom "reach" must reach to ask how to contact them: a person or a team, or no one named.
const REACHED: &str = r"(?:\s+(?:out|you|us|them|him|her|someone|somebody|anyone|(?:the|your) (?:team|staff|organi[sz]ers?|owners?|office|support|press office))|\s*$)";

fn pattern(source: &str) -> Regex {
    Regex::new(source).expect("the cue patterns are valid")
}

/// Interrogatives at the start of a clause (after "and", "ma"…), most specific first: "how many
/// days" asks for a duration before "how many" asks for a number.
static INTERROGATIVES: LazyLock<Vec<(ValueKind, Regex)>> = LazyLock::new(|| {
    let at_start = |words: &str| pattern(&format!(r"^(?:{words})\b"));
    let units = format!("{}|{}", short_time_units(), long_time_units());
    vec![
        // Since how long something is, is since when: "nata nel 2024" answers it.
        (
            ValueKind::Date,
            at_start(
                r"how long (?:have|has) (?:\w+ ){1,3}?(?:been|existed)|da quanto (?:tempo )?(?:esist|ci sono|siete|sei|è|e'|lavor|opera|fa)\w*",
            ),
        ),
        (
            ValueKind::Duration,
            at_start(&format!(
                r"how (?:long|much time) (?:\w+ ){{0,4}}?(?:wait|waiting)|quanto (?:tempo )?(?:\w+ ){{0,2}}?(?:aspett|attend)\w*|(?:for )?how (?:long|soon|quickly|fast|old|far back)|how much time(?: (?:passes|elapses|goes by|is needed))?|(?:(?:for|in|within|after) )?how many (?:{units})|(?:per |in |entro |con |dopo )?quanto (?:tempo(?: (?:passa|trascorre|serve|occorre))?|dura|durano|a lungo|anticipo|preavviso|ci (?:vuole|vogliono|mette|mettete|metti))|entro quanto|per quanto (?:{OBJECT_PRONOUNS}) \w+(?:ete|ate|ite|ano|ono|iamo|o|i)\b|(?:(?:per|in|entro|da|tra|fra|dopo|di|a) )?quant[ie] (?:{units})|da quanto tempo"
            )),
        ),
        // How high is a length too ("how high up is the hut?", "a che quota sta il rifugio?").
        (
            ValueKind::Distance,
            at_start(
                r"how (?:far|high|tall|deep)|quanto (?:dista|distano|è lontan[oa]|è alt[oa]|è profond[oa])|a (?:che|quale) (?:distanza|altezza|altitudine|quota|profondità)",
            ),
        ),
        // "How can I reach you?", "come vi contatto?": the way is an address or a number ("how
        // do I call you?" names it: a phone number). Reaching a place is getting there ("how
        // can I reach the venue?", "come raggiungo il rifugio?"): only reaching someone asks how
        // to contact them.
        (
            ValueKind::Contact,
            at_start(&format!(
                r"how (?:can|do|could|should|may|would) (?:i|we|one|people|someone) (?:best )?(?:contact|reach{REACHED}|get in touch|write to)|how to (?:contact|reach{REACHED}|get in touch)|come (?:(?:posso|possiamo|devo|si può|faccio a|fare a|si fa a)\s+)?(?:(?:(?:vi|ti|la|lo|li)\s+)?(?:contatt\w*|scriv\w*|raggiung\w*(?:vi|ti)\b)|(?:vi|ti) raggiung\w*)"
            )),
        ),
        (
            ValueKind::Time,
            at_start(
                r"(?:at |from |until )?what time|(?:a |da |fino a )?che or[ae]|(?:what|which) (?:are )?(?:the |your )?(?:opening |office )?hours|(?:quali|che) (?:sono )?(?:gli )?orari",
            ),
        ),
        (ValueKind::Frequency, at_start(r"how often|ogni quanto|con (?:che|quale) frequenza|quante volte")),
        (
            ValueKind::Date,
            at_start(
                r"(?:since |until |from |by )?when|(?:da |fino a |entro )?quando|(?:in |on |since )?(?:what|which) (?:year|date|day|days|month|week|weekend)|(?:in |da |di )?(?:che|quale|quali) (?:anno|data|giorn[oi]|mese|settimana|weekend|fine settimana)",
            ),
        ),
        // "For how many people…", "per quante persone…": a preposition before the interrogative
        // does not change what it asks.
        (
            ValueKind::Number,
            at_start(&format!(
                r"(?:(?:{QUESTION_PREPOSITIONS}) )?how (?:many|big|large)|(?:(?:{QUESTION_PREPOSITIONS}) )?quant[ie]|quanto (?:grand[ei]|numeros[oi])"
            )),
        ),
        // An amount of money when the clause speaks of money (`MONEY`), else any quantity.
        (ValueKind::Quantity, at_start(r"(?:by )?how much|(?:di )?quanto")),
        (
            ValueKind::Place,
            at_start(
                r"where|(?:da |di )?dove|(?:in |from |to )?(?:what|which) (?P<other>\w+ )?(?:city|town|country|state|region|area|part|neighbou?rhood|street|place)|(?:in |di |da )?(?:che|quale|quali) (?:citt[àa]|paese|stato|regione|zona|parte|quartiere|via|luogo|posto)",
            ),
        ),
        (
            ValueKind::Name,
            at_start(
                r"(?:to |by |with |for |from )?(?:who|whom|whose)|(?:a |di |da |con |per )?chi|(?:(?:with|on|from|by|for|in|to|through|via) )?(?:which|what) (?P<other>\w+ )?(?:person|people|team)|(?:(?:con|per|su|da|di|a|in|tra|fra|tramite) )?(?:quale|quali|che) (?P<altro>\w+ )?(?:persona|persone)",
            ),
        ),
        (
            ValueKind::Brand,
            at_start(
                r"(?:(?:with|on|from|by|for|in|to|through|via) )?(?:which|what) (?P<other>\w+ )?(?:compan(?:y|ies)|organi[sz]ations?|firms?|brands?|providers?|services?|software|tools?|programs?|products?|banks?|suppliers?|vendors?|platforms?|apps?|applications?|clients?|partners?|stores?|browsers?|librar(?:y|ies)|frameworks?)|(?:(?:con|per|su|da|di|a|in|tra|fra|tramite) )?(?:quale|quali|che) (?P<altro>\w+ )?(?:azienda|aziende|societ[àa]|organizzazion[ei]|ditta|fornitor[ei]|servizio|servizi|programma|programmi|software|strumento|prodotto|banca|marca|piattaforma|app|applicazion[ei]|client|store|browser|librerie|libreria)",
            ),
        ),
    ]
});

/// What makes "how much", "quanto" ask for money: the price is what is, or what is paid ("how
/// much *is* the workshop?", "quanto *viene*?"), or a word of money ("how much does it *cost*").
static MONEY: LazyLock<Regex> = LazyLock::new(|| {
    pattern(r"^(?:how much(?:'s| (?:is|are|was|were|would|will|for)\b)|quanto (?:è|e'|sono|viene|vengono|verrebbe|mi viene|ci viene)\b)")
});

/// "Who" or "where" asks for a contact when the asker gets in touch: a subject before a verb
/// of getting in touch ("who should *I* write to?", "where do *we* send it?"), or in Italian a
/// preposition, a pronoun or a verb in the first person ("*a* chi scrivo?", "dove *lo* segnalo?",
/// "chi contatt*o*?"). "Who will speak at the event?" and "who gave the talk?" ask for a name.
static CONTACTING: LazyLock<[Regex; 2]> = LazyLock::new(|| {
    [
        pattern(
            r"^(?:to )?(?:who|whom|where)\s+(?:(?:do|does|did|can|could|should|shall|must|may|will|would|am|is|are)\s+)*(?:i|we|you|one)\s+(?:(?:should|can|could|must|have to|need to|to)\s+)*(?:write|send|contact|reach|report|e-?mail|apply|ask|call|talk|speak|turn)\b",
        ),
        pattern(
            r"^(?:(?:a|da|con) chi\s+(?:\w+\s+){0,2}|(?:chi|dove)\s+(?:(?:devo|dobbiamo|posso|possiamo|potete|puoi|devi|bisogna|si|ci|vi|mi|ti|lo|la|li|le|gli|ne)\s+)*)(?:scriv|invi|contatt|segnal|mand|rivolg|chiam|telefon|candid)(?:o|i|iamo|ete|ate|are|ere|ire|arvi|ervi|arlo|erlo|arla|erla)\b",
        ),
    ]
});

/// "Where" followed by a verb of watching, listening, reading, downloading or installing: the
/// place is online.
static MEDIA: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"^(?:(?:from |da |di )?(?:where|dove))\s+(?:(?:can|could|do|should|may|would|will|posso|possiamo|si può|si possono|potete|puoi|devo|si)\s+)*(?:(?:i|we|one|you|people)\s+)?(?:(?:still|also|anche|ancora)\s+)?(?:watch|stream|listen|download|install|read|rewatch|guard\w*|riguard\w*|ascolt\w*|scaric\w*|install\w*|legg\w*|segu\w*)\b",
    )
});

/// Verbs of writing or sending: the address they go to is an e-mail address, not a street.
static WRITING: LazyLock<Regex> = LazyLock::new(|| {
    pattern(r"\b(?:write|send|e-?mail|scriv(?:o|i|iamo|ete|ere|ervi)|invi(?:o|i|amo|ate|are)|mand(?:o|i|iamo|ate|are))\b")
});

/// Words that name a kind of value wherever they stand ("your phone number", "il prezzo"), most
/// specific first: "e-mail address" names an e-mail before an address.
static NOUNS: LazyLock<Vec<(ValueKind, Regex)>> = LazyLock::new(|| {
    let words = |words: &str| pattern(&format!(r"\b(?:{words})\b"));
    vec![
        (
            ValueKind::Email,
            words(r"e-?mail address(?:es)?|e-?mails?|mail address|mail|indirizzo (?:di posta|mail|e-?mail)|posta elettronica|pec"),
        ),
        (
            ValueKind::Phone,
            words(
                r"phone|telephone|call you|call us|ring|mobile number|whatsapp|telefono|telefonare|telefonarvi|chiamare|chiamarvi|cellulare",
            ),
        ),
        (
            ValueKind::Duration,
            words(&format!(
                r"duration|length|lifetime|validity|retention|response time|turnaround|waiting time|walking time|travel time|driving time|delivery time|shipping time|{AGE_NOUNS}|durata|validità|validita|conservazione|tempi di risposta|tempo di risposta|tempi di attesa|tempo di attesa|tempi di consegna|tempo di consegna|tempi di spedizione|tempo di percorrenza|tempo di viaggio"
            )),
        ),
        (ValueKind::Distance, words(r"distance|far from|distanza|lontan[oa] da")),
        (
            ValueKind::Amount,
            words(
                r"cost|costs|price|prices|pricing|priced|fee|fees|charge|charges|rate|rates|pay|paid|salary|expensive|cheap|budget|tariff|free|money|gratis|soldi|denaro|costa|costano|costo|costi|prezzo|prezzi|tariffa|tariffe|pagare|paga|pagano|a pagamento|quota|stipendio|retribuzione|caro|economico|gratuit[oaie]",
            ),
        ),
        (
            ValueKind::Time,
            words(
                r"opening hours|office hours|hours|opening time|closing time|open|opens|close|closes|closing|chiusura|morning|afternoon|evening|orari|orario|aperti|aperto|apre|aprite|chiude|chiudete|mattina|pomeriggio|sera",
            ),
        ),
        // The last day or moment to do something is a deadline ("what is the last day I can
        // cancel?").
        (
            ValueKind::Date,
            words(&format!(
                r"{DAY_WORDS}|year|anno|founding|fondazione|deadlines?|scadenz[ae]|last (?:day|date|moment|minute)|ultim[oa] (?:giorno|data|momento|minuto)"
            )),
        ),
        (ValueKind::Share, words(r"percentage|percent|per cent|percentuale|per cento")),
        (ValueKind::Number, words(r"number|numero|size|headcount|dimensione|dimensioni")),
        (
            ValueKind::Place,
            words(
                r"address|located|location|based|headquarters|headquartered|office|offices|city|town|indirizzo|sede|ufficio|uffici|città|citta|si trova|vi trovate|trovarvi|ubicat[oia]",
            ),
        ),
        (
            ValueKind::LegalName,
            words(
                r"legal name|registered name|company name|business name|corporate name|ragione sociale|denominazione sociale|denominazione|nome legale",
            ),
        ),
        (ValueKind::Name, words(r"name|nome|founders?|co-?founders?|fondator[ei]|fondatrice|cofondator[ei]")),
    ]
});

/// Paying by some means: what pays, not how much ("paid by the festival" names who pays).
static PAYING_BY: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b(?:pay|pays|paying)\s+(?:by|with|via|through|using)\b|\b(?:pagare|pago|paghi|paga|paghiamo|pagate|pagano)\s+(?:con|col|coi|tramite|via|mediante|usando)\b",
    )
});

/// Something included in a price or not: whether it is, not how much ("is breakfast included in
/// the price?", "la colazione è compresa nel prezzo?", "does the fee cover the materials?").
static INCLUDED: LazyLock<Regex> = LazyLock::new(|| {
    pattern(r"\b(?:included|includes?|covers? the|covered|inclus[oaie]|includ[eo]|includono|compres[oaie]|comprend[eo]|comprendono)\b")
});

/// A message that only names the ways to get in touch ("contacts", "i vostri recapiti") asks for
/// them; inside a question the same words name a form or a page ("the contact form").
static CONTACT_DETAILS: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"^(?:(?:your|the|i|vostri|tuoi)\s+)*(?:contacts?|contact (?:details|info|information)|get in touch|recapiti|recapito|contatti|contatto)$",
    )
});

/// "How" and the quality whose degree it asks, before its verb: "how reliable is…", "how
/// accurate are…".
static QUALITY: LazyLock<Regex> = LazyLock::new(|| pattern(r"^how ([a-z]+) (?:is|are|was|were|will|would|can|could)\b"));
/// The words after "how" asking when or how near that name no value themselves: "how late are
/// you open?" asks an hour. ("How soon", "how fast" are asked as durations first; "close" names
/// a closing time.)
const TIMING: &str = "late early near";

/// Days named relative to today.
const DAY_WORDS: &str = "today|tomorrow|tonight|yesterday|oggi|domani|stasera|ieri";
static DAYS: LazyLock<Regex> = LazyLock::new(|| pattern(&format!(r"\b(?:{DAY_WORDS})\b")));

/// Words that open a clause without saying anything ("and", "ok", "ma").
static OPENERS: LazyLock<Regex> = LazyLock::new(|| {
    pattern(r"^(?:(?:and|but|so|ok|okay|also|then|please|hi|hello|e|ed|ma|quindi|allora|poi|anche|ciao|scusa|scusate|senti)\b[\s,]*)+")
});

/// `text` without the words opening it that say nothing ("and what are…", "ma dove…").
pub fn without_openers(text: &str) -> &str {
    OPENERS.find(text).map_or(text, |opening| &text[opening.end()..])
}

/// Phrases after which what is wanted follows ("can you tell me where…", "vorrei sapere quanto…",
/// "could you give me your phone number?"): the clause holding one is a request.
static EMBEDDING: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b(?:tell me|let me know|know|wondering|wonder|give me|show me|send me|dimmi|ditemi|mi dici|mi dite|dammi|datemi|mandami|mi dai|mi date|sapere|sai|sapete|chiedo|chiedevo)\b",
    )
});

/// A verb of saying or showing with an interrogative after it ("do the answers tell you
/// where…", "il sito dice dove…"): the question asked inside it. Without the interrogative the
/// verb may be a noun ("is the show free?", "la mostra è gratuita?").
static SAYING: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b((?:tells?|says?|shows?|explains?|dice|dicono|mostra|mostrano|spiega|spiegano|indica|indicano)(?:\s+(?:me|you|us|them|mi|ti|ci|vi))?)\s+((?:(?:da|di|a|in|per|from|to)\s+)?(?:where|when|how|what|who|which|why|dove|quando|come|cosa|chi|quanto|quanti|quante|quale|quali)\b)",
    )
});

/// An English yes-or-no question opens with an auxiliary.
pub const AUXILIARY_WORDS: &str =
    "do|does|did|can|could|is|are|was|were|will|would|should|shall|may|might|must|have|has|had|am|isn't|aren't|don't|doesn't|can't";

static AUXILIARY: LazyLock<Regex> = LazyLock::new(|| pattern(&format!(r"^(?:{AUXILIARY_WORDS})\b")));

/// The prepositions a question puts before its interrogative ("a chi è rivolto", "da quanto
/// tempo", "con che algoritmo", "dopo quanti giorni", "for how long", "after how many days").
pub const QUESTION_PREPOSITIONS: &str =
    "a|da|di|per|con|in|su|tra|fra|dopo|entro|fino a|prima di|for|after|at|on|from|to|by|with|since|until|within|of|among";

/// The Italian pronouns standing for a thing named before, as the object of a verb ("come *lo*
/// annullo?", "per quanto *le* tenete?").
const OBJECT_PRONOUNS: &str = "lo|la|li|le";

/// The Italian pronouns that may stand between an interrogative and its verb ("come *si* fa?",
/// "come *lo* annullo?").
const CLITIC_PRONOUNS: [&str; 11] = ["lo", "la", "li", "le", "ne", "si", "mi", "ti", "ci", "vi", "gli"];

/// The interrogatives of English and Italian, but for "che" and the "cos" of "cos'è", which are
/// also a conjunction and part of "così".
pub const INTERROGATIVE_WORDS: &str =
    "what|which|who|whom|whose|where|when|why|how|chi|cosa|come|dove|quando|quanto|quanta|quanti|quante|quale|quali|qual|perché|perche";

/// Whether any interrogative word is in the text at all (Italian yes-or-no questions have none).
pub static ANY_INTERROGATIVE: LazyLock<Regex> = LazyLock::new(|| pattern(&format!(r"\b(?:{INTERROGATIVE_WORDS}|che|cos)\b")));

/// Words that name a value elsewhere and something else here: the visitor's own phone ("I'm
/// getting a new phone", "tra telefono e tablet") is a device, not a number to call; "open
/// source", "formati aperti" are no opening hour, nor is opening or closing a thing ("open
/// port 80", "close my account", "open the app") or being close to one, or near ("when two
/// people are close"). The free thing a question names as known ("is *the free server*
/// reliable?", "*la versione gratuita* ha la pubblicità?") asks no price: something else is
/// asked of it. A phone's number stays asked ("my new phone number"), and the thing opened or
/// given free stays in the question.
static OTHER_SENSES: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b(?:(?:my|new|old|another|android)\s+(?:(?:new|old|android)\s+)?phones?|phones?\s+(?:and|or)\s+(?:tablets?|computers?|laptops?)|(?:tablets?|computers?|laptops?)\s+(?:and|or)\s+phones?|(?:mio|tuo|nuovo|vecchio|altro|cambio|cambiare|stesso)\s+(?:telefono|cellulare|smartphone)|(?:telefono|cellulare|smartphone)\s+(?:(?:nuovo|vecchio|mio|tuo)\b|(?:e|o)\s+(?:tablet|computer|pc))|(?:tablet|computer|pc)\s+(?:e|o)\s+(?:telefono|cellulare|smartphone)|open[- ]?source|(?:codice|formato|formati|dati|standard|sorgente)\s+apert[oiae]|(?:are|is|am|be|been|get|gets|getting|got|come|comes|came|very|too|so|how|stay|stays|quite|really|was|were)\s+close\b|(?:open|opens|opening|close|closes|closing)(?P<object>\s+(?:a|an|the|my|your|our|their|this|that|these|those|its|any|some|ports?|to)\b)|(?:the|this|that|these|those|your|our|their|its)\s+free(?P<thing>\s+\w+)|(?:(?:il|lo|la|i|gli|le)\s+|l')(?P<cosa>\w+)\s+gratuit[oaie])\b(?P<number>\s+(?:numbers?|numero))?",
    )
});

/// `text` in lower case, the acronym "IT" ("IT support", "servizi IT") as "ict": lower case, it
/// would be the pronoun, a subject making a keyword query a sentence, or a pointer to what was
/// said before. A question typed all in capitals is in lower case already (`typed_capitals.rs`).
pub fn lowered(text: &str) -> String {
    static ACRONYM: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\bIT\b").expect("the pattern is valid"));
    ACRONYM.replace_all(text, "ict").to_lowercase()
}

/// `text` without the words `OTHER_SENSES` holds, lower case.
fn in_its_senses(text: &str) -> String {
    let lower = lowered(text).replace('’', "'");
    let kept = |c: &regex::Captures| match (c.name("number"), c.name("object").or(c.name("thing")).or(c.name("cosa"))) {
        (Some(_), _) => c[0].to_string(),
        (None, Some(object)) => format!(" {}", object.as_str().trim_start()),
        (None, None) => String::new(),
    };
    OTHER_SENSES.replace_all(&lower, kept).into_owned()
}

/// The words that may join a clause to what was said before it ("*e* la sede dove si trova?",
/// "*and* if I donate, …").
const JOINING: &str = "and|but|e|ed|ma";

/// What a question is about, said before its interrogative ("il workshop quanto dura?", "e la
/// sede dove si trova?", "the workshop how much is it"): a clause of its own, as a comma would
/// make it, so that the interrogative opens the question.
static TOPIC_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    pattern(&format!(
        r"((?:^|[,;:.!?]\s*)(?:(?:{JOINING})\s+)?(?:(?:the|your|our|il|lo|la|i|gli|le)\s+(?:vostr[oaie]\s+)?\w+|l'\w+)(?:\s+\w+)?)\s+((?:{INTERROGATIVE_WORDS})\b)"
    ))
});

/// At most this many words make a question whose topic may come before its interrogative.
const TOPIC_FIRST_WORDS: usize = 6;

/// An interrogative whose verb, ending the question, has an Italian pronoun standing for what
/// was said before it ("e le email che non riescono a consegnarmi per quanto *le* tenete?",
/// "l'abbonamento fatto dall'app come *lo* annullo?"): all before it is the topic, however long,
/// and the interrogative opens the question. The word after the pronoun must be a verb: "costa
/// quanto la pro?" compares, with an article.
static TOPIC_TAKEN_UP: LazyLock<Regex> = LazyLock::new(|| {
    pattern(&format!(
        r"\s((?:(?:{QUESTION_PREPOSITIONS})\s+)?(?:{INTERROGATIVE_WORDS})\s+(?:{OBJECT_PRONOUNS})\s+(?P<verb>\w+)(?:\s+(?:io|tu|voi|noi))?\s*(?:[?!.]|$))"
    ))
});

/// A clause saying when or on what condition the question holds ("when I come back the next day,
/// how far back…", "se un aggiornamento non arriva dopo quanto tempo…"): what it asks comes
/// after it. Its own interrogative, if it has one, is no question.
static CONDITION: LazyLock<Regex> = LazyLock::new(|| pattern(&format!(r"^(?:{CONDITION_WORDS})\b")));

/// The words opening a condition.
pub const CONDITION_WORDS: &str = "if|when|whenever|once|se|quando|qualora";

/// "When" before its subject states when, it does not ask it: "*when I donate*, do you send a
/// receipt?"; a question puts the verb first ("when do I…").
static STATED_WHEN: LazyLock<Regex> =
    LazyLock::new(|| pattern(r"^when (?:i|you|we|they|he|she|it|my|your|our|their|the|a|an|this|that|there)\b"));

/// An interrogative inside a condition without a comma before it ("se un aggiornamento non
/// arriva *dopo quanto tempo*…"), where the question starts.
static ASKED_AFTER_CONDITION: LazyLock<Regex> = LazyLock::new(|| {
    pattern(&format!(
        r"((?:^|[,;:.!?]\s*)(?:(?:{JOINING})\s+)?(?:{CONDITION_WORDS})\b[^,;:.!?]*?)\s((?:(?:{QUESTION_PREPOSITIONS})\s)?(?:how|what|which|who|where|why|quanto|quanti|quante|quale|quali|chi|dove|perché|perche|cosa)\b)"
    ))
});

fn noun_kind(text: &str) -> Option<ValueKind> {
    NOUNS.iter().find(|(_, words)| words.is_match(text)).map(|(kind, _)| *kind)
}

/// The kind of value the head noun of a phrase without a verb names: its last in English, before
/// any preposition ("lifetime license *price*", "email *response time*", "*phone* number of the
/// office"), its first in Italian ("*prezzo* della licenza a vita", "*tempo di risposta* email").
/// A noun inside a longer one ("address" in "email address") is none of its own, and "number"
/// only says a value is wanted ("phone number").
fn head_kind(phrase: &str, language: Locale) -> Option<ValueKind> {
    static PREPOSITION: LazyLock<Regex> = LazyLock::new(|| pattern(r"\b(?:of|for|at|in|from|with|on|to|per|about)\b"));
    // In a keyword query, "contact" as the head asks for the ways to get in touch ("press
    // contact", "contatti ufficio commerciale"); before another head it only names a form
    // ("contact form data retention").
    static CONTACT: LazyLock<(ValueKind, Regex)> =
        LazyLock::new(|| (ValueKind::Contact, pattern(r"\b(?:contacts?|contatt[oi]|recapit[oi])\b")));
    let phrase = match language {
        Locale::En => PREPOSITION.find(phrase).map_or(phrase, |m| &phrase[..m.start()]),
        Locale::It => phrase,
    };
    let found: Vec<(std::ops::Range<usize>, ValueKind)> = NOUNS
        .iter()
        .chain([&*CONTACT])
        .flat_map(|(kind, words)| words.find_iter(phrase).map(move |m| (m.range(), *kind)))
        .filter(|(_, kind)| *kind != ValueKind::Number)
        .collect();
    let inside = |r: &std::ops::Range<usize>| found.iter().any(|(o, _)| o != r && o.start <= r.start && r.end <= o.end);
    let nouns = found.iter().filter(|(r, _)| !inside(r));
    let head = match language {
        Locale::En => nouns.max_by_key(|(r, _)| r.start),
        Locale::It => nouns.min_by_key(|(r, _)| r.start),
    };
    head.map(|(_, kind)| *kind).or_else(|| noun_kind(phrase))
}

fn contacting(clause: &str) -> Option<regex::Match<'_>> {
    CONTACTING.iter().find_map(|pattern| pattern.find(clause))
}

/// A question's words as the rules below read them, worked out once per question: lower case,
/// without the words `OTHER_SENSES` holds, and cut into clauses, each without the words that
/// open it.
pub struct Wording {
    lower: String,
    clauses: Vec<String>,
    /// The clauses joined by spaces.
    all: String,
    /// Whether it ends with a question mark: an Italian question without an interrogative is
    /// then a yes-or-no one.
    marked: bool,
    /// The language it is written in, when known: the head of a keyword query stands last in
    /// English and first in Italian.
    language: Option<Locale>,
}

impl Wording {
    pub fn read(question: &str) -> Wording {
        let lower = in_its_senses(question);
        let split = ASKED_AFTER_CONDITION.replace_all(&lower, "$1, $2");
        let split = EMBEDDING.replace_all(&split, "$0,");
        let split = SAYING.replace_all(&split, "$1, $2");
        // A longer question may hold a relative clause ("la sala dove si tiene il corso è
        // accessibile?"), no question of its own.
        let split = if split.split_whitespace().count() <= TOPIC_FIRST_WORDS { TOPIC_FIRST.replace_all(&split, "$1, $2") } else { split };
        let split = TOPIC_TAKEN_UP.replace_all(&split, |c: &regex::Captures| {
            if is_italian_verb_in_the_present(&c["verb"]) {
                format!(", {}", &c[1])
            } else {
                c[0].to_string()
            }
        });
        let clauses: Vec<String> = split
            .split([',', ';', ':', '?', '!', '.', '\n', '(', ')'])
            .map(|c| without_openers(c.trim()).trim().to_string())
            .filter(|c| !c.is_empty())
            .collect();
        let all = clauses.join(" ");
        Wording { lower, clauses, all, marked: question.trim_end().ends_with('?'), language: None }
    }

    /// The same, for a question written in `language`.
    pub fn read_in(question: &str, language: Locale) -> Wording {
        Wording { language: Some(language), ..Wording::read(question) }
    }

    /// What the question asks for, if its wording says.
    pub fn asked(&self) -> Option<Asked> {
        let clauses = &self.clauses;
        // "Which languages do you speak?": the noun after "which" asks for no value, whatever
        // other words of the question name one.
        let mut asks_for_no_value = false;
        let interrogative = |clause: &String| INTERROGATIVES.iter().find(|(_, cue)| cue.is_match(clause));
        for (i, clause) in clauses.iter().enumerate() {
            if (CONDITION.is_match(clause) && clauses[i + 1..].iter().any(|later| interrogative(later).is_some()))
                || STATED_WHEN.is_match(clause)
                || opens_as_for(clause)
            {
                continue;
            }
            if let Some((kind, cue)) = interrogative(clause) {
                // "Where can I watch the recordings?" asks for a channel or a page, not a town.
                if *kind == ValueKind::Place && MEDIA.is_match(clause) {
                    return None;
                }
                let kind = match kind {
                    ValueKind::Name | ValueKind::Place if contacting(clause).is_some() => ValueKind::Contact,
                    ValueKind::Quantity if MONEY.is_match(clause) || noun_kind(clause) == Some(ValueKind::Amount) => ValueKind::Amount,
                    // "How high is the fee?" asks an amount, not a height; "a che quota sta?" a height.
                    ValueKind::Distance if cue.find(clause).is_some_and(|m| noun_kind(&clause[m.end()..]) == Some(ValueKind::Amount)) => {
                        ValueKind::Amount
                    }
                    kind => *kind,
                };
                return Some(Asked { kind, strict: true });
            }
            // "How reliable is the distance estimate?" asks how good a thing is, not its value: a
            // word saying how much of a quality, which names no value itself ("how expensive…?"
            // does, and "how far", "how long" are asked above).
            let of_a_value = |word: &str| noun_kind(word).is_some() || TIMING.split_whitespace().any(|w| w == word);
            if QUALITY.captures(clause).and_then(|c| c.get(1)).is_some_and(|quality| !of_a_value(quality.as_str())) {
                asks_for_no_value = true;
                continue;
            }
            // "What is your phone number?", "qual è il prezzo?", "lo studio è di che città?": the
            // noun after "what" says what is asked; "che tempo farà domani?" asks for weather, not
            // for the date "domani" names.
            let Some(head) = what_head(clause) else { continue };
            let kind = match noun_kind(&head) {
                _ if links(&head) => noun_kind(clause),
                // "A quale indirizzo scrivo?": an address written to is an e-mail's.
                Some(ValueKind::Place) if WRITING.is_match(clause) => Some(ValueKind::Contact),
                // "A che numero vi posso chiamare?": a number, but the verb says which.
                Some(ValueKind::Number) => noun_kind(clause),
                Some(kind) => Some(kind),
                None => {
                    asks_for_no_value = true;
                    continue;
                }
            };
            if let Some(kind) = kind {
                return Some(Asked { kind, strict: true });
            }
        }
        let all = &self.all;
        if asks_for_no_value {
            // A day named ("what's on tomorrow?", "che tempo farà domani?") asks about that day.
            return DAYS.is_match(all).then_some(Asked { kind: ValueKind::Date, strict: true });
        }
        if CONTACT_DETAILS.is_match(all) {
            return Some(Asked { kind: ValueKind::Contact, strict: true });
        }
        let kind = match self.language {
            Some(language) if self.keywords(language) => head_kind(all, language)?,
            _ => noun_kind(all)?,
        };
        // "How does webpack get its money?", "why is it so expensive?", "how can I reach the event
        // location?" ask how or why: the money or the place they name is what they are about, not
        // a value they ask for. Paying by some means ("can I pay by card?", "posso pagare con
        // Satispay?") asks whether the means is taken, and a thing included in the price whether
        // it is.
        let explained = || EXPLANATION.is_match(&self.lower);
        // A keyword query ("prezzo camera colazione inclusa") still asks the price.
        let asks_whether = || PAYING_BY.is_match(&self.lower) || (self.marked && INCLUDED.is_match(&self.lower));
        if (kind == ValueKind::Amount && (explained() || asks_whether())) || (kind == ValueKind::Place && explained()) {
            return None;
        }
        // "Telefono dell'ufficio" asks for the number, "avete un telefono in ufficio?" whether; so
        // does "contact form data retention", a keyword query without a verb, however long.
        let sentence = all.split_whitespace().count() > BARE_PHRASE && (self.marked || Locale::ALL.iter().any(|&l| holds_a_verb(all, l)));
        let polar = self.polar(sentence);
        Some(Asked { kind, strict: !polar })
    }

    /// Whether the clauses ask yes or no: English opens with an auxiliary,
    /// Italian has no interrogative and is, by what `italian_polar` says, a question; a request
    /// ("tell me…") asks for what follows.
    fn polar(&self, italian_polar: bool) -> bool {
        let auxiliary = self.clauses.iter().any(|c| AUXILIARY.is_match(c));
        !self.is_request() && (auxiliary || (!ANY_INTERROGATIVE.is_match(&self.all) && italian_polar))
    }

    /// Whether a clause asks to be told ("tell me the price", "vorrei sapere…").
    fn is_request(&self) -> bool {
        self.clauses.iter().any(|c| EMBEDDING.is_match(c))
    }

    /// Whether the question asks yes or no ("do you use Google Analytics?", "usate Google
    /// Analytics?"), not tells to do something ("write me a poem").
    pub fn yes_or_no(&self) -> bool {
        self.polar(self.marked)
    }

    /// Whether the question, in `language`, is a keyword query ("newsletter software", "orari
    /// ufficio"): no question mark, no interrogative, no request and no verb.
    pub fn keywords(&self, language: Locale) -> bool {
        !self.marked && !ANY_INTERROGATIVE.is_match(&self.all) && !self.is_request() && !holds_a_verb(&self.all, language)
    }

    /// Whether the question asks when something happens ("when does it stop working?", "e se
    /// non lo rinnovo, quando smette?"): a clause opens with the bare interrogative, not "since
    /// when", "da quando".
    pub fn asks_when(&self) -> bool {
        static WHEN: LazyLock<Regex> = LazyLock::new(|| pattern(r"^(?:when|quando)\b"));
        self.clauses.iter().any(|c| WHEN.is_match(c))
    }

    /// Whether it asks where a body is based ("dove ha sede l'associazione?", "where is your
    /// office?"), which where something happens does not answer.
    pub fn asks_seat(&self) -> bool {
        static BASED: LazyLock<Regex> =
            LazyLock::new(|| pattern(r"\b(?:based|headquartered|headquarters|hq|offices?|sede|sedi|ufficio|uffici)\b"));
        self.clauses.iter().any(|c| BASED.is_match(c))
    }

    /// Whether it asks until when ("until when…", "fino a quando…").
    pub fn asks_until(&self) -> bool {
        static UNTIL: LazyLock<Regex> = LazyLock::new(|| pattern(r"^(?:until|till) when\b|^(?:fino|sino) a quando\b"));
        self.clauses.iter().any(|c| UNTIL.is_match(c))
    }

    /// The words of the question that speak of values of `kind` ("how much", "cost", "phone
    /// number"), lower case: a sentence holding such a value answers them, whatever its own
    /// words. The other words of an interrogative ("which *payment* provider") say what it is
    /// about.
    pub fn cue_words(&self, kind: ValueKind) -> Vec<String> {
        let asking = |k: ValueKind| {
            k == kind
                || (kind == ValueKind::Contact && matches!(k, ValueKind::Name | ValueKind::Place))
                || (kind == ValueKind::Amount && k == ValueKind::Quantity)
        };
        let mut texts: Vec<String> = Vec::new();
        for (_, cue) in INTERROGATIVES.iter().filter(|(k, _)| asking(*k)) {
            for captures in self.clauses.iter().filter_map(|clause| cue.captures(clause)) {
                let whole = captures.get(0).expect("a match has its whole");
                let text = match captures.name("other").or_else(|| captures.name("altro")) {
                    Some(other) => {
                        format!("{} {}", &whole.as_str()[..other.start() - whole.start()], &whole.as_str()[other.end() - whole.start()..])
                    }
                    None => whole.as_str().to_string(),
                };
                texts.push(text);
            }
        }
        // "Number" says only that a value is wanted: a phone number, a VAT number, a count.
        let naming = |k: ValueKind| {
            k == kind || k == ValueKind::Number || (kind == ValueKind::Contact && matches!(k, ValueKind::Email | ValueKind::Phone))
        };
        for (_, words) in NOUNS.iter().filter(|(k, _)| naming(*k)) {
            texts.extend(words.find_iter(&self.lower).map(|m| m.as_str().to_string()));
        }
        // "Who do I write to?": writing is what the address is for, not what the question is about;
        // so is the address it is written to ("a che indirizzo scrivo?").
        if kind == ValueKind::Contact {
            texts.extend(self.clauses.iter().filter_map(|clause| contacting(clause)).map(|m| m.as_str().to_string()));
            if let Some(writing) = WRITING.find(&self.lower) {
                texts.push(writing.as_str().to_string());
                let written_to = self.clauses.iter().filter_map(|clause| what_head(clause));
                texts.extend(written_to.filter(|head| noun_kind(head) == Some(ValueKind::Place)));
            }
        }
        texts.iter().flat_map(|text| text.split(|c: char| !c.is_alphanumeric())).filter(|w| !w.is_empty()).map(str::to_string).collect()
    }
}

/// The kind of value `word` names ("price", "indirizzo", "phone"), if it names one: a word the
/// chat reads in a question whatever the site's words.
pub fn value_named(word: &str) -> Option<ValueKind> {
    let word = word.to_lowercase();
    NOUNS.iter().find(|(_, nouns)| nouns.find(&word).is_some_and(|m| m.range() == (0..word.len()))).map(|(kind, _)| *kind)
}

/// The words of `NOUNS` that are verbs ("pay", "costa", "apre"): "and pay by card" asks no price
/// as "and price for two" does.
const VERBS_NAMING_A_VALUE: &str = "pay pays paid call ring open opens close closes located based headquartered \
    costa costano pagare paga pagano telefonare telefonarvi chiamare chiamarvi apre aprite chiude chiudete trovarvi";

/// Whether a word of `piece` is a noun naming a kind of value ("price", "orari", "phone"), or the
/// piece names the ways to get in touch ("contacts"), as a keyword query names what it asks for.
pub fn names_a_value_by_noun(piece: &str) -> bool {
    let verb = |word: &str| {
        let word = word.to_lowercase();
        VERBS_NAMING_A_VALUE.split_whitespace().any(|verb| verb == word)
    };
    CONTACT_DETAILS.is_match(&lowered(piece.trim().trim_end_matches(['?', '!', '.'])))
        || piece
            .split(|c: char| !c.is_alphanumeric() && c != '-')
            .any(|word| !word.is_empty() && value_named(word).is_some() && !verb(word))
}

/// What `question` asks for, if its wording says.
pub fn read_asked(question: &str) -> Option<Asked> {
    Wording::read(question).asked()
}

/// At most this many words without an interrogative are a bare phrase ("VAT number", "telefono
/// dell'ufficio"), which asks for its value; more make a yes-or-no question when they hold a verb.
const BARE_PHRASE: usize = 3;

/// Whether `text`, in `language`, holds a verb or its subject, as a sentence does ("you have an
/// office in Milan", "avete un ufficio a Milano", "si può pagare con la carta") and a keyword query
/// does not ("contact form data retention", "i prezzi del coworking"). Per language: the Italian
/// article "i" is no English "I", and "private" no Italian verb.
pub fn holds_a_verb(text: &str, language: Locale) -> bool {
    static VERBS: LazyLock<[Regex; 2]> = LazyLock::new(|| {
        [
            r"\b(?:i|you|we|they|there|it|is|are|was|were|do|does|did|have|has|can|will|would|should|could|may|must)\b",
            r"\b(?:è|c'è|sono|ci|si|ho|hai|ha|hanno|abbiamo|avete|siete|posso|puoi|può|possiamo|potete|devo|devi|deve|dobbiamo|dovete|serve|servono|bisogna|vorrei|fa|fanno|fate)\b",
        ]
        .map(pattern)
    });
    VERBS[slot(language)].is_match(text) || (language == Locale::It && text.split_whitespace().any(is_italian_second_person_plural))
}

/// The words after "what", "which", "che", "quale" in a clause ("what email", "a che numero",
/// "qual è"), if it has them.
fn what_head(clause: &str) -> Option<String> {
    static WHAT: LazyLock<Regex> = LazyLock::new(|| {
        pattern(r"^(?:what|which|qual|quale|quali|che|cosa)\b\s*(\S+(?:\s+\S+)?)|\b(?:di|a|in|da) (?:che|quale|quali) (\w+(?:\s+\w+)?)")
    });
    let captures = WHAT.captures(clause)?;
    let head = captures.get(1).or_else(|| captures.get(2))?;
    Some(head.as_str().trim_start_matches('\'').to_string())
}

/// Whether the words after "what" do not name what is asked, but link to it or only qualify it:
/// "what *is* your phone number?", "qual *è* il prezzo?", "cosa *costa*?", "what *exactly* is
/// the price?", "which *of* your plans costs less?".
fn links(head: &str) -> bool {
    static LINKING: LazyLock<Regex> = LazyLock::new(|| {
        pattern(
            r"^(?:s|is|are|was|were|do|does|did|can|could|will|would|should|è|e|sono|era|erano|ci|si|mi|vi|ti|costa|costano|serve|servono|fa|fate|dice|dicono)$",
        )
    });
    let first = head.split_whitespace().next().unwrap_or_default();
    LINKING.is_match(first) || is_frame_word(first)
}

/// Whether `sentence` opens as a question does, with an interrogative or an English auxiliary
/// ("what's your address", "can I pay by card"): visitors often leave the question mark out.
pub fn opens_as_question(sentence: &str) -> bool {
    let lower = sentence.trim_start().to_lowercase();
    OPENING_INTERROGATIVE.is_match(&lower) || AUXILIARY.is_match(&lower)
}

/// An interrogative opening a clause, the preposition first: "a chi è rivolto", "da quanto
/// tempo", "for how long".
static OPENING_INTERROGATIVE: LazyLock<Regex> =
    LazyLock::new(|| pattern(&format!(r"(?i)^(?:(?:{QUESTION_PREPOSITIONS})\s+)?(?:{INTERROGATIVE_WORDS}|che)\b")));

/// `clause` without the interrogative opening it, if one does ("in che anno è stato scritto"
/// → "anno è stato scritto").
pub fn without_interrogative(clause: &str) -> &str {
    let clause = clause.trim_start();
    OPENING_INTERROGATIVE.find(clause).map_or(clause, |opening| &clause[opening.end()..])
}

/// "And for a whole month?", "e per le sponsorizzazioni?", "what about X2?": a follow-up that
/// only names another thing asks what the previous question asked, about that thing. `asked` is
/// what the follow-up itself asks. One with an interrogative of its own asks it ("e come prenoto
/// un posto?" asks how, whatever price the question before asked).
pub fn elliptic(question: &str, asked: Option<Asked>) -> bool {
    static OPENS: LazyLock<Regex> = LazyLock::new(|| pattern(r"^(?:(?:and|e|ed|or|o|also|anche|invece|what about|how about)\b\s*)+"));
    const FEW_WORDS: usize = 6;
    let lower = question.trim().to_lowercase();
    let Some(opening) = OPENS.find(&lower) else { return false };
    asked.is_none() && !asks_its_own(&lower[opening.end()..]) && lower.split_whitespace().count() <= FEW_WORDS
}

/// The prepositions after which "quanto" means "as for" ("quanto *alla* colazione"), not "how
/// much"; "quanto a lungo" asks how long.
const AS_FOR: [&str; 7] = ["al", "alla", "allo", "all", "ai", "agli", "alle"];

/// Whether `clause` opens with "quanto" meaning "as for" ("quanto alla colazione, …").
fn opens_as_for(clause: &str) -> bool {
    let mut words = words_at(clause).map(|(_, word)| word);
    words.next() == Some("quanto") && words.next().is_some_and(|next| AS_FOR.contains(&next))
}

/// Whether `rest` of a follow-up (lower case, after the words opening it) holds an interrogative
/// of its own: not "come" before a noun ("e come volontario?": as a volunteer), nor "quanto a…"
/// ("e quanto alla colazione?": as for breakfast).
fn asks_its_own(rest: &str) -> bool {
    let words: Vec<&str> = words_at(rest).map(|(_, word)| word).collect();
    words.iter().enumerate().any(|(i, &word)| {
        let after = &words[i + 1..];
        match word {
            "come" => after.iter().find(|w| !CLITIC_PRONOUNS.contains(w)).is_some_and(|verb| is_italian_verb_in_the_present(verb)),
            "quanto" | "quanta" | "quanti" | "quante" => after.first().is_none_or(|next| !AS_FOR.contains(next)),
            word => INTERROGATIVE_WORDS.split('|').any(|interrogative| interrogative == word),
        }
    })
}

/// The kind of value `text` asks for, however firmly.
pub fn asked_value(text: &str) -> Option<ValueKind> {
    read_asked(text).map(|asked| asked.kind)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ValueKind::*;

    #[test]
    fn the_acronym_it_is_no_pronoun() {
        assert!(Wording::read_in("IT support monthly price", Locale::En).keywords(Locale::En));
        assert!(!Wording::read_in("is it free", Locale::En).keywords(Locale::En));
        assert_eq!(lowered("Servizi IT?"), "servizi ict?");
    }

    #[test]
    fn a_keyword_query_asks_for_the_value_its_head_noun_names() {
        let asked = |query: &str, language: Locale| Wording::read_in(query, language).asked().map(|a| a.kind);
        assert_eq!(asked("lifetime license price", Locale::En), Some(Amount));
        assert_eq!(asked("email response time", Locale::En), Some(Duration));
        assert_eq!(asked("press office email address", Locale::En), Some(Email));
        assert_eq!(asked("support phone number", Locale::En), Some(Phone));
        assert_eq!(asked("phone number of the office", Locale::En), Some(Phone));
        assert_eq!(asked("email for the press office", Locale::En), Some(Email));
        assert_eq!(asked("prezzo della licenza a vita", Locale::It), Some(Amount));
        assert_eq!(asked("tempo di risposta email", Locale::It), Some(Duration));
        assert_eq!(asked("indirizzo email ufficio stampa", Locale::It), Some(Email));
        assert_eq!(asked("press contact", Locale::En), Some(Contact));
        assert_eq!(asked("contatti ufficio commerciale", Locale::It), Some(Contact));
        assert_eq!(asked("contact form data retention", Locale::En), Some(Duration), "a form named before its head");
        assert_eq!(asked("can I pay by phone?", Locale::En), asked_value("can I pay by phone?"), "a question is read as before");
    }

    #[test]
    fn questions_say_what_they_ask_for() {
        let cases = [
            ("How much does the AI readiness workshop cost?", Some(Amount)),
            ("how often do you meet?", Some(Frequency)),
            ("da quanto tempo esistete?", Some(Date)),
            ("how long have you been in business?", Some(Date)),
            ("how long has Acme Intelligence existed?", Some(Date)),
            ("da quanto tempo conservate i dati?", Some(Duration)),
            ("ogni quanto vi riunite?", Some(Frequency)),
            ("per quante persone c'è posto per dormire?", Some(Number)),
            ("for how many people is there room?", Some(Number)),
            ("how high up is the mountain hut?", Some(Distance)),
            ("a che quota sta il rifugio?", Some(Distance)),
            ("how high is the fee?", Some(Amount)),
            ("how can I reach out to you?", Some(Contact)),
            ("prezzo camera colazione inclusa", Some(Amount)),
            ("which weekend is the festival on?", Some(Date)),
            ("what is the last day I can cancel?", Some(Date)),
            ("qual è l'ultimo giorno per disdire?", Some(Date)),
            ("per quanti giorni conservate gli SMS?", Some(Duration)),
            // Paying by some means asks whether it is taken, not how much.
            ("can I pay by card?", None),
            ("posso pagare con Satispay?", None),
            ("how much do I pay?", Some(Amount)),
            ("how much do I pay with PayPal?", Some(Amount)),
            // So does a thing included in the price.
            ("la colazione è compresa nel prezzo della camera?", None),
            ("is breakfast included in the price?", None),
            ("how much is the room, breakfast included?", Some(Amount)),
            ("how can I contact you?", Some(Contact)),
            ("how do I get in touch with you?", Some(Contact)),
            ("come vi contatto?", Some(Contact)),
            ("come posso scrivervi?", Some(Contact)),
            ("how can I reach you?", Some(Contact)),
            ("how can I reach the event location?", None),
            ("come posso raggiungervi?", Some(Contact)),
            ("come raggiungo il rifugio?", None),
            ("how do I call you", Some(Phone)),
            ("I'm getting a new phone, how do I move my podcasts over?", None),
            ("cambio telefono: come porto tutto sul nuovo?", None),
            ("posso sincronizzare gli ascolti tra telefono e tablet?", None),
            ("con quali servizi posso sincronizzare gli ascolti?", Some(Brand)),
            ("with which provider do you send the newsletter?", Some(Brand)),
            ("which client should I use?", Some(Brand)),
            ("which tools do you use?", Some(Brand)),
            ("which clients have you worked with?", Some(Brand)),
            ("which people work there?", Some(Name)),
            ("quale app mi consigliate per i podcast?", Some(Brand)),
            ("what's my new phone number on the account?", Some(Phone)),
            ("mi consigliate un'alternativa open source per iPhone?", None),
            ("are you open on Sundays?", Some(Time)),
            ("do I need to open port 80?", None),
            ("can I close my account?", None),
            ("how do I open the app on a new phone?", None),
            ("is the office close to the station?", Some(Place)),
            ("what do the phones swap when two people are close?", None),
            ("how reliable is the distance estimate?", None),
            ("how good is your phone support?", None),
            ("how expensive is the workshop?", Some(Amount)),
            ("by when do I have to apply?", Some(Date)),
            ("entro quando bisogna fare domanda?", Some(Date)),
            ("what's the deadline to apply for a grant?", Some(Date)),
            ("qual è la scadenza per le domande?", Some(Date)),
            ("how does webpack get its money?", None),
            ("how do I pay?", None),
            ("why is the workshop so expensive?", None),
            ("how much money does webpack get?", Some(Amount)),
            ("how far is the office from the station?", Some(Distance)),
            ("how late are you open?", Some(Time)),
            ("how close do I have to be?", None),
            ("avete un telefono?", Some(Phone)),
            ("usate formati aperti?", None),
            // The free thing named is given: the question asks something else of it.
            ("is the free server reliable?", None),
            ("la versione gratuita ha la pubblicità?", None),
            ("is there a free trial?", Some(Amount)),
            ("how much does the free plan cost?", Some(Amount)),
            ("la lezione gratuita costa qualcosa?", Some(Amount)),
            ("c'è una versione gratuita?", Some(Amount)),
            ("what time do you open?", Some(Time)),
            ("what percentage do you keep?", Some(Share)),
            ("quanto costa il workshop", Some(Amount)),
            ("how much does it go back if it was paused for an hour?", Some(Quantity)),
            ("how much data do you collect?", Some(Quantity)),
            ("di quanto torna indietro?", Some(Quantity)),
            ("when I come back to an episode the next day, how far back does it jump?", Some(Duration)),
            ("se riprendo un episodio dopo due giorni di quanto torna indietro?", Some(Quantity)),
            ("se un aggiornamento non arriva dopo quanto tempo ve lo devo segnalare?", Some(Duration)),
            ("e se un aggiornamento non arriva dopo quanto tempo ve lo devo segnalare?", Some(Duration)),
            ("when I donate, do you send a receipt?", None),
            ("quando riaprite?", Some(Date)),
            ("quanto viene il corso?", Some(Amount)),
            ("how much money have you raised?", Some(Amount)),
            ("How long do you keep the data I send?", Some(Duration)),
            ("per quanto tempo conservate i miei dati?", Some(Duration)),
            ("quanto a lungo conservate i dati di chi richiede un certificato?", Some(Duration)),
            ("how many days is the workshop?", Some(Duration)),
            ("How many people work at Acme?", Some(Number)),
            ("Dove ha sede l'azienda?", Some(Place)),
            ("where are your offices?", Some(Place)),
            ("avete un ufficio a Milano?", Some(Place)),
            ("lo studio è di che città?", Some(Place)),
            ("in which US state is it incorporated?", Some(Place)),
            ("What is your phone number?", Some(Phone)),
            ("what email should I write to", Some(Email)),
            ("When was the company founded?", Some(Date)),
            ("what time does the coworking close?", Some(Time)),
            ("how far is it from the station", Some(Distance)),
            ("who started hack.bs", Some(Name)),
            ("which organization is behind it?", Some(Brand)),
            ("where can I watch recordings of your past events?", None),
            ("dove posso riguardare i talk?", None),
            ("where can I install the app from?", None),
            ("da dove scarico l'app?", None),
            ("where can I find your office?", Some(Place)),
            ("does the site tell you where the data comes from?", Some(Place)),
            ("il sito dice dove ha sede l'azienda?", Some(Place)),
            ("what's the full legal name of the company", Some(LegalName)),
            ("qual è la ragione sociale?", Some(LegalName)),
            ("in che giorni si tiene l'hackathon?", Some(Date)),
            ("how old do you have to be to enter?", Some(Duration)),
            ("quanto ci vuole a piedi dalla stazione?", Some(Duration)),
            ("siete aperti domani?", Some(Time)),
            ("are you there tomorrow?", Some(Date)),
            ("what is on tomorrow evening?", Some(Time)),
            ("Che tempo farà domani a Milano?", Some(Date)),
            ("a che indirizzo email vi scrivo?", Some(Email)),
            ("qual è l'indirizzo email per la stampa?", Some(Email)),
            ("sono un giornalista, a quale indirizzo scrivo?", Some(Contact)),
            ("which languages do your assistants speak", None),
            ("a che numero vi posso chiamare", Some(Phone)),
            ("what's your partita IVA?", None),
            ("I'm a journalist, who should I write to?", Some(Contact)),
            ("ho scoperto una falla, a chi la segnalo?", Some(Contact)),
            ("where do I send a job application", Some(Contact)),
            ("who gave the talk about Rust?", Some(Name)),
            ("which email provider do you use?", Some(Brand)),
            ("che servizio usate per mandare le newsletter?", Some(Brand)),
            ("who will speak at the hackathon?", Some(Name)),
            ("who can apply for the grant?", Some(Name)),
            ("chi scrive il blog?", Some(Name)),
            ("chi contatto per la stampa?", Some(Contact)),
            ("che bello, quanto costa?", Some(Amount)),
            ("what a nice site! how much is the workshop?", Some(Amount)),
            ("what exactly is the price?", Some(Amount)),
            ("qual'è il prezzo?", Some(Amount)),
            ("which of your plans costs less?", Some(Amount)),
            ("how many nights can I stay?", Some(Duration)),
            ("which address is mandatory for the invoice?", Some(Place)),
            ("Do you train models on client data?", None),
            ("memorizzate la mia carta quando faccio una donazione?", None),
        ];
        for (question, expected) in cases {
            assert_eq!(asked_value(question), expected, "{question}");
        }
    }

    #[test]
    fn a_question_without_an_interrogative_or_opening_with_an_auxiliary_asks_yes_or_no() {
        for question in ["Do you use Google Analytics?", "usate Google Analytics?", "can you write me a poem?"] {
            assert!(Wording::read(question).yes_or_no(), "{question}");
        }
        for question in ["write me a poem about the sea", "what cookies do you use?", "tell me if you use cookies", "come funziona?"] {
            assert!(!Wording::read(question).yes_or_no(), "{question}");
        }
    }

    #[test]
    fn a_yes_or_no_question_asks_loosely() {
        for question in [
            "Do you provide support via email?",
            "Fornite supporto via email?",
            "bisogna pagare per avere un certificato?",
            "is it free?",
            "il parcheggio è gratis?",
            // A verb of saying without a question after it may be a noun.
            "is the show free?",
            "la mostra è gratuita?",
            // "A pagamento" is "for a fee", whatever "accettate il pagamento con carta?" asks.
            "l'app è a pagamento?",
        ] {
            let asked = read_asked(question).unwrap_or_else(|| panic!("{question}"));
            assert!(!asked.strict, "{question}: {asked:?}");
        }
        assert_eq!(read_asked("l'ingresso è a pagamento?").map(|a| a.kind), Some(ValueKind::Amount));
        for question in [
            "What is your phone number?",
            "VAT number",
            "how much is it?",
            "Could you tell me the price of the workshop?",
            "can you give me your phone number?",
            "mi dici il prezzo del workshop?",
        ] {
            assert!(read_asked(question).is_some_and(|a| a.strict), "{question}");
        }
    }

    #[test]
    fn a_keyword_query_asks_for_the_value_its_noun_names() {
        let cases = [
            ("founding year", Some(Date)),
            ("anno di fondazione", Some(Date)),
            ("workshop length", Some(Duration)),
            ("log retention", Some(Duration)),
            ("tempo di risposta", Some(Duration)),
            ("coworking closing time", Some(Time)),
            ("founders", Some(Name)),
            ("fondatori", Some(Name)),
            ("contacts", Some(Contact)),
            ("i vostri recapiti", Some(Contact)),
            ("email address", Some(Email)),
            // However long, a phrase without a verb asks for its value.
            ("contact form data retention", Some(Duration)),
            ("conservazione dati modulo contatti", Some(Duration)),
            ("3 month coworking price", Some(Amount)),
            // With one, it asks whether.
            ("avete un ufficio a Milano", None),
            ("accettate il pagamento con carta", None),
            ("you have an office in Milan", None),
            // In a question the same words name a form, not the ways to get in touch.
            ("what do you do with what I write in the contact form?", None),
            ("was it founded by students?", None),
        ];
        for (query, kind) in cases {
            assert_eq!(read_asked(query).filter(|a| a.strict).map(|a| a.kind), kind, "{query}");
        }
    }

    #[test]
    fn what_a_question_is_about_may_come_before_its_interrogative() {
        assert_eq!(asked_value("il workshop quanto dura?"), Some(Duration));
        assert_eq!(asked_value("e il workshop quanto dura?"), Some(Duration));
        assert_eq!(asked_value("la vostra sede dove si trova?"), Some(Place));
        assert_eq!(asked_value("the workshop how long is it"), Some(Duration));
        assert_eq!(asked_value("l'azienda quando è nata?"), Some(Date));
        assert_eq!(read_asked("la sala dove si tiene il corso è accessibile?"), None);
        // However long the topic, a pronoun taking it up before the verb ends it.
        assert_eq!(asked_value("e le email che non riescono a consegnarmi per quanto le tenete?"), Some(Duration));
        assert_eq!(asked_value("i dati che mi chiedete nel modulo dove li conservate?"), Some(Place));
        assert_eq!(asked_value("per quanto riguarda i prezzi, quanto costa?"), Some(Amount));
        // A comparison: an article before a noun, no pronoun before a verb.
        assert_eq!(asked_value("costa quanto la versione base?"), Some(Amount));
        assert_eq!(asked_value("costa quanto la pro?"), Some(Amount));
        assert_eq!(asked_value("per quanto ne so, quando apre?"), Some(Date));
    }

    #[test]
    fn a_keyword_query_has_no_question_mark_interrogative_request_or_verb() {
        let (en, it) = (Locale::En, Locale::It);
        for (query, language) in
            [("newsletter software", en), ("orari ufficio", it), ("contact form data retention", en), ("wallet hardware in vendita", it)]
        {
            assert!(Wording::read(query).keywords(language), "{query}");
        }
        // The Italian article is no English "I", and "private" no Italian verb.
        assert!(Wording::read("i prezzi del coworking").keywords(it), "i prezzi");
        assert!(Wording::read("private coworking desk price").keywords(en), "private");
        for (question, language) in [
            ("newsletter software?", en),
            ("which newsletter software", en),
            ("tell me the office hours", en),
            ("avete un ufficio a Milano", it),
            ("do you sell wallets", en),
        ] {
            assert!(!Wording::read(question).keywords(language), "{question}");
        }
    }

    #[test]
    fn a_follow_up_naming_only_another_thing_is_elliptic() {
        let elliptic = |q: &str| elliptic(q, read_asked(q));
        assert!(elliptic("and for a whole month?") && elliptic("e per le sponsorizzazioni?") && elliptic("what about X2?"));
        assert!(!elliptic("and when can I call?") && !elliptic("and how do I exercise them, and where do I write?"));
        assert!(
            !elliptic("e come prenoto un posto?") && !elliptic("and why?") && !elliptic("e come si fa?"),
            "an interrogative of its own asks it"
        );
        assert!(elliptic("and how about the X2?"));
        assert!(elliptic("e come volontario?") && elliptic("e quanto alla colazione?"), "as, as for");
    }

    #[test]
    fn the_words_that_ask_are_known() {
        assert_eq!(Wording::read("How much does the workshop cost?").cue_words(Amount), ["how", "much", "cost"]);
        assert_eq!(Wording::read("What is your phone number?").cue_words(Phone), ["phone", "number"]);
        assert_eq!(Wording::read("how big is your team").cue_words(Number), ["how", "big"]);
        assert_eq!(
            Wording::read("how much money have you raised?").cue_words(Amount),
            ["how", "much", "money"],
            "money is answered by an amount"
        );
        assert_eq!(asked_value("servono soldi per iscriversi?"), Some(Amount));
        assert_eq!(Wording::read("how many days before expiry is the warning email sent?").cue_words(Duration), ["how", "many", "days"]);
        // Time passing is what a duration measures: "passa" is answered by "un mese o due".
        assert_eq!(Wording::read("quanto tempo passa prima che arrivi il rimborso?").cue_words(Duration), ["quanto", "tempo", "passa"]);
        assert_eq!(Wording::read("how much time passes before the refund?").cue_words(Duration), ["how", "much", "time", "passes"]);
        // And waiting is how it is lived: "how long do I have to wait for a reply?" is answered by
        // "within two business days", which names no waiting.
        assert_eq!(
            Wording::read("how long do I have to wait for a reply?").cue_words(Duration),
            ["how", "long", "do", "i", "have", "to", "wait"]
        );
        assert_eq!(Wording::read("quanto devo aspettare per una risposta?").cue_words(Duration), ["quanto", "devo", "aspettare"]);
        assert_eq!(asked_value("quanto tempo si attende di solito?"), Some(Duration));
        assert!(Wording::read("sono un giornalista, a chi scrivo?").cue_words(Contact).contains(&"scrivo".to_string()));
        let written_to = Wording::read("a che indirizzo scrivo per la privacy?").cue_words(Contact);
        assert!(written_to.contains(&"indirizzo".to_string()) && written_to.contains(&"scrivo".to_string()), "{written_to:?}");
        assert_eq!(
            Wording::read("which payment provider do you use?").cue_words(Brand),
            ["which", "provider"],
            "the word between says what it is about"
        );
        assert!(!Wording::read("when can I call you, and who do I write to?").cue_words(Contact).contains(&"when".to_string()));
    }
}
