//! The answer without a model: the sentence of the retrieved sections that best holds what the
//! question asks (its words, or their paraphrases, and a value of the kind asked for), quoted
//! with its citation. When the evidence is weak the visitor gets the best passages as pages that
//! may help, not an answer; when there is none, an honest refusal.

use std::borrow::Cow;
use std::sync::LazyLock;

use app::i18n::Locale;
use app::routing::{Page, SiteRoute};
use foldhash::{HashSet, HashSetExt};
use regex::Regex;
use serde::Serialize;

use super::about_the_chat::about_the_chat;
use super::about_the_site::{about_the_site, asks_how_old, asks_what_the_owner_offers, names_the_owner, owner_definition};
use super::analyzers::terms;
use super::complaints::complains;
use super::corpus::Chunk;
use super::courtesy::{farewell, only_courtesies, thanks, without_courtesies, yes_or_no};
use super::evidence::{
    about_something_else, best_sentences, distinct, highlights, in_the_sites_words, ranked_sentences, Candidate, Evidence,
};
use super::follow_up::{asks_for_more, conversation, goes_on_by_its_form, Conversation};
use super::index::{ChatIndex, Hit};
use super::ordinal::named_item;
use super::other_language::in_another_language;
use super::page_overview::page_overview;
use super::question::{Identity, Question};
use super::refers_back::refers_back;
use super::request::{ChatRequest, Turn};
use super::section_text::run_on;
use super::sentences::sentences;
use super::several_questions::{answer_each_question, Leaning};
use super::sums::asks_a_sum;
use super::values::values_in;
use crate::content::localize_href;

/// A numbered source as the `sources` event carries it.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Source {
    pub n: usize,
    pub url: String,
    pub title: String,
    pub section: String,
    pub snippet: String,
    /// Words of the snippet that matched the question.
    pub highlights: Vec<String>,
    /// The whole section, for a model to read; not sent to the browser.
    #[serde(skip)]
    pub passage: String,
}

/// How sure the answer is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum AnswerKind {
    /// The site states it: the text quotes where.
    Answer,
    /// The site may say something about it: the best passages, not an answer.
    Passages,
    /// Nothing on the site: the honest refusal with a link to the contacts page.
    #[serde(rename = "none")]
    NotFound,
    /// The chat's own message to one asking nothing of the site: thanks or an "ok" after an
    /// answer, a farewell, a word about the chat itself, a complaint that the answer missed.
    /// Neither an answer of the site nor a refusal.
    Reply,
}

/// A composed answer: Markdown text with `[n]` citations, its sources, and whether the site
/// supports it.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    pub text: String,
    pub sources: Vec<Source>,
    pub cited: Vec<usize>,
    /// True only for an answer (`AnswerKind::Answer`).
    pub grounded: bool,
    pub kind: AnswerKind,
    /// Written by the operator (content/chat/answers/) rather than composed.
    pub curated: bool,
    /// The other sections retrieved, best first, numbered after `sources`: not shown with the
    /// offline answer, but read by a model with the sources, since the sentence the offline
    /// answer quotes often misses the fact that its section or the next one holds.
    pub context: Vec<Source>,
    /// Whether a model may write the answer from `model_sources()`: for an answer, or weak
    /// evidence for a question in the site's own words; not for a refusal (a model could only
    /// guess), an operator's curated answer (it is the answer), nor passages for a question
    /// that may be about something else.
    pub model_may_answer: bool,
    /// Each question of a message asking several, as its heading reads, with its own part of the
    /// answer (cited as in `text`): what the visitor reads for that question. Empty for a message
    /// asking one.
    pub parts: Vec<(String, Answer)>,
}

impl Answer {
    /// What a model reads: the sources the answer cites, then the other sections retrieved.
    pub fn model_sources(&self) -> Vec<Source> {
        self.sources.iter().chain(&self.context).cloned().collect()
    }
}

/// Sections considered for an answer.
const SECTIONS: usize = 6;
/// Sections a model reads at most, the answer's own first: on the three corpora nobody tuned on,
/// they hold the fact of 80–82% of the answerable questions, the offline answer's own sections
/// of 64–73% (docs/chat.md).
const MODEL_SOURCES: usize = 5;
/// At most this many sentences make an answer, and at most this many passages (each from
/// another section) a "these pages may help".
const MAX_SENTENCES: usize = 3;
const MAX_PASSAGES: usize = 3;
/// Sections holding the value asked for that are considered besides those the words found.
const VALUE_SECTIONS: usize = 2;
/// Sections of the previous answer that a follow-up also considers.
const PREVIOUS_ANSWER_SECTIONS: usize = 2;
/// A sentence joins the answer only when it is nearly as good as the best, and while all of them
/// together stay short enough to read at a glance (the best alone may be longer: a list): the
/// last to join is left out first. Pages often spread one answer over close sentences ("the
/// same assistant also runs as a web widget" after two about the assistant), and a third of them
/// quoted finds it more often than it misleads.
const NEARLY_AS_GOOD: f32 = 0.85;
/// A yes-or-no question's answer is seldom the sentence sharing the most of its words, which
/// often only restates what is asked ("we got questions about SoundCloud support"): the yes or
/// the no is in a sentence scoring a little lower, quoted from this share of the best.
const NEARLY_AS_GOOD_YES_NO: f32 = 0.75;
const MAX_WORDS: usize = 80;

/// The offline answer for one request: the operator's curated answer when one answers the
/// question, else the composed one; for a message asking several questions, each answered in
/// turn (`several_questions.rs`).
pub fn answer_request(index: &ChatIndex, request: &ChatRequest) -> Answer {
    answer_each_question(request, |turn| answer_one(index, turn), |question, said| leaning(index, question, said, request.locale))
}

/// What `question`, read alone, leans on: itself, or what was `said` before it
/// (`refers_back.rs`), with the question before when it goes on from it by its form, nothing was
/// said, or `said` names nothing of the site.
fn leaning(index: &ChatIndex, question: &str, said: Option<&str>, locale: Locale) -> Leaning {
    let read = |text: &str| Question::read(text, None, locale, index.lexicon(), index);
    let asked = read(question);
    if !refers_back(&asked, question) {
        Leaning::Itself
    } else if goes_on_by_its_form(&asked, question) || said.is_none_or(|said| read(said).names_nothing()) {
        Leaning::TheQuestionBefore
    } else {
        Leaning::WhatWasSaid
    }
}

fn answer_one(index: &ChatIndex, request: &ChatRequest) -> Answer {
    let alone = read_question(index, request, None);
    if let Some(answer) = curated_answer(index, request, &alone) {
        return answer;
    }
    composed_in_conversation(index, request, &alone)
}

/// The composed answer to `request`, given `alone`, its question read without history: a
/// follow-up is read with the conversation before it, a question asking of something new as a
/// first question is (`follow_up.rs`).
fn composed_in_conversation(index: &ChatIndex, request: &ChatRequest, alone: &Question) -> Answer {
    if let Some(reply) = own_reply(request, alone) {
        return reply;
    }
    if !in_another_language(&request.question) {
        return composed_in_context(index, request, alone);
    }
    // Words the chat cannot read name nothing it could read with the conversation before them
    // ("Wo ist Ihr Büro?" after the workshop's price got passages about the workshop), and
    // nothing found for them says nothing of what the site holds.
    let answer = composed_in_context(index, &without_history(request), alone);
    if answer.kind == AnswerKind::NotFound {
        return with_contacts(request.locale, request.locale.messages().chat.other_language, AnswerKind::NotFound);
    }
    answer
}

/// The chat's own reply to a message asking nothing of the site, read as `alone`: a farewell, a
/// word about the chat itself, or the visitor saying the answer missed.
fn own_reply(request: &ChatRequest, alone: &Question) -> Option<Answer> {
    let (locale, t) = (request.locale, request.locale.messages());
    // "Yes" or "no" to "Is there anything else you would like to know?".
    let asked_for_more = request.previous_answer() == Some(t.chat.welcome);
    let reply = |text: &str| Some(unsourced(text.to_string(), AnswerKind::Reply));
    match yes_or_no(&alone.meant) {
        Some(true) if asked_for_more => return reply(t.chat.ask_away),
        Some(false) if asked_for_more => return reply(t.chat.goodbye),
        _ => {}
    }
    if only_courtesies(&request.question) && farewell(&request.question) {
        return reply(t.chat.goodbye);
    }
    if about_the_chat(&alone.meant) {
        return Some(with_contacts(locale, t.chat.about_the_chat, AnswerKind::Reply));
    }
    complains(&alone.meant).then(|| with_contacts(locale, t.chat.misread, AnswerKind::Reply))
}

/// Whether a visitor's message of the conversation asked nothing of the site: courtesies, a word
/// about the chat, a complaint. A follow-up after it and the chat's reply goes on from the
/// question before them.
fn asks_nothing_of_the_site(message: &str) -> bool {
    let meant = without_courtesies(message);
    only_courtesies(message) || about_the_chat(&meant) || complains(&meant)
}

/// The composed answer to `request` read `alone`, within the conversation before it: the chat's
/// own replies are the caller's, and the language it is written in too.
fn composed_in_context(index: &ChatIndex, request: &ChatRequest, alone: &Question) -> Answer {
    let request = &past_courtesies(request);
    match conversation_of(request, alone) {
        Conversation::Courtesies => welcome(request.locale),
        Conversation::Unclear => {
            let with_it = composed_as_read(index, request, None);
            if with_it.grounded {
                return with_it;
            }
            composed_as_read(index, &without_history(request), Some(alone))
        }
        conversation => composed_as_read(index, &as_read(request, conversation), Some(alone)),
    }
}

/// The request a question is composed from, as it stands to the conversation before it: a
/// follow-up with that conversation, a question on something new as a first question, a request
/// for more as the question it asks more of (`more_of`). An unclear one is read with the
/// conversation first.
fn as_read(request: &ChatRequest, conversation: Conversation) -> Cow<'_, ChatRequest> {
    match conversation {
        Conversation::New => Cow::Owned(without_history(request)),
        Conversation::More => Cow::Owned(more_of(request).unwrap_or_else(|| without_history(request))),
        Conversation::Continued | Conversation::Unclear | Conversation::Courtesies => Cow::Borrowed(request),
    }
}

/// `request` asking for more of what the conversation said ("tell me more", "what do you mean?"):
/// the last question of the visitor's that asked something of the site, read with nothing of
/// its own, and everything answered since as the answer before it, so that nothing said is
/// said again. `None` when no answer from the site (one citing it) came after that question.
fn more_of(request: &ChatRequest) -> Option<ChatRequest> {
    let mut said: Vec<&str> = Vec::new();
    for turn in request.history.iter().rev() {
        match turn {
            Turn::Assistant(text) => said.push(text),
            Turn::User(text) if asks_for_more(&without_courtesies(text)) || asks_nothing_of_the_site(text) => {}
            Turn::User(question) => {
                if !said.iter().any(|answer| CITATION.is_match(answer)) {
                    return None;
                }
                said.reverse();
                let history = vec![Turn::User(question.clone()), Turn::Assistant(said.join("\n"))];
                return Some(ChatRequest { question: String::new(), locale: request.locale, history });
            }
        }
    }
    None
}

/// `request` without the exchanges in its conversation that asked nothing of the site ("Thanks!",
/// "are you a bot?", "that's not what I asked", and the chat's reply to each): a follow-up after
/// them goes on from the question before them.
fn past_courtesies(request: &ChatRequest) -> Cow<'_, ChatRequest> {
    let courteous = |turn: &Turn| matches!(turn, Turn::User(text) if asks_nothing_of_the_site(text));
    if !request.history.iter().any(courteous) {
        return Cow::Borrowed(request);
    }
    let mut history = Vec::new();
    let mut turns = request.history.iter().peekable();
    while let Some(turn) = turns.next() {
        if courteous(turn) {
            turns.next_if(|reply| matches!(reply, Turn::Assistant(_)));
        } else {
            history.push(turn.clone());
        }
    }
    Cow::Owned(ChatRequest { history, ..request.clone() })
}

/// `request` as a first question.
fn without_history(request: &ChatRequest) -> ChatRequest {
    ChatRequest { history: Vec::new(), ..request.clone() }
}

/// The composed answer to `request`, whose question (without history and a named item) is
/// `alone` when already read.
fn composed_as_read(index: &ChatIndex, request: &ChatRequest, alone: Option<&Question>) -> Answer {
    let request = with_named_item(request, alone);
    // A curated question is matched on the visitor's words alone; the composed answer also
    // weighs the previous question's, when there is one.
    let question = match (request.previous_question(), &request, alone) {
        (None, Cow::Borrowed(_), Some(alone)) => Cow::Borrowed(alone),
        (previous, _, _) => Cow::Owned(read_question(index, &request, previous)),
    };
    compose(index, &request, &question)
}

/// How the question of `request`, read `alone`, stands to the conversation before it.
fn conversation_of(request: &ChatRequest, alone: &Question) -> Conversation {
    if request.history.is_empty() {
        return Conversation::Continued;
    }
    if item_named(request, Some(alone)).is_some() {
        return Conversation::Continued;
    }
    // Thanks after an answer had been read as a follow-up naming nothing, and repeated it; a
    // greeting is read as a first message is.
    match alone.meant.is_empty() {
        true if thanks(&request.question) => Conversation::Courtesies,
        true => Conversation::New,
        false => conversation(alone, &alone.meant),
    }
}

/// The item of the previous answer the question of `request` names by its place, as typed or,
/// read `alone`, as meant ("il secpndo").
fn item_named(request: &ChatRequest, alone: Option<&Question>) -> Option<String> {
    let previous = request.previous_answer()?;
    named_item(&request.question, previous).or_else(|| alone.and_then(|alone| named_item(&alone.meant, previous)))
}

/// "The first one" is the first item of the previous answer: the request with that item's words
/// in its question, when it names one.
fn with_named_item<'a>(request: &'a ChatRequest, alone: Option<&Question>) -> Cow<'a, ChatRequest> {
    match item_named(request, alone) {
        // Without the courtesies around the question: after the item, those closing it would no
        // longer close it.
        Some(item) => Cow::Owned(ChatRequest { question: format!("{} {item}", without_courtesies(&request.question)), ..request.clone() }),
        None => Cow::Borrowed(request),
    }
}

fn read_question(index: &ChatIndex, request: &ChatRequest, previous: Option<&str>) -> Question {
    let read = |previous: Option<&str>| Question::read(&request.question, previous, request.locale, index.lexicon(), index);
    let question = read(previous);
    // A follow-up naming nothing of its own ("and when will that happen?") is about what the
    // previous answer said: its words join the previous question's.
    match (previous, request.previous_answer()) {
        (Some(previous), Some(answer)) if question.names_nothing() => {
            read(Some(&format!("{previous}\n{}", CITATION.replace_all(answer, ""))))
        }
        _ => question,
    }
}

/// A citation mark, "[2]": no word of what the answer said.
pub(super) static CITATION: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\[(\d+)\]").expect("the pattern is valid"));

/// One sentence of `chunk`, cited to it.
fn quoted(chunk: &Chunk, sentence: &str) -> Answer {
    let source = Source {
        n: 1,
        url: chunk.url.clone(),
        title: chunk.page_title.clone(),
        section: chunk.section_title.clone(),
        snippet: sentence.to_string(),
        highlights: Vec::new(),
        passage: chunk.text.clone(),
    };
    Answer {
        text: format!("{} [1]", sentence.trim_end()),
        sources: vec![source],
        cited: vec![1],
        grounded: true,
        kind: AnswerKind::Answer,
        curated: false,
        context: Vec::new(),
        model_may_answer: false,
        parts: Vec::new(),
    }
}

/// The operator's answer to `request`, cited to the page it names. Its source card quotes the
/// sentence of that section sharing the most words with the answer, else the first: the opening
/// of the contacts section (the e-mail) had stood under an answer giving the phone number.
fn curated_answer(index: &ChatIndex, request: &ChatRequest, question: &Question) -> Option<Answer> {
    let curated = index.curated(request.locale)?.matching(question)?;
    let section = index.section_at(&localize_href(&curated.cite, request.locale), request.locale)?;
    let mut answer = quoted(section, &curated.text);
    let said: HashSet<String> = terms(request.locale, &curated.text).into_iter().collect();
    let shared = |text: &str| terms(request.locale, text).into_iter().filter(|t| said.contains(t)).collect::<HashSet<_>>().len();
    let mut scored = sentences(&section.text).into_iter().map(|p| (shared(&p.text), p.text));
    let first = scored.next().unwrap_or_default();
    let (_, snippet) = scored.fold(first, |best, next| if next.0 > best.0 { next } else { best });
    answer.sources[0].highlights = highlights(&question.concepts, &snippet, request.locale);
    answer.sources[0].snippet = snippet;
    answer.curated = true;
    Some(answer)
}

/// The answer composed from the site's sentences: retrieval (a follow-up is searched together
/// with the previous question, whose words also count, for less, as evidence; a question on
/// something new alone), then the best sentences.
pub fn composed_answer(index: &ChatIndex, request: &ChatRequest) -> Answer {
    answer_each_question(
        request,
        |request| composed_in_conversation(index, request, &read_question(index, request, None)),
        |question, said| leaning(index, question, said, request.locale),
    )
}

/// A request as the composer reads it: the question (a named item of the previous answer
/// resolved, the previous question's words beside it when it follows it up) and the sections
/// retrieved for it.
struct Reading {
    question: Question,
    hits: Vec<Hit>,
}

fn reading(index: &ChatIndex, request: &ChatRequest) -> Reading {
    let courteous = past_courtesies(request);
    let alone = (!courteous.history.is_empty()).then(|| read_question(index, &courteous, None));
    let conversation = alone.as_ref().map_or(Conversation::Continued, |alone| conversation_of(&courteous, alone));
    let request = as_read(&courteous, conversation);
    let request = with_named_item(&request, alone.as_ref());
    let question = read_question(index, &request, request.previous_question());
    let hits = retrieve(index, &request, &question);
    Reading { question, hits }
}

/// The sections the composer looks for an answer in, best first (retrieval's hit@k in
/// `server chat eval`).
pub fn retrieved_sections(index: &ChatIndex, request: &ChatRequest) -> Vec<Hit> {
    reading(index, request).hits
}

/// The composed answer, and whether a model may write one from what it read.
fn compose(index: &ChatIndex, request: &ChatRequest, question: &Question) -> Answer {
    let answer = offline_answer(index, request, question);
    // A refusal gives a model nothing to read, and passages for a question that may be about
    // something else would have it answer from pages about another thing.
    let model_may_answer = match answer.kind {
        AnswerKind::Answer => true,
        AnswerKind::Passages => in_the_sites_words(question),
        AnswerKind::NotFound | AnswerKind::Reply => false,
    };
    Answer { model_may_answer, ..answer }
}

/// The answer from the site's sentences: the owner's pages for a question about the owner alone,
/// else the best sentences of the sections retrieved, passages that may help, or a refusal.
fn offline_answer(index: &ChatIndex, request: &ChatRequest, question: &Question) -> Answer {
    if asks_a_sum(&question.meant) {
        return not_found(request.locale);
    }
    let about_the_owner = || {
        let (position, sentence) = about_the_site(index, question, request.locale)?;
        Some(quoted(index.chunk(position), &index.section_text(position).sentences[sentence].text))
    };
    // "Are you a company?", or "is it a nonprofit?" after a question about the owner: what the
    // owner is answers, yes or no, even where the kind asked names the owner ("company").
    let names_owner_before = || question.concepts.iter().any(|c| c.background && index.names_owner(c));
    let owner_kind_asked = match question.identity {
        Some(Identity::You) => true,
        Some(Identity::It) => names_owner_before(),
        None => false,
    };
    if let Some((position, sentence)) = owner_kind_asked.then(|| owner_definition(index, request.locale)).flatten() {
        return quoted(index.chunk(position), &index.section_text(position).sentences[sentence].text);
    }
    // Nothing but the owner's name and what is asked ("where are you?", "what does Acme do?",
    // "where is the company based?"): the owner's pages answer. With words the site uses
    // everywhere ("when does the coworking close?") the sections that say so come first, the
    // owner's pages after.
    let about_the_owner_alone = question.about_the_site(|c| names_the_owner(index, c));
    let only_the_owner =
        about_the_owner_alone && question.concepts.iter().filter(|c| !c.background).all(|c| c.cue.is_some() || names_the_owner(index, c));
    if only_the_owner {
        if let Some(answer) = about_the_owner() {
            return answer;
        }
        // Without a year on the owner's pages, the sections found for the owner's name hold
        // how long other things last ("we store this information for two years").
        if asks_how_old(question) {
            return not_found(request.locale);
        }
    }
    if let Some(overview) = page_overview(index, question, request.locale) {
        return quoted(index.chunk(overview.first), &overview.text());
    }
    // With no page titled with it, "what do you offer?" asks what the owner does.
    if asks_what_the_owner_offers(index, question) {
        if let Some(answer) = about_the_owner() {
            return answer;
        }
    }
    let hits = retrieve(index, request, question);
    let mut candidates = best_sentences(index, question, &hits);
    // What the previous answer quoted answers a follow-up again only when it holds the value the
    // follow-up asks: "and where are you?" after the workshop's price is not answered by the
    // price again.
    if let Some(previous) = request.previous_answer() {
        // Quoted whole or in part: a list item the previous answer held is said already.
        let said = CITATION.replace_all(previous, "");
        let said_before = |c: &Candidate| !c.text.trim().is_empty() && said.contains(c.text.trim());
        let holds_asked = |c: &Candidate| {
            question.asks.is_some_and(|kind| question.value_in(&index.section_text(hits[c.hit].shown_at).sentences[c.sentence], kind))
        };
        candidates.retain(|c| !said_before(c) || holds_asked(c));
    }
    let owners = (about_the_owner_alone && !only_the_owner && candidates.first().is_none_or(|c| c.evidence != Evidence::Answer))
        .then(about_the_owner)
        .flatten();
    let answer = match (owners, candidates.first().map(|c| c.evidence)) {
        (Some(answer), _) => answer,
        (None, Some(Evidence::Answer)) => {
            answer_from(question, &candidates, &hits, if question.polar { NEARLY_AS_GOOD_YES_NO } else { NEARLY_AS_GOOD })
        }
        (None, Some(Evidence::Weak)) if about_something_else(question) => return not_found(request.locale),
        (None, Some(Evidence::Weak)) => passages(question, request.locale, &candidates, &hits),
        (None, Some(Evidence::None) | None) => return not_found(request.locale),
    };
    with_context(answer, index, hits, &candidates)
}

/// `answer` with the retrieved sections it does not cite as its context, up to
/// `MODEL_SOURCES` sections in all, each quoting its best candidate sentence (or its first) as
/// the snippet shown if a model cites it.
fn with_context(mut answer: Answer, index: &ChatIndex, hits: Vec<Hit>, candidates: &[Candidate]) -> Answer {
    let cited: HashSet<String> = answer.sources.iter().map(|s| s.url.clone()).collect();
    let room = MODEL_SOURCES.saturating_sub(answer.sources.len());
    let first = answer.sources.len() + 1;
    answer.context = hits
        .into_iter()
        .enumerate()
        .filter(|(_, hit)| !cited.contains(&hit.chunk.url))
        .take(room)
        .enumerate()
        .map(|(k, (i, hit))| {
            let best = candidates.iter().find(|c| c.hit == i).map(|c| c.text.clone());
            let opening = || index.section_text(hit.shown_at).sentences.first().map(|s| s.text.clone());
            Source {
                n: first + k,
                snippet: best.or_else(opening).unwrap_or_default(),
                url: hit.chunk.url,
                title: hit.chunk.page_title,
                section: hit.chunk.section_title,
                highlights: Vec::new(),
                passage: hit.chunk.text,
            }
        })
        .collect();
    answer
}

/// The sections an answer is looked for in: those the question (with the previous one) matches,
/// those with a sentence holding the value asked and most of the question's topic, then, for a
/// follow-up, those the previous answer came from ("since when?" after "we are
/// based in Turin [1]" asks about the section that said so).
fn retrieve(index: &ChatIndex, request: &ChatRequest, question: &Question) -> Vec<Hit> {
    let mut hits = index.search_question(question, request.locale, SECTIONS);
    let with_value = index.sections_with_value(question, request.locale, VALUE_SECTIONS);
    let previous = request.previous_answer().map(|previous| index.search(previous, request.locale, PREVIOUS_ANSWER_SECTIONS));
    for hit in with_value.into_iter().chain(previous.into_iter().flatten()) {
        if !hits.iter().any(|h| h.shown_at == hit.shown_at) {
            hits.push(hit);
        }
    }
    hits
}

/// Where the site's sentence holding `fact` stood: its rank among the sentences of the retrieved
/// sections, or how many sections hold it when none was retrieved. It tells a miss of retrieval
/// from one of choosing the sentence.
fn where_the_fact_is(index: &ChatIndex, reading: &Reading, locale: Locale, fact: &regex::Regex) -> String {
    let ranked = ranked_sentences(index, &reading.question, &reading.hits);
    match ranked.iter().position(|(_, text)| fact.is_match(text)) {
        // The values read in it tell a miss of the value patterns from one of the words.
        Some(rank) => format!(
            "  the fact: sentence {} of {} ({:.2}, the best {:.2}; values {:?}): {}\n",
            rank + 1,
            ranked.len(),
            ranked[rank].0,
            ranked[0].0,
            values_in(&ranked[rank].1),
            ranked[rank].1
        ),
        None => {
            let holding = (0..index.len()).filter(|&i| index.chunk(i).locale == locale && fact.is_match(&index.chunk(i).text)).count();
            format!("  the fact: in no retrieved section ({holding} sections hold it)\n")
        }
    }
}

/// Why `request` gets the answer it gets: the question as read, the best sentences with their
/// scores, and where the sentence holding `fact` stood, when the fact is given (for `server chat
/// eval --failures`).
pub fn explain(index: &ChatIndex, request: &ChatRequest, fact: Option<&regex::Regex>) -> String {
    let read = reading(index, request);
    let Reading { question, hits } = &read;
    let shape = [
        (question.several, "several"),
        (question.polar, "yes or no"),
        (question.negated, "negative"),
        (question.defines, "what something is"),
        (question.which.is_some(), "which one"),
        (question.explanation, "how or why"),
        (question.elsewhere, "a place the site never mentions"),
    ]
    .iter()
    .filter(|f| f.0)
    .map(|f| f.1)
    .collect::<Vec<_>>();
    let mut out = format!(
        "asks {:?}{}, written in {}; about the site: {}\n",
        question.asks,
        if shape.is_empty() { String::new() } else { format!(" ({})", shape.join(", ")) },
        question.language,
        question.about_the_site(|c| names_the_owner(index, c))
    );
    for c in &question.concepts {
        let flags = [(c.generic, "generic"), (c.unknown, "unknown"), (c.background, "previous")]
            .iter()
            .filter(|f| f.0)
            .map(|f| f.1)
            .collect::<Vec<_>>();
        out += &format!(
            "    {} {:.2}{}{} {}\n",
            c.word,
            c.weight,
            c.cue.map(|k| format!(" cue {k:?}")).unwrap_or_default(),
            if flags.is_empty() { "" } else { " " },
            flags.join(" ")
        );
    }
    for candidate in best_sentences(index, question, hits).iter().take(4) {
        out += &format!("    {:.2} {:?} {} | {}\n", candidate.score, candidate.evidence, hits[candidate.hit].chunk.url, candidate.text);
    }
    if let Some(fact) = fact {
        out += &where_the_fact_is(index, &read, request.locale, fact);
    }
    out
}

/// The source quoting `snippet` from `hit`. Its highlights are read only for what is cited: the
/// analyzer run on every word of every candidate had been about 40% of an answer's time.
fn source(n: usize, question: &Question, hit: &Hit, snippet: String) -> Source {
    Source {
        n,
        url: hit.chunk.url.clone(),
        title: hit.chunk.page_title.clone(),
        section: hit.chunk.section_title.clone(),
        highlights: highlights(&question.concepts, &snippet, hit.chunk.locale),
        snippet,
        passage: hit.chunk.text.clone(),
    }
}

/// The best sentence, and the next best ones scoring at least `nearly` of it, each followed by
/// its citation; sentences of one section are quoted in their order, under one citation.
fn answer_from(question: &Question, candidates: &[Candidate], hits: &[Hit], nearly: f32) -> Answer {
    let best = candidates[0].score;
    let good = candidates.iter().filter(|c| c.evidence == Evidence::Answer && c.score >= best * nearly);
    let mut chosen = distinct(good).into_iter().take(MAX_SENTENCES).collect::<Vec<_>>();
    while chosen.len() > 1 && chosen.iter().map(|c| c.text.split_whitespace().count()).sum::<usize>() > MAX_WORDS {
        chosen.pop();
    }
    let mut sections: Vec<Vec<&Candidate>> = Vec::new();
    for candidate in chosen {
        match sections.iter_mut().find(|group| group[0].hit == candidate.hit) {
            Some(group) => group.push(candidate),
            None => sections.push(vec![candidate]),
        }
    }
    let mut sources = Vec::new();
    let mut parts = Vec::new();
    for mut group in sections {
        let n = sources.len() + 1;
        group.sort_by_key(|c| c.sentence);
        let text = group[1..].iter().fold(group[0].text.trim_end().to_string(), |text, c| run_on(&text, &c.text));
        parts.push(format!("{text} [{n}]"));
        sources.push(source(n, question, &hits[group[0].hit], text));
    }
    let cited = sources.iter().map(|s| s.n).collect();
    Answer {
        text: parts.join(" "),
        sources,
        cited,
        grounded: true,
        kind: AnswerKind::Answer,
        curated: false,
        context: Vec::new(),
        model_may_answer: false,
        parts: Vec::new(),
    }
}

/// The best passages as pages that may help: cited, but not an answer.
fn passages(question: &Question, locale: Locale, candidates: &[Candidate], hits: &[Hit]) -> Answer {
    let t = locale.messages();
    let mut sources = Vec::new();
    let mut text = format!("{}\n", t.chat.may_help);
    // One sentence per section: the best of it that is evidence at all and says something new,
    // which is not always the best-scored one (that may share only generic words with the
    // question, or repeat another page).
    let mut sections = HashSet::new();
    let evidence = distinct(candidates.iter().filter(|c| c.evidence != Evidence::None));
    for candidate in evidence.into_iter().filter(|c| sections.insert(c.hit)).take(MAX_PASSAGES) {
        let n = sources.len() + 1;
        let hit = &hits[candidate.hit];
        text += &format!("\n- **{} — {}**: {} [{n}]", hit.chunk.page_title, hit.chunk.section_title, candidate.text.trim_end());
        sources.push(source(n, question, hit, candidate.text.clone()));
    }
    text += &format!("\n\n{} {}", t.chat.ask_us, contacts_link(locale));
    let cited = sources.iter().map(|s| s.n).collect();
    Answer {
        text,
        sources,
        cited,
        grounded: false,
        kind: AnswerKind::Passages,
        curated: false,
        context: Vec::new(),
        model_may_answer: false,
        parts: Vec::new(),
    }
}

/// The honest answer when the site holds nothing relevant.
pub fn not_found(locale: Locale) -> Answer {
    with_contacts(locale, locale.messages().chat.no_answer, AnswerKind::NotFound)
}

/// A message of the chat's own, `text` followed by the link to the contacts page.
fn with_contacts(locale: Locale, text: &str, kind: AnswerKind) -> Answer {
    unsourced(format!("{text} {}", contacts_link(locale)), kind)
}

/// The link to the contacts page, in Markdown ("[write to us](/en/contacts)").
fn contacts_link(locale: Locale) -> String {
    format!("[{}]({})", locale.messages().chat.contacts_link, SiteRoute::new(locale, Page::Contacts).path())
}

/// The reply to courtesies after an answer ("Thanks!", "ok, grazie").
pub fn welcome(locale: Locale) -> Answer {
    unsourced(locale.messages().chat.welcome.to_string(), AnswerKind::Reply)
}

/// A message of the chat's own, quoting no page: neither grounded nor for a model to rewrite.
fn unsourced(text: String, kind: AnswerKind) -> Answer {
    Answer {
        text,
        sources: Vec::new(),
        cited: Vec::new(),
        grounded: false,
        kind,
        curated: false,
        context: Vec::new(),
        model_may_answer: false,
        parts: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chat::lexicon::Lexicon;

    fn chunk(locale: Locale, key: &str, section: &str, text: &str) -> Chunk {
        let prefix = if locale == Locale::En { "/en" } else { "" };
        Chunk {
            locale,
            key: key.into(),
            page_title: "Page".into(),
            section_title: section.into(),
            url: format!("{prefix}/{key}"),
            text: text.into(),
        }
    }

    fn index() -> ChatIndex {
        ChatIndex::build(fixture(), Lexicon::with_operator_groups(None).unwrap()).unwrap()
    }

    /// An index of English sections alone, each (key, section title, text).
    fn english(pages: &[(&str, &str, &str)]) -> ChatIndex {
        let chunks = pages.iter().map(|(key, section, text)| chunk(Locale::En, key, section, text)).collect();
        ChatIndex::build(chunks, Lexicon::with_operator_groups(None).unwrap()).unwrap()
    }

    fn fixture() -> Vec<Chunk> {
        let mut chunks = vec![
            chunk(Locale::En, "services", "AI readiness workshop", "We look at your processes, what it costs and how to tell whether it works.\nTwo days with your leadership team.\nFixed price: EUR 4,800."),
            chunk(Locale::It, "services", "Workshop di AI readiness", "Guardiamo i vostri processi, quanto costano e come capire se funzionano.\nDue giornate con la direzione.\nPrezzo fisso: EUR 4.800."),
            chunk(Locale::En, "about", "The company", "Acme Intelligence was founded in 2024 and is headquartered in Turin, at Corso Esempio 10."),
            chunk(Locale::It, "about", "La società", "Acme Intelligence è stata fondata nel 2024 e ha sede a Torino, in Corso Esempio 10."),
            chunk(Locale::En, "contacts", "How to reach us", "E-mail: hello@example.com\nPhone: +39 011 000 0000\nOffice hours: Monday to Friday, 9:00-18:00\nYou can address your message to Sales, Press or Careers: the right team reads it first."),
            chunk(Locale::It, "contacts", "Come raggiungerci", "E-mail: hello@example.com\nTelefono: +39 011 000 0000\nOrari: dal lunedì al venerdì, 9:00-18:00\nPuoi indirizzare il messaggio a Commerciale, Stampa o Lavora con noi: lo legge per primo il team giusto."),
        ];
        chunks.push(chunk(Locale::En, "coworking", "Coworking", "Our rates:\n- Daily entrance: EUR 15\n- Monthly pass: EUR 120\nThe coworking is for members; the membership costs EUR 10 a year."));
        chunks.push(chunk(Locale::It, "coworking", "Coworking", "Le nostre tariffe:\n- Ingresso giornaliero: EUR 15\n- Abbonamento mensile: EUR 120\nIl coworking è per i soci; la tessera costa EUR 10 l'anno."));
        for (i, topic) in ["retrieval quality", "telegram bots", "legal research", "bilingual search"].iter().enumerate() {
            chunks.push(chunk(
                Locale::En,
                &format!("blog{i}"),
                topic,
                &format!("An article about {topic} at Acme Intelligence, written for our company blog."),
            ));
            chunks.push(chunk(
                Locale::It,
                &format!("blog{i}"),
                topic,
                &format!("Un articolo su {topic} di Acme Intelligence, per il blog della nostra azienda."),
            ));
        }
        chunks
    }

    /// A first question, without history.
    fn asking(question: &str, locale: Locale) -> ChatRequest {
        ChatRequest { question: question.into(), locale, history: Vec::new() }
    }

    fn ask(index: &ChatIndex, question: &str, locale: Locale) -> Answer {
        answer_request(index, &asking(question, locale))
    }

    /// The answer to `question`, with how it was reached (`explain`) for an assertion to show.
    fn ask_explained(index: &ChatIndex, question: &str, locale: Locale) -> (Answer, String) {
        (ask(index, question, locale), explain(index, &asking(question, locale), None))
    }

    /// The line of `explain` for the best sentence that is an answer, if any.
    fn best_answer(index: &ChatIndex, request: &ChatRequest) -> String {
        explain(index, request, None).lines().find(|l| l.contains(" Answer ")).unwrap_or_default().to_string()
    }

    #[test]
    fn a_question_naming_nothing_after_an_answer_asks_of_what_was_said_with_it() {
        let index = index();
        let history = vec![
            crate::chat::request::Turn::User("dove avete sede?".into()),
            crate::chat::request::Turn::Assistant("A Torino, in Corso Esempio 10 [1].".into()),
        ];
        let request = ChatRequest { question: "Vorrei lavorare nel vostro coworking. Cosa mi serve?".into(), locale: Locale::It, history };
        let answer = answer_request(&index, &request);
        assert!(answer.text.contains("soci") && answer.sources[0].url.ends_with("/coworking"), "{answer:?}");
        // Going on by its form, it asks of the question before as well.
        let history = vec![
            crate::chat::request::Turn::User("quanto dura il workshop?".into()),
            crate::chat::request::Turn::Assistant("Due giornate con la direzione [1].".into()),
        ];
        let request = ChatRequest { question: "Siamo in dieci. E quanto costa?".into(), history, ..request };
        let answer = answer_request(&index, &request);
        assert!(answer.text.contains("4.800"), "{answer:?}");
    }

    #[test]
    fn a_greeting_and_thanks_around_a_question_change_nothing_of_its_answer() {
        let index = index();
        for (question, locale, fact) in [
            ("Good morning, how much does the workshop cost? Thanks!", Locale::En, "4,800"),
            ("Scusate, una domanda: qual è il numero di telefono? Grazie mille", Locale::It, "011 000 0000"),
            ("qual è il numero di telefono? grazie 😊", Locale::It, "011 000 0000"),
            ("um, so how much does the workshop cost? lol", Locale::En, "4,800"),
            ("Ciaooo! qual è il numero di telefono? Grazieee", Locale::It, "011 000 0000"),
        ] {
            let answer = ask(&index, question, locale);
            assert!(answer.grounded && answer.text.contains(fact), "{question}: {answer:?}");
            assert!(!answer.text.starts_with('*'), "one question, answered as one: {}", answer.text);
        }
    }

    #[test]
    fn a_question_asked_inside_a_request_to_be_told_gets_its_answer() {
        let index = index();
        for (question, locale, fact) in [
            ("Volevo sapere, mi sapreste dire quanto costa il workshop?", Locale::It, "4.800"),
            ("Mi potete indicare per favore il numero di telefono?", Locale::It, "011 000 0000"),
            ("I'd like to know how much the workshop costs", Locale::En, "4,800"),
        ] {
            let answer = ask(&index, question, locale);
            assert!(answer.grounded && answer.text.contains(fact) && !answer.text.contains('*'), "{question}: {answer:?}");
        }
    }

    #[test]
    fn a_question_in_the_shorthand_of_text_messages_gets_its_answer() {
        let index = index();
        for (question, locale, fact) in
            [("what's ur phone number?", Locale::En, "011 000 0000"), ("a ke numero vi posso chiamare", Locale::It, "011 000 0000")]
        {
            let answer = ask(&index, question, locale);
            assert!(answer.grounded && answer.text.contains(fact) && !answer.text.contains('*'), "{question}: {answer:?}");
        }
    }

    #[test]
    fn a_message_asking_several_questions_gets_an_answer_to_each() {
        let index = index();
        let answer = ask(&index, "How much does the workshop cost? And where are you based?", Locale::En);
        assert!(answer.grounded && answer.text.contains("4,800") && answer.text.contains("Turin"), "{answer:?}");
        assert!(answer.text.starts_with("*How much does the workshop cost?*\n\n"), "each answer under its question: {}", answer.text);
        let numbers: Vec<usize> = answer.sources.iter().map(|s| s.n).collect();
        assert_eq!(numbers, (1..=numbers.len()).collect::<Vec<_>>(), "the sources are numbered in turn");
        assert!(numbers.iter().all(|n| answer.text.contains(&format!("[{n}]"))), "{answer:?}");
        // The second asks what the first did: "and the monthly pass?" costs.
        let answer = ask(&index, "How much is the daily entrance to the coworking? And the monthly pass?", Locale::En);
        assert!(answer.text.contains("EUR 15") && answer.text.contains("EUR 120"), "{answer:?}");
        // Joined by "and", without their marks, as visitors type; one leaning on the one before
        // ("…and how long is it?") is answered after it.
        let answer = ask(&index, "how much does the workshop cost and where are you based", Locale::En);
        assert!(answer.text.contains("4,800") && answer.text.contains("Turin"), "{answer:?}");
        let answer = ask(&index, "How much does the AI readiness workshop cost and how long is it?", Locale::En);
        assert!(answer.text.contains("4,800") && answer.text.contains("Two days"), "{answer:?}");
        // Two kinds of value asked together are two questions.
        let answer = ask(&index, "indirizzo e telefono?", Locale::It);
        assert!(answer.text.contains("Corso Esempio 10") && answer.text.contains("011 000 0000"), "{answer:?}");
        // A question the site does not answer gets in its place what it gets asked alone: the
        // passages that may help, or the refusal.
        let answer = ask(&index, "Quanto costa il workshop? Avete un ufficio a Milano?", Locale::It);
        let alone = ask(&index, "Avete un ufficio a Milano?", Locale::It);
        assert_eq!(alone.kind, AnswerKind::Passages, "{alone:?}");
        assert!(
            answer.grounded && answer.text.contains("4.800") && answer.text.contains(Locale::It.messages().chat.may_help),
            "{answer:?}"
        );
        let answer = ask(&index, "Quanto costa il workshop? Che tempo fa domani a Parigi?", Locale::It);
        assert!(answer.grounded && answer.text.contains("4.800") && answer.text.contains(&not_found(Locale::It).text), "{answer:?}");
    }

    #[test]
    fn what_a_visitor_says_before_asking_does_not_take_the_answer_elsewhere() {
        let index = index();
        let answer = ask(&index, "I write for a company blog about legal research. How much does the workshop cost?", Locale::En);
        assert!(answer.grounded && answer.text.contains("4,800"), "{answer:?}");
    }

    #[test]
    fn what_a_visitor_says_of_themselves_around_a_question_is_not_asked() {
        let index = index();
        // About themselves, before and after: the question is answered as if asked alone.
        for (message, locale, fact) in [
            ("I found your site on the company blog. how much does the workshop cost", Locale::En, "4,800"),
            ("I run a small bakery in Naples. What's your phone number?", Locale::En, "011 000 0000"),
            ("Where are you based? I'm a student writing about legal research.", Locale::En, "Turin"),
            ("Dove avete sede? Ho trovato il vostro blog su Google ieri.", Locale::It, "Torino"),
            ("Gestisco una panetteria a Napoli. qual è il vostro numero di telefono", Locale::It, "011 000 0000"),
        ] {
            let answer = ask(&index, message, locale);
            assert!(answer.grounded && answer.text.contains(fact), "{message}: {answer:?}");
            assert!(!answer.text.contains('*'), "one question, not two: {message}: {}", answer.text);
        }
    }

    #[test]
    fn courtesies_alone_ask_nothing_of_what_their_words_name() {
        let index = with(vec![chunk(Locale::En, "gold-set", "A gold set", "We collected 320 questions that the staff had asked.")]);
        for message in ["Hi, I have a question", "Good morning! Quick question:"] {
            let answer = ask(&index, message, Locale::En);
            assert!(answer.sources.iter().all(|s| s.url != "/en/gold-set"), "{message}: {answer:?}");
        }
    }

    #[test]
    fn a_question_naming_nothing_takes_its_topic_from_what_was_said_before() {
        let index = index();
        let answer = ask(&index, "I'm interested in the AI readiness workshop. How much is it?", Locale::En);
        assert!(answer.grounded && answer.text.contains("4,800"), "{answer:?}");
        let answer = ask(&index, "Mi interessa il workshop. Quanto dura?", Locale::It);
        assert!(answer.grounded && answer.text.contains("Due giornate"), "{answer:?}");
        // Asked of the owner, it needs nothing said before.
        let answer = ask(&index, "I'm interested in the AI readiness workshop. Where are you?", Locale::En);
        assert!(answer.grounded && answer.text.contains("Turin"), "{answer:?}");
    }

    #[test]
    fn contractions_typed_without_their_apostrophe_change_nothing_of_the_answer() {
        let index = index();
        let answer = ask(&index, "wheres the company headquartered", Locale::En);
        assert!(answer.grounded && answer.text.contains("Turin"), "{answer:?}");
    }

    #[test]
    fn accents_typed_as_apostrophes_change_nothing_of_the_answer() {
        let index = index();
        let answer = ask(&index, "qual'e' il vostro indirizzo", Locale::It);
        assert!(answer.grounded && answer.text.contains("Corso Esempio 10"), "{answer:?}");
    }

    #[test]
    fn a_question_typed_with_a_typo_gets_the_answer_of_the_word_meant() {
        let index = index();
        for (question, locale, fact) in [
            ("How much does the worskhop cost?", Locale::En, "4,800"),
            ("Qual è il numero di telfeono?", Locale::It, "011 000 0000"),
            ("where are you headqaurtered?", Locale::En, "Turin"),
            ("wehn was Acme founded?", Locale::En, "2024"),
            ("how much is the membrship?", Locale::En, "EUR 10"),
        ] {
            let answer = ask(&index, question, locale);
            assert!(answer.grounded && answer.text.contains(fact) && !answer.text.contains('*'), "{question}: {answer:?}");
        }
    }

    #[test]
    fn a_model_reads_the_other_sections_retrieved_after_the_answers_own() {
        let index = index();
        let answer = ask(&index, "How much does the workshop cost?", Locale::En);
        assert!(answer.grounded && !answer.context.is_empty(), "{answer:?}");
        let read = answer.model_sources();
        assert!(read.len() <= MODEL_SOURCES, "{read:?}");
        assert_eq!(read[..answer.sources.len()], answer.sources[..], "the answer's own sources come first, as numbered");
        assert_eq!(read.iter().map(|s| s.n).collect::<Vec<_>>(), (1..=read.len()).collect::<Vec<_>>());
        let urls: HashSet<&str> = read.iter().map(|s| s.url.as_str()).collect();
        assert_eq!(urls.len(), read.len(), "no section twice: {read:?}");
        assert!(read.iter().all(|s| !s.passage.is_empty() && !s.snippet.is_empty()), "{read:?}");
        assert!(answer.model_may_answer);
        let elsewhere = ask(&index, "What is the capital of Australia?", Locale::En);
        assert!(!elsewhere.model_may_answer && elsewhere.model_sources().is_empty(), "{elsewhere:?}");
    }

    #[test]
    fn how_something_is_done_is_answered_from_the_section_titled_with_it() {
        let index = with(vec![
            chunk(Locale::En, "search", "Bilingual search", "Stemming for both languages, elisions and questions across languages."),
            chunk(
                Locale::En,
                "search#elisions",
                "Elisions",
                "A naive tokenizer indexes the article and the noun as one word. We strip the elided article before stemming.",
            ),
        ]);
        let answer = ask(&index, "how do you handle elisions?", Locale::En);
        assert!(answer.text.contains("We strip the elided article"), "{answer:?}");
    }

    #[test]
    fn a_question_the_page_asks_is_quoted_with_the_sentence_answering_it() {
        let index = with(vec![chunk(
            Locale::En,
            "car",
            "Playback in cars",
            "Open the car settings on your phone.\nDid you install the player from the store?\nThen nothing else is needed.",
        )]);
        let answer = ask(&index, "I installed the player from the store, what do I do in the car?", Locale::En);
        assert!(answer.text.starts_with("Did you install the player from the store? Then nothing else is needed."), "{answer:?}");
    }

    #[test]
    fn paying_by_some_means_is_answered_by_the_means_not_by_a_price() {
        let index = with(vec![chunk(
            Locale::It,
            "ospitalita",
            "Ospitalità",
            "Anche se l'ospitalità è gratuita, chiediamo un pagamento minimo in nostro favore.\nPotete farlo in diversi modi:\n- via PayPal, all'indirizzo cassa@example.org\n- con Satispay, cercando “Festival Esempio”",
        )]);
        let answer = ask(&index, "posso pagare con Satispay?", Locale::It);
        assert!(answer.text.contains("con Satispay") && answer.kind == AnswerKind::Answer, "{answer:?}");
    }

    #[test]
    fn a_heading_that_asks_is_answered_by_its_first_sentence() {
        let index = with(vec![
            chunk(
                Locale::En,
                "faq#cancel",
                "Can I cancel my plan at any time?",
                "Yes: end it from your account page whenever you like, with no fee.\nRefunds are pro rata.",
            ),
            chunk(Locale::En, "events", "Events", "We may cancel an event at any time when too few people sign up."),
        ]);
        let answer = ask(&index, "can I cancel at any time?", Locale::En);
        assert!(answer.text.starts_with("Yes: end it from your account page"), "{answer:?}");
        let index = with(vec![chunk(
            Locale::En,
            "faq#trial",
            "Is there a free trial?",
            "Yes, there is.\nEvery plan starts with fourteen days on us.",
        )]);
        let answer = ask(&index, "do you offer a free trial?", Locale::En);
        assert!(
            answer.text.starts_with("Yes, there is. Every plan starts with fourteen days on us."),
            "a bare yes is quoted with what follows: {answer:?}"
        );
        // A yes or no asked of what the heading asks the value of.
        let index = with(vec![
            chunk(Locale::En, "faq#ticket", "How much does the ticket cost?", "Nothing. Everyone is welcome, and there is no fee."),
            chunk(Locale::En, "faq#food", "Where can I eat?", "Food stalls open every evening in the main square."),
        ]);
        let answer = ask(&index, "do I have to buy a ticket to get in?", Locale::En);
        assert!(answer.text.starts_with("Nothing. Everyone is welcome"), "{answer:?}");
    }

    #[test]
    fn a_sentence_is_about_the_sub_heading_it_stands_under() {
        let index = with(vec![chunk(
            Locale::En,
            "betas",
            "Beta versions",
            "Betas help us find problems early.\n### Google Play\nOpen the listing and join the testers.\n### F-Droid\nWe cannot publish test builds in that store.",
        )]);
        let answer = ask(&index, "how do I get beta versions from F-Droid?", Locale::En);
        assert!(answer.text.starts_with("We cannot publish test builds in that store."), "{answer:?}");
    }

    #[test]
    fn how_to_do_something_is_answered_under_the_sub_heading_saying_it_first() {
        let index = with(vec![chunk(
            Locale::It,
            "terms",
            "Abbonamento",
            "Se smetti di pagare, sospenderemo subito l'account e potremmo annullare l'abbonamento dopo due mesi di mancato pagamento, senza altri avvisi oltre a quelli che ti avremo già inviato per email all'indirizzo che ci hai dato quando ti sei iscritto al servizio per la prima volta, e senza restituirti le somme già versate per i periodi precedenti né quelle del periodo in corso.\n### Puoi annullare l'abbonamento in qualsiasi momento\nPuoi annullare il tuo abbonamento quando vuoi. Basta fare clic su “Annulla” nella pagina del tuo account.",
        )]);
        let (answer, why) = ask_explained(&index, "come posso annullare l'abbonamento?", Locale::It);
        assert!(
            answer.text.starts_with("Puoi annullare il tuo abbonamento") && answer.text.contains("Basta fare clic"),
            "{answer:?}\n{why}"
        );
    }

    #[test]
    fn what_something_is_is_answered_only_by_a_sentence_naming_most_of_it() {
        let index = with(vec![chunk(
            Locale::En,
            "import",
            "Importing tracks",
            "Tap the file and choose the icon with a square box and an arrow.\nThe import starts at once.\nYou can choose the root folder to search all storage.",
        )]);
        let answer = ask(&index, "what is the square root of 144?", Locale::En);
        assert!(!answer.text.starts_with("Tap the file"), "{answer:?}");
        let answer = ask(&index, "what is the root folder?", Locale::En);
        assert!(answer.grounded && answer.text.starts_with("You can choose the root folder"), "{answer:?}");
    }

    #[test]
    fn a_question_the_page_leaves_unanswered_answers_nothing() {
        let index = with(vec![
            chunk(Locale::En, "faq", "Open questions", "We get many questions.\nWill the app ever run on a smartwatch?"),
            chunk(Locale::En, "platforms", "Platforms", "The app runs on phones and tablets only."),
        ]);
        let answer = ask(&index, "will the app run on my smartwatch?", Locale::En);
        assert!(!answer.text.starts_with("Will the app ever run"), "{answer:?}");
    }

    #[test]
    fn how_many_days_is_answered_by_a_count_of_days() {
        let index = with(vec![
            chunk(Locale::En, "notices", "Expiry notices", "The first expiry notice is sent by e-mail and is valid for one year."),
            chunk(Locale::En, "schedule", "When notices go out", "The first notice goes out 20 days before expiry."),
        ]);
        let answer = ask(&index, "how many days before expiry is the first notice sent?", Locale::En);
        assert!(answer.text.starts_with("The first notice goes out 20 days before expiry."), "{answer:?}");
    }

    #[test]
    fn an_age_is_answered_by_years_not_by_hours() {
        let index = with(vec![
            chunk(Locale::En, "hackathon", "The hackathon", "A 24-hour coding marathon with prizes."),
            chunk(Locale::En, "rules", "Who can take part", "Participants must be at least 16 years old."),
        ]);
        for question in ["what's the age limit for the hackathon?", "how old do you have to be for the hackathon?"] {
            let answer = ask(&index, question, Locale::En);
            assert!(!answer.text.contains("24-hour"), "{question}: {answer:?}");
        }
    }

    #[test]
    fn whom_to_write_to_is_answered_by_the_team_to_address_with_the_address() {
        let index = index();
        for (question, locale, team) in
            [("I'm a journalist, who do I write to?", Locale::En, "Press"), ("sono un giornalista, a chi scrivo?", Locale::It, "Stampa")]
        {
            let answer = ask(&index, question, locale);
            assert_eq!(answer.kind, AnswerKind::Answer, "{answer:?}");
            assert!(answer.text.contains(team) && answer.text.contains("hello@example.com"), "{}", answer.text);
        }
    }

    #[test]
    fn a_price_question_is_answered_with_the_price_not_with_the_word_costs() {
        let answer = ask(&index(), "How much does the AI readiness workshop cost?", Locale::En);
        assert_eq!(answer.kind, AnswerKind::Answer, "{answer:?}");
        assert!(answer.text.starts_with("Fixed price: EUR 4,800. [1]"), "{}", answer.text);
        assert_eq!(answer.sources[0].url, "/en/services");
        assert_eq!(answer.sources[0].highlights, ["price"], "the cited words that match the question (price is cost)");
    }

    #[test]
    fn the_answer_is_quoted_in_the_visitors_language_whatever_the_question_is_written_in() {
        let answer = ask(&index(), "what is the price of the workshop", Locale::It);
        assert!(answer.text.contains("EUR 4.800"), "{}", answer.text);
        assert_eq!(answer.sources[0].url, "/services");
    }

    #[test]
    fn paraphrases_and_generic_words() {
        let index = index();
        let seat = ask(&index, "Dove ha sede l'azienda?", Locale::It);
        assert!(seat.text.contains("ha sede a Torino"), "{}", seat.text);
        let phone = ask(&index, "What is your phone number?", Locale::En);
        assert!(phone.text.contains("+39 011 000 0000"), "{}", phone.text);
    }

    #[test]
    fn a_count_of_the_owner_is_answered_by_its_people() {
        let mut chunks = fixture();
        chunks.push(chunk(Locale::En, "about", "The team", "We are 14 people: engineers and designers."));
        chunks.push(chunk(Locale::It, "about", "Il team", "Siamo 14 persone: ingegneri e designer."));
        let index = ChatIndex::build(chunks, Lexicon::with_operator_groups(None).unwrap()).unwrap();
        let asked = [
            ("how many are you?", Locale::En),
            ("quanti siete?", Locale::It),
            ("how big is the company?", Locale::En),
            ("quanto è grande l'azienda?", Locale::It),
        ];
        for (question, locale) in asked {
            let answer = ask(&index, question, locale);
            assert!(answer.text.contains("14") && !answer.text.contains("2024"), "{question}: {answer:?}");
        }
    }

    #[test]
    fn a_percentage_prices_only_what_its_sentence_names() {
        let pages = [
            ("assistants", "Assistants", "Our assistant answers from your documents.\nThe assistant runs on your own server."),
            ("case", "A law firm", "With our assistant, a law firm cut its research time by 35%."),
            ("shop", "Shop", "The assistant helps in the shop too.\nThe platform fee is 5% of each sale."),
        ];
        let index = english(&pages);
        let assistant = ask(&index, "how much does the assistant cost?", Locale::En);
        assert!(!assistant.text.contains("35%"), "a share of research time is no price: {assistant:?}");
        let fee = ask(&index, "how much is the platform fee?", Locale::En);
        assert!(fee.kind == AnswerKind::Answer && fee.text.contains("5%"), "{fee:?}");
        let fees = ask(&index, "what are your fees?", Locale::En);
        assert!(fees.kind == AnswerKind::Answer && fees.text.contains("5%"), "a topic of the price alone: {fees:?}");
    }

    #[test]
    fn why_is_answered_by_the_sentence_giving_a_reason() {
        let pages = [
            ("server", "Public server", "The public server is free, and failing requests are retried."),
            ("load", "Load", "Requests fail at times because the public server is overloaded."),
        ];
        let index = english(&pages);
        let answer = ask(&index, "why does the public server keep failing?", Locale::En);
        assert!(answer.text.starts_with("Requests fail"), "{answer:?}");
    }

    #[test]
    fn why_is_answered_by_what_it_is_done_for() {
        let pages = [
            ("masks", "Masks", "Masks keep the numbers you call hidden."),
            ("logs", "Logs", "We keep the numbers you call with the date and the length of each call, in order to show your call history."),
        ];
        let index = english(&pages);
        let question = "why do you keep a list of the numbers I call?";
        let (answer, why) = ask_explained(&index, question, Locale::En);
        assert!(answer.text.starts_with("We keep"), "{answer:?}\n{why}");
    }

    #[test]
    fn free_in_another_sense_confirms_no_price() {
        let pages = [
            ("feeds", "Feeds", "The app plays ad-free episodes of private feeds."),
            ("budget", "Budget", "The app's accounts are public, and everyone is free to verify them."),
        ];
        let index = english(&pages);
        let answer = ask(&index, "is the app free?", Locale::En);
        assert!(!answer.grounded, "{answer:?}");
    }

    #[test]
    fn a_word_placing_a_thing_is_no_evidence_without_it() {
        let mut pages = vec![
            (
                "stats",
                "Listening statistics",
                "If an episode is played in December of one year and in January of the next, it counts for the second year.",
            ),
            ("app", "The app", "Version 3 of the app plays podcasts."),
            ("sync", "Sync", "Every version syncs your subscriptions."),
            ("chapters", "Chapters", "This version shows chapters."),
            ("events", "Events", "Coming soon: a meetup of listeners."),
        ];
        let question = "when is the next version coming out?";
        let index = english(&pages);
        let answer = ask(&index, question, Locale::En);
        assert!(!answer.grounded, "\"the next\" places no version: {answer:?}\n{}", explain(&index, &asking(question, Locale::En), None));
        pages.push(("releases", "Releases", "The next version comes out in March, with chapters."));
        let answer = ask(&english(&pages), question, Locale::En);
        assert!(answer.grounded && answer.text.contains("March"), "{answer:?}");
    }

    #[test]
    fn off_topic_questions_are_refused_with_the_contact_link() {
        let index = index();
        for (question, locale) in [("What is the capital of Australia?", Locale::En), ("Che tempo farà domani a Milano?", Locale::It)] {
            let answer = ask(&index, question, locale);
            assert_eq!(answer.kind, AnswerKind::NotFound, "{question}: {answer:?}");
            assert!(!answer.grounded && answer.sources.is_empty());
        }
        let index = with(vec![chunk(
            Locale::En,
            "releases",
            "Releases",
            "Most of the time, release 17 and release 23 run side by side for 15 days.",
        )]);
        for (question, locale) in [("quanto fa 2024 per 10?", Locale::It), ("What is 17 times 23?", Locale::En)] {
            let sum = ask(&index, question, locale);
            assert_eq!(sum.kind, AnswerKind::NotFound, "a sum is asked of no site, whatever numbers it holds: {sum:?}");
        }
        let bananas = ask(&index, "What is the price of bananas?", Locale::En);
        assert!(!bananas.grounded && bananas.text.contains("(/en/contacts)"), "{bananas:?}");
    }

    #[test]
    fn a_question_in_a_language_the_chat_does_not_read_is_asked_again_in_one_it_reads() {
        let index = index();
        for (question, locale) in [("Wo ist Ihr Büro?", Locale::En), ("¿Dónde están sus oficinas?", Locale::It)] {
            let answer = ask(&index, question, locale);
            let t = locale.messages();
            assert_eq!(answer.kind, AnswerKind::NotFound, "{question}: {answer:?}");
            assert!(answer.text.starts_with(t.chat.other_language) && answer.text.contains(t.chat.contacts_link), "{answer:?}");
        }
        let after_a_question = answer_request(&index, &after_the_price("Wo ist Ihr Büro?", Locale::En));
        assert!(after_a_question.text.starts_with(Locale::En.messages().chat.other_language), "{after_a_question:?}");
        let off_topic = ask(&index, "What is the capital of Australia?", Locale::En);
        assert!(off_topic.text.starts_with(Locale::En.messages().chat.no_answer), "{off_topic:?}");
    }

    #[test]
    fn a_message_about_the_chat_itself_is_told_what_the_chat_is() {
        let index = index();
        for (message, locale) in [("Hi, are you a bot?", Locale::En), ("help", Locale::En), ("posso parlare con una persona?", Locale::It)]
        {
            let answer = ask(&index, message, locale);
            let t = locale.messages();
            assert_eq!(answer.kind, AnswerKind::Reply, "{message}: {answer:?}");
            assert!(answer.text.starts_with(t.chat.about_the_chat) && answer.text.contains(t.chat.contacts_link), "{answer:?}");
        }
        assert_ne!(ask(&index, "who are you?", Locale::En).kind, AnswerKind::Reply, "a question about the owner");
    }

    /// `message` asked after a question about the workshop's price and its answer.
    fn after_the_price(message: &str, locale: Locale) -> ChatRequest {
        ChatRequest {
            question: message.into(),
            locale,
            history: vec![
                Turn::User("How much is the AI readiness workshop?".into()),
                Turn::Assistant("Fixed price: EUR 4,800. [1]".into()),
            ],
        }
    }

    #[test]
    fn a_farewell_or_a_complaint_after_an_answer_gets_a_reply_of_the_chats_own() {
        let index = index();
        for (message, locale, reply) in [
            ("Bye!", Locale::En, Locale::En.messages().chat.goodbye),
            ("grazie, arrivederci", Locale::It, Locale::It.messages().chat.goodbye),
            ("that's not what I asked", Locale::En, Locale::En.messages().chat.misread),
            ("non mi hai risposto", Locale::It, Locale::It.messages().chat.misread),
        ] {
            let answer = answer_request(&index, &after_the_price(message, locale));
            assert_eq!(answer.kind, AnswerKind::Reply, "{message}: {answer:?}");
            assert!(answer.text.starts_with(reply), "{message}: {answer:?}");
        }
    }

    #[test]
    fn yes_or_no_to_anything_else_is_told_to_ask_or_bidden_goodbye() {
        let index = index();
        for (message, locale, reply) in [
            ("yes", Locale::En, Locale::En.messages().chat.ask_away),
            ("sì, grazie", Locale::It, Locale::It.messages().chat.ask_away),
            ("no", Locale::En, Locale::En.messages().chat.goodbye),
            ("no grazie", Locale::It, Locale::It.messages().chat.goodbye),
        ] {
            let mut request = after_the_price("Thanks!", locale);
            request.history.extend([Turn::User("Thanks!".into()), Turn::Assistant(locale.messages().chat.welcome.into())]);
            request.question = message.into();
            assert_eq!(answer_request(&index, &request).text, reply, "{message}");
        }
        assert_ne!(answer_request(&index, &after_the_price("yes", Locale::En)).text, Locale::En.messages().chat.ask_away);
    }

    #[test]
    fn asked_for_more_the_chat_goes_on_from_the_answer_before() {
        let index = index();
        for (message, locale) in [("tell me more", Locale::En), ("can you explain that better?", Locale::En)] {
            let request = after_the_price(message, locale);
            let answer = answer_request(&index, &request);
            assert!(answer.grounded && !answer.text.contains("4,800"), "{message}: {answer:?}");
            assert!(answer.sources.iter().all(|s| s.section == "AI readiness workshop"), "{message}: {answer:?}");
            // Asked again, it goes on from both answers, and never back to the first.
            let mut again = request.clone();
            again.history.extend([Turn::User(message.into()), Turn::Assistant(CITATION.replace_all(&answer.text, "[1]").into_owned())]);
            let next = answer_request(&index, &again);
            assert!(!next.text.contains("4,800") && next.text != answer.text, "{message} again: {next:?}");
        }
        // With no answer from the site before it, it is a first message: the chat's own words
        // before it are no topic.
        let after_a_reply = ChatRequest {
            question: "tell me more".into(),
            locale: Locale::En,
            history: vec![Turn::User("are you a bot?".into()), Turn::Assistant(Locale::En.messages().chat.about_the_chat.into())],
        };
        assert_eq!(answer_request(&index, &after_a_reply).text, ask(&index, "tell me more", Locale::En).text);
    }

    #[test]
    fn a_follow_up_after_an_exchange_about_the_chat_goes_on_from_the_question_before() {
        let index = index();
        let direct = after_the_price("and how long is it?", Locale::En);
        let mut after_doubt = direct.clone();
        after_doubt.history.extend([Turn::User("are you sure?".into()), Turn::Assistant(Locale::En.messages().chat.about_the_chat.into())]);
        assert_eq!(answer_request(&index, &after_doubt).text, answer_request(&index, &direct).text);
    }

    #[test]
    fn a_reply_of_the_chats_own_stands_among_several_questions() {
        let answer = ask(&index(), "Are you a bot? How much is the AI readiness workshop?", Locale::En);
        assert!(answer.text.contains(Locale::En.messages().chat.about_the_chat) && answer.text.contains("4,800"), "{answer:?}");
    }

    #[test]
    fn what_services_is_answered_by_the_page_titled_services_with_its_sections() {
        let mut chunks = fixture();
        for (locale, prefix, page, lead, sections) in [
            (Locale::En, "/en", "Services", "Two ways we help.", ["Knowledge assistants", "Document automation"]),
            (Locale::It, "", "Servizi", "Due modi per aiutarvi.", ["Assistenti della conoscenza", "Automazione documentale"]),
        ] {
            let section = |title: &str, anchor: &str, text: &str| Chunk {
                locale,
                key: format!("offer{anchor}"),
                page_title: page.into(),
                section_title: title.into(),
                url: format!("{prefix}/offer{anchor}"),
                text: text.into(),
            };
            chunks.push(section(page, "", lead));
            chunks.push(section(sections[0], "#one", "Retrieval over your documents, with citations."));
            chunks.push(section(sections[1], "#two", "We extract data from invoices."));
        }
        let index = ChatIndex::build(chunks, Lexicon::with_operator_groups(None).unwrap()).unwrap();
        for (question, locale, said) in [
            ("what services do you offer?", Locale::En, "Two ways we help. Knowledge assistants; Document automation."),
            ("quali servizi offrite?", Locale::It, "Due modi per aiutarvi. Assistenti della conoscenza; Automazione documentale."),
            ("services", Locale::En, "Two ways we help. Knowledge assistants; Document automation."),
            ("what do you offer?", Locale::En, "Two ways we help. Knowledge assistants; Document automation."),
            ("cosa offrite alle aziende?", Locale::It, "Due modi per aiutarvi. Assistenti della conoscenza; Automazione documentale."),
        ] {
            let answer = ask(&index, question, locale);
            assert!(answer.kind == AnswerKind::Answer && answer.text.starts_with(said), "{question}: {answer:?}");
            assert!(answer.sources[0].url.ends_with("/offer"), "{question}: {answer:?}");
        }
        // A question about one of them is answered from its sentences.
        let one = ask(&index, "do you extract data from invoices?", Locale::En);
        assert!(one.text.contains("We extract data from invoices"), "{one:?}");
    }

    #[test]
    fn what_do_you_offer_is_answered_by_what_the_owner_does_without_a_page_titled_with_it() {
        let mut chunks = fixture();
        chunks.push(chunk(Locale::En, "jobs", "Hackathon", "The prize is a job offer from a partner, and they provide the venue."));
        chunks.push(chunk(Locale::It, "jobs", "Hackathon", "Il premio è un'offerta di lavoro da un partner, che fornisce la sede."));
        let index = ChatIndex::build(chunks, Lexicon::with_operator_groups(None).unwrap()).unwrap().owned_by("Acme Intelligence");
        for (question, locale, said) in [
            ("what do you offer?", Locale::En, "Acme Intelligence was founded"),
            ("what do you provide?", Locale::En, "Acme Intelligence was founded"),
            ("what does Acme Intelligence offer?", Locale::En, "Acme Intelligence was founded"),
            ("cosa fornite?", Locale::It, "Acme Intelligence è stata fondata"),
        ] {
            let answer = ask(&index, question, locale);
            assert!(answer.text.starts_with(said), "{question}: {answer:?}");
        }
        // Asked with what it is offered for, the question is about that.
        let job = ask(&index, "do you offer a job as the prize?", Locale::En);
        assert!(job.text.contains("job offer"), "{job:?}");
    }

    #[test]
    fn which_service_is_answered_by_the_sentence_naming_one() {
        let mut chunks = fixture();
        chunks.push(chunk(
            Locale::En,
            "news",
            "Newsletter",
            "We send the newsletter once a month to every member.\nThe newsletter goes out through Buttondown, which keeps the list.",
        ));
        chunks.push(chunk(
            Locale::It,
            "news",
            "Newsletter",
            "Inviamo la newsletter una volta al mese a ogni socio.\nLa newsletter parte con Buttondown, che tiene l'elenco.",
        ));
        let index = ChatIndex::build(chunks.clone(), Lexicon::with_operator_groups(None).unwrap()).unwrap();
        let questions = [
            ("which service do you use to send the newsletter?", Locale::En),
            ("quale servizio usate per inviare la newsletter?", Locale::It),
        ];
        for (question, locale) in questions {
            let answer = ask(&index, question, locale);
            assert!(answer.kind == AnswerKind::Answer && answer.text.contains("Buttondown"), "{question}: {answer:?}");
        }
        // "Which tools" is not answered by the name of what is not one (the company, its town).
        assert_ne!(ask(&index, "which tools do you use?", Locale::En).kind, AnswerKind::Answer);
        // On Buttondown's own site its name answers no "which service".
        let own = ChatIndex::build(chunks, Lexicon::with_operator_groups(None).unwrap()).unwrap().owned_by("Buttondown");
        for (question, locale) in questions {
            assert_ne!(ask(&own, question, locale).kind, AnswerKind::Answer, "{question}");
        }
    }

    #[test]
    fn a_count_answers_how_many_of_what_it_counts() {
        let mut chunks = fixture();
        chunks.push(chunk(Locale::En, "gold-set", "A gold set", "For one client we gathered 320 questions."));
        chunks.push(chunk(Locale::It, "gold-set", "Un gold set", "Per un cliente abbiamo raccolto 320 domande."));
        chunks.push(chunk(Locale::En, "shirts", "T-shirts", "We ordered the shirts from a local printer: 100 pieces."));
        chunks.push(chunk(Locale::It, "shirts", "Magliette", "Abbiamo ordinato le magliette a una stamperia locale: 100 pezzi."));
        let index = ChatIndex::build(chunks, Lexicon::with_operator_groups(None).unwrap()).unwrap();
        let questions = ask(&index, "how many questions did you gather?", Locale::En);
        assert!(questions.grounded && questions.text.contains("320"), "{questions:?}");
        // A count of pieces counts what its sentence names.
        for (question, locale) in [("how many shirts did you order?", Locale::En), ("quante magliette avete ordinato?", Locale::It)] {
            let shirts = ask(&index, question, locale);
            assert!(shirts.kind == AnswerKind::Answer && shirts.text.contains("100"), "{question}: {shirts:?}");
        }
        for (question, locale) in [("how many clients do you have?", Locale::En), ("quanti clienti avete?", Locale::It)] {
            let clients = ask(&index, question, locale);
            assert_ne!(clients.kind, AnswerKind::Answer, "320 counts questions, not clients: {clients:?}");
        }
    }

    #[test]
    fn an_italian_count_is_of_the_noun_after_quanti_not_of_its_adjective() {
        let mut chunks = fixture();
        chunks.push(chunk(Locale::It, "why", "Perché lo facciamo", "Ci sono due ragioni principali."));
        let index = ChatIndex::build(chunks, Lexicon::with_operator_groups(None).unwrap()).unwrap();
        let developers = ask(&index, "quanti sviluppatori principali avete?", Locale::It);
        assert_ne!(developers.kind, AnswerKind::Answer, "two reasons are no developers: {developers:?}");
        let reasons = ask(&index, "quante ragioni principali ci sono?", Locale::It);
        assert!(reasons.grounded && reasons.text.contains("due ragioni"), "{reasons:?}");
    }

    #[test]
    fn a_question_for_several_things_gets_the_whole_list_once() {
        let index = index();
        let rates = ask(&index, "What are the coworking rates?", Locale::En);
        assert!(rates.text.starts_with("Our rates: Daily entrance: EUR 15; Monthly pass: EUR 120."), "{rates:?}");
        assert_eq!(rates.text.matches("Daily entrance").count(), 1, "{rates:?}");
        let tariffe = ask(&index, "Quali sono le tariffe del coworking?", Locale::It);
        assert!(tariffe.text.starts_with("Le nostre tariffe: Ingresso giornaliero: EUR 15; Abbonamento mensile: EUR 120."), "{tariffe:?}");
        let monthly = ask(&index, "how much is the monthly pass?", Locale::En);
        assert!(monthly.text.starts_with("Monthly pass: EUR 120"), "one item answers a question about it: {monthly:?}");
    }

    #[test]
    fn a_list_answers_with_the_value_of_the_item_about_what_is_asked() {
        let index = with(vec![
            chunk(
                Locale::En,
                "shop",
                "Shop",
                "In our shop you can buy:\n- Hardware wallets\n- Books about privacy\n- Stickers: EUR 1 each",
            ),
            chunk(
                Locale::It,
                "shop",
                "Negozio",
                "Nel nostro negozio puoi comprare:\n- Hardware wallet\n- Libri sulla privacy\n- Adesivi: EUR 1 l'uno",
            ),
        ]);
        let wallet = ask(&index, "how much is a hardware wallet in your shop?", Locale::En);
        assert!(!wallet.text.contains("In our shop you can buy"), "the list's only price is the stickers': {wallet:?}");
        let stickers = ask(&index, "how much are the stickers in your shop?", Locale::En);
        assert!(stickers.grounded && stickers.text.contains("EUR 1"), "{stickers:?}");
    }

    #[test]
    fn a_curated_answer_comes_first_cited_to_its_page() {
        let mut index = index();
        index.set_curated(
            Locale::En,
            crate::chat::parse_curated("## How much is the workshop?\ncite: /services\nEUR 4,800 for two days.").unwrap(),
        );
        let answer = ask(&index, "what is the workshop's price", Locale::En);
        assert!(answer.curated, "{answer:?}");
        assert_eq!(answer.text, "EUR 4,800 for two days. [1]");
        assert_eq!(answer.sources[0].url, "/en/services");
        assert_eq!(answer.sources[0].snippet, "Fixed price: EUR 4,800.", "the section's sentence the answer says again");
        let composed = composed_answer(&index, &asking("what is the workshop's price", Locale::En));
        assert!(!composed.curated);
    }

    #[test]
    fn a_follow_up_borrows_the_previous_question() {
        let index = index();
        let request = ChatRequest {
            question: "And how long does it last?".into(),
            locale: Locale::En,
            history: vec![crate::chat::request::Turn::User("Tell me about the AI readiness workshop".into())],
        };
        let answer = answer_request(&index, &request);
        assert!(answer.text.contains("Two days"), "{}", answer.text);
        // What the visitor says of themselves before it takes nothing from the previous question.
        let request = ChatRequest { question: "We are a team of ten people. For how long?".into(), ..request };
        let answer = answer_request(&index, &request);
        assert!(answer.text.contains("Two days"), "{}", answer.text);
    }

    #[test]
    fn a_follow_up_naming_nothing_is_about_what_the_previous_answer_said() {
        use crate::chat::request::Turn;
        let index = with(vec![
            chunk(
                Locale::En,
                "upcoming",
                "Shorter certificates",
                "We are shortening certificate lifetimes to 45 days. The first step comes on February 10, 2027.",
            ),
            chunk(
                Locale::It,
                "upcoming",
                "Certificati più brevi",
                "Accorciamo la durata dei certificati a 45 giorni. Il primo passo arriva il 10 febbraio 2027.",
            ),
            chunk(Locale::En, "renewal", "Renewal", "Certificates stay valid for 90 days after each change of key, since March 2015."),
            chunk(
                Locale::It,
                "renewal",
                "Rinnovo",
                "I certificati restano validi per 90 giorni dopo ogni cambio di chiave, da marzo 2015.",
            ),
        ]);
        let history = vec![
            Turn::User("How long will certificates be valid after the change?".into()),
            Turn::Assistant("Certificate lifetimes are shortening to 45 days. [1]".into()),
        ];
        let request = ChatRequest { question: "and when will that happen?".into(), locale: Locale::En, history };
        let answer = answer_request(&index, &request);
        assert!(answer.grounded && answer.text.contains("2027"), "{answer:?}");
    }

    #[test]
    fn a_follow_up_names_an_item_of_the_previous_answer_by_its_place() {
        let index = index();
        let request = ChatRequest {
            question: "and what is the second one?".into(),
            locale: Locale::En,
            history: vec![
                crate::chat::request::Turn::User("how can I reach you".into()),
                crate::chat::request::Turn::Assistant("By e-mail or by phone [1].".into()),
            ],
        };
        let answer = composed_answer(&index, &request);
        assert!(answer.text.contains("+39 011 000 0000"), "{}", answer.text);
        // Signed as a letter: the item goes with the question, not after the signature.
        let signed = ChatRequest { question: "and what is the second one?\n\nBest regards, Mark Smith".into(), ..request.clone() };
        let resolved = with_named_item(&signed, None).question.clone();
        assert!(!resolved.contains("Mark Smith") && resolved.contains("phone"), "{resolved}");
        let answer = composed_answer(&index, &signed);
        assert!(answer.text.contains("+39 011 000 0000"), "{}", answer.text);
        // Mistyped, the place is read as meant.
        let mistyped = ChatRequest { question: "and what is the secnod one?".into(), ..request.clone() };
        let answer = composed_answer(&index, &mistyped);
        assert!(answer.text.contains("+39 011 000 0000"), "{}", answer.text);
        // With no earlier question, the item is still read as part of this one.
        let alone = ChatRequest { history: request.history[1..].to_vec(), ..request };
        let answer = answer_request(&index, &alone);
        assert!(answer.text.contains("+39 011 000 0000"), "{}", answer.text);
    }

    fn with(extra: Vec<Chunk>) -> ChatIndex {
        let mut chunks = fixture();
        chunks.extend(extra);
        ChatIndex::build(chunks, Lexicon::with_operator_groups(None).unwrap()).unwrap()
    }

    #[test]
    fn who_to_write_to_is_answered_with_an_address_to_write_to() {
        let index = with(vec![
            chunk(Locale::En, "press", "Press", "Journalists can find our logos and photos in the press kit.\nPress: press@example.com"),
            chunk(Locale::It, "press", "Stampa", "I giornalisti trovano loghi e foto nella cartella stampa.\nStampa: press@example.com"),
        ]);
        for (question, locale) in
            [("I'm a journalist, who should I write to?", Locale::En), ("sono un giornalista, a chi scrivo?", Locale::It)]
        {
            let answer = ask(&index, question, locale);
            assert!(answer.grounded && answer.text.contains("press@example.com"), "{question}: {answer:?}");
        }
    }

    #[test]
    fn a_job_application_goes_to_the_team_that_hires() {
        let index = index();
        for (question, locale, team) in [
            ("where do I send a job application?", Locale::En, "Careers"),
            ("a chi mando una candidatura di lavoro?", Locale::It, "Lavora con noi"),
            ("can I work for you?", Locale::En, "Careers"),
            ("posso lavorare per voi?", Locale::It, "Lavora con noi"),
        ] {
            let (answer, why) = ask_explained(&index, question, locale);
            assert!(answer.kind == AnswerKind::Answer && answer.text.contains(team), "{question}: {why}");
        }
    }

    #[test]
    fn who_runs_it_is_answered_by_who_manages_it() {
        let index = with(vec![
            chunk(Locale::En, "about", "About", "Tunely is managed by Acme Media S.p.A. in Turin."),
            chunk(Locale::En, "faq", "Questions", "Does Tunely run on Windows? Tunely runs on Android and iOS."),
            chunk(Locale::It, "about", "Chi siamo", "Tunely è gestito da Acme Media S.p.A. a Torino."),
            chunk(Locale::It, "faq", "Domande", "Tunely funziona su Windows? Tunely funziona su Android e iOS."),
        ])
        .owned_by("Tunely");
        for (question, locale) in [("who runs Tunely?", Locale::En), ("who operates Tunely?", Locale::En)] {
            let (answer, why) = ask_explained(&index, question, locale);
            assert!(answer.text.split("[1]").next().unwrap_or_default().contains("Acme"), "{question}: {answer:?}\n{why}");
        }
    }

    #[test]
    fn how_long_is_answered_by_the_date_it_lasts_until() {
        let index = with(vec![
            chunk(
                Locale::En,
                "recordings",
                "Recordings",
                "We keep your recordings private.\nYour recordings are deleted no later than December 31, 2026.",
            ),
            chunk(
                Locale::It,
                "recordings",
                "Registrazioni",
                "Teniamo private le tue registrazioni.\nLe registrazioni sono eliminate non oltre il 31 dicembre 2026.",
            ),
        ]);
        for (question, locale) in
            [("how long do you keep my recordings?", Locale::En), ("per quanto tempo tenete le registrazioni?", Locale::It)]
        {
            let (answer, why) = ask_explained(&index, question, locale);
            assert!(answer.grounded && answer.text.contains("2026"), "{question}: {answer:?}\n{why}");
        }
    }

    #[test]
    fn a_sentence_saying_only_what_is_asked_is_quoted_with_the_one_it_titles() {
        let index = with(vec![
            chunk(
                Locale::En,
                "terms",
                "Terms",
                "Payment. We renew your plan each month.\n30-Day Refund Policy. The first time you subscribe, you may request a refund within the first 30 days.",
            ),
            chunk(
                Locale::It,
                "terms",
                "Termini",
                "Pagamento. Rinnoviamo il piano ogni mese.\nPolitica di rimborso di 30 giorni. La prima volta che ti abboni, puoi chiedere un rimborso entro i primi 30 giorni.",
            ),
        ]);
        for (question, locale, fact) in [
            ("What is the 30-day refund policy?", Locale::En, "within the first 30 days"),
            ("Qual è la politica di rimborso di 30 giorni?", Locale::It, "entro i primi 30 giorni"),
        ] {
            let (answer, why) = ask_explained(&index, question, locale);
            assert!(answer.grounded && answer.text.contains(fact), "{question}: {answer:?}\n{why}");
        }
    }

    #[test]
    fn when_is_answered_by_the_end_of_the_span_it_happens_at() {
        let index = with(vec![
            chunk(
                Locale::En,
                "subscription",
                "Subscription",
                "If you stop paying, we suspend your account after 2 months of not paying.\nYou can cancel at any time by clicking “Cancel.” If you cancel, you will lose access at the end of the current billing cycle.",
            ),
            chunk(
                Locale::It,
                "subscription",
                "Abbonamento",
                "Se smetti di pagare, sospendiamo l'account dopo 2 mesi di mancato pagamento.\nPuoi annullare in qualsiasi momento facendo clic su “Annulla”. Se annulli, perderai l'accesso al termine del ciclo di fatturazione corrente.",
            ),
        ]);
        for (question, locale, end) in [
            ("if I cancel today, when do I stop having access?", Locale::En, "end of the current billing cycle"),
            ("se annullo oggi, quando perdo l'accesso?", Locale::It, "termine del ciclo"),
        ] {
            let (answer, why) = ask_explained(&index, question, locale);
            assert!(answer.grounded && answer.text.contains(end), "{question}: {answer:?}\n{why}");
            assert!(!answer.text.contains("2 m"), "{question}: {answer:?}\n{why}");
        }
    }

    #[test]
    fn a_follow_up_naming_nothing_is_about_every_word_of_the_question_before() {
        let index = with(vec![
            chunk(Locale::En, "new", "A new laptop", "You can reinstall Tunely on a new laptop."),
            chunk(Locale::En, "history", "History", "Tunely brings back the settings of the last 30 days."),
        ])
        .owned_by("Tunely");
        let request = ChatRequest {
            question: "how far back does that go?".into(),
            locale: Locale::En,
            history: vec![Turn::User("what does Tunely remember when I reinstall it?".into()), Turn::Assistant("Yes, it does. [1]".into())],
        };
        let answer = answer_request(&index, &request);
        let why = explain(&index, &request, None);
        assert!(answer.grounded && answer.text.contains("30 days"), "{answer:?}\n{why}");
    }

    #[test]
    fn who_does_it_is_answered_by_who_it_is_done_by() {
        let index = with(vec![
            chunk(Locale::En, "about", "About", "Tunely is exclusively managed by the public company Acme Media S.p.A."),
            chunk(Locale::En, "care", "Care", "The operational costs of the National Health Service stay low with Tunely."),
        ])
        .owned_by("Tunely");
        let question = "who runs Tunely?";
        let (answer, why) = ask_explained(&index, question, Locale::En);
        assert!(answer.text.split("[1]").next().unwrap_or_default().contains("Acme"), "{answer:?}\n{why}");
        // A doer named by no name is worth no more than a sentence naming someone.
        let index = with(vec![
            chunk(Locale::En, "about", "About", "Tunely is built by volunteers without commercial interest."),
            chunk(Locale::En, "history", "History", "Maria Rossi built Tunely in 2011."),
        ])
        .owned_by("Tunely");
        let question = "who built Tunely?";
        let (answer, why) = ask_explained(&index, question, Locale::En);
        assert!(answer.text.split("[1]").next().unwrap_or_default().contains("Maria Rossi"), "{answer:?}\n{why}");
    }

    #[test]
    fn how_it_earns_is_answered_by_where_its_revenue_comes_from() {
        let index = with(vec![
            chunk(Locale::En, "model", "Business model", "Tunely's revenue comes from paid versions with extra support."),
            chunk(Locale::It, "model", "Modello", "Il reddito di Tunely viene dalle versioni a pagamento con supporto aggiuntivo."),
        ])
        .owned_by("Tunely");
        for (question, locale) in [("how does Tunely earn?", Locale::En), ("come guadagna Tunely?", Locale::It)] {
            let (answer, why) = ask_explained(&index, question, locale);
            assert!(
                answer.grounded && (answer.text.contains("pagamento") || answer.text.contains("paid")),
                "{question}: {answer:?}\n{why}"
            );
        }
    }

    #[test]
    fn a_yes_or_no_question_naming_a_kind_of_value_is_answered_without_one() {
        let index = with(vec![
            chunk(
                Locale::En,
                "support",
                "Support",
                "We do not provide support via e-mail.\nThe community forum answers questions about the product.",
            ),
            chunk(
                Locale::It,
                "support",
                "Assistenza",
                "Non forniamo assistenza via e-mail.\nIl forum della comunità risponde alle domande sul prodotto.",
            ),
        ]);
        let answer = ask(&index, "Do you provide support via e-mail?", Locale::En);
        assert!(answer.text.starts_with("We do not provide support via e-mail."), "{answer:?}");
        // A keyword query may ask either whether or which: the sentence saying there is none
        // answers it.
        for (query, locale, said) in
            [("e-mail support", Locale::En, "We do not provide"), ("assistenza via e-mail", Locale::It, "Non forniamo")]
        {
            let answer = ask(&index, query, locale);
            assert!(answer.kind == AnswerKind::Answer && answer.text.starts_with(said), "{query}: {answer:?}");
        }
        // Not by a sentence denying another thing, which names the kind only in other words.
        let index = with(vec![chunk(
            Locale::En,
            "manifesto",
            "Sources before answers",
            "Every sentence the assistant writes cites its passage, and when nothing supports an answer, the assistant says so.",
        )]);
        let answer = ask(&index, "e-mail support", Locale::En);
        assert!(answer.kind != AnswerKind::Answer, "{answer:?}");
    }

    #[test]
    fn a_yes_or_no_question_naming_a_price_is_answered_by_the_sentence_saying_it() {
        let mut chunks = fixture();
        chunks.push(chunk(Locale::En, "about", "Our app", "The Acme Intelligence app is completely free and respects your privacy."));
        chunks.push(chunk(
            Locale::It,
            "about",
            "La nostra app",
            "L'app di Acme Intelligence è completamente gratuita e rispetta la tua privacy.",
        ));
        // A sentence of the owner's pages holding another amount is not the answer.
        chunks.push(chunk(Locale::En, "contacts", "Ad-free", "If a podcaster adds ads, they keep 100% of the revenue."));
        chunks.push(chunk(Locale::It, "contacts", "Senza pubblicità", "Se un podcaster aggiunge pubblicità, tiene il 100% dei ricavi."));
        let index = ChatIndex::build(chunks, Lexicon::with_operator_groups(None).unwrap()).unwrap().owned_by("Acme Intelligence");
        for (question, locale, said) in
            [("is Acme Intelligence free?", Locale::En, "completely free"), ("Acme Intelligence è gratis?", Locale::It, "gratuita")]
        {
            let answer = ask(&index, question, locale);
            assert!(answer.grounded && answer.text.contains(said), "{question}: {answer:?}");
        }
        let price = ask(&index, "is the workshop EUR 4,800?", Locale::En);
        assert!(price.grounded && price.text.contains("4,800"), "{price:?}");
    }

    #[test]
    fn a_yes_or_no_question_about_a_kind_of_thing_the_site_says_it_has_none_of_is_answered() {
        let index = with(vec![
            chunk(Locale::En, "cookies", "Cookies", "This site uses only technical cookies, and no analytics or advertising cookies."),
            chunk(Locale::It, "cookies", "Cookie", "Questo sito usa solo cookie tecnici e nessun cookie di analisi o di pubblicità."),
            chunk(Locale::En, "fees", "Fees", "Certificates are free, no fees.\nPlease do not write to this address about parking."),
            chunk(
                Locale::It,
                "fees",
                "Costi",
                "I certificati sono gratuiti, senza costi.\nNon scrivere a questo indirizzo per il parcheggio.",
            ),
        ]);
        for (question, locale) in [("Do you use Plausible analytics?", Locale::En), ("usate Plausible analytics?", Locale::It)] {
            let answer = ask(&index, question, locale);
            assert!(answer.grounded && answer.text.contains("cookie"), "{question}: {answer:?}");
        }
        // What is denied is not what is asked: the fees, not the parking; writing, not a poem.
        for (question, locale) in [("Is there free valet service?", Locale::En), ("write me a poem about the sea", Locale::En)] {
            let answer = ask(&index, question, locale);
            assert!(!answer.grounded, "{question}: {answer:?}");
        }
    }

    #[test]
    fn a_sentence_saying_the_opposite_of_another_in_its_words_is_no_repeat_of_it() {
        let index = with(vec![
            chunk(
                Locale::En,
                "hosting",
                "Without shell access",
                "The best way is the built-in support of your hosting provider. If your hosting provider offers certificates, you can request support and keep it updated. If your hosting provider does not support certificates, you can contact them and request support.",
            ),
            chunk(
                Locale::It,
                "hosting",
                "Senza accesso alla shell",
                "Il modo migliore è il supporto integrato del tuo provider di hosting. Se il tuo provider di hosting offre certificati, puoi richiedere il supporto e tenerlo aggiornato. Se il tuo provider di hosting non supporta i certificati, puoi contattarlo e richiedere il supporto.",
            ),
        ]);
        let answer = ask(&index, "il mio provider non offre certificati, cosa posso fare?", Locale::It);
        // Both cases are said: neither repeats the other, though they share their words.
        assert!(answer.grounded && answer.text.contains("contattarlo") && answer.text.contains("offre certificati"), "{answer:?}");
    }

    #[test]
    fn rows_of_one_table_sharing_its_columns_are_no_repeats_of_one_another() {
        // As the content reader writes a table: a row per line, each cell named by its column.
        let table = "App: MusicPod, Code: GitHub, iOS: no, Linux: yes\nApp: Podverse, Code: GitHub, iOS: yes, Linux: no\nApp: Pocket Casts, Code: GitHub, iOS: yes, Linux: no";
        let index = with(vec![
            chunk(Locale::En, "platforms", "Other platforms", table),
            chunk(Locale::It, "platforms", "Altre piattaforme", table),
        ]);
        let answer = ask(&index, "which apps keep their code on GitHub?", Locale::En);
        assert!(["MusicPod", "Podverse", "Pocket Casts"].iter().all(|app| answer.text.contains(app)), "{answer:?}");
    }

    #[test]
    fn which_things_is_answered_with_the_sentence_after_saying_which() {
        let en = "Besides the keys, the app also sends some analytics data to the server. These include epidemiological and operational information. They help the health service plan its work.";
        let it = "Oltre alle chiavi, l'app invia al server alcuni dati statistici. Questi includono informazioni epidemiologiche e operative. Aiutano il servizio sanitario a pianificare il lavoro.";
        let index = with(vec![chunk(Locale::En, "analytics", "Analytics", en), chunk(Locale::It, "analytics", "Dati statistici", it)]);
        for (question, locale, which) in [
            ("which data does the app send to the server?", Locale::En, "epidemiological"),
            ("quali dati invia l'app al server?", Locale::It, "epidemiologiche"),
        ] {
            let (answer, why) = ask_explained(&index, question, locale);
            assert!(answer.text.contains(which), "{question}: {answer:?}\n{why}");
        }
    }

    #[test]
    fn a_line_a_section_says_twice_is_quoted_once() {
        // An item of the list at the top, then the sub-heading above the text about it.
        let text = "Two kinds of data are sent:\n- Epidemiological information\n- Operational information\n### Operational information\nIn addition, some data on device activity may be collected and uploaded.";
        let index = with(vec![chunk(Locale::En, "analytics", "Analytics", text), chunk(Locale::It, "analytics", "Analisi", text)]);
        let answer = ask(&index, "what operational information is collected?", Locale::En);
        assert!(answer.text.contains("device activity"), "{answer:?}");
        assert_eq!(answer.text.matches("Operational information").count(), 1, "{answer:?}");
    }

    #[test]
    fn when_something_happens_is_answered_by_a_time_counted_forward_from_an_event() {
        let index = with(vec![
            chunk(
                Locale::En,
                "renewal",
                "Renewal",
                "A certificate should be renewed automatically after 60 days, and stops working after 90 days if it is not renewed.",
            ),
            chunk(
                Locale::It,
                "renewal",
                "Rinnovo",
                "Un certificato va rinnovato automaticamente dopo 60 giorni, e smette di funzionare dopo 90 giorni se non viene rinnovato.",
            ),
        ]);
        for (question, locale) in
            [("when does a certificate stop working?", Locale::En), ("quando smette di funzionare un certificato?", Locale::It)]
        {
            let answer = ask(&index, question, locale);
            assert!(answer.grounded && answer.text.contains("90"), "{question}: {answer:?}");
        }
    }

    #[test]
    fn the_price_of_one_item_of_a_list_is_not_that_of_another() {
        let index = with(vec![
            chunk(
                Locale::En,
                "shop",
                "The shop",
                "In our shop you can buy:\n- Stickers - some are free, some cost 2 euros\n- Jade hardware wallet\n- The book 'Bitcoin village'",
            ),
            chunk(
                Locale::It,
                "shop",
                "Il negozio",
                "Nel nostro negozio puoi comprare:\n- Adesivi - alcuni gratis, alcuni a 2 euro\n- Jade hardware wallet\n- Il libro 'Villaggio Bitcoin'",
            ),
        ]);
        let answer = ask(&index, "how much is a Jade wallet in your shop?", Locale::En);
        assert!(!answer.grounded, "the list gives no price for the wallet: {answer:?}");
        let answer = ask(&index, "how much are the stickers?", Locale::En);
        assert!(answer.grounded && answer.text.contains("2 euros"), "{answer:?}");
    }

    #[test]
    fn a_yes_or_no_question_is_not_answered_by_a_sentence_missing_what_it_asks_about() {
        let index = with(vec![
            chunk(Locale::En, "case", "A case study", "A law firm in Milan cut its research time by a third."),
            chunk(Locale::It, "case", "Un caso", "Uno studio legale a Milano ha ridotto di un terzo il tempo di ricerca."),
        ]);
        let questions = [
            ("Do you have an office in Milan?", Locale::En),
            ("Avete un ufficio a Milano?", Locale::It),
            // Typed without capitals, as on a phone.
            ("do you have an office in milan", Locale::En),
            ("avete un ufficio a milano", Locale::It),
        ];
        for (question, locale) in questions {
            let answer = ask(&index, question, locale);
            assert!(!answer.grounded, "{question}: the firm is in Milan, not an office: {answer:?}");
        }
    }

    #[test]
    fn a_yes_or_no_question_quotes_a_sentence_less_close_to_the_best() {
        // The second sentence scores about 0.84 of the first: below what other questions quote.
        let index = with(vec![
            chunk(
                Locale::En,
                "platforms",
                "Other platforms",
                "We got some questions about support for platforms like SoundCloud and Mixcloud.\nIt has been decided not to implement their links.",
            ),
            chunk(
                Locale::It,
                "platforms",
                "Altre piattaforme",
                "Ci arrivano domande sul supporto a piattaforme come SoundCloud e Mixcloud.\nAbbiamo deciso di non implementare i loro link.",
            ),
        ]);
        for (question, locale, decision) in [
            ("will you add support for pasting SoundCloud links?", Locale::En, "decided not to implement"),
            ("aggiungerete il supporto per incollare i link di SoundCloud?", Locale::It, "deciso di non implementare"),
        ] {
            let answer = ask(&index, question, locale);
            assert!(answer.grounded && answer.text.contains(decision), "{question}: {answer:?}");
        }
    }

    #[test]
    fn two_close_sentences_of_one_section_are_quoted_in_their_order_under_one_citation() {
        let index = with(vec![
            chunk(
                Locale::En,
                "review",
                "Review",
                "Drafts and suggestions from the assistant wait for a decision.\nPeople approve every decision of the assistant.",
            ),
            chunk(
                Locale::It,
                "review",
                "Revisione",
                "Bozze e suggerimenti dell'assistente aspettano una decisione.\nLe persone approvano ogni decisione dell'assistente.",
            ),
        ]);
        let answer = ask(&index, "does the assistant make decisions on its own?", Locale::En);
        assert_eq!(
            answer.text,
            "Drafts and suggestions from the assistant wait for a decision. People approve every decision of the assistant. [1]",
            "{answer:?}"
        );
        assert_eq!(answer.sources.len(), 1);
    }

    #[test]
    fn a_sentence_speaking_of_the_one_before_it_is_quoted_after_it() {
        let index = with(vec![
            chunk(
                Locale::En,
                "download",
                "Download",
                "Official versions of the app are available on Google Play and F-Droid.\n\nWe publish the app only in these two stores because we lack the time to support more.",
            ),
            chunk(
                Locale::It,
                "download",
                "Scarica",
                "Le versioni ufficiali dell'app sono disponibili su Google Play e F-Droid.\n\nPubblichiamo l'app solo su questi due store perché non abbiamo il tempo di supportarne altri.",
            ),
        ]);
        let answer = ask(&index, "why do you publish the app in only two stores?", Locale::En);
        assert_eq!(
            answer.text,
            "Official versions of the app are available on Google Play and F-Droid. We publish the app only in these two stores because we lack the time to support more. [1]",
            "{answer:?}"
        );
        let answer = ask(&index, "perché pubblicate l'app solo su due store?", Locale::It);
        assert!(
            answer.text.starts_with("Le versioni ufficiali dell'app sono disponibili su Google Play e F-Droid. Pubblichiamo"),
            "{answer:?}"
        );
    }

    #[test]
    fn two_close_sentences_too_long_together_leave_the_second_out() {
        let padding = " and so on".repeat(15);
        let first = format!("Drafts and suggestions from the assistant wait for a decision{padding}.");
        let second = format!("People approve every decision of the assistant{padding}.");
        let text = format!("{first}\n{second}");
        let index = with(vec![chunk(Locale::En, "review", "Review", &text), chunk(Locale::It, "review", "Revisione", &text)]);
        let answer = ask(&index, "does the assistant make decisions on its own?", Locale::En);
        assert!(answer.grounded && answer.text.split_whitespace().count() <= MAX_WORDS + 1, "{answer:?}");
        assert_eq!(answer.text, format!("{first} [1]"));
    }

    #[test]
    fn a_word_matched_only_beside_one_the_site_never_uses_is_no_answer() {
        let shop = "In our shop, stickers are free for members.\nBooks cost EUR 20.";
        let negozio = "Nel nostro negozio gli adesivi sono gratis per i soci.\nI libri costano EUR 20.";
        let index = with(vec![chunk(Locale::En, "shop", "Shop", shop), chunk(Locale::It, "shop", "Negozio", negozio)]);
        let parking = ask(&index, "is there free parking?", Locale::En);
        assert!(!parking.grounded, "free stickers say nothing of parking: {parking:?}");
        let stickers = ask(&index, "are the stickers free for members?", Locale::En);
        assert!(stickers.grounded && stickers.text.contains("stickers are free"), "{stickers:?}");
    }

    #[test]
    fn three_close_sentences_are_quoted_while_they_stay_short() {
        let review = "The assistant suggests a decision.\nEach decision of the assistant waits for a person.";
        let index = |widget: &str| {
            with(vec![
                chunk(Locale::En, "review", "Review", review),
                chunk(Locale::It, "review", "Revisione", review),
                chunk(Locale::En, "widget", "Widget", widget),
                chunk(Locale::It, "widget", "Widget", widget),
            ])
        };
        let widget = "The assistant never makes a decision alone, also as a web widget.";
        let answer = ask(&index(widget), "does the assistant make decisions on its own?", Locale::En);
        assert_eq!(answer.text, format!("{} [1] {widget} [2]", review.replace('\n', " ")), "{answer:?}");
        let padding = " and so on".repeat(20);
        let long = format!("The assistant never makes a decision alone{padding}.");
        let answer = ask(&index(&long), "does the assistant make decisions on its own?", Locale::En);
        assert_eq!(answer.text, format!("{} [1]", review.replace('\n', " ")), "the two that fit stay: {answer:?}");
        let one_section = format!("{review}\n{widget}");
        let index = with(vec![chunk(Locale::En, "review", "Review", &one_section), chunk(Locale::It, "review", "Revisione", &one_section)]);
        let answer = ask(&index, "does the assistant make decisions on its own?", Locale::En);
        assert_eq!(answer.text, format!("{} [1]", one_section.replace('\n', " ")), "three of one section: {answer:?}");
    }

    #[test]
    fn a_list_item_means_what_its_heading_and_its_introduction_say() {
        let index = with(vec![
            chunk(Locale::En, "reports", "Yearly financial reports", "- 2023\n- 2024"),
            chunk(Locale::It, "reports", "Bilanci annuali", "- 2023\n- 2024"),
        ]);
        let answer = ask(&index, "Is there a yearly financial report?", Locale::En);
        assert!(answer.grounded && answer.text.contains("2023"), "{answer:?}");
    }

    #[test]
    fn what_something_is_is_answered_by_the_sentence_opening_with_it() {
        let index = with(vec![
            chunk(Locale::En, "events", "Events", "We organize events for our members, such as hackerspace nights and meetups.\nHackerspace nights: once a week, members meet to work on their projects."),
            chunk(Locale::It, "events", "Eventi", "Organizziamo eventi per i membri, come le hackerspace nights e i meetup.\nHackerspace nights: una volta a settimana i membri lavorano ai loro progetti."),
        ]);
        let request = asking("what are the hackerspace nights?", Locale::En);
        let best = best_answer(&index, &request);
        assert!(best.contains("Hackerspace nights: once a week"), "the definition comes first: {}", explain(&index, &request, None));
        assert!(answer_request(&index, &request).text.contains("once a week"));
    }

    #[test]
    fn which_thing_is_answered_first_by_the_sentence_saying_what_it_is() {
        let index = with(vec![
            chunk(Locale::En, "privacy", "Privacy", "The data you send through the form is used only to answer your request.\nThe legal basis is your consent, which you give when you send the form.\nWe keep the data for 24 months, then delete it."),
            chunk(Locale::It, "privacy", "Privacy", "I dati che invii con il modulo sono usati solo per rispondere alla tua richiesta.\nLa base giuridica è il tuo consenso, che dai quando invii il modulo.\nConserviamo i dati per 24 mesi, poi li cancelliamo."),
        ]);
        for (question, locale, fact) in [
            ("on what legal grounds do you process my data?", Locale::En, "The legal basis is your consent"),
            ("su quale base giuridica trattate i miei dati?", Locale::It, "La base giuridica è il tuo consenso"),
        ] {
            let request = asking(question, locale);
            assert!(best_answer(&index, &request).contains(fact), "{question}: {}", explain(&index, &request, None));
            assert!(answer_request(&index, &request).text.contains(fact));
        }
    }

    #[test]
    fn until_when_is_answered_by_a_duration_as_by_a_date() {
        let index = with(vec![
            chunk(Locale::En, "privacy", "Privacy", "The data you send through the form is used only to answer your request.\nWe keep the data for 24 months, then delete it."),
            chunk(Locale::It, "privacy", "Privacy", "I dati che invii con il modulo sono usati solo per rispondere alla tua richiesta.\nConserviamo i dati per 24 mesi, poi li cancelliamo."),
            chunk(Locale::En, "signup", "Sign-up", "Sign-up for the course is open until 15 March."),
        ]);
        for (question, locale, fact) in [
            ("until when do you keep my data?", Locale::En, "24 months"),
            ("fino a quando conservate i dati?", Locale::It, "24 mesi"),
            ("until when can I sign up for the course?", Locale::En, "15 March"),
        ] {
            let answer = ask(&index, question, locale);
            assert!(answer.kind == AnswerKind::Answer && answer.text.contains(fact), "{question}: {answer:?}");
        }
    }

    #[test]
    fn a_value_is_about_its_sections_heading_not_about_its_pages_title() {
        let press =
            |locale, page: &str, section: &str, text: &str| Chunk { page_title: page.into(), ..chunk(locale, "press", section, text) };
        let index = with(vec![
            press(
                Locale::En,
                "Information for the press",
                "The company",
                "The company was registered in 2024.\n- Registered office: Corso Esempio 10, 10100 Torino",
            ),
            press(
                Locale::It,
                "Informazioni per la stampa",
                "La società",
                "La società è iscritta dal 2024.\n- Sede legale: Corso Esempio 10, 10100 Torino",
            ),
        ]);
        let request = asking("do your answers tell you where the information comes from?", Locale::En);
        let answer = answer_request(&index, &request);
        assert!(!(answer.kind == AnswerKind::Answer && answer.text.contains("Corso Esempio")), "{}", explain(&index, &request, None));
        let request = asking("where is the company's registered office?", Locale::En);
        assert!(answer_request(&index, &request).text.contains("Corso Esempio 10"), "{}", explain(&index, &request, None));
    }

    #[test]
    fn a_sentence_stating_the_value_asked_is_found_whatever_words_it_uses() {
        let mut extra = Vec::new();
        // Many sections about stickers outweigh, for the words, the one saying they are free.
        for i in 0..8 {
            extra.push(chunk(
                Locale::En,
                &format!("stickers{i}"),
                "Stickers",
                &format!("Sticker design number {i}: pay attention to the colours of our stickers."),
            ));
            extra.push(chunk(
                Locale::It,
                &format!("stickers{i}"),
                "Adesivi",
                &format!("Adesivo numero {i}: fai attenzione ai colori dei nostri adesivi."),
            ));
        }
        extra.push(chunk(Locale::En, "shop", "Shop", "At the desk you find our magazine.\nStickers are free for everyone who visits."));
        extra.push(chunk(
            Locale::It,
            "shop",
            "Negozio",
            "Al banco trovi la nostra rivista.\nGli adesivi sono gratis per chi viene a trovarci.",
        ));
        let index = with(extra);
        let question = read_question(&index, &asking("do I have to pay for stickers?", Locale::En), None);
        let found = index.sections_with_value(&question, Locale::En, 1);
        assert_eq!(found.iter().map(|h| h.chunk.key.as_str()).collect::<Vec<_>>(), ["shop"]);
        let answer = ask(&index, "do I have to pay for stickers?", Locale::En);
        assert!(answer.grounded && answer.text.contains("free for everyone"), "{answer:?}");
        let adesivi = ask(&index, "gli adesivi si pagano?", Locale::It);
        assert!(adesivi.grounded && adesivi.text.contains("gratis"), "{adesivi:?}");
    }

    #[test]
    fn a_value_is_found_under_the_sub_heading_naming_what_it_is_of() {
        let index = with(vec![chunk(
            Locale::En,
            "stay",
            "Where to stay",
            "Rooms for every budget.\n### Hotel Bellavista\nVia Fondo la Terra 9, 55030 Corfino.",
        )]);
        let question = read_question(&index, &asking("what is the address of Hotel Bellavista?", Locale::En), None);
        let found = index.sections_with_value(&question, Locale::En, 1);
        assert_eq!(found.iter().map(|h| h.chunk.key.as_str()).collect::<Vec<_>>(), ["stay"]);
    }

    #[test]
    fn passages_quote_each_section_s_best_evidence_even_when_a_better_scored_sentence_is_none() {
        let contacts = |locale, press: &str| {
            let text = format!(
                "{press}\nOffice hours: Monday to Friday.\nVisits by appointment.\nE-mail: hello@example.com\nPhone: +39 011 000 0000"
            );
            chunk(locale, "contacts", "Contacts", &text)
        };
        let index = with(vec![
            contacts(Locale::En, "You can address your message to Sales, Partnerships, Press or Careers: the right team reads it first."),
            contacts(
                Locale::It,
                "Puoi indirizzare il messaggio a Commerciale, Partnership, Stampa o Lavora con noi: lo legge per primo il team giusto.",
            ),
        ]);
        for (question, locale, press) in
            [("I'm a journalist, who do I write to?", Locale::En, "Press"), ("sono un giornalista, a chi scrivo?", Locale::It, "Stampa")]
        {
            let answer = ask(&index, question, locale);
            assert_ne!(answer.kind, AnswerKind::NotFound, "{answer:?}");
            assert!(!answer.sources.is_empty() && answer.text.contains(press), "{question}: {answer:?}");
        }
    }

    #[test]
    fn passages_that_may_help_quote_one_sentence_per_section() {
        let index = index();
        let request = asking("How long is the AI readiness workshop and what does it cost?", Locale::En);
        let Reading { question, hits } = reading(&index, &request);
        let candidates = best_sentences(&index, &question, &hits);
        let services = candidates.iter().filter(|c| hits[c.hit].chunk.key == "services").count();
        assert!(services >= 2, "the workshop's section offers two sentences: {candidates:?}");
        let offered = passages(&question, Locale::En, &candidates, &hits);
        let urls: Vec<&str> = offered.sources.iter().map(|s| s.url.as_str()).collect();
        assert_eq!(urls.iter().filter(|u| **u == "/en/services").count(), 1, "{}", offered.text);
        assert_eq!(offered.kind, AnswerKind::Passages);
        assert!(!offered.grounded && offered.text.contains("(/en/contacts)"));
    }

    #[test]
    fn what_the_owner_is_is_answered_by_the_sentence_saying_it_is_something() {
        let mut chunks = fixture();
        chunks.push(chunk(
            Locale::En,
            "about",
            "What we are",
            "Acme Intelligence was a side project first. Acme Intelligence is an AI studio for documents.",
        ));
        chunks.push(chunk(
            Locale::It,
            "about",
            "Chi siamo",
            "Acme Intelligence era un progetto personale. Acme Intelligence è uno studio di AI per documenti.",
        ));
        let index = ChatIndex::build(chunks, Lexicon::with_operator_groups(None).unwrap()).unwrap().owned_by("Acme Intelligence");
        let what = ask(&index, "What is Acme Intelligence?", Locale::En);
        assert!(what.text.starts_with("Acme Intelligence is an AI studio"), "{what:?}");
        let cosa = ask(&index, "Cos'è Acme Intelligence?", Locale::It);
        assert!(cosa.text.starts_with("Acme Intelligence è uno studio"), "{cosa:?}");
        assert!(index.defines_owner("Acme Intelligence are the studio.", Locale::En));
        assert!(index.defines_owner("Acme Intelligence è un’azienda.", Locale::It));
        assert!(!index.defines_owner("Acme Intelligence è stata fondata nel 2024.", Locale::It));
        assert!(!index.defines_owner("Acme Intelligence was founded in 2024.", Locale::En));
        assert!(!index.defines_owner("The studio is Acme Intelligence.", Locale::En));
        assert!(index.defines_owner("We are an AI studio.", Locale::En) && index.defines_owner("Siamo uno studio di AI.", Locale::It));
        assert!(!index.defines_owner("We are based in Turin.", Locale::En) && !index.defines_owner("Siamo a Torino.", Locale::It));
        let hyphenated = ChatIndex::build(fixture(), Lexicon::with_operator_groups(None).unwrap()).unwrap().owned_by("Open-Studio");
        assert!(hyphenated.defines_owner("Open Studio is a cooperative.", Locale::En), "a hyphen written or not");
        assert!(hyphenated.defines_owner("Open-Studio is a cooperative.", Locale::En));
        assert!(!hyphenated.defines_owner("Studio is a cooperative.", Locale::En));
    }

    #[test]
    fn who_is_behind_the_owner_is_answered_by_the_name_doing_it() {
        let home = |locale: Locale, url: &str, text: &str| Chunk { url: url.into(), ..chunk(locale, "home", "Home", text) };
        let index = with(vec![
            chunk(Locale::En, "about", "About us", "The About Acme Intelligence page is our home page."),
            home(Locale::En, "/en", "Acme Intelligence is an Open Document Studio. It is a service provided by the Blue Harbor Trust."),
            home(Locale::It, "/", "Acme Intelligence è uno Studio Documentale. È un servizio fornito dalla Blue Harbor Trust."),
        ])
        .owned_by("Acme Intelligence");
        for (question, locale) in
            [("which organization is behind Acme Intelligence?", Locale::En), ("chi c'è dietro Acme Intelligence?", Locale::It)]
        {
            let answer = ask(&index, question, locale);
            assert!(answer.text.contains("Blue Harbor Trust"), "{question}: {answer:?}");
        }
    }

    #[test]
    fn where_an_event_happens_is_answered_by_where_it_takes_place_not_by_its_organisers_address() {
        let index = english(&[
            ("about", "The festival", "The festival takes place in all the squares and streets of the old town. It lasts four days."),
            ("contacts", "Registered office", "Piazza Oratorio 7, 18038 Sanremo."),
        ])
        .owned_by("Scambi");
        for question in ["where does Scambi take place?", "where is Scambi held?"] {
            let (answer, why) = ask_explained(&index, question, Locale::En);
            assert!(answer.text.contains("squares and streets"), "{question}: {answer:?}\n{why}");
        }
    }

    #[test]
    fn whether_the_owner_is_a_kind_of_thing_is_answered_by_what_it_is() {
        let index = with(vec![
            chunk(Locale::En, "about", "What we are", "We started as a side project. We are an AI studio for documents."),
            chunk(Locale::It, "about", "Chi siamo", "Siamo nati come progetto personale. Siamo uno studio di AI per documenti."),
        ])
        .owned_by("Acme Intelligence");
        for (question, locale, said) in
            [("are you a company?", Locale::En, "We are an AI studio"), ("siete un'azienda?", Locale::It, "Siamo uno studio di AI")]
        {
            let answer = ask(&index, question, locale);
            assert!(answer.text.starts_with(said), "{question}: {answer:?}");
        }
        let follow_up = |question: &str, previous: &str| ChatRequest {
            question: question.into(),
            locale: Locale::En,
            history: vec![crate::chat::request::Turn::User(previous.into()), crate::chat::request::Turn::Assistant("In 2024. [1]".into())],
        };
        let about_the_owner = answer_request(&index, &follow_up("is it a nonprofit?", "when was Acme Intelligence founded?"));
        assert!(about_the_owner.text.starts_with("We are an AI studio"), "{about_the_owner:?}");
        let about_the_workshop = answer_request(&index, &follow_up("is it a full day?", "how long is the AI readiness workshop?"));
        assert!(!about_the_workshop.text.starts_with("We are an AI studio"), "'it' is the workshop: {about_the_workshop:?}");
    }

    #[test]
    fn how_old_the_owner_is_is_since_when_it_is() {
        let index = with(vec![
            chunk(Locale::En, "contacts", "Replies", "We answer every request within two days."),
            chunk(Locale::It, "contacts", "Risposte", "Rispondiamo a ogni richiesta entro due giorni."),
        ])
        .owned_by("Acme Intelligence");
        for (question, locale) in [
            ("how old is Acme Intelligence?", Locale::En),
            ("how old are you?", Locale::En),
            ("how long has Acme Intelligence existed?", Locale::En),
            ("quanti anni ha Acme Intelligence?", Locale::It),
        ] {
            let answer = ask(&index, question, locale);
            assert!(answer.text.contains("2024"), "{question}: {answer:?}");
        }
    }

    #[test]
    fn how_old_the_owner_is_is_said_only_by_a_year() {
        let page = |locale: Locale, key: &str, text: &str| chunk(locale, key, key, text);
        let chunks = vec![
            page(Locale::En, "about", "Hackspace is a hackerspace in Brescia. It hosts events in the evening and at weekends."),
            page(Locale::En, "membership", "Membership costs 10 euros a year."),
            page(Locale::En, "privacy", "Hackspace keeps the data you send for two years."),
            page(Locale::It, "about", "Hackspace è un hackerspace a Brescia. Ospita eventi la sera e nei weekend."),
            page(Locale::It, "membership", "La tessera costa 10 euro l'anno."),
            page(Locale::It, "privacy", "Hackspace conserva i dati che invii per due anni."),
        ];
        let index = ChatIndex::build(chunks, Lexicon::with_operator_groups(None).unwrap()).unwrap().owned_by("Hackspace");
        for (question, locale) in [("how old is Hackspace?", Locale::En), ("quanti anni ha Hackspace?", Locale::It)] {
            let answer = ask(&index, question, locale);
            assert!(!answer.grounded, "no year, so not how old it is: {question}: {answer:?}");
        }
    }

    #[test]
    fn the_company_asked_about_on_its_own_site_is_the_owner() {
        let index = with(vec![
            chunk(
                Locale::En,
                "case",
                "A law firm",
                "A 40-lawyer firm in Milan cut its research time by a third. The company has been based in Milan since 1990.",
            ),
            chunk(
                Locale::It,
                "case",
                "Uno studio legale",
                "Uno studio di 40 avvocati a Milano ha ridotto di un terzo il tempo di ricerca. L'azienda ha sede a Milano dal 1990.",
            ),
        ])
        .owned_by("Acme Intelligence");
        for (question, locale, fact) in [
            ("where is the company based?", Locale::En, "Turin"),
            ("how old is the company?", Locale::En, "2024"),
            ("where is the firm?", Locale::En, "Turin"),
            ("dove si trova l'azienda?", Locale::It, "Torino"),
            ("quanti anni ha la società?", Locale::It, "2024"),
        ] {
            let (answer, why) = ask_explained(&index, question, locale);
            assert!(answer.text.contains(fact) && !answer.text.contains("Milan"), "{question}: {answer:?}\n{why}");
        }
    }

    #[test]
    fn who_does_something_is_answered_by_whom_the_site_says_does_it() {
        let index = with(vec![
            // What they do it in stands between: it is still done by them.
            chunk(
                Locale::En,
                "legal",
                "Legal",
                "Tunely is developed and maintained in their spare time by individual volunteers. It has no legal entity.",
            ),
            chunk(Locale::En, "car", "In the car", "Open the Developer settings of Android Auto on your phone. Tunely plays in your car."),
            chunk(
                Locale::It,
                "legal",
                "Note legali",
                "Tunely è sviluppato e mantenuto nel tempo libero da singoli volontari. Non ha un'entità legale.",
            ),
            chunk(
                Locale::It,
                "car",
                "In auto",
                "Apri le impostazioni per sviluppatori di Android Auto sul telefono. Tunely suona nella tua auto.",
            ),
        ])
        .owned_by("Tunely");
        for (question, locale, doer) in
            [("who develops Tunely?", Locale::En, "volunteers"), ("chi sviluppa Tunely?", Locale::It, "volontari")]
        {
            let (answer, why) = ask_explained(&index, question, locale);
            let first = answer.text.split("[1]").next().unwrap_or_default();
            assert!(first.contains(doer) && !first.contains("Android"), "{question}: {answer:?}\n{why}");
        }
    }

    #[test]
    fn what_the_site_offers_named_by_its_kind_is_the_owner() {
        let page = |locale: Locale, key: &str, text: &str| chunk(locale, key, key, text);
        let mut chunks = Vec::new();
        for (locale, about, others) in [
            (
                Locale::En,
                "Tunely is a podcast player, completely free and open source. Anna Rossi created Tunely in 2019.",
                [
                    "The app downloads new episodes every night.",
                    "The app keeps your episodes in a queue.",
                    "The app syncs episodes between your phones.",
                    "The app can delete played episodes.",
                ],
            ),
            (
                Locale::It,
                "Tunely è un lettore di podcast completamente gratuito e open source. Anna Rossi ha creato Tunely nel 2019.",
                [
                    "L'app scarica i nuovi episodi ogni notte.",
                    "L'app tiene i tuoi episodi in coda.",
                    "L'app sincronizza gli episodi tra i tuoi telefoni.",
                    "L'app può cancellare gli episodi ascoltati.",
                ],
            ),
        ] {
            chunks.push(page(locale, "about", about));
            chunks.extend(["downloads", "queue", "sync", "cleanup"].into_iter().zip(others).map(|(key, text)| page(locale, key, text)));
        }
        let index = ChatIndex::build(chunks, Lexicon::with_operator_groups(None).unwrap()).unwrap().owned_by("Tunely");
        // "The app" on a site about an app is the owner, as its name would be.
        for (question, locale, said) in [
            ("is the app free?", Locale::En, "completely free"),
            ("how much is the app?", Locale::En, "completely free"),
            ("l'app è a pagamento?", Locale::It, "completamente gratuito"),
            ("who makes the app?", Locale::En, "Anna Rossi"),
            ("chi c'è dietro l'app?", Locale::It, "Anna Rossi"),
        ] {
            let answer = ask(&index, question, locale);
            assert!(answer.grounded && answer.text.contains(said), "{question}: {answer:?}");
        }
        // Episodes are the podcasters', not what the site offers: what they cost is not said.
        for (question, locale) in [("are the episodes free?", Locale::En), ("gli episodi sono gratis?", Locale::It)] {
            let answer = ask(&index, question, locale);
            assert!(!answer.grounded, "{question}: {answer:?}");
        }
    }

    #[test]
    fn a_question_about_a_place_the_site_never_mentions_is_not_answered() {
        let index = with(vec![
            chunk(Locale::En, "company", "Company data", "Share capital: EUR 10,000\nVAT number: IT00000000000"),
            chunk(Locale::It, "company", "Dati societari", "Capitale sociale: 10.000 euro\nPartita IVA: IT00000000000"),
        ]);
        for (question, locale) in [("what is the capital of australia", Locale::En), ("qual è la capitale del canada", Locale::It)] {
            let answer = ask(&index, question, locale);
            assert_eq!(answer.kind, AnswerKind::NotFound, "refused, not offered the share capital: {question}: {answer:?}");
        }
        let share = ask(&index, "what is the share capital?", Locale::En);
        assert!(share.grounded && share.text.contains("10,000"), "{share:?}");
        let office = ask(&index, "where is your office in Turin?", Locale::En);
        assert!(office.grounded, "a place the site mentions is no sign of another topic: {office:?}");
    }

    #[test]
    fn a_phrase_whose_words_the_site_never_uses_is_a_word_it_never_uses() {
        let index = with(vec![
            chunk(Locale::En, "case", "Case study", "A law firm in Milan cut its research times by 35%."),
            chunk(Locale::It, "case", "Caso di studio", "Uno studio legale di Milano ha ridotto del 35% i tempi della ricerca."),
        ]);
        // "Che tempo farà" is the weather, which the site never speaks of, not its "tempi".
        let weather = ask(&index, "che tempo farà domani a Milano?", Locale::It);
        assert_eq!(weather.kind, AnswerKind::NotFound, "{weather:?}");
        let times = ask(&index, "di quanto ha ridotto i tempi lo studio di Milano?", Locale::It);
        assert!(times.grounded && times.text.contains("35%"), "{times:?}");
    }

    #[test]
    fn a_question_mostly_in_words_the_site_never_uses_is_refused_not_offered_passages() {
        let index = with(vec![
            chunk(Locale::En, "events", "Events", "Our members wrote the list of the events at the lab."),
            chunk(Locale::It, "events", "Eventi", "I nostri soci hanno scritto la lista degli eventi del laboratorio."),
            chunk(Locale::En, "workshop", "Workshop", "A two-day workshop for leadership teams, ending with a written roadmap."),
            chunk(
                Locale::It,
                "workshop",
                "Workshop",
                "Un workshop di due giorni per i gruppi dirigenti, che si chiude con una roadmap scritta.",
            ),
        ]);
        let weak_at_best = |question: &str, locale| {
            let Reading { question, hits } = reading(&index, &asking(question, locale));
            best_sentences(&index, &question, &hits).first().map(|c| c.evidence)
        };
        // More words the site never uses than words it uses; as many, with a name it never writes.
        for (question, locale) in [
            ("who wrote Pride and Prejudice?", Locale::En),
            ("is there a list in Python?", Locale::En),
            ("c'è una lista in Python?", Locale::It),
        ] {
            assert_eq!(weak_at_best(question, locale), Some(Evidence::Weak), "the site's words find something: {question}");
            let answer = ask(&index, question, locale);
            assert_eq!(answer.kind, AnswerKind::NotFound, "{question}: {answer:?}");
        }
        // One word the site uses and one it does not, no name: the site's word is the topic.
        for (query, locale) in [("workshop deliverable", Locale::En), ("Workshop deliverable", Locale::En), ("lista novità", Locale::It)] {
            let answer = ask(&index, query, locale);
            assert_eq!(answer.kind, AnswerKind::Passages, "{query}: {answer:?}");
        }
    }

    #[test]
    fn a_word_the_site_never_uses_asks_for_a_clear_answer() {
        let index = with(vec![
            chunk(Locale::En, "news", "News", "We designed, ordered and received the stickers for the lab."),
            chunk(Locale::It, "news", "Novità", "Abbiamo disegnato, ordinato e ricevuto gli adesivi per il laboratorio."),
            chunk(Locale::En, "events", "Events", "The list of the events organised at the lab."),
            chunk(Locale::It, "events", "Eventi", "La lista degli eventi organizzati al laboratorio."),
        ]);
        for (question, locale) in [("how do I order a list in Python?", Locale::En), ("come si ordina una lista in Python?", Locale::It)] {
            let answer = ask(&index, question, locale);
            assert!(!answer.grounded, "{question}: only the words around what is asked are the site's: {answer:?}");
        }
        let events = ask(&index, "is there a list of the events?", Locale::En);
        assert!(events.grounded && events.text.contains("list of the events"), "{events:?}");
    }

    #[test]
    fn a_verb_the_site_never_uses_closing_a_question_is_no_other_topic() {
        let index = with(vec![
            chunk(Locale::En, "legal", "Legal", "Examplia is a Delaware nonprofit corporation."),
            chunk(Locale::It, "legal", "Note legali", "Examplia è una società senza scopo di lucro del Delaware."),
            chunk(Locale::En, "news", "News", "Examplia opened a new office."),
            chunk(Locale::It, "news", "Novità", "Examplia ha aperto un nuovo ufficio."),
        ]);
        let state = ask(&index, "in which state is Examplia chartered?", Locale::En);
        assert!(state.grounded && state.text.contains("Delaware"), "'chartered' asks how, Examplia is the topic: {state:?}");
        let parking = ask(&index, "does the corporation include parking?", Locale::En);
        assert!(!parking.grounded, "a noun the site never uses is what the question is about: {parking:?}");
    }

    #[test]
    fn code_is_quoted_only_after_the_sentence_introducing_it() {
        let alone = with(vec![
            chunk(Locale::En, "tools", "Tools", "We publish our tools on GitHub.\n`cargo install widgetizer --locked`"),
            chunk(Locale::It, "tools", "Strumenti", "Pubblichiamo i nostri strumenti su GitHub.\n`cargo install widgetizer --locked`"),
        ]);
        let answer = ask(&alone, "how do I install widgetizer?", Locale::En);
        assert!(!answer.text.contains("cargo install"), "a line of code is no answer on its own: {answer:?}");
        let introduced = with(vec![
            chunk(Locale::En, "tools", "Tools", "Install the widgetizer like so:\n`cargo install widgetizer --locked`"),
            chunk(Locale::It, "tools", "Strumenti", "Installa il widgetizer così:\n`cargo install widgetizer --locked`"),
        ]);
        let answer = ask(&introduced, "how do I install the widgetizer?", Locale::En);
        assert!(answer.grounded && answer.text.contains("like so: `cargo install widgetizer --locked`"), "{answer:?}");
    }

    #[test]
    fn a_question_in_the_negative_prefers_a_sentence_that_negates() {
        let index = with(vec![
            chunk(Locale::En, "sources", "Sources", "The assistant shows the source of every answer it finds.\nWhen the assistant finds no source, the answer is not shown."),
            chunk(Locale::It, "sources", "Fonti", "L'assistente mostra la fonte di ogni risposta che trova.\nQuando l'assistente non trova una fonte, la risposta non viene mostrata."),
        ]);
        let request = asking("what if the assistant can't find a source for an answer?", Locale::En);
        let best = best_answer(&index, &request);
        assert!(best.contains("is not shown"), "{}", explain(&index, &request, None));
    }

    #[test]
    fn a_miss_says_where_the_fact_was() {
        let index = index();
        let request = asking("How much does the AI readiness workshop cost?", Locale::En);
        let found = explain(&index, &request, Some(&regex::Regex::new("4,800").unwrap()));
        assert!(found.lines().any(|l| l.starts_with("  the fact: sentence 1 of ")), "{found}");
        let absent = explain(&index, &request, Some(&regex::Regex::new("a fact no page states").unwrap()));
        assert!(absent.ends_with("\n  the fact: in no retrieved section (0 sections hold it)\n"), "{absent}");
    }

    #[test]
    fn a_keyword_query_about_the_owner_is_answered_by_the_sentence_its_words_or_heading_name() {
        let mut chunks = fixture();
        chunks.push(chunk(Locale::En, "about", "Community", "Talk with us on Discord and Telegram."));
        chunks.push(chunk(Locale::En, "about", "Founders", "Acme Intelligence is the creation of Anna Rossi and Marco Bianchi."));
        let index = ChatIndex::build(chunks, Lexicon::with_operator_groups(None).unwrap()).unwrap();
        let answer = ask(&index, "founders", Locale::En);
        assert!(answer.text.contains("Anna Rossi"), "{}", answer.text);
    }

    #[test]
    fn a_keyword_query_is_answered_only_by_a_sentence_naming_all_of_it() {
        let index = index();
        // "Press" is on the contacts page, "coworking" on its own: no sentence relates them.
        for query in ["coworking press", "stampa coworking"] {
            let locale = if query.starts_with("stampa") { Locale::It } else { Locale::En };
            let answer = ask(&index, query, locale);
            assert!(!answer.grounded, "{query}: {answer:?}");
        }
        // One asking for a value is answered by the sentence holding it.
        let answer = ask(&index, "coworking price", Locale::En);
        assert!(answer.grounded && answer.text.contains("EUR"), "{answer:?}");
    }

    #[test]
    fn a_question_on_something_new_is_answered_as_if_asked_first() {
        let index = index();
        let after = |question: &str, previous: &str, answer: &str, locale: Locale| ChatRequest {
            question: question.into(),
            locale,
            history: vec![crate::chat::request::Turn::User(previous.into()), crate::chat::request::Turn::Assistant(answer.into())],
        };
        for (request, first) in [
            (
                after("When was the company founded?", "what are your coworking rates?", "Daily entrance: EUR 15 [1]", Locale::En),
                asking("When was the company founded?", Locale::En),
            ),
            (
                after(
                    "qual è l'orario dell'ufficio?",
                    "quanto costa la tessera del coworking?",
                    "La tessera costa EUR 10 l'anno. [1]",
                    Locale::It,
                ),
                asking("qual è l'orario dell'ufficio?", Locale::It),
            ),
        ] {
            let (answer, alone) = (answer_request(&index, &request), answer_request(&index, &first));
            assert!(alone.grounded && answer.text == alone.text, "{}: {answer:?}", request.question);
        }
    }

    #[test]
    fn thanks_after_an_answer_get_a_reply_and_no_answer_again() {
        let index = index();
        for (thanks, locale) in [("Thanks!", Locale::En), ("ok great, thank you", Locale::En), ("perfetto grazie 😊", Locale::It)] {
            let answer = answer_request(&index, &after_the_price(thanks, locale));
            assert_eq!((answer.kind, answer.text.as_str()), (AnswerKind::Reply, locale.messages().chat.welcome), "{thanks}");
        }
        // A greeting is no thanks: it gets what a first greeting gets.
        let hello = answer_request(&index, &after_the_price("Hi!", Locale::En));
        assert_eq!(hello.text, ask(&index, "Hi!", Locale::En).text);
        // After thanks, a follow-up goes on from the question before them.
        let mut request = after_the_price("and how long is it?", Locale::En);
        request.history.splice(
            0..0,
            [
                crate::chat::request::Turn::User("Where is your office?".into()),
                crate::chat::request::Turn::Assistant("In Turin [1].".into()),
            ],
        );
        request.history.extend([
            crate::chat::request::Turn::User("Thanks!".into()),
            crate::chat::request::Turn::Assistant(Locale::En.messages().chat.welcome.into()),
        ]);
        let answer = answer_request(&index, &request);
        assert!(answer.grounded && answer.text.contains("Two days"), "{answer:?}");
        // A follow-up the previous answer does not answer is not given it again.
        for follow_up in ["and who is it for?", "and where are you?"] {
            let answer = answer_request(&index, &after_the_price(follow_up, Locale::En));
            assert!(!(answer.grounded && answer.text.contains("4,800")), "{follow_up}: {answer:?}");
        }
        // One it does answer is.
        let answer = answer_request(&index, &after_the_price("what about the price?", Locale::En));
        assert!(answer.grounded && answer.text.contains("4,800"), "{answer:?}");
    }

    #[test]
    fn a_link_pasted_into_a_question_changes_nothing_of_its_answer() {
        let index = index();
        for (question, locale, fact) in [
            ("https://acme.example.com/en/services how much is the AI readiness workshop?", Locale::En, "4,800"),
            ("ho visto www.acme.example.com/services, quanto costa il workshop?", Locale::It, "4.800"),
            // Its question mark ends no question: one answer, under no heading.
            ("https://acme.example.com/page?ref=1 how much is the AI readiness workshop?", Locale::En, "4,800"),
        ] {
            let answer = ask(&index, question, locale);
            assert!(answer.grounded && answer.text.contains(fact) && !answer.text.contains('*'), "{question}: {answer:?}");
        }
    }
}
