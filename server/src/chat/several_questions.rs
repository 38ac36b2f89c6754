//! A message asking several questions ("How much is the workshop? And where are you based?")
//! gets an answer to each. Read as one question, the first one asked decides what the message
//! asks for, and the others go unanswered while the answer looks whole.
//!
//! Each question is answered on its own; one the site does not answer so is answered again as
//! the next turn of the conversation, after the one before it and its answer, so that an
//! elliptic one ("And the monthly pass?") means what the one before it asked. One pointing back
//! ("…and how long is it?") is read after the one before first.
//! The answers are put together under their questions, their citations numbered in turn; a
//! question the site does not answer gets in its place what it gets asked alone, the passages
//! that may help or the honest refusal. A question answered with the passage an earlier one was
//! answered with asks it again in other words, and is answered once.
//!
//! What a visitor says around a question ("We are a law firm of twenty people. Can the assistant
//! run on our own servers?", "Where are you? I'm coming from Milan.") is no part of it: a
//! question naming its own topic is read alone, one naming nothing ("How much is it?") after
//! what was said, as a follow-up is after the question before it.

use std::cell::RefCell;
use std::sync::LazyLock;

use app::i18n::Locale;
use foldhash::{HashMap, HashSet};
use regex::{Captures, Regex};

use super::about_the_visitor::{opens_with_what_is_theirs, speaks_of_the_visitor};
use super::analyzers::{terms, words_at};
use super::answer::{not_found, Answer, AnswerKind, Source, CITATION};
use super::as_meant::without_noise;
use super::asked_value::{
    asked_value, holds_a_verb, names_a_value_by_noun, opens_as_question, value_named, without_interrogative, without_openers,
    ANY_INTERROGATIVE, AUXILIARY_WORDS, CONDITION_WORDS, INTERROGATIVE_WORDS, QUESTION_PREPOSITIONS,
};
use super::courtesy::{closing_courtesies_at, only_courtesies, without_courtesies};
use super::dictionary::is_italian_present_verb;
use super::frame_words::is_frame_word;
use super::indirect_questions::asked_directly;
use super::opinions::{gives_an_opinion, names_an_opinion};
use super::question::{language_of, DETERMINERS};
use super::request::{ChatRequest, Turn};

/// At most this many questions of one message are answered; the rest stay with the last.
const MAX_QUESTIONS: usize = 3;
/// At most this many pieces of one message are read, a remark before each question; the rest
/// stay with the last. A piece that may not ask costs an answer to settle.
const MAX_PIECES: usize = 2 * MAX_QUESTIONS;
/// A question of fewer words ("Really?", "Davvero?", "Quando?") is no question of its own: it
/// joins the next; one naming a kind of value ("Prezzi?") is, and one naming something else
/// ("Careers?") when the site answers it alone (`one_word_doubt`).
const MIN_WORDS: usize = 2;
/// The fewest words a question has to be parted from the one joined after it ("how long and how
/// much is it" asks once).
const JOINED_WORDS: usize = 3;
/// The most words of its own a piece naming a word of the one before has and still says more of
/// it rather than asking again.
const NEW_WORDS_SAYING_MORE: usize = 1;

/// One question of a message, as `pieces_in` reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Piece {
    text: String,
    /// How it is read when it may not ask: an Italian question without an interrogative reads as
    /// a remark does ("funziona anche su Slack e…", "la chat è lenta e…").
    doubt: Option<Doubt>,
}

/// How a piece that may not ask is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Doubt {
    /// As a question of its own when the site answers it alone, else as what the visitor says
    /// before the next one: "funziona anche su Slack", "la chat è lenta".
    AsksOrSays,
    /// As what the visitor says before the next question: an English remark ("The site is really
    /// clear and how much is the workshop?"), an Italian opinion ("il sito è bello e…").
    Says,
    /// As part of the question after it when that points back to it ("Workshop and how much is
    /// it?"), else as `AsksOrSays`: one word ("careers and what is your phone number?").
    AsksOrJoins,
    /// As a question of its own when the site answers it alone, else as part of the one before:
    /// "e il workshop ha un prezzo fisso" in "per quanto tempo conservate i dati e il workshop ha
    /// un prezzo fisso".
    AsksOrGoesOn,
    /// As part of the one before when the site answers the two together ("How much is the
    /// workshop? Online?"), else as a question of its own when the site answers it alone ("What
    /// is your phone number? Workshop?"): one word after a question.
    GoesOnOrAsks,
}

/// The questions `message` (in `locale`) asks, each ending with its question mark; one when it
/// asks one. A piece naming a word of the one before and little of its own says more of it
/// ("c'è il wifi veloce? che velocità?") and stays with it, and so do courtesies ("… Grazie
/// mille!") and marks alone ("? ?").
fn pieces_in(message: &str, locale: Locale) -> Vec<Piece> {
    let pieces: Vec<Piece> = asked_apart(message, locale)
        .into_iter()
        .flat_map(|(text, doubt)| {
            let parts = values_apart(text);
            // A piece asking for two kinds of value is two questions ("Your address and phone
            // number and how much…"), whatever it may say; it may go on with the one before.
            let asks_twice = parts.len() > 1;
            parts.into_iter().enumerate().map(move |(i, text)| {
                let doubt = doubt.filter(|&doubt| if doubt == Doubt::AsksOrGoesOn { i == 0 } else { !asks_twice });
                Piece { text, doubt }
            })
        })
        .collect();
    // The pieces beyond the most read stay with the last.
    let mut pieces = at_most(pieces, MAX_PIECES, |rest| Piece {
        text: rest.into_iter().map(|piece| piece.text).collect::<Vec<_>>().join(" "),
        doubt: None,
    });
    let goes_on = |doubt: Doubt| matches!(doubt, Doubt::AsksOrGoesOn | Doubt::GoesOnOrAsks);
    if let Some(last) = pieces.last_mut().filter(|last| last.doubt.is_some_and(|doubt| !goes_on(doubt))) {
        last.doubt = None;
    }
    if let Some(first) = pieces.first_mut().filter(|first| first.doubt.is_some_and(goes_on)) {
        first.doubt = None;
    }
    pieces
}

/// `pieces` as the questions they ask, each with what the visitor says before it: a piece that
/// may not ask is read as its doubt says, `answer_to` giving what the site answers it with alone
/// (nothing when it does not) and `points_back` whether a question goes on from the one before
/// ("how much is it?").
fn settled(
    pieces: Vec<Piece>,
    answer_to: impl Fn(&str) -> Option<String>,
    points_back: impl Fn(&str) -> bool,
) -> Vec<(Option<String>, String)> {
    let answered = |question: &str| answer_to(question).is_some();
    let mut questions: Vec<(Option<String>, String)> = Vec::new();
    let mut said: Option<String> = None;
    let mut joined: Option<String> = None;
    let mut pieces = pieces.into_iter().peekable();
    while let Some(Piece { text, doubt }) = pieces.next() {
        let text = as_typed(joined.take(), text);
        match (doubt, questions.last_mut()) {
            (Some(Doubt::AsksOrJoins), _) if pieces.peek().is_some_and(|next| points_back(&next.text)) => joined = Some(text),
            (Some(Doubt::AsksOrJoins), _) if !answered(&text) => said = Some(as_typed(said.take(), text)),
            // Two pieces said in turn are said together.
            (Some(Doubt::Says), _) => said = Some(as_typed(said.take(), text)),
            (Some(Doubt::AsksOrSays), _) => {
                let asked = as_asked(&text);
                if answered(&asked) {
                    questions.push((said.take(), asked))
                } else {
                    said = Some(as_typed(said.take(), text))
                }
            }
            // Read with the one before only when that answers more: "in che anno è stato scritto il
            // manifesto e il lavoro è da remoto" is answered in its first part alone, and so is
            // "perché sento pubblicità in tedesco e l'app è a pagamento", whose second part then
            // gets the passages that may help it.
            (Some(Doubt::AsksOrGoesOn), Some(last)) => {
                let asked = as_asked(&text);
                let answers_more = || match (answer_to(&last.1), answer_to(&format!("{} {text}", last.1))) {
                    (None, _) => true,
                    (Some(alone), together) => together.is_some_and(|together| together != alone),
                };
                if !answered(&asked) && answers_more() {
                    last.1 = format!("{} {text}", last.1)
                } else {
                    questions.push((said.take(), asked))
                }
            }
            (Some(Doubt::GoesOnOrAsks), Some(last)) if answered(&format!("{} {text}", last.1)) || !answered(&text) => {
                last.1 = format!("{} {text}", last.1)
            }
            _ => questions.push((said.take(), text)),
        }
    }
    if let Some(text) = joined {
        questions.push((said.take(), text));
    }
    // The questions beyond the most answered stay with the last, as typed.
    at_most(questions, MAX_QUESTIONS, |rest| {
        (None, rest.into_iter().map(|(said, text)| as_typed(said, text)).collect::<Vec<_>>().join(" "))
    })
}

/// `piece`, which may ask yes or no as Italian states ("tenere aperta la porta 80 rende il server
/// meno sicuro"), asked: without its mark, it reads as a statement, and finds what the site says
/// of it rather than whether it is so.
fn as_asked(piece: &str) -> String {
    format!("{}?", piece.trim_end_matches(|c: char| c.is_ascii_punctuation() || c.is_whitespace()))
}

/// `text` after what was `said` before it, as typed.
fn as_typed(said: Option<String>, text: String) -> String {
    match said {
        Some(said) => format!("{said} {text}"),
        None => text,
    }
}

/// `items` with those beyond the `most` joined into the last by `join`.
fn at_most<T>(mut items: Vec<T>, most: usize, join: impl FnOnce(Vec<T>) -> T) -> Vec<T> {
    if items.len() > most {
        let rest = items.split_off(most - 1);
        items.push(join(rest));
    }
    items
}

/// The pieces of `message` each ending with its question mark, or with its line when the next
/// opens as a question does and the line says nothing of the visitor ("how much is the
/// workshop⏎where are you based", "avete un ufficio a Milano⏎quanto costa"; "I run a bakery⏎how
/// much is it" and "Dear team,⏎how much is it" ask once), as `pieces_in` says, each with its
/// doubt.
fn asked_apart(message: &str, locale: Locale) -> Vec<(&str, Option<Doubt>)> {
    // Where each question mark ends a piece ("??" and "?!" end one).
    let marks = message.match_indices('?').map(|(i, _)| i + 1).filter(|&end| !message[end..].starts_with(['?', '!']));
    let line_before = |end: usize| &message[message[..end - 1].rfind(['\n', '?']).map_or(0, |i| i + 1)..end];
    let lines = message.match_indices('\n').map(|(i, _)| i + 1).filter(|&end| {
        // A line ending with a comma opens a letter ("Dear hack.bs team,"), and asks nothing.
        let line = line_before(end);
        opens_as_question(&message[end..]) && !line.trim_end().ends_with(',') && !speaks_of_the_visitor(line, locale)
    });
    // Each cut with the doubt of the piece beside it, if one may not ask.
    let mut cuts: Vec<(usize, Option<Doubt>)> =
        marks.chain(lines).map(|cut| (cut, None)).chain(joined_questions(message, locale)).collect();
    cuts.sort_unstable_by_key(|&(cut, _)| cut);
    cuts.push((message.len(), None));
    // Where each question starts and ends. A piece too short to ask and without a doubt, or of
    // courtesies only, joins the next; what is left after the last question joins it.
    let mut questions: Vec<(usize, usize, Option<Doubt>)> = Vec::new();
    let mut from = 0;
    // The doubt of the cut opening the piece: the piece after it may go on with the one before.
    let mut opened: Option<Doubt> = None;
    for (cut, doubt) in cuts {
        let piece = &message[from..cut];
        // One word naming a kind of value asks for it ("Prezzi? Dove siete?", "phone and how much
        // is the workshop?"); any other is read as its doubt says, and one naming nothing
        // ("Really?") joins the next.
        let too_short = word_count(piece) < MIN_WORDS && !names_a_value_by_noun(piece);
        // One word asked before another question ("Careers? What is your phone number?") is read
        // as before "and"; asked last, after a question, as `Doubt::GoesOnOrAsks` says.
        let asked = (too_short && piece.trim_end().ends_with('?')).then(|| one_word_doubt(piece)).flatten();
        let own = match asked {
            Some(doubt) if cut < message.len() => Some(doubt),
            Some(Doubt::AsksOrJoins) if !questions.is_empty() => Some(Doubt::GoesOnOrAsks),
            _ => None,
        };
        let closed = doubt.filter(|&doubt| doubt != Doubt::AsksOrGoesOn);
        // A word of opinion taking in an answer ("great and where…", "perfetto e dove…") is
        // said before the question, not read into it as a courtesy would be: it would be a
        // topic the site never mentions.
        let said = closed == Some(Doubt::Says);
        if (too_short && closed.is_none() && own.is_none()) || (only_courtesies(piece) && !said) {
            continue;
        }
        // What the visitor says of themselves after asking ("…? I'm coming from Milan.") is no
        // question of its own.
        let of_the_visitor = || speaks_of_the_visitor(piece, locale);
        match questions.last_mut() {
            Some(last) if says_more_of(&message[last.0..last.1], piece, locale) || of_the_visitor() => {
                last.1 = cut;
                last.2 = closed.or(last.2.filter(|&doubt| doubt == Doubt::AsksOrGoesOn));
            }
            // Its doubt is its own: said again into the one before ("Refunds?" after "Do you
            // offer refunds?"), it does not make that one a remark.
            _ => questions.push((from, cut, closed.or(own).or(opened))),
        }
        opened = doubt.filter(|&doubt| doubt == Doubt::AsksOrGoesOn);
        from = cut;
    }
    let Some(last) = questions.last_mut() else { return vec![(message.trim(), None)] };
    last.1 = message.len();
    questions.into_iter().map(|(start, end, doubt)| (message[start..end].trim(), doubt)).collect()
}

/// Where a question joined to the one before by "and" (or "and also", "plus"), a semicolon, a
/// full stop, "&" or "+" starts ("how much is the workshop and where are you based", "avete un
/// ufficio a Milano e quanto costa", "How much is it. Where are you based.", as visitors type
/// without question marks): where both pieces ask as questions do, with an interrogative (not
/// "…and what the pilot offers", a clause of the question before), an English auxiliary and its
/// subject ("and is there parking") or an Italian verb opening a question ("e posso pagare con
/// carta"). Before a word joining, a piece that does not ask is cut off too: one naming a kind
/// of value asks for it ("Office hours on weekdays and where are you based"), even in two words
/// ("team size and…"); any other as one that may not ask (`Doubt`). An English one says
/// something ("The site is really clear and how much is the workshop?"), unless it holds an
/// interrogative; one leading to a question after a comma asks it ("I'm a journalist, who
/// should I write to and…", "…and I live in Turin, where are you based"); it may ask when it asks
/// whether ("Just checking whether you work with public bodies and…"), and asks when it is a
/// keyword query, without a verb, a thing of its own first or a word of opinion ("data deletion
/// and…", not "Really great work guys and…"). An Italian one may ask yes
/// or no as Italian states ("funziona anche su Slack e in che lingue parla l'assistente") or say
/// something ("la chat è lenta e quanto costa"). An opinion (`opinions.rs`), and what the visitor
/// says of themselves ("I bought it and how do I book"), are said before the question. An
/// Italian piece with a verb of its own after one that asks may ask too ("per quanto tempo
/// conservate i dati e il workshop ha un prezzo fisso"), unless the one before goes on with a
/// clause ("cosa succede se il server si blocca e i dati sono persi"). A piece too short to ask
/// is read with the question after it ("how long and how much is it"); before a mark, a piece
/// that does not ask says something ("The workshop looks great. How much is it?",
/// `said_before`). A comma joins a
/// statement to a question too often to part them ("I found it in another store, is that
/// version official?"). Each cut comes with the doubt of the piece beside it, if one may not
/// ask.
fn joined_questions(message: &str, locale: Locale) -> impl Iterator<Item = (usize, Option<Doubt>)> + '_ {
    // A mark is matched without the space after it, which may open a word joining; a run of
    // marks ("...") is one.
    static JOINED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\s(and(?:\s+also)?|e(?:\s+anche)?|ed|also|plus)\s|([;.&+]+)").expect("the joining pattern is valid")
    });
    // An approximation may come first ("roughly how many", "circa quanti"), and "che" asks before
    // a noun ("che risultato avete ottenuto").
    static INTERROGATIVE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(
            r"(?i)^(?:(?:{APPROXIMATIONS})\s+)?(?:(?:{QUESTION_PREPOSITIONS})\s+)?({INTERROGATIVE_WORDS}|che)\b(?:\s+(\w+))?"
        ))
        .expect("the interrogative pattern is valid")
    });
    static AUXILIARY: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i)^(?:{AUXILIARY_WORDS})\s+(?:(?:{})\b|(?-i:[A-ZÀ-Ý]))", SUBJECTS.join("|")))
            .expect("the auxiliary pattern is valid")
    });
    // Whether a piece asks as a question does: an interrogative before a subject opens a clause
    // ("what the pilot offers", "when I come back to an episode, how far…"), and a request to be
    // told around a statement asks nothing of its own ("Could you tell me, I use it offline").
    // Italian asks in the order it states ("quando il workshop inizia"), and its "a" is a
    // preposition ("quanto a lungo").
    let clause = move |interrogative: &str, next: &str, piece: &str| {
        let next = next.to_lowercase();
        if interrogative.eq_ignore_ascii_case("che") {
            CLAUSE_AFTER_CHE.contains(&next.as_str())
        } else {
            SUBJECTS.contains(&next.as_str()) && language_of(piece, locale) == Locale::En
        }
    };
    let asks = move |piece: &str| {
        let direct = asked_directly(piece);
        let piece = without_openers(direct.question.trim_start());
        INTERROGATIVE.captures(piece).is_some_and(|c| !c.get(2).is_some_and(|next| clause(&c[1], next.as_str(), piece)))
            || AUXILIARY.is_match(piece)
            || opens_as_italian_question(piece)
            || asked_after_a_condition(piece).is_some()
    };
    // What the visitor says before a comma may lead to what they ask: in the piece after a
    // joining, after its first comma ("and I found it in another store, is that version
    // official"); in the piece before, after its last ("I'm a journalist, who should I write
    // to and…"). One clause each: a message of many commas and joinings is read in linear time.
    let asks_after_a_comma = move |piece: &str| piece.split_once(',').is_some_and(|(_, rest)| asks(rest));
    let asks_last = move |piece: &str| piece.rsplit_once(',').is_some_and(|(_, last)| asks(last));
    JOINED.captures_iter(message).filter_map(move |c| {
        // A word joining stays with the question it opens ("and where are you based"); a mark
        // closes the one before.
        let (joiner, mark) = match (c.get(1), c.get(2)) {
            (Some(word), _) => (word, false),
            (_, Some(mark)) if message[mark.end()..].starts_with(char::is_whitespace) => (mark, true),
            _ => return None,
        };
        let before = &message[sentence_start(&message[..joiner.start()])..joiner.start()];
        let rest = message[joiner.end()..].trim_start();
        let after = &rest[..rest.find(['?', '\n']).unwrap_or(rest.len())];
        // A piece naming a kind of value asks for it ("team size and when did you start",
        // "Office hours on weekdays and where are you based"), and so does a keyword query ("data
        // deletion and will my documents leave Europe"): a bare piece, without the verbs of a
        // sentence nor a thing of its own first ("The site loads fast on my phone and…"
        // remarks), may be one even in two words; in Italian, one without a verb of the present
        // either ("funziona anche su Slack e…" may ask yes or no) is one.
        let asks_nothing = !ANY_INTERROGATIVE.is_match(before);
        let language = language_of(before, locale);
        // An opinion naming a thing that holds a value asks for none ("il sito si apre veloce sul
        // telefono").
        let names_a_value = asks_nothing && asked_value(before).is_some() && !gives_an_opinion(before, language);
        let bare = asks_nothing && !holds_a_verb(before, language) && !opens_with_a_determiner(before);
        let keywords = bare && !(language == Locale::It && states(before));
        // Each naming its value ("what's your address and phone number"), the two are parted by
        // `values_apart`, which lends the second the first's interrogative.
        // Read only where needed: the piece after may run to the message's end.
        let value_after = || asks_for_a_value_bare(after, locale) && !words_at(before).any(|(_, word)| value_named(word).is_some());
        let enough = (word_count(before) >= JOINED_WORDS || names_a_value || bare || value_after()) && word_count(after) >= MIN_WORDS;
        let cut = if mark { joiner.end() } else { joiner.start() };
        if !enough {
            return None;
        }
        // Inside a request to be told too: "Mi sapreste dire, ho installato da F-Droid e…".
        // What the visitor says of themselves may lead to a question ("sono un giornalista, a chi
        // scrivo e…"), which is asked.
        let asks_before = asks(before);
        let leads_to_a_question = !asks_before && asks_last(before);
        if !leads_to_a_question
            && (speaks_of_the_visitor(before, locale) || speaks_of_the_visitor(&asked_directly(before).question, locale))
        {
            // What the visitor says of themselves before a question is said before it. In Italian,
            // a thing of theirs as the subject may be asked of yes or no ("i miei documenti escono
            // dall'Europa e…").
            let doubt = if language_of(before, locale) == Locale::It && opens_with_what_is_theirs(before) {
                Doubt::AsksOrSays
            } else {
                Doubt::Says
            };
            return (!mark && asks_nothing && !asks_before && asks(after)).then_some((cut, Some(doubt)));
        }
        let written_in = |piece: &str, language: Locale| !mark && language_of(piece, locale) == language;
        // One word naming no value is read as `one_word_doubt` says, whatever follows.
        let query = || names_a_value || (keywords && word_count(before) > 1 && !names_an_opinion(before, language));
        match (asks_before || leads_to_a_question, asks(after) || asks_after_a_comma(after)) {
            (true, true) => Some((cut, None)),
            // A keyword query asks, answered or not; a remark without a verb does not.
            (false, true) if !mark && names_a_value => Some((cut, None)),
            // One word is read as `one_word_doubt` says: "careers and what is your phone
            // number?" asks twice, "really and…" once, "great and…" says something first.
            (false, true) if !mark && keywords && word_count(before) == 1 => Some((cut, one_word_doubt(before))),
            (false, true) if !mark && keywords && !names_an_opinion(before, language) => Some((cut, None)),
            (false, true) if written_in(before, Locale::En) && asks_nothing => {
                Some((cut, Some(if !keywords && asks_whether(before) { Doubt::AsksOrSays } else { Doubt::Says })))
            }
            (false, true) if written_in(before, Locale::It) => {
                Some((cut, Some(if keywords || gives_an_opinion(before, Locale::It) { Doubt::Says } else { Doubt::AsksOrSays })))
            }
            // After an opinion, what follows is asked, however it opens ("la chat è comoda e
            // lavorate anche con la pubblica amministrazione", "Your site is nice and is Acme a
            // startup").
            (false, false) if !mark && gives_an_opinion(before, language) => Some((cut, Some(Doubt::Says))),
            // After a question, a keyword query naming a kind of value asks for it ("quanto dura la
            // gara e prezzo abbonamento di tre mesi", "how long is the workshop and price for two").
            (true, false) if !mark && value_after() => Some((cut, None)),
            (true, false)
                if written_in(after, Locale::It) && states(after) && !goes_on(before) && !speaks_of_the_visitor(after, locale) =>
            {
                Some((cut, Some(Doubt::AsksOrGoesOn)))
            }
            // A keyword query asks before another naming a kind of value ("metro più vicina e
            // prezzo abbonamento di tre mesi"), and before an Italian piece that may ask yes or no
            // as Italian states ("prezzi e i miei documenti escono dall'Europa"), which is asked
            // when the site answers it alone and read with the query otherwise, as typed.
            (false, false) if !mark && query() && value_after() => Some((cut, None)),
            (false, false) if query() && written_in(after, Locale::It) && states(after) => Some((cut, Some(Doubt::AsksOrGoesOn))),
            _ => None,
        }
    })
}

/// How many words `text` has: marks typed apart ("- careers and…") are none.
fn word_count(text: &str) -> usize {
    text.split_whitespace().filter(|word| word.chars().any(char::is_alphanumeric)).count()
}

/// How one word before a question is read: a word of opinion ("great", "bello", which one word
/// may not tell the language of) as said before it, one naming something ("careers") as a
/// question of its own when the site answers it alone and the question does not point back to
/// it; one naming nothing ("really", "quando") is read with the question.
fn one_word_doubt(word: &str) -> Option<Doubt> {
    let word = word.trim_matches(|c: char| !c.is_alphanumeric());
    // Marks alone and a link ("…/page?ref=1") are no word.
    if word.is_empty() || !word.chars().all(|c| c.is_alphabetic() || matches!(c, '-' | '\'' | '’')) {
        return None;
    }
    match Locale::ALL.iter().any(|&language| names_an_opinion(word, language)) {
        true => Some(Doubt::Says),
        false => (!is_frame_word(word)).then_some(Doubt::AsksOrJoins),
    }
}

/// Whether `piece` names a kind of value as a keyword query does: no interrogative, no verb
/// ("prezzo abbonamento di tre mesi", "price for two people").
fn asks_for_a_value_bare(piece: &str, locale: Locale) -> bool {
    let piece = piece.trim_start_matches(|c: char| !c.is_alphanumeric());
    !ANY_INTERROGATIVE.is_match(piece) && names_a_value_by_noun(piece) && !holds_a_verb(piece, language_of(piece, locale))
}

/// Whether an English piece asks whether ("Just checking whether you work with public bodies"),
/// as a remark does not.
fn asks_whether(piece: &str) -> bool {
    static WHETHER: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(?:whether|if)\b").expect("the pattern is valid"));
    WHETHER.is_match(piece)
}

/// Whether `piece` opens with a determiner, naming a thing of its own ("The site…", "Your
/// pages…", "Il sito…").
fn opens_with_a_determiner(piece: &str) -> bool {
    words_at(piece).next().is_some_and(|(_, word)| DETERMINERS.contains(&word.to_lowercase().as_str()))
}

/// Whether an Italian piece says something with a verb of the present ("e il workshop *ha* un
/// prezzo fisso", "e le risposte *dicono* da dove…"), rather than naming more things ("e gli
/// enti pubblici", "e la manutenzione del sistema"): a word read as a verb after an article or a
/// preposition names a thing ("il *sistema*", "la *domanda*").
fn states(piece: &str) -> bool {
    let words: Vec<String> = words_at(piece).map(|(_, word)| word.to_lowercase()).collect();
    let names_next = |word: &str| DETERMINERS.contains(&word) || ITALIAN_PREPOSITIONS.contains(&word);
    words.iter().enumerate().any(|(i, word)| is_italian_present_verb(word) && !(i > 0 && names_next(&words[i - 1])))
}

/// The Italian prepositions, alone and with their article, and the article written before an
/// apostrophe ("l'", "dell'").
const ITALIAN_PREPOSITIONS: [&str; 48] = [
    "a", "da", "di", "in", "con", "su", "per", "tra", "fra", "l", "del", "dello", "della", "dei", "degli", "delle", "dell", "al", "allo",
    "alla", "ai", "agli", "alle", "all", "dal", "dallo", "dalla", "dai", "dagli", "dalle", "dall", "nel", "nello", "nella", "nei", "negli",
    "nelle", "nell", "sul", "sullo", "sulla", "sui", "sugli", "sulle", "sull", "col", "coi", "d",
];

/// Whether an Italian question goes on past its first words with a clause that a piece joined
/// by "e" may continue ("cosa succede se il server si blocca e i dati sono persi", "quanto costa
/// per chi lavora in proprio e ha una partita IVA"). The interrogative opening a clause asks,
/// and opens none ("in che anno…", "…, a chi scrivo"); nor does a condition the question's verb
/// closes ("se non ho la partita IVA posso essere assunto").
fn goes_on(question: &str) -> bool {
    static CLAUSE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)(?:^|\s)(?:se|quando|mentre|perché|perche|poiché|finché|qualora|che|chi|cui|dopo che|prima che|nel caso)\s")
            .expect("the clause pattern is valid")
    });
    question.split(',').any(|clause| {
        let clause = without_interrogative(clause);
        CLAUSE.is_match(&clause[asked_after_a_condition(clause).unwrap_or(0)..])
    })
}

/// Where the piece of `text` before a joining starts: after a question, a line or a sentence
/// ("I got it from F-Droid. what do I do and…"). Read from the clause before the joining
/// instead ("I'm a journalist, who should I write to and…"), two questions of the
/// two-questions probe gained and three of a corpus read by its totals lost.
fn sentence_start(text: &str) -> usize {
    let ends = |(i, c): &(usize, char)| {
        matches!(c, '?' | '\n') || (matches!(c, '.' | '!' | ';') && text[i + c.len_utf8()..].starts_with(char::is_whitespace))
    };
    text.char_indices().rev().find(ends).map_or(0, |(i, c)| i + c.len_utf8())
}

/// Words that may come before an interrogative ("roughly how many", "circa quanti").
const APPROXIMATIONS: &str = "roughly|approximately|about|exactly|precisely|more or less|circa|esattamente|più o meno|all'incirca";

/// The words after which "che" opens a clause ("e che il prezzo…", "e che non…"), not a question
/// ("e che risultato avete ottenuto").
const CLAUSE_AFTER_CHE: [&str; 28] = [
    "il", "lo", "la", "i", "gli", "le", "l", "un", "una", "uno", "io", "tu", "lui", "lei", "noi", "voi", "loro", "si", "ci", "mi", "ti",
    "vi", "ne", "non", "è", "sia", "ha", "hanno",
];

/// The words that are an English question's subject after its auxiliary ("is *there*", "do
/// *you*", "can *anyone*"), as a name is ("can *AntennaPod* show…"), and open a clause after an
/// interrogative ("what *the* pilot offers").
const SUBJECTS: [&str; 26] = [
    "i", "you", "we", "they", "he", "she", "it", "there", "the", "a", "an", "your", "my", "our", "their", "his", "her", "its", "this",
    "that", "these", "those", "anyone", "anybody", "someone", "somebody",
];

/// Whether `text` opens as an Italian question without an interrogative does, with a verb asking
/// whether there is, one can or the owner does ("c'è il parcheggio", "posso pagare con carta",
/// "avete un ufficio a Milano"): Italian asks in the order it states.
fn opens_as_italian_question(text: &str) -> bool {
    static OPENING: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(&format!(r"(?i)^\s*(?:{ITALIAN_OPENING_VERBS})\b")).expect("the Italian question pattern is valid"));
    OPENING.is_match(text)
}

/// The verbs an Italian question without an interrogative opens with.
const ITALIAN_OPENING_VERBS: &str = r"c['’]è|ci sono|posso|possiamo|potete|si può|si possono|è possibile|avete|siete|fate|usate|offrite|serve|servono|bisogna|devo|dobbiamo";

/// Where `text`, opening with a condition, goes on without a comma to ask as a question opening
/// with its verb does ("se non ho la partita IVA *posso* essere assunto", "if I move abroad *can
/// I* keep my plan"): the condition says when the question holds. In English only an auxiliary
/// asking what one may or will do before "I", "we" or "you": inside a condition, "is the" or
/// "do they" as often go on stating it ("if the price is the same…").
fn asked_after_a_condition(text: &str) -> Option<usize> {
    static ASKED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(
            r"(?i)^\s*(?:{CONDITION_WORDS})\b[^,;:.!?]*?\s((?:{ITALIAN_OPENING_VERBS}|(?:can|could|do|should|will|may|must)\s+(?:i|we|you))\b)"
        ))
        .expect("the pattern of a question after its condition is valid")
    });
    ASKED.captures(text).and_then(|c| c.get(1)).map(|verb| verb.start())
}

/// Words joining two things asked ("address and phone", "indirizzo e telefono").
const AND: [&str; 3] = ["and", "e", "ed"];
/// The most words after "and" that name a second value rather than start a clause of their own
/// ("and how long is it?" asks on its own: `joined_questions`).
const VALUE_PHRASE: usize = 4;

/// `question` as two where it asks for two kinds of value joined by "and": "what's your address
/// and phone number?" is "what's your address?" and "what's phone number?", "indirizzo e
/// telefono?" is "indirizzo?" and "telefono?". Read as one, the kind asked last decides.
fn values_apart(question: &str) -> Vec<String> {
    let words: Vec<(usize, &str)> = words_at(question).collect();
    let kind_of = |&(_, word): &(usize, &str)| value_named(word);
    for (i, &(at, word)) in words.iter().enumerate() {
        if !AND.contains(&word.to_lowercase().as_str()) || i == 0 {
            continue;
        }
        let (before, after) = (&words[..i], &words[i + 1..]);
        let second = after.iter().find_map(kind_of);
        let Some(first_at) = before.iter().position(|w| kind_of(w).is_some()) else { continue };
        let last_kind = before.iter().rev().find_map(kind_of);
        if after.is_empty() || after.len() > VALUE_PHRASE || second.is_none() || second == last_kind {
            continue;
        }
        // The second value takes the place of the first, with its determiners ("your", "il vostro").
        let phrase_start = before[..first_at].iter().rev().take_while(|(_, w)| DETERMINERS.contains(&w.to_lowercase().as_str())).last();
        let start = phrase_start.map_or(before[first_at].0, |(at, _)| *at);
        let first = format!("{}?", question[..at].trim_end());
        let second = format!("{}{}", &question[..start], &question[after[0].0..]);
        return vec![first, second];
    }
    vec![question.to_string()]
}

/// Whether `other`, the piece of a message after `one`, says more of it: it names a word of it
/// (in the site's language `locale`) and at most one of its own ("c'è il wifi veloce? che
/// velocità?"), asking for no other kind of value. "Can a certificate be issued for an IP
/// address? Is there a tool that makes your certificates work on GoDaddy?" asks twice about
/// certificates.
fn says_more_of(one: &str, other: &str, locale: Locale) -> bool {
    let words: HashSet<String> = terms(locale, one).into_iter().collect();
    let (shared, own): (Vec<String>, Vec<String>) = terms(locale, other).into_iter().partition(|t| words.contains(t));
    // "How much is the workshop? How long is the workshop?" asks for another kind of value.
    let another_value = matches!((asked_value(one), asked_value(other)), (Some(first), Some(second)) if first != second);
    !shared.is_empty() && own.len() <= NEW_WORDS_SAYING_MORE && !another_value
}

/// What a question says before and after it asks ("I run a small company near Bergamo. How much
/// is the workshop?", "Where are you? I'm coming from Milan."), and what it asks. What it asks
/// ends with a question mark, or, when none is typed, follows a sentence (or a line) that asks
/// nothing ("I run a bakery. what's your address"). `None` for a question saying nothing around
/// it, or only courtesies.
fn context_of(question: &str, locale: Locale) -> (Option<String>, &str) {
    let (asked, after) = match question.rfind('?') {
        Some(mark) if speaks_of_the_visitor(&question[mark + 1..], locale) => (&question[..=mark], Some(question[mark + 1..].trim())),
        _ => (question, None),
    };
    let (before, asked) = said_before(asked);
    let context: Vec<&str> = before.into_iter().chain(after).collect();
    ((!context.is_empty()).then(|| context.join(" ")), asked)
}

/// What `question` says before it asks, and what it asks, as `context_of` says.
fn said_before(question: &str) -> (Option<&str>, &str) {
    // The last full stop or line break before the courtesies closing the question, with more than
    // courtesies after it: "… the company. Thanks! 🙂" asks before its thanks, "…?⏎Kind
    // regards,⏎Mark Smith" before its signature; "I run a bakery⏎how much is it?" after the break.
    let closing = closing_courtesies_at(question);
    let ends_a_sentence =
        |(i, c): (usize, char)| c == '\n' || (matches!(c, '.' | '!') && question[i + 1..].starts_with(char::is_whitespace));
    let asks_after = |i: usize| {
        let after = &question[i + 1..closing];
        after.chars().any(char::is_alphanumeric) && !only_courtesies(after)
    };
    let stop = question[..closing].char_indices().rev().filter(|&stop| ends_a_sentence(stop)).find(|&(i, _)| asks_after(i));
    let Some((i, _)) = stop else { return (None, question) };
    let (context, asked) = (question[..=i].trim(), question[i + 1..].trim());
    // What comes before says something only when it asks nothing: "What is the price of⏎the
    // workshop?", "Do you work with Acme Inc. or only with startups?", "I'd like to know the
    // price of⏎the workshop" are one question each.
    let said = without_courtesies(context);
    let says = !opens_as_question(&said) && asked_directly(&said).question.len() == said.len() && !only_courtesies(context);
    // "I updated the app. Why? Thanks!" asks one word: what was said is what it asks about.
    let asked_words = without_courtesies(&without_noise(asked)).split_whitespace().count();
    if says && asked_words >= MIN_WORDS {
        (Some(context), asked)
    } else {
        (None, question)
    }
}

/// The answer to `request` from `answer_one`: to each of its questions, put together, when it
/// asks several, or to what it asks when it says something around it; as a whole, as the
/// visitor wrote it, when it asks one question and says nothing around it, or when it asks
/// several and none is answered (the passages that may help each one, under its heading, when
/// the whole is not answered either).
/// `leaning` says what a question leans on, read alone, after what the visitor said with it (or
/// with nothing said).
pub fn answer_each_question(
    request: &ChatRequest,
    answer_one: impl Fn(&ChatRequest) -> Answer,
    leaning: impl Fn(&str, Option<&str>) -> Leaning,
) -> Answer {
    // What a question asked alone gets, kept: settling a piece that may not ask answers it alone,
    // and so may answering it.
    let answered_alone: RefCell<HashMap<String, Answer>> = RefCell::default();
    let alone = |question: &str| {
        if let Some(answer) = answered_alone.borrow().get(question) {
            return answer.clone();
        }
        let answer = answer_one(&ChatRequest { question: question.to_string(), locale: request.locale, history: request.history.clone() });
        answered_alone.borrow_mut().insert(question.to_string(), answer.clone());
        answer
    };
    let points_back = |question: &str| leaning(question, None) != Leaning::Itself;
    let questions = settled(
        pieces_in(&request.question, request.locale),
        |question| Some(alone(question)).filter(|answer| answer.grounded).map(|answer| answer.text),
        points_back,
    );
    let asked: Vec<(Option<String>, &str)> = questions
        .iter()
        .map(|(said, question)| match (said, context_of(question, request.locale)) {
            (Some(said), (Some(context), asked)) => (Some(format!("{said} {context}")), asked),
            (Some(said), (None, asked)) => (Some(said.clone()), asked),
            (None, read) => read,
        })
        .collect();
    // A question naming its own topic is read alone: a visitor's words about themselves ("I
    // found your site on Google") would find sentences of their own, and turn a right refusal
    // into an answer. One speaking of what was said ("I'm interested in the workshop. How much
    // is it?") is read after it, as a turn before the question whose words count for less than
    // its own; alone when that answers nothing.
    let asked_after = |(context, question): &(Option<String>, &str), history: &[Turn]| {
        let ask = |history: Vec<Turn>| match history == request.history {
            true => alone(question),
            false => answer_one(&ChatRequest { question: question.to_string(), locale: request.locale, history }),
        };
        let Some(context) = context else { return ask(history.to_vec()) };
        let readings = match leaning(question, Some(context)) {
            Leaning::Itself => return ask(history.to_vec()),
            // After an answer, "…I got it from F-Droid. What do I do?" asks of what was just
            // said, not of the question before; "We are ten. For how long?" of both.
            Leaning::WhatWasSaid if !history.is_empty() => {
                vec![vec![Turn::User(context.clone())], with_context(history, context), history.to_vec()]
            }
            _ => vec![with_context(history, context), history.to_vec()],
        };
        let mut answers = Vec::new();
        for reading in readings {
            let answer = ask(reading);
            if answer.grounded {
                return answer;
            }
            answers.push(answer);
        }
        // None answers: passages that may help rather than a refusal.
        let last = answers.pop().expect("a question is read at least once");
        answers.into_iter().find(|answer| answer.kind != AnswerKind::NotFound).unwrap_or(last)
    };
    let answered = match &asked[..] {
        [(None, _)] => None,
        [one] => Some(asked_after(one, &request.history)),
        _ => in_turn(request, &asked, asked_after, points_back).map(|pieces| match pieces.grounded {
            true => pieces,
            // None answered: the message read as one may be; else each question gets the passages
            // it gets alone, under its heading, not the refusal the whole would get.
            false => Some(answer_one(request)).filter(|whole| whole.grounded).unwrap_or(pieces),
        }),
    };
    answered.unwrap_or_else(|| answer_one(request))
}

/// What a question leans on, read alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leaning {
    /// It names what it asks about.
    Itself,
    /// It names nothing, and asks of what the visitor said with it, which names something of the
    /// site ("…I got it from F-Droid. What do I do?").
    WhatWasSaid,
    /// It goes on from the question before by its form ("for how long?", "how much is it?"), or
    /// what was said with it names nothing ("Siamo in dieci. Cosa serve?"): it asks of both.
    TheQuestionBefore,
}

/// `history` with `context` said in the visitor's last turn, the one a follow-up leans on, or as
/// a turn of its own when there is none.
fn with_context(history: &[Turn], context: &str) -> Vec<Turn> {
    let mut history = history.to_vec();
    match history.iter_mut().rev().find(|turn| matches!(turn, Turn::User(_))) {
        Some(Turn::User(said)) => *said = format!("{said} {context}"),
        _ => history.push(Turn::User(context.to_string())),
    }
    history
}

/// The answers to several questions (`asked`, each split into what it says before asking and
/// what it asks), put together; `None` when none is answered. `points_back` says whether a
/// question leans on the one before it.
fn in_turn(
    request: &ChatRequest,
    asked: &[(Option<String>, &str)],
    asked_after: impl Fn(&(Option<String>, &str), &[Turn]) -> Answer,
    points_back: impl Fn(&str) -> bool,
) -> Option<Answer> {
    let mut answers: Vec<(&str, Answer)> = Vec::new();
    for one in asked {
        // A question answered with the passage an earlier one was composed from asks it again in
        // other words ("How much is the workshop? What does it cost?"): one answer is enough. An
        // operator's answers quote their section's opening, whichever they answer.
        let repeats = |answer: &Answer| {
            !answer.curated
                && opening(answer)
                    .is_some_and(|passage| answers.iter().any(|(_, earlier)| !earlier.curated && opening(earlier) == Some(passage)))
        };
        // Found only after the one before, an answer citing nothing but what was cited says
        // nothing of its own: "…e posso pagare con carta" is not answered with the price again.
        let cited: Vec<&str> = answers.iter().flat_map(|(_, earlier)| cited_pages(earlier)).collect();
        let says_something_new = |answer: &Answer| cited_pages(answer).any(|url| !cited.contains(&url));
        let alone = || asked_after(one, &request.history);
        let answer = match answers.last() {
            Some((before, answer)) => {
                let mut history = request.history.clone();
                history.extend([Turn::User(before.to_string()), Turn::Assistant(answer.text.clone())]);
                let after_it = || Some(asked_after(one, &history)).filter(|after| after.grounded);
                // One pointing back ("…and how long is it?") is read after the one before first,
                // one naming what it asks about alone first.
                if points_back(one.1) {
                    after_it().unwrap_or_else(alone)
                } else {
                    let alone = alone();
                    match alone.grounded {
                        true => alone,
                        false => after_it().filter(says_something_new).unwrap_or(alone),
                    }
                }
            }
            None => alone(),
        };
        if !repeats(&answer) {
            answers.push((one.1, answer));
        }
    }
    // None answered, and none given passages that may help: the message is read as one.
    let grounded = answers.iter().any(|(_, answer)| answer.grounded);
    if !grounded && (answers.len() < 2 || !answers.iter().any(|(_, answer)| answer.kind == AnswerKind::Passages)) {
        return None;
    }
    Some(match answers.len() {
        1 => answers.swap_remove(0).1,
        _ => together(request, &answers),
    })
}

/// `question` as the heading of its answer: without courtesies, nor the marks that joined it to
/// the next ("how much is it;", "quanto costa +"), but for a name's ("C++").
fn heading(question: &str) -> String {
    let asked = without_courtesies(question);
    let asked = asked.trim().trim_end_matches([',', ';', '.']);
    match asked.strip_suffix(['&', '+']) {
        Some(rest) if rest.ends_with(char::is_whitespace) => rest.trim_end().to_string(),
        _ => asked.to_string(),
    }
}

/// The pages (with their sections) `answer` cites.
fn cited_pages(answer: &Answer) -> impl Iterator<Item = &str> {
    answer.sources.iter().filter(|source| answer.cited.contains(&source.n)).map(|source| source.url.as_str())
}

/// The page and the passage an answer opens with, when it answers.
fn opening(answer: &Answer) -> Option<(&str, &str)> {
    let first = answer.cited.first().filter(|_| answer.grounded)?;
    answer.sources.iter().find(|source| source.n == *first).map(|source| (source.url.as_str(), source.snippet.as_str()))
}

/// The answers of a message's questions (each as asked, after what it says before) as one: each
/// under its question, the sources numbered in turn, then the sections a model would read
/// besides.
fn together(request: &ChatRequest, answers: &[(&str, Answer)]) -> Answer {
    let mut text = String::new();
    let (mut sources, mut cited, mut context): (Vec<Source>, Vec<usize>, Vec<Source>) = Default::default();
    let mut parts = Vec::new();
    let grounded = answers.iter().any(|(_, answer)| answer.grounded);
    // What the visitor reads under one question: its own text and citations, as numbered here.
    let part = |answer: &Answer, text: String, sources: Vec<Source>, cited: Vec<usize>| Answer {
        text,
        sources,
        cited,
        grounded: answer.grounded,
        kind: answer.kind,
        curated: answer.curated,
        context: Vec::new(),
        model_may_answer: answer.model_may_answer,
        parts: Vec::new(),
    };
    for (question, answer) in answers {
        if !text.is_empty() {
            text.push_str("\n\n");
        }
        let heading = heading(question);
        text.push_str(&format!("*{heading}*\n\n"));
        // Passages that may help are quoted as the question asked alone would get them.
        let part = if !answer.grounded && answer.kind != AnswerKind::Passages {
            // The chat's own reply ("are you a bot?") stands; anything else is not found.
            let own = answer.kind == AnswerKind::Reply;
            context.extend(answer.sources.iter().chain(&answer.context).cloned());
            let text = if own { answer.text.clone() } else { not_found(request.locale).text };
            part(answer, text, Vec::new(), Vec::new())
        } else {
            let offset = sources.len();
            let renumbered = |n: usize| n + offset;
            let text = CITATION.replace_all(&answer.text, |c: &Captures| format!("[{}]", renumbered(c[1].parse().unwrap_or_default())));
            let part_sources: Vec<Source> = answer.sources.iter().map(|s| Source { n: renumbered(s.n), ..s.clone() }).collect();
            let part_cited: Vec<usize> = answer.cited.iter().map(|&n| renumbered(n)).collect();
            sources.extend(part_sources.iter().cloned());
            cited.extend(&part_cited);
            context.extend(answer.context.iter().cloned());
            part(answer, text.into_owned(), part_sources, part_cited)
        };
        text.push_str(&part.text);
        parts.push((heading, part));
    }
    // The other sections, once each and not those already cited, numbered after the sources.
    let mut seen: Vec<String> = sources.iter().map(|s| s.url.clone()).collect();
    context.retain(|s| {
        let new = !seen.contains(&s.url);
        seen.push(s.url.clone());
        new
    });
    let context = context.into_iter().enumerate().map(|(i, s)| Source { n: sources.len() + i + 1, ..s }).collect();
    Answer {
        text,
        sources,
        cited,
        grounded,
        kind: if grounded { AnswerKind::Answer } else { AnswerKind::Passages },
        curated: answers.iter().any(|(_, a)| a.curated),
        context,
        model_may_answer: answers.iter().any(|(_, a)| a.model_may_answer),
        parts,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn questions_in(message: &str, locale: Locale) -> Vec<String> {
        pieces_in(message, locale).into_iter().map(|piece| piece.text).collect()
    }

    fn doubts_in(message: &str, locale: Locale) -> Vec<Option<Doubt>> {
        pieces_in(message, locale).into_iter().map(|piece| piece.doubt).collect()
    }

    fn questions_in_en(message: &str) -> Vec<String> {
        questions_in(message, Locale::En)
    }

    fn said_around(question: &str) -> (Option<&str>, &str) {
        let (context, asked) = context_of(question, Locale::En);
        (context.map(|c| &*c.leak()), asked)
    }

    /// An answer quoting `snippet` from `url`, or passages quoting it when `grounded` is false.
    fn quoting(url: &str, snippet: &str, grounded: bool) -> Answer {
        let source = Source {
            n: 1,
            url: url.to_string(),
            title: String::new(),
            section: String::new(),
            snippet: snippet.to_string(),
            highlights: Vec::new(),
            passage: snippet.to_string(),
        };
        Answer {
            text: if grounded { format!("{snippet} [1]") } else { format!("These pages may help: {snippet} [1]") },
            sources: vec![source],
            cited: vec![1],
            grounded,
            kind: if grounded { AnswerKind::Answer } else { AnswerKind::Passages },
            curated: false,
            context: Vec::new(),
            model_may_answer: false,
            parts: Vec::new(),
        }
    }

    /// `message` answered by a site where "price" finds the price, "parking" only passages and
    /// anything else the address.
    fn answered(message: &str) -> Answer {
        let request = ChatRequest { question: message.to_string(), locale: Locale::En, history: Vec::new() };
        let answer_one = |request: &ChatRequest| match &request.question {
            q if q.contains("cost") => quoting("/services", "Fixed price: EUR 4,800.", true),
            q if q.contains("parking") => quoting("/contacts", "The office is in the city centre.", false),
            _ => quoting("/about", "We are based in Turin.", true),
        };
        answer_each_question(&request, answer_one, |_, _| Leaning::Itself)
    }

    #[test]
    fn a_question_asked_again_in_other_words_is_answered_once() {
        let answer = answered("How much does the workshop cost? What does the training cost?");
        assert_eq!(answer.text, "Fixed price: EUR 4,800. [1]", "one answer, under no question: {answer:?}");
        let answer = answered("How much does the workshop cost? Where are you based?");
        assert_eq!(answer.text.matches('*').count(), 4, "each answer under its question: {}", answer.text);
        assert_eq!(answer.sources.len(), 2);
    }

    #[test]
    fn questions_none_answers_get_the_passages_they_get_alone_unless_the_whole_is_answered() {
        let request = |question: &str| ChatRequest { question: question.into(), locale: Locale::En, history: Vec::new() };
        let site = |request: &ChatRequest| match &request.question {
            q if q.contains("parking") && q.contains("weather") => not_found(Locale::En),
            q if q.contains("parking") => quoting("/contacts", "The office is in the city centre.", false),
            _ => not_found(Locale::En),
        };
        let answer = answer_each_question(&request("Is there parking nearby? What's the weather tomorrow?"), site, |_, _| Leaning::Itself);
        assert!(!answer.grounded && answer.kind == AnswerKind::Passages, "{answer:?}");
        assert!(answer.text.contains("These pages may help: The office is in the city centre. [1]"), "{}", answer.text);
        assert_eq!(answer.parts[1].1.kind, AnswerKind::NotFound, "{}", answer.text);
        let whole_answered = |request: &ChatRequest| match request.question.contains("weather") {
            true => quoting("/about", "We are based in Turin.", request.question.contains("parking")),
            false => site(request),
        };
        let answer =
            answer_each_question(&request("Is there parking nearby? What's the weather tomorrow?"), whole_answered, |_, _| Leaning::Itself);
        assert_eq!(answer.text, "We are based in Turin. [1]", "the message read as one is answered");
    }

    #[test]
    fn each_question_s_part_is_what_the_visitor_reads_under_it() {
        let answer = answered("Where are you based? Is there parking nearby? How much does the workshop cost?");
        let headings: Vec<&str> = answer.parts.iter().map(|(heading, _)| heading.as_str()).collect();
        assert_eq!(headings, ["Where are you based?", "Is there parking nearby?", "How much does the workshop cost?"]);
        let (based, parking, price) = (&answer.parts[0].1, &answer.parts[1].1, &answer.parts[2].1);
        assert!(based.grounded && based.text == "We are based in Turin. [1]", "{based:?}");
        assert!(!parking.grounded && parking.kind == AnswerKind::Passages && parking.text.contains("[2]"), "{parking:?}");
        assert!(price.grounded && price.text == "Fixed price: EUR 4,800. [3]" && price.cited == [3], "{price:?}");
        assert_eq!(price.sources.iter().map(|s| s.n).collect::<Vec<_>>(), [3], "numbered as in the whole answer");
        assert!(answered("Where are you based?").parts.is_empty(), "one question, one answer");
    }

    #[test]
    fn an_operator_s_answers_quoting_one_section_are_no_repetition() {
        let request =
            ChatRequest { question: "Where are you based? What is your phone number?".into(), locale: Locale::En, history: Vec::new() };
        let answer_one = |request: &ChatRequest| {
            let mut answer = quoting("/contacts", "How to reach us", true);
            answer.text = if request.question.contains("phone") { "Call us. [1]".into() } else { "We are in Turin. [1]".into() };
            answer.curated = true;
            answer
        };
        let answer = answer_each_question(&request, answer_one, |_, _| Leaning::Itself);
        assert!(answer.text.contains("Turin") && answer.text.contains("Call us"), "{}", answer.text);
    }

    #[test]
    fn a_question_found_again_only_after_the_one_before_gets_what_it_gets_alone() {
        let request = ChatRequest { question: "How much does it cost? Can I pay by card?".into(), locale: Locale::En, history: Vec::new() };
        let answer_one = |request: &ChatRequest| match request.history.is_empty() && request.question.contains("card") {
            true => quoting("/contacts", "The office is in the city centre.", false),
            false => quoting("/services", "Fixed price: EUR 4,800.", true),
        };
        let answer = answer_each_question(&request, answer_one, |_, _| Leaning::Itself);
        assert_eq!(answer.text.matches("EUR 4,800").count(), 1, "{}", answer.text);
        assert!(answer.text.contains("These pages may help"), "{}", answer.text);
        // The same after an operator's answer, which quotes the section's opening instead.
        let curated_first = |request: &ChatRequest| match (request.history.is_empty(), request.question.contains("card")) {
            (true, true) => quoting("/contacts", "The office is in the city centre.", false),
            (true, false) => Answer { curated: true, ..quoting("/services", "The workshop: two days.", true) },
            (false, _) => quoting("/services", "Fixed price: EUR 4,800.", true),
        };
        let answer = answer_each_question(&request, curated_first, |_, _| Leaning::Itself);
        assert!(!answer.text.contains("EUR 4,800") && answer.text.contains("These pages may help"), "{}", answer.text);
    }

    #[test]
    fn a_heading_leaves_out_the_marks_joining_its_question() {
        assert_eq!(heading("quanto costa il workshop +"), "quanto costa il workshop");
        assert_eq!(heading("how much is it;"), "how much is it");
        assert_eq!(heading("do you build assistants in C++"), "do you build assistants in C++", "a name's");
    }

    #[test]
    fn a_question_answered_by_passages_gets_them_among_the_answers() {
        let answer = answered("Where are you based? Is there parking nearby?");
        assert!(answer.grounded && answer.text.contains("We are based in Turin. [1]"), "{}", answer.text);
        assert!(answer.text.contains("These pages may help: The office is in the city centre. [2]"), "{}", answer.text);
        assert_eq!(answer.cited, [1, 2]);
    }

    #[test]
    fn what_a_question_says_around_what_it_asks_is_its_context() {
        assert_eq!(
            said_around("I run a small company near Bergamo. How much is the workshop?"),
            (Some("I run a small company near Bergamo."), "How much is the workshop?")
        );
        assert_eq!(said_around("Ho letto il blog! Quanto costa?"), (Some("Ho letto il blog!"), "Quanto costa?"));
        assert_eq!(said_around("Good morning. How much is it?"), (None, "Good morning. How much is it?"), "courtesies say nothing");
        assert_eq!(said_around("How much is the workshop?"), (None, "How much is the workshop?"));
        assert_eq!(said_around("Is it EUR 4.800? Thanks."), (None, "Is it EUR 4.800? Thanks."));
        assert_eq!(said_around("Where are you? I'm coming from Milan."), (Some("I'm coming from Milan."), "Where are you?"));
        assert_eq!(
            said_around("Sono di Napoli. Quanto costa? Ho trovato il sito su Google."),
            (Some("Sono di Napoli. Ho trovato il sito su Google."), "Quanto costa?")
        );
    }

    #[test]
    fn a_question_typed_without_its_mark_is_told_from_what_comes_before() {
        assert_eq!(
            said_around("My name is Laura, I'm a student. what's the full legal name of the company"),
            (Some("My name is Laura, I'm a student."), "what's the full legal name of the company")
        );
        assert_eq!(
            said_around("Siamo un gruppo di dieci persone. a chi è rivolto il workshop"),
            (Some("Siamo un gruppo di dieci persone."), "a chi è rivolto il workshop")
        );
        assert_eq!(said_around("I run a company. I want the workshop"), (Some("I run a company."), "I want the workshop"));
        assert_eq!(
            said_around("what is your address. I want to visit you"),
            (None, "what is your address. I want to visit you"),
            "what comes before asks"
        );
        assert_eq!(said_around("Hi. what is your address"), (None, "Hi. what is your address"), "courtesies say nothing");
        assert_eq!(
            said_around("Hi! I run a bakery. what's your address Thanks! 🙂"),
            (Some("Hi! I run a bakery."), "what's your address Thanks! 🙂"),
            "thanks after the question"
        );
        assert_eq!(
            said_around("I updated the app. Why? Thanks! 🙂"),
            (None, "I updated the app. Why? Thanks! 🙂"),
            "a question of one word is no question of its own"
        );
        assert_eq!(
            said_around("I run a small bakery in Naples\nhow much is the workshop"),
            (Some("I run a small bakery in Naples"), "how much is the workshop"),
            "a line break ends what was said"
        );
        assert_eq!(said_around("Hi\nhow much is the workshop?"), (None, "Hi\nhow much is the workshop?"));
        for one in [
            "What is the price of\nthe AI readiness workshop?",
            "Do you work with Acme Inc. or only with startups?",
            "I'd like to know the price of\nthe workshop?",
        ] {
            assert_eq!(said_around(one), (None, one), "one question");
        }
        assert_eq!(
            said_around("Dear team,\nI'd like to know the price of the workshop?\nKind regards,\nMark Smith"),
            (None, "Dear team,\nI'd like to know the price of the workshop?\nKind regards,\nMark Smith"),
            "a greeting before, a signature after"
        );
    }

    #[test]
    fn what_is_said_before_a_follow_up_joins_the_question_it_follows() {
        let history = [Turn::User("How much is the workshop?".into()), Turn::Assistant("EUR 4,800 [1]".into())];
        assert_eq!(
            with_context(&history, "We are ten."),
            [Turn::User("How much is the workshop? We are ten.".into()), Turn::Assistant("EUR 4,800 [1]".into())],
            "the previous answer stays the last turn"
        );
        assert_eq!(with_context(&[], "We are ten."), [Turn::User("We are ten.".into())]);
    }

    #[test]
    fn two_kinds_of_value_asked_together_are_two_questions() {
        assert_eq!(questions_in_en("what's your address and phone number?"), ["what's your address?", "what's phone number?"]);
        assert_eq!(questions_in("indirizzo e telefono?", Locale::It), ["indirizzo?", "telefono?"]);
        assert_eq!(
            questions_in("qual è il vostro indirizzo e il numero di telefono?", Locale::It),
            ["qual è il vostro indirizzo?", "qual è il numero di telefono?"]
        );
        assert_eq!(
            questions_in_en("how much does it cost and how long is it?"),
            ["how much does it cost", "and how long is it?"],
            "a question of its own, answered after the one before it"
        );
        assert_eq!(questions_in_en("what are your prices and fees?"), ["what are your prices and fees?"], "one kind of value");
        assert_eq!(questions_in_en("do you have parking and wifi?"), ["do you have parking and wifi?"]);
        assert_eq!(questions_in("Prezzi? Dove siete?", Locale::It), ["Prezzi?", "Dove siete?"], "one word naming a value");
        assert_eq!(questions_in_en("phone and how much is the workshop?"), ["phone", "and how much is the workshop?"]);
        assert_eq!(questions_in_en("Really? How much is the workshop?"), ["Really? How much is the workshop?"], "one word asking nothing");
        assert_eq!(doubts_in("Workshop and how much is it?", Locale::En), [Some(Doubt::AsksOrJoins), None], "asks if answered alone");
        assert_eq!(
            questions_in("C'è un workshop a Milano? Quando?", Locale::It),
            ["C'è un workshop a Milano? Quando?"],
            "an interrogative alone"
        );
    }

    #[test]
    fn questions_joined_by_and_are_asked_apart() {
        assert_eq!(
            questions_in_en("how much is the workshop and where are you based"),
            ["how much is the workshop", "and where are you based"]
        );
        assert_eq!(
            questions_in("avete un ufficio a Milano e quanto costa il workshop", Locale::It),
            ["avete un ufficio a Milano", "e quanto costa il workshop"]
        );
        assert_eq!(
            questions_in("posso pagare con carta e avete la fattura elettronica?", Locale::It),
            ["posso pagare con carta", "e avete la fattura elettronica?"],
            "an Italian verb asking, after a piece that asks"
        );
        assert_eq!(
            questions_in_en("how much is it and is there a discount for students"),
            ["how much is it", "and is there a discount for students"]
        );
        assert_eq!(
            questions_in_en("How much is the workshop. Where are you based."),
            ["How much is the workshop.", "Where are you based."],
            "a full stop for a question mark"
        );
        assert_eq!(
            questions_in_en("how much is the workshop; also where are you based"),
            ["how much is the workshop;", "also where are you based"]
        );
        assert_eq!(questions_in("quanto costa il workshop + dove siete", Locale::It), ["quanto costa il workshop +", "dove siete"]);
        assert_eq!(
            questions_in("dove siete e orari di apertura", Locale::It),
            ["dove siete", "e orari di apertura"],
            "a keyword query naming a value"
        );
        assert_eq!(questions_in_en("can I book online and pay by card?"), ["can I book online and pay by card?"], "a verb naming a value");
        assert_eq!(questions_in("si può prenotare e pagare online?", Locale::It), ["si può prenotare e pagare online?"]);
        assert_eq!(
            questions_in_en("how long is the workshop and price for two people"),
            ["how long is the workshop", "and price for two people"]
        );
        assert_eq!(
            questions_in_en("how much is the workshop and also where are you based"),
            ["how much is the workshop", "and also where are you based"]
        );
        assert_eq!(
            questions_in_en("how much is the workshop... where are you based"),
            ["how much is the workshop...", "where are you based"]
        );
        let message = "per quanto tempo tenete i log e dopo quanti giorni scade il certificato";
        assert_eq!(questions_in(message, Locale::It), ["per quanto tempo tenete i log", "e dopo quanti giorni scade il certificato"]);
        assert_eq!(doubts_in(message, Locale::It), [None, None], "a preposition before the interrogative: it asks");
        assert_eq!(
            questions_in_en("where are you based and for how long does the workshop run"),
            ["where are you based", "and for how long does the workshop run"]
        );
        let message = "avete un ufficio a Milano e quanto a lungo conservate i dati";
        assert_eq!(questions_in(message, Locale::It), ["avete un ufficio a Milano", "e quanto a lungo conservate i dati"]);
        assert_eq!(doubts_in(message, Locale::It), [None, None], "the Italian preposition \"a\" after an interrogative opens no clause");
        let message = "roughly how many people work there and where are you based";
        assert_eq!(questions_in_en(message), ["roughly how many people work there", "and where are you based"], "an approximation first");
        assert_eq!(doubts_in(message, Locale::En), [None, None]);
        let message = "una domanda in inglese trova documenti in italiano e che risultato avete ottenuto";
        assert_eq!(doubts_in(message, Locale::It), [Some(Doubt::AsksOrSays), None], "\"che\" before a noun asks");
        let message = "quanto costa il workshop e che il prezzo include il pranzo";
        assert_eq!(doubts_in(message, Locale::It)[1..], [Some(Doubt::AsksOrGoesOn)], "\"che\" before an article opens a clause");
        assert_eq!(
            questions_in_en("I read your blog. how much is the workshop and where are you based"),
            ["I read your blog. how much is the workshop", "and where are you based"],
            "the question after a sentence"
        );
        assert_eq!(
            questions_in_en("how much is the workshop and I live in Turin, where are you based?"),
            ["how much is the workshop", "and I live in Turin, where are you based?"],
            "a question after a comma"
        );
        assert_eq!(
            questions_in_en("I'm a journalist, who should I write to and what's your phone number"),
            ["I'm a journalist, who should I write to", "and what's your phone number"],
            "what the visitor says of themselves leading to a question"
        );
        for (message, why) in [
            ("The workshop looks great. How much is it?", "a statement before a full stop"),
            (
                "Mi sapreste dire, ho installato da F-Droid e Android Auto non vede l'app, come faccio?",
                "the visitor's own words in a request",
            ),
            ("Could you tell me, I use the app offline. How do I sync it?", "a statement inside a request to be told"),
            ("I found the app in another store, is that version official?", "a comma joins no questions"),
            ("how long and how much is the workshop", "too short to ask"),
            ("what is the difference between the workshop and what the pilot offers", "a clause"),
            ("when do you open and close", "no question after it"),
            ("ho un'azienda e posso pagare con carta", "a statement before an Italian verb"),
        ] {
            assert_eq!(questions_in(message, Locale::En), [message], "{why}");
        }
    }

    #[test]
    fn an_italian_statement_of_a_thing_of_the_visitor_s_may_ask() {
        let message = "i miei documenti escono dall'Europa e perché non usate modelli più grandi";
        assert_eq!(doubts_in(message, Locale::It), [Some(Doubt::AsksOrSays), None]);
        let message = "ho installato da F-Droid e come aggiorno l'app";
        assert_eq!(doubts_in(message, Locale::It), [Some(Doubt::Says), None], "the visitor as the subject says");
        let message = "my documents are in Italy and where are you based";
        assert_eq!(doubts_in(message, Locale::En), [Some(Doubt::Says), None], "an English one states");
    }

    #[test]
    fn a_question_after_its_condition_asks_and_opens_no_clause() {
        let message = "se non ho la partita IVA posso essere assunto e nel negozio vendete libri";
        assert_eq!(
            pieces_in(message, Locale::It),
            [
                Piece { text: "se non ho la partita IVA posso essere assunto".into(), doubt: None },
                Piece { text: "e nel negozio vendete libri".into(), doubt: Some(Doubt::AsksOrGoesOn) }
            ]
        );
        assert_eq!(
            questions_in_en("if I move abroad can I keep my plan and where are you based"),
            ["if I move abroad can I keep my plan", "and where are you based"]
        );
        assert!(goes_on("cosa succede se il server si blocca"), "a condition after the question");
        assert!(!goes_on("se non ho la partita IVA posso essere assunto"), "closed by the question's verb");
        assert!(goes_on("se non ho la partita IVA posso lavorare se vivo lontano"), "another after it");
    }

    #[test]
    fn a_keyword_query_asks_before_a_query_naming_a_value_or_an_italian_statement() {
        assert_eq!(
            pieces_in("metro più vicina e prezzo abbonamento di tre mesi", Locale::It),
            [
                Piece { text: "metro più vicina".into(), doubt: None },
                Piece { text: "e prezzo abbonamento di tre mesi".into(), doubt: None }
            ]
        );
        let pieces = pieces_in("prezzi e i miei documenti escono dall'Europa", Locale::It);
        assert_eq!(
            pieces,
            [
                Piece { text: "prezzi".into(), doubt: None },
                Piece { text: "e i miei documenti escono dall'Europa".into(), doubt: Some(Doubt::AsksOrGoesOn) }
            ]
        );
        assert_eq!(
            settled(pieces.clone(), |q| Some(q.to_string()), |_| false),
            [(None, "prezzi".into()), (None, "e i miei documenti escono dall'Europa?".into())],
            "answered alone, the statement is asked"
        );
        assert_eq!(
            settled(pieces, |_| None, |_| false),
            [(None, "prezzi e i miei documenti escono dall'Europa".into())],
            "neither answered alone, read with the query, as typed"
        );
        assert_eq!(doubts_in("serate hackerspace e il coworking è aperto a tutti", Locale::It), [None, Some(Doubt::AsksOrGoesOn)]);
        assert_eq!(questions_in("widget e il coworking è aperto a tutti", Locale::It).len(), 1, "one word naming no value: as before");
    }

    #[test]
    fn one_word_naming_something_before_and_asks_when_the_site_answers_it() {
        let pieces = pieces_in("careers and what is your phone number?", Locale::En);
        assert_eq!(
            pieces,
            [
                Piece { text: "careers".into(), doubt: Some(Doubt::AsksOrJoins) },
                Piece { text: "and what is your phone number?".into(), doubt: None }
            ]
        );
        assert_eq!(
            settled(pieces.clone(), |q| Some(q.to_string()), |_| false),
            [(None, "careers".into()), (None, "and what is your phone number?".into())]
        );
        assert_eq!(
            settled(pieces, |_| None, |_| false),
            [(Some("careers".into()), "and what is your phone number?".into())],
            "not answered, it is said"
        );
        let pieces = pieces_in("Workshop and how much is it?", Locale::En);
        let points_back = |question: &str| question.ends_with(" it?");
        assert_eq!(
            settled(pieces, |q| Some(q.to_string()), points_back),
            [(None, "Workshop and how much is it?".into())],
            "pointed back to, it joins"
        );
        let pieces = pieces_in("Do you offer refunds? Refunds? Where are you based?", Locale::En);
        assert_eq!(pieces[0].doubt, None, "a word said again is no remark made of the question before");
        assert_eq!(doubts_in("carriere e qual è il vostro telefono?", Locale::It), [Some(Doubt::AsksOrJoins), None]);
        assert_eq!(
            doubts_in("basement and can anyone use the coworking?", Locale::En),
            [Some(Doubt::AsksOrJoins), None],
            "an auxiliary before a pronoun asks"
        );
        assert_eq!(
            questions_in_en("how much is the workshop and does Acme work with public bodies"),
            ["how much is the workshop", "and does Acme work with public bodies"],
            "and before a name"
        );
        assert_eq!(
            doubts_in("- careers and what is your phone number?", Locale::En),
            [Some(Doubt::AsksOrJoins), None],
            "a dash is no word"
        );
        assert_eq!(doubts_in("bello e dove siete?", Locale::En), [Some(Doubt::Says), None], "an opinion, whichever the page's language");
        assert_eq!(doubts_in("great and where are you based?", Locale::En), [Some(Doubt::Says), None], "also one taking in an answer");
        assert_eq!(doubts_in("Careers? What is your phone number?", Locale::En), [Some(Doubt::AsksOrJoins), None], "before a mark too");
        assert_eq!(questions_in_en("Really? How much is the workshop? Why?"), ["Really? How much is the workshop? Why?"]);
        for message in ["really and how much is the workshop?", "ok and where are you based?", "how long and how much is the workshop"] {
            assert_eq!(questions_in_en(message), [message], "a word naming nothing, a courtesy, an interrogative");
        }
    }

    #[test]
    fn one_word_after_a_question_goes_on_with_it_when_the_two_are_answered_together() {
        let pieces = pieces_in("What is your phone number? Workshop?", Locale::En);
        assert_eq!(pieces.iter().map(|piece| piece.doubt).collect::<Vec<_>>(), [None, Some(Doubt::GoesOnOrAsks)]);
        let apart = |question: &str| (!question.contains("? W")).then(|| question.to_string());
        assert_eq!(
            settled(pieces.clone(), apart, |_| false),
            [(None, "What is your phone number?".into()), (None, "Workshop?".into())],
            "the two together are not answered"
        );
        assert_eq!(settled(pieces, |q| Some(q.to_string()), |_| false), [(None, "What is your phone number? Workshop?".into())]);
        assert_eq!(doubts_in("How much is the workshop? Really?", Locale::En), [None], "a word naming nothing");
    }

    #[test]
    fn an_italian_question_asked_as_a_statement_is_its_own_when_the_site_answers_it() {
        let message = "funziona anche su Slack e in che lingue parla l'assistente";
        let pieces = pieces_in(message, Locale::It);
        assert_eq!(
            pieces,
            [
                Piece { text: "funziona anche su Slack".into(), doubt: Some(Doubt::AsksOrSays) },
                Piece { text: "e in che lingue parla l'assistente".into(), doubt: None }
            ]
        );
        assert_eq!(
            settled(pieces.clone(), |question| question.ends_with('?').then(|| question.to_string()), |_| false),
            [(None, "funziona anche su Slack?".into()), (None, "e in che lingue parla l'assistente".into())],
            "answered as a question, it is asked as one"
        );
        assert_eq!(
            settled(pieces, |_| None, |_| false),
            [(Some("funziona anche su Slack".into()), "e in che lingue parla l'assistente".into())],
            "not answered, it is said before the question after it"
        );

        let message = "per quanto tempo conservate i dati e il workshop ha un prezzo fisso";
        let pieces = pieces_in(message, Locale::It);
        assert_eq!(
            pieces,
            [
                Piece { text: "per quanto tempo conservate i dati".into(), doubt: None },
                Piece { text: "e il workshop ha un prezzo fisso".into(), doubt: Some(Doubt::AsksOrGoesOn) }
            ]
        );
        assert_eq!(
            settled(pieces.clone(), |q| Some(q.to_string()), |_| false),
            [(None, "per quanto tempo conservate i dati".into()), (None, "e il workshop ha un prezzo fisso?".into())],
            "answered, it is asked as a question"
        );
        assert_eq!(
            settled(pieces.clone(), |question| (question != "e il workshop ha un prezzo fisso").then(|| question.to_string()), |_| false),
            [(None, "per quanto tempo conservate i dati".into()), (None, "e il workshop ha un prezzo fisso?".into())],
            "answered as a question only, with its mark"
        );
        assert_eq!(
            settled(pieces.clone(), |_| None, |_| false),
            [(None, message.into())],
            "not answered, it is read with the question before it, as typed"
        );
        assert_eq!(
            settled(pieces.clone(), |question| (question == "per quanto tempo conservate i dati").then(|| question.to_string()), |_| false),
            [(None, "per quanto tempo conservate i dati".into()), (None, "e il workshop ha un prezzo fisso?".into())],
            "the question before answered alone, and not with it"
        );
        let first_s_answer = |question: &str| (!question.ends_with('?')).then(|| "24 mesi".to_string());
        assert_eq!(
            settled(pieces, first_s_answer, |_| false),
            [(None, "per quanto tempo conservate i dati".into()), (None, "e il workshop ha un prezzo fisso?".into())],
            "answered with it only as the question before is alone"
        );
        let message = "in che anno è stato scritto il manifesto e il lavoro è da remoto";
        assert_eq!(doubts_in(message, Locale::It), [None, Some(Doubt::AsksOrGoesOn)], "the interrogative opens no clause");
        let message = "sono un giornalista, a chi scrivo e l'assistente prende decisioni da solo";
        assert_eq!(doubts_in(message, Locale::It), [None, Some(Doubt::AsksOrGoesOn)], "nor after a comma");
        let pieces = pieces_in("quanto costa il coworking e nel negozio vendete libri?", Locale::It);
        assert_eq!(pieces[1].doubt, Some(Doubt::AsksOrGoesOn), "a verb addressing the owner");

        let message = "The site is really clear and how much is the workshop?";
        let pieces = pieces_in(message, Locale::En);
        assert_eq!(pieces[0], Piece { text: "The site is really clear".into(), doubt: Some(Doubt::Says) });
        assert_eq!(
            settled(pieces, |q| Some(q.to_string()), |_| false),
            [(Some("The site is really clear".into()), "and how much is the workshop?".into())],
            "an English piece asking nothing is said before the question, answered or not"
        );
        let pieces = vec![
            Piece { text: "The site is clear".into(), doubt: Some(Doubt::Says) },
            Piece { text: "il blog è bello".into(), doubt: Some(Doubt::AsksOrSays) },
            Piece { text: "quanto costa?".into(), doubt: None },
        ];
        assert_eq!(
            settled(pieces, |_| None, |_| false),
            [(Some("The site is clear il blog è bello".into()), "quanto costa?".into())],
            "two pieces said in turn are said together"
        );

        assert_eq!(
            questions_in("avete un ufficio a Milano e quanto costa il workshop", Locale::It),
            ["avete un ufficio a Milano", "e quanto costa il workshop"],
            "a piece that asks is cut off as before"
        );
        assert!(pieces_in("avete un ufficio a Milano e quanto costa il workshop", Locale::It).iter().all(|piece| piece.doubt.is_none()));
        for (message, why) in [
            ("il sito è chiaro. quanto costa il workshop", "a piece before a mark says"),
            ("quali servizi offrite agli studi legali e gli enti pubblici della regione", "more things named"),
            ("quanto costa il workshop e la manutenzione del sistema", "a verb's form after an article names a thing"),
            ("cosa succede se il server si blocca e i dati sono persi", "a clause going on"),
        ] {
            assert_eq!(questions_in(message, Locale::It), [message], "{why}");
        }
    }

    #[test]
    fn an_english_piece_before_and_is_a_remark_only_when_it_says_something() {
        let doubts = |message: &str| doubts_in(message, Locale::En);
        for message in [
            "Office hours on weekdays and where are you based?",
            "The price of the workshop for two people and where are you based?",
            "team size and when did the company start?",
        ] {
            assert_eq!(doubts(message), [None, None], "naming a kind of value, it asks for it: {message}");
        }
        assert_eq!(doubts("data deletion and will my documents ever leave Europe?"), [None, None], "a keyword query asks");
        assert_eq!(
            doubts("Just checking whether you work with public bodies and where are you based?"),
            [Some(Doubt::AsksOrSays), None],
            "asking whether"
        );
        for message in [
            "The site is really clear and how much is the workshop?",
            "Really great work guys and how much is the workshop?",
            "The site loads fast on my phone and how much is the workshop?",
        ] {
            assert_eq!(doubts(message), [Some(Doubt::Says), None], "a remark: {message}");
        }
        assert_eq!(
            pieces_in("Your address and phone number and how much is the workshop?", Locale::En),
            [
                Piece { text: "Your address?".into(), doubt: None },
                Piece { text: "phone number".into(), doubt: None },
                Piece { text: "and how much is the workshop?".into(), doubt: None },
            ],
            "a piece asking for two kinds of value asks"
        );
    }

    #[test]
    fn what_the_visitor_says_of_themselves_before_and_is_said_before_the_question() {
        let pieces = pieces_in("I bought the workshop and how do I book it", Locale::En);
        assert_eq!(
            settled(pieces, |q| Some(q.to_string()), |_| false),
            [(Some("I bought the workshop".into()), "and how do I book it".into())]
        );
        assert_eq!(
            questions_in_en("I run a small bakery and I wonder which plan fits me and how much is it"),
            ["I run a small bakery", "and I wonder which plan fits me and how much is it"],
            "what the visitor says with an interrogative asks"
        );
    }

    #[test]
    fn an_italian_opinion_before_e_is_said_before_the_question() {
        assert_eq!(
            doubts_in("Il sito si apre veloce sul telefono e dove siete?", Locale::It),
            [Some(Doubt::Says), None],
            "an opinion naming a phone asks for no number"
        );
        assert_eq!(
            pieces_in("il sito è davvero bello e dove siete?", Locale::It),
            [
                Piece { text: "il sito è davvero bello".into(), doubt: Some(Doubt::Says) },
                Piece { text: "e dove siete?".into(), doubt: None }
            ]
        );
        let doubts = |message: &str| doubts_in(message, Locale::It);
        assert_eq!(doubts("cancellazione dei dati e dove avete sede?"), [None, None], "a keyword query asks");
        assert_eq!(doubts("Complimenti per il sito e dove avete sede?"), [Some(Doubt::Says), None], "praise says");
        for (message, language) in [
            ("la chat è comoda e lavorate anche con la pubblica amministrazione?", Locale::It),
            ("Your site is nice and is Acme a startup?", Locale::En),
        ] {
            assert_eq!(
                doubts_in(message, language),
                [Some(Doubt::Says), None],
                "after an opinion, what follows is asked however it opens: {message}"
            );
        }
        assert_eq!(
            questions_in("quanto costa il workshop per chi lavora in proprio e ha una partita IVA?", Locale::It),
            ["quanto costa il workshop per chi lavora in proprio e ha una partita IVA?"],
            "a relative clause goes on"
        );
    }

    #[test]
    fn what_the_visitor_says_counts_for_none_of_the_questions_answered() {
        let said = |text: &str| Piece { text: text.into(), doubt: Some(Doubt::Says) };
        let asked = |text: &str| Piece { text: text.into(), doubt: None };
        let pieces = vec![
            said("The site is clear"),
            asked("where are you?"),
            said("The blog is nice"),
            asked("when are you open?"),
            asked("who runs it?"),
        ];
        assert_eq!(
            settled(pieces, |q| Some(q.to_string()), |_| false),
            [
                (Some("The site is clear".into()), "where are you?".into()),
                (Some("The blog is nice".into()), "when are you open?".into()),
                (None, "who runs it?".into())
            ]
        );
        let pieces = ["where are you?", "when are you open?", "who runs it?", "how much is it?"].map(asked).to_vec();
        assert_eq!(
            settled(pieces, |q| Some(q.to_string()), |_| false),
            [(None, "where are you?".into()), (None, "when are you open?".into()), (None, "who runs it? how much is it?".into())],
            "the questions beyond the most answered stay with the last"
        );
    }

    #[test]
    fn a_piece_settled_by_its_answer_is_answered_once() {
        let request =
            ChatRequest { question: "funziona anche su Slack e quanto costa il workshop".into(), locale: Locale::It, history: Vec::new() };
        let asked = std::cell::RefCell::new(Vec::new());
        let answer_one = |request: &ChatRequest| {
            asked.borrow_mut().push(request.question.clone());
            quoting("/services", "Sì, anche su Slack.", true)
        };
        answer_each_question(&request, answer_one, |_, _| Leaning::Itself);
        let slack = asked.borrow().iter().filter(|question| question.as_str() == "funziona anche su Slack?").count();
        assert_eq!(slack, 1, "{:?}", asked.borrow());
    }

    #[test]
    fn an_italian_piece_the_site_does_not_answer_is_said_before_the_question_after_it() {
        let request =
            ChatRequest { question: "la chat è lenta e quanto costa il workshop".into(), locale: Locale::It, history: Vec::new() };
        let answer_one = |request: &ChatRequest| match request.question.as_str() {
            "la chat è lenta" => quoting("/blog", "Una risposta lenta.", false),
            "e quanto costa il workshop" => quoting("/services", "Prezzo fisso: 4.800 euro.", true),
            _ => quoting("/about", "Siamo a Torino.", true),
        };
        let answer = answer_each_question(&request, answer_one, |_, _| Leaning::Itself);
        assert_eq!(answer.text, "Prezzo fisso: 4.800 euro. [1]", "one question, the piece said before it: {}", answer.text);
    }

    #[test]
    fn a_message_is_cut_into_the_questions_it_asks() {
        assert_eq!(
            questions_in_en("How much is the workshop? And where are you based?"),
            ["How much is the workshop?", "And where are you based?"]
        );
        assert_eq!(questions_in("Quanto costa? E dove siete? Grazie", Locale::It), ["Quanto costa?", "E dove siete? Grazie"]);
        assert_eq!(questions_in("Quanto costa il workshop? Grazie mille!", Locale::It), ["Quanto costa il workshop? Grazie mille!"]);
        assert_eq!(questions_in("Quanto costa il workshop? grazie 😊", Locale::It), ["Quanto costa il workshop? grazie 😊"]);
        assert_eq!(questions_in("Dove avete sede? Grazieee ahah", Locale::It), ["Dove avete sede? Grazieee ahah"]);
        assert_eq!(
            questions_in("c'è il wifi veloce? che velocità?", Locale::It),
            ["c'è il wifi veloce? che velocità?"],
            "it says more of the same"
        );
        assert_eq!(
            questions_in("Quanto costa il workshop?? E dove avete sede?!", Locale::It),
            ["Quanto costa il workshop??", "E dove avete sede?!"]
        );
        assert_eq!(questions_in_en("Really? How much is the workshop?"), ["Really? How much is the workshop?"]);
        assert_eq!(questions_in_en("How much is it? I'd also like your address"), ["How much is it?", "I'd also like your address"]);
        assert_eq!(questions_in_en("How much is it? I want your address too"), ["How much is it?", "I want your address too"]);
        assert_eq!(
            questions_in_en("How much is the workshop? I run a small bakery in Naples."),
            ["How much is the workshop? I run a small bakery in Naples."],
            "what the visitor says of themselves asks nothing"
        );
        assert_eq!(
            questions_in("Quanto costa il workshop? Ho trovato il vostro sito su Google ieri.", Locale::It),
            ["Quanto costa il workshop? Ho trovato il vostro sito su Google ieri."]
        );
        assert_eq!(questions_in_en("How much is it"), ["How much is it"]);
        assert_eq!(
            questions_in_en("how much is the workshop\nwhere are you based"),
            ["how much is the workshop", "where are you based"],
            "a question on each line"
        );
        assert_eq!(
            questions_in_en("What is the price of\nthe AI readiness workshop"),
            ["What is the price of\nthe AI readiness workshop"],
            "one question on two lines"
        );
        assert_eq!(
            questions_in("avete un ufficio a Milano\nquanto costa il workshop", Locale::It),
            ["avete un ufficio a Milano", "quanto costa il workshop"]
        );
        assert_eq!(
            questions_in_en("I run a small bakery in Naples\nhow much is the workshop"),
            ["I run a small bakery in Naples\nhow much is the workshop"],
            "what the visitor says of themselves asks nothing"
        );
        assert_eq!(
            questions_in_en("Can a certificate be issued for an IP address? Is there a tool that makes certificates work on GoDaddy?"),
            ["Can a certificate be issued for an IP address?", "Is there a tool that makes certificates work on GoDaddy?"],
            "a word in common, and much of its own: another question"
        );
        assert_eq!(questions_in_en("How much is the workshop? ? ?"), ["How much is the workshop? ? ?"], "marks ask nothing");
        assert_eq!(
            questions_in_en("How much does the workshop cost? How long is the workshop?"),
            ["How much does the workshop cost?", "How long is the workshop?"],
            "another kind of value asked of the same thing"
        );
    }
}
