//! How well each sentence of the retrieved sections answers a question: the share of what the
//! question is about that the sentence (or, for less, its neighbour, its heading or the rest of
//! its section) holds, and whether it holds a value of the kind asked for. Only words that say
//! something count as evidence: a sentence sharing only generic words (the company's name,
//! "azienda") with the question proves nothing.

use std::cell::OnceCell;

use app::i18n::Locale;
use foldhash::HashSet;

use super::analyzers::{each_term, terms, words_at};
use super::concept_terms::ConceptTerms;
use super::index::{ChatIndex, Hit};
use super::negation::denied_words;
use super::question::{slot, Concept, Question};
use super::refers_back::addresses_the_owner;
use super::section_text::{SectionText, Sentence, Terms};
use super::values::{capitalized_inside, counts_forward, in_time_unit, values_in, ValueKind};

/// What a concept found only next to the sentence, in its heading, or elsewhere in its section
/// is worth, against finding it in the sentence.
const NEIGHBOUR: f32 = 0.5;
const HEADING: f32 = 0.7;
const ELSEWHERE: f32 = 0.4;
/// A list item ("Android >= 7.1.1") means what its heading and the sentence introducing it say:
/// what they hold counts nearly as if the item held it.
const LIST_CONTEXT: f32 = 0.9;
/// A sentence lacking the value asked for keeps this share of its score: little when the kind
/// is unmistakable (an amount, a phone number), more when values of that kind are hard to spot
/// (places, names, plain numbers).
const MISSING_CLEAR_VALUE: f32 = 0.35;
const MISSING_VAGUE_VALUE: f32 = 0.5;
/// The value in the next sentence instead: both are quoted.
const VALUE_NEXT_DOOR: f32 = 0.9;
/// An address elsewhere in the section, for a sentence saying whom to write to.
const VALUE_IN_SECTION: f32 = 0.7;
/// A yes-or-no question naming a kind of value ("do you provide support via e-mail?"), or a
/// keyword query ("email support"), keeps this share for a sentence without one ("we do not
/// provide support via e-mail").
const MISSING_VALUE_YES_NO: f32 = 0.9;
/// What a sentence opening with the thing a question asks about is worth more, when it asks
/// what that thing is or which one it is ("the legal basis is…"); one saying what it is used
/// for, when it asks what it is for; one giving a reason ("due to…", "poiché…") or a purpose
/// ("in order to…"), when it asks why; and one saying who does it ("managed by Sogei"), when it
/// asks who.
const DEFINES: f32 = 1.15;
/// What the first sentence under a heading asking the visitor's question is worth more: the
/// page asked it first, and that sentence is its answer.
const ANSWERS_HEADING: f32 = 1.15;
/// The most words of a first sentence that only says yes or no to the heading above it.
const BARE_REPLY: usize = 3;
/// What a sentence explaining how to do something is worth more under a sub-heading naming all
/// the question asks about: the section's other sentences only mention it.
const TITLED_UNDER: f32 = 1.15;
/// The share of what a "what is" question asks about that a sentence must name (in itself, beside
/// it or in its headings) to answer it, unless it holds the value asked.
const DEFINED_SHARE: f32 = 0.5;
/// A question the page asks and does not answer next keeps this share.
const UNANSWERED: f32 = 0.5;
/// A question in the negative keeps this share for a sentence that negates nothing.
const NOT_NEGATED: f32 = 0.8;
/// Scores at which a sentence is an answer (when the question holds a word the site never
/// uses, a higher one), or a passage that may help.
const ANSWER: f32 = 0.5;
const ANSWER_DESPITE_UNKNOWN: f32 = 0.6;
const WEAK: f32 = 0.25;
/// When words the site never uses carry this share of a question, it may be about something
/// else: its best sentences are offered as passages, not as an answer.
const OFF_TOPIC: f32 = 0.5;
/// What a list is worth against a sentence of the same words when the question asks for
/// several things: "what are the rates?" wants them all, not the one beside the word "rate".
const LIST_WANTED: f32 = 1.25;
/// The most terms of a sentence its question's concepts may miss and the question still hold:
/// the wholes of its hyphenated words ("30-day" is "30", "day" and "30day").
const MAX_UNFOUND: usize = 2;
/// How much being retrieved first counts: only to break near ties.
const RANK: f32 = 0.1;

/// How far a sentence supports an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Evidence {
    Answer,
    Weak,
    None,
}

/// The best sentence of one retrieved section, in the visitor's language.
#[derive(Debug, Clone)]
pub struct Candidate {
    /// Which hit it comes from, and where in its section (shown) the sentence is.
    pub hit: usize,
    pub sentence: usize,
    /// The sentence, with the list it introduces, or with the next one when the value asked for
    /// is there.
    pub text: String,
    pub score: f32,
    pub evidence: Evidence,
    /// The index terms of `text`, from the sentences it quotes.
    terms: HashSet<String>,
    /// Whether what it quotes says that something is not so.
    negated: bool,
}

/// The share of a sentence's words found in another that makes it the same sentence again
/// (pages repeat one another: the rates on the services page and in the opening post).
const REPEATED: f32 = 0.8;

impl Candidate {
    /// Whether this says again what `other`, from another section, says: "if your provider does
    /// not support it, ask them" says the opposite of "if your provider supports it, request
    /// one", in its words.
    pub fn repeats(&self, other: &Candidate) -> bool {
        let fewer = self.terms.len().min(other.terms.len());
        let shared = self.terms.intersection(&other.terms).count();
        // Two sentences of one section are two things it says, however many words they share:
        // the rows of a table repeat its columns' names. Yet a section may say one line twice
        // (an item of a list, then the sub-heading above the text about it): quoted with what
        // follows it, it is not quoted again on its own.
        if self.hit == other.hit {
            return other.text.contains(self.text.trim());
        }
        fewer > 0 && shared as f32 >= REPEATED * fewer as f32 && self.negated == other.negated
    }
}

/// The candidates in order, without those repeating one kept before them.
pub fn distinct<'a>(candidates: impl Iterator<Item = &'a Candidate>) -> Vec<&'a Candidate> {
    let mut kept: Vec<&Candidate> = Vec::new();
    for candidate in candidates {
        if !kept.iter().any(|k| candidate.repeats(k)) {
            kept.push(candidate);
        }
    }
    kept
}

struct Scored {
    score: f32,
    /// Whether the sentence itself (or its neighbour) holds a word of the question that says
    /// something, not only its heading or generic words.
    direct: bool,
    /// Whether it holds a telling word the question does not write next to a word the site never
    /// uses, or the value asked.
    anchored: bool,
    with_next: bool,
    /// Whether the contact asked for is not in the sentence but elsewhere in its section: the
    /// answer quotes it after the sentence.
    address_elsewhere: bool,
    /// Whether it denies the kind of thing a yes-or-no question names with a word the site never
    /// uses: "usate Google Analytics?" is answered by "nessun cookie di analisi", whatever Google is.
    denies: bool,
}

fn clear_kind(kind: ValueKind) -> bool {
    !matches!(kind, ValueKind::Place | ValueKind::Name | ValueKind::Brand)
}

/// What a value of the kind asked for says for the words that ask for it: all when the value
/// is unmistakable, half for a place or a name, which a capital letter after "in" may fake, and
/// for a plain number, which a port, a version or a step names as often as it counts ("the
/// *number* of employees" is not "port 80").
fn implication(kind: ValueKind) -> f32 {
    if clear_kind(kind) && kind != ValueKind::Number {
        1.0
    } else {
        0.5
    }
}

/// What scoring sentences needs of a question, read once for all its hits: where its topic is
/// among its concepts, and its concepts' terms in each language.
struct Scoring<'a> {
    topic: Vec<usize>,
    lookups: [ConceptTerms<'a>; 2],
    /// Per concept, whether its word is itself a value of the kind asked ("is it *free*?").
    value_words: Vec<bool>,
    /// Whether the question carries words of the one before it: a follow-up.
    follow_up: bool,
    /// The question as the answerer reads it, whose own terms are read when needed.
    meant: &'a str,
    /// The terms of the question's words in each language, a compound's whole ("30day") too:
    /// read only for a sentence all but a few of whose terms the concepts find (few are).
    own_terms: [OnceCell<HashSet<String>>; 2],
}

impl<'a> Scoring<'a> {
    fn of(question: &'a Question) -> Scoring<'a> {
        let value_word = |c: &Concept| question.asks.is_some_and(|kind| c.cue.is_some() && values_in(&c.word).contains(&kind));
        Scoring {
            topic: question.topic_at(),
            lookups: [Locale::En, Locale::It].map(|locale| ConceptTerms::of(&question.concepts, locale)),
            value_words: question.concepts.iter().map(value_word).collect(),
            follow_up: question.concepts.iter().any(|c| c.background),
            meant: &question.meant,
            own_terms: Default::default(),
        }
    }

    /// Whether every term of `sentence` is one of the question's, in `locale`.
    fn asks_all_of(&self, sentence: &Sentence, locale: Locale) -> bool {
        let mut unfound = sentence.terms.iter().filter(|t| !self.lookups[slot(locale)].finds(t)).peekable();
        if unfound.peek().is_none() {
            return true;
        }
        let unfound: Vec<&String> = unfound.take(MAX_UNFOUND + 1).collect();
        if unfound.len() > MAX_UNFOUND {
            return false;
        }
        let own = self.own_terms[slot(locale)].get_or_init(|| terms(locale, self.meant).into_iter().collect());
        unfound.iter().all(|t| own.contains(*t))
    }
}

/// What each of a question's concepts finds (`Concept::found_in`) in one section's sentences,
/// sub-headings and headings, looked up once per section: scoring a sentence asks it of the
/// sentence, its neighbours, its list and the section's headings, which are the same for every
/// sentence.
struct Finds {
    /// Per sentence, per concept of `question.concepts`.
    sentences: Vec<Vec<f32>>,
    under: Vec<Vec<f32>>,
    /// Per concept.
    heading: Vec<f32>,
    title: Vec<f32>,
    section: Vec<f32>,
}

impl Finds {
    fn read(scoring: &Scoring, section: &SectionText, locale: Locale) -> Finds {
        let lookup = &scoring.lookups[slot(locale)];
        let in_all = |terms: &Terms| lookup.found_in(terms);
        Finds {
            sentences: section.sentences.iter().map(|s| in_all(&s.terms)).collect(),
            under: section.sentences.iter().map(|s| in_all(&s.under)).collect(),
            heading: in_all(&section.heading_terms),
            title: in_all(&section.title_terms),
            section: in_all(&section.terms),
        }
    }
}

fn score_sentence(
    question: &Question,
    scoring: &Scoring,
    section: &SectionText,
    finds: &Finds,
    locale: Locale,
    i: usize,
    retrieval: f32,
) -> Scored {
    let (topic, value_words) = (&scoring.topic, &scoring.value_words);
    let sentence = &section.sentences[i];
    let found_at = |s: usize, c: usize| finds.sentences[s][c];
    // A code block beside a sentence is no part of it: it is quoted only after its introduction.
    let next = Some(i + 1).filter(|&n| section.sentences.get(n).is_some_and(|s| !s.code));
    let previous = i.checked_sub(1).filter(|&p| !section.sentences[p].code);
    // A sentence introducing a list holds what its items hold: it is quoted with them.
    let list = section.list_after(i);
    let items = i + 1..i + 1 + list.len();
    // "How many clients?" is not answered by "for one client we gathered 320 questions".
    // The noun is compared in the question's language: the lexicon may not know its translation.
    let counted: &[usize] = if locale == question.language { &question.counted } else { &[] };
    // "How many days before expiry?" is not answered by "valid for a year".
    let in_unit = |s: &Sentence| {
        question.duration_unit.is_none_or(|u| s.values.iter().any(|(k, text)| *k == ValueKind::Duration && in_time_unit(text, u)))
    };
    // A percentage answers "how much does it cost?" only in a sentence naming what is asked, in
    // more than the words every page uses, or naming the price itself ("we charge a 3% fee"):
    // "an assistant cut research time by 35%" gives no price.
    let share_for_amount = |at: usize, kind: ValueKind| {
        let s = &section.sentences[at];
        kind == ValueKind::Amount
            && !topic.is_empty()
            && !s.values.iter().any(|(k, _)| *k == ValueKind::Amount)
            && !topic.iter().filter(|&&c| !question.concepts[c].generic).any(|&c| found_at(at, c) > 0.0)
            && !(0..question.concepts.len()).filter(|&c| question.concepts[c].cue.is_some()).any(|c| found_at(at, c) > 0.0)
    };
    let answers = |at: usize, kind: ValueKind| {
        let s = &section.sentences[at];
        ((question.value_in(s, kind) && !share_for_amount(at, kind)) || (question.when && counts_forward(&s.text)))
            && (kind != ValueKind::Duration || in_unit(s))
            && (counted.is_empty() || counted.iter().any(|&c| s.counts(&question.concepts[c], locale)))
    };
    // A list holds the value asked only in an item about what is asked, or under an
    // introduction or heading that is: "how much is a Jade wallet?" is not answered by a shop's
    // list whose stickers are free, "what are the coworking rates?" is by "Coworking: Our rates:".
    let about = |item: usize| topic.iter().all(|&c| found_at(item, c) > 0.0 || found_at(i, c) > 0.0 || finds.title[c] > 0.0);
    let holds = |kind: ValueKind| answers(i, kind) || items.clone().any(|item| answers(item, kind) && about(item));
    // "How much is a Jade wallet?" is not answered by the item "Stickers - some are free" of a
    // list whose item "Jade hardware wallet" names what is asked and gives nothing for it; "when
    // can I call?" is by "Office hours: 9-18" beside "Phone: +39…".
    let names = |at: usize| topic.iter().any(|&c| found_at(at, c) > 0.0);
    let another_item_is_asked = |item: usize| {
        section.sentences[item].list_item
            && !names(item)
            && section.sentences.iter().enumerate().any(|(at, s)| at != item && s.list_item && names(at) && s.values.is_empty())
    };
    let value_here = question.asks.is_some_and(holds) && !another_item_is_asked(i);
    let value_next = !value_here && question.asks.is_some_and(|kind| next.is_some_and(|n| answers(n, kind) && !another_item_is_asked(n)));
    // "A chi scrivo?" is answered by the sentence saying which team to address, in a section
    // giving the address: "you can address your message to Sales, Press or Careers".
    let value_in_section = !value_here
        && !value_next
        && question.asks == Some(ValueKind::Contact)
        && (0..section.sentences.len()).any(|at| answers(at, ValueKind::Contact));
    let total = question.total_weight().max(f32::EPSILON);
    let mut covered = 0.0;
    let mut direct = false;
    let mut anchored = false;
    let value = value_here || value_next || value_in_section;
    let intro = section.intro_at(i);
    // On a page of questions and answers the heading asks what its first sentence answers ("Can
    // I cancel at any time?" → "Yes, from your account page"), often in none of its words.
    let heading_names_it = || topic.iter().any(|&c| finds.title[c] > 0.0);
    let answers_heading = i == 0
        && section.heading_asks.is_some_and(|heading| {
            let shape = question.shape();
            shape == heading || (shape.asks_whether_of(heading) && heading_names_it())
        });
    // What the sentence says, counting the heading it answers as its own words.
    let says = |c: usize| {
        let heading = if answers_heading { finds.title[c] } else { 0.0 };
        found_at(i, c).max(heading)
    };
    // How much of what the question asks about the sentence names, in itself, beside it or in
    // its headings, of how much there is.
    let (mut named, mut asked, mut names_any_itself) = (0.0, 0.0, false);
    let beside = |c: usize| [previous, next].iter().flatten().map(|&s| found_at(s, c)).fold(0.0, f32::max);
    // "Next" without the version it places ("in January of the *next*") is no word of "when is
    // the next version coming out?".
    let unplaced = |c: usize| {
        question.placing.iter().any(|&(word, thing)| word == c && says(thing) == 0.0 && beside(thing) == 0.0 && finds.title[thing] == 0.0)
    };
    for (c, concept) in question.concepts.iter().enumerate() {
        let in_topic = topic.contains(&c);
        if unplaced(c) {
            asked += if in_topic { concept.weight } else { 0.0 };
            continue;
        }
        let here = says(c);
        // A sub-heading ("Google Play" above "We publish a beta…") says, as the section's heading
        // does, what the sentences under it are about.
        let under = finds.under[i][c];
        let heading = finds.heading[c].max(under);
        let in_context = if sentence.list_item { intro.map_or(0.0, |j| found_at(j, c)).max(heading) } else { 0.0 };
        let beside = beside(c);
        // A word that asks for a value ("price", "phone") is answered by the value itself.
        let implied = match (concept.cue, value) {
            (Some(kind), true) => implication(kind),
            _ => 0.0,
        };
        let found = here
            .max(implied)
            .max(NEIGHBOUR * beside)
            // "How do you handle elisions?" is explained in the section titled "Elisions": its
            // heading names what each of its sentences explains.
            .max(if question.explanation { heading } else { HEADING * heading })
            .max(LIST_CONTEXT * in_context)
            .max(ELSEWHERE * finds.section[c]);
        covered += concept.weight * found;
        let telling = if topic.is_empty() { concept.cue.is_some() && value } else { in_topic };
        // The heading says what a sentence holding the value asked for, or explaining, is about.
        let titled = finds.title[c].max(under) > 0.0;
        if in_topic {
            asked += concept.weight;
            if here > 0.0 || beside > 0.0 || titled {
                named += concept.weight;
            }
            names_any_itself |= here > 0.0 || titled;
        }
        let in_heading = (value || question.explanation) && titled;
        let introduced = sentence.list_item && (titled || intro.is_some_and(|j| found_at(j, c) > 0.0));
        let named_here = here > 0.0 || beside > 0.0 || in_heading || introduced;
        direct |= telling && (named_here || implied > 0.0);
        anchored |= telling && named_here && !concept.beside_unknown;
    }
    let coverage = covered / total;
    // "What is the square root of 144?" is not answered by "an icon with a square box": a
    // sentence says what a thing is only when it names most of it.
    let names_most_of_it = asked == 0.0 || named > DEFINED_SHARE * asked;
    // A keyword query relates its words in no way: the sentence, its heading or the sentences
    // beside it name them all, and it names one of them itself.
    let names_all_of_it = named >= asked && names_any_itself;
    let anchored = (anchored && (!question.defines || names_most_of_it) && (!question.keywords || names_all_of_it)) || value;
    // Without the value, a yes-or-no question is answered only by a sentence naming what it asks
    // about: "do you provide support via e-mail?" by "we do not provide support via e-mail", but
    // "do you have an office in Milan?" not by "a firm in Milan". A keyword query ("email
    // support") may ask either, and a sentence saying there is none of the very thing it names,
    // in its words, answers it too: not "when nothing supports an answer, the assistant says so",
    // whose "writes" paraphrases "email". In a question asking for the value ("what is your
    // support email?"), such sentences won over the value of another section too often (over
    // the corpora, +17 confidently wrong, −3 facts).
    let cues = || (0..question.concepts.len()).filter(|&c| question.concepts[c].cue.is_some() && !question.concepts[c].background);
    // A word that is itself the value asked, in a sentence holding no such value, says it in
    // another sense: "is the app free?" is not answered by "ad-free episodes" or "everyone is
    // free to verify this". The heading a sentence answers ("Is there a free trial?") still says it.
    let names_what_is_asked = || cues().all(|c| if value_words[c] { answers_heading && finds.title[c] > 0.0 } else { says(c) > 0.0 });
    let names_itself = || cues().all(|c| found_at(i, c) >= 1.0);
    // "Which data does the app send?" is answered by "it sends some analytics data" with the
    // sentence after it saying which, leaning on it ("These include epidemiological…"); one
    // announcing a list ("These data include:") would bring the list, and is answered as one.
    let asks_which = question.which.is_some() || question.several;
    let says_which = |n: usize| section.sentences[n].leans_back && section.list_after(n).is_empty();
    let (score, with_next) = match question.asks {
        None => (coverage, next.is_some() && (question.explanation || (asks_which && next.is_some_and(says_which)))),
        Some(_) if value_here => (coverage, false),
        Some(_) if value_next => (coverage * VALUE_NEXT_DOOR, true),
        Some(_) if value_in_section => (coverage * VALUE_IN_SECTION, false),
        Some(_) if (question.polar || (question.keywords && sentence.negated && names_itself())) && names_what_is_asked() => {
            (coverage * MISSING_VALUE_YES_NO, false)
        }
        Some(kind) if clear_kind(kind) => (coverage * MISSING_CLEAR_VALUE, false),
        Some(_) => (coverage * MISSING_VAGUE_VALUE, false),
    };
    // A question the page asks ("Hai scaricato l'app da Google Play?") states nothing: the
    // sentence after it answers it, and is quoted with it.
    let (score, with_next) = match (sentence.asks, next) {
        (false, _) => (score, with_next),
        (true, Some(_)) => (score, true),
        (true, None) => (score * UNANSWERED, with_next),
    };
    // "Politica di rimborso di 30 giorni." says nothing "qual è la politica di rimborso di 30
    // giorni?" does not: it titles the sentence after it, which is quoted with it. A yes or a no
    // restates the question ("Relay does not support MMS"), and an item of a list its label; a
    // follow-up's words are those of the answer before, which it asks to go on from.
    let says_only_what_is_asked = || scoring.asks_all_of(sentence, locale);
    let titles_next = !question.polar
        && !sentence.list_item
        && !value_here
        && !sentence.terms.is_empty()
        && !scoring.follow_up
        && says_only_what_is_asked();
    let with_next = with_next || (titles_next && next.is_some());
    // "Yes." under "Is there a free trial?" says what the next sentence explains.
    let with_next = with_next || (answers_heading && next.is_some() && sentence.text.split_whitespace().count() <= BARE_REPLY);
    let score = if question.several && !list.is_empty() { score * LIST_WANTED } else { score };
    // What the sentence quoted, with the next one when that is quoted too, says.
    let quote_says = |says: fn(&Sentence) -> bool| says(sentence) || (with_next && next.is_some_and(|n| says(&section.sentences[n])));
    let score = if question.negated && !quote_says(|s| s.negated) { score * NOT_NEGATED } else { score };
    let opens_with_it = || topic.iter().any(|&c| question.concepts[c].found_in(&sentence.opening, locale) > 0.0);
    let states_which = || question.which.is_some_and(|c| question.concepts[c].found_in(&sentence.subject, locale) > 0.0);
    let score = if (question.defines && opens_with_it()) || states_which() { score * DEFINES } else { score };
    let score = if question.purpose && sentence.purpose { score * DEFINES } else { score };
    let score = if question.says_who_does_it(sentence) { score * DEFINES } else { score };
    // "Why do you keep a list of the numbers I've called?" is answered by what it is done for ("we
    // store a log of the numbers… in order to show your call logs") as by what causes it.
    let score = if question.reason && quote_says(|s| s.reason || s.purpose) { score * DEFINES } else { score };
    let score = if answers_heading { score * ANSWERS_HEADING } else { score };
    // "Come posso annullare l'abbonamento?" is explained under the sub-heading saying that one
    // can cancel, more than by the sentences of the section that only name cancelling.
    let titled_under = question.explanation && !topic.is_empty() && topic.iter().all(|&c| finds.under[i][c] > 0.0);
    let score = if titled_under { score * TITLED_UNDER } else { score };
    let score = score + RANK * retrieval;
    let denies = question.polar && sentence.negated && denies_what_is_named(question, sentence, locale);
    Scored { score, direct, anchored, with_next, address_elsewhere: value_in_section, denies }
}

/// Whether `sentence` names every telling word of the question the site uses, and denies the
/// one the question qualifies with a word the site never uses: "Google" in "usate Google
/// Analytics?" is a kind of what "nessun cookie di analisi" excludes. "Is there free parking?" is
/// not answered by "certificates are free, no fees": what it denies is not what is asked.
fn denies_what_is_named(question: &Question, sentence: &Sentence, locale: Locale) -> bool {
    let asked = || question.concepts.iter().filter(|c| !c.background && c.cue.is_none());
    let known: Vec<&Concept> = asked().filter(|c| !c.unknown && !c.generic).collect();
    let qualified: Vec<&&Concept> = known.iter().filter(|c| c.beside_unknown).collect();
    if qualified.is_empty() || !known.iter().all(|c| c.found_in(&sentence.terms, locale) > 0.0) {
        return false;
    }
    let denied: HashSet<String> = denied_words(&sentence.text).into_iter().flat_map(|w| terms(locale, w)).collect();
    qualified.iter().all(|c| c.found_in(&denied, locale) > 0.0)
}

/// Whether the question holds a word the site never uses (besides the previous question's): it
/// may be what the question is about ("free *parking*", "a list in *Python*").
fn names_the_unknown(question: &Question) -> bool {
    question.concepts.iter().any(|c| c.unknown && !c.background)
}

/// Whether the question is said in the site's own words: every word of it is one the site uses,
/// and it names no place the site never mentions. Weak evidence for such a question is worth a
/// model's reading; for any other, a model could answer from pages about another thing (with all
/// weak evidence sent, it would read sections for 33 of the 240 off-topic questions the eval
/// asks over six corpora; with this rule, for 3).
pub fn in_the_sites_words(question: &Question) -> bool {
    !question.elsewhere && !names_the_unknown(question)
}

/// Whether the question is about something else than the site, though some of its words are
/// the site's: the words it asks about that the site never uses outnumber those it uses, or are
/// as many (a name counting as two) while it names a place or a name the site never mentions
/// ("the capital of *Canada*", "come si ordina una lista in *Python*?") and does not speak to
/// the owner ("avete un ufficio a *Milano*?" is answered by where the office is). What the
/// site's words find for it is then about another thing (its share capital, its lists), and
/// the question is refused, not offered passages. A keyword query of one word the site uses and
/// one it does not ("workshop deliverable") is no such question: the word the site uses is what
/// it is about.
pub fn about_something_else(question: &Question) -> bool {
    // The word naming the kind of value asked counts here: "phone" in "what is the second one,
    // the phone?" is the site's, "tonight" in "a movie to watch tonight?" is not.
    let own = its_own(question);
    let unknown: Vec<&Concept> = own.iter().copied().filter(|c| c.unknown).collect();
    let known = own.len() - unknown.len();
    // A name the site never mentions says more of what a question is about than a common word:
    // beside the site's words, it counts twice.
    let capitals: Vec<&str> = capitalized_inside(&question.meant).collect();
    let names = unknown.iter().filter(|c| capitals.contains(&c.word.as_str())).count();
    let names_what_the_site_does_not = question.elsewhere || names > 0;
    let speaks_to_the_owner = || addresses_the_owner(&question.meant, question.language);
    unknown.len() > known
        || (!unknown.is_empty() && known <= unknown.len() + names && names_what_the_site_does_not && !speaks_to_the_owner())
}

/// The question's own concepts: not the previous question's, and not a verb the site never
/// uses closing an English question, which says how it asks, not what it is about.
fn its_own(question: &Question) -> Vec<&Concept> {
    let closing = |i: usize, c: &Concept| c.unknown && question.closing_verb == Some(i);
    question.concepts.iter().enumerate().filter(|&(i, c)| !(c.background || closing(i, c))).map(|(_, c)| c).collect()
}

/// The share of the question carried by words the site never uses.
fn unknown_share(question: &Question) -> f32 {
    let asked: Vec<&Concept> = its_own(question).into_iter().filter(|c| c.cue.is_none()).collect();
    let total: f32 = asked.iter().map(|c| c.importance).sum();
    let unknown: f32 = asked.iter().filter(|c| c.unknown).map(|c| c.importance).sum();
    if total > 0.0 {
        unknown / total
    } else {
        0.0
    }
}

/// The words of `text` that match the question, to highlight: those one of whose terms is a
/// term of one of the question's `concepts`. The text is analyzed once; a compound's joined term
/// ("wifi" from "Wi-Fi") belongs to no single word, and highlights none.
pub fn highlights(concepts: &[Concept], text: &str, locale: Locale) -> Vec<String> {
    let lookup = ConceptTerms::of(concepts, locale);
    let words: Vec<(usize, &str)> = words_at(text).collect();
    let mut matched = vec![false; words.len()];
    each_term(locale, text, |token| {
        let word = words.partition_point(|&(start, _)| start <= token.offset_from).checked_sub(1);
        if let Some(w) = word.filter(|&w| token.offset_to <= words[w].0 + words[w].1.len()) {
            matched[w] |= lookup.finds(&token.text);
        }
    });
    let mut highlighted: Vec<String> = Vec::new();
    for (&(_, word), _) in words.iter().zip(&matched).filter(|(_, &m)| m) {
        if !highlighted.iter().any(|w| w == word) {
            highlighted.push(word.to_string());
        }
    }
    highlighted
}

/// Sentences of one section that may answer: its best, and the best of the rest that do not
/// overlap it, since the best sentences of a section are often close and one of them may be the
/// answer the others only introduce.
const PER_SECTION: usize = 3;

/// The best sentences of each hit (at most `PER_SECTION`), best first, shown in the visitor's
/// language.
pub fn best_sentences(index: &ChatIndex, question: &Question, hits: &[Hit]) -> Vec<Candidate> {
    let unfamiliar = unknown_share(question) >= OFF_TOPIC;
    // A word the site never uses may be what the question is about ("free parking", "a list in
    // Python"): what the site's words find is then an answer only when it is clearly one.
    let answer_at = if names_the_unknown(question) { ANSWER_DESPITE_UNKNOWN } else { ANSWER };
    let mut candidates = Vec::new();
    let top = hits.iter().map(|h| h.score).fold(f32::EPSILON, f32::max);
    let scoring = Scoring::of(question);
    for (rank, hit) in hits.iter().enumerate() {
        let shown = index.section_text(hit.shown_at);
        let scored = readings(index, question, &scoring, hit, hit.score / top);
        let mut order: Vec<usize> = (0..scored.len()).filter(|&i| scored[i].is_some()).collect();
        order.sort_by(|&a, &b| score_of(&scored[b]).total_cmp(&score_of(&scored[a])).then(a.cmp(&b)));
        let mut taken: Vec<std::ops::Range<usize>> = Vec::new();
        for i in order {
            let Some(reading) = &scored[i] else { continue };
            let overlaps = |span: &std::ops::Range<usize>| taken.iter().any(|t| t.start < span.end && span.start < t.end);
            // A sentence leaning on one quoted already is quoted after it, under the same citation.
            let span = match shown.quoted(i, reading.with_next) {
                span if overlaps(&span) && !overlaps(&(i..span.end)) => i..span.end,
                span if overlaps(&span) => continue,
                span => span,
            };
            let quoted = &shown.sentences[span.clone()];
            let text = shown.quote_span(i, span.clone());
            let address =
                reading.address_elsewhere.then(|| shown.sentences.iter().find(|s| s.holds(ValueKind::Contact, &question.named))).flatten();
            let text = match address {
                Some(address) => format!("{} {}", text.trim_end(), address.text),
                None => text,
            };
            let terms = quoted.iter().flat_map(|s| s.terms.iter().cloned()).collect();
            let negated = quoted.iter().any(|s| s.negated);
            let evidence = match reading.score {
                _ if !reading.direct => Evidence::None,
                score if score >= answer_at && !question.elsewhere && (reading.denies || (!unfamiliar && reading.anchored)) => {
                    Evidence::Answer
                }
                score if score >= WEAK => Evidence::Weak,
                _ => Evidence::None,
            };
            candidates.push(Candidate { hit: rank, sentence: i, terms, negated, text, score: reading.score, evidence });
            taken.push(span);
            if taken.len() == PER_SECTION {
                break;
            }
        }
    }
    let strength = |e: Evidence| match e {
        Evidence::Answer => 0,
        Evidence::Weak => 1,
        Evidence::None => 2,
    };
    candidates.sort_by(|a, b| strength(a.evidence).cmp(&strength(b.evidence)).then(b.score.total_cmp(&a.score)).then(a.hit.cmp(&b.hit)));
    candidates
}

/// How each sentence of the section `hit` shows reads for `question`: judged in the visitor's
/// language and in the one the question matched in, each sentence keeps its better reading.
fn readings(index: &ChatIndex, question: &Question, scoring: &Scoring, hit: &Hit, retrieval: f32) -> Vec<Option<Scored>> {
    let shown = index.section_text(hit.shown_at);
    let mut scored: Vec<Option<Scored>> = (0..shown.sentences.len()).map(|_| None).collect();
    let languages = if hit.matched_at == hit.shown_at { 1 } else { 2 };
    for position in [hit.shown_at, hit.matched_at].into_iter().take(languages) {
        let section = index.section_text(position);
        let locale = if position == hit.shown_at { hit.chunk.locale } else { hit.matched.locale };
        let finds = Finds::read(scoring, section, locale);
        for i in 0..section.sentences.len() {
            let at = if position == hit.shown_at { Some(i) } else { index.in_twin(position, i) };
            // A line of code alone answers nothing a visitor can read.
            let Some(at) = at.filter(|&at| !section.sentences[i].code && !shown.sentences[at].code) else { continue };
            let reading = score_sentence(question, scoring, section, &finds, locale, i, retrieval);
            if scored[at].as_ref().is_none_or(|b| reading.score > b.score) {
                scored[at] = Some(reading);
            }
        }
    }
    scored
}

fn score_of(reading: &Option<Scored>) -> f32 {
    reading.as_ref().map_or(f32::MIN, |r| r.score)
}

/// Every sentence of the hits with its score, best first: where the sentence a miss needed
/// ranked (`server chat eval --failures`).
pub fn ranked_sentences(index: &ChatIndex, question: &Question, hits: &[Hit]) -> Vec<(f32, String)> {
    let top = hits.iter().map(|h| h.score).fold(f32::EPSILON, f32::max);
    let scoring = Scoring::of(question);
    let mut ranked = Vec::new();
    for hit in hits {
        let shown = index.section_text(hit.shown_at);
        for (i, reading) in readings(index, question, &scoring, hit, hit.score / top).into_iter().enumerate() {
            if let Some(reading) = reading {
                ranked.push((reading.score, shown.quote(i, reading.with_next)));
            }
        }
    }
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranked
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The words of `text` one of whose terms, each word analyzed alone, `concepts` find.
    fn word_by_word(concepts: &[Concept], text: &str, locale: Locale) -> Vec<String> {
        let lookup = ConceptTerms::of(concepts, locale);
        let mut words: Vec<String> = Vec::new();
        for (_, word) in words_at(text) {
            if terms(locale, word).iter().any(|t| lookup.finds(t)) && !words.iter().any(|w| w == word) {
                words.push(word.to_string());
            }
        }
        words
    }

    #[test]
    fn a_name_the_site_never_uses_weighs_as_two_of_its_words() {
        let lexicon = crate::chat::lexicon::Lexicon::with_operator_groups(None).unwrap();
        let site = crate::chat::question::SiteOf(&["ordin", "list"]);
        let elsewhere = |question: &str| about_something_else(&Question::read(question, None, Locale::It, &lexicon, &site));
        assert!(elsewhere("come si ordina una lista in Python?"));
        assert!(!elsewhere("come si ordina una lista in pitone?"), "a common word counts once");
        assert!(!elsewhere("come si ordina una lista?"));
    }

    #[test]
    fn a_value_easy_to_fake_says_half_for_the_word_asking_it() {
        assert_eq!(implication(ValueKind::Amount), 1.0, "EUR 4,800 is a price");
        assert_eq!(implication(ValueKind::Phone), 1.0);
        for kind in [ValueKind::Number, ValueKind::Place, ValueKind::Name, ValueKind::Brand] {
            assert_eq!(implication(kind), 0.5, "{kind:?}: port 80, 'in Pace', a capital");
        }
    }

    #[test]
    fn the_words_highlighted_are_those_whose_own_terms_the_question_finds() {
        let english = [Concept::of_terms(Locale::En, &["price"], &["cost"]), Concept::of_terms(Locale::En, &["wifi", "fi"], &[])];
        let italian = [Concept::of_terms(Locale::It, &["aziend"], &[]), Concept::of_terms(Locale::It, &["prezz"], &["cost"])];
        let texts = [
            (Locale::En, "Prices: the price-list costs nothing; our Wi-Fi and wifi are free. Price? PRICE!", &english),
            (Locale::En, "No word here is asked for, not even the e-mail.", &english),
            (Locale::It, "L'azienda ha sede a Torino; dell'azienda, i prezzi più bassi e il costo è fisso: prezzo-base.", &italian),
        ];
        for (locale, text, concepts) in texts {
            assert_eq!(highlights(concepts, text, locale), word_by_word(concepts, text, locale), "{text}");
        }
        assert_eq!(
            highlights(&english, texts[0].1, Locale::En),
            ["Prices", "price", "costs", "Fi", "wifi", "Price", "PRICE"],
            "each word once, a compound's parts and not the compound"
        );
    }
}
