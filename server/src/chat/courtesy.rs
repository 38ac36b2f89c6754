//! What visitors write around a question, which is no part of it: a greeting ("Good morning,"),
//! also naming whom it greets as a letter does ("Dear team,", "Gentile Sig.ra Bianchi,"), an
//! apology for asking ("scusate,"), a word announcing the question ("quick question:", "una
//! domanda:") or opening what one says ("so", "allora"), thanks at the end ("grazie mille!"), a
//! letter's sign-off ("Best regards,", "cordiali saluti") and the name signing them. Read as words, they say what the question is
//! about ("morning" asks for a time, "mille" is a number, "domanda" a topic) and take the answer
//! elsewhere: with "Good morning, " before each, the demo's English questions kept 11 of their 66
//! facts.

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::Regex;

use super::as_meant::without_noise;

/// Words taking in an answer ("Perfect, thanks!", "ok perfetto, grazie", "Great, and where…"),
/// followed by punctuation: "Fine-tuning" and "Nice-to-have" keep their words.
const ACKNOWLEDGING: &str = r"perfect|perfetto|perfetta|great|cool|nice|awesome|excellent|brilliant|wonderful|fine|alright|all right|got it|understood|i see|noted|makes sense|that(?:['’]s| is) (?:clear|great|helpful|perfect|fine|good)|ottimo|ottima|benissimo|bene|molto bene|va bene|fantastico|capito|chiaro|tutto chiaro|d['’]accordo|grande";

/// Thanks or words taking in an answer, anywhere: what a reply to them acknowledges.
static THANKING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b(?:thanks?|thank you|thx|cheers|grazie|ok|okay|{ACKNOWLEDGING})\b")).expect("the thanks pattern is valid")
});

/// Greetings, apologies and words announcing a question, at the start, any number of them; a
/// greeting or an apology may be joined to the question by "and" ("Good morning and how much…").
static OPENING: LazyLock<Regex> = LazyLock::new(|| {
    let greeting = r"hi|hello|hey|hiya|greetings|good (?:morning|afternoon|evening|day)|(?:hi|hello|hey) (?:there|all|everyone|guys)|ciao|salve|buongiorno|buonasera|buon pomeriggio|buona giornata|gentili(?:ssimi)?";
    let apology = r"(?:sorry|excuse me|pardon)(?: (?:to bother you|for bothering you|for the bother))?|(?:mi )?scus(?:ate|atemi|i|a)(?: (?:il|per il) disturbo)?";
    // A question announced, after an article, with the words saying what question it is
    // ("quick", "one more", "breve"), which `said` requires at least one of or not.
    let announcing_with = |said: bool| {
        let (english, italian) = ("quick|small|simple|short|more|last|other|another", "altra|ultima|piccola|breve|veloce|semplice|rapida");
        let times = if said { "+" } else { "*" };
        let question = r"(?:domanda|curiosità|curiosita)";
        let (before, after) = (format!(r"(?:(?:{italian}) )"), format!(r"(?: (?:{italian}))"));
        let italian =
            if said { format!(r"(?:{before}+{question}{after}*|{question}{after}+)") } else { format!(r"{before}*{question}{after}*") };
        format!(
            r"(?:i have |i've got |got |just )?(?:(?:a|one) )?(?:(?:{english}) ){times}question|(?:ho |avrei )?(?:(?:una|un'|un’) ?)?{italian}"
        )
    };
    let announcing = announcing_with(false);
    // Words that open what one says, with or without a comma ("so how much…", "allora quanto…");
    // "and", "e", "also" open a follow-up, and stay.
    let discourse = r"so|ok|okay|well|anyway|allora|quindi|dunque|senti|sentite|insomma|comunque|ecco";
    // A greeting naming whom it greets, as a letter opens ("Dear Acme team,", "Ciao Let's
    // Encrypt,", "Gentile Sig. Rossi,", "Buongiorno a tutti"): names, and the words greeting a
    // group, up to a comma or the line's end. "Hey guys what's the price, …" greets no one, and
    // "Hi Stripe and PayPal, do you…" two names it asks about.
    let whom = r"(?-i:[A-ZÀ-Ý][\w'’.&-]*)|team|all|everyone|everybody|folks|guys|there|sirs?|madam|or|of|the|di|del|della|a|tutti|ragazzi|signori|signora|signore|staff|support|supporto";
    let addressed = format!(r"(?:{greeting}|dear|gentile|gentili|spett\.?le|egregi[oe]?)(?:\s+(?:{whom})){{1,5}}");
    // Joined to the question by "and", a greeting names no one but a group ("Good morning team
    // and how much…"), and a question is announced with a word before it ("Quick question and
    // where…"): "Hi Stripe and PayPal" and "Question and answer sessions" name what is asked.
    let group = r"team|all|everyone|everybody|folks|guys|there|staff|a tutti|tutti|ragazzi";
    let announced = announcing_with(true);
    // Thanks joined so too ("thanks and where are you based?", "grazie e dove siete?").
    let thanks = r"thanks|thank you|many thanks|grazie|grazie mille|mille grazie";
    let joined = format!(r"(?:(?:{greeting})(?:\s+(?:{group}))*|{apology}|{announced}|{thanks})\s+(?:and|e)\s+");
    Regex::new(&format!(
        r"(?i)^(?:\s*(?:(?:{addressed})\s*(?:[,!.:;\-–—]+|\n)|(?:{greeting}|{apology}|{announcing})\s*[,!.:;\-–—]+|{joined}|(?:{ACKNOWLEDGING})\s*[,!.:;]+|(?:{discourse})(?:\s*[,!.:;]+\s*|\s+)))+\s*"
    ))
        .expect("the opening pattern is valid")
});

/// A name signing a message ("Laura", "Mario Rossi"), after thanks or a sign-off and a comma,
/// a full stop or a line break: "Do you sell Thank You Cards" is signed by no one.
const SIGNATURE: &str = r"(?:\s*(?:[,.!]|\n)[\s,.!]*(?-i:[A-ZÀ-Ý][\w'’-]*)(?:\s+(?-i:[A-ZÀ-Ý][\w'’-]*)){0,2})?";

/// Thanks at the end, and the name signing them.
static CLOSING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)[\s,.!]*\b(?:(?:many )?thanks?(?: (?:a lot|so much|in advance))?|thank you(?: (?:so much|very much|in advance))?|thx|cheers|grazie(?: (?:mille|tante|in anticipo|anticipatamente))?){SIGNATURE}[\s,.!]*$"))
        .expect("the closing pattern is valid")
});

/// A letter's sign-off at the end ("Best regards,⏎Laura", "Cordiali saluti, Mario Rossi"), and
/// the name signing it. Its words end questions too ("which plan is best"): it counts only
/// after a line break or the end of a sentence.
static SIGN_OFF: LazyLock<Regex> = LazyLock::new(|| {
    let sign_off = r"(?:(?:best|kind|kindest|warm|warmest|many) )?regards|best wishes|all the best|best|(?:yours )?sincerely|yours truly|(?:(?:cordiali|distinti|tanti|cari) )?saluti(?: cordiali)?|un (?:caro |cordiale )?saluto|buon lavoro";
    Regex::new(&format!(r"(?i)\b(?:{sign_off}|{FAREWELLS}){SIGNATURE}[\s,.!]*$")).expect("the sign-off pattern is valid")
});

/// Words taking leave ("Bye!", "ok grazie, arrivederci"), which close a message as a sign-off
/// does, and alone get a farewell.
const FAREWELLS: &str = r"bye|bye bye|goodbye|good bye|see you(?: soon| later)?|have a (?:nice|good|great) (?:day|evening|weekend)|arrivederci|arrivederla|ciao ciao|(?:grazie|thanks),? ciao|addio|alla prossima|a presto|buona giornata|buona serata|(?:no|nope),? (?:thanks|thank you|grazie)|(?:(?:no|nope),? )?(?:(?:thanks|thank you|grazie),? )?(?:that['’]s all|that is all|nothing else|niente altro|nient['’]altro|a posto così|tutto qui)";

/// A farewell anywhere.
static FAREWELL: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!(r"(?i)\b(?:{FAREWELLS})\b")).expect("the farewell pattern is valid"));

/// `text` without the sign-off ending it, when a line break, a sentence's end or thanks come
/// before ("Grazie, cordiali saluti"). The first sign-off word may be the question's ("which plan
/// is best⏎Best regards"): each is tried in turn.
fn without_sign_off(text: &str) -> &str {
    let mut from = 0;
    while let Some(m) = SIGN_OFF.find_at(text, from) {
        let before = &text[..m.start()];
        if ends_a_sentence(before) || CLOSING.is_match(before) {
            return before;
        }
        from = m.start() + text[m.start()..].chars().next().map_or(1, char::len_utf8);
    }
    text
}

/// Whether `before` ends where a sentence or a line does, or says nothing.
fn ends_a_sentence(before: &str) -> bool {
    let before = before.trim_end_matches([' ', '\t']);
    before.is_empty() || before.ends_with(['\n', '.', '!', '?'])
}

/// Where the courtesies closing `text` begin (its length when none does): thanks, a sign-off,
/// the name signing them.
pub fn closing_courtesies_at(text: &str) -> usize {
    let rest = without_sign_off(text);
    CLOSING.find(rest).map_or(rest.len(), |m| m.start())
}

/// What `text` says between the courtesies before and after it.
fn between_courtesies(text: &str) -> &str {
    let rest = OPENING.find(text).map_or(text, |m| &text[m.end()..]);
    &rest[..closing_courtesies_at(rest)]
}

/// Whether `text` is courtesies only ("Grazie mille!", "Good morning!").
pub fn only_courtesies(text: &str) -> bool {
    // A full stop closes a last greeting as a comma would ("Good morning"), also one before
    // thanks ("perfetto grazie"); an emoji or a laugh says no more than the courtesy beside it
    // ("grazie 😊", "Thanksss lol").
    let says_nothing = |text: &str| between_courtesies(&format!("{}.", text.trim())).trim().is_empty();
    let text = without_noise(text);
    says_nothing(&text) || says_nothing(between_courtesies(&text))
}

/// Whether `text`, courtesies only, thanks or takes in an answer ("Thanks!", "ok perfetto"),
/// rather than greets ("Hi!").
pub fn thanks(text: &str) -> bool {
    THANKING.is_match(text)
}

/// Whether `text`, courtesies only, takes leave ("Bye!", "grazie, arrivederci").
pub fn farewell(text: &str) -> bool {
    FAREWELL.is_match(text)
}

/// `Some(true)` when `text` says only yes ("yes", "sure", "sì, grazie"), `Some(false)` only no
/// ("no", "nope", "no grazie"), courtesies aside.
pub fn yes_or_no(text: &str) -> Option<bool> {
    static YES: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?:yes|yeah|yep|sure|of course|certo|certamente|sì|si|volentieri)(?:\s*[,!.]*\s*(?:please|thanks|thank you|grazie|per favore))?[\s!.]*$").expect("the yes pattern is valid")
    });
    static NO: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?:no|nope|not really|no grazie|no thanks|no thank you|niente|nulla)[\s!.,]*$").expect("the no pattern is valid")
    });
    let text = text.trim();
    if YES.is_match(text) {
        Some(true)
    } else if NO.is_match(text) {
        Some(false)
    } else {
        None
    }
}

/// `question` without the courtesies around it; as it is when they are all it says.
pub fn without_courtesies(question: &str) -> Cow<'_, str> {
    let rest = between_courtesies(question);
    if rest.trim().is_empty() || rest.len() == question.len() {
        return Cow::Borrowed(question);
    }
    Cow::Owned(rest.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greetings_apologies_and_thanks_are_no_part_of_the_question() {
        assert_eq!(without_courtesies("Good morning, how much is the workshop?"), "how much is the workshop?");
        assert_eq!(without_courtesies("Hi there! Sorry to bother you, quick question: where are you based?"), "where are you based?");
        assert_eq!(without_courtesies("Salve, una domanda: quanto costa il workshop?"), "quanto costa il workshop?");
        assert_eq!(without_courtesies("Scusate, avete un ufficio a Milano? Grazie mille!"), "avete un ufficio a Milano?");
        assert_eq!(without_courtesies("quanto costa il workshop grazie"), "quanto costa il workshop");
        assert_eq!(without_courtesies("Buonasera. Mi scusi il disturbo, ho una domanda: che orari avete?"), "che orari avete?");
        assert_eq!(without_courtesies("so how do you handle elisions?"), "how do you handle elisions?");
        assert_eq!(without_courtesies("Ok, allora quanto costa?"), "quanto costa?");
        assert_eq!(without_courtesies("Perfect, and where are you based?"), "and where are you based?");
        assert_eq!(without_courtesies("Fine-tuning: do you offer it?"), "Fine-tuning: do you offer it?");
        assert_eq!(without_courtesies("One more question: where are you based?"), "where are you based?");
        assert_eq!(without_courtesies("That's clear, where are you based?"), "where are you based?");
        assert_eq!(without_courtesies("Good morning and how much is the workshop?"), "how much is the workshop?");
        assert_eq!(without_courtesies("Buongiorno e quanto costa il workshop?"), "quanto costa il workshop?");
        assert_eq!(without_courtesies("Hi Stripe and PayPal, do you take cards?"), "Hi Stripe and PayPal, do you take cards?");
        assert_eq!(without_courtesies("Good morning team and how much is the workshop?"), "how much is the workshop?");
        assert_eq!(without_courtesies("grazie e dove siete?"), "dove siete?");
        assert_eq!(without_courtesies("thanks and where are you based?"), "where are you based?");
        assert_eq!(without_courtesies("Quick question and where are you based?"), "where are you based?");
        assert_eq!(without_courtesies("Ciao ragazzi e dove siete?"), "dove siete?");
        assert_eq!(without_courtesies("Una domanda veloce e dove siete?"), "dove siete?");
        assert_eq!(without_courtesies("Question and answer sessions: do you run them?"), "Question and answer sessions: do you run them?");
        assert_eq!(without_courtesies("A question and answer session: is it recorded?"), "A question and answer session: is it recorded?");
    }

    #[test]
    fn a_sign_off_and_the_name_signing_are_no_part_of_the_question() {
        assert_eq!(without_courtesies("How much is the workshop?\nBest regards,\nLaura"), "How much is the workshop?\n");
        assert_eq!(without_courtesies("what's your address\n\nKind regards, Mark Smith"), "what's your address\n\n");
        assert_eq!(without_courtesies("Quanto costa il workshop? Cordiali saluti, Mario Rossi"), "Quanto costa il workshop? ");
        assert_eq!(without_courtesies("dove siete?\nGrazie in anticipo,\nGiulia"), "dove siete?");
        assert_eq!(without_courtesies("which plan is best"), "which plan is best", "no sign-off inside a sentence");
        assert_eq!(without_courtesies("do you send your regards"), "do you send your regards");
        assert_eq!(without_courtesies("what does Thanks Mario mean"), "what does Thanks Mario mean");
        assert!(only_courtesies("Best regards,\nLaura") && only_courtesies("Un saluto, Tommaso"));
        assert_eq!(without_courtesies("Which plan is best\nBest Regards"), "Which plan is best\n");
        assert_eq!(without_courtesies("Quanto costa il workshop?\nGrazie, cordiali saluti,\nMario Rossi"), "Quanto costa il workshop?");
        assert_eq!(without_courtesies("Do you sell Thank You Cards"), "Do you sell Thank You Cards");
    }

    #[test]
    fn a_greeting_naming_whom_it_greets_is_no_part_of_the_question() {
        assert_eq!(without_courtesies("Dear Acme team,\nhow much is the workshop?"), "how much is the workshop?");
        assert_eq!(without_courtesies("Ciao Let's Encrypt,\ndopo aver donato ricevo qualcosa?"), "dopo aver donato ricevo qualcosa?");
        assert_eq!(without_courtesies("Gentile Sig. Rossi, quanto costa?"), "quanto costa?");
        assert_eq!(without_courtesies("Buongiorno a tutti\ndove siete?"), "dove siete?");
        assert_eq!(without_courtesies("Dear Sir or Madam, where are you?"), "where are you?");
        assert_eq!(without_courtesies("Hey guys what's the price, and the address?"), "Hey guys what's the price, and the address?");
        assert_eq!(without_courtesies("Hello world programs in Python?"), "Hello world programs in Python?");
        assert_eq!(without_courtesies("Hi Stripe and PayPal, do you accept both?"), "Hi Stripe and PayPal, do you accept both?");
    }

    #[test]
    fn courtesies_alone_are_told_from_a_question() {
        assert!(only_courtesies("Grazie mille!") && only_courtesies("Good morning!") && only_courtesies("Thanks"));
        assert!(only_courtesies("Good morning") && only_courtesies(" Ciao, grazie! ") && only_courtesies("grazie 😊"));
        assert!(only_courtesies("Thanksss lol") && only_courtesies("Grazieee ahah"));
        assert!(only_courtesies("ok great, thank you") && only_courtesies("perfetto grazie") && only_courtesies("Got it, thanks!"));
        assert!(!only_courtesies("great stickers?") && !only_courtesies("perfetto il workshop?"));
        assert!(only_courtesies("d’accordo, grazie") && only_courtesies("One more question:"));
        assert!(thanks("ok great, thank you") && thanks("perfetto") && !thanks("Hi!") && !thanks("Buonasera"));
        assert!(!only_courtesies("Thanks, how much is it?") && !only_courtesies("che velocità?"));
    }

    #[test]
    fn farewells_are_courtesies_taking_leave() {
        for text in [
            "Bye!",
            "ok thanks, goodbye",
            "grazie, arrivederci",
            "ciao ciao",
            "Have a nice day!",
            "no thanks",
            "nope, that's all",
            "no grazie",
            "no, a posto così",
            "grazie ciao",
        ] {
            assert!(only_courtesies(text) && farewell(text), "{text}");
        }
        assert_eq!(without_courtesies("where are you based? Bye!"), "where are you based? ");
        assert!(!farewell("Thanks!") && !farewell("Ciao!"), "thanks and a greeting take no leave");
        assert_eq!(without_courtesies("do you say goodbye to your clients?"), "do you say goodbye to your clients?");
    }

    #[test]
    fn a_question_made_of_courtesies_or_using_their_words_is_left_as_it_is() {
        assert_eq!(without_courtesies("Good morning!"), "Good morning!");
        assert_eq!(without_courtesies("Thanks!"), "Thanks!");
        assert_eq!(without_courtesies("What question should I ask?"), "What question should I ask?");
        assert_eq!(without_courtesies("Are you open in the morning?"), "Are you open in the morning?");
        assert_eq!(without_courtesies("Hello world programs in Python?"), "Hello world programs in Python?");
        assert_eq!(without_courtesies("So-called smart contracts?"), "So-called smart contracts?");
        assert_eq!(without_courtesies("and the monthly pass?"), "and the monthly pass?");
        assert_eq!(without_courtesies("do you say thanks to your volunteers?"), "do you say thanks to your volunteers?");
    }
}
