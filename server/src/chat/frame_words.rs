//! Words that shape a question without saying what it is about: function words, the verbs every
//! question leans on, greetings and fillers, in English and Italian. (The index's stop words are
//! fewer on purpose: there a function word costs nothing, here it would count as a topic the
//! answer must cover.)

use std::sync::LazyLock;

use app::i18n::Locale;
use foldhash::HashSet;

const ENGLISH: &[&str] = &[
    // Question words and pronouns.
    "what",
    "whats",
    "when",
    "where",
    "who",
    "whom",
    "whose",
    "which",
    "why",
    "how",
    "i",
    "me",
    "my",
    "mine",
    "myself",
    "we",
    "us",
    "our",
    "ours",
    "you",
    "your",
    "yours",
    "yourself",
    "he",
    "him",
    "his",
    "she",
    "her",
    "hers",
    "it",
    "its",
    "they",
    "them",
    "their",
    "theirs",
    "this",
    "that",
    "these",
    "those",
    "someone",
    "somebody",
    "anyone",
    "anybody",
    "something",
    "anything",
    "everything",
    "nothing",
    "one",
    "ones",
    "thing",
    "things",
    "stuff",
    // Determiners, prepositions, conjunctions.
    "a",
    "an",
    "the",
    "some",
    "any",
    "all",
    "each",
    "every",
    "both",
    "several",
    "various",
    "either",
    "neither",
    "no",
    "not",
    "of",
    "to",
    "in",
    "on",
    "at",
    "by",
    "for",
    "with",
    "without",
    "from",
    "into",
    "onto",
    "about",
    "above",
    "over",
    "under",
    "out",
    "up",
    "down",
    "off",
    "through",
    "between",
    "among",
    "per",
    "via",
    "than",
    "as",
    "and",
    "or",
    "but",
    "if",
    "so",
    "because",
    "while",
    "whether",
    "then",
    "there",
    "here",
    "also",
    "too",
    "very",
    "just",
    "only",
    "even",
    "ever",
    "still",
    "yet",
    "again",
    "really",
    "actually",
    "exactly",
    // Asking for all of a thing, or for it precisely, asks for the thing ("the full name").
    "exact",
    "full",
    "complete",
    "entire",
    "precise",
    "basically",
    "currently",
    "usually",
    "generally",
    "please",
    "much",
    "many",
    "more",
    "most",
    "less",
    "least",
    "few",
    "lot",
    "lots",
    "other",
    "another",
    "such",
    "own",
    // Auxiliaries and the verbs a question leans on.
    "is",
    "are",
    "was",
    "were",
    "be",
    "been",
    "being",
    "am",
    "do",
    "does",
    "did",
    "doing",
    "done",
    "have",
    "has",
    "had",
    "having",
    "can",
    "could",
    "will",
    "would",
    "shall",
    "should",
    "may",
    "might",
    "must",
    "get",
    "gets",
    "got",
    "getting",
    "go",
    "goes",
    "going",
    "went",
    "make",
    "makes",
    "made",
    "tell",
    "say",
    "says",
    "said",
    "know",
    "want",
    "wants",
    "need",
    "needs",
    "like",
    "let",
    "see",
    "mean",
    "means",
    "meant",
    "happen",
    "happens",
    "happened",
    "give",
    "gives",
    "take",
    "takes",
    "put",
    "use",
    "uses",
    "used",
    "using",
    "come",
    "comes",
    // Praise asking for a recommendation ("a good movie", "the best way"): what is praised is asked about.
    "good",
    "best",
    "nice",
    "great",
    // Greetings and fillers.
    "hi",
    "hello",
    "hey",
    "thanks",
    "thank",
    "ok",
    "okay",
    "yes",
    "guys",
    "kind",
    "sort",
    "type",
    "way",
    "ways",
    "exist",
    "exists",
    "re",
    "ve",
    "ll",
    "d",
    "s",
    "t",
    "m",
    // Prepositions and adverbs of place, time and manner: they relate what a question is about, they are not it.
    "across",
    "after",
    "against",
    "along",
    "around",
    "before",
    "behind",
    "below",
    "beneath",
    "beside",
    "besides",
    "beyond",
    "despite",
    "during",
    "except",
    "inside",
    "instead",
    "near",
    "nearby",
    "outside",
    "since",
    "though",
    "although",
    "toward",
    "towards",
    "until",
    "upon",
    "within",
    "unless",
    "however",
    "therefore",
    "thus",
    "anyway",
    "anywhere",
    "somewhere",
    "everywhere",
    "nowhere",
    "already",
    "always",
    "often",
    "sometimes",
    "later",
    "soon",
    "now",
    "moment",
    "enough",
    "maybe",
    "perhaps",
    "probably",
    "possibly",
    "possible",
    "able",
    // "What am I *supposed* to do?": a duty, as "must" and "should" are.
    "supposed",
    "right",
    // Thinking and wondering, and the halves of contractions ("don't" is read as "don" and "t").
    "think",
    "thinks",
    "thought",
    "wonder",
    "wondering",
    // How soon, said of any question.
    "asap",
    "guess",
    "suppose",
    "found",
    "don",
    "doesn",
    "didn",
    "isn",
    "aren",
    "wasn",
    "weren",
    "haven",
    "hasn",
    "hadn",
    "wouldn",
    "couldn",
    "shouldn",
    "cannot",
];

const ITALIAN: &[&str] = &[
    "cosa",
    "che",
    "chi",
    "quando",
    "dove",
    "come",
    "perché",
    "perche",
    "quanto",
    "quanta",
    "quanti",
    "quante",
    "quale",
    "quali",
    "qual",
    "è",
    "e",
    "sono",
    "sei",
    "siete",
    "siamo",
    "era",
    "erano",
    "essere",
    "stato",
    "stata",
    "mi",
    "ci",
    "vi",
    "ti",
    "si",
    "io",
    "tu",
    "lui",
    "lei",
    "noi",
    "voi",
    "loro",
    "mio",
    "mia",
    "miei",
    "mie",
    "tuo",
    "tua",
    "tuoi",
    "tue",
    "suo",
    "sua",
    "suoi",
    "sue",
    "vostro",
    "vostra",
    "vostri",
    "vostre",
    "nostro",
    "nostra",
    "nostri",
    "nostre",
    "questo",
    "questa",
    "questi",
    "queste",
    "quello",
    "quella",
    "quelli",
    "quelle",
    "qualcuno",
    "qualcosa",
    "niente",
    "nulla",
    "tutto",
    "tutta",
    "tutti",
    "tutte",
    "ogni",
    "altro",
    "altra",
    "altri",
    "altre",
    "proprio",
    "propria",
    // Quantifiers, like "some", "any", "each" ("*pochi* posti", "*alcuni* dati", "*qualche*
    // metro più in là").
    "molto",
    "molti",
    "molta",
    "molte",
    "poco",
    "pochi",
    "poche",
    "tanto",
    "tanti",
    "tante",
    "troppo",
    "troppi",
    "troppe",
    "parecchio",
    "parecchi",
    "parecchie",
    "qualche",
    "alcun",
    "alcuno",
    "alcuna",
    "alcuni",
    "alcune",
    "ciascun",
    "ciascuno",
    "ciascuna",
    "più",
    "piu",
    "meno",
    "anche",
    "ancora",
    "già",
    "gia",
    "solo",
    "davvero",
    "esattamente",
    "esatto",
    "esatta",
    "esatti",
    "esatte",
    "completo",
    "completa",
    "completi",
    "intero",
    "intera",
    "interi",
    "intere",
    "preciso",
    "precisa",
    "dimmi",
    "ditemi",
    "parlami",
    "parlatemi",
    "avete",
    "hai",
    "ha",
    "hanno",
    "abbiamo",
    "fate",
    "fa",
    "fanno",
    "occupa",
    "occupate",
    "occupano",
    "occupi",
    "occupiamo",
    "fai",
    "fare",
    // "Come posso *farlo*?": doing it, as "do it" is.
    "farlo",
    "farla",
    "farli",
    "farle",
    "farne",
    "potete",
    "puoi",
    "può",
    "puo",
    "posso",
    "possiamo",
    "vorrei",
    "voglio",
    "vogliamo",
    "devo",
    "dovete",
    "deve",
    "devono",
    "dobbiamo",
    "possono",
    // "Non *riesco a* entrare": managing to, as "posso" and "able".
    "riesco",
    "riesci",
    "riesce",
    "riusciamo",
    "riuscite",
    "riescono",
    "riuscire",
    "potrei",
    "potrebbe",
    "vuole",
    "vogliono",
    "viene",
    "vengono",
    "venire",
    "sapere",
    "so",
    "sai",
    "ciao",
    "salve",
    "grazie",
    "buongiorno",
    "buonasera",
    "buon",
    "buono",
    "buona",
    "buoni",
    "buone",
    "migliore",
    "migliori",
    "per",
    "favore",
    "cortesia",
    "tipo",
    "modo",
    "cose",
    "c",
    "l",
    "un",
    "una",
    "uno",
    "dell",
    "all",
    "nell",
    "sull",
    "dall",
    "quest",
    "quell",
    "d",
    "s",
    "m",
    "t",
    "esiste",
    "esistono",
    "succede",
    "succedono",
    "accade",
    "accadono",
    "avviene",
    "avvengono",
    "svolge",
    "svolgono",
    "serve",
    "servono",
    "usa",
    "usate",
    "usare",
    "funziona",
    "funzionano",
    "dice",
    "dici",
    "dire",
    "dicono",
    "farà",
    "fara",
    "faccio",
    "facciamo",
    "andare",
    "va",
    "vanno",
    "dare",
    "dà",
    "da",
    // Preposizioni e avverbi di luogo, tempo e modo.
    "dietro",
    "dopo",
    "prima",
    "senza",
    "invece",
    "durante",
    "verso",
    "tra",
    "fra",
    "sopra",
    "sotto",
    "dentro",
    "fuori",
    "oltre",
    "contro",
    "circa",
    "insieme",
    "mentre",
    "però",
    "pero",
    "quindi",
    "allora",
    "dunque",
    "comunque",
    "inoltre",
    "oppure",
    "ovvero",
    "cioè",
    "cioe",
    "anzi",
    "sempre",
    "spesso",
    "subito",
    "poi",
    "ora",
    "adesso",
    "momento",
    "attualmente",
    "qui",
    "qua",
    "lì",
    "li",
    "là",
    "la",
    "ecco",
    "forse",
    "magari",
    "possibile",
    "abbastanza",
    // Verbi d'appoggio e le metà delle elisioni ("cos'è" è letto "cos" ed "è").
    "bisogna",
    "occorre",
    "basta",
    "bastano",
    "bastare",
    "basterebbe",
    "basterebbero",
    "avere",
    "aver",
    "penso",
    "pensavo",
    "credo",
    "trovato",
    "cos",
    "dov",
    "com",
    "quant",
    "po",
];

/// Verbs saying only that something goes on, before the verb saying what ("it *keeps* failing",
/// "*continua a* bloccarsi"): in that place they say nothing of what the question is about.
const GOING_ON_EN: [&str; 6] = ["keep", "keeps", "kept", "keeping", "continue", "continues"];
const GOING_ON_IT: [&str; 6] = ["continua", "continuano", "continuo", "continui", "continuate", "continuiamo"];

/// Whether the word at `i` of `lower` (the question's words, lower case) says only that what the
/// next word says goes on: "keep" before a verb in "-ing" ending its clause ("keep failing?",
/// "keeps crashing on start"; "keep *billing* data" keeps data), "continua" before "a".
pub fn only_goes_on(lower: &[String], i: usize) -> bool {
    let Some(next) = lower.get(i + 1) else { return false };
    let word = lower[i].as_str();
    if GOING_ON_IT.contains(&word) {
        return next == "a" || next == "ad";
    }
    let clause_ends = lower.get(i + 2).is_none_or(|after| is_frame_word(after));
    GOING_ON_EN.contains(&word) && next.ends_with("ing") && !is_frame_word(next) && clause_ends
}

/// The plural forms of "essere" its plural participle follows ("ci *sono* stati", "*erano* state").
const BEING_IT: [&str; 14] = [
    "sono",
    "siamo",
    "siete",
    "erano",
    "eravamo",
    "eravate",
    "saremo",
    "sarete",
    "saranno",
    "sarebbero",
    "siano",
    "siate",
    "fossero",
    "furono",
];

/// Words that only shape a question after certain words, each with those words. Elsewhere they
/// say what the question is about.
const SHAPING_AFTER: [(&[&str], &[&str]); 9] = [
    // Stressing the quantifier before it ("every *single* breach", "ogni *singola* violazione"),
    // where "a single room", "camera singola" name a kind.
    (&["single"], &["every", "each"]),
    (&["singolo", "singola"], &["ogni", "ciascun", "ciascuna"]),
    // The "place" of "take place", which says only that something happens, as "happen" and "si
    // svolge" do ("where does the festival *take place*?"; "a place to sleep" names one).
    (&["place"], &["take", "takes", "took", "taking", "taken"]),
    // "Si tiene" and "ha luogo" as well ("dove si *tiene* il festival?"; "chi tiene i dati?").
    (&["tiene", "tengono"], &["si"]),
    (&["luogo"], &["ha", "hanno"]),
    // Idioms saying how a thing is asked about: "per forza" (necessarily), "on top of" (besides),
    // "per questioni di" (as regards).
    (&["forza"], &["per"]),
    (&["top"], &["on"]),
    (&["questioni", "questione"], &["per"]),
    // The participle of "essere" after one of its forms ("ci sono *stati* 13 concerti?", "sono
    // *state* pubblicate?"), as "stato" and "been" are everywhere; elsewhere "stati" and "state"
    // are states ("gli Stati Uniti", "the state of the project").
    (&["stati", "state"], &BEING_IT),
];

/// The words that only shape a question after a form of "be" anywhere before them: "held" in
/// "where *is* the festival *held*?" says only that it happens, as "take place" does; "who held
/// the workshop?" asks who ran it.
const SHAPING_AFTER_BEING: [&str; 1] = ["held"];
/// The forms of "be".
pub const BEING_EN: [&str; 7] = ["is", "are", "was", "were", "be", "been", "being"];
/// How far before such a word its form of "be" may stand: across its subject ("is the summer
/// festival held"), not from another clause.
const BEING_REACH: usize = 5;

/// Whether the word at `i` of `lower` (the question's words, lower case) only shapes the question
/// after the word before it (`SHAPING_AFTER`), or after a form of "be" (`SHAPING_AFTER_BEING`).
pub fn only_shapes_after(lower: &[String], i: usize) -> bool {
    let Some(before) = i.checked_sub(1).map(|b| lower[b].as_str()) else { return false };
    let word = lower[i].as_str();
    SHAPING_AFTER.iter().any(|(words, befores)| words.contains(&word) && befores.contains(&before))
        || (SHAPING_AFTER_BEING.contains(&word) && lower[i.saturating_sub(BEING_REACH)..i].iter().any(|w| BEING_EN.contains(&w.as_str())))
}

/// Whether `word`, followed by `after` in the question, says only that something comes before
/// what is asked: "first" ending its clause ("do I need to join *first*?") is no ordinal ("the
/// first version"), as "prima" is a frame word everywhere ("devo iscrivermi prima?"). The site's
/// "first-come first-served" or "the first time" say nothing of it.
pub fn only_says_beforehand(word: &str, after: &str) -> bool {
    let after = after.trim_start();
    word.eq_ignore_ascii_case("first") && (after.is_empty() || after.starts_with(['?', '.', '!', ',', ';']))
}

/// The words that only shape a question in `locale`, lower case.
pub fn frame_words(locale: Locale) -> &'static [&'static str] {
    match locale {
        Locale::En => ENGLISH,
        Locale::It => ITALIAN,
    }
}

/// Whether `word` (as typed) only shapes the question.
pub fn is_frame_word(word: &str) -> bool {
    static WORDS: LazyLock<HashSet<&'static str>> = LazyLock::new(|| ENGLISH.iter().chain(ITALIAN).copied().collect());
    WORDS.contains(word.to_lowercase().as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lower(text: &str) -> Vec<String> {
        text.split(' ').map(String::from).collect()
    }

    #[test]
    fn a_verb_saying_only_that_something_goes_on_is_no_topic() {
        assert!(only_goes_on(&lower("why does it keep failing"), 3));
        assert!(only_goes_on(&lower("perché continua a bloccarsi"), 1));
        assert!(!only_goes_on(&lower("how long do you keep my data"), 4), "keeping data is a topic");
        assert!(only_goes_on(&lower("why does the app keep crashing on start"), 4));
        assert!(!only_goes_on(&lower("how long do you keep billing data"), 4), "a noun in -ing is kept");
        assert!(!only_goes_on(&lower("do you keep a copy"), 2) && !only_goes_on(&lower("what do you keep during a session"), 3));
        assert!(!only_goes_on(&lower("posso continuare il corso"), 1));
        assert!(!only_goes_on(&lower("keep"), 0));
    }

    #[test]
    fn that_something_is_enough_says_how_it_is_asked_in_either_language() {
        // "perché non basta contare i download?": two words the site never uses beside one it
        // does made it a question about something else, refused.
        assert!(["enough", "abbastanza", "basta", "bastano"].iter().all(|w| is_frame_word(w)));
        assert!(!is_frame_word("download"));
    }

    #[test]
    fn a_word_stressing_every_or_each_says_nothing_of_what_is_counted() {
        assert!(only_shapes_after(&lower("will it catch every single breach"), 4));
        assert!(only_shapes_after(&lower("ogni singola violazione"), 1));
        assert!(!only_shapes_after(&lower("do you have a single room"), 4), "a single room is a kind of room");
        assert!(!only_shapes_after(&lower("camera singola"), 1));
        assert!(!only_shapes_after(&lower("single"), 0));
    }

    #[test]
    fn a_quantifier_says_how_many_not_of_what() {
        assert!(["qualche", "alcuni", "ciascuna", "pochi", "troppi", "several"].iter().all(|w| is_frame_word(w)));
    }

    #[test]
    fn the_participle_of_being_is_no_topic() {
        assert!(only_shapes_after(&lower("quanti concerti ci sono stati nel 2022"), 4));
        assert!(only_shapes_after(&lower("quante edizioni sono state fatte"), 3));
        assert!(!only_shapes_after(&lower("funziona negli stati uniti"), 2));
        assert!(!only_shapes_after(&lower("what is the state of the project"), 3));
        assert!(!only_shapes_after(&lower("in quali sei stati lavorate"), 3), "six states");
    }

    #[test]
    fn a_duty_or_an_ability_is_no_topic() {
        assert!(["supposed", "riesco", "riescono"].iter().all(|w| is_frame_word(w)));
    }

    #[test]
    fn doing_it_is_no_topic() {
        assert!(["farlo", "farla", "farli", "farle", "farne"].iter().all(|w| is_frame_word(w)));
    }

    #[test]
    fn taking_place_says_only_that_something_happens() {
        assert!(only_shapes_after(&lower("where does the festival take place"), 5));
        assert!(only_shapes_after(&lower("where is the festival held"), 4));
        assert!(!only_shapes_after(&lower("who held the workshop"), 1));
        assert!(only_shapes_after(&lower("dove si tiene il festival"), 2) && only_shapes_after(&lower("dove ha luogo"), 2));
        assert!(!only_shapes_after(&lower("chi tiene i dati"), 1) && !only_shapes_after(&lower("un luogo per dormire"), 1));
        assert!(!only_shapes_after(&lower("is there a place to sleep"), 3));
        assert!(["svolge", "svolgono", "avviene", "accade"].iter().all(|w| is_frame_word(w)));
        assert!(!only_shapes_after(&lower("i was wondering about the workshop and who held it"), 8), "another clause's verb");
    }

    #[test]
    fn idioms_saying_how_a_thing_is_asked_about_are_no_topic() {
        assert!(only_shapes_after(&lower("serve per forza un conto"), 2));
        assert!(only_shapes_after(&lower("a tax on top of the price"), 3));
        assert!(only_shapes_after(&lower("scrivo per questioni di privacy"), 2));
        assert!(!only_shapes_after(&lower("la forza del gruppo"), 1) && !only_shapes_after(&lower("the top floor"), 1));
    }

    #[test]
    fn first_ending_its_clause_says_only_beforehand() {
        assert!(only_says_beforehand("first", "?"));
        assert!(only_says_beforehand("First", ", or can I just come?"));
        assert!(only_says_beforehand("first", ""));
        assert!(!only_says_beforehand("first", " version?"), "an ordinal names what it counts");
        assert!(!only_says_beforehand("first", " time I log in?"));
        assert!(!only_says_beforehand("second", "?"));
    }
}
