//! Gold questions as visitors type them (`server chat eval --as-typed …`): with a typo or two
//! words run together, wrapped in a greeting and thanks, asked inside a request to be told, in
//! the shorthand of text messages, written as a letter, or beside what visitors say of
//! themselves, to measure what the chat makes of questions as they come. Deterministic, so that
//! two runs compare.

use app::i18n::Locale;

use super::analyzers::with_words_replaced;
use super::spelling::KEYBOARD;

/// The shortest word a typo is put into: short words are function words and values.
const MIN_LETTERS: usize = 4;

/// `question` with one typo in its longest word (the first of the longest).
fn misspelt(question: &str) -> String {
    with_typo_in(question, longest(question))
}

/// `question` with one typo in its shortest word of four letters or more (the first of the
/// shortest): often a word shaping the question ("waht", "hwo") or naming the value asked
/// ("prcie", "quanod").
fn misspelt_short(question: &str) -> String {
    let shortest = long_enough(question).min_by_key(|(_, w)| w.chars().count());
    with_typo_in(question, shortest)
}

/// `question` with the space before its longest word missed, as a thumb misses the space bar
/// ("who is in charge of theproject?"): the word run together with the one before it.
fn run_together(question: &str) -> String {
    let Some((start, _)) = longest(question) else { return question.to_string() };
    let before = &question[..start];
    match before.strip_suffix(' ') {
        Some(rest) if rest.ends_with(char::is_alphabetic) => format!("{rest}{}", &question[start..]),
        _ => question.to_string(),
    }
}

/// The words of `question` a typo is put into, each with where it starts.
fn long_enough(question: &str) -> impl DoubleEndedIterator<Item = (usize, &str)> {
    question
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= MIN_LETTERS)
        .map(move |w| (w.as_ptr() as usize - question.as_ptr() as usize, w))
}

/// The first of the longest words of `question` (the last of them read backwards), with where it
/// starts.
fn longest(question: &str) -> Option<(usize, &str)> {
    long_enough(question).rev().max_by_key(|(_, w)| w.chars().count())
}

/// `question` with one typo in `word`, one of its words: two letters swapped, one left out, one
/// doubled or one changed for the key beside it, in turn by the word's length, at its middle.
/// The first letter is kept, as it mostly is in what people mistype.
fn with_typo_in(question: &str, word: Option<(usize, &str)>) -> String {
    let Some((start, word)) = word else { return question.to_string() };
    let letters: Vec<char> = word.chars().collect();
    let middle = letters.len() / 2;
    let mut typed = letters.clone();
    match letters.len() % 4 {
        0 => typed.swap(middle - 1, middle),
        1 => {
            typed.remove(middle);
        }
        2 => typed.insert(middle, letters[middle]),
        _ => typed[middle] = key_beside(letters[middle]),
    }
    // Two equal letters swapped are no typo: leave one out instead.
    if typed == letters {
        typed.remove(middle);
    }
    format!("{}{}{}", &question[..start], typed.into_iter().collect::<String>(), &question[start + word.len()..])
}

/// The key right of `letter` on a QWERTY keyboard (left of the last of a row): the finger
/// slipped.
fn key_beside(letter: char) -> char {
    let Some((row, _)) = KEYBOARD.iter().find(|(row, _)| row.contains(letter)) else { return letter };
    let keys: Vec<char> = row.chars().collect();
    let i = keys.iter().position(|&k| k == letter).unwrap_or_default();
    if i + 1 < keys.len() {
        keys[i + 1]
    } else {
        keys[i - 1]
    }
}

/// What visitors write before a question, in turn.
const GREETINGS: [(&str, &str); 5] = [
    ("Hi! ", "Ciao! "),
    ("Good morning, ", "Buongiorno, "),
    ("Hey, quick question: ", "Salve, una domanda: "),
    ("Sorry to bother you, ", "Scusate, "),
    ("Um, so ", "Ehm, allora "),
];
/// What visitors write after it, every other question, with an emoji as in a chat.
const THANKS: (&str, &str) = (" Thanks! 🙂", " Grazie mille 😊");

/// Requests to be told that visitors write before a question, in turn.
const REQUESTS: [(&str, &str); 3] =
    [("Could you tell me ", "Mi sapreste dire "), ("I'd like to know ", "Vorrei sapere "), ("I was wondering, ", "Volevo sapere, ")];

/// The phrase of `locale` in the pair.
fn in_locale((en, it): (&'static str, &'static str), locale: Locale) -> &'static str {
    if locale == Locale::En {
        en
    } else {
        it
    }
}

/// `question` after `before` (its first letter in lower case, as inside a sentence), before
/// `after`.
fn around(before: &str, question: &str, after: &str) -> String {
    let mut letters = question.chars();
    let first: String = letters.next().map(|c| c.to_lowercase().collect()).unwrap_or_default();
    format!("{before}{first}{}{after}", letters.as_str())
}

/// The `n`th gold question `question`, in `locale`, after a greeting and, every other one,
/// before thanks.
fn greeted(question: &str, locale: Locale, n: usize) -> String {
    let thanks = if n % 2 == 1 { in_locale(THANKS, locale) } else { "" };
    around(in_locale(GREETINGS[n % GREETINGS.len()], locale), question, thanks)
}

/// The `n`th gold question `question`, in `locale`, asked inside a request to be told, its own
/// words left in their order ("Could you tell me how much does the workshop cost?", as visitors
/// write it).
fn asked_indirectly(question: &str, locale: Locale, n: usize) -> String {
    around(in_locale(REQUESTS[n % REQUESTS.len()], locale), question, "")
}

/// What visitors say of themselves around a question, in turn: who they are, why they ask,
/// where they found the site. It asks nothing.
const INTRODUCTIONS: [(&str, &str); 5] = [
    ("I run a small bakery in Naples and I'm looking around.", "Gestisco una piccola panetteria a Napoli e mi sto guardando intorno."),
    ("My name is Laura, I'm a student writing my thesis.", "Mi chiamo Laura, sono una studentessa e sto scrivendo la tesi."),
    (
        "We are a team of ten people and my boss asked me to check.",
        "Siamo un gruppo di dieci persone e il mio capo mi ha chiesto di verificare.",
    ),
    ("I found your site on Google yesterday.", "Ho trovato il vostro sito su Google ieri."),
    ("I'm comparing a few options for my company right now.", "Sto confrontando alcune opzioni per la mia azienda in questo momento."),
];

/// The `n`th gold question `question`, in `locale`, after what the visitor says of themselves
/// (every third time on a line of its own, without its full stop, as a line break typed with
/// Shift+Enter); every other one ending with its question mark, with one more such sentence
/// after it. A question typed without its mark runs into what follows it, and nothing could
/// tell them apart.
fn introduced(question: &str, locale: Locale, n: usize) -> String {
    const ON_ITS_OWN_LINE: usize = 3;
    let said = in_locale(INTRODUCTIONS[n % INTRODUCTIONS.len()], locale);
    let before = if n % ON_ITS_OWN_LINE == 2 { format!("{}\n", said.trim_end_matches('.')) } else { format!("{said} ") };
    let after = if n % 2 == 1 && question.trim_end().ends_with('?') {
        format!(" {}", in_locale(INTRODUCTIONS[(n + 1) % INTRODUCTIONS.len()], locale))
    } else {
        String::new()
    };
    format!("{before}{question}{after}")
}

/// What visitors remark on the site before a question, joined to it by "and", in turn. It asks
/// nothing, and says nothing of the visitor.
const REMARKS: [(&str, &str); 5] = [
    ("The site is really clear and ", "Il sito è davvero chiaro e "),
    ("Your pages are well written and ", "Le vostre pagine sono scritte bene e "),
    ("The design is lovely and ", "La grafica è molto bella e "),
    ("This chat is handy and ", "Questa chat è comoda e "),
    ("The site loads fast on my phone and ", "Il sito si apre veloce sul telefono e "),
];

/// The `n`th gold question `question`, in `locale`, after a remark on the site joined by "and".
fn remarked(question: &str, locale: Locale, n: usize) -> String {
    around(in_locale(REMARKS[n % REMARKS.len()], locale), question, "")
}

/// How visitors who write as in a letter open before their question, in turn.
const SALUTATIONS: [(&str, &str); 5] = [
    ("Dear team,\n", "Gentile team,\n"),
    ("Hello everyone,\n\n", "Buongiorno a tutti,\n\n"),
    ("Dear Sir or Madam,\n", "Spett.le azienda,\n"),
    ("Hi Ms Bianchi,\n", "Gentile Sig.ra Bianchi,\n"),
    ("Good afternoon all,\n", "Salve a tutti,\n"),
];

/// And how they sign after it, in turn.
const SIGN_OFFS: [(&str, &str); 5] = [
    ("\nBest regards,\nLaura", "\nCordiali saluti,\nLaura"),
    ("\n\nKind regards, Mark Smith", "\n\nDistinti saluti, Mario Rossi"),
    ("\nRegards", "\nSaluti"),
    ("\nThanks in advance,\nGiulia", "\nGrazie in anticipo,\nGiulia"),
    ("\nCheers, Tom", "\nUn saluto, Tommaso"),
];

/// The `n`th gold question `question`, in `locale`, written as a letter.
fn in_a_letter(question: &str, locale: Locale, n: usize) -> String {
    let salutation = in_locale(SALUTATIONS[n % SALUTATIONS.len()], locale);
    format!("{salutation}{question}{}", in_locale(SIGN_OFFS[n % SIGN_OFFS.len()], locale))
}

/// Words and the shorthand a text message writes for them, per language.
const TEXTING: [(&str, &str, Locale); 8] = [
    ("you", "u", Locale::En),
    ("your", "ur", Locale::En),
    ("are", "r", Locale::En),
    ("please", "pls", Locale::En),
    ("che", "ke", Locale::It),
    ("perché", "xké", Locale::It),
    ("non", "nn", Locale::It),
    ("per", "x", Locale::It),
];

/// `question`, in `locale`, with every word a text message shortens shortened and no apostrophe
/// ("whats", "dont", "lazienda", "dovè").
fn texted(question: &str, locale: Locale) -> String {
    let short = |word: &str| {
        TEXTING.iter().find(|(full, _, l)| *l == locale && *full == word.to_lowercase()).map(|(_, short, _)| short.to_string())
    };
    with_words_replaced(question, |_, word| short(word)).replace(['\'', '’'], "")
}

/// A way visitors type a question, put on every gold question by `server chat eval --as-typed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum AsTyped {
    /// One typo in the longest word, as visitors type on a phone.
    Misspelt,
    /// One typo in the shortest word of four letters or more ("waht", "prcie").
    MisspeltShort,
    /// The space before the longest word missed ("who is in charge of theproject?").
    RunTogether,
    /// After a greeting ("Good morning, …"), every other one before thanks.
    Greeted,
    /// Inside a request to be told ("Could you tell me …", "Vorrei sapere …").
    Indirect,
    /// In the shorthand of text messages ("where r ur offices?", "xké nn …"), without apostrophes.
    Texting,
    /// Written as a letter ("Dear team,⏎…⏎Best regards,⏎Laura", "Gentile team,⏎…⏎Cordiali
    /// saluti, Mario Rossi").
    Letter,
    /// After what the visitor says of themselves ("I found your site on Google yesterday."),
    /// every third on a line of its own, every other one with more of it after.
    Introduced,
    /// After a remark on the site joined by "and" ("The site is really clear and how much…",
    /// "Il sito è davvero chiaro e quanto…").
    Remarked,
}

impl AsTyped {
    /// What the eval's report says of the questions.
    pub fn description(self) -> &'static str {
        match self {
            AsTyped::Misspelt => "every question with one typo in its longest word",
            AsTyped::MisspeltShort => "every question with one typo in its shortest word of four letters or more",
            AsTyped::RunTogether => "every question with the space before its longest word missed",
            AsTyped::Greeted => "every question after a greeting, every other one before thanks",
            AsTyped::Indirect => "every question asked inside a request to be told",
            AsTyped::Texting => "every question in the shorthand of text messages, without apostrophes",
            AsTyped::Letter => "every question written as a letter, a salutation before it and a sign-off after",
            AsTyped::Introduced => "every question after what the visitor says of themselves (every third on a line of its own), every other one with more after",
            AsTyped::Remarked => "every question after a remark on the site, joined by \"and\"",
        }
    }

    /// The `n`th gold question `question`, in `locale`, typed this way.
    pub fn typed(self, question: &str, locale: Locale, n: usize) -> String {
        match self {
            AsTyped::Misspelt => misspelt(question),
            AsTyped::MisspeltShort => misspelt_short(question),
            AsTyped::RunTogether => run_together(question),
            AsTyped::Greeted => greeted(question, locale, n),
            AsTyped::Indirect => asked_indirectly(question, locale, n),
            AsTyped::Texting => texted(question, locale),
            AsTyped::Letter => in_a_letter(question, locale, n),
            AsTyped::Introduced => introduced(question, locale, n),
            AsTyped::Remarked => remarked(question, locale, n),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_typo_goes_into_the_longest_word() {
        assert_eq!(misspelt("How much does the workshop cost?"), "How much does the worskhop cost?", "two letters swapped");
        assert_eq!(misspelt("Dove ha sede l'azienda?"), "Dove ha sede l'azirnda?", "the key beside");
        assert_eq!(misspelt("what is your phone number?"), "what is your phone numbber?", "a letter doubled");
        assert_eq!(misspelt("what is the price?"), "what is the prce?", "a letter left out");
        assert_eq!(misspelt("is it on?"), "is it on?", "no word is long enough");
        assert_eq!(misspelt_short("How much does the workshop cost?"), "How mcuh does the workshop cost?", "the first of the shortest");
        assert_eq!(misspelt_short("what is the price?"), "waht is the price?");
        assert_eq!(misspelt_short("dove siete?"), "dvoe siete?");
        assert_eq!(misspelt_short("is it on?"), "is it on?");
        assert_eq!(run_together("who is in charge of the project?"), "who is in charge of theproject?");
        assert_eq!(run_together("Workshop price?"), "Workshop price?", "no word before it");
        assert_eq!(run_together("quanto costa l'abbonamento?"), "quanto costa l'abbonamento?", "no space before it");
    }

    #[test]
    fn a_greeting_goes_before_and_thanks_after_every_other_question() {
        assert_eq!(greeted("How much is it?", Locale::En, 0), "Hi! how much is it?");
        assert_eq!(greeted("Quanto costa?", Locale::It, 1), "Buongiorno, quanto costa? Grazie mille 😊");
        assert_eq!(greeted("Where?", Locale::En, 7), "Hey, quick question: where? Thanks! 🙂");
        assert_eq!(greeted("Quanto costa?", Locale::It, 4), "Ehm, allora quanto costa?");
    }

    #[test]
    fn a_remark_on_the_site_goes_before_each_question_in_turn() {
        assert_eq!(remarked("How much is it?", Locale::En, 0), "The site is really clear and how much is it?");
        assert_eq!(remarked("Quanto costa?", Locale::It, 3), "Questa chat è comoda e quanto costa?");
    }

    #[test]
    fn a_request_to_be_told_goes_before_each_question_in_turn() {
        assert_eq!(asked_indirectly("How much is it?", Locale::En, 0), "Could you tell me how much is it?");
        assert_eq!(asked_indirectly("Quanto costa?", Locale::It, 1), "Vorrei sapere quanto costa?");
        assert_eq!(asked_indirectly("Where?", Locale::En, 5), "I was wondering, where?");
    }

    #[test]
    fn what_the_visitor_says_of_themselves_goes_around_each_question() {
        assert_eq!(introduced("How much is it?", Locale::En, 0), "I run a small bakery in Naples and I'm looking around. How much is it?");
        assert_eq!(
            introduced("Quanto costa?", Locale::It, 1),
            "Mi chiamo Laura, sono una studentessa e sto scrivendo la tesi. Quanto costa? Siamo un gruppo di dieci persone e il mio capo mi ha chiesto di verificare."
        );
        assert_eq!(
            introduced("How much is it?", Locale::En, 2),
            "We are a team of ten people and my boss asked me to check\nHow much is it?",
            "on a line of its own"
        );
        assert_eq!(
            introduced("partita iva", Locale::It, 3),
            "Ho trovato il vostro sito su Google ieri. partita iva",
            "nothing after a question without its mark"
        );
    }

    #[test]
    fn a_letter_opens_and_signs_each_question_in_turn() {
        assert_eq!(in_a_letter("How much is it?", Locale::En, 0), "Dear team,\nHow much is it?\nBest regards,\nLaura");
        assert_eq!(in_a_letter("Quanto costa?", Locale::It, 1), "Buongiorno a tutti,\n\nQuanto costa?\n\nDistinti saluti, Mario Rossi");
    }

    #[test]
    fn a_text_message_shortens_the_words_it_shortens() {
        assert_eq!(texted("Where are your offices? You know, please", Locale::En), "Where r ur offices? u know, pls");
        assert_eq!(texted("Perché non usate un server per tutti? Che costa?", Locale::It), "xké nn usate un server x tutti? ke costa?");
        assert_eq!(texted("What's the price of l'app? Dov'è?", Locale::En), "Whats the price of lapp? Dovè?", "no apostrophe");
        assert_eq!(texted("are you open?", Locale::It), "are you open?", "the other language's words stay");
    }

    #[test]
    fn a_typo_always_changes_the_word() {
        assert_eq!(misspelt("a book"), "a bok", "two equal letters swapped: one left out");
        assert_eq!(misspelt("perché è così?"), "percché è così?");
    }
}
