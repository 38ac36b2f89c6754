//! Typed values in a sentence: amounts, numbers, durations, distances, dates, times, places,
//! phone numbers, e-mail addresses and names. A question that asks "how much" is answered by
//! a sentence holding an amount, whichever of its words matched.

use std::sync::LazyLock;

use regex::Regex;

use super::analyzers::words_at;
use super::frame_words::{is_frame_word, BEING_EN};
use super::plain_words::PlainWords;

/// What kind of value a question asks for, and a sentence may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ValueKind {
    Amount,
    /// A percentage: "how much" and "how many" are answered by one too.
    Share,
    Number,
    Duration,
    Distance,
    Date,
    Time,
    Place,
    Phone,
    Email,
    Name,
    /// The name of a thing or of an organisation: what "which software", "which provider",
    /// "quale servizio" ask for. One word capitalized inside a sentence may be it ("the Certbot
    /// client", "Il nostro provider e-mail, Mandrill"), where a person's name takes two.
    Brand,
    /// A company's name with its legal form ("Acme Intelligence S.r.l.", "Example Ltd"): what
    /// "legal name" and "ragione sociale" ask for.
    LegalName,
    /// An e-mail address or a phone number: what "who do I write to?" asks for. Only asked,
    /// never found as such.
    Contact,
    /// How often something happens: what "how often", "ogni quanto" ask for. Only asked: a day
    /// ("every Thursday"), an hour or a period ("every 12 hours", "a 12-hour interval") answers.
    Frequency,
    /// How much of something that is not money ("how much does it rewind?", "di quanto torna
    /// indietro?"). Only asked: an amount, a count, a share, a period or a distance answers.
    Quantity,
}

const NUMBER_WORDS: &str = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|hundred|thousand|\
uno|una|un|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette|diciotto|diciannove|venti|trenta|quaranta|cinquanta|cento|mille|half|mezza|mezzo";

/// Words that are articles as often as counts ("una persona", "a one-off"): they make a count
/// only inside another value ("un anno", "one year").
const ARTICLE_NUMBERS: [&str; 7] = ["one", "uno", "una", "un", "half", "mezza", "mezzo"];

/// A count of one said as such: "only one main developer", "c'è solo uno sviluppatore", "un
/// solo incontro", where the article alone would count nothing. Not "just one", which as often
/// picks an example ("just one of the ways to help"), nor "a single", nor "solo un"/"solo una"
/// ("è solo un esempio", "non solo una chat").
const SOLE_COUNT: &str = r"only\s+one|(?:solo|soltanto|solamente)\s+uno|(?:un|uno|una)\s+sol[oa]";

/// English months are capitalized, which tells "in May" from "may practice" and "to march";
/// Italian ones are not, and none of them is another word.
const MONTHS: &str = "(?-i:January|February|March|April|May|June|July|August|September|October|November|December|\
Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)|\
gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre";

/// The day of a month, written beside it ("August 24th", "dal 24 al 27 agosto"): part of the
/// date, which is then more precise than the month a question names ("which days in August?").
const DAY_OF_MONTH: &str = r"\d{1,2}(?:st|nd|rd|th|°|º)?";

/// The units of time, each with its words in both languages, shortest first: "how many days" is
/// not answered by "for a year".
const TIME_UNITS: [&[&str]; 9] = [
    &["second", "seconds", "secondi", "secondo"],
    &["minute", "minutes", "min", "mins", "minuti", "minuto"],
    &["hour", "hours", "hr", "hrs", "ore", "ora"],
    &["day", "days", "giorni", "giorno", "giornate", "giornata"],
    &["night", "nights", "notti", "notte"],
    &["week", "weeks", "settimane", "settimana"],
    &["month", "months", "mesi", "mese"],
    &["year", "years", "anni", "anno"],
    &["decade", "decades"],
];
/// How many of them are shorter than a day.
const SHORTER_THAN_A_DAY: usize = 3;
/// Where the week is among them.
const WEEK: usize = 5;

/// The words of the units shorter than a day, as alternatives of a pattern.
pub fn short_time_units() -> String {
    TIME_UNITS[..SHORTER_THAN_A_DAY].concat().join("|")
}

/// The words of the units a date can be counted in ("20 days before"), as alternatives.
pub fn long_time_units() -> String {
    TIME_UNITS[SHORTER_THAN_A_DAY..].concat().join("|")
}

/// Which unit of time `word` names, if it names one.
pub fn time_unit(word: &str) -> Option<usize> {
    let word = word.to_lowercase();
    TIME_UNITS.iter().position(|words| words.contains(&word.as_str()))
}

/// Nouns asking for an age ("what's the age limit?", "che età…"), as alternatives of a pattern:
/// an age is counted in years, and "a 24-hour marathon" says none. Not "eta" without its accent:
/// the English "ETA" asks when.
pub const AGE_NOUNS: &str = "age|età";

/// The unit of time a word of a question asks a duration in: the one it names ("how many
/// *days*…"), or years for an age (also "how *old*…").
pub fn time_unit_asked(word: &str) -> Option<usize> {
    let years = TIME_UNITS.iter().position(|words| words.contains(&"years"));
    let word = word.to_lowercase();
    let age = word == "old" || AGE_NOUNS.split('|').any(|noun| noun == word);
    time_unit(&word).or_else(|| age.then_some(years).flatten())
}

/// Whether a duration's text ("20 giorni", "un anno") counts in `unit`.
pub fn in_time_unit(text: &str, unit: usize) -> bool {
    text.split(|c: char| !c.is_alphanumeric()).any(|word| time_unit(word) == Some(unit))
}

/// What stands for a count before a unit of time ("lasts *a* week", "*a few* hours", "*qualche*
/// giorno").
const UNCOUNTED: &str = "an?|a few|a couple of|several|some|qualche|alcuni|alcune|pochi|poche";

/// How often something happens, which answers "when" ("once a month", "ogni martedì" is a
/// weekday already).
const FREQUENCY: &str = r"(?:once|twice|(?:two|three|four|\d+) times|every|each|una volta|due volte|tre volte|\d+ volte|ogni)\s+(?:(?:a|an|per|al|alla|all['’]|every|other)\s+)?(?:day|week|fortnight|month|year|giorno|settimana|mese|anno)|daily|weekly|fortnightly|monthly|yearly|annually|quotidianamente|settimanalmente|mensilmente|settimanale|mensile|quindicinale";

/// What may stand between a count and its unit: "two *business* days", "three *full* weeks".
const UNIT_QUALIFIERS: &str = "business|working|calendar|school|full|whole|consecutive|clear";

const WEEKDAYS: &str = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays|weekends?|\
lunedì|lunedi|martedì|martedi|mercoledì|mercoledi|giovedì|giovedi|venerdì|venerdi|sabato|domenica|feriali|festivi";

/// The number words that are counts on their own.
fn count_words() -> String {
    NUMBER_WORDS.split('|').filter(|w| !ARTICLE_NUMBERS.contains(w)).collect::<Vec<_>>().join("|")
}

/// The legal forms of companies that close their names, Italian and English-speaking (and a few
/// neighbours'), written as registries write them.
const LEGAL_FORMS: &str = r"S\.r\.l\.(?:s\.)?|S\.p\.A\.|S\.a\.s\.|S\.n\.c\.|S\.c\.a\.r\.l\.|S\.c\.r\.l\.|Srls?|SRL|SpA|S\.A\.|Inc\.?|Ltd\.?|LLC|L\.L\.C\.|LLP|plc|PLC|Limited|Corp\.?|Corporation|GmbH|AG|B\.V\.|N\.V\.|SAS|SARL";

/// A street with its name or number, or a postcode with its town: the most a "where" can get.
const STREETS: &str =
    "via|viale|corso|piazza|piazzale|largo|vicolo|strada|contrada|lungomare|borgo|street|road|avenue|square|lane|boulevard";
/// The same without "via", which in lower case is as often the English preposition ("installed
/// via Google Play"): a street then only after a word placing it ("in via Roma") or before its
/// number ("via Roma 12").
static ADDRESS: LazyLock<String> = LazyLock::new(|| {
    let streets = STREETS.split('|').filter(|s| *s != "via").collect::<Vec<_>>().join("|");
    let name = r"(?:(?:del|della|dello|dei|degli|delle|di|de|of|the)\s+)?[A-ZÀ-Ý0-9]";
    format!(
        r"\b(?:(?i:{streets})|Via|VIA|(?i:in|di|della|nella|alla|da|dalla|e)\s+via)\s+{name}|\bvia\s+(?:d\w*\s+)?[A-ZÀ-Ý][\w'’]*(?:\s+[\w'’]+){{0,2}},?\s+\d|\b\d{{1,5}}\s+(?:[A-ZÀ-Ý][a-zà-ÿ]+\s+){{1,3}}(?i:{STREETS})\b|\b\d{{5}}\s+[A-ZÀ-Ý][a-zà-ÿ]+"
    )
});
/// The words before a town: a capitalized word after them is a town, or a name posing as one.
const TOWN_PREPOSITIONS: &str = "in|at|near|from|a|ad|da|presso|vicino a|nel centro di|in centro a";
/// Verbs saying that something happens: what their preposition introduces is where it happens,
/// capitalized or not ("takes place in all the squares of the old town", "si svolge nella Pigna").
static HAPPENING: LazyLock<String> = LazyLock::new(|| {
    format!(
        r"(?:takes?|took|taking|taken)\s+place|(?:{})\s+held|si\s+(?:svolge|svolgono|svolgerà|svolgeranno|svolgeva|svolgevano|tiene|tengono|terrà|terranno|teneva|tenevano)|(?:ha|hanno|avrà|avranno|aveva|avevano)\s+luogo",
        BEING_EN.join("|")
    )
});
/// Words after a preposition of `HAPPENING` that say when or how, not where ("at least once a
/// year", "a partire dal 3 marzo", "in person", "in the summer").
const NO_PLACE: [&str; 22] = [
    "least",
    "partire",
    "person",
    "presenza",
    "persona",
    "late",
    "early",
    "summer",
    "winter",
    "spring",
    "autumn",
    "estate",
    "inverno",
    "primavera",
    "autunno",
    "morning",
    "afternoon",
    "evening",
    "mattina",
    "pomeriggio",
    "sera",
    "online",
];
/// The prepositions after `HAPPENING` that place, and the articles that may follow them.
const HAPPENING_AT: &str = r"(?:(?:in|at|inside|throughout|nel|nella|nello|nei|negli|nelle|presso|a|ad|al|allo|alla|ai|agli|alle|sul|sulla)\s+(?:(?:the|all|il|lo|la|i|gli|le|tutte|tutti)\s+){0,2}|(?:nell|all)['’]\s*)";

/// Whether `sentence` names someone as the one doing something ("provided by the Internet
/// Security Research Group", "fondata da Marco Rossi"): who is behind, runs or founded a thing.
pub fn holds_agent(sentence: &str) -> bool {
    static AGENT: LazyLock<Regex> = LazyLock::new(|| {
        build(
            r"\b(?i:by(?:\s+the)?|da|dal|dallo|dalla|dai|dagli|dalle|dall['’])\s*[A-ZÀ-Ý][a-zà-ÿ'’-]+\s+(?:(?:de|di|da|van|von|del|della|for|of|per)\s+)?[A-ZÀ-Ý]",
        )
    });
    AGENT.is_match(sentence)
}

/// The verbs `sentence` says someone does by naming who, in the passive ("developed and
/// maintained by individual volunteers", "sviluppato da volontari"): the one named answers
/// "who develops it?" though no capital marks a name. Only the verb the question asks of
/// counts: "scaricato da Google Play" (from) answers no "chi lo sviluppa?".
pub fn done_by(sentence: &str) -> Vec<&str> {
    const PARTICIPLE: &str = r"(?:[a-z]+(?:ed|en|wn)|run|made|led|kept|held|paid|built|written|done|sold|taught|brought|[a-zàèéìòù]+(?:at|ut|it|tt|st|ss)[oaie])";
    // What it is done for, in or over may stand before the doer ("developed for the Presidency
    // by…", "sviluppato nel tempo libero da volontari"): a phrase opening with a preposition,
    // not an auxiliary's participle ("has been developed by…").
    const AROUND: &str = "(?:for|in|on|at|from|with|over|during|since|per|con|su|sul|sulla|nel|nella|nei|durante|tra|fra)";
    static PASSIVE: LazyLock<Regex> = LazyLock::new(|| {
        build(&format!(
            r"\b({PARTICIPLE})(?:,?\s+(?:and|or|e|o|ed)\s+({PARTICIPLE}))?\s+(?:(?:mainly|mostly|entirely|solely|jointly|now|also|only|principalmente|interamente|solo|anche)\s+)?(?:{AROUND}\s+(?:[^\s.;:!?,]+\s+){{0,7}}?)?(?:by|da\s+parte\s+d(?:i|el|ello|ella|ei|egli|elle|ell['’])|da|dal|dallo|dalla|dai|dagli|dalle|dall['’])\b\s*(?:(?:the|a|an|our|its|their)\s+)?([\w@][\w-]*)"
        ))
    });
    // "By" after a participle also says how ("sent by email", "enabled by default", "deleted by
    // tapping"); a capital makes the word a name ("by Bending Spoons").
    static HOW: LazyLock<Regex> =
        LazyLock::new(|| build(r"^(?:(?i:e-?mail|hand|default|far|phone|post|mail|now|then|way|means)|[a-z]+ing|\d.*)$"));
    PASSIVE
        .captures_iter(sentence)
        .filter(|c| c.get(3).is_some_and(|who| !HOW.is_match(who.as_str())))
        .flat_map(|c| [c.get(1), c.get(2)].into_iter().flatten().map(|m| m.as_str()))
        .collect()
}

/// A year of the last two centuries and this one ("2024", "1998").
const YEAR: &str = r"\b(?:1[89]|20)\d{2}\b";

/// An e-mail address.
const EMAIL: &str = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+";

/// A day written in digits ("31/12/2021", "1.6.24").
const NUMERIC_DATE: &str = r"\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}";

/// Whether `sentence` names a year: what says how old something is ("founded in 2024"), which
/// a weekday or an hour does not.
pub fn holds_year(sentence: &str) -> bool {
    static PATTERN: LazyLock<Regex> = LazyLock::new(|| build(YEAR));
    PATTERN.is_match(sentence)
}

/// Whether `word` names a month or a weekday: capitalized in English, and no name.
fn a_calendar_word(word: &str) -> bool {
    static CALENDAR: LazyLock<Regex> = LazyLock::new(|| build(&format!(r"^(?i:{MONTHS}|{WEEKDAYS})$")));
    CALENDAR.is_match(word)
}

/// Whether `text` says that something happens ("the festival takes place in…", "dove si svolge?"):
/// the place it names is where an event is, not where its organiser is based.
pub fn says_it_happens(text: &str) -> bool {
    static PATTERN: LazyLock<Regex> = LazyLock::new(|| build(&format!(r"(?i)\b(?:{})\b", *HAPPENING)));
    PATTERN.is_match(text)
}

/// Whether `question` asks where something happens ("where is the festival held?", "dove si
/// svolge?"): its subject may stand between "is" and "held".
pub fn asks_where_it_happens(question: &str) -> bool {
    static HELD: LazyLock<Regex> = LazyLock::new(|| build(&format!(r"(?i)\b(?:{})\s+(?:[\w'’-]+\s+){{1,4}}held\b", BEING_EN.join("|"))));
    says_it_happens(question) || HELD.is_match(question)
}

/// Whether `sentence` holds a street address, not only a town.
pub fn holds_address(sentence: &str) -> bool {
    static PATTERN: LazyLock<Regex> = LazyLock::new(|| build(&ADDRESS));
    PATTERN.is_match(sentence)
}

/// Whether `sentence` says until which date something lasts ("deleted no later than December
/// 31, 2021", "valida fino al 30 giugno"): how long it lasts, said by when it ends.
pub fn lasts_until(sentence: &str) -> bool {
    static PATTERN: LazyLock<Regex> = LazyLock::new(|| {
        build(&format!(
            r"(?i)\b(?:until|till|through|no later than|not later than|up to|fino al|fino all['’]|fino a|sino al|non oltre il|non oltre l['’]|entro il|entro l['’])\s*(?:the\s+)?(?:end of\s+|fine (?:del|di)\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:{MONTHS}|{YEAR}|{NUMERIC_DATE})"
        ))
    });
    PATTERN.is_match(sentence)
}

fn build(pattern: &str) -> Regex {
    Regex::new(pattern).expect("the value patterns are valid")
}

/// A count before a unit, as a pattern ("24", "two business "). Digits may touch their unit
/// ("24h"), a number word may not: "mezzogiorno" is noon, not half a day.
fn quantity() -> String {
    format!(r"(?:\d+(?:[.,]\d+)*[\s-]*|(?:{NUMBER_WORDS})[\s-]+)(?:(?:{UNIT_QUALIFIERS})[\s-]+)?")
}

/// The spans whose end places an event: the longer units of time (a day's end is as often a
/// figure of speech, "at the end of the day"), a billing cycle, a trial, a contract.
fn spans() -> String {
    let spans = "periods?|cycles?|terms?|trials?|subscriptions?|contracts?|periodo|periodi|ciclo|cicli|prova|abbonamento|contratto";
    format!("{}|{spans}", TIME_UNITS[WEEK..].concat().join("|"))
}

/// Whether `sentence` counts a time forward from an event ("it stops working after 90 days",
/// "smetterà di funzionare dopo 90 giorni") or places it where a span ends ("you will lose
/// access at the end of the current billing cycle", "al termine del periodo di prova"): when the
/// event happens. "After three months" is more often a duration ("dopo tre mesi, il tempo
/// dedicato…"), so it answers only a question asking when.
pub fn counts_forward(sentence: &str) -> bool {
    static PATTERN: LazyLock<Regex> = LazyLock::new(|| {
        build(&format!(
            r"(?i)\b(?:after|dopo)\s+{}(?:{})\b|\b(?:(?:at|by) the end of|(?:al termine|alla fine|alla scadenza) d\w*['’]?)\s*(?:\w+\s+){{0,3}}?(?:{})\b",
            quantity(),
            long_time_units(),
            spans()
        ))
    });
    PATTERN.is_match(sentence)
}

static PATTERNS: LazyLock<Vec<(ValueKind, Regex)>> = LazyLock::new(|| {
    let number = format!(r"(?:\d+(?:[.,]\d+)*|{NUMBER_WORDS})");
    let quantity = quantity();
    let (short_units, long_units) = (short_time_units(), long_time_units());
    vec![
        (ValueKind::Email, build(EMAIL)),
        (ValueKind::Phone, build(r"(?:\+\d{1,3}[\s.-]?)?(?:\(?\d{2,5}\)?[\s.-]?){2,5}\d{2,5}")),
        (
            ValueKind::Amount,
            build(&format!(
                r"(?i)(?:[€$£]|\b(?:eur|euro|euros|usd|chf|gbp)\b)\s*\d[\d.,']*|\d[\d.,']*(?:[km]\+?|\+)?\s*(?:[€$£]|\b(?:eur|euro|euros|dollars?|usd|chf|sats|satoshis?|btc)\b)|\b(?:free of charge|free|gratis|gratuit[aeio]|gratuitamente|no charge|(?:at )?(?:no|zero) cost|(?:a |senza )?costo zero|senza costi?|a pagamento|ingresso libero|entrata libera|partecipazione libera|{number} (?:euros?|dollars?))\b"
            )),
        ),
        (ValueKind::Share, build(r"(?i)\d+(?:[.,]\d+)?\s?%|\b\d+(?:[.,]\d+)?\s(?:per ?cent|percent|per cento|percento)\b")),
        (
            ValueKind::Duration,
            build(&format!(
                r"(?i)\b(?:{quantity}|(?:{UNCOUNTED})\s+)(?:{short_units}|{long_units})\b|\b(?:half an hour|mezz['’]ora|un['’]ora|quarter of an hour|quarto d['’]ora)\b|\b24/7\b"
            )),
        ),
        (
            ValueKind::Distance,
            build(&format!(
                r"(?i)\b\d+(?:[.,]\d+)?\s*(?:km|kilometres?|kilometers?|chilometri|metri|meters|metres|miles|(?-i:m))\b|\b{quantity}(?:minutes?['’]?|minuti)\s+(?:walk|on foot|by car|drive|away|a piedi|in auto|in macchina|di distanza)"
            )),
        ),
        // A day, a month, a year; or a time counted back from another ("20 days before expiry",
        // "24 hours before the event", "entro due giorni"), which answers "when" as well. "After
        // three months" is more often a duration ("dopo tre mesi, il tempo dedicato…").
        (
            ValueKind::Date,
            build(&format!(
                r"(?i){YEAR}|\b{NUMERIC_DATE}\b|\b(?:{DAY_OF_MONTH}(?:\s*(?:to|and|al|e|-|–)\s*{DAY_OF_MONTH})?\s+(?:of\s+)?)?(?:{MONTHS})\b(?:\s+{DAY_OF_MONTH}\b(?:\s*(?:to|and|-|–)\s*{DAY_OF_MONTH}\b)?)?|\b(?:within|entro)\s+{quantity}(?:{long_units})\b|\b{quantity}(?:{long_units})\s+(?:before|ago|prima|fa)\b|\b{quantity}(?:{short_units})\s+(?:before|prima)\b|\b(?:{FREQUENCY})\b"
            )),
        ),
        (
            ValueKind::Time,
            build(&format!(
                r"(?i)\b\d{{1,2}}[:.]\d{{2}}\b|\b\d{{1,2}}\s*(?:am|pm)\b|\b\d{{1,2}}\s*[ap]\.m\.|\b(?:dalle|alle|fino alle)\s+(?:ore\s+)?\d{{1,2}}\b|\b(?:{WEEKDAYS})\b|\b(?:noon|midnight|mezzogiorno|mezzanotte)\b"
            )),
        ),
        (
            ValueKind::Place,
            build(&format!(
                r"{}|\b(?:{TOWN_PREPOSITIONS})\s+[A-ZÀ-Ý][a-zà-ÿ]{{2,}}|(?i:\b(?:{})\s+{HAPPENING_AT})[\w'’]+",
                *ADDRESS, *HAPPENING
            )),
        ),
        // A person's handle names them too ("lead by @ByteHamster"); an e-mail address is none.
        (
            ValueKind::Name,
            build(
                r"\b[a-z]?[A-ZÀ-Ý][a-zà-ÿ'’-]+(?:\s+(?:de|di|da|van|von|del|della)?\s*[a-z]?[A-ZÀ-Ý][a-zà-ÿ'’-]+)+|(?:^|[\s(])@[A-Za-z][\w-]{2,}",
            ),
        ),
        // A word with a capital among its first two letters and a small letter after it: an
        // acronym ("DNS", "HTTP") names a technique as often as a thing.
        (ValueKind::Brand, build(r"\b[a-z]?[A-ZÀ-Ý][\w'’-]*[a-zà-ÿ][\w'’-]*")),
        (
            ValueKind::LegalName,
            build(&format!(r"\b[A-ZÀ-Ý0-9][\w&'’-]*(?:\s+[A-ZÀ-Ý0-9&][\w&'’-]*){{0,5}},?\s+(?:{LEGAL_FORMS})(?:$|[\s,;:)])")),
        ),
        // A code's digits after its letters ("IT01234567890") answer "what is the VAT number".
        (
            ValueKind::Number,
            build(&format!(r"(?i)\b(?:\d+(?:[.,]\d+)*(?-i:[kM])?|[a-z]{{1,4}}[-.]?\d{{5,}}|{}|{SOLE_COUNT})\b", count_words())),
        ),
    ]
});

/// The pattern of values of `kind`.
fn pattern(kind: ValueKind) -> &'static Regex {
    &PATTERNS.iter().find(|(k, _)| *k == kind).expect("a pattern per kind").1
}

/// The kinds of value `sentence` holds. A number counts as a count only where it is not part of
/// an amount, a duration, a distance, a date, a time, a phone number or an address ("two-day",
/// "Corso Esempio 10" are no counts).
pub fn values_in(sentence: &str) -> Vec<ValueKind> {
    values_read_with(sentence, &PlainWords::default())
}

/// `values_in`, where the words `plain` holds open a clause without naming anyone.
fn values_read_with(sentence: &str, plain: &PlainWords) -> Vec<ValueKind> {
    let mut found: Vec<ValueKind> = PATTERNS.iter().filter(|(_, pattern)| pattern.is_match(sentence)).map(|(kind, _)| *kind).collect();
    if found.contains(&ValueKind::Number) {
        let taken: Vec<std::ops::Range<usize>> = PATTERNS
            .iter()
            .filter(|(kind, _)| {
                matches!(
                    kind,
                    ValueKind::Amount
                        | ValueKind::Share
                        | ValueKind::Duration
                        | ValueKind::Distance
                        | ValueKind::Date
                        | ValueKind::Time
                        | ValueKind::Phone
                        | ValueKind::Email
                        | ValueKind::Place
                )
            })
            .flat_map(|(kind, pattern)| {
                // "2,1M sats", "5.000 euro" count their unit too: "how many sats?"
                let counts_its_unit = |m: &regex::Match| {
                    *kind == ValueKind::Amount
                        && m.as_str().starts_with(|c: char| c.is_ascii_digit())
                        && m.as_str().ends_with(char::is_alphabetic)
                };
                pattern.find_iter(sentence).filter(move |m| !counts_its_unit(m)).map(|m| m.range())
            })
            .collect();
        let a_count = |m: &regex::Match| counts(sentence, m) && !taken.iter().any(|t| t.start <= m.start() && m.end() <= t.end);
        if !pattern(ValueKind::Number).find_iter(sentence).any(|m| a_count(&m)) {
            found.retain(|kind| *kind != ValueKind::Number);
        }
    }
    // A phone pattern also reads long numbers, dates and the digits of codes and links
    // ("…/acct/12345678"): it must hold enough digits, and no letter or path may be glued before
    // them.
    let a_phone = |m: regex::Match| {
        let glued = sentence[..m.start()].chars().next_back().is_some_and(|c| c.is_alphanumeric() || matches!(c, '/' | '=' | '#'));
        !glued && m.as_str().chars().filter(char::is_ascii_digit).count() >= 8
    };
    if found.contains(&ValueKind::Phone) && !pattern(ValueKind::Phone).find_iter(sentence).any(a_phone) {
        found.retain(|kind| *kind != ValueKind::Phone);
    }
    if found.contains(&ValueKind::Amount) && amounts(sentence).next().is_none() {
        found.retain(|kind| *kind != ValueKind::Amount);
    }
    // A language after "in" ("the podcast is in English") is no town, nor a time ("held in
    // August", "si svolge a settembre", "takes place in 2023"); a street is one whatever it ends
    // with ("Corso 4 Novembre", "via Roma, 5").
    let a_town = |m: regex::Match| {
        let last = m.as_str().split_whitespace().last().unwrap_or_default();
        let a_time =
            a_calendar_word(last) || last.starts_with(|c: char| c.is_ascii_digit()) || NO_PLACE.contains(&last.to_lowercase().as_str());
        holds_address(m.as_str()) || (!LANGUAGES.iter().any(|l| last.eq_ignore_ascii_case(l)) && !a_time)
    };
    if found.contains(&ValueKind::Place) && !pattern(ValueKind::Place).find_iter(sentence).any(a_town) {
        found.retain(|kind| *kind != ValueKind::Place);
    }
    if found.contains(&ValueKind::Name) && names(sentence, plain).next().is_none() {
        found.retain(|kind| *kind != ValueKind::Name);
    }
    if found.contains(&ValueKind::Brand) && brands(sentence, plain).next().is_none() {
        found.retain(|kind| *kind != ValueKind::Brand);
    }
    found
}

/// The runs of capitalized words of `sentence` that name someone (`a_name`), and no text.
fn names<'a>(sentence: &'a str, plain: &'a PlainWords) -> impl Iterator<Item = regex::Match<'a>> {
    pattern(ValueKind::Name)
        .find_iter(sentence)
        .filter(move |m| a_name(m.as_str(), opens_clause(sentence, m.start()), plain) && !names_a_text(sentence, m))
}

/// Whether the run `m` of `sentence` names a licence, a policy, a law or a standard, which
/// capitalize their names as people do: "General Public License", "our Privacy Policy", "a
/// Creative Commons Attribution-ShareAlike license", "licenza Creative Commons". "Who wrote the
/// app?" is not answered by the licence its texts are released under. "Law" is a surname too
/// ("Jude Law"), and a word before the run names it only right before it: "we signed the
/// agreement, Marco Rossi said" still names someone.
fn names_a_text(sentence: &str, m: &regex::Match) -> bool {
    const TEXTS: &str = "licen[sc]es?|licenz[ae]|polic(?:y|ies)|informativ[ae]|terms|termini|act|legge|regulations?|regolament[oi]|directives?|direttiv[ae]|protocols?|protocoll[oi]|standards?|formats?|format[oi]|agreements?|accord[oi]";
    static ENDING: LazyLock<Regex> = LazyLock::new(|| build(&format!(r"(?i)\b(?:{TEXTS})\W*$")));
    static BEFORE: LazyLock<Regex> = LazyLock::new(|| build(&format!(r"(?i)\b(?:{TEXTS})\s+$")));
    // After the run, across the rest of its words: "Attribution-ShareAlike International license".
    static OPENING: LazyLock<Regex> = LazyLock::new(|| build(&format!(r#"^[-\w'’]*(?:\s+\p{{Lu}}[-\w'’]*)*[\s)\]"”’]+(?i:{TEXTS})\b"#)));
    ENDING.is_match(m.as_str()) || OPENING.is_match(&sentence[m.end()..]) || BEFORE.is_match(&sentence[..m.start()])
}

/// The words of `sentence` that name a thing (`a_brand`), outside the places it names: a town or
/// a street is no product and no company ("headquartered in Turin, at Corso Esempio 10").
fn brands<'a>(sentence: &'a str, plain: &'a PlainWords) -> impl Iterator<Item = regex::Match<'a>> {
    let places: Vec<std::ops::Range<usize>> = pattern(ValueKind::Place).find_iter(sentence).map(|m| m.range()).collect();
    pattern(ValueKind::Brand)
        .find_iter(sentence)
        .filter(move |m| a_brand(sentence, m, plain) && !places.iter().any(|p| p.start < m.end() && m.start() < p.end))
}

/// Whether the capitalized word `m` of `sentence` names a thing: capitalized for itself, inside a
/// clause, more often capitalized than not on the site (`plain`), and none of the words English
/// capitalizes there all the same (a language, a month, a weekday) nor one opening a phrase.
fn a_brand(sentence: &str, m: &regex::Match, plain: &PlainWords) -> bool {
    let word = m.as_str().trim_end_matches(['\'', '’', '-']);
    let lower = word.to_lowercase();
    // A street's word and the name after it ("Corso Esempio", "Via Roma") are an address.
    let in_a_street = a_street(word) || sentence[..m.start()].split_whitespace().next_back().is_some_and(a_street);
    !opens_clause(sentence, m.start())
        && !in_a_street
        && !plain.is_common(word)
        && !NOT_NAMES.contains(&lower.as_str())
        && !LANGUAGES.contains(&lower.as_str())
        && !a_calendar_word(word)
}

/// Whether `word` is one naming a kind of street ("Corso", "via", "Street").
fn a_street(word: &str) -> bool {
    STREETS.split('|').any(|street| word.eq_ignore_ascii_case(street))
}

/// Languages, which English capitalizes after "in" as it does towns ("in English", "in Milan").
const LANGUAGES: [&str; 24] = [
    "english",
    "italian",
    "german",
    "french",
    "spanish",
    "portuguese",
    "dutch",
    "russian",
    "chinese",
    "japanese",
    "arabic",
    "polish",
    "greek",
    "swedish",
    "danish",
    "norwegian",
    "finnish",
    "czech",
    "turkish",
    "hindi",
    "korean",
    "ukrainian",
    "hungarian",
    "romanian",
];

/// Capitalized words that open a sentence or a phrase without naming anyone: "The Cypherpunks",
/// "Our Team", "La Direzione" are no names.
const NOT_NAMES: [&str; 48] = [
    "the", "a", "an", "this", "that", "these", "those", "our", "your", "my", "we", "you", "it", "its", "their", "in", "on", "at", "for",
    "with", "from", "to", "by", "each", "every", "all", "il", "lo", "la", "le", "gli", "i", "un", "una", "uno", "questo", "questa",
    "questi", "queste", "nostro", "nostra", "vostro", "vostra", "per", "con", "nel", "nella", "ogni",
];

/// Italian conjunctions opening a clause that no question leans on (so no frame words): "Se
/// Certbot non basta…".
const CLAUSE_OPENERS: [&str; 2] = ["se", "ma"];

/// Whether the text before `at` in `sentence` ends a clause (or there is none): a capitalized word
/// there may be capitalized only for opening it.
pub fn opens_clause(sentence: &str, at: usize) -> bool {
    sentence[..at]
        .trim_end()
        .chars()
        .next_back()
        .is_none_or(|c| matches!(c, '.' | '!' | '?' | ':' | ';' | '(' | '"' | '“' | '«' | '-' | '–' | '—'))
}

/// The words of `text` written with a capital where no clause opens it: names, or words begun
/// as one ("a list in *Python*", "uses *Open* Collective").
pub fn capitalized_inside(text: &str) -> impl Iterator<Item = &str> {
    words_at(text).filter(move |&(at, word)| word.starts_with(char::is_uppercase) && !opens_clause(text, at)).map(|(_, word)| word)
}

/// Whether a run of capitalized words names someone: two of them at least, after any word that
/// only opens a phrase (an article; at the start of a clause also a conjunction or another
/// function word: "If Certbot…", "As AntennaPod’s…" name no one, "founded by Will Smith" does),
/// or a handle ("@Keunes"); a street ("Corso Esempio", "Via Roma") is an address, not a name.
/// Opening a clause, a word the site writes in lower case opens it too ("Enable Unknown sources").
fn a_name(run: &str, opens_clause: bool, plain: &PlainWords) -> bool {
    if run.trim_start().trim_start_matches('(').starts_with('@') {
        return true;
    }
    let words: Vec<&str> = run.split_whitespace().collect();
    let opener = words.first().is_some_and(|w| {
        let lower = w.to_lowercase();
        NOT_NAMES.contains(&lower.as_str())
            || (opens_clause && (is_frame_word(w) || CLAUSE_OPENERS.contains(&lower.as_str()) || plain.contains(w)))
    });
    if words.get(usize::from(opener)).is_some_and(|w| a_street(w)) {
        return false;
    }
    let capitalized = words.iter().skip(usize::from(opener)).filter(|w| w.chars().take(2).any(char::is_uppercase)).count();
    capitalized >= 2
}

/// The amounts of `sentence` that price something (`prices`).
fn amounts(sentence: &str) -> impl Iterator<Item = regex::Match<'_>> {
    pattern(ValueKind::Amount).find_iter(sentence).filter(move |m| prices(sentence, m))
}

/// Whether the amount `m` of `sentence` prices something. "Free" is also without something
/// ("ad-free", "free from trackers", "free of ads"), allowed ("feel free to ask", "everyone is
/// free to verify this") or not taken ("free space", "free speech"): "is the app free?" is not
/// answered by "everyone is free to verify this". "Free of charge" is one amount of its own.
fn prices(sentence: &str, m: &regex::Match) -> bool {
    static NOT_A_PRICE: LazyLock<[Regex; 2]> = LazyLock::new(|| {
        [
            build(r"(?i)(?:-|\bfeel\s+|\b(?:everyone|everybody|anyone|anybody|you|they|we|users?)\s+(?:is|are)\s+)$"),
            build(r"(?i)^\s+(?:from|of|space|speech)\b"),
        ]
    });
    let [before, after] = &*NOT_A_PRICE;
    !m.as_str().eq_ignore_ascii_case("free") || !(before.is_match(&sentence[..m.start()]) || after.is_match(&sentence[m.end()..]))
}

/// Whether the number `m` of `sentence` counts something: not in a code, and not a word of
/// another meaning spelt as a number. Italian "sei" is "you are" far more often than "six" ("se
/// sei maggiorenne", "a cui sei iscritto", "te le sei perse", "sei un"), and English "due" is
/// owed or expected ("due to", "due within 30 days"): each counts only before a plural, an
/// acronym or a digit ("sei giorni", "due GPU"), or closing "sono…" ("i soci sono sei"), and
/// "sei" not after the words that make it the verb.
fn counts(sentence: &str, m: &regex::Match) -> bool {
    const BEFORE_THE_VERB: [&str; 20] = [
        "se", "cui", "tu", "non", "ti", "te", "le", "ne", "che", "ci", "mi", "lo", "la", "li", "gli", "ora", "già", "dove", "come",
        "quando",
    ];
    const BEFORE_A_COUNT: [&str; 5] = ["sono", "siamo", "erano", "saranno", "in"];
    let sei = m.as_str().eq_ignore_ascii_case("sei");
    if !sei && !m.as_str().eq_ignore_ascii_case("due") {
        return !in_a_code(sentence, m);
    }
    let next = sentence[m.end()..].split_whitespace().next().unwrap_or_default();
    let closes = next.is_empty() || next.starts_with(|c: char| !c.is_alphanumeric());
    let next = next.trim_end_matches(|c: char| !c.is_alphanumeric());
    let previous = sentence[..m.start()].split_whitespace().next_back().unwrap_or_default().to_lowercase();
    let previous = previous.trim_matches(|c: char| !c.is_alphanumeric());
    let before_a_plural = !closes && (next.ends_with(['i', 'e']) || next.chars().all(|c| c.is_uppercase() || c.is_ascii_digit()));
    let the_verb = sei && BEFORE_THE_VERB.contains(&previous);
    !the_verb && (before_a_plural || (closes && BEFORE_A_COUNT.contains(&previous)))
}

/// Whether the number `m` of `sentence` ends a code or a name ("PKCS#10", "http-01",
/// "TLS-ALPN-01"): it counts nothing ("a PKCS#10 Certificate Signing Request" is no ten
/// certificates).
fn in_a_code(sentence: &str, m: &regex::Match) -> bool {
    let mut before = sentence[..m.start()].chars().rev();
    matches!(before.next(), Some('#' | '-' | '_' | '/')) && before.next().is_some_and(char::is_alphabetic)
}

/// Words counting what they follow in the sentence rather than naming it: "an order for 100
/// *pezzi*", "100 *of them*".
const PIECES: [&str; 12] =
    ["pieces", "piece", "units", "items", "copies", "of", "pezzi", "unità", "copie", "esemplari", "capi", "confezioni"];

/// The words right after each count in `sentence` (at most three): what it counts. A count of
/// pieces counts what the sentence names ("abbiamo effettuato un ordine di magliette per 100
/// pezzi"): the whole sentence is then what it counts.
pub fn counted_words(sentence: &str) -> Vec<String> {
    const NOUN_WITHIN: usize = 3;
    pattern(ValueKind::Number)
        .find_iter(sentence)
        .filter(|m| counts(sentence, m))
        .map(|m| {
            let after: Vec<&str> =
                sentence[m.end()..].split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).take(NOUN_WITHIN).collect();
            match after.first() {
                Some(first) if PIECES.iter().any(|p| first.eq_ignore_ascii_case(p)) => sentence.to_string(),
                _ => after.join(" "),
            }
        })
        .collect()
}

/// The values `sentence` holds, each in a form that reads the same in both languages: "in
/// Milan" and "a Milano" name one town, "4,800" and "4.800" one amount. A question naming a
/// value is compared with sentences of either language.
/// `plain` are the words the site writes in lower case (none for a visitor's question).
pub fn values_with_text(sentence: &str, plain: &PlainWords) -> Vec<(ValueKind, String)> {
    values_read_with(sentence, plain)
        .into_iter()
        .flat_map(|kind| {
            let found: Vec<regex::Match> = match kind {
                ValueKind::Brand => brands(sentence, plain).collect(),
                ValueKind::Name => names(sentence, plain).collect(),
                ValueKind::Amount => amounts(sentence).collect(),
                _ => pattern(kind).find_iter(sentence).collect(),
            };
            found.into_iter().map(move |m| (kind, comparable(m.as_str())))
        })
        .collect()
}

/// A name as values are compared: whole, and each of its words (a sentence may name "Let's
/// Encrypt" as "Encrypt" after a capitalized word of its own).
pub fn comparable_names(name: &str) -> Vec<String> {
    let mut names = vec![comparable(name)];
    if name.split_whitespace().count() > 1 {
        names.extend(name.split_whitespace().map(comparable));
    }
    names.retain(|name| !name.is_empty());
    names
}

fn comparable(value: &str) -> String {
    // "Takes place in Sanremo" places it in the "Sanremo" a question may name.
    static PREPOSITION: LazyLock<Regex> =
        LazyLock::new(|| build(&format!(r"^(?i:(?:{})\s+{HAPPENING_AT}|(?:{TOWN_PREPOSITIONS})\s+)", *HAPPENING)));
    PREPOSITION.replace(value.trim(), "").chars().filter(|c| c.is_alphanumeric() || c.is_whitespace()).collect::<String>().to_lowercase()
}

/// Whether two values (as `values_with_text` gives them) are the same one: a town's name in one
/// language often begins its name in the other ("Milan", "Milano").
pub fn same_value(a: &str, b: &str) -> bool {
    const SHORTEST_STEM: usize = 4;
    let (shorter, longer) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    shorter == longer || (shorter.len() >= SHORTEST_STEM && longer.starts_with(shorter))
}

/// What `text` writes the same in any language, each once: its numbers (of amounts, phone
/// numbers, dates), e-mail addresses and capitalised words, mostly names ("Travis CI", "Python",
/// "EUR"); a sentence naming "Mozilla" three times is no closer to one naming it once. Anchors
/// to find a sentence's translation when the two versions of a section are not sentence for
/// sentence: a list with an item more in one language is no longer read one item off.
pub fn translation_anchors(text: &str) -> Vec<String> {
    static ANCHORS: LazyLock<Regex> = LazyLock::new(|| build(&format!(r"{EMAIL}|\d+|\p{{Lu}}[\p{{L}}\p{{N}}]{{2,}}")));
    let mut anchors: Vec<String> = Vec::new();
    for anchor in ANCHORS.find_iter(text).map(|m| m.as_str().to_lowercase()) {
        if !anchors.contains(&anchor) {
            anchors.push(anchor);
        }
    }
    anchors
}

#[cfg(test)]
mod tests {
    use super::*;
    use ValueKind::*;

    fn has(sentence: &str, kind: ValueKind) -> bool {
        values_in(sentence).contains(&kind)
    }

    #[test]
    fn amounts_in_either_language_and_either_order() {
        for text in [
            "a fixed price of EUR 4,800",
            "costa 4.800 euro",
            "only €15 a day",
            "10 € all'anno",
            "a $1,000 bounty",
            "entry is free",
            "a costo zero",
            "at no cost",
            "10k€ raised",
            "we are now at 5k+ EUR of donations",
            "a 2.1M sats grant",
        ] {
            assert!(has(text, Amount), "{text}");
        }
        assert!(!has("what it costs and how to tell", Amount));
        assert!(!has("the workshop lasts two days", Amount));
    }

    #[test]
    fn free_prices_nothing_when_it_is_without_allowed_or_not_taken() {
        for text in [
            "an ad-free app",
            "free from trackers",
            "Open source and free of ads",
            "feel free to ask",
            "everyone is free to verify this",
            "enough free space",
        ] {
            assert!(!has(text, Amount), "{text}");
        }
        for text in [
            "the app is free for everyone",
            "completely free and respectful of your privacy",
            "free of charge",
            "free and ad-free",
            "it's free to join",
        ] {
            assert!(has(text, Amount), "{text}");
        }
    }

    #[test]
    fn durations_distances_dates_and_times() {
        assert!(has("a two-day workshop", Duration));
        assert!(has("answered within two business days", Duration) && has("in 5 working days", Duration));
        for text in ["it lasts a week", "a couple of hours", "for half an hour", "dura un'ora", "mezz'ora di pausa", "qualche giorno"] {
            assert!(has(text, Duration), "{text}");
        }
        for text in ["aperti dalle 9 alle 18", "fino alle ore 21", "from 9 a.m."] {
            assert!(has(text, Time), "{text}");
        }
        assert!(has("10 minutes' walk from the station", Distance));
        assert!(has("ingresso libero", Amount));
        for text in ["we meet once a month", "una volta al mese", "two times a week", "every other week", "un incontro mensile"] {
            assert!(has(text, Date), "{text}");
        }
        assert!(holds_address("at 10 Downing Street, London"));
        assert!(has("kept for 24 months", Duration));
        assert!(has("conservati per 24 mesi", Duration));
        assert!(has("10 minutes on foot from the station", Distance));
        assert!(has("a 3 km walk", Distance));
        assert!(has("founded in 2024", Date));
        assert!(has("il 12 marzo", Date));
        assert!(has("the first notice 20 days before expiry", Date) && has("rispondiamo entro due giorni", Date));
        assert!(has("cancel up to 24 hours before the event", Date) && has("fino a 48 ore prima dell'evento", Date));
        assert!(!has("it takes 30 minutes", Date));
        assert!(!has("a two-day workshop", Date));
        assert!(has("opened in May", Date) && has("aperto a maggio", Date));
        assert!(!has("so that our fellows may practice with it", Date), "a modal verb is no month");
        assert!(has("Monday to Friday, 9:00-18:00", Time));
        assert!(has("dal lunedì al venerdì", Time));
        assert!(!has("we answer every question", Time));
    }

    #[test]
    fn contacts_places_and_names() {
        assert!(has("call +39 011 000 0000", Phone));
        assert!(!has("founded in 2024 with 14 people", Phone));
        assert!(!has("VAT number: IT00000000000", Phone), "a code is no phone number");
        assert!(!has("Your account ID is a URL like https://example.org/acme/acct/12345678.", Phone), "nor a link");
        assert!(has("VAT number: IT00000000000", Number) && has("REA TO-123456", Number));
        assert!(has("write to hello@example.com", Email));
        assert!(has("at Corso Esempio 10, 10100 Torino", Place));
        assert!(has("ha sede a Torino", Place));
        assert!(has("We are based in Turin", Place));
        assert!(!has("ospitiamo la nostra istanza di Listmonk", Place), "\"di\" names owners more often than towns");
        assert!(holds_address("at Corso Esempio 10, 10100 Torino") && holds_address("in Contrada del Cavalletto 24"));
        assert!(!holds_address("We are based in Turin"));
        assert!(!has("the podcast is in English and the ad in German", Place) && has("written in English in Milan", Place));
        assert!(has("The festival takes place in all squares and streets of the old town", Place));
        assert!(has("Il festival ha luogo nella Pigna", Place) && has("i lab si tengono in diversi luoghi", Place));
        let places =
            |text: &str| values_with_text(text, &PlainWords::default()).into_iter().filter(|(k, _)| *k == Place).collect::<Vec<_>>();
        assert_eq!(places("The festival takes place in Sanremo"), [(Place, "sanremo".to_string())], "the place a question may name");
        assert!(has("Il festival ha luogo nell'area del porto", Place));
        for when in [
            "it takes place in August",
            "si svolge a settembre",
            "the fair is held in 2025",
            "held in May",
            "it takes place at least once a year",
            "si tiene a partire da marzo",
        ] {
            assert!(!has(when, Place), "{when}");
        }
        for street in ["ha sede in via Roma", "via dei Mille 12", "Via Garibaldi", "via Roma, 5"] {
            assert!(holds_address(street), "{street}");
        }
        for preposition in ["installed via Google Play", "via F-Droid, 2 days later", "write to us via email within 2 days"] {
            assert!(!holds_address(preposition), "{preposition}");
        }
        assert!(has("founded by Marco Rossi and Anna Bianchi", Name));
        assert!(has("9 March 1993 - Eric Hughes", Name));
        assert!(!has("The Cypherpunks are actively engaged", Name), "an article and a noun are no name");
        assert!(has("The project is currently lead by @ByteHamster and @Keunes.", Name), "a handle names a person");
        assert!(!has("If Certbot does not meet your needs", Name) && !has("As AntennaPod’s source code is public", Name));
        assert!(!has("Se Certbot non basta", Name), "a conjunction opening a sentence is no part of a name");
        assert!(has("It was founded by Will Smith and May Lee.", Name) && has("Fondata da Ma Yun.", Name));
        assert!(has("The school was opened by Don Bosco.", Name), "inside a clause a capitalized word is capitalized for itself");
        assert!(!has("write to press@letsencrypt.org", Name), "an e-mail address is no handle");
        assert!(!has("Registered office: Corso Esempio 10, 10100 Torino", Name), "a street is no name");
        for text in [
            "The texts are released under a Creative Commons Attribution-ShareAlike International license.",
            "I testi sono pubblicati con licenza Creative Commons Attribution-ShareAlike International.",
            "AntennaPod is licensed under the General Public License.",
            "Read our Privacy Policy before you sign up.",
        ] {
            assert!(!has(text, Name), "a licence or a policy is no one: {text}");
        }
        assert!(has("The Creative Commons licences were written by Lawrence Lessig and his team.", Name));
        assert!(has("The keynote is given by Jude Law.", Name) && has("We signed the agreement, Marco Rossi said.", Name));
        assert!(!has("In Via Roma 12 c'è la sede", Name), "nor after a word that only opens a phrase");
        assert!(has("Sync it with the gPodder Sync app", Name), "a brand may begin with a small letter");
        let named = |sentence: &str| {
            values_with_text(sentence, &PlainWords::default())
                .into_iter()
                .filter(|(kind, _)| *kind == Name)
                .map(|(_, text)| text)
                .collect::<Vec<_>>()
        };
        assert_eq!(named("The Cypherpunks met Eric Hughes at Corso Esempio 10"), ["eric hughes"], "only the runs that name someone");
        let plain = PlainWords::found_in(
            ["Enable Unknown sources. You can enable it later. Abilita Fonti sconosciute e abilita le altre."].into_iter(),
        );
        let names = |sentence: &str| values_with_text(sentence, &plain).iter().any(|(kind, _)| *kind == Name);
        assert!(
            !names("Enable Unknown sources.") && !names("Abilita Fonti sconosciute."),
            "a word the site writes in lower case names no one"
        );
        assert!(names("Enable Unknown sources.".replace("Enable", "Daniel").as_str()) && has("Enable Unknown sources.", Name));
        assert!(has("Acme Intelligence S.r.l. was founded in 2024", LegalName) && has("Il titolare è Rossi & Figli S.p.A.", LegalName));
        assert!(has("Example Widgets Ltd, registered in England", LegalName) && has("Blue Harbor Trust Inc.", LegalName));
        assert!(!has("Acme Intelligence was founded in 2024", LegalName), "a name without its legal form is not the legal name");
        assert!(!has("We work with law firms in Turin", LegalName));
        assert_eq!(time_unit("days"), time_unit("giorni"));
        assert!(in_time_unit("20 giorni", time_unit("days").unwrap()) && !in_time_unit("un anno", time_unit("days").unwrap()));
        assert_eq!(time_unit("expiry"), None);
        assert!(
            holds_agent("It is a service provided by the Internet Security Research Group (ISRG).")
                && holds_agent("fornito dall’Internet Security Research Group")
        );
        assert!(holds_agent("Acme was founded by Marco Rossi in 2024") && holds_agent("fondata da Anna Bianchi"));
        assert!(!holds_agent("Visit the About Acme page") && !holds_agent("built by hand in Turin"));
        assert!(has("We are 14 people", Number));
        assert!(!has("a two-day workshop at EUR 4,800, since 2024", Number), "numbers of other values are no counts");
        assert!(has("quattordici persone", Number));
        assert!(!has("una persona verifica ogni risposta", Number), "an article is no count");
        for text in ["There's only one main developer", "C'è solo uno sviluppatore principale", "un solo incontro"] {
            assert!(has(text, Number), "{text}");
        }
        assert!(!has("this is just one of the ways to help", Number), "'just one' is as often 'for example'");
        assert!(!has("non solo una chat, ma un assistente", Number), "'solo una' is as often 'just a'");
        assert_eq!(counted_words("C'è solo uno sviluppatore principale che lavora"), ["sviluppatore principale che"]);
        assert!(!has("from one client", Number));
        assert!(
            !has("i podcast a cui sei iscritto", Number) && !has("se sei un'azienda", Number),
            "'sei' is 'you are' but before a plural"
        );
        assert!(has("sei principi", Number) && has("sei GPU", Number) && has("dura sei giorni", Duration));
        assert!(!has("delays due to the holidays", Number) && has("due persone", Number), "'due to' says why");
        assert!(!has("payment is due within 30 days", Number) && !has("se te le sei perse", Number) && !has("se sei maggiorenne", Number));
        assert!(has("i soci fondatori sono sei.", Number) && has("siamo in due, per ora", Number));
        assert!(has("per un anno", Duration));
        assert!(has("spending above 15% of yearly costs", Share) && has("ridotto del 35 per cento", Share));
        assert!(!has("cut research time by 35%", Number), "a percentage is no count");
        assert!(has("a grant of 2.1M sats", Number) && !has("a grant of 2.1M sats", Distance), "M is a million, m a metre");
        assert!(has("a grant of 2.1M sats", Amount), "an amount in a unit counts the unit too");
        assert_eq!(counted_words("a grant of 2.1M sats from Geyser"), ["sats from Geyser"]);
        assert!(!has("a PKCS#10 Certificate Signing Request", Number) && !has("the http-01 and TLS-ALPN-01 challenges", Number));
        assert!(counted_words("a PKCS#10 Certificate Signing Request").is_empty(), "a code counts nothing");
        let pieces = "abbiamo ordinato le magliette: 100 pezzi";
        assert_eq!(counted_words(pieces), [pieces], "a count of pieces counts what its sentence names");
        assert_eq!(counted_words("we ordered 100 of them"), ["we ordered 100 of them"]);
        assert!(has("we call 4-5 people", Number));
        assert!(!has("alle 12:00 (mezzogiorno) di sabato", Duration), "noon is no half day");
        assert!(has("a 24-hour marathon", Duration) && has("dura due ore", Duration));
    }

    #[test]
    fn one_word_capitalized_for_itself_names_a_thing() {
        let site = PlainWords::found_in(
            ["Open Impostazioni » Backup, then the backup runs. Le impostazioni e le altre impostazioni. A certbot command; we use Certbot and Certbot again."]
                .into_iter(),
        );
        let brands = |sentence: &str| {
            values_with_text(sentence, &site).into_iter().filter(|(kind, _)| *kind == Brand).map(|(_, text)| text).collect::<Vec<_>>()
        };
        assert_eq!(brands("We recommend that most people start with the Certbot client."), ["certbot"]);
        assert_eq!(brands("Il nostro provider e-mail, Mandrill, ha un meccanismo manuale."), ["mandrill"]);
        assert_eq!(brands("Sync it with the gPodder app on GitHub"), ["gpodder", "github"], "a brand may begin with a small letter");
        assert!(brands("Certbot is easy to use.").is_empty(), "opening a sentence, a capital is the sentence's");
        assert!(brands("Apri le Impostazioni » Backup del telefono.").is_empty(), "words the site writes in lower case name nothing");
        assert!(brands("Check the DNS records over HTTP.").is_empty(), "an acronym names a technique as often as a thing");
        assert!(brands("The podcast is in English, since January, every Monday.").is_empty());
        assert_eq!(brands("Headquartered in Turin, at Corso Esempio 10, 10100 Torino."), Vec::<String>::new(), "a place is no thing");
        assert_eq!(comparable_names("Let's Encrypt"), ["lets encrypt", "lets", "encrypt"]);
        assert!(comparable_names("").is_empty());
    }

    #[test]
    fn values_keep_their_text() {
        assert_eq!(
            values_with_text("We met in Milan, in 2024", &PlainWords::default()),
            [(Date, "2024".to_string()), (Place, "milan".to_string())]
        );
        // The day of a month is the date's, and no count.
        let dates =
            |text: &str| values_with_text(text, &PlainWords::default()).into_iter().filter(|(kind, _)| *kind != Place).collect::<Vec<_>>();
        assert_eq!(dates("from August 24th to 27th 2023"), [(Date, "august 24th to 27th".to_string()), (Date, "2023".to_string())]);
        assert_eq!(dates("dal 24 al 27 agosto"), [(Date, "24 al 27 agosto".to_string())]);
        assert_eq!(dates("on the 3rd of May"), [(Date, "3rd of may".to_string())]);
    }

    #[test]
    fn a_value_reads_the_same_in_both_languages() {
        let value = |text: &str| values_with_text(text, &PlainWords::default()).remove(0).1;
        assert!(same_value(&value("a firm in Milan"), &value("uno studio a Milano")));
        assert!(same_value(&value("EUR 4,800"), &value("EUR 4.800")));
        assert!(!same_value(&value("in Turin"), &value("in Rome")));
    }

    #[test]
    fn a_time_counted_forward_from_an_event_says_when_it_happens() {
        assert!(counts_forward("It stops working after 90 days if it is not renewed."));
        assert!(counts_forward("smetterà di funzionare dopo 90 giorni") && counts_forward("dopo tre mesi"));
        assert!(!counts_forward("valid for 90 days") && !counts_forward("after 3 attempts"));
        assert!(counts_forward("You will lose access at the end of the current billing cycle."));
        assert!(counts_forward("perderai l'accesso al termine del ciclo di fatturazione corrente"));
        assert!(counts_forward("alla fine dell'anno") && counts_forward("by the end of each month"));
        assert!(!counts_forward("at the end of the page") && !counts_forward("At the end of the day, it is your data."));
    }

    #[test]
    fn a_date_something_lasts_until_says_how_long_it_lasts() {
        for text in [
            "Data are deleted when no longer needed and in any case no later than December 31, 2021.",
            "The offer is valid until 30 June.",
            "I dati sono eliminati e in ogni caso non oltre il 31 dicembre 2021.",
            "La mostra resta aperta fino al 15 marzo 2026.",
        ] {
            assert!(lasts_until(text), "{text}");
        }
        for text in ["Founded in 2021.", "Open until 6 pm.", "Kept for up to 12 months.", "entro il prossimo anno"] {
            assert!(!lasts_until(text), "{text}");
        }
    }

    #[test]
    fn numbers_addresses_and_names_anchor_translations() {
        assert_eq!(translation_anchors("EUR 4,800 for 2 days, hello@example.com"), ["eur", "4", "800", "2", "hello@example.com"]);
        assert_eq!(translation_anchors("Travis CI offre versioni a pagamento"), ["travis"], "a word of two letters is no name");
        assert_eq!(translation_anchors("Mozilla gives you the Mozilla VPN, 5 and 5"), ["mozilla", "vpn", "5"]);
    }

    #[test]
    fn who_does_what_is_read_from_the_passive() {
        assert_eq!(done_by("AntennaPod is developed and maintained by individual volunteers."), ["developed", "maintained"]);
        assert_eq!(done_by("AntennaPod è sviluppato e mantenuto da singoli volontari."), ["sviluppato", "mantenuto"]);
        assert_eq!(done_by("repositories such as those run by Debian"), ["run"]);
        // An auxiliary's participle is no verb done by someone.
        assert_eq!(done_by("AntennaPod has been developed by volunteers."), ["developed"]);
        // What the doer did it for may stand between: it is still done by them.
        let between = "The code has been developed for the Presidency of the Council of Ministers by Bending Spoons S.p.A.";
        assert_eq!(done_by(between), ["developed"]);
        assert_eq!(done_by("Il codice è stato sviluppato per la Presidenza del Consiglio da parte di Bending Spoons."), ["sviluppato"]);
        assert!(done_by("L'app è stata sviluppata nel cuore di Torino.").is_empty(), "\"di\" names no doer");
        assert!(done_by("They run on your servers or in an EU data centre.").is_empty(), "\"da\" opening \"data\" is no \"da\"");
        assert!(done_by("It was developed for years, and then used by the team.") == ["used"], "a clause ends at its comma");
        assert!(done_by("Invoices are sent by email.").is_empty() && done_by("It is enabled by default.").is_empty());
        assert!(
            done_by("The file is deleted by tapping Remove.").is_empty()
                && done_by("We help a company put its documents to work.").is_empty()
        );
    }
}
